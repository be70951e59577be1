//! Types of the account endpoints.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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

/// Whose activation links to make.
#[derive(Deserialize, JsonSchema, Clone, Copy, Debug)]
#[serde(rename_all = "snake_case")]
pub enum PeranAktivasi {
    Mahasiswa,
    Dosen,
}

impl PeranAktivasi {
    pub fn as_str(self) -> &'static str {
        match self {
            PeranAktivasi::Mahasiswa => "mahasiswa",
            PeranAktivasi::Dosen => "dosen",
        }
    }
}

/// 'Unduh Tautan Aktivasi': one link per account still without a password.
#[derive(Deserialize, JsonSchema)]
pub struct TautanAktivasiForm {
    /// The LMS's address as its users open it (the page sends its own), e.g. https://lms.kampus.ac.id
    pub alamat: String,
    /// Only students or only lecturers; absent: both.
    pub peran: Option<PeranAktivasi>,
    /// Days the links are valid, 1-90 (default 14).
    pub hari: Option<i64>,
}
