//! The text activity's rules: the form's checks, and each change in one
//! transaction with its activity-log line.

use super::model::TeksSimpan;
use super::store;
use crate::db::Db;
use crate::error::AppResult;
use crate::identitas::CurrentUser;
use crate::input::wajib;
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;

pub const JUDUL_MAKS: usize = 255;
/// Characters of the text's HTML (as the forum's description).
pub const ISI_MAKS: usize = 20_000;

/// The form checked in order.
pub fn periksa(f: &TeksSimpan) -> AppResult<()> {
    wajib(!f.judul.trim().is_empty(), "Judul wajib diisi")?;
    wajib(f.judul.trim().chars().count() <= JUDUL_MAKS, &format!("Judul paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(!crate::input::html_kosong(&f.isi), "Isi teks wajib diisi")?;
    wajib(f.isi.chars().count() <= ISI_MAKS, &format!("Isi teks paling banyak {ISI_MAKS} karakter."))
}

pub async fn buat(db: &Db, (user, ip): (&CurrentUser, &str), id_pertemuan: i64, f: &TeksSimpan) -> AppResult<i64> {
    periksa(f)?;
    let (mulai, selesai) = store::waktu_pertemuan(db, id_pertemuan).await?;
    let mut tx = db.begin().await?;
    let id = pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("teks", ""), f.judul.trim(), (&mulai, &selesai), user.id()).await?;
    store::sisip_isi(&mut tx, id, &ammonia::clean(f.isi.trim())).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::TAMBAH_TEKS, format!("Menambah teks '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn ubah(db: &Db, (user, ip): (&CurrentUser, &str), id: i64, f: &TeksSimpan) -> AppResult<()> {
    periksa(f)?;
    let lama = store::cari(db, id).await?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let (mulai, selesai) = store::waktu_pertemuan(db, id_pertemuan).await?;
    let mut tx = db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&mulai, &selesai)).await?;
    store::ubah_isi(&mut tx, id, &ammonia::clean(f.isi.trim())).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::UBAH_TEKS, format!("Mengubah teks '{}'", f.judul.trim()), ip).di_pertemuan(id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

pub async fn hapus(db: &Db, (user, ip): (&CurrentUser, &str), id: i64) -> AppResult<()> {
    let lama = store::cari(db, id).await?;
    let mut tx = db.begin().await?;
    store::hapus(&mut tx, id).await?;
    log_aktivitas::write(
        &mut *tx,
        Entry::by(user, log_aktivitas::jenis::HAPUS_TEKS, format!("Menghapus teks '{}'", lama.judul), ip).di_pertemuan(lama.id_pertemuan),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}
