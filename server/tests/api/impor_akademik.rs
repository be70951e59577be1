//! The academic data import (issue 35): students and lecturers from SIAKAD's spreadsheets and
//! CSV files, by NIM / NIDN, all or nothing, idempotent, changes in place.

use lms::error::AppResult;
use lms::impor::model::{JenisImpor, Pratinjau};
use lms::impor::service;
use lms::impor::templat::template;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    a_filled_template_adds_students_once,
    bad_rows_are_named_and_nothing_is_written,
    a_changed_row_keeps_the_person_and_their_classes,
    lecturers_from_a_semicolon_csv,
    enrolments_follow_the_file_and_keep_the_grades,
    an_imported_account_is_activated_once_by_its_link,
    the_sync_takes_json_rows_with_its_token_only,
    a_synced_enrolment_list_answers_per_row,
    courses_by_code_keep_their_classes,
    classes_with_their_team_change_in_place,
    the_timetable_makes_and_moves_meetings,
    programmes_periods_and_rooms_by_their_keys,
    sessions_by_name_and_the_timetable_takes_them,
    the_page_import_reports_its_progress_as_events
);

/// An .xlsx of `rows` under `header`; cells that look like numbers are written as numbers, as a
/// spreadsheet program holding a NIM would.
fn xlsx(header: &[&str], rows: &[&[&str]]) -> Vec<u8> {
    let mut buku = rust_xlsxwriter::Workbook::new();
    let lembar = buku.add_worksheet();
    for (c, h) in header.iter().enumerate() {
        lembar.write_string(0, c as u16, *h).unwrap();
    }
    for (r, row) in rows.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            match v.parse::<f64>() {
                Ok(n) => lembar.write_number(r as u32 + 1, c as u16, n).unwrap(),
                Err(_) => lembar.write_string(r as u32 + 1, c as u16, *v).unwrap(),
            };
        }
    }
    buku.save_to_buffer().unwrap()
}

/// The command line's way: the file read, then previewed.
async fn pratinjau(db: &lms::db::Db, jenis: JenisImpor, nama: &str, isi: &[u8]) -> AppResult<Pratinjau> {
    service::pratinjau(db, jenis, &service::baca(nama.into(), isi.to_vec()).await?).await
}

/// The command line's way: the file read, then imported.
async fn impor(db: &lms::db::Db, jenis: JenisImpor, nama: &str, isi: &[u8]) -> AppResult<Pratinjau> {
    service::impor(db, jenis, &service::baca(nama.into(), isi.to_vec()).await?, service::Oleh::Perintah).await
}

async fn count(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

fn counts(p: &Pratinjau) -> (u64, u64, u64, u64) {
    (p.ditambah, p.diubah, p.tetap, p.jumlah_galat)
}

const MHS: &[&str] = &["NIM", "Nama", "Kode Prodi", "Angkatan", "Email"];

async fn a_filled_template_adds_students_once(app: &TestApp) {
    // The template's header is what the import reads: as downloaded, it holds no one.
    let kosong = pratinjau(&app.db, JenisImpor::Mahasiswa, "template-impor-mahasiswa.xlsx", &template(JenisImpor::Mahasiswa).unwrap())
        .await
        .unwrap();
    assert_eq!((kosong.baris, counts(&kosong)), (0, (0, 0, 0, 0)));
    assert!(pratinjau(&app.db, JenisImpor::Dosen, "t.xlsx", &template(JenisImpor::Dosen).unwrap()).await.is_ok());

    let berkas = xlsx(
        MHS,
        &[
            &["2601001", "Ani Lestari", "TI", "2026", "ani@kampus.ac.id"],
            &["2601002", "Budi", "si", "2026", ""],
            &["2601003", "Citra", "MN", "2025", ""],
        ],
    );
    let sebelum = count(app, "SELECT COUNT(*) FROM users").await;
    let uji = pratinjau(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &berkas).await.unwrap();
    assert_eq!(counts(&uji), (3, 0, 0, 0), "{:?}", uji.galat);
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum, "a preview writes nothing");

    let p = impor(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &berkas).await.unwrap();
    assert_eq!(counts(&p), (3, 0, 0, 0));
    assert_eq!(p.ringkasan(), "Mahasiswa: 3 baris, 3 ditambah, 0 diubah, 0 tetap.");
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum + 3);
    let (nama, email, prodi, role): (String, String, String, String) = sqlx::query_as(
        "SELECT u.nama, u.email, p.kode, u.role FROM users u JOIN mahasiswa m ON m.id_user = u.id JOIN prodi p ON p.id = m.id_prodi WHERE m.nim = '2601001' AND u.username = '2601001'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((nama.as_str(), email.as_str(), prodi.as_str(), role.as_str()), ("Ani Lestari", "ani@kampus.ac.id", "TI", "mahasiswa"));
    // No password came with the file: the account cannot be signed in to with any.
    let res = app.post("/v2/access_token").json(serde_json::json!({"username": "2601001", "password": "!impor"})).send().await;
    assert_eq!(res.status, axum::http::StatusCode::UNAUTHORIZED, "{}", res.text);

    let lagi = impor(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &berkas).await.unwrap();
    assert_eq!(counts(&lagi), (0, 0, 3, 0));
    assert_eq!(lagi.ringkasan(), "Mahasiswa: 3 baris, tidak ada perubahan.");
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum + 3);
}

async fn bad_rows_are_named_and_nothing_is_written(app: &TestApp) {
    let berkas = xlsx(
        MHS,
        &[
            &["2601101", "Baik", "TI", "2026", ""],
            &["2601102", "", "TI", "2026", ""],
            &["2601103", "Prodi Salah", "XX", "2026", ""],
            &["2601101", "Kembar", "TI", "2026", ""],
            &["2601104", "Tahun", "TI", "26", ""],
            &["2601105", "Surel", "TI", "2026", "bukan-email"],
            &["26 01106", "Spasi", "TI", "2026", ""],
            &["dosen", "Username Dosen", "TI", "2026", ""],
            &["2601107", "Kontrol\u{7}", "TI", "2026", ""],
        ],
    );
    let sebelum = count(app, "SELECT COUNT(*) FROM users").await;
    let p = impor(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &berkas).await.unwrap();
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum, "one bad row: nothing written");
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(
        galat,
        [(3, "Nama"), (4, "Kode Prodi"), (5, "NIM"), (6, "Angkatan"), (7, "Email"), (8, "NIM"), (9, "NIM"), (10, "Nama")],
        "{:#?}",
        p.galat
    );
    assert_eq!(p.jumlah_galat, 8);
    assert!(p.galat[2].pesan.contains("sudah ada di baris 2"), "{}", p.galat[2].pesan);
    assert!(p.galat[1].pesan.contains("'XX' tidak ada di LMS"), "{}", p.galat[1].pesan);
    assert!(p.galat[6].pesan.contains("username dosen sudah dipakai"), "{}", p.galat[6].pesan);
    assert_eq!(p.ringkasan(), "Mahasiswa: 9 baris, 8 perlu diperbaiki. Tidak ada yang disimpan.");

    // A file without a required column is refused as a whole, saying which.
    let tanpa = xlsx(&["NIM", "Nama", "Kode Prodi"], &[&["2601108", "A", "TI"]]);
    let e = impor(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &tanpa).await.unwrap_err();
    assert_eq!(e.message, "Kolom 'Angkatan' tidak ada pada baris judul. Gunakan template impor mahasiswa.");
    let e = impor(&app.db, JenisImpor::Mahasiswa, "m.docx", b"PK").await.unwrap_err();
    assert!(e.message.starts_with("Hanya berkas .xlsx atau .csv"), "{}", e.message);
}

async fn a_changed_row_keeps_the_person_and_their_classes(app: &TestApp) {
    let (id, nim, angkatan, kode): (i64, String, i64, String) = sqlx::query_as(
        "SELECT u.id, m.nim, m.angkatan, p.kode FROM users u JOIN mahasiswa m ON m.id_user = u.id JOIN prodi p ON p.id = m.id_prodi WHERE u.username = 'mahasiswa'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let kelas_sql = format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_mahasiswa = {id}");
    let kelas = count(app, &kelas_sql).await;
    assert!(kelas > 0);
    let angkatan = angkatan.to_string();
    // No Email column: the e-mail the LMS holds stays.
    let email_lama: String = sqlx::query_scalar(&format!("SELECT email FROM users WHERE id = {id}")).fetch_one(&app.db).await.unwrap();
    let berkas = xlsx(&["NIM", "Nama", "Kode Prodi", "Angkatan"], &[&[&nim, "Nama Baru Dari SIAKAD", &kode, &angkatan]]);
    let p = impor(&app.db, JenisImpor::Mahasiswa, "m.xlsx", &berkas).await.unwrap();
    assert_eq!(counts(&p), (0, 1, 0, 0), "{:?}", p.galat);
    let (id_baru, nama, email, username): (i64, String, String, String) = sqlx::query_as(&format!(
        "SELECT u.id, u.nama, u.email, u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id WHERE m.nim = '{nim}'"
    ))
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((id_baru, nama.as_str(), email, username.as_str()), (id, "Nama Baru Dari SIAKAD", email_lama, "mahasiswa"));
    assert_eq!(count(app, &kelas_sql).await, kelas, "the classes stay");
    let s = app.login("mahasiswa").await;
    let res = app.get("/v2/user_info").cookie(&s).send().await;
    assert_eq!(res.json["nama"], "Nama Baru Dari SIAKAD", "{}", res.text);
}

async fn lecturers_from_a_semicolon_csv(app: &TestApp) {
    let (nidn, kode): (String, String) = sqlx::query_as(
        "SELECT d.nidn, p.kode FROM users u JOIN dosen d ON d.id_user = u.id JOIN prodi p ON p.id = d.id_prodi WHERE u.username = 'dosen'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let mengajar = count(app, "SELECT COUNT(*) FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen'").await;
    let nama: String = sqlx::query_scalar("SELECT nama FROM users WHERE username = 'dosen'").fetch_one(&app.db).await.unwrap();
    let csv = format!(
        "\u{feff}NIDN;Nama;Kode Prodi;Gelar Depan;Gelar Belakang\r\n0499000001;Rina Wulandari;{kode};Dr.;M.Kom.\r\n{nidn};{nama};{kode};Prof. Dr.;M.T.\r\n"
    );
    let p = impor(&app.db, JenisImpor::Dosen, "dosen.csv", csv.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 0, 0), "{:?}", p.galat);
    let (gelar, username): (String, String) =
        sqlx::query_as("SELECT d.gelar_depan, u.username FROM dosen d JOIN users u ON u.id = d.id_user WHERE d.nidn = '0499000001'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((gelar.as_str(), username.as_str()), ("Dr.", "0499000001"), "the leading zero of a text cell stays");
    let gelar: String =
        sqlx::query_scalar(&format!("SELECT gelar_depan FROM dosen WHERE nidn = '{nidn}'")).fetch_one(&app.db).await.unwrap();
    assert_eq!(gelar, "Prof. Dr.");
    let sesudah = count(app, "SELECT COUNT(*) FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen'").await;
    assert_eq!(sesudah, mengajar, "the lecturer keeps their classes");
    let lagi = impor(&app.db, JenisImpor::Dosen, "dosen.csv", csv.as_bytes()).await.unwrap();
    assert_eq!(counts(&lagi), (0, 0, 2, 0));
}

/// The demo class of student 'mahasiswa' with the most of their hand-ins: its key and NIMs.
async fn kelas_mahasiswa(app: &TestApp) -> (i64, String, String, String, Vec<String>) {
    let (id, periode, kode, nama): (i64, i64, String, String) = sqlx::query_as(
        "SELECT k.id, k.periode, mk.kode, k.nama FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         JOIN kelas_peserta kp ON kp.id_kelas = k.id JOIN users u ON u.id = kp.id_mahasiswa
         WHERE u.username = 'mahasiswa' ORDER BY k.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let nim: Vec<String> = sqlx::query_scalar(&format!(
        "SELECT m.nim FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa WHERE kp.id_kelas = {id} ORDER BY m.nim"
    ))
    .fetch_all(&app.db)
    .await
    .unwrap();
    (id, periode.to_string(), kode, nama, nim)
}

fn csv_peserta(periode: &str, kode: &str, kelas: &str, nim: &[String]) -> Vec<u8> {
    let mut s = String::from("Periode,Kode MK,Nama Kelas,NIM\n");
    for n in nim {
        s.push_str(&format!("{periode},{kode},{kelas},{n}\n"));
    }
    s.into_bytes()
}

async fn enrolments_follow_the_file_and_keep_the_grades(app: &TestApp) {
    let (id_kelas, periode, kode, kelas, semula) = kelas_mahasiswa(app).await;
    let (id_mhs, nim_mhs): (i64, String) =
        sqlx::query_as("SELECT u.id, m.nim FROM users u JOIN mahasiswa m ON m.id_user = u.id WHERE u.username = 'mahasiswa'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    let baru: String = sqlx::query_scalar(&format!(
        "SELECT m.nim FROM mahasiswa m WHERE m.id_user NOT IN (SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = {id_kelas}) ORDER BY m.nim LIMIT 1"
    ))
    .fetch_one(&app.db)
    .await
    .unwrap();
    let pengerjaan_sql = format!("SELECT COUNT(*) FROM pengerjaan WHERE id_mahasiswa = {id_mhs}");
    let pengerjaan = count(app, &pengerjaan_sql).await;
    let s = app.login("mahasiswa").await;
    assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{id_kelas}")).cookie(&s).send().await.status, axum::http::StatusCode::OK);

    // SIAKAD's list: 'mahasiswa' dropped the class, another student added it.
    let mut daftar: Vec<String> = semula.iter().filter(|n| **n != nim_mhs).cloned().collect();
    daftar.push(baru.clone());
    let berkas = csv_peserta(&periode, &kode.to_lowercase(), &kelas, &daftar);
    let uji = pratinjau(&app.db, JenisImpor::Peserta, "peserta.csv", &berkas).await.unwrap();
    assert_eq!((uji.ditambah, uji.dikeluarkan, uji.tetap, uji.jumlah_galat), (1, 1, semula.len() as u64 - 1, 0), "{:?}", uji.galat);
    let p = impor(&app.db, JenisImpor::Peserta, "peserta.csv", &berkas).await.unwrap();
    assert!(
        p.ringkasan().ends_with("1 ditambah, 0 diubah, 0 tetap, 1 dikeluarkan dari kelas.")
            || p.ringkasan().contains("1 dikeluarkan dari kelas"),
        "{}",
        p.ringkasan()
    );
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = {id_kelas} AND id_mahasiswa = {id_mhs}")).await, 0);
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM kelas_peserta_keluar WHERE id_kelas = {id_kelas} AND id_mahasiswa = {id_mhs}")).await,
        1
    );
    assert_eq!(count(app, &pengerjaan_sql).await, pengerjaan, "the hand-ins and grades stay");
    assert_eq!(
        app.get(&format!("/v2/lms/kelas_kuliah/{id_kelas}")).cookie(&s).send().await.status,
        axum::http::StatusCode::FORBIDDEN,
        "out of the class"
    );

    // The list as it was: back in, with the same hand-ins; the added student leaves again.
    let p = impor(&app.db, JenisImpor::Peserta, "peserta.csv", &csv_peserta(&periode, &kode, &kelas, &semula)).await.unwrap();
    assert_eq!((p.ditambah, p.dikeluarkan), (1, 1));
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM kelas_peserta_keluar WHERE id_kelas = {id_kelas} AND id_mahasiswa = {id_mhs}")).await,
        0
    );
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = {id_kelas}")).await, semula.len() as i64);
    assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{id_kelas}")).cookie(&s).send().await.status, axum::http::StatusCode::OK);
    let lagi = impor(&app.db, JenisImpor::Peserta, "peserta.csv", &csv_peserta(&periode, &kode, &kelas, &semula)).await.unwrap();
    assert_eq!(lagi.ringkasan(), format!("Peserta Kelas: {} baris, tidak ada perubahan.", semula.len()));

    // Bad rows: a class or a student the LMS does not have, a student twice.
    let mut salah = csv_peserta(&periode, &kode, &kelas, &[semula[0].clone(), "99999999".into(), semula[0].clone()]);
    salah.extend_from_slice(format!("{periode},{kode},ZZ,{}\n", semula[0]).as_bytes());
    let p = impor(&app.db, JenisImpor::Peserta, "peserta.csv", &salah).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(galat, [(3, "NIM"), (4, "NIM"), (5, "Nama Kelas")], "{:#?}", p.galat);
    assert!(p.galat[1].pesan.contains("pada baris 2"), "{}", p.galat[1].pesan);
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = {id_kelas}")).await,
        semula.len() as i64,
        "nothing written"
    );
}

async fn an_imported_account_is_activated_once_by_its_link(app: &TestApp) {
    use axum::http::StatusCode;
    let berkas = b"NIM,Nama,Kode Prodi,Angkatan\n2601301,Intan Permata,TI,2026\n".to_vec();
    assert_eq!(impor(&app.db, JenisImpor::Mahasiswa, "m.csv", &berkas).await.unwrap().ditambah, 1);
    // The operator's page asks for the links: a CSV with one row per account still without a
    // password, which a spreadsheet program opens (BOM, semicolons).
    let op = app.login("operator").await;
    let body = serde_json::json!({"alamat": "https://lms.kampus.ac.id/", "peran": "mahasiswa"});
    let (status, headers, csv) = app.post("/lms/tautan_aktivasi").cookie(&op).json(body.clone()).send_raw().await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&csv));
    assert_eq!(headers["content-type"], "text/csv");
    let csv = String::from_utf8(csv).unwrap();
    let baris: Vec<&str> = csv.strip_prefix('\u{feff}').expect("a byte-order mark").lines().collect();
    assert_eq!(baris[0], "Username;Nama;Peran;Email;Tautan");
    assert_eq!(baris.len(), 2, "only accounts without a password: {csv}");
    let sel: Vec<&str> = baris[1].split(';').collect();
    assert_eq!(&sel[..3], ["2601301", "Intan Permata", "mahasiswa"]);
    let token = sel[4].strip_prefix("https://lms.kampus.ac.id/aktivasi?token=").expect("the link's address").to_string();
    assert_eq!(
        count(
            app,
            "SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'buat_tautan_aktivasi' AND detail = '1 tautan aktivasi, berlaku 14 hari'"
        )
        .await,
        1
    );
    let bukan_url = app.post("/lms/tautan_aktivasi").cookie(&op).json(serde_json::json!({"alamat": "lms.kampus"})).send().await;
    assert_eq!(bukan_url.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(bukan_url.message().starts_with("Alamat LMS harus diawali https://"));
    let dosen =
        app.post("/lms/tautan_aktivasi").cookie(&op).json(serde_json::json!({"alamat": "https://x.id", "peran": "dosen"})).send().await;
    assert_eq!(dosen.status, StatusCode::UNPROCESSABLE_ENTITY, "no lecturer lacks a password");
    let stored: String = sqlx::query_scalar("SELECT token_hash FROM aktivasi_akun").fetch_one(&app.db).await.unwrap();
    assert_ne!(stored, token, "only the hash is kept");

    let page = app.get(&format!("/aktivasi?token={token}")).header("x-lms-data", "1").send().await;
    assert_eq!((page.status, page.json["page"].as_str()), (StatusCode::OK, Some("aktivasi")), "{}", page.text);
    assert_eq!(page.json["data"]["akun"]["username"], "2601301");

    let kirim = |password: &str, ulangi: &str| {
        let token = token.clone();
        let (password, ulangi) = (password.to_string(), ulangi.to_string());
        async move { app.post("/aktivasi").form(&[("token", &token), ("password", &password), ("ulangi", &ulangi)]).send().await }
    };
    for (password, ulangi, pesan) in [
        ("pendek", "pendek", "Password paling sedikit 8"),
        ("2601301", "2601301", "paling sedikit 8"),
        ("Rahasia-Intan-1", "Rahasia-Intan-2", "Ulangi password tidak sama"),
    ] {
        let res = kirim(password, ulangi).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{password}");
        assert!(res.text.contains(pesan), "{pesan}: {}", res.text);
    }
    let res = kirim("Rahasia-Intan-1", "Rahasia-Intan-1").await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.text);
    assert_eq!(res.location(), Some("/beranda"));
    assert!(res.cookie("lms_sesi").is_some(), "signed in");
    let login = app.post("/v2/access_token").json(serde_json::json!({"username": "2601301", "password": "Rahasia-Intan-1"})).send().await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.text);

    // Used once: the page and the form both say the link is no longer valid.
    let lagi = kirim("Lain-Sekali-2", "Lain-Sekali-2").await;
    assert_eq!(lagi.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(lagi.text.contains("Tautan aktivasi tidak valid"), "{}", lagi.text);
    let page = app.get(&format!("/aktivasi?token={token}")).header("x-lms-data", "1").send().await;
    assert!(page.json["data"]["akun"].is_null(), "{}", page.text);
    assert!(lms::akun::aktivasi::buat_tautan(&app.db, "https://lms.kampus.ac.id", None, 14, None)
        .await
        .unwrap()
        .iter()
        .all(|t| t.akun.username != "2601301"));
}

/// A token made through the operator's API (the page's way); answered once, listed by its start.
async fn token_baru(app: &TestApp, nama: &str) -> (i64, String) {
    let op = app.login("operator").await;
    let res = app.post("/lms/token_integrasi").cookie(&op).json(serde_json::json!({ "nama": nama })).send().await;
    assert_eq!(res.status, axum::http::StatusCode::CREATED, "{}", res.text);
    let token = res.json["token"].as_str().unwrap().to_string();
    assert!(token.starts_with("lmsi_"));
    (res.json["id"].as_i64().unwrap(), token)
}

async fn the_sync_takes_json_rows_with_its_token_only(app: &TestApp) {
    use axum::http::{Method, StatusCode};
    let (id, token) = token_baru(app, "SIAKAD sinkron malam").await;
    let op = app.login("operator").await;
    let daftar = app.get("/lms/token_integrasi").cookie(&op).send().await;
    assert_eq!(daftar.json[0]["nama"], "SIAKAD sinkron malam");
    assert!(token.starts_with(daftar.json[0]["awalan"].as_str().unwrap()));
    assert!(!daftar.text.contains(&token), "the list never shows the token");
    assert!(daftar.json[0]["terakhir_dipakai"].is_null());

    let baris = serde_json::json!({ "baris": [
        { "NIM": 2601201, "nama": "Dewi Sinkron", "Kode Prodi": "TI", "Angkatan": 2026, "Email": "dewi@kampus.ac.id" },
        { "NIM": "2601202", "nama": "Eko Sinkron", "Kode Prodi": "SI", "Angkatan": "2026", "Email": null },
    ]});
    let sebelum = count(app, "SELECT COUNT(*) FROM users").await;
    // A dry run answers per row and writes nothing.
    let uji = app.post("/lms/sinkron/mahasiswa?uji=true").bearer(&token).json(baris.clone()).send().await;
    assert_eq!(uji.status, StatusCode::OK, "{}", uji.text);
    assert_eq!(uji.json["disimpan"], false);
    assert_eq!(uji.json["hasil"], serde_json::json!([{"baris": 1, "status": "ditambah"}, {"baris": 2, "status": "ditambah"}]));
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum);

    let res = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(baris.clone()).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["disimpan"], true);
    assert_eq!(res.json["ringkasan"], "Mahasiswa: 2 baris, 2 ditambah, 0 diubah, 0 tetap.");
    assert_eq!(count(app, "SELECT COUNT(*) FROM users").await, sebelum + 2);
    // The same rows again change nothing; a changed name changes that row in place.
    let lagi = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(baris.clone()).send().await;
    assert_eq!(lagi.json["ringkasan"], "Mahasiswa: 2 baris, tidak ada perubahan.");
    let mut ubah = baris.clone();
    ubah["baris"][1]["nama"] = "Eko Prasetyo".into();
    let res = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(ubah).send().await;
    assert_eq!(res.json["hasil"], serde_json::json!([{"baris": 1, "status": "tetap"}, {"baris": 2, "status": "diubah"}]));
    assert_eq!(count(app, "SELECT COUNT(*) FROM users WHERE username = '2601202' AND nama = 'Eko Prasetyo'").await, 1);
    // The sync is in the activity log under the token's name.
    assert_eq!(
        count(
            app,
            "SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'impor_data_akademik' AND detail LIKE 'Sinkron ''SIAKAD sinkron malam''%'"
        )
        .await,
        3
    );

    // A bad row: 422 in the error format, every row's outcome, the bad one named, nothing written.
    let salah = serde_json::json!({ "baris": [
        { "NIM": "2601203", "Nama": "Fajar", "Kode Prodi": "TI", "Angkatan": 2026 },
        { "NIM": "2601204", "Nama": "Gita", "Kode Prodi": "XX", "Angkatan": 2026 },
    ]});
    let res = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(salah).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert_eq!(res.code(), "tidak_dapat_diproses");
    assert_eq!(res.json["hasil"]["disimpan"], false);
    assert_eq!(res.json["hasil"]["hasil"][1], serde_json::json!({"baris": 2, "status": "galat"}));
    assert_eq!(res.json["hasil"]["pratinjau"]["galat"][0]["kolom"], "Kode Prodi");
    assert_eq!(count(app, "SELECT COUNT(*) FROM users WHERE username = '2601203'").await, 0);
    // Columns it does not know, or rows that differ in their columns, are refused whole.
    let res = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(serde_json::json!({"baris": [{"NIMM": "1"}]})).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().starts_with("Kolom 'NIMM' tidak dikenal untuk mahasiswa"), "{}", res.message());

    // The token opens the sync and nothing else; a login's token does not open the sync.
    assert_eq!(app.get("/lms/kelas_kuliah").bearer(&token).send().await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.get("/lms/token_integrasi").bearer(&token).send().await.status, StatusCode::UNAUTHORIZED);
    let login = app.post("/v2/access_token").json(serde_json::json!({"username": "operator", "password": "demo123"})).send().await;
    let akses = login.json["access_token"].as_str().unwrap();
    assert_eq!(app.post("/lms/sinkron/mahasiswa").bearer(akses).json(baris.clone()).send().await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.post("/lms/sinkron/mahasiswa").cookie(&op).json(baris.clone()).send().await.status, StatusCode::UNAUTHORIZED);

    // Used, then revoked: listed with its last use, and refused from then on.
    let daftar = app.get("/lms/token_integrasi").cookie(&op).send().await;
    assert!(daftar.json[0]["terakhir_dipakai"].is_string());
    let res = app.req(Method::DELETE, &format!("/lms/token_integrasi/{id}")).cookie(&op).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT);
    let res = app.post("/lms/sinkron/mahasiswa").bearer(&token).json(baris).send().await;
    assert_eq!(res.status, StatusCode::UNAUTHORIZED);
    assert!(res.message().contains("sudah dicabut"), "{}", res.message());
    assert!(app.get("/lms/token_integrasi").cookie(&op).send().await.json[0]["dicabut"].is_string());
    assert_eq!(app.req(Method::DELETE, "/lms/token_integrasi/999999").cookie(&op).send().await.status, StatusCode::NOT_FOUND);
}

async fn a_synced_enrolment_list_answers_per_row(app: &TestApp) {
    let (id_kelas, periode, kode, kelas, semula) = kelas_mahasiswa(app).await;
    let (_, token) = token_baru(app, "SIAKAD").await;
    // The class's list without its first student: every listed one stays, the first leaves.
    let baris: Vec<serde_json::Value> = semula[1..]
        .iter()
        .map(|nim| serde_json::json!({"Periode": periode.parse::<i64>().unwrap(), "Kode MK": kode, "Nama Kelas": kelas, "NIM": nim}))
        .collect();
    let res = app.post("/lms/sinkron/peserta").bearer(&token).json(serde_json::json!({ "baris": baris })).send().await;
    assert_eq!(res.status, axum::http::StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["pratinjau"]["dikeluarkan"], 1);
    let hasil = res.json["hasil"].as_array().unwrap();
    assert_eq!(hasil.len(), semula.len() - 1);
    assert!(hasil.iter().enumerate().all(|(i, h)| h["baris"] == i as u64 + 1 && h["status"] == "tetap"), "{hasil:?}");
    let tinggal = count(app, &format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = {id_kelas}")).await;
    assert_eq!(tinggal as usize, semula.len() - 1);
}

async fn courses_by_code_keep_their_classes(app: &TestApp) {
    let (id_mk, kode, koordinator, kelas): (i64, String, Option<i64>, i64) = sqlx::query_as(
        "SELECT mk.id, mk.kode, mk.id_dosen_koordinator, (SELECT COUNT(*) FROM kelas_kuliah k WHERE k.id_mata_kuliah = mk.id)
         FROM mata_kuliah mk WHERE mk.id_dosen_koordinator IS NOT NULL ORDER BY mk.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert!(kelas > 0);
    let nidn: String = sqlx::query_scalar("SELECT d.nidn FROM dosen d JOIN users u ON u.id = d.id_user WHERE u.username = 'dosen'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    // Without the lecturer columns: a new course, and a known one renamed (its coordinator stays).
    let berkas = format!("Kode MK;Nama;SKS;Kode Prodi\nIF-901;Komputasi Awan;3;TI\n{kode};Nama Baru Dari SIAKAD;2;TI\n").into_bytes();
    let p = impor(&app.db, JenisImpor::MataKuliah, "mk.csv", &berkas).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 0, 0), "{:?}", p.galat);
    let (nama, id_koordinator, kelas_lagi): (String, Option<i64>, i64) = sqlx::query_as(&format!(
        "SELECT nama, id_dosen_koordinator, (SELECT COUNT(*) FROM kelas_kuliah WHERE id_mata_kuliah = {id_mk}) FROM mata_kuliah WHERE id = {id_mk}"
    ))
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!((nama.as_str(), id_koordinator, kelas_lagi), ("Nama Baru Dari SIAKAD", koordinator, kelas), "in place, classes kept");
    assert_eq!(counts(&impor(&app.db, JenisImpor::MataKuliah, "mk.csv", &berkas).await.unwrap()), (0, 0, 2, 0), "twice: no change");

    // With the coordinator column: set by NIDN, cleared by an empty cell.
    let berkas =
        format!("Kode MK;Nama;SKS;Kode Prodi;NIDN Koordinator\nIF-901;Komputasi Awan;3;TI;{nidn}\n{kode};Nama Baru Dari SIAKAD;2;TI;\n");
    let p = impor(&app.db, JenisImpor::MataKuliah, "mk.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (0, 2, 0, 0), "{:?}", p.galat);
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM mata_kuliah WHERE id = {id_mk} AND id_dosen_koordinator IS NULL")).await, 1);
    assert_eq!(
        count(app, "SELECT COUNT(*) FROM mata_kuliah mk JOIN users u ON u.id = mk.id_dosen_koordinator WHERE mk.kode = 'IF-901' AND u.username = 'dosen'").await,
        1
    );

    // Bad rows are named; nothing is written.
    let salah = "Kode MK;Nama;SKS;Kode Prodi;NIDN Koordinator\nIF-905;Baik;2;TI;\nIF-902;Baru;9;TI;\nIF 903;Spasi;2;TI;\n\
                 IF-904;Dosen Tak Ada;2;TI;0000000001\nIF-905;Kembar;2;TI;\n";
    let p = impor(&app.db, JenisImpor::MataKuliah, "mk.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(galat, [(3, "SKS"), (4, "Kode MK"), (5, "NIDN Koordinator"), (6, "Kode MK")], "{:?}", p.galat);
    assert_eq!(count(app, "SELECT COUNT(*) FROM mata_kuliah WHERE kode IN ('IF-902', 'IF-904', 'IF-905')").await, 0);
}

/// A lecturer's NIDN by username.
async fn nidn(app: &TestApp, username: &str) -> String {
    sqlx::query_scalar("SELECT d.nidn FROM dosen d JOIN users u ON u.id = d.id_user WHERE u.username = $1")
        .bind(username)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

async fn classes_with_their_team_change_in_place(app: &TestApp) {
    let (id_kelas, periode, kode, kelas, peserta) = kelas_mahasiswa(app).await;
    let pertemuan = count(app, &format!("SELECT COUNT(*) FROM pertemuan WHERE id_kelas = {id_kelas}")).await;
    let (dosen, dosen02) = (nidn(app, "dosen").await, nidn(app, "dosen02").await);
    let judul = "Periode;Kode MK;Nama Kelas;Jenis Kelas;Mode;Kapasitas;NIDN Koordinator;NIDN Pengajar;NIDN Asisten";
    // The known class with a new capacity and team, and a new class of the same course.
    let berkas = format!("{judul}\n{periode};{kode};{kelas};Reguler;offline;60;{dosen};{dosen02};\n{periode};{kode};Z;karyawan;Campuran;40;{dosen02};;{dosen}\n");
    let p = impor(&app.db, JenisImpor::Kelas, "kelas.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 0, 0), "{:?}", p.galat);
    let (kapasitas, mode, metode): (i64, String, String) =
        sqlx::query_as(&format!("SELECT kapasitas, mode_kuliah, metode_mengajar FROM kelas_kuliah WHERE id = {id_kelas}"))
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((kapasitas, mode.as_str(), metode.as_str()), (60, "offline", "team_teaching"));
    let tim: Vec<(String, String)> = sqlx::query_as(&format!(
        "SELECT u.username, kp.jabatan FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE kp.id_kelas = {id_kelas} ORDER BY kp.urutan"
    ))
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(tim, [("dosen".to_string(), "koordinator".to_string()), ("dosen02".to_string(), "pengajar".to_string())]);
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM pertemuan WHERE id_kelas = {id_kelas}")).await, pertemuan, "meetings stay");
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = {id_kelas}")).await as usize, peserta.len());

    // The new class: its course's programme, a status from its period's dates, its team.
    let (id_baru, status, metode): (i64, String, String) = sqlx::query_as(
        "SELECT k.id, k.status, k.metode_mengajar FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE k.periode = $1 AND mk.kode = $2 AND k.nama = 'Z'",
    )
    .bind(periode.parse::<i64>().unwrap())
    .bind(&kode)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let (mulai, selesai): (String, String) = sqlx::query_as("SELECT tanggal_mulai, tanggal_selesai FROM periode WHERE kode = $1")
        .bind(periode.parse::<i64>().unwrap())
        .fetch_one(&app.db)
        .await
        .unwrap();
    let now = lms::db::now();
    let harap = if now < mulai {
        "akan_dimulai"
    } else if now > selesai {
        "selesai"
    } else {
        "berlangsung"
    };
    assert_eq!((status.as_str(), metode.as_str()), (harap, "individu"), "an assistant does not make a team");
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM kelas_prodi kp JOIN kelas_kuliah k ON k.id = kp.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah AND mk.id_prodi = kp.id_prodi WHERE k.id = {id_baru}")).await,
        1
    );
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM kelas_pengajar WHERE id_kelas = {id_baru}")).await, 2);
    assert_eq!(counts(&impor(&app.db, JenisImpor::Kelas, "kelas.csv", berkas.as_bytes()).await.unwrap()), (0, 0, 2, 0), "twice: no change");

    // Bad rows are named; nothing is written.
    let salah = format!(
        "{judul}\n{periode};{kode};Y;Reguler;hybrid;40;{dosen};;\n{periode};{kode};X;Reguler;online;40;{dosen};0000000001;\n\
         {periode};{kode};W;Malam;online;40;{dosen};;\n{periode};TIDAK-ADA;V;Reguler;online;40;{dosen};;\n\
         {periode};{kode};U;Reguler;online;40;{dosen};{dosen};\n19991;{kode};T;Reguler;online;40;{dosen};;\n{periode};{kode};z;Reguler;online;40;{dosen};;\n{periode};{kode};Z;Reguler;online;0;{dosen};;\n"
    );
    let sebelum = count(app, "SELECT COUNT(*) FROM kelas_kuliah").await;
    let p = impor(&app.db, JenisImpor::Kelas, "kelas.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(
        galat,
        [(2, "Mode"), (3, "NIDN Pengajar"), (4, "Jenis Kelas"), (5, "Kode MK"), (6, "NIDN Pengajar"), (7, "Periode"), (9, "Kapasitas")],
        "{:?}",
        p.galat
    );
    assert_eq!(count(app, "SELECT COUNT(*) FROM kelas_kuliah").await, sebelum);
}

/// A new class `nama` (no meetings) of the demo student's course, taught by `dosen`: (id, period, course code).
async fn kelas_tanpa_pertemuan(app: &TestApp, nama: &str) -> (i64, String, String) {
    let (_, periode, kode, _, _) = kelas_mahasiswa(app).await;
    let dosen = nidn(app, "dosen").await;
    let kelas_baru = format!(
        "Periode;Kode MK;Nama Kelas;Jenis Kelas;Mode;Kapasitas;NIDN Koordinator\n{periode};{kode};{nama};Reguler;offline;40;{dosen}\n"
    );
    assert_eq!(impor(&app.db, JenisImpor::Kelas, "kelas.csv", kelas_baru.as_bytes()).await.unwrap().ditambah, 1);
    let id: i64 = sqlx::query_scalar(
        "SELECT k.id FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah WHERE mk.kode = $1 AND k.nama = $2",
    )
    .bind(&kode)
    .bind(nama)
    .fetch_one(&app.db)
    .await
    .unwrap();
    (id, periode, kode)
}

async fn the_timetable_makes_and_moves_meetings(app: &TestApp) {
    let (id_baru, periode, kode) = kelas_tanpa_pertemuan(app, "Z").await;
    let ruang: String = sqlx::query_scalar("SELECT nama FROM ruangan ORDER BY id LIMIT 1").fetch_one(&app.db).await.unwrap();
    let ruang2: String = sqlx::query_scalar("SELECT nama FROM ruangan ORDER BY id DESC LIMIT 1").fetch_one(&app.db).await.unwrap();

    // A class without meetings gets 16 weekly ones on its day and local time (WIB in the demo).
    let judul = "Periode;Kode MK;Nama Kelas;Hari;Jam Mulai;Jam Selesai;Ruangan";
    let berkas = format!("{judul}\n{periode};{kode};Z;Rabu;07.30;09:10;{ruang}\n");
    let p = impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 0, 0, 0), "{:?}", p.galat);
    let rapat: Vec<(i64, String, String, String)> = sqlx::query_as(&format!(
        "SELECT nomor, kategori, waktu_mulai, waktu_selesai FROM pertemuan WHERE id_kelas = {id_baru} ORDER BY nomor"
    ))
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(rapat.len(), 16);
    let wib = chrono::FixedOffset::east_opt(7 * 3600).unwrap();
    for (i, (nomor, kategori, mulai, selesai)) in rapat.iter().enumerate() {
        let m = lms::db::parse_time(mulai).unwrap().with_timezone(&wib);
        assert_eq!((chrono::Datelike::weekday(&m), m.format("%H:%M").to_string()), (chrono::Weekday::Wed, "07:30".to_string()), "{nomor}");
        assert_eq!(lms::db::parse_time(selesai).unwrap().with_timezone(&wib).format("%H:%M").to_string(), "09:10");
        if i > 0 {
            let lalu = lms::db::parse_time(&rapat[i - 1].2).unwrap();
            assert_eq!((lms::db::parse_time(mulai).unwrap() - lalu).num_days(), 7);
        }
        let harap = match nomor {
            8 => "uts",
            16 => "uas",
            _ => "kuliah",
        };
        assert_eq!(kategori, harap);
    }
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM jadwal WHERE id_kelas = {id_baru} AND hari = 3 AND jam_mulai = '07:30:00'")).await,
        1
    );
    assert_eq!(
        counts(&impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", berkas.as_bytes()).await.unwrap()),
        (0, 0, 1, 0),
        "twice: no change"
    );
    // The class's coordinator opens the class and its first meeting like any other.
    let dosen_sesi = app.login("dosen").await;
    let pertama: i64 =
        sqlx::query_scalar("SELECT id FROM pertemuan WHERE id_kelas = $1 AND nomor = 1").bind(id_baru).fetch_one(&app.db).await.unwrap();
    for alamat in [format!("/kelas/{id_baru}"), format!("/kelas/{id_baru}/{pertama}")] {
        let res = app.get(&alamat).cookie(&dosen_sesi).header("x-lms-data", "1").send().await;
        assert_eq!(res.status, axum::http::StatusCode::OK, "{alamat}: {}", res.text);
    }

    // A class with meetings: the held ones stay, the ones not started move within their week.
    // Meetings 1-4 held; 5-16 on the Wednesdays to come (the test does not depend on the date).
    sqlx::query("UPDATE pertemuan SET status = 'selesai' WHERE id_kelas = $1 AND nomor <= 4").bind(id_baru).execute(&app.db).await.unwrap();
    let hari_ini = chrono::Utc::now().with_timezone(&wib).date_naive();
    let rabu = hari_ini + chrono::Duration::days(7 + (10 - chrono::Datelike::weekday(&hari_ini).num_days_from_sunday() as i64) % 7);
    for nomor in 5..=16i64 {
        let tanggal = rabu + chrono::Duration::weeks(nomor - 5);
        let pada = |jam: u32, menit: u32| {
            let t = chrono::TimeZone::from_local_datetime(&wib, &tanggal.and_hms_opt(jam, menit, 0).unwrap()).single().unwrap();
            lms::db::format_time(t.with_timezone(&chrono::Utc))
        };
        sqlx::query("UPDATE pertemuan SET waktu_mulai = $1, waktu_selesai = $2 WHERE id_kelas = $3 AND nomor = $4")
            .bind(pada(7, 30))
            .bind(pada(9, 10))
            .bind(id_baru)
            .bind(nomor)
            .execute(&app.db)
            .await
            .unwrap();
    }
    let sebelum: Vec<(i64, i64, String)> =
        sqlx::query_as(&format!("SELECT id, nomor, waktu_mulai FROM pertemuan WHERE id_kelas = {id_baru} ORDER BY nomor"))
            .fetch_all(&app.db)
            .await
            .unwrap();
    let berkas = format!("{judul}\n{periode};{kode};Z;Sabtu;13:00;14:40;{ruang2}\n");
    let p = impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (0, 1, 0, 0), "{:?}", p.galat);
    let sesudah: Vec<(i64, i64, String)> =
        sqlx::query_as(&format!("SELECT id, nomor, waktu_mulai FROM pertemuan WHERE id_kelas = {id_baru} ORDER BY nomor"))
            .fetch_all(&app.db)
            .await
            .unwrap();
    assert_eq!(sebelum.len(), sesudah.len(), "no meeting made or lost");
    for ((id, nomor, mulai), (id2, _, mulai2)) in sebelum.iter().zip(&sesudah) {
        assert_eq!(id, id2);
        if *nomor <= 4 {
            assert_eq!(mulai, mulai2, "a held meeting stays");
            continue;
        }
        let (lama, baru) =
            (lms::db::parse_time(mulai).unwrap().with_timezone(&wib), lms::db::parse_time(mulai2).unwrap().with_timezone(&wib));
        assert_eq!((chrono::Datelike::weekday(&baru), baru.format("%H:%M").to_string()), (chrono::Weekday::Sat, "13:00".to_string()));
        assert_eq!(baru.date_naive() - lama.date_naive(), chrono::Duration::days(3), "meeting {nomor} in its own week");
    }
    let ruang2_id: i64 = sqlx::query_scalar("SELECT id FROM ruangan WHERE nama = $1").bind(&ruang2).fetch_one(&app.db).await.unwrap();
    assert_eq!(
        count(app, &format!("SELECT COUNT(*) FROM pertemuan WHERE id_kelas = {id_baru} AND nomor > 4 AND id_ruangan = {ruang2_id}")).await,
        12
    );

    // Bad rows are named; nothing is written.
    let salah = format!(
        "{judul}\n{periode};{kode};Z;Mon;07:30;09:10;\n{periode};{kode};Z;Senin;09:10;07:30;\n{periode};{kode};Z;Senin;07:30;09:10;Gedung X\n\
         {periode};{kode};TIDAK;Senin;07:30;09:10;\n{periode};{kode};Z;Senin;07:30;09:10;\n{periode};{kode};z;Selasa;07:30;09:10;\n"
    );
    let p = impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(
        galat,
        [(2, "Hari"), (3, "Jam Selesai"), (4, "Ruangan"), (5, "Nama Kelas"), (6, "Nama Kelas"), (7, "Nama Kelas")],
        "{:?}",
        p.galat
    );
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM jadwal WHERE id_kelas = {id_baru} AND hari = 6")).await, 1, "nothing written");
}

async fn programmes_periods_and_rooms_by_their_keys(app: &TestApp) {
    // Programmes: a new one, a renamed one (its students and courses stay on it).
    let id_ti: i64 = sqlx::query_scalar("SELECT id FROM prodi WHERE kode = 'TI'").fetch_one(&app.db).await.unwrap();
    let mhs_ti = count(app, &format!("SELECT COUNT(*) FROM mahasiswa WHERE id_prodi = {id_ti}")).await;
    let berkas = "Kode Prodi;Nama;Jenjang;Kode Kampus\nTI;Informatika;s1;pusat\nDS;Sains Data;S1;PUSAT\n";
    let p = impor(&app.db, JenisImpor::Prodi, "prodi.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 0, 0), "{:?}", p.galat);
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM prodi WHERE id = {id_ti} AND nama = 'Informatika' AND jenjang = 'S1'")).await, 1);
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM mahasiswa WHERE id_prodi = {id_ti}")).await, mhs_ti);
    assert_eq!(counts(&impor(&app.db, JenisImpor::Prodi, "prodi.csv", berkas.as_bytes()).await.unwrap()), (0, 0, 2, 0));

    // Periods: dates in either form; a new one is not the current period.
    let berkas = "Periode;Tanggal Mulai;Tanggal Selesai\n20262;01/02/2027;31/07/2027\n20261;2026-08-31;2027-01-29\n";
    let p = impor(&app.db, JenisImpor::Periode, "periode.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 0, 1, 0), "{:?}", p.galat);
    let (tahun, semester, mulai, berjalan): (i64, i64, String, i64) =
        sqlx::query_as("SELECT tahun, semester, tanggal_mulai, is_berjalan FROM periode WHERE kode = 20262")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!((tahun, semester, mulai.as_str(), berjalan), (2026, 2, "2027-02-01T00:00:00Z", 0));

    // Rooms: by name, on a campus.
    let berkas = "Nama Ruangan;Kapasitas;Kode Kampus\nR.101;50;PUSAT\nLab Data;30;PUSAT\n";
    let p = impor(&app.db, JenisImpor::Ruangan, "ruangan.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 0, 0), "{:?}", p.galat);
    assert_eq!(count(app, "SELECT COUNT(*) FROM ruangan WHERE nama = 'R.101' AND kapasitas = 50").await, 1);

    // Bad rows are named; nothing is written.
    let salah =
        "Kode Prodi;Nama;Jenjang;Kode Kampus\nKS;Keamanan Siber;S7;PUSAT\nKS2;Kedua;S1;CABANG\nDS;Lagi;S1;PUSAT\nDS;Kembar;S1;PUSAT\n";
    let p = impor(&app.db, JenisImpor::Prodi, "prodi.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(galat, [(2, "Jenjang"), (3, "Kode Kampus"), (5, "Kode Prodi")], "{:?}", p.galat);
    let salah =
        "Periode;Tanggal Mulai;Tanggal Selesai\n20265;01/02/2027;31/07/2027\n20271;31/07/2027;01/02/2027\n20272;32/01/2028;01/07/2028\n";
    let p = impor(&app.db, JenisImpor::Periode, "periode.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(galat, [(2, "Periode"), (3, "Tanggal Selesai"), (4, "Tanggal Mulai")], "{:?}", p.galat);
    assert_eq!(count(app, "SELECT COUNT(*) FROM prodi WHERE kode IN ('KS', 'KS2')").await, 0);
    assert_eq!(count(app, "SELECT COUNT(*) FROM periode WHERE kode > 20262").await, 0);
}

async fn sessions_by_name_and_the_timetable_takes_them(app: &TestApp) {
    // The demo has Sesi 1 (07:30-09:10) to Sesi 5 (18:30-20:10): one equal, one new, one renamed.
    let id_sesi3: i64 = sqlx::query_scalar("SELECT id FROM sesi_kuliah WHERE nama = 'Sesi 3'").fetch_one(&app.db).await.unwrap();
    let berkas = "Nama Sesi;Jam Mulai;Jam Selesai\nSesi 1;07:30;09:10\nSesi Malam;20.30;22:00\nsesi 3;13:00;14:50\n";
    let p = impor(&app.db, JenisImpor::SesiKuliah, "sesi.csv", berkas.as_bytes()).await.unwrap();
    assert_eq!(counts(&p), (1, 1, 1, 0), "{:?}", p.galat);
    assert_eq!(count(app, &format!("SELECT COUNT(*) FROM sesi_kuliah WHERE id = {id_sesi3} AND jam_selesai = '14:50:00'")).await, 1);
    assert_eq!(counts(&impor(&app.db, JenisImpor::SesiKuliah, "sesi.csv", berkas.as_bytes()).await.unwrap()), (0, 0, 3, 0));
    let malam: i64 = sqlx::query_scalar("SELECT id FROM sesi_kuliah WHERE nama = 'Sesi Malam'").fetch_one(&app.db).await.unwrap();

    // Bad rows are named; nothing is written.
    let salah = "Nama Sesi;Jam Mulai;Jam Selesai\n;07:00;08:00\nSesi 9;10:00;09:00\nSesi 10;25:00;26:00\nSesi Malam;20:30;22:00\nSESI MALAM;20:30;22:00\n";
    let p = impor(&app.db, JenisImpor::SesiKuliah, "sesi.csv", salah.as_bytes()).await.unwrap();
    let galat: Vec<(u32, &str)> = p.galat.iter().map(|g| (g.baris, g.kolom.as_str())).collect();
    assert_eq!(galat, [(2, "Nama Sesi"), (3, "Jam Selesai"), (4, "Jam Mulai"), (6, "Nama Sesi")], "{:?}", p.galat);
    assert_eq!(count(app, "SELECT COUNT(*) FROM sesi_kuliah").await, 6);

    // The timetable's meetings take the session their start falls in, and a new slot's.
    let (id_kelas, periode, kode) = kelas_tanpa_pertemuan(app, "M").await;
    let judul = "Periode;Kode MK;Nama Kelas;Hari;Jam Mulai;Jam Selesai";
    let berkas = format!("{judul}\n{periode};{kode};M;Kamis;20:30;22:00\n");
    assert_eq!(counts(&impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", berkas.as_bytes()).await.unwrap()), (1, 0, 0, 0));
    let dengan = |id_sesi: &str| format!("SELECT COUNT(*) FROM pertemuan WHERE id_kelas = {id_kelas} AND id_sesi {id_sesi}");
    assert_eq!(count(app, &dengan(&format!("= {malam}"))).await, 16);
    // Meetings still to come move to a slot no session holds (12:00): they lose the session.
    let nanti =
        count(app, &format!("SELECT COUNT(*) FROM pertemuan WHERE id_kelas = {id_kelas} AND waktu_mulai > '{}'", lms::db::now())).await;
    let berkas = format!("{judul}\n{periode};{kode};M;Kamis;12:00;12:50\n");
    assert_eq!(counts(&impor(&app.db, JenisImpor::Jadwal, "jadwal.csv", berkas.as_bytes()).await.unwrap()), (0, 1, 0, 0));
    assert_eq!(count(app, &dengan("IS NULL")).await, nanti);
    assert_eq!(count(app, &dengan(&format!("= {malam}"))).await, 16 - nanti);
}

/// The (event, data) pairs of a server-sent event stream.
fn peristiwa(teks: &str) -> Vec<(String, serde_json::Value)> {
    teks.split("\n\n")
        .filter_map(|blok| {
            let baris = |awal: &str| blok.lines().find_map(|l| l.strip_prefix(awal)).map(str::to_string);
            Some((baris("event: ")?, serde_json::from_str(&baris("data: ")?).unwrap()))
        })
        .collect()
}

async fn the_page_import_reports_its_progress_as_events(app: &TestApp) {
    use crate::common::multipart;
    let op = app.login("operator").await;
    let baris: String = (0..1200).map(|i| format!("SSE{i:05};Mahasiswa Aliran {i};TI;2025\n")).collect();
    let berkas = format!("NIM;Nama;Kode Prodi;Angkatan\n{baris}");
    let kirim = |isi: String, aliran: bool| {
        let (ct, body) = multipart(&[("file", Some("mahasiswa.csv"), isi.as_bytes())]);
        let req = app.post("/lms/impor_akademik/mahasiswa").cookie(&op).raw(&ct, body);
        if aliran {
            req.header("accept", "text/event-stream")
        } else {
            req
        }
    };

    // Asked for events: the stages in order, the rows written never going back, then the summary.
    let res = kirim(berkas.clone(), true).send().await;
    assert_eq!(res.status, axum::http::StatusCode::OK, "{}", res.text);
    assert!(res.headers["content-type"].to_str().unwrap().starts_with("text/event-stream"));
    let semua = peristiwa(&res.text);
    let (akhir, kemajuan) = semua.split_last().expect("events");
    assert_eq!(akhir.0, "hasil", "{}", res.text);
    assert_eq!((akhir.1["ditambah"].as_u64(), akhir.1["jumlah_galat"].as_u64()), (Some(1200), Some(0)));
    assert!(kemajuan.iter().all(|(e, _)| e == "kemajuan"));
    assert_eq!(kemajuan[0].1, serde_json::json!({ "tahap": "memeriksa", "selesai": 0, "jumlah": 1200 }));
    assert_eq!(kemajuan.last().unwrap().1, serde_json::json!({ "tahap": "menyimpan", "selesai": 1200, "jumlah": 1200 }));
    let urutan: Vec<(bool, u64)> = kemajuan.iter().map(|(_, k)| (k["tahap"] == "menyimpan", k["selesai"].as_u64().unwrap())).collect();
    assert!(urutan.windows(2).all(|w| w[0] <= w[1]), "{urutan:?}");
    assert_eq!(count(app, "SELECT COUNT(*) FROM users WHERE username LIKE 'SSE%'").await, 1200);

    // A file with a bad row: the stream ends with the error body; nothing is written.
    let salah = "NIM;Nama;Kode Prodi;Angkatan\nSSE99999;Baru;TI;2025\nSSE99998;Salah;XX;2025\n".to_string();
    let res = kirim(salah, true).send().await;
    let (akhir, _) = peristiwa(&res.text).split_last().map(|(a, k)| (a.clone(), k.len())).expect("events");
    assert_eq!(akhir.0, "galat", "{}", res.text);
    assert!(akhir.1["status"]["message"].as_str().unwrap().contains("1 perlu diperbaiki"), "{}", akhir.1);
    assert_eq!(count(app, "SELECT COUNT(*) FROM users WHERE username = 'SSE99999'").await, 0);

    // Without the header the same import answers JSON: the second run changes nothing.
    let res = kirim(berkas, false).send().await;
    assert_eq!(res.status, axum::http::StatusCode::OK, "{}", res.text);
    assert_eq!((res.json["tetap"].as_u64(), res.json["ditambah"].as_u64()), (Some(1200), Some(0)));
}
