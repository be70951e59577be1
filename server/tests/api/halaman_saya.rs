//! A student's own grades (issue 37 §3, `/nilai-saya`): every graded activity
//! of their class with their own score, an exam's only once its lecturer
//! published the scores, the components it feeds withheld until then, and
//! nothing of anyone else; the page is the student's alone.

use axum::http::StatusCode;
use serde_json::Value;

use crate::both_engines;
use crate::common::{kelas_bersama, Session, TestApp};

both_engines!(a_student_sees_only_their_own_published_grades, only_students_open_their_own_pages);

async fn halaman(app: &TestApp, s: &Session, path: &str) -> Value {
    let res = app.get(path).cookie(s).header("x-lms-data", "1").send().await;
    assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text);
    res.json["data"].clone()
}

fn kelas(data: &Value, id_kelas: i64) -> &Value {
    data["kelas"].as_array().unwrap().iter().find(|k| k["kelas"]["id"] == id_kelas).expect("the class on the page")
}

fn aktivitas(kelas: &Value, id: i64) -> &Value {
    kelas["aktivitas"].as_array().unwrap().iter().find(|a| a["id"] == id).expect("the activity")
}

async fn a_student_sees_only_their_own_published_grades(app: &TestApp) {
    let k = kelas_bersama(app, false).await;
    let db = &app.db;
    let saya: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'mahasiswa'").fetch_one(db).await.unwrap();
    // An exam of the class (a UTS where there is one) and a task.
    let ujian: i64 = sqlx::query_scalar(
        "SELECT a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN ujian u ON u.id_aktivitas = a.id
         WHERE p.id_kelas = $1 AND u.id_ujian_utama IS NULL ORDER BY a.sub_jenis = 'uts' DESC, a.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(db)
    .await
    .unwrap();
    let tugas: i64 = sqlx::query_scalar(
        "SELECT a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND a.jenis = 'tugas' ORDER BY a.id LIMIT 1",
    )
    .bind(k.id_kelas)
    .fetch_one(db)
    .await
    .unwrap();
    let lain: i64 = sqlx::query_scalar("SELECT MAX(id_mahasiswa) FROM kelas_peserta WHERE id_kelas = $1 AND id_mahasiswa <> $2")
        .bind(k.id_kelas)
        .bind(saya)
        .fetch_one(db)
        .await
        .unwrap();
    let nilai = |id_aktivitas: i64, id_mahasiswa: i64, nilai: f64| async move {
        sqlx::query("DELETE FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
            .bind(id_aktivitas)
            .bind(id_mahasiswa)
            .execute(db)
            .await
            .unwrap();
        sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu, nilai) VALUES ($1, $2, $3, $4)")
            .bind(id_aktivitas)
            .bind(id_mahasiswa)
            .bind(lms::db::now())
            .bind(nilai)
            .execute(db)
            .await
            .unwrap();
    };
    nilai(ujian, saya, 88.37).await;
    nilai(ujian, lain, 41.13).await;
    nilai(tugas, saya, 70.5).await;

    // Unpublished: the exam's score and everything computed from it stay hidden.
    sqlx::query("UPDATE ujian SET nilai_dipublikasi = 0 WHERE id_aktivitas = $1").bind(ujian).execute(db).await.unwrap();
    let data = halaman(app, &k.mhs, &format!("/nilai-saya?kelas={}", k.id_kelas)).await;
    assert_eq!(data["dibuka"], k.id_kelas);
    let kelas_saya = kelas(&data, k.id_kelas);
    assert_eq!(aktivitas(kelas_saya, ujian)["keadaan"], "belum_dipublikasi");
    assert_eq!(aktivitas(kelas_saya, ujian)["nilai"], Value::Null);
    assert_eq!(aktivitas(kelas_saya, tugas)["keadaan"], "dinilai");
    assert_eq!(aktivitas(kelas_saya, tugas)["nilai"], 70.5);
    let teks = data.to_string();
    assert!(!teks.contains("88.37"), "no unpublished score anywhere on the page: {teks}");
    assert!(!teks.contains("41.13"), "no other student's score on the page: {teks}");
    let rekap = app.get(&format!("/lms/nilai/kelas_kuliah/{}", k.id_kelas)).cookie(&k.dosen).send().await.json;
    let i_ujian = rekap["header_aktivitas"].as_array().unwrap().iter().position(|h| h["aktivitas"]["id"] == ujian).unwrap();
    // The unpublished exams of the class (ours and the seed's), each with the exam it is a remedial of.
    let belum: Vec<(i64, Option<i64>)> = sqlx::query_as(
        "SELECT u.id_aktivitas, u.id_ujian_utama FROM ujian u JOIN aktivitas a ON a.id = u.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND u.nilai_dipublikasi = 0",
    )
    .bind(k.id_kelas)
    .fetch_all(db)
    .await
    .unwrap();
    assert!(belum.iter().any(|(id, _)| *id == ujian));
    let memakai_belum = |label: &str| {
        let h = rekap["header_sikad"].as_array().unwrap().iter().find(|h| h["label"] == label).unwrap();
        let ids: Vec<i64> = h["aktivitas"].as_array().unwrap().iter().map(|a| a.as_i64().unwrap()).collect();
        belum.iter().any(|(id, utama)| ids.contains(id) || utama.is_some_and(|u| ids.contains(&u)))
    };
    for c in kelas_saya["komponen"].as_array().unwrap() {
        // A score SIKAD set is SIKAD's to show, whatever it was computed from.
        let withheld = memakai_belum(c["label"].as_str().unwrap()) && c["dari_sikad"] == false;
        assert_eq!(c["disembunyikan"], withheld, "{c}");
        if withheld {
            assert_eq!(c["nilai"], Value::Null);
        }
    }

    // Every exam of the class published: the student's own score, and the same final score as
    // the lecturer's recap.
    sqlx::query(
        "UPDATE ujian SET nilai_dipublikasi = 1 WHERE id_aktivitas IN
           (SELECT a.id FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1)",
    )
    .bind(k.id_kelas)
    .execute(db)
    .await
    .unwrap();
    let data = halaman(app, &k.mhs, "/nilai-saya").await;
    assert_eq!(data["dibuka"], Value::Null);
    let kelas_saya = kelas(&data, k.id_kelas);
    assert_eq!(aktivitas(kelas_saya, ujian)["keadaan"], "dinilai");
    assert_eq!(aktivitas(kelas_saya, ujian)["nilai"], 88.37);
    let rekap = app.get(&format!("/lms/nilai/kelas_kuliah/{}", k.id_kelas)).cookie(&k.dosen).send().await.json;
    let baris = rekap["nilai_mahasiswa"].as_array().unwrap().iter().find(|m| m["mahasiswa"]["id_user"] == saya).unwrap();
    assert_eq!(baris["nilai"][i_ujian], 88.37);
    assert!(kelas_saya["komponen"].as_array().unwrap().iter().all(|c| c["disembunyikan"] == false));
    let akhir = baris["nilai_akhir"].as_f64().unwrap();
    assert_eq!(kelas_saya["nilai_akhir"], if akhir >= 0.0 { Value::from(akhir) } else { Value::Null });
    assert!(!data.to_string().contains("41.13"), "still no other student's score");
}

async fn only_students_open_their_own_pages(app: &TestApp) {
    let k = kelas_bersama(app, false).await;
    let operator = app.login("operator").await;
    for path in ["/kehadiran-saya", "/nilai-saya"] {
        for (siapa, s) in [("dosen", &k.dosen), ("operator", &operator)] {
            let res = app.get(path).cookie(s).header("x-lms-data", "1").send().await;
            assert_eq!(res.status, StatusCode::FORBIDDEN, "{siapa} {path}");
        }
        // The HTML page renders for the student, with the class the link opened.
        let res = app.get(&format!("{path}?kelas={}", k.id_kelas)).cookie(&k.mhs).send().await;
        assert_eq!(res.status, StatusCode::OK, "{path}: {}", res.text);
        assert!(res.text.contains(&format!("id=\"kelas-{}\" open=\"\"", k.id_kelas)), "{path} opens the linked class");
        let data = halaman(app, &k.mhs, path).await;
        let ids: Vec<i64> = data["kelas"].as_array().unwrap().iter().map(|c| c["kelas"]["id"].as_i64().unwrap()).collect();
        for id in ids {
            let peserta: bool = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM kelas_peserta kp JOIN users u ON u.id = kp.id_mahasiswa WHERE kp.id_kelas = $1 AND u.username = 'mahasiswa'")
                .bind(id)
                .fetch_one(&app.db)
                .await
                .unwrap()
                > 0;
            assert!(peserta, "{path} lists only the student's own classes ({id})");
        }
    }
}
