//! SQL of the figures computed from a class's activities (`aktivitas`): the
//! counts per meeting, the dashboard tiles, the section roots' lists and the
//! class cards' grouped counts.

use sqlx::{FromRow, Row};

use super::model::JenisAktivitas;
use crate::db::{self, bind_all, Arg, Db};
use crate::error::AppResult;
use crate::list::PageRequest;
use crate::policy::Lingkup;

/// Which of a class's activities a viewer is shown, so a count says what the meeting page lists.
pub struct Pandangan {
    /// Exams hidden from students count (teachers, operators).
    pub ujian_tersembunyi: bool,
    /// For a student, now (UTC text): a material displayed later is not counted yet.
    pub materi_sampai: Option<String>,
}

/// (id_pertemuan, jenis, how many) of one class's activities as `pandangan` shows them.
pub async fn jumlah_per_pertemuan(db: &Db, id_kelas: i64, pandangan: &Pandangan) -> AppResult<Vec<(i64, String, i64)>> {
    let mut saring =
        if pandangan.ujian_tersembunyi { String::new() } else { format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI) };
    if pandangan.materi_sampai.is_some() {
        saring.push_str(" AND NOT (a.jenis = 'materi' AND a.waktu_mulai > $2)");
    }
    let sql = format!(
        "SELECT a.id_pertemuan, a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas = $1{saring} GROUP BY a.id_pertemuan, a.jenis",
    );
    let mut query = sqlx::query_as(&sql).bind(id_kelas);
    if let Some(sampai) = &pandangan.materi_sampai {
        query = query.bind(sampai.clone());
    }
    Ok(query.fetch_all(db).await?)
}

/// Whether the student `$3` has done activity `a`: handed in or attempted (a
/// row in `pengerjaan`) or joined its vidcon.
const DIKERJAKAN: &str = "(EXISTS (SELECT 1 FROM pengerjaan g WHERE g.id_aktivitas = a.id AND g.id_mahasiswa = $3)
     OR EXISTS (SELECT 1 FROM vidcon_join j WHERE j.id_aktivitas = a.id AND j.id_user = $3))";

/// Who a list of activities is for: the SQL condition (on `k` the class, `a`
/// the activity, from `$3` on) and its arguments. With `belum_saja` a
/// student's list leaves out what they have done ([`DIKERJAKAN`]).
fn lingkup_sql(lingkup: &Lingkup, belum_saja: bool) -> (String, Vec<Arg>) {
    let (sql, mut args) = match lingkup {
        Lingkup::Semua | Lingkup::Khusus(_) => (String::new(), vec![]),
        Lingkup::Pengajar { id, .. } => {
            (" AND EXISTS (SELECT 1 FROM kelas_pengajar x WHERE x.id_kelas = k.id AND x.id_dosen = $3)".into(), vec![Arg::Int(*id)])
        }
        Lingkup::Peserta { id, .. } => {
            let peserta = " AND EXISTS (SELECT 1 FROM kelas_peserta x WHERE x.id_kelas = k.id AND x.id_mahasiswa = $3)";
            let belum = if belum_saja { format!(" AND NOT {DIKERJAKAN}") } else { String::new() };
            (format!("{peserta}{belum}"), vec![Arg::Int(*id)])
        }
    };
    let batas = lingkup.batas_sql(&mut args, 2);
    (format!("{sql}{batas}"), args)
}

/// The `dikerjakan` column of a list: 1 or 0 for a student, NULL for anyone else.
fn dikerjakan_sql(lingkup: &Lingkup) -> String {
    match lingkup {
        Lingkup::Peserta { .. } => format!("CASE WHEN {DIKERJAKAN} THEN 1 ELSE 0 END"),
        _ => "CAST(NULL AS BIGINT)".into(),
    }
}

/// The condition leaving hidden exams out of a student's lists (`policy::may_see_ujian`).
fn saring_sql(lingkup: &Lingkup) -> String {
    if crate::policy::saring_ujian_tersembunyi(lingkup) {
        format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI)
    } else {
        String::new()
    }
}

/// (jenis, how many) of the still open activities of the scope's classes in
/// `periode`; for a student, only those not done yet.
pub async fn jumlah_terbuka(db: &Db, lingkup: &Lingkup, periode: i64) -> AppResult<Vec<(String, i64)>> {
    let (scope, args) = lingkup_sql(lingkup, true);
    let saring = saring_sql(lingkup);
    let sql = format!(
        "SELECT a.jenis, COUNT(*) AS n FROM aktivitas a
         JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE k.periode = $1 AND a.waktu_selesai >= $2{scope}{saring} GROUP BY a.jenis"
    );
    let mut all = vec![Arg::Int(periode), Arg::Text(db::now())];
    all.extend(args);
    Ok(bind_all(sqlx::query(&sql), &all).try_map(|r| <(String, i64)>::from_row(&r)).fetch_all(db).await?)
}

/// One row of a section root as the SQL gives it.
#[derive(FromRow)]
pub struct AktivitasSayaDb {
    pub id: i64,
    pub jenis: JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_kelas: i64,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub id_pertemuan: i64,
    pub nomor: i64,
    /// A student's: 1 done, 0 not yet; NULL for staff.
    pub dikerjakan: Option<i64>,
}

/// One page of a section root (`aktivitas::daftar_saya`) and how many there are.
pub async fn aktivitas_saya(
    db: &Db,
    lingkup: &Lingkup,
    periode: i64,
    jenis: &[&str],
    selesai: bool,
    now: &str,
    page: PageRequest,
) -> AppResult<(Vec<AktivitasSayaDb>, i64)> {
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
    let mut all = vec![Arg::Int(periode), Arg::Text(now.to_string())];
    all.extend(args);
    all.extend(jenis.iter().map(|j| Arg::Text((*j).into())));
    let total: i64 = bind_all(sqlx::query(&format!("SELECT COUNT(*) AS n {dari}")), &all).fetch_one(db).await?.try_get("n")?;
    let sql = format!(
        "SELECT a.id, a.jenis, a.sub_jenis, a.judul, a.waktu_mulai, a.waktu_selesai, k.id AS id_kelas, mk.nama AS nama_mk,
                k.nama AS nama_kelas, p.id AS id_pertemuan, p.nomor, {} AS dikerjakan {dari} ORDER BY {urut} LIMIT {} OFFSET {}",
        dikerjakan_sql(lingkup),
        page.per_page,
        page.offset()
    );
    let rows = bind_all(sqlx::query(&sql), &all).try_map(|r| AktivitasSayaDb::from_row(&r)).fetch_all(db).await?;
    Ok((rows, total))
}

/// (id_kelas, participants) of the classes `ids`.
pub async fn jumlah_peserta(db: &Db, ids: &[i64]) -> AppResult<Vec<(i64, i64)>> {
    let daftar = super::store::placeholders(1, ids.len());
    let kelas: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).collect();
    let sql = format!("SELECT id_kelas, COUNT(*) AS n FROM kelas_peserta WHERE id_kelas IN ({daftar}) GROUP BY id_kelas");
    Ok(bind_all(sqlx::query(&sql), &kelas).try_map(|r| <(i64, i64)>::from_row(&r)).fetch_all(db).await?)
}

/// Closed activities of one kind in one class, with their hand-ins.
#[derive(FromRow)]
pub struct TertutupDb {
    pub id_kelas: i64,
    pub jenis: JenisAktivitas,
    pub aktivitas: i64,
    pub kumpul: i64,
}

/// The closed forums, tasks and exams of the classes `ids` with their
/// hand-ins (posts, submissions, attempts).
pub async fn tertutup(db: &Db, ids: &[i64]) -> AppResult<Vec<TertutupDb>> {
    let daftar = super::store::placeholders(1, ids.len());
    // The placeholder of the time, after the ids.
    let sekarang = ids.len() + 1;
    let kelas_now: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).chain([Arg::Text(db::now())]).collect();
    let sql = format!(
        "SELECT p.id_kelas, a.jenis, COUNT(DISTINCT a.id) AS aktivitas, COUNT(g.id_mahasiswa) AS kumpul
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan LEFT JOIN pengerjaan g ON g.id_aktivitas = a.id
         WHERE p.id_kelas IN ({daftar}) AND a.waktu_selesai < ${sekarang} AND a.jenis IN ('forum', 'tugas', 'ujian')
         GROUP BY p.id_kelas, a.jenis"
    );
    Ok(bind_all(sqlx::query(&sql), &kelas_now).try_map(|r| TertutupDb::from_row(&r)).fetch_all(db).await?)
}

/// (id_kelas, mean score of the graded hand-ins) of the classes `ids`.
pub async fn rata_nilai(db: &Db, ids: &[i64]) -> AppResult<Vec<(i64, Option<f64>)>> {
    let daftar = super::store::placeholders(1, ids.len());
    let kelas: Vec<Arg> = ids.iter().map(|i| Arg::Int(*i)).collect();
    let sql = format!(
        "SELECT p.id_kelas, AVG(g.nilai) AS rata FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
         JOIN pertemuan p ON p.id = a.id_pertemuan WHERE p.id_kelas IN ({daftar}) AND g.nilai IS NOT NULL
         GROUP BY p.id_kelas"
    );
    Ok(bind_all(sqlx::query(&sql), &kelas).try_map(|r| <(i64, Option<f64>)>::from_row(&r)).fetch_all(db).await?)
}
