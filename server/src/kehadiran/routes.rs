//! HTTP handlers of kehadiran: the route table and one thin function per endpoint.

use super::{daftar, qr, rekap, service, store, syarat_dosen};
use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::sse::{Event, Sse};
use axum::response::Response;
use axum::Json;
use futures::stream::{self, Stream, StreamExt};

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::peristiwa::Topik;
use crate::policy;
use crate::state::AppState;

use crate::unduhan::XLSX;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .schema::<KehadiranPertemuanPage>()
        .schema::<PresensiPageData>()
        .schema::<TerlarangPageData>()
        .schema::<KehadiranSayaPage>()
        .schema::<daftar::KehadiranDaftarPage>()
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa",
            Op::new("Kelas dengan ringkasan kehadiran peserta (filter dan halaman daftar kelas)")
                .query::<crate::kelas::model::KelasFilter>()
                .returns::<crate::list::ListResponse<daftar::KehadiranKelasBaris>>(),
            daftar_kelas,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/export_excel",
            Op::new("Semua kelas dengan ringkasan kehadiran sebagai .xlsx (tanpa per_page)")
                .query::<crate::kelas::model::KelasFilter>()
                .file(&[XLSX]),
            daftar_kelas_excel,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_dosen",
            Op::new("Kehadiran dosen yang masuk pada pertemuan yang sudah dimulai")
                .query::<daftar::KehadiranDosenQuery>()
                .returns::<crate::list::ListResponse<daftar::KehadiranDosenBaris>>(),
            daftar_dosen,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}",
            Op::new("Kehadiran peserta satu pertemuan, dengan progres per aktivitas").returns::<DaftarKehadiranMahasiswa>(),
            daftar_peserta,
        )
        .route(
            Method::PUT,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}",
            Op::new("Simpan kehadiran peserta (mode ubah): data berisi nim, presensi, ada_presensi")
                .json::<PresensiSimpanSemua>()
                .no_content(),
            simpan_semua,
        )
        .route(
            Method::PUT,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}/mahasiswa/{idMahasiswa}",
            Op::new("Ubah kehadiran satu peserta (hadir atau tidak)").json::<HadirSimpan>().no_content(),
            simpan_satu,
        )
        .route(
            Method::POST,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}/hitung_ulang",
            Op::new("Hitung ulang progres dan kehadiran satu pertemuan (di latar belakang)").returns::<ProsesKehadiran>().accepted(),
            hitung_ulang,
        )
        .route(
            Method::POST,
            "/lms/kehadiran_mahasiswa/hitung_persentase",
            Op::new("Hitung persentase kehadiran: satu pertemuan, atau semua pertemuan yang sudah dimulai dari satu kelas")
                .json::<HitungPersentase>()
                .returns::<Vec<ProsesKehadiran>>()
                .accepted(),
            hitung_persentase,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/jenis_presensi",
            Op::new("Jenis presensi izin dan sakit, dengan status aktif").returns::<JenisPresensi>(),
            jenis_presensi,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/me",
            Op::new("Kehadiran mahasiswa yang masuk pada satu pertemuan").returns::<KehadiranMahasiswa>(),
            kehadiran_saya,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/kelas_kuliah/{idKelas}/pertemuan/{idPertemuan}/nim/{nim}",
            Op::new("Kehadiran satu mahasiswa (menurut NIM) pada satu pertemuan").returns::<KehadiranMahasiswa>(),
            kehadiran_nim,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}",
            Op::new("Rekap kehadiran kelas: peserta x pertemuan").returns::<RekapKehadiran>(),
            rekap,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/kelas_kuliah/{id}/export_excel",
            Op::new("Rekap kehadiran kelas sebagai .xlsx").file(&[XLSX]),
            rekap_excel,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_dosen/{id}",
            Op::new("Kehadiran pengajar satu pertemuan").returns::<DaftarKehadiranPengajar>(),
            daftar_pengajar,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_dosen/{id}/me",
            Op::new("Kehadiran dosen yang masuk pada satu pertemuan").returns::<KehadiranPengajarPertemuan>(),
            pengajar_saya,
        )
        .route(
            Method::GET,
            "/lms/kehadiran_dosen/{id}/{idDosen}",
            Op::new("Kehadiran satu pengajar pada satu pertemuan (spec 2 §7)").returns::<KehadiranPengajarPertemuan>(),
            satu_pengajar,
        )
        .route(
            Method::PUT,
            "/lms/kehadiran_dosen/{id}/dosen/{idDosen}",
            Op::new("Ubah (dan validasi) kehadiran satu pengajar: operator dengan hak ubah")
                .json::<KehadiranPengajarSimpan>()
                .returns::<KehadiranPengajarPertemuan>(),
            simpan_pengajar,
        )
        .route(Method::PUT, "/lms/pertemuan/{id}/start", Op::new("Mulai pertemuan (dosen pengajar)").no_content(), mulai)
        .route(Method::PUT, "/lms/pertemuan/{id}/end", Op::new("Akhiri pertemuan (dosen pengajar)").no_content(), akhiri)
        .route(Method::GET, "/v0/aturan/qr-code", Op::new("Aturan presensi QR Code: aktif atau tidak").returns::<AturanQr>(), aturan_qr)
        .route(
            Method::GET,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}/qr",
            Op::new("QR Code presensi yang sedang berlaku (dosen pengajar, pertemuan offline yang berlangsung)").returns::<QrKehadiran>(),
            qr_tampil,
        )
        .route(
            Method::POST,
            "/lms/kehadiran_mahasiswa/pertemuan/{id}/qr",
            Op::new("Presensi dengan QR Code atau kode presensi (peserta)").json::<QrScan>().returns::<KehadiranMahasiswa>(),
            qr_pindai,
        )
        .route(
            Method::GET,
            "/lms/events/kehadiran_mahasiswa",
            Op::new("Aliran peristiwa (SSE): calc-percentage membawa status hitung ulang satu pertemuan")
                .query::<AliranKehadiranQuery>()
                .event_stream(),
            aliran,
        )
}

async fn daftar_kelas(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(filter): Query<crate::kelas::model::KelasFilter>,
) -> AppResult<Json<crate::list::ListResponse<daftar::KehadiranKelasBaris>>> {
    let lingkup = policy::require_list_kehadiran(&user)?;
    Ok(Json(daftar::kelas(&state.db, &lingkup, &filter).await?))
}

async fn daftar_kelas_excel(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(filter): Query<crate::kelas::model::KelasFilter>,
) -> AppResult<Response> {
    let lingkup = policy::require_list_kehadiran(&user)?;
    let rows = daftar::semua_kelas(&state.db, &lingkup, &filter).await?;
    Ok(crate::unduhan::unduhan(daftar::xlsx(&rows)?, XLSX, "Kehadiran Peserta.xlsx"))
}

async fn daftar_dosen(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<daftar::KehadiranDosenQuery>,
) -> AppResult<Json<crate::list::ListResponse<daftar::KehadiranDosenBaris>>> {
    let id_dosen = policy::require_kehadiran_dosen_saya(&user)?;
    Ok(Json(daftar::dosen(&state.db, id_dosen, policy::batas_lingkup(&user), &q).await?))
}

async fn daftar_peserta(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<Json<DaftarKehadiranMahasiswa>> {
    let (p, _) = policy::require_see_kehadiran_pertemuan(&state.db, &user, id).await?;
    Ok(Json(DaftarKehadiranMahasiswa { data: service::daftar_peserta(&state.db, &p, None).await? }))
}

async fn simpan_semua(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<PresensiSimpanSemua>,
) -> AppResult<StatusCode> {
    policy::require_ubah_kehadiran_peserta(&state.db, &user, id).await?;
    service::simpan_semua(&state.db, &user, &ip, id, &body).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn simpan_satu(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_mahasiswa)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<HadirSimpan>,
) -> AppResult<StatusCode> {
    policy::require_ubah_kehadiran_peserta(&state.db, &user, id).await?;
    service::simpan_satu(&state.db, &user, &ip, id, id_mahasiswa, body.is_hadir).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn hitung_ulang(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<(StatusCode, Json<ProsesKehadiran>)> {
    policy::require_hitung_ulang_kehadiran(&state.db, &user, id).await?;
    let mut hasil = service::minta_hitung(&state, &user, &[id]).await?;
    Ok((StatusCode::ACCEPTED, Json(hasil.pop().ok_or_else(AppError::internal)?)))
}

async fn hitung_persentase(
    State(state): State<AppState>,
    user: CurrentUser,
    extract::Json(body): extract::Json<HitungPersentase>,
) -> AppResult<(StatusCode, Json<Vec<ProsesKehadiran>>)> {
    let daftar = match (body.id_pertemuan, body.id_kelas_kuliah) {
        (Some(id), _) => {
            policy::require_hitung_ulang_kehadiran(&state.db, &user, id).await?;
            vec![id]
        }
        (None, Some(id_kelas)) => {
            // Every started meeting the caller may open (the exam restriction leaves UTS/UAS out for teachers).
            let posisi = policy::require_hitung_ulang_kelas(&state.db, &user, id_kelas).await?;
            let pembatasan = service::pembatasan_ujian(&state.db).await?;
            let now = crate::db::now();
            store::pertemuan_kelas(&state.db, id_kelas)
                .await?
                .into_iter()
                .filter(|p| service::sudah_dimulai(p, &now) && policy::may_buka_kehadiran_ujian(&posisi, p.kategori, pembatasan))
                .map(|p| p.id)
                .collect()
        }
        (None, None) => return Err(AppError::unprocessable("Pertemuan atau kelas wajib diisi.")),
    };
    Ok((StatusCode::ACCEPTED, Json(service::minta_hitung(&state, &user, &daftar).await?)))
}

async fn jenis_presensi(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<JenisPresensi>> {
    Ok(Json(store::jenis_presensi(&state.db).await?))
}

async fn kehadiran_saya(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id_kelas, id)): Path<(i64, i64)>,
) -> AppResult<Json<KehadiranMahasiswa>> {
    if policy::require_peserta_pertemuan(&state.db, &user, id).await? != id_kelas {
        return Err(AppError::not_found("Pertemuan"));
    }
    let p = store::pertemuan(&state.db, id).await?;
    let mut saya = service::daftar_peserta(&state.db, &p, Some(user.id())).await?;
    Ok(Json(saya.pop().ok_or_else(|| AppError::not_found("Peserta"))?))
}

async fn kehadiran_nim(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id_kelas, id, nim)): Path<(i64, i64, String)>,
) -> AppResult<Json<KehadiranMahasiswa>> {
    let (p, _) = policy::require_see_kehadiran_pertemuan(&state.db, &user, id).await?;
    if p.id_kelas != id_kelas {
        return Err(AppError::not_found("Pertemuan"));
    }
    // One student's row (the recap's Detail): computed for that student only.
    let id_mahasiswa = store::id_mahasiswa_nim(&state.db, &nim).await?.ok_or_else(|| AppError::not_found("Peserta"))?;
    let mut satu = service::daftar_peserta(&state.db, &p, Some(id_mahasiswa)).await?;
    Ok(Json(satu.pop().ok_or_else(|| AppError::not_found("Peserta"))?))
}

async fn rekap(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<RekapKehadiran>> {
    policy::require_see_rekap_kehadiran(&state.db, &user, id).await?;
    Ok(Json(rekap::rekap(&state.db, id).await?))
}

async fn rekap_excel(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Response> {
    policy::require_see_rekap_kehadiran(&state.db, &user, id).await?;
    let r = rekap::rekap(&state.db, id).await?;
    Ok(crate::unduhan::unduhan(rekap::xlsx(&r)?, XLSX, &rekap::nama_berkas(&r)))
}

async fn daftar_pengajar(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<Json<DaftarKehadiranPengajar>> {
    let (p, _) = policy::require_see_kehadiran_pertemuan(&state.db, &user, id).await?;
    let aturan = syarat_dosen::AturanDosen::baca(&state.db).await?;
    Ok(Json(DaftarKehadiranPengajar { data: store::pengajar(&state.db, &p, &aturan).await? }))
}

/// One teacher's row of [`daftar_pengajar`], for whoever may read that list.
async fn satu_pengajar(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, id_dosen)): Path<(i64, i64)>,
) -> AppResult<Json<KehadiranPengajarPertemuan>> {
    let (p, _) = policy::require_see_kehadiran_pertemuan(&state.db, &user, id).await?;
    let aturan = syarat_dosen::AturanDosen::baca(&state.db).await?;
    let semua = store::pengajar(&state.db, &p, &aturan).await?;
    Ok(Json(semua.into_iter().find(|g| g.pengajar.id_dosen == id_dosen).ok_or_else(|| AppError::not_found("Pengajar"))?))
}

async fn pengajar_saya(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<Json<KehadiranPengajarPertemuan>> {
    policy::require_mulai_pertemuan(&state.db, &user, id).await?;
    let p = store::pertemuan(&state.db, id).await?;
    let semua = store::pengajar(&state.db, &p, &syarat_dosen::AturanDosen::baca(&state.db).await?).await?;
    Ok(Json(semua.into_iter().find(|g| g.pengajar.id_dosen == user.id()).ok_or_else(|| AppError::not_found("Pengajar"))?))
}

async fn simpan_pengajar(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_dosen)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<KehadiranPengajarSimpan>,
) -> AppResult<Json<KehadiranPengajarPertemuan>> {
    policy::require_ubah_kehadiran_pengajar(&state.db, &user, id).await?;
    Ok(Json(service::simpan_pengajar(&state.db, &user, &ip, id, id_dosen, &body).await?))
}

async fn mulai(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_mulai_pertemuan(&state.db, &user, id).await?;
    service::mulai(&state.db, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn akhiri(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_mulai_pertemuan(&state.db, &user, id).await?;
    service::akhiri(&state.db, &user, &ip, id).await?;
    let p = store::pertemuan(&state.db, id).await?;
    if p.daring() && p.parameter().ada() {
        service::minta_hitung(&state, &user, &[id]).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

async fn aturan_qr(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<AturanQr>> {
    Ok(Json(service::aturan_qr(&state.db).await?))
}

/// The origin a phone should open: this request's host, over HTTPS when cookies are secure.
fn asal(state: &AppState, headers: &HeaderMap) -> String {
    let host = headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("localhost");
    let skema = if state.config.secure_cookies { "https" } else { "http" };
    format!("{skema}://{host}")
}

async fn qr_tampil(
    State(state): State<AppState>,
    user: CurrentUser,
    headers: HeaderMap,
    Path(id): Path<i64>,
) -> AppResult<Json<QrKehadiran>> {
    policy::require_mulai_pertemuan(&state.db, &user, id).await?;
    Ok(Json(qr::tampilkan(&state.db, id, &asal(&state, &headers)).await?))
}

async fn qr_pindai(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<QrScan>,
) -> AppResult<(HeaderMap, Json<KehadiranMahasiswa>)> {
    let (jawaban, hasil) = catat_pindaian(&state, &user, &ip, &headers, id, &body).await?;
    Ok((jawaban, Json(hasil)))
}

/// A student's scan or typed code (the API and the page's plain form, `web::formulir`): the
/// record, and the headers that set the device cookie when this device had none.
pub async fn catat_pindaian(
    state: &AppState,
    user: &CurrentUser,
    ip: &str,
    headers: &HeaderMap,
    id: i64,
    body: &QrScan,
) -> AppResult<(HeaderMap, KehadiranMahasiswa)> {
    policy::require_peserta_pertemuan(&state.db, user, id).await?;
    let (perangkat, baru) = qr::nama_perangkat(crate::identitas::extract::cookie_value(headers, qr::COOKIE_PERANGKAT));
    let asal = qr::AsalPindai { ip, jaringan_kampus: &state.config.qr_networks, perangkat: &perangkat };
    let hasil = qr::pindai(&state.db, user, &asal, id, body).await?;
    let mut jawaban = HeaderMap::new();
    if baru {
        jawaban.insert(axum::http::header::SET_COOKIE, cookie_perangkat(state, &perangkat));
    }
    Ok((jawaban, hasil))
}

/// The device cookie: a year, never read by scripts, with the page cookie's
/// SameSite and Secure (so it also travels inside a portal's frame).
fn cookie_perangkat(state: &AppState, perangkat: &str) -> axum::http::HeaderValue {
    let atribut = crate::akun::routes::cookie_attributes(state);
    axum::http::HeaderValue::from_str(&format!("{}={perangkat}; HttpOnly; Path=/; Max-Age=31536000{atribut}", qr::COOKIE_PERANGKAT))
        .expect("cookie is ascii")
}

/// `calc-percentage` events for one meeting: its current status first, then each change.
async fn aliran(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<AliranKehadiranQuery>,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    let id = q.id_pertemuan;
    policy::require_see_kehadiran_pertemuan(&state.db, &user, id).await?;
    let berubah = state.peristiwa.ikuti::<StatusProses>(Topik::Kehadiran, id);
    let sekarang = ProsesKehadiran { id_pertemuan: id, status: store::status_hitung(&state.db, id).await? };
    let acara = |p: &ProsesKehadiran| Event::default().event("calc-percentage").data(serde_json::to_string(p).expect("serialises"));
    let pertama = stream::iter([Ok(Event::default().retry(Duration::from_secs(2)).comment("kehadiran")), Ok(acara(&sekarang))]);
    let berubah = berubah.map(move |status| Ok(acara(&ProsesKehadiran { id_pertemuan: id, status })));
    crate::events::aliran(&state, &user, pertama.chain(berubah))
}
