//! Materials (spec 3 §3 Material) and what students did with them.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::berkas::BerkasInfo;

/// A material's kind of content; everything but `url` carries a file.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TipeFile {
    Url,
    Ebook,
    Audio,
    Video,
    Archive,
}

impl TipeFile {
    pub const ALL: [TipeFile; 5] = [TipeFile::Url, TipeFile::Ebook, TipeFile::Audio, TipeFile::Video, TipeFile::Archive];

    pub fn as_str(self) -> &'static str {
        match self {
            TipeFile::Url => "url",
            TipeFile::Ebook => "ebook",
            TipeFile::Audio => "audio",
            TipeFile::Video => "video",
            TipeFile::Archive => "archive",
        }
    }

    pub fn parse(s: &str) -> Option<TipeFile> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// Spec 3 §5: the extensions a file of this type may have.
    pub fn ekstensi(self) -> &'static [&'static str] {
        match self {
            TipeFile::Url => &[],
            TipeFile::Ebook => &["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx"],
            TipeFile::Video => &["mp4", "ogg", "mpeg", "webm"],
            TipeFile::Audio => &["mp3", "wav", "ogg", "acc", "opus", "webm"],
            TipeFile::Archive => &["zip", "rar"],
        }
    }

    /// The key of its size limit in pengaturan_sistem.ukuran_max_file.materi.
    pub fn kunci_ukuran(self) -> &'static str {
        match self {
            TipeFile::Archive => "arsip",
            other => other.as_str(),
        }
    }

    /// How a student's use of it counts for attendance.
    pub fn cara_sah(self, cara: CaraAkses) -> bool {
        matches!(
            (self, cara),
            (TipeFile::Ebook, CaraAkses::Baca)
                | (TipeFile::Video, CaraAkses::Tonton | CaraAkses::Unduh)
                | (TipeFile::Audio, CaraAkses::Dengar | CaraAkses::Unduh)
                | (TipeFile::Archive, CaraAkses::Unduh)
                | (TipeFile::Url, CaraAkses::Buka)
        )
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisMateri {
    BukuAjar,
    Diktat,
    Modul,
    PetunjukPraktikum,
    Model,
    AlatBantu,
    AudioVisual,
    NaskahTutorial,
}

impl JenisMateri {
    pub fn as_str(self) -> &'static str {
        match self {
            JenisMateri::BukuAjar => "buku_ajar",
            JenisMateri::Diktat => "diktat",
            JenisMateri::Modul => "modul",
            JenisMateri::PetunjukPraktikum => "petunjuk_praktikum",
            JenisMateri::Model => "model",
            JenisMateri::AlatBantu => "alat_bantu",
            JenisMateri::AudioVisual => "audio_visual",
            JenisMateri::NaskahTutorial => "naskah_tutorial",
        }
    }

    pub fn parse(s: &str) -> Option<JenisMateri> {
        use JenisMateri::*;
        [BukuAjar, Diktat, Modul, PetunjukPraktikum, Model, AlatBantu, AudioVisual, NaskahTutorial].into_iter().find(|j| j.as_str() == s)
    }
}

/// How a student used a material (spec 3 §4).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum CaraAkses {
    /// Read an e-book for the set time, then pressed 'Sudah Baca'.
    Baca,
    /// Watched a video past the set share.
    Tonton,
    /// Listened to an audio past the set share.
    Dengar,
    /// Downloaded the file.
    Unduh,
    /// Opened the link.
    Buka,
}

impl CaraAkses {
    pub fn as_str(self) -> &'static str {
        match self {
            CaraAkses::Baca => "baca",
            CaraAkses::Tonton => "tonton",
            CaraAkses::Dengar => "dengar",
            CaraAkses::Unduh => "unduh",
            CaraAkses::Buka => "buka",
        }
    }

    pub fn parse(s: &str) -> Option<CaraAkses> {
        use CaraAkses::*;
        [Baca, Tonton, Dengar, Unduh, Buka].into_iter().find(|c| c.as_str() == s)
    }
}

/// The signed-in student's recorded use of a material.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AksesMateri {
    pub cara: CaraAkses,
    /// UTC, the first time it was recorded.
    pub waktu: String,
    /// Against the material's deadline; null when it has none.
    pub tepat_waktu: Option<bool>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PembuatMateri {
    pub name: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MateriDetail {
    pub id: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    /// Sanitised HTML.
    pub deskripsi: String,
    pub tipe_file: TipeFile,
    pub jenis_materi: JenisMateri,
    pub file: Option<BerkasInfo>,
    /// A Word, Excel or PowerPoint file's preview as PDF, once LibreOffice made it (`/v2/pratinjau/{id}`).
    pub pratinjau_url: Option<String>,
    /// The link of a `url` material, as the lecturer typed it.
    pub file_url: Option<String>,
    pub tampil_sekarang: bool,
    /// UTC; students see the material from this time on.
    pub waktu_mulai_tampil: String,
    pub is_syarat_hadir: bool,
    /// UTC; set when is_syarat_hadir.
    pub deadline: Option<String>,
    pub created_by: PembuatMateri,
    /// Students: their recorded use, if any.
    pub akses_saya: Option<AksesMateri>,
    /// Teachers and operators: how many students have a recorded use.
    pub jumlah_akses: Option<i64>,
    /// Teachers and operators: the class's participants.
    pub jumlah_peserta: Option<i64>,
}

/// The material form (spec 3 §7 'Materi save').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct MateriSimpan {
    pub id_pertemuan: i64,
    pub judul: String,
    pub deskripsi: String,
    pub tipe_file: TipeFile,
    pub jenis_materi: JenisMateri,
    /// What POST /v2/storager answered; required unless tipe_file is url.
    pub file: Option<BerkasInfo>,
    /// Required when tipe_file is url.
    pub file_url: Option<String>,
    pub tampil_sekarang: bool,
    /// ISO 8601 with offset; required when tampil_sekarang is false.
    pub waktu_mulai_tampil: Option<String>,
    pub is_syarat_hadir: bool,
    /// ISO 8601 with offset; required when is_syarat_hadir.
    pub deadline: Option<String>,
}

/// 'Salin Materi Kelas Lain' (spec 3 §7 'Materi copy').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct MateriSalin {
    pub id_pertemuan: i64,
    pub list_id: Vec<i64>,
    pub is_syarat_hadir: bool,
    pub tampil_sekarang: bool,
    pub waktu_mulai_tampil: Option<String>,
    pub deadline: Option<String>,
    /// Always "salin".
    #[serde(rename = "type")]
    pub jenis: Option<String>,
}

#[derive(Serialize, JsonSchema)]
pub struct MateriSalinHasil {
    pub data: Vec<MateriDetail>,
}

/// A row of the copy table: a material of another class.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct MateriSalinan {
    pub id: i64,
    pub tipe_file: TipeFile,
    pub judul: String,
    pub file: Option<BerkasInfo>,
    pub file_url: Option<String>,
    /// Class name with its course, e.g. "Basis Data (A)".
    pub kelas: String,
    /// Meeting number.
    pub pertemuan: i64,
    pub pengunggah: String,
}

/// A student's use of a material.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct AksesRequest {
    pub cara: CaraAkses,
    /// Percent of the audio or video actually played (tonton, dengar).
    pub persen: Option<f64>,
}

/// Attendance-by-use settings (pengaturan_kelas.syarat_kehadiran_online_mahasiswa;
/// spec 3 §9 defaults when missing).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SyaratKehadiran {
    pub ebook_detik: i64,
    pub video_persen: i64,
    pub audio_persen: i64,
}

/// Largest file per material type, in MB (× 1,000,000 bytes).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BatasUkuran {
    pub ebook: f64,
    pub video: f64,
    pub audio: f64,
    pub archive: f64,
    /// A task's attachment or hand-in file (pengaturan_sistem.ukuran_max_file.tugas).
    pub tugas: f64,
}

impl BatasUkuran {
    pub fn mb(&self, tipe: TipeFile) -> f64 {
        match tipe {
            TipeFile::Ebook => self.ebook,
            TipeFile::Video => self.video,
            TipeFile::Audio => self.audio,
            TipeFile::Archive => self.archive,
            TipeFile::Url => 0.0,
        }
    }
    pub fn bytes(&self, tipe: TipeFile) -> i64 {
        (self.mb(tipe) * 1_000_000.0) as i64
    }
}
