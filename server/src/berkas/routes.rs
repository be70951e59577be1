//! `POST /v2/storager`, `DELETE /v2/storager?url=` and the file behind a URL.

use axum::extract::multipart::Field;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use axum::Json;
use schemars::JsonSchema;
use serde::Deserialize;

use super::isi;
use super::model::{Aturan, BerkasInfo, CatatUnduh, DirUnggah, Direktori};
use super::store::{self, BerkasDb};
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult, KodeGalat};
use crate::extract::{text_field, Multipart, Path, Query};
use crate::identitas::CurrentUser;
use crate::policy;
use crate::state::AppState;
use crate::storage::{Storage, Tulisan};
use crate::unduhan;

/// The route's body limit; the settings decide the real maximum per type.
pub const BODY_LIMIT: usize = 1_000 * 1_000_000;

#[derive(Deserialize, JsonSchema)]
#[allow(dead_code)]
pub struct UnggahForm {
    /// Where it goes, sent before the file.
    dir: DirUnggah,
    /// The file.
    file: String,
    /// Always "lms".
    service_id: Option<String>,
}

#[derive(Deserialize, JsonSchema)]
pub struct HapusQuery {
    /// The URL POST /v2/storager answered.
    pub url: String,
}

#[derive(Deserialize, JsonSchema)]
pub struct UnduhQuery {
    /// 1: always as an attachment (the 'Download' button).
    pub unduh: Option<u8>,
}

/// The routes of the file store, which takes files into the directories the
/// domains declare (`unggahan`: each domain's list); every [`DirUnggah`] must
/// have exactly one rule.
pub fn routes(unggahan: &'static [&'static [Direktori]], catat_unduh: CatatUnduh) -> ApiRouter {
    for &dir in DirUnggah::SEMUA {
        let aturan = unggahan.iter().flat_map(|d| d.iter()).filter(|d| d.dir == dir).count();
        assert_eq!(aturan, 1, "upload directory {} needs exactly one rule", dir.as_str());
    }
    let unggah_ke = move |state: State<AppState>, user: CurrentUser, multipart: Multipart| unggah(state, user, multipart, unggahan);
    let unduh_dengan =
        move |state: State<AppState>, user: CurrentUser, path: Path<(String, String)>, q: Query<UnduhQuery>, headers: HeaderMap| {
            unduh(state, user, path, q, headers, catat_unduh)
        };
    ApiRouter::new()
        .route_limited(
            Method::POST,
            "/v2/storager",
            Op::new("Unggah berkas (sebelum menyimpan konten yang memakainya)").multipart::<UnggahForm>().returns::<BerkasInfo>().created(),
            unggah_ke,
            BODY_LIMIT,
        )
        .route(Method::DELETE, "/v2/storager", Op::new("Hapus unggahan yang belum dipakai").no_content().query::<HapusQuery>(), hapus)
        .route(
            Method::GET,
            "/v2/storager/{id}/{nama}",
            Op::new("Berkas unggahan (untuk yang boleh melihat kontennya)").query::<UnduhQuery>().file(super::isi::semua_jenis_konten()),
            unduh_dengan,
        )
        .route(
            Method::GET,
            "/v2/pratinjau/{id}",
            Op::new("Pratinjau PDF dokumen Word, Excel atau PowerPoint (bila LibreOffice terpasang)").file(&["application/pdf"]),
            pratinjau,
        )
}

/// A material's office file as the PDF LibreOffice made of it ([`super::pratinjau`]), for whoever
/// may download the file itself.
async fn pratinjau(State(state): State<AppState>, user: CurrentUser, Path(id): Path<String>, headers: HeaderMap) -> AppResult<Response> {
    let b = store::cari(&state.db, &id).await?.ok_or_else(|| AppError::not_found("Berkas"))?;
    policy::require_see_berkas(&state.db, &user, &b).await?;
    if !super::pratinjau::siap(&state.db, &b.id).await? {
        return Err(AppError::not_found("Pratinjau berkas"));
    }
    let nama = format!("{}.pdf", b.nama.rsplit_once('.').map_or(b.nama.as_str(), |(n, _)| n));
    let sajian =
        unduhan::Sajian { mime: "application/pdf", disposition: Some(unduhan::disposition("inline", &nama)), cache: "private, no-store" };
    unduhan::berkas(&state.storage, &super::pratinjau::kunci_pratinjau(&b.kunci), &headers, sajian).await
}

/// The rule of upload directory `dir`, for a caller who may upload there.
async fn aturan_dir(
    state: &AppState,
    user: &CurrentUser,
    unggahan: &'static [&'static [Direktori]],
    dir: &str,
) -> AppResult<(&'static Direktori, Aturan)> {
    let direktori = DirUnggah::parse(dir).and_then(|d| unggahan.iter().flat_map(|l| l.iter()).find(|r| r.dir == d)).ok_or_else(|| {
        let semua: Vec<&str> = DirUnggah::SEMUA.iter().map(|d| d.as_str()).collect();
        AppError::bad_request(format!("Direktori unggahan (dir) tidak dikenal. Gunakan salah satu dari: {}.", semua.join(", ")))
    })?;
    (direktori.boleh)(user)?;
    Ok((direktori, (direktori.aturan)(&state.db).await?))
}

async fn unggah(
    State(state): State<AppState>,
    user: CurrentUser,
    Multipart(mut multipart): Multipart,
    unggahan: &'static [&'static [Direktori]],
) -> AppResult<(StatusCode, Json<BerkasInfo>)> {
    let mut aturan: Option<(&'static Direktori, Aturan)> = None;
    let mut berkas: Option<Diterima> = None;
    while let Some(mut field) = multipart.next_field().await.map_err(|_| crate::extract::bad_multipart())? {
        match field.name() {
            Some("dir") => {
                let dir = text_field(field).await?;
                aturan = Some(aturan_dir(&state, &user, unggahan, &dir).await?);
            }
            Some("file") => {
                // The form sends dir first, so the limit is known while reading.
                let (direktori, Aturan { ekstensi: boleh, maks }) =
                    aturan.ok_or_else(|| AppError::bad_request("Kirim field dir sebelum file."))?;
                let asli = field.file_name().unwrap_or_default().to_string();
                crate::input::check_text(&asli)?;
                let ext = isi::ekstensi(&asli);
                if !boleh.contains(&ext.as_str()) {
                    return Err(AppError::unprocessable(format!("File type .{ext} is not allowed")));
                }
                // A full quota is told before the body is read (the insert checks again, atomically).
                let kuota = kuota(&state, maks);
                let sudah = store::terpakai(&state.db, user.id()).await?;
                if sudah >= kuota {
                    return Err(kuota_penuh(sudah, kuota));
                }
                let (kunci, ukuran) = terima_berkas(&state.storage, &mut field, direktori, &ext, maks).await?;
                // A second file part replaces the first, whose object the guard removes.
                berkas = Some(Diterima {
                    sementara: Sementara { storage: state.storage.clone(), kunci: Some(kunci) },
                    nama: isi::nama_aman(&asli, &ext),
                    ekstensi: ext,
                    ukuran,
                    dir: direktori.dir.as_str(),
                    maks,
                });
            }
            _ => {}
        }
    }
    let mut d = berkas.ok_or_else(|| AppError::bad_request("File belum dipilih"))?;
    let kuota = kuota(&state, d.maks);
    let b = BerkasDb {
        id: uuid::Uuid::new_v4().simple().to_string(),
        kunci: d.sementara.kunci.clone().unwrap_or_default(),
        nama: d.nama,
        ekstensi: d.ekstensi,
        ukuran: d.ukuran,
        // The directory whose rules the file was checked against, even if another came after it.
        dir: d.dir.to_string(),
        id_pengunggah: user.id(),
    };
    match store::simpan_dalam_kuota(&state.db, &b, kuota).await? {
        Ok(()) => d.sementara.kunci = None,
        Err(terpakai) => return Err(kuota_penuh(terpakai, kuota)),
    }
    Ok((StatusCode::CREATED, Json(b.info())))
}

/// A file part stored, waiting for its row.
struct Diterima {
    sementara: Sementara,
    nama: String,
    ekstensi: String,
    ukuran: i64,
    dir: &'static str,
    maks: i64,
}

/// A stored object that no row names yet: removed when dropped with its key
/// still set, so no failure after the store (a later part cut off, a full
/// quota, a database error) leaves a file nothing would ever sweep.
struct Sementara {
    storage: std::sync::Arc<Storage>,
    kunci: Option<String>,
}

impl Drop for Sementara {
    fn drop(&mut self) {
        if let Some(kunci) = self.kunci.take() {
            let storage = self.storage.clone();
            tokio::spawn(async move { storage.delete(&kunci).await });
        }
    }
}

/// Bytes of a file kept in memory to check its kind before it is stored.
const KEPALA: usize = 64 * 1024;

/// Receives the file part into the store, (key, bytes): its first bytes are
/// checked against its extension (and an image's pixel size) before anything
/// is stored, then the rest streams through, so an upload holds a few parts
/// in memory whatever its size (issue 31). Nothing is left in the store when
/// it fails.
async fn terima_berkas(storage: &Storage, field: &mut Field<'_>, dir: &Direktori, ext: &str, maks: i64) -> AppResult<(String, i64)> {
    let mut tulisan = None;
    let hasil = alirkan(storage, field, dir, ext, maks, &mut tulisan).await;
    match (hasil, tulisan) {
        (Ok(ukuran), Some(t)) => Ok((t.selesai().await?, ukuran)),
        (Ok(_), None) => Err(AppError::bad_request("File belum dipilih")),
        (Err(e), Some(t)) => {
            t.batal().await;
            Err(e)
        }
        (Err(e), None) => Err(e),
    }
}

async fn alirkan(
    storage: &Storage,
    field: &mut Field<'_>,
    dir: &Direktori,
    ext: &str,
    maks: i64,
    tulisan: &mut Option<Tulisan>,
) -> AppResult<i64> {
    // An image's size may lie past its first bytes (a JPEG's EXIF), so an
    // image is read whole: its directory's limit is small.
    let kepala_penuh = if dir.gambar { usize::MAX } else { KEPALA };
    let mut kepala = Vec::new();
    let mut ukuran: i64 = 0;
    while let Some(potong) = field.chunk().await.map_err(|_| crate::extract::bad_multipart())? {
        ukuran = ukuran.saturating_add(potong.len() as i64);
        if ukuran > maks {
            return Err(AppError::too_large(format!("Ukuran maksimal {}", crate::inti::ukuran_label(maks))));
        }
        match tulisan {
            Some(t) => t.tambah(potong).await?,
            None => {
                kepala.extend_from_slice(&potong);
                if kepala.len() >= kepala_penuh {
                    mulai_tulis(storage, dir, ext, std::mem::take(&mut kepala), tulisan).await?;
                }
            }
        }
    }
    if tulisan.is_none() {
        mulai_tulis(storage, dir, ext, kepala, tulisan).await?;
    }
    Ok(ukuran)
}

/// Checks the file's first bytes, then opens its write with them.
async fn mulai_tulis(storage: &Storage, dir: &Direktori, ext: &str, kepala: Vec<u8>, tulisan: &mut Option<Tulisan>) -> AppResult<()> {
    if !isi::sesuai_ekstensi(ext, &kepala) {
        return Err(AppError::unprocessable(format!("Isi berkas bukan file .{ext} yang valid. Unggah file aslinya.")));
    }
    if dir.gambar {
        crate::gambar::periksa_utuh(&kepala)?;
    }
    tulisan.insert(storage.tulis(dir.dir.as_str(), ext).await?).tambah(kepala.into()).await
}

/// The upload quota for a directory whose files may be `maks` bytes: one
/// file of the directory's own maximum always fits when nothing else waits.
fn kuota(state: &AppState, maks: i64) -> i64 {
    state.config.upload_quota.max(maks)
}

fn kuota_penuh(terpakai: i64, kuota: i64) -> AppError {
    let label = crate::inti::ukuran_label;
    AppError::new(StatusCode::PAYLOAD_TOO_LARGE, KodeGalat::KuotaUnggahanPenuh, format!(
            "Kuota unggahan sementara penuh: berkas yang sudah Anda unggah tetapi belum dipakai di konten mana pun berjumlah {} dari batas {}. \
             Simpan dulu konten yang memakai berkas tersebut, atau hapus unggahan yang batal dipakai, lalu unggah lagi. \
             Unggahan yang tidak dipakai terhapus otomatis setelah {} jam.",
            label(terpakai),
            label(kuota),
            super::service::JAM_YATIM
        ),
    )
}

async fn hapus(State(state): State<AppState>, user: CurrentUser, Query(q): Query<HapusQuery>) -> AppResult<StatusCode> {
    let id = super::id_dari_url(&q.url).ok_or_else(|| AppError::not_found("Berkas"))?;
    let b = store::cari(&state.db, id).await?.ok_or_else(|| AppError::not_found("Berkas"))?;
    policy::require_hapus_berkas(&user, &b, store::dipakai(&state.db, id).await?)?;
    store::hapus(&state.db, id).await?;
    state.storage.delete(&b.kunci).await;
    Ok(StatusCode::NO_CONTENT)
}

async fn unduh(
    State(state): State<AppState>,
    user: CurrentUser,
    Path((id, _nama)): Path<(String, String)>,
    Query(q): Query<UnduhQuery>,
    headers: HeaderMap,
    catat_unduh: CatatUnduh,
) -> AppResult<Response> {
    let b = store::cari(&state.db, &id).await?.ok_or_else(|| AppError::not_found("Berkas"))?;
    let lewat = policy::require_see_berkas(&state.db, &user, &b).await?;
    let lampiran = q.unduh == Some(1);
    if lampiran {
        catat_unduh(&state.db, &user, &lewat).await?;
    }
    let (mime, tampil) = isi::jenis_konten(&b.ekstensi);
    let cara = if tampil && !lampiran { "inline" } else { "attachment" };
    let disposition = Some(unduhan::disposition(cara, &b.nama));
    unduhan::berkas(&state.storage, &b.kunci, &headers, unduhan::Sajian { mime, disposition, cache: "private, no-store" }).await
}
