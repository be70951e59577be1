//! The question bank's SQL. Rows decode into typed structs.

use sqlx::{FromRow, Row};

use super::model::*;
use crate::db::{bind_all, Arg, Db, Tx};
use crate::error::AppResult;
use crate::list::PageRequest;

/// A bank's row with what its cards show.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct BankDb {
    pub id: i64,
    pub judul: String,
    pub deskripsi: String,
    pub id_dosen: i64,
    pub id_mata_kuliah: i64,
    pub ditampilkan: i64,
    pub created_at: String,
    pub nama: String,
    pub gelar_depan: String,
    pub gelar_akademik: String,
    pub kode_mk: String,
    pub nama_mk: String,
    pub prodi: String,
    pub jumlah_soal: i64,
}

impl BankDb {
    pub fn ringkas(self, bisa_ubah: bool) -> BankSoalRingkas {
        BankSoalRingkas {
            dosen: crate::inti::nama_bergelar(&self.gelar_depan, &self.nama, &self.gelar_akademik),
            id: self.id,
            judul: self.judul,
            deskripsi: self.deskripsi,
            id_dosen: self.id_dosen,
            id_mata_kuliah: self.id_mata_kuliah,
            kode_mata_kuliah: self.kode_mk,
            mata_kuliah: self.nama_mk,
            prodi_matkul: self.prodi,
            ditampilkan: self.ditampilkan != 0,
            jumlah_soal: self.jumlah_soal,
            dibuat: self.created_at,
            bisa_ubah,
        }
    }
}

const KOLOM_BANK: &str = "b.id, b.judul, b.deskripsi, b.id_dosen, b.id_mata_kuliah, b.ditampilkan, b.created_at,
    u.nama, d.gelar_depan, d.gelar_akademik, mk.kode AS kode_mk, mk.nama AS nama_mk, pr.nama AS prodi,
    (SELECT COUNT(*) FROM bank_soal_soal s WHERE s.id_bank = b.id) AS jumlah_soal";
const DARI_BANK: &str = "FROM bank_soal b JOIN users u ON u.id = b.id_dosen JOIN dosen d ON d.id_user = b.id_dosen
    JOIN mata_kuliah mk ON mk.id = b.id_mata_kuliah JOIN prodi pr ON pr.id = mk.id_prodi";

pub async fn cari(db: &Db, id: i64) -> AppResult<Option<BankDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_BANK} {DARI_BANK} WHERE b.id = $1")).bind(id).fetch_optional(db).await?)
}

/// Whether lecturer `id_dosen` teaches (in any period) a class of course `id_mata_kuliah`.
pub async fn mengajar_mata_kuliah(db: &Db, id_dosen: i64, id_mata_kuliah: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM kelas_pengajar kp JOIN kelas_kuliah k ON k.id = kp.id_kelas
         WHERE kp.id_dosen = $1 AND k.id_mata_kuliah = $2",
    )
    .bind(id_dosen)
    .bind(id_mata_kuliah)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}

pub async fn dosen_ada(db: &Db, id_dosen: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM dosen WHERE id_user = $1").bind(id_dosen).fetch_one(db).await?;
    Ok(n > 0)
}

pub async fn mata_kuliah_ada(db: &Db, id: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM mata_kuliah WHERE id = $1").bind(id).fetch_one(db).await?;
    Ok(n > 0)
}

/// The banks lecturer `p` (a parameter; 0: an operator, every bank) sees:
/// their own and the shown banks of the courses they teach.
fn terlihat(p: &str) -> String {
    format!(
        "({p} = 0 OR b.id_dosen = {p} OR (b.ditampilkan = 1 AND b.id_mata_kuliah IN (
            SELECT k.id_mata_kuliah FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id WHERE kp.id_dosen = {p})))"
    )
}

/// The list: `pembaca` None sees every bank (operators); a lecturer sees
/// their own and the shared banks of the courses they teach.
pub async fn daftar(db: &Db, q: &BankSoalQuery, pembaca: Option<i64>, page: PageRequest) -> AppResult<(Vec<BankDb>, i64)> {
    let pola = format!("%{}%", q.search.as_deref().unwrap_or("").trim().to_lowercase().replace(['%', '_'], ""));
    let dari = format!(
        "{DARI_BANK} WHERE (LOWER(b.judul) LIKE $1 OR LOWER(b.deskripsi) LIKE $1 OR LOWER(u.nama) LIKE $1)
           AND ($2 = 0 OR b.id_mata_kuliah = $2) AND ($3 = 0 OR mk.id_prodi = $3)
           AND {}",
        terlihat("$4")
    );
    let args =
        vec![Arg::Text(pola), Arg::Int(q.mata_kuliah.unwrap_or(0)), Arg::Int(q.prodi_matkul.unwrap_or(0)), Arg::Int(pembaca.unwrap_or(0))];
    let total: i64 = bind_all(sqlx::query(&format!("SELECT COUNT(*) AS n {dari}")), &args).fetch_one(db).await?.try_get("n")?;
    let sql = format!("SELECT {KOLOM_BANK} {dari} ORDER BY b.id DESC LIMIT {} OFFSET {}", page.per_page, page.offset());
    let rows = bind_all(sqlx::query(&sql), &args).try_map(|r| BankDb::from_row(&r)).fetch_all(db).await?;
    Ok((rows, total))
}

/// A question's row.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct SoalBankDb {
    pub id: i64,
    pub id_bank: i64,
    pub jenis: crate::ujian::model::JenisSoal,
    pub pertanyaan: String,
    pub pilihan: String,
    pub kunci: String,
    pub jenis_file_diterima: String,
    pub pembuat: Option<String>,
}

const KOLOM_SOAL: &str = "s.id, s.id_bank, s.jenis, s.pertanyaan, s.pilihan, s.kunci, s.jenis_file_diterima, u.nama AS pembuat";

pub async fn soal(db: &Db, id_bank: i64) -> AppResult<Vec<SoalBankDb>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {KOLOM_SOAL} FROM bank_soal_soal s LEFT JOIN users u ON u.id = s.id_pembuat WHERE s.id_bank = $1 ORDER BY s.urutan, s.id"
    ))
    .bind(id_bank)
    .fetch_all(db)
    .await?)
}

pub async fn cari_soal(db: &Db, id_bank: i64, id: i64) -> AppResult<Option<SoalBankDb>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {KOLOM_SOAL} FROM bank_soal_soal s LEFT JOIN users u ON u.id = s.id_pembuat WHERE s.id = $1 AND s.id_bank = $2"
    ))
    .bind(id)
    .bind(id_bank)
    .fetch_optional(db)
    .await?)
}

/// The exams of class `id_kelas` that hold questions, by meeting.
pub async fn ujian_kelas(db: &Db, id_kelas: i64) -> AppResult<Vec<UjianSumber>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.judul, a.sub_jenis AS jenis, p.nomor AS pertemuan,
                (SELECT COUNT(*) FROM ujian_soal s JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok WHERE k.id_aktivitas = a.id) AS jumlah_soal
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND a.jenis = 'ujian' ORDER BY p.nomor, a.id",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

/// The courses of the banks `pembaca` sees (None: every bank), for the list's filter.
pub async fn mata_kuliah_terlihat(db: &Db, pembaca: Option<i64>) -> AppResult<Vec<MataKuliahBank>> {
    let sql = format!(
        "SELECT DISTINCT mk.id, mk.kode, mk.nama, mk.id_prodi, pr.nama AS prodi
         FROM bank_soal b JOIN mata_kuliah mk ON mk.id = b.id_mata_kuliah JOIN prodi pr ON pr.id = mk.id_prodi
         WHERE {} ORDER BY mk.nama",
        terlihat("$1")
    );
    Ok(sqlx::query_as(&sql).bind(pembaca.unwrap_or(0)).fetch_all(db).await?)
}

/// A new bank (judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan); answers its id.
pub async fn simpan_bank(tx: &mut Tx<'_>, bank: (&str, &str, i64, i64, i64), id_pembuat: i64, now: &str) -> AppResult<i64> {
    let (judul, deskripsi, id_dosen, id_mk, tampil) = bank;
    Ok(sqlx::query_scalar(
        "INSERT INTO bank_soal (judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan, id_pembuat, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id",
    )
    .bind(judul)
    .bind(deskripsi)
    .bind(id_dosen)
    .bind(id_mk)
    .bind(tampil)
    .bind(id_pembuat)
    .bind(now)
    .fetch_one(&mut **tx)
    .await?)
}

/// A bank's new (judul, deskripsi, id_dosen, id_mata_kuliah, ditampilkan).
pub async fn ubah_bank(tx: &mut Tx<'_>, bank: (&str, &str, i64, i64, i64), now: String, id: i64) -> AppResult<()> {
    let (judul, deskripsi, id_dosen, id_mk, tampil) = bank;
    sqlx::query(
        "UPDATE bank_soal SET judul = $1, deskripsi = $2, id_dosen = $3, id_mata_kuliah = $4, ditampilkan = $5, updated_at = $6 WHERE id = $7",
    )
    .bind(judul)
    .bind(deskripsi)
    .bind(id_dosen)
    .bind(id_mk)
    .bind(tampil)
    .bind(now)
    .bind(id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Deletes a bank's questions, then the bank.
pub async fn hapus_bank(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM bank_soal_soal WHERE id_bank = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM bank_soal WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// Writes the bank's row (locking it for the transaction).
pub async fn sentuh_bank(tx: &mut Tx<'_>, now: String, id_bank: i64) -> AppResult<()> {
    sqlx::query("UPDATE bank_soal SET updated_at = $1 WHERE id = $2").bind(now).bind(id_bank).execute(&mut **tx).await?;
    Ok(())
}

/// Questions in the bank, in the caller's transaction.
pub async fn jumlah_soal(tx: &mut Tx<'_>, id_bank: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM bank_soal_soal WHERE id_bank = $1").bind(id_bank).fetch_one(&mut **tx).await?)
}

pub async fn hapus_soal(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM bank_soal_soal WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}
