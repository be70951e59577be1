//! HTTP handlers of the academic import: the template, the preview and the import of one file; the
//! integration tokens and the academic system's sync they open (`sinkron`).

use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::IntoResponse;
use axum::response::Response;
use axum::Json;
use futures::StreamExt;
use schemars::JsonSchema;
use serde::Deserialize;
use tokio::sync::{watch, SemaphorePermit};
use tokio_stream::wrappers::WatchStream;

use super::berkas::Tabel;
use super::model::{
    HasilSinkron, JenisImpor, KemajuanImpor, Pratinjau, SinkronBody, TahapImpor, TokenBaru, TokenIntegrasiForm, TokenIntegrasiInfo,
};
use super::token::{self, TokenIntegrasi};
use super::{service, sinkron, templat};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult, ErrorBody, ErrorStatus};
use crate::extract::{self, Json as JsonBody, Multipart, Path, Query};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;
use crate::unduhan::XLSX;

/// The largest file taken over HTTP (30,000 students are ~2 MB of .xlsx or CSV).
pub const UKURAN_MAKS: usize = 32 << 20;

/// One import at a time in this process: two would each hold a file and a transaction.
static SATU_IMPOR: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// The upload: the spreadsheet or CSV `file`.
#[derive(Deserialize, JsonSchema)]
pub struct ImporAkademikForm {
    /// .xlsx or .csv, as the template
    pub file: String,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/impor_akademik/{jenis}/template",
            Op::new("Template impor data akademik (.xlsx) per jenis: mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan, sesi_kuliah").file(&[XLSX]),
            template,
        )
        .route_limited(
            Method::POST,
            "/lms/impor_akademik/{jenis}/pratinjau",
            Op::new("Pratinjau impor: baris yang ditambah, diubah, tetap, dan setiap baris yang salah; tidak ada yang disimpan")
                .multipart::<ImporAkademikForm>()
                .returns::<Pratinjau>(),
            pratinjau,
            UKURAN_MAKS + (64 << 10),
        )
        .route_limited(
            Method::POST,
            "/lms/impor_akademik/{jenis}",
            Op::new(
                "Impor data akademik: semua baris atau tidak sama sekali (422 bila ada baris yang salah). Dengan Accept: text/event-stream \
                 dijawab sebagai SSE: 'kemajuan' (KemajuanImpor) selama berjalan, lalu 'hasil' (Pratinjau) atau 'galat' (ErrorBody)",
            )
                .multipart::<ImporAkademikForm>()
                .returns::<Pratinjau>(),
            impor,
            UKURAN_MAKS + (64 << 10),
        )
        .route(Method::GET, "/lms/token_integrasi", Op::new("Token integrasi (sinkron SIAKAD): nama, awalan, pemakaian terakhir").returns::<Vec<TokenIntegrasiInfo>>(), daftar_token)
        .route(
            Method::POST,
            "/lms/token_integrasi",
            Op::new("Buat token integrasi; token hanya ditampilkan sekali").json::<TokenIntegrasiForm>().returns::<TokenBaru>().created(),
            buat_token,
        )
        .route(Method::DELETE, "/lms/token_integrasi/{id}", Op::new("Cabut token integrasi").no_content(), cabut_token)
        .route_limited(
            Method::POST,
            "/lms/sinkron/{jenis}",
            Op::new(
                "Sinkron dari sistem akademik dengan token integrasi: baris JSON berkolom template impor (mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan, sesi_kuliah), \
                 semua atau tidak sama sekali, dijawab per baris; ?uji=true tanpa menyimpan; 422 bila ada baris yang salah",
            )
            .query::<SinkronQuery>()
            .json::<SinkronBody>()
            .returns::<HasilSinkron>(),
            sinkron_data,
            sinkron::UKURAN_MAKS,
        )
        .schema::<KemajuanImpor>()
}

fn jenis_dari(teks: &str) -> AppResult<JenisImpor> {
    JenisImpor::dari_teks(teks).ok_or_else(|| AppError::not_found("Jenis impor"))
}

async fn template(user: CurrentUser, Path(jenis): Path<String>) -> AppResult<Response> {
    policy::require_impor_akademik(&user)?;
    let jenis = jenis_dari(&jenis)?;
    Ok(crate::unduhan::unduhan(templat::template(jenis)?, XLSX, &templat::nama_berkas(jenis)))
}

/// The uploaded file, within `UKURAN_MAKS`.
async fn berkas(form: &mut Multipart) -> AppResult<(String, Vec<u8>)> {
    let mut berkas = None;
    while let Some(mut field) = form.next_field().await? {
        if field.name() != Some("file") {
            continue;
        }
        let nama = field.file_name().unwrap_or_default().to_string();
        crate::input::check_text(&nama)?;
        let mut isi = Vec::new();
        while let Some(potong) = field.chunk().await.map_err(|_| extract::bad_multipart())? {
            isi.extend_from_slice(&potong);
            if isi.len() > UKURAN_MAKS {
                return Err(AppError::too_large(format!(
                    "Ukuran file tidak boleh lebih dari {} MB. Bagi data ke beberapa berkas lalu impor satu per satu.",
                    UKURAN_MAKS >> 20
                )));
            }
        }
        berkas = Some((nama, isi));
    }
    berkas.filter(|(_, isi)| !isi.is_empty()).ok_or_else(|| AppError::unprocessable("File belum dipilih"))
}

fn sibuk() -> AppError {
    AppError::conflict("Impor lain sedang berjalan. Tunggu sampai selesai lalu coba lagi.")
}

/// What both the preview and the import do first: the rule, the kind, this process's one turn
/// (held while the answer is made) and the uploaded file read.
async fn baca_unggahan(user: &CurrentUser, jenis: &str, form: &mut Multipart) -> AppResult<(JenisImpor, Tabel, SemaphorePermit<'static>)> {
    policy::require_impor_akademik(user)?;
    let jenis = jenis_dari(jenis)?;
    let giliran = SATU_IMPOR.try_acquire().map_err(|_| sibuk())?;
    let (nama, isi) = berkas(form).await?;
    Ok((jenis, service::baca(nama, isi).await?, giliran))
}

async fn pratinjau(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(jenis): Path<String>,
    mut form: Multipart,
) -> AppResult<Json<Pratinjau>> {
    let (jenis, tabel, _giliran) = baca_unggahan(&user, &jenis, &mut form).await?;
    Ok(Json(service::pratinjau(&state.db, jenis, &tabel).await?))
}

/// The import, answered as JSON, or with `Accept: text/event-stream` as server-sent events:
/// `kemajuan` (KemajuanImpor) while it runs, then `hasil` (Pratinjau) or `galat` (the error
/// body). The import goes on to its end if the page goes away (all or nothing either way).
async fn impor(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(jenis): Path<String>,
    mut form: Multipart,
) -> AppResult<Response> {
    let (jenis, tabel, giliran) = baca_unggahan(&user, &jenis, &mut form).await?;
    let minta_aliran = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("text/event-stream"));
    if !minta_aliran {
        let _giliran = giliran;
        let hasil = service::impor(&state.db, jenis, &tabel, service::Oleh::Operator(&user, &ip)).await;
        return Ok(Json(tanpa_galat(hasil)?).into_response());
    }
    let (kirim, terima) = watch::channel(KemajuanImpor { tahap: TahapImpor::Memeriksa, selesai: 0, jumlah: tabel.baris.len() as u64 });
    let db = state.db.clone();
    let tugas = tokio::spawn(async move {
        let _giliran = giliran;
        let oleh = service::Oleh::Operator(&user, &ip);
        service::impor_dengan_kemajuan(&db, jenis, &tabel, oleh, &service::Kemajuan::ke(kirim)).await
    });
    let kemajuan = WatchStream::new(terima).map(|k| Ok::<_, std::convert::Infallible>(peristiwa("kemajuan", &k)));
    let akhir = futures::stream::once(async move {
        let hasil = tugas.await.unwrap_or_else(|e| Err(AppError::from(anyhow::anyhow!("import task: {e}"))));
        Ok(match tanpa_galat(hasil) {
            Ok(p) => peristiwa("hasil", &p),
            Err(e) => peristiwa("galat", &ErrorBody { status: ErrorStatus::from(e) }),
        })
    });
    Ok(Sse::new(kemajuan.chain(akhir)).keep_alive(KeepAlive::default()).into_response())
}

/// A finished import, or the refusal of one whose file has bad rows (nothing was written).
fn tanpa_galat(hasil: AppResult<Pratinjau>) -> AppResult<Pratinjau> {
    let hasil = hasil?;
    if hasil.jumlah_galat > 0 {
        return Err(AppError::unprocessable(format!(
            "{} Buka pratinjau lagi untuk melihat baris yang perlu diperbaiki.",
            hasil.ringkasan()
        )));
    }
    Ok(hasil)
}

fn peristiwa<T: serde::Serialize>(nama: &'static str, isi: &T) -> Event {
    Event::default().event(nama).data(serde_json::to_string(isi).unwrap_or_default())
}

async fn daftar_token(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<Vec<TokenIntegrasiInfo>>> {
    policy::require_impor_akademik(&user)?;
    Ok(Json(token::daftar(&state.db).await?))
}

async fn buat_token(
    State(state): State<AppState>,
    user: CurrentUser,
    JsonBody(form): JsonBody<TokenIntegrasiForm>,
) -> AppResult<(StatusCode, Json<TokenBaru>)> {
    policy::require_impor_akademik(&user)?;
    Ok((StatusCode::CREATED, Json(token::buat(&state.db, &form.nama, Some(user.id())).await?)))
}

async fn cabut_token(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_impor_akademik(&user)?;
    token::cabut(&state.db, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct SinkronQuery {
    /// true: answer what the sync would do, write nothing.
    #[serde(default)]
    pub uji: Option<bool>,
}

/// A refused sync: the error, and the answer per row that says which rows to fix.
#[derive(serde::Serialize)]
struct SinkronDitolak {
    status: crate::error::ErrorStatus,
    hasil: HasilSinkron,
}

async fn sinkron_data(
    State(state): State<AppState>,
    integrasi: TokenIntegrasi,
    ClientIp(ip): ClientIp,
    Path(jenis): Path<String>,
    Query(q): Query<SinkronQuery>,
    JsonBody(body): JsonBody<SinkronBody>,
) -> AppResult<Response> {
    let jenis = jenis_dari(&jenis)?;
    let _giliran = SATU_IMPOR.try_acquire().map_err(|_| sibuk())?;
    let tabel = sinkron::tabel(jenis, body.baris)?;
    let uji = q.uji.unwrap_or(false);
    let pratinjau = if uji {
        service::pratinjau(&state.db, jenis, &tabel).await?
    } else {
        service::impor(&state.db, jenis, &tabel, service::Oleh::Integrasi(&integrasi.nama, &ip)).await?
    };
    let hasil = sinkron::hasil(pratinjau, uji);
    if hasil.pratinjau.jumlah_galat > 0 {
        let galat = AppError::unprocessable(format!("{} Perbaiki baris yang berstatus galat lalu kirim lagi.", hasil.ringkasan));
        let status = galat.status;
        let body = SinkronDitolak { status: galat.into(), hasil };
        return Ok((status, Json(body)).into_response());
    }
    Ok(Json(hasil).into_response())
}
