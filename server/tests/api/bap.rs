//! BAP: report data, the PDF (read back with pdftotext), the period ZIP built
//! by a background job (read back with a zip reader), the programme signer.

use std::io::Read;
use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::{pdftotext, Session, TestApp};

both_engines!(
    report_matches_the_database,
    pdf_holds_the_report_as_text,
    who_may_read_a_bap,
    bad_requests_are_refused,
    period_zip_is_a_background_job,
    one_archive_at_a_time_per_user,
    the_archive_queue_is_bounded,
    old_archives_and_leftovers_are_cleaned_up,
    a_job_belongs_to_the_server_holding_its_lease,
    programme_signer,
);

/// The demo lecturer's first class of the previous period: all 16 meetings held.
async fn kelas_lalu(app: &TestApp) -> i64 {
    sqlx::query_scalar(
        "SELECT MIN(k.id) FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id
         WHERE kp.id_dosen = 100 AND k.periode = 20252",
    )
    .fetch_one(&app.db)
    .await
    .unwrap()
}

async fn report_matches_the_database(app: &TestApp) {
    let id = kelas_lalu(app).await;
    let s = app.login("dosen").await;
    let res = app.get(&format!("/lms/kelas_kuliah/{id}/bap")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let d = &res.json;
    assert_eq!(d["username"], "dosen");
    assert_eq!(d["kelas"]["id"], id);
    let pertemuan = d["pertemuan"].as_array().unwrap();
    assert_eq!(pertemuan.len(), 16);
    let first = &pertemuan[0];
    let id_p = first["info"]["id"].as_i64().unwrap();
    let hadir: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kehadiran_mahasiswa WHERE id_pertemuan = $1 AND kode = 'H'")
        .bind(id_p)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(first["info"]["peserta_hadir"], hadir);
    assert!(hadir > 0);
    let progress: f64 = sqlx::query_scalar("SELECT AVG(progress) FROM kehadiran_mahasiswa WHERE id_pertemuan = $1")
        .bind(id_p)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(first["info"]["progress_peserta"].as_f64().unwrap(), (progress * 1000.0).round() / 10.0);
    // The material and the 'Kontrak Kuliah' text (texts are listed with the materials).
    assert_eq!(first["materi"].as_array().unwrap().len(), 2);
    // Meeting 3 has an individual task; its figures come from the hand-ins.
    let tugas = &pertemuan[2]["tugas"][0];
    let (kumpul, dinilai): (i64, i64) = {
        let row: (i64, i64) = sqlx::query_as("SELECT COUNT(*), COUNT(nilai) FROM pengerjaan WHERE id_aktivitas = $1")
            .bind(tugas["id"].as_i64().unwrap())
            .fetch_one(&app.db)
            .await
            .unwrap();
        row
    };
    assert_eq!(tugas["total_nilai"], kumpul);
    assert_eq!(tugas["jumlah_dinilai"], dinilai);
    assert_eq!(tugas["sub_jenis"], "individu");
    assert!(pertemuan[7]["ujian"][0]["rata_rata_nilai"].as_f64().is_some(), "UTS has a mean score");
    assert!(d["penandatangan"]["namaKhsKiri"].as_str().unwrap().starts_with("Dr. "));
    // laporan_saya: only meetings whose attendance names the lecturer.
    let mine: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM kehadiran_pengajar g JOIN pertemuan p ON p.id = g.id_pertemuan WHERE p.id_kelas = $1 AND g.id_dosen = 100",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let res = app.get(&format!("/lms/kelas_kuliah/{id}/bap?laporan_saya=true")).cookie(&s).send().await;
    assert_eq!(res.json["pertemuan"].as_array().unwrap().len() as i64, mine);
}

async fn pdf_holds_the_report_as_text(app: &TestApp) {
    let id = kelas_lalu(app).await;
    let s = app.login("dosen").await;
    let res = app.get(&format!("/lms/kelas_kuliah/{id}/bap/unduh")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.headers["content-type"], "application/pdf");
    let disposition = res.headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment; filename=\"BAP - "), "{disposition}");
    let data = app.get(&format!("/lms/kelas_kuliah/{id}/bap")).cookie(&s).send().await.json;
    let pdf = app.get(&format!("/lms/kelas_kuliah/{id}/bap/unduh")).cookie(&s).send_bytes().await;
    assert!(pdf.starts_with(b"%PDF-"));
    let text = pdftotext(&pdf);
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("BERITA ACARA PERKULIAHAN"), "{flat}");
    assert!(flat.contains("Periode 2025/2026 Genap"));
    assert!(flat.contains(data["kelas"]["mata_kuliah"]["nama"].as_str().unwrap()));
    assert!(flat.contains("Resume Kelas") && flat.contains("Detail Pertemuan"));
    assert!(flat.contains("Halaman 1 dari "), "page numbers");
    assert!(flat.contains(data["penandatangan"]["namaKhsKiri"].as_str().unwrap()));
    // Indonesian dates and one-decimal percentages.
    assert!(["Senin", "Selasa", "Rabu", "Kamis", "Jumat"].iter().any(|h| flat.contains(&format!("{h}, "))));
    let first = &data["pertemuan"][0]["info"];
    let persen = first["peserta_hadir"].as_f64().unwrap() * 100.0 / first["jumlah_peserta"].as_f64().unwrap();
    let label = format!("{:.1}%", (persen * 10.0).round() / 10.0).replace('.', ",");
    assert!(flat.contains(&label), "{label} in {flat}");
    // Parts switch off.
    let only = app
        .get(&format!("/lms/kelas_kuliah/{id}/bap/unduh?include_laporan_kelas=false&include_tanda_tangan=false"))
        .cookie(&s)
        .send_bytes()
        .await;
    let flat = pdftotext(&only).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Detail Pertemuan") && !flat.contains("Resume Kelas") && !flat.contains("Mengetahui"));
}

async fn who_may_read_a_bap(app: &TestApp) {
    let id = kelas_lalu(app).await;
    let url = format!("/lms/kelas_kuliah/{id}/bap");
    let m = app.login("mahasiswa").await;
    assert_eq!(app.get(&url).cookie(&m).send().await.status, StatusCode::FORBIDDEN);
    let op = app.login("operator").await;
    assert_eq!(app.get(&url).cookie(&op).send().await.status, StatusCode::OK);
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get(&url).cookie(&baca).send().await.status, StatusCode::OK);
    let not_teaching: String = sqlx::query_scalar(
        "SELECT MIN(u.username) FROM users u WHERE u.role = 'dosen' AND u.id NOT IN (SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1)",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let other = app.login(&not_teaching).await;
    let res = app.get(&url).cookie(&other).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert_eq!(res.message(), "Anda bukan pengajar kelas ini.");
    assert_eq!(app.get(&url).send().await.status, StatusCode::UNAUTHORIZED);
}

async fn bad_requests_are_refused(app: &TestApp) {
    let id = kelas_lalu(app).await;
    let s = app.login("dosen").await;
    assert_eq!(app.get("/lms/kelas_kuliah/999999/bap").cookie(&s).send().await.status, StatusCode::NOT_FOUND);
    let res = app
        .get(&format!("/lms/kelas_kuliah/{id}/bap/unduh?include_laporan_kelas=false&include_laporan_pertemuan_detail=false&include_tanda_tangan=false"))
        .cookie(&s)
        .send()
        .await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.message(), "Pilih minimal satu bagian BAP untuk diunduh.");
    let res = app.get(&format!("/lms/kelas_kuliah/{id}/bap?id_pengajar=999")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let op = app.login("operator").await;
    let res = app.get(&format!("/lms/kelas_kuliah/{id}/bap?laporan_saya=true")).cookie(&op).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 19991})).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let m = app.login("mahasiswa").await;
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&m).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let jobs: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pekerjaan_latar").fetch_one(&app.db).await.unwrap();
    assert_eq!(jobs, 0, "refused requests start no job");
}

async fn wait_for(app: &TestApp, s: &Session, job: &str) -> serde_json::Value {
    for _ in 0..600 {
        let res = app.get(&format!("/lms/kelas_kuliah/bap/unduh/{job}")).cookie(s).send().await;
        assert_eq!(res.status, StatusCode::OK);
        if res.json["status"] == "selesai" || res.json["status"] == "gagal" {
            return res.json;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    panic!("job {job} did not finish");
}

async fn period_zip_is_a_background_job(app: &TestApp) {
    let s = app.login("dosen").await;
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let job = res.json["id"].as_str().unwrap().to_string();
    let kelas: Vec<i64> = sqlx::query_scalar(
        "SELECT k.id FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id WHERE kp.id_dosen = 100 AND k.periode = 20252",
    )
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(res.json["total"], kelas.len() as i64);
    assert_eq!(res.json["nama_berkas"], "BAP - 2025/2026 Genap.zip");
    // Someone else cannot see the job, nor fetch it unfinished.
    let other = app.login("operator").await;
    assert_eq!(app.get(&format!("/lms/kelas_kuliah/bap/unduh/{job}")).cookie(&other).send().await.status, StatusCode::NOT_FOUND);
    let done = wait_for(app, &s, &job).await;
    assert_eq!(done["status"], "selesai", "{done}");
    assert_eq!(done["selesai"], kelas.len() as i64);
    let res = app.get(&format!("/lms/kelas_kuliah/bap/unduh/{job}/berkas")).cookie(&s).send().await;
    assert_eq!(res.headers["content-type"], "application/zip");
    let bytes = app.get(&format!("/lms/kelas_kuliah/bap/unduh/{job}/berkas")).cookie(&s).send_bytes().await;
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
    assert_eq!(zip.len(), kelas.len());
    let kode: String =
        sqlx::query_scalar("SELECT mk.kode FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah WHERE k.id = $1")
            .bind(kelas[0])
            .fetch_one(&app.db)
            .await
            .unwrap();
    let names: Vec<String> = (0..zip.len()).map(|i| zip.by_index(i).unwrap().name().unwrap().to_string()).collect();
    assert!(names.iter().all(|n| n.starts_with("BAP - ") && n.ends_with(".pdf")), "{names:?}");
    let name = names.iter().find(|n| n.contains(&kode)).expect("the class's PDF").clone();
    let mut pdf = Vec::new();
    zip.by_name(&name).unwrap().read_to_end(&mut pdf).unwrap();
    assert!(pdftotext(&pdf).contains(&kode));
    assert_eq!(app.get(&format!("/lms/kelas_kuliah/bap/unduh/{job}/berkas")).cookie(&other).send().await.status, StatusCode::NOT_FOUND);
}

async fn programme_signer(app: &TestApp) {
    let s = app.login("dosen").await;
    let res = app.get("/v1/penandatangan_prodi/1").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK);
    let nama: String = sqlx::query_scalar("SELECT nama FROM penandatangan_prodi WHERE id_prodi = 1").fetch_one(&app.db).await.unwrap();
    assert_eq!(res.json["namaKhsKiri"], nama);
    assert!(res.json["fileKhsKiri"].as_str().unwrap().starts_with("data:image/svg+xml;base64,"));
    assert!(res.json["jabatanKhsKiri"].as_str().unwrap().starts_with("Ketua Program Studi"));
    assert_eq!(app.get("/v1/penandatangan_prodi/99").cookie(&s).send().await.status, StatusCode::NOT_FOUND);
    let m = app.login("mahasiswa").await;
    assert_eq!(app.get("/v1/penandatangan_prodi/1").cookie(&m).send().await.status, StatusCode::FORBIDDEN);
    let _ = Method::GET;
}

async fn user_id(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1").bind(username).fetch_one(&app.db).await.unwrap()
}

/// A `bap_periode` job row as the server writes it.
async fn insert_job(app: &TestApp, id: &str, id_user: i64, status: &str, berkas: Option<&str>, updated_at: &str) {
    sqlx::query(
        "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, selesai, total, nama_berkas, berkas_path, created_at, updated_at)
         VALUES ($1, 'bap_periode', $2, '{}', $3, 0, 1, 'BAP.zip', $4, $5, $5)",
    )
    .bind(id)
    .bind(id_user)
    .bind(status)
    .bind(berkas)
    .bind(updated_at)
    .execute(&app.db)
    .await
    .unwrap();
}

async fn one_archive_at_a_time_per_user(app: &TestApp) {
    let s = app.login("dosen").await;
    let dosen = user_id(app, "dosen").await;
    insert_job(app, "sedang-berjalan", dosen, "berjalan", None, &lms::db::now()).await;
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
    assert_eq!(res.code(), "arsip_sedang_disiapkan");
    assert_eq!(res.message(), "Arsip BAP Anda sedang disiapkan. Tunggu sampai selesai sebelum meminta arsip baru.");
    let jobs: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM pekerjaan_latar WHERE id_user = $1").bind(dosen).fetch_one(&app.db).await.unwrap();
    assert_eq!(jobs, 1, "the refused request started no job");
    // The database refuses a second unfinished job as well (two requests at once).
    let second = sqlx::query(
        "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, nama_berkas, created_at, updated_at)
         VALUES ('kedua', 'bap_periode', $1, '{}', 'antri', 'BAP.zip', 'x', 'x')",
    )
    .bind(dosen)
    .execute(&app.db)
    .await;
    assert!(second.unwrap_err().as_database_error().is_some_and(|e| e.is_unique_violation()));
    // Once it is over, the next archive may start, and it blocks the one after.
    sqlx::query("UPDATE pekerjaan_latar SET status = 'gagal' WHERE id = 'sedang-berjalan'").execute(&app.db).await.unwrap();
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    let job = res.json["id"].as_str().unwrap().to_string();
    let again = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(again.status, StatusCode::CONFLICT, "{}", again.text);
    assert_eq!(wait_for(app, &s, &job).await["status"], "selesai");
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "after the first finished: {}", res.text);
    wait_for(app, &s, res.json["id"].as_str().unwrap()).await;
}

async fn the_archive_queue_is_bounded(app: &TestApp) {
    // Other users' unfinished jobs fill the queue.
    let others: Vec<i64> = sqlx::query_scalar("SELECT id FROM users WHERE username <> 'dosen' ORDER BY id LIMIT $1")
        .bind(lms::bap::arsip::ANTREAN_MAKS)
        .fetch_all(&app.db)
        .await
        .unwrap();
    for (i, id) in others.iter().enumerate() {
        insert_job(app, &format!("antri-{i}"), *id, "antri", None, &lms::db::now()).await;
    }
    let s = app.login("dosen").await;
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::TOO_MANY_REQUESTS, "{}", res.text);
    assert_eq!(res.code(), "antrean_arsip_penuh");
    assert!(res.message().contains("Antrean pembuatan arsip BAP sedang penuh"), "{}", res.message());
    sqlx::query("UPDATE pekerjaan_latar SET status = 'gagal' WHERE id = 'antri-0'").execute(&app.db).await.unwrap();
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "one place free, and not the user's own: {}", res.text);
    // Leave nothing running behind the test (the queued rows are not real jobs).
    wait_for(app, &s, res.json["id"].as_str().unwrap()).await;
}

async fn old_archives_and_leftovers_are_cleaned_up(app: &TestApp) {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("files/bap");
    std::fs::create_dir_all(&folder).unwrap();
    for name in ["lama.zip", "baru.zip", "terputus.part", "yatim.zip"] {
        std::fs::write(folder.join(name), b"PK").unwrap();
    }
    let dosen = user_id(app, "dosen").await;
    let operator = user_id(app, "operator").await;
    let kemarin_lusa = lms::db::format_time(chrono::Utc::now() - chrono::Duration::hours(49));
    let baru = lms::db::now();
    insert_job(app, "lama", dosen, "selesai", Some("bap/lama.zip"), &kemarin_lusa).await;
    insert_job(app, "lama-gagal", operator, "gagal", None, &kemarin_lusa).await;
    insert_job(app, "baru", operator, "selesai", Some("bap/baru.zip"), &baru).await;
    insert_job(app, "terputus", dosen, "berjalan", None, &baru).await;

    let bersih = lms::bap::arsip::pulihkan(&app.db, data.path()).await.unwrap();
    assert_eq!(bersih, lms::bap::arsip::Bersih { pekerjaan: 2, berkas: 2, part: 1 });
    let mut left: Vec<String> = std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().to_string()).collect();
    left.sort();
    assert_eq!(left, ["baru.zip"]);
    let rows: Vec<(String, String)> =
        sqlx::query_as("SELECT id, status FROM pekerjaan_latar ORDER BY id").fetch_all(&app.db).await.unwrap();
    assert_eq!(rows, [("baru".to_string(), "selesai".to_string()), ("terputus".to_string(), "gagal".to_string())]);
    // The interrupted job no longer blocks its owner.
    let s = app.login("dosen").await;
    let res = app.post("/lms/kelas_kuliah/bap/unduh").cookie(&s).json(json!({"periode": 20252})).send().await;
    assert_eq!(res.status, StatusCode::ACCEPTED, "{}", res.text);
    wait_for(app, &s, res.json["id"].as_str().unwrap()).await;
    // A sweep later in the day keeps what is young.
    let again = lms::bap::arsip::bersihkan(&app.db, data.path(), lms::bap::arsip::UMUR_ARSIP).await.unwrap();
    assert_eq!(again, lms::bap::arsip::Bersih::default());
}

/// Two servers on one database (issue 36): a server that starts fails the jobs of a server
/// that stopped (lease ended) and leaves a running server's job and its half-written file alone;
/// a server renews the leases of its own jobs.
async fn a_job_belongs_to_the_server_holding_its_lease(app: &TestApp) {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("files/bap");
    std::fs::create_dir_all(&folder).unwrap();
    let sewa = |detik: i64| lms::db::format_time(chrono::Utc::now() + chrono::Duration::seconds(detik));
    let pasang = |id: &'static str, id_user: i64, pemilik: String, sampai: String| {
        sqlx::query(
            "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, selesai, total, nama_berkas, created_at, updated_at, pemilik, sewa_sampai)
             VALUES ($1, 'bap_periode', $2, '{}', 'berjalan', 1, 3, 'BAP.zip', $3, $3, $4, $5)",
        )
        .bind(id)
        .bind(id_user)
        .bind(lms::db::now())
        .bind(pemilik)
        .bind(sampai)
        .execute(&app.db)
    };
    let (dosen, operator, mahasiswa) = (user_id(app, "dosen").await, user_id(app, "operator").await, user_id(app, "mahasiswa").await);
    pasang("hidup", dosen, "server-b".into(), sewa(45)).await.unwrap();
    pasang("mati", operator, "server-c".into(), sewa(-1)).await.unwrap();
    for job in ["hidup", "mati"] {
        std::fs::write(folder.join(format!("{job}.part")), b"PK").unwrap();
    }

    let bersih = lms::bap::arsip::pulihkan(&app.db, data.path()).await.unwrap();
    assert_eq!(bersih.part, 1, "only the stopped server's half-written archive");
    assert!(folder.join("hidup.part").exists());
    let status = |id: &'static str| {
        sqlx::query_as::<_, (String, Option<String>)>("SELECT status, pesan FROM pekerjaan_latar WHERE id = $1").bind(id).fetch_one(&app.db)
    };
    assert_eq!(status("hidup").await.unwrap(), ("berjalan".to_string(), None));
    assert_eq!(status("mati").await.unwrap(), ("gagal".to_string(), Some(lms::pekerjaan_latar::PESAN_TERPUTUS.to_string())));

    // This server's own job, its lease just ended (a slow renewal): renewed, not failed.
    pasang("sendiri", mahasiswa, lms::pekerjaan_latar::pemilik().to_string(), sewa(-1)).await.unwrap();
    assert_eq!(lms::pekerjaan_latar::jaga(&app.db).await.unwrap(), 0);
    let (st, sampai): (String, String) =
        sqlx::query_as("SELECT status, sewa_sampai FROM pekerjaan_latar WHERE id = 'sendiri'").fetch_one(&app.db).await.unwrap();
    assert_eq!(st, "berjalan");
    assert!(sampai > sewa(30), "renewed for the whole lease: {sampai}");
    // The other server stops renewing: once its lease ends, the next sweep fails its job.
    sqlx::query("UPDATE pekerjaan_latar SET sewa_sampai = $1 WHERE id = 'hidup'").bind(sewa(-1)).execute(&app.db).await.unwrap();
    assert_eq!(lms::pekerjaan_latar::jaga(&app.db).await.unwrap(), 1);
    assert_eq!(status("hidup").await.unwrap().0, "gagal");
    assert_eq!(status("sendiri").await.unwrap().0, "berjalan");
}
