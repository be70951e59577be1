//! The grade recap as .xlsx, with the columns the 'Tampilkan' boxes leave on
//! screen: the class heading, then two header rows (groups: meetings,
//! 'Rata-rata Nilai LMS', 'Nilai SIKAD'; under them each column), one row per
//! student. Scores are numbers; '-' marks not done, 'Belum dinilai' a hand-in
//! without a score.

use rust_xlsxwriter::{Color, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError};

use super::model::*;
use crate::error::{AppError, AppResult};

/// The columns shown for `tampil`: indices into the recap's three header lists.
pub struct Kolom {
    pub aktivitas: Vec<usize>,
    pub rerata: Vec<usize>,
    pub sikad: Vec<usize>,
}

pub fn kolom(r: &RekapNilai, tampil: &TampilkanNilai) -> Kolom {
    Kolom {
        aktivitas: (0..r.header_aktivitas.len()).filter(|&i| tampil.jenis(r.header_aktivitas[i].kelompok)).collect(),
        rerata: (0..r.header_rerata.len()).filter(|&i| tampil.jenis(r.header_rerata[i].jenis)).collect(),
        sikad: (0..r.header_sikad.len()).filter(|&i| tampil.komponen(r.header_sikad[i].bobot)).collect(),
    }
}

pub fn nama_berkas(r: &RekapNilai) -> String {
    format!("Rekap Nilai - {} {}.xlsx", r.kelas.kode_mk, r.kelas.nama_kelas)
}

fn gagal(e: XlsxError) -> AppError {
    AppError::from(anyhow::anyhow!("xlsx: {e}"))
}

/// A group heading over columns `awal..=akhir` of row `baris` (a single column is written, not merged).
fn kelompok(lembar: &mut Worksheet, baris: u32, awal: u16, akhir: u16, teks: &str, f: &Format) -> Result<(), XlsxError> {
    if akhir > awal {
        lembar.merge_range(baris, awal, baris, akhir, teks, f)?;
    } else {
        lembar.write_string_with_format(baris, awal, teks, f)?;
    }
    Ok(())
}

/// The fill of a score SIKAD set, and what the sheet says of it (the screen's legend).
const WARNA_SIKAD: u32 = 0xFEF3C7;
pub const KETERANGAN_SIKAD: &str = "Nilai berlatar kuning: diperbarui oleh SIKAD";

fn tulis_nilai(lembar: &mut Worksheet, baris: u32, c: u16, nilai: Option<f64>, angka: &Format) -> Result<(), XlsxError> {
    match nilai {
        Some(v) if v < 0.0 => lembar.write_string(baris, c, "-")?,
        Some(v) => lembar.write_number_with_format(baris, c, v, angka)?,
        None => lembar.write_string(baris, c, "Belum dinilai")?,
    };
    Ok(())
}

pub fn xlsx(r: &RekapNilai, tampil: &TampilkanNilai) -> AppResult<Vec<u8>> {
    let k = kolom(r, tampil);
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    lembar.set_name("Rekap Nilai").map_err(gagal)?;
    let tebal = Format::new().set_bold();
    let kepala = Format::new()
        .set_bold()
        .set_align(FormatAlign::Center)
        .set_align(FormatAlign::VerticalCenter)
        .set_text_wrap()
        .set_border(FormatBorder::Thin)
        .set_background_color(Color::RGB(0xE2E8F0));
    let angka = Format::new().set_num_format("0.00");
    // A score SIKAD set: the screen's 'S' mark, here a fill the legend explains.
    let angka_sikad = Format::new().set_num_format("0.00").set_background_color(Color::RGB(WARNA_SIKAD));

    let kelas = &r.kelas;
    let judul = [
        ("Periode", crate::pengaturan::store::periode_label(kelas.periode)),
        ("Mata Kuliah", format!("{} - {}", kelas.kode_mk, kelas.nama_mk)),
        ("Kelas", crate::inti::kelas_label(&kelas.nama_kelas, &kelas.jenis_kelas)),
        ("Kampus", kelas.kampus.clone()),
    ];
    for (i, (label, isi)) in judul.iter().enumerate() {
        lembar.write_string_with_format(i as u32, 0, *label, &tebal).map_err(gagal)?;
        lembar.write_string(i as u32, 2, isi).map_err(gagal)?;
    }

    if r.nilai_mahasiswa.iter().any(|m| !m.update_by_sikad.is_empty()) {
        lembar.write_string_with_format(4, 0, "Keterangan", &tebal).map_err(gagal)?;
        lembar
            .write_string_with_format(4, 2, KETERANGAN_SIKAD, &Format::new().set_background_color(Color::RGB(WARNA_SIKAD)))
            .map_err(gagal)?;
    }
    let (atas, bawah) = (5u32, 6u32);
    for (c, t) in ["No", "NIM", "Nama"].iter().enumerate() {
        lembar.merge_range(atas, c as u16, bawah, c as u16, t, &kepala).map_err(gagal)?;
    }
    let mut c: u16 = 3;
    // Meetings: consecutive shown activities of one meeting share a group heading.
    let mut i = 0;
    while i < k.aktivitas.len() {
        let nomor = r.header_aktivitas[k.aktivitas[i]].nomor_pertemuan;
        let mut j = i;
        while j + 1 < k.aktivitas.len() && r.header_aktivitas[k.aktivitas[j + 1]].nomor_pertemuan == nomor {
            j += 1;
        }
        let label = &r.header_aktivitas[k.aktivitas[i]].label_pertemuan;
        kelompok(lembar, atas, c + i as u16, c + j as u16, label, &kepala).map_err(gagal)?;
        i = j + 1;
    }
    for (n, &a) in k.aktivitas.iter().enumerate() {
        let h = &r.header_aktivitas[a];
        let teks = format!("{}: {}", h.aktivitas.jenis.label(), h.aktivitas.label);
        lembar.write_string_with_format(bawah, c + n as u16, teks, &kepala).map_err(gagal)?;
    }
    c += k.aktivitas.len() as u16;
    if !k.rerata.is_empty() {
        kelompok(lembar, atas, c, c + k.rerata.len() as u16 - 1, "Rata-rata Nilai LMS", &kepala).map_err(gagal)?;
        for (n, &h) in k.rerata.iter().enumerate() {
            lembar.write_string_with_format(bawah, c + n as u16, &r.header_rerata[h].label, &kepala).map_err(gagal)?;
        }
        c += k.rerata.len() as u16;
    }
    // Shown components, then the weighted final score.
    kelompok(lembar, atas, c, c + k.sikad.len() as u16, "Nilai SIKAD", &kepala).map_err(gagal)?;
    for (n, &h) in k.sikad.iter().enumerate() {
        let s = &r.header_sikad[h];
        lembar.write_string_with_format(bawah, c + n as u16, format!("{} ({}%)", s.label, s.bobot), &kepala).map_err(gagal)?;
    }
    let kolom_akhir = c + k.sikad.len() as u16;
    lembar.write_string_with_format(bawah, kolom_akhir, "Nilai Akhir", &kepala).map_err(gagal)?;

    for (n, m) in r.nilai_mahasiswa.iter().enumerate() {
        let baris = bawah + 1 + n as u32;
        lembar.write_number(baris, 0, (n + 1) as f64).map_err(gagal)?;
        lembar.write_string(baris, 1, &m.mahasiswa.nim).map_err(gagal)?;
        lembar.write_string(baris, 2, m.mahasiswa.nama.to_uppercase()).map_err(gagal)?;
        let mut c: u16 = 3;
        for &a in &k.aktivitas {
            tulis_nilai(lembar, baris, c, m.nilai[a], &angka).map_err(gagal)?;
            c += 1;
        }
        for &h in &k.rerata {
            tulis_nilai(lembar, baris, c, Some(m.rata_rata_lms[h]), &angka).map_err(gagal)?;
            c += 1;
        }
        for &h in &k.sikad {
            let format = if m.update_by_sikad.contains(&h) { &angka_sikad } else { &angka };
            tulis_nilai(lembar, baris, c, Some(m.nilai_sikad[h]), format).map_err(gagal)?;
            c += 1;
        }
        tulis_nilai(lembar, baris, c, Some(m.nilai_akhir), &angka).map_err(gagal)?;
    }
    lembar.set_row_height(bawah, 45).map_err(gagal)?;
    lembar.set_column_width(1, 14).map_err(gagal)?;
    lembar.set_column_width(2, 32).map_err(gagal)?;
    for col in 3..=kolom_akhir {
        lembar.set_column_width(col, 14).map_err(gagal)?;
    }
    lembar.set_freeze_panes(bawah + 1, 3).map_err(gagal)?;
    buku.save_to_buffer().map_err(gagal)
}
