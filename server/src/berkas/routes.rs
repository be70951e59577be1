//! `POST /v2/storager`, `DELETE /v2/storager?url=` and the file behind a URL.

use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::Response;
use axum::Json;
use schemars::JsonSchema;
use serde::Deserialize;

use super::store::{self, BerkasDb};
use super::{isi, BerkasInfo};
use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::error::{AppError, AppResult};
use crate::extract::{text_field, Multipart, Path, Query};
use crate::materi::model::TipeFile;
use crate::policy;
use crate::state::AppState;
use crate::web::unduhan;

/// The route's body limit; the settings decide the real maximum per type.
pub const BODY_LIMIT: usize = 1_000 * 1_000_000;

#[derive(Deserialize, JsonSchema)]
#[allow(dead_code)]
pub struct UnggahForm {
    /// Where it goes, sent before the file: `materi/{tipe_file}` (ebook, audio,
    /// video, archive), `tugas/lampiran` (a task's attachments),
    /// `tugas/pengumpulan` (a hand-in), `ujian/jawaban` (a student's essay
    /// answer file), `soal/lampiran` (a question's or its key's attachment),
    /// `soal/gambar` (an option's image), `kelas/banner` (a class banner) or
    /// `silabus/lampiran` (a syllabus attachment).
    #[schemars(schema_with = "skema_direktori")]
    dir: String,
    /// The file.
    file: String,
    /// Always "lms".
    service_id: Option<String>,
}

/// Every directory [`aturan_dir`] knows.
const DIREKTORI: [&str; 11] = [
    "materi/ebook",
    "materi/audio",
    "materi/video",
    "materi/archive",
    "tugas/lampiran",
    "tugas/pengumpulan",
    "ujian/jawaban",
    "soal/lampiran",
    "soal/gambar",
    "kelas/banner",
    "silabus/lampiran",
];

fn skema_direktori(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({ "type": "string", "enum": DIREKTORI })
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

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route_limited(
            Method::POST,
            "/v2/storager",
            Op::new("Unggah berkas (sebelum menyimpan konten yang memakainya)").multipart::<UnggahForm>().returns::<BerkasInfo>().created(),
            unggah,
            BODY_LIMIT,
        )
        .route(Method::DELETE, "/v2/storager", Op::new("Hapus unggahan yang belum dipakai").no_content().query::<HapusQuery>(), hapus)
        .route(
            Method::GET,
            "/v2/storager/{id}/{nama}",
            Op::new("Berkas unggahan (untuk yang boleh melihat kontennya)").query::<UnduhQuery>().file(super::isi::semua_jenis_konten()),
            unduh,
        )
}

/// The extensions and size limit of an upload directory, for a caller who may upload there.
async fn aturan_dir(state: &AppState, user: &CurrentUser, dir: &str) -> AppResult<(&'static [&'static str], i64)> {
    match dir {
        "tugas/lampiran" | "tugas/pengumpulan" => {
            if dir == "tugas/lampiran" {
                policy::require_upload_materi(user)?;
            } else {
                policy::require_upload_pengumpulan(user)?;
            }
            Ok((crate::tugas::service::EKSTENSI, crate::tugas::service::batas_ukuran(&state.db).await?))
        }
        "ujian/jawaban" => {
            policy::require_upload_pengumpulan(user)?;
            Ok((crate::ujian::model::JenisFileJawaban::SEMUA_EKSTENSI, crate::ujian::service::batas_berkas(&state.db).await?.jawaban_esai))
        }
        crate::kelas::banner::DIR => {
            policy::require_upload_banner(user)?;
            Ok((&crate::kelas::banner::EKSTENSI, crate::kelas::banner::max_bytes(&state.db).await? as i64))
        }
        crate::akademik::service::DIR_LAMPIRAN => {
            policy::require_upload_lampiran_silabus(user)?;
            Ok((&crate::akademik::service::LAMPIRAN_EKSTENSI, crate::akademik::service::LAMPIRAN_MAX as i64))
        }
        crate::ujian::lampiran::DIR_LAMPIRAN | crate::ujian::lampiran::DIR_GAMBAR => {
            policy::require_upload_soal(user)?;
            Ok(crate::ujian::lampiran::aturan_dir(&state.db, dir).await?.unwrap_or((&[], 0)))
        }
        _ => {
            let tipe = dir.strip_prefix("materi/").and_then(TipeFile::parse).filter(|t| *t != TipeFile::Url).ok_or_else(|| {
                AppError::bad_request(format!("Direktori unggahan (dir) tidak dikenal. Gunakan salah satu dari: {}.", DIREKTORI.join(", ")))
            })?;
            policy::require_upload_materi(user)?;
            Ok((tipe.ekstensi(), crate::materi::service::batas_ukuran(&state.db).await?.bytes(tipe)))
        }
    }
}

async fn unggah(
    State(state): State<AppState>,
    user: CurrentUser,
    Multipart(mut multipart): Multipart,
) -> AppResult<(StatusCode, Json<BerkasInfo>)> {
    let mut aturan: Option<(&'static [&'static str], i64)> = None;
    let mut dir = String::new();
    let mut berkas: Option<(String, Vec<u8>)> = None;
    while let Some(mut field) = multipart.next_field().await.map_err(|_| crate::extract::bad_multipart())? {
        match field.name() {
            Some("dir") => {
                dir = text_field(field).await?;
                aturan = Some(aturan_dir(&state, &user, &dir).await?);
            }
            Some("file") => {
                // The form sends dir first, so the limit is known while reading.
                let (boleh, maks) = aturan.ok_or_else(|| AppError::bad_request("Kirim field dir sebelum file."))?;
                let asli = field.file_name().unwrap_or_default().to_string();
                crate::input::check_text(&asli)?;
                let ext = isi::ekstensi(&asli);
                if !boleh.contains(&ext.as_str()) {
                    return Err(AppError::unprocessable(format!("File type {ext} is not allowed")));
                }
                // A full quota is told before the body is read (the insert checks again, atomically).
                let kuota = kuota(&state, maks);
                let sudah = store::terpakai(&state.db, user.id()).await?;
                if sudah >= kuota {
                    return Err(kuota_penuh(sudah, kuota));
                }
                let terlalu_besar = || AppError::too_large(format!("Ukuran maksimal {}", crate::inti::ukuran_label(maks)));
                let mut bytes = Vec::new();
                while let Some(chunk) = field.chunk().await.map_err(|_| crate::extract::bad_multipart())? {
                    bytes.extend_from_slice(&chunk);
                    if bytes.len() as i64 > maks {
                        return Err(terlalu_besar());
                    }
                }
                if !isi::sesuai_ekstensi(&ext, &bytes) {
                    return Err(AppError::unprocessable(format!("Isi berkas bukan file .{ext} yang valid. Unggah file aslinya.")));
                }
                if dir == crate::ujian::lampiran::DIR_GAMBAR {
                    crate::gambar::periksa_unggahan(&bytes)?;
                }
                berkas = Some((isi::nama_aman(&asli, &ext), bytes));
            }
            _ => {}
        }
    }
    let (nama, bytes) = berkas.ok_or_else(|| AppError::bad_request("File belum dipilih"))?;
    let kuota = kuota(&state, aturan.map_or(0, |(_, maks)| maks));
    let ext = isi::ekstensi(&nama);
    let kunci = state.storage.save(&dir, &ext, &bytes).await?;
    let b = BerkasDb {
        id: uuid::Uuid::new_v4().simple().to_string(),
        kunci: kunci.clone(),
        nama,
        ekstensi: ext,
        ukuran: bytes.len() as i64,
        dir,
        id_pengunggah: user.id(),
    };
    let disimpan = match store::simpan_dalam_kuota(&state.db, &b, kuota).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(terpakai)) => Err(kuota_penuh(terpakai, kuota)),
        Err(e) => Err(e),
    };
    if let Err(e) = disimpan {
        state.storage.delete(&kunci).await;
        return Err(e);
    }
    Ok((StatusCode::CREATED, Json(b.info())))
}

/// The upload quota for a directory whose files may be `maks` bytes: one
/// file of the directory's own maximum always fits when nothing else waits.
fn kuota(state: &AppState, maks: i64) -> i64 {
    state.config.upload_quota.max(maks)
}

fn kuota_penuh(terpakai: i64, kuota: i64) -> AppError {
    let label = crate::inti::ukuran_label;
    AppError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "kuota_unggahan_penuh",
        format!(
            "Kuota unggahan sementara penuh: berkas yang sudah Anda unggah tetapi belum dipakai di konten mana pun berjumlah {} dari batas {}. \
             Simpan dulu konten yang memakai berkas tersebut, atau hapus unggahan yang batal dipakai, lalu unggah lagi. \
             Unggahan yang tidak dipakai terhapus otomatis setelah {} jam.",
            label(terpakai),
            label(kuota),
            super::JAM_YATIM
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
) -> AppResult<Response> {
    let b = store::cari(&state.db, &id).await?.ok_or_else(|| AppError::not_found("Berkas"))?;
    let lewat = policy::require_see_berkas(&state.db, &user, &b).await?;
    let lampiran = q.unduh == Some(1);
    if lampiran {
        crate::materi::service::catat_unduh(&state.db, &user, &lewat).await?;
    }
    let (mime, tampil) = isi::jenis_konten(&b.ekstensi);
    let cara = if tampil && !lampiran { "inline" } else { "attachment" };
    let disposition = Some(unduhan::disposition(cara, &b.nama));
    unduhan::berkas(&state.storage, &b.kunci, &headers, unduhan::Sajian { mime, disposition, cache: "private, no-store" }).await
}

#[cfg(test)]
mod tests {
    use super::DIREKTORI;
    use crate::materi::model::TipeFile;

    /// The document's list and the directories the uploaders define are the same set.
    #[test]
    fn the_documented_directories_are_the_known_ones() {
        let mut dikenal: Vec<String> =
            TipeFile::ALL.iter().filter(|t| **t != TipeFile::Url).map(|t| format!("materi/{}", t.as_str())).collect();
        dikenal.extend(
            [
                "tugas/lampiran",
                "tugas/pengumpulan",
                "ujian/jawaban",
                crate::kelas::banner::DIR,
                crate::akademik::service::DIR_LAMPIRAN,
                crate::ujian::lampiran::DIR_LAMPIRAN,
                crate::ujian::lampiran::DIR_GAMBAR,
            ]
            .map(String::from),
        );
        let mut didokumentasikan: Vec<String> = DIREKTORI.map(String::from).to_vec();
        dikenal.sort();
        didokumentasikan.sort();
        assert_eq!(didokumentasikan, dikenal);
    }
}
