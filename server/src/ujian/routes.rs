//! HTTP handlers of ujian: the route table and one thin function per endpoint.

use super::{lampiran, pengerjaan, penilaian, service, soal, store};
use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::response::sse::{Event, Sse};
use axum::response::Response;
use axum::Json;
use futures::future::BoxFuture;
use futures::stream::{self, Stream, StreamExt};

use super::model::*;
use crate::api::{ApiRouter, Op};
use crate::berkas::{Aturan, DirUnggah, Direktori};
use crate::client_ip::ClientIp;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path, Query};
use crate::identitas::CurrentUser;
use crate::list::ListResponse;
use crate::peristiwa::Topik;
use crate::pertemuan::{model::SalinanQuery, store::CariSalinan};
use crate::policy;
use crate::state::AppState;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            "/lms/ujian",
            Op::new("Tambah kuis/ujian pada pertemuan").json::<UjianSimpan>().returns::<UjianDetail>().created(),
            buat,
        )
        .route(
            Method::GET,
            "/lms/ujian",
            Op::new("Kuis/ujian kelas lain untuk disalin").query::<SalinanQuery>().returns::<ListResponse<UjianSalinan>>(),
            salinan,
        )
        .route(
            Method::POST,
            "/lms/ujian/salin",
            Op::new("Salin kuis/ujian lain beserta soalnya ke pertemuan").json::<UjianSalin>().returns::<UjianDetail>().created(),
            salin,
        )
        .route(Method::GET, "/lms/ujian/{id}", Op::new("Detail kuis/ujian").returns::<UjianDetail>(), detail)
        .route(Method::PUT, "/lms/ujian/{id}", Op::new("Ubah kuis/ujian").json::<UjianSimpan>().returns::<UjianDetail>(), ubah)
        .route(Method::DELETE, "/lms/ujian/{id}", Op::new("Hapus kuis/ujian beserta pengerjaan dan ujian remedialnya").no_content(), hapus)
        .route(
            Method::GET,
            "/lms/ujian/{id}/soal",
            Op::new("Kelompok soal dan soal beserta kuncinya (pengajar dan operator)").returns::<SoalUjianDaftar>(),
            soal_daftar,
        )
        .route(
            Method::POST,
            "/lms/ujian/{id}/kelompok_soal",
            Op::new("Tambah kelompok soal").json::<KelompokSoalSimpan>().returns::<SoalUjianDaftar>().created(),
            kelompok_tambah,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}",
            Op::new("Ubah aturan kelompok soal").json::<KelompokSoalSimpan>().returns::<SoalUjianDaftar>(),
            kelompok_ubah,
        )
        .route(
            Method::DELETE,
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}",
            Op::new("Hapus kelompok soal beserta soalnya").returns::<SoalUjianDaftar>(),
            kelompok_hapus,
        )
        .route(
            Method::POST,
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal",
            Op::new("Tambah soal pada kelompok").json::<SoalSimpan>().returns::<SoalUjianDaftar>().created(),
            soal_tambah,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}",
            Op::new("Ubah soal").json::<SoalSimpan>().returns::<SoalUjianDaftar>(),
            soal_ubah,
        )
        .route(
            Method::DELETE,
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/{idSoal}",
            Op::new("Hapus soal").returns::<SoalUjianDaftar>(),
            soal_hapus,
        )
        .route(
            Method::POST,
            "/lms/ujian/{id}/pengerjaan/start",
            Op::new("Mulai (atau lanjutkan) pengerjaan mahasiswa").returns::<LembarUjian>(),
            mulai,
        )
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/me",
            Op::new("Ringkasan pengerjaan mahasiswa ini").returns::<PengerjaanSaya>(),
            saya,
        )
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/me/soal",
            Op::new("Lembar jawaban mahasiswa ini dengan jam server").returns::<LembarUjian>(),
            lembar,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}",
            Op::new("Simpan satu jawaban (idempoten, berversi)").json::<JawabanSimpan>().returns::<JawabanTersimpan>(),
            jawab,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/pengerjaan/me/jawaban/{idSoal}/berkas",
            Op::new("Berkas jawaban soal esai (seluruh daftar; idempoten)")
                .json::<BerkasJawabanSimpan>()
                .returns::<BerkasJawabanTersimpan>(),
            jawab_berkas,
        )
        .route(
            Method::POST,
            "/lms/ujian/{id}/pengerjaan/me/pelanggaran",
            Op::new("Catat pelanggaran ujian tutup buku").json::<PelanggaranSimpan>().no_content(),
            pelanggaran,
        )
        .route(Method::POST, "/lms/ujian/{id}/pengerjaan/me/selesai", Op::new("Selesaikan pengerjaan").returns::<LembarUjian>(), selesai)
        .route(Method::GET, "/lms/ujian/{id}/pengerjaan", Op::new("Daftar pengerjaan").returns::<PengerjaanDaftar>(), hasil_daftar)
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/no_pengerjaan",
            Op::new("Peserta tanpa pengerjaan").returns::<Vec<TanpaPengerjaan>>(),
            hasil_tanpa,
        )
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/jawaban_stats",
            Op::new("Statistik jawaban per soal").returns::<Vec<StatistikSoal>>(),
            hasil_statistik,
        )
        .route(Method::GET, "/lms/ujian/{id}/pengerjaan/export_excel", Op::new("Hasil kuis/ujian sebagai .xlsx").file(&[XLSX]), hasil_excel)
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/{idMahasiswa}",
            Op::new("Pengerjaan satu mahasiswa dengan kunci dan nilai").returns::<PengerjaanDetail>(),
            hasil_detail,
        )
        .route(
            Method::GET,
            "/lms/ujian/{id}/pengerjaan/{idMahasiswa}/perhitungan_nilai",
            Op::new("Status perhitungan nilai satu mahasiswa").returns::<PerhitunganNilai>(),
            perhitungan,
        )
        .route(
            Method::GET,
            "/lms/ujian/{id}/perhitungan_nilai",
            Op::new("Status perhitungan nilai ujian").returns::<PerhitunganNilai>(),
            perhitungan_ujian,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/pengerjaan/{idPengerjaan}/kelompok_soal/{idKelompok}/soal/{idSoal}/nilai",
            Op::new("Nilai satu soal esai (bilangan bulat 0-100)").json::<NilaiSoalSimpan>().returns::<PengerjaanBaris>(),
            nilai_soal,
        )
        .route(
            Method::PUT,
            "/lms/ujian/{id}/nilai_publishing",
            Op::new("Publikasikan atau sembunyikan nilai").json::<NilaiPublishing>().no_content(),
            publikasi,
        )
        .route(
            Method::PUT,
            "/lms/pengerjaan/{id}/pengurangan_nilai",
            Op::new("Pengurangan nilai (2 desimal)").json::<PenguranganNilaiSimpan>().returns::<PengerjaanBaris>(),
            pengurangan,
        )
        .route(Method::DELETE, "/lms/pengerjaan/{id}", Op::new("Reset pengerjaan: mahasiswa dapat mengerjakan lagi").no_content(), reset)
        .route(
            Method::GET,
            "/lms/events/ujian/{id}",
            Op::new("Aliran peristiwa ujian (SSE): time_changed saat waktu ujian diubah").event_stream(),
            aliran,
        )
}

use crate::unduhan::XLSX;

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<UjianSimpan>,
) -> AppResult<(StatusCode, Json<UjianDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(body.id_pertemuan)?;
    let (id_kelas, _) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let id = service::buat(&state.db, &user, &ip, (id_pertemuan, id_kelas), &body).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, id).await?)))
}

async fn salinan(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<SalinanQuery>,
) -> AppResult<Json<ListResponse<UjianSalinan>>> {
    let lingkup = policy::require_list_salinan(&user)?;
    let cari = CariSalinan::baru(&q, &lingkup, store::SALINAN_JOIN)?;
    let (data, total) = store::salinan(&state.db, &cari).await?;
    Ok(Json(ListResponse { data, meta: cari.page.meta(total) }))
}

async fn salin(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<UjianSalin>,
) -> AppResult<(StatusCode, Json<UjianDetail>)> {
    let id_pertemuan = crate::input::pertemuan_wajib(body.form.id_pertemuan)?;
    let (id_kelas, _) = policy::require_author_pertemuan(&state.db, &user, id_pertemuan).await?;
    let lingkup = policy::require_list_salinan(&user)?;
    let id = service::salin(&state.db, &user, &ip, (id_pertemuan, id_kelas), &body, &lingkup).await?;
    Ok((StatusCode::CREATED, Json(service::detail(&state.db, id).await?)))
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<UjianDetail>> {
    policy::require_see_ujian(&state.db, &user, id).await?;
    Ok(Json(service::detail(&state.db, id).await?))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<UjianSimpan>,
) -> AppResult<Json<UjianDetail>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    let lama = store::cari(&state.db, id).await?.ok_or_else(|| AppError::not_found("Ujian"))?;
    service::ubah(&state.db, &user, &ip, id, &body).await?;
    let baru = service::detail(&state.db, id).await?;
    if (&lama.waktu_selesai, lama.durasi, lama.gunakan_batas_waktu != 0) != (&baru.waktu_selesai, baru.durasi, baru.gunakan_batas_waktu) {
        let waktu = WaktuBerubah { waktu_selesai: baru.waktu_selesai.clone(), durasi: baru.durasi.filter(|_| baru.gunakan_batas_waktu) };
        state.peristiwa.umumkan(&state.db, Topik::Ujian, id, &waktu).await?;
    }
    Ok(Json(baru))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    service::hapus(&state.db, &user, &ip, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---------------------------------------------------------------- questions

async fn soal_daftar(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<SoalUjianDaftar>> {
    policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(soal::daftar(&state.db, id).await?))
}

async fn kelompok_tambah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<KelompokSoalSimpan>,
) -> AppResult<(StatusCode, Json<SoalUjianDaftar>)> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok((StatusCode::CREATED, Json(soal::tambah_kelompok(&state.db, (&user, &ip), id, &body).await?)))
}

async fn kelompok_ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<KelompokSoalSimpan>,
) -> AppResult<Json<SoalUjianDaftar>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok(Json(soal::ubah_kelompok(&state.db, (&user, &ip), id, id_kelompok, &body).await?))
}

async fn kelompok_hapus(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok)): Path<(i64, i64)>,
) -> AppResult<Json<SoalUjianDaftar>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok(Json(soal::hapus_kelompok(&state.db, (&user, &ip), id, id_kelompok).await?))
}

async fn soal_tambah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<SoalSimpan>,
) -> AppResult<(StatusCode, Json<SoalUjianDaftar>)> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok((StatusCode::CREATED, Json(soal::tambah_soal(&state.db, (&user, &ip), id, id_kelompok, &body).await?)))
}

async fn soal_ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok, id_soal)): Path<(i64, i64, i64)>,
    extract::Json(body): extract::Json<SoalSimpan>,
) -> AppResult<Json<SoalUjianDaftar>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok(Json(soal::ubah_soal(&state.db, (&user, &ip), (id, id_kelompok, id_soal), &body).await?))
}

async fn soal_hapus(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok, id_soal)): Path<(i64, i64, i64)>,
) -> AppResult<Json<SoalUjianDaftar>> {
    policy::require_author_ujian(&state.db, &user, id).await?;
    Ok(Json(soal::hapus_soal(&state.db, (&user, &ip), id, id_kelompok, id_soal).await?))
}

// ---------------------------------------------------------------- taking

async fn mulai(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
) -> AppResult<Json<LembarUjian>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    Ok(Json(pengerjaan::mulai(&state.db, (&user, &ip), &ujian).await?))
}

async fn saya(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PengerjaanSaya>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    Ok(Json(PengerjaanSaya { data: pengerjaan::saya(&state.db, &user, &ujian).await? }))
}

async fn lembar(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<LembarUjian>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    Ok(Json(pengerjaan::lembar(&state.db, &user, &ujian).await?))
}

async fn jawab(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, id_soal)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<JawabanSimpan>,
) -> AppResult<Json<JawabanTersimpan>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    Ok(Json(pengerjaan::simpan_jawaban(&state.db, &user, &ujian, id_soal, &body).await?))
}

async fn jawab_berkas(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, id_soal)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<BerkasJawabanSimpan>,
) -> AppResult<Json<BerkasJawabanTersimpan>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    let (tersimpan, dilepas) = pengerjaan::simpan_berkas_jawaban(&state.db, &user, &ujian, id_soal, &body).await?;
    for kunci in dilepas {
        state.storage.delete(&kunci).await;
    }
    Ok(Json(tersimpan))
}

async fn pelanggaran(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<PelanggaranSimpan>,
) -> AppResult<StatusCode> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    pengerjaan::catat_pelanggaran(&state.db, &user, &ujian, body.jenis).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn selesai(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
) -> AppResult<Json<LembarUjian>> {
    let ujian = policy::require_kerjakan_ujian(&state.db, &user, id).await?;
    Ok(Json(pengerjaan::selesai(&state.db, (&user, &ip), &ujian).await?))
}

// ---------------------------------------------------------------- grading

async fn hasil_daftar(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PengerjaanDaftar>> {
    let ujian = policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(penilaian::daftar(&state.db, &ujian).await?))
}

async fn hasil_tanpa(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Vec<TanpaPengerjaan>>> {
    let ujian = policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(penilaian::tanpa_pengerjaan(&state.db, &ujian).await?))
}

async fn hasil_statistik(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<Vec<StatistikSoal>>> {
    let ujian = policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(penilaian::statistik(&state.db, &ujian).await?))
}

async fn hasil_excel(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Response> {
    let ujian = policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    let tz = crate::pengaturan::store::time_zone(&state.db).await?;
    let bytes = penilaian::ekspor_excel(&state.db, &ujian, &tz).await?;
    Ok(crate::unduhan::unduhan(bytes, XLSX, &format!("Hasil {}.xlsx", ujian.judul)))
}

async fn hasil_detail(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, id_mahasiswa)): Path<(i64, i64)>,
) -> AppResult<Json<PengerjaanDetail>> {
    let ujian = policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(penilaian::detail(&state.db, &ujian, id_mahasiswa).await?))
}

/// Scores are computed in the transaction that changes what they depend on
/// (`nilai`), so a reader never finds a computation under way.
async fn perhitungan(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, _)): Path<(i64, i64)>,
) -> AppResult<Json<PerhitunganNilai>> {
    policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(PerhitunganNilai { status: StatusPerhitungan::Selesai }))
}

async fn perhitungan_ujian(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PerhitunganNilai>> {
    policy::require_see_hasil_ujian(&state.db, &user, id).await?;
    Ok(Json(PerhitunganNilai { status: StatusPerhitungan::Selesai }))
}

async fn nilai_soal(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_pengerjaan, id_kelompok, id_soal)): Path<(i64, i64, i64, i64)>,
    extract::Json(body): extract::Json<NilaiSoalSimpan>,
) -> AppResult<Json<PengerjaanBaris>> {
    let ujian = policy::require_nilai_ujian(&state.db, &user, id).await?;
    Ok(Json(penilaian::nilai_soal(&state.db, (&user, &ip), &ujian, (id_pengerjaan, id_kelompok, id_soal), body.nilai).await?))
}

async fn publikasi(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<NilaiPublishing>,
) -> AppResult<StatusCode> {
    let ujian = policy::require_nilai_ujian(&state.db, &user, id).await?;
    penilaian::publikasi(&state.db, (&user, &ip), &ujian, body.is_tampilkan_nilai).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn pengurangan(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<PenguranganNilaiSimpan>,
) -> AppResult<Json<PengerjaanBaris>> {
    let ujian = policy::require_nilai_pengerjaan(&state.db, &user, id).await?;
    Ok(Json(penilaian::pengurangan(&state.db, (&user, &ip), &ujian, id, body.nilai).await?))
}

async fn reset(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    let ujian = policy::require_nilai_pengerjaan(&state.db, &user, id).await?;
    penilaian::reset(&state.db, (&user, &ip), &ujian, id).await?;
    Ok(StatusCode::NO_CONTENT)
}

// ---------------------------------------------------------------- stream

async fn aliran(
    State(state): State<AppState>,
    user: CurrentUser,
    Path(id): Path<i64>,
) -> AppResult<Sse<impl Stream<Item = Result<Event, Infallible>>>> {
    policy::require_see_ujian(&state.db, &user, id).await?;
    let pertama = stream::once(async { Ok(Event::default().retry(Duration::from_secs(2)).comment("ujian")) });
    let berubah = state.peristiwa.ikuti::<WaktuBerubah>(Topik::Ujian, id);
    let berubah = berubah.map(|waktu| Ok(Event::default().event("time_changed").data(serde_json::to_string(&waktu).expect("serialises"))));
    crate::events::aliran(&state, &user, pertama.chain(berubah))
}

/// The upload directories of exams: a student's essay answer files, a question's
/// attachments and an option's image.
pub const UNGGAHAN: [Direktori; 3] = [
    Direktori { dir: DirUnggah::UjianJawaban, boleh: policy::require_upload_pengumpulan, aturan: aturan_jawaban, gambar: false },
    Direktori { dir: DirUnggah::SoalLampiran, boleh: policy::require_upload_soal, aturan: lampiran::aturan_lampiran, gambar: false },
    Direktori { dir: DirUnggah::SoalGambar, boleh: policy::require_upload_soal, aturan: lampiran::aturan_gambar, gambar: true },
];

fn aturan_jawaban(db: &Db) -> BoxFuture<'_, AppResult<Aturan>> {
    Box::pin(async move { Ok(Aturan { ekstensi: JenisFileJawaban::SEMUA_EKSTENSI, maks: service::batas_berkas(db).await?.jawaban_esai }) })
}
