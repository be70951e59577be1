//! The signed-in user as the server and the UI see it.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::hak_akses::PermissionMap;

crate::kode_domain! {
    /// Who an account is (`users.role`), and the role an action was done in.
    pub enum Role {
        Mahasiswa = "mahasiswa",
        Dosen = "dosen",
        Operator = "operator",
    }
}

/// The operator acting as this account ('Login Akun Lain').
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct ActingOperator {
    pub id: i64,
    pub username: String,
    pub nama: String,
}

/// The signed-in user as the UI sees it (`GET /v2/user_info`, page props).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct UserInfo {
    pub id: i64,
    pub username: String,
    pub role: Role,
    /// Display name with academic titles for lecturers.
    pub nama: String,
    /// Name without titles.
    #[serde(rename = "namaAsli")]
    pub nama_asli: String,
    pub avatar_url: Option<String>,
    #[serde(rename = "fotoContentUrl")]
    pub foto_content_url: Option<String>,
    /// nim for students, nidn for lecturers.
    pub nomor_induk: Option<String>,
    pub permission: PermissionMap,
    pub acting_operator: Option<ActingOperator>,
    /// A special operator's class scope ('A:T', 'A:B'): only classes with that
    /// `lingkup`, also in a session where that operator acts as someone. None
    /// for everyone else (an operator with '*' sees every class).
    #[serde(skip)]
    #[schemars(skip)]
    pub lingkup_khusus: Option<String>,
}
