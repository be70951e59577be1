//! Previews of Word, Excel and PowerPoint materials (issue 34): the File Viewer shows a PDF made
//! once from the file by LibreOffice in headless mode, when it is installed (`soffice` on the
//! PATH, or `LMS_SOFFICE`); without it the viewer offers the download, as before. The PDF is
//! kept beside the file (`{key}.pratinjau.pdf`) and its state in `berkas_pratinjau`, so a
//! conversion runs once per file whichever server serves the page.
//!
//! A document is untrusted input: one conversion at a time, killed after [`BATAS_WAKTU`], its
//! address space capped at [`MEMORI_MAKS`], in a temporary directory with its own LibreOffice
//! profile (no macros run in headless conversion), the file streamed there from the store, and
//! a PDF over [`PDF_MAKS`] is not kept.

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
/// A conversion still claimed after this belonged to a server that stopped mid-way (the claim
/// is taken over); it is well above a queue of conversions of [`BATAS_WAKTU`] each.
pub const KLAIM_BASI: Duration = Duration::from_secs(3600);
/// A failed conversion is tried again when asked after this (a file LibreOffice cannot read
/// fails again, once a day at most).
pub const ULANG_GAGAL: Duration = Duration::from_secs(24 * 3600);
/// LibreOffice's address space (RLIMIT_AS): a crafted document that makes it allocate without
/// end fails its conversion instead of taking the server's memory. Converting the demo's files
/// maps about 1 GiB.
pub const MEMORI_MAKS: u64 = 3 << 30;

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

/// Converts stored file `kunci` (of kind `ext`) to PDF with `soffice`, within the bounds above.
pub async fn ke_pdf(soffice: &Path, storage: &Storage, kunci: &str, ext: &str) -> Result<Vec<u8>, String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let masuk = dir.path().join(format!("dokumen.{ext}"));
    storage.salin_ke(kunci, &masuk).await.map_err(|e| e.message)?;
    ubah_berkas(soffice, dir.path(), &masuk).await
}

/// Converts file `masuk` in `dir` to `dir/dokumen.pdf` and reads it.
async fn ubah_berkas(soffice: &Path, dir: &Path, masuk: &Path) -> Result<Vec<u8>, String> {
    let profil = format!("-env:UserInstallation=file://{}", dir.join("profil").display());
    let mut perintah = tokio::process::Command::new(soffice);
    perintah
        .args(["--headless", "--norestore", "--nolockcheck", "--nodefault", "--nologo", &profil, "--convert-to", "pdf", "--outdir"])
        .arg(dir)
        .arg(masuk)
        .env("HOME", dir)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .kill_on_drop(true);
    // SAFETY: setrlimit is async-signal-safe; the closure allocates nothing between fork and exec.
    unsafe {
        perintah.pre_exec(|| {
            let batas = libc::rlimit { rlim_cur: MEMORI_MAKS, rlim_max: MEMORI_MAKS };
            if libc::setrlimit(libc::RLIMIT_AS, &batas) == 0 {
                Ok(())
            } else {
                Err(std::io::Error::last_os_error())
            }
        });
    }
    let mut anak = perintah.spawn().map_err(|e| format!("LibreOffice tidak dapat dijalankan: {e}"))?;
    match tokio::time::timeout(BATAS_WAKTU, anak.wait()).await {
        Ok(Ok(status)) if status.success() => {}
        Ok(Ok(status)) => return Err(format!("LibreOffice berhenti dengan {status}")),
        Ok(Err(e)) => return Err(e.to_string()),
        Err(_) => {
            let _ = anak.kill().await;
            return Err(format!("konversi melebihi {} detik", BATAS_WAKTU.as_secs()));
        }
    }
    let keluar = dir.join("dokumen.pdf");
    let ukuran = tokio::fs::metadata(&keluar).await.map_err(|_| "LibreOffice tidak menghasilkan PDF".to_string())?.len();
    if ukuran > PDF_MAKS {
        return Err(format!("PDF pratinjau {ukuran} byte melebihi batas"));
    }
    tokio::fs::read(&keluar).await.map_err(|e| e.to_string())
}

fn sejak() -> store::SejakPratinjau {
    let lalu = |d: Duration| crate::db::format_time(chrono::Utc::now() - chrono::Duration::from_std(d).unwrap_or_default());
    store::SejakPratinjau { menunggu: lalu(KLAIM_BASI), gagal: lalu(ULANG_GAGAL) }
}

/// Whether file `id_berkas`'s preview is ready.
pub async fn siap(db: &Db, id_berkas: &str) -> AppResult<bool> {
    Ok(store::status_pratinjau(db, id_berkas).await?.as_deref() == Some("siap"))
}

/// Starts the preview of a material's file when it is an office document, LibreOffice is
/// installed and nobody made or is making it (claimed in one statement; a claim left by a
/// stopped server, or a failure a day old, is taken over).
pub async fn minta(db: &Db, storage: &Arc<Storage>, id_berkas: &str) -> AppResult<()> {
    let Some(soffice) = pengubah() else { return Ok(()) };
    let Some(b) = store::cari(db, id_berkas).await? else { return Ok(()) };
    if !EKSTENSI.contains(&b.ekstensi.as_str()) {
        return Ok(());
    }
    if !store::klaim_pratinjau(db, &b.id, &sejak()).await? {
        return Ok(());
    }
    let (db, storage) = (db.clone(), storage.clone());
    tokio::spawn(async move {
        let _giliran = SATU_SAJA.acquire().await;
        let hasil = ke_pdf(&soffice, &storage, &b.kunci, &b.ekstensi).await;
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
/// saved before LibreOffice was installed), were left running by a stopped server or failed a
/// day ago. They queue behind each other.
pub async fn susul(db: &Db, storage: &Arc<Storage>) -> AppResult<usize> {
    if pengubah().is_none() {
        return Ok(0);
    }
    let ids = store::tanpa_pratinjau(db, &sejak(), EKSTENSI).await?;
    for id in &ids {
        minta(db, storage, id).await?;
    }
    Ok(ids.len())
}
