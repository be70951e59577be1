//! 'Unduh': a bank as 'Bank Soal - {judul}.pdf' (letter, portrait, 1-inch
//! margins), typeset on the server by the BAP's typst setup. Question HTML
//! becomes plain paragraphs with its embedded (pasted) images drawn in place;
//! an image typst cannot read, or too large to decode, is noted as '[gambar]'. Option images are drawn
//! under their option; attachments are listed by name. One PDF's memory is bounded as a whole:
//! its images together hold at most [`PIKSEL_DOKUMEN_MAKS`] pixels (the rest are noted
//! '[gambar]') and at most [`BYTE_OPSI_MAKS`] of stored option images are read for it.

use serde_json::{json, Value};

use std::collections::HashMap;

use super::model::{BankSoalRingkas, JenisFileJawaban, JenisSoal, SoalBank};
use crate::error::AppResult;

const TEMPLATE: &str = include_str!("bank_soal.typ");
const HURUF: &str = "ABCDEFGHIJ";

/// 'Bank Soal - {judul}.pdf', without characters a file name cannot hold.
pub fn nama_berkas(judul: &str) -> String {
    let aman: String =
        judul.chars().map(|c| if matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') { '-' } else { c }).collect();
    format!("Bank Soal - {}.pdf", aman.trim())
}

/// A piece of a question's text: a paragraph, or an image (its virtual path).
#[derive(Debug, PartialEq)]
pub enum Isi {
    Teks(String),
    Gambar(String),
}

/// The pixels one PDF's images may hold together: typst keeps every image it
/// draws decoded while it lays the document out (48 MP: about 190 MB of RGBA,
/// some 18 images at the PDF's full size, [`crate::gambar::SISI_PDF`]).
pub const PIKSEL_DOKUMEN_MAKS: u64 = 48_000_000;
/// The bytes of stored option images read for one PDF.
pub const BYTE_OPSI_MAKS: usize = 64 << 20;

/// The images a document places, as typst's virtual files.
#[derive(Default)]
pub struct Gambar {
    pub berkas: Vec<(String, Vec<u8>)>,
    /// The pixels of `berkas` so far.
    piksel: u64,
}

impl Gambar {
    /// The virtual path of an `<img>`'s data URL, when typst can draw it.
    fn tambah(&mut self, src: &str) -> Option<String> {
        let (ext, bytes) = crate::gambar::data_url_gambar(src)?;
        self.tambah_bytes(ext, bytes)
    }

    /// The virtual path of an image file's bytes, when typst can draw them;
    /// a large image is scaled down first ([`crate::gambar::untuk_pdf`]).
    fn tambah_bytes(&mut self, ext: &str, bytes: Vec<u8>) -> Option<String> {
        let (ext, bytes) = crate::gambar::untuk_pdf(ext, bytes)?;
        if !crate::pdf::gambar_terbaca(&ext, &bytes) {
            return None;
        }
        let (lebar, tinggi) = crate::gambar::ukuran(&bytes)?;
        let piksel = self.piksel + u64::from(lebar) * u64::from(tinggi);
        if piksel > PIKSEL_DOKUMEN_MAKS {
            return None;
        }
        self.piksel = piksel;
        let path = format!("/gambar/{}.{ext}", self.berkas.len() + 1);
        self.berkas.push((path.clone(), bytes));
        Some(path)
    }
}

/// The option images of the questions, read from the file store: URL -> (extension, bytes).
pub async fn gambar_opsi(state: &crate::state::AppState, soal: &[SoalBank]) -> AppResult<HashMap<String, (String, Vec<u8>)>> {
    let mut hasil = HashMap::new();
    let mut dibaca = 0usize;
    for info in soal.iter().flat_map(|s| s.soal.gambar.iter().flatten()) {
        let Some(id) = crate::berkas::id_dari_url(&info.url) else { continue };
        if let Some(b) = crate::berkas::store::cari(&state.db, id).await? {
            // Past the budget the rest are left out (their options show no image).
            dibaca = dibaca.saturating_add(usize::try_from(b.ukuran).unwrap_or(usize::MAX));
            if dibaca > BYTE_OPSI_MAKS {
                break;
            }
            let bytes = state.storage.read(&b.kunci).await?;
            hasil.insert(info.url.clone(), (if b.ekstensi == "jpeg" { "jpg".into() } else { b.ekstensi.clone() }, bytes));
        }
    }
    Ok(hasil)
}

/// The `src` attribute of a tag's text (ammonia writes attributes double-quoted).
fn atribut_src(tag: &str) -> Option<&str> {
    let awal = tag.find("src=\"")? + 5;
    let panjang = tag[awal..].find('"')?;
    Some(&tag[awal..awal + panjang])
}

/// Sanitised HTML as paragraphs of plain text and images: block ends break
/// lines, tags go, the few entities ammonia writes come back as characters.
pub fn isi(html: &str, gambar: &mut Gambar) -> Vec<Isi> {
    let mut hasil = Vec::new();
    let mut teks = String::new();
    let mut tag = String::new();
    let mut dalam_tag = false;
    for c in html.chars() {
        match (dalam_tag, c) {
            (false, '<') => {
                dalam_tag = true;
                tag.clear();
            }
            (true, '>') => {
                dalam_tag = false;
                let nama: String = tag.trim_start_matches('/').chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
                match nama.to_ascii_lowercase().as_str() {
                    "p" | "br" | "li" | "tr" | "div" | "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "blockquote" => teks.push('\n'),
                    "td" | "th" => teks.push(' '),
                    "img" => match atribut_src(&tag).and_then(|src| gambar.tambah(src)) {
                        Some(path) => {
                            hasil.extend(paragraf(&teks).into_iter().map(Isi::Teks));
                            teks.clear();
                            hasil.push(Isi::Gambar(path));
                        }
                        None => teks.push_str(" [gambar] "),
                    },
                    _ => {}
                }
            }
            (true, c) => tag.push(c),
            (false, c) => teks.push(c),
        }
    }
    hasil.extend(paragraf(&teks).into_iter().map(Isi::Teks));
    hasil
}

/// Text without tags as its non-empty lines, entities decoded, spaces folded.
fn paragraf(teks: &str) -> Vec<String> {
    let teks = teks
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    teks.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).filter(|l| !l.is_empty()).collect()
}

fn label_jenis(jenis: JenisSoal) -> &'static str {
    match jenis {
        JenisSoal::Pilihan => "Pilihan ganda",
        JenisSoal::BenarSalah => "Benar / Salah",
        JenisSoal::Esay => "Esai",
    }
}

fn soal_json(b: &SoalBank, gambar: &mut Gambar, opsi: &HashMap<String, (String, Vec<u8>)>) -> Value {
    let s = &b.soal;
    let mut gambar_opsi = |i: usize| -> Option<String> {
        let url = &s.gambar.get(i)?.as_ref()?.url;
        let (ext, bytes) = opsi.get(url)?;
        gambar.tambah_bytes(ext, bytes.clone())
    };
    let pilihan: Vec<Value> = match s.jenis {
        JenisSoal::Pilihan => s
            .pilihan
            .iter()
            .enumerate()
            .map(|(i, teks)| {
                json!({"huruf": HURUF.chars().nth(i).map(String::from).unwrap_or_default(), "teks": teks, "kunci": s.kunci == i.to_string(),
                       "gambar": gambar_opsi(i)})
            })
            .collect(),
        JenisSoal::BenarSalah => [("B", "Benar", "benar"), ("S", "Salah", "salah")]
            .iter()
            .map(|(h, teks, k)| json!({"huruf": h, "teks": teks, "kunci": s.kunci == *k, "gambar": null}))
            .collect(),
        JenisSoal::Esay => Vec::new(),
    };
    let (kunci_teks, jenis_jawaban) = match s.jenis {
        JenisSoal::Esay => {
            let kunci = if s.kunci.trim().is_empty() { "-".to_string() } else { s.kunci.clone() };
            let jenis: Vec<&str> = s.jenis_file_diterima.iter().map(label_jawaban).collect();
            (Some(kunci), Some(jenis.join(", ")))
        }
        _ => (None, None),
    };
    let isi: Vec<Value> = isi(&s.pertanyaan, gambar)
        .into_iter()
        .map(|p| match p {
            Isi::Teks(t) => json!({"teks": t}),
            Isi::Gambar(path) => json!({"gambar": path}),
        })
        .collect();
    let nama = |daftar: &[crate::berkas::BerkasInfo]| {
        (!daftar.is_empty()).then(|| daftar.iter().map(|b| b.name.as_str()).collect::<Vec<_>>().join(", "))
    };
    json!({"nomor": s.nomor, "jenis": label_jenis(s.jenis), "isi": isi, "pilihan": pilihan,
           "lampiran": nama(&s.soal_files), "lampiran_kunci": nama(&s.kunci_files),
           "kunci_teks": kunci_teks, "jenis_jawaban": jenis_jawaban})
}

fn label_jawaban(j: &JenisFileJawaban) -> &'static str {
    match j {
        JenisFileJawaban::Text => "teks",
        JenisFileJawaban::Image => "gambar",
        JenisFileJawaban::Pdf => "PDF",
        JenisFileJawaban::Docs => "dokumen",
        JenisFileJawaban::Compressed => "arsip",
    }
}

/// Typesets the bank; CPU-bound, call from a blocking thread.
pub fn render(bank: &BankSoalRingkas, soal: &[SoalBank], gambar_opsi: &HashMap<String, (String, Vec<u8>)>) -> AppResult<Vec<u8>> {
    let mut gambar = Gambar::default();
    let data = json!({
        "judul_dokumen": nama_berkas(&bank.judul).trim_end_matches(".pdf"),
        "judul": bank.judul, "deskripsi": bank.deskripsi, "dosen": bank.dosen,
        "mata_kuliah": format!("{} - {}", bank.kode_mata_kuliah, bank.mata_kuliah),
        "jumlah_soal": soal.len(),
        "soal": soal.iter().map(|s| soal_json(s, &mut gambar, gambar_opsi)).collect::<Vec<_>>(),
    });
    let mut files = vec![(crate::pdf::data_file(), typst::foundations::Bytes::new(serde_json::to_vec(&data).expect("json")))];
    for (path, bytes) in gambar.berkas {
        files.push((crate::pdf::file_id(&path), typst::foundations::Bytes::new(bytes)));
    }
    crate::pdf::typeset("/bank_soal.typ", TEMPLATE, files)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 1 × 1 PNG.
    const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

    #[test]
    fn html_becomes_paragraphs_and_images() {
        let html = format!(
            "<h2>Soal</h2><p>Hitung <b>2 &amp; 3</b>&nbsp;x</p><ul><li>satu</li><li>dua</li></ul><img src=\"data:x\"><p><img src=\"data:image/png;base64,{PNG}\">lalu</p><img src=\"data:image/png;base64,AAAA\">"
        );
        let mut gambar = Gambar::default();
        let teks = |t: &str| Isi::Teks(t.to_string());
        assert_eq!(
            isi(&html, &mut gambar),
            vec![
                teks("Soal"),
                teks("Hitung 2 & 3 x"),
                teks("satu"),
                teks("dua"),
                teks("[gambar]"),
                Isi::Gambar("/gambar/1.png".into()),
                teks("lalu"),
                teks("[gambar]")
            ]
        );
        assert_eq!(gambar.berkas.len(), 1, "the broken image is not placed");
    }

    #[test]
    fn one_documents_images_hold_a_bounded_number_of_pixels() {
        let mut gambar = Gambar::default();
        let png = crate::gambar::tests::png_polos(1600, 1600);
        let muat = (PIKSEL_DOKUMEN_MAKS / (1600 * 1600)) as usize;
        for i in 0..muat {
            assert!(gambar.tambah_bytes("png", png.clone()).is_some(), "image {i} fits");
        }
        assert_eq!(gambar.tambah_bytes("png", png.clone()), None, "past the budget an image is noted, not drawn");
        assert_eq!(gambar.berkas.len(), muat);
        // A small one still fits in what is left.
        assert!(gambar.tambah_bytes("png", crate::gambar::tests::png_polos(100, 100)).is_some());
    }

    #[test]
    fn file_names_hold_no_path() {
        assert_eq!(nama_berkas("Bab 1/2: Dasar"), "Bank Soal - Bab 1-2- Dasar.pdf");
    }
}
