//! QR attendance for meetings held in a room (issue 13). The code on the
//! lecturer's screen changes every [`DETIK_ROTASI`] seconds: it is the
//! meeting id and the current time window signed with the meeting's own
//! secret (HMAC-SHA256), so it cannot be made up, belongs to one meeting,
//! and a photo of it sent to a chat expires before it is useful. A scan is
//! accepted only from a signed-in participant of that class, in the current
//! or the previous window (the grace covers a slow phone), while the meeting
//! runs. A six-digit code from the same signature is the fallback for a
//! camera that fails; after [`SALAH_MAKS`] wrong codes a student waits
//! [`MENIT_TAHAN`] minutes, so the code cannot be guessed.

use chrono::{TimeZone, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::model::*;
use super::store::{self, Penetapan, PertemuanDb};
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::log_aktivitas::{self, Entry};

pub const DETIK_ROTASI: i64 = 15;
/// Wrong codes a student may send for one meeting within [`MENIT_TAHAN`] minutes.
pub const SALAH_MAKS: i64 = 5;
pub const MENIT_TAHAN: i64 = 10;

fn jendela_sekarang() -> i64 {
    Utc::now().timestamp().div_euclid(DETIK_ROTASI)
}

fn tanda(rahasia: &str, id_pertemuan: i64, jendela: i64) -> [u8; 32] {
    let mut mac = Hmac::<Sha256>::new_from_slice(rahasia.as_bytes()).expect("HMAC takes any key length");
    mac.update(format!("{id_pertemuan}:{jendela}").as_bytes());
    mac.finalize().into_bytes().into()
}

fn token(rahasia: &str, id_pertemuan: i64, jendela: i64) -> String {
    format!("{jendela}.{}", hex::encode(&tanda(rahasia, id_pertemuan, jendela)[..12]))
}

fn kode(rahasia: &str, id_pertemuan: i64, jendela: i64) -> String {
    let t = tanda(rahasia, id_pertemuan, jendela);
    format!("{:06}", u32::from_be_bytes([t[12], t[13], t[14], t[15]]) % 1_000_000)
}

/// The meeting must be running: started by its teacher and not ended.
fn periksa_berlangsung(p: &PertemuanDb) -> AppResult<()> {
    if p.mulai_kuliah.is_none() {
        return Err(AppError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "pertemuan_belum_dimulai",
            "Pertemuan belum dimulai. Presensi QR Code dibuka setelah dosen memulai pertemuan.",
        ));
    }
    if p.selesai_kuliah.is_some() {
        return Err(AppError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "pertemuan_sudah_berakhir",
            "Pertemuan sudah diakhiri. Presensi QR Code sudah ditutup.",
        ));
    }
    Ok(())
}

async fn periksa_aturan(db: &Db, p: &PertemuanDb) -> AppResult<()> {
    if !super::service::aturan_qr(db).await?.status {
        return Err(AppError::unprocessable("Presensi QR Code sedang dinonaktifkan oleh operator."));
    }
    if p.jenis == "online" {
        return Err(AppError::unprocessable("Presensi QR Code hanya untuk pertemuan offline."));
    }
    Ok(())
}

/// The code to show now. `asal` is this server's public origin (the QR holds a full URL).
pub async fn tampilkan(db: &Db, id_pertemuan: i64, asal: &str) -> AppResult<QrKehadiran> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    periksa_aturan(db, &p).await?;
    periksa_berlangsung(&p)?;
    let rahasia = store::rahasia_qr(db, p.id).await?;
    let jendela = jendela_sekarang();
    let t = token(&rahasia, p.id, jendela);
    let url = format!("{}/presensi/{}?t={t}", asal.trim_end_matches('/'), p.id);
    let svg = qrcode::QrCode::new(url.as_bytes())
        .map_err(|e| AppError::from(anyhow::anyhow!("qr: {e}")))?
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(280, 280)
        .quiet_zone(true)
        .build();
    let sampai = Utc.timestamp_opt((jendela + 1) * DETIK_ROTASI, 0).single().unwrap_or_else(Utc::now);
    Ok(QrKehadiran { url, svg, kode: kode(&rahasia, p.id, jendela), berlaku_sampai: db::format_time(sampai), detik_rotasi: DETIK_ROTASI })
}

fn kedaluwarsa() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNPROCESSABLE_ENTITY,
        "qr_kedaluwarsa",
        "QR Code sudah kedaluwarsa. Pindai kode yang sedang tampil di layar dosen.",
    )
}

fn tidak_valid() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNPROCESSABLE_ENTITY,
        "qr_tidak_valid",
        "QR Code atau kode presensi tidak valid untuk pertemuan ini.",
    )
}

fn terlalu_banyak() -> AppError {
    AppError::new(
        axum::http::StatusCode::TOO_MANY_REQUESTS,
        "qr_terlalu_banyak_salah",
        format!("Terlalu banyak kode presensi yang salah. Coba lagi dalam {MENIT_TAHAN} menit atau minta dosen mencatat kehadiran Anda."),
    )
}

/// Which window a scanned token or typed code belongs to, if it is genuine.
fn jendela_sah(rahasia: &str, id_pertemuan: i64, scan: &QrScan) -> AppResult<i64> {
    let sekarang = jendela_sekarang();
    if let Some(t) = scan.token.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        let jendela: i64 = t.split('.').next().and_then(|j| j.parse().ok()).ok_or_else(tidak_valid)?;
        let benar = token(rahasia, id_pertemuan, jendela);
        // Constant-time comparison of the signature.
        let cocok = benar.len() == t.len() && benar.bytes().zip(t.bytes()).fold(0u8, |acc, (a, b)| acc | (a ^ b)) == 0;
        if !cocok {
            return Err(tidak_valid());
        }
        if jendela > sekarang || jendela < sekarang - 1 {
            return Err(kedaluwarsa());
        }
        return Ok(jendela);
    }
    let ketik = scan.kode.as_deref().map(str::trim).unwrap_or_default();
    if ketik.is_empty() {
        return Err(AppError::unprocessable("Kode presensi wajib diisi."));
    }
    [sekarang, sekarang - 1].into_iter().find(|j| kode(rahasia, id_pertemuan, *j) == ketik).ok_or_else(tidak_valid)
}

/// A participant scans (or types) the code: marked H with `is_qr_code`.
pub async fn pindai(db: &Db, user: &CurrentUser, ip: &str, id_pertemuan: i64, scan: &QrScan) -> AppResult<KehadiranMahasiswa> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    periksa_aturan(db, &p).await?;
    periksa_berlangsung(&p)?;
    let rahasia = store::rahasia_qr(db, p.id).await?;
    let sejak = db::format_time(Utc::now() - chrono::Duration::minutes(MENIT_TAHAN));
    // Every scan takes a try before it is judged and gives it back unless the
    // code was wrong: a check and a later count would let parallel guesses through.
    if !store::ambil_giliran_qr(db, p.id, user.id(), &sejak, SALAH_MAKS).await? {
        return Err(terlalu_banyak());
    }
    let dinilai = jendela_sah(&rahasia, p.id, scan);
    if !matches!(&dinilai, Err(e) if e.code == "qr_tidak_valid") {
        store::kembalikan_giliran_qr(db, p.id, user.id()).await?;
    }
    dinilai?;
    let sudah = store::baris_pertemuan(db, p.id).await?.remove(&user.id());
    if sudah.is_some_and(|b| b.is_qr_code != 0 && b.kode() == KodePresensi::H) {
        return Err(AppError::new(
            axum::http::StatusCode::CONFLICT,
            "presensi_sudah_tercatat",
            "Kehadiran Anda pada pertemuan ini sudah tercatat melalui QR Code.",
        ));
    }
    let now = db::now();
    let mut tx = db.begin().await?;
    let penetapan = Penetapan { id_mahasiswa: user.id(), kode: KodePresensi::H, is_qr_code: true, oleh: &user.info.username };
    store::tetapkan(&mut tx, p.id, &penetapan, &now).await?;
    let detail = format!("Presensi QR Code pertemuan ke-{} (id {})", p.nomor, p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::PRESENSI_QR, detail, ip)).await?;
    tx.commit().await?;
    let mut saya = super::service::daftar_peserta(db, &p, Some(user.id())).await?;
    saya.pop().ok_or_else(|| AppError::not_found("Peserta"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_differ_per_meeting_window_and_secret() {
        assert_ne!(token("a", 1, 10), token("a", 1, 11));
        assert_ne!(token("a", 1, 10), token("a", 2, 10));
        assert_ne!(token("a", 1, 10), token("b", 1, 10));
        assert_eq!(kode("a", 1, 10).len(), 6);
        assert_eq!(token("a", 1, 10), token("a", 1, 10));
    }

    #[test]
    fn a_token_of_two_windows_ago_has_expired() {
        let sekarang = jendela_sekarang();
        let scan = |j| QrScan { token: Some(token("r", 5, j)), kode: None };
        assert!(jendela_sah("r", 5, &scan(sekarang)).is_ok());
        assert!(jendela_sah("r", 5, &scan(sekarang - 1)).is_ok() || jendela_sekarang() != sekarang);
        assert_eq!(jendela_sah("r", 5, &scan(sekarang - 3)).unwrap_err().code, "qr_kedaluwarsa");
        assert_eq!(jendela_sah("r", 6, &scan(sekarang)).unwrap_err().code, "qr_tidak_valid");
        let ketik = QrScan { token: None, kode: Some(kode("r", 5, jendela_sekarang())) };
        assert!(jendela_sah("r", 5, &ketik).is_ok());
    }
}
