//! Exams, second part (issue 11): questions and their rules, taking under
//! the server's clock (a save one second past the deadline is refused and
//! closes the attempt), idempotent versioned saves, random subsets stable per
//! student, violations, scores with essays and deductions, publishing,
//! reset, statistics, the spreadsheet read back, and `time_changed` reaching
//! a taker streaming from another process (PostgreSQL LISTEN/NOTIFY).

use std::time::Duration;

use axum::http::{Method, StatusCode};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{kelas_bersama, mahasiswa_luar, unggah, KelasBersama, TestApp};

both_engines!(
    questions_follow_their_rules_and_lock_once_attempted,
    an_attempt_runs_on_the_server_clock,
    random_groups_give_each_student_a_stable_subset,
    grading_scores_publishes_and_resets,
    a_time_change_reaches_takers_on_another_process,
    a_sebagian_group_takes_its_count_and_replays_stay_harmless,
    copying_an_exam_takes_its_questions,
    essay_answers_take_files_of_the_accepted_kinds,
    parallel_saves_fill_a_sebagian_group_once,
    saves_racing_the_finish_are_counted_or_refused,
    an_attempt_with_too_many_answers_still_closes_within_its_maximum,
);

fn menit(m: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(m))
}

/// An open quiz (30 minutes, window now..+2 h) in the shared meeting.
async fn ujian_terbuka(app: &TestApp, k: &KelasBersama, sifat: &str) -> i64 {
    let body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuis Terbuka", "deskripsi": "<p>Kerjakan.</p>", "jenis": "kuis",
                      "sifat": sifat, "gunakan_batas_waktu": true, "durasi": 30, "waktu_mulai": menit(0), "waktu_selesai": menit(120)});
    let res = app.post("/lms/ujian").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["id"].as_i64().unwrap()
}

async fn kelompok(app: &TestApp, k: &KelasBersama, id: i64, aturan: Value) -> i64 {
    let res = app.post(&format!("/lms/ujian/{id}/kelompok_soal")).cookie(&k.dosen).json(aturan).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["kelompok_soal"].as_array().unwrap().last().unwrap()["id"].as_i64().unwrap()
}

async fn soal(app: &TestApp, k: &KelasBersama, id: i64, gid: i64, body: Value) -> crate::common::Res {
    app.post(&format!("/lms/ujian/{id}/kelompok_soal/{gid}/soal")).cookie(&k.dosen).json(body).send().await
}

fn pilihan(kunci: &str) -> Value {
    json!({"jenis": "pilihan", "pertanyaan": "<p>Pilih satu.</p>", "pilihan": ["a", "b", "c"], "kunci": kunci})
}

/// Two choices (key B), a true/false (key benar) and an essay in one group; returns (exam, group, question ids).
async fn ujian_empat_soal(app: &TestApp, k: &KelasBersama, sifat: &str) -> (i64, i64, Vec<i64>) {
    let id = ujian_terbuka(app, k, sifat).await;
    let gid = kelompok(app, k, id, json!({"aturan": "semua"})).await;
    for body in [
        pilihan("1"),
        pilihan("1"),
        json!({"jenis": "benar_salah", "pertanyaan": "<p>Bumi bulat.</p>", "kunci": "benar"}),
        json!({"jenis": "esay", "pertanyaan": "<p>Jelaskan.</p>", "jenis_file_diterima": ["text"], "kunci": "Inti jawaban"}),
    ] {
        assert_eq!(soal(app, k, id, gid, body).await.status, StatusCode::CREATED);
    }
    let daftar = app.get(&format!("/lms/ujian/{id}/soal")).cookie(&k.dosen).send().await;
    let ids = daftar.json["kelompok_soal"][0]["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    (id, gid, ids)
}

async fn jawab(app: &TestApp, k: &KelasBersama, id: i64, id_soal: i64, jawaban: &str, versi: i64) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/ujian/{id}/pengerjaan/me/jawaban/{id_soal}"))
        .cookie(&k.mhs)
        .json(json!({"jawaban": jawaban, "versi": versi}))
        .send()
        .await
}

async fn questions_follow_their_rules_and_lock_once_attempted(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let res = app.post(&format!("/lms/ujian/{id}/kelompok_soal")).cookie(&k.mhs).json(json!({"aturan": "semua"})).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let res = app.post(&format!("/lms/ujian/{id}/kelompok_soal")).cookie(&k.dosen).json(json!({"aturan": "sebagian"})).send().await;
    assert_eq!(res.message(), "Jumlah soal wajib dijawab wajib diisi");
    let gid = kelompok(app, &k, id, json!({"aturan": "semua"})).await;
    let langkah = [
        (json!({"jenis": "pilihan", "pertanyaan": "<p> </p>", "pilihan": ["a", "b", "c"], "kunci": "0"}), "Pertanyaan wajib diisi"),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>P</p>", "pilihan": ["a", "b"], "kunci": "0"}), "Pilihan jawaban paling sedikit 3."),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>P</p>", "pilihan": ["a", " ", "c"], "kunci": "0"}), "Pilihan jawaban wajib diisi"),
        (json!({"jenis": "pilihan", "pertanyaan": "<p>P</p>", "pilihan": ["a", "b", "c"], "kunci": "3"}), "Kunci jawaban wajib dipilih"),
        (json!({"jenis": "benar_salah", "pertanyaan": "<p>P</p>", "kunci": ""}), "Kunci jawaban wajib dipilih"),
        (json!({"jenis": "esay", "pertanyaan": "<p>P</p>", "jenis_file_diterima": []}), "Jenis jawaban yang diterima wajib dipilih"),
    ];
    for (body, pesan) in langkah {
        let res = soal(app, &k, id, gid, body).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan));
    }
    let res = soal(
        app,
        &k,
        id,
        gid,
        json!({"jenis": "pilihan", "pertanyaan": "<p>P</p><script>x()</script>", "pilihan": ["a", "b", "c"], "kunci": "2"}),
    )
    .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let s = &res.json["kelompok_soal"][0]["soal"][0];
    assert_eq!((s["pertanyaan"].as_str(), s["kunci"].as_str(), s["nomor"].as_i64()), (Some("<p>P</p>"), Some("2"), Some(1)));
    let id_soal = s["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/lms/ujian/{id}/soal")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN, "no keys for students");

    // The student starts: the sheet carries no key.
    let lembar = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.status, StatusCode::OK, "{}", lembar.text);
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][0]["kunci"], Value::Null);
    let res = soal(app, &k, id, gid, pilihan("0")).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().starts_with("Ujian sudah dikerjakan peserta"), "{}", res.text);
    let hapus = app.req(Method::DELETE, &format!("/lms/ujian/{id}/kelompok_soal/{gid}/soal/{id_soal}")).cookie(&k.dosen).send().await;
    assert_eq!(hapus.status, StatusCode::UNPROCESSABLE_ENTITY);
    // A correction of the key is allowed and re-scores finished attempts.
    assert_eq!(jawab(app, &k, id, id_soal, "2", 1).await.status, StatusCode::OK);
    app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await;
    let sql = format!("SELECT nilai FROM pengerjaan WHERE id_aktivitas = {id}");
    let nilai = || sqlx::query_scalar::<_, Option<f64>>(&sql).fetch_one(&app.db);
    assert_eq!(nilai().await.unwrap(), Some(100.0));
    let ubah = app
        .req(Method::PUT, &format!("/lms/ujian/{id}/kelompok_soal/{gid}/soal/{id_soal}"))
        .cookie(&k.dosen)
        .json(json!({"jenis": "pilihan", "pertanyaan": "<p>P</p>", "pilihan": ["a", "b", "c"], "kunci": "0"}))
        .send()
        .await;
    assert_eq!(ubah.status, StatusCode::OK, "{}", ubah.text);
    assert_eq!(nilai().await.unwrap(), Some(0.0));
    // Each change to the questions is in the activity log; the refused ones are not.
    let log: Vec<String> = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_ujian' AND detail LIKE $1 ORDER BY id")
        .bind(format!("% pada kuis/ujian {id}"))
        .fetch_all(&app.db)
        .await
        .unwrap();
    assert!(log.iter().any(|d| d.starts_with("Menambah Kelompok Soal 1")), "{log:?}");
    assert!(log.iter().any(|d| d.starts_with("Menambah 1 soal ke Kelompok Soal 1")), "{log:?}");
    assert_eq!(log.last().map(String::as_str), Some(format!("Mengubah soal {id_soal} pada kuis/ujian {id}").as_str()));
    assert!(!log.iter().any(|d| d.starts_with("Menghapus soal")), "the refused delete wrote nothing: {log:?}");
}

async fn an_attempt_runs_on_the_server_clock(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let (id, _, soal) = ujian_empat_soal(app, &k, "open").await;
    let me = app.get(&format!("/lms/ujian/{id}/pengerjaan/me")).cookie(&k.mhs).send().await;
    assert_eq!(me.json["data"], Value::Null);
    assert_eq!(app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.dosen).send().await.status, StatusCode::FORBIDDEN);
    let a = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    let b = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!(a.json["pengerjaan"]["id"], b.json["pengerjaan"]["id"], "a second start returns the same attempt");
    let mulai = lms::db::parse_time(a.json["pengerjaan"]["waktu_mulai"].as_str().unwrap()).unwrap();
    let batas = lms::db::parse_time(a.json["pengerjaan"]["waktu_selesai"].as_str().unwrap()).unwrap();
    assert_eq!((batas - mulai).num_minutes(), 30, "the deadline is start + durasi");
    assert!(a.json["waktu_server"].is_string());

    // Idempotent and ordered by version.
    assert_eq!(jawab(app, &k, id, soal[0], "1", 2).await.json["versi"], 2);
    assert_eq!(jawab(app, &k, id, soal[0], "1", 2).await.status, StatusCode::OK, "the same save twice");
    let lama = jawab(app, &k, id, soal[0], "0", 1).await;
    assert_eq!((lama.status, lama.json["versi"].as_i64()), (StatusCode::OK, Some(2)), "an older version is acknowledged, not stored");
    assert_eq!(jawab(app, &k, id, soal[0], "7", 3).await.message(), "Pilihan jawaban tidak dikenal.");
    assert_eq!(jawab(app, &k, id, 999_999, "1", 1).await.status, StatusCode::NOT_FOUND);
    assert_eq!(jawab(app, &k, id, soal[3], "Uraian saya.", 1).await.status, StatusCode::OK);
    let lembar = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
    let s = &lembar.json["kelompok_soal"][0]["soal"];
    assert_eq!((s[0]["jawaban"].as_str(), s[0]["versi"].as_i64()), (Some("1"), Some(2)));
    assert_eq!(lembar.json["pengerjaan"]["jumlah_soal_dijawab"], 2);

    // One second past the deadline: refused, and the attempt is closed at its deadline.
    let lewat = lms::db::format_time(chrono::Utc::now() - chrono::Duration::minutes(30) - chrono::Duration::seconds(1));
    sqlx::query(&format!("UPDATE ujian_pengerjaan SET waktu_mulai = '{lewat}' WHERE id_aktivitas = {id}")).execute(&app.db).await.unwrap();
    let telat = jawab(app, &k, id, soal[1], "1", 1).await;
    assert_eq!((telat.status, telat.json["status"]["code"].as_str()), (StatusCode::CONFLICT, Some("waktu_habis")));
    let me = app.get(&format!("/lms/ujian/{id}/pengerjaan/me")).cookie(&k.mhs).send().await;
    assert_eq!((me.json["data"]["selesai"].as_bool(), me.json["data"]["jumlah_soal_dijawab"].as_i64()), (Some(true), Some(2)));
    assert_eq!(me.json["data"]["nilai_akhir"], Value::Null, "not published");
    let kumpul: Option<String> = sqlx::query_scalar(&format!("SELECT waktu_kumpul FROM ujian_pengerjaan WHERE id_aktivitas = {id}"))
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(kumpul.is_some_and(|t| t < lms::db::now()), "closed at its deadline");
    let lagi = jawab(app, &k, id, soal[1], "1", 2).await;
    assert_eq!(lagi.json["status"]["code"], "sudah_selesai");
}

async fn random_groups_give_each_student_a_stable_subset(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let gid = kelompok(app, &k, id, json!({"aturan": "random", "jumlah_wajib_dijawab": 2})).await;
    for kunci in ["0", "1", "2", "0", "1"] {
        assert_eq!(soal(app, &k, id, gid, pilihan(kunci)).await.status, StatusCode::CREATED);
    }
    let ids = |res: &crate::common::Res| -> Vec<i64> {
        res.json["kelompok_soal"][0]["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect()
    };
    let awal = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!(ids(&awal).len(), 2, "{}", awal.text);
    for _ in 0..3 {
        let lagi = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
        assert_eq!(ids(&lagi), ids(&awal), "the same subset on every reload");
    }
    // Another student of the class gets a subset of their own, fixed too.
    let lain: String = sqlx::query_scalar(&format!(
        "SELECT u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = {} AND u.username <> 'mahasiswa' ORDER BY u.id LIMIT 1",
        k.id_kelas
    ))
    .fetch_one(&app.db)
    .await
    .unwrap();
    let sesi = app.login(&lain).await;
    let milik_lain = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&sesi).send().await;
    assert_eq!(ids(&milik_lain).len(), 2);
    let tersimpan: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM ujian_pengerjaan_soal ps JOIN ujian_pengerjaan p ON p.id = ps.id_pengerjaan WHERE p.id_aktivitas = {id}"
    ))
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(tersimpan, 4, "each attempt keeps its own two questions");
}

async fn grading_scores_publishes_and_resets(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let (id, gid, soal) = ujian_empat_soal(app, &k, "close").await;
    app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    let langgar = app.post(&format!("/lms/ujian/{id}/pengerjaan/me/pelanggaran")).cookie(&k.mhs).json(json!({"jenis": "hu"})).send().await;
    assert_eq!(langgar.status, StatusCode::NO_CONTENT);
    for (s, j) in soal.iter().zip(["1", "0", "benar", "Jawaban uraian."]) {
        assert_eq!(jawab(app, &k, id, *s, j, 1).await.status, StatusCode::OK);
    }
    let selesai = app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await;
    assert_eq!(selesai.json["pengerjaan"]["selesai"], true);
    assert_eq!(jawab(app, &k, id, soal[1], "1", 2).await.json["status"]["code"], "sudah_selesai");

    let daftar = app.get(&format!("/lms/ujian/{id}/pengerjaan")).cookie(&k.dosen).send().await;
    let baris = &daftar.json["data"][0];
    assert_eq!((baris["jumlah_belum_dinilai"].as_i64(), baris["jumlah_pelanggaran"].as_i64()), (Some(1), Some(1)));
    assert_eq!(baris["nilai_akhir"], Value::Null, "an essay waits for its score");
    let id_pengerjaan = baris["id"].as_i64().unwrap();
    let detail = app.get(&format!("/lms/ujian/{id}/pengerjaan/{}", baris["id_mahasiswa"])).cookie(&k.dosen).send().await;
    assert_eq!(detail.json["pelanggaran"][0]["jenis"], "pindah_tab", "spec 3 §8's code hu is read as its name");
    assert_eq!(detail.json["kelompok_soal"][0]["soal"][0]["nilai"], 100);
    assert_eq!(app.get(&format!("/lms/ujian/{id}/pengerjaan")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);

    let url_nilai = |s: i64| format!("/lms/ujian/{id}/pengerjaan/{id_pengerjaan}/kelompok_soal/{gid}/soal/{s}/nilai");
    let otomatis = app.req(Method::PUT, &url_nilai(soal[0])).cookie(&k.dosen).json(json!({"nilai": 50})).send().await;
    assert_eq!(otomatis.message(), "Soal pilihan dan benar/salah dinilai otomatis.");
    assert_eq!(
        app.req(Method::PUT, &url_nilai(soal[3])).cookie(&k.dosen).json(json!({"nilai": 101})).send().await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    let dinilai = app.req(Method::PUT, &url_nilai(soal[3])).cookie(&k.dosen).json(json!({"nilai": 80})).send().await;
    // (100 + 0 + 100 + 80) / 4
    assert_eq!(dinilai.json["nilai_akhir"].as_f64(), Some(70.0), "{}", dinilai.text);
    let kurang = app
        .req(Method::PUT, &format!("/lms/pengerjaan/{id_pengerjaan}/pengurangan_nilai"))
        .cookie(&k.dosen)
        .json(json!({"nilai": 5.254}))
        .send()
        .await;
    assert_eq!((kurang.json["pengurangan_nilai"].as_f64(), kurang.json["nilai_akhir"].as_f64()), (Some(5.25), Some(64.75)));

    // Students see the score only once published.
    let me = || app.get(&format!("/lms/ujian/{id}/pengerjaan/me")).cookie(&k.mhs).send();
    assert_eq!(me().await.json["data"]["nilai_akhir"], Value::Null);
    let publish = |tampil: bool| {
        app.req(Method::PUT, &format!("/lms/ujian/{id}/nilai_publishing"))
            .cookie(&k.dosen)
            .json(json!({"is_tampilkan_nilai": tampil}))
            .send()
    };
    assert_eq!(publish(true).await.status, StatusCode::NO_CONTENT);
    assert_eq!(me().await.json["data"]["nilai_akhir"].as_f64(), Some(64.75));
    let lembar = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][3]["nilai"], 80);
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][0]["kunci"], Value::Null, "the key is not enabled");
    assert_eq!(me().await.json["data"]["kunci_terlihat"], false);
    // A key time already passed while the exam still runs (stored before the form refused it):
    // an early finisher sees no key while classmates still work.
    let semenit_lalu = lms::db::format_time(chrono::Utc::now() - chrono::Duration::minutes(1));
    sqlx::query("UPDATE ujian SET tampilkan_kunci_jawaban = 1, waktu_tampil_kunci = $1 WHERE id_aktivitas = $2")
        .bind(&semenit_lalu)
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(me().await.json["data"]["kunci_terlihat"], false, "the exam has not ended");
    let lembar = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][0]["kunci"], Value::Null, "no key before the exam ends");
    // Once the exam has ended, the review and the card show it.
    sqlx::query("UPDATE aktivitas SET waktu_selesai = $1 WHERE id = $2").bind(&semenit_lalu).bind(id).execute(&app.db).await.unwrap();
    assert_eq!(me().await.json["data"]["kunci_terlihat"], true);
    let lembar = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][0]["kunci"].as_str(), Some("1"));
    sqlx::query("UPDATE aktivitas SET waktu_selesai = $1 WHERE id = $2").bind(menit(120)).bind(id).execute(&app.db).await.unwrap();
    publish(false).await;
    assert_eq!(me().await.json["data"]["nilai_akhir"], Value::Null);

    // Statistics and the spreadsheet.
    let stats = app.get(&format!("/lms/ujian/{id}/pengerjaan/jawaban_stats")).cookie(&k.dosen).send().await;
    let s0 = &stats.json[0];
    assert_eq!((s0["jumlah_dijawab"].as_i64(), s0["jumlah_benar"].as_i64()), (Some(1), Some(1)));
    assert_eq!(s0["jumlah_per_pilihan"], json!([0, 1, 0]));
    assert_eq!(stats.json[2]["jumlah_per_pilihan"], json!([1, 0]));
    assert_eq!(stats.json[3]["rata_rata_nilai"].as_f64(), Some(80.0));
    let xlsx = app.get(&format!("/lms/ujian/{id}/pengerjaan/export_excel")).cookie(&k.dosen).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).expect("a real xlsx");
    let range = calamine::Reader::worksheet_range(&mut buku, "Hasil").unwrap();
    assert_eq!(range.get_value((0, 0)).map(|c| c.to_string()), Some("Kuis Terbuka".into()));
    assert_eq!(range.get_value((2, 9)).map(|c| c.to_string()), Some("Nilai Akhir".into()));
    let nim: String = sqlx::query_scalar("SELECT nim FROM mahasiswa m JOIN users u ON u.id = m.id_user WHERE u.username = 'mahasiswa'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(range.get_value((3, 1)).map(|c| c.to_string()), Some(nim));
    assert_eq!(range.get_value((3, 9)).and_then(calamine::DataType::get_float), Some(64.75));

    // Reset: gone with its answers; the student may start again.
    let tanpa_awal =
        app.get(&format!("/lms/ujian/{id}/pengerjaan/no_pengerjaan")).cookie(&k.dosen).send().await.json.as_array().unwrap().len();
    assert_eq!(
        app.req(Method::DELETE, &format!("/lms/pengerjaan/{id_pengerjaan}")).cookie(&k.mhs).send().await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        app.req(Method::DELETE, &format!("/lms/pengerjaan/{id_pengerjaan}")).cookie(&k.dosen).send().await.status,
        StatusCode::NO_CONTENT
    );
    let tanpa = app.get(&format!("/lms/ujian/{id}/pengerjaan/no_pengerjaan")).cookie(&k.dosen).send().await;
    assert_eq!(tanpa.json.as_array().unwrap().len(), tanpa_awal + 1);
    let sisa: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM ujian_jawaban WHERE id_pengerjaan = {id_pengerjaan}"))
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(sisa, 0);
    let baru = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!((baru.status, baru.json["pengerjaan"]["jumlah_soal_dijawab"].as_i64()), (StatusCode::OK, Some(0)));
}

/// The next `time_changed` of an open exam stream, within 10 s.
async fn waktu_berubah(body: &mut axum::body::Body) -> Value {
    crate::common::acara_sse(body, "time_changed").await
}

async fn a_time_change_reaches_takers_on_another_process(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    // SQLite serves one process; PostgreSQL carries the note to a second one.
    let router = match app.engine {
        lms::db::Engine::Postgres => app.proses_lain().await,
        lms::db::Engine::Sqlite => app.router.clone(),
    };
    let req = app.get(&format!("/lms/events/ujian/{id}")).cookie(&k.mhs).request();
    let res = router.oneshot(req).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let mut body = res.into_body();
    body.frame().await.expect("the first comment").unwrap();
    // Give the other process's LISTEN a moment to be in place.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let selesai = menit(180);
    let body_ubah = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuis Terbuka", "deskripsi": "<p>Kerjakan.</p>", "jenis": "kuis",
                           "sifat": "open", "gunakan_batas_waktu": true, "durasi": 45, "waktu_mulai": null, "waktu_selesai": selesai});
    let mut body_ubah = body_ubah;
    let detail = app.get(&format!("/lms/ujian/{id}")).cookie(&k.dosen).send().await;
    body_ubah["waktu_mulai"] = detail.json["waktu_mulai"].clone();
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(body_ubah).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let catatan = waktu_berubah(&mut body).await;
    assert_eq!((catatan["waktu_selesai"].as_str(), catatan["durasi"].as_i64()), (Some(selesai.as_str()), Some(45)));
}

async fn a_sebagian_group_takes_its_count_and_replays_stay_harmless(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let gid = kelompok(app, &k, id, json!({"aturan": "sebagian", "jumlah_wajib_dijawab": 1})).await;
    for kunci in ["0", "1"] {
        assert_eq!(soal(app, &k, id, gid, pilihan(kunci)).await.status, StatusCode::CREATED);
    }
    let lembar = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    let s: Vec<i64> = lembar.json["kelompok_soal"][0]["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    assert_eq!(s.len(), 2, "sebagian shows every question");
    assert_eq!(jawab(app, &k, id, s[0], "0", 1).await.status, StatusCode::OK);
    let kedua = jawab(app, &k, id, s[1], "1", 1).await;
    assert_eq!(kedua.message(), "Kelompok soal ini cukup dijawab 1 soal. Kosongkan salah satu jawaban untuk menggantinya.");
    assert_eq!(jawab(app, &k, id, s[0], "", 2).await.status, StatusCode::OK, "clearing frees the slot");
    assert_eq!(jawab(app, &k, id, s[1], "1", 1).await.status, StatusCode::OK);
    let ulang = jawab(app, &k, id, s[0], "0", 1).await;
    assert_eq!(
        (ulang.status, ulang.json["versi"].as_i64()),
        (StatusCode::OK, Some(2)),
        "a late replay is acknowledged unchanged: {}",
        ulang.text
    );
    let langgar =
        app.post(&format!("/lms/ujian/{id}/pengerjaan/me/pelanggaran")).cookie(&k.mhs).json(json!({"jenis": "pindah_tab"})).send().await;
    assert_eq!(langgar.message(), "Pelanggaran hanya dicatat pada ujian tutup buku.");
    app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await;
    let nilai: Option<f64> =
        sqlx::query_scalar(&format!("SELECT nilai FROM pengerjaan WHERE id_aktivitas = {id}")).fetch_one(&app.db).await.unwrap();
    assert_eq!(nilai, Some(100.0), "one slot, answered right");
}

async fn copying_an_exam_takes_its_questions(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let (asal, _, _) = ujian_empat_soal(app, &k, "open").await;
    let lain: i64 =
        sqlx::query_scalar(&format!("SELECT MIN(id) FROM kelas_kuliah WHERE id <> {}", k.id_kelas)).fetch_one(&app.db).await.unwrap();
    let daftar = app.get(&format!("/lms/ujian?exclude_id_kelas_kuliah={lain}&search=terbuka")).cookie(&k.dosen).send().await;
    let baris = daftar.json["data"].as_array().unwrap().iter().find(|b| b["id"].as_i64() == Some(asal)).cloned().expect("listed");
    assert_eq!((baris["durasi"].as_i64(), baris["jumlah_soal"].as_i64(), baris["jenis"].as_str()), (Some(30), Some(4), Some("kuis")));
    assert_eq!(app.get("/lms/ujian").cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let mut body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuis Salinan", "deskripsi": "<p>Salinan.</p>", "jenis": "kuis",
                          "sifat": "open", "gunakan_batas_waktu": true, "durasi": 20, "waktu_mulai": menit(60), "waktu_selesai": menit(180)});
    let tanpa = app.post("/lms/ujian/salin").cookie(&k.dosen).json(body.clone()).send().await;
    assert_eq!((tanpa.status, tanpa.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Pilih ujian terlebih dahulu"));
    body["id_ujian"] = json!(asal);
    body["judul"] = json!("");
    assert_eq!(
        app.post("/lms/ujian/salin").cookie(&k.dosen).json(body.clone()).send().await.message(),
        "Judul wajib diisi",
        "the form's rules apply"
    );
    body["judul"] = json!("Kuis Salinan");
    let res = app.post("/lms/ujian/salin").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["judul"].as_str(), res.json["durasi"].as_i64()), (Some("Kuis Salinan"), Some(20)));
    let baru = res.json["id"].as_i64().unwrap();
    let soal_asal = app.get(&format!("/lms/ujian/{asal}/soal")).cookie(&k.dosen).send().await;
    let soal_baru = app.get(&format!("/lms/ujian/{baru}/soal")).cookie(&k.dosen).send().await;
    let isi = |r: &crate::common::Res| -> Vec<(String, String)> {
        r.json["kelompok_soal"][0]["soal"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| (s["pertanyaan"].to_string(), s["kunci"].to_string()))
            .collect()
    };
    assert_eq!(isi(&soal_baru), isi(&soal_asal));
    assert_ne!(soal_baru.json["kelompok_soal"][0]["id"], soal_asal.json["kelompok_soal"][0]["id"], "copies, not shared rows");
}

async fn berkas_jawaban(app: &TestApp, k: &KelasBersama, id: i64, id_soal: i64, berkas: &[&str]) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/ujian/{id}/pengerjaan/me/jawaban/{id_soal}/berkas"))
        .cookie(&k.mhs)
        .json(json!({"berkas": berkas}))
        .send()
        .await
}

async fn essay_answers_take_files_of_the_accepted_kinds(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let gid = kelompok(app, &k, id, json!({"aturan": "semua"})).await;
    for body in [
        json!({"jenis": "esay", "pertanyaan": "<p>Unggah laporan.</p>", "jenis_file_diterima": ["pdf"], "kunci": ""}),
        pilihan("1"),
        json!({"jenis": "esay", "pertanyaan": "<p>Tulis saja.</p>", "jenis_file_diterima": ["text"], "kunci": ""}),
        json!({"jenis": "esay", "pertanyaan": "<p>Foto sketsa.</p>", "jenis_file_diterima": ["image"], "kunci": ""}),
    ] {
        assert_eq!(soal(app, &k, id, gid, body).await.status, StatusCode::CREATED);
    }
    let mulai = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    assert_eq!(mulai.status, StatusCode::OK, "{}", mulai.text);
    let batas = mulai.json["batas_berkas_jawaban_mb"].as_f64();
    assert_eq!(batas, Some(10.0), "the default limit of ukuran_max_file.ujian.lampiran_jawaban_esai");
    let ids: Vec<i64> = mulai.json["kelompok_soal"][0]["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect();
    let (laporan, pilih, teks, sketsa) = (ids[0], ids[1], ids[2], ids[3]);

    // Only students upload answer files.
    let (ct, body) = crate::common::multipart(&[("dir", None, b"ujian/jawaban"), ("file", Some("a.pdf"), crate::common::PDF)]);
    assert_eq!(app.post("/v2/storager").cookie(&k.dosen).raw(&ct, body).send().await.status, StatusCode::FORBIDDEN);
    let url = unggah(app, &k.mhs, "ujian/jawaban", "Laporan.pdf").await;

    let tolak = |res: crate::common::Res| (res.status, res.message().to_string());
    assert_eq!(
        tolak(berkas_jawaban(app, &k, id, pilih, &[&url]).await),
        (StatusCode::UNPROCESSABLE_ENTITY, "Hanya soal esai yang menerima berkas jawaban.".into())
    );
    assert_eq!(
        tolak(berkas_jawaban(app, &k, id, teks, &[&url]).await),
        (StatusCode::UNPROCESSABLE_ENTITY, "Soal ini hanya menerima jawaban berupa teks.".into())
    );
    assert_eq!(
        tolak(berkas_jawaban(app, &k, id, sketsa, &[&url]).await),
        (StatusCode::UNPROCESSABLE_ENTITY, "File type .pdf is not allowed".into())
    );
    let palsu = "/v2/storager/00000000000000000000000000000bad/x.pdf";
    assert_eq!(
        tolak(berkas_jawaban(app, &k, id, laporan, &[palsu]).await),
        (StatusCode::UNPROCESSABLE_ENTITY, "File tidak ditemukan. Unggah ulang file tersebut.".into())
    );

    // Saved, and the same list again changes nothing.
    for _ in 0..2 {
        let res = berkas_jawaban(app, &k, id, laporan, &[&url]).await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        assert_eq!(res.json["berkas"][0]["name"], "Laporan.pdf");
    }
    let lembar = app.get(&format!("/lms/ujian/{id}/pengerjaan/me/soal")).cookie(&k.mhs).send().await;
    assert_eq!(lembar.json["kelompok_soal"][0]["soal"][0]["berkas"][0]["url"].as_str(), Some(url.as_str()));
    assert_eq!(lembar.json["pengerjaan"]["jumlah_soal_dijawab"].as_i64(), Some(1), "a file-only essay is answered");

    // The student and the class's lecturer open it; a student of another class does not.
    assert_eq!(app.get(&url).cookie(&k.mhs).send().await.status, StatusCode::OK);
    assert_eq!(app.get(&url).cookie(&k.dosen).send().await.status, StatusCode::OK);
    let luar = app.login(&mahasiswa_luar(app, k.id_kelas).await).await;
    assert_eq!(app.get(&url).cookie(&luar).send().await.status, StatusCode::NOT_FOUND);

    // A replaced file is released at once.
    let revisi = unggah(app, &k.mhs, "ujian/jawaban", "Laporan revisi.pdf").await;
    let res = berkas_jawaban(app, &k, id, laporan, &[&revisi]).await;
    assert_eq!(res.json["berkas"].as_array().unwrap().len(), 1);
    let id_lama = lms::berkas::id_dari_url(&url).unwrap().to_string();
    let sisa: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM berkas WHERE id = $1").bind(&id_lama).fetch_one(&app.db).await.unwrap();
    assert_eq!(sisa, 0, "the replaced upload is gone");

    // Finished: the lecturer grades the file answer; no more changes.
    app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await;
    assert_eq!(berkas_jawaban(app, &k, id, laporan, &[]).await.json["status"]["code"], "sudah_selesai");
    let daftar = app.get(&format!("/lms/ujian/{id}/pengerjaan")).cookie(&k.dosen).send().await;
    let baris = &daftar.json["data"][0];
    assert_eq!(baris["jumlah_belum_dinilai"].as_i64(), Some(1), "{}", daftar.text);
    let detail = app.get(&format!("/lms/ujian/{id}/pengerjaan/{}", baris["id_mahasiswa"])).cookie(&k.dosen).send().await;
    assert_eq!(detail.json["kelompok_soal"][0]["soal"][0]["berkas"][0]["name"], "Laporan revisi.pdf");
    let url_nilai = format!("/lms/ujian/{id}/pengerjaan/{}/kelompok_soal/{gid}/soal/{laporan}/nilai", baris["id"]);
    let dinilai = app.req(Method::PUT, &url_nilai).cookie(&k.dosen).json(json!({"nilai": 90})).send().await;
    assert_eq!(dinilai.status, StatusCode::OK, "{}", dinilai.text);
    // (90 + 0 + 0 + 0) / 4
    assert_eq!(dinilai.json["nilai_akhir"].as_f64(), Some(22.5));
}

/// The question ids of a sheet's group `g`.
fn soal_kelompok(lembar: &crate::common::Res, g: usize) -> Vec<i64> {
    lembar.json["kelompok_soal"][g]["soal"].as_array().unwrap().iter().map(|s| s["id"].as_i64().unwrap()).collect()
}

async fn hitung(app: &TestApp, sql: String) -> i64 {
    sqlx::query_scalar(&sql).fetch_one(&app.db).await.unwrap()
}

/// Saves of answer '0' (question, version) sent at once, each from its own task
/// on a clone of the router, so the runtime's threads run them in parallel.
async fn jawab_serentak(app: &TestApp, k: &KelasBersama, id: i64, kirim: &[(i64, i64)]) -> Vec<(StatusCode, Value)> {
    let tugas: Vec<_> = kirim
        .iter()
        .map(|(id_soal, versi)| {
            let req = axum::http::Request::builder()
                .method(Method::PUT)
                .uri(format!("/lms/ujian/{id}/pengerjaan/me/jawaban/{id_soal}"))
                .header("college-id", crate::common::COLLEGE_ID)
                .header("cookie", format!("lms_sesi={}", k.mhs.cookie))
                .header("content-type", "application/json")
                .body(axum::body::Body::from(json!({"jawaban": "0", "versi": versi}).to_string()))
                .unwrap();
            let router = app.router.clone();
            tokio::spawn(async move {
                let res = router.oneshot(req).await.unwrap();
                let status = res.status();
                let body = res.into_body().collect().await.unwrap().to_bytes();
                (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
            })
        })
        .collect();
    futures::future::join_all(tugas).await.into_iter().map(|r| r.unwrap()).collect()
}

async fn parallel_saves_fill_a_sebagian_group_once(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let gid = kelompok(app, &k, id, json!({"aturan": "sebagian", "jumlah_wajib_dijawab": 1})).await;
    for _ in 0..3 {
        assert_eq!(soal(app, &k, id, gid, pilihan("0")).await.status, StatusCode::CREATED);
    }
    let lembar = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    let s = soal_kelompok(&lembar, 0);
    let id_pengerjaan = lembar.json["pengerjaan"]["id"].as_i64().unwrap();
    let terisi = format!("SELECT COUNT(*) FROM ujian_jawaban WHERE id_pengerjaan = {id_pengerjaan} AND jawaban <> ''");
    // Several rounds: each fills the group at once from every question (each sent twice), then empties it.
    for putaran in 0..8 {
        let versi = 2 * putaran + 1;
        let kirim: Vec<(i64, i64)> = (0..6).map(|i| (s[i % 3], versi)).collect();
        let hasil = jawab_serentak(app, &k, id, &kirim).await;
        let mut diterima: Vec<i64> = (0..6)
            .filter(|i| hasil[*i].0 == StatusCode::OK)
            .map(|i| s[i % 3])
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        for (status, body) in hasil.iter().filter(|r| r.0 != StatusCode::OK) {
            assert_eq!(*status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
            assert_eq!(
                body["status"]["message"],
                "Kelompok soal ini cukup dijawab 1 soal. Kosongkan salah satu jawaban untuk menggantinya."
            );
        }
        assert_eq!(diterima.len(), 1, "round {putaran}: one question of the group is accepted, not {diterima:?}");
        assert_eq!(hitung(app, terisi.clone()).await, 1, "round {putaran}: exactly one answer stored");
        let dijawab = diterima.pop().unwrap();
        assert_eq!(jawab(app, &k, id, dijawab, "", versi + 1).await.status, StatusCode::OK, "clearing frees the slot");
    }
    assert_eq!(jawab(app, &k, id, s[1], "0", 99).await.status, StatusCode::OK);
    app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await;
    let nilai: Option<f64> =
        sqlx::query_scalar(&format!("SELECT nilai FROM pengerjaan WHERE id_aktivitas = {id}")).fetch_one(&app.db).await.unwrap();
    assert_eq!(nilai, Some(100.0));
}

async fn saves_racing_the_finish_are_counted_or_refused(app: &TestApp) {
    const N: usize = 8;
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let gid = kelompok(app, &k, id, json!({"aturan": "semua"})).await;
    for _ in 0..N {
        assert_eq!(soal(app, &k, id, gid, pilihan("0")).await.status, StatusCode::CREATED);
    }
    for putaran in 0..4 {
        let lembar = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
        assert_eq!(lembar.status, StatusCode::OK, "{}", lembar.text);
        let s = soal_kelompok(&lembar, 0);
        let id_pengerjaan = lembar.json["pengerjaan"]["id"].as_i64().unwrap();
        let simpan = futures::future::join_all(s.iter().map(|id_soal| jawab(app, &k, id, *id_soal, "0", 1)));
        let selesai = async {
            // Into the middle of the saves.
            tokio::task::yield_now().await;
            app.post(&format!("/lms/ujian/{id}/pengerjaan/me/selesai")).cookie(&k.mhs).send().await
        };
        let (hasil, selesai) = tokio::join!(simpan, selesai);
        assert_eq!(selesai.status, StatusCode::OK, "{}", selesai.text);
        for r in hasil.iter().filter(|r| r.status != StatusCode::OK) {
            assert_eq!((r.status, r.code()), (StatusCode::CONFLICT, "sudah_selesai"), "{}", r.text);
        }
        let diterima = hasil.iter().filter(|r| r.status == StatusCode::OK).count();
        let tersimpan = hitung(app, format!("SELECT COUNT(*) FROM ujian_jawaban WHERE id_pengerjaan = {id_pengerjaan}")).await;
        assert_eq!(tersimpan as usize, diterima, "round {putaran}: a refused save stored nothing");
        let nilai: Option<f64> =
            sqlx::query_scalar(&format!("SELECT nilai FROM pengerjaan WHERE id_aktivitas = {id}")).fetch_one(&app.db).await.unwrap();
        assert_eq!(nilai, Some(diterima as f64 * 100.0 / N as f64), "round {putaran}: every acknowledged answer is in the score");
        let telat = jawab(app, &k, id, s[0], "1", 2).await;
        assert_eq!((telat.status, telat.code()), (StatusCode::CONFLICT, "sudah_selesai"));
        let reset = app.req(Method::DELETE, &format!("/lms/pengerjaan/{id_pengerjaan}")).cookie(&k.dosen).send().await;
        assert_eq!(reset.status, StatusCode::NO_CONTENT, "{}", reset.text);
    }
}

async fn an_attempt_with_too_many_answers_still_closes_within_its_maximum(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = ujian_terbuka(app, &k, "open").await;
    let semua = kelompok(app, &k, id, json!({"aturan": "semua"})).await;
    assert_eq!(soal(app, &k, id, semua, pilihan("0")).await.status, StatusCode::CREATED);
    let sebagian = kelompok(app, &k, id, json!({"aturan": "sebagian", "jumlah_wajib_dijawab": 1})).await;
    for _ in 0..3 {
        assert_eq!(soal(app, &k, id, sebagian, pilihan("0")).await.status, StatusCode::CREATED);
    }
    let lembar = app.post(&format!("/lms/ujian/{id}/pengerjaan/start")).cookie(&k.mhs).send().await;
    let id_pengerjaan = lembar.json["pengerjaan"]["id"].as_i64().unwrap();
    assert_eq!(jawab(app, &k, id, soal_kelompok(&lembar, 0)[0], "1", 1).await.status, StatusCode::OK, "a wrong answer");
    // Data stored before the limit held: three right answers in the 'answer 1 of 3' group.
    for id_soal in soal_kelompok(&lembar, 1) {
        sqlx::query("INSERT INTO ujian_jawaban (id_pengerjaan, id_soal, jawaban, versi, waktu) VALUES ($1, $2, '0', 1, $3)")
            .bind(id_pengerjaan)
            .bind(id_soal)
            .bind(lms::db::now())
            .execute(&app.db)
            .await
            .unwrap();
    }
    let lewat = lms::db::format_time(chrono::Utc::now() - chrono::Duration::minutes(31));
    sqlx::query(&format!("UPDATE ujian_pengerjaan SET waktu_mulai = '{lewat}' WHERE id = {id_pengerjaan}")).execute(&app.db).await.unwrap();
    // Each read that closes attempts past their deadline, each time on the attempt still open.
    let bacaan = [
        (&k.dosen, format!("/lms/ujian/{id}/pengerjaan")),
        (&k.dosen, format!("/lms/ujian/{id}/pengerjaan/export_excel")),
        (&k.dosen, format!("/lms/ujian/{id}/pengerjaan/jawaban_stats")),
        (&k.mhs, format!("/lms/ujian/{id}/pengerjaan/me")),
        (&k.mhs, format!("/lms/ujian/{id}/pengerjaan/me/soal")),
    ];
    for (sesi, url) in bacaan {
        sqlx::query(&format!("UPDATE ujian_pengerjaan SET waktu_kumpul = NULL WHERE id = {id_pengerjaan}")).execute(&app.db).await.unwrap();
        sqlx::query(&format!("UPDATE pengerjaan SET nilai = NULL WHERE id_aktivitas = {id}")).execute(&app.db).await.unwrap();
        let (status, _, body) = app.get(&url).cookie(sesi).send_raw().await;
        assert_eq!(status, StatusCode::OK, "{url}: {}", String::from_utf8_lossy(&body));
        let (kumpul, nilai): (Option<String>, Option<f64>) = sqlx::query_as(&format!(
            "SELECT p.waktu_kumpul, g.nilai FROM ujian_pengerjaan p JOIN pengerjaan g ON g.id_aktivitas = p.id_aktivitas AND g.id_mahasiswa = p.id_mahasiswa WHERE p.id = {id_pengerjaan}"
        ))
        .fetch_one(&app.db)
        .await
        .unwrap();
        assert!(kumpul.is_some(), "{url} closed the attempt");
        // (0 + 100) over two slots: the group's extra answers count for nothing.
        assert_eq!(nilai, Some(50.0), "{url}");
    }
}
