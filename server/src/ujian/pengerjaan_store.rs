//! SQL of attempts: starting, saving answers and files, closing, scoring
//! (`nilai`) and grading (`penilaian`). The transactions are the callers';
//! the functions that write inside one take it and run in its order.

use super::model::{AturanKelompok, JenisSoal, PengerjaanBaris};
use crate::db::{Db, Tx};
use crate::error::AppResult;

/// Takes attempt `id`'s lock in `tx` by writing its row, which must be the
/// transaction's first statement: on SQLite a write takes the database's
/// write lock at once, on PostgreSQL the row's lock, so the saves and the
/// finish of one attempt run one after another. False when it is finished.
pub async fn kunci_terbuka(tx: &mut sqlx::AnyConnection, id: i64) -> AppResult<bool> {
    let r = sqlx::query("UPDATE ujian_pengerjaan SET waktu_mulai = waktu_mulai WHERE id = $1 AND waktu_kumpul IS NULL")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// Marks attempt `id` finished at `waktu` when it is still open (the finish's
/// first write, taking the attempt's lock); answers whether it did.
pub async fn tandai_kumpul(tx: &mut Tx<'_>, id: i64, waktu: &str) -> AppResult<bool> {
    Ok(sqlx::query("UPDATE ujian_pengerjaan SET waktu_kumpul = $1 WHERE id = $2 AND waktu_kumpul IS NULL")
        .bind(waktu)
        .bind(id)
        .execute(&mut **tx)
        .await?
        .rows_affected()
        == 1)
}

/// (exam, student) of attempt `id`.
pub async fn pemilik(db: &Db, id: i64) -> AppResult<(i64, i64)> {
    Ok(sqlx::query_as("SELECT id_aktivitas, id_mahasiswa FROM ujian_pengerjaan WHERE id = $1").bind(id).fetch_one(db).await?)
}

/// A new attempt; None when the student's attempt exists (two starts at once).
pub async fn sisip_pengerjaan(tx: &mut Tx<'_>, id_ujian: i64, id_mahasiswa: i64, now: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar(
        "INSERT INTO ujian_pengerjaan (id_aktivitas, id_mahasiswa, waktu_mulai) VALUES ($1, $2, $3)
         ON CONFLICT (id_aktivitas, id_mahasiswa) DO NOTHING RETURNING id",
    )
    .bind(id_ujian)
    .bind(id_mahasiswa)
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?)
}

/// The activity's attempt row (`pengerjaan`, which holds the score).
pub async fn sisip_pengerjaan_aktivitas(tx: &mut Tx<'_>, id_ujian: i64, id_mahasiswa: i64, now: &str) -> AppResult<()> {
    sqlx::query("INSERT INTO pengerjaan (id_aktivitas, id_mahasiswa, waktu) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(id_ujian)
        .bind(id_mahasiswa)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The questions attempt `id` was given, in order.
pub async fn sisip_lembar(tx: &mut Tx<'_>, id: i64, dipilih: &[i64]) -> AppResult<()> {
    // One statement for the whole sheet: at an exam's start every student does this at once.
    let baris: Vec<String> = (0..dipilih.len()).map(|i| format!("($1, ${}, {i})", i + 2)).collect();
    let sql = format!("INSERT INTO ujian_pengerjaan_soal (id_pengerjaan, id_soal, urutan) VALUES {}", baris.join(", "));
    let mut q = sqlx::query(&sql).bind(id);
    for id_soal in dipilih {
        q = q.bind(*id_soal);
    }
    q.execute(&mut **tx).await?;
    Ok(())
}

/// The score of the student's attempt of an activity (None when not scored).
pub async fn nilai_pengerjaan(db: &Db, id_aktivitas: i64, id_mahasiswa: i64) -> AppResult<Option<f64>> {
    Ok(sqlx::query_scalar("SELECT nilai FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(id_aktivitas)
        .bind(id_mahasiswa)
        .fetch_optional(db)
        .await?
        .flatten())
}

pub async fn jumlah_pelanggaran(db: &Db, id_pengerjaan: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM ujian_pelanggaran WHERE id_pengerjaan = $1").bind(id_pengerjaan).fetch_one(db).await?)
}

/// What the answer-save needs, in one read: the attempt, the exam's times
/// and the question with its group.
#[derive(sqlx::FromRow)]
pub struct KonteksJawaban {
    pub id_pengerjaan: i64,
    pub waktu_mulai: String,
    pub waktu_kumpul: Option<String>,
    pub jenis: JenisSoal,
    pub pilihan: String,
    pub jenis_file_diterima: String,
    pub id_kelompok: i64,
    pub aturan: AturanKelompok,
    pub jumlah_wajib_dijawab: Option<i64>,
    pub versi_tersimpan: Option<i64>,
}

/// [`KonteksJawaban`] of question `id_soal` in the student's attempt (None when it was not given).
pub async fn konteks_jawaban(db: &Db, id_ujian: i64, id_mahasiswa: i64, id_soal: i64) -> AppResult<Option<KonteksJawaban>> {
    Ok(sqlx::query_as(
        "SELECT p.id AS id_pengerjaan, p.waktu_mulai, p.waktu_kumpul, s.jenis, s.pilihan, s.jenis_file_diterima,
                k.id AS id_kelompok, k.aturan, k.jumlah_wajib_dijawab, j.versi AS versi_tersimpan
         FROM ujian_pengerjaan p
         JOIN ujian_pengerjaan_soal ps ON ps.id_pengerjaan = p.id AND ps.id_soal = $3
         JOIN ujian_soal s ON s.id = ps.id_soal
         JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok
         LEFT JOIN ujian_jawaban j ON j.id_pengerjaan = p.id AND j.id_soal = ps.id_soal
         WHERE p.id_aktivitas = $1 AND p.id_mahasiswa = $2",
    )
    .bind(id_ujian)
    .bind(id_mahasiswa)
    .bind(id_soal)
    .fetch_optional(db)
    .await?)
}

/// Writes an answer in one statement unless a newer version is stored;
/// answers the version written (None when the stored one is newer).
pub async fn simpan_jawaban(
    tx: &mut Tx<'_>,
    (id_pengerjaan, id_soal): (i64, i64),
    jawaban: &str,
    versi: i64,
    now: &str,
) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar(
        "INSERT INTO ujian_jawaban (id_pengerjaan, id_soal, jawaban, versi, waktu) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id_pengerjaan, id_soal) DO UPDATE SET jawaban = excluded.jawaban, versi = excluded.versi, waktu = excluded.waktu
         WHERE ujian_jawaban.versi < excluded.versi RETURNING versi",
    )
    .bind(id_pengerjaan)
    .bind(id_soal)
    .bind(jawaban)
    .bind(versi)
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?)
}

/// The stored version of an answer.
pub async fn versi_jawaban(tx: &mut Tx<'_>, id_pengerjaan: i64, id_soal: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT versi FROM ujian_jawaban WHERE id_pengerjaan = $1 AND id_soal = $2")
        .bind(id_pengerjaan)
        .bind(id_soal)
        .fetch_one(&mut **tx)
        .await?)
}

/// How many other questions of group `id_kelompok` attempt `id_pengerjaan` has answered.
pub async fn jumlah_dijawab_lain(tx: &mut sqlx::AnyConnection, id_pengerjaan: i64, id_kelompok: i64, id_soal: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(concat!(
        "SELECT COUNT(*) FROM ujian_jawaban j JOIN ujian_soal s ON s.id = j.id_soal
         WHERE j.id_pengerjaan = $1 AND s.id_kelompok = $2 AND j.id_soal <> $3 AND ",
        crate::ujian_dijawab_sql!()
    ))
    .bind(id_pengerjaan)
    .bind(id_kelompok)
    .bind(id_soal)
    .fetch_one(&mut *tx)
    .await?)
}

/// The files (ids) of an essay answer.
pub async fn berkas_jawaban_soal(db: &Db, id_pengerjaan: i64, id_soal: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar("SELECT id_berkas FROM ujian_jawaban_berkas WHERE id_pengerjaan = $1 AND id_soal = $2")
        .bind(id_pengerjaan)
        .bind(id_soal)
        .fetch_all(db)
        .await?)
}

/// Replaces the files of an essay answer, creating its row (empty text) when it has none.
pub async fn simpan_berkas_jawaban(tx: &mut Tx<'_>, (id_pengerjaan, id_soal): (i64, i64), id_berkas: &[&str], now: &str) -> AppResult<()> {
    // The answer's row holds its score; a file-only answer has empty text.
    sqlx::query(
        "INSERT INTO ujian_jawaban (id_pengerjaan, id_soal, jawaban, versi, waktu) VALUES ($1, $2, '', 0, $3)
         ON CONFLICT (id_pengerjaan, id_soal) DO NOTHING",
    )
    .bind(id_pengerjaan)
    .bind(id_soal)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    sqlx::query("DELETE FROM ujian_jawaban_berkas WHERE id_pengerjaan = $1 AND id_soal = $2")
        .bind(id_pengerjaan)
        .bind(id_soal)
        .execute(&mut **tx)
        .await?;
    for (i, b) in id_berkas.iter().enumerate() {
        sqlx::query("INSERT INTO ujian_jawaban_berkas (id_pengerjaan, id_soal, id_berkas, urutan) VALUES ($1, $2, $3, $4)")
            .bind(id_pengerjaan)
            .bind(id_soal)
            .bind(*b)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

pub async fn sisip_pelanggaran(db: &Db, id_pengerjaan: i64, jenis: &str, waktu: &str) -> AppResult<()> {
    sqlx::query("INSERT INTO ujian_pelanggaran (id_pengerjaan, jenis, waktu) VALUES ($1, $2, $3)")
        .bind(id_pengerjaan)
        .bind(jenis)
        .bind(waktu)
        .execute(db)
        .await?;
    Ok(())
}

/// (exam, student, deduction, handed in) of attempt `id_pengerjaan`, for its score.
pub async fn dasar_nilai(conn: &mut sqlx::AnyConnection, id_pengerjaan: i64) -> AppResult<(i64, i64, f64, Option<String>)> {
    Ok(sqlx::query_as("SELECT id_aktivitas, id_mahasiswa, pengurangan_nilai, waktu_kumpul FROM ujian_pengerjaan WHERE id = $1")
        .bind(id_pengerjaan)
        .fetch_one(&mut *conn)
        .await?)
}

/// Writes pengerjaan.nilai of the student's attempt of an activity.
pub async fn tulis_nilai(conn: &mut sqlx::AnyConnection, id_aktivitas: i64, id_mahasiswa: i64, nilai: Option<f64>) -> AppResult<()> {
    // A NULL bound reaches PostgreSQL untyped (db.rs): written literally.
    let nilai = nilai.map_or("NULL".to_string(), |n| n.to_string());
    sqlx::query(&format!("UPDATE pengerjaan SET nilai = {nilai} WHERE id_aktivitas = $1 AND id_mahasiswa = $2"))
        .bind(id_aktivitas)
        .bind(id_mahasiswa)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The finished attempts of an exam.
pub async fn pengerjaan_selesai(conn: &mut sqlx::AnyConnection, id_ujian: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM ujian_pengerjaan WHERE id_aktivitas = $1 AND waktu_kumpul IS NOT NULL")
        .bind(id_ujian)
        .fetch_all(&mut *conn)
        .await?)
}

/// An attempt's row in the grading list.
#[derive(sqlx::FromRow)]
pub struct BarisDb {
    id: i64,
    id_mahasiswa: i64,
    nim: String,
    nama: String,
    waktu_mulai: String,
    waktu_kumpul: Option<String>,
    jumlah_soal: i64,
    jumlah_soal_dijawab: i64,
    jumlah_belum_dinilai: i64,
    pengurangan_nilai: f64,
    nilai_akhir: Option<f64>,
    jumlah_pelanggaran: i64,
}

impl From<BarisDb> for PengerjaanBaris {
    fn from(b: BarisDb) -> Self {
        PengerjaanBaris {
            id: b.id,
            id_mahasiswa: b.id_mahasiswa,
            nim: b.nim,
            nama: b.nama,
            waktu_mulai: b.waktu_mulai,
            waktu_kumpul: b.waktu_kumpul,
            jumlah_soal: b.jumlah_soal,
            jumlah_soal_dijawab: b.jumlah_soal_dijawab,
            jumlah_belum_dinilai: b.jumlah_belum_dinilai,
            pengurangan_nilai: b.pengurangan_nilai,
            nilai_akhir: b.nilai_akhir,
            jumlah_pelanggaran: b.jumlah_pelanggaran,
        }
    }
}

const BARIS_SQL: &str = concat!(
    "SELECT p.id, p.id_mahasiswa, m.nim, u.nama, p.waktu_mulai, p.waktu_kumpul,
        CAST((SELECT COUNT(*) FROM ujian_pengerjaan_soal ps WHERE ps.id_pengerjaan = p.id) AS BIGINT) AS jumlah_soal,
        CAST((SELECT COUNT(*) FROM ujian_jawaban j WHERE j.id_pengerjaan = p.id AND ",
    crate::ujian_dijawab_sql!(),
    ") AS BIGINT) AS jumlah_soal_dijawab,
        CAST((SELECT COUNT(*) FROM ujian_jawaban j JOIN ujian_soal s ON s.id = j.id_soal
              WHERE j.id_pengerjaan = p.id AND s.jenis = 'esay' AND ",
    crate::ujian_dijawab_sql!(),
    " AND j.nilai IS NULL) AS BIGINT) AS jumlah_belum_dinilai,
        p.pengurangan_nilai, g.nilai AS nilai_akhir,
        CAST((SELECT COUNT(*) FROM ujian_pelanggaran v WHERE v.id_pengerjaan = p.id) AS BIGINT) AS jumlah_pelanggaran
     FROM ujian_pengerjaan p
     JOIN mahasiswa m ON m.id_user = p.id_mahasiswa
     JOIN users u ON u.id = p.id_mahasiswa
     LEFT JOIN pengerjaan g ON g.id_aktivitas = p.id_aktivitas AND g.id_mahasiswa = p.id_mahasiswa",
);

/// Every attempt of an exam, by NIM.
pub async fn daftar_baris(db: &Db, id_ujian: i64) -> AppResult<Vec<BarisDb>> {
    Ok(sqlx::query_as(&format!("{BARIS_SQL} WHERE p.id_aktivitas = $1 ORDER BY m.nim")).bind(id_ujian).fetch_all(db).await?)
}

pub async fn baris(db: &Db, id_pengerjaan: i64) -> AppResult<Option<BarisDb>> {
    Ok(sqlx::query_as(&format!("{BARIS_SQL} WHERE p.id = $1")).bind(id_pengerjaan).fetch_optional(db).await?)
}

/// (id, NIM, name) of who may take the exam and has not started it: the
/// class's students, or with `remedial` the exam's participants.
pub async fn tanpa_pengerjaan(db: &Db, id_ujian: i64, id_kelas: i64, remedial: bool) -> AppResult<Vec<(i64, String, String)>> {
    let sumber = if remedial {
        "SELECT r.id_mahasiswa FROM ujian_peserta_remedial r WHERE r.id_aktivitas = $1"
    } else {
        "SELECT kp.id_mahasiswa FROM kelas_peserta kp WHERE kp.id_kelas = $2"
    };
    Ok(sqlx::query_as::<_, (i64, String, String)>(&format!(
        "SELECT m.id_user, m.nim, u.nama FROM mahasiswa m JOIN users u ON u.id = m.id_user
         WHERE m.id_user IN ({sumber})
           AND NOT EXISTS (SELECT 1 FROM ujian_pengerjaan p WHERE p.id_aktivitas = $1 AND p.id_mahasiswa = m.id_user)
         ORDER BY m.nim"
    ))
    .bind(id_ujian)
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

/// (kind, time) of an attempt's violations, in order.
pub async fn pelanggaran(db: &Db, id_pengerjaan: i64) -> AppResult<Vec<(String, String)>> {
    Ok(sqlx::query_as("SELECT jenis, waktu FROM ujian_pelanggaran WHERE id_pengerjaan = $1 ORDER BY waktu, id")
        .bind(id_pengerjaan)
        .fetch_all(db)
        .await?)
}

/// An essay answer's score.
pub async fn tulis_nilai_soal(tx: &mut Tx<'_>, id_pengerjaan: i64, id_soal: i64, nilai: i64) -> AppResult<()> {
    sqlx::query("UPDATE ujian_jawaban SET nilai = $1 WHERE id_pengerjaan = $2 AND id_soal = $3")
        .bind(nilai)
        .bind(id_pengerjaan)
        .bind(id_soal)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn tulis_pengurangan(tx: &mut Tx<'_>, id_pengerjaan: i64, pengurangan: f64) -> AppResult<()> {
    sqlx::query("UPDATE ujian_pengerjaan SET pengurangan_nilai = $1 WHERE id = $2")
        .bind(pengurangan)
        .bind(id_pengerjaan)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Deletes an attempt with its answers, violations and questions, and the
/// student's attempt row of the activity.
pub async fn hapus_pengerjaan(tx: &mut Tx<'_>, id_pengerjaan: i64, id_ujian: i64, id_mahasiswa: i64) -> AppResult<()> {
    for tabel in ["ujian_jawaban", "ujian_pelanggaran", "ujian_pengerjaan_soal"] {
        sqlx::query(&format!("DELETE FROM {tabel} WHERE id_pengerjaan = $1")).bind(id_pengerjaan).execute(&mut **tx).await?;
    }
    sqlx::query("DELETE FROM ujian_pengerjaan WHERE id = $1").bind(id_pengerjaan).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
        .bind(id_ujian)
        .bind(id_mahasiswa)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// (question, answer, score) of every answer in the exam's finished attempts.
pub async fn jawaban_selesai(db: &Db, id_ujian: i64) -> AppResult<Vec<(i64, String, Option<i64>)>> {
    Ok(sqlx::query_as(concat!(
        "SELECT j.id_soal, j.jawaban, j.nilai FROM ujian_jawaban j JOIN ujian_pengerjaan p ON p.id = j.id_pengerjaan
         WHERE p.id_aktivitas = $1 AND p.waktu_kumpul IS NOT NULL AND ",
        crate::ujian_dijawab_sql!()
    ))
    .bind(id_ujian)
    .fetch_all(db)
    .await?)
}

/// (question, how many finished attempts were given it) of an exam.
pub async fn peserta_per_soal(db: &Db, id_ujian: i64) -> AppResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT ps.id_soal, CAST(COUNT(*) AS BIGINT) FROM ujian_pengerjaan_soal ps JOIN ujian_pengerjaan p ON p.id = ps.id_pengerjaan
         WHERE p.id_aktivitas = $1 AND p.waktu_kumpul IS NOT NULL GROUP BY ps.id_soal",
    )
    .bind(id_ujian)
    .fetch_all(db)
    .await?)
}
