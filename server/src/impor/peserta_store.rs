//! SQL of the enrolment import: the classes and students by natural key, who is (or was) in
//! which class, and the moves in and out.

use crate::db::{self, Arg, Tx};
use crate::error::AppResult;

#[derive(sqlx::FromRow)]
pub struct KelasKunci {
    pub id: i64,
    pub periode: i64,
    pub kode: String,
    pub nama: String,
}

#[derive(sqlx::FromRow)]
pub struct Keanggotaan {
    pub id_kelas: i64,
    pub id_mahasiswa: i64,
    pub jabatan: String,
}

/// Where a participation row is: in the class now, or having left it.
#[derive(Clone, Copy)]
pub enum Daftar {
    Sekarang,
    Keluar,
}

impl Daftar {
    fn tabel(self) -> &'static str {
        match self {
            Daftar::Sekarang => "kelas_peserta",
            Daftar::Keluar => "kelas_peserta_keluar",
        }
    }
}

pub async fn kelas(tx: &mut Tx<'_>) -> AppResult<Vec<KelasKunci>> {
    Ok(sqlx::query_as::<_, KelasKunci>(
        "SELECT k.id, k.periode, mk.kode, k.nama FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah",
    )
    .fetch_all(&mut **tx)
    .await?)
}

/// (NIM, account id) of every student.
pub async fn nim(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT nim, id_user FROM mahasiswa").fetch_all(&mut **tx).await?)
}

pub async fn keanggotaan(tx: &mut Tx<'_>, daftar: Daftar) -> AppResult<Vec<Keanggotaan>> {
    let sql = format!("SELECT id_kelas, id_mahasiswa, jabatan FROM {}", daftar.tabel());
    Ok(sqlx::query_as::<_, Keanggotaan>(&sql).fetch_all(&mut **tx).await?)
}

/// Deletes the (class, student) pairs from `daftar`, a few hundred per statement.
pub async fn hapus(tx: &mut Tx<'_>, daftar: Daftar, pasangan: &[(i64, i64)]) -> AppResult<()> {
    for potong in pasangan.chunks(200) {
        let syarat: Vec<String> =
            (0..potong.len()).map(|i| format!("(id_kelas = ${} AND id_mahasiswa = ${})", 2 * i + 1, 2 * i + 2)).collect();
        let sql = format!("DELETE FROM {} WHERE {}", daftar.tabel(), syarat.join(" OR "));
        let args: Vec<Arg> = potong.iter().flat_map(|(k, m)| [Arg::Int(*k), Arg::Int(*m)]).collect();
        db::bind_all(sqlx::query(&sql), &args).execute(&mut **tx).await?;
    }
    Ok(())
}

/// Students into their classes.
pub async fn masukkan(tx: &mut Tx<'_>, pasangan: &[(i64, i64)]) -> AppResult<()> {
    let baris: Vec<Vec<Arg>> = pasangan.iter().map(|(k, m)| vec![Arg::Int(*k), Arg::Int(*m)]).collect();
    Ok(db::insert_banyak(tx, "kelas_peserta", &["id_kelas", "id_mahasiswa"], &baris).await?)
}

/// Students who left their classes, with their role there, at `now`.
pub async fn catat_keluar(tx: &mut Tx<'_>, keluar: &[(i64, i64, String)], now: &str) -> AppResult<()> {
    let baris: Vec<Vec<Arg>> =
        keluar.iter().map(|(k, m, j)| vec![Arg::Int(*k), Arg::Int(*m), Arg::Text(j.clone()), Arg::Text(now.to_string())]).collect();
    Ok(db::insert_banyak(tx, "kelas_peserta_keluar", &["id_kelas", "id_mahasiswa", "jabatan", "keluar_pada"], &baris).await?)
}
