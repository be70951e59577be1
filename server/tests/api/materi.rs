//! Materials of a meeting and the files behind them (issue 10): who may add,
//! change, copy and delete them, every validation message, display time
//! enforced by the server, files of other classes refused, failed saves
//! leaving nothing, and the students' recorded uses.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};
use sqlx::Row;

use crate::both_engines;
use crate::common::{kelas_bersama, unggah_isi as unggah, KelasBersama, Session, TestApp};

both_engines!(
    lecturer_adds_ebook_and_student_reads_it,
    every_validation_message,
    uploads_are_checked_and_failed_saves_leave_nothing,
    hidden_until_display_time_on_the_server,
    other_classes_and_roles_are_refused,
    delete_removes_rows_and_file,
    copy_from_another_class_shares_the_file,
    watching_and_listening_need_the_set_share,
    meeting_routes_lead_to_the_meeting_page,
    abandoned_uploads_are_swept,
    section_roots_list_what_the_tiles_count,
    office_files_get_a_pdf_preview,
    a_stuck_or_failed_preview_is_tried_again,
);

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

async fn kasus(app: &TestApp) -> KelasBersama {
    kelas_bersama(app, true).await
}

fn nanti(jam: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(jam))
}

fn materi(id_pertemuan: i64, file: Value) -> Value {
    json!({
        "id_pertemuan": id_pertemuan, "judul": "Modul 1: Pengantar", "deskripsi": "<p>Baca bab 1.</p>",
        "tipe_file": "ebook", "jenis_materi": "modul", "file": file, "file_url": null,
        "tampil_sekarang": true, "waktu_mulai_tampil": null, "is_syarat_hadir": true, "deadline": nanti(48)
    })
}

async fn jumlah(app: &TestApp, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(&app.db).await.unwrap()
}

fn kartu(halaman: &Value, id: i64) -> Option<Value> {
    halaman["aktivitas"].as_array().unwrap().iter().find(|a| a["id"] == id).cloned()
}

async fn lecturer_adds_ebook_and_student_reads_it(app: &TestApp) {
    let k = kasus(app).await;
    let up = unggah(app, &k.dosen, "materi/ebook", "Modul 1.pdf", PDF).await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    assert_eq!(up.json["name"], "Modul 1.pdf");
    assert_eq!(up.json["content_length"], PDF.len());
    let res = app.post("/lms/materi").cookie(&k.dosen).json(materi(k.id_pertemuan, up.json.clone())).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    assert_eq!(res.json["file"]["url"], up.json["url"]);
    assert!(res.json["created_by"]["name"].as_str().unwrap().contains("Budi Santoso"));

    // The student's meeting page shows it with the notice, not yet read.
    let halaman = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert_eq!(halaman.status, StatusCode::OK, "{}", halaman.text);
    assert_eq!(halaman.json["izin"]["isPeserta"], true);
    assert_eq!(halaman.json["izin"]["isAllowTambah"], false);
    assert_eq!(halaman.json["syarat"]["ebook_detik"], 60);
    let m = kartu(&halaman.json, id).expect("material listed")["materi"].clone();
    assert_eq!(m["akses_saya"], Value::Null);

    // Reading is recorded once: a second press keeps the first time.
    let url = format!("/lms/materi/{id}/akses");
    let baca = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "baca", "persen": null})).send().await;
    assert_eq!(baca.status, StatusCode::OK, "{}", baca.text);
    assert_eq!(baca.json["cara"], "baca");
    assert_eq!(baca.json["tepat_waktu"], true);
    let lagi = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "baca", "persen": null})).send().await;
    assert_eq!(lagi.json["waktu"], baca.json["waktu"]);
    // An e-book is read, not downloaded, for attendance.
    let unduh = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "unduh", "persen": null})).send().await;
    assert_eq!(unduh.status, StatusCode::UNPROCESSABLE_ENTITY);

    // The file opens in the browser for the student; 'Download' makes it an attachment.
    let file = app.get(up.json["url"].as_str().unwrap()).cookie(&k.mhs).send().await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(file.headers["content-type"], "application/pdf");
    assert!(file.headers["content-disposition"].to_str().unwrap().starts_with("inline"));
    let lampiran = app.get(&format!("{}?unduh=1", up.json["url"].as_str().unwrap())).cookie(&k.mhs).send().await;
    assert!(lampiran.headers["content-disposition"].to_str().unwrap().starts_with("attachment"));
    let potong = app.get(up.json["url"].as_str().unwrap()).cookie(&k.mhs).header("range", "bytes=1-3").send().await;
    assert_eq!((potong.status, potong.text.as_str()), (StatusCode::PARTIAL_CONTENT, "PDF"));

    // The lecturer sees one student recorded.
    let guru = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.dosen).send().await;
    let m = kartu(&guru.json, id).unwrap()["materi"].clone();
    assert_eq!(m["jumlah_akses"], 1);
    assert!(m["jumlah_peserta"].as_i64().unwrap() >= 1);
    assert_eq!(guru.json["izin"]["isAllowTambah"], true);
    let log: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'tambah_materi'").fetch_one(&app.db).await.unwrap();
    assert_eq!(log, 1);
}

async fn every_validation_message(app: &TestApp) {
    let k = kasus(app).await;
    let up = unggah(app, &k.dosen, "materi/ebook", "a.pdf", PDF).await;
    let base = materi(k.id_pertemuan, up.json.clone());
    let cases: Vec<(Value, &str)> = vec![
        (json!({"judul": "  "}), "Judul wajib diisi!"),
        (json!({"deskripsi": "<p>&nbsp;</p>"}), "Deskripsi wajib diisi!"),
        (json!({"tampil_sekarang": false, "waktu_mulai_tampil": null}), "Tanggal & Jam Mulai Tampil wajib dipilih!"),
        (json!({"tampil_sekarang": false, "waktu_mulai_tampil": nanti(-2)}), "Waktu mulai tampil tidak boleh di masa lalu."),
        (json!({"deadline": null}), "Batas syarat kehadiran wajib diisi!"),
        (json!({"deadline": nanti(-1)}), "Batas syarat kehadiran tidak boleh di masa lalu."),
        (
            json!({"tampil_sekarang": false, "waktu_mulai_tampil": nanti(5), "deadline": nanti(4)}),
            "Batas syarat kehadiran harus setelah waktu mulai tampil.",
        ),
        (json!({"tipe_file": "url", "file": null, "file_url": ""}), "Link wajib diisi!"),
        (
            json!({"tipe_file": "url", "file": null, "file_url": "javascript:alert(1)"}),
            "Link tidak valid. Gunakan alamat seperti https://contoh.ac.id/materi.",
        ),
        (json!({"file": null}), "File wajib diunggah!"),
        (json!({"tipe_file": "video"}), "File type .pdf is not allowed"),
        (
            json!({"file": {"url": "/v2/storager/00000000000000000000000000000bad/x.pdf", "name": "x.pdf", "content_length": 1}}),
            "File tidak ditemukan. Unggah ulang file materi.",
        ),
        (json!({"id_pertemuan": 99_999_999}), "Pertemuan tidak ditemukan."),
    ];
    let before = jumlah(app, "aktivitas").await;
    for (change, message) in cases {
        let mut body = base.clone();
        for (key, value) in change.as_object().unwrap() {
            body[key] = value.clone();
        }
        let res = app.post("/lms/materi").cookie(&k.dosen).json(body).send().await;
        assert!(res.status.is_client_error(), "{message}: {}", res.text);
        assert_eq!(res.message(), message);
    }
    assert_eq!(jumlah(app, "aktivitas").await, before, "no failed save left a row");
    assert_eq!(
        jumlah(app, "materi").await,
        sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM aktivitas WHERE jenis = 'materi'").fetch_one(&app.db).await.unwrap()
    );

    // Offline meetings: the attendance requirement does not apply.
    let offline: i64 = sqlx::query_scalar("SELECT id FROM pertemuan WHERE id_kelas = $1 AND jenis = 'offline' ORDER BY id LIMIT 1")
        .bind(k.id_kelas)
        .fetch_optional(&app.db)
        .await
        .unwrap()
        .unwrap_or(k.id_pertemuan);
    if offline != k.id_pertemuan {
        let res = app.post("/lms/materi").cookie(&k.dosen).json(materi(offline, up.json.clone())).send().await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
        assert_eq!((res.json["is_syarat_hadir"].clone(), res.json["deadline"].clone()), (json!(false), Value::Null));
    }
    // A URL material keeps its link and has no file.
    let mut url = base.clone();
    url["tipe_file"] = json!("url");
    url["file"] = Value::Null;
    url["file_url"] = json!("www.youtube.com/watch?v=abc");
    let res = app.post("/lms/materi").cookie(&k.dosen).json(url).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["file_url"].clone(), res.json["file"].clone()), (json!("www.youtube.com/watch?v=abc"), Value::Null));
    // Rich text is sanitised on save.
    let mut xss = materi(k.id_pertemuan, up.json.clone());
    xss["deskripsi"] = json!("<p onclick=\"x()\">Baca<script>alert(1)</script></p>");
    let res = app.post("/lms/materi").cookie(&k.dosen).json(xss).send().await;
    assert_eq!(res.json["deskripsi"], "<p>Baca</p>");
}

async fn uploads_are_checked_and_failed_saves_leave_nothing(app: &TestApp) {
    let k = kasus(app).await;
    let files_before = jumlah(app, "berkas").await;
    let res = unggah(app, &k.dosen, "materi/ebook", "virus.exe", b"MZ\x90\0").await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "File type .exe is not allowed"));
    let res = unggah(app, &k.dosen, "materi/ebook", "palsu.pdf", b"<html><script>alert(1)</script>").await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().contains("bukan file .pdf"), "{}", res.text);
    let res = unggah(app, &k.dosen, "rahasia/../../x", "a.pdf", PDF).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    // The size limit comes from the settings (MB x 1,000,000 bytes).
    sqlx::query("UPDATE pengaturan SET nilai = $1 WHERE kunci = 'pengaturan_sistem'")
        .bind(r#"{"time_zone":"Asia/Jakarta","ukuran_max_file":{"materi":{"ebook":0.00002,"video":100,"audio":20,"arsip":50}}}"#)
        .execute(&app.db)
        .await
        .unwrap();
    let res = unggah(app, &k.dosen, "materi/ebook", "besar.pdf", &[PDF, &[b' '; 64]].concat()).await;
    assert_eq!((res.status, res.message()), (StatusCode::PAYLOAD_TOO_LARGE, "Ukuran maksimal 20 B"));
    assert_eq!(jumlah(app, "berkas").await, files_before, "no refused upload left a row");
    let stored = walk(&app.storage).await;
    assert_eq!(stored, 0, "no refused upload left a file");
}

/// Files in the test's store outside the demo folder.
async fn walk(storage: &lms::storage::Storage) -> usize {
    storage.jumlah_berkas("materi").await
}

async fn hidden_until_display_time_on_the_server(app: &TestApp) {
    let k = kasus(app).await;
    let up = unggah(app, &k.dosen, "materi/ebook", "nanti.pdf", PDF).await;
    let mut body = materi(k.id_pertemuan, up.json.clone());
    body["tampil_sekarang"] = json!(false);
    body["waktu_mulai_tampil"] = json!(nanti(24));
    let res = app.post("/lms/materi").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();

    let halaman = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert!(kartu(&halaman.json, id).is_none(), "hidden from the student's page");
    for (method, path) in [(Method::GET, format!("/lms/materi/{id}")), (Method::GET, up.json["url"].as_str().unwrap().to_string())] {
        let res = app.req(method, &path).cookie(&k.mhs).send().await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{path}");
    }
    let res =
        app.req(Method::PUT, &format!("/lms/materi/{id}/akses")).cookie(&k.mhs).json(json!({"cara": "baca", "persen": null})).send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    let page = app.get(&format!("/kelas/{}/{}", k.id_kelas, k.id_pertemuan)).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert!(!page.text.contains("nanti.pdf"), "not in the page props either");
    // The lecturer sees it.
    let guru = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.dosen).send().await;
    assert!(kartu(&guru.json, id).is_some());
    // Once the time has come, the student sees it.
    sqlx::query("UPDATE aktivitas SET waktu_mulai = $1 WHERE id = $2").bind(nanti(-1)).bind(id).execute(&app.db).await.unwrap();
    let halaman = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert!(kartu(&halaman.json, id).is_some());
}

/// A student of another class, and a lecturer who does not teach this one.
async fn orang_luar(app: &TestApp, id_kelas: i64) -> (String, String) {
    let mhs: String = sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id
         WHERE NOT EXISTS (SELECT 1 FROM kelas_peserta kp WHERE kp.id_kelas = $1 AND kp.id_mahasiswa = u.id) ORDER BY u.id LIMIT 1",
    )
    .bind(id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let dosen: String = sqlx::query_scalar(
        "SELECT u.username FROM users u WHERE u.role = 'dosen'
         AND NOT EXISTS (SELECT 1 FROM kelas_pengajar kg WHERE kg.id_kelas = $1 AND kg.id_dosen = u.id) ORDER BY u.id LIMIT 1",
    )
    .bind(id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    (mhs, dosen)
}

async fn other_classes_and_roles_are_refused(app: &TestApp) {
    let k = kasus(app).await;
    let up = unggah(app, &k.dosen, "materi/ebook", "kelas.pdf", PDF).await;
    let res = app.post("/lms/materi").cookie(&k.dosen).json(materi(k.id_pertemuan, up.json.clone())).send().await;
    let id = res.json["id"].as_i64().unwrap();
    let url = up.json["url"].as_str().unwrap();
    let (mhs_luar, dosen_luar) = orang_luar(app, k.id_kelas).await;
    let luar = app.login(&mhs_luar).await;
    assert_eq!(app.get(url).cookie(&luar).send().await.status, StatusCode::NOT_FOUND, "a guessed URL of another class's file");
    assert_eq!(app.get(&format!("/lms/materi/{id}")).cookie(&luar).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&luar).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(unggah(app, &k.mhs, "materi/ebook", "m.pdf", PDF).await.status, StatusCode::FORBIDDEN, "students do not upload materials");
    // Another lecturer may not add here, nor use this lecturer's upload.
    let lain = app.login(&dosen_luar).await;
    assert_eq!(
        app.post("/lms/materi").cookie(&lain).json(materi(k.id_pertemuan, up.json.clone())).send().await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(app.req(Method::DELETE, &format!("/lms/materi/{id}")).cookie(&lain).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(url).cookie(&lain).send().await.status, StatusCode::NOT_FOUND);
    // A read-only operator reads but does not write; a writing operator writes anywhere.
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get(url).cookie(&baca).send().await.status, StatusCode::OK);
    assert_eq!(
        app.post("/lms/materi").cookie(&baca).json(materi(k.id_pertemuan, up.json.clone())).send().await.status,
        StatusCode::FORBIDDEN
    );
    let op = app.login("operator").await;
    let up2 = unggah(app, &op, "materi/ebook", "op.pdf", PDF).await;
    assert_eq!(up2.status, StatusCode::CREATED);
    let res = app.post("/lms/materi").cookie(&op).json(materi(k.id_pertemuan, up2.json.clone())).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    // Teachers do not record uses.
    let res = app
        .req(Method::PUT, &format!("/lms/materi/{id}/akses"))
        .cookie(&k.dosen)
        .json(json!({"cara": "baca", "persen": null}))
        .send()
        .await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    // Nobody but the uploader removes an upload, and not while it is used.
    let hapus = |s: &Session| app.req(Method::DELETE, &format!("/v2/storager?url={}", urlencode(url))).cookie(s).send();
    assert_eq!(hapus(&op).await.status, StatusCode::NOT_FOUND);
    assert_eq!(hapus(&k.dosen).await.status, StatusCode::CONFLICT);
}

fn urlencode(s: &str) -> String {
    percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
}

async fn delete_removes_rows_and_file(app: &TestApp) {
    let k = kasus(app).await;
    let up = unggah(app, &k.dosen, "materi/ebook", "hapus.pdf", PDF).await;
    let id =
        app.post("/lms/materi").cookie(&k.dosen).json(materi(k.id_pertemuan, up.json.clone())).send().await.json["id"].as_i64().unwrap();
    app.req(Method::PUT, &format!("/lms/materi/{id}/akses")).cookie(&k.mhs).json(json!({"cara": "baca", "persen": null})).send().await;
    assert_eq!(walk(&app.storage).await, 1);
    let res = app.req(Method::DELETE, &format!("/lms/materi/{id}")).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    for table in ["aktivitas WHERE id = $1", "materi WHERE id_aktivitas = $1", "materi_akses WHERE id_aktivitas = $1"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}")).bind(id).fetch_one(&app.db).await.unwrap();
        assert_eq!(n, 0, "{table}");
    }
    assert_eq!(app.get(up.json["url"].as_str().unwrap()).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(walk(&app.storage).await, 0, "the file went with its material");
    assert_eq!(app.req(Method::DELETE, &format!("/lms/materi/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
}

async fn copy_from_another_class_shares_the_file(app: &TestApp) {
    let k = kasus(app).await;
    // A material with a file in another class of a course the lecturer teaches.
    let sumber = sqlx::query(
        "SELECT a.id, k.id_mata_kuliah FROM aktivitas a JOIN materi m ON m.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE m.id_berkas IS NOT NULL AND k.id <> $1
           AND k.id_mata_kuliah IN (SELECT k2.id_mata_kuliah FROM kelas_kuliah k2 JOIN kelas_pengajar kg ON kg.id_kelas = k2.id
                                    JOIN users u ON u.id = kg.id_dosen WHERE u.username = 'dosen')
         ORDER BY a.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let (id_sumber, makul): (i64, i64) = (sumber.get("id"), sumber.get("id_mata_kuliah"));
    let ditulis = lms::seed::pasang_berkas_demo(&app.db, &app.storage).await.unwrap();
    assert_eq!(ditulis, 10, "the demo's files are made into the store");
    assert_eq!(lms::seed::pasang_berkas_demo(&app.db, &app.storage).await.unwrap(), 0, "and only once");
    let list = app
        .get(&format!("/v2/lms/materi?exclude_id_kelas_kuliah={}&id_mata_kuliah={makul}&page=1&per_page=10", k.id_kelas))
        .cookie(&k.dosen)
        .send()
        .await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.text);
    assert!(list.json["meta"]["total_items"].as_i64().unwrap() >= 1);
    assert!(list.json["data"].as_array().unwrap().len() <= 10);
    assert_eq!(app.get("/v2/lms/materi").cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let kosong = json!({"id_pertemuan": k.id_pertemuan, "list_id": [], "is_syarat_hadir": false, "tampil_sekarang": true, "waktu_mulai_tampil": null, "deadline": null, "type": "salin"});
    let res = app.post("/lms/materi/salin").cookie(&k.dosen).json(kosong.clone()).send().await;
    assert_eq!(res.message(), "Materi wajib dipilih!");
    let mut body = kosong;
    body["list_id"] = json!([id_sumber]);
    let res = app.post("/lms/materi/salin").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let salinan = &res.json["data"][0];
    assert_eq!(salinan["id_pertemuan"], k.id_pertemuan);
    // The class's student opens the copy's file.
    let url = salinan["file"]["url"].as_str().unwrap();
    assert_eq!(app.get(url).cookie(&k.mhs).send().await.status, StatusCode::OK);
}

async fn watching_and_listening_need_the_set_share(app: &TestApp) {
    let k = kasus(app).await;
    // The demo's audio recording belongs to another uploader.
    let wav: String = sqlx::query_scalar("SELECT id FROM berkas WHERE kunci = 'demo/rekaman-kuliah.wav'").fetch_one(&app.db).await.unwrap();
    let info = json!({"url": format!("/v2/storager/{wav}/Rekaman%20Kuliah.wav"), "name": "Rekaman Kuliah.wav", "content_length": 1});
    let mut body = materi(k.id_pertemuan, info);
    body["tipe_file"] = json!("audio");
    // Another lecturer's upload cannot be attached by URL.
    let res = app.post("/lms/materi").cookie(&k.dosen).json(body.clone()).send().await;
    assert_eq!(res.message(), "File tidak ditemukan. Unggah ulang file materi.");
    let wav_bytes = {
        let mut b = b"RIFF\x24\0\0\0WAVEfmt ".to_vec();
        b.extend_from_slice(&[0u8; 64]);
        b
    };
    let up = unggah(app, &k.dosen, "materi/audio", "kuliah.wav", &wav_bytes).await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    body["file"] = up.json.clone();
    let id = app.post("/lms/materi").cookie(&k.dosen).json(body).send().await.json["id"].as_i64().unwrap();
    let url = format!("/lms/materi/{id}/akses");
    let res = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "dengar", "persen": 30})).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Materi belum didengarkan sampai 50%."));
    let res = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "tonton", "persen": 90})).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "an audio is listened to, not watched");
    let res = app.req(Method::PUT, &url).cookie(&k.mhs).json(json!({"cara": "dengar", "persen": 55.4})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let persen: Option<i64> =
        sqlx::query_scalar("SELECT persen FROM materi_akses WHERE id_aktivitas = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(persen, Some(55));
}

async fn meeting_routes_lead_to_the_meeting_page(app: &TestApp) {
    let k = kasus(app).await;
    let res = app.get(&format!("/pertemuan/{}", k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert_eq!(res.location(), Some(format!("/kelas/{}/{}", k.id_kelas, k.id_pertemuan).as_str()));
    let res = app.get(&format!("/kelas/{}?pertemuan={}", k.id_kelas, k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert_eq!(res.location(), Some(format!("/kelas/{}/{}", k.id_kelas, k.id_pertemuan).as_str()));
    let page = app.get(&format!("/kelas/{}/{}", k.id_kelas, k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert_eq!(page.status, StatusCode::OK);
    let props = page.page_props();
    assert_eq!(props["page"], "pertemuan");
    assert_eq!(props["data"]["pertemuan"]["id"], k.id_pertemuan);
    // A meeting of another class under this class's address is not found.
    let lain: i64 =
        sqlx::query_scalar("SELECT id FROM pertemuan WHERE id_kelas <> $1 LIMIT 1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let res = app.get(&format!("/kelas/{}/{lain}", k.id_kelas)).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    // Anonymous: to the login page first.
    let res = app.get(&format!("/pertemuan/{}", k.id_pertemuan)).send().await;
    assert!(res.location().unwrap().starts_with("/?redirect="), "{:?}", res.location());
}

async fn abandoned_uploads_are_swept(app: &TestApp) {
    let k = kasus(app).await;
    let yatim = unggah(app, &k.dosen, "materi/ebook", "lupa.pdf", PDF).await;
    let dipakai = unggah(app, &k.dosen, "materi/ebook", "pakai.pdf", PDF).await;
    app.post("/lms/materi").cookie(&k.dosen).json(materi(k.id_pertemuan, dipakai.json.clone())).send().await;
    // Sweep everything older than an hour from now: the unused upload goes, the used one stays.
    let n = lms::berkas::service::sapu_yatim(&app.db, &app.storage, -1).await.unwrap();
    assert!(n >= 1);
    assert_eq!(app.get(yatim.json["url"].as_str().unwrap()).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(dipakai.json["url"].as_str().unwrap()).cookie(&k.dosen).send().await.status, StatusCode::OK);
    assert_eq!(walk(&app.storage).await, 1);
    // The uploader may remove an unused upload at once (a cancelled form).
    let batal = unggah(app, &k.dosen, "materi/ebook", "batal.pdf", PDF).await;
    let res = app
        .req(Method::DELETE, &format!("/v2/storager?url={}", urlencode(batal.json["url"].as_str().unwrap())))
        .cookie(&k.dosen)
        .send()
        .await;
    assert_eq!(res.status, StatusCode::NO_CONTENT);
    assert_eq!(walk(&app.storage).await, 1);
}

/// The section roots behind the dashboard tiles: the open ones are what the tile counts.
async fn section_roots_list_what_the_tiles_count(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let beranda = app.get("/beranda").cookie(&mhs).header("x-lms-data", "1").send().await;
    for jenis in ["tugas", "ujian", "forum", "vidcon"] {
        let res = app.get(&format!("/{jenis}")).cookie(&mhs).header("x-lms-data", "1").send().await;
        assert_eq!(res.status, StatusCode::OK, "/{jenis}: {}", res.text);
        assert_eq!(res.json["page"], "daftar_aktivitas");
        let data = &res.json["data"];
        assert_eq!(data["meta"]["total_items"], beranda.json["data"]["tiles"][jenis], "/{jenis} lists what its tile counts");
        for item in data["items"].as_array().unwrap() {
            assert!(item["tautan"].as_str().unwrap().starts_with("/kelas/"));
            assert_ne!(item["status"], "selesai");
        }
        let selesai = app.get(&format!("/{jenis}?status=selesai")).cookie(&mhs).header("x-lms-data", "1").send().await;
        assert!(selesai.json["data"]["items"].as_array().unwrap().iter().all(|i| i["status"] == "selesai"));
    }
    // A joined vidcon leaves the student's open list, like a handed-in task.
    let k = kasus(app).await;
    let vidcon: i64 = sqlx::query_scalar("SELECT a.id FROM aktivitas a WHERE a.id_pertemuan = $1 AND a.jenis = 'vidcon'")
        .bind(k.id_pertemuan)
        .fetch_one(&app.db)
        .await
        .unwrap();
    sqlx::query("UPDATE aktivitas SET waktu_mulai = $1 WHERE id = $2").bind(nanti(-1)).bind(vidcon).execute(&app.db).await.unwrap();
    let sebelum = app.get("/vidcon?per_page=20").cookie(&k.mhs).header("x-lms-data", "1").send().await.json["data"]["meta"]["total_items"]
        .as_i64()
        .unwrap();
    let res = app.req(Method::PUT, &format!("/lms/vidcon/{vidcon}/join")).cookie(&k.mhs).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let sesudah =
        app.get("/vidcon").cookie(&k.mhs).header("x-lms-data", "1").send().await.json["data"]["meta"]["total_items"].as_i64().unwrap();
    assert_eq!(sesudah, sebelum - 1);
    let page = app.get("/vidcon").cookie(&k.dosen).send().await;
    assert_eq!(page.status, StatusCode::OK, "server-rendered");
}

/// Issue 34: a Word, Excel or PowerPoint material gets a PDF preview made by LibreOffice when it
/// is installed (the test suite installs it: scripts/test.sh, and CI must have it); it is read by
/// who may read the file, and goes with the material.
async fn office_files_get_a_pdf_preview(app: &TestApp) {
    let k = kasus(app).await;
    let xlsx = {
        let mut buku = rust_xlsxwriter::Workbook::new();
        buku.add_worksheet().write_string(0, 0, "Jadwal Praktikum Pratinjau").unwrap();
        buku.save_to_buffer().unwrap()
    };
    let up = unggah(app, &k.dosen, "materi/ebook", "Jadwal.xlsx", &xlsx).await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    let res = app.post("/lms/materi").cookie(&k.dosen).json(materi(k.id_pertemuan, up.json.clone())).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let id_berkas = up.json["url"].as_str().unwrap().split('/').nth(3).unwrap().to_string();

    let ada = lms::berkas::pratinjau::pengubah().is_some();
    if std::env::var("CI").as_deref() == Ok("true") {
        assert!(ada, "CI installs LibreOffice (scripts/test.sh): the conversion must be tested there");
    }
    let mut url = None;
    for _ in 0..180 {
        let m = app.get(&format!("/lms/materi/{id}")).cookie(&k.mhs).send().await;
        assert_eq!(m.status, StatusCode::OK, "{}", m.text);
        if let Some(u) = m.json["pratinjau_url"].as_str() {
            url = Some(u.to_string());
            break;
        }
        if !ada {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    }
    if !ada {
        assert_eq!(url, None, "no preview without LibreOffice: the viewer offers the download");
        assert_eq!(app.get(&format!("/v2/pratinjau/{id_berkas}")).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND);
        eprintln!("LibreOffice tidak terpasang: hanya jalur tanpa pratinjau yang diuji");
        return;
    }
    let url = url.expect("the preview is made within 90 s");
    assert_eq!(url, format!("/v2/pratinjau/{id_berkas}"));
    let (status, headers, pdf) = app.get(&url).cookie(&k.mhs).send_raw().await;
    assert_eq!((status, headers["content-type"].to_str().unwrap()), (StatusCode::OK, "application/pdf"));
    assert!(pdf.starts_with(b"%PDF"), "a PDF");
    assert!(crate::common::pdftotext(&pdf).contains("Jadwal Praktikum Pratinjau"));
    // Read by who may read the file: another class's student is answered as for the file itself.
    let luar = app.login(&crate::common::mahasiswa_luar(app, k.id_kelas).await).await;
    let berkas = app.get(up.json["url"].as_str().unwrap()).cookie(&luar).send().await.status;
    assert!(berkas.is_client_error(), "{berkas}");
    assert_eq!(app.get(&url).cookie(&luar).send().await.status, berkas);
    // Made once: saving the material again does not convert it again.
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM berkas_pratinjau WHERE id_berkas = $1").bind(&id_berkas).fetch_one(&app.db).await.unwrap();
    assert_eq!(n, 1);
    // Deleting the material deletes its preview.
    assert_eq!(app.req(Method::DELETE, &format!("/lms/materi/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    let n: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM berkas_pratinjau WHERE id_berkas = $1").bind(&id_berkas).fetch_one(&app.db).await.unwrap();
    assert_eq!(n, 0, "its row goes with the file");
    assert_eq!(app.get(&url).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
}

/// A preview claimed by a server that stopped mid-way is taken over after an hour, and a failed
/// one is tried again after a day; a running or ready one is left alone (one claim per file).
async fn a_stuck_or_failed_preview_is_tried_again(app: &TestApp) {
    use lms::berkas::pratinjau::EKSTENSI;
    use lms::berkas::store::{klaim_pratinjau, tanpa_pratinjau, SejakPratinjau};
    // The demo's 'Jadwal Praktikum.xlsx', and a PDF that never needs a preview.
    let id: String = sqlx::query_scalar(
        "SELECT m.id_berkas FROM materi m JOIN berkas b ON b.id = m.id_berkas WHERE b.ekstensi = 'xlsx' ORDER BY m.id_berkas LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let pdf: String = sqlx::query_scalar(
        "SELECT m.id_berkas FROM materi m JOIN berkas b ON b.id = m.id_berkas WHERE b.ekstensi = 'pdf' ORDER BY m.id_berkas LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query("DELETE FROM berkas_pratinjau").execute(&app.db).await.unwrap();
    let lalu = |jam: i64| lms::db::format_time(chrono::Utc::now() - chrono::Duration::hours(jam));
    let sejak = || SejakPratinjau { menunggu: lalu(1), gagal: lalu(24) };
    let set = |status: &'static str, jam: i64| {
        let (db, id) = (app.db.clone(), id.clone());
        async move {
            sqlx::query("UPDATE berkas_pratinjau SET status = $1, diperbarui = $2 WHERE id_berkas = $3")
                .bind(status)
                .bind(lalu(jam))
                .bind(&id)
                .execute(&db)
                .await
                .unwrap();
        }
    };
    let menunggu_ulang = |daftar: Vec<String>| daftar.contains(&id);

    let awal = tanpa_pratinjau(&app.db, &sejak(), EKSTENSI).await.unwrap();
    assert!(awal.contains(&id) && !awal.contains(&pdf), "only office files are listed at start: {awal:?}");
    assert!(klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "never asked: claimed");
    assert!(!klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "running: not claimed twice");
    assert!(!menunggu_ulang(tanpa_pratinjau(&app.db, &sejak(), EKSTENSI).await.unwrap()));
    set("menunggu", 2).await;
    assert!(menunggu_ulang(tanpa_pratinjau(&app.db, &sejak(), EKSTENSI).await.unwrap()), "left by a stopped server: listed at start");
    assert!(klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "left by a stopped server: taken over");
    set("gagal", 1).await;
    assert!(!klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "failed an hour ago: not yet");
    assert!(!menunggu_ulang(tanpa_pratinjau(&app.db, &sejak(), EKSTENSI).await.unwrap()));
    set("gagal", 25).await;
    assert!(menunggu_ulang(tanpa_pratinjau(&app.db, &sejak(), EKSTENSI).await.unwrap()), "failed a day ago: listed at start");
    assert!(klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "failed a day ago: tried again");
    set("siap", 100).await;
    assert!(!klaim_pratinjau(&app.db, &id, &sejak()).await.unwrap(), "ready: never again");
    let status: String =
        sqlx::query_scalar("SELECT status FROM berkas_pratinjau WHERE id_berkas = $1").bind(&id).fetch_one(&app.db).await.unwrap();
    assert_eq!(status, "siap");
}
