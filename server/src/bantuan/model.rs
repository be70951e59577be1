//! Help guides on the wire.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Panduan {
    pub id: String,
    pub judul: String,
    pub peran: Vec<crate::identitas::model::Role>,
    pub langkah: Vec<String>,
}

/// Props of `/bantuan` and `GET /lms/bantuan`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BantuanHalaman {
    pub panduan: Vec<Panduan>,
    /// The search as applied ('' for none).
    pub q: String,
    /// The role's guides before the search.
    pub jumlah_semua: usize,
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct BantuanQuery {
    /// Words that every shown guide contains (title or steps, any case).
    pub q: Option<String>,
}
