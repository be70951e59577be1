//! The real listener (`lms::server::serve`) on an ephemeral port: a client
//! that sends half a request head, or keeps an idle connection, is cut off
//! after the header timeout (slowloris).

use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::both_engines;
use crate::common::TestApp;

both_engines!(slow_request_heads_are_cut_off);

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
    let options = lms::server::ServeOptions { header_read_timeout: TIMEOUT, shutdown_grace: Duration::from_secs(2) };
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
