//! SQL of announcements.

use sqlx::Row;

use super::model::{Pembuat, Pengumuman};
use crate::db::Db;
use crate::error::AppResult;
use crate::identitas::CurrentUser;
use crate::list::PageRequest;

/// Published announcements aimed at everyone or at the user's role, newest first.
pub async fn list(db: &Db, user: &CurrentUser, page: PageRequest) -> AppResult<(Vec<Pengumuman>, i64)> {
    let role = user.role();
    let where_sql = "WHERE (p.sasaran = 'semua' OR p.sasaran = $1) AND p.tanggal_publish <= $2";
    let now = crate::db::now();
    let total: i64 =
        sqlx::query_scalar(&format!("SELECT COUNT(*) FROM pengumuman p {where_sql}")).bind(role.as_str()).bind(&now).fetch_one(db).await?;
    let rows = sqlx::query(&format!(
        "SELECT p.id, p.judul, p.isi, p.tanggal_publish, u.nama FROM pengumuman p JOIN users u ON u.id = p.id_pembuat
         {where_sql} ORDER BY p.tanggal_publish DESC, p.id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(role.as_str())
    .bind(&now)
    .bind(page.per_page)
    .bind(page.offset())
    .fetch_all(db)
    .await?;
    let data = rows
        .into_iter()
        .map(|r| {
            Ok(Pengumuman {
                id: r.try_get("id")?,
                judul: r.try_get("judul")?,
                isi: r.try_get("isi")?,
                tanggalPublish: r.try_get("tanggal_publish")?,
                pembuat: Pembuat { nama: r.try_get("nama")? },
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok((data, total))
}
