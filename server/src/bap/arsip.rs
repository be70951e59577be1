//! A period's BAP ZIP, made by a background job: the request only records the
//! job (`pekerjaan_latar`) and answers 202; a task typesets every class's PDF,
//! writes progress to the row after each class, and leaves the ZIP in the data
//! directory. One archive is built at a time (the PDFs are CPU work and the
//! server has other users); later jobs wait as 'antri'.

use std::io::Write;
use std::sync::LazyLock;

use sqlx::Row;
use tokio::sync::Semaphore;

use super::model::*;
use super::{pdf, service, store};
use crate::akun::model::Role;
use crate::akun::{CurrentUser, Level, Modul};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::state::AppState;

const JENIS: &str = "bap_periode";
static SATU_PER_SATU: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(1));

pub async fn mulai(state: &AppState, user: &CurrentUser, req: BapArsipRequest) -> AppResult<BapJob> {
    let id_dosen = match user.role() {
        Role::Dosen => Some(user.id()),
        Role::Operator if user.operator_may(Modul::Laporan, Level::Read) => None,
        _ => return Err(AppError::forbidden()),
    };
    if req.laporan_saya == Some(true) && id_dosen.is_none() {
        return Err(AppError::bad_request("Laporan saya hanya tersedia untuk dosen."));
    }
    let ada: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM periode WHERE kode = $1").bind(req.periode).fetch_one(&state.db).await?;
    if ada == 0 {
        return Err(AppError::bad_request(format!("Periode {} tidak ditemukan.", req.periode)));
    }
    let kelas = store::kelas_periode(&state.db, req.periode, id_dosen).await?;
    if kelas.is_empty() {
        return Err(AppError::unprocessable("Tidak ada kelas pada periode ini untuk dibuatkan BAP."));
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
    .await?;
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
        if let Err(e) = jalankan(&latar, &job, &username, &kelas, &opsi).await {
            tracing::error!(job, error = %e.message, "BAP archive failed");
            let _ = set_status(&latar.db, &job, "gagal", Some("Gagal membuat arsip BAP. Silakan coba lagi atau hubungi administrator.")).await;
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
    let r = sqlx::query(
        "SELECT id, status, selesai, total, pesan, nama_berkas FROM pekerjaan_latar WHERE id = $1 AND id_user = $2 AND jenis = $3",
    )
    .bind(id)
    .bind(user.id())
    .bind(JENIS)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Pekerjaan"))?;
    Ok(BapJob {
        id: r.get("id"),
        status: r.get("status"),
        selesai: r.get("selesai"),
        total: r.get("total"),
        pesan: r.get("pesan"),
        nama_berkas: r.get("nama_berkas"),
    })
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

/// Jobs cut off by a restart never finish: say so instead of 'berjalan' forever.
pub async fn tandai_terputus(db: &Db) -> AppResult<()> {
    sqlx::query(
        "UPDATE pekerjaan_latar SET status = 'gagal', pesan = 'Server dimulai ulang sebelum arsip selesai. Silakan unduh ulang.', updated_at = $1
         WHERE status IN ('antri', 'berjalan')",
    )
    .bind(db::now())
    .execute(db)
    .await?;
    Ok(())
}
