//! One class: its detail with the viewer's isAllow* flags, and the changes
//! to it. Who may do what is in `crate::policy` (docs/decisions.md, "Class
//! detail flags"); the handlers call the guards before these functions.

use super::detail_store as store;
use super::model::{JabatanDosen, JabatanRequest, KelasDetail};
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, jenis, Entry};
use crate::policy;

/// The class with the flags of a viewer at `posisi` (from `policy::require_see_kelas`).
pub async fn detail(db: &Db, id: i64, posisi: &policy::Posisi) -> AppResult<KelasDetail> {
    let pandangan = super::aktivitas_store::Pandangan {
        ujian_tersembunyi: policy::may_see_ujian(posisi, false),
        materi_sampai: (*posisi == policy::Posisi::Peserta).then(crate::db::now),
    };
    let mut detail = store::detail(db, id, &pandangan).await?.ok_or_else(|| AppError::not_found("Kelas"))?;
    detail.izin = policy::izin_kelas(posisi);
    Ok(detail)
}

/// One leader at most: setting a student makes every other one a participant.
/// The caller passed `policy::require_change_ketua_kelas`.
pub async fn set_ketua(db: &Db, (user, ip): (&CurrentUser, &str), id: i64, nim: &str) -> AppResult<String> {
    let nim = nim.trim();
    let mut tx = db.begin().await?;
    let target: Option<i64> = if nim.is_empty() {
        None
    } else {
        let found = store::peserta_dengan_nim(&mut tx, id, nim).await?;
        Some(found.ok_or_else(|| AppError::unprocessable(format!("Mahasiswa dengan NIM {nim} bukan peserta kelas ini.")))?)
    };
    store::tetapkan_ketua(&mut tx, id, target).await?;
    let detail = if nim.is_empty() {
        format!("Mengosongkan ketua kelas (kelas {id})")
    } else {
        format!("Menjadikan NIM {nim} ketua kelas (kelas {id})")
    };
    log_aktivitas::write(&mut *tx, Entry::by(user, jenis::UBAH_KETUA_KELAS, detail, ip).di_kelas(id)).await?;
    tx.commit().await?;
    Ok(nim.to_string())
}

/// Teaching roles: every current teacher listed once, exactly one
/// koordinator, and a known method. The caller passed `policy::require_change_jabatan`.
pub async fn set_jabatan(db: &Db, (user, ip): (&CurrentUser, &str), id: i64, req: &JabatanRequest) -> AppResult<()> {
    let current: Vec<i64> = store::pengajar(db, id).await?.into_iter().map(|p| p.id_dosen).collect();
    let mut given: Vec<i64> = req.pengajar.iter().map(|p| p.id_dosen).collect();
    given.sort_unstable();
    given.dedup();
    let mut expected = current.clone();
    expected.sort_unstable();
    if given != expected || given.len() != req.pengajar.len() {
        return Err(AppError::unprocessable("Daftar pengajar harus berisi setiap pengajar kelas ini tepat satu kali."));
    }
    if req.pengajar.iter().filter(|p| p.jabatan == JabatanDosen::Koordinator).count() != 1 {
        return Err(AppError::unprocessable("Kelas harus memiliki tepat satu Dosen Koordinator."));
    }
    let mut tx = db.begin().await?;
    store::tetapkan_jabatan(&mut tx, id, req).await?;
    let susunan: Vec<String> = req.pengajar.iter().map(|p| format!("{}: {}", p.id_dosen, p.jabatan)).collect();
    let detail = format!("Mengubah jabatan pengajar kelas {id} ({}), metode {}", susunan.join(", "), req.metode_mengajar);
    log_aktivitas::write(&mut *tx, Entry::by(user, jenis::UBAH_JABATAN_PENGAJAR, detail, ip).di_kelas(id)).await?;
    tx.commit().await?;
    Ok(())
}
