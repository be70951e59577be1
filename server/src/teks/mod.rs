//! Text activities (teks): a lecturer's note in a meeting, plain text shown
//! on its card. It takes the meeting's times, so it sorts with the meeting's
//! start and shares its status.

use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path};
use crate::log_aktivitas::{self, Entry};
use crate::pertemuan::store as pertemuan;
use crate::policy;
use crate::state::AppState;

pub const JUDUL_MAKS: usize = 255;
pub const ISI_MAKS: usize = 10_000;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct TeksDetail {
    pub id: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    /// Plain text; line breaks kept.
    pub isi: String,
}

/// The text form ('Tambah Teks' / 'Ubah Teks').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct TeksSimpan {
    /// Required (operators pick it; a lecturer sends the current meeting).
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    pub isi: String,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/teks",
            Op::new("Tambah teks pada pertemuan").json::<TeksSimpan>().returns::<TeksDetail>().created(),
            buat,
        )
        .route(Method::PUT, "/lms/teks/{id}", Op::new("Ubah teks").json::<TeksSimpan>().returns::<TeksDetail>(), ubah)
        .route(Method::DELETE, "/lms/teks/{id}", Op::new("Hapus teks").no_content(), hapus)
}

#[derive(sqlx::FromRow)]
pub struct TeksDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub judul: String,
    pub isi: String,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<TeksDb> {
    sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.id_kelas, a.judul, t.isi FROM aktivitas a JOIN teks t ON t.id_aktivitas = a.id
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Teks"))
}

pub async fn detail(db: &Db, id: i64) -> AppResult<TeksDetail> {
    let t = cari(db, id).await?;
    Ok(TeksDetail { id: t.id, id_pertemuan: t.id_pertemuan, judul: t.judul, isi: t.isi })
}

/// The form checked in order.
pub fn periksa(f: &TeksSimpan) -> AppResult<()> {
    use crate::input::wajib;
    wajib(!f.judul.trim().is_empty(), "Judul wajib diisi")?;
    wajib(f.judul.trim().chars().count() <= JUDUL_MAKS, &format!("Judul paling banyak {JUDUL_MAKS} karakter."))?;
    wajib(!f.isi.trim().is_empty(), "Isi teks wajib diisi")?;
    wajib(f.isi.chars().count() <= ISI_MAKS, &format!("Isi teks paling banyak {ISI_MAKS} karakter."))
}

/// The meeting's start and end, which a text takes.
async fn waktu_pertemuan(db: &Db, id_pertemuan: i64) -> AppResult<(String, String)> {
    sqlx::query_as("SELECT waktu_mulai, waktu_selesai FROM pertemuan WHERE id = $1")
        .bind(id_pertemuan)
        .fetch_optional(db)
        .await?
        .ok_or_else(|| AppError::not_found("Pertemuan"))
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(f): extract::Json<TeksSimpan>,
) -> AppResult<(StatusCode, Json<TeksDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(f.id_pertemuan)?;
    policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    periksa(&f)?;
    let (mulai, selesai) = waktu_pertemuan(&state.db, id_pertemuan).await?;
    let mut tx = state.db.begin().await?;
    let id = pertemuan::sisip_aktivitas(&mut tx, id_pertemuan, ("teks", ""), f.judul.trim(), (&mulai, &selesai), user.id()).await?;
    sqlx::query("INSERT INTO teks (id_aktivitas, isi) VALUES ($1, $2)").bind(id).bind(f.isi.trim()).execute(&mut *tx).await?;
    log_aktivitas::write(&mut *tx, Entry::by(&user, log_aktivitas::jenis::TAMBAH_TEKS, format!("Menambah teks '{}'", f.judul.trim()), &ip))
        .await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(detail(&state.db, id).await?)))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(f): extract::Json<TeksSimpan>,
) -> AppResult<Json<TeksDetail>> {
    policy::require_author_teks(&state.db, &user, id).await?;
    periksa(&f)?;
    let lama = cari(&state.db, id).await?;
    let id_pertemuan = pertemuan::pertemuan_tujuan(&state.db, f.id_pertemuan, lama.id_pertemuan, lama.id_kelas).await?;
    let (mulai, selesai) = waktu_pertemuan(&state.db, id_pertemuan).await?;
    let mut tx = state.db.begin().await?;
    pertemuan::ubah_aktivitas(&mut tx, id, id_pertemuan, f.judul.trim(), (&mulai, &selesai)).await?;
    sqlx::query("UPDATE teks SET isi = $1 WHERE id_aktivitas = $2").bind(f.isi.trim()).bind(id).execute(&mut *tx).await?;
    log_aktivitas::write(&mut *tx, Entry::by(&user, log_aktivitas::jenis::UBAH_TEKS, format!("Mengubah teks '{}'", f.judul.trim()), &ip))
        .await?;
    tx.commit().await?;
    Ok(Json(detail(&state.db, id).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_teks(&state.db, &user, id).await?;
    let lama = cari(&state.db, id).await?;
    let mut tx = state.db.begin().await?;
    sqlx::query("DELETE FROM teks WHERE id_aktivitas = $1").bind(id).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM aktivitas WHERE id = $1").bind(id).execute(&mut *tx).await?;
    log_aktivitas::write(&mut *tx, Entry::by(&user, log_aktivitas::jenis::HAPUS_TEKS, format!("Menghapus teks '{}'", lama.judul), &ip))
        .await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
