//! The configuration page (`/konfigurasi`, issue 15): the keyword
//! configuration with each key's kind, read by operators with read on
//! konfigurasi and changed, one key at a time, by those with write. Every
//! value is checked against its kind with an Indonesian message, written in
//! one transaction with its log entry, and read again by the next request of
//! every process (the table is the only copy).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};
use crate::pengaturan::model::Konfigurasi;
use crate::pengaturan::store;
use crate::policy;

/// How a key's value is written and checked.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisKonfigurasi {
    /// HH:MM, 24 hours.
    Jam,
    /// A whole number 0-100.
    Persen,
    /// true | false
    YaTidak,
    /// Whole days, 0-365.
    Hari,
    /// An http(s) address.
    Alamat,
}

pub fn jenis(keyword: &str) -> Option<JenisKonfigurasi> {
    Some(match keyword {
        "start_lecture" | "end_lecture" => JenisKonfigurasi::Jam,
        "attendance_percentage" => JenisKonfigurasi::Persen,
        "lecture_activity" => JenisKonfigurasi::YaTidak,
        "deadline" => JenisKonfigurasi::Hari,
        "url_sikad" | "url_sikad_mahasiswa" | "url_dosen_new" => JenisKonfigurasi::Alamat,
        _ => return None,
    })
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KonfigurasiItem {
    pub keyword: String,
    pub nilai: String,
    pub keterangan: String,
    pub jenis: JenisKonfigurasi,
}

/// Props of `/konfigurasi` and `GET /lms/konfigurasi`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KonfigurasiPage {
    pub items: Vec<KonfigurasiItem>,
    pub boleh_ubah: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KonfigurasiSimpan {
    pub nilai: String,
}

pub async fn halaman(db: &Db, user: &CurrentUser) -> AppResult<KonfigurasiPage> {
    policy::require_see_konfigurasi(user)?;
    let items = store::konfigurasi(db, None)
        .await?
        .into_iter()
        .filter_map(|k| {
            jenis(&k.keyword).map(|j| KonfigurasiItem { keyword: k.keyword, nilai: k.nilai, keterangan: k.keterangan, jenis: j })
        })
        .collect();
    Ok(KonfigurasiPage { items, boleh_ubah: policy::may_ubah_konfigurasi(user) })
}

fn jam(teks: &str) -> Option<u32> {
    let (h, m) = teks.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// The value as stored, or the message saying what to write.
pub fn periksa(jenis: JenisKonfigurasi, nilai: &str) -> AppResult<String> {
    let nilai = nilai.trim();
    crate::input::check_text(nilai)?;
    let salah = |pesan: &str| Err(AppError::unprocessable(pesan));
    match jenis {
        JenisKonfigurasi::Jam if jam(nilai).is_none() => salah("Jam harus berformat JJ:MM (24 jam), misalnya 07:00."),
        JenisKonfigurasi::Persen if !matches!(nilai.parse::<u32>(), Ok(0..=100)) => salah("Persentase harus bilangan bulat 0 sampai 100."),
        JenisKonfigurasi::YaTidak if !matches!(nilai, "true" | "false") => salah("Nilai harus true (ya) atau false (tidak)."),
        JenisKonfigurasi::Hari if !matches!(nilai.parse::<u32>(), Ok(0..=365)) => salah("Jumlah hari harus bilangan bulat 0 sampai 365."),
        JenisKonfigurasi::Alamat if !alamat_sah(nilai) => {
            salah("Alamat harus diawali http://, https:// atau / (halaman di server ini), tanpa spasi, paling banyak 500 karakter.")
        }
        _ => Ok(nilai.to_string()),
    }
}

/// An http(s) address, or a path on this server (`/siakad-demo`, the demo's stand-in; never
/// `//host`, which a browser reads as another site).
fn alamat_sah(nilai: &str) -> bool {
    let jalur = nilai.strip_prefix('/').filter(|r| !r.starts_with('/') && !r.starts_with('\\')).map(|r| format!("x{r}"));
    let rest = nilai.strip_prefix("https://").or_else(|| nilai.strip_prefix("http://")).map(str::to_string).or(jalur);
    nilai.len() <= 500 && rest.is_some_and(|r| !r.is_empty() && !r.contains(char::is_whitespace))
}

/// Changes one key's value, with its log entry, in one transaction.
pub async fn ubah(db: &Db, user: &CurrentUser, ip: &str, keyword: String, body: KonfigurasiSimpan) -> AppResult<KonfigurasiItem> {
    policy::require_ubah_konfigurasi(user)?;
    let lama = store::konfigurasi(db, Some(std::slice::from_ref(&keyword))).await?.into_iter().next();
    let (Some(lama), Some(j)) = (lama, jenis(&keyword)) else {
        return Err(AppError::not_found(&format!("Konfigurasi '{keyword}'")));
    };
    let nilai = periksa(j, &body.nilai)?;
    urutan_jam(db, &keyword, &nilai).await?;
    let mut tx = db.begin().await?;
    store::ubah_konfigurasi(&mut tx, &keyword, &nilai).await?;
    let detail = format!("Mengubah konfigurasi {keyword} dari '{}' menjadi '{nilai}'", lama.nilai);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_KONFIGURASI, detail, ip)).await?;
    tx.commit().await?;
    Ok(KonfigurasiItem { keyword: lama.keyword, nilai, keterangan: lama.keterangan, jenis: j })
}

/// The first lecture hour stays before the last.
async fn urutan_jam(db: &Db, keyword: &str, nilai: &str) -> AppResult<()> {
    let lain = match keyword {
        "start_lecture" => "end_lecture",
        "end_lecture" => "start_lecture",
        _ => return Ok(()),
    };
    let Some(lain_nilai) = store::konfigurasi(db, Some(&[lain.to_string()])).await?.into_iter().next().map(|k: Konfigurasi| k.nilai) else {
        return Ok(());
    };
    let (mulai, selesai) = if keyword == "start_lecture" { (nilai, lain_nilai.as_str()) } else { (lain_nilai.as_str(), nilai) };
    match (jam(mulai), jam(selesai)) {
        (Some(a), Some(b)) if a >= b => Err(AppError::unprocessable("Jam mulai perkuliahan harus sebelum jam akhir perkuliahan.")),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked_by_kind() {
        assert_eq!(periksa(JenisKonfigurasi::Jam, " 07:30 ").unwrap(), "07:30");
        for salah in ["7:30", "24:00", "07:60", "jam", "07:3a"] {
            assert!(periksa(JenisKonfigurasi::Jam, salah).is_err(), "{salah}");
        }
        assert!(periksa(JenisKonfigurasi::Persen, "100").is_ok());
        assert!(periksa(JenisKonfigurasi::Persen, "101").is_err());
        assert!(periksa(JenisKonfigurasi::Persen, "-1").is_err());
        assert!(periksa(JenisKonfigurasi::YaTidak, "true").is_ok());
        assert!(periksa(JenisKonfigurasi::YaTidak, "ya").is_err());
        assert!(periksa(JenisKonfigurasi::Hari, "366").is_err());
        assert!(periksa(JenisKonfigurasi::Alamat, "https://sikad.kampus.ac.id/dosen").is_ok());
        assert!(periksa(JenisKonfigurasi::Alamat, "javascript:alert(1)").is_err());
        assert!(periksa(JenisKonfigurasi::Alamat, "https://a b").is_err());
        assert!(periksa(JenisKonfigurasi::Alamat, "https://").is_err());
        assert!(periksa(JenisKonfigurasi::Alamat, "/siakad-demo").is_ok());
        assert!(periksa(JenisKonfigurasi::Alamat, "//jahat.example").is_err());
        assert!(periksa(JenisKonfigurasi::Alamat, "/\\jahat.example").is_err());
        assert!(periksa(JenisKonfigurasi::Jam, "07:00\u{0}").is_err());
    }
}
