//! Uploaded files, through one interface over two backends (`object_store`):
//! a local directory (`$LMS_DATA_DIR/files/`, the embedded default) or an
//! S3-compatible bucket (`LMS_STORAGE=s3`, for several server nodes sharing
//! the files). Keys kept in the database are made only by this module (never
//! from user input), so they cannot escape the store's root.
//!
//! A write is all or nothing: the local backend writes a temporary file and
//! renames it, S3 makes an object visible only when its upload completes. A
//! failed or interrupted upload therefore never leaves a partial file.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as Kunci;
use object_store::{ObjectStore, PutPayload};

use crate::error::{AppError, AppResult};

/// Where files are kept (`LMS_STORAGE`).
#[derive(Clone, Debug, PartialEq)]
pub enum StorageConfig {
    /// A directory on this machine.
    Lokal,
    /// `LMS_S3_BUCKET` at `LMS_S3_ENDPOINT` (any S3-compatible server; AWS
    /// when unset), credentials from `AWS_ACCESS_KEY_ID` /
    /// `AWS_SECRET_ACCESS_KEY`, region from `LMS_S3_REGION` (default us-east-1).
    S3 { bucket: String, endpoint: Option<String>, region: String },
}

pub struct Storage {
    store: Arc<dyn ObjectStore>,
}

impl Storage {
    /// The local directory `<data_dir>/files`.
    pub fn new(data_dir: &Path) -> Self {
        let root = data_dir.join("files");
        let _ = std::fs::create_dir_all(&root);
        let store = LocalFileSystem::new_with_prefix(&root).expect("files directory exists (made above)");
        Self { store: Arc::new(store) }
    }

    pub fn open(config: &StorageConfig, data_dir: &Path) -> anyhow::Result<Self> {
        match config {
            StorageConfig::Lokal => Ok(Self::new(data_dir)),
            StorageConfig::S3 { bucket, endpoint, region } => {
                let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket).with_region(region);
                if let Some(endpoint) = endpoint {
                    builder = builder.with_endpoint(endpoint).with_allow_http(endpoint.starts_with("http://"));
                }
                Ok(Self { store: Arc::new(builder.build()?) })
            }
        }
    }

    /// Writes `bytes` as `<folder>/<uuid>.<ext>` and returns that key.
    pub async fn save(&self, folder: &str, ext: &str, bytes: &[u8]) -> AppResult<String> {
        let key = format!("{folder}/{}.{ext}", uuid::Uuid::new_v4().simple());
        self.put(&key, bytes.to_vec()).await?;
        Ok(key)
    }

    /// Writes `bytes` under a key this module's caller made (demo files).
    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> AppResult<()> {
        let kunci = kunci(key).ok_or_else(|| AppError::bad_request("Nama berkas tidak valid."))?;
        self.store.put(&kunci, PutPayload::from(bytes)).await.map_err(gagal)?;
        Ok(())
    }

    pub async fn exists(&self, key: &str) -> bool {
        match kunci(key) {
            Some(k) => self.store.head(&k).await.is_ok(),
            None => false,
        }
    }

    pub async fn read(&self, key: &str) -> AppResult<Vec<u8>> {
        let kunci = kunci(key).ok_or_else(|| AppError::not_found("Berkas"))?;
        let got = self.store.get(&kunci).await.map_err(|_| AppError::not_found("Berkas"))?;
        Ok(got.bytes().await.map_err(gagal)?.to_vec())
    }

    /// Part of a file (an HTTP Range request: seeking in a video).
    pub async fn read_range(&self, key: &str, range: Range<u64>) -> AppResult<Vec<u8>> {
        let kunci = kunci(key).ok_or_else(|| AppError::not_found("Berkas"))?;
        Ok(self.store.get_range(&kunci, range).await.map_err(|_| AppError::not_found("Berkas"))?.to_vec())
    }

    /// How many files are kept under `folder` (checks and maintenance).
    pub async fn jumlah_berkas(&self, folder: &str) -> usize {
        use futures::StreamExt;
        self.store.list(Some(&Kunci::from(folder))).filter(|r| std::future::ready(r.is_ok())).count().await
    }

    /// Best effort: a file left behind is harmless, a failed request is not.
    pub async fn delete(&self, key: &str) {
        if let Some(k) = kunci(key) {
            if let Err(e) = self.store.delete(&k).await {
                tracing::warn!(error = %e, key, "berkas tidak terhapus");
            }
        }
    }
}

/// A key of ours: relative, no `..`, no empty parts.
fn kunci(key: &str) -> Option<Kunci> {
    let ok = !key.is_empty() && !key.starts_with('/') && key.split('/').all(|p| !p.is_empty() && p != "." && p != "..");
    ok.then(|| Kunci::parse(key).ok()).flatten()
}

fn gagal(e: object_store::Error) -> AppError {
    AppError::from(anyhow::Error::from(e).context("penyimpanan berkas"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn local_store_round_trip_and_refuses_escapes() {
        let dir = tempfile::tempdir().unwrap();
        let s = Storage::new(dir.path());
        let key = s.save("materi", "pdf", b"%PDF-1.4 x").await.unwrap();
        assert!(key.starts_with("materi/") && key.ends_with(".pdf"));
        assert_eq!(s.read(&key).await.unwrap(), b"%PDF-1.4 x");
        assert_eq!(s.read_range(&key, 1..4).await.unwrap(), b"PDF");
        assert!(dir.path().join("files").join(&key).exists());
        for evil in ["../lms.db", "/etc/passwd", "a/../../b", "", "a//b"] {
            assert!(s.read(evil).await.is_err(), "{evil}");
        }
        s.delete(&key).await;
        assert!(!s.exists(&key).await);
    }
}
