//! Figures computed from a class's activities, hand-ins and attendance: the
//! activity icons of each meeting, the dashboard tiles and the four figures of
//! a lecturer's class card. The definitions are in docs/decisions.md
//! ("Dashboard figures").

use std::collections::HashMap;

use super::aktivitas_store as store;
use super::model::{CountActivity, JenisAktivitas};
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::policy::Lingkup;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Counts for the dashboard tiles: activities of the user's classes in the
/// current period that are still open; for a student, only those not done yet.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq, Default)]
pub struct Tiles {
    pub tugas: i64,
    pub ujian: i64,
    pub forum: i64,
    pub vidcon: i64,
}

/// The four figures of a lecturer's class card, over the meetings held so
/// far; None when there is nothing to compute from yet.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct RingkasanKelas {
    pub id_kelas: i64,
    /// Percent of participants taking part in the class's closed forums (one decimal).
    pub keaktifan: Option<f64>,
    /// Percent of tasks and exams handed in, of those closed (one decimal).
    pub partisipasi: Option<f64>,
    /// The class's attendance percentage (`kehadiran::persen`, one decimal).
    pub kehadiran: Option<f64>,
    /// Mean score of the graded hand-ins, 0-100 (two decimals).
    pub nilai: Option<f64>,
}

/// Activities per meeting of one class, by type; without hidden exams
/// unless `ujian_tersembunyi` (`policy::may_see_ujian`).
pub async fn count_per_pertemuan(db: &Db, id_kelas: i64, pandangan: &store::Pandangan) -> AppResult<HashMap<i64, CountActivity>> {
    let rows = store::jumlah_per_pertemuan(db, id_kelas, pandangan).await?;
    let mut out: HashMap<i64, CountActivity> = HashMap::new();
    for (id_pertemuan, jenis, n) in rows {
        let c = out.entry(id_pertemuan).or_default();
        match jenis.as_str() {
            "materi" | "teks" => c.materi += n,
            "tugas" => c.tugas += n,
            "ujian" => c.ujian += n,
            "forum" => c.forum += n,
            "vidcon" => c.vidcon += n,
            _ => {}
        }
    }
    Ok(out)
}

pub async fn tiles(db: &Db, lingkup: &Lingkup, periode: i64) -> AppResult<Tiles> {
    let mut t = Tiles::default();
    for (jenis, n) in store::jumlah_terbuka(db, lingkup, periode).await? {
        match jenis.as_str() {
            "tugas" => t.tugas = n,
            "ujian" => t.ujian = n,
            "forum" => t.forum = n,
            "vidcon" => t.vidcon = n,
            _ => {}
        }
    }
    Ok(t)
}

/// The section roots (/tugas, /ujian, /forum, /vidcon): the activities of one
/// kind of the user's classes in a period. `selesai` false lists what the
/// dashboard tile counts (still open; for a student, not done yet), soonest
/// deadline first; true lists the ended ones, latest first.
pub async fn daftar_saya(
    db: &Db,
    lingkup: &Lingkup,
    periode: i64,
    jenis: &[&str],
    selesai: bool,
    page: crate::list::PageRequest,
) -> AppResult<(Vec<AktivitasSaya>, i64)> {
    // One clock for the list and each row's status: an activity ending between two readings
    // would be listed as open and shown as ended.
    let now = db::now();
    let (rows, total) = store::aktivitas_saya(db, lingkup, periode, jenis, selesai, &now, page).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let (id, id_kelas, id_pertemuan) = (r.id, r.id_kelas, r.id_pertemuan);
        let jenis = r.jenis;
        let (mulai, selesai) = (r.waktu_mulai, r.waktu_selesai);
        out.push(AktivitasSaya {
            tautan: if jenis == JenisAktivitas::Tugas {
                format!("/kelas/{id_kelas}/tugas/{id}")
            } else {
                format!("/kelas/{id_kelas}/{id_pertemuan}")
            },
            status: crate::inti::status_waktu(&mulai, &selesai, &now),
            id,
            jenis,
            sub_jenis: r.sub_jenis,
            judul: r.judul,
            waktu_mulai: mulai,
            waktu_selesai: selesai,
            kelas: format!("{} ({})", r.nama_mk, r.nama_kelas),
            nomor_pertemuan: r.nomor,
            dikerjakan: r.dikerjakan.map(|n| n != 0),
        });
    }
    Ok((out, total))
}

/// One row of a section root.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct AktivitasSaya {
    pub id: i64,
    /// tugas, ujian, forum or vidcon
    pub jenis: JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub status: crate::inti::StatusWaktu,
    /// Course and class name.
    pub kelas: String,
    pub nomor_pertemuan: i64,
    /// Where it opens: the task page, or the meeting page.
    pub tautan: String,
    /// For a student: whether they have done it (handed in, attempted, joined);
    /// null for lecturers and operators.
    pub dikerjakan: Option<bool>,
}

/// The card figures of the classes `ids`, in that order: four grouped queries for all of them
/// (the dashboard asks for a page of cards at once).
pub async fn ringkasan(db: &Db, ids: &[i64]) -> AppResult<Vec<RingkasanKelas>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let peserta: HashMap<i64, i64> = store::jumlah_peserta(db, ids).await?.into_iter().collect();
    // Closed forums, tasks and exams with their hand-ins (posts, submissions, attempts).
    let mut tertutup: HashMap<(i64, bool), (i64, i64)> = HashMap::new();
    for r in store::tertutup(db, ids).await? {
        let forum = r.jenis == JenisAktivitas::Forum;
        let e = tertutup.entry((r.id_kelas, forum)).or_default();
        e.0 += r.aktivitas;
        e.1 += r.kumpul;
    }
    let mut nilai: HashMap<i64, f64> = HashMap::new();
    for (id_kelas, rata) in store::rata_nilai(db, ids).await? {
        if let Some(rata) = rata {
            nilai.insert(id_kelas, rata);
        }
    }
    Ok(ids
        .iter()
        .map(|&id| {
            let peserta = peserta.get(&id).copied().unwrap_or(0);
            let persen_kumpul = |forum| tertutup.get(&(id, forum)).and_then(|(aktivitas, kumpul)| persen(*kumpul, aktivitas * peserta));
            RingkasanKelas {
                id_kelas: id,
                keaktifan: persen_kumpul(true),
                partisipasi: persen_kumpul(false),
                // Filled by the dashboard from `kehadiran::persen` (kehadiran sits above kelas).
                kehadiran: None,
                nilai: nilai.get(&id).map(|n| crate::inti::bulat(*n, 2)),
            }
        })
        .collect())
}

fn persen(bagian: i64, semua: i64) -> Option<f64> {
    (semua > 0).then(|| crate::inti::bulat(bagian as f64 * 100.0 / semua as f64, 1))
}
