//! The QuickJS side of the SSR benchmark (bench/ssr/run.mjs runs it beside Node's).
//!
//! It lives in the library so the release server runs it (`lms bench-ssr …`): the
//! benchmark then measures the very binary that serves, and nothing is compiled again.
//! The investigations on bare runtimes (`--experiments`) stay in `examples/bench.rs`.
//!
//!   lms bench-ssr <bundle> <fixtures-dir> [iterations] [--warmup N] [--html-out DIR]
//!       [--startup-runs N] [--only CASE] [--mode pool|startup|renders]
//!
//! Fixtures come from bench/ssr/fixtures.mjs: `<dir>/cases.json` lists
//! `{case, file, url, iterations_scale}`; each file is the props JSON, passed as is.
//!
//! Modes (each prints one JSON line per measurement):
//! - `pool` (default): `SsrPool::start` with 1 worker (start-up time), then per case
//!   `render_uncached` latency (after a warm-up) and the render-cache hit time of `render`.
//!   With `--html-out`, each case's HTML goes to `DIR/<case>.quickjs.html`.
//! - `startup`: only the start-up runs (the runner uses it with `V82JSC_NO_BC_CACHE=1`).
//! - `renders`: one pool, then exactly `iterations` renders of each case and nothing
//!   else, no output; for an instruction profile, where a run with 0 renders subtracted
//!   from a run with N leaves the renders' own cost (bench/ssr/profile.mjs).
//!
//! Latency is measured from the caller: a `render_uncached` includes the hop to the
//! worker thread and back, as a request handler sees it.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::{PoolConfig, SsrPool};

#[derive(Debug)]
pub struct Args {
    pub bundle: PathBuf,
    pub fixtures: PathBuf,
    pub iterations: usize,
    pub warmup: usize,
    pub html_out: Option<PathBuf>,
    pub startup_runs: usize,
    pub only: Option<String>,
    pub mode: String,
}

const USAGE: &str = "usage: bench-ssr <bundle> <fixtures-dir> [iterations] [--warmup N] [--html-out DIR] \
                     [--startup-runs N] [--only CASE] [--mode pool|startup|renders|experiments|snapshot]";

fn number(name: &str, value: Option<String>) -> Result<usize, String> {
    value.and_then(|v| v.parse().ok()).ok_or_else(|| format!("{name} takes a whole number\n{USAGE}"))
}

pub fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut pos = Vec::new();
    let (mut warmup, mut startup_runs) = (20, 5);
    let (mut html_out, mut only, mut mode) = (None, None, "pool".to_string());
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--warmup" => warmup = number("--warmup", it.next())?,
            "--startup-runs" => startup_runs = number("--startup-runs", it.next())?.max(1),
            "--html-out" => html_out = Some(PathBuf::from(it.next().ok_or(USAGE)?)),
            "--only" => only = Some(it.next().ok_or(USAGE)?),
            "--mode" => mode = it.next().ok_or(USAGE)?,
            _ if a.starts_with("--") => return Err(format!("unknown option {a}\n{USAGE}")),
            _ => pos.push(a),
        }
    }
    let [bundle, fixtures, rest @ ..] = pos.as_slice() else { return Err(USAGE.into()) };
    let iterations = match rest.first() {
        Some(n) => number("iterations", Some(n.clone()))?,
        None => 200,
    };
    Ok(Args { bundle: bundle.into(), fixtures: fixtures.into(), iterations, warmup, html_out, startup_runs, only, mode })
}

pub struct Case {
    pub name: String,
    pub url: String,
    pub props: String,
    pub iterations: usize,
}

/// The cases of `cases.json`, each with its share of `iterations` (at least 10 when
/// timing; exactly `iterations` for `renders`, which may be 0).
pub fn load_cases(args: &Args) -> anyhow::Result<Vec<Case>> {
    let dir = &args.fixtures;
    let index: Value = serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json"))?)?;
    let mut cases = Vec::new();
    for c in index.as_array().ok_or_else(|| anyhow::anyhow!("cases.json is not an array"))? {
        let field = |k: &str| c[k].as_str().map(str::to_owned).ok_or_else(|| anyhow::anyhow!("cases.json: {k} missing"));
        let name = field("case")?;
        if args.only.as_ref().is_some_and(|o| *o != name) {
            continue;
        }
        let scaled = (args.iterations as f64 * c["iterations_scale"].as_f64().unwrap_or(1.0)).round() as usize;
        let iterations = if args.mode == "renders" { args.iterations } else { scaled.max(10) };
        cases.push(Case { url: field("url")?, props: std::fs::read_to_string(dir.join(field("file")?))?, name, iterations });
    }
    anyhow::ensure!(!cases.is_empty(), "no case to run (check --only)");
    Ok(cases)
}

/// Nearest-rank percentile of ascending samples (same rule as bench/ssr/node.mjs).
fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

pub fn round_ms(x: f64) -> f64 {
    // Four decimals of a millisecond: a render-cache hit takes microseconds.
    (x * 10000.0).round() / 10000.0
}

pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

pub fn summary(samples: &[f64]) -> Value {
    let mut s = samples.to_vec();
    s.sort_by(f64::total_cmp);
    let mean = s.iter().sum::<f64>() / s.len().max(1) as f64;
    json!({
        "iterations": s.len(),
        "p50_ms": round_ms(percentile(&s, 0.5)),
        "p99_ms": round_ms(percentile(&s, 0.99)),
        "mean_ms": round_ms(mean),
        "min_ms": round_ms(s[0]),
    })
}

/// Prints `base` with `extra`'s fields added, as one JSON line.
pub fn emit(mut base: Value, extra: Value) {
    if let (Some(b), Some(e)) = (base.as_object_mut(), extra.as_object()) {
        for (k, v) in e {
            b.insert(k.clone(), v.clone());
        }
    }
    println!("{base}");
}

pub fn bc_cache_label() -> &'static str {
    if std::env::var_os("V82JSC_NO_BC_CACHE").is_some() {
        "off"
    } else {
        "on"
    }
}

fn pool_config(cache_entries: usize) -> PoolConfig {
    PoolConfig { workers: 1, time_limit: Duration::from_secs(30), cache_entries }
}

fn measure_startup(bundle: &str, runs: usize) -> anyhow::Result<()> {
    let mut samples = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let pool = SsrPool::start(bundle.to_string(), pool_config(0))?;
        samples.push(ms(t.elapsed()));
        drop(pool);
    }
    let runs_ms: Vec<f64> = samples.iter().map(|x| round_ms(*x)).collect();
    emit(json!({"case": "startup", "engine": "quickjs", "bytecode_cache": bc_cache_label(), "runs_ms": runs_ms}), summary(&samples));
    Ok(())
}

fn write_html(dir: &Path, case: &str, html: &str) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join(format!("{case}.quickjs.html")), html)?;
    Ok(())
}

async fn mode_pool(args: &Args, bundle: &str, cases: &[Case]) -> anyhow::Result<()> {
    measure_startup(bundle, args.startup_runs)?;
    let pool = SsrPool::start(bundle.to_string(), pool_config(0))?;
    for c in cases {
        let mut html = String::new();
        for _ in 0..args.warmup {
            html = pool.render_uncached(&c.url, &c.props).await?;
        }
        let mut samples = Vec::with_capacity(c.iterations);
        for _ in 0..c.iterations {
            let t = Instant::now();
            html = pool.render_uncached(&c.url, &c.props).await?;
            samples.push(ms(t.elapsed()));
        }
        anyhow::ensure!(html.contains("<main"), "{}: the page did not render its layout", c.name);
        anyhow::ensure!(!html.contains("An error occurred"), "{}: the error fallback rendered", c.name);
        if let Some(dir) = &args.html_out {
            write_html(dir, &c.name, &html)?;
        }
        emit(json!({"case": c.name, "engine": "quickjs", "html_bytes": html.len(), "bytecode_cache": bc_cache_label()}), summary(&samples));
    }
    anyhow::ensure!(pool.runtimes_replaced() == 0, "a render failed and its runtime was replaced");

    // Render cache: the first `render` renders and stores, the next ones are hits.
    let cached = SsrPool::start(bundle.to_string(), pool_config(16))?;
    for c in cases {
        let first = cached.render(&c.url, &c.props).await?;
        let mut samples = Vec::with_capacity(c.iterations);
        for _ in 0..c.iterations {
            let t = Instant::now();
            std::hint::black_box(cached.render(&c.url, &c.props).await?);
            samples.push(ms(t.elapsed()));
        }
        emit(json!({"case": c.name, "engine": "quickjs-cache-hit", "html_bytes": first.len()}), summary(&samples));
    }
    Ok(())
}

async fn mode_renders(bundle: &str, cases: &[Case]) -> anyhow::Result<()> {
    let pool = SsrPool::start(bundle.to_string(), pool_config(0))?;
    for c in cases {
        for _ in 0..c.iterations {
            std::hint::black_box(pool.render_uncached(&c.url, &c.props).await?);
        }
    }
    Ok(())
}

/// Runs the `pool`, `startup` or `renders` mode.
pub async fn run(args: &Args) -> anyhow::Result<()> {
    let bundle = std::fs::read_to_string(&args.bundle)?;
    let cases = load_cases(args)?;
    match args.mode.as_str() {
        "pool" => mode_pool(args, &bundle, &cases).await,
        "startup" => measure_startup(&bundle, args.startup_runs),
        "renders" => mode_renders(&bundle, &cases).await,
        other => anyhow::bail!("unknown --mode {other} (the experiments run in `cargo run -p ssr --example bench`)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Result<Args, String> {
        parse_args(list.iter().map(|s| s.to_string()))
    }

    #[test]
    fn reads_positions_and_options() {
        let a = args(&["b.js", "fx", "50", "--warmup", "3", "--only", "kelas-5", "--mode", "renders"]).unwrap();
        assert_eq!((a.bundle, a.fixtures), (PathBuf::from("b.js"), PathBuf::from("fx")));
        assert_eq!((a.iterations, a.warmup, a.startup_runs), (50, 3, 5));
        assert_eq!((a.only.as_deref(), a.mode.as_str()), (Some("kelas-5"), "renders"));
        assert_eq!(args(&["b.js", "fx"]).unwrap().iterations, 200);
    }

    #[test]
    fn says_what_is_wrong() {
        assert!(args(&["b.js"]).unwrap_err().starts_with("usage:"));
        assert!(args(&["b.js", "fx", "banyak"]).unwrap_err().starts_with("iterations takes a whole number"));
        assert!(args(&["b.js", "fx", "--warmup"]).unwrap_err().starts_with("--warmup takes a whole number"));
        assert!(args(&["b.js", "fx", "--cepat"]).unwrap_err().starts_with("unknown option --cepat"));
    }

    #[test]
    fn percentiles_are_nearest_rank() {
        let s: Vec<f64> = (1..=100).map(f64::from).collect();
        assert_eq!((percentile(&s, 0.5), percentile(&s, 0.99), percentile(&s, 0.0)), (50.0, 99.0, 1.0));
        assert_eq!(summary(&[2.0, 1.0, 3.0])["p50_ms"], 2.0);
    }
}
