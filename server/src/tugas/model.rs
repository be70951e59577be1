use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::berkas::BerkasInfo;

crate::kode_domain! {
    /// individu | kelompok (aktivitas.sub_jenis of a task).
    pub enum JenisTugas {
        Individu = "individu",
        Kelompok = "kelompok",
    }
}

crate::kode_domain! {
    /// A task group member's role (spec 2 §3 Task group).
    pub enum JabatanKelompok {
        Ketua = "ketua",
        Anggota = "anggota",
    }
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct TugasPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct TugasKelas {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
}

/// A hand-in: the signed-in student's own (or their group's), or one row of the grading page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pengumpulan {
    /// UTC, when it was (last) handed in.
    pub waktu: String,
    /// 0-100 once graded.
    pub nilai: Option<f64>,
    /// The written answer ('' when only files were sent).
    pub teks: String,
    pub berkas: Vec<BerkasInfo>,
    /// Handed in after the deadline.
    pub terlambat: bool,
    /// Who sent it (for a group, the member who pressed 'Kumpulkan').
    pub pengirim: Option<String>,
}

/// Whether the signed-in student may hand in (or change the hand-in) now.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BolehKumpul {
    pub bisa: bool,
    /// Why not, in words for the student.
    pub alasan: Option<String>,
    /// Handing in now would be marked late.
    pub terlambat: bool,
}

/// Figures for the class's teachers and operators.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct RingkasanTugas {
    pub jumlah_peserta: i64,
    pub jumlah_mengumpulkan: i64,
    pub jumlah_dinilai: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct MahasiswaTugas {
    pub id_user: i64,
    pub nim: String,
    pub nama: String,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AnggotaKelompok {
    pub mahasiswa: MahasiswaTugas,
    pub jabatan: JabatanKelompok,
    /// The member may be removed (not the group's last member).
    pub canDelete: bool,
}

/// A group of a kelompok task (the task group card).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct KelompokTugas {
    pub id: i64,
    pub nama: String,
    /// The group chat: the members and the class's teachers.
    pub id_chat: String,
    /// Leader first, then in the order added.
    pub anggota: Vec<AnggotaKelompok>,
    pub sudah_mengumpulkan: bool,
    /// Messages in the group chat the viewer has not read.
    pub belum_dibaca: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
#[allow(non_snake_case)]
pub struct TugasDetail {
    pub id: i64,
    pub judul: String,
    pub sub_jenis: JenisTugas,
    /// Plain text; line breaks kept.
    pub deskripsi: String,
    pub waktu_mulai: String,
    /// The deadline.
    pub waktu_selesai: String,
    /// Hand-ins after the deadline are accepted (and marked late).
    pub boleh_terlambat: bool,
    /// The teacher's attachments.
    pub lampiran: Vec<BerkasInfo>,
    /// From the current time.
    pub status: crate::inti::StatusWaktu,
    pub pertemuan: TugasPertemuan,
    pub kelas: TugasKelas,
    /// Students only: their hand-in (for a group task, their group's), if any.
    pub pengerjaan_saya: Option<Pengumpulan>,
    /// Students only: whether they may hand in now.
    pub boleh_kumpul: Option<BolehKumpul>,
    /// Students of a group task: their group, if they are in one.
    pub kelompok_saya: Option<KelompokTugas>,
    /// Teachers and operators only.
    pub ringkasan: Option<RingkasanTugas>,
    /// Students of an individual task: their discussion with the teachers.
    pub id_chat: Option<String>,
    /// May open the grading page and give scores.
    pub isAllowPenilaian: bool,
    /// May read the grading page (teachers, operators with read on kelas_kuliah).
    pub isAllowLihatPenilaian: bool,
    /// May change or delete the task and its groups (teachers, writing operators).
    pub isAllowUbah: bool,
}

/// One participant on the grading page.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct PengerjaanPeserta {
    pub mahasiswa: MahasiswaTugas,
    /// UTC hand-in time; null when not handed in.
    pub waktu: Option<String>,
    pub nilai: Option<f64>,
    /// The hand-in; null when not handed in.
    pub pengumpulan: Option<Pengumpulan>,
    /// Group tasks: the student's group name.
    pub kelompok: Option<String>,
    /// The student's discussion with the teachers (individual tasks), or
    /// their group's chat (group tasks; none outside a group).
    pub id_chat: Option<String>,
    /// Messages in that discussion the viewer has not read.
    pub belum_dibaca: i64,
}

#[derive(Serialize, Deserialize, JsonSchema)]
pub struct DaftarPengerjaan {
    pub data: Vec<PengerjaanPeserta>,
}

#[derive(Deserialize, JsonSchema)]
pub struct NilaiRequest {
    /// 0-100; null removes the score.
    pub nilai: Option<f64>,
}

/// The task form ('Tambah Tugas' / 'Ubah Tugas').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct TugasSimpan {
    /// Required (operators pick it; a lecturer sends the current meeting).
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    pub deskripsi: String,
    pub sub_jenis: Option<JenisTugas>,
    /// ISO 8601 with offset.
    pub waktu_mulai: Option<String>,
    /// The deadline, ISO 8601 with offset.
    pub waktu_selesai: Option<String>,
    #[serde(default)]
    pub boleh_terlambat: bool,
    /// URLs answered by POST /v2/storager (dir tugas/lampiran), in order.
    #[serde(default)]
    pub lampiran: Vec<String>,
}

/// A student's hand-in (PUT /lms/tugas/{id}/pengumpulan); text, files or both.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct PengumpulanSimpan {
    #[serde(default)]
    pub teks: String,
    /// URLs answered by POST /v2/storager (dir tugas/pengumpulan), in order.
    #[serde(default)]
    pub berkas: Vec<String>,
}

/// A group of a kelompok task, made or changed by a teacher.
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct KelompokSimpan {
    pub nama: String,
    /// Students' id_user, in order.
    pub anggota: Vec<i64>,
    /// One of anggota; the first member when null.
    pub id_ketua: Option<i64>,
}

/// The groups of a task and the class's students in none (teachers and operators).
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct DaftarKelompok {
    pub data: Vec<KelompokTugas>,
    pub tanpa_kelompok: Vec<MahasiswaTugas>,
}

/// Props of `/kelas/{id}/tugas/{idTugas}`.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct TugasPageData {
    pub tugas: TugasDetail,
    /// Group tasks, for teachers and operators: every group and who is in none.
    pub kelompok: Option<DaftarKelompok>,
    /// Largest hand-in file, MB.
    pub batas_ukuran_mb: f64,
}

/// Props of `/kelas/{id}/tugas/{idTugas}/penilaian`.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct PenilaianPageData {
    pub tugas: TugasDetail,
    pub peserta: Vec<PengerjaanPeserta>,
}
