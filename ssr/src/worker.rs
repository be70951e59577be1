//! One render worker: a thread owning a warm `JsRuntime`, and a watchdog thread
//! that terminates a render running past the time limit.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use deno_core::{v8, JsRuntime, RuntimeOptions};

use crate::{polyfill, Job, RenderError};

#[derive(Default)]
pub(crate) struct Stats {
    pub replaced: AtomicU64,
}

pub(crate) fn spawn(
    index: usize,
    bundle: Arc<str>,
    jobs: Arc<Mutex<mpsc::Receiver<Job>>>,
    time_limit: Duration,
    stats: Arc<Stats>,
    ready: mpsc::Sender<Result<(), String>>,
) -> anyhow::Result<()> {
    std::thread::Builder::new().name(format!("ssr-{index}")).spawn(move || run(index, bundle, jobs, time_limit, stats, ready))?;
    Ok(())
}

fn run(
    index: usize,
    bundle: Arc<str>,
    jobs: Arc<Mutex<mpsc::Receiver<Job>>>,
    time_limit: Duration,
    stats: Arc<Stats>,
    ready: mpsc::Sender<Result<(), String>>,
) {
    // deno_core's reactor expects a tokio context on the runtime's thread.
    let tokio = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("tokio");
    let _guard = tokio.enter();
    let mut warm = match WarmRuntime::new(&bundle, &tokio) {
        Ok(w) => {
            let _ = ready.send(Ok(()));
            w
        }
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    loop {
        let job = {
            let Ok(receiver) = jobs.lock() else { return };
            match receiver.recv() {
                Ok(job) => job,
                Err(_) => return, // pool dropped
            }
        };
        let result = warm.render(&job.url, &job.props_json, time_limit);
        if result.is_err() {
            // A thrown or terminated render may leave the heap half-mutated:
            // never reuse that runtime.
            stats.replaced.fetch_add(1, Ordering::Relaxed);
            tracing::warn!(worker = index, "replacing SSR runtime after failed render");
            match WarmRuntime::new(&bundle, &tokio) {
                Ok(fresh) => warm = fresh,
                Err(e) => {
                    tracing::error!(worker = index, error = %e, "SSR runtime could not be recreated");
                    let _ = job.reply.send(result);
                    return;
                }
            }
        }
        let _ = job.reply.send(result);
    }
}

struct WarmRuntime {
    runtime: JsRuntime,
    /// `globalThis.renderPage`, called directly for each render.
    render_page: v8::Global<v8::Function>,
    watchdog: mpsc::Sender<Watch>,
}

enum Watch {
    Start(Instant, u64),
    Done(u64),
}

impl WarmRuntime {
    fn new(bundle: &str, tokio: &tokio::runtime::Runtime) -> Result<Self, String> {
        let mut runtime = JsRuntime::new(RuntimeOptions::default());
        runtime.execute_script("<ssr-polyfill>", polyfill::SOURCE).map_err(|e| e.to_string())?;
        // The bundle (an IIFE that sets globalThis.renderPage) is loaded as an ES module,
        // not as a classic script. The QuickJS backend parses a classic script twice (a
        // syntax check in Script::compile, then again in Script::run) and a module once;
        // and a module whose bytecode is in the backend's on-disk cache (V82JSC_BC_CACHE_DIR,
        // default ~/.cache/v8x/quickjs-bytecode) is not parsed at all. bench/ssr measures it.
        let specifier = deno_core::ModuleSpecifier::parse("file:///ssr/entry-server.js").expect("valid URL");
        tokio.block_on(async {
            let id = runtime.load_side_es_module_from_code(&specifier, bundle.to_owned()).await.map_err(|e| e.to_string())?;
            let evaluated = runtime.mod_evaluate(id);
            runtime.run_event_loop(Default::default()).await.map_err(|e| e.to_string())?;
            evaluated.await.map_err(|e| e.to_string())
        })?;
        let render_page = {
            let value = runtime.execute_script("<ssr-check>", "globalThis.renderPage").map_err(|e| e.to_string())?;
            deno_core::scope!(scope, runtime);
            let local = v8::Local::new(scope, value);
            let function =
                v8::Local::<v8::Function>::try_from(local).map_err(|_| "the bundle does not define globalThis.renderPage".to_string())?;
            v8::Global::new(scope, function)
        };
        let watchdog = start_watchdog(runtime.v8_isolate().thread_safe_handle());
        Ok(Self { runtime, render_page, watchdog })
    }

    fn render(&mut self, url: &str, props_json: &str, limit: Duration) -> Result<String, RenderError> {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        // A watchdog firing just after the previous render ended must not kill this one.
        self.runtime.v8_isolate().cancel_terminate_execution();
        let _ = self.watchdog.send(Watch::Start(Instant::now() + limit, id));
        let result = self.call_render_page(url, props_json);
        let _ = self.watchdog.send(Watch::Done(id));
        result.map_err(|failure| match failure {
            Failure::Terminated => RenderError::Timeout(limit),
            Failure::Thrown(message) if message.contains("terminated") => RenderError::Timeout(limit),
            Failure::Thrown(message) => RenderError::Js(message),
        })
    }

    /// `renderPage(url, propsJson)` as a function call with two string values. A
    /// generated `renderPage("...", "...")` script would be compiled twice per render and,
    /// since its text embeds the props, leave one bytecode file per distinct page in the
    /// QuickJS backend's on-disk cache.
    fn call_render_page(&mut self, url: &str, props_json: &str) -> Result<String, Failure> {
        deno_core::scope!(scope, self.runtime);
        v8::tc_scope!(let tc, scope);
        let function = v8::Local::new(tc, &self.render_page);
        let (Some(url), Some(props)) = (v8::String::new(tc, url), v8::String::new(tc, props_json)) else {
            return Err(Failure::Thrown("render input too large for a JavaScript string".into()));
        };
        let receiver = v8::undefined(tc).into();
        match function.call(tc, receiver, &[url.into(), props.into()]) {
            Some(html) => Ok(html.to_rust_string_lossy(tc)),
            None if tc.has_terminated() || tc.is_execution_terminating() => Err(Failure::Terminated),
            None => Err(Failure::Thrown(match tc.exception() {
                Some(exception) => deno_core::error::exception_to_err(tc, exception, false, true).to_string(),
                None => "renderPage failed without an exception".into(),
            })),
        }
    }
}

enum Failure {
    Terminated,
    Thrown(String),
}

/// A thread that terminates the current render once its deadline passes.
fn start_watchdog(handle: v8::IsolateHandle) -> mpsc::Sender<Watch> {
    let (tx, rx) = mpsc::channel::<Watch>();
    std::thread::spawn(move || {
        let mut current: Option<(Instant, u64)> = None;
        loop {
            let message = match current {
                None => rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected),
                Some((deadline, _)) => rx.recv_timeout(deadline.saturating_duration_since(Instant::now())),
            };
            match message {
                Ok(Watch::Start(deadline, id)) => current = Some((deadline, id)),
                Ok(Watch::Done(id)) => {
                    if current.is_some_and(|(_, c)| c == id) {
                        current = None;
                    }
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    handle.terminate_execution();
                    current = None;
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
            }
        }
    });
    tx
}
