//! The data a page is rendered with; embedded once in the HTML and answered as
//! JSON for client-side navigation (request header `x-lms-data: 1`).

use schemars::JsonSchema;
use serde::Serialize;

use crate::db::Db;
use crate::error::{AppResult, ErrorStatus};
use crate::identitas::model::UserInfo;
use crate::kelas::aktivitas::{RingkasanKelas, Tiles};
use crate::kelas::model::{KelasFilter, KelasRow, NamaFilter};
use crate::list::ListMeta;
use crate::pengaturan::store;
use crate::pengumuman::model::Pengumuman;

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct PeriodeAktif {
    pub kode: i64,
    pub label: String,
}

#[derive(Serialize, JsonSchema, Clone, Debug)]
pub struct AppInfo {
    pub nama: String,
    pub judul: String,
    pub logo_url: Option<String>,
    /// Asia/Jakarta | Asia/Makassar | Asia/Jayapura
    pub time_zone: String,
    pub periode: Option<PeriodeAktif>,
    /// Server time (UTC) at render, to the minute so identical pages render
    /// identically (render cache); the document's `lms-server-time` meta tag
    /// carries the exact second for the ticking clock.
    pub server_time: String,
    pub college_id: String,
}

#[derive(Serialize, JsonSchema)]
pub struct PageProps {
    /// Path and query that were rendered.
    pub url: String,
    pub status: u16,
    /// The page's name (`page`) and its data (`data`), typed together.
    #[serde(flatten)]
    pub halaman: DataHalaman,
    pub user: Option<UserInfo>,
    pub app: AppInfo,
    pub error: Option<ErrorStatus>,
    /// The text a plain form (no scripts) sent when the server refused it: the page's form shows it
    /// again beside `error`, so nothing typed is lost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kiriman: Option<String>,
}

/// Declares [`DataHalaman`]: each page's name with the type its loader sends.
macro_rules! data_halaman {
    ($($(#[$m:meta])* $varian:ident($tipe:ty) = $nama:literal),+ $(,)?) => {
        /// Every page the server answers and its data, one list (issue 33): the
        /// page's name is the tag, so TypeScript gets a union in which the name
        /// decides the data's type (`ui/src/api/halaman.ts` reads it), and a
        /// loader cannot send one page's data under another page's name.
        #[derive(Serialize, JsonSchema)]
        #[serde(tag = "page", content = "data")]
        pub enum DataHalaman {
            $($(#[$m])* #[serde(rename = $nama)] $varian($tipe)),+
        }

        impl DataHalaman {
            /// Every page's name, as the UI's route modules are named.
            pub const NAMA: &'static [&'static str] = &[$($nama),+];

            pub fn nama(&self) -> &'static str {
                match self {
                    $(DataHalaman::$varian(_) => $nama),+
                }
            }
        }
    };
}

data_halaman! {
    /// Null when the form comes back after a failed sign-in without a name.
    Login(Option<LoginData>) = "login",
    Beranda(BerandaData) = "beranda",
    Kelas(KelasPageData) = "kelas",
    KelasDetail(crate::kelas::model::KelasDetail) = "kelas_detail",
    KelasProfil(crate::kelas::model::KelasDetail) = "kelas_profil",
    KehadiranDaftar(crate::kehadiran::daftar::KehadiranDaftarPage) = "kehadiran_daftar",
    KehadiranRekap(crate::kehadiran::model::RekapKehadiran) = "kehadiran_rekap",
    KehadiranPertemuan(crate::kehadiran::model::KehadiranPertemuanPage) = "kehadiran_pertemuan",
    NilaiDaftar(crate::nilai::model::NilaiDaftarPage) = "nilai_daftar",
    RekapNilai(crate::nilai::model::RekapNilai) = "rekap_penilaian",
    KehadiranSaya(crate::kehadiran::model::KehadiranSayaPage) = "kehadiran_saya",
    NilaiSaya(crate::nilai::model::NilaiSayaPage) = "nilai_saya",
    Presensi(crate::kehadiran::model::PresensiPageData) = "presensi",
    Pengumuman(crate::pengumuman::model::PengumumanPageData) = "pengumuman",
    TugasDetail(crate::tugas::model::TugasPageData) = "tugas_detail",
    UjianSoal(crate::ujian::model::LembarUjian) = "ujian_soal",
    Pertemuan(crate::pertemuan::model::PertemuanPageData) = "pertemuan",
    DaftarAktivitas(DaftarAktivitasPageData) = "daftar_aktivitas",
    ForumDiskusi(crate::forum::model::ForumPageData) = "forum_diskusi",
    Penilaian(crate::tugas::model::PenilaianPageData) = "penilaian",
    UjianDetail(crate::ujian::model::UjianHalaman) = "ujian_detail",
    BankSoal(crate::bank_soal::model::BankSoalHalaman) = "bank_soal",
    BankSoalDetail(crate::bank_soal::model::BankSoalDetail) = "bank_soal_detail",
    Profil(crate::akun::profil::ProfilPage) = "profil",
    Konfigurasi(crate::konfigurasi::kunci::KonfigurasiPage) = "konfigurasi",
    Operator(crate::akun::operator::OperatorHalaman) = "operator",
    ImporAkademik(crate::impor::model::ImporHalaman) = "impor_akademik",
    Aktivasi(AktivasiData) = "aktivasi",
    Pengaturan(crate::konfigurasi::ubah::PengaturanHalaman) = "pengaturan",
    Bantuan(crate::bantuan::model::BantuanHalaman) = "bantuan",
    Terlarang(crate::kehadiran::model::TerlarangPageData) = "terlarang",
    /// /luring: the offline page the service worker keeps (ui/src/sw/sw.ts); no data.
    Luring(()) = "luring",
    /// 404: no data.
    NotFound(()) = "not_found",
    /// A page whose data sections show 'NO DATA' when they fail (spec 2 §2 and §8, spec 3 §8) and
    /// whose first reading failed with a server error: the app's frame stays, the page's place
    /// says 'NO DATA' with 'Coba lagi'. `PageProps.error` says what failed.
    TanpaData(TanpaData) = "tanpa_data",
    /// Any other failure: no data; `PageProps.error` says what.
    Error(()) = "error",
}

/// The activation page: the account its link opens, or none when the link is not valid.
#[derive(Serialize, JsonSchema)]
pub struct AktivasiData {
    /// The link's token, for the form ('' when the link is not valid).
    pub token: String,
    pub akun: Option<AkunAktivasi>,
}

#[derive(Serialize, JsonSchema)]
pub struct AkunAktivasi {
    pub username: String,
    pub nama: String,
}

#[derive(Serialize, JsonSchema)]
pub struct TanpaData {
    /// The title of the page that could not be read.
    pub judul: String,
}

#[derive(Serialize, JsonSchema)]
pub struct LoginData {
    /// Prefilled after a failed attempt.
    pub username: String,
}

#[derive(Serialize, JsonSchema)]
pub struct BerandaData {
    pub tiles: Tiles,
    /// The first two announcements.
    pub pengumuman: Vec<Pengumuman>,
    pub kelas: Vec<KelasRow>,
    /// The card figures of each class in `kelas`.
    pub ringkasan_kelas: Vec<RingkasanKelas>,
    /// The user's meetings, exams and deadlines of this month in short: per day, and today's
    /// (a whole month: `/v1/kegiatan`).
    pub kegiatan: crate::kelas::kalender::KegiatanAwal,
    /// Open tasks and exams of the running period, nearest deadline first (five): a student's
    /// not handed in or taken yet, a lecturer's of the classes they teach.
    pub tenggat: Vec<crate::kelas::aktivitas::AktivitasSaya>,
}

/// Props of the section roots `/tugas`, `/ujian`, `/forum`, `/vidcon`.
#[derive(Serialize, JsonSchema)]
pub struct DaftarAktivitasPageData {
    pub jenis: crate::kelas::model::JenisAktivitas,
    /// Ended ones (status=selesai) instead of open ones.
    pub selesai: bool,
    pub items: Vec<crate::kelas::aktivitas::AktivitasSaya>,
    pub meta: ListMeta,
}

#[derive(Serialize, JsonSchema)]
pub struct KelasPageData {
    pub rows: Vec<KelasRow>,
    pub meta: ListMeta,
    pub filter: KelasFilter,
    /// The names of the filter's chosen ids, for the chips that show an active filter.
    pub nama_filter: NamaFilter,
    /// With `filter=1`: the filter panel's options, so it works before scripts load.
    pub opsi_filter: Option<crate::kelas::saring::OpsiFilter>,
}

pub async fn app_info(db: &Db, college_id: &str) -> AppResult<AppInfo> {
    let sistem = store::sistem(db).await?;
    let periode = store::periode_berjalan(db).await?;
    Ok(AppInfo {
        nama: sistem.as_ref().map(|(s, _)| s.nama.clone()).unwrap_or_else(|| "Learning Management System".into()),
        judul: sistem.as_ref().map(|(s, _)| s.judul.clone()).unwrap_or_else(|| "LMS".into()),
        logo_url: sistem.and_then(|(_, logo)| logo).map(|p| format!("/assets/{p}")),
        time_zone: store::time_zone(db).await?,
        periode: periode.map(|p| PeriodeAktif { kode: p.kode, label: p.nama }),
        server_time: chrono::Utc::now().format("%Y-%m-%dT%H:%M:00Z").to_string(),
        college_id: college_id.to_string(),
    })
}
