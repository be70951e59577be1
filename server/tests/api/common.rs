//! Test harness: the real router over a freshly copied, demo-seeded database
//! of either engine. The seeded template is built once per migration/seed
//! version and copied per test (a file copy for SQLite, `CREATE DATABASE ...
//! TEMPLATE` for PostgreSQL), so each test owns its data.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{header, Method, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use lms::config::Config;
use lms::db::{self, Db, Engine};
use lms::state::AppState;
use lms::ui_bundle::UiBundle;
use serde_json::Value;
use sha2::{Digest, Sha256};
use tower::ServiceExt;

pub const COLLEGE_ID: &str = "1";

pub struct TestApp {
    pub router: Router,
    pub db: Db,
    pub engine: Engine,
    /// The app's file store (a directory inside the test's temporary directory).
    pub storage: Arc<lms::storage::Storage>,
    /// The configuration the app runs with (a second process is built from it).
    pub config: Config,
    cleanup: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Changes whenever a migration or the demo seed changes.
fn template_version() -> String {
    let mut hasher = Sha256::new();
    let mut files = Vec::new();
    let mut dirs: Vec<std::path::PathBuf> =
        ["migrations/sqlite", "migrations/postgres", "server/src/seed"].iter().map(|d| repo_root().join(d)).collect();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    for f in files {
        hasher.update(std::fs::read(&f).unwrap());
    }
    hex::encode(&hasher.finalize()[..6])
}

fn postgres_admin_url() -> String {
    std::env::var("LMS_TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into())
}

fn with_database(url: &str, name: &str) -> String {
    let (base, _) = url.rsplit_once('/').expect("url has a database");
    format!("{base}/{name}")
}

async fn seeded(url: &str, engine: Engine) -> Db {
    let pool = db::connect(url).await.unwrap();
    db::migrate(&pool, url).await.unwrap();
    lms::seed::seed_demo(&pool, engine).await.unwrap();
    pool
}

async fn sqlite_copy(dir: &std::path::Path) -> String {
    let template = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("lms-template-{}.db", template_version()));
    if !template.exists() {
        let tmp = template.with_extension(format!("tmp{}", std::process::id()));
        let pool = seeded(&format!("sqlite://{}", tmp.display()), Engine::Sqlite).await;
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&pool).await.unwrap();
        pool.close().await;
        std::fs::rename(&tmp, &template).unwrap();
        let _ = std::fs::remove_file(tmp.with_extension(format!("tmp{}-wal", std::process::id())));
    }
    let copy = dir.join("lms.db");
    std::fs::copy(&template, &copy).unwrap();
    format!("sqlite://{}", copy.display())
}

/// None when PostgreSQL is unreachable outside CI (the test says so).
async fn postgres_copy() -> Option<(String, String)> {
    sqlx::any::install_default_drivers();
    let admin_url = postgres_admin_url();
    let admin = match sqlx::AnyPool::connect(&admin_url).await {
        Ok(pool) => pool,
        Err(e) if std::env::var("CI").is_err() => {
            eprintln!("SKIP postgres: {admin_url} tidak dapat dihubungi ({e}); set LMS_TEST_POSTGRES_URL");
            return None;
        }
        Err(e) => panic!("CI requires PostgreSQL at {admin_url}: {e}"),
    };
    let template = format!("lms_tpl_{}", template_version());
    sqlx::query("SELECT pg_advisory_lock(727274)").execute(&admin).await.unwrap();
    let exists: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM pg_database WHERE datname = $1").bind(&template).fetch_one(&admin).await.unwrap();
    if exists == 0 {
        sqlx::query(&format!("CREATE DATABASE {template}")).execute(&admin).await.unwrap();
        let pool = seeded(&with_database(&admin_url, &template), Engine::Postgres).await;
        pool.close().await;
    }
    sqlx::query("SELECT pg_advisory_unlock(727274)").execute(&admin).await.unwrap();
    let name = format!("lms_t_{}", uuid::Uuid::new_v4().simple());
    sqlx::query(&format!("CREATE DATABASE {name} TEMPLATE {template}")).execute(&admin).await.unwrap();
    admin.close().await;
    Some((with_database(&admin_url, &name), name))
}

fn ui(dist: &std::path::Path) -> Arc<UiBundle> {
    Arc::new(UiBundle::load(dist, 1).expect("UI bundle: run `node ui/build.mjs` before the tests"))
}

impl TestApp {
    pub async fn new(engine: Engine) -> Option<TestApp> {
        Self::with_ui(engine, &repo_root().join("ui/dist")).await
    }

    /// With another UI build (a directory holding manifest.json and server/entry-server.js).
    pub async fn with_ui(engine: Engine, ui_dist: &std::path::Path) -> Option<TestApp> {
        Self::build(engine, ui_dist, |_| {}).await
    }

    /// With configuration changed from the tests' defaults.
    pub async fn with_config(engine: Engine, change: impl FnOnce(&mut Config)) -> Option<TestApp> {
        Self::build(engine, &repo_root().join("ui/dist"), change).await
    }

    async fn build(engine: Engine, ui_dist: &std::path::Path, change: impl FnOnce(&mut Config)) -> Option<TestApp> {
        let dir = tempfile::tempdir().unwrap();
        let (url, cleanup) = match engine {
            Engine::Sqlite => (sqlite_copy(dir.path()).await, None),
            Engine::Postgres => {
                let (url, name) = postgres_copy().await?;
                (url, Some((postgres_admin_url(), name)))
            }
        };
        let pool = db::connect(&url).await.unwrap();
        let mut config = Config {
            bind: "127.0.0.1:0".parse().unwrap(),
            data_dir: dir.path().to_path_buf(),
            database_url: url,
            college_id: COLLEGE_ID.into(),
            ui_dist: ui_dist.to_path_buf(),
            assets_dir: repo_root().join("assets"),
            ssr_workers: 1,
            secure_cookies: false,
            trusted_proxies: Default::default(),
            qr_networks: Default::default(),
            frame_ancestors: None,
            header_read_timeout: std::time::Duration::from_secs(10),
            body_read_timeout: std::time::Duration::from_secs(30),
            max_connections: 1000,
            max_event_streams: 5,
            max_event_streams_total: 750,
            // Short, so a test sees a stream end soon after its logout.
            event_session_check: std::time::Duration::from_millis(300),
            upload_quota: 50_000_000,
            storage: lms::storage::StorageConfig::Lokal,
            metrics_networks: lms::client_ip::Jaringan::parse("127.0.0.1, ::1").unwrap(),
            metrics_token: None,
        };
        change(&mut config);
        let storage = Arc::new(lms::storage::Storage::open(&config.storage, &config.data_dir).unwrap());
        let peristiwa = lms::peristiwa::Peristiwa::mulai(&config.database_url);
        let state = AppState {
            db: pool.clone(),
            config: Arc::new(config.clone()),
            ui: ui(ui_dist),
            storage: storage.clone(),
            peristiwa,
            aliran: Default::default(),
        };
        Some(TestApp { router: lms::app::router(state), db: pool, engine, cleanup, storage, config, _dir: dir })
    }

    pub async fn finish(mut self) {
        self.db.close().await;
        if let Some((admin_url, name)) = self.cleanup.take() {
            if let Ok(admin) = sqlx::AnyPool::connect(&admin_url).await {
                let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&admin).await;
            }
        }
    }

    /// The router of a second `lms serve` process on the same database: its
    /// own pool and its own exam-event hub (LISTENing on PostgreSQL).
    pub async fn proses_lain(&self) -> Router {
        let pool = db::connect(&self.config.database_url).await.unwrap();
        let peristiwa = lms::peristiwa::Peristiwa::mulai(&self.config.database_url);
        let state = AppState {
            db: pool,
            config: Arc::new(self.config.clone()),
            ui: ui(&self.config.ui_dist),
            storage: self.storage.clone(),
            peristiwa,
            aliran: Default::default(),
        };
        lms::app::router(state)
    }

    pub fn req(&self, method: Method, path: &str) -> Req<'_> {
        Req { app: self, method, path: path.into(), headers: vec![("college-id".into(), COLLEGE_ID.into())], body: None, ip: None }
    }
    pub fn get(&self, path: &str) -> Req<'_> {
        self.req(Method::GET, path)
    }
    pub fn post(&self, path: &str) -> Req<'_> {
        self.req(Method::POST, path)
    }

    /// Logs in through the API; returns the cookie and tokens.
    pub async fn login(&self, username: &str) -> Session {
        let res = self.post("/v2/access_token").json(serde_json::json!({"username": username, "password": "demo123"})).send().await;
        assert_eq!(res.status, StatusCode::OK, "login {username}: {}", res.text);
        let cookie = res.cookie("lms_sesi").expect("session cookie");
        Session {
            cookie,
            access: res.json["access_token"].as_str().unwrap().into(),
            refresh: res.json["refresh_token"].as_str().unwrap().into(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Session {
    pub cookie: String,
    pub access: String,
    pub refresh: String,
}

pub struct Req<'a> {
    app: &'a TestApp,
    method: Method,
    path: String,
    headers: Vec<(String, String)>,
    body: Option<(String, Vec<u8>)>,
    ip: Option<SocketAddr>,
}

impl<'a> Req<'a> {
    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self.headers.push((name.into(), value.into()));
        self
    }
    pub fn without(mut self, name: &str) -> Self {
        self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
        self
    }
    pub fn bearer(self, token: &str) -> Self {
        self.header("authorization", &format!("Bearer {token}"))
    }
    pub fn cookie(self, session: &Session) -> Self {
        self.header("cookie", &format!("lms_sesi={}", session.cookie))
    }
    pub fn json(mut self, value: Value) -> Self {
        self.body = Some(("application/json".into(), serde_json::to_vec(&value).unwrap()));
        self
    }
    pub fn form(mut self, pairs: &[(&str, &str)]) -> Self {
        self.body = Some(("application/x-www-form-urlencoded".into(), serde_urlencoded::to_string(pairs).unwrap().into_bytes()));
        self
    }
    pub fn raw(mut self, content_type: &str, body: Vec<u8>) -> Self {
        self.body = Some((content_type.into(), body));
        self
    }
    pub fn sent_from(mut self, ip: &str) -> Self {
        self.ip = Some(format!("{ip}:5000").parse().unwrap());
        self
    }

    pub async fn send(self) -> Res {
        let (status, headers, bytes) = self.send_raw().await;
        let text = String::from_utf8_lossy(&bytes).to_string();
        let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Res { status, headers, text, json }
    }

    /// The request as built, for a router other than the app's (`proses_lain`).
    pub fn request(self) -> Request<Body> {
        let mut builder = Request::builder().method(self.method).uri(&self.path);
        for (name, value) in &self.headers {
            builder = builder.header(name, value);
        }
        builder.body(Body::empty()).unwrap()
    }

    /// The body as bytes (downloads: PDF, ZIP).
    pub async fn send_bytes(self) -> Vec<u8> {
        self.send_raw().await.2
    }

    /// Status, headers and body bytes (a download and its name).
    pub async fn send_raw(self) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let mut builder = Request::builder().method(self.method).uri(&self.path);
        for (name, value) in &self.headers {
            builder = builder.header(name, value);
        }
        let body = match self.body {
            Some((content_type, bytes)) => {
                builder = builder.header(header::CONTENT_TYPE, content_type);
                Body::from(bytes)
            }
            None => Body::empty(),
        };
        let mut request = builder.body(body).unwrap();
        if let Some(ip) = self.ip {
            request.extensions_mut().insert(ConnectInfo(ip));
        }
        let response = self.app.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, headers, bytes.to_vec())
    }
}

pub struct Res {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub text: String,
    pub json: Value,
}

impl Res {
    pub fn cookie(&self, name: &str) -> Option<String> {
        self.headers.get_all(header::SET_COOKIE).iter().filter_map(|v| v.to_str().ok()).find_map(|v| {
            let first = v.split(';').next()?;
            let (k, val) = first.split_once('=')?;
            (k == name).then(|| val.to_string())
        })
    }
    pub fn location(&self) -> Option<&str> {
        self.headers.get(header::LOCATION).and_then(|v| v.to_str().ok())
    }
    /// The error code of a `{status: {code, message}}` answer.
    pub fn code(&self) -> &str {
        self.json["status"]["code"].as_str().unwrap_or("")
    }
    pub fn message(&self) -> &str {
        self.json["status"]["message"].as_str().unwrap_or("")
    }
    /// The page data embedded in a server-rendered page.
    pub fn page_props(&self) -> Value {
        let start = self.text.find(r#"<script id="__LMS_DATA__" type="application/json">"#).expect("embedded props");
        let rest = &self.text[start..];
        let json = &rest[rest.find('>').unwrap() + 1..rest.find("</script>").unwrap()];
        serde_json::from_str(json).expect("props json")
    }
}

/// `s` percent-encoded for a query parameter (every byte but letters and digits).
pub fn enkode_url(s: &str) -> String {
    s.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}

/// A multipart/form-data body: (field, file name for file fields, bytes).
/// The smallest PDF the upload's content check takes.
pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

/// Uploads [`PDF`] as `nama` to `dir` (POST /v2/storager); answers its URL.
pub async fn unggah(app: &TestApp, s: &Session, dir: &str, nama: &str) -> String {
    let res = unggah_isi(app, s, dir, nama, PDF).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["url"].as_str().unwrap().to_string()
}

/// POST /v2/storager of `bytes` as `nama` into `dir`, whatever it answers.
pub async fn unggah_isi(app: &TestApp, s: &Session, dir: &str, nama: &str, bytes: &[u8]) -> Res {
    let (ct, body) = multipart(&[("service_id", None, b"lms"), ("dir", None, dir.as_bytes()), ("file", Some(nama), bytes)]);
    app.post("/v2/storager").cookie(s).raw(&ct, body).send().await
}

pub fn multipart(parts: &[(&str, Option<&str>, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "LmsBatasUji";
    let mut body = Vec::new();
    for (name, filename, bytes) in parts {
        let disposition = match filename {
            Some(f) => format!("form-data; name=\"{name}\"; filename=\"{f}\"\r\nContent-Type: application/octet-stream"),
            None => format!("form-data; name=\"{name}\""),
        };
        body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n").as_bytes());
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// Runs one test body on SQLite and on PostgreSQL.
#[macro_export]
macro_rules! both_engines {
    ($($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    let app = $crate::common::TestApp::new(lms::db::Engine::Sqlite).await.unwrap();
                    super::$name(&app).await;
                    app.finish().await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    let Some(app) = $crate::common::TestApp::new(lms::db::Engine::Postgres).await else { return };
                    super::$name(&app).await;
                    app.finish().await;
                }
            }
        )*
    };
}

/// Runs one test body on SQLite and on PostgreSQL, with the configuration
/// changed by function `$change` (`fn(&mut Config)`).
#[macro_export]
macro_rules! both_engines_with {
    ($change:ident; $($name:ident),* $(,)?) => {
        $(
            mod $name {
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn sqlite() {
                    let app = $crate::common::TestApp::with_config(lms::db::Engine::Sqlite, super::$change).await.unwrap();
                    super::$name(&app).await;
                    app.finish().await;
                }
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn postgres() {
                    let Some(app) = $crate::common::TestApp::with_config(lms::db::Engine::Postgres, super::$change).await else { return };
                    super::$name(&app).await;
                    app.finish().await;
                }
            }
        )*
    };
}

/// A meeting still to come (online when asked) of a class the demo lecturer
/// `dosen` teaches and the demo student `mahasiswa` attends, with both signed in.
/// `dosen` is recorded in its lecturers' presence (not a coordinator of a team).
#[derive(Clone)]
pub struct KelasBersama {
    pub id_kelas: i64,
    pub id_pertemuan: i64,
    pub dosen: Session,
    pub mhs: Session,
}

/// Signed in as another student of class `id_kelas` than the demo's `mahasiswa`.
pub async fn teman_sekelas(app: &TestApp, id_kelas: i64) -> Session {
    let username: String = sqlx::query_scalar(
        "SELECT u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa
         WHERE kp.id_kelas = $1 AND u.username <> 'mahasiswa' ORDER BY u.id LIMIT 1",
    )
    .bind(id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    app.login(&username).await
}

pub async fn kelas_bersama(app: &TestApp, online: bool) -> KelasBersama {
    let sql = format!(
        "SELECT p.id, p.id_kelas FROM pertemuan p
         JOIN kelas_pengajar kp ON kp.id_kelas = p.id_kelas JOIN users d ON d.id = kp.id_dosen AND d.username = 'dosen'
         JOIN kelas_peserta ks ON ks.id_kelas = p.id_kelas JOIN users m ON m.id = ks.id_mahasiswa AND m.username = 'mahasiswa'
         WHERE p.status = 'belum_dimulai' AND p.waktu_mulai > '{}'{} AND {}
         ORDER BY p.waktu_mulai LIMIT 1",
        lms::db::now(),
        if online { " AND p.jenis = 'online'" } else { "" },
        lms::kehadiran::syarat_dosen::DICATAT_SQL
    );
    let (id_pertemuan, id_kelas): (i64, i64) = sqlx::query_as(&sql).fetch_one(&app.db).await.unwrap();
    KelasBersama { id_kelas, id_pertemuan, dosen: app.login("dosen").await, mhs: app.login("mahasiswa").await }
}

/// The time `menit` minutes from now (negative: ago), as the database keeps it.
pub fn menit_lagi(menit: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(menit))
}

/// Every meeting of class `id_kelas` made one still to come (not started, in
/// about four days); answers their ids by number.
pub async fn semua_pertemuan_nanti(app: &TestApp, id_kelas: i64) -> Vec<i64> {
    sqlx::query(
        "UPDATE pertemuan SET waktu_mulai = $2, waktu_selesai = $3, mulai_kuliah = NULL, selesai_kuliah = NULL, status = 'belum_dimulai'
         WHERE id_kelas = $1",
    )
    .bind(id_kelas)
    .bind(menit_lagi(6000))
    .bind(menit_lagi(6100))
    .execute(&app.db)
    .await
    .unwrap();
    sqlx::query_scalar("SELECT id FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor").bind(id_kelas).fetch_all(&app.db).await.unwrap()
}

/// Meeting `id` scheduled from `mulai` to `selesai` minutes from now.
pub async fn jadwalkan(app: &TestApp, id: i64, mulai: i64, selesai: i64) {
    sqlx::query("UPDATE pertemuan SET waktu_mulai = $2, waktu_selesai = $3 WHERE id = $1")
        .bind(id)
        .bind(menit_lagi(mulai))
        .bind(menit_lagi(selesai))
        .execute(&app.db)
        .await
        .unwrap();
}

/// The username of a demo student who does not attend class `id_kelas`.
pub async fn mahasiswa_luar(app: &TestApp, id_kelas: i64) -> String {
    sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id
         WHERE NOT EXISTS (SELECT 1 FROM kelas_peserta kp WHERE kp.id_kelas = $1 AND kp.id_mahasiswa = u.id) ORDER BY u.id LIMIT 1",
    )
    .bind(id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

/// The data of the next server-sent event named `nama` on an open stream (10 s
/// at most). Each event is its own frame, so nothing after it is consumed.
pub async fn acara_sse(body: &mut axum::body::Body, nama: &str) -> Value {
    use http_body_util::BodyExt;
    let kepala = format!("event: {nama}");
    let cari = async {
        let mut teks = String::new();
        loop {
            let frame = body.frame().await.expect("stream open").expect("frame");
            if let Ok(data) = frame.into_data() {
                teks.push_str(&String::from_utf8_lossy(&data));
            }
            if let Some(mulai) = teks.find(&kepala) {
                let sisa = &teks[mulai..];
                if let Some(akhir) = sisa.find("\n\n") {
                    let data = sisa[..akhir].lines().find_map(|l| l.strip_prefix("data: ")).expect("data line");
                    return serde_json::from_str::<Value>(data).unwrap();
                }
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(10), cari).await.unwrap_or_else(|_| panic!("{nama} within 10 s"))
}

/// How many images a PDF draws, by poppler's pdfimages.
pub fn pdf_jumlah_gambar(pdf: &[u8]) -> usize {
    let berkas = std::env::temp_dir().join(format!("lms-gambar-{}.pdf", uuid::Uuid::new_v4().simple()));
    std::fs::write(&berkas, pdf).unwrap();
    let out = std::process::Command::new("pdfimages").arg("-list").arg(&berkas).output().expect("pdfimages (poppler-utils) is installed");
    let _ = std::fs::remove_file(&berkas);
    assert!(out.status.success());
    // Two header lines, then one line per image (an image's alpha is an 'smask' line of its own).
    String::from_utf8_lossy(&out.stdout).lines().skip(2).filter(|l| l.split_whitespace().nth(2) == Some("image")).count()
}

/// A PDF's text by poppler's pdftotext (poppler-utils, installed by scripts/test.sh).
pub fn pdftotext(pdf: &[u8]) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new("pdftotext")
        .args(["-layout", "-", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("pdftotext (poppler-utils) is installed");
    child.stdin.take().unwrap().write_all(pdf).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// Awaits `f` and answers its result with how far the process's peak resident memory rose
/// meanwhile, in MiB (the peak is reset first; nextest runs each test in a process of its own).
pub async fn puncak_memori_selama<T>(f: impl std::future::Future<Output = T>) -> (T, u64) {
    let kib = |kunci: &str| -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").expect("Linux /proc");
        let baris = status.lines().find(|l| l.starts_with(kunci)).expect("a memory line");
        baris.split_whitespace().nth(1).and_then(|v| v.parse().ok()).expect("kB")
    };
    // '5' resets VmHWM to the current resident size (proc(5), clear_refs).
    std::fs::write("/proc/self/clear_refs", "5").expect("the peak can be reset");
    let sebelum = kib("VmRSS:");
    let hasil = f.await;
    (hasil, kib("VmHWM:").saturating_sub(sebelum) / 1024)
}

/// The style index (`s`) of a cell of the xlsx's first sheet, read from its XML.
pub fn gaya_sel(xlsx: &[u8], baris: u32, kolom: u32) -> Option<String> {
    use std::io::Read;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).unwrap();
    let mut xml = String::new();
    zip.by_name("xl/worksheets/sheet1.xml").unwrap().read_to_string(&mut xml).unwrap();
    let huruf = |mut c: u32| {
        let mut s = String::new();
        loop {
            s.insert(0, (b'A' + (c % 26) as u8) as char);
            if c < 26 {
                return s;
            }
            c = c / 26 - 1;
        }
    };
    let tanda = format!("<c r=\"{}{}\"", huruf(kolom), baris + 1);
    let awal = xml.find(&tanda)?;
    let tag = &xml[awal..awal + xml[awal..].find('>')?];
    tag.split(" s=\"").nth(1).map(|s| s.split('"').next().unwrap_or_default().to_string())
}

/// A PNG of `lebar` × `tinggi` black pixels of one bit: 30000 × 30000 is about 110 KB.
pub fn png_hitam(lebar: u32, tinggi: u32) -> Vec<u8> {
    let mut keluar = Vec::new();
    let mut enc = png::Encoder::new(&mut keluar, lebar, tinggi);
    enc.set_color(png::ColorType::Grayscale);
    enc.set_depth(png::BitDepth::One);
    let mut kepala = enc.write_header().unwrap();
    let mut aliran = kepala.stream_writer().unwrap();
    let baris = vec![0u8; lebar.div_ceil(8) as usize];
    for _ in 0..tinggi {
        std::io::Write::write_all(&mut aliran, &baris).unwrap();
    }
    aliran.finish().unwrap();
    drop(kepala);
    keluar
}
