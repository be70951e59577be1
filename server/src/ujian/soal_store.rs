//! SQL of question groups, questions and their files (`soal`, `lampiran`),
//! for an exam's questions and, through [`TempatSoal`], a bank's. The
//! transactions are the callers'.

use super::model::{JenisSoal, PeranLampiran};
use super::soal::SoalBersih;
use crate::db::{Db, Tx};
use crate::error::AppResult;

/// Where a question row goes: an exam's group or a bank.
#[derive(Clone, Copy)]
pub enum TempatSoal {
    Kelompok(i64),
    Bank(i64),
}

impl TempatSoal {
    /// (table, parent column, parent id)
    fn kolom(self) -> (&'static str, &'static str, i64) {
        match self {
            TempatSoal::Kelompok(id) => ("ujian_soal", "id_kelompok", id),
            TempatSoal::Bank(id) => ("bank_soal_soal", "id_bank", id),
        }
    }

    /// The column of `soal_lampiran` naming a question of this kind of place.
    pub fn kolom_lampiran(self) -> &'static str {
        match self {
            TempatSoal::Kelompok(_) => "id_ujian_soal",
            TempatSoal::Bank(_) => "id_bank_soal",
        }
    }
}

/// Rewrites the row of question `id_soal` of `tempat` (its files are the caller's).
pub async fn ubah_baris(tx: &mut Tx<'_>, tempat: TempatSoal, id_soal: i64, (jenis, s): (JenisSoal, &SoalBersih)) -> AppResult<()> {
    let (tabel, induk, id_induk) = tempat.kolom();
    sqlx::query(&format!(
        "UPDATE {tabel} SET jenis = $1, pertanyaan = $2, pilihan = $3, kunci = $4, jenis_file_diterima = $5 WHERE id = $6 AND {induk} = $7"
    ))
    .bind(jenis.as_str())
    .bind(&s.pertanyaan)
    .bind(serde_json::to_string(&s.pilihan).expect("list"))
    .bind(&s.kunci)
    .bind(serde_json::to_string(&s.jenis_file_diterima).expect("list"))
    .bind(id_soal)
    .bind(id_induk)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Inserts the row of one question at `urutan` (its files are the caller's); answers its id.
pub async fn sisip_baris(
    tx: &mut Tx<'_>,
    tempat: TempatSoal,
    (urutan, jenis, s): (i64, JenisSoal, &SoalBersih),
    (id_pembuat, now): (i64, &str),
) -> AppResult<i64> {
    let (tabel, induk, id_induk) = tempat.kolom();
    Ok(sqlx::query_scalar(&format!(
        "INSERT INTO {tabel} ({induk}, urutan, jenis, pertanyaan, pilihan, kunci, jenis_file_diterima, id_pembuat, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id"
    ))
    .bind(id_induk)
    .bind(urutan)
    .bind(jenis.as_str())
    .bind(&s.pertanyaan)
    .bind(serde_json::to_string(&s.pilihan).expect("list"))
    .bind(&s.kunci)
    .bind(serde_json::to_string(&s.jenis_file_diterima).expect("list"))
    .bind(id_pembuat)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?)
}

/// A new group of exam `id_ujian` at `urutan`; `jumlah`: how many it asks to answer.
pub async fn sisip_kelompok(tx: &mut Tx<'_>, id_ujian: i64, urutan: i64, aturan: &str, jumlah: Option<i64>) -> AppResult<()> {
    let jumlah = jumlah.map_or("NULL".to_string(), |n| n.to_string());
    sqlx::query(&format!(
        "INSERT INTO ujian_kelompok_soal (id_aktivitas, urutan, aturan, jumlah_wajib_dijawab) VALUES ($1, $2, $3, {jumlah})"
    ))
    .bind(id_ujian)
    .bind(urutan)
    .bind(aturan)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Changes the rule of group `id`.
pub async fn ubah_kelompok(tx: &mut Tx<'_>, id: i64, aturan: &str, jumlah: Option<i64>) -> AppResult<()> {
    let jumlah = jumlah.map_or("NULL".to_string(), |n| n.to_string());
    sqlx::query(&format!("UPDATE ujian_kelompok_soal SET aturan = $1, jumlah_wajib_dijawab = {jumlah} WHERE id = $2"))
        .bind(aturan)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Deletes group `id` (number `urutan`) of exam `id_ujian` with its questions; the groups after it move up a number.
pub async fn hapus_kelompok(tx: &mut Tx<'_>, id_ujian: i64, id: i64, urutan: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM ujian_soal WHERE id_kelompok = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM ujian_kelompok_soal WHERE id = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("UPDATE ujian_kelompok_soal SET urutan = urutan - 1 WHERE id_aktivitas = $1 AND urutan > $2")
        .bind(id_ujian)
        .bind(urutan)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Deletes question `id` (number `urutan`) of group `id_kelompok`; the questions after it move up a number.
pub async fn hapus_soal(tx: &mut Tx<'_>, id_kelompok: i64, id: i64, urutan: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM ujian_soal WHERE id = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("UPDATE ujian_soal SET urutan = urutan - 1 WHERE id_kelompok = $1 AND urutan > $2")
        .bind(id_kelompok)
        .bind(urutan)
        .execute(&mut **tx)
        .await?;
    // A rule asking for more answers than the group now holds follows it down.
    sqlx::query(
        "UPDATE ujian_kelompok_soal SET jumlah_wajib_dijawab = (SELECT COUNT(*) FROM ujian_soal WHERE id_kelompok = $1)
         WHERE id = $1 AND jumlah_wajib_dijawab > (SELECT COUNT(*) FROM ujian_soal WHERE id_kelompok = $1)
           AND (SELECT COUNT(*) FROM ujian_soal WHERE id_kelompok = $1) > 0",
    )
    .bind(id_kelompok)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Deletes the file rows of question `id_soal` of `tempat`.
pub async fn hapus_lampiran(tx: &mut Tx<'_>, tempat: TempatSoal, id_soal: i64) -> AppResult<()> {
    let kolom = tempat.kolom_lampiran();
    sqlx::query(&format!("DELETE FROM soal_lampiran WHERE {kolom} = $1")).bind(id_soal).execute(&mut **tx).await?;
    Ok(())
}

/// One file row of question `id_soal` of `tempat`: its role, option (images), place and upload.
pub async fn sisip_lampiran(
    tx: &mut Tx<'_>,
    tempat: TempatSoal,
    id_soal: i64,
    (peran, opsi, urutan, id_berkas): (PeranLampiran, Option<i64>, usize, &str),
) -> AppResult<()> {
    let kolom = tempat.kolom_lampiran();
    sqlx::query(&format!("INSERT INTO soal_lampiran ({kolom}, peran, opsi, urutan, id_berkas) VALUES ($1, $2, $3, $4, $5)"))
        .bind(id_soal)
        .bind(peran)
        .bind(opsi)
        .bind(urutan as i64)
        .bind(id_berkas)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Whose questions' files to read.
#[derive(Clone, Copy)]
pub enum LampiranDari {
    /// Every question of an exam.
    Ujian(i64),
    /// Every question of a bank.
    Bank(i64),
    /// The questions an attempt was given.
    Pengerjaan(i64),
}

/// A question's file with its upload.
#[derive(sqlx::FromRow)]
pub struct LampiranDb {
    pub id_soal: i64,
    pub peran: PeranLampiran,
    pub opsi: Option<i64>,
    pub id: String,
    pub kunci: String,
    pub nama: String,
    pub ekstensi: String,
    pub ukuran: i64,
    pub dir: String,
    pub id_pengunggah: i64,
}

/// The files of a set of questions, by question, role, option and place.
pub async fn lampiran(db: &Db, dari: LampiranDari) -> AppResult<Vec<LampiranDb>> {
    let (kolom, syarat, id) = match dari {
        LampiranDari::Ujian(id) => (
            "id_ujian_soal",
            "l.id_ujian_soal IN (SELECT s.id FROM ujian_soal s JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok WHERE k.id_aktivitas = $1)",
            id,
        ),
        LampiranDari::Bank(id) => ("id_bank_soal", "l.id_bank_soal IN (SELECT id FROM bank_soal_soal WHERE id_bank = $1)", id),
        LampiranDari::Pengerjaan(id) => {
            ("id_ujian_soal", "l.id_ujian_soal IN (SELECT id_soal FROM ujian_pengerjaan_soal WHERE id_pengerjaan = $1)", id)
        }
    };
    Ok(sqlx::query_as(&format!(
        "SELECT l.{kolom} AS id_soal, l.peran, l.opsi, b.id, b.kunci, b.nama, b.ekstensi, b.ukuran, b.dir, b.id_pengunggah
         FROM soal_lampiran l JOIN berkas b ON b.id = l.id_berkas WHERE {syarat} ORDER BY l.{kolom}, l.peran, l.opsi, l.urutan"
    ))
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// Who may open a question's file: the exam's or the bank's question it belongs to.
#[derive(sqlx::FromRow, Debug)]
pub struct PemakaiLampiran {
    pub peran: PeranLampiran,
    /// The exam (and its class) of an exam question.
    pub id_ujian: Option<i64>,
    pub id_kelas: Option<i64>,
    pub id_ujian_soal: Option<i64>,
    /// The bank of a bank question.
    pub id_bank: Option<i64>,
}

pub async fn pemakai(db: &Db, id_berkas: &str) -> AppResult<Vec<PemakaiLampiran>> {
    Ok(sqlx::query_as(
        "SELECT l.peran, k.id_aktivitas AS id_ujian, p.id_kelas, l.id_ujian_soal, bs.id_bank
         FROM soal_lampiran l
         LEFT JOIN ujian_soal s ON s.id = l.id_ujian_soal
         LEFT JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok
         LEFT JOIN aktivitas a ON a.id = k.id_aktivitas
         LEFT JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN bank_soal_soal bs ON bs.id = l.id_bank_soal
         WHERE l.id_berkas = $1",
    )
    .bind(id_berkas)
    .fetch_all(db)
    .await?)
}
