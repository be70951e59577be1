//! Exams and quizzes (spec 3 §3 Exam).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

crate::kode_domain! {
    /// An exam's kind (aktivitas.sub_jenis of an exam).
    pub enum JenisUjian {
        Kuis = "kuis",
        Uts = "uts",
        Uas = "uas",
        Remedial = "remedial",
    }
}

crate::kode_domain! {
    /// 'Tutup Buku' (close) or 'Buku Terbuka' (open).
    pub enum SifatUjian {
        Open = "open",
        Close = "close",
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
    /// From the current time.
    pub status: crate::inti::StatusWaktu,
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

/// 'Salin Kuis/Ujian Lain': the form of a new exam plus the exam whose
/// question groups and questions it takes.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct UjianSalin {
    /// The exam to copy ('Pilih ujian terlebih dahulu' when missing).
    pub id_ujian: Option<i64>,
    #[serde(flatten)]
    pub form: UjianSimpan,
}

/// A row of the copy picker: Jenis, Judul, Durasi, Kelas, Pertemuan, Pembuat.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UjianSalinan {
    pub id: i64,
    pub jenis: JenisUjian,
    pub judul: String,
    /// Minutes; null without a time limit.
    pub durasi: Option<i64>,
    /// 'Course (class)'.
    pub kelas: String,
    pub pertemuan: i64,
    pub pembuat: String,
    pub jumlah_soal: i64,
}

// ---------------------------------------------------------------- questions

crate::kode_domain! {
    /// pilihan (multiple choice) | benar_salah (true/false) | esay.
    pub enum JenisSoal {
        Pilihan = "pilihan",
        BenarSalah = "benar_salah",
        Esay = "esay",
    }
}

crate::kode_domain! {
    /// What a question's file is to it (soal_lampiran.peran): an attachment of the
    /// question, of its key, or an option's image.
    pub enum PeranLampiran {
        Soal = "soal",
        Kunci = "kunci",
        Opsi = "opsi",
    }
}

crate::kode_domain! {
    /// How a question group is answered (spec 3 §4 Exam groups): semua (every
    /// question, all answered), random (each student gets a fixed random subset
    /// of jumlah_wajib_dijawab), sebagian (every question shown, jumlah_wajib_dijawab answered).
    pub enum AturanKelompok {
        Semua = "semua",
        Random = "random",
        Sebagian = "sebagian",
    }
}

/// What an essay answer may be: typed text, or files of the other kinds
/// (uploaded to `ujian/jawaban`, then named by
/// `PUT .../jawaban/{idSoal}/berkas`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisFileJawaban {
    Text,
    Image,
    Pdf,
    Docs,
    Compressed,
}

impl JenisFileJawaban {
    /// The file extensions of a kind (spec 3 §5: image .png/.jpg, docs
    /// Word/Excel/PowerPoint, compressed Zip/Rar); none for text.
    pub fn ekstensi(self) -> &'static [&'static str] {
        match self {
            Self::Text => &[],
            Self::Image => &["png", "jpg", "jpeg"],
            Self::Pdf => &["pdf"],
            Self::Docs => &["doc", "docx", "xls", "xlsx", "ppt", "pptx"],
            Self::Compressed => &["zip", "rar"],
        }
    }

    pub const SEMUA: [JenisFileJawaban; 5] = [Self::Text, Self::Image, Self::Pdf, Self::Docs, Self::Compressed];

    /// Every extension an essay answer file may have (the upload directory's
    /// list): the union of the kinds above.
    pub const SEMUA_EKSTENSI: &'static [&'static str] =
        &["png", "jpg", "jpeg", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "zip", "rar"];
}

/// A question as its authors see it. `kunci`: the right option's index as
/// text ("0" is A) for pilihan, "benar" or "salah" for benar_salah, the key
/// text for esay.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SoalUjian {
    pub id: i64,
    /// 1-based within its group.
    pub nomor: i64,
    pub jenis: JenisSoal,
    /// Sanitised HTML.
    pub pertanyaan: String,
    /// pilihan: the option texts in order (A, B, ...); benar_salah: ["benar", "salah"]; esay: empty.
    pub pilihan: Vec<String>,
    pub kunci: String,
    pub jenis_file_diterima: Vec<JenisFileJawaban>,
    /// Attachments shown with the question.
    pub soal_files: Vec<crate::berkas::BerkasInfo>,
    /// esay: the key's attachments.
    pub kunci_files: Vec<crate::berkas::BerkasInfo>,
    /// pilihan: each option's image, one entry per option (null: none).
    pub gambar: Vec<Option<crate::berkas::BerkasInfo>>,
}

/// 'Kelompok Soal {nomor}'.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelompokSoal {
    pub id: i64,
    pub nomor: i64,
    pub aturan: AturanKelompok,
    /// random and sebagian: how many questions are answered.
    pub jumlah_wajib_dijawab: Option<i64>,
    pub soal: Vec<SoalUjian>,
}

/// The questions of an exam, for its authors and graders.
#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SoalUjianDaftar {
    pub acakSoal: bool,
    /// False once someone started the exam: groups and questions can then be
    /// changed but not added or removed (every attempt keeps its questions).
    pub boleh_tambah_hapus: bool,
    pub kelompok_soal: Vec<KelompokSoal>,
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct KelompokSoalSimpan {
    pub aturan: AturanKelompok,
    /// Required for random and sebagian, at least 1 and at most the group's questions.
    pub jumlah_wajib_dijawab: Option<i64>,
}

/// A question written in place (spec 3 §2 'Question form card').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct SoalSimpan {
    pub jenis: JenisSoal,
    /// HTML; sanitised on save.
    pub pertanyaan: String,
    /// pilihan: at least 3 option texts, all filled. Ignored for the other kinds.
    #[serde(default)]
    pub pilihan: Vec<String>,
    /// See [`SoalUjian::kunci`]. Required for pilihan and benar_salah.
    #[serde(default)]
    pub kunci: String,
    /// esay: at least one kind.
    #[serde(default)]
    pub jenis_file_diterima: Vec<JenisFileJawaban>,
    /// Attachments: URLs answered by POST /v2/storager (dir soal/lampiran), at most 5.
    #[serde(default)]
    pub soal_files: Vec<String>,
    /// esay: the key's attachments (dir soal/lampiran), at most 5.
    #[serde(default)]
    pub kunci_files: Vec<String>,
    /// pilihan: per option, in order, the URL of its image (dir soal/gambar) or null.
    #[serde(default)]
    pub gambar: Vec<Option<String>>,
}

impl SoalSimpan {
    /// A form of kind `jenis` with only its question text (the rest empty).
    pub fn baru(jenis: JenisSoal, pertanyaan: String) -> Self {
        SoalSimpan {
            jenis,
            pertanyaan,
            pilihan: vec![],
            kunci: String::new(),
            jenis_file_diterima: vec![],
            soal_files: vec![],
            kunci_files: vec![],
            gambar: vec![],
        }
    }
}

/// Questions of a question bank the author may read, into a group.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct SoalDariBank {
    pub id_bank: i64,
    pub list_id_soal: Vec<i64>,
}

// ---------------------------------------------------------------- taking

/// The current student's attempt (spec 3 §3 'Exam attempt for the current student').
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengerjaanRingkas {
    pub id: i64,
    pub waktu_mulai: String,
    /// The deadline: min(waktu_mulai + durasi, the exam's end), UTC.
    pub waktu_selesai: String,
    /// Finished (by the student or at the deadline).
    pub selesai: bool,
    pub jumlah_soal: i64,
    pub jumlah_soal_dijawab: i64,
    /// Only once the scores are published and computed.
    pub nilai_akhir: Option<f64>,
    /// Finished, and the key rule of spec 3 §4 shows the keys in the review
    /// (the card's 'Lihat Ujian & Kunci Jawaban').
    pub kunci_terlihat: bool,
}

/// GET /lms/ujian/{id}/pengerjaan/me: `data` is null before the student starts.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengerjaanSaya {
    pub data: Option<PengerjaanRingkas>,
}

/// A question on an answer sheet. `kunci` and `nilai` only when reviewing
/// (after the attempt) and the key rule of spec 3 §4 allows it; graders always.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SoalLembar {
    pub id: i64,
    /// 1-based across the whole sheet, in the order shown.
    pub nomor: i64,
    pub jenis: JenisSoal,
    pub pertanyaan: String,
    pub pilihan: Vec<String>,
    pub jenis_file_diterima: Vec<JenisFileJawaban>,
    /// The saved answer (same form as `kunci`), null when not answered.
    pub jawaban: Option<String>,
    /// The saved answer's version (0 when none): the client sends a higher one with each change.
    pub versi: i64,
    /// esay: the files of the answer, in order.
    pub berkas: Vec<crate::berkas::BerkasInfo>,
    /// The question's attachments.
    pub soal_files: Vec<crate::berkas::BerkasInfo>,
    /// pilihan: each option's image (null: none).
    pub gambar: Vec<Option<crate::berkas::BerkasInfo>>,
    /// esay: the key's attachments, when the key is shown.
    pub kunci_files: Vec<crate::berkas::BerkasInfo>,
    pub kunci: Option<String>,
    /// Score of this question (0-100): automatic for pilihan and benar_salah, the grader's for esay.
    pub nilai: Option<i64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelompokLembar {
    pub id: i64,
    pub nomor: i64,
    pub aturan: AturanKelompok,
    pub jumlah_wajib_dijawab: Option<i64>,
    pub soal: Vec<SoalLembar>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UjianLembarInfo {
    pub id: i64,
    pub id_kelas_kuliah: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    pub jenis: JenisUjian,
    pub sifat: SifatUjian,
}

/// The answer sheet of the current student (page /ujian/{id}/soal).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct LembarUjian {
    pub ujian: UjianLembarInfo,
    pub pengerjaan: PengerjaanRingkas,
    /// The server's clock when this was read (UTC): the countdown runs from it.
    pub waktu_server: String,
    pub kelompok_soal: Vec<KelompokLembar>,
    pub jumlah_pelanggaran: i64,
    /// Size limit of one essay answer file in MB (× 1,000,000 bytes; setting
    /// ukuran_max_file.ujian.lampiran_jawaban_esai); null when no question
    /// of the sheet takes files.
    pub batas_berkas_jawaban_mb: Option<f64>,
}

/// PUT /lms/ujian/{id}/pengerjaan/me/jawaban/{id_soal}. Sending the same
/// save twice is harmless; a save with a lower `versi` than the stored one
/// is acknowledged and changes nothing.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct JawabanSimpan {
    /// The option's index as text, "benar" | "salah", or essay text; empty clears the answer.
    pub jawaban: String,
    /// At least 1; the client raises it with every change of this answer.
    pub versi: i64,
}

/// The files of an essay answer (PUT .../jawaban/{idSoal}/berkas): the whole
/// list each time, so sending it twice is harmless; an empty list removes them.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct BerkasJawabanSimpan {
    /// URLs answered by POST /v2/storager (dir ujian/jawaban), in order; at most 5.
    pub berkas: Vec<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BerkasJawabanTersimpan {
    pub id_soal: i64,
    pub berkas: Vec<crate::berkas::BerkasInfo>,
    pub waktu_server: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JawabanTersimpan {
    pub id_soal: i64,
    /// The version now stored (the sent one, or a newer one already there).
    pub versi: i64,
    pub waktu_server: String,
}

/// keluar_layar_penuh | pindah_tab | pindah_jendela. Spec 3 §8's codes are read as their
/// names (full: leaving full screen, hu: leaving the exam page, foc: another tab or app taking
/// the focus); the names are what is stored and answered (docs/decisions.md).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisPelanggaran {
    #[serde(alias = "full")]
    KeluarLayarPenuh,
    #[serde(alias = "hu")]
    PindahTab,
    #[serde(alias = "foc")]
    PindahJendela,
}

impl JenisPelanggaran {
    pub fn as_str(self) -> &'static str {
        match self {
            JenisPelanggaran::KeluarLayarPenuh => "keluar_layar_penuh",
            JenisPelanggaran::PindahTab => "pindah_tab",
            JenisPelanggaran::PindahJendela => "pindah_jendela",
        }
    }
    pub fn parse(s: &str) -> Option<JenisPelanggaran> {
        use JenisPelanggaran::*;
        [KeluarLayarPenuh, PindahTab, PindahJendela].into_iter().find(|j| j.as_str() == s)
    }
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct PelanggaranSimpan {
    pub jenis: JenisPelanggaran,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pelanggaran {
    pub jenis: JenisPelanggaran,
    pub waktu: String,
}

// ---------------------------------------------------------------- grading

/// One attempt in the grading list.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengerjaanBaris {
    pub id: i64,
    pub id_mahasiswa: i64,
    pub nim: String,
    pub nama: String,
    pub waktu_mulai: String,
    /// When it was finished; null while it runs.
    pub waktu_kumpul: Option<String>,
    pub jumlah_soal: i64,
    pub jumlah_soal_dijawab: i64,
    /// Answered essays without a score.
    pub jumlah_belum_dinilai: i64,
    pub pengurangan_nilai: f64,
    /// Null while running or while essays wait for a score.
    pub nilai_akhir: Option<f64>,
    pub jumlah_pelanggaran: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengerjaanDaftar {
    pub is_tampilkan_nilai: bool,
    pub data: Vec<PengerjaanBaris>,
}

/// A class participant who has not started the exam (or, for a remedial
/// exam, one of its participants).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TanpaPengerjaan {
    pub id_mahasiswa: i64,
    pub nim: String,
    pub nama: String,
}

/// One student's attempt for the grader, with keys and scores.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengerjaanDetail {
    pub pengerjaan: PengerjaanBaris,
    pub kelompok_soal: Vec<KelompokLembar>,
    pub pelanggaran: Vec<Pelanggaran>,
}

/// How a question was answered across the finished attempts.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct StatistikSoal {
    pub id_soal: i64,
    pub nomor_kelompok: i64,
    pub nomor: i64,
    pub jenis: JenisSoal,
    pub pertanyaan: String,
    pub pilihan: Vec<String>,
    pub kunci: String,
    /// Attempts that were given this question.
    pub jumlah_peserta: i64,
    pub jumlah_dijawab: i64,
    /// pilihan and benar_salah: answers equal to the key.
    pub jumlah_benar: Option<i64>,
    /// pilihan and benar_salah: how many chose each option, in the order of `pilihan`.
    pub jumlah_per_pilihan: Vec<i64>,
    /// esay: the mean of the given scores.
    pub rata_rata_nilai: Option<f64>,
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct NilaiSoalSimpan {
    /// A whole number 0-100.
    pub nilai: i64,
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct PenguranganNilaiSimpan {
    /// 0-100, rounded to 2 decimals.
    pub nilai: f64,
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct NilaiPublishing {
    pub is_tampilkan_nilai: bool,
}

/// proses | selesai.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StatusPerhitungan {
    Proses,
    Selesai,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PerhitunganNilai {
    pub status: StatusPerhitungan,
}

/// The exam page /kelas/{id}/ujian/{idUjian}: the exam, its questions for
/// authors and graders, the attempts for graders.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct UjianHalaman {
    pub ujian: UjianDetail,
    /// Teachers and writing operators change questions.
    pub boleh_ubah_soal: bool,
    /// Teachers and writing operators grade, publish and reset; reading operators only see.
    pub boleh_menilai: bool,
    /// Null for students (they use the answer sheet).
    pub soal: Option<SoalUjianDaftar>,
    /// Null for students.
    pub pengerjaan: Option<PengerjaanDaftar>,
    /// The current student's attempt; null for others.
    pub pengerjaan_saya: Option<PengerjaanRingkas>,
    /// A student's own comments with the teachers about this exam (spec 3 E2): the chat id; null for others.
    pub id_chat: Option<String>,
    /// For those who read the results: the students' comment discussions that have messages; null for students.
    pub komentar: Option<Vec<crate::chat::model::DiskusiMahasiswa>>,
}

/// The event of stream /lms/events/ujian/{id}: the exam's time changed.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct WaktuBerubah {
    pub waktu_selesai: String,
    pub durasi: Option<i64>,
}

#[cfg(test)]
mod tests {
    use super::JenisFileJawaban;

    #[test]
    fn every_answer_extension_is_of_one_kind() {
        let mut gabungan: Vec<&str> = JenisFileJawaban::SEMUA.iter().flat_map(|j| j.ekstensi().iter().copied()).collect();
        let mut semua = JenisFileJawaban::SEMUA_EKSTENSI.to_vec();
        gabungan.sort();
        semua.sort();
        assert_eq!(gabungan, semua);
    }
}
