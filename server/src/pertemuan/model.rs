//! The meeting page's shapes on the wire, and the kinds of content a meeting holds.

use crate::kelas::model::{JenisAktivitas, JenisPertemuan, StatusPertemuan};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanKelas {
    pub id: i64,
    pub id_mata_kuliah: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub periode: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanInfo {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub status: StatusPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// The meeting's start plus the 'deadline' configuration's days (UTC).
    pub default_deadline_materi: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, sqlx::FromRow)]
pub struct PilihanPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
}

/// An exam of the class a remedial exam may repeat ('Ujian Utama'), wherever its meeting is:
/// the demo's UTS in meeting 8 is repeated by a remedial in meeting 9.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, sqlx::FromRow)]
pub struct PilihanUjianUtama {
    pub id: i64,
    pub judul: String,
    pub jenis: crate::ujian::model::JenisUjian,
    pub nomor_pertemuan: i64,
}

/// One activity card; the field of its kind is filled (`materi` for materials, and so on).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct AktivitasKartu {
    pub id: i64,
    pub jenis: JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// From the current time.
    pub status: crate::inti::StatusWaktu,
    pub materi: Option<crate::materi::model::MateriDetail>,
    pub vidcon: Option<crate::vidcon::model::VidconDetail>,
    pub forum: Option<crate::forum::model::ForumDetail>,
    pub tugas: Option<crate::tugas::model::TugasDetail>,
    pub teks: Option<crate::teks::model::TeksDetail>,
    pub ujian: Option<crate::ujian::model::UjianDetail>,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct IzinPertemuan {
    /// May add, change and delete content here (`policy::may_author_konten`).
    pub isAllowTambah: bool,
    /// A participant: attendance-by-use notices and recording.
    pub isPeserta: bool,
    /// An operator: picks the meeting in every form.
    pub isOperator: bool,
}

/// Props of `/kelas/{id}/{idPertemuan}`, also `GET /lms/pertemuan/{id}/aktivitas`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanPageData {
    pub kelas: PertemuanKelas,
    pub pertemuan: PertemuanInfo,
    /// The class's meetings, for an operator's meeting picker.
    pub daftar_pertemuan: Vec<PilihanPertemuan>,
    /// The class's exams that are not remedial, for the exam form's 'Ujian Utama' (authors only; empty for others).
    pub ujian_utama: Vec<PilihanUjianUtama>,
    /// The class setting that lets students see questions (and so keys) after an exam: without
    /// it the exam form does not offer 'Tampilkan kunci jawaban'.
    pub boleh_tampil_kunci: bool,
    pub aktivitas: Vec<AktivitasKartu>,
    pub izin: IzinPertemuan,
    pub syarat: crate::materi::model::SyaratKehadiran,
    pub batas_ukuran: crate::materi::model::BatasUkuran,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct SesiKuliah {
    pub id: i64,
    pub nama: String,
    /// 'HH:MM:SS' in the college's zone.
    pub jam_mulai: String,
    pub jam_selesai: String,
}

/// The picker's query (spec 3 §7 'GET exam list for copying', GET /v2/lms/materi).
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct SalinanQuery {
    /// Part of the title (debounced by the client).
    pub search: Option<String>,
    /// The class being copied into: its own activities are left out.
    pub exclude_id_kelas_kuliah: Option<i64>,
    pub id_mata_kuliah: Option<i64>,
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}
