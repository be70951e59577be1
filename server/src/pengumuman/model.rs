//! Announcements on the wire.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pembuat {
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[allow(non_snake_case)]
pub struct Pengumuman {
    pub id: i64,
    pub judul: String,
    /// Plain text; paragraphs separated by a blank line.
    pub isi: String,
    /// UTC, 'YYYY-MM-DDTHH:MM:SSZ'.
    pub tanggalPublish: String,
    pub pembuat: Pembuat,
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct PengumumanQuery {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}

/// Props of `/pengumuman` and `/berita/{id}`: every announcement the user may
/// read, and the one a news link opened.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct PengumumanPageData {
    pub items: Vec<Pengumuman>,
    pub id_dipilih: Option<i64>,
}
