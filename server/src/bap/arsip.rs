//! A period's BAP ZIP, made by a background job: the request only records the
//! job (`pekerjaan_latar`) and answers 202; a task typesets every class's PDF,
//! writes progress to the row after each class, and leaves the ZIP in the data
//! directory. One archive is built at a time (the PDFs are CPU work and the
//! server has other users); later jobs wait as 'antri'.
//!
//! Bounds (docs/decisions.md, "Period BAP ZIP"): one unfinished job per user
//! (409 while one is queued or running), at most [`ANTREAN_MAKS`] unfinished
//! jobs in all (429), archives and their rows deleted [`UMUR_ARSIP`] after
//! they last changed, and at start-up interrupted jobs failed and leftover
//! `.part` files removed.

use std::io::Write;
use std::sync::LazyLock;

use tokio::sync::Semaphore;

use super::model::*;
use super::{pdf, service, store};
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::state::AppState;

const JENIS: &str = "bap_periode";
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
    let ada: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM periode WHERE kode = $1").bind(req.periode).fetch_one(&state.db).await?;
    if ada == 0 {
        return Err(AppError::unprocessable(format!("Periode {} tidak ditemukan.", req.periode)));
    }
    let kelas = store::kelas_periode(&state.db, req.periode, id_dosen, user.info.lingkup_khusus.as_deref()).await?;
    if kelas.is_empty() {
        return Err(AppError::unprocessable("Tidak ada kelas pada periode ini untuk dibuatkan BAP."));
    }
    let aktif = "SELECT COUNT(*) FROM pekerjaan_latar WHERE jenis = $1 AND status IN ('antri', 'berjalan')";
    let milik_sendiri: i64 =
        sqlx::query_scalar(&format!("{aktif} AND id_user = $2")).bind(JENIS).bind(user.id()).fetch_one(&state.db).await?;
    if milik_sendiri > 0 {
        return Err(sedang_disiapkan());
    }
    let semua: i64 = sqlx::query_scalar(aktif).bind(JENIS).fetch_one(&state.db).await?;
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
    sqlx::query(
        "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, selesai, total, nama_berkas, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'antri', 0, $5, $6, $7, $7)",
    )
    .bind(&id)
    .bind(JENIS)
    .bind(user.id())
    .bind(serde_json::to_string(&req).expect("json"))
    .bind(kelas.len() as i64)
    .bind(&nama_berkas)
    .bind(&now)
    .execute(&state.db)
    .await
    .map_err(|e| match e.as_database_error() {
        // Another request of the same user won the race (unique index).
        Some(d) if d.is_unique_violation() => sedang_disiapkan(),
        _ => AppError::from(e),
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
            let _ =
                set_status(&latar.db, &job, "gagal", Some("Gagal membuat arsip BAP. Silakan coba lagi atau hubungi administrator.")).await;
        }
    });
    status(&state.db, user, &id).await
}

async fn jalankan(state: &AppState, job: &str, username: &str, kelas: &[i64], opsi: &BapOpsi) -> AppResult<()> {
    set_status(&state.db, job, "berjalan", None).await?;
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
        sqlx::query("UPDATE pekerjaan_latar SET selesai = $1, updated_at = $2 WHERE id = $3")
            .bind(i as i64 + 1)
            .bind(db::now())
            .bind(job)
            .execute(&state.db)
            .await?;
    }
    zip.finish()?;
    tokio::fs::rename(&tmp, &path).await?;
    sqlx::query("UPDATE pekerjaan_latar SET status = 'selesai', berkas_path = $1, updated_at = $2 WHERE id = $3")
        .bind(&relative)
        .bind(db::now())
        .bind(job)
        .execute(&state.db)
        .await?;
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

async fn set_status(db: &Db, job: &str, status: &str, pesan: Option<&str>) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET status = $1, pesan = $2, updated_at = $3 WHERE id = $4")
        .bind(status)
        .bind(pesan)
        .bind(db::now())
        .bind(job)
        .execute(db)
        .await?;
    Ok(())
}

/// A job as its owner sees it; someone else's job is not found.
pub async fn status(db: &Db, user: &CurrentUser, id: &str) -> AppResult<BapJob> {
    sqlx::query_as(
        "SELECT id, status, selesai, total, pesan, nama_berkas FROM pekerjaan_latar WHERE id = $1 AND id_user = $2 AND jenis = $3",
    )
    .bind(id)
    .bind(user.id())
    .bind(JENIS)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Pekerjaan"))
}

/// The finished ZIP: (file name, path relative to the files root).
pub async fn berkas(db: &Db, user: &CurrentUser, id: &str) -> AppResult<(String, String)> {
    let job = status(db, user, id).await?;
    if job.status != "selesai" {
        return Err(AppError::conflict("Arsip BAP belum selesai dibuat."));
    }
    let path: Option<String> = sqlx::query_scalar("SELECT berkas_path FROM pekerjaan_latar WHERE id = $1").bind(id).fetch_one(db).await?;
    Ok((job.nama_berkas, path.ok_or_else(|| AppError::not_found("Berkas"))?))
}

/// At start-up, before any job can run: jobs cut off by the restart are
/// failed, half-written `.part` files removed, expired archives deleted.
pub async fn pulihkan(db: &Db, data_dir: &std::path::Path) -> AppResult<Bersih> {
    tandai_terputus(db).await?;
    let folder = data_dir.join("files").join("bap");
    let mut part = 0;
    if let Ok(mut entries) = tokio::fs::read_dir(&folder).await {
        while let Some(entry) = entries.next_entry().await? {
            if entry.path().extension().is_some_and(|e| e == "part") && tokio::fs::remove_file(entry.path()).await.is_ok() {
                part += 1;
            }
        }
    }
    let mut bersih = bersihkan(db, data_dir, UMUR_ARSIP).await?;
    bersih.part = part;
    Ok(bersih)
}

/// What a sweep removed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Bersih {
    pub pekerjaan: u64,
    pub berkas: u64,
    pub part: u64,
}

/// Deletes finished and failed jobs older than `umur` (since their last
/// change) with their ZIPs, and ZIPs no job refers to any more.
pub async fn bersihkan(db: &Db, data_dir: &std::path::Path, umur: std::time::Duration) -> AppResult<Bersih> {
    let batas = db::format_time(chrono::Utc::now() - chrono::Duration::from_std(umur).unwrap_or(chrono::Duration::zero()));
    let files = data_dir.join("files");
    let lama: Vec<(String, Option<String>)> = sqlx::query_as(
        "SELECT id, berkas_path FROM pekerjaan_latar WHERE jenis = $1 AND status IN ('selesai', 'gagal') AND updated_at < $2",
    )
    .bind(JENIS)
    .bind(&batas)
    .fetch_all(db)
    .await?;
    let mut bersih = Bersih::default();
    for (id, path) in lama {
        if let Some(path) = path.filter(|p| p.starts_with("bap/") && !p.contains("..")) {
            if tokio::fs::remove_file(files.join(&path)).await.is_ok() {
                bersih.berkas += 1;
            }
        }
        // Only if it is still old and finished (another node may be sweeping too).
        let deleted = sqlx::query("DELETE FROM pekerjaan_latar WHERE id = $1 AND status IN ('selesai', 'gagal') AND updated_at < $2")
            .bind(&id)
            .bind(&batas)
            .execute(db)
            .await?;
        bersih.pekerjaan += deleted.rows_affected();
    }
    // ZIPs whose row is gone (deleted by hand, or a sweep interrupted
    // between the file and the row).
    let dikenal: std::collections::HashSet<String> =
        sqlx::query_scalar::<_, Option<String>>("SELECT berkas_path FROM pekerjaan_latar WHERE jenis = $1 AND berkas_path IS NOT NULL")
            .bind(JENIS)
            .fetch_all(db)
            .await?
            .into_iter()
            .flatten()
            .collect();
    if let Ok(mut entries) = tokio::fs::read_dir(files.join("bap")).await {
        while let Some(entry) = entries.next_entry().await? {
            let name = entry.file_name().to_string_lossy().to_string();
            if name.ends_with(".zip") && !dikenal.contains(&format!("bap/{name}")) && tokio::fs::remove_file(entry.path()).await.is_ok() {
                bersih.berkas += 1;
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

/// Jobs cut off by a restart never finish: say so instead of 'berjalan' forever.
pub async fn tandai_terputus(db: &Db) -> AppResult<()> {
    sqlx::query(
        "UPDATE pekerjaan_latar SET status = 'gagal', pesan = 'Server dimulai ulang sebelum arsip selesai. Silakan unduh ulang.', updated_at = $1
         WHERE jenis = $2 AND status IN ('antri', 'berjalan')",
    )
    .bind(db::now())
    .bind(JENIS)
    .execute(db)
    .await?;
    Ok(())
}
