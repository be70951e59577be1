//! HTTP handlers of nilai: the route table and one thin function per endpoint.

use super::{excel, service};
use axum::extract::State;
use axum::http::Method;
use axum::response::Response;
use axum::Json;

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::AppResult;
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::kelas::model::KelasFilter;
use crate::list::ListResponse;
use crate::policy;
use crate::state::AppState;

use crate::unduhan::XLSX;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .schema::<NilaiDaftarPage>()
        .schema::<NilaiSayaPage>()
        .route(
            Method::GET,
            "/lms/nilai/kelas_kuliah",
            Op::new("Kelas yang dapat dilihat nilainya (filter dan halaman daftar kelas)")
                .query::<KelasFilter>()
                .returns::<ListResponse<NilaiKelasBaris>>(),
            daftar,
        )
        .route(
            Method::GET,
            "/lms/nilai/kelas_kuliah/{id}",
            Op::new("Rekap nilai kelas: peserta x aktivitas, rata-rata LMS, komponen SIKAD").returns::<RekapNilai>(),
            rekap_kelas,
        )
        .route(
            Method::GET,
            "/lms/nilai/kelas_kuliah/{id}/export_excel",
            Op::new("Rekap nilai kelas sebagai .xlsx, dengan kolom pilihan 'Tampilkan'").query::<TampilkanNilai>().file(&[XLSX]),
            rekap_excel,
        )
        .route(
            Method::GET,
            "/lms/nilai/kelas_kuliah/{id}/aktivitas",
            Op::new("Aktivitas bernilai kelas yang dapat dipilih untuk komponen SIKAD").returns::<Vec<AktivitasPilihan>>(),
            aktivitas,
        )
        .route(
            Method::GET,
            "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}",
            Op::new("Pengaturan satu komponen nilai SIKAD kelas").returns::<KomponenKelas>(),
            komponen,
        )
        .route(
            Method::PUT,
            "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}",
            Op::new("Pilih aktivitas komponen nilai SIKAD (list_aktivitas; konfirmasi bila ada nilai dari SIKAD)")
                .json::<KomponenSimpan>()
                .returns::<HeaderSikad>(),
            simpan_komponen,
        )
        .route(
            Method::DELETE,
            "/lms/nilai/kelas_kuliah/{id}/komponen/{idKomponen}",
            Op::new("Kembalikan komponen nilai SIKAD ke pengaturan bawaan").query::<KonfirmasiQuery>().returns::<HeaderSikad>(),
            hapus_komponen,
        )
        .route(
            Method::GET,
            "/lms/pengaturan/integrasi_nilai/{id}",
            Op::new("Pengaturan integrasi nilai untuk kelas: pelaku integrasi, komponen bawaan tiap jenis aktivitas")
                .returns::<IntegrasiNilai>(),
            integrasi,
        )
}

async fn daftar(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(filter): Query<KelasFilter>,
) -> AppResult<Json<ListResponse<NilaiKelasBaris>>> {
    let lingkup = policy::require_list_nilai(&user)?;
    Ok(Json(service::daftar(&state.db, &lingkup, &filter).await?))
}

async fn rekap_kelas(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<RekapNilai>> {
    let posisi = policy::require_see_nilai(&state.db, &user, id).await?;
    Ok(Json(service::rekap_untuk(&state.db, &user, &posisi, id).await?))
}

async fn rekap_excel(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    Query(tampil): Query<TampilkanNilai>,
) -> AppResult<Response> {
    let posisi = policy::require_see_nilai(&state.db, &user, id).await?;
    let r = service::rekap_untuk(&state.db, &user, &posisi, id).await?;
    Ok(crate::unduhan::unduhan(excel::xlsx(&r, &tampil)?, XLSX, &excel::nama_berkas(&r)))
}

async fn aktivitas(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Vec<AktivitasPilihan>>> {
    policy::require_see_nilai(&state.db, &user, id).await?;
    Ok(Json(service::aktivitas(&state.db, id).await?))
}

async fn komponen(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, id_komponen)): Path<(i64, i64)>,
) -> AppResult<Json<KomponenKelas>> {
    policy::require_see_nilai(&state.db, &user, id).await?;
    Ok(Json(service::komponen(&state.db, id, id_komponen).await?))
}

async fn simpan_komponen(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_komponen)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<KomponenSimpan>,
) -> AppResult<Json<HeaderSikad>> {
    policy::require_ubah_komponen_nilai(&state.db, &user, id).await?;
    Ok(Json(service::simpan(&state.db, (&user, &ip), id, id_komponen, &body).await?))
}

async fn hapus_komponen(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_komponen)): Path<(i64, i64)>,
    Query(q): Query<KonfirmasiQuery>,
) -> AppResult<Json<HeaderSikad>> {
    policy::require_ubah_komponen_nilai(&state.db, &user, id).await?;
    Ok(Json(service::hapus(&state.db, (&user, &ip), id, id_komponen, q.konfirmasi.unwrap_or(false)).await?))
}

async fn integrasi(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<IntegrasiNilai>> {
    let posisi = policy::require_see_nilai(&state.db, &user, id).await?;
    Ok(Json(service::integrasi(&state.db, &posisi).await?))
}
