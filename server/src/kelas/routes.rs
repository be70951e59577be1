//! Class endpoints.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::*;
use super::{banner, detail_service, kalender, service};
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::list::ListResponse;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/kelas_kuliah",
            Op::new("Daftar kelas kuliah").query::<KelasFilter>().returns::<ListResponse<KelasRow>>(),
            list,
        )
        .route(
            Method::GET,
            "/v1/kegiatan",
            Op::new("Kegiatan kalender beranda satu bulan (kelas yang diajar atau diikuti)")
                .query::<kalender::KegiatanQuery>()
                .returns::<kalender::KegiatanBulan>(),
            kegiatan,
        )
        .route(Method::GET, "/v2/lms/kelas_kuliah/{id}", Op::new("Profil kelas kuliah").returns::<KelasDetail>(), detail)
        .route(
            Method::GET,
            "/v2/lms/kelas_kuliah/{id}/peserta/nim_nama",
            Op::new("NIM dan nama peserta kelas (pengajar dan operator)").returns::<DaftarNimNama>(),
            nim_nama,
        )
        .route_limited(
            Method::PUT,
            "/lms/kelas_kuliah/{id}",
            Op::new("Ubah banner kelas (multipart file_banner atau banner_url)").multipart::<BannerUpload>().returns::<BannerResponse>(),
            banner::upload,
            banner::BODY_LIMIT,
        )
        .route(
            Method::GET,
            "/lms/kelas_kuliah/{id}/banner",
            Op::new("Gambar banner kelas").file(&["image/png", "image/jpeg"]),
            banner::download,
        )
        .route(
            Method::PUT,
            "/lms/kelas_kuliah/{id}/ketua_kelas",
            Op::new("Ubah ketua kelas").json::<KetuaKelasRequest>().returns::<KetuaKelasResponse>(),
            ketua_kelas,
        )
        .route(
            Method::PUT,
            "/lms/kelas_kuliah/{id}/jabatan",
            Op::new("Ubah jabatan pengajar dan metode mengajar").json::<JabatanRequest>().returns::<KelasDetail>(),
            jabatan,
        )
}

/// Documentation of the banner form: one of the two parts is required.
#[derive(schemars::JsonSchema)]
#[schemars(extend("anyOf" = [{ "required": ["file_banner"] }, { "required": ["banner_url"] }]))]
#[allow(dead_code)]
pub struct BannerUpload {
    /// .png, .jpg or .jpeg; at most the kelas.banner setting in MB.
    file_banner: Option<String>,
    /// Instead of file_banner: the URL `POST /v2/storager` (dir `kelas/banner`) answered.
    banner_url: Option<String>,
}

async fn list(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(filter): Query<KelasFilter>,
) -> AppResult<Json<ListResponse<KelasRow>>> {
    let lingkup = policy::require_list_kelas(&user)?;
    Ok(Json(service::list(&state.db, &lingkup, &filter).await?))
}

async fn kegiatan(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<kalender::KegiatanQuery>,
) -> AppResult<Json<kalender::KegiatanBulan>> {
    let lingkup = policy::require_list_kelas(&user)?;
    let bulan = q.bulan.as_deref().map(kalender::bulan_dari).transpose()?;
    Ok(Json(kalender::kegiatan(&state.db, Some(&lingkup), bulan).await?))
}

async fn nim_nama(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarNimNama>> {
    policy::require_list_peserta_kelas(&state.db, &user, id).await?;
    Ok(Json(DaftarNimNama { data: super::detail_store::nim_nama(&state.db, id).await? }))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<KelasDetail>> {
    let posisi = policy::require_see_kelas(&state.db, &user, id).await?;
    Ok(Json(detail_service::detail(&state.db, id, &posisi).await?))
}

async fn ketua_kelas(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<KetuaKelasRequest>,
) -> AppResult<Json<KetuaKelasResponse>> {
    policy::require_change_ketua_kelas(&state.db, &user, id).await?;
    let nim = detail_service::set_ketua(&state.db, (&user, &ip), id, &body.nim).await?;
    Ok(Json(KetuaKelasResponse { nim }))
}

async fn jabatan(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<JabatanRequest>,
) -> AppResult<Json<KelasDetail>> {
    policy::require_change_jabatan(&state.db, &user, id).await?;
    detail_service::set_jabatan(&state.db, (&user, &ip), id, &body).await?;
    // The caller's own jabatan may have changed: their flags are asked again.
    let posisi = policy::require_see_kelas(&state.db, &user, id).await?;
    Ok(Json(detail_service::detail(&state.db, id, &posisi).await?))
}
