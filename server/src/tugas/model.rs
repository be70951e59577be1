use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct TugasPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct TugasKelas {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
}

/// The signed-in student's own hand-in.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PengerjaanSaya {
    /// UTC, when it was handed in.
    pub waktu: String,
    /// 0-100 once graded.
    pub nilai: Option<f64>,
}

/// Figures for the class's teachers and operators.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct RingkasanTugas {
    pub jumlah_peserta: i64,
    pub jumlah_mengumpulkan: i64,
    pub jumlah_dinilai: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
#[allow(non_snake_case)]
pub struct TugasDetail {
    pub id: i64,
    pub judul: String,
    /// individu | kelompok
    pub sub_jenis: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// belum_dimulai | berlangsung | selesai, from the current time.
    pub status: String,
    pub pertemuan: TugasPertemuan,
    pub kelas: TugasKelas,
    /// Students only: their hand-in, if any.
    pub pengerjaan_saya: Option<PengerjaanSaya>,
    /// Teachers and operators only.
    pub ringkasan: Option<RingkasanTugas>,
    /// Students of an individual task: their discussion with the teachers.
    pub id_chat: Option<String>,
    /// May open the grading page and give scores.
    pub isAllowPenilaian: bool,
    /// May read the grading page (teachers, operators with read on kelas_kuliah).
    pub isAllowLihatPenilaian: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct MahasiswaTugas {
    pub id_user: i64,
    pub nim: String,
    pub nama: String,
}

/// One participant on the grading page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PengerjaanPeserta {
    pub mahasiswa: MahasiswaTugas,
    /// UTC hand-in time; null when not handed in.
    pub waktu: Option<String>,
    pub nilai: Option<f64>,
    /// Individual tasks: the student's discussion group.
    pub id_chat: Option<String>,
    /// Messages in that discussion the viewer has not read.
    pub belum_dibaca: i64,
}

#[derive(Serialize, Deserialize, JsonSchema)]
pub struct DaftarPengerjaan {
    pub data: Vec<PengerjaanPeserta>,
}

#[derive(Deserialize, JsonSchema)]
pub struct NilaiRequest {
    /// 0-100; null removes the score.
    pub nilai: Option<f64>,
}

/// Props of `/kelas/{id}/tugas/{idTugas}`.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct TugasPageData {
    pub tugas: TugasDetail,
}

/// Props of `/kelas/{id}/tugas/{idTugas}/penilaian`.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct PenilaianPageData {
    pub tugas: TugasDetail,
    pub peserta: Vec<PengerjaanPeserta>,
}
