//! Help (`/bantuan`, issue 15): the guides of the signed-in user's role,
//! searchable. The guides ship with the release (`panduan.json`), written for
//! the screens of this version; nobody edits them in the app, since the
//! bantuan right stops at read (spec 1 §6; docs/decisions.md).

use std::sync::LazyLock;

use axum::http::Method;
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::Query;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Panduan {
    pub id: String,
    pub judul: String,
    /// mahasiswa | dosen | operator
    pub peran: Vec<String>,
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

const CARI_MAKS: usize = 100;

static PANDUAN: LazyLock<Vec<Panduan>> =
    LazyLock::new(|| serde_json::from_str(include_str!("panduan.json")).unwrap_or_else(|e| panic!("panduan.json: {e}")));

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/bantuan",
        Op::new("Panduan penggunaan untuk peran pengguna, dapat dicari").query::<BantuanQuery>().returns::<BantuanHalaman>(),
        daftar,
    )
}

async fn daftar(user: CurrentUser, Query(q): Query<BantuanQuery>) -> AppResult<Json<BantuanHalaman>> {
    Ok(Json(halaman(&user, q.q.as_deref().unwrap_or(""))?))
}

/// The page's data from its query string (`?q=`).
pub fn halaman_dari(user: &CurrentUser, query: &str) -> AppResult<BantuanHalaman> {
    let q: BantuanQuery = serde_urlencoded::from_str(query).map_err(|_| AppError::bad_request("Parameter pencarian tidak valid."))?;
    halaman(user, q.q.as_deref().unwrap_or(""))
}

pub fn halaman(user: &CurrentUser, q: &str) -> AppResult<BantuanHalaman> {
    let q = q.trim();
    crate::input::check_text(q)?;
    if q.chars().count() > CARI_MAKS {
        return Err(AppError::unprocessable(format!("Kata pencarian paling banyak {CARI_MAKS} karakter.")));
    }
    let peran = user.role().as_str();
    let milik: Vec<&Panduan> = PANDUAN.iter().filter(|p| p.peran.iter().any(|r| r == peran)).collect();
    let kata: Vec<String> = q.to_lowercase().split_whitespace().map(str::to_string).collect();
    let cocok = |p: &Panduan| {
        let teks = format!("{} {}", p.judul, p.langkah.join(" ")).to_lowercase();
        kata.iter().all(|k| teks.contains(k.as_str()))
    };
    Ok(BantuanHalaman { jumlah_semua: milik.len(), panduan: milik.into_iter().filter(|p| cocok(p)).cloned().collect(), q: q.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_guide_is_complete_and_every_role_has_some() {
        let mut ids: Vec<&str> = PANDUAN.iter().map(|p| p.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), PANDUAN.len(), "unique ids");
        for p in PANDUAN.iter() {
            assert!(!p.judul.is_empty() && !p.langkah.is_empty(), "{}", p.id);
            assert!(p.peran.iter().all(|r| matches!(r.as_str(), "mahasiswa" | "dosen" | "operator")), "{}", p.id);
        }
        for r in ["mahasiswa", "dosen", "operator"] {
            assert!(PANDUAN.iter().filter(|p| p.peran.iter().any(|x| x == r)).count() >= 4, "{r}");
        }
    }
}
