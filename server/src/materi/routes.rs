//! HTTP handlers of materi: the route table and one thin function per endpoint.

use super::{service, store};
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::Json;
use futures::future::BoxFuture;

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::berkas::{Aturan, DirUnggah, Direktori};
use crate::client_ip::ClientIp;
use crate::db::Db;
use crate::error::AppResult;
use crate::extract::{self, Path, Query};
use crate::idempotensi::{self, Jawaban, KunciIdempotensi};
use crate::identitas::CurrentUser;
use crate::list::ListResponse;
use crate::pertemuan::{model::SalinanQuery, store::CariSalinan};
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/materi",
            Op::new("Tambah materi pada pertemuan").json::<MateriSimpan>().returns::<MateriDetail>().created(),
            buat,
        )
        .route(Method::GET, "/lms/materi/{id}", Op::new("Detail materi").returns::<MateriDetail>(), detail)
        .route(Method::PUT, "/lms/materi/{id}", Op::new("Ubah materi").json::<MateriSimpan>().returns::<MateriDetail>(), ubah)
        .route(Method::DELETE, "/lms/materi/{id}", Op::new("Hapus materi beserta catatan aksesnya").no_content(), hapus)
        .route(
            Method::POST,
            "/lms/materi/salin",
            Op::new("Salin materi kelas lain ke pertemuan").json::<MateriSalin>().returns::<MateriSalinHasil>().created(),
            salin,
        )
        .route(
            Method::GET,
            "/v2/lms/materi",
            Op::new("Materi kelas lain untuk disalin").query::<SalinanQuery>().returns::<ListResponse<MateriSalinan>>(),
            salinan,
        )
        .route(
            Method::PUT,
            "/lms/materi/{id}/akses",
            Op::new("Catat akses materi oleh mahasiswa (syarat kehadiran); header Idempotency-Key (opsional) mencegah penulisan ganda")
                .json::<AksesRequest>()
                .returns::<AksesMateri>(),
            akses,
        )
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<MateriSimpan>,
) -> AppResult<(StatusCode, Json<MateriDetail>)> {
    policy::require_author_pertemuan(&state.db, &user, body.id_pertemuan).await?;
    let m = service::buat(&state.db, &user, &ip, &body).await?;
    minta_pratinjau(&state, &m).await?;
    Ok((StatusCode::CREATED, Json(m)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<MateriDetail>> {
    let (_, posisi) = policy::require_see_materi(&state.db, &user, id).await?;
    let mut m = store::muat(&state.db, id).await?;
    if posisi == policy::Posisi::Peserta {
        m.akses_saya =
            store::akses_mahasiswa(&state.db, m.id_pertemuan, user.id()).await?.into_iter().find(|(a, _)| *a == id).map(|(_, x)| x);
    }
    Ok(Json(m))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<MateriSimpan>,
) -> AppResult<Json<MateriDetail>> {
    policy::require_author_materi(&state.db, &user, id).await?;
    let m = service::ubah(&state.db, &state.storage, &user, &ip, id, &body).await?;
    minta_pratinjau(&state, &m).await?;
    Ok(Json(m))
}

/// A saved material's office file gets its preview made (once, when LibreOffice is installed).
async fn minta_pratinjau(state: &AppState, m: &MateriDetail) -> AppResult<()> {
    match m.file.as_ref().and_then(|f| crate::berkas::id_dari_url(&f.url)) {
        Some(id) => crate::berkas::pratinjau::minta(&state.db, &state.storage, id).await,
        None => Ok(()),
    }
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_materi(&state.db, &user, id).await?;
    service::hapus(&state.db, &state.storage, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn salin(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<MateriSalin>,
) -> AppResult<(StatusCode, Json<MateriSalinHasil>)> {
    let lingkup = policy::require_list_salinan(&user)?;
    policy::require_author_pertemuan(&state.db, &user, body.id_pertemuan).await?;
    Ok((StatusCode::CREATED, Json(MateriSalinHasil { data: service::salin(&state.db, &user, &ip, &body, &lingkup).await? })))
}

async fn salinan(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<SalinanQuery>,
) -> AppResult<Json<ListResponse<MateriSalinan>>> {
    let lingkup = policy::require_list_salinan(&user)?;
    let cari = CariSalinan::baru(&q, &lingkup, store::SALINAN_JOIN)?;
    let (data, total) = store::salinan(&state.db, &cari).await?;
    Ok(Json(ListResponse { data, meta: cari.page.meta(total) }))
}

async fn akses(
    State(state): State<AppState>,
    user: CurrentUser,
    KunciIdempotensi(kunci): KunciIdempotensi,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<AksesRequest>,
) -> AppResult<Jawaban<AksesMateri>> {
    let (_, posisi) = policy::require_see_materi(&state.db, &user, id).await?;
    policy::require_peserta(&posisi)?;
    let rute = format!("PUT /lms/materi/{id}/akses");
    idempotensi::sekali(&state.db, user.id(), kunci.as_deref(), &rute, service::catat_akses(&state.db, &user, id, &body)).await
}

/// The upload directories of materials, one per file type (not the link type).
pub const UNGGAHAN: [Direktori; 4] = [
    Direktori {
        dir: DirUnggah::MateriEbook,
        boleh: policy::require_upload_materi,
        aturan: |db| aturan_materi(db, TipeFile::Ebook),
        gambar: false,
    },
    Direktori {
        dir: DirUnggah::MateriAudio,
        boleh: policy::require_upload_materi,
        aturan: |db| aturan_materi(db, TipeFile::Audio),
        gambar: false,
    },
    Direktori {
        dir: DirUnggah::MateriVideo,
        boleh: policy::require_upload_materi,
        aturan: |db| aturan_materi(db, TipeFile::Video),
        gambar: false,
    },
    Direktori {
        dir: DirUnggah::MateriArchive,
        boleh: policy::require_upload_materi,
        aturan: |db| aturan_materi(db, TipeFile::Archive),
        gambar: false,
    },
];

fn aturan_materi(db: &Db, tipe: TipeFile) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move { Ok(Aturan { ekstensi: tipe.ekstensi(), maks: service::batas_ukuran(db).await?.bytes(tipe) }) })
}
