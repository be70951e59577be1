//! Types of the account endpoints.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::hak_akses::PermissionMap;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Mahasiswa,
    Dosen,
    Operator,
}

impl Role {
    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "mahasiswa" => Some(Role::Mahasiswa),
            "dosen" => Some(Role::Dosen),
            "operator" => Some(Role::Operator),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Mahasiswa => "mahasiswa",
            Role::Dosen => "dosen",
            Role::Operator => "operator",
        }
    }
}

#[derive(Deserialize, JsonSchema)]
pub struct LoginRequest {
    pub username: String,
    pub password: String,
}

#[derive(Deserialize, JsonSchema)]
pub struct RefreshRequest {
    pub refresh_token: String,
}

#[derive(Serialize, JsonSchema)]
pub struct TokenPair {
    pub access_token: String,
    pub refresh_token: String,
    /// Seconds until the access token expires.
    pub expires_in: i64,
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
