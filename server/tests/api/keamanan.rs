//! Security headers on every answer, the Content-Security-Policy of pages,
//! no caching of anything personal, and the embedding mode
//! (`LMS_FRAME_ANCESTORS`).

use axum::http::{header, StatusCode};
use lms::db::Engine;

use crate::both_engines;
use crate::common::{Res, TestApp};

both_engines!(every_answer_has_the_security_headers, pages_allow_no_inline_script, personal_answers_are_not_cached);

fn header(res: &Res, name: header::HeaderName) -> &str {
    res.headers.get(&name).map(|v| v.to_str().unwrap()).unwrap_or("")
}

fn varies_on_cookie(res: &Res) -> bool {
    res.headers.get_all(header::VARY).iter().any(|v| v.to_str().unwrap().split(',').any(|p| p.trim().eq_ignore_ascii_case("cookie")))
}

async fn every_answer_has_the_security_headers(app: &TestApp) {
    let s = app.login("dosen").await;
    let answers = [
        app.get("/").send().await,
        app.get("/kelas").cookie(&s).send().await,
        app.get("/v2/user_info").bearer(&s.access).send().await,
        app.get("/lms/tidak-ada").send().await,
        app.get("/healthz").send().await,
        app.get("/assets/logo.svg").send().await,
    ];
    for res in &answers {
        assert_eq!(header(res, header::X_CONTENT_TYPE_OPTIONS), "nosniff", "{:?}", res.headers);
        assert_eq!(header(res, header::REFERRER_POLICY), "strict-origin-when-cross-origin");
        // Not configured for embedding: only the LMS itself may frame it.
        assert_eq!(header(res, header::X_FRAME_OPTIONS), "SAMEORIGIN");
    }
}

/// The one inline script (the start script) and the one inline stylesheet, each allowed by the
/// hash of its exact text: user text that got into a page could run nothing.
async fn pages_allow_no_inline_script(app: &TestApp) {
    use base64::Engine as _;
    use sha2::Digest as _;
    let hash = |t: &str| format!("'sha256-{}'", base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(t.as_bytes())));
    let s = app.login("dosen").await;
    for res in [app.get("/").send().await, app.get("/kelas").cookie(&s).send().await, app.get("/tidak-ada").send().await] {
        let csp = header(&res, header::CONTENT_SECURITY_POLICY);
        let directive = |name: &str| csp.split(';').map(str::trim).find(|d| d.starts_with(name)).expect(name).to_string();
        assert!(!directive("script-src ").contains("unsafe"), "{csp}");
        assert!(csp.contains("default-src 'self'") && csp.contains("object-src 'none'") && csp.contains("base-uri 'none'"), "{csp}");
        assert!(csp.ends_with("frame-ancestors 'self'"), "{csp}");
        // Every script element is the page data (a browser does not execute it) or the start
        // script, whose hash is the only one the policy names.
        let scripts: Vec<(&str, &str)> = res
            .text
            .split("<script")
            .skip(1)
            .map(|t| {
                let open = t.find('>').unwrap();
                (&t[..open], &t[open + 1..t.find("</script>").unwrap()])
            })
            .collect();
        let code: Vec<&str> =
            scripts.iter().filter(|(attrs, _)| !attrs.contains("type=\"application/json\"")).map(|(_, text)| *text).collect();
        assert_eq!(code.len(), 1, "one script to run: {scripts:?}");
        assert_eq!(directive("script-src "), format!("script-src 'self' {}", hash(code[0])), "{csp}");
        let gaya = &res.text[res.text.find("<style>").unwrap() + 7..res.text.find("</style>").unwrap()];
        assert_eq!(directive("style-src "), format!("style-src 'self' {}", hash(gaya)), "{csp}");
    }
    // JSON answers are not documents.
    let api = app.get("/v2/user_info").bearer(&app.login("dosen").await.access).send().await;
    assert!(api.headers.get(header::CONTENT_SECURITY_POLICY).is_none());
}

async fn personal_answers_are_not_cached(app: &TestApp) {
    let s = app.login("dosen").await;
    let page = app.get("/kelas").cookie(&s).send().await;
    assert_eq!(page.status, StatusCode::OK);
    let data = app.get("/kelas").cookie(&s).header("x-lms-data", "1").send().await;
    let api = app.get("/lms/kelas_kuliah").cookie(&s).send().await;
    let bearer = app.get("/v2/user_info").bearer(&s.access).send().await;
    for res in [&page, &data, &api, &bearer] {
        assert_eq!(header(res, header::CACHE_CONTROL), "private, no-store", "{:?}", res.headers);
        assert!(varies_on_cookie(res), "{:?}", res.headers);
    }
    // The page's own Vary (HTML or JSON by x-lms-data) is kept.
    assert!(page.headers.get_all(header::VARY).iter().any(|v| v.to_str().unwrap().contains("x-lms-data")));
    // Hashed static files keep their long, shared cache, cookie or not.
    let start = page.text.split("data-modul=\"").nth(1).and_then(|t| t.split('"').next()).expect("the page's file").to_string();
    let asset = app.get(&start).cookie(&s).send().await;
    assert_eq!(asset.status, StatusCode::OK, "{start}");
    assert_eq!(header(&asset, header::CACHE_CONTROL), "public, max-age=31536000, immutable");
    assert!(!varies_on_cookie(&asset));
}

async fn embedding(engine: Engine) {
    let Some(app) = TestApp::with_config(engine, |c| {
        c.secure_cookies = true;
        c.frame_ancestors = Some(vec!["https://portal.kampus.ac.id".into()]);
    })
    .await
    else {
        return;
    };
    let login = app.post("/v2/access_token").json(serde_json::json!({"username": "dosen", "password": "demo123"})).send().await;
    assert_eq!(login.status, StatusCode::OK);
    let cookie = header(&login, header::SET_COOKIE).to_string();
    assert!(cookie.contains("; SameSite=None") && cookie.contains("; Secure") && cookie.contains("; Partitioned"), "{cookie}");
    assert!(!cookie.contains("Lax"), "{cookie}");
    let page = app.get("/").send().await;
    assert!(header(&page, header::CONTENT_SECURITY_POLICY).ends_with("frame-ancestors 'self' https://portal.kampus.ac.id"));
    // X-Frame-Options cannot name the portal: left out, the CSP decides.
    assert!(page.headers.get(header::X_FRAME_OPTIONS).is_none());
    // The form logout clears the same (partitioned) cookie.
    let s = app.login("dosen").await;
    let out = app.post("/logout").cookie(&s).without("college-id").send().await;
    let cleared = header(&out, header::SET_COOKIE);
    assert!(cleared.contains("Max-Age=0") && cleared.contains("; Partitioned"), "{cleared}");
    app.finish().await;
}

mod embedding_in_a_portal {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn sqlite() {
        super::embedding(lms::db::Engine::Sqlite).await;
    }
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn postgres() {
        super::embedding(lms::db::Engine::Postgres).await;
    }
}

/// Embedding needs the HTTPS cookie: the server refuses to start without it.
#[test]
fn frame_ancestors_without_https_refuse_to_start() {
    let dir = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_lms"))
        .arg("serve")
        .env("LMS_DATA_DIR", dir.path())
        .env("LMS_BIND", "127.0.0.1:0")
        .env("LMS_FRAME_ANCESTORS", "https://portal.kampus.ac.id")
        .env_remove("LMS_SECURE_COOKIES")
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let line = stderr.lines().find(|l| l.starts_with("lms: ")).unwrap_or_else(|| panic!("no lms: line in {stderr}"));
    assert!(line.contains("LMS_FRAME_ANCESTORS") && line.contains("LMS_SECURE_COOKIES=true"), "{line}");
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_lms"))
        .arg("serve")
        .env("LMS_DATA_DIR", dir.path())
        .env("LMS_BIND", "127.0.0.1:0")
        .env("LMS_SECURE_COOKIES", "true")
        .env("LMS_FRAME_ANCESTORS", "*")
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("lms: LMS_FRAME_ANCESTORS: '*' bukan origin"));
}
