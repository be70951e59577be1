//! Meeting status follows the clock (issue 37, item 4): a meeting nobody
//! started is 'selesai' ('Telah Berakhir') once its scheduled end has passed;
//! a started one that nobody ended closes at its scheduled end once the grace
//! (`TENGGANG_AKHIR_MENIT`) has passed too; a late start stays possible.

use axum::http::{Method, StatusCode};

use crate::both_engines;
use crate::common::{jadwalkan, menit_lagi, semua_pertemuan_nanti, TestApp};
use lms::kehadiran::service::{ikuti_jadwal, TENGGANG_AKHIR_MENIT};

both_engines!(meetings_follow_the_clock);

#[derive(sqlx::FromRow, Debug)]
struct Status {
    status: String,
    mulai_kuliah: Option<String>,
    selesai_kuliah: Option<String>,
    waktu_selesai: String,
}

async fn status(app: &TestApp, id: i64) -> Status {
    sqlx::query_as("SELECT status, mulai_kuliah, selesai_kuliah, waktu_selesai FROM pertemuan WHERE id = $1")
        .bind(id)
        .fetch_one(&app.db)
        .await
        .unwrap()
}

async fn dimulai(app: &TestApp, id: i64, menit: i64) {
    sqlx::query("UPDATE pertemuan SET mulai_kuliah = $2, status = 'berlangsung' WHERE id = $1")
        .bind(id)
        .bind(menit_lagi(menit))
        .execute(&app.db)
        .await
        .unwrap();
}

async fn meetings_follow_the_clock(app: &TestApp) {
    let id_kelas: i64 =
        sqlx::query_scalar("SELECT MIN(kp.id_kelas) FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen'")
            .fetch_one(&app.db)
            .await
            .unwrap();
    let p = semua_pertemuan_nanti(app, id_kelas).await;
    // The demo's own overtaken meetings (every class's) first: the seed leaves
    // past ones 'belum_dimulai' or 'berlangsung' for the clock to close.
    assert!(ikuti_jadwal(&app.db, &lms::db::now()).await.unwrap() > 0);
    let tenggang = TENGGANG_AKHIR_MENIT;
    // P1 never started, ended 100 minutes ago.
    jadwalkan(app, p[0], -200, -100).await;
    // P2 started on time and never ended, its end long past.
    jadwalkan(app, p[1], -200, -100).await;
    dimulai(app, p[1], -195).await;
    // P3 started, its end 10 minutes ago: still within the grace.
    jadwalkan(app, p[2], -60, -10).await;
    dimulai(app, p[2], -55).await;
    // P4 started after its scheduled end: it closes one grace after the start.
    jadwalkan(app, p[3], -300, -250).await;
    dimulai(app, p[3], -tenggang - 40).await;
    // P5 is under way and nobody started it: its end has not come.
    jadwalkan(app, p[4], -30, 60).await;

    let sekarang = lms::db::now();
    assert_eq!(ikuti_jadwal(&app.db, &sekarang).await.unwrap(), 3);

    let s1 = status(app, p[0]).await;
    assert_eq!((s1.status.as_str(), s1.mulai_kuliah.as_deref(), s1.selesai_kuliah.as_deref()), ("selesai", None, None));
    let s2 = status(app, p[1]).await;
    assert_eq!(s2.status, "selesai");
    assert_eq!(s2.selesai_kuliah.as_deref(), Some(s2.waktu_selesai.as_str()), "ends at its scheduled end");
    let s3 = status(app, p[2]).await;
    assert_eq!((s3.status.as_str(), s3.selesai_kuliah), ("berlangsung", None));
    let s4 = status(app, p[3]).await;
    let mulai4 = lms::db::parse_time(s4.mulai_kuliah.as_deref().unwrap()).unwrap();
    assert_eq!(s4.status, "selesai");
    assert_eq!(s4.selesai_kuliah, Some(lms::db::format_time(mulai4 + chrono::Duration::minutes(tenggang))));
    assert_eq!(status(app, p[4]).await.status, "belum_dimulai");

    // Running again changes nothing.
    assert_eq!(ikuti_jadwal(&app.db, &lms::db::now()).await.unwrap(), 0);

    // A lecturer can still start the meeting nobody started, late; it then stays
    // open for the grace, and the teacher's own end still works.
    let dosen = app.login("dosen").await;
    let res = app.req(Method::PUT, &format!("/lms/pertemuan/{}/start", p[0])).cookie(&dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    assert_eq!(status(app, p[0]).await.status, "berlangsung");
    assert_eq!(ikuti_jadwal(&app.db, &lms::db::now()).await.unwrap(), 0);
    let res = app.req(Method::PUT, &format!("/lms/pertemuan/{}/end", p[0])).cookie(&dosen).send().await;
    assert_eq!(res.status, StatusCode::NO_CONTENT, "{}", res.text);
    let s1 = status(app, p[0]).await;
    assert_eq!(s1.status, "selesai");
    assert!(s1.selesai_kuliah.is_some());

    // The page shows 'Telah Berakhir' for the meeting that ended by the clock.
    let res = app.get(&format!("/lms/pertemuan/{}/aktivitas", p[1])).cookie(&dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["pertemuan"]["status"], "selesai");

    // A material added now to that past meeting, without a deadline, is open
    // (not 'Telah Berakhir' the moment it appears).
    let body = serde_json::json!({
        "id_pertemuan": p[1], "judul": "Rangkuman susulan", "deskripsi": "<p>Baca.</p>",
        "tipe_file": "url", "jenis_materi": "modul", "file": null, "file_url": "https://example.ac.id/rangkuman",
        "tampil_sekarang": true, "waktu_mulai_tampil": null, "is_syarat_hadir": false, "deadline": null
    });
    let res = app.post("/lms/materi").cookie(&dosen).json(body).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id_materi = res.json["id"].as_i64().unwrap();
    let res = app.get(&format!("/lms/pertemuan/{}/aktivitas", p[1])).cookie(&dosen).send().await;
    let kartu = res.json["aktivitas"].as_array().unwrap().iter().find(|a| a["id"] == id_materi).cloned().unwrap();
    assert_eq!(kartu["status"], "berlangsung", "{kartu}");
}
