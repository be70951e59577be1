//! The guides of a role, searched.

use std::sync::LazyLock;

use super::model::*;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;

const CARI_MAKS: usize = 100;

static PANDUAN: LazyLock<Vec<Panduan>> =
    LazyLock::new(|| serde_json::from_str(include_str!("panduan.json")).unwrap_or_else(|e| panic!("panduan.json: {e}")));

/// The page's data from its query string (`?q=`).
pub fn halaman_dari(user: &CurrentUser, query: &str) -> AppResult<BantuanHalaman> {
    let q: BantuanQuery = crate::extract::baca_query(query)?;
    halaman(user, q.q.as_deref().unwrap_or(""))
}

pub fn halaman(user: &CurrentUser, q: &str) -> AppResult<BantuanHalaman> {
    let q = q.trim();
    crate::input::check_text(q)?;
    if q.chars().count() > CARI_MAKS {
        return Err(AppError::unprocessable(format!("Kata pencarian paling banyak {CARI_MAKS} karakter.")));
    }
    let milik: Vec<&Panduan> = PANDUAN.iter().filter(|p| p.peran.contains(&user.role())).collect();
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
    use crate::identitas::model::Role;

    #[test]
    fn every_guide_is_complete_and_every_role_has_some() {
        let mut ids: Vec<&str> = PANDUAN.iter().map(|p| p.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), PANDUAN.len(), "unique ids");
        for p in PANDUAN.iter() {
            assert!(!p.judul.is_empty() && !p.langkah.is_empty() && !p.peran.is_empty(), "{}", p.id);
        }
        for r in [Role::Mahasiswa, Role::Dosen, Role::Operator] {
            assert!(PANDUAN.iter().filter(|p| p.peran.contains(&r)).count() >= 4, "{r:?}");
        }
    }
}
