//! The pool against small hand-written bundles: renders, errors, time-outs and
//! runtime replacement.

use std::time::{Duration, Instant};

use ssr::{PoolConfig, RenderError, SsrPool};

const BUNDLE: &str = r#"
globalThis.renderPage = (url, propsJson) => {
  const props = JSON.parse(propsJson);
  if (props.mode === "throw") throw new Error("boom in render");
  if (props.mode === "loop") { for (;;) {} }
  if (props.mode === "poison") { globalThis.poisoned = true; throw new Error("poisoned"); }
  const enc = new TextDecoder().decode(new TextEncoder().encode("é✓"));
  return `<p data-url="${url}">${props.text}|${enc}|${globalThis.poisoned ? "dirty" : "clean"}</p>`;
};
"#;

fn config(workers: usize) -> PoolConfig {
    PoolConfig { workers, time_limit: Duration::from_millis(300), cache_entries: 0 }
}

#[tokio::test(flavor = "multi_thread")]
async fn renders_with_props_and_utf8() {
    let pool = SsrPool::start(BUNDLE.into(), config(2)).unwrap();
    let html = pool.render("/kelas?page=2", r#"{"text":"Halo"}"#).await.unwrap();
    assert_eq!(html, r#"<p data-url="/kelas?page=2">Halo|é✓|clean</p>"#);
}

#[tokio::test(flavor = "multi_thread")]
async fn exception_is_an_error_and_runtime_is_replaced() {
    let pool = SsrPool::start(BUNDLE.into(), config(1)).unwrap();
    let err = pool.render("/", r#"{"mode":"poison"}"#).await.unwrap_err();
    assert!(matches!(err, RenderError::Js(ref m) if m.contains("poisoned")), "{err:?}");
    assert_eq!(pool.runtimes_replaced(), 1);
    // The single worker now runs a fresh runtime: no state from the failed render.
    let html = pool.render("/", r#"{"text":"lagi"}"#).await.unwrap();
    assert!(html.contains("lagi|é✓|clean"), "{html}");
}

#[tokio::test(flavor = "multi_thread")]
async fn endless_render_times_out_and_pool_keeps_serving() {
    let pool = SsrPool::start(BUNDLE.into(), config(1)).unwrap();
    let started = Instant::now();
    let err = pool.render("/", r#"{"mode":"loop"}"#).await.unwrap_err();
    assert!(matches!(err, RenderError::Timeout(_)), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(5));
    let html = pool.render("/", r#"{"text":"pulih"}"#).await.unwrap();
    assert!(html.contains("pulih"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bundle_without_render_page_fails_at_start() {
    let err = SsrPool::start("globalThis.x = 1;".into(), config(1)).err().expect("must fail");
    assert!(err.to_string().contains("renderPage"), "{err}");
}

#[tokio::test(flavor = "multi_thread")]
async fn cache_answers_identical_inputs() {
    let pool = SsrPool::start(BUNDLE.into(), PoolConfig { cache_entries: 8, ..config(1) }).unwrap();
    let a = pool.render("/", r#"{"text":"x"}"#).await.unwrap();
    let b = pool.render("/", r#"{"text":"x"}"#).await.unwrap();
    assert_eq!(a, b);
}
