//! The class grade recap (spec 2 §2, §4, §9): scores per activity, averages
//! per kind, SIKAD components and the weighted final score.
//!
//! Rules (docs/decisions.md 'Grades'):
//! - a task or exam scores what its hand-in was graded (null while ungraded);
//!   a forum scored by activity gives posts ÷ minimal_post × 100, at most 100;
//!   no hand-in is -1.618 ('not done');
//! - averages count only activities that have ended; there 'not done' is 0 and
//!   an ungraded hand-in is left out;
//! - a remedial exam's score replaces its main exam's when higher, and is
//!   never counted on its own;
//! - the Kehadiran component is the student's attendance percentage
//!   (`kehadiran::persen`, the one rule every screen uses);
//! - a score SIKAD set wins over the LMS computation.

use std::collections::HashMap;

use super::model::*;
use super::store::{self, AktivitasDb, KomponenDb};
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::inti::bulat;
use crate::kelas::model::JenisAktivitas;

/// The mean of `nilai`, or 'not done' when there is nothing to average.
fn rerata(nilai: impl Iterator<Item = f64>) -> f64 {
    let (jumlah, n) = nilai.fold((0.0, 0usize), |(s, n), v| (s + v, n + 1));
    if n == 0 {
        BELUM_DIKERJAKAN
    } else {
        bulat(jumlah / n as f64, 2)
    }
}

/// Everything the recap is computed from, read once per class.
pub struct Bahan {
    pub kelas: KelasNilai,
    pub aktivitas: Vec<AktivitasDb>,
    pub peserta: Vec<MahasiswaNilai>,
    pub pengerjaan: HashMap<(i64, i64), Option<f64>>,
    pub post: HashMap<(i64, i64), i64>,
    pub komponen: Vec<KomponenDb>,
    pub pilihan: HashMap<i64, Vec<i64>>,
    pub nilai_sikad: HashMap<(i64, i64), f64>,
    /// Each participant's attendance percentage.
    pub kehadiran: HashMap<i64, crate::kehadiran::persen::PersenKehadiran>,
    pub pengaturan: PengaturanNilai,
    /// An attendance recalculation of the class runs.
    pub sedang_dihitung: bool,
    pub now: String,
}

pub async fn bahan(db: &Db, id_kelas: i64) -> AppResult<Bahan> {
    bahan_dari(db, id_kelas, None).await
}

/// [`bahan`] of every participant, or only of student `hanya` (their own grade page).
pub async fn bahan_dari(db: &Db, id_kelas: i64, hanya: Option<i64>) -> AppResult<Bahan> {
    let now = db::now();
    let (kelas, id_mk) = store::kelas(db, id_kelas).await?;
    let peserta = crate::kehadiran::store::peserta(db, id_kelas)
        .await?
        .into_iter()
        .filter(|m| hanya.is_none_or(|id| id == m.id_user))
        .map(|m| MahasiswaNilai { id_user: m.id_user, nama: m.nama, nim: m.nim })
        .collect();
    let kehadiran = crate::kehadiran::persen::per_mahasiswa(db, id_kelas, &now).await?;
    Ok(Bahan {
        kelas,
        aktivitas: store::aktivitas(db, id_kelas).await?,
        peserta,
        pengerjaan: store::pengerjaan(db, id_kelas, hanya).await?,
        post: store::post_forum(db, id_kelas, hanya).await?,
        komponen: store::komponen(db, id_mk).await?,
        pilihan: store::pilihan_komponen(db, id_kelas).await?,
        nilai_sikad: store::nilai_sikad(db, id_kelas, hanya).await?,
        kehadiran,
        pengaturan: store::pengaturan_nilai(db).await?,
        sedang_dihitung: crate::kehadiran::store::hitung_berjalan_kelas(db, id_kelas).await?,
        now,
    })
}

impl Bahan {
    fn jenis(a: &AktivitasDb) -> JenisNilai {
        JenisNilai::dari_aktivitas(a.jenis, &a.sub_jenis).unwrap_or(JenisNilai::Tugas)
    }

    /// The kind whose checkbox and average a column belongs to.
    fn kelompok(&self, a: &AktivitasDb) -> JenisNilai {
        match (Self::jenis(a), a.id_ujian_utama) {
            (JenisNilai::Remedial, Some(utama)) => {
                self.aktivitas.iter().find(|u| u.id == utama).map(Self::jenis).unwrap_or(JenisNilai::Remedial)
            }
            (j, _) => j,
        }
    }

    fn berakhir(&self, a: &AktivitasDb) -> bool {
        a.waktu_selesai <= self.now
    }

    fn status(&self, a: &AktivitasDb) -> StatusNilai {
        if !self.berakhir(a) {
            return StatusNilai::BelumBerakhir;
        }
        let nilai: Vec<Option<f64>> = if a.jenis == JenisAktivitas::Forum {
            let ada = self.peserta.iter().any(|m| self.post.contains_key(&(a.id, m.id_user)));
            if ada {
                vec![Some(100.0)]
            } else {
                Vec::new()
            }
        } else {
            self.peserta.iter().filter_map(|m| self.pengerjaan.get(&(a.id, m.id_user)).copied()).collect()
        };
        if nilai.is_empty() {
            StatusNilai::TidakAdaPengerjaan
        } else if nilai.iter().any(Option::is_none) {
            StatusNilai::BelumDinilai
        } else {
            StatusNilai::SudahDinilai
        }
    }

    /// A student's score of an activity: Some(score or -1.618), None while ungraded.
    fn nilai(&self, a: &AktivitasDb, id_mahasiswa: i64) -> Option<f64> {
        if a.jenis == JenisAktivitas::Forum {
            let post = self.post.get(&(a.id, id_mahasiswa)).copied().unwrap_or(0);
            let minimal = a.minimal_post.unwrap_or(1).max(1);
            return Some(if post == 0 { BELUM_DIKERJAKAN } else { bulat((post.min(minimal) as f64 * 100.0) / minimal as f64, 2) });
        }
        match self.pengerjaan.get(&(a.id, id_mahasiswa)) {
            None => Some(BELUM_DIKERJAKAN),
            Some(n) => n.map(|v| bulat(v, 2)),
        }
    }

    /// The activities a component draws from: the class's choice, else the settings' default.
    pub fn aktivitas_komponen(&self, k: &KomponenDb) -> (Vec<i64>, bool) {
        if JenisKomponen::dari_nama(&k.nama) == JenisKomponen::Kehadiran {
            return (Vec::new(), false);
        }
        match self.pilihan.get(&k.id) {
            Some(ids) => (ids.clone(), true),
            None => {
                let ids =
                    self.aktivitas.iter().filter(|a| self.pengaturan.komponen_untuk(Self::jenis(a)) == Some(k.id)).map(|a| a.id).collect();
                (ids, false)
            }
        }
    }

    pub fn header_sikad(&self) -> Vec<HeaderSikad> {
        self.komponen
            .iter()
            .map(|k| {
                let (aktivitas, diatur) = self.aktivitas_komponen(k);
                HeaderSikad {
                    id: k.id,
                    label: k.nama.clone(),
                    jenis: JenisKomponen::dari_nama(&k.nama),
                    bobot: k.bobot,
                    aktivitas,
                    diatur,
                    ada_nilai_sikad: self.nilai_sikad.keys().any(|(kk, _)| *kk == k.id),
                }
            })
            .collect()
    }

    pub fn pilihan(&self) -> Vec<AktivitasPilihan> {
        self.aktivitas
            .iter()
            .filter(|a| Self::jenis(a) != JenisNilai::Remedial)
            .map(|a| AktivitasPilihan {
                id: a.id,
                jenis: Self::jenis(a),
                label: a.judul.clone(),
                label_pertemuan: format!("Pertemuan {}", a.nomor),
            })
            .collect()
    }
}

/// What the caller may do from the recap (from `policy`).
pub struct IzinRekap {
    pub buka_aktivitas: bool,
    pub ubah_komponen: bool,
}

pub fn rekap(b: &Bahan, tipe: TipeHalamanNilai, izin: IzinRekap) -> RekapNilai {
    let header_aktivitas: Vec<HeaderAktivitas> = b
        .aktivitas
        .iter()
        .map(|a| HeaderAktivitas {
            aktivitas: AktivitasNilai { id: a.id, jenis: Bahan::jenis(a), label: a.judul.clone(), id_ujian_utama: a.id_ujian_utama },
            id_pertemuan: a.id_pertemuan,
            nomor_pertemuan: a.nomor,
            label_pertemuan: format!("Pertemuan {}", a.nomor),
            status_nilai: b.status(a),
            kelompok: b.kelompok(a),
        })
        .collect();
    let header_rerata: Vec<HeaderRerata> = JenisNilai::RERATA
        .into_iter()
        .filter(|j| b.aktivitas.iter().any(|a| Bahan::jenis(a) == *j))
        .map(|j| HeaderRerata { jenis: j, label: format!("Rata-rata {}", j.label()) })
        .collect();
    let header_sikad = b.header_sikad();
    // Index of each activity, and of the remedial exams of each main exam.
    let indeks: HashMap<i64, usize> = b.aktivitas.iter().enumerate().map(|(i, a)| (a.id, i)).collect();
    let mut remedial: HashMap<i64, Vec<usize>> = HashMap::new();
    for (i, a) in b.aktivitas.iter().enumerate() {
        if let (JenisNilai::Remedial, Some(utama)) = (Bahan::jenis(a), a.id_ujian_utama) {
            remedial.entry(utama).or_default().push(i);
        }
    }
    let dihitung: Vec<bool> = header_aktivitas.iter().map(|h| h.status_nilai != StatusNilai::BelumBerakhir).collect();

    let nilai_mahasiswa = b
        .peserta
        .iter()
        .map(|m| {
            let nilai: Vec<Option<f64>> = b.aktivitas.iter().map(|a| b.nilai(a, m.id_user)).collect();
            // The score an average counts for activity i: None when it does not count.
            let efektif = |i: usize| -> Option<f64> {
                if !dihitung[i] {
                    return None;
                }
                let utama = nilai[i]?.max(0.0);
                let terbaik = remedial
                    .get(&b.aktivitas[i].id)
                    .into_iter()
                    .flatten()
                    .filter_map(|&r| nilai[r].filter(|v| *v >= 0.0))
                    .fold(utama, f64::max);
                Some(terbaik)
            };
            let rata_rata_lms = header_rerata
                .iter()
                .map(|h| rerata((0..b.aktivitas.len()).filter(|&i| Bahan::jenis(&b.aktivitas[i]) == h.jenis).filter_map(efektif)))
                .collect();
            let mut update_by_sikad = Vec::new();
            let nilai_sikad: Vec<f64> = header_sikad
                .iter()
                .enumerate()
                .map(|(ki, k)| {
                    if let Some(v) = b.nilai_sikad.get(&(k.id, m.id_user)) {
                        update_by_sikad.push(ki);
                        return bulat(*v, 2);
                    }
                    if k.jenis == JenisKomponen::Kehadiran {
                        return b.kehadiran.get(&m.id_user).and_then(|k| k.persen).unwrap_or(BELUM_DIKERJAKAN);
                    }
                    rerata(
                        k.aktivitas
                            .iter()
                            .filter_map(|id| indeks.get(id))
                            .filter(|&&i| Bahan::jenis(&b.aktivitas[i]) != JenisNilai::Remedial)
                            .filter_map(|&i| efektif(i)),
                    )
                })
                .collect();
            let nilai_akhir = nilai_akhir(&header_sikad, &nilai_sikad);
            NilaiMahasiswa { mahasiswa: m.clone(), nilai, rata_rata_lms, nilai_sikad, update_by_sikad, nilai_akhir }
        })
        .collect();
    RekapNilai {
        tipe,
        kelas: b.kelas.clone(),
        header_aktivitas,
        header_rerata,
        header_sikad,
        nilai_mahasiswa,
        boleh_buka_aktivitas: izin.buka_aktivitas,
        boleh_ubah_komponen: izin.ubah_komponen,
        sedang_dihitung: b.sedang_dihitung,
    }
}

/// What student `id_mahasiswa` (a participant in `b`) may see of their own
/// recap row: every graded activity with its score, except exams whose scores
/// are not published; a component only when SIKAD set it, it is attendance,
/// or every activity it draws from (with their remedials) is shown; the final
/// score only when every weighted component is shown. Nothing else leaks.
pub fn milik(b: &Bahan, id_mahasiswa: i64) -> Option<(Vec<NilaiAktivitasSaya>, Vec<KomponenSaya>, Option<f64>)> {
    let r = rekap(b, TipeHalamanNilai::Dosen, IzinRekap { buka_aktivitas: false, ubah_komponen: false });
    let baris = r.nilai_mahasiswa.into_iter().find(|m| m.mahasiswa.id_user == id_mahasiswa)?;
    let tampil = |a: &AktivitasDb| a.jenis != JenisAktivitas::Ujian || a.nilai_dipublikasi == Some(1);
    let aktivitas = b
        .aktivitas
        .iter()
        .zip(&baris.nilai)
        // A remedial exam is for the students it names: listed only for one who took it.
        .filter(|(a, nilai)| !(Bahan::jenis(a) == JenisNilai::Remedial && **nilai == Some(BELUM_DIKERJAKAN)))
        .map(|(a, nilai)| {
            let keadaan = match (tampil(a), nilai) {
                (false, _) => KeadaanNilai::BelumDipublikasi,
                (true, None) => KeadaanNilai::BelumDinilai,
                (true, Some(v)) if *v < 0.0 => KeadaanNilai::BelumDikerjakan,
                (true, Some(_)) => KeadaanNilai::Dinilai,
            };
            NilaiAktivitasSaya {
                id: a.id,
                jenis: Bahan::jenis(a),
                judul: a.judul.clone(),
                id_pertemuan: a.id_pertemuan,
                nomor_pertemuan: a.nomor,
                keadaan,
                nilai: (keadaan == KeadaanNilai::Dinilai).then_some(*nilai).flatten(),
            }
        })
        .collect();
    let semua_tampil =
        |ids: &[i64]| b.aktivitas.iter().filter(|a| ids.contains(&a.id) || a.id_ujian_utama.is_some_and(|u| ids.contains(&u))).all(tampil);
    let komponen: Vec<KomponenSaya> = r
        .header_sikad
        .iter()
        .enumerate()
        .map(|(ki, k)| {
            let dari_sikad = baris.update_by_sikad.contains(&ki);
            let boleh = dari_sikad || k.jenis == JenisKomponen::Kehadiran || semua_tampil(&k.aktivitas);
            let nilai = Some(baris.nilai_sikad[ki]).filter(|v| boleh && *v >= 0.0);
            KomponenSaya { label: k.label.clone(), bobot: k.bobot, nilai, dari_sikad, disembunyikan: !boleh }
        })
        .collect();
    let lengkap = r.header_sikad.iter().zip(&komponen).filter(|(h, _)| h.bobot > 0).all(|(_, k)| !k.disembunyikan);
    let nilai_akhir = Some(baris.nilai_akhir).filter(|v| lengkap && *v >= 0.0);
    Some((aktivitas, komponen, nilai_akhir))
}

/// Σ weight × score ÷ 100 over weighted components ('not done' counts 0);
/// 'not done' when no weighted component has a score.
fn nilai_akhir(header: &[HeaderSikad], nilai: &[f64]) -> f64 {
    let berbobot: Vec<(i64, f64)> = header.iter().zip(nilai).filter(|(h, _)| h.bobot > 0).map(|(h, v)| (h.bobot, *v)).collect();
    if berbobot.iter().all(|(_, v)| *v < 0.0) {
        return BELUM_DIKERJAKAN;
    }
    bulat(berbobot.iter().map(|(b, v)| *b as f64 * v.max(0.0)).sum::<f64>() / 100.0, 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(bobot: i64) -> HeaderSikad {
        HeaderSikad {
            id: 1,
            label: "X".into(),
            jenis: JenisKomponen::Tugas,
            bobot,
            aktivitas: vec![],
            diatur: false,
            ada_nilai_sikad: false,
        }
    }

    #[test]
    fn final_score_weighs_components_and_counts_not_done_as_zero() {
        let header = [h(40), h(60), h(0)];
        assert_eq!(nilai_akhir(&header, &[80.0, 50.0, 100.0]), 62.0);
        assert_eq!(nilai_akhir(&header, &[80.0, BELUM_DIKERJAKAN, 100.0]), 32.0);
        assert_eq!(nilai_akhir(&header, &[BELUM_DIKERJAKAN, BELUM_DIKERJAKAN, 90.0]), BELUM_DIKERJAKAN);
        assert_eq!(nilai_akhir(&[], &[]), BELUM_DIKERJAKAN);
    }

    #[test]
    fn averages_round_to_two_decimals() {
        assert_eq!(rerata([70.0, 80.0, 85.0].into_iter()), 78.33);
        assert_eq!(rerata(std::iter::empty()), BELUM_DIKERJAKAN);
        assert_eq!(bulat(66.666, 2), 66.67);
    }
}
