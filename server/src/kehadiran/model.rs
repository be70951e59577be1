//! The shapes of attendance (spec 2 §3): a meeting's participant and teacher
//! rows, leave types, the meeting attendance page, the QR code, the class
//! recap, and the recalculation status.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::kelas::model::JenisAktivitas;
use crate::kelas::model::{JenisPertemuan, KategoriPertemuan, StatusPertemuan};

/// A participant's code in a meeting (spec 2 §4): H hadir, A alpa, I izin, S sakit.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KodePresensi {
    H,
    A,
    I,
    S,
}

impl KodePresensi {
    pub fn as_str(self) -> &'static str {
        match self {
            KodePresensi::H => "H",
            KodePresensi::A => "A",
            KodePresensi::I => "I",
            KodePresensi::S => "S",
        }
    }

    pub fn parse(s: &str) -> Option<KodePresensi> {
        [KodePresensi::H, KodePresensi::A, KodePresensi::I, KodePresensi::S].into_iter().find(|k| k.as_str() == s)
    }

    /// The recap's one-letter form.
    pub fn huruf(self) -> char {
        match self {
            KodePresensi::H => 'H',
            KodePresensi::A => 'A',
            KodePresensi::I => 'I',
            KodePresensi::S => 'S',
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            KodePresensi::H => "Hadir",
            KodePresensi::A => "Alpa",
            KodePresensi::I => "Izin",
            KodePresensi::S => "Sakit",
        }
    }
}

/// Who wrote a row by computing it: never a person's username.
pub const PENGUBAH_SISTEM: &str = "LMS:SYSTEM";

/// What counts towards presence in an online meeting (spec 2 §3).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ParameterKehadiran {
    pub hadir_vidcon: bool,
    pub kerjakan_kuis_ujian: bool,
    pub kerjakan_tugas: bool,
    pub posting_forum: bool,
    pub unduh_materi: bool,
}

impl ParameterKehadiran {
    pub fn ada(&self) -> bool {
        self.hadir_vidcon || self.kerjakan_kuis_ujian || self.kerjakan_tugas || self.posting_forum || self.unduh_materi
    }

    /// Whether an activity of this kind counts.
    pub fn menghitung(&self, jenis: JenisAktivitas) -> bool {
        match jenis {
            JenisAktivitas::Vidcon => self.hadir_vidcon,
            JenisAktivitas::Ujian => self.kerjakan_kuis_ujian,
            JenisAktivitas::Tugas => self.kerjakan_tugas,
            JenisAktivitas::Forum => self.posting_forum,
            JenisAktivitas::Materi => self.unduh_materi,
            JenisAktivitas::Teks => false,
        }
    }
}

/// One activity of a participant's progress (the detail modal).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct DetailAktivitas {
    pub id_aktivitas: i64,
    pub jenis: JenisAktivitas,
    pub judul: String,
    /// Its share of the progress (equal shares; they add up to 1).
    pub weight: f64,
    /// Done as the meeting's rule asks.
    pub is_hadir: bool,
    /// Always false here: an activity in the list exists (the field is the spec's).
    pub empty_activity: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MahasiswaRingkas {
    pub id_user: i64,
    pub nim: String,
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pengubah {
    /// A username, or 'LMS:SYSTEM'.
    pub username: String,
    pub name: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Progress {
    /// 0 to 1.
    pub overall: f64,
}

/// One participant's attendance in a meeting (spec 2 §3).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranMahasiswa {
    pub mahasiswa: MahasiswaRingkas,
    /// Null while there is no record.
    pub presensi: Option<KodePresensi>,
    pub ada_presensi: bool,
    pub is_hadir: bool,
    pub is_qr_code: bool,
    pub progress: Progress,
    pub updated_by: Option<Pengubah>,
    pub updated_at: Option<String>,
    /// 'Hadir', 'Alpa', 'Izin', 'Sakit' or 'Belum Ada Presensi'.
    pub presensi_label: String,
    pub is_valid: bool,
    pub detail: Vec<DetailAktivitas>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengajarKehadiran {
    pub id_dosen: i64,
    pub avatar_url: Option<String>,
    pub gelar_depan: String,
    pub nama: String,
    pub gelar_akademik: String,
    pub jabatan: crate::kelas::model::JabatanDosen,
}

/// One teacher's attendance in a meeting (spec 2 §3).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranPengajarPertemuan {
    pub pengajar: PengajarKehadiran,
    pub ada_presensi: bool,
    pub is_hadir: bool,
    /// Validated by an operator, or the class settings' conditions for the meeting's kind hold.
    pub is_valid: bool,
    /// `validasi_kehadiran_dosen`: a record that is not valid is shown as 'Belum Divalidasi';
    /// when false no validation is shown.
    pub wajib_validasi: bool,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    /// Activities this teacher made in the meeting.
    pub aktivitas: i64,
}

/// `PUT /lms/kehadiran_dosen/{idPertemuan}/dosen/{idDosen}`: times are ISO date-times with an offset.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct KehadiranPengajarSimpan {
    pub is_hadir: bool,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JenisPresensiItem {
    /// The code a row carries: 'I' or 'S'.
    pub id: String,
    pub nama: String,
    pub is_active: bool,
}

/// The two leave types, keyed as the spec gives them.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JenisPresensi {
    pub izin: JenisPresensiItem,
    pub sakit: JenisPresensiItem,
}

/// One row of the bulk save.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PresensiSimpan {
    pub nim: String,
    /// Null (or absent) means A, as the header radio's unset value.
    pub presensi: Option<KodePresensi>,
    pub ada_presensi: Option<bool>,
}

/// `PUT /lms/kehadiran_mahasiswa/pertemuan/{id}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PresensiSimpanSemua {
    pub data: Vec<PresensiSimpan>,
}

/// `PUT /lms/kehadiran_mahasiswa/pertemuan/{id}/mahasiswa/{idMahasiswa}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct HadirSimpan {
    pub is_hadir: bool,
}

/// State of a recalculation (spec 2 §4).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StatusProses {
    /// No recalculation has run since the server started watching.
    Idle,
    Processing,
    Completed,
    Failed,
}

/// Answer to a recalculation request and the `calc-percentage` event's data.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ProsesKehadiran {
    pub id_pertemuan: i64,
    pub status: StatusProses,
}

/// `POST /lms/kehadiran_mahasiswa/hitung_persentase`: one meeting, or every held meeting of a class.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct HitungPersentase {
    pub id_pertemuan: Option<i64>,
    pub id_kelas_kuliah: Option<i64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct AliranKehadiranQuery {
    pub id_pertemuan: i64,
}

/// `GET /v0/aturan/qr-code`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AturanQr {
    pub status: bool,
}

/// The code a lecturer shows (`GET /lms/kehadiran_mahasiswa/pertemuan/{id}/qr`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct QrKehadiran {
    /// The address the QR holds: the scan page with the signed token.
    pub url: String,
    /// The QR image (SVG markup).
    pub svg: String,
    /// Six digits to type when a camera fails; valid as long as the QR.
    pub kode: String,
    /// After this (UTC) the shown code is no longer accepted; fetch the next one before.
    pub berlaku_sampai: String,
    /// Seconds between two codes.
    pub detik_rotasi: i64,
}

/// `POST /lms/kehadiran_mahasiswa/pertemuan/{id}/qr`: the token of a scanned URL or the typed code.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct QrScan {
    pub token: Option<String>,
    pub kode: Option<String>,
}

/// The class and meeting heading the attendance pages.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelasKehadiran {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub jenis_kelas: String,
    pub mode_kuliah: Option<crate::kelas::model::ModeKuliah>,
}

/// Meeting info of the attendance page (spec 2 §2).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PertemuanKehadiran {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub kategori: KategoriPertemuan,
    pub status: StatusPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    pub parameter_kehadiran: ParameterKehadiran,
    /// The class setting's minimum progress for online presence, in percent.
    pub progress_minimal_persen: f64,
    pub peserta_hadir: i64,
    pub jumlah_peserta: i64,
    /// Mean progress of the participants with a record (0-1); null without any.
    pub progress_peserta: Option<f64>,
    pub waktu_terakhir_update_kehadiran: Option<String>,
}

/// Which screen shows a meeting's attendance (spec 2 §2): the attendance
/// section (`/kehadiran/{id}/{idPertemuan}`) or the class's meeting
/// (`/kelas/{id}/{idPertemuan}/kehadiran`), for a lecturer or an operator.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TipeHalamanKehadiran {
    #[serde(rename = "dosen")]
    Dosen,
    #[serde(rename = "dosen-kelas")]
    DosenKelas,
    #[serde(rename = "operator")]
    Operator,
    #[serde(rename = "operator-kelas")]
    OperatorKelas,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct IzinKehadiran {
    /// 'Ubah kehadiran' and the H/A/I/S choices.
    pub isAllowUbahPeserta: bool,
    /// 'Ubah Kehadiran Pengajar' (operators with write), from `pengajar_bisa_diubah_mulai` on.
    pub isAllowUbahPengajar: bool,
    /// 'Generate QR Code'.
    pub isAllowQr: bool,
    /// 'Update Progres' and 'Update Kehadiran Manual'.
    pub isAllowUpdateProgres: bool,
    /// Start and end the meeting.
    pub isAllowMulaiAkhiri: bool,
}

/// Props of the meeting attendance page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranPertemuanPage {
    pub tipe: TipeHalamanKehadiran,
    pub kelas: KelasKehadiran,
    pub pertemuan: PertemuanKehadiran,
    pub pengajar: Vec<KehadiranPengajarPertemuan>,
    pub peserta: Vec<KehadiranMahasiswa>,
    pub jenis_presensi: JenisPresensi,
    pub izin: IzinKehadiran,
    /// Teacher attendance may be changed from this time (UTC): meeting start plus the setting's minutes.
    pub pengajar_bisa_diubah_mulai: String,
    /// A recalculation of this meeting is running.
    pub proses: StatusProses,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PertemuanRekap {
    pub id: i64,
    pub nomor: i64,
    pub jenis: JenisPertemuan,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MahasiswaRekap {
    pub id_user: i64,
    pub nim: String,
    pub nama: String,
    /// One character per meeting, in the order of `pertemuan`: H, A, I or S
    /// (lower case while not validated), '-' without a record. Compact on
    /// purpose: a class of 1,500 × 16 stays a few dozen KB; a cell's detail is
    /// `GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id}/pertemuan/{idPertemuan}/nim/{nim}`.
    pub presensi: String,
    /// The student's attendance percentage over the held meetings (`kehadiran::persen`).
    pub kehadiran: super::persen::PersenKehadiran,
}

/// The class attendance recap (`GET /lms/kehadiran_mahasiswa/kelas_kuliah/{id}` and page `/kehadiran/{id}`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RekapKehadiran {
    pub kelas: KelasKehadiran,
    pub pertemuan: Vec<PertemuanRekap>,
    pub mahasiswa: Vec<MahasiswaRekap>,
    /// The attendance the final exam asks for, in percent (configuration
    /// `attendance_percentage`): a percentage below it is marked.
    pub syarat_ujian_persen: i64,
}

/// Props of `/presensi/{idPertemuan}`, the page a scanned QR opens.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PresensiPageData {
    pub kelas: KelasKehadiran,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub judul: String,
    /// The token of the scanned URL (`?t=`); null when the page was opened without one (typed code).
    pub token: Option<String>,
    /// The student's current record of this meeting.
    pub kehadiran: KehadiranMahasiswa,
}

/// Props of `/forbidden/{idPertemuan}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TerlarangPageData {
    pub id_kelas: i64,
    pub id_pertemuan: i64,
    pub pesan: String,
}

#[derive(Serialize, JsonSchema)]
pub struct DaftarKehadiranMahasiswa {
    pub data: Vec<KehadiranMahasiswa>,
}

#[derive(Serialize, JsonSchema)]
pub struct DaftarKehadiranPengajar {
    pub data: Vec<KehadiranPengajarPertemuan>,
}

/// How a student's record of a meeting was made, as the student is told.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum CaraPencatatan {
    /// Their own scan of the meeting's QR code.
    Qr,
    /// Computed by the system from their activity (or the default Alpa nobody changed).
    Sistem,
    /// Set by a lecturer or an operator.
    Pengajar,
}

/// One meeting of a class on the student's own attendance page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PresensiSaya {
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// Held (ended, or past its scheduled end): it counts towards the percentage.
    pub terlaksana: bool,
    /// Null while there is no record.
    pub presensi: Option<KodePresensi>,
    pub cara: Option<CaraPencatatan>,
    /// Who set it, when `cara` is `pengajar`.
    pub oleh: Option<String>,
    pub updated_at: Option<String>,
}

/// One class on the student's own attendance page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranSayaKelas {
    pub kelas: crate::kelas::model::KelasSaya,
    /// By the one rule (`kehadiran::persen`).
    pub kehadiran: super::persen::PersenKehadiran,
    /// Meets the final exam's minimum; null while no meeting is held.
    pub memenuhi_syarat: Option<bool>,
    pub pertemuan: Vec<PresensiSaya>,
}

/// Props of `/kehadiran-saya` (issue 37 §3): a student's own attendance per class.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KehadiranSayaPage {
    /// The running period's name ('2026/2027 Ganjil'); null when none is set.
    pub periode: Option<String>,
    /// The minimum percentage for the final exam (configuration `attendance_percentage`).
    pub syarat_persen: i64,
    pub kelas: Vec<KehadiranSayaKelas>,
    /// The class opened first (`?kelas=`, the class page's link).
    pub dibuka: Option<i64>,
}
