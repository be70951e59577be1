//! What an uploaded file must be: a known extension whose first bytes match
//! it (an HTML page renamed .pdf is refused before anyone downloads it), and
//! a name safe to show and to put in a header.

/// The file starts the way its extension promises.
pub fn sesuai_ekstensi(ext: &str, b: &[u8]) -> bool {
    const OLE: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
    let zip = b.starts_with(b"PK\x03\x04") || b.starts_with(b"PK\x05\x06");
    let ogg = b.starts_with(b"OggS");
    let ebml = b.starts_with(&[0x1A, 0x45, 0xDF, 0xA3]);
    // An MPEG audio frame header (11 set sync bits) or an ID3 tag before it.
    let mpeg_audio = b.starts_with(b"ID3") || (b.len() >= 2 && b[0] == 0xFF && b[1] & 0xE0 == 0xE0);
    match ext {
        "pdf" => b.starts_with(b"%PDF-"),
        "doc" | "xls" | "ppt" => b.starts_with(OLE),
        "docx" | "xlsx" | "pptx" | "zip" => zip,
        "rar" => b.starts_with(b"Rar!\x1A\x07"),
        "png" => b.starts_with(b"\x89PNG\r\n\x1A\n"),
        "jpg" | "jpeg" => b.starts_with(&[0xFF, 0xD8, 0xFF]),
        "mp4" => b.len() >= 8 && &b[4..8] == b"ftyp",
        "webm" => ebml,
        "ogg" | "opus" => ogg,
        "mpeg" => b.starts_with(&[0x00, 0x00, 0x01, 0xBA]) || b.starts_with(&[0x00, 0x00, 0x01, 0xB3]) || mpeg_audio,
        "mp3" => mpeg_audio,
        // 'acc' is how spec 3 §5 spells AAC: an ADTS frame or an ADIF header.
        "acc" | "aac" => (b.len() >= 2 && b[0] == 0xFF && b[1] & 0xF6 == 0xF0) || b.starts_with(b"ADIF"),
        "wav" => b.len() >= 12 && b.starts_with(b"RIFF") && &b[8..12] == b"WAVE",
        _ => false,
    }
}

/// The lower-case extension of a file name ("" when none).
pub fn ekstensi(nama: &str) -> String {
    match nama.rsplit_once('.') {
        Some((depan, e)) if !depan.is_empty() => e.to_lowercase(),
        _ => String::new(),
    }
}

/// Each served extension: its content type, and whether a browser may show
/// it in place (PDF, images, audio, video) rather than only download it.
const JENIS_KONTEN: &[(&str, &str, bool)] = &[
    ("pdf", "application/pdf", true),
    ("png", "image/png", true),
    ("jpg", "image/jpeg", true),
    ("jpeg", "image/jpeg", true),
    ("mp4", "video/mp4", true),
    ("webm", "video/webm", true),
    ("ogg", "audio/ogg", true),
    ("opus", "audio/ogg", true),
    ("mpeg", "video/mpeg", true),
    ("mp3", "audio/mpeg", true),
    ("wav", "audio/wav", true),
    ("acc", "audio/aac", true),
    ("aac", "audio/aac", true),
    ("doc", "application/msword", false),
    ("docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", false),
    ("xls", "application/vnd.ms-excel", false),
    ("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", false),
    ("ppt", "application/vnd.ms-powerpoint", false),
    ("pptx", "application/vnd.openxmlformats-officedocument.presentationml.presentation", false),
    ("zip", "application/zip", false),
    ("rar", "application/vnd.rar", false),
];
const LAINNYA: &str = "application/octet-stream";

/// How a file with extension `ext` is served: its content type, and whether
/// it may be shown in place.
pub fn jenis_konten(ext: &str) -> (&'static str, bool) {
    JENIS_KONTEN.iter().find(|(e, ..)| *e == ext).map_or((LAINNYA, false), |(_, jenis, tampil)| (*jenis, *tampil))
}

/// Every content type a stored file may be served as, for the API document.
pub fn semua_jenis_konten() -> &'static [&'static str] {
    static SEMUA: std::sync::LazyLock<Vec<&'static str>> = std::sync::LazyLock::new(|| {
        let mut semua: Vec<&str> = JENIS_KONTEN.iter().map(|(_, jenis, _)| *jenis).chain([LAINNYA]).collect();
        semua.sort_unstable();
        semua.dedup();
        semua
    });
    &SEMUA
}

/// A display name from what the browser sent: the last path part, letters,
/// digits, spaces and `._-()` only (others become `_`), at most 120
/// characters with the extension kept; `berkas.<ext>` when nothing is left.
pub fn nama_aman(asli: &str, ext: &str) -> String {
    let dasar = asli.rsplit(['/', '\\']).next().unwrap_or_default();
    let batang = dasar.strip_suffix(&format!(".{ext}")).or_else(|| dasar.rsplit_once('.').map(|(b, _)| b)).unwrap_or(dasar);
    let mut bersih: String =
        batang.chars().map(|c| if c.is_alphanumeric() || matches!(c, ' ' | '.' | '_' | '-' | '(' | ')') { c } else { '_' }).collect();
    bersih = bersih.trim_matches(|c: char| c == '.' || c.is_whitespace()).to_string();
    let maks = 120usize.saturating_sub(ext.len() + 1);
    if bersih.chars().count() > maks {
        bersih = bersih.chars().take(maks).collect();
    }
    if bersih.is_empty() {
        bersih = "berkas".into();
    }
    format!("{bersih}.{ext}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_must_match_its_extension() {
        assert!(sesuai_ekstensi("pdf", b"%PDF-1.7\n"));
        assert!(!sesuai_ekstensi("pdf", b"<html><script>"));
        assert!(sesuai_ekstensi("wav", b"RIFF\x24\0\0\0WAVEfmt "));
        assert!(sesuai_ekstensi("mp4", b"\0\0\0\x18ftypmp42"));
        assert!(sesuai_ekstensi("mp3", b"ID3\x04"));
        assert!(sesuai_ekstensi("docx", b"PK\x03\x04rest"));
        assert!(!sesuai_ekstensi("exe", b"MZ"));
        assert!(!sesuai_ekstensi("wav", b"RIFF"));
    }

    #[test]
    fn names_are_made_safe() {
        assert_eq!(nama_aman("../../etc/passwd.pdf", "pdf"), "passwd.pdf");
        assert_eq!(nama_aman("C:\\Users\\a\\Modul 1 (revisi).PDF", "pdf"), "Modul 1 (revisi).pdf");
        assert_eq!(nama_aman("a\"b;<c>.pdf", "pdf"), "a_b__c_.pdf");
        assert_eq!(nama_aman(".pdf", "pdf"), "berkas.pdf");
        assert_eq!(nama_aman(&"x".repeat(300), "zip").chars().count(), 120);
        assert_eq!(ekstensi("Modul.Final.DOCX"), "docx");
        assert_eq!(ekstensi(".bashrc"), "");
    }
}
