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

use std::future::Future;
use std::net::SocketAddr;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::ServiceExt;

#[derive(Clone, Copy, Debug)]
pub struct ServeOptions {
    pub header_read_timeout: Duration,
    /// How long a graceful shutdown waits for open answers (SSE streams
    /// never end by themselves).
    pub shutdown_grace: Duration,
}

impl Default for ServeOptions {
    fn default() -> Self {
        Self { header_read_timeout: Duration::from_secs(10), shutdown_grace: Duration::from_secs(10) }
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
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
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
        let service = TowerToHyperService::new(router.clone().map_request(move |mut req: axum::http::Request<Incoming>| {
            req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
            req
        }));
        let http = http.clone();
        let mut closing = closing_rx.clone();
        tokio::spawn(async move {
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

fn log_end(result: Result<(), hyper::Error>) {
    if let Err(e) = result {
        // Timeouts and clients going away are routine; worth a debug line.
        tracing::debug!(error = %e, "connection ended");
    }
}
