//! Banks and their questions (spec 3 §5 Question bank): the modal's rules,
//! the 100-question limit (counted inside the writing transaction, after the
//! bank's row is locked, so two adds at once cannot pass it together), and
//! the copies into a bank (duplicate, from an exam, from a spreadsheet).

use super::model::*;
use super::store::{self, BankDb, SoalBankDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};
use std::collections::HashMap;

use crate::ujian::lampiran::{self, LampiranDari, LampiranSoal};
use crate::ujian::model::SoalUjianDaftar;
use crate::ujian::soal::{periksa_soal_lengkap, sisip_baris, ubah_baris, Pelaku, SoalBersih, TempatSoal};

/// Questions per bank (spec 3 §9).
pub const SOAL_MAKS: i64 = 100;
pub const JUDUL_MAKS: usize = 100;
pub const DESKRIPSI_MAKS: usize = 300;

use crate::db::Tx;

/// The bank modal's rules, in the order of its fields; `id_dosen` is the
/// owner the caller's role decided (see `policy::require_pemilik_bank`).
pub fn periksa_bank(f: &BankSoalSimpan, id_dosen: Option<i64>) -> AppResult<(String, String, i64, i64)> {
    let judul = f.judul.trim();
    wajib(!judul.is_empty(), "Judul wajib diisi")?;
    wajib(judul.chars().count() <= JUDUL_MAKS, "Judul maksimal 100 karakter")?;
    let deskripsi = f.deskripsi.trim();
    wajib(!deskripsi.is_empty(), "Deskripsi wajib diisi")?;
    wajib(deskripsi.chars().count() <= DESKRIPSI_MAKS, "Deskripsi maksimal 300 karakter")?;
    let id_dosen = id_dosen.filter(|id| *id > 0).ok_or_else(|| AppError::unprocessable("Dosen wajib diisi"))?;
    let id_mk = f.id_mata_kuliah.filter(|id| *id > 0).ok_or_else(|| AppError::unprocessable("Mata Kuliah wajib diisi"))?;
    Ok((judul.to_string(), deskripsi.to_string(), id_dosen, id_mk))
}

/// The owner and course exist, and a lecturer owner teaches that course.
async fn periksa_pemilik(db: &Db, id_dosen: i64, id_mk: i64) -> AppResult<()> {
    wajib(store::dosen_ada(db, id_dosen).await?, "Dosen tidak ditemukan.")?;
    wajib(store::mata_kuliah_ada(db, id_mk).await?, "Mata Kuliah tidak ditemukan.")?;
    wajib(
        store::mengajar_mata_kuliah(db, id_dosen, id_mk).await?,
        "Dosen tidak mengampu mata kuliah ini. Pilih mata kuliah yang diampu dosen.",
    )
}

pub async fn buat(db: &Db, (user, ip): (&CurrentUser, &str), f: &BankSoalSimpan, id_dosen: Option<i64>) -> AppResult<i64> {
    let (judul, deskripsi, id_dosen, id_mk) = periksa_bank(f, id_dosen)?;
    periksa_pemilik(db, id_dosen, id_mk).await?;
    let mut tx = db.begin().await?;
    let id = sisip_bank(&mut tx, user, (&judul, &deskripsi, id_dosen, id_mk, f.ditampilkan)).await?;
    let detail = format!("Menambah bank soal '{judul}'");
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_BANK_SOAL, detail, ip)).await?;
    tx.commit().await?;
    Ok(id)
}

async fn sisip_bank(
    tx: &mut Tx<'_>,
    user: &CurrentUser,
    (judul, deskripsi, id_dosen, id_mk, tampil): (&str, &str, i64, i64, bool),
) -> AppResult<i64> {
    let now = db::now();
    store::simpan_bank(tx, (judul, deskripsi, id_dosen, id_mk, tampil as i64), user.id(), &now).await
}

pub async fn ubah(db: &Db, (user, ip): (&CurrentUser, &str), id: i64, f: &BankSoalSimpan, id_dosen: Option<i64>) -> AppResult<()> {
    let (judul, deskripsi, id_dosen, id_mk) = periksa_bank(f, id_dosen)?;
    periksa_pemilik(db, id_dosen, id_mk).await?;
    let mut tx = db.begin().await?;
    store::ubah_bank(&mut tx, (&judul, &deskripsi, id_dosen, id_mk, f.ditampilkan as i64), db::now(), id).await?;
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_BANK_SOAL, format!("Mengubah bank soal '{judul}'"), ip))
        .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn hapus(db: &Db, (user, ip): (&CurrentUser, &str), bank: &BankDb) -> AppResult<()> {
    let mut tx = db.begin().await?;
    store::hapus_bank(&mut tx, bank.id).await?;
    let detail = format!("Menghapus bank soal '{}'", bank.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::HAPUS_BANK_SOAL, detail, ip)).await?;
    tx.commit().await?;
    Ok(())
}

/// 'Duplikat Data': a new bank of the caller's choosing with every question of `sumber`.
pub async fn duplikat(
    db: &Db,
    (user, ip): (&CurrentUser, &str),
    sumber: &BankDb,
    f: &BankSoalSimpan,
    id_dosen: Option<i64>,
) -> AppResult<i64> {
    let (judul, deskripsi, id_dosen, id_mk) = periksa_bank(f, id_dosen)?;
    periksa_pemilik(db, id_dosen, id_mk).await?;
    let soal = store::soal(db, sumber.id).await?;
    let mut lampiran = lampiran::baca(db, LampiranDari::Bank(sumber.id)).await?;
    let mut tx = db.begin().await?;
    let id = sisip_bank(&mut tx, user, (&judul, &deskripsi, id_dosen, id_mk, f.ditampilkan)).await?;
    let bersih: Vec<(JenisSoal, SoalBersih)> = soal.into_iter().map(|s| bersih_dari_db(s, &mut lampiran)).collect();
    sisip_soal(&mut tx, user, id, &bersih).await?;
    let detail = format!("Menduplikat bank soal '{}' menjadi '{judul}'", sumber.judul);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_BANK_SOAL, detail, ip)).await?;
    tx.commit().await?;
    Ok(id)
}

/// A stored question with its files (from [`lampiran::baca`] of its bank).
fn bersih_dari_db(s: SoalBankDb, lampiran: &mut HashMap<i64, LampiranSoal>) -> (JenisSoal, SoalBersih) {
    let (jenis, b) = SoalBersih::dari_kolom(s.jenis, s.pertanyaan, &s.pilihan, s.kunci, &s.jenis_file_diterima);
    (jenis, b.dengan_lampiran(s.id, lampiran))
}

pub fn soal_api(s: SoalBankDb, nomor: i64, lampiran: &mut HashMap<i64, LampiranSoal>) -> SoalBank {
    let (id, created_by) = (s.id, s.pembuat.clone());
    let (jenis, b) = bersih_dari_db(s, lampiran);
    SoalBank { soal: b.ke_api(jenis, id, nomor), created_by }
}

/// The bank's questions as the client sees them, in order.
pub async fn daftar_soal(db: &Db, id_bank: i64) -> AppResult<Vec<SoalBank>> {
    let mut lampiran = lampiran::baca(db, LampiranDari::Bank(id_bank)).await?;
    Ok(store::soal(db, id_bank).await?.into_iter().zip(1..).map(|(s, n)| soal_api(s, n, &mut lampiran)).collect())
}

/// Locks the bank's row for this transaction (PostgreSQL: the row; SQLite:
/// the database, as the first write) and answers how many questions it
/// holds, so the limit is checked against what no one else can change
/// before this transaction ends.
async fn kunci_bank(tx: &mut Tx<'_>, id_bank: i64) -> AppResult<i64> {
    store::sentuh_bank(tx, db::now(), id_bank).await?;
    store::jumlah_soal(tx, id_bank).await
}

/// Adds `soal` to the bank after its last question, all or none, within
/// the limit; answers their ids.
pub async fn sisip_soal(tx: &mut Tx<'_>, user: &CurrentUser, id_bank: i64, soal: &[(JenisSoal, SoalBersih)]) -> AppResult<Vec<i64>> {
    let ada = kunci_bank(tx, id_bank).await?;
    let muat = SOAL_MAKS - ada;
    if soal.len() as i64 > muat {
        return Err(AppError::unprocessable(if muat <= 0 {
            format!("Bank soal sudah berisi {SOAL_MAKS} soal. Hapus soal lain atau buat bank soal baru.")
        } else {
            format!(
                "Bank soal hanya dapat menampung {muat} soal lagi (maksimal {SOAL_MAKS}), sedangkan yang akan ditambahkan {} soal.",
                soal.len()
            )
        }));
    }
    let now = db::now();
    let mut ids = Vec::with_capacity(soal.len());
    for (i, (jenis, s)) in soal.iter().enumerate() {
        ids.push(sisip_baris(tx, TempatSoal::Bank(id_bank), (ada + i as i64 + 1, *jenis, s), (user.id(), &now)).await?);
    }
    Ok(ids)
}

/// The log entry of a change to a bank's questions, in the change's transaction.
pub async fn catat_soal(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    (user, ip): (&CurrentUser, &str),
    id_bank: i64,
    apa: &str,
) -> AppResult<()> {
    let detail = format!("{apa} pada bank soal {id_bank}");
    log_aktivitas::write(&mut **tx, Entry::by(user, log_aktivitas::jenis::UBAH_BANK_SOAL, detail, ip)).await
}

/// Adds one question written in the editor; answers its id.
pub async fn tambah_soal(db: &Db, (user, ip): (&CurrentUser, &str), id_bank: i64, f: &SoalSimpan) -> AppResult<i64> {
    let s = periksa_soal_lengkap(db, user, f, &LampiranSoal::default()).await?;
    let mut tx = db.begin().await?;
    let ids = sisip_soal(&mut tx, user, id_bank, &[(f.jenis, s)]).await?;
    catat_soal(&mut tx, (user, ip), id_bank, "Menambah 1 soal").await?;
    tx.commit().await?;
    ids.first().copied().ok_or_else(AppError::internal)
}

pub async fn ubah_soal(db: &Db, (user, ip): (&CurrentUser, &str), (id_bank, id_soal): (i64, i64), f: &SoalSimpan) -> AppResult<()> {
    store::cari_soal(db, id_bank, id_soal).await?.ok_or_else(|| AppError::not_found("Soal"))?;
    let lama = lampiran::baca(db, LampiranDari::Bank(id_bank)).await?.remove(&id_soal).unwrap_or_default();
    let s = periksa_soal_lengkap(db, user, f, &lama).await?;
    let mut tx = db.begin().await?;
    ubah_baris(&mut tx, TempatSoal::Bank(id_bank), id_soal, (f.jenis, &s)).await?;
    catat_soal(&mut tx, (user, ip), id_bank, &format!("Mengubah soal {id_soal}")).await?;
    tx.commit().await?;
    Ok(())
}

pub async fn hapus_soal(db: &Db, pelaku: (&CurrentUser, &str), id_bank: i64, id_soal: i64) -> AppResult<()> {
    store::cari_soal(db, id_bank, id_soal).await?.ok_or_else(|| AppError::not_found("Soal"))?;
    let mut tx = db.begin().await?;
    store::hapus_soal(&mut tx, id_soal).await?;
    catat_soal(&mut tx, pelaku, id_bank, &format!("Menghapus soal {id_soal}")).await?;
    tx.commit().await?;
    Ok(())
}

/// 'Soal Mata Kuliah': the chosen questions of exam `id_ujian`, in the exam's order.
pub async fn salin_dari_ujian(db: &Db, (user, ip): (&CurrentUser, &str), id_bank: i64, f: &SalinSoalUjian) -> AppResult<usize> {
    wajib(!f.list_id_soal.is_empty(), "Tidak ada soal yang dipilih")?;
    let mut lampiran = lampiran::baca(db, LampiranDari::Ujian(f.id_ujian)).await?;
    let dipilih: Vec<(JenisSoal, SoalBersih)> = crate::ujian::store::soal_ujian(db, f.id_ujian)
        .await?
        .into_iter()
        .filter(|s| f.list_id_soal.contains(&s.id))
        .map(|s| {
            let (jenis, b) = SoalBersih::dari_kolom(s.jenis, s.pertanyaan, &s.pilihan, s.kunci, &s.jenis_file_diterima);
            (jenis, b.dengan_lampiran(s.id, &mut lampiran))
        })
        .collect();
    wajib(dipilih.len() == f.list_id_soal.len(), "Soal yang dipilih tidak ada pada kuis/ujian ini.")?;
    let mut tx = db.begin().await?;
    sisip_soal(&mut tx, user, id_bank, &dipilih).await?;
    let apa = format!("Menyalin {} soal dari kuis/ujian {}", dipilih.len(), f.id_ujian);
    catat_soal(&mut tx, (user, ip), id_bank, &apa).await?;
    tx.commit().await?;
    Ok(dipilih.len())
}

/// Questions of bank `id_bank`, chosen by id (all must be in it), into an exam's
/// group (the exam's author's 'Ambil dari Bank Soal'; the caller passed
/// `policy::require_ambil_dari_bank`).
pub async fn salin_ke_ujian(
    db: &Db,
    pelaku: Pelaku<'_>,
    (id_ujian, id_kelompok): (i64, i64),
    id_bank: i64,
    dipilih: &[i64],
) -> AppResult<SoalUjianDaftar> {
    wajib(!dipilih.is_empty(), "Tidak ada soal yang dipilih")?;
    let mut lampiran = lampiran::baca(db, LampiranDari::Bank(id_bank)).await?;
    let soal: Vec<(JenisSoal, SoalBersih)> = store::soal(db, id_bank)
        .await?
        .into_iter()
        .filter(|s| dipilih.contains(&s.id))
        .map(|s| {
            let (jenis, b) = SoalBersih::dari_kolom(s.jenis, s.pertanyaan, &s.pilihan, s.kunci, &s.jenis_file_diterima);
            (jenis, b.dengan_lampiran(s.id, &mut lampiran))
        })
        .collect();
    wajib(soal.len() == dipilih.len(), "Soal yang dipilih tidak ada pada bank soal ini.")?;
    crate::ujian::soal::sisip_soal(db, pelaku, (id_ujian, id_kelompok), &soal, &format!(" dari bank soal {id_bank}")).await
}
