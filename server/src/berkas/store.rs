//! SQL of uploads.

use crate::db::{self, Db};
use crate::error::AppResult;

#[derive(sqlx::FromRow, Clone, Debug, PartialEq)]
pub struct BerkasDb {
    pub id: String,
    pub kunci: String,
    pub nama: String,
    pub ekstensi: String,
    pub ukuran: i64,
    pub dir: String,
    pub id_pengunggah: i64,
}

const KOLOM: &str = "id, kunci, nama, ekstensi, ukuran, dir, id_pengunggah";

impl BerkasDb {
    pub fn info(&self) -> super::BerkasInfo {
        super::BerkasInfo { url: super::url(&self.id, &self.nama), name: self.nama.clone(), content_length: self.ukuran }
    }
}

pub async fn simpan<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(e: E, b: &BerkasDb) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO berkas (id, kunci, nama, ekstensi, ukuran, dir, id_pengunggah, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(&b.id)
    .bind(&b.kunci)
    .bind(&b.nama)
    .bind(&b.ekstensi)
    .bind(b.ukuran)
    .bind(&b.dir)
    .bind(b.id_pengunggah)
    .bind(db::now())
    .execute(e)
    .await?;
    Ok(())
}

/// Inserts upload `b` unless its uploader's uploads that no content uses
/// would then pass `kuota` bytes; Err holds the bytes they already keep.
/// The sum and the insert are one step: the uploader's row is locked first
/// (a row lock on PostgreSQL, the write lock on SQLite), so parallel uploads
/// of one user are counted one after the other.
pub async fn simpan_dalam_kuota(db: &Db, b: &BerkasDb, kuota: i64) -> AppResult<Result<(), i64>> {
    let _antre = db::antre_tulis(db).await;
    let mut tx = db.begin().await?;
    sqlx::query("UPDATE users SET id = id WHERE id = $1").bind(b.id_pengunggah).execute(&mut *tx).await?;
    let terpakai = terpakai(&mut *tx, b.id_pengunggah).await?;
    if terpakai + b.ukuran > kuota {
        return Ok(Err(terpakai));
    }
    simpan(&mut *tx, b).await?;
    tx.commit().await?;
    Ok(Ok(()))
}

/// The bytes of `id_pengunggah`'s uploads that no content uses (the quota's measure).
pub async fn terpakai<'e>(db: impl sqlx::Executor<'e, Database = sqlx::Any>, id_pengunggah: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT CAST(COALESCE(SUM(b.ukuran), 0) AS BIGINT) FROM berkas b WHERE b.id_pengunggah = $1 AND NOT {DIPAKAI}"
    ))
    .bind(id_pengunggah)
    .fetch_one(db)
    .await?)
}

pub async fn cari(db: &Db, id: &str) -> AppResult<Option<BerkasDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM} FROM berkas WHERE id = $1")).bind(id).fetch_optional(db).await?)
}

/// The content that takes up an upload `b`: a material, a task attachment, a
/// hand-in, an essay answer of an exam or a question's file.
const DIPAKAI: &str = "(EXISTS (SELECT 1 FROM materi m WHERE m.id_berkas = b.id)
     OR EXISTS (SELECT 1 FROM tugas_lampiran t WHERE t.id_berkas = b.id)
     OR EXISTS (SELECT 1 FROM pengerjaan_berkas pb WHERE pb.id_berkas = b.id)
     OR EXISTS (SELECT 1 FROM ujian_jawaban_berkas jb WHERE jb.id_berkas = b.id)
     OR EXISTS (SELECT 1 FROM soal_lampiran sl WHERE sl.id_berkas = b.id))";

/// Whether any content uses upload `id`.
pub async fn dipakai<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(e: E, id: &str) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM berkas b WHERE b.id = $1 AND {DIPAKAI}")).bind(id).fetch_one(e).await?;
    Ok(n > 0)
}

/// Removes upload `id` once no content uses it any more, in the caller's
/// transaction; returns its object key for the caller to delete after commit.
pub async fn lepas(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: &str) -> AppResult<Option<String>> {
    if dipakai(&mut **tx, id).await? {
        return Ok(None);
    }
    let kunci: Option<String> = sqlx::query_scalar("SELECT kunci FROM berkas WHERE id = $1").bind(id).fetch_optional(&mut **tx).await?;
    hapus(&mut **tx, id).await?;
    Ok(kunci)
}

/// Uploads made before `batas` (UTC text) that no content uses.
pub async fn yatim(db: &Db, batas: &str) -> AppResult<Vec<BerkasDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM} FROM berkas b WHERE b.created_at < $1 AND NOT {DIPAKAI}")).bind(batas).fetch_all(db).await?)
}

/// Removes upload `id`'s row; how many rows went (0 when another save took it first).
pub async fn hapus<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(e: E, id: &str) -> AppResult<u64> {
    Ok(sqlx::query("DELETE FROM berkas WHERE id = $1").bind(id).execute(e).await?.rows_affected())
}

/// The materials using upload `id`, with their class, display time and meeting, for the access rule.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct PemakaiMateri {
    pub id_aktivitas: i64,
    pub id_kelas: i64,
    pub waktu_mulai_tampil: String,
}

pub async fn pemakai(db: &Db, id: &str) -> AppResult<Vec<PemakaiMateri>> {
    Ok(sqlx::query_as(
        "SELECT a.id AS id_aktivitas, p.id_kelas, a.waktu_mulai AS waktu_mulai_tampil
         FROM materi m JOIN aktivitas a ON a.id = m.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE m.id_berkas = $1 ORDER BY a.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// The classes of the tasks upload `id` is attached to.
pub async fn kelas_lampiran_tugas(db: &Db, id: &str) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT DISTINCT p.id_kelas FROM tugas_lampiran l JOIN aktivitas a ON a.id = l.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE l.id_berkas = $1",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// (class, student) of the hand-ins and exam answers upload `id` belongs to.
pub async fn pemilik_pengumpulan(db: &Db, id: &str) -> AppResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT p.id_kelas, pb.id_mahasiswa FROM pengerjaan_berkas pb JOIN aktivitas a ON a.id = pb.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE pb.id_berkas = $1
         UNION
         SELECT p.id_kelas, up.id_mahasiswa FROM ujian_jawaban_berkas jb JOIN ujian_pengerjaan up ON up.id = jb.id_pengerjaan
         JOIN aktivitas a ON a.id = up.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan WHERE jb.id_berkas = $1",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

// ---------------------------------------------------------------- previews (pratinjau.rs)

/// The state of file `id`'s preview: menunggu, siap, gagal; none when never asked.
pub async fn status_pratinjau(db: &Db, id: &str) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar("SELECT status FROM berkas_pratinjau WHERE id_berkas = $1").bind(id).fetch_optional(db).await?)
}

/// Claims the making of file `id`'s preview: false when someone made or is making it.
pub async fn klaim_pratinjau(db: &Db, id: &str, basi: &SejakPratinjau) -> AppResult<bool> {
    let klaim = sqlx::query(
        "INSERT INTO berkas_pratinjau (id_berkas, status, diperbarui) VALUES ($1, 'menunggu', $2)
         ON CONFLICT (id_berkas) DO UPDATE SET status = 'menunggu', diperbarui = excluded.diperbarui
         WHERE (berkas_pratinjau.status = 'menunggu' AND berkas_pratinjau.diperbarui < $3)
            OR (berkas_pratinjau.status = 'gagal' AND berkas_pratinjau.diperbarui < $4)",
    )
    .bind(id)
    .bind(crate::db::now())
    .bind(&basi.menunggu)
    .bind(&basi.gagal)
    .execute(db)
    .await?;
    Ok(klaim.rows_affected() == 1)
}

/// Times (UTC) before which a claim is taken over: a conversion still 'menunggu' since then
/// belonged to a server that stopped, one 'gagal' since then is tried again.
pub struct SejakPratinjau {
    pub menunggu: String,
    pub gagal: String,
}

pub async fn tandai_pratinjau(db: &Db, id: &str, status: &str) -> AppResult<()> {
    sqlx::query("UPDATE berkas_pratinjau SET status = $1, diperbarui = $2 WHERE id_berkas = $3")
        .bind(status)
        .bind(crate::db::now())
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// The materials' files of kinds `ekstensi` never asked for a preview, or whose claim
/// [`klaim_pratinjau`] would take over.
pub async fn tanpa_pratinjau(db: &Db, basi: &SejakPratinjau, ekstensi: &[&str]) -> AppResult<Vec<String>> {
    let jenis: Vec<String> = (3..3 + ekstensi.len()).map(|i| format!("${i}")).collect();
    let sql = format!(
        "SELECT m.id_berkas FROM materi m JOIN berkas b ON b.id = m.id_berkas
         WHERE b.ekstensi IN ({})
           AND NOT EXISTS (SELECT 1 FROM berkas_pratinjau p WHERE p.id_berkas = m.id_berkas
                             AND NOT (p.status = 'menunggu' AND p.diperbarui < $1)
                             AND NOT (p.status = 'gagal' AND p.diperbarui < $2))",
        jenis.join(", ")
    );
    let mut q = sqlx::query_scalar(&sql).bind(&basi.menunggu).bind(&basi.gagal);
    for e in ekstensi {
        q = q.bind(*e);
    }
    Ok(q.fetch_all(db).await?)
}
