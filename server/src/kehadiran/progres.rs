//! Presence from activity (issue 13): a student's progress in an online
//! meeting is the share of the meeting's counted activities they completed
//! (equal weights), and presence follows the class setting's minimum
//! percentage. It is written the moment an activity completes
//! ([`perbarui_setelah_aktivitas`]) and for a whole meeting by a
//! recalculation ([`hitung_pertemuan`]). Rows a person set keep their code.

use std::collections::HashSet;

use super::model::*;
use super::store::{self, Hitungan, PertemuanDb};
use crate::db::Db;
use crate::error::AppResult;

/// The class setting's minimum progress for online presence, in percent (default 60).
pub async fn minimal_persen(db: &Db) -> AppResult<f64> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_kelas").await?;
    Ok(doc
        .pointer("/syarat_kehadiran_online_mahasiswa/presentase_progress_minimal_persen")
        .and_then(|v| v.as_f64())
        .filter(|v| (0.0..=100.0).contains(v))
        .unwrap_or(60.0))
}

/// The code a progress earns.
pub fn kode_untuk(progress: f64, minimal_persen: f64) -> KodePresensi {
    // Compared in whole hundredths so 0.6 * 100 meets 60 despite floating point.
    if (progress * 10_000.0).round() >= (minimal_persen * 100.0).round() {
        KodePresensi::H
    } else {
        KodePresensi::A
    }
}

/// What a meeting counts and who did what: computes progress and detail rows.
pub struct Penghitung {
    pub aktivitas: Vec<store::AktivitasDb>,
    selesai: HashSet<(i64, i64)>,
}

impl Penghitung {
    /// For all students (`id_mahasiswa` 0) or one.
    pub async fn muat(db: &Db, p: &PertemuanDb, id_mahasiswa: i64) -> AppResult<Penghitung> {
        if !p.daring() || !p.parameter().ada() {
            return Ok(Penghitung { aktivitas: Vec::new(), selesai: HashSet::new() });
        }
        let aktivitas = store::aktivitas_dihitung(db, p).await?;
        let selesai = if aktivitas.is_empty() { HashSet::new() } else { store::selesai(db, p.id, id_mahasiswa).await? };
        Ok(Penghitung { aktivitas, selesai })
    }

    /// Whether there is anything to compute presence from.
    pub fn berlaku(&self) -> bool {
        !self.aktivitas.is_empty()
    }

    pub fn detail(&self, id_mahasiswa: i64) -> Vec<DetailAktivitas> {
        let weight = if self.aktivitas.is_empty() { 0.0 } else { 1.0 / self.aktivitas.len() as f64 };
        self.aktivitas
            .iter()
            .map(|a| DetailAktivitas {
                id_aktivitas: a.id,
                jenis: a.jenis,
                judul: a.judul.clone(),
                weight,
                is_hadir: self.selesai.contains(&(a.id, id_mahasiswa)),
                empty_activity: false,
            })
            .collect()
    }

    pub fn progress(&self, id_mahasiswa: i64) -> f64 {
        if self.aktivitas.is_empty() {
            return 0.0;
        }
        let done = self.aktivitas.iter().filter(|a| self.selesai.contains(&(a.id, id_mahasiswa))).count();
        done as f64 / self.aktivitas.len() as f64
    }
}

/// The rows `hitung` gives the students `ids`.
fn hitungan(hitung: &Penghitung, ids: impl Iterator<Item = i64>, minimal: f64) -> Vec<Hitungan> {
    ids.map(|id_mahasiswa| {
        let progress = hitung.progress(id_mahasiswa);
        Hitungan { id_mahasiswa, progress, kode: kode_untuk(progress, minimal) }
    })
    .collect()
}

/// Recomputes every participant of a meeting and writes their rows;
/// `peserta` are its class's participants when the caller has them already.
pub async fn hitung_pertemuan(db: &Db, id_pertemuan: i64, peserta: Option<&[MahasiswaRingkas]>) -> AppResult<()> {
    let p = store::pertemuan(db, id_pertemuan).await?;
    let hitung = Penghitung::muat(db, &p, 0).await?;
    if !hitung.berlaku() {
        return Ok(());
    }
    let dimuat;
    let peserta = match peserta {
        Some(p) => p,
        None => {
            dimuat = store::peserta(db, p.id_kelas).await?;
            &dimuat
        }
    };
    let rows = hitungan(&hitung, peserta.iter().map(|m| m.id_user), minimal_persen(db).await?);
    store::simpan_hitungan(db, id_pertemuan, &rows).await
}

/// Called by every place where a student completes an activity (a material
/// used, a vidcon joined, a forum post, a task handed in, an exam
/// submitted): their presence in that activity's meeting follows at once.
/// A failure here is logged, never the student's: their work is saved.
pub async fn perbarui_setelah_aktivitas(db: &Db, id_aktivitas: i64, id_mahasiswa: &[i64]) {
    if let Err(e) = perbarui(db, id_aktivitas, id_mahasiswa).await {
        tracing::warn!(error = %e.message, id_aktivitas, "kehadiran tidak diperbarui setelah aktivitas");
    }
}

async fn perbarui(db: &Db, id_aktivitas: i64, id_mahasiswa: &[i64]) -> AppResult<()> {
    let Some(id_pertemuan) = store::pertemuan_aktivitas(db, id_aktivitas).await? else {
        return Ok(());
    };
    let p = store::pertemuan(db, id_pertemuan).await?;
    // One student's activity, or a group's hand-in: read for that student or for all, once.
    let hanya = match id_mahasiswa {
        [satu] => *satu,
        _ => 0,
    };
    let hitung = Penghitung::muat(db, &p, hanya).await?;
    if !hitung.berlaku() {
        return Ok(());
    }
    let rows = hitungan(&hitung, id_mahasiswa.iter().copied(), minimal_persen(db).await?);
    store::simpan_hitungan(db, id_pertemuan, &rows).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_minimum_is_met_at_exactly_the_percentage() {
        assert_eq!(kode_untuk(0.6, 60.0), KodePresensi::H);
        assert_eq!(kode_untuk(0.59, 60.0), KodePresensi::A);
        assert_eq!(kode_untuk(1.0 / 3.0, 33.33), KodePresensi::H);
        assert_eq!(kode_untuk(0.0, 0.0), KodePresensi::H);
        assert_eq!(kode_untuk(0.0, 1.0), KodePresensi::A);
    }
}
