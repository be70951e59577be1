//! Stored files are streamed (issue 31): a download of several megabytes
//! arrives as many small frames, not one buffer of the whole file; a byte
//! range (a video seeking, or asking `bytes=0-` first) answers 206 with its
//! part, one past the end 416; and eight downloads held open at once cost
//! the process a few megabytes, not eight files.

use axum::body::Body;
use axum::http::{header, StatusCode};
use http_body_util::BodyExt;
use lms::berkas::store::BerkasDb;
use tower::ServiceExt;

use crate::both_engines;
use crate::common::{Session, TestApp};

both_engines!(a_download_streams_in_small_frames, byte_ranges_answer_their_part, open_downloads_do_not_hold_their_files);

/// An MP4 (as the upload check sees one) of `ukuran` bytes, each byte different from its neighbours.
fn video(ukuran: usize) -> Vec<u8> {
    let mut isi: Vec<u8> = (0..ukuran).map(|i| (i % 251) as u8).collect();
    isi[..12].copy_from_slice(b"\0\0\0\x18ftypmp42");
    isi
}

/// `isi` stored as an upload of the demo lecturer (as POST /v2/storager
/// leaves it); answers its URL and the lecturer's session.
async fn simpan(app: &TestApp, isi: Vec<u8>) -> (String, Session) {
    let dosen = app.login("dosen").await;
    let id_dosen: i64 = sqlx::query_scalar("SELECT id FROM users WHERE username = 'dosen'").fetch_one(&app.db).await.unwrap();
    let id = uuid::Uuid::new_v4().simple().to_string();
    let b = BerkasDb {
        id: id.clone(),
        kunci: format!("materi/video/{id}.mp4"),
        nama: "Kuliah 1.mp4".into(),
        ekstensi: "mp4".into(),
        ukuran: isi.len() as i64,
        dir: "materi/video".into(),
        id_pengunggah: id_dosen,
    };
    app.storage.put(&b.kunci, isi).await.unwrap();
    lms::berkas::store::simpan(&app.db, &b).await.unwrap();
    (b.info().url, dosen)
}

async fn minta(app: &TestApp, url: &str, s: &Session, range: Option<&str>) -> axum::http::Response<Body> {
    let mut req = app.get(url).cookie(s);
    if let Some(r) = range {
        req = req.header("range", r);
    }
    app.router.clone().oneshot(req.request()).await.unwrap()
}

/// The body's frames' sizes and its bytes.
async fn bingkai(body: Body) -> (Vec<usize>, Vec<u8>) {
    let mut body = body;
    let (mut ukuran, mut isi) = (Vec::new(), Vec::new());
    while let Some(frame) = body.frame().await {
        if let Ok(data) = frame.unwrap().into_data() {
            ukuran.push(data.len());
            isi.extend_from_slice(&data);
        }
    }
    (ukuran, isi)
}

fn kepala(res: &axum::http::Response<Body>, nama: header::HeaderName) -> &str {
    res.headers().get(&nama).and_then(|v| v.to_str().ok()).unwrap_or_else(|| panic!("{nama} missing"))
}

async fn a_download_streams_in_small_frames(app: &TestApp) {
    let isi = video(6_000_000);
    let (url, dosen) = simpan(app, isi.clone()).await;
    let res = minta(app, &url, &dosen, None).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(kepala(&res, header::CONTENT_LENGTH), "6000000");
    assert_eq!(kepala(&res, header::ACCEPT_RANGES), "bytes");
    assert_eq!(kepala(&res, header::CONTENT_TYPE), "video/mp4");
    assert_eq!(kepala(&res, header::CACHE_CONTROL), "private, no-store");
    assert!(kepala(&res, header::CONTENT_DISPOSITION).starts_with("inline; filename=\"Kuliah 1.mp4\""));
    assert_eq!(kepala(&res, header::X_CONTENT_TYPE_OPTIONS), "nosniff");
    let (ukuran, diterima) = bingkai(res.into_body()).await;
    assert!(ukuran.len() > 1, "the file came as one frame of {} bytes", ukuran[0]);
    let terbesar = ukuran.iter().max().copied().unwrap();
    assert!(terbesar <= 1 << 20, "a frame of {terbesar} bytes");
    assert!(diterima == isi, "the bytes differ");
}

async fn byte_ranges_answer_their_part(app: &TestApp) {
    let isi = video(3_000_000);
    let (url, dosen) = simpan(app, isi.clone()).await;
    let n = isi.len();
    for (range, bagian) in [
        ("bytes=100-199", 100..200),
        ("bytes=2999000-", 2_999_000..n),
        ("bytes=-500", n - 500..n),
        ("bytes=0-", 0..n),
        ("bytes=2999990-9999999", 2_999_990..n),
    ] {
        let res = minta(app, &url, &dosen, Some(range)).await;
        assert_eq!(res.status(), StatusCode::PARTIAL_CONTENT, "{range}");
        assert_eq!(kepala(&res, header::CONTENT_RANGE), format!("bytes {}-{}/{n}", bagian.start, bagian.end - 1), "{range}");
        assert_eq!(kepala(&res, header::CONTENT_LENGTH), (bagian.end - bagian.start).to_string(), "{range}");
        assert_eq!(kepala(&res, header::ACCEPT_RANGES), "bytes");
        assert!(kepala(&res, header::CONTENT_DISPOSITION).starts_with("inline;"));
        let (ukuran, diterima) = bingkai(res.into_body()).await;
        assert!(ukuran.iter().all(|u| *u <= 1 << 20), "{range}");
        assert!(diterima == isi[bagian], "{range}: other bytes");
    }
    for range in ["bytes=3000000-", "bytes=3000000-3000010", "bytes=-0"] {
        let res = minta(app, &url, &dosen, Some(range)).await;
        assert_eq!(res.status(), StatusCode::RANGE_NOT_SATISFIABLE, "{range}");
        assert_eq!(kepala(&res, header::CONTENT_RANGE), format!("bytes */{n}"), "{range}");
    }
    // Several ranges, or a malformed one: the whole file (RFC 9110 lets a server ignore Range).
    for range in ["bytes=0-1,5-6", "bytes=9-2", "pages=1-2"] {
        let res = minta(app, &url, &dosen, Some(range)).await;
        assert_eq!(res.status(), StatusCode::OK, "{range}");
        assert!(bingkai(res.into_body()).await.1 == isi, "{range}");
    }
}

/// The process's resident memory (VmRSS), in bytes.
fn rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let kb: u64 = status.lines().find_map(|l| l.strip_prefix("VmRSS:")).unwrap().trim().trim_end_matches("kB").trim().parse().unwrap();
    kb * 1024
}

/// Eight answers of a 24 MB video held open, each with its first frame
/// kept (as if the client had not taken it yet), add far less than one copy
/// of the file; when the first frame was the whole file they added eight.
async fn open_downloads_do_not_hold_their_files(app: &TestApp) {
    const UKURAN: usize = 24_000_000;
    let (url, dosen) = simpan(app, video(UKURAN)).await;
    // Warm up every path once, so first-use allocations do not count.
    let _ = bingkai(minta(app, &url, &dosen, Some("bytes=0-99")).await.into_body()).await;
    let sebelum = rss();
    let mut terbuka = Vec::new();
    for i in 0..8 {
        let range = (i % 2 == 0).then_some("bytes=0-");
        let mut body = minta(app, &url, &dosen, range).await.into_body();
        let pertama = body.frame().await.unwrap().unwrap().into_data().unwrap();
        assert!(!pertama.is_empty());
        terbuka.push((body, pertama));
    }
    let tambah = rss().saturating_sub(sebelum);
    eprintln!("8 open downloads of {UKURAN} bytes: RSS +{} KiB", tambah / 1024);
    assert!(tambah < (UKURAN as u64) / 2, "8 open downloads added {} MB", tambah / 1_000_000);
    drop(terbuka);
}
