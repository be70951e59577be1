//! The activity log as .xlsx: one row per entry, the time in the system's
//! time zone as a real date-time cell, newest first.

use rust_xlsxwriter::{Color, ExcelDateTime, Format, FormatBorder, Workbook, XlsxError};

use super::riwayat::LogAktivitas;
use crate::db;
use crate::error::{AppError, AppResult};
use crate::pengaturan::store::{zona_label, zona_offset};

const KOLOM: [(&str, f64); 9] = [
    ("No", 6.0),
    ("Waktu", 18.0),
    ("Nama", 28.0),
    ("Username", 16.0),
    ("Peran", 11.0),
    ("Jenis Aktivitas", 22.0),
    ("Detail", 60.0),
    ("Alamat IP", 16.0),
    ("Oleh Operator", 20.0),
];

fn gagal(e: XlsxError) -> AppError {
    AppError::from(anyhow::anyhow!("xlsx: {e}"))
}

pub fn xlsx(items: &[LogAktivitas], tz: &str) -> AppResult<Vec<u8>> {
    tulis(items, tz).map_err(gagal)
}

fn tulis(items: &[LogAktivitas], tz: &str) -> Result<Vec<u8>, XlsxError> {
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    lembar.set_name("Riwayat Aktivitas")?;
    let kepala = Format::new().set_bold().set_border(FormatBorder::Thin).set_background_color(Color::RGB(0xE2E8F0));
    let waktu = Format::new().set_num_format("dd/mm/yyyy hh:mm");
    for (c, (judul, lebar)) in KOLOM.iter().enumerate() {
        let c = c as u16;
        lembar.write_string_with_format(0, c, *judul, &kepala)?;
        lembar.set_column_width(c, *lebar)?;
    }
    lembar.write_string_with_format(0, 1, format!("Waktu ({})", zona_label(tz)), &kepala)?;
    let zona = zona_offset(tz);
    for (i, e) in items.iter().enumerate() {
        let r = i as u32 + 1;
        lembar.write_number(r, 0, r as f64)?;
        match db::parse_time(&e.waktu) {
            Some(t) => {
                let lokal = t.with_timezone(&zona).naive_local();
                lembar.write_datetime_with_format(r, 1, ExcelDateTime::from_timestamp(lokal.and_utc().timestamp())?, &waktu)?;
            }
            None => {
                lembar.write_string(r, 1, &e.waktu)?;
            }
        }
        let (nama, username) = e.pengguna.as_ref().map(|p| (p.nama.as_str(), p.username.as_str())).unwrap_or(("-", "-"));
        lembar.write_string(r, 2, nama)?;
        lembar.write_string(r, 3, username)?;
        lembar.write_string(r, 4, &e.role)?;
        lembar.write_string(r, 5, &e.jenis_label)?;
        lembar.write_string(r, 6, &e.detail)?;
        lembar.write_string(r, 7, &e.ip_address)?;
        let operator = match (&e.operator, e.tag_operator) {
            (Some(o), _) => format!("{} ({})", o.nama, o.username),
            (None, true) => "operator".to_string(),
            (None, false) => String::new(),
        };
        lembar.write_string(r, 8, operator)?;
    }
    lembar.set_freeze_panes(1, 0)?;
    lembar.autofilter(0, 0, items.len() as u32, KOLOM.len() as u16 - 1)?;
    buku.save_to_buffer()
}
