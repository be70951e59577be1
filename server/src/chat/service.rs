//! Task discussions.
//!
//! A task discussion 'LMS-tugas-{id_aktivitas}-{nim}' belongs to an individual
//! task and one of its class's students. Who reads and writes it is
//! `policy::require_open_diskusi` and `policy::require_write_diskusi`
//! (docs/decisions.md); the handlers call them and pass on what they established.

use super::model::*;
use super::store::{self, Diskusi, GrupBaru};
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::log_aktivitas::{self, Entry};
use crate::policy::{self, AksesDiskusi};

pub const PANJANG_MAKS: usize = 2000;

pub fn id_grup_tugas(id_aktivitas: i64, nim: &str) -> String {
    format!("LMS-tugas-{id_aktivitas}-{nim}")
}

/// (id_aktivitas, nim) of a task discussion id.
pub fn urai_id(id: &str) -> Option<(i64, &str)> {
    let (aktivitas, nim) = id.strip_prefix("LMS-tugas-")?.split_once('-')?;
    let nim_ok = !nim.is_empty() && nim.chars().all(|c| c.is_ascii_alphanumeric());
    nim_ok.then_some(())?;
    Some((aktivitas.parse().ok()?, nim))
}

fn tidak_ada() -> AppError {
    AppError::not_found("Grup diskusi")
}

/// The discussion `id` names; 404 for a malformed id or one naming no
/// individual task and student of its class (what `policy::require_open_diskusi` asks about).
pub async fn diskusi(db: &Db, id: &str) -> AppResult<Diskusi> {
    let (id_aktivitas, nim) = urai_id(id).ok_or_else(tidak_ada)?;
    store::diskusi(db, id_aktivitas, nim).await?.ok_or_else(tidak_ada)
}

/// An opened discussion: its group's name, created on first open.
pub struct Akses {
    pub id: String,
    /// The group's name.
    pub nama: String,
    pub judul_tugas: String,
    /// Mahasiswa | Dosen for members; None for a reading operator.
    pub peran: Option<&'static str>,
}

/// Opens discussion `id` for a caller who passed `policy::require_open_diskusi`.
pub async fn buka(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi) -> AppResult<Akses> {
    let AksesDiskusi { diskusi, peran } = akses;
    let Diskusi { judul_tugas: judul, id_kelas, id_mahasiswa, nama_mahasiswa } = diskusi;
    let (id_aktivitas, _) = urai_id(id).ok_or_else(tidak_ada)?;
    let nama = match store::nama(db, id).await? {
        Some(nama) => {
            // A teacher added to the class after the group was made joins on first open.
            if let Some(peran) = peran {
                if !store::is_anggota(db, id, user.id()).await? {
                    store::tambah_anggota(db, id, user.id(), peran).await?;
                }
            }
            nama
        }
        None => {
            let nama = format!("Diskusi {judul} - {nama_mahasiswa}");
            let pengajar: Vec<i64> = sqlx::query_scalar("SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1 ORDER BY urutan")
                .bind(id_kelas)
                .fetch_all(db)
                .await?;
            let mut anggota: Vec<(i64, &str)> = vec![(id_mahasiswa, "Mahasiswa")];
            anggota.extend(pengajar.into_iter().map(|d| (d, "Dosen")));
            let now = db::now();
            store::buat(db, GrupBaru { id, nama: &nama, id_aktivitas, id_mahasiswa, created_at: &now }, &anggota).await?;
            nama
        }
    };
    Ok(Akses { id: id.to_string(), nama, judul_tugas: judul, peran })
}

pub async fn grup(db: &Db, user: &CurrentUser, id: &str, akses: AksesDiskusi) -> AppResult<GrupChat> {
    let akses = buka(db, user, id, akses).await?;
    Ok(GrupChat {
        nama: akses.nama,
        penggunaan: "tugas".into(),
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
        return Err(AppError::bad_request("Komentar tidak boleh kosong."));
    }
    if isi.chars().count() > PANJANG_MAKS {
        return Err(AppError::bad_request(format!("Komentar paling banyak {PANJANG_MAKS} karakter.")));
    }
    Ok(isi)
}

/// Posts a message for a caller who passed `policy::require_write_diskusi`;
/// the activity log entry is written with it.
pub async fn kirim(db: &Db, user: &CurrentUser, ip: &str, id: &str, akses: AksesDiskusi, isi: &str) -> AppResult<PesanChat> {
    let akses = buka(db, user, id, akses).await?;
    let isi = validasi_isi(isi)?;
    let mut tx = db.begin().await?;
    let id_pesan = store::tambah_pesan(&mut *tx, id, user.id(), isi, &db::now()).await?;
    let detail = format!("Menambah komentar pada tugas '{}'", akses.judul_tugas);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::TAMBAH_KOMENTAR, detail, ip)).await?;
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
