//! HTTP handlers of tugas: the route table and one thin function per endpoint.

use super::{kelompok, service};
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
use crate::extract::{self, Path};
use crate::idempotensi::{self, Jawaban, KunciIdempotensi};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/tugas",
            Op::new("Tambah tugas pada pertemuan").json::<TugasSimpan>().returns::<TugasDetail>().created(),
            buat,
        )
        .route(Method::GET, "/lms/tugas/{id}", Op::new("Detail tugas").returns::<TugasDetail>(), detail)
        .route(Method::PUT, "/lms/tugas/{id}", Op::new("Ubah tugas").json::<TugasSimpan>().returns::<TugasDetail>(), ubah)
        .route(Method::DELETE, "/lms/tugas/{id}", Op::new("Hapus tugas beserta pengumpulan dan kelompoknya").no_content(), hapus)
        .route(
            Method::PUT,
            "/lms/tugas/{id}/pengumpulan",
            Op::new("Kumpulkan atau ganti jawaban tugas (mahasiswa); header Idempotency-Key (opsional) mencegah penulisan ganda")
                .json::<PengumpulanSimpan>()
                .returns::<Pengumpulan>(),
            kumpul,
        )
        .route(
            Method::GET,
            "/lms/tugas/{id}/pengerjaan",
            Op::new("Pengumpulan tugas per peserta (pengajar dan operator)").returns::<DaftarPengerjaan>(),
            pengerjaan,
        )
        .route(
            Method::PUT,
            "/lms/tugas/{id}/pengerjaan/{id_mahasiswa}/nilai",
            Op::new("Beri atau hapus nilai satu pengumpulan tugas").json::<NilaiRequest>().returns::<PengerjaanPeserta>(),
            nilai,
        )
        .route(
            Method::GET,
            "/lms/tugas/{id}/kelompok",
            Op::new("Kelompok tugas dan peserta tanpa kelompok").returns::<DaftarKelompok>(),
            kelompok_daftar,
        )
        .route(
            Method::POST,
            "/lms/tugas/{id}/kelompok",
            Op::new("Buat kelompok tugas").json::<KelompokSimpan>().returns::<KelompokTugas>().created(),
            kelompok_buat,
        )
        .route(
            Method::PUT,
            "/lms/tugas/{id}/kelompok/{id_kelompok}",
            Op::new("Ubah nama dan anggota kelompok").json::<KelompokSimpan>().returns::<KelompokTugas>(),
            kelompok_ubah,
        )
        .route(
            Method::DELETE,
            "/lms/tugas/{id}/kelompok/{id_kelompok}",
            Op::new("Hapus kelompok beserta chatnya").no_content(),
            kelompok_hapus,
        )
        .route(
            Method::PUT,
            "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}/ketua",
            Op::new("Jadikan anggota ketua kelompok").returns::<KelompokTugas>(),
            kelompok_ketua,
        )
        .route(
            Method::DELETE,
            "/lms/tugas/{id}/kelompok/{id_kelompok}/anggota/{id_mahasiswa}",
            Op::new("Keluarkan anggota dari kelompok").returns::<KelompokTugas>(),
            kelompok_keluarkan,
        )
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<TugasSimpan>,
) -> AppResult<(StatusCode, Json<TugasDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(body.id_pertemuan)?;
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, &user, &ip, id_pertemuan, &body).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, &user, id, &posisi).await?)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<TugasDetail>> {
    let posisi = policy::require_see_tugas(&state.db, &user, id, None).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<TugasSimpan>,
) -> AppResult<Json<TugasDetail>> {
    let posisi = policy::require_author_tugas(&state.db, &user, id).await?;
    service::ubah(&state.db, &state.storage, &user, &ip, id, &body).await?;
    Ok(Json(service::detail(&state.db, &user, id, &posisi).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    service::hapus(&state.db, &state.storage, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn kumpul(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    KunciIdempotensi(kunci): KunciIdempotensi,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<PengumpulanSimpan>,
) -> AppResult<Jawaban<Pengumpulan>> {
    let posisi = policy::require_kumpul_tugas(&state.db, &user, id).await?;
    let rute = format!("PUT /lms/tugas/{id}/pengumpulan");
    let kerja = service::kumpul(&state.db, &state.storage, &user, &ip, id, &posisi, &body);
    idempotensi::sekali(&state.db, user.id(), kunci.as_deref(), &rute, kerja).await
}

async fn pengerjaan(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarPengerjaan>> {
    let posisi = policy::require_see_penilaian(&state.db, &user, id, None).await?;
    Ok(Json(DaftarPengerjaan { data: service::daftar_pengerjaan(&state.db, &user, id, &posisi).await? }))
}

async fn nilai(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_mahasiswa)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<NilaiRequest>,
) -> AppResult<Json<PengerjaanPeserta>> {
    let posisi = policy::require_grade_tugas(&state.db, &user, id).await?;
    Ok(Json(service::beri_nilai(&state.db, &user, &ip, id, &posisi, id_mahasiswa, body.nilai).await?))
}

async fn kelompok_daftar(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<DaftarKelompok>> {
    policy::require_see_penilaian(&state.db, &user, id, None).await?;
    let id_kelas = service::kelas_tugas(&state.db, id, None).await?;
    Ok(Json(kelompok::daftar(&state.db, &user, id, id_kelas).await?))
}

async fn kelompok_buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<KelompokSimpan>,
) -> AppResult<(StatusCode, Json<KelompokTugas>)> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    Ok((StatusCode::CREATED, Json(kelompok::simpan(&state.db, &user, &ip, id, None, &body).await?)))
}

async fn kelompok_ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, gid)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<KelompokSimpan>,
) -> AppResult<Json<KelompokTugas>> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    Ok(Json(kelompok::simpan(&state.db, &user, &ip, id, Some(gid), &body).await?))
}

async fn kelompok_hapus(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, gid)): Path<(i64, i64)>,
) -> AppResult<StatusCode> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    kelompok::hapus(&state.db, &user, &ip, id, gid).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn kelompok_ketua(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, gid, id_mahasiswa)): Path<(i64, i64, i64)>,
) -> AppResult<Json<KelompokTugas>> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    Ok(Json(kelompok::jadikan_ketua(&state.db, &user, &ip, id, gid, id_mahasiswa).await?))
}

async fn kelompok_keluarkan(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, gid, id_mahasiswa)): Path<(i64, i64, i64)>,
) -> AppResult<Json<KelompokTugas>> {
    policy::require_author_tugas(&state.db, &user, id).await?;
    Ok(Json(kelompok::keluarkan(&state.db, &user, &ip, id, gid, id_mahasiswa).await?))
}

/// The upload directories of tasks: a lecturer's attachments, a student's hand-in.
pub const UNGGAHAN: [Direktori; 2] = [
    Direktori { dir: DirUnggah::TugasLampiran, boleh: policy::require_upload_materi, aturan: aturan_berkas, gambar: false },
    Direktori { dir: DirUnggah::TugasPengumpulan, boleh: policy::require_upload_pengumpulan, aturan: aturan_berkas, gambar: false },
];

fn aturan_berkas(db: &Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move { Ok(Aturan { ekstensi: service::EKSTENSI, maks: service::batas_ukuran(db).await? }) })
}
