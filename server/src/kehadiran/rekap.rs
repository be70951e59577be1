//! The class attendance recap (spec 2 §2): every participant × every
//! meeting from two queries, whatever the class size, and its .xlsx.

use rust_xlsxwriter::{Format, FormatAlign, Workbook};

use super::model::*;
use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult};

/// The red of a percentage below the final exam's minimum (Tailwind red-700, as on screen).
pub const WARNA_KURANG: u32 = 0xB9_1C_1C;

/// The export's note on the red percentages.
pub fn keterangan_syarat(syarat: i64) -> String {
    format!("Persentase merah: di bawah syarat kehadiran UAS (minimal {syarat}%)")
}

pub async fn rekap(db: &Db, id_kelas: i64) -> AppResult<RekapKehadiran> {
    let kelas = store::kelas(db, id_kelas).await?;
    let pertemuan = store::pertemuan_kelas(db, id_kelas).await?;
    let mut baris = store::baris_kelas(db, id_kelas).await?;
    let kehadiran = super::persen::per_mahasiswa(db, id_kelas, &crate::db::now()).await?;
    let mahasiswa = store::peserta(db, id_kelas)
        .await?
        .into_iter()
        .map(|m| {
            let presensi = pertemuan
                .iter()
                .map(|p| match baris.remove(&(p.id, m.id_user)) {
                    None => '-',
                    Some(b) if b.is_valid != 0 => b.kode().huruf(),
                    Some(b) => b.kode().huruf().to_ascii_lowercase(),
                })
                .collect();
            let kehadiran = kehadiran.get(&m.id_user).copied().unwrap_or_default();
            MahasiswaRekap { id_user: m.id_user, nim: m.nim, nama: m.nama, presensi, kehadiran }
        })
        .collect();
    let pertemuan = pertemuan.into_iter().map(|p| PertemuanRekap { id: p.id, nomor: p.nomor, jenis: p.jenis }).collect();
    let syarat_ujian_persen = super::service::syarat_ujian_persen(db).await?;
    Ok(RekapKehadiran { kelas, pertemuan, mahasiswa, syarat_ujian_persen })
}

/// The file name of the export (`unduhan` makes it header-safe).
pub fn nama_berkas(r: &RekapKehadiran) -> String {
    format!("Rekap Kehadiran - {} {}.xlsx", r.kelas.kode_mk, r.kelas.nama_kelas)
}

/// One sheet: the class heading, then No, NIM, Nama, one column per meeting
/// (H, A, I, S or '-'), Jumlah Hadir and Persentase Kehadiran (of the held
/// meetings, '-' while none is held: `kehadiran::persen`), in red below the
/// final exam's minimum, as on screen, with a note under the heading.
pub fn xlsx(r: &RekapKehadiran) -> AppResult<Vec<u8>> {
    let gagal = |e: rust_xlsxwriter::XlsxError| AppError::from(anyhow::anyhow!("xlsx: {e}"));
    let mut buku = Workbook::new();
    let lembar = buku.add_worksheet();
    lembar.set_name("Rekap Kehadiran").map_err(gagal)?;
    let tebal = Format::new().set_bold();
    let tengah = Format::new().set_align(FormatAlign::Center);
    let kurang = Format::new().set_font_color(rust_xlsxwriter::Color::RGB(WARNA_KURANG)).set_bold();
    let judul = [
        ("Periode", crate::pengaturan::store::periode_label(r.kelas.periode)),
        ("Mata Kuliah", format!("{} - {}", r.kelas.kode_mk, r.kelas.nama_mk)),
        ("Kelas", crate::inti::kelas_label(&r.kelas.nama_kelas, &r.kelas.jenis_kelas)),
        ("Mode Kuliah", r.kelas.mode_kuliah.map_or("-", |m| m.label()).to_string()),
    ];
    for (i, (label, isi)) in judul.iter().enumerate() {
        lembar.write_string_with_format(i as u32, 0, *label, &tebal).map_err(gagal)?;
        lembar.write_string(i as u32, 2, isi).map_err(gagal)?;
    }
    lembar.write_string_with_format(4, 0, keterangan_syarat(r.syarat_ujian_persen), &kurang).map_err(gagal)?;
    let kepala: u32 = 5;
    let mut kolom: Vec<String> = vec!["No".into(), "NIM".into(), "Nama".into()];
    kolom.extend(r.pertemuan.iter().map(|p| format!("P{}", p.nomor)));
    kolom.extend(["Jumlah Hadir".into(), "Persentase Kehadiran".into()]);
    for (c, k) in kolom.iter().enumerate() {
        lembar.write_string_with_format(kepala, c as u16, k, &tebal).map_err(gagal)?;
    }
    let n = r.pertemuan.len();
    for (i, m) in r.mahasiswa.iter().enumerate() {
        let baris = kepala + 1 + i as u32;
        lembar.write_number(baris, 0, (i + 1) as f64).map_err(gagal)?;
        lembar.write_string(baris, 1, &m.nim).map_err(gagal)?;
        lembar.write_string(baris, 2, &m.nama).map_err(gagal)?;
        for (j, kode) in m.presensi.chars().enumerate() {
            lembar.write_string_with_format(baris, 3 + j as u16, kode.to_ascii_uppercase().to_string(), &tengah).map_err(gagal)?;
        }
        lembar.write_number(baris, 3 + n as u16, m.kehadiran.hadir as f64).map_err(gagal)?;
        match m.kehadiran.persen {
            Some(persen) if m.kehadiran.memenuhi(r.syarat_ujian_persen) == Some(false) => {
                lembar.write_number_with_format(baris, 4 + n as u16, persen, &kurang)
            }
            Some(persen) => lembar.write_number(baris, 4 + n as u16, persen),
            None => lembar.write_string_with_format(baris, 4 + n as u16, "-", &tengah),
        }
        .map_err(gagal)?;
    }
    lembar.set_column_width(1, 14).map_err(gagal)?;
    lembar.set_column_width(2, 32).map_err(gagal)?;
    buku.save_to_buffer().map_err(gagal)
}
