//! Runtime configuration, read once from the environment (and CLI flags).

use std::net::SocketAddr;
use std::path::PathBuf;

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
        if !(database_url.starts_with("sqlite:")
            || database_url.starts_with("postgres://")
            || database_url.starts_with("postgresql://"))
        {
            return Err(ConfigError::DatabaseUrl(database_url));
        }
        let ssr_workers = match env("LMS_SSR_WORKERS") {
            None => std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2),
            Some(v) => v.parse().ok().filter(|n| (1..=64).contains(n)).ok_or(ConfigError::Workers(v))?,
        };
        let root = PathBuf::from(env("LMS_ROOT").unwrap_or_else(|| ".".into()));
        Ok(Self {
            bind,
            data_dir,
            database_url,
            college_id: env("LMS_COLLEGE_ID").unwrap_or_else(|| "1".into()),
            ui_dist: env("LMS_UI_DIST").map(PathBuf::from).unwrap_or_else(|| root.join("ui/dist")),
            assets_dir: root.join("assets"),
            ssr_workers,
            secure_cookies: env("LMS_SECURE_COOKIES").is_some_and(|v| v == "1" || v == "true"),
            trusted_proxies: crate::client_ip::TrustedProxies::parse(&env("LMS_TRUSTED_PROXIES").unwrap_or_default())
                .map_err(ConfigError::TrustedProxies)?,
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

    pub fn is_postgres(&self) -> bool {
        self.database_url.starts_with("postgres")
    }
}
