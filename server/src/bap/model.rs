use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::inti::StatusPekerjaan;
use crate::kelas::model::{JenisPertemuan, ModeKuliah, StatusPertemuan};
use crate::referensi::model::ProdiRingkas;

/// Which parts the PDF holds and whose meetings it covers.
#[derive(Deserialize, Serialize, JsonSchema, Clone, Debug)]
pub struct BapOpsi {
    /// 'Resume Kelas' (default on).
    pub include_laporan_kelas: Option<bool>,
    /// 'Detail Pertemuan' (default on).
    pub include_laporan_pertemuan_detail: Option<bool>,
    /// 'Tanda Tangan' (default on).
    pub include_tanda_tangan: Option<bool>,
    /// Lecturer: only the meetings the signed-in lecturer taught.
    pub laporan_saya: Option<bool>,
    /// Only the meetings this lecturer taught.
    pub id_pengajar: Option<i64>,
}

/// Parts with their defaults applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Bagian {
    pub resume: bool,
    pub detail: bool,
    pub tanda_tangan: bool,
}

impl BapOpsi {
    pub fn bagian(&self) -> Bagian {
        Bagian {
            resume: self.include_laporan_kelas.unwrap_or(true),
            detail: self.include_laporan_pertemuan_detail.unwrap_or(true),
            tanda_tangan: self.include_tanda_tangan.unwrap_or(true),
        }
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapPengajar {
    pub id_dosen: i64,
    /// Name with academic titles.
    pub nama: String,
    pub nidn: String,
    pub jabatan: crate::kelas::model::JabatanDosen,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapKelas {
    pub id: i64,
    pub periode: i64,
    pub mata_kuliah: BapMataKuliah,
    pub nama_kelas: String,
    pub jenis_kelas: String,
    pub mode_kuliah: ModeKuliah,
    pub prodi: ProdiRingkas,
    pub id_prodi: i64,
    pub pengajar: Vec<BapPengajar>,
    pub jumlah_peserta: i64,
    /// The class's special scope (policy::may_operator_kelas); not sent.
    #[serde(skip)]
    #[schemars(skip)]
    pub lingkup: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapMataKuliah {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranPengajar {
    pub id_dosen: i64,
    pub nama: String,
    pub is_hadir: bool,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    /// Validated by an operator, or the class settings' conditions for the meeting's kind hold.
    pub is_valid: bool,
    /// An Asisten of the class: recorded in the assistants' presence, not as the meeting's lecturer.
    pub is_asisten: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Verifikator {
    pub nama: String,
    pub username: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct InfoPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub jenis: JenisPertemuan,
    pub judul: String,
    pub deskripsi: String,
    pub status: StatusPertemuan,
    pub kehadiran_pengajar: Vec<KehadiranPengajar>,
    /// Participants marked present (H).
    pub peserta_hadir: i64,
    pub jumlah_peserta: i64,
    /// Mean progress of the participants, percent with one decimal; None before any attendance.
    pub progress_peserta: Option<f64>,
    pub verified_by: Option<Verifikator>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapAktivitas {
    pub id: i64,
    pub judul: String,
    /// tugas: individu | kelompok; ujian: kuis | uts | uas | remedial; else ''.
    pub sub_jenis: String,
    /// Students who handed in, posted or attempted.
    pub jumlah_pengerjaan: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapTugas {
    #[serde(flatten)]
    pub aktivitas: BapAktivitas,
    /// Hand-ins to be scored.
    pub total_nilai: i64,
    /// Hand-ins scored so far.
    pub jumlah_dinilai: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapUjian {
    #[serde(flatten)]
    pub aktivitas: BapAktivitas,
    /// Mean score, two decimals; None before any score.
    pub rata_rata_nilai: Option<f64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapPertemuan {
    pub info: InfoPertemuan,
    pub materi: Vec<BapAktivitas>,
    pub forum: Vec<BapAktivitas>,
    pub vidcon: Vec<BapAktivitas>,
    pub tugas: Vec<BapTugas>,
    pub ujian: Vec<BapUjian>,
}

/// The programme's signer (`/v1/penandatangan_prodi/{id}`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[allow(non_snake_case)]
pub struct PenandatanganProdi {
    /// Signature image as a data URL (png, jpg or svg), or None.
    pub fileKhsKiri: Option<String>,
    pub jabatanKhsKiri: String,
    pub namaKhsKiri: String,
    pub nidnKhsKiri: String,
}

/// `GET /lms/kelas_kuliah/{id}/bap`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BapLaporan {
    /// Who asked for the report.
    pub username: String,
    /// When it was made (UTC).
    pub timestamp: String,
    pub kelas: BapKelas,
    pub pertemuan: Vec<BapPertemuan>,
    pub penandatangan: Option<PenandatanganProdi>,
    /// The class's attendance percentage over its held meetings (one decimal,
    /// `kehadiran::persen`); null while none is held. The resume's
    /// 'Rata-rata kehadiran peserta'.
    pub rata_kehadiran: Option<f64>,
}

/// `POST /lms/kelas_kuliah/bap/unduh`: every class of a period in one ZIP.
#[derive(Deserialize, Serialize, JsonSchema, Clone, Debug)]
pub struct BapArsipRequest {
    pub periode: i64,
    pub include_laporan_kelas: Option<bool>,
    pub include_laporan_pertemuan_detail: Option<bool>,
    pub include_tanda_tangan: Option<bool>,
    pub laporan_saya: Option<bool>,
}

/// A background job making a period's ZIP.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct BapJob {
    pub id: String,
    pub status: StatusPekerjaan,
    /// Classes done so far.
    pub selesai: i64,
    pub total: i64,
    /// Why it failed, when it did.
    pub pesan: Option<String>,
    /// 'BAP - {period}.zip'
    pub nama_berkas: String,
}
