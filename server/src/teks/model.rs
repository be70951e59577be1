//! The text activity's shapes on the wire.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TeksDetail {
    pub id: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    /// Plain text; line breaks kept.
    pub isi: String,
}

/// The text form ('Tambah Teks' / 'Ubah Teks').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct TeksSimpan {
    /// Required (operators pick it; a lecturer sends the current meeting).
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    pub isi: String,
}
