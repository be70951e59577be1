//! SQL of the meeting page, and the copy pickers' search of other classes'
//! activities ('Salin Materi', 'Salin Kuis/Ujian Lain'): activities searched
//! by title, of the courses a lecturer teaches (every class for an operator,
//! the classes of their scope for a special one; the scope comes from
//! `policy::require_list_salinan`). Each picker adds its own detail table and
//! columns; the scope, search and paging are here once, and so is the check
//! that a chosen source is in scope.

use sqlx::FromRow;

use super::model::{PertemuanInfo, PertemuanKelas, PilihanPertemuan, PilihanUjianUtama, SalinanQuery};
use crate::db::{self, bind_all, Arg, Db};
use crate::error::{AppError, AppResult};
use crate::list::PageRequest;
use crate::policy::Lingkup;

/// The class of a meeting, if the meeting exists.
pub async fn kelas_pertemuan(db: &Db, id_pertemuan: i64) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id_kelas FROM pertemuan WHERE id = $1").bind(id_pertemuan).fetch_optional(db).await?)
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    nomor: i64,
    judul: String,
    jenis: crate::kelas::model::JenisPertemuan,
    status: crate::kelas::model::StatusPertemuan,
    waktu_mulai: String,
    waktu_selesai: String,
    id_kelas: i64,
    id_mata_kuliah: i64,
    kode: String,
    nama_mk: String,
    nama_kelas: String,
    periode: i64,
}

pub async fn muat(db: &Db, id: i64) -> AppResult<(PertemuanKelas, PertemuanInfo)> {
    let r: Row = sqlx::query_as(
        "SELECT p.id, p.nomor, p.judul, p.jenis, p.status, p.waktu_mulai, p.waktu_selesai,
                k.id AS id_kelas, k.id_mata_kuliah, mk.kode, mk.nama AS nama_mk, k.nama AS nama_kelas, k.periode
         FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah WHERE p.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Pertemuan"))?;
    let hari: Option<String> = sqlx::query_scalar("SELECT nilai FROM konfigurasi WHERE keyword = 'deadline'").fetch_optional(db).await?;
    let default_deadline_materi = hari
        .and_then(|h| h.trim().parse::<i64>().ok())
        .filter(|h| (1..=365).contains(h))
        .zip(db::parse_time(&r.waktu_mulai))
        .map(|(h, mulai)| db::format_time(mulai + chrono::Duration::days(h)));
    Ok((
        PertemuanKelas {
            id: r.id_kelas,
            id_mata_kuliah: r.id_mata_kuliah,
            kode_mk: r.kode,
            nama_mk: r.nama_mk,
            nama_kelas: r.nama_kelas,
            periode: r.periode,
        },
        PertemuanInfo {
            id: r.id,
            nomor: r.nomor,
            judul: r.judul,
            jenis: r.jenis,
            status: r.status,
            waktu_mulai: r.waktu_mulai,
            waktu_selesai: r.waktu_selesai,
            default_deadline_materi,
        },
    ))
}

pub async fn daftar(db: &Db, id_kelas: i64) -> AppResult<Vec<PilihanPertemuan>> {
    Ok(sqlx::query_as("SELECT id, nomor, judul, jenis FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor")
        .bind(id_kelas)
        .fetch_all(db)
        .await?)
}

/// The class's exams that are not remedial, by meeting ([`PilihanUjianUtama`]).
pub async fn ujian_utama(db: &Db, id_kelas: i64) -> AppResult<Vec<PilihanUjianUtama>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.judul, a.sub_jenis AS jenis, p.nomor AS nomor_pertemuan
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE p.id_kelas = $1 AND a.jenis = 'ujian' AND a.sub_jenis <> 'remedial' ORDER BY p.nomor, a.id",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

pub async fn jumlah_peserta(db: &Db, id_kelas: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1").bind(id_kelas).fetch_one(db).await?)
}

#[derive(sqlx::FromRow)]
pub struct AktivitasDb {
    pub id: i64,
    pub jenis: crate::kelas::model::JenisAktivitas,
    pub sub_jenis: String,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
}

/// A meeting's activities in time order.
pub async fn aktivitas(db: &Db, id_pertemuan: i64) -> AppResult<Vec<AktivitasDb>> {
    Ok(sqlx::query_as(
        "SELECT id, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai FROM aktivitas WHERE id_pertemuan = $1 ORDER BY waktu_mulai, id",
    )
    .bind(id_pertemuan)
    .fetch_all(db)
    .await?)
}

/// The common part of a new activity of a meeting (its own row in
/// materi, vidcon, forum, tugas or teks is the caller's); returns its id.
/// `jenis` is (jenis, sub_jenis), sub_jenis '' where the kind has none.
pub async fn sisip_aktivitas(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id_pertemuan: i64,
    (jenis, sub_jenis): (&str, &str),
    judul: &str,
    (mulai, selesai): (&str, &str),
    id_pembuat: i64,
) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO aktivitas (id_pertemuan, jenis, sub_jenis, judul, waktu_mulai, waktu_selesai, id_pembuat, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(id_pertemuan)
    .bind(jenis)
    .bind(sub_jenis)
    .bind(judul)
    .bind(mulai)
    .bind(selesai)
    .bind(id_pembuat)
    .bind(db::now())
    .fetch_one(&mut **tx)
    .await?)
}

/// Changes the common part of activity `id`: its meeting, title and times.
pub async fn ubah_aktivitas(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: i64,
    id_pertemuan: i64,
    judul: &str,
    (mulai, selesai): (&str, &str),
) -> AppResult<()> {
    sqlx::query("UPDATE aktivitas SET id_pertemuan = $1, judul = $2, waktu_mulai = $3, waktu_selesai = $4 WHERE id = $5")
        .bind(id_pertemuan)
        .bind(judul)
        .bind(mulai)
        .bind(selesai)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The meeting an edited activity goes to: the one chosen in the form (an
/// operator may move it) if it is of the same class, else where it was.
pub async fn pertemuan_tujuan(db: &Db, pilihan: Option<i64>, sekarang: i64, id_kelas: i64) -> AppResult<i64> {
    match pilihan.filter(|p| *p != sekarang) {
        Some(p) if kelas_pertemuan(db, p).await? == Some(id_kelas) => Ok(p),
        Some(_) => Err(AppError::unprocessable("Pertemuan harus pertemuan kelas yang sama.")),
        None => Ok(sekarang),
    }
}

// ---------------------------------------------------------------- copy pickers

/// One search of a picker: FROM .. WHERE over the activity `a` with its
/// meeting `p`, class `k`, course `mk`, creator `u` and the picker's own
/// `detail` joins, its arguments, and the page asked for.
pub struct CariSalinan {
    dari: String,
    args: Vec<Arg>,
    pub page: PageRequest,
}

impl CariSalinan {
    /// `lingkup`: whose classes bound the search (from `policy::require_list_salinan`).
    pub fn baru(q: &SalinanQuery, lingkup: &Lingkup, detail: &str) -> AppResult<CariSalinan> {
        if let Some(search) = &q.search {
            crate::input::check_text(search)?;
        }
        let pola = format!("%{}%", q.search.as_deref().unwrap_or("").trim().to_lowercase().replace(['%', '_'], ""));
        let mut args = vec![Arg::Text(pola), Arg::Int(q.exclude_id_kelas_kuliah.unwrap_or(0)), Arg::Int(q.id_mata_kuliah.unwrap_or(0))];
        let dalam = syarat_lingkup(lingkup, &mut args);
        let dari = format!(
            "FROM aktivitas a {detail} JOIN pertemuan p ON p.id = a.id_pertemuan
             JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
             LEFT JOIN users u ON u.id = a.id_pembuat
             WHERE LOWER(a.judul) LIKE $1 AND k.id <> $2 AND ($3 = 0 OR k.id_mata_kuliah = $3) AND {dalam}"
        );
        Ok(CariSalinan { dari, args, page: PageRequest::new(q.page, q.per_page, 10, 100) })
    }

    pub async fn jumlah(&self, db: &Db) -> AppResult<i64> {
        let sql = format!("SELECT COUNT(*) AS n {}", self.dari);
        let (n,): (i64,) = bind_all(sqlx::query(&sql), &self.args).try_map(|r| <(i64,)>::from_row(&r)).fetch_one(db).await?;
        Ok(n)
    }

    /// The page's rows with `kolom`, newest first, each decoded into `T`.
    pub async fn baris<T>(&self, db: &Db, kolom: &str) -> AppResult<Vec<T>>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        let sql = format!("SELECT {kolom} {} ORDER BY a.id DESC LIMIT {} OFFSET {}", self.dari, self.page.per_page, self.page.offset());
        Ok(bind_all(sqlx::query(&sql), &self.args).try_map(|r| T::from_row(&r)).fetch_all(db).await?)
    }
}

/// The condition that class `k` is within `lingkup` as a copy source, with
/// its arguments pushed after `args`: a lecturer's courses (any class of a
/// course they teach), every class, or the classes of the scope
/// ([`Lingkup::batas_sql`]: a special operator's, or the one acting).
fn syarat_lingkup(lingkup: &Lingkup, args: &mut Vec<Arg>) -> String {
    let dasar = match lingkup {
        Lingkup::Pengajar { id, .. } => {
            args.push(Arg::Int(*id));
            format!(
                "k.id_mata_kuliah IN (SELECT k2.id_mata_kuliah FROM kelas_kuliah k2
                    JOIN kelas_pengajar kp ON kp.id_kelas = k2.id WHERE kp.id_dosen = ${})",
                args.len()
            )
        }
        Lingkup::Semua | Lingkup::Khusus(_) => "1 = 1".to_owned(),
        // Students copy nothing (the policy refuses them before this).
        Lingkup::Peserta { .. } => return "1 = 0".to_owned(),
    };
    format!("{dasar}{}", lingkup.batas_sql(args, 0))
}

/// Whether activity `id_aktivitas` of kind `jenis` may be copied by a caller
/// with copy scope `lingkup` (false too when there is no such activity).
pub async fn dalam_lingkup(db: &Db, lingkup: &Lingkup, id_aktivitas: i64, jenis: &str) -> AppResult<bool> {
    let mut args = vec![Arg::Int(id_aktivitas), Arg::Text(jenis.to_owned())];
    let dalam = syarat_lingkup(lingkup, &mut args);
    let sql = format!(
        "SELECT COUNT(*) AS n FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE a.id = $1 AND a.jenis = $2 AND {dalam}"
    );
    let (n,): (i64,) = bind_all(sqlx::query(&sql), &args).try_map(|r| <(i64,)>::from_row(&r)).fetch_one(db).await?;
    Ok(n > 0)
}
