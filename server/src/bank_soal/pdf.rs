//! 'Unduh': a bank as 'Bank Soal - {judul}.pdf' (letter, portrait, 1-inch
//! margins), typeset on the server by the BAP's typst setup. Question HTML
//! becomes plain paragraphs; embedded images are noted as '[gambar]'.

use serde_json::{json, Value};

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

/// Sanitised HTML as paragraphs of plain text: block ends break lines, tags
/// go, the few entities ammonia writes come back as characters.
pub fn paragraf(html: &str) -> Vec<String> {
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
                    "img" => teks.push_str(" [gambar] "),
                    _ => {}
                }
            }
            (true, c) => tag.push(c),
            (false, c) => teks.push(c),
        }
    }
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

fn soal_json(b: &SoalBank) -> Value {
    let s = &b.soal;
    let pilihan: Vec<Value> = match s.jenis {
        JenisSoal::Pilihan => s
            .pilihan
            .iter()
            .enumerate()
            .map(|(i, teks)| json!({"huruf": HURUF.chars().nth(i).map(String::from).unwrap_or_default(), "teks": teks, "kunci": s.kunci == i.to_string()}))
            .collect(),
        JenisSoal::BenarSalah => [("B", "Benar", "benar"), ("S", "Salah", "salah")]
            .iter()
            .map(|(h, teks, k)| json!({"huruf": h, "teks": teks, "kunci": s.kunci == *k}))
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
    json!({"nomor": s.nomor, "jenis": label_jenis(s.jenis), "paragraf": paragraf(&s.pertanyaan), "pilihan": pilihan,
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
pub fn render(bank: &BankSoalRingkas, soal: &[SoalBank]) -> AppResult<Vec<u8>> {
    let data = json!({
        "judul_dokumen": nama_berkas(&bank.judul).trim_end_matches(".pdf"),
        "judul": bank.judul, "deskripsi": bank.deskripsi, "dosen": bank.dosen,
        "mata_kuliah": format!("{} - {}", bank.kode_mata_kuliah, bank.mata_kuliah),
        "jumlah_soal": soal.len(),
        "soal": soal.iter().map(soal_json).collect::<Vec<_>>(),
    });
    let files = vec![(crate::bap::pdf::data_file(), typst::foundations::Bytes::new(serde_json::to_vec(&data).expect("json")))];
    crate::bap::pdf::typeset("/bank_soal.typ", TEMPLATE, files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_becomes_paragraphs() {
        let html = "<h2>Soal</h2><p>Hitung <b>2 &amp; 3</b>&nbsp;x</p><ul><li>satu</li><li>dua</li></ul><img src=\"data:x\">";
        assert_eq!(paragraf(html), vec!["Soal", "Hitung 2 & 3 x", "satu", "dua", "[gambar]"]);
    }

    #[test]
    fn file_names_hold_no_path() {
        assert_eq!(nama_berkas("Bab 1/2: Dasar"), "Bank Soal - Bab 1-2- Dasar.pdf");
    }
}
