//! Task and exam discussions.
//!
//! A task discussion 'LMS-tugas-{id_aktivitas}-{nim}' belongs to an individual
//! task and one of its class's students; 'tugas-{id_aktivitas}-kelompok-{id}'
//! to a group of a kelompok task; an exam's comments 'LMS-ujian-{id_aktivitas}-{nim}'
//! to an exam and one student (spec 3 E2). Who reads and writes it is
//! `policy::require_open_diskusi` and `policy::require_write_diskusi`
//! (docs/decisions.md); the handlers call them and pass on what they established.

use super::model::*;
use super::store::{self, Diskusi, GrupBaru};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};
use crate::policy::{self, AksesDiskusi};

pub const PANJANG_MAKS: usize = 2000;

/// What a discussion id names.
#[derive(Debug, PartialEq)]
pub enum IdDiskusi<'a> {
    /// (id_aktivitas, nim)
    Individu(i64, &'a str),
    /// (id_aktivitas, id_kelompok)
    Kelompok(i64, i64),
    /// (id_aktivitas of the exam, nim)
    Ujian(i64, &'a str),
}

/// '{id_aktivitas}-{nim}' with a number and a non-empty alphanumeric nim.
fn aktivitas_nim(rest: &str) -> Option<(i64, &str)> {
    let (aktivitas, nim) = rest.split_once('-')?;
    let nim_ok = !nim.is_empty() && nim.chars().all(|c| c.is_ascii_alphanumeric());
    nim_ok.then_some(())?;
    Some((aktivitas.parse().ok()?, nim))
}

pub fn urai_id(id: &str) -> Option<IdDiskusi<'_>> {
    if let Some(rest) = id.strip_prefix("LMS-tugas-") {
        let (aktivitas, nim) = aktivitas_nim(rest)?;
        return Some(IdDiskusi::Individu(aktivitas, nim));
    }
    if let Some(rest) = id.strip_prefix("LMS-ujian-") {
        let (aktivitas, nim) = aktivitas_nim(rest)?;
        return Some(IdDiskusi::Ujian(aktivitas, nim));
    }
    let (aktivitas, kelompok) = id.strip_prefix("tugas-")?.split_once("-kelompok-")?;
    let angka = |t: &str| t.bytes().all(|b| b.is_ascii_digit()).then(|| t.parse().ok()).flatten();
    Some(IdDiskusi::Kelompok(angka(aktivitas)?, angka(kelompok)?))
}

fn tidak_ada() -> AppError {
    AppError::not_found("Grup diskusi")
}

/// The discussion `id` names; 404 for a malformed id or one naming no
/// task and student (or group) of its class (what `policy::require_open_diskusi` asks about).
pub async fn diskusi(db: &Db, id: &str) -> AppResult<Diskusi> {
    let found = match urai_id(id).ok_or_else(tidak_ada)? {
        IdDiskusi::Individu(id_aktivitas, nim) => store::diskusi_individu(db, id_aktivitas, nim).await?,
        IdDiskusi::Kelompok(id_aktivitas, id_kelompok) => store::diskusi_kelompok(db, id_aktivitas, id_kelompok).await?,
        IdDiskusi::Ujian(id_aktivitas, nim) => store::diskusi_ujian(db, id_aktivitas, nim).await?,
    };
    found.ok_or_else(tidak_ada)
}

/// An opened discussion: its group's name, created on first open.
pub struct Akses {
    pub id: String,
    /// The group's name.
    pub nama: String,
    pub judul_tugas: String,
    pub penggunaan: &'static str,
    /// Mahasiswa | Dosen for members; None for a reading operator.
    pub peran: Option<&'static str>,
}

/// Opens discussion `id` for a caller who passed `policy::require_open_diskusi`.
pub async fn buka(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi) -> AppResult<Akses> {
    let AksesDiskusi { diskusi, peran } = akses;
    let nama = match store::nama(db, id).await? {
        Some(nama) => {
            // A teacher added to the class (or a student added to the group) after
            // the chat was made joins on first open.
            if let Some(peran) = peran {
                if !store::is_anggota(db, id, user.id()).await? {
                    store::tambah_anggota(db, id, user.id(), peran).await?;
                }
            }
            nama
        }
        None => {
            let pengajar = store::pengajar_kelas(db, diskusi.id_kelas).await?;
            let mut anggota: Vec<(i64, &str)> = diskusi.mahasiswa.iter().map(|m| (*m, "Mahasiswa")).collect();
            anggota.extend(pengajar.into_iter().map(|d| (d, "Dosen")));
            let now = db::now();
            store::buat(db, GrupBaru { id, nama: &diskusi.nama, diskusi: &diskusi, created_at: &now }, &anggota).await?;
            diskusi.nama.clone()
        }
    };
    Ok(Akses { id: id.to_string(), nama, judul_tugas: diskusi.judul_tugas, penggunaan: diskusi.penggunaan, peran })
}

pub async fn grup(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi) -> AppResult<GrupChat> {
    let akses = buka(db, user, id, akses).await?;
    Ok(GrupChat {
        nama: akses.nama,
        penggunaan: akses.penggunaan.into(),
        anggota: store::anggota(db, id).await?,
        boleh_menulis: akses.peran.is_some(),
        belum_dibaca: store::belum_dibaca(db, id, user.id()).await?,
        id: akses.id,
    })
}

/// Messages for the viewer; a member's read mark moves to the last one.
pub async fn pesan(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi, setelah: Option<i64>) -> AppResult<Vec<PesanChat>> {
    let akses = buka(db, user, id, akses).await?;
    let daftar = store::pesan(db, id, setelah, user.id()).await?;
    if let (Some(_), Some(terakhir)) = (akses.peran, daftar.last()) {
        store::tandai_dibaca(db, id, user.id(), terakhir.id).await?;
    }
    Ok(daftar)
}

pub async fn satu_pesan(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi, id_pesan: i64) -> AppResult<PesanChat> {
    buka(db, user, id, akses).await?;
    store::satu_pesan(db, id, id_pesan, user.id()).await?.ok_or_else(|| AppError::not_found("Pesan"))
}

pub fn validasi_isi(isi: &str) -> AppResult<&str> {
    let isi = isi.trim();
    crate::input::check_message(isi)?;
    if isi.is_empty() {
        return Err(AppError::unprocessable("Komentar tidak boleh kosong."));
    }
    if isi.chars().count() > PANJANG_MAKS {
        return Err(AppError::unprocessable(format!("Komentar paling banyak {PANJANG_MAKS} karakter.")));
    }
    Ok(isi)
}

/// Posts a message for a caller who passed `policy::require_write_diskusi`;
/// the activity log entry is written with it.
pub async fn kirim(db: &Db, user: &CurrentUser, ip: &str, id: &str, akses: AksesDiskusi, isi: &str) -> AppResult<PesanChat> {
    let id_kelas = akses.diskusi.id_kelas;
    let akses = buka(db, user, id, akses).await?;
    let isi = validasi_isi(isi)?;
    let mut tx = db.begin().await?;
    let id_pesan = store::tambah_pesan(&mut *tx, id, user.id(), isi, &db::now()).await?;
    let apa = if akses.penggunaan == "ujian" { "kuis/ujian" } else { "tugas" };
    let detail = format!("Menambah komentar pada {apa} '{}'", akses.judul_tugas);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_KOMENTAR, detail, ip).di_kelas(id_kelas)).await?;
    tx.commit().await?;
    store::tandai_dibaca(db, id, user.id(), id_pesan).await?;
    store::satu_pesan(db, id, id_pesan, user.id()).await?.ok_or_else(AppError::internal)
}

/// Edits the viewer's own message (the caller passed `policy::require_write_diskusi`).
pub async fn ubah(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi, id_pesan: i64, isi: &str) -> AppResult<PesanChat> {
    buka(db, user, id, akses).await?;
    let lama = store::satu_pesan(db, id, id_pesan, user.id()).await?.ok_or_else(|| AppError::not_found("Pesan"))?;
    policy::require_edit_pesan(&lama)?;
    let isi = validasi_isi(isi)?;
    store::ubah_pesan(db, id_pesan, isi, &db::now()).await?;
    store::satu_pesan(db, id, id_pesan, user.id()).await?.ok_or_else(AppError::internal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discussion_ids() {
        assert_eq!(urai_id(&id_grup_tugas(12, "2201001")), Some(IdDiskusi::Individu(12, "2201001")));
        assert_eq!(urai_id(&id_grup_kelompok(12, 3)), Some(IdDiskusi::Kelompok(12, 3)));
        assert_eq!(urai_id(&id_grup_ujian(40, "2201001")), Some(IdDiskusi::Ujian(40, "2201001")));
        for salah in [
            "LMS-tugas-12-",
            "LMS-tugas-x-1",
            "LMS-tugas-12-a/b",
            "LMS-ujian-12-",
            "LMS-ujian-x-2201001",
            "tugas-12-kelompok-",
            "tugas-12-kelompok-+3",
            "tugas--kelompok-1",
            "lain",
        ] {
            assert_eq!(urai_id(salah), None, "{salah}");
        }
    }
}
