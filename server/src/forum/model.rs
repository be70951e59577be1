//! Forums (spec 3 §3 Forum) and their posts.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ForumDetail {
    pub id: i64,
    pub id_kelas_kuliah: i64,
    pub id_pertemuan: i64,
    pub judul: String,
    /// Sanitised HTML.
    pub deskripsi: String,
    /// From the current time.
    pub status: crate::inti::StatusWaktu,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// Posts count towards the students' activity score.
    pub penilaian_keaktifan: bool,
    /// Posts a student should write (default 1).
    pub minimal_post: i64,
    pub jumlah_peserta: i64,
    /// Students who posted.
    pub jumlah_peserta_join: i64,
    /// Others' posts the viewer has not seen.
    pub belum_dibaca: i64,
    /// The class's meetings whose forums hold posts the viewer has not seen,
    /// in meeting order (spec 3 §2: the forum card lists them).
    pub belum_dibaca_pertemuan: Vec<BelumDibacaPertemuan>,
    /// Students: their posts.
    pub jumlah_post_saya: Option<i64>,
    /// Students: whether they reached minimal_post.
    pub memenuhi: Option<bool>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct BelumDibacaPertemuan {
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub belum_dibaca: i64,
}

/// The forum form (spec 3 §7 'Forum save').
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct ForumSimpan {
    pub id_pertemuan: Option<i64>,
    pub judul: String,
    pub deskripsi: String,
    /// ISO 8601 with offset.
    pub waktu_mulai: Option<String>,
    pub waktu_selesai: Option<String>,
    #[serde(default)]
    pub penilaian_keaktifan: bool,
    /// At least 1; 1 when not given.
    pub minimal_post: Option<i64>,
}

/// A thread (id_induk null) with its replies, or a reply.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ForumPost {
    pub id: i64,
    pub id_induk: Option<i64>,
    /// Plain text.
    pub isi: String,
    pub nama: String,
    pub role: crate::kelas::model::PeranKelas,
    pub waktu: String,
    pub milik_saya: bool,
    pub balasan: Vec<ForumPost>,
}

#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct PostRequest {
    pub isi: String,
    /// The thread replied to; null starts a thread.
    pub id_induk: Option<i64>,
}

#[derive(Serialize, JsonSchema)]
pub struct DaftarPost {
    pub data: Vec<ForumPost>,
}

#[allow(non_snake_case)]
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct IzinForum {
    /// May post now.
    pub bolehPost: bool,
    /// Why not, when not.
    pub alasan: Option<String>,
    /// A teacher or operator: sees everyone's activity.
    pub isStaf: bool,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct KeaktifanPeserta {
    pub nim: String,
    pub nama: String,
    pub jumlah_post: i64,
    #[sqlx(skip)]
    pub memenuhi: bool,
}

#[derive(Serialize, JsonSchema)]
pub struct DaftarKeaktifan {
    pub data: Vec<KeaktifanPeserta>,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ForumKelas {
    pub id: i64,
    pub nama_mk: String,
    pub nama_kelas: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct ForumPertemuan {
    pub id: i64,
    pub nomor: i64,
    pub judul: String,
}

/// Props of `/forum?groupId=&forumId=&referer=kelas-kuliah`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug)]
pub struct ForumPageData {
    pub forum: ForumDetail,
    pub kelas: ForumKelas,
    pub pertemuan: ForumPertemuan,
    pub posts: Vec<ForumPost>,
    pub izin: IzinForum,
}
