//! Reads of the grade recap: each a set-based query over one class, so the
//! recap costs the same handful of queries for 30 or 1,500 students.

use std::collections::HashMap;

use super::model::*;
use crate::db::Db;
use crate::error::{AppError, AppResult};

pub async fn kelas(db: &Db, id_kelas: i64) -> AppResult<(KelasNilai, i64)> {
    #[derive(sqlx::FromRow)]
    struct Row {
        id: i64,
        periode: i64,
        kode_mk: String,
        nama_mk: String,
        nama_kelas: String,
        jenis_kelas: String,
        kampus: String,
        mode_kuliah: crate::kelas::model::ModeKuliah,
        id_mata_kuliah: i64,
    }
    let r: Row = sqlx::query_as(
        "SELECT k.id, k.periode, mk.kode AS kode_mk, mk.nama AS nama_mk, k.nama AS nama_kelas, j.nama AS jenis_kelas,
                ka.nama AS kampus, k.mode_kuliah, k.id_mata_kuliah
         FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah JOIN jenis_kelas j ON j.id = k.id_jenis_kelas
         JOIN kampus ka ON ka.id = k.id_kampus WHERE k.id = $1",
    )
    .bind(id_kelas)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Kelas"))?;
    let kelas = KelasNilai {
        id: r.id,
        periode: r.periode,
        kode_mk: r.kode_mk,
        nama_mk: r.nama_mk,
        nama_kelas: r.nama_kelas,
        jenis_kelas: r.jenis_kelas,
        kampus: r.kampus,
        mode_kuliah: r.mode_kuliah,
    };
    Ok((kelas, r.id_mata_kuliah))
}

/// A graded activity of the class as stored.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct AktivitasDb {
    pub id: i64,
    pub jenis: crate::kelas::model::JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_selesai: String,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub id_ujian_utama: Option<i64>,
    /// Forums: posts needed for full marks.
    pub minimal_post: Option<i64>,
    /// Exams: 1 when the lecturer published the scores to the students.
    pub nilai_dipublikasi: Option<i64>,
}

/// Tasks, exams and forums scored by activity, in meeting order.
pub async fn aktivitas(db: &Db, id_kelas: i64) -> AppResult<Vec<AktivitasDb>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.jenis, a.sub_jenis, a.judul, a.waktu_selesai, p.id AS id_pertemuan, p.nomor,
                u.id_ujian_utama, f.minimal_post, u.nilai_dipublikasi
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN ujian u ON u.id_aktivitas = a.id
         LEFT JOIN forum f ON f.id_aktivitas = a.id
         WHERE p.id_kelas = $1 AND (a.jenis IN ('tugas', 'ujian') OR (a.jenis = 'forum' AND f.penilaian_keaktifan = 1))
         ORDER BY p.nomor, a.waktu_mulai, a.id",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

/// (activity, student) → the stored score of a task or exam hand-in (None: not
/// graded); of every participant, or only of student `hanya` (as `$2`, 0 for all).
pub async fn pengerjaan(db: &Db, id_kelas: i64, hanya: Option<i64>) -> AppResult<HashMap<(i64, i64), Option<f64>>> {
    let rows: Vec<(i64, i64, Option<f64>)> = sqlx::query_as(
        "SELECT pg.id_aktivitas, pg.id_mahasiswa, pg.nilai FROM pengerjaan pg
         JOIN aktivitas a ON a.id = pg.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND a.jenis IN ('tugas', 'ujian') AND ($2 = 0 OR pg.id_mahasiswa = $2)",
    )
    .bind(id_kelas)
    .bind(hanya.unwrap_or(0))
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|(a, m, n)| ((a, m), n)).collect())
}

/// (forum, student) → number of the student's posts (every student's, or `hanya`'s).
pub async fn post_forum(db: &Db, id_kelas: i64, hanya: Option<i64>) -> AppResult<HashMap<(i64, i64), i64>> {
    let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT fp.id_aktivitas, fp.id_user, COUNT(*) FROM forum_post fp
         JOIN aktivitas a ON a.id = fp.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND fp.peran = 'mahasiswa' AND ($2 = 0 OR fp.id_user = $2) GROUP BY fp.id_aktivitas, fp.id_user",
    )
    .bind(id_kelas)
    .bind(hanya.unwrap_or(0))
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|(a, m, n)| ((a, m), n)).collect())
}

/// A component of the course's evaluation plan.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct KomponenDb {
    pub id: i64,
    pub nama: String,
    pub bobot: i64,
}

pub async fn komponen(db: &Db, id_mata_kuliah: i64) -> AppResult<Vec<KomponenDb>> {
    Ok(sqlx::query_as(
        "SELECT k.id, k.nama, r.bobot FROM rencana_evaluasi r JOIN komponen_nilai k ON k.id = r.id_komponen
         WHERE r.id_mata_kuliah = $1 ORDER BY k.id",
    )
    .bind(id_mata_kuliah)
    .fetch_all(db)
    .await?)
}

/// The components the class configured → their chosen activities.
pub async fn pilihan_komponen(db: &Db, id_kelas: i64) -> AppResult<HashMap<i64, Vec<i64>>> {
    let diatur: Vec<i64> =
        sqlx::query_scalar("SELECT id_komponen FROM nilai_komponen_kelas WHERE id_kelas_kuliah = $1").bind(id_kelas).fetch_all(db).await?;
    let mut pilihan: HashMap<i64, Vec<i64>> = diatur.into_iter().map(|k| (k, Vec::new())).collect();
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT id_komponen, id_aktivitas FROM nilai_komponen_aktivitas WHERE id_kelas_kuliah = $1 ORDER BY id_komponen, id_aktivitas",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?;
    for (k, a) in rows {
        pilihan.entry(k).or_default().push(a);
    }
    Ok(pilihan)
}

/// (component, student) → the score SIKAD set (every student's, or `hanya`'s).
pub async fn nilai_sikad(db: &Db, id_kelas: i64, hanya: Option<i64>) -> AppResult<HashMap<(i64, i64), f64>> {
    let rows: Vec<(i64, i64, f64)> = sqlx::query_as(
        "SELECT id_komponen, id_mahasiswa, nilai FROM nilai_sikad WHERE id_kelas_kuliah = $1 AND ($2 = 0 OR id_mahasiswa = $2)",
    )
    .bind(id_kelas)
    .bind(hanya.unwrap_or(0))
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|(k, m, n)| ((k, m), n)).collect())
}

pub async fn pengaturan_nilai(db: &Db) -> AppResult<PengaturanNilai> {
    let doc = crate::pengaturan::store::dokumen(db, "pengaturan_nilai").await?;
    Ok(serde_json::from_value(doc).unwrap_or_default())
}

pub async fn pelaku_integrasi(db: &Db) -> AppResult<PelakuIntegrasiNilai> {
    let doc = crate::pengaturan::store::dokumen(db, "pelaku_integrasi_nilai").await?;
    Ok(serde_json::from_value(doc).unwrap_or_default())
}

/// Per class of `ids`: graded activities and hand-ins waiting for a score, from two queries.
pub async fn ringkasan(db: &Db, ids: &[i64]) -> AppResult<HashMap<i64, RingkasanNilai>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let daftar: Vec<String> = ids.iter().map(i64::to_string).collect();
    let daftar = daftar.join(", ");
    let aktivitas: Vec<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT p.id_kelas, COUNT(*) FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN forum f ON f.id_aktivitas = a.id
         WHERE p.id_kelas IN ({daftar}) AND (a.jenis IN ('tugas', 'ujian') OR (a.jenis = 'forum' AND f.penilaian_keaktifan = 1))
         GROUP BY p.id_kelas"
    ))
    .fetch_all(db)
    .await?;
    let belum: Vec<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT p.id_kelas, COUNT(*) FROM pengerjaan pg JOIN aktivitas a ON a.id = pg.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas IN ({daftar}) AND a.jenis IN ('tugas', 'ujian') AND pg.nilai IS NULL GROUP BY p.id_kelas"
    ))
    .fetch_all(db)
    .await?;
    let mut r: HashMap<i64, RingkasanNilai> = HashMap::new();
    for (k, n) in aktivitas {
        r.entry(k).or_default().aktivitas_bernilai = n;
    }
    for (k, n) in belum {
        r.entry(k).or_default().belum_dinilai = n;
    }
    Ok(r)
}

use crate::db::Tx;

/// The class's own choice for a component dropped, with the scores SIKAD set
/// in it (they were computed from the old choice): back to the default.
pub async fn kembalikan_komponen(tx: &mut Tx<'_>, id_kelas: i64, id_komponen: i64) -> AppResult<()> {
    for tabel in ["nilai_komponen_aktivitas", "nilai_komponen_kelas", "nilai_sikad"] {
        sqlx::query(&format!("DELETE FROM {tabel} WHERE id_kelas_kuliah = $1 AND id_komponen = $2"))
            .bind(id_kelas)
            .bind(id_komponen)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Component `id_komponen` of class `id_kelas` draws from activities `ids`
/// (chosen by `oleh` at `now`); SIKAD's scores in it are dropped.
pub async fn pilih_aktivitas_komponen(
    tx: &mut Tx<'_>,
    (id_kelas, id_komponen): (i64, i64),
    ids: &[i64],
    oleh: &str,
    now: &str,
) -> AppResult<()> {
    kembalikan_komponen(tx, id_kelas, id_komponen).await?;
    sqlx::query("INSERT INTO nilai_komponen_kelas (id_kelas_kuliah, id_komponen, updated_by, updated_at) VALUES ($1, $2, $3, $4)")
        .bind(id_kelas)
        .bind(id_komponen)
        .bind(oleh)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    for id in ids {
        sqlx::query("INSERT INTO nilai_komponen_aktivitas (id_kelas_kuliah, id_komponen, id_aktivitas) VALUES ($1, $2, $3)")
            .bind(id_kelas)
            .bind(id_komponen)
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
