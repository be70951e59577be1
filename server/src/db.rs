//! Database access: one sqlx `Any` pool over SQLite (default, a WAL file under
//! the data directory) or PostgreSQL. SQL is written once, portably, with `$n`
//! placeholders; both engines run every query in the test suite.
//!
//! Portability rules (docs/decisions.md, "Two engines"): integers are BIGINT
//! (decode as i64), flags are INTEGER 0/1 (sqlx's Any driver cannot decode
//! SQLite booleans), times are TEXT in UTC `YYYY-MM-DDTHH:MM:SSZ`, aggregates are
//! CAST to BIGINT, text search uses `LOWER(col) LIKE $n`.

use std::str::FromStr;

use anyhow::Context;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::migrate::Migrator;
use sqlx::{AnyPool, Executor};

pub type Db = AnyPool;

/// A transaction on either engine; store functions that write as part of a
/// larger step take `&mut Tx` (or `&mut *tx` as an executor).
pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("../migrations/postgres");

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl Engine {
    pub fn of_url(url: &str) -> Engine {
        if url.starts_with("postgres") {
            Engine::Postgres
        } else {
            Engine::Sqlite
        }
    }
}

/// Opens the pool; a SQLite file is created if missing.
pub async fn connect(url: &str) -> anyhow::Result<Db> {
    sqlx::any::install_default_drivers();
    let engine = Engine::of_url(url);
    let url = match engine {
        Engine::Sqlite if !url.contains("mode=") => {
            format!("{url}{}mode=rwc", if url.contains('?') { '&' } else { '?' })
        }
        _ => url.to_string(),
    };
    let options = AnyConnectOptions::from_str(&url).context("DATABASE_URL tidak valid")?;
    // One connection made directly first: the pool retries a failing connect
    // until its acquire timeout and then reports only 'pool timed out'; a
    // corrupt file or a refused connection must stop the start at once with
    // the real cause ('file is not a database', 'Connection refused').
    probe(&options, engine).await.with_context(|| format!("tidak dapat terhubung ke basis data ({})", redact(&url)))?;
    let pool = AnyPoolOptions::new()
        .max_connections(if engine == Engine::Sqlite { 8 } else { 16 })
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if engine == Engine::Sqlite {
                    conn.execute("PRAGMA foreign_keys = ON").await?;
                    conn.execute("PRAGMA busy_timeout = 5000").await?;
                    conn.execute("PRAGMA synchronous = NORMAL").await?;
                }
                Ok(())
            })
        })
        .connect_with(options)
        .await
        .with_context(|| format!("tidak dapat terhubung ke basis data ({})", redact(&url)))?;
    if engine == Engine::Sqlite {
        pool.execute("PRAGMA journal_mode = WAL").await?;
    }
    Ok(pool)
}

/// How long the first connection may take (a host that drops packets).
const PROBE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

async fn probe(options: &AnyConnectOptions, engine: Engine) -> anyhow::Result<()> {
    use sqlx::{ConnectOptions, Connection};
    let attempt = async {
        let mut conn = options.connect().await?;
        // SQLite opens any file lazily: reading the schema is what finds out
        // that it is not a database.
        let check = match engine {
            Engine::Sqlite => "SELECT COUNT(*) FROM sqlite_master",
            Engine::Postgres => "SELECT 1",
        };
        conn.execute(check).await?;
        conn.close().await
    };
    match tokio::time::timeout(PROBE_TIMEOUT, attempt).await {
        Ok(result) => Ok(result?),
        Err(_) => anyhow::bail!("tidak ada jawaban dalam {} detik", PROBE_TIMEOUT.as_secs()),
    }
}

pub async fn migrate(db: &Db, url: &str) -> anyhow::Result<()> {
    let migrator = match Engine::of_url(url) {
        Engine::Sqlite => &SQLITE_MIGRATIONS,
        Engine::Postgres => &POSTGRES_MIGRATIONS,
    };
    migrator.run(db).await.context("migrasi basis data gagal")?;
    Ok(())
}

/// Refreshes the planner's statistics after a bulk load (`lms seed ...`).
/// PostgreSQL plans from them, and until autovacuum has analysed freshly
/// written tables (up to a minute later) it takes a class of 1,500 for a
/// handful of rows and picks sequential scans; PostgreSQL's own advice after
/// a bulk load is to run ANALYZE. SQLite is analysed the same way.
pub async fn analisis(db: &Db) -> anyhow::Result<()> {
    sqlx::query("ANALYZE").execute(db).await?;
    Ok(())
}

static PENULIS_SQLITE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// SQLite lets one writer in at a time and makes the others sleep and retry
/// (busy_timeout) with growing pauses, which at an exam's peak turns into
/// second-long waits. The exam's hot writes queue here instead, in order, in
/// this process (SQLite serves one process). PostgreSQL needs no queue: None.
pub async fn antre_tulis(db: &Db) -> Option<tokio::sync::MutexGuard<'static, ()>> {
    match db.connect_options().database_url.scheme() {
        "sqlite" => Some(PENULIS_SQLITE.lock().await),
        _ => None,
    }
}

/// Inserts `rows` into `table` 200 rows per statement (a round trip per row is most of the time
/// of a big import on PostgreSQL). Every row has one value per column.
pub async fn insert_banyak(tx: &mut Tx<'_>, table: &str, columns: &[&str], rows: &[Vec<Arg>]) -> Result<(), sqlx::Error> {
    for batch in rows.chunks(200) {
        let mut sql = format!("INSERT INTO {table} ({}) VALUES ", columns.join(", "));
        let mut n = 0;
        for (r, row) in batch.iter().enumerate() {
            let placeholders: Vec<String> = row
                .iter()
                .map(|_| {
                    n += 1;
                    format!("${n}")
                })
                .collect();
            sql.push_str(if r == 0 { "(" } else { ", (" });
            sql.push_str(&placeholders.join(", "));
            sql.push(')');
        }
        let args: Vec<Arg> = batch.iter().flatten().cloned().collect();
        bind_all(sqlx::query(&sql), &args).execute(&mut **tx).await?;
    }
    Ok(())
}

/// Takes the write lock at the start of a transaction that reads before it writes. SQLite (WAL)
/// cannot turn a transaction that has read into a writer once another connection has committed
/// meanwhile (SQLITE_BUSY_SNAPSHOT, which no busy_timeout waits out); a write statement first
/// waits its turn instead. On PostgreSQL it is a statement that changes nothing.
pub async fn kunci_tulis(tx: &mut Tx<'_>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE sistem SET id = id WHERE 0 = 1").execute(&mut **tx).await?;
    Ok(())
}

/// Current time as stored: UTC, second precision.
pub fn now() -> String {
    format_time(chrono::Utc::now())
}

pub fn format_time(t: chrono::DateTime<chrono::Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%SZ").to_string()
}

pub fn parse_time(s: &str) -> Option<chrono::DateTime<chrono::Utc>> {
    chrono::DateTime::parse_from_rfc3339(s).ok().map(|t| t.with_timezone(&chrono::Utc))
}

/// Hides the password of a database URL for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            match creds.find(':') {
                Some(colon) => format!("{}{}:***{}", &url[..scheme + 3], &creds[..colon], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn redacts_password() {
        assert_eq!(super::redact("postgres://u:secret@h/db"), "postgres://u:***@h/db");
        assert_eq!(super::redact("sqlite://data/lms.db"), "sqlite://data/lms.db");
    }
}

/// A bind value for SQL assembled at run time (filters).
#[derive(Clone, Debug)]
pub enum Arg {
    Int(i64),
    Double(f64),
    Text(String),
    Bool(bool),
    /// A NULL for a TEXT column (PostgreSQL needs the parameter's type).
    Null,
    NullInt,
    NullDouble,
}

/// Builds a WHERE clause with numbered placeholders and its arguments.
#[derive(Default)]
pub struct Conditions {
    pub clauses: Vec<String>,
    pub args: Vec<Arg>,
}

impl Conditions {
    /// Adds `clause`, where each `?` becomes the next `$n` bound to `args`.
    pub fn push(&mut self, clause: &str, args: impl IntoIterator<Item = Arg>) {
        let mut out = String::with_capacity(clause.len() + 4);
        let mut args = args.into_iter();
        for ch in clause.chars() {
            if ch == '?' {
                self.args.push(args.next().expect("one argument per placeholder"));
                out.push_str(&format!("${}", self.args.len()));
            } else {
                out.push(ch);
            }
        }
        self.clauses.push(out);
    }

    pub fn where_sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.clauses.join(" AND "))
        }
    }

    /// The next placeholder number after the conditions' own.
    pub fn next_placeholder(&self) -> usize {
        self.args.len() + 1
    }
}

pub fn bind_all<'q>(
    mut query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    args: &'q [Arg],
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    for arg in args {
        query = match arg {
            Arg::Int(i) => query.bind(*i),
            Arg::Text(s) => query.bind(s.as_str()),
            Arg::Bool(b) => query.bind(*b as i64),
            Arg::Double(f) => query.bind(*f),
            Arg::Null => query.bind(None::<String>),
            Arg::NullInt => query.bind(None::<i64>),
            // sqlx 0.8.6's Any driver swaps the NULL kinds of f32 and f64
            // (a None::<f64> reaches PostgreSQL as float4); None::<f32>
            // arrives as the float8 NULL a DOUBLE PRECISION column needs.
            Arg::NullDouble => query.bind(None::<f32>),
        };
    }
    query
}

/// `'%text%'` for `LOWER(col) LIKE`, with LIKE's wildcards taken literally.
pub fn like_pattern(text: &str) -> String {
    let escaped = text.trim().to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}
