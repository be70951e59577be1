//! Health, system info, settings, configuration, current period.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::{multipart, Session, TestApp, PDF};

both_engines!(
    health_and_system_info,
    settings_need_login,
    configuration_lookups,
    current_period,
    configuration_is_edited_by_operators_with_write,
    settings_are_checked_and_the_next_upload_obeys_them,
    lecturer_attendance_rules_are_settings
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

    // Ready while the database answers; once it cannot be reached, not ready but still alive.
    let siap = app.get("/readyz").send().await;
    assert_eq!((siap.status, siap.json["status"].as_str()), (StatusCode::OK, Some("ok")));
    app.db.close().await;
    let tidak = app.get("/readyz").send().await;
    assert_eq!(tidak.status, StatusCode::SERVICE_UNAVAILABLE, "{}", tidak.text);
    assert_eq!(tidak.json["status"]["code"], "basis_data_tidak_tersedia");
    assert_eq!(app.get("/healthz").send().await.status, StatusCode::OK);
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

async fn settings_are_checked_and_the_next_upload_obeys_them(app: &TestApp) {
    let op = app.login("operator").await;
    let page = app.get("/lms/pengaturan/halaman").cookie(&op).send().await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.text);
    assert_eq!((page.json["boleh_ubah"].as_bool(), page.json["ukuran_maks_mb"].as_i64()), (Some(true), Some(1000)));
    let mut isi = page.json["isi"].clone();
    assert_eq!(
        (isi["time_zone"].as_str(), isi["ukuran_max_file"]["tugas"].as_i64(), isi["presensi_qr"].as_bool()),
        (Some("Asia/Jakarta"), Some(10), Some(true))
    );
    assert_eq!(isi["syarat_kehadiran_online_mahasiswa"]["video_persen"], 50);

    // A 1.5 MB task attachment goes in at 10 MB, not after the limit becomes 1 MB.
    let dosen = app.login("dosen").await;
    let mut besar = PDF.to_vec();
    besar.resize(1_500_000, b' ');
    let unggah = |s: Session| {
        let (ct, body) = multipart(&[("service_id", None, b"lms"), ("dir", None, b"tugas/lampiran"), ("file", Some("besar.pdf"), &besar)]);
        async move { app.post("/v2/storager").cookie(&s).raw(&ct, body).send().await }
    };
    assert_eq!(unggah(dosen.clone()).await.status, StatusCode::CREATED);
    isi["ukuran_max_file"]["tugas"] = json!(1);
    isi["time_zone"] = json!("Asia/Makassar");
    let simpan = |s: &Session, isi: &serde_json::Value| app.req(Method::PUT, "/lms/pengaturan").cookie(s).json(isi.clone());
    let res = simpan(&op, &isi).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = unggah(dosen.clone()).await;
    assert_eq!((res.status, res.message()), (StatusCode::PAYLOAD_TOO_LARGE, "Ukuran maksimal 1 MB"));
    assert_eq!(app.get("/lms/pengaturan/me").cookie(&dosen).send().await.json["data"]["zona"], "WITA");
    // Keys the form does not hold stay in their documents; the change is logged by name.
    let kelas = app.get("/lms/pengaturan").cookie(&op).send().await.json["data"]["pengaturan_kelas"].clone();
    assert!(kelas["syarat_kehadiran_online_dosen"].is_object(), "{kelas}");
    let detail: String = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_pengaturan' ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(detail.contains("ukuran_max_file.tugas: 10 → 1") && detail.contains("time_zone"), "{detail}");

    // Every value in its range, with what to write; nothing is written on a refusal.
    for (pointer, nilai, pesan) in [
        ("/time_zone", json!("Asia/Tokyo"), "Zona waktu harus WIB"),
        ("/ukuran_max_file/video", json!(0), "Ukuran maksimal video harus 1 sampai 1000 MB."),
        ("/ukuran_max_file/banner", json!(51), "Ukuran maksimal banner kelas harus 1 sampai 50 MB."),
        ("/syarat_kehadiran_online_mahasiswa/audio_persen", json!(101), "Persentase audio harus 0 sampai 100."),
        ("/syarat_kehadiran_online_mahasiswa/ebook_detik", json!(-1), "Waktu baca e-book harus 0 sampai 3600 detik."),
        ("/menit_presensi_dosen", json!(500), "0 sampai 120 menit"),
    ] {
        let mut salah = isi.clone();
        *salah.pointer_mut(pointer).unwrap() = nilai;
        salah["presensi_qr"] = json!(false);
        let res = simpan(&op, &salah).send().await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{pointer}");
        assert!(res.message().contains(pesan), "{pointer}: {}", res.message());
    }
    assert_eq!(app.get("/v0/aturan/qr-code").cookie(&op).send().await.json["status"], true, "nothing written");

    // Lecturers and readers see it; only writers change it; students do not see it.
    for (user, boleh) in [("dosen", false), ("operator_baca", false)] {
        let s = app.login(user).await;
        let res = app.get("/lms/pengaturan/halaman").cookie(&s).send().await;
        assert_eq!((res.status, res.json["boleh_ubah"].as_bool()), (StatusCode::OK, Some(boleh)), "{user}");
        assert_eq!(simpan(&s, &isi).send().await.status, StatusCode::FORBIDDEN, "{user}");
    }
    let mhs = app.login("mahasiswa").await;
    assert_eq!(app.get("/lms/pengaturan/halaman").cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/pengaturan").cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);
    let html = app.get("/pengaturan").cookie(&dosen).send().await;
    assert_eq!((html.status, html.page_props()["page"].as_str()), (StatusCode::OK, Some("pengaturan")));
}

async fn isi_pengaturan(app: &TestApp, s: &Session) -> serde_json::Value {
    let res = app.get("/lms/pengaturan/halaman").cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json["isi"].clone()
}

async fn lecturer_attendance_rules_are_settings(app: &TestApp) {
    let op = app.login("operator").await;
    let mut isi = isi_pengaturan(app, &op).await;
    // The seed's rules.
    assert_eq!(
        isi["syarat_kehadiran_online_dosen"],
        json!({"mulai_kuliah": true, "akhiri_kuliah": true, "presentase_kehadiran_kelas": false, "aktivitas_kuliah": true,
               "presentase_kehadiran_kelas_persen": 50})
    );
    assert_eq!(
        (isi["syarat_kehadiran_offline_dosen"]["aktivitas_kuliah"].as_bool(), isi["validasi_kehadiran_dosen"].as_bool()),
        (Some(false), Some(false))
    );
    isi["syarat_kehadiran_online_dosen"]["aktivitas_kuliah"] = json!(false);
    isi["syarat_kehadiran_offline_dosen"]["presentase_kehadiran_kelas"] = json!(true);
    isi["syarat_kehadiran_offline_dosen"]["presentase_kehadiran_kelas_persen"] = json!(75);
    isi["validasi_kehadiran_dosen"] = json!(true);
    let simpan = |isi: &serde_json::Value| app.req(Method::PUT, "/lms/pengaturan").cookie(&op).json(isi.clone());
    let res = simpan(&isi).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(isi_pengaturan(app, &op).await, isi, "read back as saved");
    // Written at the documents' own places, logged by name.
    let kelas = app.get("/lms/pengaturan").cookie(&op).send().await.json["data"]["pengaturan_kelas"].clone();
    assert_eq!(kelas["syarat_kehadiran_offline_dosen"]["presentase_kehadiran_kelas_persen"], 75);
    assert_eq!(
        (kelas["validasi_kehadiran_dosen"].as_bool(), kelas["syarat_kehadiran_online_mahasiswa"]["video_persen"].as_i64()),
        (Some(true), Some(50))
    );
    let detail: String = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_pengaturan' ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap();
    for ubah in [
        "syarat_kehadiran_online_dosen.aktivitas_kuliah: true → false",
        "syarat_kehadiran_offline_dosen.presentase_kehadiran_kelas_persen: 50 → 75",
        "validasi_kehadiran_dosen: false → true",
    ] {
        assert!(detail.contains(ubah), "{ubah}: {detail}");
    }
    // A percentage out of 0-100 is refused with the field named; nothing is written.
    for (kunci, nilai, pesan) in [
        ("syarat_kehadiran_online_dosen", 101, "Persentase kehadiran kelas (dosen, online) harus 0 sampai 100."),
        ("syarat_kehadiran_offline_dosen", -1, "Persentase kehadiran kelas (dosen, offline) harus 0 sampai 100."),
    ] {
        let mut salah = isi.clone();
        salah[kunci]["presentase_kehadiran_kelas_persen"] = json!(nilai);
        salah["validasi_kehadiran_dosen"] = json!(false);
        let res = simpan(&salah).send().await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{kunci}");
    }
    assert_eq!(isi_pengaturan(app, &op).await, isi, "nothing written");
}
