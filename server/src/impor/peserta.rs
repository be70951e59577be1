//! Enrolments from SIAKAD: who attends which class. The file is the whole list of each class it
//! names: a student listed and not in the class joins it (back, if they had left), one in the
//! class and not listed leaves it (`kelas_peserta_keluar`: their hand-ins and grades stay). Classes
//! the file does not name are not touched.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use super::aturan::{baca_dengan, kunci_kelas, nomor_induk, periode, teks_wajib, Hasil};
use super::berkas::{BarisTeks, Tabel};
use super::model::{GalatBaris, JenisImpor, Pratinjau, StatusBaris};
use super::peserta_store::{self as store, Daftar};
use crate::db::Tx;
use crate::error::AppResult;

/// One row: the class's natural key and the student.
struct Baris {
    periode: i64,
    kode_mk: String,
    nama_kelas: String,
    nim: String,
}

fn baca(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Baris> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    Ok(Baris {
        periode: periode(sel("Periode"))?,
        kode_mk: teks_wajib("Kode MK", sel("Kode MK"), 20)?,
        nama_kelas: teks_wajib("Nama Kelas", sel("Nama Kelas"), 100)?,
        nim: nomor_induk("NIM", sel("NIM"))?,
    })
}

/// The writes: per class, who joins and who leaves.
pub struct Rencana {
    /// (class, student, whether they left the class before and come back).
    masuk: Vec<(i64, i64, bool)>,
    /// (class, student, their role in it).
    keluar: Vec<(i64, i64, String)>,
}

pub async fn rencana(tx: &mut Tx<'_>, tabel: &Tabel) -> AppResult<(Pratinjau, Rencana)> {
    let kelas: HashMap<(i64, String, String), i64> =
        store::kelas(tx).await?.into_iter().map(|k| (kunci_kelas(k.periode, &k.kode, &k.nama), k.id)).collect();
    let nim: HashMap<String, i64> = store::nim(tx).await?.into_iter().collect();
    let mut p = Pratinjau::kosong(JenisImpor::Peserta, tabel.baris.len());
    // Per class named: its students in the file, with the row that lists them first.
    let mut daftar: HashMap<i64, HashMap<i64, u32>> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |kolom: &str, pesan: String| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = baca_dengan(JenisImpor::Peserta, tabel, baris, baca).and_then(|b| {
            let Some(&id_kelas) = kelas.get(&kunci_kelas(b.periode, &b.kode_mk, &b.nama_kelas)) else {
                return Err(galat(
                    "Nama Kelas",
                    format!(
                        "kelas {} {} periode {} tidak ada di LMS; periksa periode, kode mata kuliah dan nama kelas.",
                        b.kode_mk, b.nama_kelas, b.periode
                    ),
                ));
            };
            let Some(&id_mhs) = nim.get(&b.nim) else {
                return Err(galat("NIM", format!("mahasiswa {} belum ada di LMS; impor mahasiswa dahulu.", b.nim)));
            };
            match daftar.entry(id_kelas).or_default().entry(id_mhs) {
                Entry::Occupied(e) => {
                    Err(galat("NIM", format!("{} sudah terdaftar di kelas ini pada baris {}; satu peserta satu baris.", b.nim, e.get())))
                }
                Entry::Vacant(e) => {
                    e.insert(baris.nomor);
                    Ok(())
                }
            }
        });
        if let Err(g) = hasil {
            p.tolak(g);
        }
    }
    let sekarang = keanggotaan(tx, Daftar::Sekarang).await?;
    let pernah = keanggotaan(tx, Daftar::Keluar).await?;
    let kosong = HashMap::new();
    let mut rencana = Rencana { masuk: Vec::new(), keluar: Vec::new() };
    for (id_kelas, di_berkas) in &daftar {
        let ada = sekarang.get(id_kelas).unwrap_or(&kosong);
        for (id_mhs, nomor) in di_berkas {
            if ada.contains_key(id_mhs) {
                p.catat(*nomor, StatusBaris::Tetap);
            } else {
                p.catat(*nomor, StatusBaris::Ditambah);
                let kembali = pernah.get(id_kelas).is_some_and(|k| k.contains_key(id_mhs));
                rencana.masuk.push((*id_kelas, *id_mhs, kembali));
            }
        }
        for (id_mhs, jabatan) in ada {
            if !di_berkas.contains_key(id_mhs) {
                rencana.keluar.push((*id_kelas, *id_mhs, jabatan.clone()));
            }
        }
    }
    p.dikeluarkan = rencana.keluar.len() as u64;
    Ok((p, rencana))
}

/// Every class's students (with their role), in the class now or having left it.
async fn keanggotaan(tx: &mut Tx<'_>, daftar: Daftar) -> AppResult<HashMap<i64, HashMap<i64, String>>> {
    let mut peta: HashMap<i64, HashMap<i64, String>> = HashMap::new();
    for k in store::keanggotaan(tx, daftar).await? {
        peta.entry(k.id_kelas).or_default().insert(k.id_mahasiswa, k.jabatan);
    }
    Ok(peta)
}

pub async fn terapkan(tx: &mut Tx<'_>, r: &Rencana, now: &str) -> AppResult<()> {
    // One who comes back leaves their record of leaving; one who left before and joined again
    // in between leaves again, and the older record goes.
    let kembali: Vec<(i64, i64)> = r.masuk.iter().filter(|(_, _, kembali)| *kembali).map(|(k, m, _)| (*k, *m)).collect();
    let keluar: Vec<(i64, i64)> = r.keluar.iter().map(|(k, m, _)| (*k, *m)).collect();
    store::hapus(tx, Daftar::Keluar, &kembali).await?;
    store::hapus(tx, Daftar::Keluar, &keluar).await?;
    let masuk: Vec<(i64, i64)> = r.masuk.iter().map(|(k, m, _)| (*k, *m)).collect();
    store::masukkan(tx, &masuk).await?;
    store::hapus(tx, Daftar::Sekarang, &keluar).await?;
    store::catat_keluar(tx, &r.keluar, now).await
}
