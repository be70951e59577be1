//! The class list's filter panel as a plain GET form, for a phone whose scripts have not
//! arrived yet (issue 16): `/kelas?filter=1` renders the panel open with its options in the
//! page data ([`opsi`]), and its 'Terapkan' (`/kelas?saring=1&…`) is answered with a redirect
//! to the URL the panel writes with scripts (`terapkan` in ui/src/features/kelas/filter.ts,
//! [`alamat`]), so chips, paging and links see one form of the filter.

use schemars::JsonSchema;
use serde::Serialize;

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::pengaturan::model::Periode;
use crate::policy::Lingkup;
use crate::referensi::model::{JenisKelasRef, LabelKelas, MakulRef, ProdiRef, RefQuery};
use crate::referensi::store;

/// The panel's options, as its reference endpoints give them to the panel with scripts.
#[derive(Serialize, JsonSchema)]
pub struct OpsiFilter {
    pub periode: Vec<Periode>,
    /// The courses of the user's own classes of the shown period.
    pub makul: Vec<MakulRef>,
    /// Class names; empty for students (a staff list).
    pub label: Vec<LabelKelas>,
    pub jenis: Vec<JenisKelasRef>,
    pub prodi: Vec<ProdiRef>,
}

pub async fn opsi(db: &Db, user: &CurrentUser, lingkup: &Lingkup, periode: Option<i64>) -> AppResult<OpsiFilter> {
    let semua = RefQuery { ignore_default_pagination: Some(true), ..Default::default() };
    let page = || semua.halaman();
    let makul_saya = RefQuery { periode, kelas_saya: Some(true), ..semua.clone() };
    let label = match crate::policy::require_label_kelas(user) {
        Ok(peserta) => store::label_kelas(db, &semua, peserta, page()).await?.0,
        Err(_) => Vec::new(),
    };
    Ok(OpsiFilter {
        periode: crate::pengaturan::store::semua_periode(db).await?,
        makul: store::makul(db, &makul_saya, Some(lingkup), page()).await?.0,
        label,
        jenis: store::jenis_kelas(db, &semua, page()).await?.0,
        prodi: store::prodi_ref(db, &semua, page()).await?.0,
    })
}

/// 'Semua' in the class list's query: every period (no period means the running one), every status.
pub const SEMUA: &str = "semua";

/// The query keys the form sends as they are (when not empty and not 'semua').
const APA_ADANYA: [&str; 7] = ["search", "id_mata_kuliah", "nama_kelas", "id_jenis_kelas", "id_prodi", "nomor_pertemuan", "status"];
/// The filters the one 'Jenis' select (`jenis=mode_kuliah:online`) stands for.
const JENIS: [&str; 3] = ["mode_kuliah", "jenis_ujian", "jenis_tugas"];

/// The class list's URL for the form's fields: empty fields and 'semua' left out, an empty
/// period written as 'semua' (no period means the running one), the 'Jenis' select split into
/// its filter, and times typed in the college's zone `tz` ('DD/MM/YYYY JJ:MM') in UTC.
pub fn alamat(pasangan: &[(String, String)], tz: &str) -> AppResult<String> {
    let isi = |k: &str| pasangan.iter().find(|(n, _)| n == k).map(|(_, v)| v.trim()).filter(|v| !v.is_empty());
    let mut keluar: Vec<(&str, String)> = vec![("periode", isi("periode").unwrap_or(SEMUA).to_string())];
    for k in APA_ADANYA {
        if let Some(v) = isi(k).filter(|v| *v != SEMUA) {
            keluar.push((k, v.to_string()));
        }
    }
    if let Some((k, v)) = isi("jenis").and_then(|j| j.split_once(':')).filter(|(k, v)| JENIS.contains(k) && !v.is_empty()) {
        keluar.push((k, v.to_string()));
    }
    for (k, nama, akhir) in [("waktu_awal", "Waktu Mulai", false), ("waktu_akhir", "Waktu Selesai", true)] {
        if let Some(v) = isi(k) {
            keluar.push((k, crate::log_aktivitas::riwayat::waktu_filter(v, tz, nama, akhir)?));
        }
    }
    let query = serde_urlencoded::to_string(&keluar).map_err(|_| AppError::bad_request("Parameter filter tidak valid."))?;
    Ok(format!("/kelas?{query}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(pasangan: &[(&str, &str)]) -> Vec<(String, String)> {
        pasangan.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }

    #[test]
    fn the_form_becomes_the_panels_url() {
        let f = form(&[
            ("saring", "1"),
            ("periode", "20261"),
            ("id_mata_kuliah", "12"),
            ("nama_kelas", ""),
            ("id_prodi", " "),
            ("jenis", "jenis_ujian:uts"),
            ("status", "semua"),
            ("waktu_awal", "26/11/2026 08:00"),
            ("waktu_akhir", ""),
            ("search", "basis data"),
        ]);
        assert_eq!(
            alamat(&f, "Asia/Jakarta").unwrap(),
            "/kelas?periode=20261&search=basis+data&id_mata_kuliah=12&jenis_ujian=uts&waktu_awal=2026-11-26T01%3A00%3A00Z"
        );
    }

    #[test]
    fn an_empty_period_is_every_period_and_bad_input_is_refused() {
        assert_eq!(alamat(&form(&[("periode", ""), ("jenis", "")]), "Asia/Jakarta").unwrap(), "/kelas?periode=semua");
        assert_eq!(alamat(&form(&[("jenis", "lain:x")]), "Asia/Jakarta").unwrap(), "/kelas?periode=semua");
        assert_eq!(
            alamat(&form(&[("waktu_akhir", "26/11/2026")]), "Asia/Makassar").unwrap(),
            "/kelas?periode=semua&waktu_akhir=2026-11-26T15%3A59%3A59Z"
        );
        let e = alamat(&form(&[("waktu_awal", "besok")]), "Asia/Jakarta").unwrap_err();
        assert!(e.message.starts_with("Waktu Mulai tidak valid."), "{}", e.message);
    }
}
