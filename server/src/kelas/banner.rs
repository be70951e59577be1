//! Class banner upload (`PUT /lms/kelas_kuliah/{id}`, multipart `file_banner`,
//! or `banner_url`: a file uploaded beforehand to `POST /v2/storager` with
//! dir `kelas/banner`) and download. Only .png/.jpg/.jpeg whose bytes really
//! are PNG or JPEG, at most the `kelas.banner` setting × 1,000,000 bytes,
//! checked while reading.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use futures::future::BoxFuture;

use super::detail_store;
use super::model::BannerResponse;
use crate::berkas::{Aturan, DirUnggah, Direktori};
use crate::error::{AppError, AppResult};
use crate::extract::{Multipart, Path};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub const EKSTENSI: [&str; 3] = ["png", "jpg", "jpeg"];
/// The `POST /v2/storager` directory of banners uploaded before 'Simpan'.
pub const DIR: &str = DirUnggah::KelasBanner.as_str();
/// The route's body limit; the setting decides the real maximum.
pub const BODY_LIMIT: usize = 50 * 1_000_000;

pub async fn max_bytes(db: &crate::db::Db) -> AppResult<usize> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_sistem").await?;
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
    let max = max_bytes(&state.db).await?;
    let mut file: Option<(String, Vec<u8>)> = None;
    let mut url: Option<String> = None;
    while let Some(mut field) = multipart.next_field().await? {
        match field.name() {
            Some("banner_url") => url = Some(crate::extract::text_field(field).await?),
            Some("file_banner") => {
                let ext = extension(field.file_name().unwrap_or_default());
                if !EKSTENSI.contains(&ext.as_str()) {
                    return Err(AppError::unprocessable(format!(
                        "File type .{ext} is not allowed. Gunakan berkas .png, .jpg, atau .jpeg."
                    )));
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
            _ => {}
        }
    }
    let old = detail_store::banner_path(&state.db, id).await?;
    match (file, url) {
        (Some((ext, bytes)), _) => simpan_berkas(&state, (&user, &ip), id, &ext, &bytes).await?,
        (None, Some(url)) => {
            let b = crate::berkas::ambil_satu(&state.db, &user, &url, DIR, &EKSTENSI, max as i64).await?;
            simpan_path(&state.db, (&user, &ip), id, &b.kunci, Some(&b)).await?;
        }
        (None, None) => return Err(AppError::bad_request("Berkas banner (file_banner) wajib diunggah.")),
    }
    if let Some(old) = old {
        state.storage.delete(&old).await;
    }
    Ok(Json(BannerResponse { banner_url: format!("/lms/kelas_kuliah/{id}/banner") }))
}

/// A banner sent inside the save itself: checked, stored, then recorded.
async fn simpan_berkas(state: &AppState, who: (&CurrentUser, &str), id: i64, ext: &str, bytes: &[u8]) -> AppResult<()> {
    if bytes.is_empty() || !looks_like_image(bytes) {
        return Err(AppError::unprocessable("Berkas bukan gambar PNG atau JPEG yang valid."));
    }
    crate::gambar::periksa_utuh(bytes)?;
    let path = state.storage.save("banner", ext, bytes).await?;
    if let Err(e) = simpan_path(&state.db, who, id, &path, None).await {
        state.storage.delete(&path).await;
        return Err(e);
    }
    Ok(())
}

/// The class's new banner path and its log entry, in one transaction; with
/// `diambil`, the upload the path came from is taken over in it.
async fn simpan_path(
    db: &crate::db::Db,
    (user, ip): (&CurrentUser, &str),
    id: i64,
    path: &str,
    diambil: Option<&crate::berkas::store::BerkasDb>,
) -> AppResult<()> {
    let mut tx = db.begin().await?;
    if let Some(b) = diambil {
        crate::berkas::ambil_alih(&mut tx, b).await?;
    }
    detail_store::ubah_banner(&mut tx, id, path).await?;
    let entry =
        crate::log_aktivitas::Entry::by(user, crate::log_aktivitas::jenis::UBAH_BANNER_KELAS, format!("Mengganti banner kelas {id}"), ip)
            .di_kelas(id);
    crate::log_aktivitas::write(&mut *tx, entry).await?;
    tx.commit().await?;
    Ok(())
}

fn too_large(max: usize) -> AppError {
    AppError::too_large(format!("Ukuran file tidak boleh lebih dari {:.2} MB.", max as f64 / 1e6))
}

/// Readable by whoever may see the class (docs/decisions.md, "Data visibility").
pub async fn download(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>, headers: HeaderMap) -> AppResult<Response> {
    policy::require_see_kelas(&state.db, &user, id).await?;
    let path = detail_store::banner_path(&state.db, id).await?.ok_or_else(|| AppError::not_found("Banner"))?;
    let mime = if path.ends_with(".png") { "image/png" } else { "image/jpeg" };
    let sajian = crate::unduhan::Sajian { mime, disposition: None, cache: "private, max-age=300" };
    crate::unduhan::berkas(&state.storage, &path, &headers, sajian).await
}

/// The upload directory of class banners.
pub const UNGGAHAN: [Direktori; 1] =
    [Direktori { dir: DirUnggah::KelasBanner, boleh: policy::require_upload_banner, aturan: aturan_banner, gambar: true }];

fn aturan_banner(db: &crate::db::Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move { Ok(Aturan { ekstensi: &EKSTENSI, maks: max_bytes(db).await? as i64 }) })
}
