//! Reference-data endpoints.

use axum::extract::State;
use axum::http::Method;
use axum::Json;

use super::model::*;
use super::service;
use super::store;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::{Path, Query};
use crate::identitas::CurrentUser;
use crate::list::ListResponse;
use crate::pengaturan::model::{Data, Periode};
use crate::pengaturan::store::{periode_label, semua_periode};
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/v1/makul_ref",
            Op::new("Referensi mata kuliah").query::<RefQuery>().returns::<ListResponse<MakulRef>>(),
            makul_ref,
        )
        .route(
            Method::GET,
            "/v2/lms/mata_kuliah/ref",
            Op::new("Mata kuliah (per dosen)").query::<RefQuery>().returns::<ListResponse<MakulSingkat>>(),
            makul_singkat,
        )
        .route(
            Method::GET,
            "/v1/prodi_ref",
            Op::new("Referensi program studi").query::<RefQuery>().returns::<ListResponse<ProdiRef>>(),
            prodi_ref,
        )
        .route(
            Method::GET,
            "/v1/label_kelas_ref",
            Op::new("Referensi nama kelas").query::<RefQuery>().returns::<ListResponse<LabelKelas>>(),
            label_kelas_ref,
        )
        .route(
            Method::GET,
            "/v1/jenis_kelas_ref",
            Op::new("Referensi jenis kelas").query::<RefQuery>().returns::<ListResponse<JenisKelasRef>>(),
            jenis_kelas_ref,
        )
        .route(Method::GET, "/v1/dosen_ref", Op::new("Referensi dosen").query::<RefQuery>().returns::<ListResponse<DosenRef>>(), dosen_ref)
        .route(Method::GET, "/v1/periode_ref", Op::new("Referensi periode").returns::<Data<Vec<Periode>>>(), periode_ref)
        .route(Method::GET, "/v1/dosen/{id}", Op::new("Biodata singkat dosen").returns::<Data<DosenRef>>(), dosen)
        .route(
            Method::GET,
            "/v1/dosen/{id}/tahun_semester",
            Op::new("Periode mengajar dosen").returns::<Data<Vec<TahunSemester>>>(),
            periode_mengajar,
        )
        .route(
            Method::GET,
            "/v1/dosen/{id}/periode_mengajar",
            Op::new("Periode mengajar dosen").returns::<Data<Vec<TahunSemester>>>(),
            periode_mengajar,
        )
        .route(
            Method::GET,
            "/v1/mahasiswa/{id}/biodata_singkat_web",
            Op::new("Biodata singkat mahasiswa").returns::<Data<MahasiswaRef>>(),
            mahasiswa,
        )
        .route(
            Method::GET,
            "/v1/mahasiswa_aktif_per_periode",
            Op::new("Mahasiswa aktif pada satu periode").query::<MahasiswaAktifQuery>().returns::<ListResponse<MahasiswaRef>>(),
            mahasiswa_aktif,
        )
}

fn list<T>((data, total): (Vec<T>, i64), q: &RefQuery) -> Json<ListResponse<T>> {
    Json(ListResponse { data, meta: q.halaman().meta(total) })
}

async fn makul_ref(State(s): State<AppState>, u: CurrentUser, Query(q): Query<RefQuery>) -> AppResult<Json<ListResponse<MakulRef>>> {
    let lingkup = if q.kelas_saya == Some(true) { Some(policy::require_list_kelas(&u)?) } else { None };
    Ok(list(store::makul(&s.db, &q, lingkup.as_ref(), q.halaman()).await?, &q))
}

async fn makul_singkat(
    State(s): State<AppState>,
    u: CurrentUser,
    Query(q): Query<RefQuery>,
) -> AppResult<Json<ListResponse<MakulSingkat>>> {
    policy::require_read_staff_ref(&u)?;
    Ok(list(store::makul_singkat(&s.db, &q, q.halaman()).await?, &q))
}

async fn prodi_ref(State(s): State<AppState>, _u: CurrentUser, Query(q): Query<RefQuery>) -> AppResult<Json<ListResponse<ProdiRef>>> {
    Ok(list(store::prodi_ref(&s.db, &q, q.halaman()).await?, &q))
}

async fn label_kelas_ref(
    State(s): State<AppState>,
    u: CurrentUser,
    Query(q): Query<RefQuery>,
) -> AppResult<Json<ListResponse<LabelKelas>>> {
    let peserta = policy::require_label_kelas(&u)?;
    Ok(list(store::label_kelas(&s.db, &q, peserta, q.halaman()).await?, &q))
}

async fn jenis_kelas_ref(
    State(s): State<AppState>,
    _u: CurrentUser,
    Query(q): Query<RefQuery>,
) -> AppResult<Json<ListResponse<JenisKelasRef>>> {
    Ok(list(store::jenis_kelas(&s.db, &q, q.halaman()).await?, &q))
}

async fn dosen_ref(State(s): State<AppState>, u: CurrentUser, Query(q): Query<RefQuery>) -> AppResult<Json<ListResponse<DosenRef>>> {
    policy::require_read_staff_ref(&u)?;
    Ok(list(store::dosen_ref(&s.db, &q, q.halaman()).await?, &q))
}

async fn periode_ref(State(s): State<AppState>, _u: CurrentUser) -> AppResult<Json<Data<Vec<Periode>>>> {
    Ok(Json(Data { data: semua_periode(&s.db).await? }))
}

/// Everyone signed in sees a lecturer's short bio; the e-mail address only
/// staff (lecturers, operators who may read lecturers) and the lecturer
/// themself, as with `/v1/dosen_ref` (docs/decisions.md, "Data visibility").
async fn dosen(State(s): State<AppState>, u: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Data<DosenRef>>> {
    let mut dosen = store::dosen(&s.db, id).await?.ok_or_else(|| AppError::not_found("Dosen"))?;
    if !policy::may_see_dosen_email(&u) {
        dosen.email = String::new();
    }
    Ok(Json(Data { data: dosen }))
}

async fn periode_mengajar(State(s): State<AppState>, u: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Data<Vec<TahunSemester>>>> {
    policy::require_read_staff_ref(&u)?;
    store::dosen(&s.db, id).await?.ok_or_else(|| AppError::not_found("Dosen"))?;
    let data = store::periode_mengajar(&s.db, id)
        .await?
        .into_iter()
        .map(|kode| TahunSemester {
            kode,
            tahun: kode / 10,
            semester: kode % 10,
            jenisSemester: service::jenis_semester(kode % 10).into(),
            nama: periode_label(kode),
        })
        .collect();
    Ok(Json(Data { data }))
}

/// 404 for an unknown student comes before the permission rule, as for a class.
async fn mahasiswa(State(s): State<AppState>, u: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Data<MahasiswaRef>>> {
    let found = store::mahasiswa(&s.db, id).await?.ok_or_else(|| AppError::not_found("Mahasiswa"))?;
    policy::require_read_mahasiswa(&s.db, &u, id).await?;
    Ok(Json(Data { data: found }))
}

async fn mahasiswa_aktif(
    State(s): State<AppState>,
    u: CurrentUser,
    Query(q): Query<MahasiswaAktifQuery>,
) -> AppResult<Json<ListResponse<MahasiswaRef>>> {
    policy::require_read_staff_ref(&u)?;
    let periode = q.periode;
    let q = RefQuery::from(q);
    Ok(list(store::mahasiswa_aktif(&s.db, periode, &q, q.halaman()).await?, &q))
}
