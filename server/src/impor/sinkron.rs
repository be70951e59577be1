//! The academic system's nightly sync: the same kinds, columns, rules and messages as the file
//! import, sent as JSON rows by a job that signs in with an integration token
//! (`token::TokenIntegrasi`). One request is one import (all or nothing), answered per row; a
//! dry run (`?uji=true`) answers the same without writing.

use std::collections::BTreeMap;

use super::aturan;
use super::berkas::Tabel;
use super::model::{HasilBaris, HasilSinkron, JenisImpor, NilaiSel, Pratinjau};
use crate::error::{AppError, AppResult};

/// Rows one request may send: a bigger list goes in several requests (enrolments: each class's
/// whole list in one of them).
pub const BARIS_MAKS: usize = 50_000;

/// The largest body taken (50,000 students are about 8 MB of JSON).
pub const UKURAN_MAKS: usize = 16 << 20;

/// The rows as a table with the template's headers. Every row must send the same columns: a
/// column left out means 'leave as it is', which a table can only say for all rows at once.
pub fn tabel(jenis: JenisImpor, baris: Vec<BTreeMap<String, NilaiSel>>) -> AppResult<Tabel> {
    if baris.len() > BARIS_MAKS {
        return Err(AppError::unprocessable(format!(
            "Satu permintaan paling banyak {BARIS_MAKS} baris; kirim sisanya pada permintaan berikutnya."
        )));
    }
    let kolom = aturan::kolom_jenis(jenis);
    let dikenal = |kunci: &str| kolom.iter().find(|k| k.nama.eq_ignore_ascii_case(kunci.trim())).map(|k| k.nama);
    let mut judul: Vec<&'static str> = Vec::new();
    if let Some(pertama) = baris.first() {
        for kunci in pertama.keys() {
            let Some(nama) = dikenal(kunci) else {
                let semua: Vec<&str> = kolom.iter().map(|k| k.nama).collect();
                return Err(AppError::unprocessable(format!(
                    "Kolom '{kunci}' tidak dikenal untuk {}; kolom yang dikenal: {}.",
                    jenis.nama(),
                    semua.join(", ")
                )));
            };
            if judul.contains(&nama) {
                return Err(AppError::unprocessable(format!("Kolom '{nama}' dikirim dua kali pada baris 1.")));
            }
            judul.push(nama);
        }
    }
    let beda = |nomor: u32| {
        AppError::unprocessable(format!(
            "Baris {nomor} tidak memuat kolom yang sama dengan baris 1 ({}); kirim kolom yang sama di setiap baris.",
            judul.join(", ")
        ))
    };
    let mut hasil = Vec::with_capacity(baris.len());
    for (i, sel) in baris.into_iter().enumerate() {
        let nomor = i as u32 + 1;
        // Each column of row 1 once: a key it does not have, or one column twice, is refused.
        let mut isi: Vec<Option<String>> = vec![None; judul.len()];
        for (kunci, nilai) in sel {
            match dikenal(&kunci).and_then(|n| judul.iter().position(|x| *x == n)).map(|j| &mut isi[j]) {
                Some(tempat) if tempat.is_none() => *tempat = Some(teks(nilai)),
                _ => return Err(beda(nomor)),
            }
        }
        let isi: Option<Vec<String>> = isi.into_iter().collect();
        hasil.push((nomor, isi.ok_or_else(|| beda(nomor))?));
    }
    let judul: Vec<String> = judul.into_iter().map(String::from).collect();
    Ok(Tabel::dari_baris(&judul, hasil))
}

fn teks(nilai: NilaiSel) -> String {
    match nilai {
        NilaiSel::Teks(s) => s.trim().to_string(),
        NilaiSel::Angka(n) => n.to_string(),
        NilaiSel::Kosong(()) => String::new(),
    }
}

/// The answer: the import's counts and bad rows, and each row's outcome in the order sent.
/// `uji`: a dry run. With a bad row nothing was written either.
pub fn hasil(mut pratinjau: Pratinjau, uji: bool) -> HasilSinkron {
    let disimpan = !uji && pratinjau.jumlah_galat == 0;
    let mut per_baris = std::mem::take(&mut pratinjau.per_baris);
    per_baris.sort_by_key(|(baris, _)| *baris);
    let ringkasan = if disimpan || pratinjau.jumlah_galat > 0 {
        pratinjau.ringkasan()
    } else {
        format!("Uji coba, tidak ada yang disimpan. {}", pratinjau.ringkasan())
    };
    HasilSinkron {
        disimpan,
        ringkasan,
        pratinjau,
        hasil: per_baris.into_iter().map(|(baris, status)| HasilBaris { baris, status }).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn baris(pasangan: &[(&str, NilaiSel)]) -> BTreeMap<String, NilaiSel> {
        pasangan.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
    }

    #[test]
    fn keys_in_any_case_and_numbers_read_as_the_file_would() {
        let t = tabel(
            JenisImpor::Peserta,
            vec![baris(&[
                ("periode", NilaiSel::Angka(20261.into())),
                ("KODE MK", NilaiSel::Teks(" IF101 ".into())),
                ("Nama Kelas", NilaiSel::Teks("A".into())),
                ("nim", NilaiSel::Angka(2401001.into())),
            ])],
        )
        .unwrap();
        assert_eq!(t.baris[0].nomor, 1);
        assert_eq!((t.sel(&t.baris[0], "Periode"), t.sel(&t.baris[0], "Kode MK")), ("20261", "IF101"));
        assert_eq!(t.sel(&t.baris[0], "NIM"), "2401001");
    }

    #[test]
    fn unknown_and_uneven_columns_are_refused_in_indonesian() {
        let galat = tabel(JenisImpor::Mahasiswa, vec![baris(&[("Namaa", NilaiSel::Kosong(()))])]).unwrap_err();
        assert!(galat.message.starts_with("Kolom 'Namaa' tidak dikenal untuk mahasiswa"), "{}", galat.message);
        let galat = tabel(
            JenisImpor::Mahasiswa,
            vec![
                baris(&[("NIM", NilaiSel::Teks("1".into())), ("Email", NilaiSel::Kosong(()))]),
                baris(&[("NIM", NilaiSel::Teks("2".into()))]),
            ],
        )
        .unwrap_err();
        assert!(galat.message.starts_with("Baris 2 tidak memuat kolom yang sama"), "{}", galat.message);
        // One column twice under two spellings is not the other column.
        let galat = tabel(
            JenisImpor::Mahasiswa,
            vec![
                baris(&[("NIM", NilaiSel::Teks("1".into())), ("Nama", NilaiSel::Teks("A".into()))]),
                baris(&[("NIM", NilaiSel::Teks("2".into())), ("nim", NilaiSel::Teks("3".into()))]),
            ],
        )
        .unwrap_err();
        assert!(galat.message.starts_with("Baris 2 tidak memuat kolom yang sama"), "{}", galat.message);
    }
}
