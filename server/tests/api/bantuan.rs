//! Help (/bantuan) and news links (/berita/{id}) (issue 15: no dead links).

use axum::http::StatusCode;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(help_shows_the_roles_guides_and_searches_them, news_links_open_an_announcement_the_user_may_read);

fn judul(v: &serde_json::Value) -> Vec<String> {
    v["panduan"].as_array().unwrap().iter().map(|p| p["judul"].as_str().unwrap().to_string()).collect()
}

async fn help_shows_the_roles_guides_and_searches_them(app: &TestApp) {
    assert_eq!(app.get("/lms/bantuan").send().await.status, StatusCode::UNAUTHORIZED);
    let mhs = app.login("mahasiswa").await;
    let semua = app.get("/lms/bantuan").cookie(&mhs).send().await;
    assert_eq!(semua.status, StatusCode::OK, "{}", semua.text);
    let daftar = judul(&semua.json);
    assert!(
        daftar.contains(&"Mengerjakan kuis dan ujian".to_string()) && !daftar.contains(&"Hak akses operator".to_string()),
        "{daftar:?}"
    );
    assert!(semua.json["panduan"].as_array().unwrap().iter().all(|p| p["peran"].as_array().unwrap().iter().any(|r| r == "mahasiswa")));
    assert_eq!(semua.json["jumlah_semua"].as_u64(), Some(daftar.len() as u64));

    // Every word must appear (title or steps, any case).
    let qr = app.get("/lms/bantuan?q=QR%20pindai").cookie(&mhs).send().await;
    assert_eq!(judul(&qr.json), vec!["Kehadiran dan presensi QR Code".to_string()]);
    assert_eq!(qr.json["q"], "QR pindai");
    let tidak = app.get("/lms/bantuan?q=zzzz").cookie(&mhs).send().await;
    assert_eq!(tidak.json["panduan"].as_array().unwrap().len(), 0);
    assert_eq!(app.get("/lms/bantuan?q=a%01").cookie(&mhs).send().await.status, StatusCode::BAD_REQUEST);

    let op = app.login("operator").await;
    let milik = judul(&app.get("/lms/bantuan").cookie(&op).send().await.json);
    assert!(milik.contains(&"Hak akses operator".to_string()) && !milik.contains(&"Mengumpulkan tugas".to_string()), "{milik:?}");
    let page = app.get("/bantuan?q=nilai").cookie(&op).send().await;
    assert_eq!((page.status, page.page_props()["page"].as_str()), (StatusCode::OK, Some("bantuan")));
    assert_eq!(page.page_props()["data"]["q"], "nilai");
}

async fn news_links_open_an_announcement_the_user_may_read(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let daftar = app.get("/lms/pengumuman").cookie(&mhs).send().await;
    let id = daftar.json["data"][1]["id"].as_i64().expect("two announcements for students");
    let page = app.get(&format!("/berita/{id}")).cookie(&mhs).header("x-lms-data", "1").send().await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert_eq!((page.json["page"].as_str(), page.json["data"]["id_dipilih"].as_i64()), (Some("pengumuman"), Some(id)));
    let semua = app.get("/berita").cookie(&mhs).header("x-lms-data", "1").send().await;
    assert!(semua.json["data"]["id_dipilih"].is_null());
    // An announcement aimed at another role, or none at all, is not found for this user.
    let lain: Option<i64> =
        sqlx::query_scalar("SELECT MIN(id) FROM pengumuman WHERE sasaran NOT IN ('semua', 'mahasiswa')").fetch_one(&app.db).await.unwrap();
    for id in lain.into_iter().chain([999_999]) {
        assert_eq!(app.get(&format!("/berita/{id}")).cookie(&mhs).send().await.status, StatusCode::NOT_FOUND, "{id}");
    }
    assert_eq!(app.get("/berita/abc").cookie(&mhs).send().await.status, StatusCode::NOT_FOUND);
}
