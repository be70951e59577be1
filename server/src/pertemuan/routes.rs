//! HTTP handlers of meetings: the meeting page's data, the meeting dialog and the timetable's pickers.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::PertemuanPageData;
use super::{jadwal, service};
use crate::api::{ApiRouter, Op};
use crate::error::AppResult;
use crate::extract::Path;
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/pertemuan/{id}/aktivitas",
            Op::new("Aktivitas satu pertemuan (halaman pertemuan)").returns::<PertemuanPageData>(),
            aktivitas,
        )
        .route(
            Method::GET,
            "/lms/pertemuan/{id}",
            Op::new("Data pertemuan untuk dialog 'Ubah Data Pertemuan'").returns::<jadwal::PertemuanUbah>(),
            ubah_muat,
        )
        .route(
            Method::PUT,
            "/lms/pertemuan/{id}",
            Op::new("Ubah data (dan jadwal, bila pengaturan mengizinkan) pertemuan; jadwal dicek bentrok lagi")
                .json::<jadwal::PertemuanSimpan>()
                .returns::<jadwal::PertemuanUbah>(),
            ubah_simpan,
        )
        .route(
            Method::PUT,
            "/lms/pertemuan/cek_bentrok",
            Op::new("Cek jadwal bentrok: kelas, ruangan, pengajar").json::<jadwal::CekBentrok>().returns::<jadwal::HasilBentrok>(),
            cek_bentrok,
        )
        .route(Method::GET, "/lms/sesi_kuliah", Op::new("Sesi kuliah").returns::<jadwal::DaftarSesi>(), sesi_kuliah)
        .route(
            Method::GET,
            "/lms/ruangan",
            Op::new("Ruangan dengan ketersediaan pada rentang waktu dan kapasitas terhadap kelas")
                .query::<jadwal::RuanganQuery>()
                .returns::<jadwal::DaftarRuangan>(),
            ruangan,
        )
}

async fn ubah_muat(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<jadwal::PertemuanUbah>> {
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id).await?;
    Ok(Json(jadwal::muat(&state.db, id, &posisi).await?))
}

async fn ubah_simpan(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::client_ip::ClientIp(ip): crate::client_ip::ClientIp,
    Path(id): Path<i64>,
    crate::extract::Json(body): crate::extract::Json<jadwal::PertemuanSimpan>,
) -> AppResult<Json<jadwal::PertemuanUbah>> {
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id).await?;
    Ok(Json(jadwal::simpan(&state.db, &user, &ip, id, &posisi, &body).await?))
}

async fn cek_bentrok(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::extract::Json(body): crate::extract::Json<jadwal::CekBentrok>,
) -> AppResult<Json<jadwal::HasilBentrok>> {
    match body.id_pertemuan {
        Some(id) => {
            let (id_kelas, _) = policy::require_author_pertemuan(&state.db, &user, id).await?;
            if id_kelas != body.id_kelas_kuliah {
                return Err(crate::error::AppError::not_found("Pertemuan"));
            }
        }
        None => {
            policy::require_change_kelas_jadwal(&state.db, &user, body.id_kelas_kuliah).await?;
        }
    }
    Ok(Json(jadwal::cek(&state.db, &body).await?))
}

async fn sesi_kuliah(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<jadwal::DaftarSesi>> {
    Ok(Json(jadwal::DaftarSesi { data: jadwal::sesi(&state.db).await? }))
}

async fn ruangan(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::extract::Query(q): crate::extract::Query<jadwal::RuanganQuery>,
) -> AppResult<Json<jadwal::DaftarRuangan>> {
    policy::require_read_staff_ref(&user)?;
    Ok(Json(jadwal::DaftarRuangan { data: jadwal::ruangan(&state.db, &q).await? }))
}

async fn aktivitas(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PertemuanPageData>> {
    let (_, posisi) = policy::require_see_pertemuan(&state.db, &user, id).await?;
    Ok(Json(service::halaman(&state.db, &user, id, &posisi).await?))
}
