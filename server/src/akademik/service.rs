use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::list::{ListMeta, ListResponse};
use crate::policy;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RencanaPembelajaran {
    /// Meeting number (1-16).
    pub id_pertemuan: i64,
    pub materi: String,
    pub materi_inggris: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KomponenNilai {
    pub id: i64,
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RencanaEvaluasi {
    pub komponen_nilai: KomponenNilai,
    /// Percent.
    pub bobot: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct LampiranSilabus {
    pub name: String,
    pub url: String,
    pub content_length: i64,
}

/// `GET /v2/academic/matakuliah/{id}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[allow(non_snake_case)]
pub struct InfoMataKuliah {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub silabus: String,
    pub lampiran: Option<LampiranSilabus>,
    pub id_dosen_koordinator: Option<i64>,
    pub id_dosen_pengembang_rps: Option<i64>,
    pub nama_dosen_koordinator: Option<String>,
    pub nama_dosen_pengembang_rps: Option<String>,
    /// Course coordinator, RPS developer, or an operator with write on data_master.
    pub isAllowUbahSilabus: bool,
    /// Course coordinator or RPS developer (through the SIKAD hand-off).
    pub isAllowUbahRps: bool,
}

fn semua<T>(data: Vec<T>) -> ListResponse<T> {
    let n = data.len() as i64;
    ListResponse { data, meta: ListMeta { total_items: n, page: 1, per_page: n.max(1) } }
}

async fn pastikan_ada(db: &Db, id: i64) -> AppResult<()> {
    let n = store::jumlah_mata_kuliah(db, id).await?;
    if n == 0 {
        return Err(AppError::not_found("Mata kuliah"));
    }
    Ok(())
}

pub async fn rencana_pembelajaran(db: &Db, id: i64) -> AppResult<ListResponse<RencanaPembelajaran>> {
    pastikan_ada(db, id).await?;
    let rows = store::rencana_pembelajaran(db, id).await?;
    Ok(semua(
        rows.into_iter()
            .map(|(id_pertemuan, materi, materi_inggris)| RencanaPembelajaran { id_pertemuan, materi, materi_inggris })
            .collect(),
    ))
}

pub async fn rencana_evaluasi(db: &Db, id: i64) -> AppResult<ListResponse<RencanaEvaluasi>> {
    pastikan_ada(db, id).await?;
    let rows = store::rencana_evaluasi(db, id).await?;
    Ok(semua(rows.into_iter().map(|(id, nama, bobot)| RencanaEvaluasi { komponen_nilai: KomponenNilai { id, nama }, bobot }).collect()))
}

fn nama_dosen(nama: Option<String>, depan: Option<String>, akademik: Option<String>) -> Option<String> {
    nama.map(|nama| crate::inti::nama_bergelar(&depan.unwrap_or_default(), &nama, &akademik.unwrap_or_default()))
}

/// The course's coordinator and RPS developer (what `policy::may_edit_silabus`
/// asks about); 404 for an unknown course.
pub async fn penanggung_jawab(db: &Db, id: i64) -> AppResult<(Option<i64>, Option<i64>)> {
    store::penanggung_jawab(db, id).await?.ok_or_else(|| AppError::not_found("Mata kuliah"))
}

pub async fn info(db: &Db, user: &CurrentUser, id: i64) -> AppResult<InfoMataKuliah> {
    let r = store::info(db, id).await?.ok_or_else(|| AppError::not_found("Mata kuliah"))?;
    let (koordinator, pengembang) = (r.id_dosen_koordinator, r.id_dosen_pengembang_rps);
    let lampiran = r.silabus_lampiran_path.map(|_| LampiranSilabus {
        name: r.silabus_lampiran_nama.unwrap_or_default(),
        url: format!("/v2/lms/mata_kuliah/{id}/silabus/lampiran"),
        content_length: r.silabus_lampiran_ukuran.unwrap_or(0),
    });
    Ok(InfoMataKuliah {
        id: r.id,
        kode: r.kode,
        nama: r.nama,
        sks: r.sks,
        silabus: r.silabus,
        lampiran,
        id_dosen_koordinator: koordinator,
        id_dosen_pengembang_rps: pengembang,
        nama_dosen_koordinator: nama_dosen(r.nama_k, r.depan_k, r.akademik_k),
        nama_dosen_pengembang_rps: nama_dosen(r.nama_p, r.depan_p, r.akademik_p),
        isAllowUbahSilabus: policy::may_edit_silabus(user, koordinator, pengembang),
        isAllowUbahRps: policy::may_edit_rps(user, koordinator, pengembang),
    })
}

pub const KETERANGAN_MAX: usize = 5000;
pub const LAMPIRAN_MAX: usize = 10_000_000;
pub const LAMPIRAN_EKSTENSI: [&str; 3] = ["pdf", "doc", "docx"];
/// The `POST /v2/storager` directory of attachments uploaded before 'Simpan'.
pub const DIR_LAMPIRAN: &str = crate::berkas::DirUnggah::SilabusLampiran.as_str();

/// A new attachment of the syllabus: (original name, stored path, size).
pub struct LampiranBaru {
    pub nama: String,
    pub path: String,
    pub ukuran: i64,
    /// The upload the file came from, taken over by the save.
    pub diambil: Option<crate::berkas::store::BerkasDb>,
}

/// Saves the syllabus text and, when given, its new attachment; returns the
/// attachment path it replaced (to delete after the commit).
pub async fn simpan_silabus(
    db: &Db,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    keterangan: &str,
    lampiran: Option<&LampiranBaru>,
) -> AppResult<Option<String>> {
    policy::require_edit_silabus(db, user, id).await?;
    let info = info(db, user, id).await?;
    if keterangan.trim().is_empty() {
        return Err(AppError::unprocessable("Keterangan wajib diisi!"));
    }
    if keterangan.chars().count() > KETERANGAN_MAX {
        return Err(AppError::unprocessable(format!("Keterangan tidak boleh lebih dari {KETERANGAN_MAX} karakter")));
    }
    let mut tx = db.begin().await?;
    if let Some(b) = lampiran.and_then(|l| l.diambil.as_ref()) {
        crate::berkas::ambil_alih(&mut tx, b).await?;
    }
    let lama = store::lampiran_silabus(&mut tx, id).await?;
    store::ubah_silabus(&mut tx, keterangan.trim(), id).await?;
    if let Some(l) = lampiran {
        store::ubah_lampiran_silabus(&mut tx, &l.path, &l.nama, l.ukuran, id).await?;
    }
    let detail = format!("Mengubah silabus mata kuliah {} {}", info.kode, info.nama);
    crate::log_aktivitas::write(&mut *tx, crate::log_aktivitas::Entry::by(user, "ubah_silabus", detail, ip)).await?;
    tx.commit().await?;
    Ok(if lampiran.is_some() { lama } else { None })
}

pub async fn lampiran_path(db: &Db, id: i64) -> AppResult<(String, String)> {
    let r = store::lampiran(db, id).await?.ok_or_else(|| AppError::not_found("Mata kuliah"))?;
    match r {
        (Some(path), nama) => Ok((path, nama.unwrap_or_else(|| "lampiran".into()))),
        _ => Err(AppError::not_found("Lampiran silabus")),
    }
}
