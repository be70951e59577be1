//! SQL of courses' academic plans: the syllabus, the RPS and RE rows, the
//! course's coordinator and RPS developer.

use crate::db::{Db, Tx};
use crate::error::AppResult;

/// Courses with id `id` (0 or 1).
pub async fn jumlah_mata_kuliah(db: &Db, id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(db).await?)
}

/// The RPS rows: (nomor_pertemuan, materi, materi_inggris).
pub async fn rencana_pembelajaran(db: &Db, id: i64) -> AppResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query_as(
        "SELECT nomor_pertemuan, materi, materi_inggris FROM rencana_pembelajaran WHERE id_mata_kuliah = $1 ORDER BY nomor_pertemuan",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// The RE rows: (komponen id, komponen nama, bobot).
pub async fn rencana_evaluasi(db: &Db, id: i64) -> AppResult<Vec<(i64, String, i64)>> {
    Ok(sqlx::query_as(
        "SELECT k.id, k.nama, r.bobot FROM rencana_evaluasi r JOIN komponen_nilai k ON k.id = r.id_komponen
         WHERE r.id_mata_kuliah = $1 ORDER BY k.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// A course with its coordinator's and RPS developer's names (`_k`, `_p`).
#[derive(sqlx::FromRow)]
pub struct InfoDb {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub silabus: String,
    pub silabus_lampiran_path: Option<String>,
    pub silabus_lampiran_nama: Option<String>,
    pub silabus_lampiran_ukuran: Option<i64>,
    pub id_dosen_koordinator: Option<i64>,
    pub id_dosen_pengembang_rps: Option<i64>,
    pub nama_k: Option<String>,
    pub depan_k: Option<String>,
    pub akademik_k: Option<String>,
    pub nama_p: Option<String>,
    pub depan_p: Option<String>,
    pub akademik_p: Option<String>,
}

/// (coordinator, RPS developer) of course `id`, if it exists.
pub async fn penanggung_jawab(db: &Db, id: i64) -> AppResult<Option<(Option<i64>, Option<i64>)>> {
    Ok(sqlx::query_as("SELECT id_dosen_koordinator, id_dosen_pengembang_rps FROM mata_kuliah WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?)
}

pub async fn info(db: &Db, id: i64) -> AppResult<Option<InfoDb>> {
    Ok(sqlx::query_as::<_, InfoDb>(
        "SELECT mk.id, mk.kode, mk.nama, mk.sks, mk.silabus, mk.silabus_lampiran_path, mk.silabus_lampiran_nama,
                mk.silabus_lampiran_ukuran, mk.id_dosen_koordinator, mk.id_dosen_pengembang_rps,
                uk.nama AS nama_k, dk.gelar_depan AS depan_k, dk.gelar_akademik AS akademik_k,
                up.nama AS nama_p, dp.gelar_depan AS depan_p, dp.gelar_akademik AS akademik_p
         FROM mata_kuliah mk
         LEFT JOIN dosen dk ON dk.id_user = mk.id_dosen_koordinator LEFT JOIN users uk ON uk.id = dk.id_user
         LEFT JOIN dosen dp ON dp.id_user = mk.id_dosen_pengembang_rps LEFT JOIN users up ON up.id = dp.id_user
         WHERE mk.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// The syllabus attachment's path now, in the caller's transaction.
pub async fn lampiran_silabus(tx: &mut Tx<'_>, id: i64) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar("SELECT silabus_lampiran_path FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(&mut **tx).await?)
}

pub async fn ubah_silabus(tx: &mut Tx<'_>, silabus: &str, id: i64) -> AppResult<()> {
    sqlx::query("UPDATE mata_kuliah SET silabus = $1 WHERE id = $2").bind(silabus).bind(id).execute(&mut **tx).await?;
    Ok(())
}

pub async fn ubah_lampiran_silabus(tx: &mut Tx<'_>, path: &str, nama: &str, ukuran: i64, id: i64) -> AppResult<()> {
    sqlx::query(
        "UPDATE mata_kuliah SET silabus_lampiran_path = $1, silabus_lampiran_nama = $2, silabus_lampiran_ukuran = $3 WHERE id = $4",
    )
    .bind(path)
    .bind(nama)
    .bind(ukuran)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The syllabus attachment's (path, original name) of course `id`, if it exists.
pub async fn lampiran(db: &Db, id: i64) -> AppResult<Option<(Option<String>, Option<String>)>> {
    Ok(sqlx::query_as("SELECT silabus_lampiran_path, silabus_lampiran_nama FROM mata_kuliah WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?)
}
