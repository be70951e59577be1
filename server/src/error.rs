//! Errors of the HTTP layer. Every handler returns `Result<_, AppError>`; an
//! `AppError` answers `{status: {code, message}}` with an Indonesian message.
//! Anything unexpected (`anyhow`, sqlx) becomes a logged 500 through the blanket
//! `From` conversions; database text never reaches the client.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::Serialize;

crate::kode_domain! {
    /// The code of every error answer (`status.code`), one list: the UI and
    /// the tests compare codes with these, never with a hand-typed string.
    /// One 403 for a refused permission (`akses_ditolak`, with a message that
    /// says which rule); the other 403 codes name a state the UI acts on.
    pub enum KodeGalat {
        Validasi = "validasi",
        TidakTerautentikasi = "tidak_terautentikasi",
        AksesDitolak = "akses_ditolak",
        TidakDitemukan = "tidak_ditemukan",
        Konflik = "konflik",
        UkuranBerlebih = "ukuran_berlebih",
        TidakDapatDiproses = "tidak_dapat_diproses",
        TerlaluBanyakPercobaan = "terlalu_banyak_percobaan",
        KesalahanServer = "kesalahan_server",
        KesalahanRender = "kesalahan_render",
        MetodeTidakDidukung = "metode_tidak_didukung",
        WaktuHabis = "waktu_habis",
        CollegeIdTidakValid = "college_id_tidak_valid",
        LoginGagal = "login_gagal",
        AkunNonaktif = "akun_nonaktif",
        AkunTidakDiizinkan = "akun_tidak_diizinkan",
        RefreshTokenTidakValid = "refresh_token_tidak_valid",
        KodeTidakValid = "kode_tidak_valid",
        HanyaBaca = "hanya_baca",
        BukanMilik = "bukan_milik",
        BukanPeserta = "bukan_peserta",
        PembatasanUjianKehadiran = "pembatasan_ujian_kehadiran",
        ArsipSedangDisiapkan = "arsip_sedang_disiapkan",
        AntreanArsipPenuh = "antrean_arsip_penuh",
        KuotaUnggahanPenuh = "kuota_unggahan_penuh",
        PertemuanBelumDimulai = "pertemuan_belum_dimulai",
        PertemuanSudahBerakhir = "pertemuan_sudah_berakhir",
        QrKedaluwarsa = "qr_kedaluwarsa",
        QrTidakValid = "qr_tidak_valid",
        QrTerlaluBanyakSalah = "qr_terlalu_banyak_salah",
        QrDiLuarJaringanKampus = "qr_di_luar_jaringan_kampus",
        PerangkatSudahDipakai = "perangkat_sudah_dipakai",
        PresensiSudahTercatat = "presensi_sudah_tercatat",
        KonfirmasiNilaiSikad = "konfirmasi_nilai_sikad",
        JadwalBentrok = "jadwal_bentrok",
        BelumMulai = "belum_mulai",
        SudahSelesai = "sudah_selesai",
        /// The readiness check could not reach the database (503).
        BasisDataTidakTersedia = "basis_data_tidak_tersedia",
    }
}

#[derive(Debug)]
pub struct AppError {
    pub status: StatusCode,
    pub code: KodeGalat,
    pub message: String,
}

/// The error body of every failed API call.
#[derive(Serialize, JsonSchema)]
pub struct ErrorBody {
    pub status: ErrorStatus,
}

#[derive(Serialize, JsonSchema)]
pub struct ErrorStatus {
    /// A [`KodeGalat`] from the server; the browser adds its own for answers
    /// that never came (NETWORK_ERROR, GATEWAY_TIMEOUT, HTTP_<status>).
    pub code: String,
    pub message: String,
}

impl AppError {
    pub fn new(status: StatusCode, code: KodeGalat, message: impl Into<String>) -> Self {
        Self { status, code, message: message.into() }
    }
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, KodeGalat::Validasi, message)
    }
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, KodeGalat::TidakTerautentikasi, "Sesi Anda telah berakhir. Silakan login kembali.")
    }
    pub fn forbidden() -> Self {
        Self::ditolak("Anda tidak memiliki hak akses untuk tindakan ini.")
    }
    /// A refused permission whose message says which rule refused it.
    pub fn ditolak(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, KodeGalat::AksesDitolak, message)
    }
    pub fn not_found(what: &str) -> Self {
        Self::new(StatusCode::NOT_FOUND, KodeGalat::TidakDitemukan, format!("{what} tidak ditemukan."))
    }
    pub fn conflict(message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, KodeGalat::Konflik, message)
    }
    pub fn too_large(message: impl Into<String>) -> Self {
        Self::new(StatusCode::PAYLOAD_TOO_LARGE, KodeGalat::UkuranBerlebih, message)
    }
    pub fn unprocessable(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNPROCESSABLE_ENTITY, KodeGalat::TidakDapatDiproses, message)
    }
    pub fn too_many(message: impl Into<String>) -> Self {
        Self::new(StatusCode::TOO_MANY_REQUESTS, KodeGalat::TerlaluBanyakPercobaan, message)
    }
    pub fn internal() -> Self {
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            KodeGalat::KesalahanServer,
            "Terjadi kesalahan pada server. Silakan coba lagi atau hubungi administrator.",
        )
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let status = self.status;
        (status, Json(ErrorBody { status: ErrorStatus::from(self) })).into_response()
    }
}

impl ErrorStatus {
    pub fn new(code: KodeGalat, message: impl Into<String>) -> Self {
        ErrorStatus { code: code.as_str().into(), message: message.into() }
    }
}

impl From<AppError> for ErrorStatus {
    fn from(e: AppError) -> Self {
        ErrorStatus::new(e.code, e.message)
    }
}

impl From<anyhow::Error> for AppError {
    fn from(e: anyhow::Error) -> Self {
        tracing::error!(error = ?e, "unexpected error");
        Self::internal()
    }
}

impl From<std::io::Error> for AppError {
    fn from(e: std::io::Error) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<zip::result::ZipError> for AppError {
    fn from(e: zip::result::ZipError) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<tokio::task::JoinError> for AppError {
    fn from(e: tokio::task::JoinError) -> Self {
        anyhow::Error::from(e).into()
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        if let sqlx::Error::RowNotFound = e {
            return Self::not_found("Data");
        }
        if let Some(db) = e.as_database_error() {
            if db.is_unique_violation() {
                return Self::conflict("Data yang sama sudah ada.");
            }
            if db.is_foreign_key_violation() {
                return Self::unprocessable("Data yang dirujuk tidak ditemukan atau masih digunakan.");
            }
        }
        tracing::error!(error = ?e, "database error");
        Self::internal()
    }
}

pub type AppResult<T> = Result<T, AppError>;
