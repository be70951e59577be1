//! SQL of exams.

use crate::db::Db;
use crate::error::AppResult;

/// An exam's row with its meeting, class and creator.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct UjianDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub id_kelas: i64,
    pub judul: String,
    pub sub_jenis: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub deskripsi: String,
    pub sifat: String,
    pub gunakan_batas_waktu: i64,
    pub durasi: Option<i64>,
    pub acak_soal: i64,
    pub ditampilkan: i64,
    pub tampilkan_kunci_jawaban: i64,
    pub waktu_tampil_kunci: Option<String>,
    pub id_ujian_utama: Option<i64>,
    pub nilai_dipublikasi: i64,
    pub nama_pembuat: Option<String>,
    pub username_pembuat: Option<String>,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<Option<UjianDb>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.nomor, p.id_kelas, a.judul, a.sub_jenis, a.waktu_mulai, a.waktu_selesai,
                u.deskripsi, u.sifat, u.gunakan_batas_waktu, u.durasi, u.acak_soal, u.ditampilkan,
                u.tampilkan_kunci_jawaban, u.waktu_tampil_kunci, u.id_ujian_utama, u.nilai_dipublikasi,
                us.nama AS nama_pembuat, us.username AS username_pembuat
         FROM aktivitas a JOIN ujian u ON u.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN users us ON us.id = a.id_pembuat
         WHERE a.id = $1 AND a.jenis = 'ujian'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// (attempts, attempts without a score) of exam `id`.
pub async fn jumlah_pengerjaan(db: &Db, id: i64) -> AppResult<(i64, i64)> {
    Ok(sqlx::query_as("SELECT COUNT(*), COUNT(*) - COUNT(nilai) FROM pengerjaan WHERE id_aktivitas = $1").bind(id).fetch_one(db).await?)
}

/// The remedial exams repeating exam `id`.
pub async fn remedial(db: &Db, id: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_aktivitas FROM ujian WHERE id_ujian_utama = $1 ORDER BY id_aktivitas").bind(id).fetch_all(db).await?)
}

/// NIMs of who may take remedial exam `id`.
pub async fn peserta_remedial(db: &Db, id: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT m.nim FROM ujian_peserta_remedial r JOIN mahasiswa m ON m.id_user = r.id_mahasiswa WHERE r.id_aktivitas = $1 ORDER BY m.nim",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// The class's students with these NIMs, as (nim, id_user).
pub async fn peserta_dengan_nim(db: &Db, id_kelas: i64, nim: &[String]) -> AppResult<Vec<(String, i64)>> {
    let mut hasil = Vec::new();
    for n in nim {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT m.id_user FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa WHERE kp.id_kelas = $1 AND m.nim = $2",
        )
        .bind(id_kelas)
        .bind(n)
        .fetch_optional(db)
        .await?;
        if let Some(id) = found {
            hasil.push((n.clone(), id));
        }
    }
    Ok(hasil)
}
