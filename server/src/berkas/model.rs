//! A stored file on the wire.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A stored file as the client sees it (spec 3 §3 `file`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BerkasInfo {
    /// `/v2/storager/{id}/{name}`.
    pub url: String,
    pub name: String,
    /// Bytes.
    pub content_length: i64,
}

crate::kode_domain! {
    /// Where `POST /v2/storager` puts a file (field `dir`, sent before the file).
    /// The file store owns the names; the domain whose content uses a directory
    /// declares its rule ([`Direktori`]).
    pub enum DirUnggah {
        MateriEbook = "materi/ebook",
        MateriAudio = "materi/audio",
        MateriVideo = "materi/video",
        MateriArchive = "materi/archive",
        /// A task's attachments.
        TugasLampiran = "tugas/lampiran",
        /// A student's hand-in.
        TugasPengumpulan = "tugas/pengumpulan",
        /// A student's essay answer file.
        UjianJawaban = "ujian/jawaban",
        /// A question's or its key's attachment.
        SoalLampiran = "soal/lampiran",
        /// An option's image.
        SoalGambar = "soal/gambar",
        KelasBanner = "kelas/banner",
        /// A syllabus attachment.
        SilabusLampiran = "silabus/lampiran",
    }
}

/// What a directory takes: the file extensions and the largest size in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aturan {
    pub ekstensi: &'static [&'static str],
    pub maks: i64,
}

/// An upload directory's rule, declared by the domain that uses its files:
/// who may upload there (a rule of `policy`), what it takes (read from the
/// settings when a file comes) and whether a file is an image read whole to
/// check its pixel size before it is stored.
pub struct Direktori {
    pub dir: DirUnggah,
    pub boleh: fn(&crate::identitas::CurrentUser) -> crate::error::AppResult<()>,
    pub aturan: for<'a> fn(&'a crate::db::Db) -> futures::future::BoxFuture<'a, crate::error::AppResult<Aturan>>,
    pub gambar: bool,
}

/// What a domain does when a user downloads a file as an attachment
/// (`?unduh=1`), given the contents the file was reached through (ids with
/// the user's place in their class, from `policy::require_see_berkas`):
/// materi counts a student's 'unduh'. Declared by the domain, handed to the
/// file store by `app.rs`, so the store imports no domain above it.
pub type CatatUnduh = for<'a> fn(
    &'a crate::db::Db,
    &'a crate::identitas::CurrentUser,
    &'a [(i64, crate::policy::Posisi)],
) -> futures::future::BoxFuture<'a, crate::error::AppResult<()>>;
