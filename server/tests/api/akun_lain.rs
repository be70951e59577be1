//! 'Login Akun Lain', the SIKAD hand-off, visitor pings, the clock stream.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    operator_acts_as_lecturer_and_returns,
    only_writing_operators_may_act_as_others,
    sikad_codes_are_single_use,
    sso_page_opens_sikad_with_a_code,
    visitor_pings_count,
    oauth_callback_signs_in_once_per_code,
    oauth_code_from_another_browser_is_refused,
    act_as_code_stays_on_the_operators_trail,
    acting_keeps_a_special_operators_scope,
);

async fn operator_acts_as_lecturer_and_returns(app: &TestApp) {
    let op = app.login("operator").await;
    let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "dosen"})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let acting = res.cookie("lms_sesi").unwrap();
    let info = app.get("/v2/user_info").header("cookie", &format!("lms_sesi={acting}")).send().await;
    assert_eq!(info.json["username"], "dosen");
    assert_eq!(info.json["acting_operator"]["username"], "operator");
    // Pages show the banner data and the lecturer's classes.
    let page = app.get("/kelas").header("cookie", &format!("lms_sesi={acting}")).send().await;
    assert_eq!(page.page_props()["user"]["acting_operator"]["nama"], "Rudi Hartono");
    let audit: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'login_akun_lain' AND id_operator = (SELECT id FROM users WHERE username = 'operator')",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(audit, 1);
    // Acting as someone cannot be chained.
    let chained = app
        .post("/lms/login_akun_lain")
        .header("cookie", &format!("lms_sesi={acting}"))
        .json(json!({"username": "mahasiswa"}))
        .send()
        .await;
    assert_eq!(chained.status, StatusCode::FORBIDDEN);
    let back = app.post("/lms/login_akun_lain/kembali").header("cookie", &format!("lms_sesi={acting}")).send().await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text);
    let mine = back.cookie("lms_sesi").unwrap();
    let info = app.get("/v2/user_info").header("cookie", &format!("lms_sesi={mine}")).send().await;
    assert_eq!(info.json["username"], "operator");
    assert!(info.json["acting_operator"].is_null());
    assert_eq!(app.get("/v2/user_info").header("cookie", &format!("lms_sesi={acting}")).send().await.status, StatusCode::UNAUTHORIZED);
    let not_acting = app.post("/lms/login_akun_lain/kembali").header("cookie", &format!("lms_sesi={mine}")).send().await;
    assert_eq!(not_acting.status, StatusCode::BAD_REQUEST);
}

async fn only_writing_operators_may_act_as_others(app: &TestApp) {
    for username in ["operator_baca", "dosen", "mahasiswa"] {
        let s = app.login(username).await;
        let res = app.post("/lms/login_akun_lain").cookie(&s).json(json!({"username": "mahasiswa"})).send().await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{username}");
    }
    let op = app.login("operator").await;
    let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "operator_baca"})).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "not into another operator");
    let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "tidak_ada"})).send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let missing_header =
        app.req(Method::POST, "/lms/login_akun_lain").without("college-id").cookie(&op).json(json!({"username": "dosen"})).send().await;
    assert_eq!(missing_header.status, StatusCode::FORBIDDEN);
}

fn multipart(fields: &[(&str, &str)]) -> (String, Vec<u8>) {
    let boundary = "XbatasX";
    let mut body = String::new();
    for (k, v) in fields {
        body.push_str(&format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n"));
    }
    body.push_str(&format!("--{boundary}--\r\n"));
    (format!("multipart/form-data; boundary={boundary}"), body.into_bytes())
}

async fn sikad_codes_are_single_use(app: &TestApp) {
    let s = app.login("dosen").await;
    let (ct, body) = multipart(&[
        ("response_type", "code"),
        ("client_id", "sikad"),
        ("state", "100"),
        ("redirect_uri", "/x"),
        ("as_role", "ROLE_DOSEN"),
    ]);
    let res = app.post("/v2/authorize/sikad").cookie(&s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let code = res.json["code"].as_str().unwrap().to_string();
    let first = app.post("/v2/authorize/sikad/token").json(json!({"code": code, "client_id": "sikad"})).send().await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(first.json["username"], "dosen");
    assert_eq!(first.json["state"], "100");
    let again = app.post("/v2/authorize/sikad/token").json(json!({"code": code, "client_id": "sikad"})).send().await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert_eq!(again.code(), "kode_tidak_valid");
    // Another role than one's own is refused.
    let (ct, body) = multipart(&[("response_type", "code"), ("client_id", "sikad"), ("as_role", "ROLE_OPERATOR")]);
    assert_eq!(app.post("/v2/authorize/sikad").cookie(&s).raw(&ct, body).send().await.status, StatusCode::FORBIDDEN);
    // Expired codes are refused.
    let (ct, body) = multipart(&[("response_type", "code"), ("client_id", "sikad")]);
    let res = app.post("/v2/authorize/sikad").cookie(&s).raw(&ct, body).send().await;
    sqlx::query("UPDATE sso_kode SET expires_at = '2000-01-01T00:00:00Z' WHERE used_at IS NULL").execute(&app.db).await.unwrap();
    let late = app.post("/v2/authorize/sikad/token").json(json!({"code": res.json["code"], "client_id": "sikad"})).send().await;
    assert_eq!(late.status, StatusCode::BAD_REQUEST);
}

async fn sso_page_opens_sikad_with_a_code(app: &TestApp) {
    let guest = app.get("/sso?app=siakad").send().await;
    assert_eq!(guest.status, StatusCode::SEE_OTHER);
    assert!(guest.location().unwrap().starts_with("/?redirect="));
    let s = app.login("mahasiswa").await;
    let res = app.get("/sso?app=siakad&role=ROLE_MAHASISWA").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::SEE_OTHER);
    let target = res.location().unwrap().to_string();
    assert!(target.starts_with("/siakad-demo?code="), "{target}");
    let exits: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'keluar_ke_sikad'").fetch_one(&app.db).await.unwrap();
    assert_eq!(exits, 1);
    let detail: String =
        sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'keluar_ke_sikad'").fetch_one(&app.db).await.unwrap();
    assert_eq!(detail, "Keluar ke SIAKAD", "the detail names the system as its kind does");
    let logged = app.post("/lms/log_aktivitas/keluar_ke_sikad").cookie(&s).send().await;
    assert_eq!(logged.status, StatusCode::OK);

    // The demo's stand-in redeems the code as SIAKAD would, once.
    let page = app.get(&target).send().await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert!(page.text.contains("Serah terima dari LMS berhasil.") && page.text.contains("<td>Mahasiswa</td>"), "{}", page.text);
    assert_eq!(app.get(&target).send().await.status, StatusCode::BAD_REQUEST, "a code is used once");

    // Spec 2 P1: a student goes to the students' SIAKAD, a lecturer to the staff's; another
    // role than one's own or another application is refused.
    for (kunci, nilai) in [("url_sikad", "https://siakad.kampus.ac.id/staf"), ("url_sikad_mahasiswa", "https://siakad.kampus.ac.id/mhs")] {
        sqlx::query("UPDATE konfigurasi SET nilai = $1 WHERE keyword = $2").bind(nilai).bind(kunci).execute(&app.db).await.unwrap();
    }
    let res = app.get("/sso?app=siakad&role=ROLE_MAHASISWA").cookie(&s).send().await;
    assert!(res.location().unwrap().starts_with("https://siakad.kampus.ac.id/mhs?code="), "{:?}", res.location());
    assert_eq!(app.get("/sso?app=siakad&role=ROLE_DOSEN").cookie(&s).send().await.status, StatusCode::FORBIDDEN);
    let lain = app.get("/sso?app=perpustakaan").cookie(&s).send().await;
    assert_eq!(
        (lain.status, lain.message()),
        (StatusCode::BAD_REQUEST, "Aplikasi 'perpustakaan' tidak dikenal: tautan ini hanya membuka SIAKAD.")
    );
    let d = app.login("dosen").await;
    let res = app.get("/sso?app=siakad&role=ROLE_DOSEN").cookie(&d).send().await;
    assert!(res.location().unwrap().starts_with("https://siakad.kampus.ac.id/staf?code="), "{:?}", res.location());
    let rps = app.get("/sso?legacy=rps").cookie(&d).send().await;
    assert!(rps.location().unwrap().starts_with("/siakad-demo?legacy=rps&code="), "{:?}", rps.location());
    // Without a student address the students go to the staff's.
    sqlx::query("UPDATE konfigurasi SET nilai = '' WHERE keyword = 'url_sikad_mahasiswa'").execute(&app.db).await.unwrap();
    let res = app.get("/sso?app=siakad").cookie(&s).send().await;
    assert!(res.location().unwrap().starts_with("https://siakad.kampus.ac.id/staf?code="), "{:?}", res.location());
}

async fn visitor_pings_count(app: &TestApp) {
    assert_eq!(app.req(Method::PUT, "/lms/visitor/last_active").send().await.status, StatusCode::UNAUTHORIZED);
    for username in ["dosen", "mahasiswa"] {
        let s = app.login(username).await;
        for _ in 0..2 {
            let res = app.req(Method::PUT, "/lms/visitor/last_active").cookie(&s).send().await;
            assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        }
    }
    let s = app.login("operator").await;
    let stat = app.get("/lms/visitor/statistic").cookie(&s).send().await;
    assert_eq!(stat.json["data"]["online"], 2);
    assert_eq!(stat.json["data"]["pengunjung_hari_ini"], 2);
    assert_eq!(stat.json["data"]["total_pengguna"], 1243);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clock_stream_sends_time_every_second() {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let app = TestApp::new(lms::db::Engine::Sqlite).await.unwrap();
    let s = app.login("dosen").await;
    let req = axum::http::Request::get("/lms/events?stream=sistem")
        .header("cookie", format!("lms_sesi={}", s.cookie))
        .body(axum::body::Body::empty())
        .unwrap();
    let res = app.router.clone().oneshot(req).await.unwrap();
    assert_eq!(res.headers()["content-type"], "text/event-stream");
    let mut body = res.into_body();
    let mut text = String::new();
    let started = std::time::Instant::now();
    while text.matches("event: time").count() < 2 {
        let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame()).await.unwrap().unwrap().unwrap();
        if let Ok(data) = frame.into_data() {
            text.push_str(&String::from_utf8_lossy(&data));
        }
    }
    assert!(started.elapsed() >= std::time::Duration::from_millis(900), "one tick per second");
    let stamp = text.split("data: ").nth(1).unwrap().lines().next().unwrap();
    assert!(chrono::DateTime::parse_from_rfc3339(stamp).is_ok(), "{stamp}");
    let bad = app.get("/lms/events?stream=lain").cookie(&s).send().await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    app.finish().await;
}

async fn oauth_callback_signs_in_once_per_code(app: &TestApp) {
    let s = app.login("mahasiswa").await;
    let (code, browser) = lms_code(app, &format!("lms_sesi={}", s.cookie)).await;
    let res = app.get(&format!("/oauth?code={code}&redirect=%2Fkelas&refferer=sikad")).header("cookie", &browser).send().await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(res.location(), Some("/kelas"));
    let cookie = res.cookie("lms_sesi").unwrap();
    let me = app.get("/v2/user_info").header("cookie", &format!("lms_sesi={cookie}")).send().await;
    assert_eq!(me.json["username"], "mahasiswa");
    let again = app.get(&format!("/oauth?code={code}&redirect=%2Fkelas")).header("cookie", &browser).send().await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST);
    assert!(again.text.contains("Kode login tidak valid"), "login page explains");
    assert_eq!(again.page_props()["page"], "login");
    // A code for another client does not sign in here.
    let (ct, body) = multipart(&[("response_type", "code"), ("client_id", "sikad")]);
    let other = app.post("/v2/authorize/sikad").cookie(&s).raw(&ct, body).send().await.json["code"].as_str().unwrap().to_string();
    assert_eq!(app.get(&format!("/oauth?code={other}")).header("cookie", &browser).send().await.status, StatusCode::BAD_REQUEST);
}

/// Mints an `lms` code with the given session cookie header; answers the code
/// and the browser-binding cookie header the response set.
async fn lms_code(app: &TestApp, session_cookie: &str) -> (String, String) {
    let (ct, body) = multipart(&[("response_type", "code"), ("client_id", "lms")]);
    let res = app.post("/v2/authorize/sikad").header("cookie", session_cookie).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let nonce = res.cookie("lms_oauth").expect("binding cookie");
    (res.json["code"].as_str().unwrap().to_string(), format!("lms_oauth={nonce}"))
}

/// Login CSRF: an attacker's code in a link must not sign the victim's
/// browser into the attacker's account.
async fn oauth_code_from_another_browser_is_refused(app: &TestApp) {
    let attacker = app.login("mahasiswa").await;
    let (code, attacker_browser) = lms_code(app, &format!("lms_sesi={}", attacker.cookie)).await;
    // The victim's browser has no binding cookie, or a different one.
    let bare = app.get(&format!("/oauth?code={code}&redirect=%2Fkelas")).send().await;
    assert_eq!(bare.status, StatusCode::BAD_REQUEST);
    assert!(bare.cookie("lms_sesi").is_none());
    let victim = app.login("dosen").await;
    let (_, victim_browser) = lms_code(app, &format!("lms_sesi={}", victim.cookie)).await;
    let other = app.get(&format!("/oauth?code={code}")).header("cookie", &victim_browser).send().await;
    assert_eq!(other.status, StatusCode::BAD_REQUEST);
    assert!(other.cookie("lms_sesi").is_none());
    // Refusals do not burn the code for the browser that asked for it.
    let own = app.get(&format!("/oauth?code={code}")).header("cookie", &attacker_browser).send().await;
    assert_eq!(own.status, StatusCode::SEE_OTHER);
    // The SIKAD exchange does not redeem `lms` codes either.
    let (code, _) = lms_code(app, &format!("lms_sesi={}", attacker.cookie)).await;
    let server = app.post("/v2/authorize/sikad/token").json(json!({"code": code, "client_id": "lms"})).send().await;
    assert_eq!(server.status, StatusCode::BAD_REQUEST);
}

/// A code minted while an operator acts as a student carries the operator:
/// the session it opens is an act-as session, logged with the operator, and
/// it ends when act-as ends.
async fn act_as_code_stays_on_the_operators_trail(app: &TestApp) {
    let op = app.login("operator").await;
    let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "mahasiswa"})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let acting = format!("lms_sesi={}", res.cookie("lms_sesi").unwrap());
    let (code, browser) = lms_code(app, &acting).await;
    let redeemed = app.get(&format!("/oauth?code={code}&redirect=%2Fkelas")).header("cookie", &browser).send().await;
    assert_eq!(redeemed.status, StatusCode::SEE_OTHER, "{}", redeemed.text);
    let derived = format!("lms_sesi={}", redeemed.cookie("lms_sesi").unwrap());
    let info = app.get("/v2/user_info").header("cookie", &derived).send().await;
    assert_eq!(info.json["username"], "mahasiswa");
    assert_eq!(info.json["acting_operator"]["username"], "operator", "the derived session is still act-as");
    // Its actions are logged with the operator.
    app.post("/lms/log_aktivitas/keluar_ke_sikad").header("cookie", &derived).send().await;
    let logged: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'keluar_ke_sikad' AND id_operator = (SELECT id FROM users WHERE username = 'operator')",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(logged, 1);
    // The SIKAD exchange names the operator too.
    let (ct, body) = multipart(&[("response_type", "code"), ("client_id", "sikad")]);
    let sikad = app.post("/v2/authorize/sikad").header("cookie", &acting).raw(&ct, body).send().await;
    let identity = app.post("/v2/authorize/sikad/token").json(json!({"code": sikad.json["code"], "client_id": "sikad"})).send().await;
    assert_eq!(identity.json["operator"], "operator", "{}", identity.text);
    // A code minted before 'kembali' and every derived session end with act-as.
    let (late_code, late_browser) = lms_code(app, &acting).await;
    let back = app.post("/lms/login_akun_lain/kembali").header("cookie", &acting).send().await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text);
    assert_eq!(app.get("/v2/user_info").header("cookie", &derived).send().await.status, StatusCode::UNAUTHORIZED);
    let late = app.get(&format!("/oauth?code={late_code}")).header("cookie", &late_browser).send().await;
    assert_eq!(late.status, StatusCode::BAD_REQUEST);
}

/// `operator_khusus` (scope A:T) acts as a student of one A:T class: that
/// class opens, the student's other classes stay closed, as they are to the
/// operator (issue 31: before, class 89 opened through the student).
async fn acting_keeps_a_special_operators_scope(app: &TestApp) {
    let kelas: Vec<i64> = sqlx::query_scalar(
        "SELECT kp.id_kelas FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa
         JOIN kelas_kuliah k ON k.id = kp.id_kelas JOIN periode p ON p.kode = k.periode AND p.is_berjalan = 1
         WHERE u.username = 'mahasiswa' ORDER BY kp.id_kelas",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert!(kelas.len() >= 2, "the demo student attends several classes this period");
    let (dalam, luar) = (kelas[0], kelas[1]);
    sqlx::query("UPDATE kelas_kuliah SET lingkup = CASE WHEN id = $1 THEN 'A:T' ELSE 'A:B' END WHERE id IN ($1, $2)")
        .bind(dalam)
        .bind(luar)
        .execute(&app.db)
        .await
        .unwrap();
    let op = app.login("operator_khusus").await;
    let res = app.post("/lms/login_akun_lain").cookie(&op).json(json!({"username": "mahasiswa"})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let sebagai = format!("lms_sesi={}", res.cookie("lms_sesi").unwrap());
    let profil = |id: i64| app.get(&format!("/v2/lms/kelas_kuliah/{id}")).header("cookie", &sebagai).send();
    assert_eq!(profil(dalam).await.status, StatusCode::OK);
    let ditolak = profil(luar).await;
    assert!(ditolak.status == StatusCode::FORBIDDEN || ditolak.status == StatusCode::NOT_FOUND, "{}", ditolak.text);
    assert!(!ditolak.text.contains("peserta"), "{}", ditolak.text);
    let pertemuan = app.get(&format!("/kelas/{luar}")).header("cookie", &sebagai).header("x-lms-data", "1").send().await;
    assert_ne!(pertemuan.json["page"].as_str(), Some("kelas_detail"), "{}", pertemuan.text);
    // The student themself still opens both.
    let mhs = app.login("mahasiswa").await;
    let mhs = format!("lms_sesi={}", mhs.cookie);
    for id in [dalam, luar] {
        assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{id}")).header("cookie", &mhs).send().await.status, StatusCode::OK);
    }
    // Nor do the lists name the other class: the class list, the dashboard,
    // the calendar, the task section (issue 31: they did while acting).
    let sumber = ["/lms/kelas_kuliah?per_page=100", "/v1/kegiatan", "/beranda", "/tugas", "/ujian"];
    let mut disebut_sendiri = 0;
    for url in sumber {
        let lihat = |cookie: String| async move {
            let res = app.get(url).header("cookie", &cookie).header("x-lms-data", "1").send().await;
            assert_eq!(res.status, StatusCode::OK, "{url}: {}", res.text);
            kelas_disebut(&res.json)
        };
        let (sendiri, lewat_operator) = (lihat(mhs.clone()).await, lihat(sebagai.clone()).await);
        assert!(!lewat_operator.contains(&luar), "{url} names class {luar} to the acting operator: {lewat_operator:?}");
        if url.starts_with("/lms/kelas_kuliah") {
            assert!(lewat_operator.contains(&dalam), "the in-scope class {dalam} is listed: {lewat_operator:?}");
        }
        disebut_sendiri += usize::from(sendiri.contains(&luar));
    }
    assert!(disebut_sendiri >= 2, "the student's own lists name class {luar}, so the checks above can fail");
}

/// The classes a page's data names: list rows' `id` (class lists), `id_kelas`
/// fields and links into `/kelas/{id}`.
fn kelas_disebut(json: &serde_json::Value) -> Vec<i64> {
    use serde_json::Value;
    let mut out = Vec::new();
    let mut tumpukan = vec![json];
    while let Some(v) = tumpukan.pop() {
        match v {
            Value::Object(m) => {
                if let Some(id) = m.get("id_kelas").and_then(Value::as_i64) {
                    out.push(id);
                }
                // A class row: an id beside the class's course and period.
                if let (Some(id), true) = (m.get("id").and_then(Value::as_i64), m.contains_key("periode") && m.contains_key("mata_kuliah"))
                {
                    out.push(id);
                }
                if let Some(id) = m.get("tautan").and_then(Value::as_str).and_then(|t| t.strip_prefix("/kelas/")) {
                    if let Ok(id) = id.split(['/', '?', '#']).next().unwrap_or("").parse() {
                        out.push(id);
                    }
                }
                tumpukan.extend(m.values());
            }
            Value::Array(a) => tumpukan.extend(a),
            _ => {}
        }
    }
    out
}
