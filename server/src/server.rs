//! The listener: accepts TCP connections and serves HTTP/1.1 on each with
//! hyper directly, because `axum::serve` sets no timer and so cannot time out
//! a client that sends its request head slowly (slowloris: 1,000 half-sent
//! heads held 1,000 connections open for as long as the clients liked).
//!
//! Every connection must deliver a complete request head within
//! `header_read_timeout`, the first one and each further one on a kept-alive
//! connection (hyper restarts the timer when the connection goes idle), so an
//! idle keep-alive connection is also closed after that time. Answers that
//! stream for long (SSE) are not affected: the timer only runs while a head
//! is awaited.
//!
//! A request body gets its own timer (issue 31): when no byte of it arrives
//! for `body_read_timeout` the request is answered 408 and the connection
//! closed, so a client announcing a large body and sending one byte no
//! longer holds its connection for as long as it likes. An upload that keeps
//! sending, however slowly, is never cut. And at most `max_connections` are
//! served at once: the next client waits in the kernel's accept queue until
//! one ends, instead of the process running out of file descriptors.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::http::header::CONNECTION;
use axum::http::{HeaderValue, Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::{BoxError, Router};
use hyper::body::{Body, Frame, Incoming, SizeHint};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tower::ServiceExt;

use crate::error::{AppError, KodeGalat};

#[derive(Clone, Copy, Debug)]
pub struct ServeOptions {
    pub header_read_timeout: Duration,
    /// A request body that sends nothing for this long fails (408).
    pub body_read_timeout: Duration,
    /// Connections served at once.
    pub max_connections: usize,
    /// How long a graceful shutdown waits for open answers (SSE streams
    /// never end by themselves).
    pub shutdown_grace: Duration,
}

impl Default for ServeOptions {
    fn default() -> Self {
        Self {
            header_read_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(30),
            max_connections: crate::config::max_connections_default(),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// Serves `router` on `listener` until `shutdown` completes, then stops
/// accepting, lets open connections finish their current answer (at most
/// `shutdown_grace`) and returns. Handlers see the peer address as
/// `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    options: ServeOptions,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(options.header_read_timeout).keep_alive(true);
    let (closing, closing_rx) = tokio::sync::watch::channel(false);
    tokio::pin!(shutdown);
    let slots = Arc::new(Semaphore::new(options.max_connections));
    loop {
        let (stream, peer, slot) = tokio::select! {
            accepted = accept(&listener, &slots) => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors and the like: do not spin.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            _ = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let body_timeout = options.body_read_timeout;
        let service = TowerToHyperService::new(tower::service_fn(move |req: Request<Incoming>| {
            let (parts, body) = req.into_parts();
            let timed_out = Arc::new(AtomicBool::new(false));
            let body = TimedBody { inner: body, limit: body_timeout, sleep: None, timed_out: timed_out.clone() };
            let mut req = Request::from_parts(parts, body);
            req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
            let answer = router.clone().oneshot(req);
            async move {
                let res = answer.await?;
                Ok::<_, Infallible>(if timed_out.load(Ordering::Relaxed) { body_timed_out(body_timeout, res) } else { res })
            }
        }));
        let http = http.clone();
        let mut closing = closing_rx.clone();
        tokio::spawn(async move {
            let _slot = slot;
            let connection = http.serve_connection(TokioIo::new(stream), service).with_upgrades();
            tokio::pin!(connection);
            tokio::select! {
                result = connection.as_mut() => log_end(result),
                _ = async { drop(closing.wait_for(|c| *c).await) } => {
                    connection.as_mut().graceful_shutdown();
                    log_end(connection.await);
                }
            }
        });
    }
    drop(listener);
    drop(closing_rx);
    let _ = closing.send(true);
    // Every connection task holds a receiver until it ends.
    let _ = tokio::time::timeout(options.shutdown_grace, closing.closed()).await;
    Ok(())
}

/// A free connection slot first, then the next connection: beyond
/// `max_connections` new clients wait in the kernel's queue, not in ours.
async fn accept(listener: &TcpListener, slots: &Arc<Semaphore>) -> std::io::Result<(TcpStream, SocketAddr, OwnedSemaphorePermit)> {
    let slot = slots.clone().acquire_owned().await.expect("the semaphore is never closed");
    let (stream, peer) = listener.accept().await?;
    Ok((stream, peer, slot))
}

/// The 408 in place of the router's answer `dari` (whatever the handler made
/// of the failed body), keeping that answer's headers the layers set: the
/// request id and the security headers.
fn body_timed_out(limit: Duration, dari: Response) -> Response {
    let message = format!(
        "Isi permintaan berhenti terkirim selama {} detik. Periksa koneksi internet Anda, lalu kirim ulang.",
        limit.as_secs().max(1)
    );
    let mut res = AppError::new(StatusCode::REQUEST_TIMEOUT, KodeGalat::WaktuHabis, message).into_response();
    use axum::http::header::{CONTENT_DISPOSITION, CONTENT_ENCODING, CONTENT_LENGTH, CONTENT_TYPE, SET_COOKIE, TRANSFER_ENCODING};
    // Not the ones that describe the discarded body (a wrong length breaks the connection) or a session.
    let tentang_isi = [CONTENT_LENGTH, CONTENT_TYPE, CONTENT_ENCODING, CONTENT_DISPOSITION, TRANSFER_ENCODING, SET_COOKIE];
    for (name, value) in dari.headers() {
        if !res.headers().contains_key(name) && !tentang_isi.contains(name) {
            res.headers_mut().append(name.clone(), value.clone());
        }
    }
    // The rest of the body may still come: this connection is done.
    res.headers_mut().insert(CONNECTION, HeaderValue::from_static("close"));
    res
}

/// A request body that fails once nothing has arrived for `limit`; the timer
/// restarts with every frame, so only a stalled body is cut, not a slow one.
struct TimedBody {
    inner: Incoming,
    limit: Duration,
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
    timed_out: Arc<AtomicBool>,
}

impl Body for TimedBody {
    type Data = <Incoming as Body>::Data;
    type Error = BoxError;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = &mut *self;
        if let Poll::Ready(frame) = Pin::new(&mut this.inner).poll_frame(cx) {
            this.sleep = None;
            return Poll::Ready(frame.map(|f| f.map_err(BoxError::from)));
        }
        let limit = this.limit;
        let sleep = this.sleep.get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        if sleep.as_mut().poll(cx).is_pending() {
            return Poll::Pending;
        }
        this.timed_out.store(true, Ordering::Relaxed);
        Poll::Ready(Some(Err("request body timed out".into())))
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

fn log_end(result: Result<(), hyper::Error>) {
    if let Err(e) = result {
        // Timeouts and clients going away are routine; worth a debug line.
        tracing::debug!(error = %e, "connection ended");
    }
}
