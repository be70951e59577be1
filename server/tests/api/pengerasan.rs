//! Hardening regressions (issue 9): open redirects, control characters at the
//! input boundary, page numbers past what i64 can address, malformed
//! multipart in our error format.

use axum::http::StatusCode;
use serde_json::json;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    login_redirect_never_leaves_the_site,
    control_characters_are_refused_with_400,
    a_page_past_the_end_is_empty_with_its_meta,
    malformed_multipart_answers_our_error_format,
    what_the_document_allows_is_not_refused_as_malformed,
);

async fn login_redirect_never_leaves_the_site(app: &TestApp) {
    for evil in ["/\t/evil.example/phish", "/\\evil.example", "//evil.example", "/\r\n/evil.example"] {
        let res =
            app.post("/").without("college-id").form(&[("username", "dosen"), ("password", "demo123"), ("redirect", evil)]).send().await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{evil:?}: {}", res.text);
        assert_eq!(res.location(), Some("/beranda"), "{evil:?}");
    }
    // Line breaks cannot split the header (used to be a 500 after the cookie
    // was set): browsers drop them, so does the check, and the path stays here.
    let res = app
        .post("/")
        .without("college-id")
        .form(&[("username", "dosen"), ("password", "demo123"), ("redirect", "/\n\rSet-Cookie: x=1")])
        .send()
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(res.location(), Some("/Set-Cookie:%20x=1"));
    // A signed-in visit to the login page follows the same rule.
    let s = app.login("dosen").await;
    let page = app.get("/?redirect=%2F%09%2Fevil.example%2Fphish").cookie(&s).send().await;
    assert_eq!(page.status, StatusCode::SEE_OTHER);
    assert_eq!(page.location(), Some("/beranda"));
    // The login page carries only a cleaned redirect into its form.
    let wrong = app
        .post("/")
        .without("college-id")
        .form(&[("username", "dosen"), ("password", "salah"), ("redirect", "/\t/evil.example")])
        .send()
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert!(!wrong.page_props()["url"].as_str().unwrap().contains("evil"), "{}", wrong.page_props()["url"]);
}

async fn control_characters_are_refused_with_400(app: &TestApp) {
    // Before authentication, on both engines alike (PostgreSQL used to answer 500).
    let res = app.post("/v2/access_token").json(json!({"username": "dosen\u{0}", "password": "x"})).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    assert_eq!(res.code(), "validasi");
    assert!(res.message().contains("karakter kontrol"), "{}", res.message());
    let form = app.post("/").without("college-id").form(&[("username", "dosen\u{0}"), ("password", "x")]).send().await;
    assert_eq!(form.status, StatusCode::BAD_REQUEST);
    assert!(form.text.contains("karakter kontrol"));
    let s = app.login("operator").await;
    for path in ["/lms/kelas_kuliah?search=a%00b", "/lms/kelas_kuliah/%00", "/v1/prodi_ref?search=%1B"] {
        let res = app.get(path).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{path}: {}", res.text);
        assert_eq!(res.code(), "validasi", "{path}");
    }
    // A page answers its error page, not JSON.
    let page = app.get("/kelas?search=%00").cookie(&s).send().await;
    assert_eq!(page.status, StatusCode::BAD_REQUEST);
    assert_eq!(page.page_props()["page"], "error");
    // Nested JSON strings are checked too; line breaks and tabs are text.
    let nested = app.post("/v2/access_token").json(json!({"username": "dosen", "password": "demo123", "x": ["\u{7}"]})).send().await;
    assert_eq!(nested.status, StatusCode::BAD_REQUEST);
    let fine = app.post("/v2/access_token").json(json!({"username": "dosen", "password": "demo123", "x": "a\tb\nc"})).send().await;
    assert_eq!(fine.status, StatusCode::OK, "{}", fine.text);
}

async fn a_page_past_the_end_is_empty_with_its_meta(app: &TestApp) {
    let s = app.login("operator").await;
    for page in [i64::MAX, i64::MAX / 2, 100_000] {
        let res = app.get(&format!("/lms/kelas_kuliah?page={page}&per_page=10")).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::OK, "page {page}: {}", res.text);
        assert_eq!(res.json["data"], json!([]), "page {page}");
        assert_eq!(res.json["meta"]["page"], page);
        assert!(res.json["meta"]["total_items"].as_i64().unwrap() > 0);
    }
    let res = app.get("/v1/prodi_ref?page=9223372036854775807").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["data"], json!([]));
    let res = app.get("/lms/kelas_kuliah?page=9223372036854775808").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "beyond i64 is a bad parameter");
}

async fn malformed_multipart_answers_our_error_format(app: &TestApp) {
    let s = app.login("dosen").await;
    let wrong_type = app.post("/v2/authorize/sikad").cookie(&s).json(json!({"response_type": "code"})).send().await;
    assert_eq!(wrong_type.status, StatusCode::BAD_REQUEST, "{}", wrong_type.text);
    assert_eq!(wrong_type.code(), "validasi");
    let cut = app
        .post("/v2/authorize/sikad")
        .cookie(&s)
        .raw("multipart/form-data; boundary=X", b"--X\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nterpotong".to_vec())
        .send()
        .await;
    assert_eq!(cut.status, StatusCode::BAD_REQUEST, "{}", cut.text);
    assert_eq!(cut.code(), "validasi");
    let wrong_method = app.req(axum::http::Method::DELETE, "/v2/user_info").cookie(&s).send().await;
    assert_eq!(wrong_method.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(wrong_method.code(), "metode_tidak_didukung");
    let (ct, body) = crate::common::multipart(&[("response_type", None, b"code"), ("client_id", None, b"sik\0ad")]);
    let nul = app.post("/v2/authorize/sikad").cookie(&s).raw(&ct, body).send().await;
    assert_eq!(nul.status, StatusCode::BAD_REQUEST);
    assert!(nul.message().contains("karakter kontrol"));
}

/// Issue 31 item 11: JSON Schema counts 20261.0 an integer and allows
/// properties a schema does not name (whose text the document and the
/// boundary both check); the server answers such requests as the plain ones.
async fn what_the_document_allows_is_not_refused_as_malformed(app: &TestApp) {
    let s = app.login("dosen").await;
    let arsip = |body: serde_json::Value| app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(body).send();
    let bulat = arsip(json!({"periode": 19991})).await;
    assert_eq!(bulat.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", bulat.text);
    let pecahan_nol = arsip(json!({"periode": 19991.0})).await;
    assert_eq!((pecahan_nol.status, pecahan_nol.message()), (bulat.status, bulat.message()), "19991.0 is 19991");
    let lain = arsip(json!({"periode": 19991, "catatan_klien": {"versi": [1, "dua"]}})).await;
    assert_eq!(lain.status, bulat.status, "an unnamed property is ignored");
    let kontrol = arsip(json!({"periode": 19991, "catatan_klien": "a\u{7}b"})).await;
    assert_eq!(kontrol.status, StatusCode::BAD_REQUEST, "its text is still checked");
    let pecahan = arsip(json!({"periode": 19991.5})).await;
    assert_eq!(pecahan.status, StatusCode::BAD_REQUEST, "a fraction is not an integer");
    // The document says both: every object schema names what its other properties may hold.
    let doc = lms::app::openapi();
    for (nama, skema) in doc["components"]["schemas"].as_object().unwrap() {
        if skema.get("properties").is_some() {
            assert!(skema.get("additionalProperties").is_some() && skema.get("propertyNames").is_some(), "{nama}");
        }
    }
}
