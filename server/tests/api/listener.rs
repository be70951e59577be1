//! The real listener (`lms::server::serve`) on an ephemeral port: a client
//! that sends half a request head, or keeps an idle connection, is cut off
//! after the header timeout (slowloris); one that stops sending a body it
//! announced is answered 408 after the body timeout, while a slow body that
//! keeps coming is served; and beyond the connection cap new clients wait
//! until a connection ends (issue 31).

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(slow_request_heads_are_cut_off, stalled_bodies_are_answered_408, connections_beyond_the_cap_wait);

const TIMEOUT: Duration = Duration::from_secs(1);

/// Reads until the peer closes; None if it is still open after `limit`.
async fn read_to_close(stream: &mut TcpStream, limit: Duration) -> Option<Vec<u8>> {
    let mut all = Vec::new();
    let mut buf = [0u8; 4096];
    let deadline = Instant::now() + limit;
    loop {
        match tokio::time::timeout_at(deadline.into(), stream.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(all),
            Ok(Ok(n)) => all.extend_from_slice(&buf[..n]),
        }
    }
}

async fn slow_request_heads_are_cut_off(app: &TestApp) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let options = lms::server::ServeOptions { header_read_timeout: TIMEOUT, shutdown_grace: Duration::from_secs(2), ..Default::default() };
    let server = tokio::spawn(lms::server::serve(listener, app.router.clone(), options, async {
        let _ = stopped.await;
    }));

    // A whole request is answered, through the same middleware.
    let mut ok = TcpStream::connect(address).await.unwrap();
    ok.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nConnection: close\r\n\r\n").await.unwrap();
    let answer = String::from_utf8(read_to_close(&mut ok, Duration::from_secs(10)).await.expect("closed after the answer")).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.to_lowercase().contains("x-content-type-options: nosniff"), "{answer}");

    // Fifty clients each send half a request head and then nothing.
    let started = Instant::now();
    let mut slow = Vec::new();
    for _ in 0..50 {
        let mut s = TcpStream::connect(address).await.unwrap();
        s.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nX-Lambat: ").await.unwrap();
        slow.push(s);
    }
    for s in &mut slow {
        let rest = read_to_close(s, Duration::from_secs(5)).await;
        assert!(rest.is_some(), "a half-sent head kept its connection open for 5 s");
    }
    let took = started.elapsed();
    assert!(took >= TIMEOUT - Duration::from_millis(100), "cut off before the timeout: {took:?}");
    assert!(took < TIMEOUT + Duration::from_secs(3), "cut off too late: {took:?}");

    // Idle after an answer on a kept-alive connection: closed too.
    let mut idle = TcpStream::connect(address).await.unwrap();
    idle.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\n\r\n").await.unwrap();
    let sent = Instant::now();
    let answer = read_to_close(&mut idle, Duration::from_secs(5)).await.expect("an idle keep-alive connection is closed");
    assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"));
    assert!(sent.elapsed() >= TIMEOUT - Duration::from_millis(100), "kept alive until the timeout, not closed at once");

    // A new client is still served, and the server stops when asked.
    let mut after = TcpStream::connect(address).await.unwrap();
    after.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nConnection: close\r\n\r\n").await.unwrap();
    assert!(read_to_close(&mut after, Duration::from_secs(10)).await.unwrap().starts_with(b"HTTP/1.1 200"));
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(5), server).await.expect("graceful shutdown").unwrap().unwrap();
}

/// The app served on an ephemeral port with `options`; send on the channel to stop it.
async fn serve(
    app: &TestApp,
    options: lms::server::ServeOptions,
) -> (std::net::SocketAddr, tokio::sync::oneshot::Sender<()>, tokio::task::JoinHandle<std::io::Result<()>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(lms::server::serve(listener, app.router.clone(), options, async {
        let _ = stopped.await;
    }));
    (address, stop, server)
}

const LOGIN: &[u8] = br#"{"username":"mahasiswa","password":"demo123"}"#;

fn login_head(length: usize) -> String {
    format!(
        "POST /v2/access_token HTTP/1.1\r\nHost: lms\r\ncollege-id: 1\r\nContent-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    )
}

async fn stalled_bodies_are_answered_408(app: &TestApp) {
    let options = lms::server::ServeOptions { body_read_timeout: TIMEOUT, ..Default::default() };
    let (address, stop, server) = serve(app, options).await;

    // A login announcing 100,000 bytes that sends one.
    let mut stalled = TcpStream::connect(address).await.unwrap();
    stalled.write_all(format!("{}{{", login_head(100_000)).as_bytes()).await.unwrap();
    let sent = Instant::now();
    let answer = read_to_close(&mut stalled, Duration::from_secs(5)).await.expect("a stalled body kept its connection open for 5 s");
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("Isi permintaan berhenti terkirim"), "{answer}");
    // Answered like every other answer: traceable and with the security headers.
    let kepala = answer.to_ascii_lowercase();
    for name in ["x-request-id:", "x-content-type-options: nosniff", "referrer-policy:", "cache-control: private, no-store"] {
        assert!(kepala.contains(name), "the 408 lacks {name}: {answer}");
    }
    assert!(sent.elapsed() >= TIMEOUT - Duration::from_millis(100), "cut before the timeout");

    // The same login sent 3 bytes every 200 ms (3 s in all, three times the
    // timeout) keeps resetting the timer and is served.
    let mut slow = TcpStream::connect(address).await.unwrap();
    slow.write_all(login_head(LOGIN.len()).as_bytes()).await.unwrap();
    for part in LOGIN.chunks(3) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        slow.write_all(part).await.unwrap();
    }
    let mut buf = [0u8; 12];
    tokio::time::timeout(Duration::from_secs(10), slow.read_exact(&mut buf)).await.expect("an answer").unwrap();
    assert_eq!(&buf, b"HTTP/1.1 200");
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(5), server).await.expect("graceful shutdown").unwrap().unwrap();
}

async fn connections_beyond_the_cap_wait(app: &TestApp) {
    let options = lms::server::ServeOptions { max_connections: 3, ..Default::default() };
    let (address, stop, server) = serve(app, options).await;
    let mut idle = Vec::new();
    for _ in 0..3 {
        idle.push(TcpStream::connect(address).await.unwrap());
    }
    // The fourth is accepted by the kernel but not served while three are open.
    let mut fourth = TcpStream::connect(address).await.unwrap();
    fourth.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut buf = [0u8; 12];
    assert!(
        tokio::time::timeout(Duration::from_millis(800), fourth.read_exact(&mut buf)).await.is_err(),
        "a fourth connection was served beyond the cap of three"
    );
    // One idle client leaves: the waiting one is served.
    drop(idle.pop());
    let answer = read_to_close(&mut fourth, Duration::from_secs(5)).await.expect("served once a connection ended");
    assert!(answer.starts_with(b"HTTP/1.1 200"), "{}", String::from_utf8_lossy(&answer));
    drop(idle);
    for _ in 0..5 {
        let mut after = TcpStream::connect(address).await.unwrap();
        after.write_all(b"GET /healthz HTTP/1.1\r\nHost: lms\r\nConnection: close\r\n\r\n").await.unwrap();
        assert!(read_to_close(&mut after, Duration::from_secs(5)).await.unwrap().starts_with(b"HTTP/1.1 200"));
    }
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(5), server).await.expect("graceful shutdown").unwrap().unwrap();
}
