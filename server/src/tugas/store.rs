//! SQL of tasks: the task row, its attachments, hand-ins and their files,
//! grading and the participants' list.

use std::collections::HashMap;

use super::model::*;
use crate::berkas::store::BerkasDb;
use crate::berkas::BerkasInfo;
use crate::db::{Db, Tx};
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

/// The class of task `id`, if there is such a task.
pub async fn kelas_tugas(db: &Db, id: i64) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT p.id_kelas FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1 AND a.jenis = 'tugas'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// The NIM of student `id_user`.
pub async fn nim(db: &Db, id_user: i64) -> AppResult<String> {
    Ok(sqlx::query_scalar("SELECT nim FROM mahasiswa WHERE id_user = $1").bind(id_user).fetch_one(db).await?)
}

/// A task's counts over class `id_kelas`: participants, hand-ins, scored hand-ins.
#[derive(sqlx::FromRow)]
pub struct AngkaRingkasan {
    pub peserta: i64,
    pub mengumpulkan: i64,
    pub dinilai: i64,
}

pub async fn ringkasan(db: &Db, id: i64, id_kelas: i64) -> AppResult<AngkaRingkasan> {
    Ok(sqlx::query_as(
        "SELECT COUNT(*) AS peserta, COUNT(pg.waktu) AS mengumpulkan, COUNT(pg.nilai) AS dinilai
         FROM kelas_peserta kp
         LEFT JOIN pengerjaan pg ON pg.id_aktivitas = $1 AND pg.id_mahasiswa = kp.id_mahasiswa
         WHERE kp.id_kelas = $2",
    )
    .bind(id)
    .bind(id_kelas)
    .fetch_one(db)
    .await?)
}

#[derive(sqlx::FromRow)]
pub struct PesertaDb {
    pub id: i64,
    pub nim: String,
    pub nama: String,
    pub id_kelompok: Option<i64>,
    pub kelompok: Option<String>,
}

/// The participants of class `id_kelas` by name (or the one with `id_mahasiswa`, 0 for all) with their group in task `id`.
pub async fn peserta(db: &Db, id: i64, id_kelas: i64, id_mahasiswa: i64) -> AppResult<Vec<PesertaDb>> {
    Ok(sqlx::query_as(
        "SELECT u.id, m.nim, u.nama, g.id AS id_kelompok, g.nama AS kelompok
         FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         LEFT JOIN tugas_kelompok_anggota ga ON ga.id_aktivitas = $1 AND ga.id_mahasiswa = m.id_user
         LEFT JOIN tugas_kelompok g ON g.id = ga.id_kelompok
         WHERE kp.id_kelas = $2 AND ($3 = 0 OR m.id_user = $3)
         ORDER BY u.nama, m.nim",
    )
    .bind(id)
    .bind(id_kelas)
    .bind(id_mahasiswa)
    .fetch_all(db)
    .await?)
}

/// Scores a student's hand-in, or removes its score (`None`).
pub async fn simpan_nilai(tx: &mut Tx<'_>, id: i64, id_mahasiswa: i64, nilai: Option<f64>) -> AppResult<()> {
    // A bound NULL double reaches PostgreSQL with the wrong type (db.rs), so NULL is written literally.
    let update = match nilai {
        Some(v) => sqlx::query("UPDATE pengerjaan SET nilai = $1 WHERE id_aktivitas = $2 AND id_mahasiswa = $3").bind(v),
        None => sqlx::query("UPDATE pengerjaan SET nilai = NULL WHERE id_aktivitas = $1 AND id_mahasiswa = $2"),
    };
    update.bind(id).bind(id_mahasiswa).execute(&mut **tx).await?;
    Ok(())
}

/// Replaces the task's attachments with `berkas`, in order.
pub async fn simpan_lampiran(tx: &mut Tx<'_>, id: i64, berkas: &[BerkasDb]) -> AppResult<()> {
    sqlx::query("DELETE FROM tugas_lampiran WHERE id_aktivitas = $1").bind(id).execute(&mut **tx).await?;
    for (i, b) in berkas.iter().enumerate() {
        sqlx::query("INSERT INTO tugas_lampiran (id_aktivitas, id_berkas, urutan) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(&b.id)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The task's own row of activity `id`.
pub async fn sisip_tugas(tx: &mut Tx<'_>, id: i64, deskripsi: &str, boleh_terlambat: bool) -> AppResult<()> {
    sqlx::query("INSERT INTO tugas (id_aktivitas, deskripsi, boleh_terlambat) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(deskripsi)
        .bind(boleh_terlambat as i64)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Changes the task's kind, description and whether late hand-ins are taken.
pub async fn ubah_tugas(tx: &mut Tx<'_>, id: i64, sub_jenis: &str, deskripsi: &str, boleh_terlambat: bool) -> AppResult<()> {
    sqlx::query("UPDATE aktivitas SET sub_jenis = $1 WHERE id = $2").bind(sub_jenis).bind(id).execute(&mut **tx).await?;
    sqlx::query("UPDATE tugas SET deskripsi = $1, boleh_terlambat = $2 WHERE id_aktivitas = $3")
        .bind(deskripsi)
        .bind(boleh_terlambat as i64)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The file ids of every hand-in of task `id`.
pub async fn id_berkas_semua_pengumpulan(db: &Db, id: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar::<_, String>("SELECT id_berkas FROM pengerjaan_berkas WHERE id_aktivitas = $1").bind(id).fetch_all(db).await?)
}

/// Deletes task `id` with its attachments, hand-ins, groups, discussions and activity row.
pub async fn hapus_tugas(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    for tabel in ["tugas_lampiran", "pengerjaan_berkas", "pengerjaan", "tugas_kelompok_anggota", "chat_grup", "tugas_kelompok", "tugas"] {
        sqlx::query(&format!("DELETE FROM {tabel} WHERE id_aktivitas = $1")).bind(id).execute(&mut **tx).await?;
    }
    sqlx::query("DELETE FROM aktivitas WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// One student's hand-in as written: the same for every member of a group.
pub struct PengumpulanBaru<'a> {
    pub waktu: &'a str,
    pub teks: &'a str,
    pub terlambat: bool,
    pub id_pengirim: i64,
    pub id_kelompok: Option<i64>,
    pub berkas: &'a [BerkasDb],
}

/// Writes (or replaces) student `id_mahasiswa`'s hand-in of task `id` and its files.
pub async fn simpan_pengumpulan(tx: &mut Tx<'_>, id: i64, id_mahasiswa: i64, p: &PengumpulanBaru<'_>) -> AppResult<()> {
    // A bound NULL integer reaches PostgreSQL untyped (db.rs): an absent group is written literally.
    let kelompok = p.id_kelompok.map_or("NULL".to_string(), |k| k.to_string());
    sqlx::query(&format!(
        "INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu, teks, terlambat, id_pengirim, id_kelompok)
             VALUES ($1, $2, $3, $4, $5, $6, {kelompok})
             ON CONFLICT (id_aktivitas, id_mahasiswa) DO UPDATE SET waktu = $3, teks = $4, terlambat = $5, id_pengirim = $6, id_kelompok = {kelompok}"
    ))
    .bind(id)
    .bind(id_mahasiswa)
    .bind(p.waktu)
    .bind(p.teks)
    .bind(p.terlambat as i64)
    .bind(p.id_pengirim)
    .execute(&mut **tx)
    .await?;
    sqlx::query("DELETE FROM pengerjaan_berkas WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(id)
        .bind(id_mahasiswa)
        .execute(&mut **tx)
        .await?;
    for (i, b) in p.berkas.iter().enumerate() {
        sqlx::query("INSERT INTO pengerjaan_berkas (id_aktivitas, id_mahasiswa, id_berkas, urutan) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(id_mahasiswa)
            .bind(&b.id)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
