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
    std::thread::Builder::new()
        .name(format!("ssr-{index}"))
        .spawn(move || run(index, bundle, jobs, time_limit, stats, ready))?;
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
    let mut warm = match WarmRuntime::new(&bundle) {
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
            match WarmRuntime::new(&bundle) {
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
    watchdog: mpsc::Sender<Watch>,
}

enum Watch {
    Start(Instant, u64),
    Done(u64),
}

impl WarmRuntime {
    fn new(bundle: &str) -> Result<Self, String> {
        let mut runtime = JsRuntime::new(RuntimeOptions::default());
        runtime.execute_script("<ssr-polyfill>", polyfill::SOURCE).map_err(|e| e.to_string())?;
        runtime.execute_script("<ssr-bundle>", bundle.to_owned()).map_err(|e| e.to_string())?;
        let check = runtime
            .execute_script("<ssr-check>", "typeof globalThis.renderPage")
            .map_err(|e| e.to_string())?;
        if Self::to_string(&mut runtime, check) != "function" {
            return Err("the bundle does not define globalThis.renderPage".into());
        }
        let watchdog = start_watchdog(runtime.v8_isolate().thread_safe_handle());
        Ok(Self { runtime, watchdog })
    }

    fn render(&mut self, url: &str, props_json: &str, limit: Duration) -> Result<String, RenderError> {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        // Both arguments travel as JS string literals: JSON string syntax is valid JS.
        let code = format!(
            "globalThis.renderPage({}, {})",
            serde_json::to_string(url).expect("string"),
            serde_json::to_string(props_json).expect("string")
        );
        // A watchdog firing just after the previous render ended must not kill this one.
        self.runtime.v8_isolate().cancel_terminate_execution();
        let _ = self.watchdog.send(Watch::Start(Instant::now() + limit, id));
        let result = self.runtime.execute_script("<ssr-render>", code);
        let _ = self.watchdog.send(Watch::Done(id));
        match result {
            Ok(value) => Ok(Self::to_string(&mut self.runtime, value)),
            Err(e) => {
                let message = e.to_string();
                if message.contains("terminated") {
                    Err(RenderError::Timeout(limit))
                } else {
                    Err(RenderError::Js(message))
                }
            }
        }
    }

    fn to_string(runtime: &mut JsRuntime, value: v8::Global<v8::Value>) -> String {
        deno_core::scope!(scope, runtime);
        let local = v8::Local::new(scope, value);
        local.to_rust_string_lossy(scope)
    }
}

/// A thread that terminates the current render once its deadline passes.
fn start_watchdog(handle: v8::IsolateHandle) -> mpsc::Sender<Watch> {
    let (tx, rx) = mpsc::channel::<Watch>();
    std::thread::spawn(move || {
        let mut current: Option<(Instant, u64)> = None;
        loop {
            let message = match current {
                None => rx.recv().map_err(|_| mpsc::RecvTimeoutError::Disconnected),
                Some((deadline, _)) => {
                    rx.recv_timeout(deadline.saturating_duration_since(Instant::now()))
                }
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
