//! The timetable from SIAKAD: each class's weekly slot (day, times, room), one row per class. A
//! class without meetings gets them: `Jumlah Pertemuan` (16 if not given) weekly meetings from
//! its period's first such day, the middle one the midterm (UTS) and the last the final (UAS). A
//! class with meetings keeps those held or started and moves each one not started yet to the
//! new day, times and room of its own week (Sunday to Saturday). Times are the college's local
//! time (Pengaturan's zone), stored as UTC like every time.

use std::collections::HashMap;

use chrono::{Datelike, Duration, FixedOffset, NaiveDate, NaiveTime, TimeZone, Utc};

use super::aturan::{baca_dengan, kunci_kelas, periode, rentang_jam, teks_wajib, Hasil};
use super::berkas::{BarisTeks, Tabel};
use super::jadwal_store::{self as store, KelasJadwal, PertemuanBaru};
use super::model::{GalatBaris, JenisImpor, Pratinjau, StatusBaris};
use crate::db::{self, Tx};
use crate::error::AppResult;

/// The days as the timetable writes them, Sunday first (as `jadwal.hari` counts them).
const HARI: [&str; 7] = ["minggu", "senin", "selasa", "rabu", "kamis", "jumat", "sabtu"];

/// Meetings a class gets when the row does not say.
pub const PERTEMUAN_BAWAAN: i64 = 16;

struct Baris {
    periode: i64,
    kode_mk: String,
    nama: String,
    hari: u32,
    jam_mulai: NaiveTime,
    jam_selesai: NaiveTime,
    /// None: the file has no Ruangan column (the room is left as it is); Some(""): no room.
    ruangan: Option<String>,
    jumlah: i64,
}

fn hari(teks: &str) -> Hasil<u32> {
    let kecil = teks.to_lowercase().replace(['\'', '`', '’'], "");
    match HARI.iter().position(|h| *h == kecil) {
        Some(i) => Ok(i as u32),
        None if teks.is_empty() => Err(("Hari", "Hari wajib diisi.".into())),
        None => Err(("Hari", format!("'{teks}' bukan nama hari; tulis Senin, Selasa, Rabu, Kamis, Jumat, Sabtu atau Minggu."))),
    }
}

fn jumlah(teks: &str) -> Hasil<i64> {
    match teks.parse::<i64>() {
        _ if teks.is_empty() => Ok(PERTEMUAN_BAWAAN),
        Ok(n) if (1..=30).contains(&n) => Ok(n),
        _ => Err(("Jumlah Pertemuan", format!("'{teks}' bukan jumlah pertemuan; tulis 1 sampai 30 (kosong: {PERTEMUAN_BAWAAN})."))),
    }
}

fn baca(_: JenisImpor, tabel: &Tabel, baris: &BarisTeks) -> Hasil<Baris> {
    let sel = |nama: &str| tabel.sel(baris, nama);
    let (jam_mulai, jam_selesai) = rentang_jam(sel("Jam Mulai"), sel("Jam Selesai"))?;
    Ok(Baris {
        periode: periode(sel("Periode"))?,
        kode_mk: teks_wajib("Kode MK", sel("Kode MK"), 20)?,
        nama: teks_wajib("Nama Kelas", sel("Nama Kelas"), 100)?,
        hari: hari(sel("Hari"))?,
        jam_mulai,
        jam_selesai,
        ruangan: tabel.punya_kolom("Ruangan").then(|| sel("Ruangan").to_string()),
        jumlah: jumlah(sel("Jumlah Pertemuan"))?,
    })
}

/// A class's new weekly slot.
struct Slot {
    id_kelas: i64,
    hari: i64,
    jam_mulai: String,
    jam_selesai: String,
    ruangan: Option<i64>,
}

/// The writes: new slots, the meetings they make and the meetings they move.
pub struct Rencana {
    slot: Vec<Slot>,
    baru: Vec<PertemuanBaru>,
    pindah: Vec<store::Pindah>,
}

/// The first session (by start) whose hours hold `mulai`, as the meeting editor requires.
fn sesi_untuk(sesi: &[(i64, NaiveTime, NaiveTime)], mulai: NaiveTime) -> Option<i64> {
    sesi.iter().find(|(_, dari, sampai)| *dari <= mulai && mulai <= *sampai).map(|(id, ..)| *id)
}

/// `tanggal` at local `jam` in `zona`, as stored (UTC).
fn waktu(tanggal: NaiveDate, jam: NaiveTime, zona: FixedOffset) -> String {
    let lokal = zona.from_local_datetime(&tanggal.and_time(jam)).single().expect("a fixed offset has one local time");
    db::format_time(lokal.with_timezone(&Utc))
}

/// The first day on or after `dari` that is weekday `hari` (Sunday 0).
fn hari_pertama(dari: NaiveDate, hari: u32) -> NaiveDate {
    let selisih = (7 + hari as i64 - dari.weekday().num_days_from_sunday() as i64) % 7;
    dari + Duration::days(selisih)
}

/// The local date of a stored time.
fn tanggal_lokal(utc: &str, zona: FixedOffset) -> Option<NaiveDate> {
    db::parse_time(utc).map(|t| t.with_timezone(&zona).date_naive())
}

fn kategori(nomor: i64, jumlah: i64) -> &'static str {
    if nomor == jumlah && jumlah > 1 {
        "uas"
    } else if jumlah >= 4 && nomor == jumlah / 2 {
        "uts"
    } else {
        "kuliah"
    }
}

pub async fn rencana(tx: &mut Tx<'_>, tabel: &Tabel, now: &str, zona: FixedOffset) -> AppResult<(Pratinjau, Rencana)> {
    let kelas: HashMap<_, KelasJadwal> =
        store::kelas(tx).await?.into_iter().map(|k| (kunci_kelas(k.periode, &k.kode_mk, &k.nama), k)).collect();
    let ruangan: HashMap<String, i64> = store::ruangan(tx).await?.into_iter().map(|(n, id)| (n.to_lowercase(), id)).collect();
    let sesi: Vec<(i64, NaiveTime, NaiveTime)> = store::sesi(tx)
        .await?
        .into_iter()
        .filter_map(|(id, dari, sampai)| rentang_jam(&dari, &sampai).ok().map(|(d, s)| (id, d, s)))
        .collect();
    let jumlah_ada: HashMap<i64, i64> = store::jumlah_pertemuan(tx).await?.into_iter().collect();
    let mut nanti: HashMap<i64, Vec<store::PertemuanNanti>> = HashMap::new();
    for p in store::pertemuan_nanti(tx, now).await? {
        nanti.entry(p.id_kelas).or_default().push(p);
    }
    let mut p = Pratinjau::kosong(JenisImpor::Jadwal, tabel.baris.len());
    let mut r = Rencana { slot: Vec::new(), baru: Vec::new(), pindah: Vec::new() };
    let mut dilihat: HashMap<i64, u32> = HashMap::new();
    for baris in &tabel.baris {
        let galat = |kolom: &str, pesan: String| GalatBaris { baris: baris.nomor, kolom: kolom.to_string(), pesan };
        let hasil = baca_dengan(JenisImpor::Jadwal, tabel, baris, baca).and_then(|b| {
            let Some(k) = kelas.get(&kunci_kelas(b.periode, &b.kode_mk, &b.nama)) else {
                return Err(galat(
                    "Nama Kelas",
                    format!("kelas {} {} periode {} tidak ada di LMS; impor kelas dahulu.", b.kode_mk, b.nama, b.periode),
                ));
            };
            if let Some(pertama) = dilihat.insert(k.id, baris.nomor) {
                return Err(galat("Nama Kelas", format!("kelas ini sudah ada di baris {pertama}; satu kelas satu jadwal mingguan.")));
            }
            let id_ruangan = match b.ruangan.as_deref() {
                None => k.id_ruangan,
                Some("") => None,
                Some(nama) => Some(*ruangan.get(&nama.to_lowercase()).ok_or_else(|| {
                    galat(
                        "Ruangan",
                        format!("ruangan '{nama}' tidak ada di LMS; tulis namanya seperti di menu Data Master atau kosongkan."),
                    )
                })?),
            };
            Ok((k, b, id_ruangan))
        });
        let (k, b, id_ruangan) = match hasil {
            Ok(x) => x,
            Err(g) => {
                p.tolak(g);
                continue;
            }
        };
        let id_sesi = sesi_untuk(&sesi, b.jam_mulai);
        let slot = Slot {
            id_kelas: k.id,
            hari: b.hari as i64,
            jam_mulai: b.jam_mulai.format("%H:%M:%S").to_string(),
            jam_selesai: b.jam_selesai.format("%H:%M:%S").to_string(),
            ruangan: id_ruangan,
        };
        let slot_sama = k.hari == Some(slot.hari)
            && k.jam_mulai.as_deref() == Some(slot.jam_mulai.as_str())
            && k.jam_selesai.as_deref() == Some(slot.jam_selesai.as_str())
            && k.id_ruangan == slot.ruangan;
        if jumlah_ada.get(&k.id).copied().unwrap_or(0) == 0 {
            let mulai = tanggal_lokal(&k.tanggal_mulai, zona).unwrap_or_else(|| Utc::now().date_naive());
            let pertama = hari_pertama(mulai, b.hari);
            for nomor in 1..=b.jumlah {
                let tanggal = pertama + Duration::weeks(nomor - 1);
                r.baru.push(PertemuanBaru {
                    id_kelas: k.id,
                    nomor,
                    judul: format!("Pertemuan {nomor}"),
                    jenis: k.mode_kuliah.clone(),
                    kategori: kategori(nomor, b.jumlah),
                    waktu_mulai: waktu(tanggal, b.jam_mulai, zona),
                    waktu_selesai: waktu(tanggal, b.jam_selesai, zona),
                    id_ruangan,
                    id_sesi,
                });
            }
            p.catat(baris.nomor, StatusBaris::Ditambah);
            r.slot.push(slot);
            continue;
        }
        let mut berubah = !slot_sama;
        for m in nanti.get(&k.id).map(Vec::as_slice).unwrap_or_default() {
            let Some(tanggal) = tanggal_lokal(&m.waktu_mulai, zona) else { continue };
            let minggu = tanggal - Duration::days(tanggal.weekday().num_days_from_sunday() as i64);
            let hari_baru = minggu + Duration::days(b.hari as i64);
            let (mulai, selesai) = (waktu(hari_baru, b.jam_mulai, zona), waktu(hari_baru, b.jam_selesai, zona));
            if mulai != m.waktu_mulai || selesai != m.waktu_selesai || id_ruangan != m.id_ruangan || id_sesi != m.id_sesi {
                berubah = true;
                r.pindah.push(store::Pindah { id: m.id, waktu_mulai: mulai, waktu_selesai: selesai, id_ruangan, id_sesi });
            }
        }
        if berubah {
            p.catat(baris.nomor, StatusBaris::Diubah);
            r.slot.push(slot);
        } else {
            p.catat(baris.nomor, StatusBaris::Tetap);
        }
    }
    Ok((p, r))
}

pub async fn terapkan(tx: &mut Tx<'_>, r: &Rencana) -> AppResult<()> {
    for s in &r.slot {
        store::ganti_jadwal(tx, s.id_kelas, s.hari, &s.jam_mulai, &s.jam_selesai, s.ruangan).await?;
    }
    store::tambah_pertemuan(tx, &r.baru).await?;
    for p in &r.pindah {
        store::pindahkan(tx, p).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_times_and_the_first_meeting_day() {
        assert_eq!(hari("Jum'at"), Ok(5));
        assert_eq!(hari("SENIN"), Ok(1));
        assert!(hari("Mon").is_err());
        let jam = |j: u32, m: u32| NaiveTime::from_hms_opt(j, m, 0).unwrap();
        assert_eq!(rentang_jam("07.30", "09:10:00"), Ok((jam(7, 30), jam(9, 10))));
        assert!(rentang_jam("25:00", "26:00").is_err());
        assert_eq!(rentang_jam("09:10", "07:30").unwrap_err().0, "Jam Selesai");
        let sesi = [(1, jam(7, 30), jam(9, 10)), (2, jam(9, 20), jam(11, 0))];
        assert_eq!((sesi_untuk(&sesi, jam(7, 30)), sesi_untuk(&sesi, jam(9, 10)), sesi_untuk(&sesi, jam(9, 15))), (Some(1), Some(1), None));
        // 31 August 2026 is a Monday: the first Wednesday is 2 September.
        let senin = NaiveDate::from_ymd_opt(2026, 8, 31).unwrap();
        assert_eq!(hari_pertama(senin, 3), NaiveDate::from_ymd_opt(2026, 9, 2).unwrap());
        assert_eq!(hari_pertama(senin, 1), senin);
        let wib = FixedOffset::east_opt(7 * 3600).unwrap();
        assert_eq!(waktu(senin, NaiveTime::from_hms_opt(7, 30, 0).unwrap(), wib), "2026-08-31T00:30:00Z");
        assert_eq!((kategori(8, 16), kategori(16, 16), kategori(1, 16)), ("uts", "uas", "kuliah"));
    }
}
