//! Uploaded files, through one interface over two backends (`object_store`):
//! a local directory (`$LMS_DATA_DIR/files/`, the embedded default) or an
//! S3-compatible bucket (`LMS_STORAGE=s3`, for several server nodes sharing
//! the files). Keys kept in the database are made only by this module (never
//! from user input), so they cannot escape the store's root.
//!
//! A write is all or nothing: the local backend writes a temporary file and
//! renames it, S3 makes an object visible only when its upload completes. A
//! failed or interrupted upload therefore never leaves a partial file.
//!
//! A download is read as a stream of small chunks ([`Storage::buka`]), and an
//! upload is written as one ([`Storage::tulis`]), so serving or receiving a
//! file costs the same memory whatever its size (issue 31).

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use axum::body::Bytes;
use futures::stream::BoxStream;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as Kunci;
use object_store::{GetOptions, GetRange, ObjectStore, PutPayload, WriteMultipart};

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
    /// The part size of a streamed write ([`Storage::tulis`]): S3 wants
    /// parts of at least 5 MiB (all but the last); a local file takes any.
    bagian_tulis: usize,
}

/// Parts written at once by one streamed write, beyond the one being filled.
const BAGIAN_SERENTAK: usize = 2;

impl Storage {
    /// The local directory `<data_dir>/files`.
    pub fn new(data_dir: &Path) -> Self {
        let root = data_dir.join("files");
        let _ = std::fs::create_dir_all(&root);
        let store = LocalFileSystem::new_with_prefix(&root).expect("files directory exists (made above)");
        Self { store: Arc::new(store), bagian_tulis: 256 * 1024 }
    }

    pub fn open(config: &StorageConfig, data_dir: &Path) -> anyhow::Result<Self> {
        match config {
            StorageConfig::Lokal => Ok(Self::new(data_dir)),
            StorageConfig::S3 { bucket, endpoint, region } => {
                let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket).with_region(region);
                if let Some(endpoint) = endpoint {
                    builder = builder.with_endpoint(endpoint).with_allow_http(endpoint.starts_with("http://"));
                }
                Ok(Self { store: Arc::new(builder.build()?), bagian_tulis: 5 * 1024 * 1024 })
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

    /// Starts writing a new `<folder>/<uuid>.<ext>` piece by piece: the file
    /// appears whole at [`Tulisan::selesai`], and never when the write is
    /// abandoned. Memory held is a few parts ([`Storage::bagian_tulis`]),
    /// whatever the file's size.
    pub async fn tulis(&self, folder: &str, ext: &str) -> AppResult<Tulisan> {
        let key = format!("{folder}/{}.{ext}", uuid::Uuid::new_v4().simple());
        let kunci = kunci(&key).ok_or_else(|| AppError::bad_request("Nama berkas tidak valid."))?;
        let upload = self.store.put_multipart(&kunci).await.map_err(gagal)?;
        Ok(Tulisan { key, tulisan: WriteMultipart::new_with_chunk_size(upload, self.bagian_tulis) })
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

    /// Copies a file to a local path chunk by chunk (never the whole file in memory).
    pub async fn salin_ke(&self, key: &str, tujuan: &Path) -> AppResult<()> {
        use futures::StreamExt;
        use tokio::io::AsyncWriteExt;
        let kunci = kunci(key).ok_or_else(|| AppError::not_found("Berkas"))?;
        let got = self.store.get(&kunci).await.map_err(|_| AppError::not_found("Berkas"))?;
        let mut isi = got.into_stream();
        let mut berkas = tokio::fs::File::create(tujuan).await?;
        while let Some(bagian) = isi.next().await {
            berkas.write_all(&bagian.map_err(gagal)?).await?;
        }
        Ok(berkas.flush().await?)
    }

    /// Opens a file, or the part of it `rentang` asks for, as a stream of
    /// chunks (8 KiB from a local file; as S3 sends them).
    pub async fn buka(&self, key: &str, rentang: Option<Rentang>) -> AppResult<Buka> {
        let kunci = kunci(key).ok_or_else(|| AppError::not_found("Berkas"))?;
        let opsi = GetOptions { range: rentang.map(Rentang::get_range), ..GetOptions::default() };
        match self.store.get_opts(&kunci, opsi).await {
            // A suffix of an empty file, or `bytes=-0`: nothing to send.
            Ok(got) if rentang.is_some() && got.range.is_empty() => Ok(Buka::DiLuar { ukuran: got.meta.size }),
            Ok(got) => Ok(Buka::Isi(Bacaan { ukuran: got.meta.size, bagian: got.range.clone(), isi: got.into_stream() })),
            Err(object_store::Error::NotFound { .. }) => Err(AppError::not_found("Berkas")),
            // Each backend words a range past the end its own way: the size tells.
            Err(e) => match (self.store.head(&kunci).await, rentang) {
                (Ok(meta), Some(r)) if r.bagian(meta.size).is_none() => Ok(Buka::DiLuar { ukuran: meta.size }),
                (Ok(_), _) => Err(gagal(e)),
                (Err(_), _) => Err(AppError::not_found("Berkas")),
            },
        }
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

/// A file being written by [`Storage::tulis`].
pub struct Tulisan {
    key: String,
    tulisan: WriteMultipart,
}

impl Tulisan {
    /// Appends `bytes`, first waiting while earlier parts are still being stored.
    pub async fn tambah(&mut self, bytes: Bytes) -> AppResult<()> {
        self.tulisan.wait_for_capacity(BAGIAN_SERENTAK).await.map_err(gagal)?;
        self.tulisan.put(bytes);
        Ok(())
    }

    /// Stores the rest and makes the file visible; answers its key.
    pub async fn selesai(self) -> AppResult<String> {
        self.tulisan.finish().await.map_err(gagal)?;
        Ok(self.key)
    }

    /// Abandons the write: nothing becomes visible, parts stored so far go.
    pub async fn batal(self) {
        if let Err(e) = self.tulisan.abort().await {
            tracing::warn!(error = %e, key = self.key, "unggahan yang batal tidak terhapus");
        }
    }
}

/// The one byte range of an HTTP `Range` header (RFC 9110 §14.1.2).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Rentang {
    /// `bytes=a-b`: bytes a to b, both included.
    Antara(u64, u64),
    /// `bytes=a-`: from a to the end.
    Sejak(u64),
    /// `bytes=-n`: the last n bytes.
    Akhir(u64),
}

impl Rentang {
    fn get_range(self) -> GetRange {
        match self {
            Rentang::Antara(a, b) => GetRange::Bounded(a..b.saturating_add(1)),
            Rentang::Sejak(a) => GetRange::Offset(a),
            Rentang::Akhir(n) => GetRange::Suffix(n),
        }
    }

    /// The bytes it names in a file of `ukuran` bytes; None when it names none (416).
    pub fn bagian(self, ukuran: u64) -> Option<Range<u64>> {
        let r = match self {
            Rentang::Antara(a, b) => a..b.saturating_add(1).min(ukuran),
            Rentang::Sejak(a) => a..ukuran,
            Rentang::Akhir(n) => ukuran.saturating_sub(n)..ukuran,
        };
        (r.start < r.end).then_some(r)
    }
}

/// A file opened for reading.
pub enum Buka {
    Isi(Bacaan),
    /// The range asked for lies outside the file of `ukuran` bytes.
    DiLuar {
        ukuran: u64,
    },
}

pub struct Bacaan {
    /// The whole file's size.
    pub ukuran: u64,
    /// The bytes `isi` carries.
    pub bagian: Range<u64>,
    pub isi: BoxStream<'static, object_store::Result<Bytes>>,
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
        let Buka::Isi(bagian) = s.buka(&key, Some(Rentang::Antara(1, 3))).await.unwrap() else { panic!("in range") };
        assert_eq!((bagian.ukuran, bagian.bagian), (10, 1..4));
        assert!(matches!(s.buka(&key, Some(Rentang::Sejak(10))).await.unwrap(), Buka::DiLuar { ukuran: 10 }));
        assert!(dir.path().join("files").join(&key).exists());
        for evil in ["../lms.db", "/etc/passwd", "a/../../b", "", "a//b"] {
            assert!(s.read(evil).await.is_err(), "{evil}");
        }
        s.delete(&key).await;
        assert!(!s.exists(&key).await);
    }

    /// Every file under `dir`, staging files included.
    fn berkas_di(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let Ok(isi) = std::fs::read_dir(dir) else { return Vec::new() };
        isi.flatten().flat_map(|e| if e.path().is_dir() { berkas_di(&e.path()) } else { vec![e.path()] }).collect()
    }

    #[tokio::test]
    async fn a_streamed_write_appears_whole_or_not_at_all() {
        let dir = tempfile::tempdir().unwrap();
        let s = Storage::new(dir.path());
        let isi: Vec<u8> = (0..1_000_003u32).map(|i| (i % 251) as u8).collect();
        let mut tulisan = s.tulis("materi/video", "mp4").await.unwrap();
        for potong in isi.chunks(10_000) {
            tulisan.tambah(Bytes::copy_from_slice(potong)).await.unwrap();
        }
        let key = tulisan.selesai().await.unwrap();
        assert!(key.starts_with("materi/video/") && key.ends_with(".mp4"));
        assert!(s.read(&key).await.unwrap() == isi);

        let mut batal = s.tulis("materi/video", "mp4").await.unwrap();
        batal.tambah(Bytes::from(vec![7u8; 600_000])).await.unwrap();
        batal.batal().await;
        let sisa = berkas_di(&dir.path().join("files"));
        assert_eq!(sisa.len(), 1, "only the finished file is left: {sisa:?}");
    }
}
