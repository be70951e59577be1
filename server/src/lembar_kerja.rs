//! Reading an uploaded spreadsheet with bounded memory (issue 31): the one
//! way the server reads one (the question bank import now, the academic
//! data import later).
//!
//! calamine's `worksheet_range` allocates rows × columns cells of the sheet's
//! extent, so an .xlsx holding only A1 and XFD1048576 asks for ~550 GB, and a
//! zip entry may inflate to far more than the upload. Here the zip is
//! inflated once into a sink under hard limits before calamine opens it, and
//! the first sheet is streamed cell by cell, keeping only cells inside the
//! caller's rows and columns. .xls (BIFF) is refused: calamine builds every
//! sheet's full range while opening it, with no way to look first
//! (docs/decisions.md).

use std::collections::BTreeMap;
use std::io::{Cursor, Read};

use calamine::{Data, Dimensions, Reader, Xlsx};

use crate::error::{AppError, AppResult};

/// Files a workbook may hold (a genuine one has about a dozen).
pub const ENTRI_MAKS: usize = 200;
/// Inflated bytes of one file inside the workbook.
pub const ENTRI_BYTES_MAKS: u64 = 16 << 20;
/// Inflated bytes of the whole workbook.
pub const TOTAL_BYTES_MAKS: u64 = 32 << 20;
/// Rows a sheet may declare in its `<dimension>`; rows with only formatting
/// count there, so this is looser than any caller's row limit (a caller reading
/// more rows, as the academic import does, raises it to its own limit).
pub const DIMENSI_BARIS_MAKS: u32 = 10_000;
/// Columns a sheet may declare in its `<dimension>`.
pub const DIMENSI_KOLOM_MAKS: u32 = 256;

const TANDA_ZIP: &[u8] = b"PK\x03\x04";
/// The compound file (OLE) signature of .xls and other old Office files.
const TANDA_CFB: &[u8] = &[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// What a caller reads of the first sheet.
pub struct Batas<'a> {
    /// Rows 1..=baris are read; a value below them refuses the file.
    pub baris: u32,
    /// Columns A.. of this count are read; values right of them are ignored.
    pub kolom: u32,
    /// The message when a value lies below `baris`.
    pub pesan_terlalu_banyak_baris: &'a str,
}

/// One row with a value: its number as the sheet shows it (1 = first) and
/// its cells from column A, [`Data::Empty`] where nothing is written.
#[derive(Debug, PartialEq)]
pub struct Baris {
    pub nomor: u32,
    pub sel: Vec<Data>,
}

fn rusak() -> AppError {
    AppError::unprocessable("Berkas tidak dapat dibaca sebagai lembar kerja Excel. Simpan ulang sebagai .xlsx lalu coba lagi.")
}

fn format_lama() -> AppError {
    AppError::unprocessable(
        "Berkas .xls (format Excel lama) tidak dapat diimpor. Buka berkas di Excel atau LibreOffice, simpan sebagai Excel Workbook (.xlsx), lalu impor berkas .xlsx tersebut.",
    )
}

fn terlalu_besar() -> AppError {
    AppError::unprocessable(format!(
        "Isi berkas terlalu besar setelah dibuka (paling banyak {} MB). Salin hanya data yang diimpor ke lembar kerja baru, simpan sebagai .xlsx, lalu coba lagi.",
        TOTAL_BYTES_MAKS >> 20
    ))
}

/// The first sheet's rows that hold a value, within `batas`, in row order.
pub fn baca_lembar_pertama(isi: &[u8], batas: &Batas) -> AppResult<Vec<Baris>> {
    if isi.starts_with(TANDA_CFB) {
        return Err(format_lama());
    }
    if !isi.starts_with(TANDA_ZIP) {
        return Err(rusak());
    }
    periksa_zip(isi)?;
    let mut buku = Xlsx::new(Cursor::new(isi)).map_err(|_| rusak())?;
    let nama = buku.sheet_names().first().cloned().ok_or_else(rusak)?;
    let mut sel = buku.worksheet_cells_reader(&nama).map_err(|_| rusak())?;
    periksa_dimensi(sel.dimensions(), DIMENSI_BARIS_MAKS.max(batas.baris))?;
    let mut baris: BTreeMap<u32, Vec<Data>> = BTreeMap::new();
    while let Some(c) = sel.next_cell().map_err(|_| rusak())? {
        let (r, k) = c.get_position();
        let nilai = Data::from(c.get_value().clone());
        if k >= batas.kolom || kosong(&nilai) {
            continue;
        }
        if r >= batas.baris {
            return Err(AppError::unprocessable(batas.pesan_terlalu_banyak_baris));
        }
        let isi_baris = baris.entry(r).or_default();
        if isi_baris.len() <= k as usize {
            isi_baris.resize(k as usize + 1, Data::Empty);
        }
        isi_baris[k as usize] = nilai;
    }
    Ok(baris.into_iter().map(|(r, sel)| Baris { nomor: r + 1, sel }).collect())
}

/// A cell as the text a person reads in it: trimmed, whole numbers without '.0' (a NIM typed as
/// a number), TRUE/FALSE as 'Benar'/'Salah', nothing for an empty or error cell.
pub fn teks_sel(sel: Option<&Data>) -> String {
    match sel {
        Some(Data::String(s)) => s.trim().to_string(),
        Some(Data::Float(f)) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        Some(Data::Float(f)) => f.to_string(),
        Some(Data::Int(i)) => i.to_string(),
        Some(Data::Bool(true)) => "Benar".into(),
        Some(Data::Bool(false)) => "Salah".into(),
        Some(Data::DateTimeIso(s)) | Some(Data::DurationIso(s)) => s.clone(),
        Some(Data::DateTime(d)) => waktu_excel(d),
        Some(Data::Error(_)) | Some(Data::Empty) | None => String::new(),
    }
}

/// A date or time cell as people write it: '07:30' (a time of day), '2026-08-31' (a date) or
/// '2026-08-31 07:30'; not Excel's day count (46265.3125).
fn waktu_excel(d: &calamine::ExcelDateTime) -> String {
    let (y, mo, da, h, mi, s, _) = d.to_ymd_hms_milli();
    let jam = if s == 0 { format!("{h:02}:{mi:02}") } else { format!("{h:02}:{mi:02}:{s:02}") };
    let tanggal = format!("{y:04}-{mo:02}-{da:02}");
    if d.as_f64() < 1.0 {
        jam
    } else if (h, mi, s) == (0, 0, 0) {
        tanggal
    } else {
        format!("{tanggal} {jam}")
    }
}

fn kosong(nilai: &Data) -> bool {
    match nilai {
        Data::Empty => true,
        Data::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

/// Inflates every entry into a sink under the limits: sizes declared in the
/// zip's headers can lie, the inflated bytes cannot.
fn periksa_zip(isi: &[u8]) -> AppResult<()> {
    let mut zip = zip::ZipArchive::new(Cursor::new(isi)).map_err(|_| rusak())?;
    if zip.len() > ENTRI_MAKS {
        return Err(terlalu_besar());
    }
    let mut sisa = TOTAL_BYTES_MAKS;
    for i in 0..zip.len() {
        let entri = zip.by_index(i).map_err(|_| rusak())?;
        let batas = ENTRI_BYTES_MAKS.min(sisa);
        let dibaca = std::io::copy(&mut entri.take(batas + 1), &mut std::io::sink()).map_err(|_| rusak())?;
        if dibaca > batas {
            return Err(terlalu_besar());
        }
        sisa -= dibaca;
    }
    Ok(())
}

fn periksa_dimensi(d: Dimensions, baris_maks: u32) -> AppResult<()> {
    let (baris, kolom) = (d.end.0.saturating_add(1), d.end.1.saturating_add(1));
    if baris > baris_maks || kolom > DIMENSI_KOLOM_MAKS {
        return Err(AppError::unprocessable(format!(
            "Lembar kerja pertama menyatakan ukuran {baris} baris × {kolom} kolom, jauh melebihi yang dapat diimpor. Salin hanya baris dan kolom yang berisi data ke lembar kerja baru, simpan sebagai .xlsx, lalu coba lagi."
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn date_and_time_cells_read_as_people_write_them() {
        use calamine::{ExcelDateTime, ExcelDateTimeType};
        let sel = |v: f64| super::teks_sel(Some(&calamine::Data::DateTime(ExcelDateTime::new(v, ExcelDateTimeType::DateTime, false))));
        assert_eq!(sel(0.3125), "07:30");
        assert_eq!(sel(46265.0), "2026-08-31");
        assert_eq!(sel(46265.3125), "2026-08-31 07:30");
    }

    use super::*;
    use std::io::Write;

    const BATAS: Batas = Batas { baris: 5, kolom: 3, pesan_terlalu_banyak_baris: "terlalu banyak baris" };

    fn buku(sel: &[(u32, u16, &str)]) -> Vec<u8> {
        let mut buku = rust_xlsxwriter::Workbook::new();
        let lembar = buku.add_worksheet();
        for (r, k, v) in sel {
            lembar.write_string(*r, *k, *v).unwrap();
        }
        buku.save_to_buffer().unwrap()
    }

    /// A zip of (name, bytes) entries, deflated.
    fn zip_dari(entri: &[(&str, &[u8])]) -> Vec<u8> {
        let mut z = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (nama, isi) in entri {
            z.start_file(*nama, zip::write::SimpleFileOptions::default()).unwrap();
            z.write_all(isi).unwrap();
        }
        z.finish().unwrap().into_inner()
    }

    fn pesan(hasil: AppResult<Vec<Baris>>) -> String {
        hasil.unwrap_err().message
    }

    #[test]
    fn rows_come_back_within_the_columns() {
        let isi = buku(&[(0, 0, "Judul"), (0, 5, "jauh"), (2, 1, "b"), (2, 0, "a")]);
        let baris = baca_lembar_pertama(&isi, &BATAS).unwrap();
        let teks = |s: &str| Data::String(s.into());
        assert_eq!(
            baris,
            vec![Baris { nomor: 1, sel: vec![teks("Judul")] }, Baris { nomor: 3, sel: vec![teks("a"), teks("b")] }],
            "column F is right of the 3 read"
        );
    }

    #[test]
    fn a_value_below_the_rows_refuses_the_file() {
        let isi = buku(&[(0, 0, "Judul"), (5, 0, "baris 6")]);
        assert_eq!(pesan(baca_lembar_pertama(&isi, &BATAS)), "terlalu banyak baris");
    }

    #[test]
    fn a_far_cell_refuses_by_the_declared_dimension() {
        let isi = buku(&[(0, 0, "a"), (1_048_575, 16_383, "z")]);
        assert!(pesan(baca_lembar_pertama(&isi, &BATAS)).contains("1048576 baris × 16384 kolom"));
    }

    #[test]
    fn inflated_sizes_are_counted_not_believed() {
        let nol = vec![0u8; (ENTRI_BYTES_MAKS + 1) as usize];
        assert!(pesan(baca_lembar_pertama(&zip_dari(&[("xl/a.xml", &nol)]), &BATAS)).starts_with("Isi berkas terlalu besar"));
        let separuh = vec![0u8; (ENTRI_BYTES_MAKS - 1) as usize];
        let banyak: Vec<(&str, &[u8])> = ["a", "b", "c"].iter().map(|n| (*n, separuh.as_slice())).collect();
        assert!(pesan(baca_lembar_pertama(&zip_dari(&banyak), &BATAS)).starts_with("Isi berkas terlalu besar"), "the total");
        let nama: Vec<String> = (0..=ENTRI_MAKS).map(|i| format!("f{i}")).collect();
        let kecil: Vec<(&str, &[u8])> = nama.iter().map(|n| (n.as_str(), &b"x"[..])).collect();
        assert!(pesan(baca_lembar_pertama(&zip_dari(&kecil), &BATAS)).starts_with("Isi berkas terlalu besar"), "the count");
    }

    #[test]
    fn xls_is_sent_back_for_saving_as_xlsx() {
        let mut cfb = TANDA_CFB.to_vec();
        cfb.resize(512, 0);
        assert!(pesan(baca_lembar_pertama(&cfb, &BATAS)).starts_with("Berkas .xls (format Excel lama) tidak dapat diimpor."));
        assert!(pesan(baca_lembar_pertama(b"a;b", &BATAS)).starts_with("Berkas tidak dapat dibaca"));
    }
}
