//! Course plan endpoints.

use axum::extract::State;
use axum::http::{HeaderMap, Method};
use axum::response::Response;
use axum::Json;
use futures::future::BoxFuture;

use super::service::{self, *};
use crate::api::{ApiRouter, Op};
use crate::berkas::{Aturan, DirUnggah, Direktori};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult};
use crate::extract::{text_field, Multipart, Path};
use crate::identitas::CurrentUser;
use crate::list::ListResponse;
use crate::policy;
use crate::state::AppState;
use crate::unduhan;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/v2/academic/makul/{id}/rencana-pembelajaran",
            Op::new("Rencana pembelajaran semester (RPS) mata kuliah").returns::<ListResponse<RencanaPembelajaran>>(),
            rps,
        )
        .route(
            Method::GET,
            "/v2/academic/makul/{id}/rencana-evaluasi",
            Op::new("Rencana evaluasi (RE) mata kuliah").returns::<ListResponse<RencanaEvaluasi>>(),
            re,
        )
        .route(
            Method::GET,
            "/v2/academic/matakuliah/{id}",
            Op::new("Koordinator dan pengembang RPS mata kuliah").returns::<InfoMataKuliah>(),
            info,
        )
        .route_limited(
            Method::PUT,
            "/v2/lms/mata_kuliah/{id}/silabus",
            Op::new("Ubah silabus (multipart keterangan, lampiran atau lampiran_url opsional)")
                .multipart::<SilabusForm>()
                .returns::<InfoMataKuliah>(),
            ubah_silabus,
            LAMPIRAN_MAX + 1_000_000,
        )
        .route(
            Method::GET,
            "/v2/lms/mata_kuliah/{id}/silabus/lampiran",
            Op::new("Unduh lampiran silabus").file(&[
                "application/pdf",
                "application/msword",
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            ]),
            lampiran,
        )
}

/// Documentation of the syllabus form.
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
pub struct SilabusForm {
    /// The syllabus text.
    keterangan: String,
    /// Optional .pdf, .doc or .docx, at most 10 MB.
    lampiran: Option<String>,
    /// Instead of lampiran: the URL `POST /v2/storager` (dir `silabus/lampiran`) answered.
    lampiran_url: Option<String>,
}

async fn rps(State(state): State<AppState>, _user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<ListResponse<RencanaPembelajaran>>> {
    Ok(Json(service::rencana_pembelajaran(&state.db, id).await?))
}

async fn re(State(state): State<AppState>, _user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<ListResponse<RencanaEvaluasi>>> {
    Ok(Json(service::rencana_evaluasi(&state.db, id).await?))
}

async fn info(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<InfoMataKuliah>> {
    Ok(Json(service::info(&state.db, &user, id).await?))
}

async fn ubah_silabus(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    mut multipart: Multipart,
) -> AppResult<Json<InfoMataKuliah>> {
    // Refuse early, before reading a large body.
    policy::require_edit_silabus(&state.db, &user, id).await?;
    let terlalu_besar = || AppError::too_large("Ukuran file melebihi batas maksimal (10 MB).");
    let (mut keterangan, mut berkas, mut url) = (None::<String>, None::<(String, Vec<u8>)>, None::<String>);
    while let Some(mut field) = multipart.next_field().await? {
        match field.name() {
            Some("keterangan") => keterangan = Some(text_field(field).await?),
            Some("lampiran_url") => url = Some(text_field(field).await?).filter(|u| !u.is_empty()),
            Some("lampiran") => {
                let nama = field.file_name().unwrap_or_default().to_string();
                if nama.is_empty() {
                    continue;
                }
                let ext = crate::berkas::isi::ekstensi(&nama);
                if !LAMPIRAN_EKSTENSI.contains(&ext.as_str()) {
                    return Err(AppError::unprocessable(format!(
                        "File type .{ext} is not allowed. Gunakan berkas .pdf, .doc, atau .docx."
                    )));
                }
                let mut bytes = Vec::new();
                while let Some(chunk) = field.chunk().await.map_err(|_| terlalu_besar())? {
                    bytes.extend_from_slice(&chunk);
                    if bytes.len() > LAMPIRAN_MAX {
                        return Err(terlalu_besar());
                    }
                }
                if !crate::berkas::isi::sesuai_ekstensi(&ext, &bytes) {
                    return Err(AppError::unprocessable(format!(
                        "Isi berkas bukan dokumen .{ext} yang valid. Unggah berkas PDF atau Word yang asli."
                    )));
                }
                berkas = Some((nama, bytes));
            }
            _ => {}
        }
    }
    let keterangan = keterangan.ok_or_else(|| AppError::unprocessable("Keterangan wajib diisi!"))?;
    let storage = &state.storage;
    let baru = match (berkas, url) {
        (Some((nama, bytes)), _) => {
            let path = storage.save("silabus", &crate::berkas::isi::ekstensi(&nama), &bytes).await?;
            Some(LampiranBaru { nama, path, ukuran: bytes.len() as i64, diambil: None })
        }
        (None, Some(url)) => {
            let b = crate::berkas::ambil_satu(&state.db, &user, &url, DIR_LAMPIRAN, &LAMPIRAN_EKSTENSI, LAMPIRAN_MAX as i64).await?;
            Some(LampiranBaru { nama: b.nama.clone(), path: b.kunci.clone(), ukuran: b.ukuran, diambil: Some(b) })
        }
        (None, None) => None,
    };
    match service::simpan_silabus(&state.db, &user, &ip, id, &keterangan, baru.as_ref()).await {
        Ok(lama) => {
            if let Some(lama) = lama {
                storage.delete(&lama).await;
            }
        }
        Err(e) => {
            // A file taken from an upload stays that upload (swept when unused).
            if let Some(b) = baru.filter(|b| b.diambil.is_none()) {
                storage.delete(&b.path).await;
            }
            return Err(e);
        }
    }
    Ok(Json(service::info(&state.db, &user, id).await?))
}

async fn lampiran(State(state): State<AppState>, _user: CurrentUser, Path(id): Path<i64>, headers: HeaderMap) -> AppResult<Response> {
    let (path, nama) = service::lampiran_path(&state.db, id).await?;
    let mime = match crate::berkas::isi::ekstensi(&path).as_str() {
        "pdf" => "application/pdf",
        "doc" => "application/msword",
        _ => "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
    let disposition = Some(unduhan::disposition("attachment", &nama));
    unduhan::berkas(&state.storage, &path, &headers, unduhan::Sajian { mime, disposition, cache: "private, no-store" }).await
}

/// The upload directory of syllabus attachments.
pub const UNGGAHAN: [Direktori; 1] =
    [Direktori { dir: DirUnggah::SilabusLampiran, boleh: policy::require_upload_lampiran_silabus, aturan: aturan_lampiran, gambar: false }];

fn aturan_lampiran(_: &crate::db::Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async { Ok(Aturan { ekstensi: &LAMPIRAN_EKSTENSI, maks: LAMPIRAN_MAX as i64 }) })
}
