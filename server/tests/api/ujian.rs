//! Quizzes and exams, first part (issue 11): the form's rules in the order of
//! spec 3 §5 with nothing saved on failure, remedial exams tied to their main
//! exam and participants, the start locked once attempted, the kind fixed,
//! and a delete that takes attempts and remedial exams with it.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, teman_sekelas, KelasBersama, TestApp};

both_engines!(
    form_messages_in_the_order_of_the_spec,
    lecturer_writes_an_exam_students_see_it,
    remedial_exams_repeat_a_main_exam_for_chosen_students,
    the_start_locks_once_attempted_and_the_kind_stays,
    delete_takes_attempts_and_remedial_exams,
    the_key_time_cannot_come_before_the_end,
    a_hidden_exam_is_not_there_for_students,
    exam_comments_between_a_student_and_the_teachers,
);

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(j))
}

fn ujian(id_pertemuan: i64, jenis: &str) -> Value {
    json!({"id_pertemuan": id_pertemuan, "judul": "Kuis Bab 1", "deskripsi": "<p>Kerjakan dengan jujur.</p><script>x()</script>",
           "jenis": jenis, "sifat": "close", "gunakan_batas_waktu": true, "durasi": 30, "acak_soal": true, "ditampilkan": true,
           "tampilkan_kunci_jawaban": true, "waktu_tampil_kunci": jam(30), "waktu_mulai": jam(2), "waktu_selesai": jam(26)})
}

async fn buat(app: &TestApp, k: &KelasBersama, body: Value) -> crate::common::Res {
    app.post("/lms/ujian").cookie(&k.dosen).json(body).send().await
}

async fn hitung(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

async fn form_messages_in_the_order_of_the_spec(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let langkah: Vec<(Value, &str)> = vec![
        (json!({}), "Pertemuan wajib diisi"),
        (json!({"id_pertemuan": k.id_pertemuan}), "Judul wajib diisi"),
        (json!({"judul": "Kuis 1"}), "Deskripsi wajib diisi"),
        (json!({"deskripsi": "<p>Soal pilihan ganda.</p>"}), "Jenis wajib diisi"),
        (json!({"jenis": "remedial"}), "Ujian Utama wajib diisi"),
        (json!({"jenis": "kuis", "gunakan_batas_waktu": true}), "Durasi wajib diisi"),
        (json!({"durasi": 4}), "Durasi tidak boleh kurang dari 5 menit"),
        (json!({"durasi": 60}), "Waktu mulai wajib diisi"),
        (json!({"waktu_mulai": jam(2)}), "Waktu selesai wajib diisi"),
        (json!({"waktu_selesai": jam(1)}), "Waktu selesai tidak boleh kurang dari waktu mulai"),
        (
            json!({"waktu_selesai": lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(123))}),
            "Rentang waktu tidak boleh kurang dari 5 menit",
        ),
        (
            json!({"waktu_selesai": lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(150))}),
            "Rentang waktu tidak boleh kurang dari durasi",
        ),
        (json!({"waktu_mulai": jam(-72), "waktu_selesai": jam(4)}), "Waktu mulai tidak boleh sebelum hari ini."),
        (json!({"waktu_mulai": jam(2), "tampilkan_kunci_jawaban": true}), "Waktu tampil kunci jawaban wajib diisi"),
    ];
    let mut body = json!({"judul": "", "deskripsi": "", "jenis": null, "waktu_mulai": null, "waktu_selesai": null});
    let before = hitung(app, "SELECT COUNT(*) FROM aktivitas").await;
    for (ubah, pesan) in langkah {
        for (key, value) in ubah.as_object().unwrap() {
            body[key] = value.clone();
        }
        let res = buat(app, &k, body.clone()).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{}", res.text);
    }
    assert_eq!(hitung(app, "SELECT COUNT(*) FROM aktivitas").await, before, "nothing saved");
    body["waktu_tampil_kunci"] = json!(jam(30));
    assert_eq!(buat(app, &k, body).await.status, StatusCode::CREATED);
}

async fn lecturer_writes_an_exam_students_see_it(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    assert_eq!(app.post("/lms/ujian").cookie(&k.mhs).json(ujian(k.id_pertemuan, "kuis")).send().await.status, StatusCode::FORBIDDEN);
    let res = buat(app, &k, ujian(k.id_pertemuan, "kuis")).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let u = &res.json;
    assert_eq!((u["jenis"].as_str(), u["sifat"].as_str(), u["durasi"].as_i64()), (Some("kuis"), Some("close"), Some(30)));
    assert_eq!((u["acakSoal"].as_bool(), u["status"].as_str()), (Some(true), Some("belum_dimulai")));
    assert_eq!(u["deskripsi"], "<p>Kerjakan dengan jujur.</p>", "the description is sanitised");
    assert_eq!((u["jumlah_pengerjaan"].as_i64(), u["has_remedial"].as_bool()), (Some(0), Some(false)));
    assert_eq!(u["created_by"]["username"], "dosen");
    let id = u["id"].as_i64().unwrap();
    let lihat = app.get(&format!("/lms/ujian/{id}")).cookie(&k.mhs).send().await;
    assert_eq!((lihat.status, lihat.json["judul"].as_str()), (StatusCode::OK, Some("Kuis Bab 1")));
    let page = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await.json;
    let kartu = page["aktivitas"].as_array().unwrap().iter().find(|a| a["id"] == id).cloned().unwrap();
    assert_eq!((kartu["jenis"].as_str(), kartu["ujian"]["durasi"].as_i64()), (Some("ujian"), Some(30)));
    // Without a time limit the duration is not kept; a key needs the class setting.
    let mut tanpa = ujian(k.id_pertemuan, "uts");
    tanpa["gunakan_batas_waktu"] = json!(false);
    tanpa["tampilkan_kunci_jawaban"] = json!(false);
    let res = buat(app, &k, tanpa).await;
    assert_eq!((res.json["durasi"].clone(), res.json["waktu_tampil_kunci"].clone()), (Value::Null, Value::Null));
    sqlx::query("UPDATE pengaturan SET nilai = $1 WHERE kunci = 'pengaturan_kelas'")
        .bind(r#"{"akses_resume_ujian":{"tampilkan_soal":false}}"#)
        .execute(&app.db)
        .await
        .unwrap();
    let res = buat(app, &k, ujian(k.id_pertemuan, "kuis")).await;
    assert!(res.message().starts_with("Kunci jawaban tidak dapat ditampilkan"), "{}", res.text);
}

async fn nim_peserta(app: &TestApp, id_kelas: i64, n: i64) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT m.nim FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa WHERE kp.id_kelas = $1 ORDER BY m.nim LIMIT $2",
    )
    .bind(id_kelas)
    .bind(n)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

async fn remedial_exams_repeat_a_main_exam_for_chosen_students(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let utama = buat(app, &k, ujian(k.id_pertemuan, "uts")).await.json["id"].as_i64().unwrap();
    let nim = nim_peserta(app, k.id_kelas, 2).await;
    let mut r = ujian(k.id_pertemuan, "remedial");
    r["peserta_remedial"] = json!(nim);
    r["id_ujian_utama"] = json!(999_999);
    assert_eq!(buat(app, &k, r.clone()).await.message(), "Ujian Utama harus kuis/ujian bukan remedial di kelas yang sama.");
    r["id_ujian_utama"] = json!(utama);
    r["peserta_remedial"] = json!([nim[0].clone(), "00000000"]);
    assert_eq!(buat(app, &k, r.clone()).await.message(), "NIM 00000000 bukan peserta kelas ini.");
    r["peserta_remedial"] = json!(nim);
    let res = buat(app, &k, r.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["id_ujian_utama"].as_i64(), res.json["peserta_remedial"].clone()), (Some(utama), json!(nim)));
    let remedial = res.json["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/lms/ujian/{utama}")).cookie(&k.dosen).send().await.json["has_remedial"], true);
    // A remedial exam cannot be the main exam of another.
    r["id_ujian_utama"] = json!(remedial);
    assert_eq!(buat(app, &k, r).await.message(), "Ujian Utama harus kuis/ujian bukan remedial di kelas yang sama.");
}

async fn the_start_locks_once_attempted_and_the_kind_stays(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = buat(app, &k, ujian(k.id_pertemuan, "kuis")).await.json["id"].as_i64().unwrap();
    let mut ubah = ujian(k.id_pertemuan, "kuis");
    // One value, reused: recomputing it a second later would be a start change.
    let mulai = jam(3);
    ubah["judul"] = json!("Kuis Bab 1 dan 2");
    ubah["waktu_mulai"] = json!(mulai);
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(ubah.clone()).send().await;
    assert_eq!((res.status, res.json["judul"].as_str()), (StatusCode::OK, Some("Kuis Bab 1 dan 2")), "{}", res.text);
    let mhs: i64 = hitung(app, "SELECT id FROM users WHERE username = 'mahasiswa'").await;
    sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(mhs)
        .bind(jam(0))
        .execute(&app.db)
        .await
        .unwrap();
    ubah["waktu_mulai"] = json!(jam(4));
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(ubah.clone()).send().await;
    assert_eq!(res.message(), "Waktu mulai tidak dapat diubah karena ujian sudah dikerjakan peserta.");
    ubah["waktu_mulai"] = json!(mulai);
    ubah["jenis"] = json!("uas");
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(ubah).send().await;
    assert_eq!(res.message(), "Jenis kuis/ujian tidak dapat diubah.");
    let detail = app.get(&format!("/lms/ujian/{id}")).cookie(&k.dosen).send().await.json;
    assert_eq!((detail["jumlah_pengerjaan"].as_i64(), detail["jumlah_belum_dinilai"].as_i64()), (Some(1), Some(1)));
}

async fn delete_takes_attempts_and_remedial_exams(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let utama = buat(app, &k, ujian(k.id_pertemuan, "uas")).await.json["id"].as_i64().unwrap();
    let mut r = ujian(k.id_pertemuan, "remedial");
    r["id_ujian_utama"] = json!(utama);
    r["peserta_remedial"] = json!(nim_peserta(app, k.id_kelas, 1).await);
    let remedial = buat(app, &k, r).await.json["id"].as_i64().unwrap();
    let mhs: i64 = hitung(app, "SELECT id FROM users WHERE username = 'mahasiswa'").await;
    for u in [utama, remedial] {
        sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu, nilai) VALUES ($1, $2, $3, 70)")
            .bind(u)
            .bind(mhs)
            .bind(jam(0))
            .execute(&app.db)
            .await
            .unwrap();
    }
    assert_eq!(app.req(Method::DELETE, &format!("/lms/ujian/{utama}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let res = app.req(Method::DELETE, &format!("/lms/ujian/{utama}")).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    for id in [utama, remedial] {
        for tabel in
            ["aktivitas WHERE id", "ujian WHERE id_aktivitas", "pengerjaan WHERE id_aktivitas", "ujian_peserta_remedial WHERE id_aktivitas"]
        {
            assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM {tabel} = {id}")).await, 0, "{tabel} {id}");
        }
    }
    assert_eq!(app.get(&format!("/lms/ujian/{utama}")).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
}

async fn the_key_time_cannot_come_before_the_end(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let pesan = "Waktu tampil kunci jawaban tidak boleh sebelum ujian berakhir.";
    let mut body = ujian(k.id_pertemuan, "kuis");
    let before = hitung(app, "SELECT COUNT(*) FROM aktivitas").await;
    // During the exam, and in the past.
    for kunci in [jam(25), jam(-1)] {
        body["waktu_tampil_kunci"] = json!(kunci);
        let res = buat(app, &k, body.clone()).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{kunci}: {}", res.text);
    }
    assert_eq!(hitung(app, "SELECT COUNT(*) FROM aktivitas").await, before, "nothing saved");
    body["waktu_tampil_kunci"] = body["waktu_selesai"].clone();
    let res = buat(app, &k, body.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "at the end is allowed: {}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let disimpan = res.json["waktu_tampil_kunci"].clone();
    // An edit: a key time moved before the end, or an end moved after the key time.
    let mut ubah = body.clone();
    ubah["waktu_tampil_kunci"] = json!(jam(3));
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(ubah).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{}", res.text);
    let mut ubah = body.clone();
    ubah["waktu_selesai"] = json!(jam(40));
    let res = app.req(Method::PUT, &format!("/lms/ujian/{id}")).cookie(&k.dosen).json(ubah).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{}", res.text);
    let detail = app.get(&format!("/lms/ujian/{id}")).cookie(&k.dosen).send().await;
    assert_eq!(detail.json["waktu_tampil_kunci"], disimpan, "unchanged");
}

/// The figures of every list a student (or the lecturer) sees that could hold exam `id`.
async fn daftar_terlihat(app: &TestApp, k: &KelasBersama, sesi: &crate::common::Session, id: i64, bulan: &str) -> Vec<i64> {
    let pertemuan = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(sesi).send().await;
    let di_pertemuan = pertemuan.json["aktivitas"].as_array().unwrap().iter().filter(|a| a["id"] == id).count() as i64;
    let kelas = app.get(&format!("/v2/lms/kelas_kuliah/{}", k.id_kelas)).cookie(sesi).send().await;
    let ikon = kelas.json["pertemuan"].as_array().unwrap().iter().find(|p| p["id"] == k.id_pertemuan).unwrap()["count_activity"]["ujian"]
        .as_i64()
        .unwrap();
    let data = |path: &str| app.get(path).cookie(sesi).header("x-lms-data", "1").send();
    let beranda = data("/beranda").await.json["data"].clone();
    let di_tenggat = beranda["tenggat"].as_array().unwrap().iter().filter(|t| t["id"] == id).count() as i64;
    let bagian = data("/ujian?per_page=20").await.json["data"]["meta"]["total_items"].as_i64().unwrap();
    let kalender = app.get(&format!("/v1/kegiatan?bulan={bulan}")).cookie(sesi).send().await;
    let di_kalender =
        kalender.json["data"].as_array().unwrap().iter().filter(|e| e["judul"].as_str().unwrap().ends_with("Ujian: Kuis Rahasia")).count()
            as i64;
    let periode: i64 =
        sqlx::query_scalar("SELECT periode FROM kelas_kuliah WHERE id = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let saring = app.get(&format!("/lms/kelas_kuliah?periode={periode}&jenis_ujian=kuis&per_page=200")).cookie(sesi).send().await;
    let di_saring = saring.json["data"].as_array().unwrap().iter().filter(|kl| kl["id"] == k.id_kelas).count() as i64;
    vec![di_pertemuan, ikon, beranda["tiles"]["ujian"].as_i64().unwrap(), di_tenggat, bagian, di_kalender, di_saring]
}

async fn a_hidden_exam_is_not_there_for_students(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let mut body = ujian(k.id_pertemuan, "kuis");
    body["judul"] = json!("Kuis Rahasia");
    body["ditampilkan"] = json!(false);
    // Soon, to be among the dashboard's nearest deadlines.
    body["waktu_mulai"] = json!(lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(10)));
    body["waktu_selesai"] = json!(lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(40)));
    body["tampilkan_kunci_jawaban"] = json!(false);
    let res = buat(app, &k, body.clone()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let bulan = body["waktu_mulai"].as_str().unwrap()[..7].to_string();
    let tak_dikenal = app.get("/lms/ujian/999999").cookie(&k.mhs).send().await;
    assert_eq!(tak_dikenal.status, StatusCode::NOT_FOUND);

    // Every exam route a student can call answers as for an unknown exam.
    let rute = [
        (Method::GET, format!("/lms/ujian/{id}")),
        (Method::GET, format!("/lms/events/ujian/{id}")),
        (Method::GET, format!("/lms/ujian/{id}/soal")),
        (Method::POST, format!("/lms/ujian/{id}/pengerjaan/start")),
        (Method::GET, format!("/lms/ujian/{id}/pengerjaan/me")),
        (Method::GET, format!("/lms/ujian/{id}/pengerjaan/me/soal")),
        (Method::GET, format!("/lms/ujian/{id}/pengerjaan")),
    ];
    for (method, url) in &rute {
        let res = app.req(method.clone(), url).cookie(&k.mhs).send().await;
        assert_eq!((res.status, res.text.as_str()), (StatusCode::NOT_FOUND, tak_dikenal.text.as_str()), "{method} {url}");
    }
    let halaman = app.get(&format!("/kelas/{}/ujian/{id}", k.id_kelas)).cookie(&k.mhs).header("x-lms-data", "1").send().await;
    assert_eq!(halaman.status, StatusCode::NOT_FOUND, "the exam page's data: {}", halaman.text);
    assert!(!halaman.text.contains("Kuis Rahasia"));
    // Its lecturer still sees it.
    assert_eq!(app.get(&format!("/lms/ujian/{id}")).cookie(&k.dosen).send().await.json["judul"], "Kuis Rahasia");
    let dosen = app.get(&format!("/kelas/{}/ujian/{id}", k.id_kelas)).cookie(&k.dosen).header("x-lms-data", "1").send().await;
    assert_eq!(dosen.status, StatusCode::OK, "{}", dosen.text);

    // Left out of the student's lists, which show it once it is displayed. The class's other
    // quizzes are hidden too, so that the class list filtered by quizzes rests on this one.
    sqlx::query(
        "UPDATE ujian SET ditampilkan = 0 WHERE id_aktivitas IN
           (SELECT a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.sub_jenis = 'kuis')",
    )
    .bind(k.id_kelas)
    .execute(&app.db)
    .await
    .unwrap();
    let tersembunyi = daftar_terlihat(app, &k, &k.mhs, id, &bulan).await;
    assert_eq!(
        (tersembunyi[0], tersembunyi[3], tersembunyi[5], tersembunyi[6]),
        (0, 0, 0, 0),
        "meeting page, deadlines, calendar, classes with a quiz: {tersembunyi:?}"
    );
    let dosen_lihat = daftar_terlihat(app, &k, &k.dosen, id, &bulan).await;
    assert_eq!(
        (dosen_lihat[0], dosen_lihat[5], dosen_lihat[6]),
        (1, 1, 1),
        "the lecturer's meeting page, calendar and classes with a quiz: {dosen_lihat:?}"
    );
    sqlx::query("UPDATE ujian SET ditampilkan = 1 WHERE id_aktivitas = $1").bind(id).execute(&app.db).await.unwrap();
    let tampil = daftar_terlihat(app, &k, &k.mhs, id, &bulan).await;
    let selisih: Vec<i64> = tampil.iter().zip(&tersembunyi).map(|(a, b)| a - b).collect();
    assert_eq!(
        selisih,
        vec![1, 1, 1, 1, 1, 1, 1],
        "meeting page, class icons, tile, deadlines, /ujian, calendar, classes with a quiz: {tersembunyi:?} -> {tampil:?}"
    );
    let lihat = app.get(&format!("/lms/ujian/{id}")).cookie(&k.mhs).send().await;
    assert_eq!(lihat.status, StatusCode::OK);
}

/// Spec 3 E2/ST19: a student's comments on an exam reach the class's teachers (listed on
/// their exam page, unread counted), no other student, and no student while the exam is hidden.
async fn exam_comments_between_a_student_and_the_teachers(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let res = buat(app, &k, ujian(k.id_pertemuan, "kuis")).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let url = format!("/kelas/{}/ujian/{id}", k.id_kelas);
    let halaman = |sesi: &crate::common::Session| app.get(&url).cookie(sesi).header("x-lms-data", "1").send();

    let saya = halaman(&k.mhs).await.json["data"].clone();
    let id_chat = saya["id_chat"].as_str().expect("the student's exam page names their discussion").to_string();
    let nim: String = sqlx::query_scalar("SELECT nim FROM mahasiswa m JOIN users u ON u.id = m.id_user WHERE u.username = 'mahasiswa'")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(id_chat, format!("LMS-ujian-{id}-{nim}"));
    assert!(saya["komentar"].is_null(), "a student does not see the list of others");
    assert_eq!(halaman(&k.dosen).await.json["data"]["komentar"], json!([]), "nothing written yet");

    let thread = format!("/v2/chat/group/{id_chat}/thread");
    let tanya = app.post(&thread).cookie(&k.mhs).json(json!({ "isi": "Bu, apakah kalkulator boleh dipakai?" })).send().await;
    assert_eq!(tanya.status, StatusCode::OK, "{}", tanya.text);
    let grup = app.get(&format!("/v2/chat/group/{id_chat}")).cookie(&k.dosen).send().await;
    assert_eq!((grup.json["penggunaan"].as_str(), grup.json["boleh_menulis"].as_bool()), (Some("ujian"), Some(true)));

    let daftar = halaman(&k.dosen).await.json["data"]["komentar"].clone();
    assert_eq!(daftar.as_array().unwrap().len(), 1, "{daftar}");
    assert_eq!((daftar[0]["id_chat"].as_str(), daftar[0]["nim"].as_str()), (Some(id_chat.as_str()), Some(nim.as_str())));
    assert_eq!((daftar[0]["jumlah_pesan"].as_i64(), daftar[0]["belum_dibaca"].as_i64()), (Some(1), Some(1)));
    let jawab = app.post(&thread).cookie(&k.dosen).json(json!({ "isi": "Boleh." })).send().await;
    assert_eq!(jawab.status, StatusCode::OK, "{}", jawab.text);
    let daftar = halaman(&k.dosen).await.json["data"]["komentar"].clone();
    assert_eq!((daftar[0]["jumlah_pesan"].as_i64(), daftar[0]["belum_dibaca"].as_i64()), (Some(2), Some(0)), "read by answering");
    let log: String = sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'tambah_komentar' ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(log, "Menambah komentar pada kuis/ujian 'Kuis Bab 1'");

    // Another student of the class neither reads nor writes it; a reading operator only reads.
    let lain = teman_sekelas(app, k.id_kelas).await;
    assert_eq!(app.get(&thread).cookie(&lain).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.post(&thread).cookie(&lain).json(json!({ "isi": "Halo" })).send().await.status, StatusCode::FORBIDDEN);
    let baca = app.login("operator_baca").await;
    assert_eq!(app.get(&thread).cookie(&baca).send().await.status, StatusCode::OK);
    assert_eq!(app.post(&thread).cookie(&baca).json(json!({ "isi": "Halo" })).send().await.status, StatusCode::FORBIDDEN);

    // Hidden from students, its discussion is not there for them either; the teacher keeps it.
    sqlx::query("UPDATE ujian SET ditampilkan = 0 WHERE id_aktivitas = $1").bind(id).execute(&app.db).await.unwrap();
    assert_eq!(app.get(&thread).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.post(&thread).cookie(&k.mhs).json(json!({ "isi": "Halo" })).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&thread).cookie(&k.dosen).send().await.status, StatusCode::OK);
    // A task's discussion id with the exam's number names nothing.
    let salah = app.get(&format!("/v2/chat/group/LMS-tugas-{id}-{nim}")).cookie(&k.dosen).send().await;
    assert_eq!(salah.status, StatusCode::NOT_FOUND);
}
