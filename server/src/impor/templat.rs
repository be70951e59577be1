//! The downloadable template of each kind: the header row the import reads, and a 'Petunjuk'
//! sheet saying what each column takes.

use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::aturan::{catatan, kolom_jenis};
use super::model::JenisImpor;
use crate::error::{AppError, AppResult};

pub fn nama_berkas(jenis: JenisImpor) -> String {
    format!("template-impor-{}.xlsx", jenis.nama())
}

pub fn template(jenis: JenisImpor) -> AppResult<Vec<u8>> {
    tulis(jenis).map_err(|e| AppError::from(anyhow::anyhow!("xlsx: {e}")))
}

fn tulis(jenis: JenisImpor) -> Result<Vec<u8>, XlsxError> {
    let kolom = kolom_jenis(jenis);
    let tebal = Format::new().set_bold();
    let teks = Format::new().set_num_format("@");
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    lembar.set_name("Data")?;
    for (c, k) in kolom.iter().enumerate() {
        let c = c as u16;
        lembar.write_string_with_format(0, c, k.nama, &tebal)?;
        // Numbers typed as text keep their leading zeros (NIDN 0412...).
        lembar.set_column_format(c, &teks)?;
        lembar.set_column_width(c, 22)?;
    }
    let petunjuk = buku.add_worksheet();
    petunjuk.set_name("Petunjuk")?;
    petunjuk.write_string_with_format(0, 0, "Kolom", &tebal)?;
    petunjuk.write_string_with_format(0, 1, "Wajib", &tebal)?;
    petunjuk.write_string_with_format(0, 2, "Isi", &tebal)?;
    for (r, k) in kolom.iter().enumerate() {
        let r = r as u32 + 1;
        petunjuk.write_string(r, 0, k.nama)?;
        petunjuk.write_string(r, 1, if k.wajib { "Ya" } else { "Tidak" })?;
        petunjuk.write_string(r, 2, k.keterangan)?;
    }
    let r = kolom.len() as u32 + 2;
    petunjuk.write_string(r, 0, "Isi data di lembar 'Data' mulai baris 2.")?;
    petunjuk.write_string(r + 1, 0, catatan(jenis))?;
    petunjuk.set_column_width(0, 18)?;
    petunjuk.set_column_width(2, 90)?;
    buku.save_to_buffer()
}
