//! SQL of the course import: the courses and lecturers by natural key, and the writes.

use crate::db::{self, Arg, Tx};
use crate::error::AppResult;

/// A course the LMS holds: its id and what the import compares.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct MataKuliahAda {
    pub id: i64,
    #[sqlx(flatten)]
    pub isi: MataKuliahBaru,
}

/// A course as a row gives it (its programme and lecturers found), or as the LMS holds it.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct MataKuliahBaru {
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub id_prodi: i64,
    pub id_dosen_koordinator: Option<i64>,
    pub id_dosen_pengembang_rps: Option<i64>,
}

pub async fn semua(tx: &mut Tx<'_>) -> AppResult<Vec<MataKuliahAda>> {
    Ok(sqlx::query_as::<_, MataKuliahAda>(
        "SELECT id, kode, nama, sks, id_prodi, id_dosen_koordinator, id_dosen_pengembang_rps FROM mata_kuliah",
    )
    .fetch_all(&mut **tx)
    .await?)
}

/// (NIDN, account id) of every lecturer.
pub async fn nidn(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT nidn, id_user FROM dosen").fetch_all(&mut **tx).await?)
}

pub async fn tambah(tx: &mut Tx<'_>, baru: &[MataKuliahBaru]) -> AppResult<()> {
    let baris: Vec<Vec<Arg>> = baru
        .iter()
        .map(|m| {
            vec![
                Arg::Text(m.kode.clone()),
                Arg::Text(m.nama.clone()),
                Arg::Int(m.sks),
                Arg::Int(m.id_prodi),
                m.id_dosen_koordinator.map_or(Arg::NullInt, Arg::Int),
                m.id_dosen_pengembang_rps.map_or(Arg::NullInt, Arg::Int),
            ]
        })
        .collect();
    let kolom = ["kode", "nama", "sks", "id_prodi", "id_dosen_koordinator", "id_dosen_pengembang_rps"];
    Ok(db::insert_banyak(tx, "mata_kuliah", &kolom, &baris).await?)
}

/// Course `id` as `m` says, in place: its classes, syllabus and RPS stay.
pub async fn ubah(tx: &mut Tx<'_>, id: i64, m: &MataKuliahBaru) -> AppResult<()> {
    sqlx::query(
        "UPDATE mata_kuliah SET kode = $1, nama = $2, sks = $3, id_prodi = $4, id_dosen_koordinator = $5, id_dosen_pengembang_rps = $6
         WHERE id = $7",
    )
    .bind(&m.kode)
    .bind(&m.nama)
    .bind(m.sks)
    .bind(m.id_prodi)
    .bind(m.id_dosen_koordinator)
    .bind(m.id_dosen_pengembang_rps)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
