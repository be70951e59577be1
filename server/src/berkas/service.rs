//! What content may take of the uploads, and the hourly sweep of the ones nobody took.

use std::sync::Arc;

use super::model::BerkasInfo;
use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::CurrentUser;
use crate::storage::Storage;

/// The URL of upload `id` named `nama` (already a safe name).
pub fn url(id: &str, nama: &str) -> String {
    format!("/v2/storager/{id}/{}", percent_encoding::utf8_percent_encode(nama, percent_encoding::NON_ALPHANUMERIC))
}

/// The client's view of upload `id` when a row joined its name and size
/// (`None` when the content has no file).
pub fn info(id: Option<String>, nama: Option<String>, ukuran: Option<i64>) -> Option<BerkasInfo> {
    match (id, nama) {
        (Some(id), Some(nama)) => Some(BerkasInfo { url: url(&id, &nama), name: nama, content_length: ukuran.unwrap_or(0) }),
        _ => None,
    }
}

/// The upload id a URL of ours names, if it is one.
pub fn id_dari_url(url: &str) -> Option<&str> {
    let rest = url.strip_prefix("/v2/storager/")?;
    let id = rest.split('/').next()?;
    (id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())).then_some(id)
}

/// An upload URL naming no upload the caller may take.
fn tidak_ditemukan() -> AppError {
    AppError::unprocessable("File tidak ditemukan. Unggah ulang file tersebut.")
}

/// What content names as its files: upload URLs, the directory they were
/// uploaded to, the content's own files (kept when sent again), and the kinds
/// and size (bytes) the content accepts.
pub struct Ambil<'a> {
    pub urls: &'a [String],
    pub dir: &'a str,
    pub milik: &'a [String],
    pub ekstensi: &'a [&'a str],
    pub maks: i64,
}

/// The uploads the URLs name, each uploaded by the caller into `dir` (or
/// already one of `milik`), of an accepted kind and size, without repeats.
pub async fn ambil(db: &Db, user: &CurrentUser, a: Ambil<'_>) -> AppResult<Vec<store::BerkasDb>> {
    let mut hasil: Vec<store::BerkasDb> = Vec::new();
    for url in a.urls {
        let id = id_dari_url(url).ok_or_else(tidak_ditemukan)?;
        let b = store::cari(db, id).await?.ok_or_else(tidak_ditemukan)?;
        let milik_sendiri = b.id_pengunggah == user.id() && b.dir == a.dir;
        if !milik_sendiri && !a.milik.contains(&b.id) {
            return Err(tidak_ditemukan());
        }
        if !a.ekstensi.contains(&b.ekstensi.as_str()) {
            return Err(AppError::unprocessable(format!("File type .{} is not allowed", b.ekstensi)));
        }
        if b.ukuran > a.maks {
            return Err(AppError::too_large(format!("Ukuran maksimal {}", crate::inti::ukuran_label(a.maks))));
        }
        if !hasil.iter().any(|h| h.id == b.id) {
            hasil.push(b);
        }
    }
    Ok(hasil)
}

/// The one upload `url` names, uploaded by the caller into `dir`, of an accepted
/// kind and size ([`ambil`] for a single file).
pub async fn ambil_satu(db: &Db, user: &CurrentUser, url: &str, dir: &str, ekstensi: &[&str], maks: i64) -> AppResult<store::BerkasDb> {
    let urls = [url.to_string()];
    let mut hasil = ambil(db, user, Ambil { urls: &urls, dir, milik: &[], ekstensi, maks }).await?;
    hasil.pop().ok_or_else(tidak_ditemukan)
}

/// Content that keeps an object key itself (a class banner, a syllabus
/// attachment) takes upload `b` over in the caller's transaction: the upload's
/// row goes, so the hourly sweep leaves the object alone, and the key is the
/// content's from the commit on. Of two saves racing for one upload only the
/// first takes it; the other is refused, so neither deletes the other's file.
pub async fn ambil_alih(tx: &mut sqlx::Transaction<'_, sqlx::Any>, b: &store::BerkasDb) -> AppResult<()> {
    if store::hapus(&mut **tx, &b.id).await? == 1 {
        Ok(())
    } else {
        Err(tidak_ditemukan())
    }
}

/// Uploads not taken up by any content within this many hours are removed.
pub const JAM_YATIM: i64 = 24;

/// Every hour, removes the uploads nobody used (a form abandoned after its
/// upload, a save that failed), rows and objects both.
pub fn sapu_berkala(db: Db, storage: Arc<Storage>) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(3600));
        loop {
            tick.tick().await;
            match sapu_yatim(&db, &storage, JAM_YATIM).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(n, "unggahan yatim dihapus"),
                Err(e) => tracing::warn!(error = %e.message, "penyapuan unggahan gagal"),
            }
        }
    });
}

/// Removes uploads older than `jam` hours that no content uses; returns how many.
pub async fn sapu_yatim(db: &Db, storage: &Storage, jam: i64) -> AppResult<usize> {
    let batas = crate::db::format_time(chrono::Utc::now() - chrono::Duration::hours(jam));
    let yatim = store::yatim(db, &batas).await?;
    for b in &yatim {
        store::hapus(db, &b.id).await?;
        storage.delete(&b.kunci).await;
    }
    Ok(yatim.len())
}
