//! Uploaded files on the local disk, under `$LMS_DATA_DIR/files/`. Paths kept
//! in the database are relative to that root and made only by this module
//! (never from user input), so they cannot escape it.

use std::path::{Path, PathBuf};

use crate::error::{AppError, AppResult};

pub struct Storage {
    root: PathBuf,
}

impl Storage {
    pub fn new(data_dir: &Path) -> Self {
        Self { root: data_dir.join("files") }
    }

    /// Writes `bytes` as `<folder>/<uuid>.<ext>` and returns that relative path.
    pub async fn save(&self, folder: &str, ext: &str, bytes: &[u8]) -> AppResult<String> {
        let relative = format!("{folder}/{}.{ext}", uuid::Uuid::new_v4().simple());
        let path = self.root.join(&relative);
        if let Some(parent) = path.parent() {
            tokio::fs::create_dir_all(parent).await.map_err(io)?;
        }
        let tmp = path.with_extension("part");
        tokio::fs::write(&tmp, bytes).await.map_err(io)?;
        tokio::fs::rename(&tmp, &path).await.map_err(io)?;
        Ok(relative)
    }

    pub async fn read(&self, relative: &str) -> AppResult<Vec<u8>> {
        if relative.contains("..") {
            return Err(AppError::not_found("Berkas"));
        }
        tokio::fs::read(self.root.join(relative)).await.map_err(|_| AppError::not_found("Berkas"))
    }

    /// Best effort: a file left behind is harmless, a failed request is not.
    pub async fn delete(&self, relative: &str) {
        if !relative.contains("..") {
            let _ = tokio::fs::remove_file(self.root.join(relative)).await;
        }
    }
}

fn io(e: std::io::Error) -> AppError {
    AppError::from(anyhow::Error::from(e).context("penyimpanan berkas"))
}
