//! Tasks as content (issue 10): a lecturer writes a task with attachments in
//! a meeting, students hand in text and files before the deadline (late ones
//! marked when allowed), groups of a kelompok task with their leader rules
//! and group chat, the files of a hand-in seen only by who may, a failed save
//! that leaves nothing, and text ('teks') activities.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, multipart, unggah, KelasBersama, Session, TestApp, PDF};

both_engines!(
    task_form_messages_in_order_and_nothing_saved,
    lecturer_writes_a_task_with_attachments,
    student_hands_in_text_and_files,
    deadline_and_late_hand_ins,
    hand_in_files_are_private,
    groups_follow_the_leader_rules,
    group_hand_in_counts_for_every_member,
    group_chat_is_for_its_members_and_teachers,
    deleting_a_task_removes_its_hand_ins_and_files,
    text_activities,
    plain_text_saved_before_reads_the_same_as_html,
);

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(j))
}

fn tugas(id_pertemuan: i64, jenis: &str, mulai: &str, selesai: &str, lampiran: &[String]) -> Value {
    json!({"id_pertemuan": id_pertemuan, "judul": "Esai Kebijakan Publik", "deskripsi": "<p>Tulis esai <em>2 halaman</em>.</p><p>Kumpulkan PDF.</p><script>alert(1)</script>",
           "sub_jenis": jenis, "waktu_mulai": mulai, "waktu_selesai": selesai, "boleh_terlambat": false, "lampiran": lampiran})
}

async fn buat(app: &TestApp, k: &KelasBersama, body: Value) -> i64 {
    let res = app.post("/lms/tugas").cookie(&k.dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    res.json["id"].as_i64().unwrap()
}

async fn kumpul(app: &TestApp, s: &Session, id: i64, body: Value) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/tugas/{id}/pengumpulan")).cookie(s).json(body).send().await
}

async fn hitung(app: &TestApp, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&app.db).await.unwrap()
}

/// Another participant of the shared class: (id_user, username).
async fn peserta_lain(app: &TestApp, id_kelas: i64, n: usize) -> Vec<(i64, String)> {
    sqlx::query_as(
        "SELECT u.id, u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa
         WHERE kp.id_kelas = $1 AND u.username <> 'mahasiswa' ORDER BY u.id LIMIT $2",
    )
    .bind(id_kelas)
    .bind(n as i64)
    .fetch_all(&app.db)
    .await
    .unwrap()
}

async fn id_mahasiswa(app: &TestApp) -> i64 {
    hitung(app, "SELECT id FROM users WHERE username = 'mahasiswa'").await
}

async fn task_form_messages_in_order_and_nothing_saved(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let langkah: Vec<(Value, &str)> = vec![
        (json!({}), "Pertemuan wajib diisi"),
        (json!({"id_pertemuan": k.id_pertemuan}), "Judul wajib diisi"),
        (json!({"judul": "Esai"}), "Deskripsi wajib diisi"),
        (json!({"deskripsi": "Tulis."}), "Jenis tugas wajib diisi"),
        (json!({"sub_jenis": "individu"}), "Waktu mulai wajib diisi"),
        (json!({"waktu_mulai": jam(2)}), "Batas waktu wajib diisi"),
        (json!({"waktu_selesai": jam(1)}), "Batas waktu harus setelah waktu mulai"),
        (json!({"waktu_mulai": jam(-72), "waktu_selesai": jam(4)}), "Waktu mulai tidak boleh sebelum kemarin."),
        (
            json!({"waktu_mulai": jam(1), "lampiran": ["/v2/storager/00000000000000000000000000000bad/x.pdf"]}),
            "File tidak ditemukan. Unggah ulang file tersebut.",
        ),
    ];
    let mut body = json!({"judul": "", "deskripsi": "", "sub_jenis": null, "waktu_mulai": null, "waktu_selesai": null});
    let before = hitung(app, "SELECT COUNT(*) FROM aktivitas").await;
    for (ubah, pesan) in langkah {
        for (key, value) in ubah.as_object().unwrap() {
            body[key] = value.clone();
        }
        let res = app.post("/lms/tugas").cookie(&k.dosen).json(body.clone()).send().await;
        assert_eq!((res.status.is_client_error(), res.message()), (true, pesan), "{}", res.text);
    }
    // Another lecturer's upload cannot be attached either.
    let lain = unggah(app, &app.login("operator").await, "tugas/lampiran", "lain.pdf").await;
    body["lampiran"] = json!([lain]);
    let res = app.post("/lms/tugas").cookie(&k.dosen).json(body.clone()).send().await;
    assert_eq!(res.message(), "File tidak ditemukan. Unggah ulang file tersebut.");
    assert_eq!(hitung(app, "SELECT COUNT(*) FROM aktivitas").await, before, "nothing saved");
    // Students and other lecturers' classes: refused.
    body["lampiran"] = json!([]);
    let res = app.post("/lms/tugas").cookie(&k.mhs).json(body).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
}

async fn lecturer_writes_a_task_with_attachments(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let a = unggah(app, &k.dosen, "tugas/lampiran", "Petunjuk.pdf").await;
    let b = unggah(app, &k.dosen, "tugas/lampiran", "Rubrik.pdf").await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), &[a.clone(), b.clone()])).await;
    let t = app.get(&format!("/lms/tugas/{id}")).cookie(&k.mhs).send().await.json;
    assert_eq!(t["deskripsi"], "<p>Tulis esai <em>2 halaman</em>.</p><p>Kumpulkan PDF.</p>", "rich text kept, the script dropped");
    let nama: Vec<&str> = t["lampiran"].as_array().unwrap().iter().map(|l| l["name"].as_str().unwrap()).collect();
    assert_eq!(nama, ["Petunjuk.pdf", "Rubrik.pdf"]);
    assert_eq!((t["boleh_kumpul"]["bisa"].as_bool(), t["isAllowUbah"].as_bool()), (Some(true), Some(false)));
    // The student downloads the attachment; a student of another class cannot.
    let unduh = app.get(&a).cookie(&k.mhs).send().await;
    assert_eq!(unduh.status, StatusCode::OK);
    let luar: String = sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id
         WHERE NOT EXISTS (SELECT 1 FROM kelas_peserta kp WHERE kp.id_mahasiswa = u.id AND kp.id_kelas = $1) ORDER BY u.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(app.get(&a).cookie(&app.login(&luar).await).send().await.status, StatusCode::NOT_FOUND);
    // The card on the meeting page carries the task.
    let page = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.dosen).send().await.json;
    let kartu = page["aktivitas"].as_array().unwrap().iter().find(|x| x["id"] == id).unwrap().clone();
    assert_eq!((kartu["jenis"].as_str(), kartu["tugas"]["sub_jenis"].as_str()), (Some("tugas"), Some("individu")));
    assert_eq!(kartu["tugas"]["ringkasan"]["jumlah_mengumpulkan"], 0);
    // Editing drops one attachment: its upload is released.
    let mut ubah = tugas(k.id_pertemuan, "kelompok", &jam(-1), &jam(72), std::slice::from_ref(&b));
    ubah["boleh_terlambat"] = json!(true);
    let res = app.req(Method::PUT, &format!("/lms/tugas/{id}")).cookie(&k.dosen).json(ubah).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!((res.json["sub_jenis"].as_str(), res.json["boleh_terlambat"].as_bool()), (Some("kelompok"), Some(true)));
    assert_eq!(res.json["lampiran"].as_array().unwrap().len(), 1);
    assert_eq!(app.get(&a).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND, "the dropped attachment is gone");
}

async fn student_hands_in_text_and_files(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), &[])).await;
    let res = kumpul(app, &k.mhs, id, json!({"teks": "  ", "berkas": []})).await;
    assert_eq!(res.message(), "Tulis jawaban atau unggah minimal satu file.");
    let res = kumpul(app, &k.mhs, id, json!({"teks": "x".repeat(20_001)})).await;
    assert_eq!(res.message(), "Jawaban paling banyak 20000 karakter.");
    // A teacher's upload, or one made for attachments, is not a hand-in file.
    let dosen_file = unggah(app, &k.dosen, "tugas/lampiran", "kunci.pdf").await;
    let res = kumpul(app, &k.mhs, id, json!({"berkas": [dosen_file]})).await;
    assert_eq!(res.message(), "File tidak ditemukan. Unggah ulang file tersebut.");
    assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = {id}")).await, 0, "nothing saved");
    // Teachers cannot hand in, nor upload hand-in files.
    assert_eq!(kumpul(app, &k.dosen, id, json!({"teks": "a"})).await.status, StatusCode::FORBIDDEN);
    let (ct, body) = multipart(&[("dir", None, b"tugas/pengumpulan"), ("file", Some("a.pdf"), PDF)]);
    assert_eq!(app.post("/v2/storager").cookie(&k.dosen).raw(&ct, body).send().await.status, StatusCode::FORBIDDEN);

    let file = unggah(app, &k.mhs, "tugas/pengumpulan", "Jawaban.pdf").await;
    let res = kumpul(app, &k.mhs, id, json!({"teks": "Jawaban saya terlampir.", "berkas": [file.clone()]})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!((res.json["teks"].as_str(), res.json["terlambat"].as_bool()), (Some("Jawaban saya terlampir."), Some(false)));
    assert_eq!(res.json["berkas"][0]["name"], "Jawaban.pdf");
    // Replacing the hand-in before the deadline: the old file goes.
    let baru = unggah(app, &k.mhs, "tugas/pengumpulan", "Jawaban v2.pdf").await;
    let res = kumpul(app, &k.mhs, id, json!({"teks": "Revisi.", "berkas": [baru]})).await;
    assert_eq!(res.json["berkas"][0]["name"], "Jawaban v2.pdf");
    assert_eq!(app.get(&file).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND);
    // The grading page shows it; a graded hand-in is locked.
    let rows = app.get(&format!("/lms/tugas/{id}/pengerjaan")).cookie(&k.dosen).send().await.json;
    let saya = id_mahasiswa(app).await;
    let baris = rows["data"].as_array().unwrap().iter().find(|r| r["mahasiswa"]["id_user"] == saya).unwrap().clone();
    assert_eq!(baris["pengumpulan"]["teks"], "Revisi.");
    let res =
        app.req(Method::PUT, &format!("/lms/tugas/{id}/pengerjaan/{saya}/nilai")).cookie(&k.dosen).json(json!({"nilai": 90})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let res = kumpul(app, &k.mhs, id, json!({"teks": "Lagi."})).await;
    assert_eq!(res.message(), "Pengumpulan yang sudah dinilai tidak dapat diubah.");
    let t = app.get(&format!("/lms/tugas/{id}")).cookie(&k.mhs).send().await.json;
    assert_eq!((t["pengerjaan_saya"]["nilai"].as_f64(), t["boleh_kumpul"]["bisa"].as_bool()), (Some(90.0), Some(false)));
}

async fn deadline_and_late_hand_ins(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let belum = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(2), &jam(48), &[])).await;
    assert_eq!(kumpul(app, &k.mhs, belum, json!({"teks": "a"})).await.message(), "Tugas belum dimulai.");
    // Deadline passed: moved into the past directly (the form refuses a past start).
    let lewat = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(1), &[])).await;
    sqlx::query(&format!("UPDATE aktivitas SET waktu_selesai = '{}' WHERE id = {lewat}", jam(-1))).execute(&app.db).await.unwrap();
    assert_eq!(kumpul(app, &k.mhs, lewat, json!({"teks": "a"})).await.message(), "Batas waktu pengumpulan sudah lewat.");
    sqlx::query(&format!("UPDATE tugas SET boleh_terlambat = 1 WHERE id_aktivitas = {lewat}")).execute(&app.db).await.unwrap();
    let t = app.get(&format!("/lms/tugas/{lewat}")).cookie(&k.mhs).send().await.json;
    assert_eq!((t["boleh_kumpul"]["bisa"].as_bool(), t["boleh_kumpul"]["terlambat"].as_bool()), (Some(true), Some(true)));
    let res = kumpul(app, &k.mhs, lewat, json!({"teks": "Maaf terlambat."})).await;
    assert_eq!((res.status, res.json["terlambat"].as_bool()), (StatusCode::OK, Some(true)), "{}", res.text);
}

async fn hand_in_files_are_private(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), &[])).await;
    let file = unggah(app, &k.mhs, "tugas/pengumpulan", "Jawaban.pdf").await;
    assert_eq!(kumpul(app, &k.mhs, id, json!({"berkas": [file.clone()]})).await.status, StatusCode::OK);
    let teman = peserta_lain(app, k.id_kelas, 1).await;
    let teman = app.login(&teman[0].1).await;
    assert_eq!(app.get(&file).cookie(&teman).send().await.status, StatusCode::NOT_FOUND, "a classmate cannot read it");
    assert_eq!(app.get(&file).cookie(&k.dosen).send().await.status, StatusCode::OK, "the teacher can");
    assert_eq!(app.get(&file).cookie(&app.login("operator_baca").await).send().await.status, StatusCode::OK, "a reading operator can");
    // Once used, the student cannot delete the upload from under the hand-in.
    let res = app.req(Method::DELETE, &format!("/v2/storager?url={}", crate::common::enkode_url(&file))).cookie(&k.mhs).send().await;
    assert_eq!(res.status, StatusCode::CONFLICT, "{}", res.text);
}

async fn kelompok_baru(app: &TestApp, k: &KelasBersama, id: i64, nama: &str, anggota: &[i64], ketua: Option<i64>) -> crate::common::Res {
    app.post(&format!("/lms/tugas/{id}/kelompok"))
        .cookie(&k.dosen)
        .json(json!({"nama": nama, "anggota": anggota, "id_ketua": ketua}))
        .send()
        .await
}

async fn groups_follow_the_leader_rules(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let individu = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), &[])).await;
    let saya = id_mahasiswa(app).await;
    let lain: Vec<i64> = peserta_lain(app, k.id_kelas, 3).await.into_iter().map(|(i, _)| i).collect();
    assert_eq!(kelompok_baru(app, &k, individu, "A", &[saya], None).await.message(), "Kelompok hanya dapat dibuat untuk tugas kelompok.");
    let id = buat(app, &k, tugas(k.id_pertemuan, "kelompok", &jam(-1), &jam(48), &[])).await;
    assert_eq!(kelompok_baru(app, &k, id, " ", &[saya], None).await.message(), "Nama kelompok wajib diisi");
    assert_eq!(kelompok_baru(app, &k, id, "A", &[], None).await.message(), "Anggota kelompok wajib diisi");
    assert_eq!(kelompok_baru(app, &k, id, "A", &[1], None).await.message(), "Anggota kelompok harus peserta kelas ini.");
    assert_eq!(kelompok_baru(app, &k, id, "A", &[saya], Some(lain[0])).await.message(), "Ketua harus salah satu anggota kelompok.");
    let g = kelompok_baru(app, &k, id, "Kelompok 1", &[saya, lain[0], lain[1]], Some(lain[0])).await;
    assert_eq!(g.status, StatusCode::CREATED, "{}", g.text);
    assert_eq!(g.json["anggota"][0]["mahasiswa"]["id_user"], lain[0], "leader first");
    assert_eq!(g.json["anggota"][0]["jabatan"], "ketua");
    let gid = g.json["id"].as_i64().unwrap();
    assert_eq!(kelompok_baru(app, &k, id, "kelompok 1", &[lain[2]], None).await.message(), "Nama kelompok sudah dipakai di tugas ini.");
    let dobel = kelompok_baru(app, &k, id, "Kelompok 2", &[lain[2], saya], None).await;
    assert!(dobel.message().ends_with("sudah tergabung di kelompok Kelompok 1."), "{}", dobel.text);
    assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM tugas_kelompok WHERE id_aktivitas = {id}")).await, 1, "nothing half-saved");
    // Making one leader makes the others members.
    let path = format!("/lms/tugas/{id}/kelompok/{gid}/anggota");
    let res = app.req(Method::PUT, &format!("{path}/{saya}/ketua")).cookie(&k.dosen).send().await;
    let jabatan: Vec<(i64, String)> = res.json["anggota"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| (a["mahasiswa"]["id_user"].as_i64().unwrap(), a["jabatan"].as_str().unwrap().to_string()))
        .collect();
    assert_eq!(jabatan[0], (saya, "ketua".to_string()));
    assert_eq!(jabatan.iter().filter(|(_, j)| j == "ketua").count(), 1);
    // Removing the leader promotes the first remaining member.
    let res = app.req(Method::DELETE, &format!("{path}/{saya}")).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        (res.json["anggota"][0]["mahasiswa"]["id_user"].as_i64(), res.json["anggota"][0]["jabatan"].as_str()),
        (Some(lain[0]), Some("ketua"))
    );
    app.req(Method::DELETE, &format!("{path}/{}", lain[0])).cookie(&k.dosen).send().await;
    let terakhir = app.req(Method::DELETE, &format!("{path}/{}", lain[1])).cookie(&k.dosen).send().await;
    assert_eq!(terakhir.message(), "Kelompok harus memiliki minimal satu anggota. Hapus kelompoknya bila tidak diperlukan.");
    assert_eq!(app.get(&format!("/lms/tugas/{id}/kelompok")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let daftar = app.get(&format!("/lms/tugas/{id}/kelompok")).cookie(&k.dosen).send().await.json;
    assert!(daftar["tanpa_kelompok"].as_array().unwrap().iter().any(|m| m["id_user"] == saya));
    // Groups are listed as a person numbers them, not as text (issue 37).
    for (nama, anggota) in [("Kelompok 10", lain[2]), ("Kelompok 2", lain[0])] {
        assert_eq!(kelompok_baru(app, &k, id, nama, &[anggota], None).await.status, StatusCode::CREATED);
    }
    let daftar = app.get(&format!("/lms/tugas/{id}/kelompok")).cookie(&k.dosen).send().await.json;
    let nama: Vec<&str> = daftar["data"].as_array().unwrap().iter().map(|g| g["nama"].as_str().unwrap()).collect();
    assert_eq!(nama, ["Kelompok 1", "Kelompok 2", "Kelompok 10"]);
    // Students change nothing; the kind is locked now.
    assert_eq!(
        kelompok_baru(app, &KelasBersama { dosen: k.mhs.clone(), ..k.clone() }, id, "B", &[saya], None).await.status,
        StatusCode::FORBIDDEN
    );
    let res = app
        .req(Method::PUT, &format!("/lms/tugas/{id}"))
        .cookie(&k.dosen)
        .json(tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), &[]))
        .send()
        .await;
    assert_eq!(res.message(), "Jenis tugas tidak dapat diubah karena sudah ada pengumpulan atau kelompok.");
    let res = app.req(Method::DELETE, &format!("/lms/tugas/{id}/kelompok/{gid}")).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT);
}

async fn group_hand_in_counts_for_every_member(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "kelompok", &jam(-1), &jam(48), &[])).await;
    assert_eq!(
        kumpul(app, &k.mhs, id, json!({"teks": "a"})).await.message(),
        "Anda belum tergabung dalam kelompok. Hubungi pengajar kelas ini."
    );
    let saya = id_mahasiswa(app).await;
    let teman = peserta_lain(app, k.id_kelas, 1).await;
    let g = kelompok_baru(app, &k, id, "Kelompok Merah", &[saya, teman[0].0], None).await;
    let gid = g.json["id"].as_i64().unwrap();
    let file = unggah(app, &k.mhs, "tugas/pengumpulan", "Laporan.pdf").await;
    let res = kumpul(app, &k.mhs, id, json!({"teks": "Laporan kelompok.", "berkas": [file]})).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let teman_s = app.login(&teman[0].1).await;
    let t = app.get(&format!("/lms/tugas/{id}")).cookie(&teman_s).send().await.json;
    assert_eq!(t["pengerjaan_saya"]["teks"], "Laporan kelompok.");
    assert_eq!(t["pengerjaan_saya"]["berkas"][0]["name"], "Laporan.pdf");
    assert_eq!(t["kelompok_saya"]["nama"], "Kelompok Merah");
    assert!(t["pengerjaan_saya"]["pengirim"].is_string());
    // The member sees the file the group handed in.
    let url = t["pengerjaan_saya"]["berkas"][0]["url"].as_str().unwrap().to_string();
    assert_eq!(app.get(&url).cookie(&teman_s).send().await.status, StatusCode::OK);
    let rows = app.get(&format!("/lms/tugas/{id}/pengerjaan")).cookie(&k.dosen).send().await.json;
    let kelompok: Vec<&Value> = rows["data"].as_array().unwrap().iter().filter(|r| r["kelompok"] == "Kelompok Merah").collect();
    assert_eq!(kelompok.len(), 2);
    assert!(kelompok.iter().all(|r| r["waktu"].is_string()));
    assert!(kelompok.iter().all(|r| r["id_chat"] == g.json["id_chat"]), "a member's row opens the group chat");
    let res = app.req(Method::DELETE, &format!("/lms/tugas/{id}/kelompok/{gid}")).cookie(&k.dosen).send().await;
    assert_eq!(res.message(), "Kelompok yang sudah mengumpulkan tugas tidak dapat dihapus.");
}

async fn group_chat_is_for_its_members_and_teachers(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "kelompok", &jam(-1), &jam(48), &[])).await;
    let saya = id_mahasiswa(app).await;
    let lain = peserta_lain(app, k.id_kelas, 2).await;
    let g = kelompok_baru(app, &k, id, "Kelompok Biru", &[saya, lain[0].0], None).await;
    let chat = g.json["id_chat"].as_str().unwrap().to_string();
    let pesan = app.post(&format!("/v2/chat/group/{chat}/thread")).cookie(&k.mhs).json(json!({"isi": "Saya kerjakan bab 1."})).send().await;
    assert_eq!(pesan.status, StatusCode::OK, "{}", pesan.text);
    let grup = app.get(&format!("/v2/chat/group/{chat}")).cookie(&k.dosen).send().await;
    assert_eq!((grup.json["penggunaan"].as_str(), grup.json["boleh_menulis"].as_bool()), (Some("kelompok"), Some(true)));
    let teman = app.login(&lain[0].1).await;
    let baca = app.get(&format!("/v2/chat/group/{chat}/thread")).cookie(&teman).send().await;
    assert_eq!(baca.json["data"][0]["isi"], "Saya kerjakan bab 1.");
    let luar = app.login(&lain[1].1).await;
    assert_eq!(app.get(&format!("/v2/chat/group/{chat}/thread")).cookie(&luar).send().await.status, StatusCode::FORBIDDEN);
    // Taken out of the group, a student loses the chat.
    let gid = g.json["id"].as_i64().unwrap();
    app.req(Method::DELETE, &format!("/lms/tugas/{id}/kelompok/{gid}/anggota/{}", lain[0].0)).cookie(&k.dosen).send().await;
    assert_eq!(app.get(&format!("/v2/chat/group/{chat}/thread")).cookie(&teman).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/v2/chat/group/tugas-{id}-kelompok-999999")).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
}

async fn deleting_a_task_removes_its_hand_ins_and_files(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let lampiran = unggah(app, &k.dosen, "tugas/lampiran", "Soal.pdf").await;
    let id = buat(app, &k, tugas(k.id_pertemuan, "individu", &jam(-1), &jam(48), std::slice::from_ref(&lampiran))).await;
    let file = unggah(app, &k.mhs, "tugas/pengumpulan", "Jawaban.pdf").await;
    kumpul(app, &k.mhs, id, json!({"berkas": [file.clone()]})).await;
    assert_eq!(app.req(Method::DELETE, &format!("/lms/tugas/{id}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let res = app.req(Method::DELETE, &format!("/lms/tugas/{id}")).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    for tabel in ["aktivitas WHERE id", "tugas WHERE id_aktivitas", "pengerjaan WHERE id_aktivitas", "pengerjaan_berkas WHERE id_aktivitas"]
    {
        assert_eq!(hitung(app, &format!("SELECT COUNT(*) FROM {tabel} = {id}")).await, 0, "{tabel}");
    }
    assert_eq!(app.get(&lampiran).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&file).cookie(&k.mhs).send().await.status, StatusCode::NOT_FOUND);
}

async fn text_activities(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let res = app.post("/lms/teks").cookie(&k.dosen).json(json!({"id_pertemuan": k.id_pertemuan, "judul": "", "isi": ""})).send().await;
    assert_eq!(res.message(), "Judul wajib diisi");
    let res =
        app.post("/lms/teks").cookie(&k.dosen).json(json!({"id_pertemuan": k.id_pertemuan, "judul": "Catatan", "isi": " "})).send().await;
    assert_eq!(res.message(), "Isi teks wajib diisi");
    let res = app
        .post("/lms/teks")
        .cookie(&k.dosen)
        .json(json!({"id_pertemuan": k.id_pertemuan, "judul": "Catatan", "isi": "<p>&nbsp;</p><p></p>"}))
        .send()
        .await;
    assert_eq!(res.message(), "Isi teks wajib diisi", "an editor's empty paragraphs are empty");
    assert_eq!(
        app.post("/lms/teks").cookie(&k.mhs).json(json!({"id_pertemuan": k.id_pertemuan, "judul": "x", "isi": "y"})).send().await.status,
        StatusCode::FORBIDDEN
    );
    let res = app
        .post("/lms/teks")
        .cookie(&k.dosen)
        .json(json!({"id_pertemuan": k.id_pertemuan, "judul": "Catatan", "isi": "<p>Baca <strong>bab 2</strong>.</p><ul><li>Bawa laptop.</li></ul><script>alert(1)</script><p onclick=\"x()\">Hadir</p>"}))
        .send()
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let page = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await.json;
    let kartu = page["aktivitas"].as_array().unwrap().iter().find(|x| x["id"] == id).unwrap().clone();
    // Rich text kept, scripts and handlers dropped (issue 34).
    assert_eq!(
        (kartu["jenis"].as_str(), kartu["teks"]["isi"].as_str()),
        (Some("teks"), Some("<p>Baca <strong>bab 2</strong>.</p><ul><li>Bawa laptop.</li></ul><p>Hadir</p>"))
    );
    let res = app
        .req(Method::PUT, &format!("/lms/teks/{id}"))
        .cookie(&k.dosen)
        .json(json!({"judul": "Catatan Penting", "isi": "Bawa laptop."}))
        .send()
        .await;
    assert_eq!((res.status, res.json["judul"].as_str()), (StatusCode::OK, Some("Catatan Penting")));
    assert_eq!(app.req(Method::DELETE, &format!("/lms/teks/{id}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.req(Method::DELETE, &format!("/lms/teks/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    assert_eq!(app.req(Method::DELETE, &format!("/lms/teks/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NOT_FOUND);
}

/// Migration 0022: a text saved as plain text (before rich text) becomes HTML that reads the
/// same: its characters escaped, its lines kept.
async fn plain_text_saved_before_reads_the_same_as_html(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let res =
        app.post("/lms/teks").cookie(&k.dosen).json(json!({"id_pertemuan": k.id_pertemuan, "judul": "Lama", "isi": "x"})).send().await;
    let id = res.json["id"].as_i64().unwrap();
    sqlx::query("UPDATE teks SET isi = $1 WHERE id_aktivitas = $2")
        .bind("Nilai a < b & c > d.\r\nBaris <b>dua</b>.")
        .bind(id)
        .execute(&app.db)
        .await
        .unwrap();
    let folder = match app.engine {
        lms::db::Engine::Sqlite => "sqlite",
        lms::db::Engine::Postgres => "postgres",
    };
    let sql = std::fs::read_to_string(format!("{}/../migrations/{folder}/0022_teks_kaya.sql", env!("CARGO_MANIFEST_DIR"))).unwrap();
    for perintah in sql.split(";\n").map(str::trim).filter(|p| p.lines().any(|l| !l.trim().is_empty() && !l.trim_start().starts_with("--")))
    {
        sqlx::query(perintah).execute(&app.db).await.unwrap();
    }
    let isi: String = sqlx::query_scalar("SELECT isi FROM teks WHERE id_aktivitas = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(isi, "<p>Nilai a &lt; b &amp; c &gt; d.<br>Baris &lt;b&gt;dua&lt;/b&gt;.</p>");
}
