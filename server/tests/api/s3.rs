//! Files on an S3-compatible bucket (`LMS_STORAGE=s3`): an upload becomes an
//! object, is served whole and by byte range (a suffix; past the end: 416),
//! and a removed upload leaves the bucket; a 12 MB upload goes up in three
//! multipart parts and comes back byte for byte. Needs a server: `scripts/s3.sh` starts moto's S3 server and sets
//! `LMS_TEST_S3_ENDPOINT` / `LMS_TEST_S3_BUCKET`; without them the test only
//! says it was skipped (the suite runs it through that script).

use axum::http::{Method, StatusCode};

use crate::common::{enkode_url, multipart, TestApp};

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_live_in_the_bucket() {
    let (Ok(endpoint), Ok(bucket)) = (std::env::var("LMS_TEST_S3_ENDPOINT"), std::env::var("LMS_TEST_S3_BUCKET")) else {
        eprintln!("skipped: LMS_TEST_S3_ENDPOINT is not set (scripts/s3.sh sets it)");
        return;
    };
    let config = lms::storage::StorageConfig::S3 { bucket, endpoint: Some(endpoint), region: "us-east-1".into() };
    let app = TestApp::with_config(lms::db::Engine::Sqlite, |c| c.storage = config).await.unwrap();
    let dosen = app.login("dosen").await;
    let sebelum = app.storage.jumlah_berkas("materi").await;

    let (ct, body) = multipart(&[("service_id", None, b"lms"), ("dir", None, b"materi/ebook"), ("file", Some("Modul S3.pdf"), PDF)]);
    let up = app.post("/v2/storager").cookie(&dosen).raw(&ct, body).send().await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    assert_eq!(app.storage.jumlah_berkas("materi").await, sebelum + 1, "one object in the bucket");
    let url = up.json["url"].as_str().unwrap().to_string();

    assert_eq!(app.get(&url).cookie(&dosen).send_bytes().await, PDF);
    let bagian = app.get(&url).cookie(&dosen).header("range", "bytes=1-3").send().await;
    assert_eq!((bagian.status, bagian.text.as_str()), (StatusCode::PARTIAL_CONTENT, "PDF"));
    // The last bytes, and a range past the end (S3 words that its own way: 416 with the size).
    let n = PDF.len();
    let ekor = app.get(&url).cookie(&dosen).header("range", "bytes=-6").send().await;
    assert_eq!((ekor.status, ekor.text.as_str()), (StatusCode::PARTIAL_CONTENT, "%%EOF\n"));
    assert_eq!(ekor.headers["content-range"], format!("bytes {}-{}/{n}", n - 6, n - 1).as_str());
    let lewat = app.get(&url).cookie(&dosen).header("range", &format!("bytes={n}-")).send().await;
    assert_eq!(lewat.status, StatusCode::RANGE_NOT_SATISFIABLE);
    assert_eq!(lewat.headers["content-range"], format!("bytes */{n}").as_str());

    let hapus = app.req(Method::DELETE, &format!("/v2/storager?url={}", enkode_url(&url))).cookie(&dosen).send().await;
    assert_eq!(hapus.status, StatusCode::NO_CONTENT, "{}", hapus.text);
    assert_eq!(app.storage.jumlah_berkas("materi").await, sebelum, "the object left the bucket");
    assert_eq!(app.get(&url).cookie(&dosen).send().await.status, StatusCode::NOT_FOUND);

    // Larger than one 5 MiB part: the streamed write sends three.
    let mut besar: Vec<u8> = (0..12_000_000u32).map(|i| (i % 251) as u8).collect();
    besar[..PDF.len()].copy_from_slice(PDF);
    let (ct, body) = multipart(&[("dir", None, b"materi/ebook"), ("file", Some("Modul Besar.pdf"), &besar)]);
    let up = app.post("/v2/storager").cookie(&dosen).raw(&ct, body).send().await;
    assert_eq!(up.status, StatusCode::CREATED, "{}", up.text);
    let url = up.json["url"].as_str().unwrap().to_string();
    assert!(app.get(&url).cookie(&dosen).send_bytes().await == besar, "the parts make the file");
    app.finish().await;
}
