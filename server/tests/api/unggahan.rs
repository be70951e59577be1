//! Uploads stream into the store (issue 31): a 60 MB lecture video raises the
//! process's peak memory by a few megabytes, not by the file (115–132 MiB
//! before: the multipart parser read the whole body into one buffer, then the
//! handler copied it into another); the stored file
//! is the bytes sent; and an upload refused half-way (too large, or cut off)
//! leaves nothing in the store, not even a staging file.

use axum::body::{Body, Bytes};
use axum::http::{header, Request, StatusCode};
use http_body_util::BodyExt;
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{puncak_memori_selama, unggah_isi, Session, TestApp, PDF};

both_engines!(
    a_large_upload_streams_into_the_store,
    a_refused_upload_leaves_nothing_behind,
    each_directory_keeps_the_rule_its_domain_declares
);

const BATAS: &str = "LmsBatasUnggah";

const MP4: &[u8] = b"\0\0\0\x18ftypmp42";
const ZIP: &[u8] = b"PK\x03\x04";

/// Byte `i` of a test file starting with `kepala` (its kind, as the upload
/// check sees it), whose bytes differ from their neighbours.
fn byte_ke(kepala: &[u8], i: usize) -> u8 {
    kepala.get(i).copied().unwrap_or((i % 251) as u8)
}

/// A multipart body sending `ukuran` bytes of file `nama` (starting with
/// `kepala`) into `dir` in 64 KiB pieces made as they are read, so the test
/// holds none of it; `putus` ends the body with an error before the file is
/// complete.
fn badan_mengalir(dir: &str, nama: &str, kepala: &'static [u8], ukuran: usize, putus: bool) -> Body {
    let awal = format!(
        "--{BATAS}\r\nContent-Disposition: form-data; name=\"dir\"\r\n\r\n{dir}\r\n\
         --{BATAS}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{nama}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
    );
    let akhir = format!("\r\n--{BATAS}--\r\n");
    const POTONG: usize = 64 * 1024;
    let isi = (0..ukuran.div_ceil(POTONG)).map(move |k| {
        let dari = k * POTONG;
        Ok::<_, std::io::Error>(Bytes::from((dari..(dari + POTONG).min(ukuran)).map(|i| byte_ke(kepala, i)).collect::<Vec<u8>>()))
    });
    let ujung: Vec<Result<Bytes, std::io::Error>> =
        if putus { vec![Err(std::io::Error::other("koneksi terputus"))] } else { vec![Ok(Bytes::from(akhir))] };
    let aliran = futures::stream::iter(std::iter::once(Ok(Bytes::from(awal))).chain(isi).chain(ujung));
    Body::from_stream(aliran)
}

async fn unggah(app: &TestApp, s: &Session, body: Body) -> (StatusCode, serde_json::Value) {
    let (mut bagian, _) = app.post("/v2/storager").cookie(s).request().into_parts();
    bagian.headers.insert(header::CONTENT_TYPE, format!("multipart/form-data; boundary={BATAS}").parse().unwrap());
    let res = app.router.clone().oneshot(Request::from_parts(bagian, body)).await.unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null))
}

/// Every file under the app's data directory's file store, staging files included.
fn isi_penyimpanan(app: &TestApp) -> Vec<std::path::PathBuf> {
    fn telusuri(dir: &std::path::Path, hasil: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            if e.path().is_dir() {
                telusuri(&e.path(), hasil);
            } else {
                hasil.push(e.path());
            }
        }
    }
    let mut hasil = Vec::new();
    telusuri(&app.config.data_dir.join("files"), &mut hasil);
    hasil
}

async fn a_large_upload_streams_into_the_store(app: &TestApp) {
    const UKURAN: usize = 60_000_000;
    let dosen = app.login("dosen").await;
    // Warm every path once, so first-use allocations do not count.
    let (status, _) = unggah(app, &dosen, badan_mengalir("materi/video", "Pemanasan.mp4", MP4, 100_000, false)).await;
    assert_eq!(status, StatusCode::CREATED);

    let ((status, json), tambahan_mb) =
        puncak_memori_selama(unggah(app, &dosen, badan_mengalir("materi/video", "Kuliah 1.mp4", MP4, UKURAN, false))).await;
    eprintln!("a {UKURAN}-byte upload: peak memory +{tambahan_mb} MiB");
    assert_eq!(status, StatusCode::CREATED, "{json}");
    assert_eq!(json["content_length"], UKURAN as i64);
    assert!(tambahan_mb < 20, "a 60 MB upload raised the peak by {tambahan_mb} MiB");

    let id = json["url"].as_str().unwrap().split('/').nth(3).unwrap().to_string();
    let kunci: String = sqlx::query_scalar("SELECT kunci FROM berkas WHERE id = $1").bind(&id).fetch_one(&app.db).await.unwrap();
    let disimpan = app.storage.read(&kunci).await.unwrap();
    assert_eq!(disimpan.len(), UKURAN);
    assert!(disimpan.iter().enumerate().all(|(i, b)| *b == byte_ke(MP4, i)), "the stored file is the bytes sent");
}

async fn a_refused_upload_leaves_nothing_behind(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let sebelum = isi_penyimpanan(app);
    let baris_sebelum = jumlah_unggahan(app).await;
    // A hand-in may be 10 MB: the eleventh megabyte is refused while it streams.
    let (status, json) = unggah(app, &mhs, badan_mengalir("tugas/pengumpulan", "Besar.zip", ZIP, 11_000_000, false)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{json}");
    assert!(json["status"]["message"].as_str().unwrap().starts_with("Ukuran maksimal "), "{json}");
    // A body cut off half-way.
    let (status, _) = unggah(app, &mhs, badan_mengalir("tugas/pengumpulan", "Putus.zip", ZIP, 3_000_000, true)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // A file whose content is not its kind is refused before anything is stored.
    let (status, _) = unggah(app, &mhs, badan_mengalir("tugas/pengumpulan", "Palsu.pdf", ZIP, 3_000_000, false)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // Dropping an abandoned write removes its staging file in the background.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(isi_penyimpanan(app), sebelum, "a refused upload left a file in the store");
    assert_eq!(jumlah_unggahan(app).await, baris_sebelum, "no row either");
}

/// The file store takes the directories the domains declare (app::UNGGAHAN):
/// each keeps its own guard and kinds, and an unknown one is named.
async fn each_directory_keeps_the_rule_its_domain_declares(app: &TestApp) {
    let (mhs, dosen) = (app.login("mahasiswa").await, app.login("dosen").await);
    let res = unggah_isi(app, &dosen, "materi/url", "a.pdf", PDF).await;
    assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.text);
    let pesan = res.json["status"]["message"].as_str().unwrap();
    assert!(pesan.contains("materi/ebook") && pesan.contains("silabus/lampiran"), "{pesan}");
    // Tasks: the lecturer's attachments and the student's hand-in.
    assert_eq!(unggah_isi(app, &mhs, "tugas/lampiran", "a.pdf", PDF).await.status, StatusCode::FORBIDDEN);
    assert_eq!(unggah_isi(app, &mhs, "tugas/pengumpulan", "a.pdf", PDF).await.status, StatusCode::CREATED);
    assert_eq!(unggah_isi(app, &dosen, "tugas/pengumpulan", "a.pdf", PDF).await.status, StatusCode::FORBIDDEN);
    // Materials by type, the class banner's images only, exams' question files.
    assert_eq!(unggah_isi(app, &dosen, "materi/ebook", "a.pdf", PDF).await.status, StatusCode::CREATED);
    assert_eq!(unggah_isi(app, &dosen, "materi/video", "a.pdf", PDF).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unggah_isi(app, &dosen, "kelas/banner", "a.pdf", PDF).await.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(unggah_isi(app, &mhs, "soal/lampiran", "a.pdf", PDF).await.status, StatusCode::FORBIDDEN);
    assert_eq!(unggah_isi(app, &dosen, "soal/lampiran", "a.pdf", PDF).await.status, StatusCode::CREATED);
    // An Android recording (ogg), as the audio material takes it.
    assert_eq!(unggah_isi(app, &dosen, "soal/lampiran", "rekaman.ogg", b"OggS\x00\x02rekaman").await.status, StatusCode::CREATED);
    assert_eq!(unggah_isi(app, &mhs, "ujian/jawaban", "a.pdf", PDF).await.status, StatusCode::CREATED);
}

async fn jumlah_unggahan(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM berkas").fetch_one(&app.db).await.unwrap()
}
