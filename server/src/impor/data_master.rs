//! Master data from SIAKAD, each by its natural key: programmes (Kode Prodi), periods (the
//! period's code, year and semester), rooms (their name, on a campus by its code) and lecture
//! sessions (their name). A
//! changed row updates in place (everything hangs on the ids, which stay); nothing is deleted.
//! A new period is not the current one: the operator chooses that in Pengaturan.

use std::collections::HashMap;

use chrono::NaiveDate;

use super::aturan::{baca_dengan, kapasitas, kode, periode, rentang_jam, teks_wajib, Hasil};
use super::berkas::{BarisTeks, Tabel};
use super::data_master_store::{self as store, Periode, Prodi, Ruangan, Sesi};
use super::model::{GalatBaris, JenisImpor, Pratinjau, StatusBaris};
use crate::db::Tx;
use crate::error::{AppError, AppResult};

/// The levels of study a programme may have.
const JENJANG: [&str; 8] = ["D1", "D2", "D3", "D4", "S1", "S2", "S3", "Profesi"];

/// The writes of one file: (the existing row's id, or None for a new one; the row).
pub enum Rencana {
    Prodi(Vec<(Option<i64>, Prodi)>),
    Periode(Vec<(Option<i64>, Periode)>),
    Ruangan(Vec<(Option<i64>, Ruangan)>),
    Sesi(Vec<(Option<i64>, Sesi)>),
}

/// A row read with the campus code it names.
struct DenganKampus<T> {
    isi: T,
    kode_kampus: String,
}

/// 2026-08-31 or 31/08/2026, stored as the LMS stores a period's dates.
fn tanggal(kolom: &'static str, teks: &str) -> Hasil<String> {
    let hari = NaiveDate::parse_from_str(teks, "%Y-%m-%d").or_else(|_| NaiveDate::parse_from_str(teks, "%d/%m/%Y")).map_err(|_| {
        if teks.is_empty() {
            (kolom, format!("{kolom} wajib diisi."))
        } else {
            (kolom, format!("'{teks}' bukan tanggal; tulis misalnya 31/08/2026."))
        }
    })?;
    Ok(format!("{}T00:00:00Z", hari.format("%Y-%m-%d")))
}

fn baca_prodi(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<DenganKampus<Prodi>> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let kode = kode("Kode Prodi", sel("Kode Prodi"), "kode program studi")?;
    let jenjang_teks = teks_wajib("Jenjang", sel("Jenjang"), 20)?;
    let Some(jenjang) = JENJANG.iter().find(|j| j.eq_ignore_ascii_case(&jenjang_teks)) else {
        return Err(("Jenjang", format!("'{jenjang_teks}' bukan jenjang; pakai salah satu: {}.", JENJANG.join(", "))));
    };
    Ok(DenganKampus {
        isi: Prodi { kode, nama: teks_wajib("Nama", sel("Nama"), 150)?, jenjang: jenjang.to_string(), id_kampus: 0 },
        kode_kampus: teks_wajib("Kode Kampus", sel("Kode Kampus"), 20)?,
    })
}

fn baca_periode(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Periode> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let kode = periode(sel("Periode"))?;
    let (tahun, semester) = (kode / 10, kode % 10);
    if !(1990..=2100).contains(&tahun) || !(1..=4).contains(&semester) {
        return Err(("Periode", format!("'{kode}' bukan kode periode: empat angka tahun lalu semester 1 sampai 4, misalnya 20261.")));
    }
    let (mulai, selesai) = (tanggal("Tanggal Mulai", sel("Tanggal Mulai"))?, tanggal("Tanggal Selesai", sel("Tanggal Selesai"))?);
    if selesai <= mulai {
        return Err(("Tanggal Selesai", "Tanggal Selesai harus setelah Tanggal Mulai.".into()));
    }
    Ok(Periode { kode, tahun, semester, tanggal_mulai: mulai, tanggal_selesai: selesai })
}

fn baca_ruangan(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<DenganKampus<Ruangan>> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    Ok(DenganKampus {
        isi: Ruangan {
            nama: teks_wajib("Nama Ruangan", sel("Nama Ruangan"), 100)?,
            kapasitas: kapasitas(sel("Kapasitas"), "jumlah kursi")?,
            id_kampus: 0,
        },
        kode_kampus: teks_wajib("Kode Kampus", sel("Kode Kampus"), 20)?,
    })
}

fn baca_sesi(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Sesi> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let nama = teks_wajib("Nama Sesi", sel("Nama Sesi"), 50)?;
    let (mulai, selesai) = rentang_jam(sel("Jam Mulai"), sel("Jam Selesai"))?;
    Ok(Sesi { nama, jam_mulai: mulai.format("%H:%M:%S").to_string(), jam_selesai: selesai.format("%H:%M:%S").to_string() })
}

/// Counts the row as new, changed or equal to `ada` (the existing row with its id) and plans its write.
fn putuskan<T: PartialEq>(p: &mut Pratinjau, nomor: u32, ada: Option<&(i64, T)>, baru: T, tulis: &mut Vec<(Option<i64>, T)>) {
    match ada {
        None => {
            p.catat(nomor, StatusBaris::Ditambah);
            tulis.push((None, baru));
        }
        Some((_, lama)) if *lama == baru => p.catat(nomor, StatusBaris::Tetap),
        Some((id, _)) => {
            p.catat(nomor, StatusBaris::Diubah);
            tulis.push((Some(*id), baru));
        }
    }
}

/// Plans a file of one master-data kind: each row read by `baca`, checked against the rows
/// before it (`kunci`, one row per key) and by `lengkapi` (references), then compared with `ada`.
fn rencanakan<B, T: PartialEq>(
    jenis: JenisImpor,
    tabel: &Tabel,
    baca: fn(JenisImpor, &Tabel, &BarisTeks) -> Hasil<B>,
    kunci: impl Fn(&B) -> (&'static str, String),
    lengkapi: impl Fn(B) -> Result<T, (&'static str, String)>,
    ada: &HashMap<String, (i64, T)>,
) -> (Pratinjau, Vec<(Option<i64>, T)>) {
    let mut p = Pratinjau::kosong(jenis, tabel.baris.len());
    let mut tulis = Vec::new();
    let mut dilihat: HashMap<String, u32> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |(kolom, pesan): (&str, String)| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = baca_dengan(jenis, tabel, baris, baca).and_then(|b| {
            let (kolom, k) = kunci(&b);
            if let Some(pertama) = dilihat.insert(k.clone(), baris.nomor) {
                return Err(galat((kolom, format!("{kolom} ini sudah ada di baris {pertama}; satu baris untuk setiap {kolom}."))));
            }
            lengkapi(b).map(|isi| (k, isi)).map_err(galat)
        });
        match hasil {
            Ok((k, isi)) => putuskan(&mut p, baris.nomor, ada.get(&k), isi, &mut tulis),
            Err(g) => p.tolak(g),
        }
    }
    (p, tulis)
}

fn kampus_dari<'a>(kampus: &'a HashMap<String, i64>) -> impl Fn(&str) -> Result<i64, (&'static str, String)> + 'a {
    move |kode| {
        kampus
            .get(&kode.to_lowercase())
            .copied()
            .ok_or_else(|| ("Kode Kampus", format!("kampus '{kode}' tidak ada di LMS; tulis kodenya seperti di LMS (misalnya PUSAT).")))
    }
}

pub async fn rencana(tx: &mut Tx<'_>, jenis: JenisImpor, tabel: &Tabel) -> AppResult<(Pratinjau, Rencana)> {
    let kampus: HashMap<String, i64> = store::kampus(tx).await?.into_iter().map(|(k, id)| (k.to_lowercase(), id)).collect();
    let id_kampus = kampus_dari(&kampus);
    Ok(match jenis {
        JenisImpor::Prodi => {
            let ada = store::prodi(tx).await?.into_iter().map(|(id, p)| (p.kode.to_lowercase(), (id, p))).collect();
            let kunci = |b: &DenganKampus<Prodi>| ("Kode Prodi", b.isi.kode.to_lowercase());
            let lengkapi = |b: DenganKampus<Prodi>| Ok(Prodi { id_kampus: id_kampus(&b.kode_kampus)?, ..b.isi });
            let (p, tulis) = rencanakan(jenis, tabel, baca_prodi, kunci, lengkapi, &ada);
            (p, Rencana::Prodi(tulis))
        }
        JenisImpor::Periode => {
            let ada = store::periode(tx).await?.into_iter().map(|p| (p.kode.to_string(), (p.kode, p))).collect();
            let kunci = |b: &Periode| ("Periode", b.kode.to_string());
            let (p, tulis) = rencanakan(jenis, tabel, baca_periode, kunci, Ok, &ada);
            (p, Rencana::Periode(tulis))
        }
        JenisImpor::Ruangan => {
            let ada = store::ruangan(tx).await?.into_iter().map(|(id, r)| (r.nama.to_lowercase(), (id, r))).collect();
            let kunci = |b: &DenganKampus<Ruangan>| ("Nama Ruangan", b.isi.nama.to_lowercase());
            let lengkapi = |b: DenganKampus<Ruangan>| Ok(Ruangan { id_kampus: id_kampus(&b.kode_kampus)?, ..b.isi });
            let (p, tulis) = rencanakan(jenis, tabel, baca_ruangan, kunci, lengkapi, &ada);
            (p, Rencana::Ruangan(tulis))
        }
        JenisImpor::SesiKuliah => {
            let ada = store::sesi(tx).await?.into_iter().map(|(id, s)| (s.nama.to_lowercase(), (id, s))).collect();
            let kunci = |b: &Sesi| ("Nama Sesi", b.nama.to_lowercase());
            let (p, tulis) = rencanakan(jenis, tabel, baca_sesi, kunci, Ok, &ada);
            (p, Rencana::Sesi(tulis))
        }
        lain => return Err(AppError::from(anyhow::anyhow!("{lain:?} is not master data"))),
    })
}

pub async fn terapkan(tx: &mut Tx<'_>, r: &Rencana) -> AppResult<()> {
    match r {
        Rencana::Prodi(tulis) => {
            for (id, p) in tulis {
                store::simpan_prodi(tx, *id, p).await?;
            }
        }
        Rencana::Periode(tulis) => {
            for (id, p) in tulis {
                store::simpan_periode(tx, id.is_none(), p).await?;
            }
        }
        Rencana::Ruangan(tulis) => {
            for (id, r) in tulis {
                store::simpan_ruangan(tx, *id, r).await?;
            }
        }
        Rencana::Sesi(tulis) => {
            for (id, s) in tulis {
                store::simpan_sesi(tx, *id, s).await?;
            }
        }
    }
    Ok(())
}
