//! HTTP handlers of bank_soal: the route table and one thin function per endpoint.

use super::{impor, pdf, service, store};
use axum::extract::State;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use axum::Json;

use super::model::*;
use crate::akun::routes::Ok as Berhasil;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Multipart, Path, Query};
use crate::identitas::CurrentUser;
use crate::list::{ListResponse, PageRequest};
use crate::policy;
use crate::state::AppState;
use crate::ujian::model::{SoalDariBank, SoalUjianDaftar};

use crate::unduhan::XLSX;

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::POST,
            // Under the exam's path (the exam page calls it), answered here: copying
            // a bank's questions is the bank's, which uses the exam's question rules.
            "/lms/ujian/{id}/kelompok_soal/{idKelompok}/soal/dari_bank",
            Op::new("Tambah soal dari bank soal pada kelompok").json::<SoalDariBank>().returns::<SoalUjianDaftar>().created(),
            ke_ujian,
        )
        .route(
            Method::GET,
            "/lms/bank_soal",
            Op::new("Bank soal milik pengguna dan bank soal yang ditampilkan pada mata kuliah yang sama")
                .query::<BankSoalQuery>()
                .returns::<ListResponse<BankSoalRingkas>>(),
            daftar,
        )
        .route(
            Method::POST,
            "/lms/bank_soal",
            Op::new("Tambah bank soal").json::<BankSoalSimpan>().returns::<BankSoalDetail>().created(),
            buat,
        )
        .route(Method::GET, "/lms/bank_soal/{id}", Op::new("Detail bank soal beserta soalnya").returns::<BankSoalDetail>(), detail)
        .route(Method::PUT, "/lms/bank_soal/{id}", Op::new("Ubah bank soal").json::<BankSoalSimpan>().returns::<BankSoalDetail>(), ubah)
        .route(Method::DELETE, "/lms/bank_soal/{id}", Op::new("Hapus bank soal beserta soalnya").no_content(), hapus)
        .route(
            Method::POST,
            "/lms/bank_soal/{id}/duplikat",
            Op::new("Duplikat bank soal beserta soalnya").json::<BankSoalSimpan>().returns::<BankSoalDetail>().created(),
            duplikat,
        )
        .route(Method::GET, "/lms/bank_soal/{id}/pdf", Op::new("Unduh bank soal (PDF)").file(&["application/pdf"]), unduh_pdf)
        .route(
            Method::POST,
            "/lms/bank_soal/{id}/soal",
            Op::new("Tambah soal ke bank soal").json::<SoalSimpan>().returns::<BankSoalDetail>().created(),
            soal_tambah,
        )
        .route(
            Method::PUT,
            "/lms/bank_soal/{id}/soal/{id_soal}",
            Op::new("Ubah soal bank soal").json::<SoalSimpan>().returns::<BankSoalDetail>(),
            soal_ubah,
        )
        .route(
            Method::DELETE,
            "/lms/bank_soal/{id}/soal/{id_soal}",
            Op::new("Hapus soal bank soal").returns::<BankSoalDetail>(),
            soal_hapus,
        )
        .route(
            Method::POST,
            "/lms/bank_soal/{id}/soal/salin_ujian",
            Op::new("Salin soal kuis/ujian ke bank soal").json::<SalinSoalUjian>().returns::<BankSoalDetail>().created(),
            salin_ujian,
        )
        .route(
            Method::GET,
            "/lms/bank_soal/ujian_sumber",
            Op::new("Kuis/ujian sebuah kelas yang soalnya dapat disalin").query::<UjianSumberQuery>().returns::<Vec<UjianSumber>>(),
            ujian_sumber,
        )
        .route(
            Method::GET,
            "/lms/bank_soal/template/{jenis}",
            Op::new("Template impor soal (.xlsx) per jenis: pilihan, benar_salah, esay").file(&[XLSX]),
            template,
        )
        .route(
            Method::POST,
            "/v2/lms/bank_soal/{id}/soal/import_excel",
            Op::new("Impor soal dari .xls/.xlsx: semua baris atau tidak sama sekali").multipart::<ImporForm>().returns::<Berhasil>(),
            impor_excel,
        )
}

async fn daftar(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<BankSoalQuery>,
) -> AppResult<Json<ListResponse<BankSoalRingkas>>> {
    let pembaca = policy::require_list_bank_soal(&user)?;
    let (data, meta) = cari(&state, &user, &q, pembaca).await?;
    Ok(Json(ListResponse { data, meta }))
}

async fn cari(
    state: &AppState,
    user: &CurrentUser,
    q: &BankSoalQuery,
    pembaca: Option<i64>,
) -> AppResult<(Vec<BankSoalRingkas>, crate::list::ListMeta)> {
    if let Some(search) = &q.search {
        crate::input::check_text(search)?;
    }
    let page = PageRequest::new(q.page, q.per_page, 10, 100);
    let (rows, total) = store::daftar(&state.db, q, pembaca, page).await?;
    let data = rows
        .into_iter()
        .map(|b| {
            let bisa = policy::may_write_bank_soal(user, &b);
            b.ringkas(bisa)
        })
        .collect();
    Ok((data, page.meta(total)))
}

/// The props of `/bank-soal`.
pub async fn halaman(state: &AppState, user: &CurrentUser, filter: BankSoalQuery) -> AppResult<BankSoalHalaman> {
    let pembaca = policy::require_list_bank_soal(user)?;
    let (data, meta) = cari(state, user, &filter, pembaca).await?;
    let pemilik = policy::require_pemilik_bank_soal(user, None);
    Ok(BankSoalHalaman {
        data,
        meta,
        filter,
        mata_kuliah: store::mata_kuliah_terlihat(&state.db, pembaca).await?,
        bisa_tambah: pemilik.is_ok(),
        pilih_dosen: matches!(pemilik, Ok(None)),
    })
}

/// The props of `/bank-soal/{id}`.
pub async fn halaman_detail(state: &AppState, user: &CurrentUser, id: i64) -> AppResult<BankSoalDetail> {
    policy::require_see_bank_soal(&state.db, user, id).await?;
    detail_dari(state, user, id).await
}

async fn detail_dari(state: &AppState, user: &CurrentUser, id: i64) -> AppResult<BankSoalDetail> {
    let bank = store::cari(&state.db, id).await?.ok_or_else(|| AppError::not_found("Bank soal"))?;
    let bisa_ubah = policy::may_write_bank_soal(user, &bank);
    let list_soal = service::daftar_soal(&state.db, id).await?;
    Ok(BankSoalDetail {
        bank: bank.ringkas(bisa_ubah),
        soal_maks: service::SOAL_MAKS,
        bisa_salin_ujian: bisa_ubah && policy::may_salin_ujian_ke_bank(user),
        list_soal,
    })
}

async fn detail(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<BankSoalDetail>> {
    Ok(Json(halaman_detail(&state, &user, id).await?))
}

async fn buat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    extract::Json(body): extract::Json<BankSoalSimpan>,
) -> AppResult<(StatusCode, Json<BankSoalDetail>)> {
    let pemilik = policy::require_pemilik_bank_soal(&user, body.id_dosen)?;
    let id = service::buat(&state.db, (&user, &ip), &body, pemilik).await?;
    Ok((StatusCode::CREATED, Json(detail_dari(&state, &user, id).await?)))
}

async fn ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<BankSoalSimpan>,
) -> AppResult<Json<BankSoalDetail>> {
    let bank = policy::require_write_bank_soal(&state.db, &user, id).await?;
    // A lecturer keeps owning their bank; an operator may hand it to another teacher.
    let pemilik = policy::require_pemilik_bank_soal(&user, body.id_dosen.or(Some(bank.id_dosen)))?;
    service::ubah(&state.db, (&user, &ip), id, &body, pemilik).await?;
    Ok(Json(detail_dari(&state, &user, id).await?))
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, ClientIp(ip): ClientIp, Path(id): Path<i64>) -> AppResult<StatusCode> {
    let bank = policy::require_write_bank_soal(&state.db, &user, id).await?;
    service::hapus(&state.db, (&user, &ip), &bank).await?;
    Ok(StatusCode::NO_CONTENT)
}

async fn duplikat(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<BankSoalSimpan>,
) -> AppResult<(StatusCode, Json<BankSoalDetail>)> {
    let sumber = policy::require_see_bank_soal(&state.db, &user, id).await?;
    let pemilik = policy::require_pemilik_bank_soal(&user, body.id_dosen)?;
    let baru = service::duplikat(&state.db, (&user, &ip), &sumber, &body, pemilik).await?;
    Ok((StatusCode::CREATED, Json(detail_dari(&state, &user, baru).await?)))
}

async fn unduh_pdf(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Response> {
    policy::require_see_bank_soal(&state.db, &user, id).await?;
    let d = detail_dari(&state, &user, id).await?;
    if d.list_soal.is_empty() {
        return Err(AppError::unprocessable("Belum ada soal"));
    }
    let nama = pdf::nama_berkas(&d.bank.judul);
    // Images make a render hold tens of MB at once: one render at a time,
    // and the memory it took back to the system after it (issue 31).
    let _giliran = SATU_PDF.acquire().await.expect("semaphore open");
    let gambar = pdf::gambar_opsi(&state, &d.list_soal).await?;
    let hasil = tokio::task::spawn_blocking(move || pdf::render(&d.bank, &d.list_soal, &gambar)).await;
    tokio::task::spawn_blocking(crate::memori::kembalikan).await?;
    Ok(crate::unduhan::unduhan(hasil??, "application/pdf", &nama))
}

static SATU_PDF: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

async fn soal_tambah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<SoalSimpan>,
) -> AppResult<(StatusCode, Json<BankSoalDetail>)> {
    policy::require_write_bank_soal(&state.db, &user, id).await?;
    service::tambah_soal(&state.db, (&user, &ip), id, &body).await?;
    Ok((StatusCode::CREATED, Json(detail_dari(&state, &user, id).await?)))
}

async fn soal_ubah(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_soal)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<SoalSimpan>,
) -> AppResult<Json<BankSoalDetail>> {
    policy::require_write_bank_soal(&state.db, &user, id).await?;
    service::ubah_soal(&state.db, (&user, &ip), (id, id_soal), &body).await?;
    Ok(Json(detail_dari(&state, &user, id).await?))
}

async fn soal_hapus(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_soal)): Path<(i64, i64)>,
) -> AppResult<Json<BankSoalDetail>> {
    policy::require_write_bank_soal(&state.db, &user, id).await?;
    service::hapus_soal(&state.db, (&user, &ip), id, id_soal).await?;
    Ok(Json(detail_dari(&state, &user, id).await?))
}

async fn salin_ujian(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<SalinSoalUjian>,
) -> AppResult<(StatusCode, Json<BankSoalDetail>)> {
    policy::require_salin_ujian_ke_bank(&state.db, &user, id, body.id_ujian).await?;
    service::salin_dari_ujian(&state.db, (&user, &ip), id, &body).await?;
    Ok((StatusCode::CREATED, Json(detail_dari(&state, &user, id).await?)))
}

async fn ujian_sumber(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<UjianSumberQuery>,
) -> AppResult<Json<Vec<UjianSumber>>> {
    policy::require_see_hasil_kelas(&state.db, &user, q.id_kelas_kuliah).await?;
    Ok(Json(store::ujian_kelas(&state.db, q.id_kelas_kuliah).await?))
}

async fn template(user: CurrentUser, Path(jenis): Path<String>) -> AppResult<Response> {
    policy::require_list_bank_soal(&user)?;
    let jenis = impor::jenis_dari_teks(&jenis)?;
    let bytes = impor::template(jenis)?;
    Ok(crate::unduhan::unduhan(bytes, XLSX, &impor::nama_template(jenis)))
}

async fn impor_excel(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    mut form: Multipart,
) -> AppResult<Json<Berhasil>> {
    policy::require_write_bank_soal(&state.db, &user, id).await?;
    let mut jenis = None;
    let mut berkas: Option<(String, Vec<u8>)> = None;
    while let Some(mut field) = form.next_field().await? {
        match field.name() {
            Some("jenis_soal") => jenis = Some(extract::text_field(field).await?),
            Some("file") => {
                let nama = field.file_name().unwrap_or_default().to_string();
                let mut isi = Vec::new();
                while let Some(potong) = field.chunk().await.map_err(|_| extract::bad_multipart())? {
                    isi.extend_from_slice(&potong);
                    if isi.len() > impor::UKURAN_MAKS {
                        return Err(AppError::too_large("Ukuran file tidak boleh lebih dari 5 MB."));
                    }
                }
                berkas = Some((nama, isi));
            }
            _ => {}
        }
    }
    let jenis = impor::jenis_dari_teks(jenis.as_deref().unwrap_or(""))?;
    let (nama, isi) = berkas.filter(|(_, isi)| !isi.is_empty()).ok_or_else(|| AppError::unprocessable("File belum dipilih"))?;
    let soal = tokio::task::spawn_blocking(move || impor::baca(&nama, isi, jenis)).await??;
    let mut tx = state.db.begin().await?;
    let ids = service::sisip_soal(&mut tx, &user, id, &soal).await?;
    service::catat_soal(&mut tx, (&user, &ip), id, &format!("Mengimpor {} soal dari Excel", ids.len())).await?;
    tx.commit().await?;
    Ok(Berhasil::new(&format!("{} soal berhasil diimpor.", ids.len())))
}

async fn ke_ujian(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path((id, id_kelompok)): Path<(i64, i64)>,
    extract::Json(body): extract::Json<SoalDariBank>,
) -> AppResult<(StatusCode, Json<SoalUjianDaftar>)> {
    policy::require_ambil_dari_bank(&state.db, &user, id, body.id_bank).await?;
    let daftar = service::salin_ke_ujian(&state.db, (&user, &ip), (id, id_kelompok), body.id_bank, &body.list_id_soal).await?;
    Ok((StatusCode::CREATED, Json(daftar)))
}
