//! Failed-login throttling, stored in the database so every server node sees
//! the same counts (docs/decisions.md, "Failed logins").
//!
//! - One account from one address (the pair) may fail `MAX_PER_PAIR` times in
//!   the window; then that pair waits. Nobody else is locked out: not the
//!   account's owner elsewhere, not the rest of a campus behind one NAT.
//! - Beyond that, failures of the account from anywhere, or from the address
//!   for any account, only slow every attempt down (never refuse the right
//!   password): a second per failure over the threshold, at most
//!   `MAX_DELAY_SECS`.
//!
//! The attempt is recorded before the password is verified and counted after
//! that record, so parallel guesses cannot all pass the check: the n-th
//! attempt to count sees at least n records (a burst of more than the
//! allowed tries may be refused whole: safer than one too many).

use chrono::{Duration, Utc};

use super::percobaan_store as store;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

pub const WINDOW_MINUTES: i64 = 15;
pub const MAX_PER_PAIR: i64 = 5;
pub const SLOW_AFTER_ACCOUNT: i64 = 10;
pub const SLOW_AFTER_ADDRESS: i64 = 50;
pub const MAX_DELAY_SECS: i64 = 5;

fn pair_key(username: &str, ip: &str) -> String {
    format!("pasangan:{}|{ip}", username.to_lowercase())
}

fn account_key(username: &str) -> String {
    format!("akun:{}", username.to_lowercase())
}

fn address_key(ip: &str) -> String {
    format!("ip:{ip}")
}

/// A login attempt in progress: its record counts against the pair until the
/// attempt succeeds.
pub struct Attempt {
    id: i64,
    pair: String,
}

fn window_start() -> String {
    db::format_time(Utc::now() - Duration::minutes(WINDOW_MINUTES))
}

/// Records the attempt, then refuses with 429 when the pair has used up its
/// tries (saying when to retry) or waits when the account or address is under
/// attack.
pub async fn begin(db: &Db, username: &str, ip: &str) -> AppResult<Attempt> {
    let pair = pair_key(username, ip);
    let id = store::simpan_percobaan(db, &pair, db::now()).await?;
    let attempt = Attempt { id, pair };
    let since = window_start();
    // Every record of this pair that is visible now, ours included, newest
    // first. Not only those with a smaller id: on PostgreSQL an id is taken
    // before its insert commits, so a smaller id may still be invisible and
    // six parallel guesses could each count five (seen under load). Counting
    // every visible record, the k-th attempt to count sees at least k.
    let times = store::waktu_percobaan(db, &attempt.pair, &since, MAX_PER_PAIR + 1).await?;
    if times.len() as i64 > MAX_PER_PAIR {
        forget(db, &attempt).await?;
        return Err(wait_message(times.last()));
    }
    let delay = slowdown(db, username, ip, &since).await?;
    if delay > 0 {
        tokio::time::sleep(std::time::Duration::from_secs(delay as u64)).await;
    }
    Ok(attempt)
}

fn wait_message(oldest: Option<&String>) -> AppError {
    let oldest = oldest.and_then(|t| db::parse_time(t)).unwrap_or_else(Utc::now);
    let free_at = oldest + Duration::minutes(WINDOW_MINUTES);
    let minutes = ((free_at - Utc::now()).num_seconds() + 59).div_euclid(60).max(1);
    AppError::too_many(format!("Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam {minutes} menit."))
}

/// Seconds to wait before verifying: one per failure above the account's or
/// the address's threshold, capped.
pub async fn slowdown(db: &Db, username: &str, ip: &str, since: &str) -> AppResult<i64> {
    let count = |key: String| store::jumlah_percobaan(db, key, since);
    let over_account = count(account_key(username)).await? - SLOW_AFTER_ACCOUNT;
    let over_address = count(address_key(ip)).await? - SLOW_AFTER_ADDRESS;
    Ok(over_account.max(over_address).clamp(0, MAX_DELAY_SECS))
}

async fn forget(db: &Db, attempt: &Attempt) -> AppResult<()> {
    store::hapus_percobaan(db, attempt.id).await
}

/// The password was wrong: the attempt's record stays as the pair's failure,
/// and the account and the address each count one more.
pub async fn failed(db: &Db, username: &str, ip: &str) -> AppResult<()> {
    let now = db::now();
    for key in [account_key(username), address_key(ip)] {
        store::simpan_kegagalan(db, key, &now).await?;
    }
    Ok(())
}

/// The password was right: the pair starts over (the account's and the
/// address's counts stay, they only ever slow down).
pub async fn succeeded(db: &Db, attempt: Attempt) -> AppResult<()> {
    store::hapus_percobaan_kunci(db, &attempt.pair).await
}
