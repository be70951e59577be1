//! Forums of a meeting (issue 10): the form's messages and date rules, the
//! start locked once students took part, posting only while it runs (threads
//! and replies, not by operators), read marks, and each student's activity
//! against minimal_post, which is also their hand-in on the dashboard.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, KelasBersama, Session, TestApp};

both_engines!(
    form_messages_and_date_rules,
    posting_threads_replies_and_activity,
    start_locks_once_students_took_part,
    forum_page_and_roles
);

async fn kasus(app: &TestApp) -> KelasBersama {
    kelas_bersama(app, false).await
}

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(j * 60))
}

fn forum(id_pertemuan: i64, mulai: &str, selesai: &str) -> Value {
    json!({"id_pertemuan": id_pertemuan, "judul": "Diskusi Bab 1", "deskripsi": "<p>Apa pendapat Anda?</p>",
           "waktu_mulai": mulai, "waktu_selesai": selesai, "penilaian_keaktifan": true, "minimal_post": 2})
}

async fn buat(app: &TestApp, s: &Session, body: Value) -> crate::common::Res {
    app.post("/lms/forum").cookie(s).json(body).send().await
}

async fn form_messages_and_date_rules(app: &TestApp) {
    let k = kasus(app).await;
    let base = forum(k.id_pertemuan, &jam(1), &jam(48));
    let cases: Vec<(Value, &str)> = vec![
        (json!({"id_pertemuan": null}), "Pertemuan wajib diisi"),
        (json!({"judul": " "}), "Judul Forum wajib diisi"),
        (json!({"deskripsi": "<p></p>"}), "Deskripsi wajib diisi"),
        (json!({"waktu_mulai": null}), "Waktu Mulai wajib diisi"),
        (json!({"waktu_selesai": ""}), "Waktu Selesai wajib diisi"),
        (json!({"minimal_post": 0}), "Jumlah Minimal Komentar minimal 1"),
        (json!({"waktu_mulai": jam(-72)}), "Waktu mulai tidak boleh sebelum kemarin"),
        (json!({"waktu_mulai": jam(50)}), "Waktu mulai tidak boleh setelah waktu selesai"),
    ];
    for (change, pesan) in cases {
        let mut body = base.clone();
        for (key, value) in change.as_object().unwrap() {
            body[key] = value.clone();
        }
        let res = buat(app, &k.dosen, body).await;
        assert_eq!((res.status.is_client_error(), res.message()), (true, pesan), "{}", res.text);
    }
    let res = buat(app, &k.dosen, base).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["minimal_post"].as_i64(), res.json["penilaian_keaktifan"].as_bool()), (Some(2), Some(true)));
    assert_eq!(res.json["status"], "belum_dimulai");
}

async fn posting_threads_replies_and_activity(app: &TestApp) {
    let k = kasus(app).await;
    let id = buat(app, &k.dosen, forum(k.id_pertemuan, &jam(-1), &jam(24))).await.json["id"].as_i64().unwrap();
    let post = |s: &Session, isi: &str, induk: Option<i64>| {
        app.post(&format!("/lms/forum/{id}/post")).cookie(s).json(json!({"isi": isi, "id_induk": induk})).send()
    };
    let tanya = post(&k.dosen, "Sebutkan satu contoh penerapan.", None).await;
    assert_eq!(tanya.status, StatusCode::OK, "{}", tanya.text);
    let id_tanya = tanya.json["id"].as_i64().unwrap();
    assert_eq!(post(&k.mhs, "  ", None).await.message(), "Komentar wajib diisi");
    let jawab = post(&k.mhs, "Sistem antrean rumah sakit <b>memakai</b> ini.", Some(id_tanya)).await;
    assert_eq!((jawab.status, jawab.json["role"].as_str()), (StatusCode::OK, Some("mahasiswa")), "{}", jawab.text);
    assert_eq!(jawab.json["isi"], "Sistem antrean rumah sakit <b>memakai</b> ini.", "kept as plain text, shown as text");
    // A reply to a reply is refused: replies hang under threads.
    let res = post(&k.mhs, "Balasan bertingkat", Some(jawab.json["id"].as_i64().unwrap())).await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);

    // The student's first post is their hand-in; one post is not yet the minimum of two.
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM pengerjaan g JOIN users u ON u.id = g.id_mahasiswa WHERE g.id_aktivitas = $1 AND u.username = 'mahasiswa'",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(n, 1);
    let detail = app.get(&format!("/lms/forum/{id}")).cookie(&k.mhs).send().await;
    assert_eq!((detail.json["jumlah_post_saya"].as_i64(), detail.json["memenuhi"].as_bool()), (Some(1), Some(false)));
    post(&k.mhs, "Tambahan: juga pada sistem parkir.", None).await;
    let detail = app.get(&format!("/lms/forum/{id}")).cookie(&k.mhs).send().await;
    assert_eq!(detail.json["memenuhi"], true);

    // The lecturer has two unread posts until the thread list is opened.
    let guru = app.get(&format!("/lms/forum/{id}")).cookie(&k.dosen).send().await;
    assert_eq!((guru.json["belum_dibaca"].as_i64(), guru.json["jumlah_peserta_join"].as_i64()), (Some(2), Some(1)));
    // The card lists the meetings with unread posts: this one holds the two.
    let nomor: i64 = sqlx::query_scalar("SELECT nomor FROM pertemuan WHERE id = $1").bind(k.id_pertemuan).fetch_one(&app.db).await.unwrap();
    let di_sini = guru.json["belum_dibaca_pertemuan"].as_array().unwrap().iter().find(|p| p["id_pertemuan"] == k.id_pertemuan).cloned();
    assert_eq!(di_sini, Some(json!({"id_pertemuan": k.id_pertemuan, "nomor": nomor, "belum_dibaca": 2})));
    let daftar = app.get(&format!("/lms/forum/{id}/post")).cookie(&k.dosen).send().await;
    let threads = daftar.json["data"].as_array().unwrap();
    assert_eq!(threads.len(), 2, "two threads");
    let pertanyaan = threads.iter().find(|t| t["id"] == id_tanya).unwrap();
    assert_eq!(pertanyaan["balasan"].as_array().unwrap().len(), 1);
    let dibaca = app.get(&format!("/lms/forum/{id}")).cookie(&k.dosen).send().await.json;
    assert_eq!(dibaca["belum_dibaca"], 0);
    assert!(!dibaca["belum_dibaca_pertemuan"].as_array().unwrap().iter().any(|p| p["id_pertemuan"] == k.id_pertemuan));
    let aktif = app.get(&format!("/lms/forum/{id}/keaktifan")).cookie(&k.dosen).send().await;
    let saya = aktif.json["data"].as_array().unwrap().iter().find(|r| r["jumlah_post"] == 2).cloned().unwrap();
    assert_eq!(saya["memenuhi"], true);
    assert_eq!(app.get(&format!("/lms/forum/{id}/keaktifan")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);

    // Ended: no more posts.
    sqlx::query("UPDATE aktivitas SET waktu_selesai = $1 WHERE id = $2").bind(jam(-1)).bind(id).execute(&app.db).await.unwrap();
    assert_eq!(post(&k.mhs, "Terlambat", None).await.message(), "Forum telah berakhir.");
}

async fn start_locks_once_students_took_part(app: &TestApp) {
    let k = kasus(app).await;
    let body = forum(k.id_pertemuan, &jam(-1), &jam(24));
    let res = buat(app, &k.dosen, body.clone()).await;
    let id = res.json["id"].as_i64().unwrap();
    let mulai = res.json["waktu_mulai"].as_str().unwrap().to_string();
    let ubah = |b: Value| app.req(Method::PUT, &format!("/lms/forum/{id}")).cookie(&k.dosen).json(b).send();
    let mut lebih_awal = body.clone();
    lebih_awal["waktu_mulai"] = json!(jam(-2));
    assert_eq!(ubah(lebih_awal.clone()).await.status, StatusCode::OK, "no participants yet: the start may move");
    app.post(&format!("/lms/forum/{id}/post")).cookie(&k.mhs).json(json!({"isi": "Hadir", "id_induk": null})).send().await;
    lebih_awal["waktu_mulai"] = json!(mulai);
    let res = ubah(lebih_awal.clone()).await;
    assert_eq!(res.message(), "Waktu mulai tidak bisa diubah karena sudah ada peserta forum.");
    let saved: String = sqlx::query_scalar("SELECT waktu_mulai FROM aktivitas WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    let mut sama = body.clone();
    sama["waktu_mulai"] = json!(saved);
    sama["waktu_selesai"] = json!(jam(2));
    assert_eq!(ubah(sama.clone()).await.message(), "Waktu selesai tidak dapat dimajukan karena sudah ada peserta forum");
    sama["waktu_selesai"] = json!(jam(30));
    sama["judul"] = json!("Diskusi Bab 1 (diperpanjang)");
    let res = ubah(sama).await;
    assert_eq!((res.status, res.json["judul"].as_str()), (StatusCode::OK, Some("Diskusi Bab 1 (diperpanjang)")), "{}", res.text);
}

async fn forum_page_and_roles(app: &TestApp) {
    let k = kasus(app).await;
    let id = buat(app, &k.dosen, forum(k.id_pertemuan, &jam(-1), &jam(24))).await.json["id"].as_i64().unwrap();
    let url = format!("/forum?groupId={}&forumId={id}&referer=kelas-kuliah", k.id_kelas);
    let page = app.get(&url).cookie(&k.mhs).send().await;
    assert_eq!(page.status, StatusCode::OK);
    let props = page.page_props();
    assert_eq!(props["page"], "forum_diskusi");
    assert_eq!((props["data"]["izin"]["bolehPost"].as_bool(), props["data"]["izin"]["isStaf"].as_bool()), (Some(true), Some(false)));
    let op = app.login("operator").await;
    let res = app.get(&url).cookie(&op).header("x-lms-data", "1").send().await;
    assert_eq!(res.json["data"]["izin"]["alasan"], "Operator hanya dapat membaca forum.");
    let res = app.post(&format!("/lms/forum/{id}/post")).cookie(&op).json(json!({"isi": "Halo", "id_induk": null})).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    let luar = crate::common::mahasiswa_luar(app, k.id_kelas).await;
    let luar = app.login(&luar).await;
    assert_eq!(app.get(&url).cookie(&luar).header("x-lms-data", "1").send().await.status, StatusCode::FORBIDDEN);
    // The section root /forum without forumId is still the list.
    assert_eq!(app.get("/forum").cookie(&k.mhs).header("x-lms-data", "1").send().await.json["page"], "daftar_aktivitas");
    // The meeting page carries the forum's detail; deleting takes posts and hand-ins with it.
    let halaman = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.mhs).send().await;
    assert!(halaman.json["aktivitas"].as_array().unwrap().iter().any(|a| a["id"] == id && a["forum"]["minimal_post"] == 2));
    app.post(&format!("/lms/forum/{id}/post")).cookie(&k.mhs).json(json!({"isi": "Hadir", "id_induk": null})).send().await;
    assert_eq!(app.req(Method::DELETE, &format!("/lms/forum/{id}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.req(Method::DELETE, &format!("/lms/forum/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    for table in ["forum_post WHERE id_aktivitas = $1", "pengerjaan WHERE id_aktivitas = $1", "aktivitas WHERE id = $1"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}")).bind(id).fetch_one(&app.db).await.unwrap();
        assert_eq!(n, 0, "{table}");
    }
}
