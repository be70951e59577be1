//! Uploads no content uses yet count against a per-user quota (issue 31):
//! past it an upload is refused with a message saying what to do, parallel
//! uploads never pass it together, and a file content takes up stops
//! counting. The quota here is 10 MB (a hand-in file may be 10 MB).

use axum::http::StatusCode;
use serde_json::json;

use crate::both_engines_with;
use crate::common::{kelas_bersama, unggah_isi, Session, TestApp, PDF};

both_engines_with!(kuota_10_mb; uploads_past_the_quota_are_refused, parallel_uploads_stay_within_the_quota);

fn kuota_10_mb(c: &mut lms::config::Config) {
    c.upload_quota = 10_000_000;
}

/// A PDF (as the upload check sees one) of 2.5 MB.
fn pdf() -> Vec<u8> {
    let mut isi = PDF.to_vec();
    isi.resize(2_500_000, b' ');
    isi
}

async fn unggah_besar(app: &TestApp, s: &Session, nama: &str) -> crate::common::Res {
    unggah_isi(app, s, "tugas/pengumpulan", nama, &pdf()).await
}

/// Bytes of `username`'s uploads that nothing uses.
async fn tertahan(app: &TestApp, username: &str) -> i64 {
    sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(b.ukuran), 0) AS BIGINT) FROM berkas b JOIN users u ON u.id = b.id_pengunggah
         WHERE u.username = $1 AND NOT EXISTS (SELECT 1 FROM pengerjaan_berkas pb WHERE pb.id_berkas = b.id)",
    )
    .bind(username)
    .fetch_one(&app.db)
    .await
    .unwrap()
}

async fn uploads_past_the_quota_are_refused(app: &TestApp) {
    let k = kelas_bersama(app, true).await;
    let mut urls = Vec::new();
    for i in 0..4 {
        let res = unggah_besar(app, &k.mhs, &format!("Bab {i}.pdf")).await;
        assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
        urls.push(res.json["url"].as_str().unwrap().to_string());
    }
    let penuh = unggah_besar(app, &k.mhs, "Bab 5.pdf").await;
    assert_eq!((penuh.status, penuh.code()), (StatusCode::PAYLOAD_TOO_LARGE, "kuota_unggahan_penuh"), "{}", penuh.text);
    assert!(penuh.message().starts_with("Kuota unggahan sementara penuh: "), "{}", penuh.message());
    assert!(penuh.message().contains("10 MB") && penuh.message().contains("hapus unggahan yang batal dipakai"), "{}", penuh.message());
    assert_eq!(tertahan(app, "mahasiswa").await, 10_000_000, "the refused file was not kept");
    // With the quota full the body is not read at all: a file over the
    // hand-in limit is told the quota, not its size.
    let mut besar = pdf();
    besar.resize(12_000_000, b' ');
    let res = unggah_isi(app, &k.mhs, "tugas/pengumpulan", "Besar.pdf", &besar).await;
    assert_eq!((res.status, res.code()), (StatusCode::PAYLOAD_TOO_LARGE, "kuota_unggahan_penuh"), "{}", res.text);
    // Another user has a quota of their own.
    let res = unggah_isi(app, &k.dosen, "tugas/lampiran", "Soal.pdf", &pdf()).await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);

    // A hand-in takes up one file: it no longer counts, and the next upload fits.
    let tugas = json!({"id_pertemuan": k.id_pertemuan, "judul": "Esai", "deskripsi": "Kumpulkan PDF.", "sub_jenis": "individu",
        "waktu_mulai": lms::db::format_time(chrono::Utc::now() - chrono::Duration::hours(1)),
        "waktu_selesai": lms::db::format_time(chrono::Utc::now() + chrono::Duration::hours(48)), "boleh_terlambat": false, "lampiran": []});
    let res = app.post("/lms/tugas").cookie(&k.dosen).json(tugas).send().await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
    let id = res.json["id"].as_i64().unwrap();
    let kumpul = app.req(axum::http::Method::PUT, &format!("/lms/tugas/{id}/pengumpulan")).cookie(&k.mhs);
    let res = kumpul.json(json!({"teks": "Terlampir.", "berkas": [urls[0]]})).send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert_eq!(tertahan(app, "mahasiswa").await, 7_500_000);
    let res = unggah_besar(app, &k.mhs, "Bab 5.pdf").await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.text);
}

async fn parallel_uploads_stay_within_the_quota(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let nama: Vec<String> = (0..8).map(|i| format!("Bagian {i}.pdf")).collect();
    let hasil = futures::future::join_all(nama.iter().map(|n| unggah_besar(app, &mhs, n))).await;
    let diterima = hasil.iter().filter(|r| r.status == StatusCode::CREATED).count();
    for r in hasil.iter().filter(|r| r.status != StatusCode::CREATED) {
        assert_eq!(r.code(), "kuota_unggahan_penuh", "{}", r.text);
    }
    assert_eq!(diterima, 4, "8 parallel uploads of 2.5 MB under a 10 MB quota");
    assert_eq!(tertahan(app, "mahasiswa").await, 10_000_000);
    assert_eq!(app.storage.jumlah_berkas("tugas/pengumpulan").await, 4, "refused files left no object behind");
}
