//! /metrics (issue 36): refused to a caller outside LMS_METRICS_NETWORKS without the token;
//! with it, the Prometheus text of this process with the requests just made by route template
//! and status, and the gauges read at the scrape.

use axum::http::StatusCode;
use lms::config::Config;

use crate::both_engines_with;
use crate::common::TestApp;

both_engines_with!(dengan_token; metrics_need_the_network_or_the_token);

fn dengan_token(c: &mut Config) {
    c.metrics_token = Some("rahasia-metrik".into());
}

/// The value of the sample of `nama` whose labels hold every one of `label`.
fn sampel(teks: &str, nama: &str, label: &[&str]) -> Option<f64> {
    teks.lines()
        .filter(|l| l.starts_with(&format!("{nama}{{")) || l.starts_with(&format!("{nama} ")))
        .find(|l| label.iter().all(|x| l.contains(x)))
        .and_then(|l| l.rsplit(' ').next()?.parse().ok())
}

async fn metrics_need_the_network_or_the_token(app: &TestApp) {
    // A test's requests come from no address, so not from the machine itself.
    let tanpa = app.get("/metrics").send().await;
    assert_eq!(tanpa.status, StatusCode::FORBIDDEN, "{}", tanpa.text);
    assert!(tanpa.message().contains("LMS_METRICS_TOKEN"), "{}", tanpa.message());
    let salah = app.get("/metrics").header("authorization", "Bearer tebakan").send().await;
    assert_eq!(salah.status, StatusCode::FORBIDDEN);

    for _ in 0..3 {
        assert_eq!(app.get("/healthz").send().await.status, StatusCode::OK);
    }
    assert_eq!(app.get("/lms/pertemuan/12345").send().await.status, StatusCode::UNAUTHORIZED);
    let res = app.get("/metrics").header("authorization", "Bearer rahasia-metrik").send().await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.text);
    assert!(res.headers["content-type"].to_str().unwrap().starts_with("text/plain"));
    let teks = &res.text;
    let sehat = sampel(teks, "lms_http_requests_total", &[r#"route="/healthz""#, r#"status="200""#, r#"method="GET""#]);
    assert_eq!(sehat, Some(3.0), "{teks}");
    // The route template, not the path: one series for every class id.
    let kelas = sampel(teks, "lms_http_requests_total", &[r#"route="/lms/pertemuan/{id}""#, r#"status="401""#]);
    assert_eq!(kelas, Some(1.0), "{teks}");
    assert!(!teks.contains("12345"), "no path with an id becomes a label");
    assert_eq!(sampel(teks, "lms_http_request_duration_seconds_count", &[r#"route="/healthz""#]), Some(3.0), "{teks}");
    assert!(sampel(teks, "lms_db_pool_connections", &[r#"state="idle""#]).is_some(), "{teks}");
    assert_eq!(sampel(teks, "lms_sse_connections", &[]), Some(0.0), "{teks}");
}
