//! Class banner upload (`PUT /lms/kelas_kuliah/{id}`, multipart `file_banner`)
//! and download. Only .png/.jpg/.jpeg whose bytes really are PNG or JPEG, at
//! most the `kelas.banner` setting × 1,000,000 bytes, checked while reading.

use axum::extract::State;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::Json;

use super::detail_store;
use super::model::BannerResponse;
use crate::akun::CurrentUser;
use crate::error::{AppError, AppResult};
use crate::extract::{Multipart, Path};
use crate::policy;
use crate::state::AppState;

pub const EKSTENSI: [&str; 3] = ["png", "jpg", "jpeg"];
/// The route's body limit; the setting decides the real maximum.
pub const BODY_LIMIT: usize = 50 * 1_000_000;

async fn max_bytes(state: &AppState) -> AppResult<usize> {
    let doc = crate::pengaturan::store::dokumen(&state.db, "pengaturan_sistem").await?;
    let mb = doc.pointer("/ukuran_max_file/kelas/banner").and_then(|v| v.as_f64()).unwrap_or(2.0);
    Ok((mb * 1_000_000.0) as usize)
}

fn extension(filename: &str) -> String {
    filename.rsplit_once('.').map(|(_, e)| e.to_lowercase()).unwrap_or_default()
}

fn looks_like_image(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x89PNG\r\n\x1a\n") || bytes.starts_with(&[0xFF, 0xD8, 0xFF])
}

pub async fn upload(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::client_ip::ClientIp(ip): crate::client_ip::ClientIp,
    Path(id): Path<i64>,
    mut multipart: Multipart,
) -> AppResult<Json<BannerResponse>> {
    policy::require_change_kelas(&state.db, &user, id).await?;
    let max = max_bytes(&state).await?;
    let mut file: Option<(String, Vec<u8>)> = None;
    while let Some(mut field) = multipart.next_field().await? {
        if field.name() != Some("file_banner") {
            continue;
        }
        let ext = extension(field.file_name().unwrap_or_default());
        if !EKSTENSI.contains(&ext.as_str()) {
            return Err(AppError::bad_request(format!("File type .{ext} is not allowed. Gunakan berkas .png, .jpg, atau .jpeg.")));
        }
        let mut bytes = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(|_| too_large(max))? {
            bytes.extend_from_slice(&chunk);
            if bytes.len() > max {
                return Err(too_large(max));
            }
        }
        file = Some((ext, bytes));
    }
    let (ext, bytes) = file.ok_or_else(|| AppError::bad_request("Berkas banner (file_banner) wajib diunggah."))?;
    if bytes.is_empty() || !looks_like_image(&bytes) {
        return Err(AppError::bad_request("Berkas bukan gambar PNG atau JPEG yang valid."));
    }
    let storage = &state.storage;
    let old = detail_store::banner_path(&state.db, id).await?;
    let path = storage.save("banner", &ext, &bytes).await?;
    let saved = simpan_path(&state.db, (&user, &ip), id, &path).await;
    if let Err(e) = saved {
        storage.delete(&path).await;
        return Err(e);
    }
    if let Some(old) = old {
        storage.delete(&old).await;
    }
    Ok(Json(BannerResponse { banner_url: format!("/lms/kelas_kuliah/{id}/banner") }))
}

/// The class's new banner path and its log entry, in one transaction.
async fn simpan_path(db: &crate::db::Db, (user, ip): (&CurrentUser, &str), id: i64, path: &str) -> AppResult<()> {
    let mut tx = db.begin().await?;
    sqlx::query("UPDATE kelas_kuliah SET banner_path = $1 WHERE id = $2").bind(path).bind(id).execute(&mut *tx).await?;
    let entry =
        crate::log_aktivitas::Entry::by(user, crate::log_aktivitas::jenis::UBAH_BANNER_KELAS, format!("Mengganti banner kelas {id}"), ip);
    crate::log_aktivitas::write(&mut *tx, entry).await?;
    tx.commit().await?;
    Ok(())
}

fn too_large(max: usize) -> AppError {
    AppError::too_large(format!("Ukuran file tidak boleh lebih dari {:.2} MB.", max as f64 / 1e6))
}

/// Readable by whoever may see the class (docs/decisions.md, "Data visibility").
pub async fn download(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<impl IntoResponse> {
    policy::require_see_kelas(&state.db, &user, id).await?;
    let path = detail_store::banner_path(&state.db, id).await?.ok_or_else(|| AppError::not_found("Banner"))?;
    let bytes = state.storage.read(&path).await?;
    let mime = if path.ends_with(".png") { "image/png" } else { "image/jpeg" };
    Ok((StatusCode::OK, [(CONTENT_TYPE, mime), (CACHE_CONTROL, "private, max-age=300")], bytes))
}
