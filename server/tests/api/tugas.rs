//! The task page, its grading page and scores, and the task discussion (the
//! chat area of the context layout).

use axum::http::{Method, StatusCode};
use serde_json::json;
use sqlx::Row;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    task_page_shows_each_role_its_part,
    grading_page_lists_every_participant,
    scores_are_checked_and_saved_with_a_log_entry,
    discussion_between_student_and_teachers,
    discussion_is_closed_to_others,
);

/// An individual task of a class the demo lecturer teaches, with a student
/// who handed it in and one who did not (not the demo student, whose
/// discussions the seed fills).
struct Kasus {
    id_kelas: i64,
    id_tugas: i64,
    mengumpulkan: (i64, String, String),
    belum: (i64, String),
}

async fn kasus(app: &TestApp) -> Kasus {
    let row = sqlx::query(
        "SELECT a.id, p.id_kelas FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_pengajar kg ON kg.id_kelas = p.id_kelas AND kg.id_dosen = 100
         WHERE a.jenis = 'tugas' AND a.sub_jenis = 'individu'
           AND EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = a.id)
         ORDER BY a.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let (id_tugas, id_kelas): (i64, i64) = (row.get("id"), row.get("id_kelas"));
    let siswa = |handed_in: bool| {
        format!(
            "SELECT u.id, u.username, m.nim FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa
             JOIN users u ON u.id = m.id_user
             WHERE kp.id_kelas = $1 AND u.username <> 'mahasiswa' AND {} EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = $2 AND g.id_mahasiswa = u.id)
             ORDER BY u.id LIMIT 1",
            if handed_in { "" } else { "NOT" }
        )
    };
    let a = sqlx::query(&siswa(true)).bind(id_kelas).bind(id_tugas).fetch_one(&app.db).await.unwrap();
    let b = sqlx::query(&siswa(false)).bind(id_kelas).bind(id_tugas).fetch_optional(&app.db).await.unwrap();
    let belum = match b {
        Some(b) => (b.get("id"), b.get("nim")),
        None => {
            // Every student handed in: take the hand-in of the last one away.
            let last: (i64, String) = sqlx::query_as(
                "SELECT m.id_user, m.nim FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa
                 WHERE kp.id_kelas = $1 ORDER BY m.id_user DESC LIMIT 1",
            )
            .bind(id_kelas)
            .fetch_one(&app.db)
            .await
            .unwrap();
            sqlx::query("DELETE FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
                .bind(id_tugas)
                .bind(last.0)
                .execute(&app.db)
                .await
                .unwrap();
            last
        }
    };
    Kasus { id_kelas, id_tugas, mengumpulkan: (a.get("id"), a.get("username"), a.get("nim")), belum }
}

async fn page(app: &TestApp, username: &str, path: &str) -> crate::common::Res {
    let s = app.login(username).await;
    app.get(path).cookie(&s).header("x-lms-data", "1").send().await
}

async fn task_page_shows_each_role_its_part(app: &TestApp) {
    let k = kasus(app).await;
    let path = format!("/kelas/{}/tugas/{}", k.id_kelas, k.id_tugas);
    let (id_mhs, username, nim) = &k.mengumpulkan;

    let res = page(app, username, &path).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["page"], "tugas_detail");
    let t = &res.json["data"]["tugas"];
    let waktu: String = sqlx::query_scalar("SELECT waktu FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(k.id_tugas)
        .bind(id_mhs)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(t["pengerjaan_saya"]["waktu"], waktu);
    assert_eq!(t["id_chat"], format!("LMS-tugas-{}-{nim}", k.id_tugas));
    assert!(t["ringkasan"].is_null(), "students do not see the class figures");
    assert_eq!(t["isAllowPenilaian"], false);

    let t = page(app, "dosen", &path).await.json["data"]["tugas"].clone();
    let (peserta, kumpul): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1), (SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = $2)",
    )
    .bind(k.id_kelas)
    .bind(k.id_tugas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(t["ringkasan"]["jumlah_peserta"], peserta);
    assert_eq!(t["ringkasan"]["jumlah_mengumpulkan"], kumpul);
    assert_eq!(t["isAllowPenilaian"], true);
    assert!(t["id_chat"].is_null());

    let t = page(app, "operator_baca", &path).await.json["data"]["tugas"].clone();
    assert_eq!((t["isAllowLihatPenilaian"].clone(), t["isAllowPenilaian"].clone()), (json!(true), json!(false)));

    // The same task under another class's address, an unknown task, an outsider.
    let other = page(app, "dosen", &format!("/kelas/{}/tugas/{}", k.id_kelas + 1, k.id_tugas)).await;
    assert_eq!(other.status, StatusCode::NOT_FOUND);
    assert_eq!(page(app, "dosen", &format!("/kelas/{}/tugas/999999", k.id_kelas)).await.status, StatusCode::NOT_FOUND);
    let s = app.login("dosen").await;
    assert_eq!(app.get("/lms/tugas/999999").cookie(&s).send().await.status, StatusCode::NOT_FOUND);
    let outsider: String = sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id
         WHERE NOT EXISTS (SELECT 1 FROM kelas_peserta kp WHERE kp.id_mahasiswa = u.id AND kp.id_kelas = $1) ORDER BY u.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(page(app, &outsider, &path).await.status, StatusCode::FORBIDDEN);
}

async fn grading_page_lists_every_participant(app: &TestApp) {
    let k = kasus(app).await;
    let path = format!("/kelas/{}/tugas/{}/penilaian", k.id_kelas, k.id_tugas);
    let res = page(app, "dosen", &path).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["page"], "penilaian");
    let rows = res.json["data"]["peserta"].as_array().unwrap().clone();
    let expected: Vec<(i64, Option<String>)> = sqlx::query_as(
        "SELECT kp.id_mahasiswa, g.waktu FROM kelas_peserta kp
         LEFT JOIN pengerjaan g ON g.id_aktivitas = $2 AND g.id_mahasiswa = kp.id_mahasiswa WHERE kp.id_kelas = $1",
    )
    .bind(k.id_kelas)
    .bind(k.id_tugas)
    .fetch_all(&app.db)
    .await
    .unwrap();
    assert_eq!(rows.len(), expected.len());
    for (id, waktu) in expected {
        let row = rows.iter().find(|r| r["mahasiswa"]["id_user"] == id).expect("every participant listed");
        assert_eq!(row["waktu"], json!(waktu));
        assert_eq!(row["belum_dibaca"], 0);
        assert!(row["id_chat"].as_str().unwrap().starts_with("LMS-tugas-"));
    }
    let names: Vec<&str> = rows.iter().map(|r| r["mahasiswa"]["nama"].as_str().unwrap()).collect();
    assert!(names.windows(2).all(|w| w[0] <= w[1]), "sorted by name");

    let (_, username, _) = &k.mengumpulkan;
    let res = page(app, username, &path).await;
    assert_eq!(res.status, StatusCode::FORBIDDEN, "students do not open the grading page");
    assert_eq!(res.json["page"], "error");
    let s = app.login(username).await;
    assert_eq!(app.get(&format!("/lms/tugas/{}/pengerjaan", k.id_tugas)).cookie(&s).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(page(app, "operator_baca", &path).await.status, StatusCode::OK);
}

async fn nilai_di_db(app: &TestApp, k: &Kasus, id_mhs: i64) -> Option<f64> {
    sqlx::query("SELECT nilai FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(k.id_tugas)
        .bind(id_mhs)
        .fetch_one(&app.db)
        .await
        .unwrap()
        .get("nilai")
}

async fn scores_are_checked_and_saved_with_a_log_entry(app: &TestApp) {
    let k = kasus(app).await;
    let id_mhs = k.mengumpulkan.0;
    let url = format!("/lms/tugas/{}/pengerjaan/{id_mhs}/nilai", k.id_tugas);
    let before = nilai_di_db(app, &k, id_mhs).await;
    let s = app.login("dosen").await;

    for bad in [json!(100.5), json!(-1)] {
        let res = app.req(Method::PUT, &url).cookie(&s).json(json!({ "nilai": bad })).send().await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(res.message(), "Nilai harus di antara 0 dan 100.");
    }
    assert_eq!(nilai_di_db(app, &k, id_mhs).await, before, "a refused score changes nothing");

    let res = app.req(Method::PUT, &url).cookie(&s).without("college-id").json(json!({ "nilai": 80 })).send().await;
    assert!(res.status.is_client_error());
    assert_eq!(nilai_di_db(app, &k, id_mhs).await, before);

    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({ "nilai": 87.5 })).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["nilai"], 87.5);
    assert_eq!(nilai_di_db(app, &k, id_mhs).await, Some(87.5));
    let log: String =
        sqlx::query_scalar("SELECT detail FROM log_aktivitas WHERE jenis = 'nilai_tugas' AND id_user = 100 ORDER BY id DESC LIMIT 1")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert!(log.contains("87.5") && log.contains(&k.mengumpulkan.2), "{log}");

    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({ "nilai": null })).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(nilai_di_db(app, &k, id_mhs).await, None);

    let belum = format!("/lms/tugas/{}/pengerjaan/{}/nilai", k.id_tugas, k.belum.0);
    let res = app.req(Method::PUT, &belum).cookie(&s).json(json!({ "nilai": 70 })).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().contains("belum mengumpulkan"));

    let baca = app.login("operator_baca").await;
    assert_eq!(app.req(Method::PUT, &url).cookie(&baca).json(json!({ "nilai": 60 })).send().await.status, StatusCode::FORBIDDEN);
    let tulis = app.login("operator").await;
    assert_eq!(app.req(Method::PUT, &url).cookie(&tulis).json(json!({ "nilai": 60 })).send().await.status, StatusCode::OK);
    let own = app.login(&k.mengumpulkan.1).await;
    assert_eq!(app.req(Method::PUT, &url).cookie(&own).json(json!({ "nilai": 100 })).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(nilai_di_db(app, &k, id_mhs).await, Some(60.0));
}

async fn discussion_between_student_and_teachers(app: &TestApp) {
    let k = kasus(app).await;
    let (_, username, nim) = &k.mengumpulkan;
    let id = format!("LMS-tugas-{}-{nim}", k.id_tugas);
    let mhs = app.login(username).await;
    let dosen = app.login("dosen").await;

    let grup = app.get(&format!("/v2/chat/group/{id}")).cookie(&mhs).send().await;
    assert_eq!(grup.status, StatusCode::OK, "{}", grup.text);
    assert_eq!(grup.json["boleh_menulis"], true);
    let teachers: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM kelas_pengajar WHERE id_kelas = $1").bind(k.id_kelas).fetch_one(&app.db).await.unwrap();
    let anggota = grup.json["anggota"].as_array().unwrap();
    assert_eq!(anggota.len() as i64, teachers + 1, "the student and every teacher");
    assert_eq!(anggota.iter().filter(|a| a["peran"] == "Mahasiswa").count(), 1);

    let thread = format!("/v2/chat/group/{id}/thread");
    let bidi = "Pak, tugasnya \u{202e}fdp.exe";
    let bidi_pesan = "Pesan berisi karakter pengatur arah teks yang tidak diizinkan. Hapus karakter tersebut lalu coba lagi.";
    let panjang = "a".repeat(2001);
    for (isi, status, pesan) in [
        ("   ", StatusCode::UNPROCESSABLE_ENTITY, "Komentar tidak boleh kosong."),
        (&panjang[..], StatusCode::UNPROCESSABLE_ENTITY, "Komentar paling banyak 2000 karakter."),
        (bidi, StatusCode::UNPROCESSABLE_ENTITY, bidi_pesan),
    ] {
        let res = app.post(&thread).cookie(&mhs).json(json!({ "isi": isi })).send().await;
        assert_eq!((res.status, res.message()), (status, pesan));
    }
    let tanya = app.post(&thread).cookie(&mhs).json(json!({ "isi": "  Pak, apakah boleh dikumpulkan dalam PDF?  " })).send().await;
    assert_eq!(tanya.status, StatusCode::OK, "{}", tanya.text);
    assert_eq!(tanya.json["isi"], "Pak, apakah boleh dikumpulkan dalam PDF?");
    assert_eq!(tanya.json["milik_saya"], true);
    assert_eq!(tanya.json["pengirim"]["peran"], "Mahasiswa");
    let stored: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_pesan WHERE id_grup = $1").bind(&id).fetch_one(&app.db).await.unwrap();
    assert_eq!(stored, 1, "refused messages were not stored");

    // The lecturer sees it unread on the grading page, then reads it.
    let rows = app.get(&format!("/lms/tugas/{}/pengerjaan", k.id_tugas)).cookie(&dosen).send().await.json["data"].clone();
    let row = rows.as_array().unwrap().iter().find(|r| r["id_chat"] == id.as_str()).unwrap().clone();
    assert_eq!(row["belum_dibaca"], 1);
    assert_eq!(app.get(&format!("/v2/chat/group/{id}")).cookie(&dosen).send().await.json["belum_dibaca"], 1);
    let list = app.get(&thread).cookie(&dosen).send().await.json["data"].clone();
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["milik_saya"], false);
    assert_eq!(app.get(&format!("/v2/chat/group/{id}")).cookie(&dosen).send().await.json["belum_dibaca"], 0);

    let jawab = app.post(&thread).cookie(&dosen).json(json!({ "isi": "Boleh, PDF saja." })).send().await;
    assert_eq!(jawab.json["pengirim"]["peran"], "Dosen");
    let baru = app.get(&format!("{thread}?setelah={}", tanya.json["id"])).cookie(&mhs).send().await.json["data"].clone();
    assert_eq!(baru.as_array().unwrap().len(), 1, "polling returns only newer messages");
    assert_eq!(baru[0]["isi"], "Boleh, PDF saja.");
    let satu = app.get(&format!("{thread}/{}", jawab.json["id"])).cookie(&mhs).send().await;
    assert_eq!(satu.json["isi"], "Boleh, PDF saja.");

    // Own message can be edited, another's cannot.
    let ubah = app.post(&format!("{thread}/{}", tanya.json["id"])).cookie(&mhs).json(json!({ "isi": "Pak, boleh PDF?" })).send().await;
    assert_eq!(ubah.status, StatusCode::OK);
    assert!(ubah.json["diubah_pada"].is_string());
    let res = app.post(&format!("{thread}/{}", jawab.json["id"])).cookie(&mhs).json(json!({ "isi": "x" })).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);

    let log: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'tambah_komentar' AND detail LIKE 'Menambah komentar%'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    assert_eq!(log, 2);
}

async fn discussion_is_closed_to_others(app: &TestApp) {
    let k = kasus(app).await;
    let id = format!("LMS-tugas-{}-{}", k.id_tugas, k.mengumpulkan.2);
    let thread = format!("/v2/chat/group/{id}/thread");

    let groups_before: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_grup").fetch_one(&app.db).await.unwrap();
    let baca = app.login("operator_baca").await;
    let grup = app.get(&format!("/v2/chat/group/{id}")).cookie(&baca).send().await;
    assert_eq!(grup.status, StatusCode::OK);
    assert_eq!(grup.json["boleh_menulis"], false);
    let res = app.post(&thread).cookie(&baca).json(json!({ "isi": "Halo" })).send().await;
    assert_eq!(res.status, StatusCode::FORBIDDEN);
    assert!(res.message().contains("hanya dapat membaca"));

    // Another student of the same class, even one in it, may not read it.
    let other: String = sqlx::query_scalar(
        "SELECT u.username FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = $1 AND u.id <> $2 ORDER BY u.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .bind(k.mengumpulkan.0)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let s = app.login(&other).await;
    assert_eq!(app.get(&thread).cookie(&s).send().await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.post(&thread).cookie(&s).json(json!({ "isi": "Halo" })).send().await.status, StatusCode::FORBIDDEN);

    let dosen = app.login("dosen").await;
    for bad in ["LMS-tugas-abc-1", "LMS-tugas-1", "tugas-1-2", &format!("LMS-tugas-{}-0000", k.id_tugas)] {
        assert_eq!(app.get(&format!("/v2/chat/group/{bad}")).cookie(&dosen).send().await.status, StatusCode::NOT_FOUND, "{bad}");
    }
    let kelompok: (i64, String) = sqlx::query_as(
        "SELECT a.id, m.nim FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa
         WHERE a.sub_jenis = 'kelompok' ORDER BY a.id LIMIT 1",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let res = app.get(&format!("/v2/chat/group/LMS-tugas-{}-{}", kelompok.0, kelompok.1)).cookie(&dosen).send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND, "group tasks have no LMS- discussion");
    let groups: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_grup").fetch_one(&app.db).await.unwrap();
    assert_eq!(groups, groups_before + 1, "only the operator's open created one; refused opens create nothing");
}
