//! Attendance (issue 13): who sees and changes a meeting's attendance and on
//! which page type, the H/A/I/S rules, teachers' attendance and its
//! messages, starting and ending a meeting, presence from each kind of
//! activity without ever overwriting a person's code, the recalculation's
//! status over SSE, QR codes (valid, expired, replayed, another meeting's,
//! not enrolled), and the class recap with its .xlsx read back.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{kelas_bersama, KelasBersama, Session, TestApp};

both_engines!(
    page_types_and_who_sees_what,
    participant_codes_follow_the_rules,
    teacher_attendance_messages_and_rights,
    a_lecturer_starts_and_ends_a_meeting,
    presence_follows_each_kind_of_activity_and_spares_manual_codes,
    recalculation_status_streams_over_sse,
    qr_codes_are_signed_rotating_and_for_participants_only,
    parallel_wrong_codes_stay_within_the_limit,
    the_class_recap_and_its_spreadsheet,
    the_lists_follow_the_class_list_and_export_every_row,
    exam_meetings_are_kept_from_their_teachers,
    a_lecturers_record_is_valid_as_the_settings_say,
    a_lecturers_save_changes_only_the_rows_that_changed,
    an_unset_row_saved_by_the_lecturer_still_follows_activity,
);

fn menit(m: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(m))
}

/// The shared meeting, moved to now (started 10 minutes ago by the clock, not by a teacher) as `jenis`.
pub(crate) async fn pertemuan_sekarang(app: &TestApp, jenis: &str) -> KelasBersama {
    let k = kelas_bersama(app, true).await;
    let param = if jenis == "offline" { 0 } else { 1 };
    sqlx::query(&format!(
        "UPDATE pertemuan SET jenis = $2, waktu_mulai = $3, waktu_selesai = $4, status = 'belum_dimulai', mulai_kuliah = NULL,
         selesai_kuliah = NULL, hadir_vidcon = {param}, kerjakan_kuis_ujian = {param}, kerjakan_tugas = {param},
         posting_forum = {param}, unduh_materi = {param} WHERE id = $1"
    ))
    .bind(k.id_pertemuan)
    .bind(jenis)
    .bind(menit(-10))
    .bind(menit(90))
    .execute(&app.db)
    .await
    .unwrap();
    // Only what a test adds counts.
    sqlx::query("DELETE FROM aktivitas WHERE id_pertemuan = $1").bind(k.id_pertemuan).execute(&app.db).await.unwrap();
    k
}

async fn nim_saya(app: &TestApp) -> String {
    sqlx::query_scalar("SELECT m.nim FROM mahasiswa m JOIN users u ON u.id = m.id_user WHERE u.username = 'mahasiswa'")
        .fetch_one(&app.db)
        .await
        .unwrap()
}

async fn id_user(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM users WHERE username = $1").bind(username).fetch_one(&app.db).await.unwrap()
}

async fn peserta(app: &TestApp, s: &Session, id_pertemuan: i64) -> Vec<Value> {
    let res = app.get(&format!("/lms/kehadiran_mahasiswa/pertemuan/{id_pertemuan}")).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json["data"].as_array().unwrap().clone()
}

async fn baris_saya(app: &TestApp, s: &Session, id_pertemuan: i64) -> Value {
    let nim = nim_saya(app).await;
    peserta(app, s, id_pertemuan).await.into_iter().find(|r| r["mahasiswa"]["nim"] == nim.as_str()).expect("the demo student")
}

async fn simpan(app: &TestApp, s: &Session, id_pertemuan: i64, data: Value) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/kehadiran_mahasiswa/pertemuan/{id_pertemuan}")).cookie(s).json(json!({"data": data})).send().await
}

async fn page_types_and_who_sees_what(app: &TestApp) {
    let k = pertemuan_sekarang(app, "online").await;
    let (kelas, p) = (k.id_kelas, k.id_pertemuan);
    let op = app.login("operator").await;
    for (s, path, tipe) in [
        (&k.dosen, format!("/kehadiran/{kelas}/{p}"), "dosen"),
        (&k.dosen, format!("/kelas/{kelas}/{p}/kehadiran"), "dosen-kelas"),
        (&op, format!("/kehadiran/{kelas}/{p}"), "operator"),
        (&op, format!("/kelas/{kelas}/{p}/kehadiran"), "operator-kelas"),
    ] {
        let res = app.get(&path).cookie(s).header("x-lms-data", "1").send().await;
        assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text);
        assert_eq!((res.json["page"].as_str(), res.json["data"]["tipe"].as_str()), (Some("kehadiran_pertemuan"), Some(tipe)));
    }
    let dosen = app.get(&format!("/kehadiran/{kelas}/{p}")).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    let izin = &dosen.json["data"]["izin"];
    assert_eq!((izin["isAllowUbahPeserta"].as_bool(), izin["isAllowUbahPengajar"].as_bool()), (Some(true), Some(false)));
    assert_eq!((izin["isAllowMulaiAkhiri"].as_bool(), izin["isAllowQr"].as_bool()), (Some(true), Some(false)), "online: no QR");
    let html = app.get(&format!("/kehadiran/{kelas}/{p}")).cookie(&k.dosen).send().await;
    assert_eq!(html.status, StatusCode::OK);
    assert!(html.text.contains("Kehadiran Pertemuan"), "server-rendered");
    // A student and another class's path do not see it.
    let mhs = app.get(&format!("/kehadiran/{kelas}/{p}")).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(mhs.status, StatusCode::FORBIDDEN);
    let salah = app.get(&format!("/kehadiran/{}/{p}", kelas + 1)).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!(salah.status, StatusCode::NOT_FOUND);
    let baca = app.login("operator_baca").await;
    assert!(!peserta(app, &baca, p).await.is_empty());
    let ditolak = simpan(app, &baca, p, json!([{"nim": nim_saya(app).await, "presensi": "H"}])).await;
    assert_eq!(ditolak.status, StatusCode::FORBIDDEN, "read-only operator");
    assert_eq!(app.get(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    // A student reads their own row.
    let saya = app.get(&format!("/lms/kehadiran_mahasiswa/kelas_kuliah/{kelas}/pertemuan/{p}/me")).cookie(&k.mhs).send().await;
    assert_eq!((saya.status, saya.json["presensi_label"].as_str()), (StatusCode::OK, Some("Belum Ada Presensi")));
}

async fn participant_codes_follow_the_rules(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let p = k.id_pertemuan;
    let nim = nim_saya(app).await;
    // A meeting still to come cannot be filled in.
    let awal = simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "H"}])).await;
    assert_eq!(
        (awal.status, awal.message()),
        (StatusCode::UNPROCESSABLE_ENTITY, "Kehadiran peserta dapat diubah setelah pertemuan dimulai.")
    );
    let k = pertemuan_sekarang(app, "offline").await;
    let tak_dikenal = simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "S"}, {"nim": "X-000", "presensi": "H"}])).await;
    assert_eq!(tak_dikenal.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(tak_dikenal.message(), "Mahasiswa dengan NIM X-000 bukan peserta kelas ini.");
    assert_eq!(baris_saya(app, &k.dosen, p).await["ada_presensi"], false, "nothing written");
    let ok = simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "S", "ada_presensi": true}])).await;
    assert_eq!(ok.status, StatusCode::NO_CONTENT, "{}", ok.text);
    let row = baris_saya(app, &k.dosen, p).await;
    assert_eq!(
        (row["presensi"].as_str(), row["presensi_label"].as_str(), row["updated_by"]["username"].as_str()),
        (Some("S"), Some("Sakit"), Some("dosen"))
    );
    // An unset value is A (the header radio's default).
    assert_eq!(simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": null}])).await.status, StatusCode::NO_CONTENT);
    assert_eq!(baris_saya(app, &k.dosen, p).await["presensi"], "A");
    // I and S only while active.
    sqlx::query("UPDATE jenis_presensi SET is_active = 0 WHERE kode = 'I'").execute(&app.db).await.unwrap();
    let izin = simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "I"}])).await;
    assert_eq!((izin.status, izin.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Jenis presensi Izin tidak aktif."));
    let jenis = app.get("/lms/kehadiran_mahasiswa/jenis_presensi").cookie(&k.dosen).send().await;
    assert_eq!((jenis.json["izin"]["is_active"].as_bool(), jenis.json["sakit"]["id"].as_str()), (Some(false), Some("S")));
    // One row by id: present.
    let id_mhs = id_user(app, "mahasiswa").await;
    let op = app.login("operator").await;
    let satu = app
        .req(Method::PUT, &format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/mahasiswa/{id_mhs}"))
        .cookie(&op)
        .json(json!({"is_hadir": true}))
        .send()
        .await;
    assert_eq!(satu.status, StatusCode::NO_CONTENT, "{}", satu.text);
    let row = baris_saya(app, &k.dosen, p).await;
    assert_eq!((row["is_hadir"].as_bool(), row["updated_by"]["username"].as_str()), (Some(true), Some("operator")));
    let log: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'ubah_kehadiran'").fetch_one(&app.db).await.unwrap();
    assert_eq!(log, 3, "every save is logged (the refused one is not)");
}

async fn nama_dosen(app: &TestApp) -> String {
    let (depan, nama, gelar): (String, String, String) = sqlx::query_as(
        "SELECT d.gelar_depan, u.nama, d.gelar_akademik FROM dosen d JOIN users u ON u.id = d.id_user WHERE u.username = 'dosen'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let nama = if depan.is_empty() { nama } else { format!("{depan} {nama}") };
    if gelar.is_empty() {
        nama
    } else {
        format!("{nama}, {gelar}")
    }
}

async fn teacher_attendance_messages_and_rights(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    let id_dosen = id_user(app, "dosen").await;
    let op = app.login("operator").await;
    let ubah = |s: &Session, body: Value| {
        let s = s.clone();
        async move { app.req(Method::PUT, &format!("/lms/kehadiran_dosen/{p}/dosen/{id_dosen}")).cookie(&s).json(body).send().await }
    };
    // Opened 10 minutes ago: before start + 15 minutes nobody may change it.
    let awal = ubah(&op, json!({"is_hadir": true, "mulai_kuliah": menit(-5), "selesai_kuliah": menit(60)})).await;
    assert_eq!(awal.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(awal.message().starts_with("Kehadiran pengajar dapat diubah mulai "), "{}", awal.message());
    sqlx::query("UPDATE pertemuan SET waktu_mulai = $2 WHERE id = $1").bind(p).bind(menit(-30)).execute(&app.db).await.unwrap();
    let nama = nama_dosen(app).await;
    let tanpa_mulai = ubah(&op, json!({"is_hadir": true, "mulai_kuliah": null, "selesai_kuliah": menit(60)})).await;
    assert_eq!(
        (tanpa_mulai.status, tanpa_mulai.message()),
        (StatusCode::UNPROCESSABLE_ENTITY, format!("Memulai kuliah dosen {nama} wajib diisi").as_str())
    );
    let tanpa_akhir = ubah(&op, json!({"is_hadir": true, "mulai_kuliah": "2026-11-25T08:00:00+07:00", "selesai_kuliah": ""})).await;
    assert_eq!(tanpa_akhir.message(), format!("Mengakhiri kuliah dosen {nama} wajib diisi"));
    let dosen = ubah(&k.dosen, json!({"is_hadir": true, "mulai_kuliah": menit(-20), "selesai_kuliah": menit(60)})).await;
    assert_eq!(dosen.status, StatusCode::FORBIDDEN, "only operators with write");
    let baca = ubah(&app.login("operator_baca").await, json!({"is_hadir": false})).await;
    assert_eq!(baca.status, StatusCode::FORBIDDEN);
    let ok =
        ubah(&op, json!({"is_hadir": true, "mulai_kuliah": "2026-11-25T08:00:00+07:00", "selesai_kuliah": "2026-11-25T09:40:00+07:00"}))
            .await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text);
    assert_eq!((ok.json["is_valid"].as_bool(), ok.json["mulai_kuliah"].as_str()), (Some(true), Some("2026-11-25T01:00:00Z")));
    // Not present: the times go.
    let absen = ubah(&op, json!({"is_hadir": false, "mulai_kuliah": "2026-11-25T08:00:00+07:00", "selesai_kuliah": null})).await;
    assert_eq!((absen.json["is_hadir"].as_bool(), absen.json["mulai_kuliah"].is_null()), (Some(false), true));
    let lain =
        app.req(Method::PUT, &format!("/lms/kehadiran_dosen/{p}/dosen/999999")).cookie(&op).json(json!({"is_hadir": false})).send().await;
    assert_eq!(lain.status, StatusCode::NOT_FOUND);
}

async fn a_lecturer_starts_and_ends_a_meeting(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let p = k.id_pertemuan;
    sqlx::query("UPDATE pertemuan SET waktu_mulai = $2, waktu_selesai = $3 WHERE id = $1")
        .bind(p)
        .bind(menit(120))
        .bind(menit(200))
        .execute(&app.db)
        .await
        .unwrap();
    let mulai = |s: &Session| {
        let s = s.clone();
        async move { app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&s).send().await }
    };
    let dini = mulai(&k.dosen).await;
    assert_eq!(dini.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(dini.message().starts_with("Pertemuan baru dapat dimulai mulai "), "{}", dini.message());
    sqlx::query("UPDATE pertemuan SET waktu_mulai = $2 WHERE id = $1").bind(p).bind(menit(10)).execute(&app.db).await.unwrap();
    assert_eq!(mulai(&app.login("operator").await).await.status, StatusCode::FORBIDDEN, "lecturers start meetings");
    assert_eq!(mulai(&k.mhs).await.status, StatusCode::FORBIDDEN);
    let akhir_dulu = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/end")).cookie(&k.dosen).send().await;
    assert_eq!((akhir_dulu.status, akhir_dulu.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Pertemuan belum dimulai."));
    assert_eq!(mulai(&k.dosen).await.status, StatusCode::NO_CONTENT, "15 minutes early is allowed");
    assert_eq!(mulai(&k.dosen).await.status, StatusCode::CONFLICT);
    let page = app.get(&format!("/kehadiran/{}/{p}", k.id_kelas)).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    let d = &page.json["data"];
    assert_eq!(d["pertemuan"]["status"], "berlangsung");
    let id_dosen = id_user(app, "dosen").await;
    let saya = d["pengajar"].as_array().unwrap().iter().find(|g| g["pengajar"]["id_dosen"] == id_dosen).cloned().unwrap();
    assert_eq!((saya["is_hadir"].as_bool(), saya["mulai_kuliah"].is_string(), saya["is_valid"].as_bool()), (Some(true), true, Some(false)));
    // Participants can be filled in once it started, even before its scheduled time.
    assert_eq!(d["izin"]["isAllowUbahPeserta"], true);
    let akhir = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/end")).cookie(&k.dosen).send().await;
    assert_eq!(akhir.status, StatusCode::NO_CONTENT, "{}", akhir.text);
    let me = app.get(&format!("/lms/kehadiran_dosen/{p}/me")).cookie(&k.dosen).send().await;
    assert!(me.json["selesai_kuliah"].is_string(), "{}", me.text);
    let lagi = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/end")).cookie(&k.dosen).send().await;
    assert_eq!(lagi.status, StatusCode::CONFLICT);
    let status: String = sqlx::query_scalar("SELECT status FROM pertemuan WHERE id = $1").bind(p).fetch_one(&app.db).await.unwrap();
    assert_eq!(status, "selesai");
}

/// An activity of `jenis` in the meeting, made through the API.
async fn buat(app: &TestApp, k: &KelasBersama, path: &str, body: Value) -> i64 {
    let res = app.post(path).cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{path}: {}", res.text);
    res.json["id"].as_i64().unwrap()
}

/// A vidcon of the shared meeting, open from a minute ago for an hour.
async fn vidcon_sekarang(app: &TestApp, k: &KelasBersama) -> i64 {
    let body = json!({"id_pertemuan": k.id_pertemuan, "judul": "Kuliah Daring", "aplikasi": "gmeet",
        "link": "meet.google.com/abc-defg-hij", "catatan": "", "waktu_mulai": menit(-1), "waktu_selesai": menit(60)});
    buat(app, k, "/lms/vidcon", body).await
}

async fn presence_follows_each_kind_of_activity_and_spares_manual_codes(app: &TestApp) {
    let k = pertemuan_sekarang(app, "online").await;
    let p = k.id_pertemuan;
    let vidcon = vidcon_sekarang(app, &k).await;
    let forum = buat(
        app,
        &k,
        "/lms/forum",
        json!({"id_pertemuan": p, "judul": "Diskusi", "deskripsi": "Bahas bab 1.",
        "penilaian_keaktifan": false, "minimal_post": 2, "waktu_mulai": menit(-1), "waktu_selesai": menit(60)}),
    )
    .await;
    let tugas = buat(
        app,
        &k,
        "/lms/tugas",
        json!({"id_pertemuan": p, "judul": "Ringkasan", "deskripsi": "<p>Tulis ringkasan.</p>",
        "sub_jenis": "individu", "waktu_mulai": menit(-1), "waktu_selesai": menit(60)}),
    )
    .await;
    let page = |s: Session| async move {
        app.get(&format!("/kehadiran/{}/{p}", k.id_kelas)).cookie(&s).header("x-lms-data", "1").send().await.json["data"].clone()
    };
    let nol = baris_saya(app, &k.dosen, p).await;
    assert_eq!((nol["ada_presensi"].as_bool(), nol["detail"].as_array().unwrap().len()), (Some(false), 3));
    // Joining the vidcon on time: one of three, below the 60% minimum; the row exists at once.
    let join = app.req(Method::PUT, &format!("/lms/vidcon/{vidcon}/join")).cookie(&k.mhs).send().await;
    assert_eq!(join.status, StatusCode::OK, "{}", join.text);
    let satu = baris_saya(app, &k.dosen, p).await;
    assert_eq!((satu["presensi"].as_str(), satu["updated_by"]["username"].as_str()), (Some("A"), Some("LMS:SYSTEM")));
    assert!((satu["progress"]["overall"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-9);
    // One forum post is below minimal_post 2; the second completes it.
    for isi in ["Pendapat saya.", "Tambahan."] {
        let post = app.post(&format!("/lms/forum/{forum}/post")).cookie(&k.mhs).json(json!({"isi": isi})).send().await;
        assert!(post.status.is_success(), "{}", post.text);
    }
    let dua = baris_saya(app, &k.dosen, p).await;
    assert_eq!(dua["presensi"], "H", "2 of 3 meets 60%: {dua}");
    let detail: Vec<(String, bool)> = dua["detail"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["jenis"].as_str().unwrap().to_string(), d["is_hadir"].as_bool().unwrap()))
        .collect();
    assert!(
        detail.contains(&("vidcon".into(), true)) && detail.contains(&("forum".into(), true)) && detail.contains(&("tugas".into(), false))
    );
    // The lecturer sets A by hand; handing in the task raises progress but never the code.
    let nim = nim_saya(app).await;
    assert_eq!(simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "A"}])).await.status, StatusCode::NO_CONTENT);
    let kumpul = app
        .req(Method::PUT, &format!("/lms/tugas/{tugas}/pengumpulan"))
        .cookie(&k.mhs)
        .json(json!({"teks": "Ringkasan saya.", "berkas": []}))
        .send()
        .await;
    assert!(kumpul.status.is_success(), "{}", kumpul.text);
    let tiga = baris_saya(app, &k.dosen, p).await;
    assert_eq!(
        (tiga["presensi"].as_str(), tiga["updated_by"]["username"].as_str(), tiga["progress"]["overall"].as_f64()),
        (Some("A"), Some("dosen"), Some(1.0))
    );
    let stored: (String, f64) = sqlx::query_as("SELECT kode, progress FROM kehadiran_mahasiswa h JOIN users u ON u.id = h.id_mahasiswa WHERE h.id_pertemuan = $1 AND u.username = 'mahasiswa'")
        .bind(p).fetch_one(&app.db).await.unwrap();
    assert_eq!(stored, ("A".to_string(), 1.0), "the stored progress follows, the code stays");
    // Parameters decide what counts: without forums and tasks only the vidcon remains.
    sqlx::query("UPDATE pertemuan SET posting_forum = 0, kerjakan_tugas = 0 WHERE id = $1").bind(p).execute(&app.db).await.unwrap();
    assert_eq!(baris_saya(app, &k.dosen, p).await["detail"].as_array().unwrap().len(), 1);
    let d = page(k.dosen.clone()).await;
    assert_eq!(d["pertemuan"]["parameter_kehadiran"]["hadir_vidcon"], true);
    assert_eq!(d["pertemuan"]["progress_minimal_persen"], 60.0);
}

async fn recalculation_status_streams_over_sse(app: &TestApp) {
    let k = pertemuan_sekarang(app, "online").await;
    let p = k.id_pertemuan;
    buat(
        app,
        &k,
        "/lms/vidcon",
        json!({"id_pertemuan": p, "judul": "Kuliah Daring", "aplikasi": "zoom",
        "link": "zoom.us/j/1", "catatan": "", "waktu_mulai": menit(-1), "waktu_selesai": menit(60)}),
    )
    .await;
    let router = match app.engine {
        lms::db::Engine::Postgres => app.proses_lain().await,
        lms::db::Engine::Sqlite => app.router.clone(),
    };
    let req = app.get(&format!("/lms/events/kehadiran_mahasiswa?id_pertemuan={p}")).cookie(&k.dosen).request();
    let res = router.oneshot(req).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let mut body = res.into_body();
    let awal = crate::common::acara_sse(&mut body, "calc-percentage").await;
    assert_eq!(awal["status"], "idle");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let minta = app.post(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/hitung_ulang")).cookie(&k.dosen).send().await;
    assert_eq!((minta.status, minta.json["status"].as_str()), (StatusCode::ACCEPTED, Some("processing")), "{}", minta.text);
    let proses = crate::common::acara_sse(&mut body, "calc-percentage").await;
    assert_eq!(proses["status"], "processing");
    let selesai = crate::common::acara_sse(&mut body, "calc-percentage").await;
    assert_eq!((selesai["status"].as_str(), selesai["id_pertemuan"].as_i64()), (Some("completed"), Some(p)));
    // Every participant now has a system row: nobody joined, so A at 0%.
    let rows = peserta(app, &k.dosen, p).await;
    assert!(rows.iter().all(|r| r["presensi"] == "A" && r["updated_by"]["username"] == "LMS:SYSTEM"), "{rows:?}");
    // Students and read-only operators cannot ask for it.
    let mhs = app.post(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/hitung_ulang")).cookie(&k.mhs).send().await;
    assert_eq!(mhs.status, StatusCode::FORBIDDEN);
    let kelas =
        app.post("/lms/kehadiran_mahasiswa/hitung_persentase").cookie(&k.dosen).json(json!({"id_kelas_kuliah": k.id_kelas})).send().await;
    assert_eq!(kelas.status, StatusCode::ACCEPTED, "{}", kelas.text);
    assert!(kelas.json.as_array().unwrap().iter().any(|j| j["id_pertemuan"] == p));
}

/// A participant of the class other than the demo student `mahasiswa`.
pub(crate) async fn peserta_lain(app: &TestApp, id_kelas: i64) -> String {
    sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN kelas_peserta kp ON kp.id_mahasiswa = u.id WHERE kp.id_kelas = $1 AND u.username <> 'mahasiswa' ORDER BY u.id LIMIT 1",
    )
    .bind(id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

pub(crate) async fn qr(app: &TestApp, s: &Session, p: i64) -> crate::common::Res {
    app.get(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/qr")).cookie(s).send().await
}

async fn pindai(app: &TestApp, s: &Session, p: i64, body: Value) -> crate::common::Res {
    app.post(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}/qr")).cookie(s).json(body).send().await
}

pub(crate) fn token_dari(url: &str) -> String {
    url.split("?t=").nth(1).expect("token in the URL").to_string()
}

async fn qr_codes_are_signed_rotating_and_for_participants_only(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    let belum = qr(app, &k.dosen, p).await;
    assert_eq!((belum.status, belum.code()), (StatusCode::UNPROCESSABLE_ENTITY, "pertemuan_belum_dimulai"));
    assert_eq!(app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    assert_eq!(qr(app, &app.login("operator").await, p).await.status, StatusCode::FORBIDDEN, "lecturers only");
    assert_eq!(qr(app, &k.mhs, p).await.status, StatusCode::FORBIDDEN);
    let kode = qr(app, &k.dosen, p).await;
    assert_eq!(kode.status, StatusCode::OK, "{}", kode.text);
    let url = kode.json["url"].as_str().unwrap().to_string();
    assert!(url.contains(&format!("/presensi/{p}?t=")), "{url}");
    assert!(kode.json["svg"].as_str().unwrap().starts_with("<?xml") || kode.json["svg"].as_str().unwrap().contains("<svg"));
    assert_eq!(kode.json["kode"].as_str().unwrap().len(), 6);
    let token = token_dari(&url);
    // The scan page opens for the participant; the current token becomes their receipt.
    let halaman = app.get(&format!("/presensi/{p}?t={token}")).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(halaman.json["page"].as_str(), Some("presensi"));
    assert!(halaman.json["data"]["token"].as_str().unwrap().starts_with('r'), "{}", halaman.json["data"]["token"]);
    // A forged, an expired and another meeting's code are refused.
    let palsu = pindai(app, &k.mhs, p, json!({"token": format!("{}.000000000000000000000000", token.split('.').next().unwrap())})).await;
    assert_eq!((palsu.status, palsu.code()), (StatusCode::UNPROCESSABLE_ENTITY, "qr_tidak_valid"));
    let jendela: i64 = token.split('.').next().unwrap().parse().unwrap();
    let rahasia: String = sqlx::query_scalar("SELECT qr_rahasia FROM pertemuan WHERE id = $1").bind(p).fetch_one(&app.db).await.unwrap();
    let lama = tanda_tangan(&rahasia, p, jendela - 3);
    let kedaluwarsa = pindai(app, &k.mhs, p, json!({"token": lama})).await;
    assert_eq!((kedaluwarsa.status, kedaluwarsa.code()), (StatusCode::UNPROCESSABLE_ENTITY, "qr_kedaluwarsa"));
    let kelas_lain = pindai(app, &k.mhs, p, json!({"token": tanda_tangan(&rahasia, p + 1, jendela)})).await;
    assert_eq!(kelas_lain.code(), "qr_tidak_valid", "a code signs its own meeting");
    // A student of another class is not a participant.
    let luar = crate::common::mahasiswa_luar(app, k.id_kelas).await;
    let orang_luar = pindai(app, &app.login(&luar).await, p, json!({"token": token})).await;
    assert_eq!((orang_luar.status, orang_luar.code()), (StatusCode::FORBIDDEN, "bukan_peserta"));
    // The real one marks H by QR; a replay is refused.
    let sah = pindai(app, &k.mhs, p, json!({"token": token})).await;
    assert_eq!(sah.status, StatusCode::OK, "{}", sah.text);
    assert_eq!((sah.json["presensi"].as_str(), sah.json["is_qr_code"].as_bool()), (Some("H"), Some(true)));
    let ulang = pindai(app, &k.mhs, p, json!({"token": token})).await;
    assert_eq!((ulang.status, ulang.code()), (StatusCode::CONFLICT, "presensi_sudah_tercatat"));
    // The typed code works the same way (another participant), and a wrong one does not.
    let lain = peserta_lain(app, k.id_kelas).await;
    let teman = app.login(&lain).await;
    let salah = pindai(app, &teman, p, json!({"kode": "12345"})).await;
    assert_eq!(salah.code(), "qr_tidak_valid");
    let kode_baru = qr(app, &k.dosen, p).await.json["kode"].as_str().unwrap().to_string();
    let ketik = pindai(app, &teman, p, json!({"kode": kode_baru})).await;
    assert_eq!(ketik.status, StatusCode::OK, "{}", ketik.text);
    // Guessing stops: after five wrong codes even the right one waits.
    let penebak: String = sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN kelas_peserta kp ON kp.id_mahasiswa = u.id WHERE kp.id_kelas = $1
           AND u.username NOT IN ('mahasiswa', $2) ORDER BY u.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .bind(&lain)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let penebak = app.login(&penebak).await;
    for tebakan in ["000000", "000001", "000002", "000003", "000004"] {
        assert!(pindai(app, &penebak, p, json!({"kode": tebakan})).await.status.is_client_error());
    }
    let kode_benar = qr(app, &k.dosen, p).await.json["kode"].as_str().unwrap().to_string();
    let tertahan = pindai(app, &penebak, p, json!({"kode": kode_benar})).await;
    assert_eq!((tertahan.status, tertahan.code()), (StatusCode::TOO_MANY_REQUESTS, "qr_terlalu_banyak_salah"));
    // Online meetings and a switched-off rule have no QR.
    sqlx::query("UPDATE pengaturan SET nilai = '{\"status\":false}' WHERE kunci = 'aturan_qr_code'").execute(&app.db).await.unwrap();
    assert_eq!(app.get("/v0/aturan/qr-code").cookie(&k.dosen).send().await.json["status"], false);
    assert_eq!(qr(app, &k.dosen, p).await.status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// Twelve wrong codes sent at once: only [`SALAH_MAKS`] are judged, the rest
/// wait as the sixth would (the old check-then-count judged 8 on PostgreSQL).
async fn parallel_wrong_codes_stay_within_the_limit(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    assert_eq!(app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    let tebakan: Vec<String> = (0..12).map(|i| format!("{:06}", 999_000 + i)).collect();
    let benar = qr(app, &k.dosen, p).await.json["kode"].as_str().unwrap().to_string();
    let jawaban =
        futures::future::join_all(tebakan.iter().filter(|t| **t != benar).map(|t| pindai(app, &k.mhs, p, json!({"kode": t})))).await;
    let dinilai = jawaban.iter().filter(|r| r.code() == "qr_tidak_valid").count();
    let ditahan = jawaban.iter().filter(|r| r.code() == "qr_terlalu_banyak_salah").count();
    assert_eq!((dinilai, ditahan), (5, jawaban.len() - 5), "{:?}", jawaban.iter().map(|r| r.code()).collect::<Vec<_>>());
    let tercatat: i64 = sqlx::query_scalar("SELECT q.jumlah FROM kehadiran_qr_gagal q JOIN users u ON u.id = q.id_mahasiswa WHERE q.id_pertemuan = $1 AND u.username = 'mahasiswa'")
        .bind(p)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(tercatat, 5);
    // A right code does not use up a try: four wrong ones and a right one leave four counted.
    let lain = peserta_lain(app, k.id_kelas).await;
    let teman = app.login(&lain).await;
    for tebakan in ["999100", "999101", "999102", "999103"] {
        assert_eq!(pindai(app, &teman, p, json!({"kode": tebakan})).await.code(), "qr_tidak_valid");
    }
    let kode = qr(app, &k.dosen, p).await.json["kode"].as_str().unwrap().to_string();
    assert_eq!(pindai(app, &teman, p, json!({"kode": kode})).await.status, StatusCode::OK);
    let tercatat: i64 = sqlx::query_scalar(
        "SELECT q.jumlah FROM kehadiran_qr_gagal q JOIN users u ON u.id = q.id_mahasiswa WHERE q.id_pertemuan = $1 AND u.username = $2",
    )
    .bind(p)
    .bind(&lain)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(tercatat, 4);
}

/// The server's token for a window, computed as a test would need to forge it (with the secret).
fn tanda_tangan(rahasia: &str, p: i64, jendela: i64) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(rahasia.as_bytes()).unwrap();
    mac.update(format!("{p}:{jendela}").as_bytes());
    format!("{jendela}.{}", hex::encode(&mac.finalize().into_bytes()[..12]))
}

async fn the_class_recap_and_its_spreadsheet(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let nim = nim_saya(app).await;
    assert_eq!(simpan(app, &k.dosen, k.id_pertemuan, json!([{"nim": nim, "presensi": "H"}])).await.status, StatusCode::NO_CONTENT);
    let res = app.get(&format!("/lms/kehadiran_mahasiswa/kelas_kuliah/{}", k.id_kelas)).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let pertemuan = res.json["pertemuan"].as_array().unwrap();
    let kolom = pertemuan.iter().position(|x| x["id"] == k.id_pertemuan).unwrap();
    let saya = res.json["mahasiswa"].as_array().unwrap().iter().find(|m| m["nim"] == nim.as_str()).unwrap().clone();
    let sel: Vec<char> = saya["presensi"].as_str().unwrap().chars().collect();
    assert_eq!((sel.len(), sel[kolom]), (pertemuan.len(), 'H'), "one character per meeting");
    // The page and the spreadsheet show the same.
    let page = app.get(&format!("/kehadiran/{}", k.id_kelas)).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!(
        (page.json["page"].as_str(), page.json["data"]["mahasiswa"].as_array().map(Vec::len)),
        (Some("kehadiran_rekap"), res.json["mahasiswa"].as_array().map(Vec::len))
    );
    let xlsx = app.get(&format!("/lms/kehadiran_mahasiswa/kelas_kuliah/{}/export_excel", k.id_kelas)).cookie(&k.dosen).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).expect("a real xlsx");
    let lembar = calamine::Reader::worksheet_range(&mut buku, "Rekap Kehadiran").unwrap();
    let rows: Vec<Vec<String>> = lembar.rows().map(|r| r.iter().map(|c| c.to_string()).collect()).collect();
    let kepala = rows.iter().find(|r| r.first().map(String::as_str) == Some("No")).expect("header row");
    assert_eq!(kepala[3 + kolom], format!("P{}", pertemuan[kolom]["nomor"]));
    let baris = rows.iter().find(|r| r.get(1) == Some(&nim)).expect("my row");
    assert_eq!(baris[3 + kolom], "H");
    // The heading says what the screen says: 'A (Reguler)', 'Campuran' (issue 37).
    sqlx::query("UPDATE kelas_kuliah SET mode_kuliah = 'campuran' WHERE id = $1").bind(k.id_kelas).execute(&app.db).await.unwrap();
    let xlsx = app.get(&format!("/lms/kehadiran_mahasiswa/kelas_kuliah/{}/export_excel", k.id_kelas)).cookie(&k.dosen).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).expect("a real xlsx");
    let lembar = calamine::Reader::worksheet_range(&mut buku, "Rekap Kehadiran").unwrap();
    let judul: Vec<(String, String)> = lembar.rows().take(4).map(|r| (r[0].to_string(), r[2].to_string())).collect();
    let kelas = page.json["data"]["kelas"].clone();
    assert_eq!(
        judul[2],
        ("Kelas".into(), format!("{} ({})", kelas["nama_kelas"].as_str().unwrap(), kelas["jenis_kelas"].as_str().unwrap()))
    );
    assert_eq!(judul[3], ("Mode Kuliah".into(), "Campuran".into()));
    assert_eq!(
        rows.iter().filter(|r| r.first().is_some_and(|c| c.parse::<f64>().is_ok())).count(),
        res.json["mahasiswa"].as_array().unwrap().len(),
        "all rows"
    );
    // Students and operators without kelas_kuliah read do not get it.
    let mhs = app.get(&format!("/lms/kehadiran_mahasiswa/kelas_kuliah/{}", k.id_kelas)).cookie(&k.mhs).send().await;
    assert_eq!(mhs.status, StatusCode::FORBIDDEN);
}

async fn the_lists_follow_the_class_list_and_export_every_row(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let periode: i64 =
        sqlx::query_scalar("SELECT periode FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let baris = |s: Session| async move {
        let res = app.get(&format!("/lms/kehadiran_mahasiswa?periode={periode}&per_page=200")).cookie(&s).send().await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.text);
        res.json
    };
    let sebelum = baris(k.dosen.clone()).await;
    let kelas_ini =
        |j: &Value| j["data"].as_array().unwrap().iter().find(|r| r["kelas"]["id"] == k.id_kelas).cloned().expect("the class is listed");
    let hadir_awal = kelas_ini(&sebelum)["kehadiran"]["hadir"].as_i64().unwrap();
    assert_eq!(
        simpan(app, &k.dosen, k.id_pertemuan, json!([{"nim": nim_saya(app).await, "presensi": "H"}])).await.status,
        StatusCode::NO_CONTENT
    );
    // A meeting under way does not count yet (kehadiran::persen); once it is over it does.
    assert_eq!(kelas_ini(&baris(k.dosen.clone()).await)["kehadiran"]["hadir"].as_i64(), Some(hadir_awal));
    sqlx::query("UPDATE pertemuan SET status = 'selesai' WHERE id = $1").bind(k.id_pertemuan).execute(&app.db).await.unwrap();
    let sesudah = baris(k.dosen.clone()).await;
    let r = kelas_ini(&sesudah);
    assert_eq!(r["kehadiran"]["hadir"].as_i64(), Some(hadir_awal + 1));
    assert!(r["kehadiran"]["pertemuan_terlaksana"].as_i64().unwrap() >= 1);
    // Operators see every class of the period; students none.
    let op = baris(app.login("operator").await).await;
    assert!(op["meta"]["total_items"].as_i64() > sesudah["meta"]["total_items"].as_i64());
    assert_eq!(app.get("/lms/kehadiran_mahasiswa").cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    // The export has every row, whatever the page size.
    let xlsx = app.get(&format!("/lms/kehadiran_mahasiswa/export_excel?periode={periode}&per_page=1")).cookie(&k.dosen).send_bytes().await;
    let mut buku: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx)).expect("a real xlsx");
    let lembar = calamine::Reader::worksheet_range(&mut buku, "Kehadiran Peserta").unwrap();
    assert_eq!(lembar.rows().count() as i64 - 1, sesudah["meta"]["total_items"].as_i64().unwrap());
    let kelas = &r["kelas"]["kelas"];
    let label = format!("{} ({})", kelas["nama"].as_str().unwrap(), kelas["jenis"]["nama"].as_str().unwrap());
    assert!(lembar.rows().any(|b| b[4].to_string() == label), "the class column reads '{label}' as the screen does");
    // The lecturer's own attendance: the meeting just started by the clock, not yet recorded.
    let saya = app.get(&format!("/lms/kehadiran_dosen?periode={periode}")).cookie(&k.dosen).send().await;
    assert_eq!(saya.status, StatusCode::OK, "{}", saya.text);
    let baris_ini =
        saya.json["data"].as_array().unwrap().iter().find(|r| r["id_pertemuan"] == k.id_pertemuan).cloned().expect("the meeting");
    assert_eq!(baris_ini["ada_presensi"], false);
    assert_eq!(app.get("/lms/kehadiran_dosen").cookie(&app.login("operator").await).send().await.status, StatusCode::FORBIDDEN);
    // The pages: a lecturer's two tabs, the operator's participant list.
    let tab0 = app.get("/kehadiran").cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!(
        (tab0.json["page"].as_str(), tab0.json["data"]["tab"].as_i64(), tab0.json["data"]["dosen"].is_object()),
        (Some("kehadiran_daftar"), Some(0), true)
    );
    let tab1 = app.get("/kehadiran?tab=1").cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!((tab1.json["data"]["tab"].as_i64(), tab1.json["data"]["kelas"].is_object()), (Some(1), true));
    assert_eq!(tab1.json["data"]["filter"]["periode"].as_i64(), Some(periode), "the current period by default");
    let peserta_dosen = app.get("/kehadiran-peserta").cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!(peserta_dosen.json["data"]["tab"].as_i64(), Some(1), "the participants' list on its own path");
    let op_page = app.get("/kehadiran-peserta").cookie(&app.login("operator").await).header("x-lms-data", "1").send().await;
    assert_eq!((op_page.json["data"]["tipe"].as_str(), op_page.json["data"]["tab"].as_i64()), (Some("operator"), Some(1)));
    assert_eq!(app.get("/kehadiran").cookie(&k.mhs).header("x-lms-data", "1").send().await.status, StatusCode::FORBIDDEN);
}

async fn exam_meetings_are_kept_from_their_teachers(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    sqlx::query("UPDATE pertemuan SET kategori = 'uts' WHERE id = $1").bind(p).execute(&app.db).await.unwrap();
    let api = app.get(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}")).cookie(&k.dosen).send().await;
    assert_eq!((api.status, api.code()), (StatusCode::FORBIDDEN, "pembatasan_ujian_kehadiran"));
    let page = app.get(&format!("/kehadiran/{}/{p}", k.id_kelas)).cookie(&k.dosen).send().await;
    assert_eq!((page.status, page.location()), (StatusCode::SEE_OTHER, Some(format!("/forbidden/{p}").as_str())));
    let forbidden = app.get(&format!("/forbidden/{p}")).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!((forbidden.json["page"].as_str(), forbidden.json["data"]["id_kelas"].as_i64()), (Some("terlarang"), Some(k.id_kelas)));
    // Operators keep the exam committee's access; the setting can lift the restriction.
    assert!(!peserta(app, &app.login("operator").await, p).await.is_empty());
    sqlx::query("UPDATE pengaturan SET nilai = REPLACE(nilai, '\"validasi_kehadiran_dosen\":false', '\"validasi_kehadiran_dosen\":false,\"pembatasan_kehadiran_ujian\":false') WHERE kunci = 'pengaturan_kelas'")
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(app.get(&format!("/lms/kehadiran_mahasiswa/pertemuan/{p}")).cookie(&k.dosen).send().await.status, StatusCode::OK);
    // Not restricted any more: /forbidden/{id} sends the lecturer to the meeting's attendance
    // instead of telling them about an exam restriction that does not apply.
    let lepas = app.get(&format!("/forbidden/{p}")).cookie(&k.dosen).send().await;
    assert_eq!((lepas.status, lepas.location()), (StatusCode::SEE_OTHER, Some(format!("/kehadiran/{}/{p}", k.id_kelas).as_str())));
    let mhs = app.get(&format!("/forbidden/{p}")).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(mhs.status, StatusCode::FORBIDDEN, "a student has no attendance to be kept from: {}", mhs.text);
}

/// Changes the settings form as an operator would (`PUT /lms/pengaturan`).
async fn atur(app: &TestApp, op: &Session, ubah: impl FnOnce(&mut Value)) {
    let mut isi = app.get("/lms/pengaturan/halaman").cookie(op).send().await.json["isi"].clone();
    ubah(&mut isi);
    let res = app.req(Method::PUT, "/lms/pengaturan").cookie(op).json(isi).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
}

/// (is_valid, wajib_validasi) of the demo lecturer's record in the shared meeting, the same
/// from each reader: the meeting's attendance, the lecturer's own list, and the BAP.
async fn keabsahan(app: &TestApp, k: &KelasBersama) -> (bool, bool) {
    let p = k.id_pertemuan;
    let me = app.get(&format!("/lms/kehadiran_dosen/{p}/me")).cookie(&k.dosen).send().await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    let sah = me.json["is_valid"].as_bool().unwrap();
    let wajib = me.json["wajib_validasi"].as_bool().unwrap();
    let halaman = app.get(&format!("/kehadiran/{}/{p}", k.id_kelas)).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    let id_dosen = id_user(app, "dosen").await;
    let kartu = halaman.json["data"]["pengajar"].as_array().unwrap().iter().find(|g| g["pengajar"]["id_dosen"] == id_dosen).cloned();
    assert_eq!(kartu.map(|g| (g["is_valid"].clone(), g["wajib_validasi"].clone())), Some((json!(sah), json!(wajib))), "meeting page");
    let periode: i64 =
        sqlx::query_scalar("SELECT periode FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let daftar = app.get(&format!("/lms/kehadiran_dosen?periode={periode}&per_page=50")).cookie(&k.dosen).send().await;
    let baris = daftar.json["data"].as_array().unwrap().iter().find(|r| r["id_pertemuan"] == p).cloned().expect("the meeting is listed");
    assert_eq!((baris["is_valid"].as_bool(), baris["wajib_validasi"].as_bool()), (Some(sah), Some(wajib)), "own list");
    let bap = app.get(&format!("/lms/kelas_kuliah/{}/bap", k.id_kelas)).cookie(&k.dosen).send().await;
    assert_eq!(bap.status, StatusCode::OK, "{}", bap.text);
    let info = bap.json["pertemuan"].as_array().unwrap().iter().find(|x| x["info"]["id"] == p).map(|x| x["info"].clone()).unwrap();
    let g = info["kehadiran_pengajar"].as_array().unwrap().iter().find(|g| g["id_dosen"] == id_dosen).cloned().expect("in the BAP");
    assert_eq!(g["is_valid"].as_bool(), Some(sah), "BAP");
    (sah, wajib)
}

async fn a_lecturers_record_is_valid_as_the_settings_say(app: &TestApp) {
    let k = pertemuan_sekarang(app, "online").await;
    let p = k.id_pertemuan;
    // No recalculation on ending (no attendance parameters) and no students' rows: only what the test writes counts.
    sqlx::query(
        "UPDATE pertemuan SET hadir_vidcon = 0, kerjakan_kuis_ujian = 0, kerjakan_tugas = 0, posting_forum = 0, unduh_materi = 0 WHERE id = $1",
    )
    .bind(p)
    .execute(&app.db)
    .await
    .unwrap();
    sqlx::query("DELETE FROM kehadiran_mahasiswa WHERE id_pertemuan = $1").bind(p).execute(&app.db).await.unwrap();
    let op = app.login("operator").await;
    for langkah in ["start", "end"] {
        let res = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/{langkah}")).cookie(&k.dosen).send().await;
        assert_eq!(res.status, StatusCode::NO_CONTENT, "{langkah}: {}", res.text);
    }
    // Started and ended online without an activity: the seed's online rules ask for one; no validation required.
    assert_eq!(keabsahan(app, &k).await, (false, false));
    let jenis = |j: &'static str| sqlx::query("UPDATE pertemuan SET jenis = $2 WHERE id = $1").bind(p).bind(j).execute(&app.db);
    jenis("offline").await.unwrap();
    assert_eq!(keabsahan(app, &k).await, (true, false), "offline rules do not ask for an activity");
    jenis("campuran").await.unwrap();
    assert_eq!(keabsahan(app, &k).await, (false, false), "mixed meetings follow the online rules");
    jenis("online").await.unwrap();
    // Validation required: the rows say so; switching the activity rule off makes the record valid.
    atur(app, &op, |isi| isi["validasi_kehadiran_dosen"] = json!(true)).await;
    assert_eq!(keabsahan(app, &k).await, (false, true));
    atur(app, &op, |isi| isi["syarat_kehadiran_online_dosen"]["aktivitas_kuliah"] = json!(false)).await;
    assert_eq!(keabsahan(app, &k).await, (true, true));
    // With the rule back on, an activity the lecturer makes afterwards counts at once.
    atur(app, &op, |isi| isi["syarat_kehadiran_online_dosen"]["aktivitas_kuliah"] = json!(true)).await;
    assert_eq!(keabsahan(app, &k).await, (false, true));
    buat(
        app,
        &k,
        "/lms/forum",
        json!({"id_pertemuan": p, "judul": "Diskusi", "deskripsi": "Bahas bab 1.",
        "penilaian_keaktifan": false, "minimal_post": 1, "waktu_mulai": menit(-1), "waktu_selesai": menit(60)}),
    )
    .await;
    assert_eq!(keabsahan(app, &k).await, (true, true));
    // The class percentage: students present ÷ participants × 100 ≥ the setting.
    let peserta: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    assert!((2..=100).contains(&peserta), "{peserta}");
    let persen = 100 / peserta;
    atur(app, &op, |isi| {
        isi["syarat_kehadiran_online_dosen"]["presentase_kehadiran_kelas"] = json!(true);
        isi["syarat_kehadiran_online_dosen"]["presentase_kehadiran_kelas_persen"] = json!(persen);
    })
    .await;
    assert_eq!(keabsahan(app, &k).await, (false, true), "nobody present yet");
    assert_eq!(simpan(app, &k.dosen, p, json!([{"nim": nim_saya(app).await, "presensi": "H"}])).await.status, StatusCode::NO_CONTENT);
    assert_eq!(keabsahan(app, &k).await, (true, true), "1 of {peserta} present meets {persen}%");
    // An operator's validation stands whatever the rules, even for a record of absence.
    atur(app, &op, |isi| isi["syarat_kehadiran_online_dosen"]["presentase_kehadiran_kelas_persen"] = json!(100)).await;
    assert_eq!(keabsahan(app, &k).await, (false, true));
    let id_dosen = id_user(app, "dosen").await;
    let ubah = app.req(Method::PUT, &format!("/lms/kehadiran_dosen/{p}/dosen/{id_dosen}")).cookie(&op).json(json!({"is_hadir": false}));
    let res = ubah.send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!((res.json["is_hadir"].as_bool(), res.json["is_valid"].as_bool()), (Some(false), Some(true)));
    assert_eq!(keabsahan(app, &k).await, (true, true));
}

/// Every participant of the class by username, with NIM, in id order.
async fn peserta_kelas(app: &TestApp, id_kelas: i64) -> Vec<(String, String)> {
    sqlx::query_as(
        "SELECT u.username, m.nim FROM users u JOIN mahasiswa m ON m.id_user = u.id JOIN kelas_peserta kp ON kp.id_mahasiswa = u.id
         WHERE kp.id_kelas = $1 ORDER BY u.id",
    )
    .bind(id_kelas)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

/// The bulk save as the edit page sends it: every row, `kode` for the ones
/// the page shows a code for (or the lecturer chose), unset ones as A with
/// `ada_presensi: false`.
fn seperti_halaman(peserta: &[(String, String)], kode: &[(&str, &str)]) -> Value {
    Value::Array(
        peserta
            .iter()
            .map(|(_, nim)| match kode.iter().find(|(n, _)| n == nim) {
                Some((_, k)) => json!({"nim": nim, "presensi": k, "ada_presensi": true}),
                None => json!({"nim": nim, "presensi": "A", "ada_presensi": false}),
            })
            .collect(),
    )
}

fn baris<'a>(rows: &'a [Value], nim: &str) -> &'a Value {
    rows.iter().find(|r| r["mahasiswa"]["nim"] == nim).expect("a participant's row")
}

/// Issue 37 item 1: a scanned row the lecturer did not touch keeps its
/// author, time and QR tag; a row without a record becomes the system's
/// default A; a scan that arrived while the page was open is not undone;
/// only the changed row is the lecturer's.
async fn a_lecturers_save_changes_only_the_rows_that_changed(app: &TestApp) {
    let k = pertemuan_sekarang(app, "offline").await;
    let p = k.id_pertemuan;
    assert_eq!(app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    let semua = peserta_kelas(app, k.id_kelas).await;
    assert!(semua.len() >= 4, "the shared class has participants");
    let nim_mhs = nim_saya(app).await;
    let (lain, nim_lain) = semua.iter().find(|(u, _)| u != "mahasiswa").cloned().unwrap();
    let (telat, nim_telat) = semua.iter().rev().find(|(u, _)| u != "mahasiswa" && *u != lain).cloned().unwrap();
    let token = token_dari(qr(app, &k.dosen, p).await.json["url"].as_str().unwrap());
    assert_eq!(pindai(app, &k.mhs, p, json!({"token": token})).await.status, StatusCode::OK);
    let sebelum = baris(&peserta(app, &k.dosen, p).await, &nim_mhs).clone();
    // The page is loaded here: `telat` scans after it, before the save.
    let dibuka = peserta(app, &k.dosen, p).await;
    assert_eq!(baris(&dibuka, &nim_telat)["ada_presensi"], false);
    let kode = qr(app, &k.dosen, p).await.json["kode"].as_str().unwrap().to_string();
    assert_eq!(pindai(app, &app.login(&telat).await, p, json!({"kode": kode})).await.status, StatusCode::OK);
    let kirim = seperti_halaman(&semua, &[(nim_mhs.as_str(), "H"), (nim_lain.as_str(), "S")]);
    let res = simpan(app, &k.dosen, p, kirim).await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    let rows = peserta(app, &k.dosen, p).await;
    let saya = baris(&rows, &nim_mhs);
    assert_eq!(
        (&saya["presensi"], &saya["is_qr_code"], &saya["updated_by"]["username"], &saya["updated_at"]),
        (&json!("H"), &json!(true), &json!("mahasiswa"), &sebelum["updated_at"]),
        "an untouched scanned row keeps author, time and QR tag"
    );
    let ubah = baris(&rows, &nim_lain);
    assert_eq!((&ubah["presensi"], &ubah["updated_by"]["username"]), (&json!("S"), &json!("dosen")), "the changed row");
    let t = baris(&rows, &nim_telat);
    assert_eq!((&t["presensi"], &t["is_qr_code"]), (&json!("H"), &json!(true)), "a scan during the edit is not undone");
    let bawaan: Vec<&Value> =
        rows.iter().filter(|r| ![&nim_mhs, &nim_lain, &nim_telat].iter().any(|n| r["mahasiswa"]["nim"] == n.as_str())).collect();
    assert_eq!(bawaan.len(), semua.len() - 3);
    for r in bawaan {
        assert_eq!((&r["presensi"], &r["updated_by"]["username"]), (&json!("A"), &json!("LMS:SYSTEM")), "the default A: {r}");
    }
    let log: String = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'ubah_kehadiran' ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert!(log.starts_with("Mengubah kehadiran 1 peserta"), "{log}");
    // Saving the same page again changes nothing: S stays the lecturer's with its time.
    let waktu = ubah["updated_at"].clone();
    let lagi = seperti_halaman(&semua, &[(nim_mhs.as_str(), "H"), (nim_lain.as_str(), "S"), (nim_telat.as_str(), "H")]);
    assert_eq!(simpan(app, &k.dosen, p, lagi).await.status, StatusCode::NO_CONTENT);
    assert_eq!(baris(&peserta(app, &k.dosen, p).await, &nim_lain)["updated_at"], waktu);
}

/// Before issue 37 an unset row was written as the lecturer's A and so kept
/// against every later recalculation: a student who joined the vidcon
/// afterwards stayed 'A'. Now the default A follows the activity.
async fn an_unset_row_saved_by_the_lecturer_still_follows_activity(app: &TestApp) {
    let k = pertemuan_sekarang(app, "online").await;
    let p = k.id_pertemuan;
    let vidcon = vidcon_sekarang(app, &k).await;
    let semua = peserta_kelas(app, k.id_kelas).await;
    assert_eq!(simpan(app, &k.dosen, p, seperti_halaman(&semua, &[])).await.status, StatusCode::NO_CONTENT);
    let nol = baris_saya(app, &k.dosen, p).await;
    assert_eq!((&nol["presensi"], &nol["updated_by"]["username"]), (&json!("A"), &json!("LMS:SYSTEM")));
    let join = app.req(Method::PUT, &format!("/lms/vidcon/{vidcon}/join")).cookie(&k.mhs).send().await;
    assert_eq!(join.status, StatusCode::OK, "{}", join.text);
    let satu = baris_saya(app, &k.dosen, p).await;
    assert_eq!(satu["presensi"], "H", "the only activity done: {satu}");
    // A lecturer's explicit A still stands against activity.
    let nim = nim_saya(app).await;
    assert_eq!(simpan(app, &k.dosen, p, json!([{"nim": nim, "presensi": "A", "ada_presensi": true}])).await.status, StatusCode::NO_CONTENT);
    assert_eq!(baris_saya(app, &k.dosen, p).await["updated_by"]["username"], "dosen");
}
