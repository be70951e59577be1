//! The question bank's API types (spec 3 §3 Question bank, Question).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use crate::ujian::model::{JenisFileJawaban, JenisSoal, SoalSimpan, SoalUjian};

/// A row of `/bank-soal`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BankSoalRingkas {
    pub id: i64,
    pub judul: String,
    pub deskripsi: String,
    pub id_dosen: i64,
    /// The owner's name with titles.
    pub dosen: String,
    pub id_mata_kuliah: i64,
    pub kode_mata_kuliah: String,
    pub mata_kuliah: String,
    pub prodi_matkul: String,
    /// Ditampilkan: the other lecturers of the course may read and copy it.
    pub ditampilkan: bool,
    pub jumlah_soal: i64,
    /// When it was made (UTC).
    pub dibuat: String,
    /// The caller may change, fill and delete it.
    pub bisa_ubah: bool,
}

/// `GET /lms/bank_soal` filters (spec 3 §7 'Question bank list events').
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, Default, PartialEq)]
pub struct BankSoalQuery {
    pub mata_kuliah: Option<i64>,
    /// A study programme of the course.
    pub prodi_matkul: Option<i64>,
    /// Part of the title, the description or the creator's name.
    pub search: Option<String>,
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}

/// The bank modal 'Tambah/Ubah/Duplikat Data'. `id_dosen` is taken from an
/// operator (who picks the teacher); a lecturer's banks are always their own.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct BankSoalSimpan {
    pub judul: String,
    pub deskripsi: String,
    pub id_dosen: Option<i64>,
    pub id_mata_kuliah: Option<i64>,
    pub ditampilkan: bool,
}

/// A bank's question: an exam question's fields (`nomor` 1-based in the
/// bank) and who wrote it.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct SoalBank {
    #[serde(flatten)]
    pub soal: SoalUjian,
    /// Who wrote it (name), when known.
    pub created_by: Option<String>,
}

/// `GET /lms/bank_soal/{id}`: the header card and the questions.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BankSoalDetail {
    #[serde(flatten)]
    pub bank: BankSoalRingkas,
    /// At most [`super::service::SOAL_MAKS`]; 'Tambah Soal' is off at that count.
    pub soal_maks: i64,
    /// The caller may copy questions from exams (operators: write on kelas_kuliah).
    pub bisa_salin_ujian: bool,
    pub list_soal: Vec<SoalBank>,
}

/// 'Soal Mata Kuliah': copy questions of an exam into the bank.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct SalinSoalUjian {
    pub id_ujian: i64,
    pub list_id_soal: Vec<i64>,
}

/// An exam whose questions may be copied ('Soal Mata Kuliah' picker): the
/// exams of the classes the caller teaches (every class for an operator).
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct UjianSumberQuery {
    pub id_kelas_kuliah: i64,
}

/// An exam of the chosen class in the 'Soal Mata Kuliah' picker.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct UjianSumber {
    pub id: i64,
    pub judul: String,
    pub jenis: crate::ujian::model::JenisUjian,
    pub pertemuan: i64,
    pub jumlah_soal: i64,
}

/// A course in the list's filter: the courses of the banks the caller sees.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct MataKuliahBank {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub id_prodi: i64,
    pub prodi: String,
}

/// The page `/bank-soal`: the first page of the list for the URL's filters.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BankSoalHalaman {
    pub data: Vec<BankSoalRingkas>,
    pub meta: crate::list::ListMeta,
    pub filter: BankSoalQuery,
    pub mata_kuliah: Vec<MataKuliahBank>,
    /// 'Tambah Bank Soal' is offered (lecturers; operators with write on bank_soal).
    pub bisa_tambah: bool,
    /// The bank modal shows 'Dosen' (operators pick the teacher).
    pub pilih_dosen: bool,
}

/// The import form: `jenis_soal` and the spreadsheet `file`.
#[derive(Deserialize, JsonSchema)]
pub struct ImporForm {
    pub jenis_soal: JenisSoal,
    /// .xls or .xlsx
    pub file: String,
}
