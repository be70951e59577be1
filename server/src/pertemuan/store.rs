//! SQL of the meeting page.

use super::model::{PertemuanInfo, PertemuanKelas, PilihanPertemuan};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

/// The class of a meeting, if the meeting exists.
pub async fn kelas_pertemuan(db: &Db, id_pertemuan: i64) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id_kelas FROM pertemuan WHERE id = $1").bind(id_pertemuan).fetch_optional(db).await?)
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    nomor: i64,
    judul: String,
    jenis: crate::kelas::model::JenisPertemuan,
    status: crate::kelas::model::StatusPertemuan,
    waktu_mulai: String,
    waktu_selesai: String,
    id_kelas: i64,
    id_mata_kuliah: i64,
    kode: String,
    nama_mk: String,
    nama_kelas: String,
    periode: i64,
}

pub async fn muat(db: &Db, id: i64) -> AppResult<(PertemuanKelas, PertemuanInfo)> {
    let r: Row = sqlx::query_as(
        "SELECT p.id, p.nomor, p.judul, p.jenis, p.status, p.waktu_mulai, p.waktu_selesai,
                k.id AS id_kelas, k.id_mata_kuliah, mk.kode, mk.nama AS nama_mk, k.nama AS nama_kelas, k.periode
         FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah WHERE p.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Pertemuan"))?;
    let hari: Option<String> = sqlx::query_scalar("SELECT nilai FROM konfigurasi WHERE keyword = 'deadline'").fetch_optional(db).await?;
    let default_deadline_materi = hari
        .and_then(|h| h.trim().parse::<i64>().ok())
        .filter(|h| (1..=365).contains(h))
        .zip(db::parse_time(&r.waktu_mulai))
        .map(|(h, mulai)| db::format_time(mulai + chrono::Duration::days(h)));
    Ok((
        PertemuanKelas {
            id: r.id_kelas,
            id_mata_kuliah: r.id_mata_kuliah,
            kode_mk: r.kode,
            nama_mk: r.nama_mk,
            nama_kelas: r.nama_kelas,
            periode: r.periode,
        },
        PertemuanInfo {
            id: r.id,
            nomor: r.nomor,
            judul: r.judul,
            jenis: r.jenis,
            status: r.status,
            waktu_mulai: r.waktu_mulai,
            waktu_selesai: r.waktu_selesai,
            default_deadline_materi,
        },
    ))
}

pub async fn daftar(db: &Db, id_kelas: i64) -> AppResult<Vec<PilihanPertemuan>> {
    Ok(sqlx::query_as("SELECT id, nomor, judul, jenis FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor")
        .bind(id_kelas)
        .fetch_all(db)
        .await?)
}

pub async fn jumlah_peserta(db: &Db, id_kelas: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(id_kelas).fetch_one(db).await?)
}

#[derive(sqlx::FromRow)]
pub struct AktivitasDb {
    pub id: i64,
    pub jenis: crate::kelas::model::JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
}

/// A meeting's activities in time order.
pub async fn aktivitas(db: &Db, id_pertemuan: i64) -> AppResult<Vec<AktivitasDb>> {
    Ok(sqlx::query_as(
        "SELECT id, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai FROM aktivitas WHERE id_pertemuan = $1 ORDER BY waktu_mulai, id",
    )
    .bind(id_pertemuan)
    .fetch_all(db)
    .await?)
}

/// The common part of a new activity of a meeting (its own row in
/// materi, vidcon, forum, tugas or teks is the caller's); returns its id.
/// `jenis` is (jenis, sub_jenis), sub_jenis '' where the kind has none.
pub async fn sisip_aktivitas(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id_pertemuan: i64,
    (jenis, sub_jenis): (&str, &str),
    judul: &str,
    (mulai, selesai): (&str, &str),
    id_pembuat: i64,
) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO aktivitas (id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, id_pembuat, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(id_pertemuan)
    .bind(jenis)
    .bind(sub_jenis)
    .bind(judul)
    .bind(mulai)
    .bind(selesai)
    .bind(id_pembuat)
    .bind(db::now())
    .fetch_one(&mut **tx)
    .await?)
}

/// Changes the common part of activity `id`: its meeting, title and times.
pub async fn ubah_aktivitas(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    id_pertemuan: i64,
    judul: &str,
    (mulai, selesai): (&str, &str),
) -> AppResult<()> {
    sqlx::query("UPDATE aktivitas SET id_pertemuan = $1, judul = $2, waktu_mulai = $3, waktu_selesai = $4 WHERE id = $5")
        .bind(id_pertemuan)
        .bind(judul)
        .bind(mulai)
        .bind(selesai)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The meeting an edited activity goes to: the one chosen in the form (an
/// operator may move it) if it is of the same class, else where it was.
pub async fn pertemuan_tujuan(db: &Db, pilihan: Option<i64>, sekarang: i64, id_kelas: i64) -> AppResult<i64> {
    match pilihan.filter(|p| *p != sekarang) {
        Some(p) if kelas_pertemuan(db, p).await? == Some(id_kelas) => Ok(p),
        Some(_) => Err(AppError::unprocessable("Pertemuan harus pertemuan kelas yang sama.")),
        None => Ok(sekarang),
    }
}
