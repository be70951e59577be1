//! SQL of the class import: the classes, courses, periods, class types and lecturers by natural
//! key, and the writes of a class with its teaching team.

use crate::db::{self, Arg, Tx};
use crate::error::AppResult;

/// A class the LMS holds: its key and what the import compares.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct KelasAda {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama: String,
    pub id_jenis_kelas: i64,
    pub mode_kuliah: String,
    pub kapasitas: i64,
}

/// A course as a class needs it: its id, programme and that programme's campus.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct MataKuliahKelas {
    pub id: i64,
    pub kode: String,
    pub id_prodi: i64,
    pub id_kampus: i64,
}

/// A period: its code and dates (UTC text), which give a new class its status.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct PeriodeKelas {
    pub kode: i64,
    pub tanggal_mulai: String,
    pub tanggal_selesai: String,
}

/// One lecturer of a class's team, in order.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct Pengajar {
    pub id_kelas: i64,
    pub id_dosen: i64,
    pub jabatan: String,
}

pub async fn kelas(tx: &mut Tx<'_>) -> AppResult<Vec<KelasAda>> {
    Ok(sqlx::query_as::<_, KelasAda>(
        "SELECT k.id, k.periode, mk.kode AS kode_mk, k.nama, k.id_jenis_kelas, k.mode_kuliah, k.kapasitas
         FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah",
    )
    .fetch_all(&mut **tx)
    .await?)
}

pub async fn mata_kuliah(tx: &mut Tx<'_>) -> AppResult<Vec<MataKuliahKelas>> {
    Ok(sqlx::query_as::<_, MataKuliahKelas>(
        "SELECT mk.id, mk.kode, mk.id_prodi, p.id_kampus FROM mata_kuliah mk JOIN prodi p ON p.id = mk.id_prodi",
    )
    .fetch_all(&mut **tx)
    .await?)
}

pub async fn periode(tx: &mut Tx<'_>) -> AppResult<Vec<PeriodeKelas>> {
    Ok(sqlx::query_as::<_, PeriodeKelas>("SELECT kode, tanggal_mulai, tanggal_selesai FROM periode").fetch_all(&mut **tx).await?)
}

/// (name, id) of the class types.
pub async fn jenis_kelas(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT nama, id FROM jenis_kelas").fetch_all(&mut **tx).await?)
}

/// Every class's team, in each class's order.
pub async fn pengajar(tx: &mut Tx<'_>) -> AppResult<Vec<Pengajar>> {
    Ok(sqlx::query_as::<_, Pengajar>("SELECT id_kelas, id_dosen, jabatan FROM kelas_pengajar ORDER BY id_kelas, urutan")
        .fetch_all(&mut **tx)
        .await?)
}

/// A new class as a row gives it.
pub struct KelasBaru<'a> {
    pub periode: i64,
    pub id_mata_kuliah: i64,
    pub nama: &'a str,
    pub id_jenis_kelas: i64,
    pub mode_kuliah: &'a str,
    pub kapasitas: i64,
    pub id_kampus: i64,
    pub status: &'a str,
    pub metode_mengajar: &'a str,
}

pub async fn tambah(tx: &mut Tx<'_>, k: &KelasBaru<'_>, now: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar::<_, i64>(
        "INSERT INTO kelas_kuliah (periode, id_mata_kuliah, nama, id_jenis_kelas, mode_kuliah, kapasitas, id_kampus, status,
                                   metode_mengajar, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
    )
    .bind(k.periode)
    .bind(k.id_mata_kuliah)
    .bind(k.nama)
    .bind(k.id_jenis_kelas)
    .bind(k.mode_kuliah)
    .bind(k.kapasitas)
    .bind(k.id_kampus)
    .bind(k.status)
    .bind(k.metode_mengajar)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?)
}

/// Class `id`'s programme: the one its course belongs to.
pub async fn tambah_prodi(tx: &mut Tx<'_>, id: i64, id_prodi: i64) -> AppResult<()> {
    sqlx::query("INSERT INTO kelas_prodi (id_kelas, id_prodi) VALUES ($1, $2)").bind(id).bind(id_prodi).execute(&mut **tx).await?;
    Ok(())
}

/// Class `id` as the row says, in place: its meetings, participants and content stay.
pub async fn ubah(tx: &mut Tx<'_>, id: i64, id_jenis_kelas: i64, mode_kuliah: &str, kapasitas: i64, metode: &str) -> AppResult<()> {
    sqlx::query("UPDATE kelas_kuliah SET id_jenis_kelas = $1, mode_kuliah = $2, kapasitas = $3, metode_mengajar = $4 WHERE id = $5")
        .bind(id_jenis_kelas)
        .bind(mode_kuliah)
        .bind(kapasitas)
        .bind(metode)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Class `id`'s team becomes `tim` (lecturer, role), in that order.
pub async fn ganti_pengajar(tx: &mut Tx<'_>, id: i64, tim: &[(i64, &str)]) -> AppResult<()> {
    sqlx::query("DELETE FROM kelas_pengajar WHERE id_kelas = $1").bind(id).execute(&mut **tx).await?;
    let baris: Vec<Vec<Arg>> = tim
        .iter()
        .enumerate()
        .map(|(urutan, (dosen, jabatan))| vec![Arg::Int(id), Arg::Int(*dosen), Arg::Text((*jabatan).into()), Arg::Int(urutan as i64)])
        .collect();
    Ok(db::insert_banyak(tx, "kelas_pengajar", &["id_kelas", "id_dosen", "jabatan", "urutan"], &baris).await?)
}
