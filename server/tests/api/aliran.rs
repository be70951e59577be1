//! Event streams (SSE) are bounded (issue 31): a user holds at most five open
//! on one process (the sixth is answered 429, another user is not affected,
//! a closed stream gives its place back), and a stream ends once its session
//! does (the test configuration checks every 300 ms). The process holds at
//! most its total of streams for everyone: one more is asked to come back
//! later and ends at once, and pages are still served beside the full
//! streams on the real listener.

use std::time::Duration;

use axum::body::Body;
use axum::http::StatusCode;
use http_body_util::BodyExt;
use tower::ServiceExt;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common::{Session, TestApp};
use crate::{both_engines, both_engines_with};

both_engines!(a_user_holds_at_most_five_streams, a_stream_ends_with_its_session);
both_engines_with!(tiga_aliran; a_full_server_asks_streams_to_come_back_later, pages_load_while_streams_fill_the_server);

fn tiga_aliran(c: &mut lms::config::Config) {
    c.max_event_streams_total = 3;
}

async fn buka(app: &TestApp, s: &Session) -> axum::http::Response<Body> {
    app.router.clone().oneshot(app.get("/lms/events?stream=sistem").cookie(s).request()).await.unwrap()
}

async fn a_user_holds_at_most_five_streams(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let mut terbuka = Vec::new();
    for _ in 0..5 {
        let res = buka(app, &mhs).await;
        assert_eq!(res.status(), StatusCode::OK);
        terbuka.push(res);
    }
    let keenam = buka(app, &mhs).await;
    assert_eq!(keenam.status(), StatusCode::TOO_MANY_REQUESTS);
    let teks = String::from_utf8(keenam.into_body().collect().await.unwrap().to_bytes().to_vec()).unwrap();
    assert!(teks.contains("Tutup tab LMS yang tidak dipakai"), "{teks}");
    // A second login of the same user shares the user's count.
    assert_eq!(buka(app, &app.login("mahasiswa").await).await.status(), StatusCode::TOO_MANY_REQUESTS);

    let dosen = app.login("dosen").await;
    assert_eq!(buka(app, &dosen).await.status(), StatusCode::OK, "another user still gets a stream");
    // A stream that ends gives its place back.
    drop(terbuka.pop());
    let lagi = buka(app, &mhs).await;
    assert_eq!(lagi.status(), StatusCode::OK);
}

async fn a_stream_ends_with_its_session(app: &TestApp) {
    let mhs = app.login("mahasiswa").await;
    let mut body = buka(app, &mhs).await.into_body();
    let mut teks = String::new();
    while !teks.contains("event: time") {
        let frame = tokio::time::timeout(Duration::from_secs(5), body.frame()).await.expect("a time event").unwrap().unwrap();
        teks.push_str(&String::from_utf8_lossy(&frame.into_data().unwrap()));
    }
    let keluar = app.post("/lms/log_aktivitas/logout").cookie(&mhs).send().await;
    assert_eq!(keluar.status, StatusCode::OK, "{}", keluar.text);
    let habis = async {
        while let Some(frame) = body.frame().await {
            frame.unwrap();
        }
    };
    tokio::time::timeout(Duration::from_secs(5), habis).await.expect("the stream ended within 5 s of the logout");
}

/// The body of a stream answer until it ends, None if it is still open after 5 s.
async fn sampai_habis(body: Body) -> Option<String> {
    let bytes = tokio::time::timeout(Duration::from_secs(5), body.collect()).await.ok()?.unwrap().to_bytes();
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

async fn a_full_server_asks_streams_to_come_back_later(app: &TestApp) {
    let mut terbuka = Vec::new();
    for username in ["mahasiswa", "dosen", "operator"] {
        let res = buka(app, &app.login(username).await).await;
        assert_eq!(res.status(), StatusCode::OK);
        terbuka.push(res);
    }
    let mhs2 = app.login("24010109").await;
    let penuh = buka(app, &mhs2).await;
    assert_eq!(penuh.status(), StatusCode::OK, "EventSource reconnects after a 200 that ends, not after an error");
    let teks = sampai_habis(penuh.into_body()).await.expect("the answer of a full server ends at once");
    let retry: u64 = teks.lines().find_map(|l| l.strip_prefix("retry:")).expect("a retry field").trim().parse().unwrap();
    assert!((15_000..45_000).contains(&retry), "{retry}");
    assert!(!teks.contains("event: time"), "{teks}");
    // A stream that ends gives its place back.
    drop(terbuka.pop());
    let mut body = buka(app, &mhs2).await.into_body();
    let frame = tokio::time::timeout(Duration::from_secs(5), body.frame()).await.expect("a stream again").unwrap().unwrap();
    assert!(String::from_utf8_lossy(&frame.into_data().unwrap()).contains("sistem"));
}

/// Four connections: three streams fill the process's total, and the fourth
/// still loads a page (without the total, a fourth stream would have taken it).
async fn pages_load_while_streams_fill_the_server(app: &TestApp) {
    let options = lms::server::ServeOptions { max_connections: 4, ..Default::default() };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(lms::server::serve(listener, app.router.clone(), options, async {
        let _ = stopped.await;
    }));
    let mhs = app.login("mahasiswa").await;
    let minta = |path: &str| format!("GET {path} HTTP/1.1\r\nHost: lms\r\nCookie: lms_sesi={}\r\n\r\n", mhs.cookie);

    let mut aliran = Vec::new();
    for _ in 0..3 {
        let mut s = TcpStream::connect(address).await.unwrap();
        s.write_all(minta("/lms/events?stream=sistem").as_bytes()).await.unwrap();
        let mut buf = [0u8; 512];
        let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut buf)).await.expect("a stream answers").unwrap();
        assert!(buf[..n].starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&buf[..n]));
        aliran.push(s);
    }
    // The fourth is answered with a retry and ends (the chunked body's last chunk).
    let mut keempat = TcpStream::connect(address).await.unwrap();
    keempat.write_all(minta("/lms/events?stream=sistem").as_bytes()).await.unwrap();
    let mut jawab = Vec::new();
    let selesai = async {
        let mut buf = [0u8; 512];
        while !jawab.ends_with(b"\r\n0\r\n\r\n") {
            let n = keempat.read(&mut buf).await.unwrap();
            assert!(n > 0, "closed before the answer ended");
            jawab.extend_from_slice(&buf[..n]);
        }
    };
    tokio::time::timeout(Duration::from_secs(5), selesai).await.expect("the fourth stream's answer ends at once");
    assert!(String::from_utf8_lossy(&jawab).contains("retry:"));
    drop(keempat);
    let halaman = async {
        let mut s = TcpStream::connect(address).await.unwrap();
        s.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nConnection: close\r\n\r\n").await.unwrap();
        let mut jawab = Vec::new();
        s.read_to_end(&mut jawab).await.unwrap();
        jawab
    };
    let jawab = tokio::time::timeout(Duration::from_secs(5), halaman).await.expect("a page is served while streams are full");
    assert!(jawab.starts_with(b"HTTP/1.1 200"));
    drop(aliran);
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(15), server).await.expect("shutdown").unwrap().unwrap();
}
