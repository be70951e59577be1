//! Runtime configuration, read once from the environment (and CLI flags).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

#[derive(Clone, Debug)]
pub struct Config {
    pub bind: SocketAddr,
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; defaults to a SQLite file in `data_dir`.
    pub database_url: String,
    pub college_id: String,
    /// Directory holding `manifest.json`, `server/` and `client/` of the UI build.
    pub ui_dist: PathBuf,
    pub assets_dir: PathBuf,
    pub ssr_workers: usize,
    /// Cookies get the `Secure` flag (set when served over HTTPS).
    pub secure_cookies: bool,
    /// Reverse proxies whose `X-Forwarded-For` names the client (`LMS_TRUSTED_PROXIES`).
    pub trusted_proxies: crate::client_ip::TrustedProxies,
    /// `LMS_QR_NETWORKS`: the campus networks (addresses or CIDR blocks) a QR
    /// attendance scan must come from, read through `trusted_proxies`; empty:
    /// from anywhere.
    pub qr_networks: crate::client_ip::Jaringan,
    /// `LMS_FRAME_ANCESTORS`: the origins allowed to embed the pages in a
    /// frame (besides the LMS itself). None: only the LMS itself
    /// (`frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`). When set,
    /// the session cookie becomes `SameSite=None; Secure; Partitioned`.
    pub frame_ancestors: Option<Vec<String>>,
    /// `LMS_HEADER_TIMEOUT`: a connection that has not sent a whole request
    /// head within this time (also while idle between keep-alive requests)
    /// is closed.
    pub header_read_timeout: Duration,
    /// `LMS_BODY_TIMEOUT`: a request whose body stops arriving for this long
    /// is answered 408 and its connection closed.
    pub body_read_timeout: Duration,
    /// `LMS_MAX_CONNECTIONS`: connections served at once; further clients
    /// wait in the accept queue. Default: [`max_connections_default`].
    pub max_connections: usize,
    /// `LMS_MAX_EVENT_STREAMS`: event streams (SSE) one user may hold open
    /// on this process at once.
    pub max_event_streams: usize,
    /// `LMS_MAX_EVENT_STREAMS_TOTAL`: event streams this process holds open
    /// at once, for all users together. Default: three quarters of
    /// `max_connections`, so streams never take every connection and pages
    /// still load; a stream asked for beyond it is told to come back later.
    pub max_event_streams_total: usize,
    /// `LMS_EVENT_SESSION_CHECK`: how often an open event stream checks that
    /// its session is still live (the most a stream outlives a logout).
    pub event_session_check: Duration,
    /// `LMS_UPLOAD_QUOTA_MB`: bytes one user may keep in uploads no content
    /// uses yet (at least one file of the directory's own maximum).
    pub upload_quota: i64,
    /// Where uploaded files live (`LMS_STORAGE`: `local` default, or `s3`).
    pub storage: crate::storage::StorageConfig,
    /// Who may read `/metrics`: these networks (read through `trusted_proxies`; default the
    /// machine itself) ...
    pub metrics_networks: crate::client_ip::Jaringan,
    /// ... or whoever sends this token as `Authorization: Bearer` (a scraper elsewhere).
    pub metrics_token: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("LMS_BIND '{0}' bukan alamat yang valid (contoh: 127.0.0.1:8080)")]
    Bind(String),
    #[error("DATABASE_URL harus diawali sqlite:// atau postgres:// (diberikan: '{0}')")]
    DatabaseUrl(String),
    #[error("direktori data '{0}' tidak dapat dibuat atau ditulisi: {1}")]
    DataDir(String, String),
    #[error("LMS_SSR_WORKERS harus bilangan bulat 1-64 (diberikan: '{0}')")]
    Workers(String),
    #[error("LMS_TRUSTED_PROXIES berisi '{0}', bukan alamat IP atau blok CIDR (contoh: 10.0.0.1, 10.0.0.0/8)")]
    TrustedProxies(String),
    #[error("LMS_QR_NETWORKS berisi '{0}', bukan alamat IP atau blok CIDR (contoh: 10.20.0.0/16, 172.16.5.0/24)")]
    QrNetworks(String),
    #[error("LMS_METRICS_NETWORKS berisi '{0}', bukan alamat IP atau blok CIDR (contoh: 127.0.0.1, 10.0.0.0/8)")]
    MetricsNetworks(String),
    #[error("LMS_FRAME_ANCESTORS: '{0}' bukan origin yang valid (contoh: https://portal.kampus.ac.id; pisahkan dengan spasi)")]
    FrameAncestor(String),
    #[error(
        "LMS_FRAME_ANCESTORS memerlukan HTTPS: setel juga LMS_SECURE_COOKIES=true (cookie sesi di dalam frame harus SameSite=None; Secure)"
    )]
    FrameAncestorsNeedHttps,
    #[error("LMS_STORAGE harus 'local' atau 's3' (diberikan: '{0}')")]
    Storage(String),
    #[error("LMS_STORAGE=s3 memerlukan LMS_S3_BUCKET (nama bucket)")]
    StorageBucket,
    #[error("LMS_HEADER_TIMEOUT harus bilangan bulat detik 1-300 (diberikan: '{0}')")]
    HeaderTimeout(String),
    #[error("{0} harus bilangan bulat {1}-{2} (diberikan: '{3}')")]
    Bilangan(&'static str, u64, u64, String),
}

fn env(key: &str) -> Option<String> {
    std::env::var(key).ok().filter(|v| !v.trim().is_empty())
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        let bind_text = env("LMS_BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        let bind = bind_text.parse().map_err(|_| ConfigError::Bind(bind_text.clone()))?;
        let data_dir = PathBuf::from(env("LMS_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let database_url = match env("DATABASE_URL") {
            Some(url) => url,
            None => format!("sqlite://{}/lms.db", data_dir.display()),
        };
        if !(database_url.starts_with("sqlite:") || database_url.starts_with("postgres://") || database_url.starts_with("postgresql://")) {
            return Err(ConfigError::DatabaseUrl(database_url));
        }
        let ssr_workers = match env("LMS_SSR_WORKERS") {
            None => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2),
            Some(v) => v.parse().ok().filter(|n| (1..=64).contains(n)).ok_or(ConfigError::Workers(v))?,
        };
        let root = PathBuf::from(env("LMS_ROOT").unwrap_or_else(|| ".".into()));
        let secure_cookies = env("LMS_SECURE_COOKIES").is_some_and(|v| v == "1" || v == "true");
        let frame_ancestors = env("LMS_FRAME_ANCESTORS").map(|v| parse_frame_ancestors(&v)).transpose()?;
        if frame_ancestors.is_some() && !secure_cookies {
            return Err(ConfigError::FrameAncestorsNeedHttps);
        }
        let header_read_timeout = match env("LMS_HEADER_TIMEOUT") {
            None => Duration::from_secs(10),
            Some(v) => v.parse().ok().filter(|n| (1..=300).contains(n)).map(Duration::from_secs).ok_or(ConfigError::HeaderTimeout(v))?,
        };
        let max_connections = bilangan("LMS_MAX_CONNECTIONS", 1..=1_000_000, max_connections_default() as u64)? as usize;
        Ok(Self {
            body_read_timeout: Duration::from_secs(bilangan("LMS_BODY_TIMEOUT", 1..=3600, 30)?),
            max_connections,
            max_event_streams: bilangan("LMS_MAX_EVENT_STREAMS", 1..=100, 5)? as usize,
            max_event_streams_total: bilangan("LMS_MAX_EVENT_STREAMS_TOTAL", 1..=1_000_000, aliran_total_default(max_connections) as u64)?
                as usize,
            event_session_check: Duration::from_secs(bilangan("LMS_EVENT_SESSION_CHECK", 1..=300, 15)?),
            upload_quota: bilangan("LMS_UPLOAD_QUOTA_MB", 1..=1_000_000, 50)? as i64 * 1_000_000,
            bind,
            data_dir,
            database_url,
            college_id: env("LMS_COLLEGE_ID").unwrap_or_else(|| "1".into()),
            ui_dist: env("LMS_UI_DIST").map(PathBuf::from).unwrap_or_else(|| root.join("ui/dist")),
            assets_dir: root.join("assets"),
            ssr_workers,
            secure_cookies,
            trusted_proxies: crate::client_ip::TrustedProxies::parse(&env("LMS_TRUSTED_PROXIES").unwrap_or_default())
                .map_err(ConfigError::TrustedProxies)?,
            qr_networks: crate::client_ip::Jaringan::parse(&env("LMS_QR_NETWORKS").unwrap_or_default()).map_err(ConfigError::QrNetworks)?,
            frame_ancestors,
            header_read_timeout,
            storage: storage_from_env()?,
            metrics_networks: crate::client_ip::Jaringan::parse(&env("LMS_METRICS_NETWORKS").unwrap_or_else(|| "127.0.0.1, ::1".into()))
                .map_err(ConfigError::MetricsNetworks)?,
            metrics_token: env("LMS_METRICS_TOKEN"),
        })
    }

    /// Creates the data directory and proves it is writable.
    pub fn prepare_data_dir(&self) -> Result<(), ConfigError> {
        let fail = |e: std::io::Error| ConfigError::DataDir(self.data_dir.display().to_string(), e.to_string());
        std::fs::create_dir_all(&self.data_dir).map_err(fail)?;
        let probe = self.data_dir.join(".write-test");
        std::fs::write(&probe, b"ok").map_err(fail)?;
        std::fs::remove_file(&probe).map_err(fail)?;
        Ok(())
    }

    /// The SQLite database file DATABASE_URL names (None on PostgreSQL).
    pub fn sqlite_path(&self) -> Option<PathBuf> {
        let rest = self.database_url.strip_prefix("sqlite://").or_else(|| self.database_url.strip_prefix("sqlite:"))?;
        Some(PathBuf::from(rest.split('?').next().unwrap_or(rest)))
    }

    pub fn is_postgres(&self) -> bool {
        self.database_url.starts_with("postgres")
    }
}

/// Whole number `key` within `batas`, `default` when unset.
fn bilangan(key: &'static str, batas: std::ops::RangeInclusive<u64>, default: u64) -> Result<u64, ConfigError> {
    match env(key) {
        None => Ok(default),
        Some(v) => v.trim().parse().ok().filter(|n| batas.contains(n)).ok_or(ConfigError::Bilangan(key, *batas.start(), *batas.end(), v)),
    }
}

/// Event streams held at once when `LMS_MAX_EVENT_STREAMS_TOTAL` is unset:
/// three quarters of the connections, so a quarter is always left for pages
/// and API calls (a stream holds its connection for as long as it is open).
pub fn aliran_total_default(max_connections: usize) -> usize {
    (max_connections.saturating_mul(3) / 4).max(1)
}

/// Descriptors kept for everything but client connections: the database
/// pool, the SSR workers, logs, the listener.
const FD_CADANGAN: u64 = 128;

/// Connections served at once when `LMS_MAX_CONNECTIONS` is unset: half of
/// what the open-files limit leaves after [`FD_CADANGAN`], since a download
/// holds a second descriptor (its file). The accept loop waits at this
/// number instead of failing at the limit, where it would refuse everyone.
pub fn max_connections_default() -> usize {
    let lunak = batas_berkas().map_or(1024, |b| b.rlim_cur);
    (lunak.saturating_sub(FD_CADANGAN) / 2).clamp(16, 100_000) as usize
}

/// The process's open-files limit (soft and hard), when it can be read.
fn batas_berkas() -> Option<libc::rlimit> {
    let mut batas = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
    // SAFETY: getrlimit only writes into the struct it is handed.
    (unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut batas) } == 0).then_some(batas)
}

/// Raises the open-files soft limit to the hard one (Debian's usual 1024 /
/// 524288): a server holding an event stream per student needs more than
/// the 448 connections [`max_connections_default`] allows under 1024.
/// Called once by `lms serve` before the configuration is read.
pub fn naikkan_batas_berkas() {
    let Some(batas) = batas_berkas().filter(|b| b.rlim_cur < b.rlim_max) else { return };
    let naik = libc::rlimit { rlim_cur: batas.rlim_max, rlim_max: batas.rlim_max };
    // SAFETY: setrlimit only reads the struct handed to it.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &naik) } == 0 {
        tracing::info!(batas = naik.rlim_cur, "open-files limit raised to the hard limit");
    }
}

fn storage_from_env() -> Result<crate::storage::StorageConfig, ConfigError> {
    use crate::storage::StorageConfig;
    match env("LMS_STORAGE").as_deref() {
        None | Some("local") => Ok(StorageConfig::Lokal),
        Some("s3") => Ok(StorageConfig::S3 {
            bucket: env("LMS_S3_BUCKET").ok_or(ConfigError::StorageBucket)?,
            endpoint: env("LMS_S3_ENDPOINT"),
            region: env("LMS_S3_REGION").unwrap_or_else(|| "us-east-1".into()),
        }),
        Some(other) => Err(ConfigError::Storage(other.into())),
    }
}

/// `LMS_FRAME_ANCESTORS`: space-separated origins (`https://host[:port]`,
/// `https://*.host`). A lone `*` or a scheme would allow any site, and `;`
/// or `,` would smuggle other directives into the header: refused.
pub fn parse_frame_ancestors(text: &str) -> Result<Vec<String>, ConfigError> {
    let origins: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    for origin in &origins {
        let valid = origin == "'self'"
            || origin.split_once("://").is_some_and(|(scheme, rest)| {
                matches!(scheme, "https" | "http")
                    && !rest.is_empty()
                    && rest.trim_start_matches("*.").chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':'))
                    && !rest.trim_start_matches("*.").is_empty()
            });
        if !valid {
            return Err(ConfigError::FrameAncestor(origin.clone()));
        }
    }
    if origins.is_empty() {
        return Err(ConfigError::FrameAncestor(text.to_string()));
    }
    Ok(origins)
}

#[cfg(test)]
mod tests {
    use super::parse_frame_ancestors;

    #[test]
    fn frame_ancestors_are_origins_only() {
        assert_eq!(
            parse_frame_ancestors(" https://portal.kampus.ac.id  https://*.kampus.ac.id:8443 ").unwrap(),
            vec!["https://portal.kampus.ac.id", "https://*.kampus.ac.id:8443"]
        );
        for bad in [
            "*",
            "https:",
            "https://",
            "portal.kampus.ac.id",
            "https://a.id;script-src *",
            "https://a.id,https://b.id",
            "'none' x",
            "data:",
        ] {
            assert!(parse_frame_ancestors(bad).is_err(), "{bad}");
        }
    }
}
