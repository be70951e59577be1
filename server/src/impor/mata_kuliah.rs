//! Courses from SIAKAD, by their code: name, credits, the owning programme, and (when the file
//! has those columns) the coordinator and the RPS developer by NIDN. A changed row updates the
//! course in place, so its classes, syllabus and RPS stay; courses the file does not name are
//! not touched.

use std::collections::HashMap;

use super::aturan::{baca_dengan, kode, teks_wajib, Hasil};
use super::berkas::{BarisTeks, Tabel};
use super::mata_kuliah_store::{self as store, MataKuliahAda, MataKuliahBaru};
use super::model::{GalatBaris, JenisImpor, Pratinjau, StatusBaris};
use crate::db::Tx;
use crate::error::AppResult;

/// One row as the file says it. A lecturer column the file lacks is None (left as it is); an
/// empty cell is Some("") (no one).
struct Baris {
    kode: String,
    nama: String,
    sks: i64,
    kode_prodi: String,
    koordinator: Option<String>,
    pengembang: Option<String>,
}

fn sks(teks: &str) -> Hasil<i64> {
    match teks.parse::<i64>() {
        Ok(n) if (1..=8).contains(&n) => Ok(n),
        _ if teks.is_empty() => Err(("SKS", "SKS wajib diisi.".into())),
        _ => Err(("SKS", format!("'{teks}' bukan jumlah SKS; tulis angka 1 sampai 8."))),
    }
}

fn baca(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Baris> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let opsional = |nama: &str| tabel.punya_kolom(nama).then(|| sel(nama).to_string());
    Ok(Baris {
        kode: kode("Kode MK", sel("Kode MK"), "kode mata kuliah")?,
        nama: teks_wajib("Nama", sel("Nama"), 150)?,
        sks: sks(sel("SKS"))?,
        kode_prodi: teks_wajib("Kode Prodi", sel("Kode Prodi"), 20)?,
        koordinator: opsional("NIDN Koordinator"),
        pengembang: opsional("NIDN Pengembang RPS"),
    })
}

/// The writes: new courses, and changed ones by id.
pub struct Rencana {
    tambah: Vec<MataKuliahBaru>,
    ubah: Vec<(i64, MataKuliahBaru)>,
}

pub async fn rencana(tx: &mut Tx<'_>, tabel: &Tabel) -> AppResult<(Pratinjau, Rencana)> {
    let prodi = super::store::prodi_per_kode(tx).await?;
    let ada: HashMap<String, MataKuliahAda> = store::semua(tx).await?.into_iter().map(|m| (m.isi.kode.to_lowercase(), m)).collect();
    let nidn: HashMap<String, i64> = store::nidn(tx).await?.into_iter().collect();
    let mut p = Pratinjau::kosong(JenisImpor::MataKuliah, tabel.baris.len());
    let mut rencana = Rencana { tambah: Vec::new(), ubah: Vec::new() };
    let mut dilihat: HashMap<String, u32> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |kolom: &str, pesan: String| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = baca_dengan(JenisImpor::MataKuliah, tabel, baris, baca).and_then(|b| {
            if let Some(pertama) = dilihat.insert(b.kode.to_lowercase(), baris.nomor) {
                return Err(galat("Kode MK", format!("Kode MK {} sudah ada di baris {pertama}; satu mata kuliah satu baris.", b.kode)));
            }
            let Some(&id_prodi) = prodi.get(&b.kode_prodi.to_lowercase()) else {
                return Err(galat(
                    "Kode Prodi",
                    format!("program studi '{}' tidak ada di LMS; tulis kodenya seperti di menu Data Master.", b.kode_prodi),
                ));
            };
            let lama = ada.get(&b.kode.to_lowercase());
            let dosen = |kolom: &str, nilai: &Option<String>, sekarang: Option<i64>| -> Result<Option<i64>, GalatBaris> {
                match nilai.as_deref() {
                    None => Ok(sekarang),
                    Some("") => Ok(None),
                    Some(n) => nidn.get(n).copied().map(Some).ok_or_else(|| {
                        galat(kolom, format!("dosen dengan NIDN {n} belum ada di LMS; impor dosen dahulu atau kosongkan sel ini."))
                    }),
                }
            };
            let baru = MataKuliahBaru {
                id_dosen_koordinator: dosen("NIDN Koordinator", &b.koordinator, lama.and_then(|m| m.isi.id_dosen_koordinator))?,
                id_dosen_pengembang_rps: dosen("NIDN Pengembang RPS", &b.pengembang, lama.and_then(|m| m.isi.id_dosen_pengembang_rps))?,
                kode: b.kode,
                nama: b.nama,
                sks: b.sks,
                id_prodi,
            };
            Ok((lama.map(|m| (m.id, m.isi == baru)), baru))
        });
        match hasil {
            Ok((None, baru)) => {
                p.catat(baris.nomor, StatusBaris::Ditambah);
                rencana.tambah.push(baru);
            }
            Ok((Some((_, true)), _)) => p.catat(baris.nomor, StatusBaris::Tetap),
            Ok((Some((id, false)), baru)) => {
                p.catat(baris.nomor, StatusBaris::Diubah);
                rencana.ubah.push((id, baru));
            }
            Err(g) => p.tolak(g),
        }
    }
    Ok((p, rencana))
}

pub async fn terapkan(tx: &mut Tx<'_>, r: &Rencana) -> AppResult<()> {
    store::tambah(tx, &r.tambah).await?;
    for (id, m) in &r.ubah {
        store::ubah(tx, *id, m).await?;
    }
    Ok(())
}
