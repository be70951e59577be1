//! Video conferences of a meeting (issue 10): the form's eight messages in
//! order, who may add, join and see the joins, lateness, the time locks once
//! people joined or it ended, and the class's NIM list for operators.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, KelasBersama, Session, TestApp};

both_engines!(
    form_messages_come_in_the_order_of_the_spec,
    joins_are_recorded_once_with_lateness,
    times_lock_once_people_joined_or_it_ended,
    roles_and_other_classes,
    delete_removes_the_vidcon_and_its_joins,
    links_that_a_browser_runs_as_script_are_refused,
);

async fn kasus(app: &TestApp) -> KelasBersama {
    kelas_bersama(app, true).await
}

fn jam(j: i64) -> String {
    lms::db::format_time(chrono::Utc::now() + chrono::Duration::minutes(j * 60))
}

fn vidcon(id_pertemuan: i64, mulai: &str, selesai: &str) -> Value {
    json!({"id_pertemuan": id_pertemuan, "judul": "Kuliah Daring", "aplikasi": "gmeet", "link": "meet.google.com/abc-defg-hij",
           "catatan": "Nyalakan kamera.", "waktu_mulai": mulai, "waktu_selesai": selesai})
}

async fn buat(app: &TestApp, s: &Session, body: Value) -> crate::common::Res {
    app.post("/lms/vidcon").cookie(s).json(body).send().await
}

async fn form_messages_come_in_the_order_of_the_spec(app: &TestApp) {
    let k = kasus(app).await;
    let op = app.login("operator").await;
    let kosong = json!({"id_pertemuan": null, "judul": "", "aplikasi": null, "link": "", "waktu_mulai": null, "waktu_selesai": null});
    let langkah: Vec<(Value, &str)> = vec![
        (json!({}), "Pertemuan wajib diisi"),
        (json!({"id_pertemuan": k.id_pertemuan}), "Judul wajib diisi"),
        (json!({"judul": "Kuliah"}), "Aplikasi wajib diisi"),
        (json!({"aplikasi": "zoom"}), "Link wajib diisi"),
        (json!({"link": "zoom.us/j/123"}), "Waktu mulai wajib diisi"),
        (json!({"waktu_mulai": jam(3)}), "Waktu selesai wajib diisi"),
        (json!({"waktu_selesai": jam(2)}), "Waktu selesai tidak boleh kurang dari waktu mulai"),
        (json!({"waktu_mulai": jam(-72), "waktu_selesai": jam(4)}), "Waktu mulai tidak boleh sebelum kemarin."),
    ];
    let mut body = kosong;
    let before: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM vidcon").fetch_one(&app.db).await.unwrap();
    for (ubah, pesan) in langkah {
        for (key, value) in ubah.as_object().unwrap() {
            body[key] = value.clone();
        }
        let res = buat(app, &op, body.clone()).await;
        assert_eq!((res.status.is_client_error(), res.message()), (true, pesan), "{}", res.text);
    }
    assert_eq!(sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM vidcon").fetch_one(&app.db).await.unwrap(), before, "nothing saved");
    body["waktu_mulai"] = json!(jam(3));
    let res = buat(app, &op, body).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    assert_eq!((res.json["status"].as_str(), res.json["link"].as_str()), (Some("belum_dimulai"), Some("zoom.us/j/123")));
    assert!(res.json["batas_hadir"].is_string(), "online meeting: attendance required");
    let _ = k.dosen;
}

async fn joins_are_recorded_once_with_lateness(app: &TestApp) {
    let k = kasus(app).await;
    // Started an hour ago: past the 15-minute tolerance.
    let res = buat(app, &k.dosen, vidcon(k.id_pertemuan, &jam(-1), &jam(1))).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    assert_eq!(res.json["status"], "berlangsung");
    let join = app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&k.mhs).send().await;
    assert_eq!(join.status, StatusCode::OK, "{}", join.text);
    assert_eq!(join.json["terlambat"], true);
    let lagi = app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&k.mhs).send().await;
    assert_eq!(lagi.json["waktu_join"], join.json["waktu_join"], "the first join stays");
    let guru = app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&k.dosen).send().await;
    assert_eq!((guru.status, guru.json["terlambat"].clone()), (StatusCode::OK, Value::Null), "lecturers are never late");

    // The student sees their own join, not the list; the lecturer sees the list.
    let sendiri = app.get(&format!("/lms/vidcon/{id}")).cookie(&k.mhs).send().await;
    assert_eq!(sendiri.json["join_saya"]["waktu_join"], join.json["waktu_join"]);
    assert_eq!(sendiri.json["daftar_join_detail"], json!([]));
    let halaman = app.get(&format!("/lms/pertemuan/{}/aktivitas", k.id_pertemuan)).cookie(&k.dosen).send().await;
    let kartu = halaman.json["aktivitas"].as_array().unwrap().iter().find(|a| a["id"] == id).unwrap().clone();
    assert_eq!(kartu["vidcon"]["jumlah_peserta_join"], 1);
    let daftar = kartu["vidcon"]["daftar_join_detail"].as_array().unwrap().clone();
    assert_eq!(daftar.len(), 2);
    let mhs = daftar.iter().find(|j| j["role"] == "mahasiswa").unwrap();
    assert_eq!((mhs["terlambat"].clone(), mhs["nim"].is_string()), (json!(true), true));

    // Ended: no join any more.
    sqlx::query("UPDATE aktivitas SET waktu_selesai = $1 WHERE id = $2").bind(jam(-1)).bind(id).execute(&app.db).await.unwrap();
    let lain: String = sqlx::query_scalar(
        "SELECT u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = $1 AND u.username <> 'mahasiswa' LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let lain = app.login(&lain).await;
    let res = app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&lain).send().await;
    assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, "Vidcon telah berakhir."));
}

async fn times_lock_once_people_joined_or_it_ended(app: &TestApp) {
    let k = kasus(app).await;
    let res = buat(app, &k.dosen, vidcon(k.id_pertemuan, &jam(-1), &jam(2))).await;
    let id = res.json["id"].as_i64().unwrap();
    app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&k.mhs).send().await;
    let ubah = |mulai: String, selesai: String| {
        let body = vidcon(k.id_pertemuan, &mulai, &selesai);
        app.req(Method::PUT, &format!("/lms/vidcon/{id}")).cookie(&k.dosen).json(body).send()
    };
    let mulai = res.json["waktu_mulai"].as_str().unwrap().to_string();
    let res = ubah(mulai.clone(), jam(1)).await;
    assert_eq!(res.message(), "Waktu selesai tidak dapat dimajukan karena sudah ada peserta vidcon");
    let res = ubah(mulai.clone(), jam(3)).await;
    assert_eq!(res.message(), "Waktu vidcon tidak dapat diubah karena vidcon sedang berlangsung dan sudah ada peserta.");
    // Title and link still change.
    let mut body = vidcon(k.id_pertemuan, &mulai, res_selesai(app, id).await.as_str());
    body["judul"] = json!("Kuliah Daring (ganti link)");
    let res = app.req(Method::PUT, &format!("/lms/vidcon/{id}")).cookie(&k.dosen).json(body).send().await;
    assert_eq!((res.status, res.json["judul"].as_str()), (StatusCode::OK, Some("Kuliah Daring (ganti link)")), "{}", res.text);
}

async fn res_selesai(app: &TestApp, id: i64) -> String {
    sqlx::query_scalar("SELECT waktu_selesai FROM aktivitas WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap()
}

async fn roles_and_other_classes(app: &TestApp) {
    let k = kasus(app).await;
    let id = buat(app, &k.dosen, vidcon(k.id_pertemuan, &jam(1), &jam(2))).await.json["id"].as_i64().unwrap();
    assert_eq!(buat(app, &k.mhs, vidcon(k.id_pertemuan, &jam(1), &jam(2))).await.status, StatusCode::FORBIDDEN);
    let baca = app.login("operator_baca").await;
    assert_eq!(buat(app, &baca, vidcon(k.id_pertemuan, &jam(1), &jam(2))).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/lms/vidcon/{id}")).cookie(&baca).send().await.status, StatusCode::OK);
    let op = app.login("operator").await;
    let res = app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&op).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "operators watch, they do not join");
    let luar = crate::common::mahasiswa_luar(app, k.id_kelas).await;
    let luar = app.login(&luar).await;
    assert_eq!(app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&luar).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/lms/vidcon/{id}")).cookie(&luar).send().await.status, StatusCode::FORBIDDEN);
    // The NIM list of the class: teachers and operators, not students.
    let nim = app.get(&format!("/v2/lms/kelas_kuliah/{}/peserta/nim_nama", k.id_kelas)).cookie(&op).send().await;
    assert_eq!(nim.status, StatusCode::OK);
    assert!(nim.json["data"].as_array().unwrap().iter().all(|m| m["nim"].is_string() && m["nama"].is_string()));
    assert_eq!(
        app.get(&format!("/v2/lms/kelas_kuliah/{}/peserta/nim_nama", k.id_kelas)).cookie(&k.mhs).send().await.status,
        StatusCode::FORBIDDEN
    );
}

async fn delete_removes_the_vidcon_and_its_joins(app: &TestApp) {
    let k = kasus(app).await;
    let id = buat(app, &k.dosen, vidcon(k.id_pertemuan, &jam(-1), &jam(1))).await.json["id"].as_i64().unwrap();
    app.req(Method::PUT, &format!("/lms/vidcon/{id}/join")).cookie(&k.mhs).send().await;
    assert_eq!(app.req(Method::DELETE, &format!("/lms/vidcon/{id}")).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.req(Method::DELETE, &format!("/lms/vidcon/{id}")).cookie(&k.dosen).send().await.status, StatusCode::NO_CONTENT);
    for table in ["aktivitas WHERE id = $1", "vidcon WHERE id_aktivitas = $1", "vidcon_join WHERE id_aktivitas = $1"] {
        let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}")).bind(id).fetch_one(&app.db).await.unwrap();
        assert_eq!(n, 0, "{table}");
    }
    let log: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'hapus_vidcon'").fetch_one(&app.db).await.unwrap();
    assert_eq!(log, 1);
}

/// `javascript:alert(1)+'@a.b'` parses as http user info once http:// is put
/// before it, yet is stored as written; neither a vidcon nor a URL material
/// may keep it (issue 31).
async fn links_that_a_browser_runs_as_script_are_refused(app: &TestApp) {
    let k = kasus(app).await;
    for link in ["javascript:alert(1)+'@a.b'", "data:text/html,x@a.b", "javascript://a.b/%0aalert(1)"] {
        let mut body = vidcon(k.id_pertemuan, &jam(2), &jam(3));
        body["link"] = json!(link);
        let res = buat(app, &k.dosen, body).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{link}: {}", res.text);
        assert!(res.message().starts_with("Link tidak valid"), "{}", res.text);
        let materi = json!({
            "id_pertemuan": k.id_pertemuan, "judul": "Tautan", "deskripsi": "<p>Buka tautan.</p>", "tipe_file": "url", "jenis_materi": "modul",
            "file": null, "file_url": link, "tampil_sekarang": true, "waktu_mulai_tampil": null, "is_syarat_hadir": false,
            "deadline": null
        });
        let res = app.post("/lms/materi").cookie(&k.dosen).json(materi).send().await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{link}: {}", res.text);
        assert!(res.message().starts_with("Link tidak valid"), "{}", res.text);
    }
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM vidcon WHERE link LIKE '%:%@%'").fetch_one(&app.db).await.unwrap();
    assert_eq!(stored, 0);
}
