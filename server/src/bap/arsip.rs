//! A period's BAP ZIP, made by a background job: the request only records the
//! job (`pekerjaan_latar`) and answers 202; a task typesets every class's PDF,
//! writes progress to the row after each class, and leaves the ZIP in the data
//! directory. One archive is built at a time (the PDFs are CPU work and the
//! server has other users); later jobs wait as 'antri'.
//!
//! Bounds (docs/decisions.md, "Period BAP ZIP"): one unfinished job per user
//! (409 while one is queued or running), at most [`ANTREAN_MAKS`] unfinished
//! jobs in all (429), archives and their rows deleted [`UMUR_ARSIP`] after
//! they last changed, and `.part` files of jobs no longer running removed. A
//! job is leased by the server that runs it (`pekerjaan_latar`): one whose
//! server stopped fails when its lease runs out, and a server that starts
//! leaves the jobs of the other servers alone.

use std::io::Write;
use std::sync::LazyLock;

use tokio::sync::Semaphore;

use super::model::*;
use super::{arsip_store, pdf, service, store};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::identitas::CurrentUser;
use crate::inti::StatusPekerjaan;
use crate::state::AppState;

static SATU_PER_SATU: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(1));

/// Unfinished (queued or running) archive jobs allowed at once, all users.
pub const ANTREAN_MAKS: i64 = 20;
/// A finished or failed job, its ZIP included, is deleted this long after
/// its last change.
pub const UMUR_ARSIP: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);
/// How often a running server sweeps expired archives.
pub const SAPUAN_SETIAP: std::time::Duration = std::time::Duration::from_secs(60 * 60);

fn sedang_disiapkan() -> AppError {
    AppError::new(
        axum::http::StatusCode::CONFLICT,
        KodeGalat::ArsipSedangDisiapkan,
        "Arsip BAP Anda sedang disiapkan. Tunggu sampai selesai sebelum meminta arsip baru.",
    )
}

/// Starts an archive of the classes `id_dosen` teaches (all when None), the
/// scope `policy::require_archive_bap` gave the caller.
pub async fn mulai(state: &AppState, user: &CurrentUser, id_dosen: Option<i64>, req: BapArsipRequest) -> AppResult<BapJob> {
    if req.laporan_saya == Some(true) && id_dosen.is_none() {
        return Err(AppError::unprocessable("Laporan saya hanya tersedia untuk dosen."));
    }
    let ada = arsip_store::jumlah_periode(&state.db, req.periode).await?;
    if ada == 0 {
        return Err(AppError::unprocessable(format!("Periode {} tidak ditemukan.", req.periode)));
    }
    let kelas = store::kelas_periode(&state.db, req.periode, id_dosen, user.info.lingkup_khusus.as_deref()).await?;
    if kelas.is_empty() {
        return Err(AppError::unprocessable("Tidak ada kelas pada periode ini untuk dibuatkan BAP."));
    }
    let milik_sendiri = arsip_store::jumlah_aktif_milik(&state.db, user.id()).await?;
    if milik_sendiri > 0 {
        return Err(sedang_disiapkan());
    }
    let semua = arsip_store::jumlah_aktif(&state.db).await?;
    if semua >= ANTREAN_MAKS {
        return Err(AppError::new(
            axum::http::StatusCode::TOO_MANY_REQUESTS,
            KodeGalat::AntreanArsipPenuh,
            "Antrean pembuatan arsip BAP sedang penuh. Silakan coba lagi beberapa menit lagi.",
        ));
    }
    let id = uuid::Uuid::new_v4().simple().to_string();
    let nama_berkas = format!("BAP - {}.zip", crate::pengaturan::store::periode_label(req.periode));
    let now = db::now();
    let parameter = serde_json::to_string(&req).expect("json");
    arsip_store::sisip(&state.db, &id, user.id(), parameter, kelas.len() as i64, &nama_berkas, &now).await.map_err(|e| {
        match e.as_database_error() {
            // Another request of the same user won the race (unique index).
            Some(d) if d.is_unique_violation() => sedang_disiapkan(),
            _ => AppError::from(e),
        }
    })?;
    let latar = state.clone();
    let (job, username) = (id.clone(), user.info.username.clone());
    let id_pengajar = if req.laporan_saya == Some(true) { id_dosen } else { None };
    let opsi = BapOpsi {
        include_laporan_kelas: req.include_laporan_kelas,
        include_laporan_pertemuan_detail: req.include_laporan_pertemuan_detail,
        include_tanda_tangan: req.include_tanda_tangan,
        laporan_saya: req.laporan_saya,
        id_pengajar,
    };
    tokio::spawn(async move {
        let _giliran = SATU_PER_SATU.acquire().await.expect("semaphore open");
        // Its own task, so that a panic also ends in 'gagal' and does not
        // leave the user's one job 'berjalan' (blocking new requests).
        let kerja = {
            let (latar, job) = (latar.clone(), job.clone());
            tokio::spawn(async move { jalankan(&latar, &job, &username, &kelas, &opsi).await })
        };
        let gagal = match kerja.await {
            Ok(Ok(())) => None,
            Ok(Err(e)) => Some(e.message),
            Err(e) => Some(e.to_string()),
        };
        let _ = tokio::task::spawn_blocking(crate::memori::kembalikan).await;
        if let Some(e) = gagal {
            tracing::error!(job, error = %e, "BAP archive failed");
            let tmp = latar.config.data_dir.join("files").join(format!("bap/{job}.part"));
            let _ = tokio::fs::remove_file(tmp).await;
            let _ = arsip_store::ubah_status(
                &latar.db,
                &job,
                StatusPekerjaan::Gagal,
                Some("Gagal membuat arsip BAP. Silakan coba lagi atau hubungi administrator."),
            )
            .await;
        }
    });
    status(&state.db, user, &id).await
}

async fn jalankan(state: &AppState, job: &str, username: &str, kelas: &[i64], opsi: &BapOpsi) -> AppResult<()> {
    arsip_store::ubah_status(&state.db, job, StatusPekerjaan::Berjalan, None).await?;
    let konteks = konteks(&state.db, opsi, None).await?;
    let folder = state.config.data_dir.join("files").join("bap");
    tokio::fs::create_dir_all(&folder).await?;
    let relative = format!("bap/{job}.zip");
    let path = state.config.data_dir.join("files").join(&relative);
    let tmp = path.with_extension("part");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&tmp)?);
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    let mut names = std::collections::HashSet::new();
    for (i, id) in kelas.iter().enumerate() {
        let data = store::kelas(&state.db, *id).await?;
        let mut name = service::nama_berkas(&data);
        if !names.insert(name.clone()) {
            name = name.replace(".pdf", &format!(" ({id}).pdf"));
        }
        let laporan = service::susun(&state.db, username, data, opsi.id_pengajar).await?;
        let k = konteks_for(&konteks, &laporan, opsi.id_pengajar);
        let bytes = tokio::task::spawn_blocking(move || pdf::render(&laporan, &k)).await??;
        zip.start_file(name, options)?;
        zip.write_all(&bytes)?;
        arsip_store::simpan_kemajuan(&state.db, job, i as i64 + 1).await?;
    }
    zip.finish()?;
    tokio::fs::rename(&tmp, &path).await?;
    arsip_store::tandai_selesai(&state.db, job, &relative).await?;
    Ok(())
}

/// University name, city and zone, the same for every class of a job.
pub async fn konteks(db: &Db, opsi: &BapOpsi, laporan_pengajar: Option<String>) -> AppResult<pdf::Konteks> {
    let (sistem, _) = crate::pengaturan::store::sistem(db).await?.ok_or_else(AppError::internal)?;
    let kota = sistem.alamat.rsplit(',').next().unwrap_or("").trim().to_string();
    Ok(pdf::Konteks {
        universitas: sistem.nama,
        kota,
        time_zone: crate::pengaturan::store::time_zone(db).await?,
        bagian: opsi.bagian(),
        laporan_pengajar,
    })
}

/// The shared context with the name of the lecturer a report is limited to.
pub fn konteks_for(k: &pdf::Konteks, laporan: &BapLaporan, id_pengajar: Option<i64>) -> pdf::Konteks {
    pdf::Konteks {
        universitas: k.universitas.clone(),
        kota: k.kota.clone(),
        time_zone: k.time_zone.clone(),
        bagian: k.bagian,
        laporan_pengajar: id_pengajar.and_then(|id| laporan.kelas.pengajar.iter().find(|p| p.id_dosen == id)).map(|p| p.nama.clone()),
    }
}

/// A job as its owner sees it; someone else's job is not found.
pub async fn status(db: &Db, user: &CurrentUser, id: &str) -> AppResult<BapJob> {
    arsip_store::pekerjaan(db, id, user.id()).await?.ok_or_else(|| AppError::not_found("Pekerjaan"))
}

/// The finished ZIP: (file name, path relative to the files root).
pub async fn berkas(db: &Db, user: &CurrentUser, id: &str) -> AppResult<(String, String)> {
    let job = status(db, user, id).await?;
    if job.status != StatusPekerjaan::Selesai {
        return Err(AppError::conflict("Arsip BAP belum selesai dibuat."));
    }
    let path = arsip_store::berkas_path(db, id).await?;
    Ok((job.nama_berkas, path.ok_or_else(|| AppError::not_found("Berkas"))?))
}

/// At start-up: the jobs of stopped servers failed (not the running ones of other servers
/// on the same database), leftovers and expired archives deleted.
pub async fn pulihkan(db: &Db, data_dir: &std::path::Path) -> AppResult<Bersih> {
    crate::pekerjaan_latar::sapu(db).await?;
    bersihkan(db, data_dir, UMUR_ARSIP).await
}

/// What a sweep removed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Bersih {
    pub pekerjaan: u64,
    pub berkas: u64,
    pub part: u64,
}

/// Deletes finished and failed jobs older than `umur` (since their last
/// change) with their ZIPs, ZIPs no job refers to any more, and the
/// half-written `.part` of every job that is not running any more.
pub async fn bersihkan(db: &Db, data_dir: &std::path::Path, umur: std::time::Duration) -> AppResult<Bersih> {
    let batas = db::format_time(chrono::Utc::now() - chrono::Duration::from_std(umur).unwrap_or(chrono::Duration::zero()));
    let files = data_dir.join("files");
    let lama = arsip_store::kedaluwarsa(db, &batas).await?;
    let mut bersih = Bersih::default();
    for (id, path) in lama {
        if let Some(path) = path.filter(|p| p.starts_with("bap/") && !p.contains("..")) {
            if tokio::fs::remove_file(files.join(&path)).await.is_ok() {
                bersih.berkas += 1;
            }
        }
        // Only if it is still old and finished (another node may be sweeping too).
        bersih.pekerjaan += arsip_store::hapus_kedaluwarsa(db, &id, &batas).await?;
    }
    // ZIPs whose row is gone (deleted by hand, or a sweep interrupted
    // between the file and the row).
    let dikenal: std::collections::HashSet<String> = arsip_store::berkas_dikenal(db).await?.into_iter().flatten().collect();
    let berjalan: std::collections::HashSet<String> = arsip_store::aktif(db).await?.into_iter().collect();
    if let Ok(mut entries) = tokio::fs::read_dir(files.join("bap")).await {
        while let Some(entry) = entries.next_entry().await? {
            let name = entry.file_name().to_string_lossy().to_string();
            let yatim = name.ends_with(".zip") && !dikenal.contains(&format!("bap/{name}"));
            let putus = name.strip_suffix(".part").is_some_and(|job| !berjalan.contains(job));
            if (yatim || putus) && tokio::fs::remove_file(entry.path()).await.is_ok() {
                if putus {
                    bersih.part += 1;
                } else {
                    bersih.berkas += 1;
                }
            }
        }
    }
    Ok(bersih)
}

/// Sweeps expired archives every [`SAPUAN_SETIAP`] for as long as the server runs.
pub fn sapu_berkala(db: Db, data_dir: std::path::PathBuf) {
    tokio::spawn(async move {
        let mut jam = tokio::time::interval(SAPUAN_SETIAP);
        jam.tick().await; // the start-up already swept
        loop {
            jam.tick().await;
            match bersihkan(&db, &data_dir, UMUR_ARSIP).await {
                Ok(b) if b != Bersih::default() => tracing::info!(?b, "expired BAP archives deleted"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e.message, "BAP archive sweep failed"),
            }
        }
    });
}
