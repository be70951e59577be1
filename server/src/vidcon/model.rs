//! Video conferences (spec 3 §3 Vidcon).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The meeting apps offered (spec 3 §9).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum AplikasiVidcon {
    Zoom,
    Gmeet,
    Msteams,
    Lainnya,
}

impl AplikasiVidcon {
    pub fn as_str(self) -> &'static str {
        match self {
            AplikasiVidcon::Zoom => "zoom",
            AplikasiVidcon::Gmeet => "gmeet",
            AplikasiVidcon::Msteams => "msteams",
            AplikasiVidcon::Lainnya => "lainnya",
        }
    }
    pub fn parse(s: &str) -> Option<AplikasiVidcon> {
        use AplikasiVidcon::*;
        [Zoom, Gmeet, Msteams, Lainnya].into_iter().find(|a| a.as_str() == s)
    }
}

/// A join: when, and whether late (null when attendance is not required).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JoinVidcon {
    pub waktu_join: String,
    pub terlambat: Option<bool>,
}

/// One participant's join, for the class's teachers and operators.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JoinDetail {
    pub role: crate::kelas::model::PeranKelas,
    pub username: String,
    /// Students only.
    pub nim: Option<String>,
    pub nama: String,
    pub waktu_join: String,
    pub terlambat: Option<bool>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct VidconDetail {
    pub id: i64,
    pub id_kelas_kuliah: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    pub aplikasi: AplikasiVidcon,
    pub link: String,
    pub catatan: String,
    /// From the current time.
    pub status: crate::inti::StatusWaktu,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// The class's participants.
    pub jumlah_peserta: i64,
    /// Participants who joined.
    pub jumlah_peserta_join: i64,
    /// Every join, for teachers and operators; empty for students.
    pub daftar_join_detail: Vec<JoinDetail>,
    /// The caller's own join.
    pub join_saya: Option<JoinVidcon>,
    /// When attendance is required (online and mixed meetings): start plus
    /// the tolerance; joining later is late. UTC.
    pub batas_hadir: Option<String>,
}

/// The vidcon form (spec 3 §7 'Vidcon create or edit').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct VidconSimpan {
    /// Required (operators pick it; a lecturer sends the current meeting).
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    pub aplikasi: Option<AplikasiVidcon>,
    pub link: String,
    #[serde(default)]
    pub catatan: String,
    /// ISO 8601 with offset.
    pub waktu_mulai: Option<String>,
    pub waktu_selesai: Option<String>,
}
