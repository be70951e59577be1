//! Health, system info, settings, configuration, current period.

use axum::http::StatusCode;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(health_and_system_info, settings_need_login, configuration_lookups, current_period);

async fn health_and_system_info(app: &TestApp) {
    let res = app.get("/healthz").send().await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(res.json["status"], "ok");
    let expected = match app.engine {
        lms::db::Engine::Sqlite => "sqlite",
        lms::db::Engine::Postgres => "postgres",
    };
    assert_eq!(res.json["database"], expected);
    let sistem = app.get("/v1/sistem").send().await;
    assert_eq!(sistem.json["data"][0]["nama"], "Universitas Nusantara Raya");
    let logo = app.get("/v1/logo_perguruan_tinggi").send().await;
    assert_eq!(logo.json["data"]["logoContentUrl"], "/assets/logo.svg");
    assert!(res.headers.contains_key("x-request-id"));
}

async fn settings_need_login(app: &TestApp) {
    assert_eq!(app.get("/lms/pengaturan").send().await.status, StatusCode::UNAUTHORIZED);
    let s = app.login("mahasiswa").await;
    let res = app.get("/lms/pengaturan").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK);
    let sistem = &res.json["data"]["pengaturan_sistem"];
    assert_eq!(sistem["time_zone"], "Asia/Jakarta");
    assert_eq!(sistem["ukuran_max_file"]["kelas"]["banner"], 2);
    let kelas = &res.json["data"]["pengaturan_kelas"]["syarat_kehadiran_online_mahasiswa"];
    assert_eq!(kelas["video_persen"], 50);
    assert_eq!(kelas["audio_persen"], 50);
    assert_eq!(kelas["ebook_detik"], 60);
    let me = app.get("/lms/pengaturan/me").cookie(&s).send().await;
    assert_eq!(me.json["data"]["zona"], "WIB");
    assert_eq!(me.json["data"]["role"], "mahasiswa");
}

async fn configuration_lookups(app: &TestApp) {
    let one = app.get("/v1/config/attendance_percentage").send().await;
    assert_eq!(one.status, StatusCode::OK);
    assert_eq!(one.json["data"]["nilai"], "75");
    let missing = app.get("/v1/config/tidak_ada").send().await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.message(), "Konfigurasi 'tidak_ada' tidak ditemukan.");
    let some = app.get("/v1/configuration?keyword=start_lecture,end_lecture").send().await;
    assert_eq!(some.json["data"].as_array().unwrap().len(), 2);
    let all = app.get("/v1/configuration").send().await;
    assert!(all.json["data"].as_array().unwrap().len() >= 5);
}

async fn current_period(app: &TestApp) {
    let res = app.get("/v1/semester_akademik_berjalan").send().await;
    assert_eq!(res.json["data"]["kode"], 20261);
    assert_eq!(res.json["data"]["nama"], "2026/2027 Ganjil");
    assert_eq!(res.json["data"]["is_berjalan"], true);
}
