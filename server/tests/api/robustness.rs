//! No request may panic (issue 9): a value that does not decode is a logged
//! JSON 500, and a panic that still happens is caught by the last layer.

use axum::body::Body;
use axum::http::{HeaderName, Request, StatusCode};
use axum::routing::get;
use axum::Router;
use http_body_util::BodyExt;
use lms::db::Engine;
use tower::ServiceExt;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};

use crate::both_engines;
use crate::common::TestApp;

both_engines!(undecodable_row_is_json_500);

/// A class row whose `banner_color_idx` is no integer: text on SQLite (its
/// column affinity lets it in), NULL on PostgreSQL once the column's NOT NULL is
/// gone (the engine refuses text in a BIGINT).
async fn rusak_banner_color(app: &TestApp) {
    let sql: &[&str] = match app.engine {
        Engine::Sqlite => &["UPDATE kelas_kuliah SET banner_color_idx = 'dua'"],
        Engine::Postgres => {
            &["ALTER TABLE kelas_kuliah ALTER COLUMN banner_color_idx DROP NOT NULL", "UPDATE kelas_kuliah SET banner_color_idx = NULL"]
        }
    };
    for statement in sql {
        sqlx::query(statement).execute(&app.db).await.unwrap();
    }
}

async fn undecodable_row_is_json_500(app: &TestApp) {
    let s = app.login("operator").await;
    let before = app.get("/lms/kelas_kuliah").cookie(&s).send().await;
    assert_eq!(before.status, StatusCode::OK, "{}", before.text);
    let id = before.json["data"][0]["id"].as_i64().unwrap();
    rusak_banner_color(app).await;
    for path in ["/lms/kelas_kuliah".to_string(), format!("/v2/lms/kelas_kuliah/{id}")] {
        let res = app.get(&path).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::INTERNAL_SERVER_ERROR, "{path}: {}", res.text);
        assert_eq!(res.code(), "kesalahan_server", "{path}");
        assert!(!res.text.contains("banner_color_idx"), "{path}: database text stays in the log");
        assert!(res.headers.contains_key("x-request-id"), "{path}");
    }
    // The stores answer the error themselves (a panic would end this test):
    // the panic layer is not what saves these requests.
    let page = lms::list::PageRequest { page: 1, per_page: 5 };
    let list = lms::kelas::store::list(&app.db, &Default::default(), &lms::policy::Lingkup::Semua, page).await;
    assert!(matches!(list, Err(e) if e.code == lms::error::KodeGalat::KesalahanServer));
    let detail = lms::kelas::detail_store::detail(
        &app.db,
        id,
        &lms::kelas::aktivitas_store::Pandangan { ujian_tersembunyi: true, materi_sampai: None },
    )
    .await;
    assert!(matches!(detail, Err(e) if e.code == lms::error::KodeGalat::KesalahanServer));
}

async fn panikkan() -> &'static str {
    panic!("uji panik")
}

#[tokio::test]
async fn panic_is_json_500_with_request_id() {
    let request_id = HeaderName::from_static("x-request-id");
    let router: Router = Router::new()
        .route("/", get(panikkan))
        .route("/baik", get(|| async { "baik" }))
        .layer(lms::app::catch_panic())
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid));
    let res = router.clone().oneshot(Request::get("/").body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert!(res.headers().contains_key("x-request-id"));
    assert_eq!(res.headers()["content-type"], "application/json");
    let body: serde_json::Value = serde_json::from_slice(&res.into_body().collect().await.unwrap().to_bytes()).unwrap();
    assert_eq!(body["status"]["code"], "kesalahan_server");
    assert!(!body["status"]["message"].as_str().unwrap().contains("uji panik"), "the panic message stays in the log");
    let ok = router.oneshot(Request::get("/baik").body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(ok.status(), StatusCode::OK, "the router keeps serving after a panic");
}
