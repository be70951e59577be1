//! Syllabus, semester plan (RPS), evaluation plan (RE) and course roles.

use axum::http::{Method, StatusCode};

use crate::both_engines;
use crate::common::{multipart, TestApp};

both_engines!(
    plans_are_listed,
    course_roles_decide_who_edits,
    syllabus_update_is_validated_and_atomic,
    syllabus_takes_an_upload_made_before
);

async fn plans_are_listed(app: &TestApp) {
    let s = app.login("mahasiswa").await;
    let rps = app.get("/v2/academic/makul/1/rencana-pembelajaran?ignore_default_pagination=true").cookie(&s).send().await;
    assert_eq!(rps.status, StatusCode::OK, "{}", rps.text);
    let rows = rps.json["data"].as_array().unwrap();
    assert_eq!(rows.len(), 16);
    assert_eq!(rows[0]["id_pertemuan"], 1);
    assert_eq!(rows[0]["materi"], "Pengantar dan Kontrak Kuliah");
    assert_eq!(rows[0]["materi_inggris"], "Introduction and Course Contract");
    let re = app.get("/v2/academic/makul/1/rencana-evaluasi").cookie(&s).send().await;
    let bobot: i64 = re.json["data"].as_array().unwrap().iter().map(|r| r["bobot"].as_i64().unwrap()).sum();
    assert_eq!(bobot, 100);
    assert_eq!(re.json["data"][3]["komponen_nilai"]["nama"], "UTS");
    assert_eq!(app.get("/v2/academic/makul/9999/rencana-evaluasi").cookie(&s).send().await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get("/v2/academic/makul/1/rencana-evaluasi").send().await.status, StatusCode::UNAUTHORIZED);
}

/// The first course and the username of its coordinator.
async fn course_and_coordinator(app: &TestApp) -> (i64, String) {
    sqlx::query_as("SELECT mk.id, u.username FROM mata_kuliah mk JOIN users u ON u.id = mk.id_dosen_koordinator ORDER BY mk.id LIMIT 1")
        .fetch_one(&app.db)
        .await
        .unwrap()
}

async fn course_roles_decide_who_edits(app: &TestApp) {
    let (id, koordinator) = course_and_coordinator(app).await;
    let k = app.login(&koordinator).await;
    let info = app.get(&format!("/v2/academic/matakuliah/{id}")).cookie(&k).send().await.json;
    assert_eq!(info["isAllowUbahSilabus"], true);
    assert_eq!(info["isAllowUbahRps"], true);
    assert!(info["nama_dosen_koordinator"].as_str().unwrap().len() > 3);
    let m = app.login("mahasiswa").await;
    let info = app.get(&format!("/v2/academic/matakuliah/{id}")).cookie(&m).send().await.json;
    assert_eq!((info["isAllowUbahSilabus"].as_bool(), info["isAllowUbahRps"].as_bool()), (Some(false), Some(false)));
    let op = app.login("operator").await;
    let info = app.get(&format!("/v2/academic/matakuliah/{id}")).cookie(&op).send().await.json;
    assert_eq!((info["isAllowUbahSilabus"].as_bool(), info["isAllowUbahRps"].as_bool()), (Some(true), Some(false)));
}

async fn syllabus_update_is_validated_and_atomic(app: &TestApp) {
    let (id, koordinator) = course_and_coordinator(app).await;
    let url = format!("/v2/lms/mata_kuliah/{id}/silabus");
    let before: String = sqlx::query_scalar("SELECT silabus FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    let k = app.login(&koordinator).await;
    // Wrong attachment type: refused, nothing written.
    let (ct, body) = multipart(&[("keterangan", None, b"Silabus baru"), ("lampiran", Some("virus.exe"), b"MZ")]);
    let res = app.req(Method::PUT, &url).cookie(&k).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    let after: String = sqlx::query_scalar("SELECT silabus FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(after, before);
    // Content that is not what the extension says (an HTML page named .pdf).
    let (ct, body) =
        multipart(&[("keterangan", None, b"Silabus baru"), ("lampiran", Some("silabus.pdf"), b"<html><script>alert(1)</script>")]);
    let res = app.req(Method::PUT, &url).cookie(&k).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().starts_with("Isi berkas bukan dokumen .pdf"), "{}", res.message());
    // Empty text.
    let (ct, body) = multipart(&[("keterangan", None, b"  ")]);
    let res = app.req(Method::PUT, &url).cookie(&k).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.message(), "Keterangan wajib diisi!");
    // A student may not.
    let m = app.login("mahasiswa").await;
    let (ct, body) = multipart(&[("keterangan", None, b"x")]);
    assert_eq!(app.req(Method::PUT, &url).cookie(&m).raw(&ct, body).send().await.status, StatusCode::FORBIDDEN);
    // Saved with its attachment, which downloads again.
    let (ct, body) = multipart(&[("keterangan", None, b"Silabus semester ini."), ("lampiran", Some("silabus.pdf"), b"%PDF-1.4 isi")]);
    let res = app.req(Method::PUT, &url).cookie(&k).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["silabus"], "Silabus semester ini.");
    assert_eq!(res.json["lampiran"]["name"], "silabus.pdf");
    let file = app.get(&format!("/v2/lms/mata_kuliah/{id}/silabus/lampiran")).cookie(&m).send_bytes().await;
    assert_eq!(file, b"%PDF-1.4 isi");
    let logged: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = 'ubah_silabus'").fetch_one(&app.db).await.unwrap();
    assert_eq!(logged, 1);
}

/// 'Ubah Data Silabus' uploads the attachment when it is chosen (dir
/// silabus/lampiran) and saves its URL; the course keeps the file.
async fn syllabus_takes_an_upload_made_before(app: &TestApp) {
    use crate::common::{unggah, unggah_isi};
    let (id, koordinator) = course_and_coordinator(app).await;
    let url = format!("/v2/lms/mata_kuliah/{id}/silabus");
    let k = app.login(&koordinator).await;
    let simpan = |lampiran_url: &str| {
        let (ct, body) = multipart(&[("keterangan", None, b"Silabus dengan lampiran."), ("lampiran_url", None, lampiran_url.as_bytes())]);
        app.req(Method::PUT, &url).cookie(&k).raw(&ct, body).send()
    };
    let m = app.login("mahasiswa").await;
    assert_eq!(unggah_isi(app, &m, "silabus/lampiran", "s.pdf", crate::common::PDF).await.status, StatusCode::FORBIDDEN);
    assert_eq!(unggah_isi(app, &k, "silabus/lampiran", "s.png", b"\x89PNG\r\n\x1a\n").await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let big = [crate::common::PDF, &vec![b' '; 10_000_000]].concat();
    assert_eq!(unggah_isi(app, &k, "silabus/lampiran", "besar.pdf", &big).await.status, StatusCode::PAYLOAD_TOO_LARGE);
    // An upload to another directory is refused and nothing is written.
    let before: String = sqlx::query_scalar("SELECT silabus FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    let lain = unggah(app, &k, "materi/ebook", "buku.pdf").await;
    assert_eq!(simpan(&lain).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let after: String = sqlx::query_scalar("SELECT silabus FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(after, before);

    let diunggah = unggah(app, &k, "silabus/lampiran", "RPS Semester.pdf").await;
    let res = simpan(&diunggah).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["silabus"], "Silabus dengan lampiran.");
    assert_eq!(res.json["lampiran"]["name"], "RPS Semester.pdf");
    lms::berkas::service::sapu_yatim(&app.db, &app.storage, -1).await.unwrap();
    let file = app.get(&format!("/v2/lms/mata_kuliah/{id}/silabus/lampiran")).cookie(&m).send_bytes().await;
    assert_eq!(file, crate::common::PDF);
    assert_eq!(simpan(&diunggah).await.status, StatusCode::UNPROCESSABLE_ENTITY, "an upload is taken once");
}
