//! PDFs typeset by typst, kept as a library with its fonts embedded by
//! typst-assets, so nothing is read from the machine: a domain gives a
//! template and the files it reads (its data as JSON, images) and gets the
//! PDF (the BAP, a question bank, the demo's documents).

use std::sync::LazyLock;

use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

use crate::error::{AppError, AppResult};

static FONTS: LazyLock<(LazyHash<FontBook>, Vec<Font>)> = LazyLock::new(|| {
    let fonts: Vec<Font> = typst_assets::fonts().flat_map(|data| Font::iter(Bytes::new(data))).collect();
    (LazyHash::new(FontBook::from_fonts(&fonts)), fonts)
});
static LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| LazyHash::new(Library::default()));

pub fn file_id(path: &str) -> FileId {
    RootedPath::new(VirtualRoot::Project, VirtualPath::new(path).expect("static path")).intern()
}

/// Where a template reads its data: `json("/data.json")`.
pub fn data_file() -> FileId {
    file_id("/data.json")
}

/// One document: the template, its data and at most one image.
struct Dokumen {
    main: Source,
    files: Vec<(FileId, Bytes)>,
}

impl World for Dokumen {
    fn library(&self) -> &LazyHash<Library> {
        &LIBRARY
    }
    fn book(&self) -> &LazyHash<FontBook> {
        &FONTS.0
    }
    fn main(&self) -> FileId {
        self.main.id()
    }
    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            Ok(self.main.clone())
        } else {
            Err(FileError::AccessDenied)
        }
    }
    fn file(&self, id: FileId) -> FileResult<Bytes> {
        self.files.iter().find(|(f, _)| *f == id).map(|(_, b)| b.clone()).ok_or(FileError::AccessDenied)
    }
    fn font(&self, index: usize) -> Option<Font> {
        FONTS.1.get(index).cloned()
    }
    fn today(&self, _offset: Option<typst::foundations::Duration>) -> Option<Datetime> {
        None
    }
}

/// Typesets a typst `source` (virtual path `main`) that may read `files`;
/// CPU-bound, call from a blocking thread.
pub fn typeset(main: &str, source: &str, files: Vec<(FileId, Bytes)>) -> AppResult<Vec<u8>> {
    let dokumen = Dokumen { main: Source::new(file_id(main), source.to_string()), files };
    let compiled = typst::compile::<typst_layout::PagedDocument>(&dokumen).output.map_err(|errors| {
        let pesan: Vec<String> = errors.iter().map(|e| e.message.to_string()).collect();
        AppError::from(anyhow::anyhow!("typst: {}", pesan.join("; ")))
    })?;
    let pdf = typst_pdf::pdf(&compiled, &typst_pdf::PdfOptions::default()).map_err(|errors| {
        let pesan: Vec<String> = errors.iter().map(|e| e.message.to_string()).collect();
        AppError::from(anyhow::anyhow!("typst pdf: {}", pesan.join("; ")))
    })?;
    // What the last ten documents did not reuse leaves typst's memo cache (as typst's own
    // watch mode does); without this the cache grows with every document typeset.
    typst::comemo::evict(10);
    Ok(pdf)
}

/// Whether typst can draw a raster image (a broken one would fail the whole document).
pub fn gambar_terbaca(ext: &str, bytes: &[u8]) -> bool {
    use typst::visualize::{ExchangeFormat, RasterImage};
    let format = match ext {
        "png" => ExchangeFormat::Png,
        "jpg" => ExchangeFormat::Jpg,
        "gif" => ExchangeFormat::Gif,
        "webp" => ExchangeFormat::Webp,
        _ => return false,
    };
    RasterImage::plain(Bytes::new(bytes.to_vec()), format).is_ok()
}
