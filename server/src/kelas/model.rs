use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::referensi::model::ProdiRingkas;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MataKuliahRingkas {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub prodi: ProdiRingkas,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct JenisKelas {
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct NamaKelas {
    pub nama: String,
    pub jenis: JenisKelas,
}

crate::kode_domain! {
    /// A lecturer's teaching role in a class: 'Dosen Koordinator' (exactly one
    /// per class), 'Pengajar', 'Asisten'.
    pub enum JabatanDosen {
        Koordinator = "koordinator",
        Pengajar = "pengajar",
        Asisten = "asisten",
    }
}

impl JabatanDosen {
    /// As the screens and the BAP write it.
    pub fn label(self) -> &'static str {
        match self {
            JabatanDosen::Koordinator => "Dosen Koordinator",
            JabatanDosen::Pengajar => "Pengajar",
            JabatanDosen::Asisten => "Asisten",
        }
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengajarRingkas {
    pub id_dosen: i64,
    pub nama: String,
    pub jabatan: JabatanDosen,
}

crate::kode_domain! {
    /// Where a class stands in its period (the column `kelas_kuliah.status`).
    pub enum StatusKelas {
        AkanDimulai = "akan_dimulai",
        Berlangsung = "berlangsung",
        Selesai = "selesai",
    }
}

crate::kode_domain! {
    /// The class list's status filter in the spec's words; `semua`, or empty
    /// (the field of a form sent without scripts), is every status.
    pub enum SaringStatusKelas {
        Kosong = "",
        Semua = "semua",
        BelumDimulai = "belum_dimulai",
        Berlangsung = "berlangsung",
        Selesai = "selesai",
    }
}

impl SaringStatusKelas {
    /// The class status this filter keeps, none for `semua` (the filter's
    /// 'belum dimulai' is a class that is `akan_dimulai`).
    pub fn status(self) -> Option<StatusKelas> {
        match self {
            SaringStatusKelas::Kosong | SaringStatusKelas::Semua => None,
            SaringStatusKelas::BelumDimulai => Some(StatusKelas::AkanDimulai),
            SaringStatusKelas::Berlangsung => Some(StatusKelas::Berlangsung),
            SaringStatusKelas::Selesai => Some(StatusKelas::Selesai),
        }
    }
}

/// One row of the class list (`GET /lms/kelas_kuliah`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelasRow {
    pub id: i64,
    pub periode: i64,
    pub status: StatusKelas,
    pub mode_kuliah: ModeKuliah,
    pub mata_kuliah: MataKuliahRingkas,
    pub kelas: NamaKelas,
    pub pengajar: Vec<PengajarRingkas>,
    pub jumlah_peserta: i64,
    pub jumlah_pertemuan: i64,
    pub prodi_kelas: Vec<ProdiRingkas>,
    pub banner_url: Option<String>,
    pub banner_color_idx: i64,
}

/// Filters of the class list; every field optional.
#[derive(Deserialize, JsonSchema, Clone, Debug, Default, Serialize, PartialEq)]
pub struct KelasFilter {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
    pub periode: Option<i64>,
    pub id_mata_kuliah: Option<i64>,
    /// Class name (label), e.g. 'A'.
    pub nama_kelas: Option<String>,
    pub id_jenis_kelas: Option<i64>,
    /// Programme of the course.
    pub id_prodi: Option<i64>,
    pub nomor_pertemuan: Option<i64>,
    /// Empty is any. (Not serialized when none, so that the schema shows no
    /// default and TypeScript keeps the field optional.)
    #[serde(default, deserialize_with = "crate::inti::kode_atau_kosong", skip_serializing_if = "Option::is_none")]
    pub mode_kuliah: Option<ModeKuliah>,
    /// Classes with an exam of this type: kuis | uts | uas | remedial (empty: any).
    #[schemars(extend("enum" = ["", "kuis", "uts", "uas", "remedial"]))]
    pub jenis_ujian: Option<String>,
    /// Classes with a task of this type: individu | kelompok (empty: any).
    #[schemars(extend("enum" = ["", "individu", "kelompok"]))]
    pub jenis_tugas: Option<String>,
    pub status: Option<SaringStatusKelas>,
    /// Matches course code or name, class name, or a meeting title.
    pub search: Option<String>,
    /// With `waktu_akhir`: classes with a meeting starting in this range (ISO
    /// UTC). Empty is no bound: a filter form sent without scripts carries
    /// its empty fields.
    #[schemars(with = "Option<crate::inti::WaktuAtauKosong>")]
    pub waktu_awal: Option<String>,
    #[schemars(with = "Option<crate::inti::WaktuAtauKosong>")]
    pub waktu_akhir: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Kampus {
    pub nama: String,
}

/// A schedule slot; `hari` 0-6 with Sunday first, times HH:MM:SS.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Jadwal {
    pub hari: i64,
    pub jam_mulai: String,
    pub jam_selesai: String,
    pub ruangan: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pengajar {
    pub id_dosen: i64,
    pub nidn: String,
    pub jabatan: JabatanDosen,
    pub gelar_depan: String,
    pub nama_pengajar: String,
    pub gelar_akademik: String,
    pub prodi: ProdiRingkas,
    pub avatar_url: Option<String>,
}

crate::kode_domain! {
    /// A student's place in a class (the column `kelas_peserta.jabatan`).
    pub enum JabatanPeserta {
        Peserta = "peserta",
        KetuaKelas = "ketua_kelas",
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Peserta {
    pub id: i64,
    pub nim: String,
    pub nama: String,
    pub angkatan: i64,
    pub prodi: ProdiRingkas,
    pub avatar_url: Option<String>,
    pub jabatan: JabatanPeserta,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct CountActivity {
    pub materi: i64,
    pub tugas: i64,
    pub vidcon: i64,
    pub ujian: i64,
    pub forum: i64,
}

crate::kode_domain! {
    /// How a meeting is held. (Kept with the class, the domain every meeting
    /// belongs to, so that the domains below `pertemuan` can name it.)
    pub enum JenisPertemuan {
        Online = "online",
        Offline = "offline",
        Campuran = "campuran",
    }
}

impl JenisPertemuan {
    /// Online and mixed meetings: activity in the LMS counts towards attendance,
    /// and they may have a video conference.
    pub fn daring(self) -> bool {
        self != JenisPertemuan::Offline
    }

    /// Offline and mixed meetings: held in a room, so they take a room and QR attendance.
    pub fn di_ruangan(self) -> bool {
        self != JenisPertemuan::Online
    }
}

impl JenisPertemuan {
    /// 'Online', 'Offline', 'Campuran' as the screens and exports write it.
    pub fn label(self) -> &'static str {
        crate::inti::mode_label(self.as_str())
    }
}

crate::kode_domain! {
    /// How a class is held as a whole (`kelas_kuliah.mode_kuliah`): the same
    /// three ways as a meeting, set by the academic system for the class.
    pub enum ModeKuliah {
        Online = "online",
        Offline = "offline",
        Campuran = "campuran",
    }
}

impl ModeKuliah {
    /// 'Online', 'Offline', 'Campuran' as the screens and exports write it.
    pub fn label(self) -> &'static str {
        crate::inti::mode_label(self.as_str())
    }
}

crate::kode_domain! {
    /// How a class's teachers share it (`kelas_kuliah.metode_mengajar`).
    pub enum MetodeMengajar {
        Individu = "individu",
        TeamTeaching = "team_teaching",
    }
}

/// Where a meeting stands: not started, running, done (the column `pertemuan.status`).
pub type StatusPertemuan = crate::inti::StatusWaktu;

crate::kode_domain! {
    /// How a class's member takes part in its forums and vidcons (stored with
    /// each post and join): as a student or as one of its teachers.
    pub enum PeranKelas {
        Mahasiswa = "mahasiswa",
        Dosen = "dosen",
    }
}

crate::kode_domain! {
    /// The content types of spec 1, the kinds of a meeting's activities.
    pub enum JenisAktivitas {
        Materi = "materi",
        Tugas = "tugas",
        Ujian = "ujian",
        Teks = "teks",
        Forum = "forum",
        Vidcon = "vidcon",
    }
}

crate::kode_domain! {
    /// What a meeting is: a lecture, the mid-term or the final exam.
    pub enum KategoriPertemuan {
        Kuliah = "kuliah",
        Uts = "uts",
        Uas = "uas",
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PertemuanRingkas {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub kategori: KategoriPertemuan,
    pub status: StatusPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub count_activity: CountActivity,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Silabus {
    pub teks: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MataKuliahDetail {
    pub id: i64,
    pub kode: String,
    pub nama: String,
    pub sks: i64,
    pub prodi: ProdiRingkas,
    pub silabus: Silabus,
}

/// What the viewer may do on this class; decided by the server
/// (policy::izin_kelas), mirrored by the UI to show buttons.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Default)]
#[allow(non_snake_case)]
pub struct IzinKelas {
    pub isAllowLihatSilabus: bool,
    pub isAllowUbahKelas: bool,
    pub isAllowUbahKetuaKelas: bool,
    pub isAllowUbahJabatan: bool,
}

/// `GET /v2/lms/kelas_kuliah/{id}`: the class profile with its people and meetings.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelasDetail {
    pub id: i64,
    pub periode: i64,
    pub status: StatusKelas,
    pub mode_kuliah: ModeKuliah,
    /// Empty or '-' is shown as Internal.
    pub lingkup: String,
    pub kapasitas: i64,
    pub metode_mengajar: MetodeMengajar,
    pub banner_url: Option<String>,
    pub banner_color_idx: i64,
    pub kelas: NamaKelas,
    pub mata_kuliah: MataKuliahDetail,
    pub prodi_kelas: Vec<ProdiRingkas>,
    pub kampus: Kampus,
    pub jadwal: Vec<Jadwal>,
    pub pengajar: Vec<Pengajar>,
    pub mahasiswa: Vec<Peserta>,
    pub jumlah_peserta: i64,
    pub jumlah_pertemuan: i64,
    pub pertemuan: Vec<PertemuanRingkas>,
    pub izin: IzinKelas,
}

#[derive(Deserialize, JsonSchema)]
pub struct KetuaKelasRequest {
    /// NIM of the new class leader; empty for none.
    pub nim: String,
}

#[derive(Serialize, JsonSchema)]
pub struct KetuaKelasResponse {
    /// NIM of the student holding the leader role, or '' when none.
    pub nim: String,
}

#[derive(Deserialize, JsonSchema, Serialize, Clone, Debug)]
pub struct JabatanPengajar {
    pub id_dosen: i64,
    pub jabatan: JabatanDosen,
}

#[derive(Deserialize, JsonSchema)]
pub struct JabatanRequest {
    pub metode_mengajar: MetodeMengajar,
    pub pengajar: Vec<JabatanPengajar>,
}

#[derive(Serialize, JsonSchema)]
pub struct BannerResponse {
    pub banner_url: String,
}

/// A student of a class (the remedial pick list, an operator's vidcon view).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct NimNama {
    pub nim: String,
    pub nama: String,
}

#[derive(Serialize, JsonSchema)]
pub struct DaftarNimNama {
    pub data: Vec<NimNama>,
}

/// One of a student's classes on their own attendance and grade pages.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct KelasSaya {
    pub id: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
}

/// What a chosen period, course, class type and programme are called (None when not chosen).
#[derive(Serialize, JsonSchema, Default)]
pub struct NamaFilter {
    pub periode: Option<String>,
    pub id_mata_kuliah: Option<String>,
    pub id_jenis_kelas: Option<String>,
    pub id_prodi: Option<String>,
}
