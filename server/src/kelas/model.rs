use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ProdiRingkas {
    pub nama: String,
    pub jenjang: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MataKuliahRingkas {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub prodi: ProdiRingkas,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JenisKelas {
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NamaKelas {
    pub nama: String,
    pub jenis: JenisKelas,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengajarRingkas {
    pub id_dosen: i64,
    pub nama: String,
    pub jabatan: String,
}

/// One row of the class list (`GET /lms/kelas_kuliah`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelasRow {
    pub id: i64,
    pub periode: i64,
    pub status: String,
    pub mode_kuliah: String,
    pub mata_kuliah: MataKuliahRingkas,
    pub kelas: NamaKelas,
    pub pengajar: Vec<PengajarRingkas>,
    pub jumlah_peserta: i64,
    pub jumlah_pertemuan: i64,
    pub prodi_kelas: Vec<ProdiRingkas>,
    pub banner_url: Option<String>,
    pub banner_color_idx: i64,
}

/// Filters of the class list; every field optional.
#[derive(Deserialize, JsonSchema, Clone, Debug, Default, Serialize, PartialEq)]
pub struct KelasFilter {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    pub periode: Option<i64>,
    pub id_mata_kuliah: Option<i64>,
    /// Class name (label), e.g. 'A'.
    pub nama_kelas: Option<String>,
    pub id_jenis_kelas: Option<i64>,
    /// Programme of the course.
    pub id_prodi: Option<i64>,
    pub nomor_pertemuan: Option<i64>,
    pub mode_kuliah: Option<String>,
    /// belum_dimulai | berlangsung | selesai (class status); 'semua' or empty for all.
    pub status: Option<String>,
    /// Matches course code or name, class name, or a meeting title.
    pub search: Option<String>,
}
