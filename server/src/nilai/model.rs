//! Types of the grade recap (spec 2 §3 'nilaiKelasKuliah'), the SIKAD
//! components, the grade settings and the grade list.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::kelas::model::{JenisAktivitas, KelasFilter, KelasRow};
use crate::list::ListResponse;

/// The score of an activity a student has not done (spec 2 §9), shown as '-'.
pub const BELUM_DIKERJAKAN: f64 = -1.618;

/// What a graded activity is: a task, a forum scored by activity, or an exam by its jenis.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[serde(rename_all = "snake_case")]
pub enum JenisNilai {
    Tugas,
    Kuis,
    Forum,
    Uts,
    Uas,
    Remedial,
}

impl JenisNilai {
    /// The kinds that have an average column, in the screen's order.
    pub const RERATA: [JenisNilai; 5] = [JenisNilai::Tugas, JenisNilai::Kuis, JenisNilai::Forum, JenisNilai::Uts, JenisNilai::Uas];

    pub fn dari_aktivitas(jenis: JenisAktivitas, sub_jenis: &str) -> Option<JenisNilai> {
        Some(match (jenis, sub_jenis) {
            (JenisAktivitas::Tugas, _) => JenisNilai::Tugas,
            (JenisAktivitas::Forum, _) => JenisNilai::Forum,
            (JenisAktivitas::Ujian, "kuis") => JenisNilai::Kuis,
            (JenisAktivitas::Ujian, "uts") => JenisNilai::Uts,
            (JenisAktivitas::Ujian, "uas") => JenisNilai::Uas,
            (JenisAktivitas::Ujian, "remedial") => JenisNilai::Remedial,
            _ => return None,
        })
    }

    pub fn label(self) -> &'static str {
        match self {
            JenisNilai::Tugas => "Tugas",
            JenisNilai::Kuis => "Kuis",
            JenisNilai::Forum => "Forum",
            JenisNilai::Uts => "UTS",
            JenisNilai::Uas => "UAS",
            JenisNilai::Remedial => "Remedial",
        }
    }
}

/// Header colour of an activity (spec 2 §4).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StatusNilai {
    /// Ended, every hand-in graded (green).
    SudahDinilai,
    /// Ended, some hand-ins not graded yet (red).
    BelumDinilai,
    /// Ended without hand-ins (yellow).
    TidakAdaPengerjaan,
    /// Not ended yet (grey); not counted in averages.
    BelumBerakhir,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelasNilai {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub jenis_kelas: String,
    pub kampus: String,
    pub mode_kuliah: crate::kelas::model::ModeKuliah,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AktivitasNilai {
    pub id: i64,
    pub jenis: JenisNilai,
    pub label: String,
    /// A remedial exam's main exam: the kind it is shown and counted with.
    pub id_ujian_utama: Option<i64>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HeaderAktivitas {
    pub aktivitas: AktivitasNilai,
    pub id_pertemuan: i64,
    pub nomor_pertemuan: i64,
    pub label_pertemuan: String,
    pub status_nilai: StatusNilai,
    /// The kind whose 'Tampilkan' box shows this column (a remedial follows its main exam).
    pub kelompok: JenisNilai,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HeaderRerata {
    pub jenis: JenisNilai,
    pub label: String,
}

/// What a SIKAD grade component is, from its name.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisKomponen {
    /// Computed from attendance, not from activities.
    Kehadiran,
    Tugas,
    Kuis,
    Uts,
    Uas,
    Lainnya,
}

impl JenisKomponen {
    pub fn dari_nama(nama: &str) -> JenisKomponen {
        match nama.to_lowercase().as_str() {
            "kehadiran" => JenisKomponen::Kehadiran,
            "tugas" => JenisKomponen::Tugas,
            "kuis" => JenisKomponen::Kuis,
            "uts" => JenisKomponen::Uts,
            "uas" => JenisKomponen::Uas,
            _ => JenisKomponen::Lainnya,
        }
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HeaderSikad {
    /// komponen_nilai.id
    pub id: i64,
    pub label: String,
    pub jenis: JenisKomponen,
    /// Weight in percent from the course's evaluation plan.
    pub bobot: i64,
    /// The activities whose scores feed it (empty for Kehadiran).
    pub aktivitas: Vec<i64>,
    /// True when the class chose its activities; false: the grade settings' default.
    pub diatur: bool,
    /// Some student's score in this column was set by SIKAD (saving needs confirmation).
    pub ada_nilai_sikad: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MahasiswaNilai {
    pub id_user: i64,
    pub nama: String,
    pub nim: String,
}

/// One student's row. The lists are aligned with the headers of [`RekapNilai`]
/// rather than the spec's objects per cell, so a class of 1,500 students × 32
/// activities stays a few hundred KB.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NilaiMahasiswa {
    pub mahasiswa: MahasiswaNilai,
    /// Per `header_aktivitas`: the score (2 decimals), -1.618 when not done,
    /// null when handed in but not graded yet.
    pub nilai: Vec<Option<f64>>,
    /// Per `header_rerata`.
    pub rata_rata_lms: Vec<f64>,
    /// Per `header_sikad`.
    pub nilai_sikad: Vec<f64>,
    /// Indices into `header_sikad` whose score SIKAD set (update_by_sikad).
    pub update_by_sikad: Vec<usize>,
    /// Σ weight × component score ÷ 100 over components weighing more than 0 %.
    pub nilai_akhir: f64,
}

/// The class grade recap (`GET /lms/nilai/kelas_kuliah/{id}`, page `/nilai/{id}`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RekapNilai {
    /// dosen | operator: the page type (spec 2 §2).
    pub tipe: TipeHalamanNilai,
    pub kelas: KelasNilai,
    pub header_aktivitas: Vec<HeaderAktivitas>,
    pub header_rerata: Vec<HeaderRerata>,
    pub header_sikad: Vec<HeaderSikad>,
    pub nilai_mahasiswa: Vec<NilaiMahasiswa>,
    /// The caller may open the activities behind the headers.
    pub boleh_buka_aktivitas: bool,
    /// The caller may choose a component's activities (integration actor with write).
    pub boleh_ubah_komponen: bool,
    /// An attendance recalculation of the class runs: the Kehadiran component
    /// may still change ('Sedang proses perhitungan nilai otomatis').
    pub sedang_dihitung: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TipeHalamanNilai {
    Dosen,
    Operator,
}

/// 'Tampilkan' of the recap and the export (spec 2 §2): every kind on, and
/// the components weighing 0 % off, unless the query says otherwise.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Default)]
pub struct TampilkanNilai {
    pub tugas: Option<bool>,
    pub kuis: Option<bool>,
    pub forum: Option<bool>,
    pub uts: Option<bool>,
    pub uas: Option<bool>,
    /// 'Komponen Nilai Sikad > 0%'
    pub sikad_berbobot: Option<bool>,
    /// 'Komponen Nilai Sikad = 0%'
    pub sikad_nol: Option<bool>,
}

impl TampilkanNilai {
    pub fn jenis(&self, jenis: JenisNilai) -> bool {
        match jenis {
            JenisNilai::Tugas => self.tugas,
            JenisNilai::Kuis => self.kuis,
            JenisNilai::Forum => self.forum,
            JenisNilai::Uts => self.uts,
            JenisNilai::Uas => self.uas,
            JenisNilai::Remedial => Some(true),
        }
        .unwrap_or(true)
    }

    pub fn komponen(&self, bobot: i64) -> bool {
        if bobot > 0 {
            self.sikad_berbobot.unwrap_or(true)
        } else {
            self.sikad_nol.unwrap_or(false)
        }
    }
}

/// An activity a component may draw from (the component modal's list).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AktivitasPilihan {
    pub id: i64,
    pub jenis: JenisNilai,
    pub label: String,
    pub label_pertemuan: String,
}

/// `GET /lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KomponenKelas {
    pub komponen: HeaderSikad,
    pub aktivitas_tersedia: Vec<AktivitasPilihan>,
}

/// Body of `PUT /lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KomponenSimpan {
    pub list_aktivitas: Vec<i64>,
    /// Required (true) when the column holds scores set by SIKAD: they are replaced.
    #[serde(default)]
    pub konfirmasi: bool,
}

/// Which component each kind of graded activity feeds by default (null: none).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Default)]
pub struct PengaturanNilai {
    pub tugas: Option<i64>,
    pub kuis: Option<i64>,
    pub forum: Option<i64>,
    pub uts: Option<i64>,
    pub uas: Option<i64>,
}

impl PengaturanNilai {
    pub fn komponen_untuk(&self, jenis: JenisNilai) -> Option<i64> {
        match jenis {
            JenisNilai::Tugas => self.tugas,
            JenisNilai::Kuis => self.kuis,
            JenisNilai::Forum => self.forum,
            JenisNilai::Uts => self.uts,
            JenisNilai::Uas => self.uas,
            JenisNilai::Remedial => None,
        }
    }
}

/// Who edits SIKAD components, per page type (setting `pelaku_integrasi_nilai`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Default)]
pub struct PelakuIntegrasiNilai {
    #[serde(default)]
    pub dosen: bool,
    #[serde(default)]
    pub operator: bool,
}

/// `GET /lms/pengaturan/integrasi_nilai/{id}` (id = class).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct IntegrasiNilai {
    pub pelaku_integrasi_nilai: PelakuIntegrasiNilai,
    pub pengaturan_nilai: PengaturanNilai,
    pub boleh_ubah_komponen: bool,
}

/// Grading progress of a class in the grade list.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct RingkasanNilai {
    /// Graded activities (tasks, exams, forums scored by activity).
    pub aktivitas_bernilai: i64,
    /// Hand-ins (tasks, exam attempts) waiting for a score.
    pub belum_dinilai: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NilaiKelasBaris {
    pub kelas: KelasRow,
    pub nilai: RingkasanNilai,
}

/// Props of `/nilai`.
#[derive(Serialize, JsonSchema)]
pub struct NilaiDaftarPage {
    pub filter: KelasFilter,
    pub kelas: ListResponse<NilaiKelasBaris>,
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct KonfirmasiQuery {
    /// true replaces scores SIKAD set in the column.
    pub konfirmasi: Option<bool>,
}

/// Where a student's score of one activity stands, as the student is told.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum KeadaanNilai {
    /// Graded: the score is shown.
    Dinilai,
    /// Handed in, not graded yet.
    BelumDinilai,
    /// Nothing handed in (or no forum post).
    BelumDikerjakan,
    /// An exam whose lecturer has not published the scores: nothing is shown.
    BelumDipublikasi,
}

/// One graded activity on the student's own grade page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NilaiAktivitasSaya {
    pub id: i64,
    pub jenis: JenisNilai,
    pub judul: String,
    pub id_pertemuan: i64,
    pub nomor_pertemuan: i64,
    pub keadaan: KeadaanNilai,
    /// Only when `keadaan` is `dinilai`.
    pub nilai: Option<f64>,
}

/// One SIKAD component on the student's own grade page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KomponenSaya {
    pub label: String,
    pub bobot: i64,
    /// Null while hidden, or while nothing it draws from counts yet ('-').
    pub nilai: Option<f64>,
    /// SIKAD set this score.
    pub dari_sikad: bool,
    /// Some exam it draws from has unpublished scores: the value is withheld.
    pub disembunyikan: bool,
}

/// One class on the student's own grade page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NilaiSayaKelas {
    pub kelas: crate::kelas::model::KelasSaya,
    pub aktivitas: Vec<NilaiAktivitasSaya>,
    pub komponen: Vec<KomponenSaya>,
    /// Σ weight × component ÷ 100; null while a weighted component is withheld
    /// (or nothing counts yet).
    pub nilai_akhir: Option<f64>,
}

/// Props of `/nilai-saya` (issue 37 §3): a student's own published grades per class.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NilaiSayaPage {
    pub periode: Option<String>,
    pub kelas: Vec<NilaiSayaKelas>,
    pub dibuka: Option<i64>,
}
