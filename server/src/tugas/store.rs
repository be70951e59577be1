//! SQL of tasks: the task row, its attachments, hand-ins and their files.

use std::collections::HashMap;

use super::model::*;
use crate::berkas::BerkasInfo;
use crate::db::Db;
use crate::error::{AppError, AppResult};

/// The task's row with its meeting and class.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct TugasDb {
    pub judul: String,
    pub sub_jenis: super::model::JenisTugas,
    pub deskripsi: String,
    pub boleh_terlambat: i64,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub judul_pertemuan: String,
    pub id_kelas: i64,
    pub periode: i64,
    pub nama_kelas: String,
    pub kode: String,
    pub nama_mk: String,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<TugasDb> {
    sqlx::query_as(
        "SELECT a.judul, a.sub_jenis, t.deskripsi, t.boleh_terlambat, a.waktu_mulai, a.waktu_selesai,
                p.id AS id_pertemuan, p.nomor, p.judul AS judul_pertemuan,
                k.id AS id_kelas, k.periode, k.nama AS nama_kelas, mk.kode, mk.nama AS nama_mk
         FROM aktivitas a JOIN tugas t ON t.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE a.id = $1 AND a.jenis = 'tugas'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Tugas"))
}

#[derive(sqlx::FromRow)]
struct BerkasRow {
    id: String,
    nama: String,
    ukuran: i64,
}

impl BerkasRow {
    fn info(self) -> BerkasInfo {
        BerkasInfo { url: crate::berkas::url(&self.id, &self.nama), name: self.nama, content_length: self.ukuran }
    }
}

/// The task's attachments in order.
pub async fn lampiran(db: &Db, id: i64) -> AppResult<Vec<BerkasInfo>> {
    let rows: Vec<BerkasRow> = sqlx::query_as(
        "SELECT b.id, b.nama, b.ukuran FROM tugas_lampiran l JOIN berkas b ON b.id = l.id_berkas
         WHERE l.id_aktivitas = $1 ORDER BY l.urutan",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(BerkasRow::info).collect())
}

/// The attachment ids of a task, in order.
pub async fn id_lampiran(db: &Db, id: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar("SELECT id_berkas FROM tugas_lampiran WHERE id_aktivitas = $1 ORDER BY urutan").bind(id).fetch_all(db).await?)
}

#[derive(sqlx::FromRow)]
struct PengerjaanDb {
    id_mahasiswa: i64,
    waktu: String,
    nilai: Option<f64>,
    teks: Option<String>,
    terlambat: Option<i64>,
    pengirim: Option<String>,
}

#[derive(sqlx::FromRow)]
struct BerkasMahasiswa {
    id_mahasiswa: i64,
    id: String,
    nama: String,
    ukuran: i64,
}

/// Hand-ins of task `id` per student (all, or only `id_mahasiswa`'s).
pub async fn pengumpulan(db: &Db, id: i64, id_mahasiswa: Option<i64>) -> AppResult<HashMap<i64, Pengumpulan>> {
    let siapa = id_mahasiswa.unwrap_or(0);
    let rows: Vec<PengerjaanDb> = sqlx::query_as(
        "SELECT pg.id_mahasiswa, pg.waktu, pg.nilai, pg.teks, pg.terlambat, u.nama AS pengirim
         FROM pengerjaan pg LEFT JOIN users u ON u.id = pg.id_pengirim
         WHERE pg.id_aktivitas = $1 AND ($2 = 0 OR pg.id_mahasiswa = $2)",
    )
    .bind(id)
    .bind(siapa)
    .fetch_all(db)
    .await?;
    let files: Vec<BerkasMahasiswa> = sqlx::query_as(
        "SELECT pb.id_mahasiswa, b.id, b.nama, b.ukuran FROM pengerjaan_berkas pb JOIN berkas b ON b.id = pb.id_berkas
         WHERE pb.id_aktivitas = $1 AND ($2 = 0 OR pb.id_mahasiswa = $2) ORDER BY pb.id_mahasiswa, pb.urutan",
    )
    .bind(id)
    .bind(siapa)
    .fetch_all(db)
    .await?;
    let mut hasil: HashMap<i64, Pengumpulan> = rows
        .into_iter()
        .map(|r| {
            let p = Pengumpulan {
                waktu: r.waktu,
                nilai: r.nilai,
                teks: r.teks.unwrap_or_default(),
                berkas: Vec::new(),
                terlambat: r.terlambat == Some(1),
                pengirim: r.pengirim,
            };
            (r.id_mahasiswa, p)
        })
        .collect();
    for f in files {
        if let Some(p) = hasil.get_mut(&f.id_mahasiswa) {
            p.berkas.push(BerkasRow { id: f.id, nama: f.nama, ukuran: f.ukuran }.info());
        }
    }
    Ok(hasil)
}

/// The file ids of one student's hand-in.
pub async fn id_berkas_pengumpulan(db: &Db, id: i64, id_mahasiswa: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar("SELECT id_berkas FROM pengerjaan_berkas WHERE id_aktivitas = $1 AND id_mahasiswa = $2 ORDER BY urutan")
        .bind(id)
        .bind(id_mahasiswa)
        .fetch_all(db)
        .await?)
}

/// Hand-ins and groups a task has (its kind cannot change once it has any).
pub async fn jumlah_pengumpulan_kelompok(db: &Db, id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM pengerjaan WHERE id_aktivitas = $1) + (SELECT COUNT(*) FROM tugas_kelompok WHERE id_aktivitas = $1)",
    )
    .bind(id)
    .fetch_one(db)
    .await?)
}
