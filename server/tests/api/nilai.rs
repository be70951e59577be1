//! Grades (issue 14): the class grade recap computed from seeded scores
//! (statuses, the not-done sentinel, rounding, remedial, forum activity,
//! attendance, weights), the SIKAD component rules (actor, write,
//! confirmation, validation), the export with its 'Tampilkan' selection read
//! back with calamine, the grade list and the pages.

use axum::http::{Method, StatusCode};
use calamine::{Data, Reader};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{gaya_sel, kelas_bersama, Session, TestApp};

both_engines!(
    the_recap_computes_scores_averages_components_and_the_final_score,
    sikad_components_follow_actor_write_and_confirmation,
    the_export_honours_the_selection_and_keeps_numbers,
    the_grade_list_and_pages,
    the_recap_says_while_attendance_is_recalculated,
);

const BELUM: f64 = -1.618;

fn waktu(menit: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(menit))
}

/// The graded activities of the test class, by their role in the scenario.
struct Skenario {
    id_kelas: i64,
    dosen: Session,
    /// 'mahasiswa' (A) and another participant (B).
    a: i64,
    b: i64,
    t1: i64,
    q1: i64,
    u1: i64,
    r1: i64,
    f1: i64,
    t2: i64,
}

async fn aktivitas(app: &TestApp, id_pertemuan: i64, jenis: &str, sub: &str, judul: &str, urutan: i64, selesai: i64) -> i64 {
    sqlx::query_scalar(
        "INSERT INTO aktivitas (id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id",
    )
    .bind(id_pertemuan)
    .bind(jenis)
    .bind(sub)
    .bind(judul)
    .bind(waktu(-3000 + urutan))
    .bind(waktu(selesai))
    .fetch_one(&app.db)
    .await
    .unwrap()
}

async fn ujian(app: &TestApp, id: i64, utama: Option<i64>) {
    sqlx::query("INSERT INTO ujian (id_aktivitas, deskripsi, id_ujian_utama) VALUES ($1, 'x', $2)")
        .bind(id)
        .bind(utama)
        .execute(&app.db)
        .await
        .unwrap();
}

async fn kerja(app: &TestApp, id_aktivitas: i64, id_mahasiswa: i64, nilai: Option<f64>) {
    sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu, nilai) VALUES ($1, $2, $3, $4)")
        .bind(id_aktivitas)
        .bind(id_mahasiswa)
        .bind(waktu(-60))
        .bind(nilai)
        .execute(&app.db)
        .await
        .unwrap();
}

async fn post(app: &TestApp, id_aktivitas: i64, id_user: i64) {
    sqlx::query("INSERT INTO forum_post (id_aktivitas, id_user, peran, isi, dikirim_pada) VALUES ($1, $2, 'mahasiswa', 'isi', $3)")
        .bind(id_aktivitas)
        .bind(id_user)
        .bind(waktu(-100))
        .execute(&app.db)
        .await
        .unwrap();
}

/// The shared class with only the scenario's activities, 4 meetings held (A present at 3).
async fn skenario(app: &TestApp) -> Skenario {
    let k = kelas_bersama(app, false).await;
    let id_kelas = k.id_kelas;
    let db = &app.db;
    // Remedial exams first: they point at their main exams.
    for sql in [
        "DELETE FROM aktivitas WHERE id IN (SELECT id_aktivitas FROM ujian WHERE id_ujian_utama IS NOT NULL)
         AND id_pertemuan IN (SELECT id FROM pertemuan WHERE id_kelas = $1)",
        "DELETE FROM aktivitas WHERE id_pertemuan IN (SELECT id FROM pertemuan WHERE id_kelas = $1)",
    ] {
        sqlx::query(sql).bind(id_kelas).execute(db).await.unwrap();
    }
    sqlx::query("DELETE FROM kehadiran_mahasiswa WHERE id_pertemuan IN (SELECT id FROM pertemuan WHERE id_kelas = $1)")
        .bind(id_kelas)
        .execute(db)
        .await
        .unwrap();
    sqlx::query("DELETE FROM nilai_sikad WHERE id_kelas_kuliah = $1").bind(id_kelas).execute(db).await.unwrap();
    for (komponen, bobot) in [(1, 10), (2, 20), (3, 10), (4, 25), (5, 35)] {
        sqlx::query("UPDATE rencana_evaluasi SET bobot = $3 WHERE id_komponen = $2 AND id_mata_kuliah = (SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1)")
            .bind(id_kelas)
            .bind(komponen)
            .bind(bobot)
            .execute(db)
            .await
            .unwrap();
    }
    let pertemuan = crate::common::semua_pertemuan_nanti(app, id_kelas).await;
    // Four meetings held (their scheduled end has passed), the rest to come.
    for p in &pertemuan[..4] {
        crate::common::jadwalkan(app, *p, -5000, -4900).await;
    }
    let a: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'mahasiswa'").fetch_one(db).await.unwrap();
    let b: i64 = sqlx::query_scalar(
        "SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1 AND id_mahasiswa <> $2 ORDER BY id_mahasiswa LIMIT 1",
    )
    .bind(id_kelas)
    .bind(a)
    .fetch_one(db)
    .await
    .unwrap();
    for p in &pertemuan[..3] {
        sqlx::query("INSERT INTO kehadiran_mahasiswa (id_pertemuan, id_mahasiswa, kode, updated_by, updated_at) VALUES ($1, $2, 'H', 'LMS:SYSTEM', $3)")
            .bind(p)
            .bind(a)
            .bind(waktu(0))
            .execute(db)
            .await
            .unwrap();
    }
    let p1 = pertemuan[0];
    let t1 = aktivitas(app, p1, "tugas", "individu", "Tugas Satu", 1, -10).await;
    let q1 = aktivitas(app, p1, "ujian", "kuis", "Kuis Satu", 2, -10).await;
    ujian(app, q1, None).await;
    let u1 = aktivitas(app, pertemuan[1], "ujian", "uts", "UTS", 3, -10).await;
    ujian(app, u1, None).await;
    let r1 = aktivitas(app, pertemuan[2], "ujian", "remedial", "Remedial UTS", 4, -10).await;
    ujian(app, r1, Some(u1)).await;
    let f1 = aktivitas(app, pertemuan[2], "forum", "", "Forum Diskusi", 5, -10).await;
    sqlx::query("INSERT INTO forum (id_aktivitas, deskripsi, penilaian_keaktifan, minimal_post) VALUES ($1, 'x', 1, 2)")
        .bind(f1)
        .execute(db)
        .await
        .unwrap();
    // A forum without activity scoring is not a graded activity.
    let f0 = aktivitas(app, pertemuan[2], "forum", "", "Forum Bebas", 6, -10).await;
    sqlx::query("INSERT INTO forum (id_aktivitas, deskripsi, penilaian_keaktifan, minimal_post) VALUES ($1, 'x', 0, 1)")
        .bind(f0)
        .execute(db)
        .await
        .unwrap();
    let t2 = aktivitas(app, pertemuan[3], "tugas", "individu", "Tugas Dua", 7, 600).await;

    kerja(app, t1, a, Some(80.0)).await;
    kerja(app, t1, b, Some(70.5)).await;
    kerja(app, q1, a, Some(90.0)).await;
    kerja(app, u1, a, Some(50.0)).await;
    kerja(app, u1, b, None).await;
    kerja(app, r1, a, Some(75.0)).await;
    kerja(app, t2, a, Some(100.0)).await;
    post(app, f1, a).await;
    for _ in 0..3 {
        post(app, f1, b).await;
    }
    Skenario { id_kelas, dosen: k.dosen, a, b, t1, q1, u1, r1, f1, t2 }
}

async fn rekap(app: &TestApp, s: &Session, id_kelas: i64) -> Value {
    let res = app.get(&format!("/lms/nilai/kelas_kuliah/{id_kelas}")).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json
}

fn baris(r: &Value, id_user: i64) -> &Value {
    r["nilai_mahasiswa"].as_array().unwrap().iter().find(|m| m["mahasiswa"]["id_user"] == id_user).expect("the student's row")
}

fn kolom(r: &Value, daftar: &str, kunci: &str, nilai: &str) -> usize {
    r[daftar].as_array().unwrap().iter().position(|h| h[kunci] == nilai).unwrap_or_else(|| panic!("{nilai} in {daftar}"))
}

async fn the_recap_computes_scores_averages_components_and_the_final_score(app: &TestApp) {
    let s = skenario(app).await;
    let r = rekap(app, &s.dosen, s.id_kelas).await;
    assert_eq!(r["tipe"], "dosen");
    assert_eq!(r["boleh_buka_aktivitas"], true);
    assert_eq!(r["boleh_ubah_komponen"], true, "lecturers are the demo's integration actor");
    let ids: Vec<i64> = r["header_aktivitas"].as_array().unwrap().iter().map(|h| h["aktivitas"]["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, vec![s.t1, s.q1, s.u1, s.r1, s.f1, s.t2], "graded activities in meeting order, the unscored forum left out");
    let status: Vec<&str> = r["header_aktivitas"].as_array().unwrap().iter().map(|h| h["status_nilai"].as_str().unwrap()).collect();
    assert_eq!(status, ["sudah_dinilai", "sudah_dinilai", "belum_dinilai", "sudah_dinilai", "sudah_dinilai", "belum_berakhir"]);
    assert_eq!(r["header_aktivitas"][3]["kelompok"], "uts", "a remedial is shown with its main exam");
    assert_eq!(r["header_aktivitas"][0]["label_pertemuan"].as_str().unwrap(), "Pertemuan 1");
    let rerata: Vec<&str> = r["header_rerata"].as_array().unwrap().iter().map(|h| h["jenis"].as_str().unwrap()).collect();
    assert_eq!(rerata, ["tugas", "kuis", "forum", "uts"], "kinds the class has, in screen order");

    let a = baris(&r, s.a);
    assert_eq!(a["nilai"], json!([80.0, 90.0, 50.0, 75.0, 50.0, 100.0]), "forum: 1 of 2 posts = 50");
    // Tugas: only the ended task; UTS: the better remedial replaces the main exam.
    assert_eq!(a["rata_rata_lms"], json!([80.0, 90.0, 50.0, 75.0]));
    let b = baris(&r, s.b);
    assert_eq!(b["nilai"], json!([70.5, BELUM, null, BELUM, 100.0, BELUM]), "not done is -1.618, ungraded is null");
    assert_eq!(b["rata_rata_lms"], json!([70.5, 0.0, 100.0, BELUM]), "not done counts 0; only ungraded leaves nothing to average");

    let sikad: Vec<&str> = r["header_sikad"].as_array().unwrap().iter().map(|h| h["jenis"].as_str().unwrap()).collect();
    assert_eq!(sikad, ["kehadiran", "tugas", "kuis", "uts", "uas"]);
    let bobot: Vec<i64> = r["header_sikad"].as_array().unwrap().iter().map(|h| h["bobot"].as_i64().unwrap()).collect();
    assert_eq!(bobot, [10, 20, 10, 25, 35]);
    assert_eq!(r["header_sikad"][1]["aktivitas"], json!([s.t1, s.t2]), "by default a component takes its kind's activities");
    assert_eq!(r["header_sikad"][1]["diatur"], false);
    assert_eq!(r["header_sikad"][0]["aktivitas"], json!([]), "attendance is not made of activities");
    // Kehadiran 3 of 4 held meetings.
    assert_eq!(a["nilai_sikad"], json!([75.0, 80.0, 90.0, 75.0, BELUM]));
    // 10×75 + 20×80 + 10×90 + 25×75 + 35×0 = 5125 → 51.25
    assert_eq!(a["nilai_akhir"], 51.25);
    assert_eq!(b["nilai_sikad"], json!([0.0, 70.5, 0.0, BELUM, BELUM]));
    assert_eq!(b["nilai_akhir"], 14.1);

    // Two decimals.
    sqlx::query("UPDATE pengerjaan SET nilai = 66.666 WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(s.q1)
        .bind(s.a)
        .execute(&app.db)
        .await
        .unwrap();
    let r = rekap(app, &s.dosen, s.id_kelas).await;
    assert_eq!(baris(&r, s.a)["nilai"][1], 66.67);

    // A score SIKAD set wins, flagged.
    sqlx::query("INSERT INTO nilai_sikad (id_kelas_kuliah, id_komponen, id_mahasiswa, nilai, updated_at) VALUES ($1, 4, $2, 60, $3)")
        .bind(s.id_kelas)
        .bind(s.a)
        .bind(waktu(0))
        .execute(&app.db)
        .await
        .unwrap();
    let r = rekap(app, &s.dosen, s.id_kelas).await;
    let uts = kolom(&r, "header_sikad", "jenis", "uts");
    assert_eq!(baris(&r, s.a)["nilai_sikad"][uts], 60.0);
    assert_eq!(baris(&r, s.a)["update_by_sikad"], json!([uts]));
    assert_eq!(r["header_sikad"][uts]["ada_nilai_sikad"], true);
    assert_eq!(baris(&r, s.b)["update_by_sikad"], json!([]));

    // The export marks it as the screen does (issue 37 §6): its own fill, explained on the sheet.
    let xlsx = app.get(&format!("/lms/nilai/kelas_kuliah/{}/export_excel", s.id_kelas)).cookie(&s.dosen).send_bytes().await;
    let lembar = {
        let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx.clone())).unwrap();
        buku.worksheet_range("Rekap Nilai").unwrap()
    };
    assert_eq!(sel(&lembar, 4, 2).to_string(), lms::nilai::excel::KETERANGAN_SIKAD);
    let k = kepala(&lembar);
    let c_uts = k.iter().position(|h| h.starts_with("UTS (")).expect("the UTS component's column") as u32;
    let nim = |id: i64| async move {
        sqlx::query_scalar::<_, String>("SELECT nim FROM mahasiswa WHERE id_user = $1").bind(id).fetch_one(&app.db).await.unwrap()
    };
    let baris_dari = |nim: String| (7..lembar.height() as u32).find(|&b| sel(&lembar, b, 1).to_string() == nim).unwrap();
    let (baris_a, baris_b) = (baris_dari(nim(s.a).await), baris_dari(nim(s.b).await));
    assert_eq!(sel(&lembar, baris_a, c_uts), Data::Float(60.0));
    let gaya_a = gaya_sel(&xlsx, baris_a, c_uts);
    assert!(gaya_a.is_some());
    assert_ne!(gaya_a, gaya_sel(&xlsx, baris_b, c_uts), "a SIKAD score looks different from a computed one");
}

async fn simpan(app: &TestApp, s: &Session, id_kelas: i64, komponen: i64, body: Value) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/nilai/kelas_kuliah/{id_kelas}/komponen/{komponen}")).cookie(s).json(body).send().await
}

async fn sikad_components_follow_actor_write_and_confirmation(app: &TestApp) {
    let s = skenario(app).await;
    let (id, db) = (s.id_kelas, &app.db);
    // UAS (5) from the quiz and the first task.
    let res = simpan(app, &s.dosen, id, 5, json!({"list_aktivitas": [s.q1, s.t1, s.q1]})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["aktivitas"], json!([s.q1, s.t1]), "repeats dropped");
    assert_eq!(res.json["diatur"], true);
    let r = rekap(app, &s.dosen, id).await;
    assert_eq!(baris(&r, s.a)["nilai_sikad"][4], 85.0);
    assert_eq!(baris(&r, s.a)["nilai_akhir"], 81.0, "5125 + 35×85 = 8100");
    let log: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'ubah_komponen_nilai'").fetch_one(db).await.unwrap();
    assert_eq!(log, 1);
    let got = app.get(&format!("/lms/nilai/kelas_kuliah/{id}/komponen/5")).cookie(&s.dosen).send().await;
    assert_eq!(got.json["komponen"]["aktivitas"], json!([s.t1, s.q1]), "stored, in activity order");
    let tersedia: Vec<i64> = got.json["aktivitas_tersedia"].as_array().unwrap().iter().map(|a| a["id"].as_i64().unwrap()).collect();
    assert_eq!(tersedia, vec![s.t1, s.q1, s.u1, s.f1, s.t2], "remedial exams are not offered");

    // Checked at the boundary, nothing written on failure.
    for (komponen, body, status) in [
        (1, json!({"list_aktivitas": [s.t1]}), StatusCode::UNPROCESSABLE_ENTITY),
        (2, json!({"list_aktivitas": [s.r1]}), StatusCode::UNPROCESSABLE_ENTITY),
        (2, json!({"list_aktivitas": [999_999]}), StatusCode::UNPROCESSABLE_ENTITY),
        (99, json!({"list_aktivitas": []}), StatusCode::NOT_FOUND),
        (2, json!({"list_aktivitas": "x"}), StatusCode::BAD_REQUEST),
    ] {
        let res = simpan(app, &s.dosen, id, komponen, body).await;
        assert_eq!(res.status, status, "{}", res.text);
        assert!(!res.message().is_empty());
    }
    let diatur: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM nilai_komponen_kelas WHERE id_kelas_kuliah = $1").bind(id).fetch_one(db).await.unwrap();
    assert_eq!(diatur, 1);

    // SIKAD's scores need a confirmation before they are replaced.
    sqlx::query("INSERT INTO nilai_sikad (id_kelas_kuliah, id_komponen, id_mahasiswa, nilai, updated_at) VALUES ($1, 4, $2, 60, $3)")
        .bind(id)
        .bind(s.a)
        .bind(waktu(0))
        .execute(db)
        .await
        .unwrap();
    let res = simpan(app, &s.dosen, id, 4, json!({"list_aktivitas": [s.u1]})).await;
    assert_eq!(res.status, StatusCode::CONFLICT);
    assert_eq!(res.code(), "konfirmasi_nilai_sikad");
    assert!(res.message().contains("SIKAD"));
    let res = simpan(app, &s.dosen, id, 4, json!({"list_aktivitas": [s.u1], "konfirmasi": true})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let sisa: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM nilai_sikad WHERE id_kelas_kuliah = $1").bind(id).fetch_one(db).await.unwrap();
    assert_eq!(sisa, 0);
    assert_eq!(baris(&rekap(app, &s.dosen, id).await, s.a)["nilai_sikad"][3], 75.0);

    // Reset to the default.
    let res = app.req(Method::DELETE, &format!("/lms/nilai/kelas_kuliah/{id}/komponen/5")).cookie(&s.dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["diatur"], false);
    assert_eq!(res.json["aktivitas"], json!([]), "no UAS in this class");

    // The actor: lecturers by default; operators with write only once the setting names them.
    let op = app.login("operator").await;
    let r = rekap(app, &op, id).await;
    assert_eq!(r["tipe"], "operator");
    assert_eq!(r["boleh_ubah_komponen"], false);
    assert_eq!(simpan(app, &op, id, 2, json!({"list_aktivitas": [s.t1]})).await.status, StatusCode::FORBIDDEN);
    sqlx::query("UPDATE pengaturan SET nilai = '{\"dosen\":false,\"operator\":true}' WHERE kunci = 'pelaku_integrasi_nilai'")
        .execute(db)
        .await
        .unwrap();
    assert_eq!(simpan(app, &op, id, 2, json!({"list_aktivitas": [s.t1]})).await.status, StatusCode::OK);
    assert_eq!(rekap(app, &op, id).await["boleh_ubah_komponen"], true);
    let baca = app.login("operator_baca").await;
    assert_eq!(rekap(app, &baca, id).await["boleh_ubah_komponen"], false);
    assert_eq!(simpan(app, &baca, id, 2, json!({"list_aktivitas": []})).await.status, StatusCode::FORBIDDEN);
    let res = simpan(app, &s.dosen, id, 2, json!({"list_aktivitas": []})).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.message().contains("pelaku integrasi"));
    let integrasi = app.get(&format!("/lms/pengaturan/integrasi_nilai/{id}")).cookie(&op).send().await;
    assert_eq!(integrasi.json["pelaku_integrasi_nilai"], json!({"dosen": false, "operator": true}));
    assert_eq!(integrasi.json["pengaturan_nilai"]["tugas"], 2);
    assert_eq!(integrasi.json["boleh_ubah_komponen"], true);

    // Students and outsiders see nothing.
    let mhs = app.login("mahasiswa").await;
    assert_eq!(app.get(&format!("/lms/nilai/kelas_kuliah/{id}")).cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(simpan(app, &mhs, id, 2, json!({"list_aktivitas": []})).await.status, StatusCode::FORBIDDEN);
}

fn sel(lembar: &calamine::Range<Data>, baris: u32, kolom: u32) -> Data {
    lembar.get_value((baris, kolom)).cloned().unwrap_or(Data::Empty)
}

async fn ekspor(app: &TestApp, s: &Session, id: i64, query: &str) -> calamine::Range<Data> {
    let xlsx = app.get(&format!("/lms/nilai/kelas_kuliah/{id}/export_excel{query}")).cookie(s).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).expect("a real xlsx");
    buku.worksheet_range("Rekap Nilai").unwrap()
}

fn kepala(lembar: &calamine::Range<Data>) -> Vec<String> {
    (0..lembar.width() as u32).map(|c| sel(lembar, 6, c).to_string()).collect()
}

async fn the_export_honours_the_selection_and_keeps_numbers(app: &TestApp) {
    let s = skenario(app).await;
    let id = s.id_kelas;
    let lembar = ekspor(app, &s.dosen, id, "").await;
    let k = kepala(&lembar);
    assert_eq!(&k[..3], ["", "", ""], "No, NIM, Nama span both header rows");
    assert_eq!(sel(&lembar, 5, 0).to_string(), "No");
    assert!(k.contains(&"Tugas: Tugas Satu".to_string()), "{k:?}");
    assert!(k.contains(&"Kuis: Kuis Satu".to_string()));
    assert!(k.contains(&"Remedial: Remedial UTS".to_string()));
    assert!(k.contains(&"Rata-rata Kuis".to_string()));
    assert!(k.contains(&"UAS (35%)".to_string()));
    assert_eq!(k.last().unwrap(), "Nilai Akhir");
    let grup: Vec<String> = (0..lembar.width() as u32).map(|c| sel(&lembar, 5, c).to_string()).collect();
    assert!(
        grup.contains(&"Pertemuan 1".to_string())
            && grup.contains(&"Rata-rata Nilai LMS".to_string())
            && grup.contains(&"Nilai SIKAD".to_string())
    );

    let nim: String = sqlx::query_scalar("SELECT nim FROM mahasiswa WHERE id_user = $1").bind(s.a).fetch_one(&app.db).await.unwrap();
    let baris = (7..lembar.height() as u32).find(|&b| sel(&lembar, b, 1).to_string() == nim).expect("A's row");
    let nama = sel(&lembar, baris, 2).to_string();
    assert_eq!(nama, nama.to_uppercase(), "names in capitals");
    let c_t1 = k.iter().position(|h| h == "Tugas: Tugas Satu").unwrap() as u32;
    assert_eq!(sel(&lembar, baris, c_t1), Data::Float(80.0), "numbers stay numbers");
    assert_eq!(sel(&lembar, baris, k.len() as u32 - 1), Data::Float(51.25));
    let baris_b =
        (7..lembar.height() as u32).find(|&b| sel(&lembar, b, 1).to_string() != nim && sel(&lembar, b, c_t1) == Data::Float(70.5)).unwrap();
    let c_q1 = k.iter().position(|h| h == "Kuis: Kuis Satu").unwrap() as u32;
    assert_eq!(sel(&lembar, baris_b, c_q1).to_string(), "-");
    let c_u1 = k.iter().position(|h| h == "UTS: UTS").unwrap() as u32;
    assert_eq!(sel(&lembar, baris_b, c_u1).to_string(), "Belum dinilai");

    // Quizzes off, the zero-weight components on.
    sqlx::query("UPDATE rencana_evaluasi SET bobot = 0 WHERE id_komponen = 1 AND id_mata_kuliah = (SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1)")
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    let k = kepala(&ekspor(app, &s.dosen, id, "").await);
    assert!(!k.contains(&"Kehadiran (0%)".to_string()), "zero-weight components are off by default");
    let k = kepala(&ekspor(app, &s.dosen, id, "?kuis=false&sikad_nol=true").await);
    assert!(!k.iter().any(|h| h.starts_with("Kuis:")), "{k:?}");
    assert!(!k.contains(&"Rata-rata Kuis".to_string()));
    assert!(k.contains(&"Tugas: Tugas Satu".to_string()));
    assert!(k.contains(&"Kehadiran (0%)".to_string()));
    let k = kepala(&ekspor(app, &s.dosen, id, "?uts=false&sikad_berbobot=false").await);
    assert!(!k.iter().any(|h| h.starts_with("UTS:") || h.starts_with("Remedial:")), "a remedial goes with its main exam");
    assert!(!k.contains(&"UAS (35%)".to_string()));
    assert_eq!(
        app.get(&format!("/lms/nilai/kelas_kuliah/{id}/export_excel?kuis=nanti")).cookie(&s.dosen).send().await.status,
        StatusCode::BAD_REQUEST
    );
    let mhs = app.login("mahasiswa").await;
    assert_eq!(app.get(&format!("/lms/nilai/kelas_kuliah/{id}/export_excel")).cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);
}

async fn the_grade_list_and_pages(app: &TestApp) {
    let s = skenario(app).await;
    let periode: i64 =
        sqlx::query_scalar("SELECT periode FROM kelas_kuliah WHERE id = $1").bind(s.id_kelas).fetch_one(&app.db).await.unwrap();
    let res = app.get(&format!("/lms/nilai/kelas_kuliah?periode={periode}&per_page=50")).cookie(&s.dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let baris = res.json["data"].as_array().unwrap().iter().find(|r| r["kelas"]["id"] == s.id_kelas).expect("the class").clone();
    assert_eq!(baris["nilai"], json!({"aktivitas_bernilai": 6, "belum_dinilai": 1}));
    let mhs = app.login("mahasiswa").await;
    assert_eq!(app.get("/lms/nilai/kelas_kuliah").cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);

    let page = app.get("/nilai").cookie(&s.dosen).send().await;
    assert_eq!(page.status, StatusCode::OK);
    let props = page.page_props();
    assert_eq!(props["page"], "nilai_daftar");
    assert!(props["data"]["filter"]["periode"].is_i64(), "the current period by default");
    let page = app.get(&format!("/nilai/{}", s.id_kelas)).cookie(&s.dosen).send().await;
    assert_eq!(page.status, StatusCode::OK);
    let props = page.page_props();
    assert_eq!(props["page"], "rekap_penilaian");
    assert_eq!(props["data"]["header_aktivitas"].as_array().unwrap().len(), 6);
    assert!(page.text.contains("Rekap Nilai"), "rendered on the server");
    assert_eq!(app.get(&format!("/nilai/{}", s.id_kelas)).cookie(&mhs).send().await.status, StatusCode::FORBIDDEN);

    // The recap's links land where the spec says.
    let tugas = app.get(&format!("/kelas/{}/tugas/{}?tab=submission&ref=nilai", s.id_kelas, s.t1)).cookie(&s.dosen).send().await;
    assert_eq!(tugas.location(), Some(format!("/kelas/{}/tugas/{}/penilaian?ref=nilai", s.id_kelas, s.t1).as_str()));
    let forum = app
        .get(&format!("/forum?groupId={}&forumId=FORUM__{}&ref=nilai", s.id_kelas, s.f1))
        .cookie(&s.dosen)
        .header("x-lms-data", "1")
        .send()
        .await;
    assert_eq!(forum.status, StatusCode::OK, "{}", forum.text);
    assert_eq!(forum.json["page"], "forum_diskusi");
}

/// A class's attendance recalculation (a background job) changes the
/// Kehadiran component: the recap says so while it runs, not once it is done
/// or when its server stopped (its lease ran out).
async fn the_recap_says_while_attendance_is_recalculated(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    assert_eq!(rekap(app, &k.dosen, k.id_kelas).await["sedang_dihitung"], false);
    let id_user =
        |nama: &'static str| sqlx::query_scalar::<_, i64>("SELECT id FROM users WHERE username = $1").bind(nama).fetch_one(&app.db);
    let (id_dosen, id_operator) = (id_user("dosen").await.unwrap(), id_user("operator").await.unwrap());
    // One unfinished job per user and kind: the stale one is another user's.
    // `sewa_detik`: when the job's lease ends, from now (negative: it has ended).
    let catat = |id: &'static str, id_user: i64, status: &'static str, sewa_detik: i64| {
        let waktu = |detik: i64| lms::db::format_time(chrono::Utc::now() + chrono::Duration::seconds(detik));
        sqlx::query(
            "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, nama_berkas, created_at, updated_at, pemilik, sewa_sampai)
             VALUES ($1, 'hitung_kehadiran', $2, $3, $4, '', $5, $5, 'server-lain', $6)",
        )
        .bind(id)
        .bind(id_user)
        .bind(format!(",{},", k.id_pertemuan))
        .bind(status)
        .bind(waktu(-120))
        .bind(waktu(sewa_detik))
        .execute(&app.db)
    };
    catat("hitung-basi", id_operator, "berjalan", -1).await.unwrap();
    assert_eq!(rekap(app, &k.dosen, k.id_kelas).await["sedang_dihitung"], false, "its server stopped");
    catat("hitung-jalan", id_dosen, "berjalan", 60).await.unwrap();
    assert_eq!(rekap(app, &k.dosen, k.id_kelas).await["sedang_dihitung"], true);
    sqlx::query("UPDATE pekerjaan_latar SET status = 'selesai' WHERE id = 'hitung-jalan'").execute(&app.db).await.unwrap();
    assert_eq!(rekap(app, &k.dosen, k.id_kelas).await["sedang_dihitung"], false);
}
