//! Rules of one class: who may see it, what the viewer may change (the
//! isAllow* flags), and the changes themselves.
//!
//! The rule (docs/decisions.md, "Class detail flags"):
//! - see the class: its teachers, its students, operators with read on kelas_kuliah;
//! - isAllowLihatSilabus: everyone who may see the class;
//! - isAllowUbahKelas and isAllowUbahJabatan: the class's Dosen Koordinator, or an
//!   operator with write on kelas_kuliah;
//! - isAllowUbahKetuaKelas: a Dosen Koordinator or Pengajar of the class (not an
//!   Asisten), or an operator with write on kelas_kuliah.

use super::detail_store as store;
use super::model::{IzinKelas, JabatanRequest, KelasDetail};
use crate::akun::model::Role;
use crate::akun::{CurrentUser, Level, Modul};
use crate::db::Db;
use crate::error::{AppError, AppResult};

/// The viewer's relation to a class.
#[derive(Debug, Clone, PartialEq)]
pub enum Posisi {
    Operator(Level),
    Pengajar(String),
    Peserta,
    Luar,
}

pub async fn posisi(db: &Db, user: &CurrentUser, id_kelas: i64) -> AppResult<Posisi> {
    Ok(match user.role() {
        Role::Operator => Posisi::Operator(user.level(Modul::KelasKuliah)),
        Role::Dosen => match store::jabatan_pengajar(db, id_kelas, user.id()).await? {
            Some(jabatan) => Posisi::Pengajar(jabatan),
            None => Posisi::Luar,
        },
        Role::Mahasiswa if store::is_peserta(db, id_kelas, user.id()).await? => Posisi::Peserta,
        Role::Mahasiswa => Posisi::Luar,
    })
}

pub fn may_see(posisi: &Posisi) -> bool {
    match posisi {
        Posisi::Operator(level) => *level >= Level::Read,
        Posisi::Pengajar(_) | Posisi::Peserta => true,
        Posisi::Luar => false,
    }
}

pub fn izin(posisi: &Posisi) -> IzinKelas {
    let operator_write = matches!(posisi, Posisi::Operator(Level::Write));
    let koordinator = matches!(posisi, Posisi::Pengajar(j) if j == "koordinator");
    let pengajar = matches!(posisi, Posisi::Pengajar(j) if j == "koordinator" || j == "pengajar");
    IzinKelas {
        isAllowLihatSilabus: may_see(posisi),
        isAllowUbahKelas: koordinator || operator_write,
        isAllowUbahKetuaKelas: pengajar || operator_write,
        isAllowUbahJabatan: koordinator || operator_write,
    }
}

/// 404 when the class does not exist, 403 when the viewer may not see it.
pub async fn checked_posisi(db: &Db, user: &CurrentUser, id: i64) -> AppResult<Posisi> {
    if !store::exists(db, id).await? {
        return Err(AppError::not_found("Kelas"));
    }
    let posisi = posisi(db, user, id).await?;
    if !may_see(&posisi) {
        return Err(AppError::forbidden());
    }
    Ok(posisi)
}

pub async fn detail(db: &Db, user: &CurrentUser, id: i64) -> AppResult<KelasDetail> {
    let posisi = checked_posisi(db, user, id).await?;
    let mut detail = store::detail(db, id).await?.ok_or_else(|| AppError::not_found("Kelas"))?;
    detail.izin = izin(&posisi);
    Ok(detail)
}

/// One leader at most: setting a student makes every other one a participant.
pub async fn set_ketua(db: &Db, user: &CurrentUser, id: i64, nim: &str) -> AppResult<String> {
    let posisi = checked_posisi(db, user, id).await?;
    if !izin(&posisi).isAllowUbahKetuaKelas {
        return Err(AppError::forbidden());
    }
    let nim = nim.trim();
    let mut tx = db.begin().await?;
    let target: Option<i64> = if nim.is_empty() {
        None
    } else {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT ks.id_mahasiswa FROM kelas_peserta ks JOIN mahasiswa m ON m.id_user = ks.id_mahasiswa
             WHERE ks.id_kelas = $1 AND m.nim = $2",
        )
        .bind(id)
        .bind(nim)
        .fetch_optional(&mut *tx)
        .await?;
        Some(found.ok_or_else(|| AppError::unprocessable(format!("Mahasiswa dengan NIM {nim} bukan peserta kelas ini.")))?)
    };
    sqlx::query("UPDATE kelas_peserta SET jabatan = 'peserta' WHERE id_kelas = $1 AND jabatan = 'ketua_kelas'")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    if let Some(id_mahasiswa) = target {
        sqlx::query("UPDATE kelas_peserta SET jabatan = 'ketua_kelas' WHERE id_kelas = $1 AND id_mahasiswa = $2")
            .bind(id)
            .bind(id_mahasiswa)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(nim.to_string())
}

pub const JABATAN: [&str; 3] = ["koordinator", "pengajar", "asisten"];
pub const METODE: [&str; 2] = ["individu", "team_teaching"];

/// Teaching roles: every current teacher listed once, exactly one
/// koordinator, and a known method.
pub async fn set_jabatan(db: &Db, user: &CurrentUser, id: i64, req: &JabatanRequest) -> AppResult<()> {
    let posisi = checked_posisi(db, user, id).await?;
    if !izin(&posisi).isAllowUbahJabatan {
        return Err(AppError::forbidden());
    }
    if !METODE.contains(&req.metode_mengajar.as_str()) {
        return Err(AppError::bad_request("Metode mengajar harus Individu atau Team Teaching."));
    }
    if let Some(bad) = req.pengajar.iter().find(|p| !JABATAN.contains(&p.jabatan.as_str())) {
        return Err(AppError::bad_request(format!("Jabatan '{}' tidak dikenal.", bad.jabatan)));
    }
    let current: Vec<i64> = store::pengajar(db, id).await?.into_iter().map(|p| p.id_dosen).collect();
    let mut given: Vec<i64> = req.pengajar.iter().map(|p| p.id_dosen).collect();
    given.sort_unstable();
    given.dedup();
    let mut expected = current.clone();
    expected.sort_unstable();
    if given != expected || given.len() != req.pengajar.len() {
        return Err(AppError::unprocessable("Daftar pengajar harus berisi setiap pengajar kelas ini tepat satu kali."));
    }
    if req.pengajar.iter().filter(|p| p.jabatan == "koordinator").count() != 1 {
        return Err(AppError::unprocessable("Kelas harus memiliki tepat satu Dosen Koordinator."));
    }
    let mut tx = db.begin().await?;
    for p in &req.pengajar {
        sqlx::query("UPDATE kelas_pengajar SET jabatan = $1 WHERE id_kelas = $2 AND id_dosen = $3")
            .bind(&p.jabatan)
            .bind(id)
            .bind(p.id_dosen)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE kelas_kuliah SET metode_mengajar = $1 WHERE id = $2").bind(&req.metode_mengajar).bind(id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_per_position() {
        let koor = izin(&Posisi::Pengajar("koordinator".into()));
        assert!(koor.isAllowUbahKelas && koor.isAllowUbahJabatan && koor.isAllowUbahKetuaKelas);
        let pengajar = izin(&Posisi::Pengajar("pengajar".into()));
        assert!(!pengajar.isAllowUbahKelas && pengajar.isAllowUbahKetuaKelas && pengajar.isAllowLihatSilabus);
        let asisten = izin(&Posisi::Pengajar("asisten".into()));
        assert!(!asisten.isAllowUbahKetuaKelas && asisten.isAllowLihatSilabus);
        let mhs = izin(&Posisi::Peserta);
        assert_eq!(mhs, IzinKelas { isAllowLihatSilabus: true, ..Default::default() });
        let baca = izin(&Posisi::Operator(Level::Read));
        assert!(baca.isAllowLihatSilabus && !baca.isAllowUbahKelas);
        assert!(izin(&Posisi::Operator(Level::Write)).isAllowUbahJabatan);
        assert_eq!(izin(&Posisi::Luar), IzinKelas::default());
    }
}
