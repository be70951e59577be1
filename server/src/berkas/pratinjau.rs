//! Previews of Word, Excel and PowerPoint materials (issue 34): the File Viewer shows a PDF made
//! once from the file by LibreOffice in headless mode, when it is installed (`soffice` on the
//! PATH, or `LMS_SOFFICE`); without it the viewer offers the download, as before. The PDF is
//! kept beside the file (`{key}.pratinjau.pdf`) and its state in `berkas_pratinjau`, so a
//! conversion runs once per file whichever server serves the page.
//!
//! A document is untrusted input: one conversion at a time, killed after [`BATAS_WAKTU`], in a
//! temporary directory with its own LibreOffice profile (no macros run in headless conversion),
//! and a PDF over [`PDF_MAKS`] is not kept.

use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use super::store;
use crate::db::Db;
use crate::error::AppResult;
use crate::storage::Storage;

/// The kinds LibreOffice converts that the browser cannot show.
pub const EKSTENSI: &[&str] = &["doc", "docx", "xls", "xlsx", "ppt", "pptx"];
/// A conversion taking longer is killed (a 100-slide deck takes about 20 s on 2 cores).
pub const BATAS_WAKTU: Duration = Duration::from_secs(120);
/// A preview larger than this is not kept.
pub const PDF_MAKS: u64 = 50_000_000;

static SATU_SAJA: LazyLock<tokio::sync::Semaphore> = LazyLock::new(|| tokio::sync::Semaphore::new(1));

/// LibreOffice's command: `LMS_SOFFICE`, else `soffice` or `libreoffice` on the PATH.
pub fn pengubah() -> Option<PathBuf> {
    static DITEMUKAN: LazyLock<Option<PathBuf>> = LazyLock::new(|| {
        if let Some(p) = std::env::var_os("LMS_SOFFICE").filter(|p| !p.is_empty()) {
            return Some(PathBuf::from(p));
        }
        let jalur = std::env::var_os("PATH")?;
        std::env::split_paths(&jalur).flat_map(|d| ["soffice", "libreoffice"].map(|n| d.join(n))).find(|p| p.is_file())
    });
    DITEMUKAN.clone()
}

/// Where a file's preview is kept.
pub fn kunci_pratinjau(kunci: &str) -> String {
    format!("{kunci}.pratinjau.pdf")
}

/// The address of a file's preview when it is ready.
pub fn url(id_berkas: &str) -> String {
    format!("/v2/pratinjau/{id_berkas}")
}

/// Converts `isi` (a file of kind `ext`) to PDF with `soffice`, within the bounds above.
pub async fn ke_pdf(soffice: &Path, ext: &str, isi: &[u8]) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let masuk = dir.path().join(format!("dokumen.{ext}"));
    tokio::fs::write(&masuk, isi).await.map_err(|e| e.to_string())?;
    let profil = format!("-env:UserInstallation=file://{}", dir.path().join("profil").display());
    let mut anak = tokio::process::Command::new(soffice)
        .args(["--headless", "--norestore", "--nolockcheck", "--nodefault", "--nologo", &profil, "--convert-to", "pdf", "--outdir"])
        .arg(dir.path())
        .arg(&masuk)
        .env("HOME", dir.path())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("LibreOffice tidak dapat dijalankan: {e}"))?;
    match tokio::time::timeout(BATAS_WAKTU, anak.wait()).await {
        Ok(Ok(status)) if status.success() => {}
        Ok(Ok(status)) => return Err(format!("LibreOffice berhenti dengan {status}")),
        Ok(Err(e)) => return Err(e.to_string()),
        Err(_) => {
            let _ = anak.kill().await;
            return Err(format!("konversi melebihi {} detik", BATAS_WAKTU.as_secs()));
        }
    }
    let keluar = dir.path().join("dokumen.pdf");
    let ukuran = tokio::fs::metadata(&keluar).await.map_err(|_| "LibreOffice tidak menghasilkan PDF".to_string())?.len();
    if ukuran > PDF_MAKS {
        return Err(format!("PDF pratinjau {ukuran} byte melebihi batas"));
    }
    tokio::fs::read(&keluar).await.map_err(|e| e.to_string())
}

/// Whether file `id_berkas`'s preview is ready.
pub async fn siap(db: &Db, id_berkas: &str) -> AppResult<bool> {
    Ok(store::status_pratinjau(db, id_berkas).await?.as_deref() == Some("siap"))
}

/// Starts the preview of a material's file when it is an office document, LibreOffice is
/// installed and nobody made or is making it (claimed in one INSERT).
pub async fn minta(db: &Db, storage: &Arc<Storage>, id_berkas: &str) -> AppResult<()> {
    let Some(soffice) = pengubah() else { return Ok(()) };
    let Some(b) = store::cari(db, id_berkas).await? else { return Ok(()) };
    if !EKSTENSI.contains(&b.ekstensi.as_str()) {
        return Ok(());
    }
    if !store::klaim_pratinjau(db, &b.id).await? {
        return Ok(());
    }
    let (db, storage) = (db.clone(), storage.clone());
    tokio::spawn(async move {
        let _giliran = SATU_SAJA.acquire().await;
        let hasil = match storage.read(&b.kunci).await {
            Ok(isi) => ke_pdf(&soffice, &b.ekstensi, &isi).await,
            Err(e) => Err(e.message),
        };
        let status = match hasil {
            Ok(pdf) => match storage.put(&kunci_pratinjau(&b.kunci), pdf).await {
                Ok(()) => "siap",
                Err(e) => {
                    tracing::warn!(error = %e.message, id_berkas = %b.id, "pratinjau tidak tersimpan");
                    "gagal"
                }
            },
            Err(e) => {
                tracing::warn!(error = %e, id_berkas = %b.id, "pratinjau gagal dibuat");
                "gagal"
            }
        };
        if let Err(e) = store::tandai_pratinjau(&db, &b.id, status).await {
            tracing::warn!(error = %e.message, "status pratinjau tidak tersimpan");
        }
    });
    Ok(())
}

/// At start: previews of the materials' office files that have none yet (the demo's, files
/// saved before LibreOffice was installed). They queue behind each other.
pub async fn susul(db: &Db, storage: &Arc<Storage>) -> AppResult<usize> {
    if pengubah().is_none() {
        return Ok(0);
    }
    let ids = store::tanpa_pratinjau(db).await?;
    for id in &ids {
        minta(db, storage, id).await?;
    }
    Ok(ids.len())
}
