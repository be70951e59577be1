//! Exams and quizzes (spec 3 §3 Exam).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// kuis | uts | uas | remedial (aktivitas.sub_jenis of an exam).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisUjian {
    Kuis,
    Uts,
    Uas,
    Remedial,
}

impl JenisUjian {
    pub fn as_str(self) -> &'static str {
        match self {
            JenisUjian::Kuis => "kuis",
            JenisUjian::Uts => "uts",
            JenisUjian::Uas => "uas",
            JenisUjian::Remedial => "remedial",
        }
    }
    pub fn parse(s: &str) -> Option<JenisUjian> {
        use JenisUjian::*;
        [Kuis, Uts, Uas, Remedial].into_iter().find(|j| j.as_str() == s)
    }
}

/// close 'Tutup Buku' | open 'Buku Terbuka'.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum SifatUjian {
    Open,
    Close,
}

impl SifatUjian {
    pub fn as_str(self) -> &'static str {
        match self {
            SifatUjian::Open => "open",
            SifatUjian::Close => "close",
        }
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PertemuanUjian {
    pub nomor: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PembuatUjian {
    pub name: String,
    pub username: String,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UjianDetail {
    pub id: i64,
    pub id_kelas_kuliah: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    /// Sanitised HTML.
    pub deskripsi: String,
    pub jenis: JenisUjian,
    pub sifat: SifatUjian,
    pub gunakan_batas_waktu: bool,
    /// Minutes; null without a time limit.
    pub durasi: Option<i64>,
    pub acakSoal: bool,
    pub ditampilkan: bool,
    pub tampilkan_kunci_jawaban: bool,
    /// UTC; null when the key is not shown.
    pub waktu_tampil_kunci: Option<String>,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// belum_dimulai | berlangsung | selesai, from the current time.
    pub status: String,
    /// A remedial exam repeats this one.
    pub has_remedial: bool,
    pub jumlah_pengerjaan: i64,
    pub jumlah_belum_dinilai: i64,
    /// Remedial exams: the exam they repeat.
    pub id_ujian_utama: Option<i64>,
    /// Remedial exams: who may take them (NIM).
    pub peserta_remedial: Vec<String>,
    pub pertemuan: PertemuanUjian,
    pub created_by: Option<PembuatUjian>,
    /// Students see the scores.
    pub nilai_dipublikasi: bool,
}

fn ya() -> bool {
    true
}

/// The exam form (spec 3 §7 'Exam create or edit payload').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct UjianSimpan {
    /// Required (operators pick it; a lecturer sends the current meeting).
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    /// HTML; sanitised on save.
    pub deskripsi: String,
    pub jenis: Option<JenisUjian>,
    /// Default close ('Tutup Buku').
    pub sifat: Option<SifatUjian>,
    #[serde(default)]
    pub gunakan_batas_waktu: bool,
    /// Minutes, at least 5; required with gunakan_batas_waktu.
    pub durasi: Option<i64>,
    #[serde(default)]
    pub acak_soal: bool,
    #[serde(default = "ya")]
    pub ditampilkan: bool,
    #[serde(default)]
    pub tampilkan_kunci_jawaban: bool,
    /// ISO 8601 with offset; null when the key is off.
    pub waktu_tampil_kunci: Option<String>,
    /// ISO 8601 with offset.
    pub waktu_mulai: Option<String>,
    pub waktu_selesai: Option<String>,
    /// Remedial exams: the exam of the same class they repeat.
    pub id_ujian_utama: Option<i64>,
    /// Remedial exams: NIMs of the class's students who may take it.
    #[serde(default)]
    pub peserta_remedial: Vec<String>,
}
