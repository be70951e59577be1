//! Classes from SIAKAD, by period, course code and class name: the class type, the mode, the
//! capacity and the teaching team (coordinator, lecturers, assistants by NIDN). A new class gets
//! its course's programme and campus and a status from its period's dates; a changed row
//! updates the class in place, so its meetings, participants and content stay. The team in the
//! file is the class's whole team. Classes the file does not name are not touched; meetings come
//! from the timetable, not from here.

use std::collections::HashMap;

use super::aturan::{baca_dengan, kapasitas, kunci_kelas, nomor_induk, periode, teks_wajib, Hasil};
use super::berkas::{BarisTeks, Tabel};
use super::kelas_store::{self as store, KelasBaru};
use super::model::{GalatBaris, JenisImpor, Pratinjau, StatusBaris};
use crate::db::Tx;
use crate::error::AppResult;

/// The class modes, as the LMS stores them.
const MODE: [&str; 3] = ["online", "offline", "campuran"];

/// One row as the file says it.
struct Baris {
    periode: i64,
    kode_mk: String,
    nama: String,
    jenis_kelas: String,
    mode: &'static str,
    kapasitas: i64,
    /// NIDN with the role, in the team's order: the coordinator, lecturers, assistants.
    tim: Vec<(String, &'static str)>,
}

fn mode(teks: &str) -> Hasil<&'static str> {
    let kecil = teks.to_lowercase();
    MODE.into_iter()
        .find(|m| *m == kecil)
        .ok_or_else(|| ("Mode", format!("'{teks}' bukan mode kelas; tulis online, offline atau campuran.")))
}

/// Several NIDN in one cell, separated by commas or semicolons.
fn daftar_nidn(kolom: &'static str, teks: &str) -> Hasil<Vec<String>> {
    teks.split([',', ';']).map(str::trim).filter(|s| !s.is_empty()).map(|n| nomor_induk(kolom, n)).collect()
}

fn baca(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Baris> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let mut tim = vec![(nomor_induk("NIDN Koordinator", sel("NIDN Koordinator"))?, "koordinator")];
    tim.extend(daftar_nidn("NIDN Pengajar", sel("NIDN Pengajar"))?.into_iter().map(|n| (n, "pengajar")));
    tim.extend(daftar_nidn("NIDN Asisten", sel("NIDN Asisten"))?.into_iter().map(|n| (n, "asisten")));
    Ok(Baris {
        periode: periode(sel("Periode"))?,
        kode_mk: teks_wajib("Kode MK", sel("Kode MK"), 20)?,
        nama: teks_wajib("Nama Kelas", sel("Nama Kelas"), 100)?,
        jenis_kelas: teks_wajib("Jenis Kelas", sel("Jenis Kelas"), 50)?,
        mode: mode(sel("Mode"))?,
        kapasitas: kapasitas(sel("Kapasitas"), "jumlah mahasiswa")?,
        tim,
    })
}

/// A class as the file wants it, its references found.
struct Tujuan {
    baris: Baris,
    id_mata_kuliah: i64,
    id_prodi: i64,
    id_kampus: i64,
    status: &'static str,
    id_jenis_kelas: i64,
    /// (lecturer's id, role) in order.
    tim: Vec<(i64, &'static str)>,
}

impl Tujuan {
    /// A team of more than one teaching lecturer (assistants aside) teaches as a team.
    fn metode(&self) -> &'static str {
        if self.tim.iter().filter(|(_, j)| *j != "asisten").count() > 1 {
            "team_teaching"
        } else {
            "individu"
        }
    }
}

/// The writes: new classes, and changed ones by id (with their new team, when it changed).
pub struct Rencana {
    tambah: Vec<Tujuan>,
    ubah: Vec<(i64, Tujuan, bool)>,
}

/// The status a new class starts with: from its period's dates and today.
fn status_baru(p: &store::PeriodeKelas, now: &str) -> &'static str {
    if now < p.tanggal_mulai.as_str() {
        "akan_dimulai"
    } else if now > p.tanggal_selesai.as_str() {
        "selesai"
    } else {
        "berlangsung"
    }
}

pub async fn rencana(tx: &mut Tx<'_>, tabel: &Tabel, now: &str) -> AppResult<(Pratinjau, Rencana)> {
    let ada: HashMap<_, store::KelasAda> =
        store::kelas(tx).await?.into_iter().map(|k| (kunci_kelas(k.periode, &k.kode_mk, &k.nama), k)).collect();
    let mk: HashMap<String, store::MataKuliahKelas> =
        store::mata_kuliah(tx).await?.into_iter().map(|m| (m.kode.to_lowercase(), m)).collect();
    let periode_ada: HashMap<i64, store::PeriodeKelas> = store::periode(tx).await?.into_iter().map(|p| (p.kode, p)).collect();
    let jenis: HashMap<String, i64> = store::jenis_kelas(tx).await?.into_iter().map(|(n, id)| (n.to_lowercase(), id)).collect();
    let nidn: HashMap<String, i64> = super::mata_kuliah_store::nidn(tx).await?.into_iter().collect();
    let mut tim_ada: HashMap<i64, Vec<(i64, String)>> = HashMap::new();
    for p in store::pengajar(tx).await? {
        tim_ada.entry(p.id_kelas).or_default().push((p.id_dosen, p.jabatan));
    }
    let mut p = Pratinjau::kosong(JenisImpor::Kelas, tabel.baris.len());
    let mut rencana = Rencana { tambah: Vec::new(), ubah: Vec::new() };
    let mut dilihat: HashMap<(i64, String, String), u32> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |kolom: &str, pesan: String| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = baca_dengan(JenisImpor::Kelas, tabel, baris, baca).and_then(|b| {
            let k = kunci_kelas(b.periode, &b.kode_mk, &b.nama);
            if let Some(pertama) = dilihat.insert(k.clone(), baris.nomor) {
                return Err(galat("Nama Kelas", format!("kelas ini sudah ada di baris {pertama}; satu kelas satu baris.")));
            }
            let Some(per) = periode_ada.get(&b.periode) else {
                return Err(galat(
                    "Periode",
                    format!("periode {} tidak ada di LMS; tulis kode periode seperti di menu Pengaturan.", b.periode),
                ));
            };
            let Some(m) = mk.get(&b.kode_mk.to_lowercase()) else {
                return Err(galat("Kode MK", format!("mata kuliah {} belum ada di LMS; impor mata kuliah dahulu.", b.kode_mk)));
            };
            let Some(&id_jenis_kelas) = jenis.get(&b.jenis_kelas.to_lowercase()) else {
                let mut semua: Vec<&String> = jenis.keys().collect();
                semua.sort();
                let semua: Vec<&str> = semua.iter().map(|s| s.as_str()).collect();
                return Err(galat(
                    "Jenis Kelas",
                    format!("jenis kelas '{}' tidak ada di LMS; pakai salah satu: {}.", b.jenis_kelas, semua.join(", ")),
                ));
            };
            let mut tim: Vec<(i64, &'static str)> = Vec::with_capacity(b.tim.len());
            for (n, jabatan) in &b.tim {
                let kolom = match *jabatan {
                    "koordinator" => "NIDN Koordinator",
                    "pengajar" => "NIDN Pengajar",
                    _ => "NIDN Asisten",
                };
                let Some(&id) = nidn.get(n) else {
                    return Err(galat(kolom, format!("dosen dengan NIDN {n} belum ada di LMS; impor dosen dahulu.")));
                };
                if tim.iter().any(|(d, _)| *d == id) {
                    return Err(galat(kolom, format!("NIDN {n} disebut dua kali dalam tim kelas ini; satu dosen satu peran.")));
                }
                tim.push((id, jabatan));
            }
            let status = status_baru(per, now);
            Ok(Tujuan { id_mata_kuliah: m.id, id_prodi: m.id_prodi, id_kampus: m.id_kampus, status, id_jenis_kelas, tim, baris: b })
        });
        let t = match hasil {
            Ok(t) => t,
            Err(g) => {
                p.tolak(g);
                continue;
            }
        };
        match ada.get(&kunci_kelas(t.baris.periode, &t.baris.kode_mk, &t.baris.nama)) {
            None => {
                p.catat(baris.nomor, StatusBaris::Ditambah);
                rencana.tambah.push(t);
            }
            Some(k) => {
                let tim_lama: Vec<(i64, &str)> =
                    tim_ada.get(&k.id).map(|v| v.iter().map(|(d, j)| (*d, j.as_str())).collect()).unwrap_or_default();
                let tim_beda = tim_lama != t.tim;
                let sama = k.id_jenis_kelas == t.id_jenis_kelas && k.mode_kuliah == t.baris.mode && k.kapasitas == t.baris.kapasitas;
                if sama && !tim_beda {
                    p.catat(baris.nomor, StatusBaris::Tetap);
                } else {
                    p.catat(baris.nomor, StatusBaris::Diubah);
                    rencana.ubah.push((k.id, t, tim_beda));
                }
            }
        }
    }
    Ok((p, rencana))
}

pub async fn terapkan(tx: &mut Tx<'_>, r: &Rencana, now: &str) -> AppResult<()> {
    for t in &r.tambah {
        let baru = KelasBaru {
            periode: t.baris.periode,
            id_mata_kuliah: t.id_mata_kuliah,
            nama: &t.baris.nama,
            id_jenis_kelas: t.id_jenis_kelas,
            mode_kuliah: t.baris.mode,
            kapasitas: t.baris.kapasitas,
            id_kampus: t.id_kampus,
            status: t.status,
            metode_mengajar: t.metode(),
        };
        let id = store::tambah(tx, &baru, now).await?;
        store::tambah_prodi(tx, id, t.id_prodi).await?;
        store::ganti_pengajar(tx, id, &t.tim).await?;
    }
    for (id, t, tim_beda) in &r.ubah {
        store::ubah(tx, *id, t.id_jenis_kelas, t.baris.mode, t.baris.kapasitas, t.metode()).await?;
        if *tim_beda {
            store::ganti_pengajar(tx, *id, &t.tim).await?;
        }
    }
    Ok(())
}
