//! Login, throttling, refresh rotation, logout, the college-id rule.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    login_gives_tokens_and_user_info,
    wrong_password_is_refused_and_logged,
    failed_logins_are_throttled_per_account_and_address,
    one_address_with_many_failures_locks_nobody_out,
    parallel_guesses_get_at_most_the_allowed_tries,
    distributed_guessing_slows_down_but_the_owner_gets_in,
    refresh_rotates_and_reuse_revokes,
    simultaneous_refreshes_keep_the_session,
    logout_ends_the_session,
    mutations_need_the_college_id_header,
    malformed_bodies_get_our_error_format,
    form_login_sets_cookie_and_redirects_locally,
    cross_site_form_post_is_refused,
    invalid_bearer_is_401_not_guest,
);

async fn login_gives_tokens_and_user_info(app: &TestApp) {
    let session = app.login("dosen").await;
    assert_eq!(session.access.len(), 64);
    let by_bearer = app.get("/v2/user_info").bearer(&session.access).send().await;
    assert_eq!(by_bearer.status, StatusCode::OK, "{}", by_bearer.text);
    assert_eq!(by_bearer.json["username"], "dosen");
    assert_eq!(by_bearer.json["role"], "dosen");
    assert_eq!(by_bearer.json["nama"], "Dr. Budi Santoso, M.Kom.");
    assert_eq!(by_bearer.json["namaAsli"], "Budi Santoso");
    assert_eq!(by_bearer.json["permission"]["kelas_kuliah"], "no_access");
    let by_cookie = app.get("/v2/user_info").cookie(&session).send().await;
    assert_eq!(by_cookie.json["id"], by_bearer.json["id"]);
    let operator = app.login("operator").await;
    let info = app.get("/v2/user_info").bearer(&operator.access).send().await;
    assert_eq!(info.json["permission"]["kelas_kuliah"], "write");
    assert_eq!(info.json["permission"]["bantuan"], "read", "bantuan is at most read");
    let logins: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'login'").fetch_one(&app.db).await.unwrap();
    assert_eq!(logins, 2);
}

async fn wrong_password_is_refused_and_logged(app: &TestApp) {
    for username in ["dosen", "tidak_ada"] {
        let res = app.post("/v2/access_token").json(json!({"username": username, "password": "salah"})).send().await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
        assert_eq!(res.code(), "login_gagal");
        assert_eq!(res.message(), "Username atau password salah. Periksa kembali lalu coba lagi.");
    }
    let failed: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'login_gagal'").fetch_one(&app.db).await.unwrap();
    assert_eq!(failed, 2);
    let empty = app.post("/v2/access_token").json(json!({"username": "", "password": ""})).send().await;
    assert_eq!((empty.status, empty.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Username dan password wajib diisi."));
}

fn login_body(username: &str, password: &str) -> serde_json::Value {
    json!({"username": username, "password": password})
}

/// One account from one address waits after 5 failures; the owner elsewhere
/// and other accounts from that address are not locked out.
async fn failed_logins_are_throttled_per_account_and_address(app: &TestApp) {
    for attempt in 1..=5 {
        let res = app.post("/v2/access_token").sent_from("10.0.0.1").json(login_body("dosen", "x")).send().await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "attempt {attempt}");
    }
    // From that address even the right password waits.
    let res = app.post("/v2/access_token").sent_from("10.0.0.1").json(login_body("dosen", "demo123")).send().await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(res.message().contains("Silakan coba lagi dalam 15 menit"), "{}", res.message());
    // The owner from another address is not locked out by the guesser.
    let owner = app.post("/v2/access_token").sent_from("10.0.0.2").json(login_body("dosen", "demo123")).send().await;
    assert_eq!(owner.status, StatusCode::OK, "{}", owner.text);
    // Another account from the guessing address is not affected.
    let other = app.post("/v2/access_token").sent_from("10.0.0.1").json(login_body("mahasiswa", "demo123")).send().await;
    assert_eq!(other.status, StatusCode::OK);
}

/// Behind one campus NAT many people mistype: 20 failures for different
/// accounts lock nobody out.
async fn one_address_with_many_failures_locks_nobody_out(app: &TestApp) {
    for i in 0..25 {
        let res = app.post("/v2/access_token").sent_from("10.9.9.9").json(login_body(&format!("tebak{i}"), "x")).send().await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
    let res = app.post("/v2/access_token").sent_from("10.9.9.9").json(login_body("dosen", "demo123")).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

/// Parallel guesses cannot all slip past the count (check and record are one).
async fn parallel_guesses_get_at_most_the_allowed_tries(app: &TestApp) {
    let guesses = (0..30).map(|_| app.post("/v2/access_token").sent_from("10.7.7.7").json(login_body("dosen", "salah")).send());
    let answers = futures::future::join_all(guesses).await;
    let verified = answers.iter().filter(|r| r.status == StatusCode::UNAUTHORIZED).count();
    let refused = answers.iter().filter(|r| r.status == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(verified <= 5, "{verified} guesses were verified");
    assert_eq!(verified + refused, 30);
}

/// Failures of one account from many addresses slow it down but never refuse
/// the right password.
async fn distributed_guessing_slows_down_but_the_owner_gets_in(app: &TestApp) {
    for i in 0..12 {
        let res = app.post("/v2/access_token").sent_from(&format!("10.5.0.{i}")).json(login_body("dosen", "x")).send().await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    }
    let started = std::time::Instant::now();
    let res = app.post("/v2/access_token").sent_from("10.6.0.1").json(login_body("dosen", "demo123")).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(started.elapsed() >= std::time::Duration::from_secs(1), "slowed down");
}

/// X-Forwarded-For names the client only when the peer is a trusted proxy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_for_is_believed_only_from_trusted_proxies() {
    let app = TestApp::with_config(lms::db::Engine::Sqlite, |c| {
        c.trusted_proxies = lms::client_ip::TrustedProxies::parse("10.0.0.1").unwrap();
    })
    .await
    .unwrap();
    let via_proxy = |client: &str, password: &str| {
        app.post("/v2/access_token").sent_from("10.0.0.1").header("x-forwarded-for", client).json(login_body("dosen", password))
    };
    for _ in 0..5 {
        assert_eq!(via_proxy("198.51.100.7", "x").send().await.status, StatusCode::UNAUTHORIZED);
    }
    assert_eq!(via_proxy("198.51.100.7", "demo123").send().await.status, StatusCode::TOO_MANY_REQUESTS);
    // Another client behind the same proxy is someone else.
    assert_eq!(via_proxy("198.51.100.8", "demo123").send().await.status, StatusCode::OK);
    // A client claiming the locked address directly is keyed by its own.
    let spoof = app
        .post("/v2/access_token")
        .sent_from("203.0.113.5")
        .header("x-forwarded-for", "198.51.100.7")
        .json(login_body("dosen", "demo123"))
        .send()
        .await;
    assert_eq!(spoof.status, StatusCode::OK);
    let logged: Vec<String> = sqlx::query_scalar("SELECT ip_address FROM sesi ORDER BY id").fetch_all(&app.db).await.unwrap();
    assert!(logged.contains(&"198.51.100.8".to_string()) && logged.contains(&"203.0.113.5".to_string()), "{logged:?}");
    app.finish().await;
}

async fn refresh_rotates_and_reuse_revokes(app: &TestApp) {
    let first = app.login("mahasiswa").await;
    let res = app.post("/v2/refresh_token").json(json!({"refresh_token": first.refresh})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let second_access = res.json["access_token"].as_str().unwrap().to_string();
    let second_refresh = res.json["refresh_token"].as_str().unwrap().to_string();
    assert_ne!(second_refresh, first.refresh);
    // The old access token was replaced.
    assert_eq!(app.get("/v2/user_info").bearer(&first.access).send().await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/v2/user_info").bearer(&second_access).send().await.status, StatusCode::OK);
    // Within the grace window the same token gets the same pair (a second tab).
    let twin = app.post("/v2/refresh_token").json(json!({"refresh_token": first.refresh})).send().await;
    assert_eq!(twin.status, StatusCode::OK, "{}", twin.text);
    assert_eq!(twin.json["refresh_token"], second_refresh.as_str());
    assert_eq!(twin.json["access_token"], second_access.as_str());
    // After the grace window, reusing the first refresh token is theft: it is
    // refused and ends the whole session.
    sqlx::query("UPDATE sesi SET refresh_rotated_at = '2000-01-01T00:00:00Z'").execute(&app.db).await.unwrap();
    let reuse = app.post("/v2/refresh_token").json(json!({"refresh_token": first.refresh})).send().await;
    assert_eq!(reuse.status, StatusCode::UNAUTHORIZED);
    assert_eq!(reuse.code(), "refresh_token_tidak_valid");
    assert_eq!(app.get("/v2/user_info").bearer(&second_access).send().await.status, StatusCode::UNAUTHORIZED);
    let after = app.post("/v2/refresh_token").json(json!({"refresh_token": second_refresh})).send().await;
    assert_eq!(after.status, StatusCode::UNAUTHORIZED);
}

/// Two tabs refreshing with the same token at once: no 500 ('database is
/// locked'), no revoked session; both get the same new pair, which works.
async fn simultaneous_refreshes_keep_the_session(app: &TestApp) {
    let session = app.login("mahasiswa").await;
    let tries = (0..20).map(|_| app.post("/v2/refresh_token").json(json!({"refresh_token": session.refresh})).send());
    let answers = futures::future::join_all(tries).await;
    for res in &answers {
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        assert_eq!(res.json["refresh_token"], answers[0].json["refresh_token"]);
    }
    let access = answers[0].json["access_token"].as_str().unwrap();
    assert_eq!(app.get("/v2/user_info").bearer(access).send().await.status, StatusCode::OK);
    let next = app.post("/v2/refresh_token").json(json!({"refresh_token": answers[0].json["refresh_token"]})).send().await;
    assert_eq!(next.status, StatusCode::OK, "{}", next.text);
}

async fn logout_ends_the_session(app: &TestApp) {
    let session = app.login("dosen").await;
    let res = app.post("/lms/log_aktivitas/logout").cookie(&session).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.cookie("lms_sesi").as_deref(), Some(""));
    assert_eq!(app.get("/v2/user_info").bearer(&session.access).send().await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/v2/user_info").cookie(&session).send().await.status, StatusCode::UNAUTHORIZED);
    let page = app.get("/kelas").cookie(&session).send().await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert_eq!(page.location(), Some("/?redirect=%2Fkelas"));
    let logouts: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'logout'").fetch_one(&app.db).await.unwrap();
    assert_eq!(logouts, 1);
}

async fn mutations_need_the_college_id_header(app: &TestApp) {
    let body = json!({"username": "dosen", "password": "demo123"});
    let missing = app.post("/v2/access_token").without("college-id").json(body.clone()).send().await;
    assert_eq!(missing.status, StatusCode::FORBIDDEN);
    assert_eq!(missing.code(), "college_id_tidak_valid");
    let wrong = app.post("/v2/access_token").header("college-id", "99").json(body.clone()).send().await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN);
    let session = app.login("dosen").await;
    let logout = app.req(Method::POST, "/lms/log_aktivitas/logout").without("college-id").cookie(&session).send().await;
    assert_eq!(logout.status, StatusCode::FORBIDDEN);
    // Nothing happened: the session still works.
    assert_eq!(app.get("/v2/user_info").cookie(&session).send().await.status, StatusCode::OK);
    // Reads do not need it.
    assert_eq!(app.get("/v1/sistem").without("college-id").send().await.status, StatusCode::OK);
}

async fn malformed_bodies_get_our_error_format(app: &TestApp) {
    let res = app.post("/v2/access_token").raw("application/json", b"{bukan json".to_vec()).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.code(), "validasi");
    let res = app.post("/v2/access_token").raw("text/plain", b"x".to_vec()).send().await;
    assert_eq!(res.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(!res.message().is_empty());
    let res = app.post("/v2/access_token").json(json!({"username": 5})).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let big = vec![b'a'; 2 * 1024 * 1024];
    let res = app.post("/v2/access_token").raw("application/json", big).send().await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", res.text);
    assert_eq!(res.code(), "ukuran_berlebih");
}

async fn form_login_sets_cookie_and_redirects_locally(app: &TestApp) {
    let res = app
        .post("/")
        .without("college-id")
        .form(&[("username", "dosen"), ("password", "demo123"), ("redirect", "/kelas?page=2")])
        .send()
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(res.location(), Some("/kelas?page=2"));
    let cookie = res.headers.get("set-cookie").unwrap().to_str().unwrap().to_string();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
    let evil = app
        .post("/")
        .without("college-id")
        .form(&[("username", "dosen"), ("password", "demo123"), ("redirect", "//evil.example")])
        .send()
        .await;
    assert_eq!(evil.location(), Some("/beranda"));
    let wrong = app.post("/").without("college-id").form(&[("username", "dosen"), ("password", "salah")]).send().await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(wrong.text.contains("Username atau password salah"), "inline error rendered");
    assert_eq!(wrong.page_props()["data"]["username"], "dosen");
}

async fn cross_site_form_post_is_refused(app: &TestApp) {
    let res = app
        .post("/")
        .without("college-id")
        .header("origin", "https://evil.example")
        .header("host", "lms.example")
        .form(&[("username", "dosen"), ("password", "demo123")])
        .send()
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let same = app
        .post("/")
        .without("college-id")
        .header("origin", "http://lms.example")
        .header("host", "lms.example")
        .form(&[("username", "dosen"), ("password", "demo123")])
        .send()
        .await;
    assert_eq!(same.status, StatusCode::SEE_OTHER);
}

async fn invalid_bearer_is_401_not_guest(app: &TestApp) {
    let res = app.get("/v1/sistem").bearer("palsu").send().await;
    assert_eq!(res.status, StatusCode::OK, "public endpoints ignore credentials");
    let res = app.get("/v2/user_info").bearer("palsu").send().await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert_eq!(res.code(), "tidak_terautentikasi");
    let page = app.get("/beranda").bearer("palsu").send().await;
    assert_eq!(page.status, StatusCode::UNAUTHORIZED);
}
