//! SQL of materials and their recorded uses.

use super::model::*;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::kelas::model::JenisPertemuan;
use crate::pertemuan::store::CariSalinan;

/// What the access rules need to know of a material.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct MateriRef {
    pub id: i64,
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub waktu_mulai_tampil: String,
}

pub async fn cari_ref(db: &Db, id: i64) -> AppResult<Option<MateriRef>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.id_kelas, a.waktu_mulai AS waktu_mulai_tampil
         FROM aktivitas a JOIN materi m ON m.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

#[derive(sqlx::FromRow)]
struct MateriDb {
    id: i64,
    id_pertemuan: i64,
    judul: String,
    deskripsi: String,
    tipe_file: String,
    jenis_materi: String,
    id_berkas: Option<String>,
    status_pratinjau: Option<String>,
    nama_berkas: Option<String>,
    ukuran_berkas: Option<i64>,
    file_url: Option<String>,
    tampil_sekarang: i64,
    waktu_mulai: String,
    is_syarat_hadir: i64,
    deadline: Option<String>,
    pembuat: Option<String>,
}

const PILIH: &str = "SELECT a.id, a.id_pertemuan, a.judul, m.deskripsi, m.tipe_file, m.jenis_materi, m.id_berkas,
        bp.status AS status_pratinjau, b.nama AS nama_berkas, b.ukuran AS ukuran_berkas, m.file_url, m.tampil_sekarang,
        a.waktu_mulai, m.is_syarat_hadir, m.deadline, u.nama AS pembuat
     FROM aktivitas a JOIN materi m ON m.id_aktivitas = a.id
     LEFT JOIN berkas b ON b.id = m.id_berkas LEFT JOIN berkas_pratinjau bp ON bp.id_berkas = m.id_berkas
     LEFT JOIN users u ON u.id = a.id_pembuat";

fn detail(r: MateriDb) -> AppResult<MateriDetail> {
    let rusak = |what: &str| AppError::from(anyhow::anyhow!("materi {}: {what} tidak dikenal", r.id));
    let pratinjau_url = match (&r.id_berkas, r.status_pratinjau.as_deref()) {
        (Some(id), Some("siap")) => Some(crate::berkas::pratinjau::url(id)),
        _ => None,
    };
    let file = crate::berkas::info(r.id_berkas, r.nama_berkas, r.ukuran_berkas);
    Ok(MateriDetail {
        id: r.id,
        id_pertemuan: r.id_pertemuan,
        tipe_file: TipeFile::parse(&r.tipe_file).ok_or_else(|| rusak("tipe_file"))?,
        jenis_materi: JenisMateri::parse(&r.jenis_materi).ok_or_else(|| rusak("jenis_materi"))?,
        judul: r.judul,
        deskripsi: r.deskripsi,
        file,
        pratinjau_url,
        file_url: r.file_url,
        tampil_sekarang: r.tampil_sekarang != 0,
        waktu_mulai_tampil: r.waktu_mulai,
        is_syarat_hadir: r.is_syarat_hadir != 0,
        deadline: r.deadline,
        created_by: PembuatMateri { name: r.pembuat.unwrap_or_default() },
        akses_saya: None,
        jumlah_akses: None,
        jumlah_peserta: None,
    })
}

pub async fn muat(db: &Db, id: i64) -> AppResult<MateriDetail> {
    let row: MateriDb = sqlx::query_as(&format!("{PILIH} WHERE a.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await?
        .ok_or_else(|| AppError::not_found("Materi"))?;
    detail(row)
}

/// The materials of a meeting; `sampai` (UTC text) hides those displayed later (students).
pub async fn per_pertemuan(db: &Db, id_pertemuan: i64, sampai: Option<&str>) -> AppResult<Vec<MateriDetail>> {
    let rows: Vec<MateriDb> =
        sqlx::query_as(&format!("{PILIH} WHERE a.id_pertemuan = $1 AND ($2 = '' OR a.waktu_mulai <= $2) ORDER BY a.id"))
            .bind(id_pertemuan)
            .bind(sampai.unwrap_or(""))
            .fetch_all(db)
            .await?;
    rows.into_iter().map(detail).collect()
}

#[derive(sqlx::FromRow)]
struct AksesDb {
    id_aktivitas: i64,
    cara: String,
    waktu: String,
    tepat_waktu: Option<i64>,
}

fn akses(r: AksesDb) -> AppResult<(i64, AksesMateri)> {
    let cara = CaraAkses::parse(&r.cara).ok_or_else(|| AppError::from(anyhow::anyhow!("cara akses '{}' tidak dikenal", r.cara)))?;
    Ok((r.id_aktivitas, AksesMateri { cara, waktu: r.waktu, tepat_waktu: r.tepat_waktu.map(|t| t != 0) }))
}

/// A student's recorded uses of the materials of a meeting, by material.
pub async fn akses_mahasiswa(db: &Db, id_pertemuan: i64, id_mahasiswa: i64) -> AppResult<Vec<(i64, AksesMateri)>> {
    let rows: Vec<AksesDb> = sqlx::query_as(
        "SELECT x.id_aktivitas, x.cara, x.waktu, x.tepat_waktu FROM materi_akses x
         JOIN aktivitas a ON a.id = x.id_aktivitas WHERE a.id_pertemuan = $1 AND x.id_mahasiswa = $2",
    )
    .bind(id_pertemuan)
    .bind(id_mahasiswa)
    .fetch_all(db)
    .await?;
    rows.into_iter().map(akses).collect()
}

/// How many students have a recorded use, per material of a meeting.
pub async fn jumlah_akses(db: &Db, id_pertemuan: i64) -> AppResult<Vec<(i64, i64)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        id_aktivitas: i64,
        n: i64,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT x.id_aktivitas, COUNT(*) AS n FROM materi_akses x JOIN aktivitas a ON a.id = x.id_aktivitas
         WHERE a.id_pertemuan = $1 GROUP BY x.id_aktivitas",
    )
    .bind(id_pertemuan)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| (r.id_aktivitas, r.n)).collect())
}

/// Records a use once: the first record stays (idempotent), and is returned.
pub async fn catat_akses(
    db: &Db,
    id: i64,
    id_mahasiswa: i64,
    cara: CaraAkses,
    persen: Option<i64>,
    tepat_waktu: Option<bool>,
    waktu: &str,
) -> AppResult<AksesMateri> {
    let tepat = tepat_waktu.map(i64::from);
    // A bound NULL integer reaches PostgreSQL untyped (db.rs): NULLs are written literally.
    let sql = format!(
        "INSERT INTO materi_akses (id_aktivitas, id_mahasiswa, cara, persen, tepat_waktu, waktu) VALUES ($1, $2, $3, {}, {}, $4)
         ON CONFLICT (id_aktivitas, id_mahasiswa) DO NOTHING",
        persen.map_or("NULL".to_string(), |p| p.to_string()),
        tepat.map_or("NULL".to_string(), |t| t.to_string()),
    );
    sqlx::query(&sql).bind(id).bind(id_mahasiswa).bind(cara.as_str()).bind(waktu).execute(db).await?;
    let row: AksesDb =
        sqlx::query_as("SELECT id_aktivitas, cara, waktu, tepat_waktu FROM materi_akses WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
            .bind(id)
            .bind(id_mahasiswa)
            .fetch_one(db)
            .await?;
    Ok(akses(row)?.1)
}

/// Materials of other classes for the copy table, a page of them and how many in all.
pub async fn salinan(db: &Db, cari: &CariSalinan) -> AppResult<(Vec<MateriSalinan>, i64)> {
    #[derive(sqlx::FromRow)]
    struct Row {
        id: i64,
        tipe_file: String,
        judul: String,
        id_berkas: Option<String>,
        nama_berkas: Option<String>,
        ukuran_berkas: Option<i64>,
        file_url: Option<String>,
        nama_mk: String,
        nama_kelas: String,
        nomor: i64,
        pembuat: Option<String>,
    }
    let rows: Vec<Row> = cari
        .baris(
            db,
            "a.id, m.tipe_file, a.judul, m.id_berkas, b.nama AS nama_berkas, b.ukuran AS ukuran_berkas, m.file_url,
             mk.nama AS nama_mk, k.nama AS nama_kelas, p.nomor, u.nama AS pembuat",
        )
        .await?;
    let data = rows
        .into_iter()
        .map(|r| {
            Ok(MateriSalinan {
                id: r.id,
                tipe_file: TipeFile::parse(&r.tipe_file).ok_or_else(|| AppError::from(anyhow::anyhow!("tipe_file tidak dikenal")))?,
                judul: r.judul,
                file: crate::berkas::info(r.id_berkas, r.nama_berkas, r.ukuran_berkas),
                file_url: r.file_url,
                kelas: format!("{} ({})", r.nama_mk, r.nama_kelas),
                pertemuan: r.nomor,
                pengunggah: r.pembuat.unwrap_or_default(),
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    Ok((data, cari.jumlah(db).await?))
}

/// The detail joins of the material copy table.
pub const SALINAN_JOIN: &str = "JOIN materi m ON m.id_aktivitas = a.id LEFT JOIN berkas b ON b.id = m.id_berkas";

/// The raw row a copy starts from.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct SumberSalinan {
    pub id: i64,
    pub judul: String,
    pub deskripsi: String,
    pub tipe_file: String,
    pub jenis_materi: String,
    pub id_berkas: Option<String>,
    pub file_url: Option<String>,
    pub id_mata_kuliah: i64,
    pub id_kelas: i64,
}

pub async fn sumber_salinan(db: &Db, id: i64) -> AppResult<Option<SumberSalinan>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.judul, m.deskripsi, m.tipe_file, m.jenis_materi, m.id_berkas, m.file_url, k.id_mata_kuliah, k.id AS id_kelas
         FROM aktivitas a JOIN materi m ON m.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas WHERE a.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

use crate::db::Tx;

/// The meeting a material goes into.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct PertemuanMateri {
    pub id: i64,
    pub id_kelas: i64,
    pub jenis: JenisPertemuan,
    pub waktu_selesai: String,
}

pub async fn pertemuan(db: &Db, id: i64) -> AppResult<Option<PertemuanMateri>> {
    Ok(sqlx::query_as("SELECT id, id_kelas, jenis, waktu_selesai FROM pertemuan WHERE id = $1").bind(id).fetch_optional(db).await?)
}

/// The material part of an activity as saved (the description already sanitised).
pub struct IsiMateri<'a> {
    pub deskripsi: &'a str,
    pub tipe: TipeFile,
    pub jenis: JenisMateri,
    pub id_berkas: Option<&'a str>,
    pub file_url: Option<&'a str>,
    pub tampil_sekarang: bool,
    pub is_syarat_hadir: bool,
    pub deadline: Option<&'a str>,
}

/// `$n` when there is a value, a literal NULL when there is none (a bound
/// NULL text reaches PostgreSQL untyped); the value is bound either way so
/// the placeholders keep their numbers.
fn opsi(v: Option<&str>, n: usize) -> String {
    match v {
        Some(_) => format!("${n}"),
        None => format!("NULLIF(${n}, ${n})"),
    }
}

/// The material part of activity `id`, written or replaced.
pub async fn simpan(tx: &mut Tx<'_>, id: i64, m: &IsiMateri<'_>) -> AppResult<()> {
    sqlx::query(&format!(
        "INSERT INTO materi (id_aktivitas, deskripsi, tipe_file, jenis_materi, id_berkas, file_url, tampil_sekarang, is_syarat_hadir, deadline)
         VALUES ($1, $2, $3, $4, {}, {}, $5, $6, {})
         ON CONFLICT (id_aktivitas) DO UPDATE SET deskripsi = excluded.deskripsi, tipe_file = excluded.tipe_file,
           jenis_materi = excluded.jenis_materi, id_berkas = excluded.id_berkas, file_url = excluded.file_url,
           tampil_sekarang = excluded.tampil_sekarang, is_syarat_hadir = excluded.is_syarat_hadir, deadline = excluded.deadline",
        opsi(m.id_berkas, 7),
        opsi(m.file_url, 8),
        opsi(m.deadline, 9)
    ))
    .bind(id)
    .bind(m.deskripsi)
    .bind(m.tipe.as_str())
    .bind(m.jenis.as_str())
    .bind(m.tampil_sekarang as i64)
    .bind(m.is_syarat_hadir as i64)
    .bind(m.id_berkas.unwrap_or_default())
    .bind(m.file_url.unwrap_or_default())
    .bind(m.deadline.unwrap_or_default())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Material `id` with its recorded uses and its activity row.
pub async fn hapus(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    for sql in [
        "DELETE FROM materi_akses WHERE id_aktivitas = $1",
        "DELETE FROM materi WHERE id_aktivitas = $1",
        "DELETE FROM aktivitas WHERE id = $1",
    ] {
        sqlx::query(sql).bind(id).execute(&mut **tx).await?;
    }
    Ok(())
}
