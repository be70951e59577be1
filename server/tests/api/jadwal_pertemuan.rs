//! Editing a meeting (issue 13, spec 2 §5 Meeting edit): the dialog's data,
//! its messages, the simple variant, the schedule only when the settings
//! allow it, the clash check against the timetable (class, room, teacher,
//! ignorable for classes taught together), rooms' availability, and two
//! people booking one room at once: one wins, the other gets the clash.

use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::both_engines;
use crate::common::{kelas_bersama, Session, TestApp};

both_engines!(
    the_dialog_loads_for_authors_only,
    data_messages_and_the_simple_variant,
    the_schedule_follows_the_settings_and_the_session,
    a_room_clash_is_found_refused_and_avoided,
    two_bookings_of_one_room_at_once_one_wins,
    the_demo_timetable_has_no_clashes,
);

/// A Wednesday far ahead, in WIB, inside 'Sesi 2' (09:20-11:00).
const MULAI: &str = "2027-03-10T09:20:00+07:00";
const SELESAI: &str = "2027-03-10T11:00:00+07:00";

async fn ubah(app: &TestApp, s: &Session, id: i64, body: Value) -> crate::common::Res {
    app.req(Method::PUT, &format!("/lms/pertemuan/{id}")).cookie(s).json(body).send().await
}

async fn izinkan_ubah_jadwal(app: &TestApp) {
    sqlx::query("UPDATE pengaturan SET nilai = REPLACE(nilai, '\"ubah_jadwal\":{\"online\":true,\"offline\":false}', '\"ubah_jadwal\":{\"online\":true,\"offline\":true}') WHERE kunci = 'pengaturan_kelas'")
        .execute(&app.db)
        .await
        .unwrap();
}

async fn sesi_2(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT id FROM sesi_kuliah WHERE nama = 'Sesi 2'").fetch_one(&app.db).await.unwrap()
}

/// The full form for meeting `id` as its class's teachers would send it.
async fn formulir(app: &TestApp, s: &Session, id: i64, jenis: &str, ruangan: Option<i64>) -> Value {
    let awal = app.get(&format!("/lms/pertemuan/{id}")).cookie(s).send().await;
    assert_eq!(awal.status, StatusCode::OK, "{}", awal.text);
    let pengajar: Vec<Value> =
        awal.json["pengajar_kelas"].as_array().unwrap().iter().map(|g| json!({"id": g["id"], "is_pengajar": true})).collect();
    json!({"judul": "Praktikum Jaringan", "jenis": jenis, "kategori": "kuliah", "deskripsi": "Praktikum di laboratorium.",
           "waktu_mulai": MULAI, "waktu_selesai": SELESAI, "id_sesi": sesi_2(app).await, "id_ruangan": ruangan,
           "pengajar_kelas": pengajar})
}

async fn the_dialog_loads_for_authors_only(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let res = app.get(&format!("/lms/pertemuan/{}", k.id_pertemuan)).cookie(&k.dosen).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        (res.json["id_kelas"].as_i64(), res.json["bisa_ubah_jadwal"].as_bool()),
        (Some(k.id_kelas), Some(true)),
        "online schedules may change"
    );
    assert!(!res.json["pengajar_kelas"].as_array().unwrap().is_empty());
    assert_eq!(res.json["bisa_ubah_parameter"], false, "lecturers do not set attendance parameters");
    let op = app.get(&format!("/lms/pertemuan/{}", k.id_pertemuan)).cookie(&app.login("operator").await).send().await;
    assert_eq!((op.json["bisa_ubah_parameter"].as_bool(), op.json["bisa_ubah_pengajar"].as_bool()), (Some(true), Some(true)));
    assert_eq!(app.get(&format!("/lms/pertemuan/{}", k.id_pertemuan)).cookie(&k.mhs).send().await.status, StatusCode::FORBIDDEN);
    let sesi = app.get("/lms/sesi_kuliah").cookie(&k.dosen).send().await;
    assert_eq!(sesi.json["data"][1]["jam_mulai"], "09:20:00");
}

async fn data_messages_and_the_simple_variant(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = k.id_pertemuan;
    let before: (String, String) =
        sqlx::query_as("SELECT waktu_mulai, waktu_selesai FROM pertemuan WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    for (body, pesan) in [
        (json!({"judul": "", "deskripsi": ""}), "Pengisian Data Belum Lengkap!"),
        (json!({"judul": "", "deskripsi": "Ada."}), "Judul wajib diisi!"),
        (json!({"judul": "Bab 3", "deskripsi": " "}), "Deskripsi wajib diisi!"),
        (json!({"judul": "Bab 3", "deskripsi": "x".repeat(301)}), "Deskripsi tidak boleh lebih dari 300 karakter"),
        (json!({"judul": "Bab 3", "deskripsi": "Ada.", "jenis": "hybrid"}), "Jenis pertemuan harus online atau offline."),
    ] {
        let res = ubah(app, &k.dosen, id, body).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{}", res.text);
    }
    // The simple variant: data only, the times passed through unchanged; empty type and category default.
    let res = ubah(
        app,
        &k.dosen,
        id,
        json!({"judul": "Bab 3 Ringkas", "deskripsi": "Membahas bab tiga.", "jenis": "", "kategori": null,
        "waktu_mulai": before.0, "waktu_selesai": before.1}),
    )
    .await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(
        (res.json["judul"].as_str(), res.json["jenis"].as_str(), res.json["kategori"].as_str()),
        (Some("Bab 3 Ringkas"), Some("online"), Some("kuliah"))
    );
    assert_eq!((res.json["waktu_mulai"].as_str(), res.json["waktu_selesai"].as_str()), (Some(before.0.as_str()), Some(before.1.as_str())));
    // An offline meeting counts no activity.
    let res = ubah(app, &k.dosen, id, json!({"judul": "Bab 3", "deskripsi": "Di kelas.", "jenis": "offline"})).await;
    assert_eq!(
        res.json["parameter_kehadiran"],
        json!({"hadir_vidcon": false, "kerjakan_kuis_ujian": false, "kerjakan_tugas": false, "posting_forum": false, "unduh_materi": false})
    );
    let log: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'ubah_pertemuan'").fetch_one(&app.db).await.unwrap();
    assert_eq!(log, 2);
}

async fn the_schedule_follows_the_settings_and_the_session(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let id = k.id_pertemuan;
    sqlx::query("UPDATE pertemuan SET jenis = 'offline' WHERE id = $1").bind(id).execute(&app.db).await.unwrap();
    let mut body = formulir(app, &k.dosen, id, "offline", None).await;
    // Offline schedules may not change by default.
    let tolak = ubah(app, &k.dosen, id, body.clone()).await;
    assert_eq!(tolak.message(), "Jadwal pertemuan ini tidak dapat diubah (pengaturan ubah jadwal).");
    izinkan_ubah_jadwal(app).await;
    let langkah: Vec<(Value, &str)> = vec![
        (json!({"waktu_mulai": null}), "Tanggal wajib diisi!"),
        (json!({"waktu_mulai": MULAI, "id_sesi": null}), "Sesi wajib diisi!"),
        (json!({"id_sesi": sesi_2(app).await, "waktu_selesai": ""}), "Waktu wajib diisi!"),
        (json!({"waktu_selesai": SELESAI, "pengajar_kelas": []}), "Pengajar wajib diisi!"),
    ];
    let pengajar = body["pengajar_kelas"].clone();
    for (ganti, pesan) in langkah {
        for (kunci, nilai) in ganti.as_object().unwrap() {
            body[kunci] = nilai.clone();
        }
        let res = ubah(app, &k.dosen, id, body.clone()).await;
        assert_eq!((res.status, res.message()), (StatusCode::UNPROCESSABLE_ENTITY, pesan), "{}", res.text);
    }
    body["pengajar_kelas"] = pengajar;
    let tanpa_ruang = ubah(app, &k.dosen, id, body.clone()).await;
    assert_eq!(tanpa_ruang.message(), "id_ruangan wajib diisi!");
    body["id_ruangan"] = json!(ruang_kosong(app).await);
    body["waktu_mulai"] = json!("2027-03-10T08:00:00+07:00");
    let di_luar = ubah(app, &k.dosen, id, body.clone()).await;
    assert_eq!(di_luar.message(), "Waktu mulai harus di antara jam sesi Sesi 2 (09:20 - 11:00).");
    body["waktu_mulai"] = json!(MULAI);
    let ok = ubah(app, &k.dosen, id, body.clone()).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text);
    assert_eq!((ok.json["waktu_mulai"].as_str(), ok.json["id_sesi"].as_i64()), (Some("2027-03-10T02:20:00Z"), Some(sesi_2(app).await)));
    // Online: no room.
    body["jenis"] = json!("online");
    let online = ubah(app, &k.dosen, id, body).await;
    assert_eq!((online.status, online.json["id_ruangan"].is_null()), (StatusCode::OK, true), "{}", online.text);
}

/// A room nobody uses at the test's slot.
async fn ruang_kosong(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT MAX(id) FROM ruangan").fetch_one(&app.db).await.unwrap()
}

/// Another class's offline meeting moved into the test's slot in room `ruangan`; answers its class.
/// The class shares no lecturer with class `id_kelas_bukan` (whose class the demo picks depends
/// on the day): its meeting is then a room clash only, never a lecturer's too.
async fn pesan_ruang(app: &TestApp, id_kelas_bukan: i64, ruangan: i64) -> i64 {
    let (id, kelas): (i64, i64) = sqlx::query_as(
        "SELECT p.id, p.id_kelas FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE p.id_kelas <> $1 AND k.id_mata_kuliah <> (SELECT id_mata_kuliah FROM kelas_kuliah WHERE id = $1)
           AND NOT EXISTS (SELECT 1 FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE kp.id_kelas = p.id_kelas AND u.username = 'dosen')
           AND NOT EXISTS (SELECT 1 FROM kelas_pengajar kp WHERE kp.id_kelas = p.id_kelas
                             AND kp.id_dosen IN (SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1))
         ORDER BY p.id LIMIT 1",
    )
    .bind(id_kelas_bukan)
    .fetch_one(&app.db)
    .await
    .unwrap();
    sqlx::query("UPDATE pertemuan SET jenis = 'offline', id_ruangan = $2, waktu_mulai = '2027-03-10T02:00:00Z', waktu_selesai = '2027-03-10T03:30:00Z' WHERE id = $1")
        .bind(id)
        .bind(ruangan)
        .execute(&app.db)
        .await
        .unwrap();
    kelas
}

async fn a_room_clash_is_found_refused_and_avoided(app: &TestApp) {
    izinkan_ubah_jadwal(app).await;
    let k = kelas_bersama(app, true).await;
    let id = k.id_pertemuan;
    let ruang: i64 = sqlx::query_scalar("SELECT MIN(id) FROM ruangan").fetch_one(&app.db).await.unwrap();
    pesan_ruang(app, k.id_kelas, ruang).await;
    let body = formulir(app, &k.dosen, id, "offline", Some(ruang)).await;
    let mut cek = body.clone();
    cek["id_kelas_kuliah"] = json!(k.id_kelas);
    cek["id_pertemuan"] = json!(id);
    let hasil = app.req(Method::PUT, "/lms/pertemuan/cek_bentrok").cookie(&k.dosen).json(cek.clone()).send().await;
    assert_eq!(hasil.status, StatusCode::OK, "{}", hasil.text);
    assert_eq!(hasil.json["ada_bentrok"], true);
    let r = &hasil.json["bentrok_ruangan"]["data"][0];
    assert_eq!(r["boleh_diabaikan"], false, "{r}");
    assert!(hasil.json["bentrok_kelas"]["data"].as_array().unwrap().is_empty());
    // Rooms at that time: the booked one is not available.
    let rooms = app
        .get(&format!("/lms/ruangan?availability_start=2027-03-10T02:20:00Z&availability_end=2027-03-10T04:00:00Z&id_pertemuan={id}&id_kelas_kuliah={}", k.id_kelas))
        .cookie(&k.dosen)
        .send()
        .await;
    let dipesan = rooms.json["data"].as_array().unwrap().iter().find(|x| x["id"] == ruang).unwrap().clone();
    assert_eq!(dipesan["is_available"], false);
    // Saving anyway is refused; another room passes.
    let tolak = ubah(app, &k.dosen, id, body.clone()).await;
    assert_eq!((tolak.status, tolak.code()), (StatusCode::CONFLICT, "jadwal_bentrok"), "{}", tolak.text);
    assert!(tolak.message().contains("ruangan"), "{}", tolak.message());
    let mut lain = body.clone();
    lain["id_ruangan"] = json!(ruang_kosong(app).await);
    cek["id_ruangan"] = lain["id_ruangan"].clone();
    let bersih = app.req(Method::PUT, "/lms/pertemuan/cek_bentrok").cookie(&k.dosen).json(cek).send().await;
    assert_eq!(bersih.json["ada_bentrok"], false, "{}", bersih.text);
    let ok = ubah(app, &k.dosen, id, lain).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text);
    // A class clash: another meeting of the same class at that time.
    let (kedua,): (i64,) = sqlx::query_as("SELECT id FROM pertemuan WHERE id_kelas = $1 AND id <> $2 ORDER BY nomor DESC LIMIT 1")
        .bind(k.id_kelas)
        .bind(id)
        .fetch_one(&app.db)
        .await
        .unwrap();
    let mut sama = formulir(app, &k.dosen, kedua, "online", None).await;
    sama["id_kelas_kuliah"] = json!(k.id_kelas);
    sama["id_pertemuan"] = json!(kedua);
    let kelas = app.req(Method::PUT, "/lms/pertemuan/cek_bentrok").cookie(&k.dosen).json(sama).send().await;
    assert_eq!(kelas.json["bentrok_kelas"]["data"][0]["id_pertemuan"], id, "{}", kelas.text);
    let mhs = app.req(Method::PUT, "/lms/pertemuan/cek_bentrok").cookie(&k.mhs).json(json!({"id_kelas_kuliah": k.id_kelas})).send().await;
    assert_eq!(mhs.status, StatusCode::FORBIDDEN);
}

async fn two_bookings_of_one_room_at_once_one_wins(app: &TestApp) {
    izinkan_ubah_jadwal(app).await;
    let k = kelas_bersama(app, true).await;
    let ruang = ruang_kosong(app).await;
    // Two meetings of the demo lecturer in different classes (teacher clashes with classes taught together are ignorable).
    let (a, b): (i64, i64) = sqlx::query_as(
        "SELECT MIN(p1.id), MIN(p2.id) FROM pertemuan p1, pertemuan p2
         WHERE p1.id_kelas = $1 AND p2.id_kelas <> $1 AND p2.id_kelas IN
           (SELECT kp.id_kelas FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen' AND kp.jabatan = 'koordinator')",
    )
    .bind(k.id_kelas)
    .fetch_one(&app.db)
    .await
    .unwrap();
    let op = app.login("operator").await;
    let body_a = formulir(app, &op, a, "offline", Some(ruang)).await;
    let body_b = formulir(app, &op, b, "offline", Some(ruang)).await;
    let (ra, rb) = tokio::join!(ubah(app, &op, a, body_a), ubah(app, &op, b, body_b));
    let mut status = [ra.status, rb.status];
    status.sort();
    assert_eq!(status, [StatusCode::OK, StatusCode::CONFLICT], "a: {} / b: {}", ra.text, rb.text);
    let kalah = if ra.status == StatusCode::CONFLICT { &ra } else { &rb };
    assert_eq!(kalah.code(), "jadwal_bentrok");
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM pertemuan WHERE id_ruangan = $1 AND waktu_mulai = '2027-03-10T02:20:00Z'")
        .bind(ruang)
        .fetch_one(&app.db)
        .await
        .unwrap();
    assert_eq!(n, 1, "one booking of the room");
}

/// The demo's weekly timetable of the running period (issue 37 §6): the demo
/// lecturer and the demo student are never booked twice at once, and no room
/// holds two classes at once, so the clash check finds no clash in the seed's
/// own schedule.
async fn the_demo_timetable_has_no_clashes(app: &TestApp) {
    let bentrok = |siapa: &'static str| {
        let sql = format!(
            "SELECT COUNT(*) FROM (SELECT j.hari, j.jam_mulai FROM jadwal j JOIN kelas_kuliah k ON k.id = j.id_kelas
               JOIN periode pr ON pr.kode = k.periode AND pr.is_berjalan = 1
               WHERE {siapa} GROUP BY j.hari, j.jam_mulai HAVING COUNT(*) > 1) x"
        );
        async move { sqlx::query_scalar::<_, i64>(&sql).fetch_one(&app.db).await.unwrap() }
    };
    let dosen =
        "EXISTS (SELECT 1 FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE kp.id_kelas = k.id AND u.username = 'dosen')";
    let mahasiswa =
        "EXISTS (SELECT 1 FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = k.id AND u.username = 'mahasiswa')";
    assert_eq!(bentrok(dosen).await, 0, "the demo lecturer's slots");
    assert_eq!(bentrok(mahasiswa).await, 0, "the demo student's slots");
    let ruangan: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM (SELECT j.hari, j.jam_mulai, j.id_ruangan FROM jadwal j JOIN kelas_kuliah k ON k.id = j.id_kelas
           JOIN periode pr ON pr.kode = k.periode AND pr.is_berjalan = 1
           GROUP BY j.hari, j.jam_mulai, j.id_ruangan HAVING COUNT(*) > 1) x",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    assert_eq!(ruangan, 0, "rooms");
}
