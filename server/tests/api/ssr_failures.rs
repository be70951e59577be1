//! A page whose render throws or never ends answers 500 with the error page,
//! and the server keeps serving.

use axum::http::StatusCode;

use crate::common::TestApp;

/// A UI build whose renderPage misbehaves for some pages.
fn broken_ui(bundle: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("server")).unwrap();
    // The stylesheet and the start script the documents carry inline.
    std::fs::create_dir_all(dir.path().join("client/assets")).unwrap();
    std::fs::write(dir.path().join("client/assets/a.css"), "body{margin:0}").unwrap();
    std::fs::write(dir.path().join("client/assets/s.js"), "import('/assets/e.js')").unwrap();
    std::fs::write(
        dir.path().join("manifest.json"),
        r#"{"start":"/assets/s.js","entry":"/assets/e.js","css":"/assets/a.css","routes":{}}"#,
    )
    .unwrap();
    std::fs::write(dir.path().join("server/entry-server.js"), bundle).unwrap();
    dir
}

const THROWS_EXCEPT_ERROR_PAGE: &str = r#"
globalThis.renderPage = (url, p) => {
  const props = JSON.parse(p);
  if (props.page === "kelas") throw new Error("boom");
  if (props.page === "beranda") { for (;;) {} }
  return "<h1>" + props.page + " " + props.status + "</h1><p>" + (props.error ? props.error.message : "") + "</p>";
};
"#;

const ALWAYS_THROWS: &str = r#"
globalThis.renderPage = (url, p) => { if (JSON.parse(p).page !== "login") throw new Error("boom"); return "<form></form>"; };
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exception_and_timeout_answer_the_error_page() {
    let dist = broken_ui(THROWS_EXCEPT_ERROR_PAGE);
    let app = TestApp::with_ui(lms::db::Engine::Sqlite, dist.path()).await.unwrap();
    let s = app.login("dosen").await;
    let res = app.get("/kelas").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(res.text.contains("<h1>error 500</h1>"), "{}", res.text);
    assert!(res.text.contains("Terjadi kesalahan saat menampilkan halaman"));
    assert_eq!(res.page_props()["page"], "error");
    let res = app.get("/beranda").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR, "time-out");
    assert!(res.text.contains("<h1>error 500</h1>"));
    // Still serving.
    let res = app.get("/tidak-ada").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert!(res.text.contains("<h1>not_found 404</h1>"));
    app.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_html_when_even_the_error_page_fails() {
    let dist = broken_ui(ALWAYS_THROWS);
    let app = TestApp::with_ui(lms::db::Engine::Sqlite, dist.path()).await.unwrap();
    let s = app.login("dosen").await;
    let res = app.get("/kelas").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(res.text.contains("<h1>Error 500</h1>"));
    assert!(res.text.contains("Kembali ke Beranda"));
    app.finish().await;
}
