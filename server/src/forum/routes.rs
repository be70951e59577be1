//! HTTP handlers of forum: the route table and one thin function per endpoint.

use super::{service, store};
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path};
use crate::idempotensi::{self, Jawaban, KunciIdempotensi};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/forum",
            Op::new("Tambah forum pada pertemuan").json::<ForumSimpan>().returns::<ForumDetail>().created(),
            buat,
        )
        .route(Method::GET, "/lms/forum/{id}", Op::new("Detail forum").returns::<ForumDetail>(), detail)
        .route(Method::PUT, "/lms/forum/{id}", Op::new("Ubah forum").json::<ForumSimpan>().returns::<ForumDetail>(), ubah)
        .route(Method::DELETE, "/lms/forum/{id}", Op::new("Hapus forum beserta komentarnya").no_content(), hapus)
        .route(
            Method::GET,
            "/lms/forum/{id}/post",
            Op::new("Komentar forum (utas dan balasan); menandai dibaca").returns::<DaftarPost>(),
            posts,
        )
        .route(
            Method::POST,
            "/lms/forum/{id}/post",
            Op::new("Kirim komentar atau balasan forum; header Idempotency-Key (opsional) mencegah penulisan ganda")
                .json::<PostRequest>()
                .returns::<ForumPost>(),
            kirim,
        )
        .route(
            Method::GET,
            "/lms/forum/{id}/keaktifan",
            Op::new("Jumlah komentar tiap peserta terhadap minimal komentar").returns::<DaftarKeaktifan>(),
            keaktifan,
        )
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<ForumSimpan>,
) -> AppResult<(StatusCode, Json<ForumDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(body.id_pertemuan)?;
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, &user, &ip, id_pertemuan, &body).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, &user, id, &posisi).await?)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<ForumDetail>> {
    let (_, posisi) = policy::require_see_forum(&state.db, &user, id).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<ForumSimpan>,
) -> AppResult<Json<ForumDetail>> {
    let (_, posisi) = policy::require_author_forum(&state.db, &user, id).await?;
    service::ubah(&state.db, &user, &ip, id, &body).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_forum(&state.db, &user, id).await?;
    service::hapus(&state.db, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn posts(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarPost>> {
    policy::require_see_forum(&state.db, &user, id).await?;
    let data = store::posts(&state.db, id, user.id()).await?;
    store::tandai_dibaca(&state.db, id, user.id()).await?;
    Ok(Json(DaftarPost { data }))
}

async fn kirim(
    State(state): State<AppState>,
    user: CurrentUser,
    KunciIdempotensi(kunci): KunciIdempotensi,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<PostRequest>,
) -> AppResult<Jawaban<ForumPost>> {
    let (_, posisi) = policy::require_see_forum(&state.db, &user, id).await?;
    let peran = policy::require_post_forum(&posisi)?;
    let rute = format!("POST /lms/forum/{id}/post");
    idempotensi::sekali(&state.db, user.id(), kunci.as_deref(), &rute, service::kirim(&state.db, &user, id, peran, &body)).await
}

async fn keaktifan(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarKeaktifan>> {
    let (id_kelas, _) = policy::require_see_forum(&state.db, &user, id).await?;
    policy::require_list_peserta_kelas(&state.db, &user, id_kelas).await?;
    Ok(Json(DaftarKeaktifan { data: service::keaktifan(&state.db, id).await? }))
}
