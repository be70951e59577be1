//! Reference data: shapes against the database, filters, pagination, permissions.

use axum::http::StatusCode;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(lists_match_the_database, filters_and_all_in_one_page, bios_and_teaching_periods, permissions_per_role, bad_input);

async fn scalar(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

async fn lists_match_the_database(app: &TestApp) {
    let s = app.login("dosen").await;
    for (path, sql) in [
        ("/v1/makul_ref", "SELECT COUNT(*) FROM mata_kuliah"),
        ("/v1/prodi_ref", "SELECT COUNT(*) FROM prodi"),
        ("/v1/jenis_kelas_ref", "SELECT COUNT(*) FROM jenis_kelas"),
        ("/v1/dosen_ref", "SELECT COUNT(*) FROM dosen"),
        ("/v1/label_kelas_ref", "SELECT COUNT(DISTINCT nama) FROM kelas_kuliah"),
    ] {
        let res = app.get(path).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text);
        assert_eq!(res.json["meta"]["total_items"], scalar(app, sql).await, "{path}");
        assert_eq!(res.json["meta"]["per_page"], 10, "{path}");
    }
    let mk = app.get("/v1/makul_ref?search=basis").cookie(&s).send().await;
    let rows = mk.json["data"].as_array().unwrap();
    assert_eq!(rows.len(), 2, "Basis Data and Administrasi Basis Data");
    let basis = rows.iter().find(|r| r["nama"] == "Basis Data").unwrap();
    assert_eq!(basis["prodi"]["nama"], "Teknik Informatika");
    let dosen = app.get("/v1/dosen_ref?search=budi%20santoso").cookie(&s).send().await;
    assert_eq!(dosen.json["data"][0]["nama_lengkap"], "Dr. Budi Santoso, M.Kom.");
    let periode = app.get("/v1/periode_ref").cookie(&s).send().await;
    assert_eq!(periode.json["data"][0]["kode"], 20261);
    assert_eq!(periode.json["data"][1]["nama"], "2025/2026 Genap");
}

async fn filters_and_all_in_one_page(app: &TestApp) {
    let s = app.login("operator").await;
    let all = app.get("/v1/makul_ref?ignore_default_pagination=true").cookie(&s).send().await;
    assert_eq!(all.json["data"].as_array().unwrap().len(), 60);
    let items = app.get("/v1/makul_ref?itemsPerPage=999999").cookie(&s).send().await;
    assert_eq!(items.json["data"].as_array().unwrap().len(), 60);
    let ti = app.get("/v1/makul_ref?id_prodi=1&per_page=3&page=2").cookie(&s).send().await;
    assert_eq!(ti.json["meta"]["total_items"], 10);
    assert_eq!(ti.json["data"].as_array().unwrap().len(), 3);
    assert!(ti.json["data"].as_array().unwrap().iter().all(|r| r["id_prodi"] == 1));
    let aktif = app.get("/v1/mahasiswa_aktif_per_periode?periode=20261&per_page=5").cookie(&s).send().await;
    let expected = scalar(
        app,
        "SELECT COUNT(DISTINCT ks.id_mahasiswa) FROM kelas_peserta ks JOIN kelas_kuliah k ON k.id = ks.id_kelas WHERE k.periode = 20261",
    )
    .await;
    assert_eq!(aktif.json["meta"]["total_items"], expected);
    let dosen_id = scalar(app, "SELECT id FROM users WHERE username = 'dosen'").await;
    let by_dosen = app.get(&format!("/v2/lms/mata_kuliah/ref?id_dosen={dosen_id}&ignore_default_pagination=true")).cookie(&s).send().await;
    let courses = scalar(
        app,
        &format!("SELECT COUNT(DISTINCT k.id_mata_kuliah) FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id WHERE kp.id_dosen = {dosen_id}"),
    )
    .await;
    assert_eq!(by_dosen.json["meta"]["total_items"], courses);
    let labels = app.get("/v1/label_kelas_ref?periode=20261").cookie(&s).send().await;
    let names: Vec<&str> = labels.json["data"].as_array().unwrap().iter().map(|l| l["nama"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["A", "B"]);
}

async fn bios_and_teaching_periods(app: &TestApp) {
    let dosen_id = scalar(app, "SELECT id FROM users WHERE username = 'dosen'").await;
    let mhs_id = scalar(app, "SELECT id FROM users WHERE username = 'mahasiswa'").await;
    let m = app.login("mahasiswa").await;
    let bio = app.get(&format!("/v1/mahasiswa/{mhs_id}/biodata_singkat_web")).cookie(&m).send().await;
    assert_eq!(bio.status, StatusCode::OK);
    assert_eq!(bio.json["data"]["nama"], "Siti Rahmawati");
    let dosen_bio = app.get(&format!("/v1/dosen/{dosen_id}")).cookie(&m).send().await;
    assert_eq!(dosen_bio.json["data"]["nama_lengkap"], "Dr. Budi Santoso, M.Kom.");
    assert_eq!(dosen_bio.json["data"]["email"], "", "students do not get a lecturer's e-mail");
    let op = app.login("operator").await;
    let staff_view = app.get(&format!("/v1/dosen/{dosen_id}")).cookie(&op).send().await;
    assert!(staff_view.json["data"]["email"].as_str().unwrap().contains('@'), "{}", staff_view.text);
    let d = app.get(&format!("/v1/dosen/{dosen_id}/tahun_semester")).cookie(&app.login("dosen").await).send().await;
    assert_eq!(d.json["data"][0]["kode"], 20261);
    assert_eq!(d.json["data"][0]["jenisSemester"], "Ganjil");
    assert_eq!(d.json["data"][1]["nama"], "2025/2026 Genap");
    assert_eq!(app.get("/v1/dosen/999999").cookie(&m).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/v1/mahasiswa/999999/biodata_singkat_web").cookie(&m).send().await.status, StatusCode::NOT_FOUND);
}

async fn permissions_per_role(app: &TestApp) {
    let m = app.login("mahasiswa").await;
    for path in ["/v1/makul_ref", "/v1/prodi_ref", "/v1/jenis_kelas_ref", "/v1/periode_ref"] {
        assert_eq!(app.get(path).cookie(&m).send().await.status, StatusCode::OK, "{path}");
    }
    for path in ["/v1/dosen_ref", "/v1/mahasiswa_aktif_per_periode?periode=20261", "/v2/lms/mata_kuliah/ref"] {
        assert_eq!(app.get(path).cookie(&m).send().await.status, StatusCode::FORBIDDEN, "{path}");
    }
    // A student's class filter offers the labels of their own classes ('Nama Kelas' had only 'Semua').
    let labels = app.get("/v1/label_kelas_ref?ignore_default_pagination=true").cookie(&m).send().await;
    assert_eq!(labels.status, StatusCode::OK, "{}", labels.text);
    let mut saya: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT k.nama FROM kelas_kuliah k JOIN kelas_peserta ks ON ks.id_kelas = k.id JOIN users u ON u.id = ks.id_mahasiswa
         WHERE u.username = 'mahasiswa'",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    saya.sort();
    let mut dapat: Vec<String> = labels.json["data"].as_array().unwrap().iter().map(|l| l["nama"].as_str().unwrap().to_string()).collect();
    dapat.sort();
    assert!(!saya.is_empty());
    assert_eq!(dapat, saya);
    let other =
        scalar(app, "SELECT MIN(id_user) FROM mahasiswa WHERE id_user <> (SELECT id FROM users WHERE username = 'mahasiswa')").await;
    assert_eq!(app.get(&format!("/v1/mahasiswa/{other}/biodata_singkat_web")).cookie(&m).send().await.status, StatusCode::FORBIDDEN);
    // A lecturer reads the bio of a student in one of their classes, not of others.
    let d = app.login("dosen").await;
    let taught = scalar(app, "SELECT MIN(ks.id_mahasiswa) FROM kelas_peserta ks JOIN kelas_pengajar kp ON kp.id_kelas = ks.id_kelas JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen'").await;
    let not_taught = scalar(app, "SELECT MIN(id_user) FROM mahasiswa WHERE id_user NOT IN (SELECT ks.id_mahasiswa FROM kelas_peserta ks JOIN kelas_pengajar kp ON kp.id_kelas = ks.id_kelas JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen')").await;
    assert_eq!(app.get(&format!("/v1/mahasiswa/{taught}/biodata_singkat_web")).cookie(&d).send().await.status, StatusCode::OK);
    assert_eq!(app.get(&format!("/v1/mahasiswa/{not_taught}/biodata_singkat_web")).cookie(&d).send().await.status, StatusCode::FORBIDDEN);
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get("/v1/dosen_ref").cookie(&baca).send().await.status, StatusCode::OK);
    sqlx::query("UPDATE operator_hak_akses SET level = 'no_access' WHERE modul IN ('data_master', 'kelas_kuliah') AND id_user = (SELECT id FROM users WHERE username = 'operator_baca')")
        .execute(&app.db)
        .await
        .unwrap();
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get("/v1/dosen_ref").cookie(&baca).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/v1/mahasiswa/{taught}/biodata_singkat_web")).cookie(&baca).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/v1/prodi_ref").send().await.status, StatusCode::UNAUTHORIZED);
}

async fn bad_input(app: &TestApp) {
    let s = app.login("operator").await;
    let res = app.get("/v1/mahasiswa_aktif_per_periode").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "periode is required by the document too");
    assert!(res.message().contains("periode"), "{}", res.message());
    assert_eq!(app.get("/v1/dosen/abc").cookie(&s).send().await.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.get("/v1/makul_ref?page=x").cookie(&s).send().await.status, StatusCode::BAD_REQUEST);
}
