use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AnggotaChat {
    pub id_user: i64,
    pub nama: String,
    /// Mahasiswa | Dosen
    pub peran: String,
    pub avatar_url: Option<String>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct GrupChat {
    pub id: String,
    pub nama: String,
    /// What the group belongs to: tugas (an individual task) | kelompok (a task group) | ujian (an exam's comments).
    pub penggunaan: String,
    pub anggota: Vec<AnggotaChat>,
    /// The viewer may post (members; operators only read).
    pub boleh_menulis: bool,
    /// Messages of others the viewer has not read yet.
    pub belum_dibaca: i64,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PengirimPesan {
    pub id_user: i64,
    pub nama: String,
    /// Mahasiswa | Dosen
    pub peran: String,
}

/// One message ('thread' in the legacy API's words).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct PesanChat {
    pub id: i64,
    pub isi: String,
    /// UTC
    pub dikirim_pada: String,
    /// UTC, when the sender last edited it.
    pub diubah_pada: Option<String>,
    pub pengirim: PengirimPesan,
    pub milik_saya: bool,
}

/// A student's discussion about an activity that has messages, for the class's teachers
/// (the exam page's 'Komentar Mahasiswa').
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct DiskusiMahasiswa {
    pub id_chat: String,
    pub id_mahasiswa: i64,
    pub nim: String,
    pub nama: String,
    pub jumlah_pesan: i64,
    /// UTC, the latest message.
    pub pesan_terakhir: String,
    /// Messages of others the viewer has not read yet.
    pub belum_dibaca: i64,
}

#[derive(Serialize, Deserialize, JsonSchema)]
pub struct DaftarPesan {
    pub data: Vec<PesanChat>,
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct PesanQuery {
    /// Only messages with a larger id (polling); without it the latest 100.
    pub setelah: Option<i64>,
}

#[derive(Deserialize, JsonSchema)]
pub struct PesanRequest {
    /// 1-2000 characters after trimming.
    pub isi: String,
}

/// The discussion of an individual task's student: 'LMS-tugas-{id_aktivitas}-{nim}'.
pub fn id_grup_tugas(id_aktivitas: i64, nim: &str) -> String {
    format!("LMS-tugas-{id_aktivitas}-{nim}")
}

/// A student's discussion with the teachers about an exam (spec 3 E2): 'LMS-ujian-{id_aktivitas}-{nim}'.
pub fn id_grup_ujian(id_aktivitas: i64, nim: &str) -> String {
    format!("LMS-ujian-{id_aktivitas}-{nim}")
}

/// The discussion of a group of a group task: 'tugas-{id_aktivitas}-kelompok-{id}'.
pub fn id_grup_kelompok(id_aktivitas: i64, id_kelompok: i64) -> String {
    format!("tugas-{id_aktivitas}-kelompok-{id_kelompok}")
}
