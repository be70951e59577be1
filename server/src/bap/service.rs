//! The BAP report put together; who may read it is `policy::require_read_bap`.

use super::model::*;
use super::store;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::identitas::model::Role;
use crate::identitas::CurrentUser;

/// The lecturer whose meetings the report covers, if only one's.
pub fn pengajar_laporan(user: &CurrentUser, kelas: &BapKelas, opsi: &BapOpsi) -> AppResult<Option<i64>> {
    if opsi.laporan_saya == Some(true) {
        if user.role() != Role::Dosen {
            return Err(AppError::unprocessable("Laporan saya hanya tersedia untuk dosen."));
        }
        return Ok(Some(user.id()));
    }
    match opsi.id_pengajar {
        Some(id) if !kelas.pengajar.iter().any(|p| p.id_dosen == id) => {
            Err(AppError::unprocessable("Pengajar yang dipilih tidak mengajar di kelas ini."))
        }
        other => Ok(other),
    }
}

/// The report of `kelas`, which the caller passed `policy::require_read_bap` for.
pub async fn laporan(db: &Db, user: &CurrentUser, kelas: BapKelas, opsi: &BapOpsi) -> AppResult<BapLaporan> {
    let id_pengajar = pengajar_laporan(user, &kelas, opsi)?;
    susun(db, &user.info.username, kelas, id_pengajar).await
}

/// The report of a class whose access was already checked.
pub async fn susun(db: &Db, username: &str, kelas: BapKelas, id_pengajar: Option<i64>) -> AppResult<BapLaporan> {
    let pertemuan = store::pertemuan(db, &kelas, id_pengajar).await?;
    let penandatangan = store::penandatangan(db, kelas.id_prodi).await?;
    let now = db::now();
    let rata_kehadiran = crate::kehadiran::persen::per_kelas(db, &[kelas.id], &now).await?.get(&kelas.id).and_then(|k| k.kehadiran.persen);
    Ok(BapLaporan { username: username.to_string(), timestamp: now, kelas, pertemuan, penandatangan, rata_kehadiran })
}

/// 'BAP - IF101 Algoritma A.pdf'
pub fn nama_berkas(kelas: &BapKelas) -> String {
    let nama = format!("BAP - {} {} {}", kelas.mata_kuliah.kode, kelas.mata_kuliah.nama, kelas.nama_kelas);
    let bersih: String = nama.chars().map(|c| if c.is_alphanumeric() || " -.,()".contains(c) { c } else { '_' }).collect();
    format!("{bersih}.pdf")
}
