//! One meeting's page (`/kelas/{id}/{idPertemuan}`): its activities in time
//! order as cards, the materials in full, and what the viewer may do there.

pub mod jadwal;
pub mod salinan;
pub mod store;

use axum::extract::State;
use axum::http::Method;
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::extract::Path;
use crate::materi::model::{BatasUkuran, MateriDetail, SyaratKehadiran};
use crate::policy::{self, Posisi};
use crate::state::AppState;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanKelas {
    pub id: i64,
    pub id_mata_kuliah: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub periode: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanInfo {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    /// online | offline | campuran
    pub jenis: String,
    /// belum_dimulai | berlangsung | selesai
    pub status: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// The meeting's start plus the 'deadline' configuration's days (UTC).
    pub default_deadline_materi: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, sqlx::FromRow)]
pub struct PilihanPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: String,
}

/// The content types of spec 1.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JenisAktivitas {
    Materi,
    Tugas,
    Ujian,
    Teks,
    Forum,
    Vidcon,
}

impl JenisAktivitas {
    pub fn parse(s: &str) -> Option<JenisAktivitas> {
        use JenisAktivitas::*;
        [Materi, Tugas, Ujian, Teks, Forum, Vidcon].into_iter().find(|j| serde_json::to_value(j).is_ok_and(|v| v == s))
    }
}

/// One activity card; the field of its kind is filled (`materi` for materials, and so on).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct AktivitasKartu {
    pub id: i64,
    pub jenis: JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// belum_dimulai | berlangsung | selesai, from the current time.
    pub status: String,
    pub materi: Option<MateriDetail>,
    pub vidcon: Option<crate::vidcon::model::VidconDetail>,
    pub forum: Option<crate::forum::model::ForumDetail>,
    pub tugas: Option<crate::tugas::model::TugasDetail>,
    pub teks: Option<crate::teks::TeksDetail>,
    pub ujian: Option<crate::ujian::model::UjianDetail>,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct IzinPertemuan {
    /// May add, change and delete content here (`policy::may_author_konten`).
    pub isAllowTambah: bool,
    /// A participant: attendance-by-use notices and recording.
    pub isPeserta: bool,
    /// An operator: picks the meeting in every form.
    pub isOperator: bool,
}

/// Props of `/kelas/{id}/{idPertemuan}`, also `GET /lms/pertemuan/{id}/aktivitas`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PertemuanPageData {
    pub kelas: PertemuanKelas,
    pub pertemuan: PertemuanInfo,
    /// The class's meetings, for an operator's meeting picker.
    pub daftar_pertemuan: Vec<PilihanPertemuan>,
    pub aktivitas: Vec<AktivitasKartu>,
    pub izin: IzinPertemuan,
    pub syarat: SyaratKehadiran,
    pub batas_ukuran: BatasUkuran,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/pertemuan/{id}/aktivitas",
            Op::new("Aktivitas satu pertemuan (halaman pertemuan)").returns::<PertemuanPageData>(),
            aktivitas,
        )
        .route(
            Method::GET,
            "/lms/pertemuan/{id}",
            Op::new("Data pertemuan untuk dialog 'Ubah Data Pertemuan'").returns::<jadwal::PertemuanUbah>(),
            ubah_muat,
        )
        .route(
            Method::PUT,
            "/lms/pertemuan/{id}",
            Op::new("Ubah data (dan jadwal, bila pengaturan mengizinkan) pertemuan; jadwal dicek bentrok lagi")
                .json::<jadwal::PertemuanSimpan>()
                .returns::<jadwal::PertemuanUbah>(),
            ubah_simpan,
        )
        .route(
            Method::PUT,
            "/lms/pertemuan/cek_bentrok",
            Op::new("Cek jadwal bentrok: kelas, ruangan, pengajar").json::<jadwal::CekBentrok>().returns::<jadwal::HasilBentrok>(),
            cek_bentrok,
        )
        .route(Method::GET, "/lms/sesi_kuliah", Op::new("Sesi kuliah").returns::<jadwal::DaftarSesi>(), sesi_kuliah)
        .route(
            Method::GET,
            "/lms/ruangan",
            Op::new("Ruangan dengan ketersediaan pada rentang waktu dan kapasitas terhadap kelas")
                .query::<jadwal::RuanganQuery>()
                .returns::<jadwal::DaftarRuangan>(),
            ruangan,
        )
}

async fn ubah_muat(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<jadwal::PertemuanUbah>> {
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id).await?;
    Ok(Json(jadwal::muat(&state.db, id, &posisi).await?))
}

async fn ubah_simpan(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::client_ip::ClientIp(ip): crate::client_ip::ClientIp,
    Path(id): Path<i64>,
    crate::extract::Json(body): crate::extract::Json<jadwal::PertemuanSimpan>,
) -> AppResult<Json<jadwal::PertemuanUbah>> {
    let (_, posisi) = policy::require_author_pertemuan(&state.db, &user, id).await?;
    Ok(Json(jadwal::simpan(&state.db, &user, &ip, id, &posisi, &body).await?))
}

async fn cek_bentrok(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::extract::Json(body): crate::extract::Json<jadwal::CekBentrok>,
) -> AppResult<Json<jadwal::HasilBentrok>> {
    match body.id_pertemuan {
        Some(id) => {
            let (id_kelas, _) = policy::require_author_pertemuan(&state.db, &user, id).await?;
            if id_kelas != body.id_kelas_kuliah {
                return Err(crate::error::AppError::not_found("Pertemuan"));
            }
        }
        None => drop(policy::require_change_kelas_jadwal(&state.db, &user, body.id_kelas_kuliah).await?),
    }
    Ok(Json(jadwal::cek(&state.db, &body).await?))
}

async fn sesi_kuliah(State(state): State<AppState>, _user: CurrentUser) -> AppResult<Json<jadwal::DaftarSesi>> {
    Ok(Json(jadwal::DaftarSesi { data: jadwal::sesi(&state.db).await? }))
}

async fn ruangan(
    State(state): State<AppState>,
    user: CurrentUser,
    crate::extract::Query(q): crate::extract::Query<jadwal::RuanganQuery>,
) -> AppResult<Json<jadwal::DaftarRuangan>> {
    policy::require_read_staff_ref(&user)?;
    Ok(Json(jadwal::DaftarRuangan { data: jadwal::ruangan(&state.db, &q).await? }))
}

async fn aktivitas(State(state): State<AppState>, user: CurrentUser, Path(id): Path<i64>) -> AppResult<Json<PertemuanPageData>> {
    let (_, posisi) = policy::require_see_pertemuan(&state.db, &user, id).await?;
    Ok(Json(halaman(&state.db, &user, id, &posisi).await?))
}

/// The meeting page for a viewer at `posisi` (already guarded by `policy::require_see_pertemuan`).
pub async fn halaman(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<PertemuanPageData> {
    let now = db::now();
    let (kelas, pertemuan) = store::muat(db, id).await?;
    let peserta = *posisi == Posisi::Peserta;
    let mut materi = crate::materi::store::per_pertemuan(db, id, peserta.then_some(now.as_str())).await?;
    if peserta {
        let akses = crate::materi::store::akses_mahasiswa(db, id, user.id()).await?;
        for m in &mut materi {
            m.akses_saya = akses.iter().find(|(a, _)| *a == m.id).map(|(_, x)| x.clone());
        }
    } else {
        let jumlah = crate::materi::store::jumlah_akses(db, id).await?;
        let peserta_kelas = store::jumlah_peserta(db, kelas.id).await?;
        for m in &mut materi {
            m.jumlah_akses = Some(jumlah.iter().find(|(a, _)| *a == m.id).map_or(0, |(_, n)| *n));
            m.jumlah_peserta = Some(peserta_kelas);
        }
    }
    let mut aktivitas = Vec::new();
    for a in store::aktivitas(db, id).await? {
        let jenis =
            JenisAktivitas::parse(&a.jenis).ok_or_else(|| anyhow::anyhow!("aktivitas {}: jenis '{}' tidak dikenal", a.id, a.jenis))?;
        let isi = if a.jenis == "materi" {
            match materi.iter().position(|m| m.id == a.id) {
                Some(i) => Some(materi.swap_remove(i)),
                None => continue, // not displayed yet to this student
            }
        } else {
            None
        };
        let vidcon = match jenis {
            JenisAktivitas::Vidcon => Some(crate::vidcon::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let forum = match jenis {
            JenisAktivitas::Forum => Some(crate::forum::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let tugas = match jenis {
            JenisAktivitas::Tugas => Some(crate::tugas::service::detail(db, user, a.id, posisi).await?),
            _ => None,
        };
        let teks = match jenis {
            JenisAktivitas::Teks => Some(crate::teks::detail(db, a.id).await?),
            _ => None,
        };
        let ujian = match jenis {
            JenisAktivitas::Ujian => Some(crate::ujian::service::detail(db, a.id).await?),
            _ => None,
        };
        if ujian.as_ref().is_some_and(|u| !policy::may_see_ujian(posisi, u.ditampilkan)) {
            continue;
        }
        let status = crate::inti::status_waktu(&a.waktu_mulai, &a.waktu_selesai, &now).to_string();
        aktivitas.push(AktivitasKartu {
            id: a.id,
            jenis,
            sub_jenis: a.sub_jenis,
            judul: a.judul,
            waktu_mulai: a.waktu_mulai,
            waktu_selesai: a.waktu_selesai,
            status,
            materi: isi,
            vidcon,
            forum,
            tugas,
            teks,
            ujian,
        });
    }
    Ok(PertemuanPageData {
        daftar_pertemuan: store::daftar(db, kelas.id).await?,
        izin: IzinPertemuan {
            isAllowTambah: policy::may_author_konten(posisi),
            isPeserta: peserta,
            isOperator: matches!(posisi, Posisi::Operator(_)),
        },
        syarat: crate::materi::service::syarat(db).await?,
        batas_ukuran: crate::materi::service::batas_ukuran(db).await?,
        kelas,
        pertemuan,
        aktivitas,
    })
}
