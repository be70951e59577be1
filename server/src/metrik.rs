//! `/metrics` in the Prometheus text format (issue 36), through the `metrics` facade and its
//! Prometheus recorder: requests by route template and status with their latency, the render
//! pool (time, renders in flight, cache hits; recorded by the `ssr` crate), exam answers saved,
//! and at each scrape the database pool, the event streams open on this process and the
//! unfinished background jobs. Readable from `LMS_METRICS_NETWORKS` (default the machine
//! itself) or with `LMS_METRICS_TOKEN`; anyone else gets a 403.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use sha2::{Digest, Sha256};

use crate::client_ip::{ClientIp, Jaringan};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::state::AppState;

/// Latency buckets in seconds: a cached page (1 ms) to a slow export (10 s).
const DETIK: [f64; 14] = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

/// How often histogram samples are folded in when nobody scrapes (bounded memory).
pub const UPKEEP_SETIAP: Duration = Duration::from_secs(5);

static PEGANGAN: OnceLock<Option<PrometheusHandle>> = OnceLock::new();

/// This process's recorder, installed on first use; None if another recorder was installed
/// first (then nothing is recorded here).
pub fn pegangan() -> Option<&'static PrometheusHandle> {
    PEGANGAN
        .get_or_init(|| {
            let pembangun = PrometheusBuilder::new().set_buckets_for_metric(Matcher::Suffix("_seconds".into()), &DETIK).ok()?;
            pembangun.install_recorder().ok()
        })
        .as_ref()
}

/// Installs the recorder and folds histogram samples in every [`UPKEEP_SETIAP`].
pub fn mulai() {
    if let Some(p) = pegangan() {
        tokio::spawn(async move {
            let mut detak = tokio::time::interval(UPKEEP_SETIAP);
            loop {
                detak.tick().await;
                p.run_upkeep();
            }
        });
    }
}

/// Counts every request by method, route template (the page renderer's 'halaman' for the
/// pages and unknown paths) and status, and times it to its answer's head.
pub async fn catat(req: Request, next: Next) -> Response {
    let mulai = Instant::now();
    let rute = req.extensions().get::<MatchedPath>().map_or_else(|| "halaman".to_string(), |p| p.as_str().to_string());
    let metode = req.method().as_str().to_string();
    let res = next.run(req).await;
    let status = res.status().as_u16().to_string();
    metrics::counter!("lms_http_requests_total", "method" => metode.clone(), "route" => rute.clone(), "status" => status).increment(1);
    metrics::histogram!("lms_http_request_duration_seconds", "method" => metode, "route" => rute).record(mulai.elapsed().as_secs_f64());
    res
}

/// Whether the caller at `ip` may read the metrics: one of `jaringan`, or it sends `token`.
fn boleh(jaringan: &Jaringan, token: Option<&str>, ip: &str, authorization: Option<&str>) -> bool {
    let dari_jaringan = ip.parse().is_ok_and(|ip| jaringan.contains(ip));
    let dengan_token = match (token, authorization.and_then(|v| v.strip_prefix("Bearer "))) {
        // Compared as digests: equal length, no early exit on the first differing byte.
        (Some(token), Some(diberi)) => Sha256::digest(token.as_bytes()) == Sha256::digest(diberi.trim().as_bytes()),
        _ => false,
    };
    dari_jaringan || dengan_token
}

pub async fn halaman(State(state): State<AppState>, ClientIp(ip): ClientIp, req: Request) -> AppResult<Response> {
    let authorization = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
    if !boleh(&state.config.metrics_networks, state.config.metrics_token.as_deref(), &ip, authorization) {
        return Err(AppError::new(
            StatusCode::FORBIDDEN,
            KodeGalat::AksesDitolak,
            "Metrik hanya dapat dibaca dari jaringan LMS_METRICS_NETWORKS atau dengan token LMS_METRICS_TOKEN.",
        ));
    }
    let Some(p) = pegangan() else {
        return Err(AppError::internal());
    };
    catat_keadaan(&state).await?;
    p.run_upkeep();
    Ok(([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], p.render()).into_response())
}

/// The gauges read at a scrape: the database pool, the event streams, the unfinished jobs.
async fn catat_keadaan(state: &AppState) -> AppResult<()> {
    let menganggur = u32::try_from(state.db.num_idle()).unwrap_or(u32::MAX);
    metrics::gauge!("lms_db_pool_connections", "state" => "idle").set(menganggur);
    metrics::gauge!("lms_db_pool_connections", "state" => "used").set(state.db.size().saturating_sub(menganggur));
    metrics::gauge!("lms_sse_connections").set(state.aliran.jumlah_semua() as f64);
    for (jenis, antri, berjalan) in crate::pekerjaan_latar::store::belum_selesai(&state.db).await? {
        metrics::gauge!("lms_background_jobs", "jenis" => jenis.clone(), "status" => "antri").set(antri as f64);
        metrics::gauge!("lms_background_jobs", "jenis" => jenis, "status" => "berjalan").set(berjalan as f64);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_machine_itself_or_the_token() {
        let lokal = Jaringan::parse("127.0.0.1, ::1").unwrap();
        assert!(boleh(&lokal, None, "127.0.0.1", None));
        assert!(boleh(&lokal, None, "::1", None));
        assert!(!boleh(&lokal, None, "10.1.2.3", None));
        assert!(!boleh(&lokal, None, "", None), "no address known: not the machine");
        assert!(boleh(&lokal, Some("rahasia"), "10.1.2.3", Some("Bearer rahasia")));
        assert!(!boleh(&lokal, Some("rahasia"), "10.1.2.3", Some("Bearer rahasi")));
        assert!(!boleh(&lokal, None, "10.1.2.3", Some("Bearer ")), "no token configured opens nothing");
    }
}
