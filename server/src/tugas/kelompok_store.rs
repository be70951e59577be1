//! SQL of a kelompok task's groups: the groups, their members in order, and
//! the checks a group's name and members pass.

use super::model::JabatanKelompok;
use crate::db::{self, Db, Tx};
use crate::error::AppResult;

#[derive(sqlx::FromRow)]
pub struct AnggotaDb {
    pub id_kelompok: i64,
    pub id_user: i64,
    pub nim: String,
    pub nama: String,
    pub jabatan: JabatanKelompok,
}

#[derive(sqlx::FromRow)]
pub struct KelompokDb {
    pub id: i64,
    pub nama: String,
    pub sudah: i64,
}

/// The groups of task `id` (all when `satu` is 0), with their hand-in counts, unsorted.
pub async fn kelompok(db: &Db, id: i64, satu: i64) -> AppResult<Vec<KelompokDb>> {
    Ok(sqlx::query_as(
        "SELECT g.id, g.nama, (SELECT COUNT(*) FROM pengerjaan pg WHERE pg.id_kelompok = g.id) AS sudah
         FROM tugas_kelompok g WHERE g.id_aktivitas = $1 AND ($2 = 0 OR g.id = $2)",
    )
    .bind(id)
    .bind(satu)
    .fetch_all(db)
    .await?)
}

/// The members of task `id`'s groups (all when `satu` is 0), per group, leader first.
pub async fn anggota(db: &Db, id: i64, satu: i64) -> AppResult<Vec<AnggotaDb>> {
    Ok(sqlx::query_as(
        "SELECT ga.id_kelompok, u.id AS id_user, m.nim, u.nama, ga.jabatan
         FROM tugas_kelompok_anggota ga JOIN mahasiswa m ON m.id_user = ga.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE ga.id_aktivitas = $1 AND ($2 = 0 OR ga.id_kelompok = $2)
         ORDER BY ga.id_kelompok, CASE WHEN ga.jabatan = 'ketua' THEN 0 ELSE 1 END, ga.urutan",
    )
    .bind(id)
    .bind(satu)
    .fetch_all(db)
    .await?)
}

/// The group of task `id` student `id_mahasiswa` is in, if any.
pub async fn kelompok_mahasiswa(db: &Db, id: i64, id_mahasiswa: i64) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id_kelompok FROM tugas_kelompok_anggota WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(id)
        .bind(id_mahasiswa)
        .fetch_optional(db)
        .await?)
}

/// The students of class `id_kelas` in no group of task `id`: (id, nim, nama) by name.
pub async fn tanpa_kelompok(db: &Db, id_kelas: i64, id: i64) -> AppResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query_as(
        "SELECT u.id, m.nim, u.nama FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE kp.id_kelas = $1 AND NOT EXISTS
           (SELECT 1 FROM tugas_kelompok_anggota ga WHERE ga.id_aktivitas = $2 AND ga.id_mahasiswa = m.id_user)
         ORDER BY u.nama, m.nim",
    )
    .bind(id_kelas)
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// Other groups of task `id` (not `id_kelompok`, 0 for none) named `nama`, case ignored.
pub async fn jumlah_nama_sama(db: &Db, id: i64, nama: &str, id_kelompok: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM tugas_kelompok WHERE id_aktivitas = $1 AND LOWER(nama) = LOWER($2) AND id <> $3")
        .bind(id)
        .bind(nama)
        .bind(id_kelompok)
        .fetch_one(db)
        .await?)
}

/// 1 when student `id_mahasiswa` is a participant of class `id_kelas`, else 0.
pub async fn jumlah_peserta(db: &Db, id_kelas: i64, id_mahasiswa: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1 AND id_mahasiswa = $2")
        .bind(id_kelas)
        .bind(id_mahasiswa)
        .fetch_one(db)
        .await?)
}

/// The student's name and the other group of task `id` (not `id_kelompok`) they are in, if any.
pub async fn kelompok_lain(db: &Db, id: i64, id_mahasiswa: i64, id_kelompok: i64) -> AppResult<Option<(String, String)>> {
    Ok(sqlx::query_as(
        "SELECT u.nama, g.nama FROM tugas_kelompok_anggota ga JOIN tugas_kelompok g ON g.id = ga.id_kelompok JOIN users u ON u.id = ga.id_mahasiswa
             WHERE ga.id_aktivitas = $1 AND ga.id_mahasiswa = $2 AND ga.id_kelompok <> $3",
    )
    .bind(id)
    .bind(id_mahasiswa)
    .bind(id_kelompok)
    .fetch_optional(db)
    .await?)
}

/// The members of group `gid`, in no particular order.
pub async fn id_anggota(tx: &mut Tx<'_>, gid: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).fetch_all(&mut **tx).await?)
}

pub async fn hapus_anggota(tx: &mut Tx<'_>, gid: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).execute(&mut **tx).await?;
    Ok(())
}

/// Adds student `id_mahasiswa` to group `gid` of task `id` as `jabatan` ('ketua' or 'anggota') at place `urutan`.
pub async fn sisip_anggota(tx: &mut Tx<'_>, gid: i64, id: i64, id_mahasiswa: i64, jabatan: &str, urutan: i64) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO tugas_kelompok_anggota (id_kelompok, id_aktivitas, id_mahasiswa, jabatan, urutan) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(gid)
    .bind(id)
    .bind(id_mahasiswa)
    .bind(jabatan)
    .bind(urutan)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Renames group `gid` and its chat (`nama_chat`).
pub async fn ubah_nama(tx: &mut Tx<'_>, gid: i64, nama: &str, nama_chat: String) -> AppResult<()> {
    sqlx::query("UPDATE tugas_kelompok SET nama = $1 WHERE id = $2").bind(nama).bind(gid).execute(&mut **tx).await?;
    sqlx::query("UPDATE chat_grup SET nama = $1 WHERE id_kelompok = $2").bind(nama_chat).bind(gid).execute(&mut **tx).await?;
    Ok(())
}

/// A new group of task `id`; returns its id.
pub async fn sisip_kelompok(tx: &mut Tx<'_>, id: i64, nama: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar("INSERT INTO tugas_kelompok (id_aktivitas, nama, created_at) VALUES ($1, $2, $3) RETURNING id")
        .bind(id)
        .bind(nama)
        .bind(db::now())
        .fetch_one(&mut **tx)
        .await?)
}

/// Deletes group `gid` with its chat and members.
pub async fn hapus_kelompok(tx: &mut Tx<'_>, gid: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM chat_grup WHERE id_kelompok = $1").bind(gid).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM tugas_kelompok_anggota WHERE id_kelompok = $1").bind(gid).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM tugas_kelompok WHERE id = $1").bind(gid).execute(&mut **tx).await?;
    Ok(())
}

/// The member list of group `gid` in its stored order (not leader first).
pub async fn urutan(db: &Db, gid: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1 ORDER BY urutan")
        .bind(gid)
        .fetch_all(db)
        .await?)
}

/// Makes member `id_mahasiswa` of group `gid` its leader and the others anggota.
pub async fn jadikan_ketua(tx: &mut Tx<'_>, gid: i64, id_mahasiswa: i64) -> AppResult<()> {
    sqlx::query(
        "UPDATE tugas_kelompok_anggota SET jabatan = CASE WHEN id_mahasiswa = $1 THEN 'ketua' ELSE 'anggota' END WHERE id_kelompok = $2",
    )
    .bind(id_mahasiswa)
    .bind(gid)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
