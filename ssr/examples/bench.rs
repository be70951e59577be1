//! SSR benchmark investigations on bare runtimes (bench/ssr/run.mjs --experiments).
//! The timed pool renders live in the library (`ssr::bench`, run by the release server as
//! `lms bench-ssr`); this example adds the modes that need a second deno_core build:
//!
//!   cargo run --release -p ssr --features bench --example bench -- <bundle> <fixtures-dir>
//!       [iterations] [--warmup N] [--startup-runs N] --mode experiments|snapshot
//!
//! - `experiments`: bare `deno_core` runtimes, built as ssr/src/worker.rs once built them
//!   (bundle via `execute_script`, render via a generated `renderPage("...", "...")`
//!   script) and as it builds them now (bundle as an ES module, render via
//!   `v8::Function::call`): start-up split into its parts, render-call cost, bytecode
//!   files written per render, microtasks queued per render.
//! - `snapshot`: tries a deno_core start-up snapshot of polyfill + bundle.
//!
//! Other modes are passed on to `ssr::bench::run`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use deno_core::{v8, JsRuntime, RuntimeOptions};
use serde_json::json;
use ssr::bench::{bc_cache_label, emit, load_cases, ms, round_ms, summary, Args, Case};

const POLYFILL: &str = include_str!("../src/polyfill.js");

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

fn main() -> anyhow::Result<()> {
    let args = ssr::bench::parse_args(std::env::args().skip(1)).map_err(anyhow::Error::msg)?;
    let bundle = std::fs::read_to_string(&args.bundle)?;
    match args.mode.as_str() {
        "experiments" => mode_experiments(&args, &bundle, &load_cases(&args)?),
        "snapshot" => mode_snapshot(&bundle, &load_cases(&args)?),
        _ => {
            let tokio = tokio::runtime::Builder::new_multi_thread().worker_threads(1).enable_all().build()?;
            return tokio.block_on(ssr::bench::run(&args));
        }
    }
    Ok(())
}
