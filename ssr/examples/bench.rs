//! SSR benchmark, QuickJS side (the Node side is bench/ssr/node.mjs; bench/ssr/run.mjs
//! runs both and prints the comparison).
//!
//!   cargo run --release -p ssr --example bench -- <bundle> <fixtures-dir> [iterations]
//!       [--warmup N] [--html-out DIR] [--startup-runs N] [--mode pool|startup|experiments|snapshot]
//!
//! Fixtures come from bench/ssr/fixtures.mjs: `<dir>/cases.json` lists
//! `{case, file, url, iterations_scale}`; each file is the props JSON, passed as is.
//!
//! Modes (each prints one JSON line per measurement):
//! - `pool` (default): `SsrPool::start` with 1 worker (start-up time), then per case
//!   `render_uncached` latency (after a warm-up) and the render-cache hit time of `render`.
//!   With `--html-out`, each case's HTML goes to `DIR/<case>.quickjs.html`.
//! - `startup`: only the start-up runs (the runner uses it with `V82JSC_NO_BC_CACHE=1`;
//!   in `pool` mode the first start-up in a fresh `V82JSC_BC_CACHE_DIR` is the cold one).
//! - `experiments`: bare `deno_core` runtimes, built as ssr/src/worker.rs builds them
//!   today (bundle via `execute_script`, render via a generated `renderPage("...", "...")`
//!   script) and as bench/ssr/code-cache.patch proposes (bundle as an ES module, render
//!   via `v8::Function::call`): start-up split into its parts, render-call cost, bytecode
//!   files written per render, microtasks queued per render.
//! - `snapshot`: tries a deno_core start-up snapshot of polyfill + bundle.
//!
//! Latency is measured from the caller: a `render_uncached` includes the hop to the
//! worker thread and back, as a request handler sees it.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use deno_core::{v8, JsRuntime, RuntimeOptions};
use serde_json::{json, Value};
use ssr::{PoolConfig, SsrPool};

const POLYFILL: &str = include_str!("../src/polyfill.js");

struct Args {
    bundle: PathBuf,
    fixtures: PathBuf,
    iterations: usize,
    warmup: usize,
    html_out: Option<PathBuf>,
    startup_runs: usize,
    mode: String,
}

fn parse_args() -> Args {
    let mut pos = Vec::new();
    let mut warmup = 20;
    let mut html_out = None;
    let mut startup_runs = 5;
    let mut mode = "pool".to_string();
    let mut it = std::env::args().skip(1);
    while let Some(a) = it.next() {
        match a.as_str() {
            "--warmup" => warmup = it.next().and_then(|v| v.parse().ok()).expect("--warmup N"),
            "--html-out" => html_out = it.next().map(PathBuf::from),
            "--startup-runs" => startup_runs = it.next().and_then(|v| v.parse().ok()).expect("--startup-runs N"),
            "--mode" => mode = it.next().expect("--mode NAME"),
            _ => pos.push(a),
        }
    }
    if pos.len() < 2 {
        eprintln!(
            "usage: bench <bundle> <fixtures-dir> [iterations] [--warmup N] [--html-out DIR] \
             [--startup-runs N] [--mode pool|startup|experiments|snapshot]"
        );
        std::process::exit(2);
    }
    Args {
        bundle: PathBuf::from(&pos[0]),
        fixtures: PathBuf::from(&pos[1]),
        iterations: pos.get(2).map(|v| v.parse().expect("iterations")).unwrap_or(200),
        warmup,
        html_out,
        startup_runs,
        mode,
    }
}

struct Case {
    name: String,
    url: String,
    props: String,
    iterations: usize,
}

fn load_cases(dir: &Path, iterations: usize) -> Vec<Case> {
    let index: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("cases.json")).expect("cases.json")).expect("cases.json is JSON");
    index
        .as_array()
        .expect("cases.json is an array")
        .iter()
        .map(|c| {
            let scale = c["iterations_scale"].as_f64().unwrap_or(1.0);
            Case {
                name: c["case"].as_str().expect("case").to_string(),
                url: c["url"].as_str().expect("url").to_string(),
                props: std::fs::read_to_string(dir.join(c["file"].as_str().expect("file"))).expect("fixture"),
                iterations: ((iterations as f64 * scale).round() as usize).max(10),
            }
        })
        .collect()
}

/// Nearest-rank percentile of ascending samples (same rule as bench/ssr/node.mjs).
fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn round_ms(x: f64) -> f64 {
    // Four decimals of a millisecond: a render-cache hit takes microseconds.
    (x * 10000.0).round() / 10000.0
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn summary(samples: &[f64]) -> Value {
    let mut s = samples.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let mean = s.iter().sum::<f64>() / s.len() as f64;
    json!({
        "iterations": s.len(),
        "p50_ms": round_ms(percentile(&s, 0.5)),
        "p99_ms": round_ms(percentile(&s, 0.99)),
        "mean_ms": round_ms(mean),
        "min_ms": round_ms(s[0]),
    })
}

fn emit(mut base: Value, extra: Value) {
    if let (Some(b), Some(e)) = (base.as_object_mut(), extra.as_object()) {
        for (k, v) in e {
            b.insert(k.clone(), v.clone());
        }
    }
    println!("{base}");
}

fn pool_config(cache_entries: usize) -> PoolConfig {
    PoolConfig { workers: 1, time_limit: Duration::from_secs(30), cache_entries }
}

fn bc_cache_label() -> &'static str {
    if std::env::var_os("V82JSC_NO_BC_CACHE").is_some() {
        "off"
    } else {
        "on"
    }
}

fn measure_startup(bundle: &str, runs: usize) {
    let mut samples = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let pool = SsrPool::start(bundle.to_string(), pool_config(0)).expect("pool starts");
        samples.push(ms(t.elapsed()));
        drop(pool);
    }
    let runs_ms: Vec<f64> = samples.iter().map(|x| round_ms(*x)).collect();
    emit(json!({"case": "startup", "engine": "quickjs", "bytecode_cache": bc_cache_label(), "runs_ms": runs_ms}), summary(&samples));
}

fn mode_pool(args: &Args, bundle: &str, cases: &[Case]) {
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build().unwrap();
    measure_startup(bundle, args.startup_runs);

    let pool = SsrPool::start(bundle.to_string(), pool_config(0)).expect("pool starts");
    if let Some(dir) = &args.html_out {
        std::fs::create_dir_all(dir).expect("html-out dir");
    }
    for c in cases {
        let mut html = String::new();
        for _ in 0..args.warmup {
            html = rt.block_on(pool.render_uncached(&c.url, &c.props)).expect("render");
        }
        let mut samples = Vec::with_capacity(c.iterations);
        for _ in 0..c.iterations {
            let t = Instant::now();
            html = rt.block_on(pool.render_uncached(&c.url, &c.props)).expect("render");
            samples.push(ms(t.elapsed()));
        }
        assert!(html.contains("<main"), "{}: the page did not render its layout", c.name);
        assert!(!html.contains("An error occurred"), "{}: the error fallback rendered", c.name);
        if let Some(dir) = &args.html_out {
            std::fs::write(dir.join(format!("{}.quickjs.html", c.name)), &html).expect("write html");
        }
        emit(json!({"case": c.name, "engine": "quickjs", "html_bytes": html.len(), "bytecode_cache": bc_cache_label()}), summary(&samples));
    }
    assert_eq!(pool.runtimes_replaced(), 0, "a render failed and its runtime was replaced");

    // Render cache: the first `render` renders and stores, the next ones are hits.
    let cached = SsrPool::start(bundle.to_string(), pool_config(16)).expect("pool starts");
    for c in cases {
        let first = rt.block_on(cached.render(&c.url, &c.props)).expect("render");
        let mut samples = Vec::with_capacity(c.iterations);
        for _ in 0..c.iterations {
            let t = Instant::now();
            let hit = rt.block_on(cached.render(&c.url, &c.props)).expect("render");
            samples.push(ms(t.elapsed()));
            debug_assert_eq!(hit.len(), first.len());
        }
        emit(json!({"case": c.name, "engine": "quickjs-cache-hit", "html_bytes": first.len()}), summary(&samples));
    }
}

// ---------------------------------------------------------------------------------
// Experiments on bare runtimes, built the way ssr/src/worker.rs builds them.

fn new_runtime(bundle: &str) -> (JsRuntime, [f64; 3]) {
    let t0 = Instant::now();
    let mut runtime = JsRuntime::new(RuntimeOptions::default());
    let t1 = Instant::now();
    runtime.execute_script("<ssr-polyfill>", POLYFILL).expect("polyfill");
    let t2 = Instant::now();
    runtime.execute_script("<ssr-bundle>", bundle.to_owned()).expect("bundle");
    let t3 = Instant::now();
    (runtime, [ms(t1 - t0), ms(t2 - t1), ms(t3 - t2)])
}

/// The bundle loaded as an ES module instead of a classic script: the QuickJS backend
/// compiles a classic script twice (a syntax check in `Script::compile`, then again in
/// `Script::run` unless its on-disk bytecode cache has it), a module once.
fn new_runtime_module(rt: &tokio::runtime::Runtime, bundle: &str) -> (JsRuntime, [f64; 3]) {
    let t0 = Instant::now();
    let mut runtime = JsRuntime::new(RuntimeOptions::default());
    let t1 = Instant::now();
    runtime.execute_script("<ssr-polyfill>", POLYFILL).expect("polyfill");
    let t2 = Instant::now();
    let specifier = deno_core::ModuleSpecifier::parse("file:///ssr/entry-server.js").unwrap();
    rt.block_on(async {
        let id = runtime.load_side_es_module_from_code(&specifier, bundle.to_owned()).await.expect("load module");
        let eval = runtime.mod_evaluate(id);
        runtime.run_event_loop(Default::default()).await.expect("event loop");
        eval.await.expect("evaluate module");
    });
    let t3 = Instant::now();
    (runtime, [ms(t1 - t0), ms(t2 - t1), ms(t3 - t2)])
}

fn to_string(runtime: &mut JsRuntime, value: v8::Global<v8::Value>) -> String {
    deno_core::scope!(scope, runtime);
    let local = v8::Local::new(scope, value);
    local.to_rust_string_lossy(scope)
}

/// What ssr/src/worker.rs does today: the call travels as a generated script.
fn render_script(runtime: &mut JsRuntime, url: &str, props: &str) -> String {
    let code = format!("globalThis.renderPage({}, {})", serde_json::to_string(url).unwrap(), serde_json::to_string(props).unwrap());
    let value = runtime.execute_script("<ssr-render>", code).expect("render");
    to_string(runtime, value)
}

fn render_function(runtime: &mut JsRuntime) -> v8::Global<v8::Function> {
    let value = runtime.execute_script("<ssr-fn>", "globalThis.renderPage").expect("renderPage");
    deno_core::scope!(scope, runtime);
    let local = v8::Local::new(scope, value);
    let f = v8::Local::<v8::Function>::try_from(local).expect("renderPage is a function");
    v8::Global::new(scope, f)
}

/// The proposed call: no script to compile, the strings go in as values.
fn render_call(runtime: &mut JsRuntime, f: &v8::Global<v8::Function>, url: &str, props: &str) -> Result<String, String> {
    deno_core::scope!(scope, runtime);
    v8::tc_scope!(let tc, scope);
    let func = v8::Local::new(tc, f);
    let url = v8::String::new(tc, url).ok_or("url string")?;
    let props = v8::String::new(tc, props).ok_or("props string")?;
    let recv = v8::undefined(tc).into();
    match func.call(tc, recv, &[url.into(), props.into()]) {
        Some(v) => Ok(v.to_rust_string_lossy(tc)),
        None => Err(tc.exception().map(|e| e.to_rust_string_lossy(tc)).unwrap_or_else(|| "terminated".into())),
    }
}

/// A run of JSON whitespace unique to `n` (base 4 over space, tab, CR, LF), plus a salt
/// unique to this process so an earlier run's bytecode files are not reused.
fn unique_whitespace(n: usize) -> String {
    const WS: [char; 4] = [' ', '\t', '\r', '\n'];
    let mut s = String::new();
    for mut v in [std::process::id() as usize, n] {
        s.push(' ');
        loop {
            s.push(WS[v % 4]);
            v /= 4;
            if v == 0 {
                break;
            }
        }
    }
    s
}

fn bc_cache_dir() -> Option<PathBuf> {
    std::env::var_os("V82JSC_BC_CACHE_DIR").map(PathBuf::from)
}

fn dir_stats(dir: &Path) -> (usize, u64) {
    let Ok(rd) = std::fs::read_dir(dir) else { return (0, 0) };
    rd.flatten().filter_map(|e| e.metadata().ok()).fold((0, 0), |(n, b), m| (n + 1, b + m.len()))
}

fn mode_experiments(args: &Args, bundle: &str, cases: &[Case]) {
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let _guard = tokio.enter();

    // 1. Start-up, split in its parts.
    let mut parts = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..args.startup_runs {
        let (rt, p) = new_runtime(bundle);
        for i in 0..3 {
            parts[i].push(p[i]);
        }
        drop(rt);
    }
    emit(
        json!({"experiment": "startup-parts", "bytecode_cache": bc_cache_label(), "bundle_bytes": bundle.len()}),
        json!({
            "jsruntime_new": summary(&parts[0]),
            "polyfill": summary(&parts[1]),
            "bundle": summary(&parts[2]),
        }),
    );

    // 1b. The same bundle loaded as an ES module.
    let mut parts = [Vec::new(), Vec::new(), Vec::new()];
    for _ in 0..args.startup_runs {
        let (rt, p) = new_runtime_module(&tokio, bundle);
        for i in 0..3 {
            parts[i].push(p[i]);
        }
        drop(rt);
    }
    emit(
        json!({"experiment": "startup-parts-module", "bytecode_cache": bc_cache_label()}),
        json!({
            "jsruntime_new": summary(&parts[0]),
            "polyfill": summary(&parts[1]),
            "bundle": summary(&parts[2]),
        }),
    );
    {
        let (mut as_module, _) = new_runtime_module(&tokio, bundle);
        let (mut as_script, _) = new_runtime(bundle);
        for c in cases {
            let a = render_script(&mut as_script, &c.url, &c.props);
            let b = render_script(&mut as_module, &c.url, &c.props);
            assert_eq!(a, b, "{}: module-loaded bundle renders different HTML", c.name);
        }
    }

    // 2. Render call: generated script (today) vs direct function call (the patch).
    let (mut runtime, _) = new_runtime(bundle);
    let f = render_function(&mut runtime);
    for c in cases {
        let a = render_script(&mut runtime, &c.url, &c.props);
        let b = render_call(&mut runtime, &f, &c.url, &c.props).expect("render_call");
        assert_eq!(a, b, "{}: both calls must render the same HTML", c.name);
        for _ in 0..args.warmup {
            render_script(&mut runtime, &c.url, &c.props);
            render_call(&mut runtime, &f, &c.url, &c.props).unwrap();
        }
        // Interleave the variants so machine noise hits them alike. "distinct" makes every
        // script text new, as in production where props differ from render to render (the
        // props get a unique run of JSON whitespace appended: same page, new script).
        let (mut sa, mut sd, mut sb) = (Vec::new(), Vec::new(), Vec::new());
        for i in 0..c.iterations {
            let t = Instant::now();
            std::hint::black_box(render_script(&mut runtime, &c.url, &c.props));
            sa.push(ms(t.elapsed()));
            let distinct = format!("{}{}", c.props, unique_whitespace(i));
            let t = Instant::now();
            std::hint::black_box(render_script(&mut runtime, &c.url, &distinct));
            sd.push(ms(t.elapsed()));
            let t = Instant::now();
            std::hint::black_box(render_call(&mut runtime, &f, &c.url, &c.props).unwrap());
            sb.push(ms(t.elapsed()));
        }
        emit(
            json!({"experiment": "render-call", "case": c.name, "bytecode_cache": bc_cache_label()}),
            json!({
                "execute_script_same_props": summary(&sa),
                "execute_script_distinct_props": summary(&sd),
                "function_call": summary(&sb),
            }),
        );
    }

    // 3. What the generated-script path leaves on disk: one bytecode file per distinct
    //    (url, props) rendered, since the script text embeds the props.
    if let Some(dir) = bc_cache_dir() {
        let c = &cases[0];
        let before = dir_stats(&dir);
        for i in 0..20 {
            render_script(&mut runtime, &format!("{}?probe={i}", c.url), &c.props);
        }
        let mid = dir_stats(&dir);
        for i in 0..20 {
            render_call(&mut runtime, &f, &format!("{}?probe2={i}", c.url), &c.props).unwrap();
        }
        let after = dir_stats(&dir);
        emit(
            json!({"experiment": "bytecode-files-per-render", "case": c.name, "renders": 20}),
            json!({
                "execute_script": {"files": mid.0 - before.0, "bytes": mid.1 - before.1},
                "function_call": {"files": after.0 - mid.0, "bytes": after.1 - mid.1},
            }),
        );
    }

    // 4. Microtasks queued by renders (the worker never runs a microtask checkpoint).
    runtime
        .execute_script(
            "<probe>",
            "globalThis.__queued = 0; const __q = globalThis.queueMicrotask; \
             globalThis.queueMicrotask = (fn) => { globalThis.__queued++; return __q(fn); };",
        )
        .unwrap();
    for c in cases {
        render_call(&mut runtime, &f, &c.url, &c.props).unwrap();
    }
    let queued = runtime.execute_script("<probe>", "String(globalThis.__queued)").unwrap();
    let queued = to_string(&mut runtime, queued);
    emit(json!({"experiment": "microtasks-per-render", "renders": cases.len()}), json!({"queued": queued}));
}

/// A deno_core start-up snapshot of polyfill + bundle, restored into fresh runtimes.
///
/// With this v8x (149.4.0-rc.4) QuickJS backend, `snapshot()` panics on the real bundle
/// ("QuickJS snapshot must serialize the context global as one object graph"): the
/// global graph is written with JS_WriteObject, which cannot write Error or Promise
/// objects, and React keeps an Error at module scope (its SuspenseException). Two
/// environment variables narrow it down, each run in its own process:
/// - `BENCH_SNAPSHOT_PARTS`: `all` (default), `polyfill`, `none`, or `js:<source>` to
///   snapshot the polyfill plus a probe script, e.g. `js:globalThis.p = new Error("x")`;
/// - `BENCH_SNAPSHOT_CHECK`: the global whose `typeof` is read after restore (`renderPage`).
fn mode_snapshot(bundle: &str, cases: &[Case]) {
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let _guard = tokio.enter();
    let parts = std::env::var("BENCH_SNAPSHOT_PARTS").unwrap_or_else(|_| "all".into());
    let check = std::env::var("BENCH_SNAPSHOT_CHECK").unwrap_or_else(|_| "renderPage".into());
    let t = Instant::now();
    let mut creator = deno_core::JsRuntimeForSnapshot::new(RuntimeOptions::default());
    if parts != "none" {
        creator.execute_script("<ssr-polyfill>", POLYFILL).expect("polyfill");
    }
    if parts == "all" {
        creator.execute_script("<ssr-bundle>", bundle.to_owned()).expect("bundle");
    } else if let Some(probe) = parts.strip_prefix("js:") {
        creator.execute_script("<probe>", probe.to_string()).expect("probe");
    }
    let blob: &'static [u8] = Box::leak(creator.snapshot());
    let create_ms = ms(t.elapsed());
    let mut samples = Vec::new();
    let mut result = String::new();
    for run in 0..5 {
        let t = Instant::now();
        let mut rt = JsRuntime::new(RuntimeOptions { startup_snapshot: Some(blob), ..Default::default() });
        let v = rt.execute_script("<ssr-check>", format!("typeof globalThis.{check}")).expect("check");
        let kind = to_string(&mut rt, v);
        samples.push(ms(t.elapsed()));
        if run > 0 {
            continue;
        }
        result = format!("typeof {check} after restore: {kind}");
        if parts == "all" && kind == "function" {
            let c = &cases[0];
            let (mut plain, _) = new_runtime(bundle);
            let want = render_script(&mut plain, &c.url, &c.props);
            let got = render_script(&mut rt, &c.url, &c.props);
            result += if got == want { "; renders identical HTML" } else { "; renders different HTML" };
        }
    }
    emit(
        json!({"experiment": "snapshot", "parts": parts, "blob_bytes": blob.len(), "create_ms": round_ms(create_ms), "result": result}),
        json!({"restore": summary(&samples)}),
    );
}

fn main() {
    let args = parse_args();
    let bundle = std::fs::read_to_string(&args.bundle).expect("read bundle");
    let cases = load_cases(&args.fixtures, args.iterations);
    match args.mode.as_str() {
        "pool" => mode_pool(&args, &bundle, &cases),
        "startup" => measure_startup(&bundle, args.startup_runs),
        "experiments" => mode_experiments(&args, &bundle, &cases),
        "snapshot" => mode_snapshot(&bundle, &cases),
        other => panic!("unknown --mode {other}"),
    }
}
