//! Figures computed from a class's activities, hand-ins and attendance: the
//! activity icons of each meeting, the dashboard tiles and the four figures of
//! a lecturer's class card. The definitions are in docs/decisions.md
//! ("Dashboard figures").

use std::collections::HashMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::model::CountActivity;
use super::store::Lingkup;
use crate::db::{self, bind_all, Arg, Db};
use crate::error::AppResult;

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
    /// Percent of attendance records marked present (one decimal).
    pub kehadiran: Option<f64>,
    /// Mean score of the graded hand-ins, 0-100 (two decimals).
    pub nilai: Option<f64>,
}

/// Activities per meeting of one class, by type.
pub async fn count_per_pertemuan(db: &Db, id_kelas: i64) -> AppResult<HashMap<i64, CountActivity>> {
    let rows = sqlx::query(
        "SELECT a.id_pertemuan, a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 GROUP BY a.id_pertemuan, a.jenis",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?;
    let mut out: HashMap<i64, CountActivity> = HashMap::new();
    for r in rows {
        let c = out.entry(r.try_get("id_pertemuan")?).or_default();
        let n: i64 = r.try_get("n")?;
        match r.try_get::<String, _>("jenis")?.as_str() {
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
    let (scope, args) = match lingkup {
        Lingkup::Semua => (String::new(), vec![]),
        Lingkup::Pengajar(id) => {
            (" AND EXISTS (SELECT 1 FROM kelas_pengajar x WHERE x.id_kelas = k.id AND x.id_dosen = $3)".into(), vec![Arg::Int(*id)])
        }
        Lingkup::Peserta(id) => (
            " AND EXISTS (SELECT 1 FROM kelas_peserta x WHERE x.id_kelas = k.id AND x.id_mahasiswa = $3)
              AND NOT EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = a.id AND g.id_mahasiswa = $3)"
                .into(),
            vec![Arg::Int(*id)],
        ),
    };
    let sql = format!(
        "SELECT a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE k.periode = $1 AND a.waktu_selesai >= $2{scope} GROUP BY a.jenis"
    );
    let mut all = vec![Arg::Int(periode), Arg::Text(db::now())];
    all.extend(args);
    let mut t = Tiles::default();
    for r in bind_all(sqlx::query(&sql), &all).fetch_all(db).await? {
        let n: i64 = r.try_get("n")?;
        match r.try_get::<String, _>("jenis")?.as_str() {
            "tugas" => t.tugas = n,
            "ujian" => t.ujian = n,
            "forum" => t.forum = n,
            "vidcon" => t.vidcon = n,
            _ => {}
        }
    }
    Ok(t)
}

pub async fn ringkasan(db: &Db, ids: &[i64]) -> AppResult<Vec<RingkasanKelas>> {
    let mut out = Vec::with_capacity(ids.len());
    for &id in ids {
        out.push(ringkasan_kelas(db, id).await?);
    }
    Ok(out)
}

async fn ringkasan_kelas(db: &Db, id: i64) -> AppResult<RingkasanKelas> {
    let now = db::now();
    let peserta: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(id).fetch_one(db).await?;
    let hadir = sqlx::query(
        "SELECT COUNT(*) AS semua, COALESCE(SUM(CASE WHEN h.kode = 'H' THEN 1 ELSE 0 END), 0) AS hadir
         FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan WHERE p.id_kelas = $1",
    )
    .bind(id)
    .fetch_one(db)
    .await?;
    let kehadiran = persen(hadir.try_get("hadir")?, hadir.try_get("semua")?);
    let keaktifan = tertutup(db, id, "a.jenis = 'forum'", &now, peserta).await?;
    let partisipasi = tertutup(db, id, "a.jenis IN ('tugas', 'ujian')", &now, peserta).await?;
    let nilai: Option<f64> = sqlx::query_scalar(
        "SELECT AVG(g.nilai) FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1 AND g.nilai IS NOT NULL",
    )
    .bind(id)
    .fetch_one(db)
    .await?;
    Ok(RingkasanKelas { id_kelas: id, keaktifan, partisipasi, kehadiran, nilai: nilai.map(|n| bulat(n, 2)) })
}

/// Hand-ins on the closed activities matching `jenis_sql`, as a percent of
/// what the participants could have handed in.
async fn tertutup(db: &Db, id_kelas: i64, jenis_sql: &str, now: &str, peserta: i64) -> AppResult<Option<f64>> {
    let sql = format!(
        "SELECT COUNT(DISTINCT a.id) AS aktivitas,
                (SELECT COUNT(*) FROM pengerjaan g JOIN aktivitas b ON b.id = g.id_aktivitas
                 JOIN pertemuan q ON q.id = b.id_pertemuan
                 WHERE q.id_kelas = $1 AND b.waktu_selesai < $2 AND {}) AS kumpul
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND a.waktu_selesai < $2 AND {jenis_sql}",
        jenis_sql.replace("a.", "b.")
    );
    let r = sqlx::query(&sql).bind(id_kelas).bind(now).fetch_one(db).await?;
    let aktivitas: i64 = r.try_get("aktivitas")?;
    Ok(persen(r.try_get("kumpul")?, aktivitas * peserta))
}

fn persen(bagian: i64, semua: i64) -> Option<f64> {
    (semua > 0).then(|| bulat(bagian as f64 * 100.0 / semua as f64, 1))
}

pub fn bulat(x: f64, desimal: i32) -> f64 {
    let f = 10f64.powi(desimal);
    (x * f).round() / f
}
