//! Figures computed from a class's activities, hand-ins and attendance: the
//! activity icons of each meeting, the dashboard tiles and the four figures of
//! a lecturer's class card. The definitions are in docs/decisions.md
//! ("Dashboard figures").

use std::collections::HashMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use super::model::{CountActivity, JenisAktivitas};
use crate::db::{self, bind_all, Arg, Db};
use crate::error::AppResult;
use crate::policy::Lingkup;

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
pub async fn count_per_pertemuan(db: &Db, id_kelas: i64, ujian_tersembunyi: bool) -> AppResult<HashMap<i64, CountActivity>> {
    let saring = if ujian_tersembunyi { String::new() } else { format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI) };
    let rows = sqlx::query(&format!(
        "SELECT a.id_pertemuan, a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1{saring} GROUP BY a.id_pertemuan, a.jenis",
    ))
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

/// Who a list of activities is for: the SQL condition (on `k` the class, `a`
/// the activity, from `$3` on) and its arguments. With `belum_saja` a
/// student's list leaves out what they have done: handed in, attempted,
/// posted or joined.
fn lingkup_sql(lingkup: &Lingkup, belum_saja: bool) -> (String, Vec<Arg>) {
    let (sql, mut args) = match lingkup {
        Lingkup::Semua | Lingkup::Khusus(_) => ("", vec![]),
        Lingkup::Pengajar { id, .. } => {
            (" AND EXISTS (SELECT 1 FROM kelas_pengajar x WHERE x.id_kelas = k.id AND x.id_dosen = $3)", vec![Arg::Int(*id)])
        }
        Lingkup::Peserta { id, .. } if !belum_saja => {
            (" AND EXISTS (SELECT 1 FROM kelas_peserta x WHERE x.id_kelas = k.id AND x.id_mahasiswa = $3)", vec![Arg::Int(*id)])
        }
        Lingkup::Peserta { id, .. } => (
            " AND EXISTS (SELECT 1 FROM kelas_peserta x WHERE x.id_kelas = k.id AND x.id_mahasiswa = $3)
              AND NOT EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = a.id AND g.id_mahasiswa = $3)
              AND NOT EXISTS (SELECT 1 FROM vidcon_join j WHERE j.id_aktivitas = a.id AND j.id_user = $3)",
            vec![Arg::Int(*id)],
        ),
    };
    let batas = lingkup.batas_sql(&mut args, 2);
    (format!("{sql}{batas}"), args)
}

/// The condition leaving hidden exams out of a student's lists (`policy::may_see_ujian`).
fn saring_sql(lingkup: &Lingkup) -> String {
    if crate::policy::saring_ujian_tersembunyi(lingkup) {
        format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI)
    } else {
        String::new()
    }
}

pub async fn tiles(db: &Db, lingkup: &Lingkup, periode: i64) -> AppResult<Tiles> {
    let (scope, args) = lingkup_sql(lingkup, true);
    let saring = saring_sql(lingkup);
    let sql = format!(
        "SELECT a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE k.periode = $1 AND a.waktu_selesai >= $2{scope}{saring} GROUP BY a.jenis"
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
    // Ended ones stay on a student's list whether done or not.
    let (scope, args) = lingkup_sql(lingkup, !selesai);
    let (waktu, urut) = if selesai {
        ("a.waktu_selesai < $2", "a.waktu_selesai DESC, a.id DESC")
    } else {
        ("a.waktu_selesai >= $2", "a.waktu_selesai, a.id")
    };
    let jenis_sql = super::store::placeholders(args.len() + 3, jenis.len());
    let saring = saring_sql(lingkup);
    let dari = format!(
        "FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE k.periode = $1 AND {waktu}{scope}{saring} AND a.jenis IN ({jenis_sql})"
    );
    let mut all = vec![Arg::Int(periode), Arg::Text(db::now())];
    all.extend(args);
    all.extend(jenis.iter().map(|j| Arg::Text((*j).into())));
    let total: i64 = bind_all(sqlx::query(&format!("SELECT COUNT(*) AS n {dari}")), &all).fetch_one(db).await?.try_get("n")?;
    let sql = format!(
        "SELECT a.id, a.jenis, a.sub_jenis, a.judul, a.waktu_mulai, a.waktu_selesai, k.id AS id_kelas, mk.nama AS nama_mk,
                k.nama AS nama_kelas, p.id AS id_pertemuan, p.nomor {dari} ORDER BY {urut} LIMIT {} OFFSET {}",
        page.per_page,
        page.offset()
    );
    let now = db::now();
    let rows = bind_all(sqlx::query(&sql), &all).fetch_all(db).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let (id, id_kelas, id_pertemuan): (i64, i64, i64) = (r.try_get("id")?, r.try_get("id_kelas")?, r.try_get("id_pertemuan")?);
        let jenis: JenisAktivitas = r.try_get("jenis")?;
        let (mulai, selesai): (String, String) = (r.try_get("waktu_mulai")?, r.try_get("waktu_selesai")?);
        out.push(AktivitasSaya {
            tautan: if jenis == JenisAktivitas::Tugas {
                format!("/kelas/{id_kelas}/tugas/{id}")
            } else {
                format!("/kelas/{id_kelas}/{id_pertemuan}")
            },
            status: crate::inti::status_waktu(&mulai, &selesai, &now),
            id,
            jenis,
            sub_jenis: r.try_get("sub_jenis")?,
            judul: r.try_get("judul")?,
            waktu_mulai: mulai,
            waktu_selesai: selesai,
            kelas: format!("{} ({})", r.try_get::<String, _>("nama_mk")?, r.try_get::<String, _>("nama_kelas")?),
            nomor_pertemuan: r.try_get("nomor")?,
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
}

/// The card figures of the classes `ids`, in that order: four grouped queries for all of them
/// (the dashboard asks for a page of cards at once).
pub async fn ringkasan(db: &Db, ids: &[i64]) -> AppResult<Vec<RingkasanKelas>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let daftar = super::store::placeholders(1, ids.len());
    // The placeholder of the time, after the ids.
    let sekarang = ids.len() + 1;
    let kelas: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).collect();
    let kelas_now: Vec<Arg> = kelas.iter().cloned().chain([Arg::Text(db::now())]).collect();
    async fn per_kelas(db: &Db, sql: String, args: &[Arg]) -> Result<Vec<sqlx::any::AnyRow>, sqlx::Error> {
        bind_all(sqlx::query(&sql), args).fetch_all(db).await
    }
    let peserta: HashMap<i64, i64> =
        per_kelas(db, format!("SELECT id_kelas, COUNT(*) AS n FROM kelas_peserta WHERE id_kelas IN ({daftar}) GROUP BY id_kelas"), &kelas)
            .await?
            .iter()
            .map(|r| Ok((r.try_get("id_kelas")?, r.try_get("n")?)))
            .collect::<Result<_, sqlx::Error>>()?;
    // Closed forums, tasks and exams with their hand-ins (posts, submissions, attempts).
    let mut tertutup: HashMap<(i64, bool), (i64, i64)> = HashMap::new();
    for r in per_kelas(
        db,
        format!(
            "SELECT p.id_kelas, a.jenis, COUNT(DISTINCT a.id) AS aktivitas, COUNT(g.id_mahasiswa) AS kumpul
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan LEFT JOIN pengerjaan g ON g.id_aktivitas = a.id
         WHERE p.id_kelas IN ({daftar}) AND a.waktu_selesai < ${sekarang} AND a.jenis IN ('forum', 'tugas', 'ujian')
         GROUP BY p.id_kelas, a.jenis"
        ),
        &kelas_now,
    )
    .await?
    {
        let forum = r.try_get::<JenisAktivitas, _>("jenis")? == JenisAktivitas::Forum;
        let e = tertutup.entry((r.try_get("id_kelas")?, forum)).or_default();
        e.0 += r.try_get::<i64, _>("aktivitas")?;
        e.1 += r.try_get::<i64, _>("kumpul")?;
    }
    let mut nilai: HashMap<i64, f64> = HashMap::new();
    for r in per_kelas(
        db,
        format!(
            "SELECT p.id_kelas, AVG(g.nilai) AS rata FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas IN ({daftar}) AND g.nilai IS NOT NULL
         GROUP BY p.id_kelas"
        ),
        &kelas,
    )
    .await?
    {
        if let Some(rata) = r.try_get::<Option<f64>, _>("rata")? {
            nilai.insert(r.try_get("id_kelas")?, rata);
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
