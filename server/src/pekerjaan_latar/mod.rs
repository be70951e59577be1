//! Leases of background jobs (issue 36). A job (`pekerjaan_latar`: a period's BAP archive, an
//! attendance recalculation) belongs to the server process that took it: the process renews
//! the lease of all its unfinished jobs every [`PERPANJANG_SETIAP`], and a job whose lease ran
//! out (its process was killed, crashed or restarted) is failed by whichever process sweeps
//! next. A process that starts no longer fails every unfinished job, which cut off the jobs
//! another server on the same database was running.

pub mod store;

use std::sync::LazyLock;
use std::time::Duration;

use crate::db::{self, Db};
use crate::error::AppResult;

/// This process among the servers that share the database.
static PROSES_INI: LazyLock<String> = LazyLock::new(|| uuid::Uuid::new_v4().simple().to_string());

/// How long a lease lasts without renewal: a stopped server's jobs fail this long after its
/// last renewal at the latest.
pub const SEWA: Duration = Duration::from_secs(60);

/// How often a running server renews its leases and fails the jobs whose lease ran out.
pub const PERPANJANG_SETIAP: Duration = Duration::from_secs(15);

/// What a failed job says when its server stopped before it finished.
pub const PESAN_TERPUTUS: &str = "Server yang menjalankan pekerjaan ini berhenti sebelum selesai. Silakan ulangi.";

/// The owner a new job of this process records.
pub fn pemilik() -> &'static str {
    &PROSES_INI
}

/// The end of a lease taken or renewed now.
pub fn sewa_sampai() -> String {
    db::format_time(chrono::Utc::now() + chrono::Duration::from_std(SEWA).unwrap_or_else(|_| chrono::Duration::seconds(60)))
}

/// Fails the unfinished jobs whose lease ran out: their server stopped (how many).
pub async fn sapu(db: &Db) -> AppResult<u64> {
    store::gagalkan_habis_sewa(db, &db::now(), PESAN_TERPUTUS).await
}

/// One round: this process's leases renewed, the jobs of processes gone failed (how many).
pub async fn jaga(db: &Db) -> AppResult<u64> {
    store::perpanjang(db, pemilik(), &sewa_sampai()).await?;
    sapu(db).await
}

/// Keeps this process's jobs alive and sweeps the others' dead ones for as long as it runs.
pub fn jaga_berkala(db: Db) {
    tokio::spawn(async move {
        let mut detak = tokio::time::interval(PERPANJANG_SETIAP);
        loop {
            detak.tick().await;
            match jaga(&db).await {
                Ok(0) => {}
                Ok(n) => tracing::warn!(n, "background jobs of a stopped server failed"),
                Err(e) => tracing::warn!(error = %e.message, "background job leases not renewed"),
            }
        }
    });
}
