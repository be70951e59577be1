//! Health, system info, settings, configuration, current period.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::{Session, TestApp};

both_engines!(
    health_and_system_info,
    settings_need_login,
    configuration_lookups,
    current_period,
    configuration_is_edited_by_operators_with_write
);

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

async fn configuration_is_edited_by_operators_with_write(app: &TestApp) {
    let op = app.login("operator").await;
    let page = app.get("/lms/konfigurasi").cookie(&op).send().await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert_eq!(page.json["boleh_ubah"], true);
    let jenis: Vec<(String, String)> = page.json["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["keyword"].as_str().unwrap().to_string(), i["jenis"].as_str().unwrap().to_string()))
        .collect();
    assert!(jenis.contains(&("start_lecture".into(), "jam".into())));
    assert!(jenis.contains(&("lecture_activity".into(), "ya_tidak".into())));
    assert!(jenis.contains(&("url_dosen_new".into(), "alamat".into())));

    fn ubah<'a>(app: &'a TestApp, s: &Session, key: &str, nilai: &str) -> crate::common::Req<'a> {
        app.req(Method::PUT, &format!("/lms/konfigurasi/{key}")).cookie(s).json(json!({ "nilai": nilai }))
    }
    let res = ubah(app, &op, "deadline", " 10 ").send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["nilai"], "10");
    // Read by the next request (the public lookup too), logged with the old value.
    assert_eq!(app.get("/v1/config/deadline").send().await.json["data"]["nilai"], "10");
    let log: String = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_konfigurasi' ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(log.contains("'7' menjadi '10'"), "{log}");

    for (key, nilai, pesan) in [
        ("start_lecture", "25:00", "JJ:MM"),
        ("start_lecture", "22:00", "sebelum jam akhir"),
        ("end_lecture", "06:30", "sebelum jam akhir"),
        ("attendance_percentage", "120", "0 sampai 100"),
        ("lecture_activity", "ya", "true"),
        ("url_sikad", "javascript:alert(1)", "http"),
        ("deadline", "1\u{0}", ""),
    ] {
        let res = ubah(app, &op, key, nilai).send().await;
        assert!(res.status.is_client_error(), "{key}={nilai}: {}", res.status);
        assert!(res.message().contains(pesan), "{key}={nilai}: {}", res.message());
    }
    assert_eq!(app.get("/v1/config/start_lecture").send().await.json["data"]["nilai"], "07:00", "nothing written on failure");
    assert_eq!(ubah(app, &op, "tidak_ada", "1").send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(ubah(app, &op, "end_lecture", "22:30").send().await.status, StatusCode::OK);

    let baca = app.login("operator_baca").await;
    let page = app.get("/lms/konfigurasi").cookie(&baca).send().await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.json["boleh_ubah"], false);
    assert_eq!(ubah(app, &baca, "deadline", "3").send().await.status, StatusCode::FORBIDDEN);
    for user in ["dosen", "mahasiswa"] {
        let s = app.login(user).await;
        assert_eq!(app.get("/lms/konfigurasi").cookie(&s).send().await.status, StatusCode::FORBIDDEN);
        assert_eq!(ubah(app, &s, "deadline", "3").send().await.status, StatusCode::FORBIDDEN);
        assert_eq!(app.get("/konfigurasi").cookie(&s).send().await.status, StatusCode::FORBIDDEN);
    }
    let html = app.get("/konfigurasi").cookie(&op).send().await;
    assert_eq!(html.status, StatusCode::OK);
    assert_eq!(html.page_props()["page"], "konfigurasi");
}
