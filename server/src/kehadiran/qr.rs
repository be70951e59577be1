//! QR attendance for meetings held in a room (issues 13 and 37). The code on
//! the lecturer's screen changes every [`DETIK_ROTASI`] seconds: it is the
//! meeting id and the current time window signed with the meeting's own
//! secret (HMAC-SHA256), so it cannot be made up, belongs to one meeting,
//! and counts only in the current or the previous window, by the server's
//! clock: under ten seconds, too short for a photo sent to a chat. What must
//! arrive within that time is the phone's request for the scan page, not the
//! page itself: the page answers a code that arrived in time with a receipt
//! for that student ([`tanda_terima`]), which 'Catat Kehadiran' may send for
//! [`DETIK_TANDA_TERIMA`] seconds, however slow the network.
//!
//! A scan is accepted only from a signed-in participant of that class while
//! the meeting runs; from a device (a browser cookie) that has not marked
//! another student in the meeting; and, when `LMS_QR_NETWORKS` is set, from
//! the campus networks. A six-digit code from the same signature is the
//! fallback for a camera that fails; after [`SALAH_MAKS`] wrong codes a
//! student waits [`MENIT_TAHAN`] minutes, so the code cannot be guessed.

use chrono::{TimeZone, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::model::*;
use super::store::{self, Penetapan, PertemuanDb};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};

pub const DETIK_ROTASI: i64 = 5;
/// How long a receipt of the scan page stays good for 'Catat Kehadiran'.
pub const DETIK_TANDA_TERIMA: i64 = 120;
/// The cookie that names a device for [`pindai`]'s one-device-one-student rule.
pub const COOKIE_PERANGKAT: &str = "lms_perangkat";
/// Wrong codes a student may send for one meeting within [`MENIT_TAHAN`] minutes.
pub const SALAH_MAKS: i64 = 5;
pub const MENIT_TAHAN: i64 = 10;

fn jendela_sekarang() -> i64 {
    Utc::now().timestamp().div_euclid(DETIK_ROTASI)
}

/// The meeting secret's HMAC-SHA256 of `pesan`.
fn tanda(rahasia: &str, pesan: &str) -> [u8; 32] {
    let mut mac = Hmac::<Sha256>::new_from_slice(rahasia.as_bytes()).expect("HMAC takes any key length");
    mac.update(pesan.as_bytes());
    mac.finalize().into_bytes().into()
}

/// The signature of a code shown in window `jendela`.
fn tanda_jendela(rahasia: &str, id_pertemuan: i64, jendela: i64) -> [u8; 32] {
    tanda(rahasia, &format!("{id_pertemuan}:{jendela}"))
}

fn token(rahasia: &str, id_pertemuan: i64, jendela: i64) -> String {
    format!("{jendela}.{}", hex::encode(&tanda_jendela(rahasia, id_pertemuan, jendela)[..12]))
}

/// A receipt `r{seconds}.{signature}`: student `id_mahasiswa` opened the scan
/// page of meeting `id_pertemuan` with a code that was current at `detik`.
fn buat_tanda_terima(rahasia: &str, id_pertemuan: i64, id_mahasiswa: i64, detik: i64) -> String {
    let t = tanda(rahasia, &format!("terima:{id_pertemuan}:{id_mahasiswa}:{detik}"));
    format!("r{detik}.{}", hex::encode(&t[..12]))
}

fn sama(a: &str, b: &str) -> bool {
    // Constant-time comparison of a signature.
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn kode(rahasia: &str, id_pertemuan: i64, jendela: i64) -> String {
    let t = tanda_jendela(rahasia, id_pertemuan, jendela);
    format!("{:06}", u32::from_be_bytes([t[12], t[13], t[14], t[15]]) % 1_000_000)
}

/// The meeting must be running: started by its teacher and not ended.
fn periksa_berlangsung(p: &PertemuanDb) -> AppResult<()> {
    if p.mulai_kuliah.is_none() {
        return Err(AppError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            KodeGalat::PertemuanBelumDimulai,
            "Pertemuan belum dimulai. Presensi QR Code dibuka setelah dosen memulai pertemuan.",
        ));
    }
    if p.selesai_kuliah.is_some() {
        return Err(AppError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            KodeGalat::PertemuanSudahBerakhir,
            "Pertemuan sudah diakhiri. Presensi QR Code sudah ditutup.",
        ));
    }
    Ok(())
}

async fn periksa_aturan(db: &Db, p: &PertemuanDb) -> AppResult<()> {
    if !super::service::aturan_qr(db).await?.status {
        return Err(AppError::unprocessable("Presensi QR Code sedang dinonaktifkan oleh operator."));
    }
    if !p.jenis.di_ruangan() {
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
        KodeGalat::QrKedaluwarsa,
        "QR Code sudah kedaluwarsa. Pindai kode yang sedang tampil di layar dosen.",
    )
}

fn tidak_valid() -> AppError {
    AppError::new(
        axum::http::StatusCode::UNPROCESSABLE_ENTITY,
        KodeGalat::QrTidakValid,
        "QR Code atau kode presensi tidak valid untuk pertemuan ini.",
    )
}

fn terlalu_banyak() -> AppError {
    AppError::new(
        axum::http::StatusCode::TOO_MANY_REQUESTS,
        KodeGalat::QrTerlaluBanyakSalah,
        format!("Terlalu banyak kode presensi yang salah. Coba lagi dalam {MENIT_TAHAN} menit atau minta dosen mencatat kehadiran Anda."),
    )
}

/// Whether a token shown on the lecturer's screen is genuine and still current.
fn token_sah(rahasia: &str, id_pertemuan: i64, t: &str) -> AppResult<i64> {
    let sekarang = jendela_sekarang();
    let jendela: i64 = t.split('.').next().and_then(|j| j.parse().ok()).ok_or_else(tidak_valid)?;
    if !sama(&token(rahasia, id_pertemuan, jendela), t) {
        return Err(tidak_valid());
    }
    if jendela > sekarang || jendela < sekarang - 1 {
        return Err(kedaluwarsa());
    }
    Ok(jendela)
}

/// Whether a receipt is genuine, for this student, and young enough.
fn tanda_terima_sah(rahasia: &str, id_pertemuan: i64, id_mahasiswa: i64, t: &str) -> AppResult<i64> {
    let detik: i64 = t.strip_prefix('r').and_then(|r| r.split('.').next()).and_then(|d| d.parse().ok()).ok_or_else(tidak_valid)?;
    if !sama(&buat_tanda_terima(rahasia, id_pertemuan, id_mahasiswa, detik), t) {
        return Err(tidak_valid());
    }
    let umur = Utc::now().timestamp() - detik;
    if !(0..=DETIK_TANDA_TERIMA).contains(&umur) {
        return Err(kedaluwarsa());
    }
    Ok(detik.div_euclid(DETIK_ROTASI))
}

/// Which window a scanned token, a receipt or a typed code belongs to, if it is genuine.
fn jendela_sah(rahasia: &str, id_pertemuan: i64, id_mahasiswa: i64, scan: &QrScan) -> AppResult<i64> {
    let sekarang = jendela_sekarang();
    if let Some(t) = scan.token.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        return if t.starts_with('r') {
            tanda_terima_sah(rahasia, id_pertemuan, id_mahasiswa, t)
        } else {
            token_sah(rahasia, id_pertemuan, t)
        };
    }
    let ketik = scan.kode.as_deref().map(str::trim).unwrap_or_default();
    if ketik.is_empty() {
        return Err(AppError::unprocessable("Kode presensi wajib diisi."));
    }
    [sekarang, sekarang - 1].into_iter().find(|j| kode(rahasia, id_pertemuan, *j) == ketik).ok_or_else(tidak_valid)
}

/// What the scan page gives the student for the scanned `token`: a receipt
/// when the code is current now (the request came in time), else the token as
/// it came, for 'Catat Kehadiran' to get the server's reason.
pub async fn tanda_terima(db: &Db, p: &PertemuanDb, id_mahasiswa: i64, token: &str) -> AppResult<String> {
    if periksa_aturan(db, p).await.is_err() || periksa_berlangsung(p).is_err() || token.starts_with('r') {
        return Ok(token.to_string());
    }
    let rahasia = store::rahasia_qr(db, p.id).await?;
    Ok(match token_sah(&rahasia, p.id, token) {
        Ok(_) => buat_tanda_terima(&rahasia, p.id, id_mahasiswa, Utc::now().timestamp()),
        Err(_) => token.to_string(),
    })
}

/// Where a scan comes from: the client address (through the trusted
/// proxies), the campus networks it must be in, and the device cookie.
pub struct AsalPindai<'a> {
    pub ip: &'a str,
    pub jaringan_kampus: &'a crate::client_ip::Jaringan,
    pub perangkat: &'a str,
}

/// A new device name for [`COOKIE_PERANGKAT`]; a sent one is kept when well formed.
pub fn nama_perangkat(dikirim: Option<&str>) -> (String, bool) {
    match dikirim.filter(|d| d.len() == 32 && d.bytes().all(|b| b.is_ascii_hexdigit())) {
        Some(d) => (d.to_string(), false),
        None => (hex::encode(rand::random::<[u8; 16]>()), true),
    }
}

fn periksa_jaringan(asal: &AsalPindai<'_>) -> AppResult<()> {
    if asal.jaringan_kampus.is_empty() || asal.ip.parse().is_ok_and(|ip| asal.jaringan_kampus.contains(ip)) {
        return Ok(());
    }
    Err(AppError::new(
        axum::http::StatusCode::FORBIDDEN,
        KodeGalat::QrDiLuarJaringanKampus,
        "Presensi QR Code hanya dapat dicatat dari jaringan kampus. Sambungkan ponsel ke Wi-Fi kampus, lalu pindai lagi.",
    ))
}

fn perangkat_dipakai() -> AppError {
    AppError::new(
        axum::http::StatusCode::CONFLICT,
        KodeGalat::PerangkatSudahDipakai,
        "Perangkat ini sudah dipakai untuk presensi mahasiswa lain pada pertemuan ini. Catat kehadiran dari ponsel Anda sendiri.",
    )
}

/// A participant scans (or types) the code: marked H with `is_qr_code`.
pub async fn pindai(db: &Db, user: &CurrentUser, asal: &AsalPindai<'_>, id_pertemuan: i64, scan: &QrScan) -> AppResult<KehadiranMahasiswa> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    periksa_aturan(db, &p).await?;
    periksa_berlangsung(&p)?;
    periksa_jaringan(asal)?;
    let rahasia = store::rahasia_qr(db, p.id).await?;
    let sejak = db::format_time(Utc::now() - chrono::Duration::minutes(MENIT_TAHAN));
    // Every scan takes a try before it is judged and gives it back unless the
    // code was wrong: a check and a later count would let parallel guesses through.
    if !store::ambil_giliran_qr(db, p.id, user.id(), &sejak, SALAH_MAKS).await? {
        return Err(terlalu_banyak());
    }
    let dinilai = jendela_sah(&rahasia, p.id, user.id(), scan);
    if !matches!(&dinilai, Err(e) if e.code == KodeGalat::QrTidakValid) {
        store::kembalikan_giliran_qr(db, p.id, user.id()).await?;
    }
    dinilai?;
    let sudah = store::baris_pertemuan(db, p.id).await?.remove(&user.id());
    if sudah.is_some_and(|b| b.is_qr_code != 0 && b.kode() == KodePresensi::H) {
        return Err(AppError::new(
            axum::http::StatusCode::CONFLICT,
            KodeGalat::PresensiSudahTercatat,
            "Kehadiran Anda pada pertemuan ini sudah tercatat melalui QR Code.",
        ));
    }
    let now = db::now();
    let mut tx = db.begin().await?;
    if store::pemilik_perangkat(&mut tx, p.id, asal.perangkat, user.id(), &now).await? != user.id() {
        return Err(perangkat_dipakai());
    }
    let penetapan = Penetapan { id_mahasiswa: user.id(), kode: KodePresensi::H, is_qr_code: true, oleh: &user.info.username };
    store::tetapkan(&mut tx, p.id, &penetapan, &now).await?;
    let detail = format!("Presensi QR Code pertemuan ke-{} (id {})", p.nomor, p.id);
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::PRESENSI_QR, detail, asal.ip).di_pertemuan(id_pertemuan)).await?;
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
        assert!(jendela_sah("r", 5, 1, &scan(sekarang)).is_ok());
        assert!(jendela_sah("r", 5, 1, &scan(sekarang - 1)).is_ok() || jendela_sekarang() != sekarang);
        assert_eq!(jendela_sah("r", 5, 1, &scan(sekarang - 3)).unwrap_err().code, KodeGalat::QrKedaluwarsa);
        assert_eq!(jendela_sah("r", 6, 1, &scan(sekarang)).unwrap_err().code, KodeGalat::QrTidakValid);
        let ketik = QrScan { token: None, kode: Some(kode("r", 5, jendela_sekarang())) };
        assert!(jendela_sah("r", 5, 1, &ketik).is_ok());
    }

    #[test]
    fn a_receipt_is_for_one_student_and_two_minutes() {
        let kini = Utc::now().timestamp();
        let scan = |t: String| QrScan { token: Some(t), kode: None };
        assert!(jendela_sah("r", 5, 7, &scan(buat_tanda_terima("r", 5, 7, kini - 60))).is_ok());
        assert_eq!(jendela_sah("r", 5, 8, &scan(buat_tanda_terima("r", 5, 7, kini))).unwrap_err().code, KodeGalat::QrTidakValid);
        assert_eq!(jendela_sah("r", 6, 7, &scan(buat_tanda_terima("r", 5, 7, kini))).unwrap_err().code, KodeGalat::QrTidakValid);
        let lama = buat_tanda_terima("r", 5, 7, kini - DETIK_TANDA_TERIMA - 5);
        assert_eq!(jendela_sah("r", 5, 7, &scan(lama)).unwrap_err().code, KodeGalat::QrKedaluwarsa);
    }

    #[test]
    fn a_device_name_is_kept_only_when_well_formed() {
        let (baru, dibuat) = nama_perangkat(None);
        assert!(dibuat && baru.len() == 32);
        assert_eq!(nama_perangkat(Some(&baru)), (baru.clone(), false));
        assert!(nama_perangkat(Some("x; y")).1);
    }
}
