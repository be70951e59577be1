use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// `GET /v1/sistem`: the institution's identity.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct Sistem {
    pub nama: String,
    pub judul: String,
    pub alamat: String,
    pub email: String,
    pub telepon: String,
}

#[derive(Serialize, JsonSchema)]
pub struct Logo {
    #[serde(rename = "logoContentUrl")]
    pub logo_content_url: Option<String>,
}

/// A period (semester) option; `value` is the period code.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Periode {
    pub kode: i64,
    pub tahun: i64,
    pub semester: i64,
    pub nama: String,
    pub tanggal_mulai: String,
    pub tanggal_selesai: String,
    pub is_berjalan: bool,
}

/// Settings documents (`GET /lms/pengaturan`), JSON as stored.
#[derive(Serialize, JsonSchema)]
pub struct Pengaturan {
    pub pengaturan_sistem: serde_json::Value,
    pub pengaturan_kelas: serde_json::Value,
    pub pelaku_integrasi_nilai: serde_json::Value,
}

#[derive(Serialize, JsonSchema)]
pub struct PengaturanSaya {
    pub time_zone: String,
    pub zona: String,
    pub role: crate::identitas::model::Role,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct Konfigurasi {
    pub keyword: String,
    pub nilai: String,
    pub keterangan: String,
}

#[derive(Serialize, JsonSchema)]
pub struct Data<T> {
    pub data: T,
}

#[derive(Deserialize, JsonSchema)]
pub struct KonfigurasiQuery {
    /// Comma-separated keywords; all when absent.
    pub keyword: Option<String>,
}

#[derive(Serialize, JsonSchema)]
pub struct Health {
    pub status: String,
    pub database: String,
    pub versi: String,
}
