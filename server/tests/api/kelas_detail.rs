//! One class: profile, visibility, permission flags, leader, teaching roles, banner.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(
    teacher_sees_profile_with_flags,
    visibility_by_role,
    bad_ids_are_404_or_400,
    class_leader_is_unique,
    teaching_roles_need_one_coordinator,
    banner_upload_is_validated,
    banner_takes_an_upload_made_before,
);

async fn kelas_of(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT MIN(kp.id_kelas) FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = $1 AND kp.jabatan = 'koordinator'",
    )
    .bind(username)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

async fn teacher_sees_profile_with_flags(app: &TestApp) {
    let id = kelas_of(app, "dosen").await;
    let s = app.login("dosen").await;
    let res = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let d = &res.json;
    let peserta: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(d["jumlah_peserta"], peserta);
    assert_eq!(d["mahasiswa"].as_array().unwrap().len() as i64, peserta);
    assert_eq!(d["pertemuan"].as_array().unwrap().len(), 16);
    assert_eq!(d["pertemuan"][0]["nomor"], 1);
    assert_eq!(d["pertemuan"][7]["kategori"], "uts");
    assert!(d["jadwal"][0]["hari"].as_i64().unwrap() <= 6);
    assert_eq!(d["kampus"]["nama"], "Kampus Pusat");
    assert!(d["pengajar"].as_array().unwrap().iter().any(|p| p["nama_pengajar"] == "Budi Santoso" && p["jabatan"] == "koordinator"));
    assert_eq!(
        d["izin"],
        json!({"isAllowLihatSilabus": true, "isAllowUbahKelas": true, "isAllowUbahKetuaKelas": true, "isAllowUbahJabatan": true})
    );
}

async fn visibility_by_role(app: &TestApp) {
    let id = kelas_of(app, "dosen").await;
    let member: i64 = sqlx::query_scalar(
        "SELECT MIN(ks.id_kelas) FROM kelas_peserta ks JOIN users u ON u.id = ks.id_mahasiswa WHERE u.username = 'mahasiswa'",
    )
    .fetch_one(&app.db)
    .await
    .unwrap();
    let not_member: i64 = sqlx::query_scalar(
        "SELECT MIN(id) FROM kelas_kuliah WHERE id NOT IN (SELECT ks.id_kelas FROM kelas_peserta ks JOIN users u ON u.id = ks.id_mahasiswa WHERE u.username = 'mahasiswa')",
    )
    .fetch_one(&app.db).await.unwrap();
    let m = app.login("mahasiswa").await;
    let res = app.get(&format!("/v2/lms/kelas_kuliah/{member}")).cookie(&m).send().await;
    assert_eq!(res.status, StatusCode::OK);
    assert_eq!(
        res.json["izin"],
        json!({"isAllowLihatSilabus": true, "isAllowUbahKelas": false, "isAllowUbahKetuaKelas": false, "isAllowUbahJabatan": false})
    );
    assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{not_member}")).cookie(&m).send().await.status, StatusCode::FORBIDDEN);
    let baca = app.login("operator_baca").await;
    let res = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&baca).send().await;
    assert_eq!(res.json["izin"]["isAllowUbahKelas"], false);
    assert_eq!(res.json["izin"]["isAllowLihatSilabus"], true);
    let op = app.login("operator").await;
    let res = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&op).send().await;
    assert_eq!(res.json["izin"]["isAllowUbahJabatan"], true);
    let other_dosen = app.login("dosen02").await;
    let taught_by_02: Vec<i64> =
        sqlx::query_scalar("SELECT kp.id_kelas FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen WHERE u.username = 'dosen02'")
            .fetch_all(&app.db)
            .await
            .unwrap();
    let expected = if taught_by_02.contains(&id) { StatusCode::OK } else { StatusCode::FORBIDDEN };
    assert_eq!(app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&other_dosen).send().await.status, expected);
}

async fn bad_ids_are_404_or_400(app: &TestApp) {
    let s = app.login("operator").await;
    let res = app.get("/v2/lms/kelas_kuliah/999999").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::NOT_FOUND);
    assert_eq!(res.message(), "Kelas tidak ditemukan.");
    let res = app.get("/v2/lms/kelas_kuliah/abc").cookie(&s).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    assert_eq!(res.code(), "validasi");
}

async fn leaders(app: &TestApp, id: i64) -> Vec<String> {
    sqlx::query_scalar("SELECT m.nim FROM kelas_peserta ks JOIN mahasiswa m ON m.id_user = ks.id_mahasiswa WHERE ks.id_kelas = $1 AND ks.jabatan = 'ketua_kelas'")
        .bind(id).fetch_all(&app.db).await.unwrap()
}

async fn class_leader_is_unique(app: &TestApp) {
    let id = kelas_of(app, "dosen").await;
    let nims: Vec<String> = sqlx::query_scalar("SELECT m.nim FROM kelas_peserta ks JOIN mahasiswa m ON m.id_user = ks.id_mahasiswa WHERE ks.id_kelas = $1 AND ks.jabatan = 'peserta' ORDER BY m.nim")
        .bind(id).fetch_all(&app.db).await.unwrap();
    let s = app.login("dosen").await;
    let url = format!("/lms/kelas_kuliah/{id}/ketua_kelas");
    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({"nim": nims[0]})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["nim"], nims[0]);
    assert_eq!(leaders(app, id).await, vec![nims[0].clone()]);
    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({"nim": "00000000"})).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(leaders(app, id).await, vec![nims[0].clone()], "nothing changed on failure");
    assert_eq!(log_count(app, "ubah_ketua_kelas").await, 1, "one entry per change, none for the refused one");
    let m = app.login("mahasiswa").await;
    assert_eq!(app.req(Method::PUT, &url).cookie(&m).json(json!({"nim": nims[1]})).send().await.status, StatusCode::FORBIDDEN);
    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({"nim": ""})).send().await;
    assert_eq!(res.json["nim"], "");
    assert!(leaders(app, id).await.is_empty());
}

async fn teaching_roles_need_one_coordinator(app: &TestApp) {
    let id = kelas_of(app, "dosen").await;
    let s = app.login("operator").await;
    let detail = app.get(&format!("/v2/lms/kelas_kuliah/{id}")).cookie(&s).send().await;
    let ids: Vec<i64> = detail.json["pengajar"].as_array().unwrap().iter().map(|p| p["id_dosen"].as_i64().unwrap()).collect();
    let url = format!("/lms/kelas_kuliah/{id}/jabatan");
    let all_koor: Vec<_> = ids.iter().map(|i| json!({"id_dosen": i, "jabatan": "koordinator"})).collect();
    if ids.len() > 1 {
        let res =
            app.req(Method::PUT, &url).cookie(&s).json(json!({"metode_mengajar": "team_teaching", "pengajar": all_koor})).send().await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({"metode_mengajar": "paralel", "pengajar": []})).send().await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST);
    let mut body: Vec<_> = ids.iter().map(|i| json!({"id_dosen": i, "jabatan": "pengajar"})).collect();
    body[0] = json!({"id_dosen": ids[0], "jabatan": "koordinator"});
    let res = app.req(Method::PUT, &url).cookie(&s).json(json!({"metode_mengajar": "team_teaching", "pengajar": body})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(res.json["metode_mengajar"], "team_teaching");
    assert_eq!(log_count(app, "ubah_jabatan_pengajar").await, 1);
    let missing =
        app.req(Method::PUT, &url).cookie(&s).json(json!({"metode_mengajar": "individu", "pengajar": [body[0].clone()]})).send().await;
    let expected = if ids.len() > 1 { StatusCode::UNPROCESSABLE_ENTITY } else { StatusCode::OK };
    assert_eq!(missing.status, expected);
    let baca = app.login("operator_baca").await;
    assert_eq!(
        app.req(Method::PUT, &url).cookie(&baca).json(json!({"metode_mengajar": "individu", "pengajar": body})).send().await.status,
        StatusCode::FORBIDDEN
    );
}

/// Entries of `jenis` in the activity log.
async fn log_count(app: &TestApp, jenis: &str) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE jenis = $1").bind(jenis).fetch_one(&app.db).await.unwrap()
}

fn banner_form(filename: &str, bytes: &[u8]) -> (String, Vec<u8>) {
    crate::common::multipart(&[("file_banner", Some(filename), bytes)])
}

async fn banner_upload_is_validated(app: &TestApp) {
    let id = kelas_of(app, "dosen").await;
    let s = app.login("dosen").await;
    let url = format!("/lms/kelas_kuliah/{id}");
    let png = crate::common::png_hitam(640, 200);
    let (ct, body) = banner_form("Sampul.PNG", &png);
    let res = app.req(Method::PUT, &url).cookie(&s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let banner_url = res.json["banner_url"].as_str().unwrap().to_string();
    let got = app.get(&banner_url).cookie(&s).send().await;
    assert_eq!(got.status, StatusCode::OK);
    assert_eq!(got.headers["content-type"], "image/png");
    assert_eq!(got.text.len(), String::from_utf8_lossy(&png).len());
    let before: Option<String> =
        sqlx::query_scalar("SELECT banner_path FROM kelas_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(log_count(app, "ubah_banner_kelas").await, 1);

    let (ct, body) = banner_form("animasi.gif", b"GIF89a....");
    let res = app.req(Method::PUT, &url).cookie(&s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(res.message().starts_with("File type .gif is not allowed"), "{}", res.message());
    let (ct, body) = banner_form("palsu.png", b"bukan gambar sama sekali");
    assert_eq!(app.req(Method::PUT, &url).cookie(&s).raw(&ct, body).send().await.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Its signature and header only (24 bytes): it named a size but showed as a broken image.
    let (ct, body) = banner_form("terpotong.png", &png[..24]);
    let res = app.req(Method::PUT, &url).cookie(&s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.text);
    assert!(res.message().starts_with("Gambar rusak atau tidak lengkap"), "{}", res.message());
    sqlx::query("UPDATE pengaturan SET nilai = $1 WHERE kunci = 'pengaturan_sistem'")
        .bind(r#"{"time_zone":"Asia/Jakarta","ukuran_max_file":{"kelas":{"banner":0.004}}}"#)
        .execute(&app.db)
        .await
        .unwrap();
    let (ct, body) = banner_form("besar.jpg", &[0xFF, 0xD8, 0xFF].iter().copied().chain(vec![1u8; 6000]).collect::<Vec<_>>());
    let res = app.req(Method::PUT, &url).cookie(&s).raw(&ct, body).send().await;
    assert_eq!(res.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(res.message(), "Ukuran file tidak boleh lebih dari 0.00 MB.");
    let after: Option<String> =
        sqlx::query_scalar("SELECT banner_path FROM kelas_kuliah WHERE id = $1").bind(id).fetch_one(&app.db).await.unwrap();
    assert_eq!(before, after, "failed uploads change nothing");
    assert_eq!(log_count(app, "ubah_banner_kelas").await, 1, "nor log anything");
    // Only those who may see the class read its banner.
    let outsider = outsider_student(app, id).await;
    let s_out = app.login(&outsider).await;
    assert_eq!(app.get(&banner_url).cookie(&s_out).send().await.status, StatusCode::FORBIDDEN);
    let m = app.login("mahasiswa").await;
    let (ct, body) = banner_form("a.png", &png);
    let status = app.req(Method::PUT, &url).cookie(&m).raw(&ct, body).send().await.status;
    assert!(status == StatusCode::FORBIDDEN, "{status}");
}

/// 'Ubah Kelas' uploads the banner when it is chosen (dir kelas/banner) and
/// saves its URL: the class keeps the object, the upload row goes (so the
/// sweep leaves it alone), and only the uploader's own banner upload is taken.
async fn banner_takes_an_upload_made_before(app: &TestApp) {
    use crate::common::{unggah, unggah_isi};
    let id = kelas_of(app, "dosen").await;
    let s = app.login("dosen").await;
    let url = format!("/lms/kelas_kuliah/{id}");
    let png = crate::common::png_hitam(600, 150);
    let simpan = |s: &crate::common::Session, banner_url: &str| {
        let (ct, body) = crate::common::multipart(&[("banner_url", None, banner_url.as_bytes())]);
        app.req(Method::PUT, &url).cookie(s).raw(&ct, body).send()
    };
    // A student may not upload a banner; a GIF or a renamed text file is refused on upload.
    let m = app.login("mahasiswa").await;
    assert_eq!(unggah_isi(app, &m, "kelas/banner", "a.png", &png).await.status, StatusCode::FORBIDDEN);
    assert_eq!(unggah_isi(app, &s, "kelas/banner", "a.gif", b"GIF89a").await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unggah_isi(app, &s, "kelas/banner", "a.png", b"teks biasa").await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unggah_isi(app, &s, "kelas/banner", "a.png", &png[..24]).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    // A material's upload or someone else's banner upload is not this banner.
    let materi = unggah(app, &s, "materi/ebook", "buku.pdf").await;
    assert_eq!(simpan(&s, &materi).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    let op = app.login("operator").await;
    let res = unggah_isi(app, &op, "kelas/banner", "op.png", &png).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let res = simpan(&s, res.json["url"].as_str().unwrap()).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(res.message(), "File tidak ditemukan. Unggah ulang file tersebut.");
    assert_eq!(log_count(app, "ubah_banner_kelas").await, 0, "refused saves log nothing");

    let res = unggah_isi(app, &s, "kelas/banner", "Sampul.png", &png).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let diunggah = res.json["url"].as_str().unwrap().to_string();
    let res = simpan(&s, &diunggah).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    let got = app.get(res.json["banner_url"].as_str().unwrap()).cookie(&s).send_bytes().await;
    assert_eq!(got, png);
    assert_eq!(log_count(app, "ubah_banner_kelas").await, 1);
    // Taken over: no longer an upload (not swept, not saved twice).
    lms::berkas::service::sapu_yatim(&app.db, &app.storage, -1).await.unwrap();
    assert_eq!(app.get(&format!("/lms/kelas_kuliah/{id}/banner")).cookie(&s).send_bytes().await, png);
    assert_eq!(simpan(&s, &diunggah).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    // Too large for the setting: refused at upload time.
    sqlx::query("UPDATE pengaturan SET nilai = $1 WHERE kunci = 'pengaturan_sistem'")
        .bind(r#"{"time_zone":"Asia/Jakarta","ukuran_max_file":{"kelas":{"banner":0.00005}}}"#)
        .execute(&app.db)
        .await
        .unwrap();
    assert_eq!(unggah_isi(app, &s, "kelas/banner", "besar.png", &png).await.status, StatusCode::PAYLOAD_TOO_LARGE);
}

/// A student not enrolled in class `id`.
async fn outsider_student(app: &TestApp, id: i64) -> String {
    sqlx::query_scalar(
        "SELECT u.username FROM users u JOIN mahasiswa m ON m.id_user = u.id
         WHERE u.role = 'mahasiswa' AND NOT EXISTS (SELECT 1 FROM kelas_peserta p WHERE p.id_kelas = $1 AND p.id_mahasiswa = u.id)
         ORDER BY u.id LIMIT 1",
    )
    .bind(id)
    .fetch_one(&app.db)
    .await
    .unwrap()
}
