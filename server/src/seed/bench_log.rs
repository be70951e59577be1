//! `lms seed bench-log`: the activity-log benchmark's data (bench/log/):
//! N entries (1,000,000 by default) spread evenly over the past 365 days and
//! over every user of the database, each in its user's role. Generated inside
//! the database in one statement, so a million rows take seconds.

use serde::Serialize;

use crate::db::{Db, Engine};
use crate::error::{AppError, AppResult};

#[derive(Serialize)]
pub struct BenchLog {
    pub entri: i64,
    pub pengguna: i64,
}

const JENIS: [&str; 8] =
    ["login", "logout", "kumpul_tugas", "mulai_ujian", "selesai_ujian", "tambah_komentar", "presensi_qr", "ubah_materi"];
const DETIK_SETAHUN: i64 = 365 * 24 * 3600;

pub async fn seed_bench_log(db: &Db, engine: Engine, entri: i64) -> AppResult<BenchLog> {
    if !(1..=10_000_000).contains(&entri) {
        return Err(AppError::bad_request("Jumlah entri harus 1 sampai 10.000.000."));
    }
    let akhir = chrono::Utc::now().format("%Y-%m-%d %H:%M:%S").to_string();
    // Entry i (0 = newest) is i * (a year / entri) seconds before now.
    let waktu = match engine {
        Engine::Sqlite => format!("strftime('%Y-%m-%dT%H:%M:%SZ', '{akhir}', '-' || ((n.i * {DETIK_SETAHUN}) / {entri}) || ' seconds')"),
        Engine::Postgres => format!(
            "to_char(TIMESTAMP '{akhir}' - ((n.i * {DETIK_SETAHUN}) / {entri}) * INTERVAL '1 second', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')"
        ),
    };
    let jenis: Vec<String> = JENIS.iter().enumerate().map(|(k, j)| format!("WHEN {k} THEN '{j}'")).collect();
    let mut tx = db.begin().await?;
    sqlx::query("CREATE TEMPORARY TABLE bench_pengguna (k BIGINT PRIMARY KEY, id BIGINT NOT NULL, role TEXT NOT NULL)")
        .execute(&mut *tx)
        .await?;
    sqlx::query("INSERT INTO bench_pengguna (k, id, role) SELECT ROW_NUMBER() OVER (ORDER BY id) - 1, id, role FROM users")
        .execute(&mut *tx)
        .await?;
    let pengguna: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM bench_pengguna").fetch_one(&mut *tx).await?;
    if pengguna == 0 {
        return Err(AppError::bad_request("Belum ada pengguna: jalankan `lms seed demo` lebih dulu."));
    }
    let sql = format!(
        "WITH RECURSIVE n(i) AS (SELECT CAST(0 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < {entri})
         INSERT INTO log_aktivitas (id_user, id_operator, role, jenis, detail, ip_address, waktu)
         SELECT p.id, NULL, p.role, CASE n.i % {} {} END, 'Aktivitas uji nomor ' || CAST(n.i AS TEXT),
                '10.' || CAST(n.i % 200 AS TEXT) || '.' || CAST(n.i % 250 AS TEXT) || '.7', {waktu}
         FROM n JOIN bench_pengguna p ON p.k = n.i % {pengguna}",
        JENIS.len(),
        jenis.join(" ")
    );
    sqlx::query(&sql).execute(&mut *tx).await?;
    sqlx::query("DROP TABLE bench_pengguna").execute(&mut *tx).await?;
    tx.commit().await?;
    if engine == Engine::Postgres {
        sqlx::query("ANALYZE log_aktivitas").execute(db).await?;
    } else {
        sqlx::query("ANALYZE").execute(db).await?;
    }
    Ok(BenchLog { entri, pengguna })
}
