//! Failed-login throttling, per account and per address, stored in the
//! database so every server node sees the same counts.

use chrono::{Duration, Utc};

use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

pub const WINDOW_MINUTES: i64 = 15;
pub const MAX_PER_ACCOUNT: i64 = 5;
pub const MAX_PER_ADDRESS: i64 = 20;

fn account_key(username: &str) -> String {
    format!("akun:{}", username.to_lowercase())
}

fn address_key(ip: &str) -> String {
    format!("ip:{ip}")
}

/// Refuses with 429 while either counter is at its limit, saying when to retry.
pub async fn check(db: &Db, username: &str, ip: &str) -> AppResult<()> {
    let since = db::format_time(Utc::now() - Duration::minutes(WINDOW_MINUTES));
    for (key, max) in [(account_key(username), MAX_PER_ACCOUNT), (address_key(ip), MAX_PER_ADDRESS)] {
        if key == "ip:" {
            continue;
        }
        // The failure that, once it leaves the window, frees one attempt.
        let times: Vec<String> = sqlx::query_scalar(
            "SELECT waktu FROM percobaan_login WHERE kunci = $1 AND waktu > $2 ORDER BY waktu DESC LIMIT $3",
        )
        .bind(&key)
        .bind(&since)
        .bind(max)
        .fetch_all(db)
        .await?;
        if times.len() as i64 >= max {
            let oldest = times.last().and_then(|t| db::parse_time(t)).unwrap_or_else(Utc::now);
            let free_at = oldest + Duration::minutes(WINDOW_MINUTES);
            let minutes = ((free_at - Utc::now()).num_seconds() + 59).div_euclid(60).max(1);
            return Err(AppError::too_many(format!(
                "Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam {minutes} menit."
            )));
        }
    }
    Ok(())
}

pub async fn record_failure(db: &Db, username: &str, ip: &str) -> AppResult<()> {
    let now = db::now();
    let mut tx = db.begin().await?;
    for key in [account_key(username), address_key(ip)] {
        sqlx::query("INSERT INTO percobaan_login (kunci, waktu) VALUES ($1, $2)")
            .bind(key)
            .bind(&now)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A successful login clears the account's counter (not the address's).
pub async fn clear(db: &Db, username: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM percobaan_login WHERE kunci = $1").bind(account_key(username)).execute(db).await?;
    Ok(())
}
