//! SQL of the activity log: its writes and the filtered reads.

use super::model::{Entry, Saringan};
use crate::db::{self, bind_all, Arg, Conditions, Db};
use crate::error::AppResult;
use crate::identitas::model::Role;
use crate::list::PageRequest;

pub async fn write<'e, E>(executor: E, entry: Entry<'_>) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query(
        "INSERT INTO log_aktivitas (id_user, id_operator, role, jenis, detail, ip_address, waktu, id_kelas, id_pertemuan)
         VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, (SELECT id_kelas FROM pertemuan WHERE id = $9)), $9)",
    )
    .bind(entry.id_user)
    .bind(entry.id_operator)
    .bind(entry.role.map_or("", Role::as_str))
    .bind(entry.jenis)
    .bind(entry.detail)
    .bind(entry.ip)
    .bind(db::now())
    .bind(entry.id_kelas)
    .bind(entry.id_pertemuan)
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn count(db: &Db, id_user: i64, jenis: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE id_user = $1 AND jenis = $2")
        .bind(id_user)
        .bind(jenis)
        .fetch_one(db)
        .await?)
}

/// The id of the user named `username`.
pub async fn id_user(db: &Db, username: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM users WHERE username = $1").bind(username).fetch_optional(db).await?)
}

/// Only the conditions given, so each query can use an index
/// (`(id_user, waktu)` for one user's day, `(waktu)` for everyone's).
fn kondisi(s: &Saringan) -> Conditions {
    let mut c = Conditions::default();
    if let Some(id) = s.id_user {
        c.push("l.id_user = ?", [Arg::Int(id)]);
    }
    if let Some(a) = &s.awal {
        c.push("l.waktu >= ?", [Arg::Text(a.clone())]);
    }
    if let Some(b) = &s.akhir {
        c.push("l.waktu <= ?", [Arg::Text(b.clone())]);
    }
    if let Some(j) = &s.jenis {
        c.push("l.jenis = ?", [Arg::Text(j.clone())]);
    }
    if let Some(r) = &s.role {
        c.push("l.role = ?", [Arg::Text(r.as_str().into())]);
    }
    if let Some(ip) = &s.ip {
        c.push("l.ip_address = ?", [Arg::Text(ip.clone())]);
    }
    if let Some(id) = s.id_kelas {
        c.push("l.id_kelas = ?", [Arg::Int(id)]);
    }
    if let Some(id) = s.id_pertemuan {
        c.push("l.id_pertemuan = ?", [Arg::Int(id)]);
    }
    if let Some(periode) = s.periode {
        c.push("l.id_kelas IN (SELECT id FROM kelas_kuliah WHERE periode = ?)", [Arg::Int(periode)]);
    }
    if let Some(q) = &s.search {
        let pola = format!("%{}%", q.to_lowercase().replace(['%', '_'], ""));
        c.push("LOWER(l.detail) LIKE ?", [Arg::Text(pola)]);
    }
    c
}

/// How many entries match.
pub async fn jumlah(db: &Db, s: &Saringan) -> AppResult<i64> {
    let c = kondisi(s);
    let sql = format!("SELECT COUNT(*) FROM log_aktivitas l{}", c.where_sql());
    Ok(bind_all(sqlx::query(&sql), &c.args).try_map(|r: sqlx::any::AnyRow| sqlx::Row::try_get::<i64, _>(&r, 0)).fetch_one(db).await?)
}

/// One entry with its user's and operator's names.
#[derive(sqlx::FromRow)]
pub struct LogDb {
    pub id: i64,
    pub waktu: String,
    pub jenis: String,
    pub detail: String,
    pub ip_address: String,
    pub role: String,
    pub id_user: Option<i64>,
    pub username: Option<String>,
    pub nama: Option<String>,
    pub id_operator: Option<i64>,
    pub op_username: Option<String>,
    pub op_nama: Option<String>,
}

/// The matching entries of one page, newest first.
pub async fn log(db: &Db, s: &Saringan, page: PageRequest) -> AppResult<Vec<LogDb>> {
    let c = kondisi(s);
    let sql = format!(
        "SELECT l.id, l.waktu, l.jenis, l.detail, l.ip_address, l.role, l.id_user, u.username, u.nama,
                l.id_operator, o.username AS op_username, o.nama AS op_nama
         FROM log_aktivitas l
         LEFT JOIN users u ON u.id = l.id_user
         LEFT JOIN users o ON o.id = l.id_operator{}
         ORDER BY l.waktu DESC, l.id DESC LIMIT {} OFFSET {}",
        c.where_sql(),
        page.per_page,
        page.offset()
    );
    Ok(bind_all(sqlx::query(&sql), &c.args).try_map(|r| sqlx::FromRow::from_row(&r)).fetch_all(db).await?)
}
