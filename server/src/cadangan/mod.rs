//! Backups of an instance on the embedded default (issue 36): `lms cadangan buat <dir>` makes a
//! consistent copy while the server runs, `lms cadangan pulihkan <dir>` puts it into an empty
//! data directory. The database is copied by SQLite's `VACUUM INTO` (one read transaction: the
//! copy is the database at one moment, whatever is written meanwhile), then the local files
//! directory file by file. Files are only ever added whole (written aside and renamed, see
//! `storage`), so every file the copied database names was there before the copy began and is
//! copied; files added meanwhile may come along unnamed, which does no harm. PostgreSQL is
//! backed up with pg_dump (README), and an S3 bucket keeps its own versions.

mod store;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use serde::{Deserialize, Serialize};

use crate::db::{self, Db, Engine};
use crate::storage::StorageConfig;

/// The database file of a backup and of a data directory.
const BASIS_DATA: &str = "lms.db";
/// The uploaded files, as the local store keeps them under the data directory.
const BERKAS: &str = "files";
/// What a backup says of itself.
const MANIFES: &str = "cadangan.json";

#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifes {
    pub dibuat: String,
    /// The newest migration the copied database has.
    pub migrasi: i64,
    /// Files copied (0 when they are in a bucket).
    pub berkas: u64,
    pub ukuran_berkas: u64,
    /// True when the files are in an S3 bucket and not in the backup.
    pub berkas_di_bucket: bool,
}

/// Makes a backup of the instance into `tujuan` (absent or an empty directory).
pub async fn buat(db: &Db, engine: Engine, data_dir: &Path, penyimpanan: &StorageConfig, tujuan: &Path) -> anyhow::Result<Manifes> {
    if engine != Engine::Sqlite {
        bail!(
            "Basis data PostgreSQL dicadangkan dengan pg_dump (lihat README, bagian Cadangan); berkas di bucket S3 memakai versi bucket."
        );
    }
    siapkan_kosong(tujuan)?;
    let basis_data = tujuan.join(BASIS_DATA);
    let path = basis_data.to_str().context("alamat cadangan bukan teks UTF-8")?;
    store::salin_basis_data(db, path).await.map_err(|e| anyhow::anyhow!("basis data tidak dapat disalin: {}", e.message))?;
    let migrasi = store::migrasi_terakhir(db).await.map_err(|e| anyhow::anyhow!(e.message))?;
    let (berkas, ukuran_berkas) = match penyimpanan {
        StorageConfig::Lokal => salin_pohon(&data_dir.join(BERKAS), &tujuan.join(BERKAS)).await?,
        StorageConfig::S3 { .. } => (0, 0),
    };
    let manifes =
        Manifes { dibuat: db::now(), migrasi, berkas, ukuran_berkas, berkas_di_bucket: matches!(penyimpanan, StorageConfig::S3 { .. }) };
    tokio::fs::write(tujuan.join(MANIFES), serde_json::to_vec_pretty(&manifes)?).await?;
    Ok(manifes)
}

/// Puts the backup in `sumber` into an instance that holds no database (`basis_data`, the
/// SQLite file) and no files (`data_dir`'s) yet; the server started on it afterwards runs the
/// migrations newer than the backup.
pub async fn pulihkan(sumber: &Path, basis_data: &Path, data_dir: &Path) -> anyhow::Result<Manifes> {
    let manifes: Manifes = serde_json::from_slice(
        &tokio::fs::read(sumber.join(MANIFES))
            .await
            .with_context(|| format!("{} bukan cadangan LMS (tidak ada {MANIFES})", sumber.display()))?,
    )?;
    if basis_data.exists() || ada_isi(&data_dir.join(BERKAS))? {
        bail!(
            "{} sudah berisi basis data atau berkas. Pulihkan ke direktori data yang kosong (LMS_DATA_DIR), lalu jalankan server di sana.",
            data_dir.display()
        );
    }
    if let Some(induk) = basis_data.parent() {
        tokio::fs::create_dir_all(induk).await?;
    }
    tokio::fs::copy(sumber.join(BASIS_DATA), basis_data).await.context("basis data cadangan tidak dapat disalin")?;
    salin_pohon(&sumber.join(BERKAS), &data_dir.join(BERKAS)).await?;
    Ok(manifes)
}

fn siapkan_kosong(tujuan: &Path) -> anyhow::Result<()> {
    if ada_isi(tujuan)? {
        bail!("{} sudah berisi sesuatu. Pilih direktori baru atau kosong untuk cadangan.", tujuan.display());
    }
    std::fs::create_dir_all(tujuan).with_context(|| format!("{} tidak dapat dibuat", tujuan.display()))
}

/// Whether `dir` exists and holds anything.
fn ada_isi(dir: &Path) -> anyhow::Result<bool> {
    match std::fs::read_dir(dir) {
        Ok(mut isi) => Ok(isi.next().is_some()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e).with_context(|| format!("{} tidak dapat dibaca", dir.display())),
    }
}

/// A file being written by the local store (`name#n`), or an archive being built (`.part`):
/// not whole yet, so not copied.
fn belum_utuh(nama: &str) -> bool {
    nama.contains('#') || nama.ends_with(".part")
}

/// Copies the regular files under `dari` to the same places under `ke`, each by the kernel
/// (never whole in memory): (files, bytes). A missing `dari` copies nothing.
async fn salin_pohon(dari: &Path, ke: &Path) -> anyhow::Result<(u64, u64)> {
    let (mut jumlah, mut ukuran) = (0, 0);
    let mut antre: Vec<(PathBuf, PathBuf)> = vec![(dari.to_path_buf(), ke.to_path_buf())];
    while let Some((dir, tujuan)) = antre.pop() {
        let mut isi = match tokio::fs::read_dir(&dir).await {
            Ok(isi) => isi,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e).with_context(|| format!("{} tidak dapat dibaca", dir.display())),
        };
        tokio::fs::create_dir_all(&tujuan).await?;
        while let Some(entri) = isi.next_entry().await? {
            let jenis = entri.file_type().await?;
            let nama = entri.file_name();
            if jenis.is_dir() {
                antre.push((entri.path(), tujuan.join(&nama)));
            } else if jenis.is_file() && !belum_utuh(&nama.to_string_lossy()) {
                match tokio::fs::copy(entri.path(), tujuan.join(&nama)).await {
                    Ok(n) => {
                        jumlah += 1;
                        ukuran += n;
                    }
                    // Deleted between the listing and the copy (an expired archive): not needed.
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e).with_context(|| format!("{} tidak dapat disalin", entri.path().display())),
                }
            }
        }
    }
    Ok((jumlah, ukuran))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_being_written_are_left_out() {
        assert!(belum_utuh("materi/3f2a.pdf#1"));
        assert!(belum_utuh("bap/9c1d.part"));
        assert!(!belum_utuh("materi/3f2a.pdf"));
    }
}
