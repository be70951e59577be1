//! Teaching roles and method in lecturers' presence (spec 3 'Teaching roles
//! and methods', issue 37): the coordinator of a team is not recorded, an
//! assistant is recorded in the assistants' presence, and the activity
//! condition follows the method (Team Teaching: own activities only).

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{menit_lagi, Session, TestApp};

both_engines!(
    the_coordinator_of_a_team_is_not_recorded_and_assistants_are_apart,
    the_method_decides_whose_activities_count,
    a_coordinator_who_teaches_alone_is_recorded,
);

/// A class with a Dosen Koordinator, a Pengajar and an Asisten, as their user ids and usernames.
struct Tim {
    id_kelas: i64,
    id_pertemuan: i64,
    koordinator: (i64, String),
    pengajar: (i64, String),
    asisten: (i64, String),
}

async fn anggota(app: &TestApp, id_kelas: i64, jabatan: &str) -> (i64, String) {
    sqlx::query_as(
        "SELECT u.id, u.username FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE kp.id_kelas = $1 AND kp.jabatan = $2",
    )
    .bind(id_kelas)
    .bind(jabatan)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

/// The first class with all three roles, its first meeting moved to now (not started) as `metode`.
async fn tim(app: &TestApp, metode: &str) -> Tim {
    let id_kelas: i64 = sqlx::query_scalar(
        "SELECT MIN(k.id) FROM kelas_kuliah k WHERE
           EXISTS (SELECT 1 FROM kelas_pengajar a WHERE a.id_kelas = k.id AND a.jabatan = 'koordinator')
           AND EXISTS (SELECT 1 FROM kelas_pengajar b WHERE b.id_kelas = k.id AND b.jabatan = 'pengajar')
           AND EXISTS (SELECT 1 FROM kelas_pengajar c WHERE c.id_kelas = k.id AND c.jabatan = 'asisten')",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query("UPDATE kelas_kuliah SET metode_mengajar = $2 WHERE id = $1").bind(id_kelas).bind(metode).execute(&app.db).await.unwrap();
    let id_pertemuan = pertemuan_sekarang(app, id_kelas).await;
    Tim {
        id_kelas,
        id_pertemuan,
        koordinator: anggota(app, id_kelas, "koordinator").await,
        pengajar: anggota(app, id_kelas, "pengajar").await,
        asisten: anggota(app, id_kelas, "asisten").await,
    }
}

/// The class's first meeting, scheduled from 10 minutes ago, not started, without activities or records.
async fn pertemuan_sekarang(app: &TestApp, id_kelas: i64) -> i64 {
    let id: i64 =
        sqlx::query_scalar("SELECT id FROM pertemuan WHERE id_kelas = $1 AND nomor = 1").bind(id_kelas).fetch_one(&app.db).await.unwrap();
    sqlx::query(
        "UPDATE pertemuan SET jenis = 'online', status = 'belum_dimulai', waktu_mulai = $2, waktu_selesai = $3,
         mulai_kuliah = NULL, selesai_kuliah = NULL WHERE id = $1",
    )
    .bind(id)
    .bind(menit_lagi(-10))
    .bind(menit_lagi(90))
    .execute(&app.db)
    .await
    .unwrap();
    for tabel in ["aktivitas", "kehadiran_pengajar"] {
        sqlx::query(&format!("DELETE FROM {tabel} WHERE id_pertemuan = $1")).bind(id).execute(&app.db).await.unwrap();
    }
    id
}

/// The meeting's teacher cards, as the attendance page gets them.
async fn kartu(app: &TestApp, s: &Session, id_pertemuan: i64) -> Vec<Value> {
    let res = app.get(&format!("/lms/kehadiran_dosen/{id_pertemuan}")).cookie(s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    res.json["data"].as_array().unwrap().clone()
}

fn kartu_dari(semua: &[Value], id_dosen: i64) -> Option<&Value> {
    semua.iter().find(|k| k["pengajar"]["id_dosen"] == id_dosen)
}

async fn ada_catatan(app: &TestApp, id_pertemuan: i64, id_dosen: i64) -> bool {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kehadiran_pengajar WHERE id_pertemuan = $1 AND id_dosen = $2")
        .bind(id_pertemuan)
        .bind(id_dosen)
        .fetch_one(&app.db)
        .await
        .unwrap();
    n > 0
}

async fn the_coordinator_of_a_team_is_not_recorded_and_assistants_are_apart(app: &TestApp) {
    let t = tim(app, "team_teaching").await;
    let p = t.id_pertemuan;
    let koor = app.login(&t.koordinator.1).await;
    let op = app.login("operator").await;

    // The coordinator starts and ends the meeting, and is recorded nowhere.
    let mulai = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&koor).send().await;
    assert_eq!(mulai.status, StatusCode::NO_CONTENT, "{}", mulai.text);
    let status: String = sqlx::query_scalar("SELECT status FROM pertemuan WHERE id = $1").bind(p).fetch_one(&app.db).await.unwrap();
    assert_eq!(status, "berlangsung", "the coordinator's start still starts the meeting");
    assert!(!ada_catatan(app, p, t.koordinator.0).await);
    let semua = kartu(app, &op, p).await;
    assert!(kartu_dari(&semua, t.koordinator.0).is_none(), "no card for the coordinator: {semua:?}");
    let ajar = kartu_dari(&semua, t.pengajar.0).expect("the Pengajar's card");
    assert_eq!((ajar["pengajar"]["jabatan"].as_str(), ajar["ada_presensi"].as_bool()), (Some("pengajar"), Some(false)));
    let asisten = kartu_dari(&semua, t.asisten.0).expect("the Asisten's card");
    assert_eq!(asisten["pengajar"]["jabatan"], "asisten");
    let me = app.get(&format!("/lms/kehadiran_dosen/{p}/me")).cookie(&koor).send().await;
    assert_eq!(me.status, StatusCode::NOT_FOUND, "{}", me.text);
    let akhir = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/end")).cookie(&koor).send().await;
    assert_eq!(akhir.status, StatusCode::NO_CONTENT, "{}", akhir.text);
    assert!(!ada_catatan(app, p, t.koordinator.0).await);

    // An operator records the Pengajar and the Asisten, never the coordinator.
    let ubah = |id_dosen: i64| {
        let op = op.clone();
        let body = json!({"is_hadir": true, "mulai_kuliah": menit_lagi(-10), "selesai_kuliah": menit_lagi(0)});
        async move { app.req(Method::PUT, &format!("/lms/kehadiran_dosen/{p}/dosen/{id_dosen}")).cookie(&op).json(body).send().await }
    };
    assert_eq!(ubah(t.koordinator.0).await.status, StatusCode::NOT_FOUND);
    assert!(!ada_catatan(app, p, t.koordinator.0).await);
    for id in [t.pengajar.0, t.asisten.0] {
        let res = ubah(id).await;
        assert_eq!((res.status, res.json["is_hadir"].as_bool()), (StatusCode::OK, Some(true)), "{}", res.text);
    }

    // The coordinator's own attendance list leaves this class out; the Pengajar's has it.
    let daftar = |s: Session| async move { app.get("/lms/kehadiran_dosen?per_page=50").cookie(&s).send().await.json };
    let punya = |d: &Value| d["data"].as_array().unwrap().iter().any(|r| r["id_pertemuan"] == p);
    assert!(!punya(&daftar(koor.clone()).await));
    assert!(punya(&daftar(app.login(&t.pengajar.1).await).await));

    // The BAP marks the assistant and leaves the coordinator out.
    let bap = app.get(&format!("/lms/kelas_kuliah/{}/bap", t.id_kelas)).cookie(&op).send().await;
    assert_eq!(bap.status, StatusCode::OK, "{}", bap.text);
    let info = &bap.json["pertemuan"].as_array().unwrap().iter().find(|x| x["info"]["id"] == p).unwrap()["info"];
    let hadir: Vec<(i64, bool)> = info["kehadiran_pengajar"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["id_dosen"].as_i64().unwrap(), g["is_asisten"].as_bool().unwrap()))
        .collect();
    assert_eq!(hadir, vec![(t.pengajar.0, false), (t.asisten.0, true)]);
}

async fn the_method_decides_whose_activities_count(app: &TestApp) {
    let t = tim(app, "team_teaching").await;
    let p = t.id_pertemuan;
    let op = app.login("operator").await;
    // The assistant adds a material to the meeting.
    sqlx::query(
        "INSERT INTO aktivitas (id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, id_pembuat, created_at)
         VALUES ($1, 'materi', '', 'Modul asisten', $2, $3, $4, $2)",
    )
    .bind(p)
    .bind(menit_lagi(-5))
    .bind(menit_lagi(600))
    .bind(t.asisten.0)
    .execute(&app.db)
    .await
    .unwrap();
    let hitung = |semua: &[Value], id: i64| kartu_dari(semua, id).unwrap()["aktivitas"].as_i64().unwrap();
    let semua = kartu(app, &op, p).await;
    assert_eq!((hitung(&semua, t.pengajar.0), hitung(&semua, t.asisten.0)), (0, 1), "Team Teaching: only the maker's");

    // The Pengajar started and ended it: valid under Individu (an online meeting asks for an
    // activity), not under Team Teaching, where the material is the assistant's.
    let pengajar = app.login(&t.pengajar.1).await;
    for aksi in ["start", "end"] {
        let res = app.req(Method::PUT, &format!("/lms/pertemuan/{p}/{aksi}")).cookie(&pengajar).send().await;
        assert_eq!(res.status, StatusCode::NO_CONTENT, "{aksi}: {}", res.text);
    }
    let sah = |semua: &[Value]| kartu_dari(semua, t.pengajar.0).unwrap()["is_valid"].as_bool().unwrap();
    assert!(!sah(&kartu(app, &op, p).await));
    sqlx::query("UPDATE kelas_kuliah SET metode_mengajar = 'individu' WHERE id = $1").bind(t.id_kelas).execute(&app.db).await.unwrap();
    let semua = kartu(app, &op, p).await;
    assert_eq!(hitung(&semua, t.pengajar.0), 1, "Individu: every activity of the meeting");
    assert!(sah(&semua));
}

async fn a_coordinator_who_teaches_alone_is_recorded(app: &TestApp) {
    let id_kelas: i64 = sqlx::query_scalar(
        "SELECT MIN(kp.id_kelas) FROM kelas_pengajar kp WHERE kp.jabatan = 'koordinator'
           AND NOT EXISTS (SELECT 1 FROM kelas_pengajar o WHERE o.id_kelas = kp.id_kelas AND o.jabatan <> 'koordinator')",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let p = pertemuan_sekarang(app, id_kelas).await;
    let (id_koordinator, username) = anggota(app, id_kelas, "koordinator").await;
    let s = app.login(&username).await;
    assert_eq!(app.req(Method::PUT, &format!("/lms/pertemuan/{p}/start")).cookie(&s).send().await.status, StatusCode::NO_CONTENT);
    assert!(ada_catatan(app, p, id_koordinator).await);
    let semua = kartu(app, &s, p).await;
    assert_eq!(kartu_dari(&semua, id_koordinator).unwrap()["is_hadir"], true);
}
