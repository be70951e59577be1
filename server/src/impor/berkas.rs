//! A file of the import as rows of text: an .xlsx (its first sheet, read with bounded memory by
//! `lembar_kerja`) or a CSV (comma or semicolon, as Excel writes it in an Indonesian locale).
//! The first row holding a value is the header; columns are found by their header's name.

use std::collections::HashMap;

use crate::error::{AppError, AppResult};
use crate::lembar_kerja::{baca_lembar_pertama, teks_sel, Batas};

/// Data rows one file may hold (the header not counted): a big university's students fit.
pub const BARIS_MAKS: u32 = 200_000;
/// Columns read; the templates have fewer than a dozen.
pub const KOLOM_MAKS: u32 = 32;
/// The largest CSV read (an .xlsx is bounded by `lembar_kerja`'s inflated size).
pub const CSV_BYTES_MAKS: usize = 64 << 20;

/// One data row: its number as the file shows it (the header is 1) and its cells' text.
#[derive(Debug)]
pub struct BarisTeks {
    pub nomor: u32,
    sel: Vec<String>,
}

/// The file's rows under its header.
#[derive(Debug)]
pub struct Tabel {
    /// Lower-cased header → column index.
    kolom: HashMap<String, usize>,
    pub baris: Vec<BarisTeks>,
}

impl Tabel {
    pub fn punya_kolom(&self, nama: &str) -> bool {
        self.kolom.contains_key(&nama.to_lowercase())
    }

    /// The cell of `baris` under the header `nama` ('' when the column or cell is absent).
    pub fn sel<'a>(&self, baris: &'a BarisTeks, nama: &str) -> &'a str {
        self.kolom.get(&nama.to_lowercase()).and_then(|i| baris.sel.get(*i)).map_or("", |s| s.as_str())
    }

    /// A table that did not come from a file (the sync endpoint's JSON): the header `judul` and
    /// rows of cells in its order, numbered as given.
    pub fn dari_baris(judul: &[String], baris: Vec<(u32, Vec<String>)>) -> Tabel {
        let kolom = judul.iter().enumerate().map(|(i, j)| (j.to_lowercase(), i)).collect();
        Tabel { kolom, baris: baris.into_iter().map(|(nomor, sel)| BarisTeks { nomor, sel }).collect() }
    }
}

fn terlalu_banyak_baris() -> String {
    format!("Berkas berisi lebih dari {BARIS_MAKS} baris data. Bagi data ke beberapa berkas lalu impor satu per satu.")
}

/// Reads `isi` by the extension of `nama_berkas`.
pub fn baca(nama_berkas: &str, isi: &[u8]) -> AppResult<Tabel> {
    let ext = nama_berkas.rsplit_once('.').map(|(_, e)| e.to_lowercase()).unwrap_or_default();
    let baris = match ext.as_str() {
        "xlsx" | "xls" => baca_xlsx(isi)?,
        "csv" | "txt" => baca_csv(isi)?,
        _ => return Err(AppError::unprocessable("Hanya berkas .xlsx atau .csv yang dapat diimpor. Gunakan template impor.")),
    };
    let mut baris = baris.into_iter().filter(|(_, sel)| sel.iter().any(|s| !s.is_empty()));
    let Some((_, judul)) = baris.next() else {
        return Err(AppError::unprocessable("Berkas kosong: isi baris judul (baris 1) dan data mulai baris 2 sesuai template."));
    };
    let kolom = judul.iter().enumerate().filter(|(_, j)| !j.is_empty()).map(|(i, j)| (j.to_lowercase(), i)).collect();
    Ok(Tabel { kolom, baris: baris.map(|(nomor, sel)| BarisTeks { nomor, sel }).collect() })
}

fn baca_xlsx(isi: &[u8]) -> AppResult<Vec<(u32, Vec<String>)>> {
    let pesan = terlalu_banyak_baris();
    let batas = Batas { baris: BARIS_MAKS + 1, kolom: KOLOM_MAKS, pesan_terlalu_banyak_baris: &pesan };
    let baris = baca_lembar_pertama(isi, &batas)?;
    Ok(baris.into_iter().map(|b| (b.nomor, b.sel.iter().map(|c| teks_sel(Some(c))).collect())).collect())
}

fn baca_csv(isi: &[u8]) -> AppResult<Vec<(u32, Vec<String>)>> {
    if isi.len() > CSV_BYTES_MAKS {
        return Err(AppError::unprocessable(format!(
            "Berkas CSV lebih dari {} MB. Bagi data ke beberapa berkas lalu impor satu per satu.",
            CSV_BYTES_MAKS >> 20
        )));
    }
    let isi = isi.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(isi);
    let baris_pertama = isi.split(|b| *b == b'\n').next().unwrap_or_default();
    let hitung = |c: u8| baris_pertama.iter().filter(|b| **b == c).count();
    let pemisah = if hitung(b';') > hitung(b',') { b';' } else { b',' };
    let mut pembaca = csv::ReaderBuilder::new().has_headers(false).flexible(true).delimiter(pemisah).from_reader(isi);
    let mut hasil = Vec::new();
    for (i, rekaman) in pembaca.byte_records().enumerate() {
        let rekaman = rekaman.map_err(|e| {
            let baris = e.position().map_or(i as u64 + 1, |p| p.line());
            AppError::unprocessable(format!(
                "Baris {baris} berkas CSV tidak dapat dibaca. Simpan ulang sebagai CSV (UTF-8) lalu coba lagi."
            ))
        })?;
        if hasil.len() > BARIS_MAKS as usize {
            return Err(AppError::unprocessable(terlalu_banyak_baris()));
        }
        let nomor = nomor_baris(isi, rekaman.position(), i);
        let sel = rekaman
            .iter()
            .take(KOLOM_MAKS as usize)
            .map(|s| String::from_utf8(s.to_vec()).map(|s| s.trim().to_string()))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|_| {
                AppError::unprocessable(format!(
                    "Baris {nomor} berkas CSV bukan teks UTF-8. Simpan ulang sebagai 'CSV UTF-8' lalu coba lagi."
                ))
            })?;
        hasil.push((nomor, sel));
    }
    Ok(hasil)
}

/// The line a record starts on, as a text editor numbers it. The reader's position of a record
/// that follows blank lines is where the blank lines start: they are stepped over here.
fn nomor_baris(isi: &[u8], posisi: Option<&csv::Position>, urutan: usize) -> u32 {
    let Some(p) = posisi else { return urutan as u32 + 1 };
    let (mut byte, mut baris) = (p.byte() as usize, p.line());
    while let Some(b @ (b'\n' | b'\r')) = isi.get(byte) {
        if *b == b'\n' {
            baris += 1;
        }
        byte += 1;
    }
    baris as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_semicolon_csv_with_a_bom_reads_by_its_header() {
        let t = baca("m.csv", "\u{feff}NIM;Nama\n\n2401001; Ani \r\n\r\n2401002;Budi\n".as_bytes()).unwrap();
        assert_eq!(t.baris.len(), 2);
        assert_eq!((t.baris[0].nomor, t.baris[1].nomor), (3, 5));
        assert_eq!(t.sel(&t.baris[0], "nama"), "Ani");
        assert_eq!(t.sel(&t.baris[0], "Angkatan"), "");
    }

    #[test]
    fn other_files_are_refused_in_indonesian() {
        assert!(baca("m.pdf", b"%PDF").unwrap_err().message.starts_with("Hanya berkas .xlsx atau .csv"));
        assert!(baca("m.csv", b"NIM,Nama\n\xff\xfe,x\n").unwrap_err().message.contains("bukan teks UTF-8"));
        assert!(baca("m.csv", b"").unwrap_err().message.starts_with("Berkas kosong"));
    }
}
