//! Server-side rendering pool: N warm deno_core (QuickJS) runtimes, each on its
//! own thread, that run the UI's server bundle.
//!
//! A runtime costs about 0.4 s to create and is not `Send`, so the pool creates
//! them at start-up and keeps one per worker thread. A render that throws or
//! runs past its time limit returns an error and its runtime is replaced; the
//! other workers keep serving.
//!
//! The bundle must define `globalThis.renderPage(url, propsJson) -> string`.

pub mod bench;
mod cache;
mod polyfill;
mod worker;

use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

pub use cache::RenderCache;

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("render exceeded its time limit of {0:?}")]
    Timeout(Duration),
    #[error("JavaScript error during render: {0}")]
    Js(String),
    #[error("the render pool is shut down")]
    Closed,
}

#[derive(Clone, Debug)]
pub struct PoolConfig {
    pub workers: usize,
    pub time_limit: Duration,
    /// Entries kept by the render cache; 0 disables it.
    pub cache_entries: usize,
}

impl Default for PoolConfig {
    fn default() -> Self {
        Self {
            workers: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2),
            time_limit: Duration::from_secs(2),
            cache_entries: 256,
        }
    }
}

pub(crate) struct Job {
    pub url: String,
    pub props_json: String,
    pub reply: tokio::sync::oneshot::Sender<Result<String, RenderError>>,
}

/// Handle to the pool; cheap to clone.
#[derive(Clone)]
pub struct SsrPool {
    sender: mpsc::SyncSender<Job>,
    cache: Arc<RenderCache>,
    stats: Arc<worker::Stats>,
}

impl SsrPool {
    /// Starts the workers and waits until every runtime has loaded the bundle,
    /// so a broken bundle fails at start-up rather than on the first request.
    pub fn start(bundle_js: String, config: PoolConfig) -> anyhow::Result<Self> {
        let workers = config.workers.max(1);
        let (sender, receiver) = mpsc::sync_channel::<Job>(workers * 64);
        let receiver = Arc::new(Mutex::new(receiver));
        let bundle: Arc<str> = Arc::from(bundle_js);
        let stats = Arc::new(worker::Stats::default());
        let mut ready = Vec::with_capacity(workers);
        for index in 0..workers {
            let (ready_tx, ready_rx) = mpsc::channel();
            worker::spawn(index, bundle.clone(), receiver.clone(), config.time_limit, stats.clone(), ready_tx)?;
            ready.push(ready_rx);
        }
        for ready_rx in ready {
            ready_rx
                .recv()
                .map_err(|_| anyhow::anyhow!("SSR worker exited during start-up"))?
                .map_err(|e| anyhow::anyhow!("SSR bundle failed to load: {e}"))?;
        }
        Ok(Self { sender, cache: Arc::new(RenderCache::new(config.cache_entries)), stats })
    }

    /// Renders `url` with `props_json` (the page data, already serialized).
    /// Identical inputs are answered from the render cache.
    pub async fn render(&self, url: &str, props_json: &str) -> Result<String, RenderError> {
        if let Some(html) = self.cache.get(url, props_json) {
            metrics::counter!("lms_ssr_cache_total", "hasil" => "hit").increment(1);
            return Ok(html);
        }
        metrics::counter!("lms_ssr_cache_total", "hasil" => "miss").increment(1);
        let html = self.render_uncached(url, props_json).await?;
        self.cache.put(url, props_json, &html);
        Ok(html)
    }

    /// Renders without consulting the cache (used by the benchmark, `bench`).
    /// Recorded for `/metrics`: renders waiting or running (`lms_ssr_renders_in_flight`) and
    /// each one's time from the queue to its answer (`lms_ssr_render_seconds`).
    pub async fn render_uncached(&self, url: &str, props_json: &str) -> Result<String, RenderError> {
        let mulai = std::time::Instant::now();
        let dalam_antrean = metrics::gauge!("lms_ssr_renders_in_flight");
        dalam_antrean.increment(1.0);
        let hasil = self.kirim(url, props_json).await;
        dalam_antrean.decrement(1.0);
        metrics::histogram!("lms_ssr_render_seconds").record(mulai.elapsed().as_secs_f64());
        hasil
    }

    async fn kirim(&self, url: &str, props_json: &str) -> Result<String, RenderError> {
        let (reply, answer) = tokio::sync::oneshot::channel();
        let job = Job { url: url.to_owned(), props_json: props_json.to_owned(), reply };
        let sender = self.sender.clone();
        // The channel is bounded; a full queue blocks, so do it off the async threads.
        tokio::task::spawn_blocking(move || sender.send(job)).await.map_err(|_| RenderError::Closed)?.map_err(|_| RenderError::Closed)?;
        answer.await.map_err(|_| RenderError::Closed)?
    }

    /// How many runtimes were replaced after an error or time-out.
    pub fn runtimes_replaced(&self) -> u64 {
        self.stats.replaced.load(std::sync::atomic::Ordering::Relaxed)
    }
}
