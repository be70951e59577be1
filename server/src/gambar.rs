//! Raster images in questions, bounded by their pixels (issue 31).
//!
//! A 109 KB PNG can hold 30000 × 30000 pixels, which typst decodes to about
//! 3.6 GB when a bank's PDF is made. Only an image's header is read to judge
//! it: an upload (option image, pasted image) larger than [`SISI_MAKS`] or
//! [`PIKSEL_MAKS`] is refused, and an image stored before that rule is, for
//! the PDF, drawn scaled down when it can be decoded within
//! [`ALOKASI_DECODE_MAKS`], or left out.

use std::io::Cursor;

use base64::Engine as _;
use image::{ImageFormat, ImageReader, Limits};

use crate::error::{AppError, AppResult};

/// The longest side of an uploaded image, in pixels.
pub const SISI_MAKS: u32 = 4096;
/// The pixels of an uploaded image (a 4096 × 4096 one: 16.8 MP; a phone photo: 12 MP).
pub const PIKSEL_MAKS: u64 = 16_800_000;
/// The longest side an image is drawn with in a PDF: a letter page's text width at 250 dpi.
pub const SISI_PDF: u32 = 1600;
/// Memory one decode for the PDF may take: [`PIKSEL_MAKS`] pixels of 8-bit RGBA.
const ALOKASI_DECODE_MAKS: u64 = PIKSEL_MAKS * 4;

/// (width, height) from the image's header, without decoding it.
pub fn ukuran(bytes: &[u8]) -> Option<(u32, u32)> {
    ImageReader::new(Cursor::new(bytes)).with_guessed_format().ok()?.into_dimensions().ok()
}

fn terlalu_besar(lebar: u32, tinggi: u32) -> bool {
    lebar.max(tinggi) > SISI_MAKS || u64::from(lebar) * u64::from(tinggi) > PIKSEL_MAKS
}

/// An uploaded image, judged by its header. One whose header cannot be read
/// is left to the content checks; a PDF notes it as '[gambar]'.
pub fn periksa_unggahan(bytes: &[u8]) -> AppResult<()> {
    let Some((lebar, tinggi)) = ukuran(bytes) else { return Ok(()) };
    if terlalu_besar(lebar, tinggi) {
        return Err(AppError::unprocessable(format!(
            "Gambar berukuran {lebar} × {tinggi} piksel terlalu besar: paling besar {SISI_MAKS} piksel per sisi dan {} megapiksel. Perkecil gambar lalu unggah lagi.",
            PIKSEL_MAKS / 1_000_000
        )));
    }
    Ok(())
}

/// An uploaded image decoded whole, within the limits: a file whose first bytes only look like
/// an image (a PNG signature and nothing after it) would show as a broken picture to everyone.
pub fn periksa_utuh(bytes: &[u8]) -> AppResult<()> {
    periksa_unggahan(bytes)?;
    let rusak = || {
        AppError::unprocessable(
            "Gambar rusak atau tidak lengkap sehingga tidak dapat ditampilkan. Unggah ulang dari berkas aslinya (PNG atau JPEG).",
        )
    };
    let mut pembaca = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| rusak())?;
    pembaca.limits(batas_decode());
    pembaca.decode().map(|_| ()).map_err(|_| rusak())
}

fn batas_decode() -> Limits {
    let mut batas = Limits::default();
    batas.max_image_width = Some(SISI_MAKS);
    batas.max_image_height = Some(SISI_MAKS);
    batas.max_alloc = Some(ALOKASI_DECODE_MAKS);
    batas
}

/// The image as a PDF should get it, (extension, bytes): as it is when
/// small, scaled to [`SISI_PDF`] as a PNG when larger, `None` when it is
/// unreadable or too large to decode within the limits.
pub fn untuk_pdf(ext: &str, bytes: Vec<u8>) -> Option<(String, Vec<u8>)> {
    let (lebar, tinggi) = ukuran(&bytes)?;
    if lebar.max(tinggi) <= SISI_PDF {
        return Some((ext.to_string(), bytes));
    }
    if terlalu_besar(lebar, tinggi) {
        return None;
    }
    let mut pembaca = ImageReader::new(Cursor::new(&bytes)).with_guessed_format().ok()?;
    pembaca.limits(batas_decode());
    let kecil = pembaca.decode().ok()?.thumbnail(SISI_PDF, SISI_PDF);
    let mut png = Cursor::new(Vec::new());
    kecil.write_to(&mut png, ImageFormat::Png).ok()?;
    Some(("png".into(), png.into_inner()))
}

/// The image of a `data:` URL as (extension, bytes): PNG, JPEG, GIF, WebP or SVG.
pub fn data_url_gambar(data_url: &str) -> Option<(&'static str, Vec<u8>)> {
    let (kepala, isi) = data_url.strip_prefix("data:")?.split_once(',')?;
    let ext = match kepala.split(';').next()? {
        "image/png" => "png",
        "image/jpeg" | "image/jpg" => "jpg",
        "image/gif" => "gif",
        "image/webp" => "webp",
        "image/svg+xml" => "svg",
        _ => return None,
    };
    let bytes = if kepala.ends_with(";base64") {
        base64::engine::general_purpose::STANDARD.decode(isi.trim()).ok()?
    } else {
        isi.as_bytes().to_vec()
    };
    Some((ext, bytes))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A PNG of `lebar` × `tinggi` black pixels of one bit, written row by
    /// row (30000 × 30000 is about 110 KB).
    pub(crate) fn png_polos(lebar: u32, tinggi: u32) -> Vec<u8> {
        let mut keluar = Vec::new();
        let mut enc = png::Encoder::new(&mut keluar, lebar, tinggi);
        enc.set_color(png::ColorType::Grayscale);
        enc.set_depth(png::BitDepth::One);
        let mut kepala = enc.write_header().unwrap();
        let mut aliran = kepala.stream_writer().unwrap();
        let baris = vec![0u8; lebar.div_ceil(8) as usize];
        for _ in 0..tinggi {
            std::io::Write::write_all(&mut aliran, &baris).unwrap();
        }
        aliran.finish().unwrap();
        drop(kepala);
        keluar
    }

    #[test]
    fn only_whole_images_pass() {
        assert!(periksa_utuh(&png_polos(64, 32)).is_ok());
        // The file: a PNG's first 24 bytes, signature and the start of its header.
        let tanda_saja = png_polos(64, 32)[..24].to_vec();
        assert_eq!(periksa_utuh(&tanda_saja).unwrap_err().status, axum::http::StatusCode::UNPROCESSABLE_ENTITY);
        assert!(periksa_utuh(b"\xFF\xD8\xFF\xE0 bukan jpeg").is_err());
        assert!(periksa_utuh(&png_polos(5000, 10)).is_err(), "too wide");
    }

    #[test]
    fn an_upload_is_judged_by_its_header() {
        assert_eq!(ukuran(&png_polos(30_000, 30_000)), Some((30_000, 30_000)));
        let pesan = periksa_unggahan(&png_polos(5000, 10)).unwrap_err().message;
        assert!(pesan.starts_with("Gambar berukuran 5000 × 10 piksel terlalu besar"), "{pesan}");
        assert!(periksa_unggahan(&png_polos(4096, 4096)).is_ok());
        assert!(periksa_unggahan(b"bukan gambar").is_ok(), "left to the content checks");
    }

    #[test]
    fn a_pdf_gets_large_images_scaled_and_huge_ones_left_out() {
        let kecil = png_polos(20, 10);
        assert_eq!(untuk_pdf("png", kecil.clone()), Some(("png".into(), kecil)));
        let (ext, besar) = untuk_pdf("jpg", png_polos(4000, 2000)).unwrap();
        assert_eq!((ext.as_str(), ukuran(&besar)), ("png", Some((1600, 800))));
        assert_eq!(untuk_pdf("png", png_polos(30_000, 30_000)), None);
    }
}
