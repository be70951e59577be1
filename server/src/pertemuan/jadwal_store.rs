//! SQL of a meeting's schedule: the sessions and rooms to pick from, the
//! class's teachers, the clash queries against the timetable, and the
//! writes of the edit dialog.

use super::model::SesiKuliah;
use crate::db::{Db, Tx};
use crate::error::{AppError, AppResult};
use crate::kehadiran::model::ParameterKehadiran;
use crate::kelas::model::{JabatanDosen, JenisPertemuan, KategoriPertemuan};

pub async fn sesi(db: &Db) -> AppResult<Vec<SesiKuliah>> {
    Ok(sqlx::query_as("SELECT id, nama, jam_mulai, jam_selesai FROM sesi_kuliah ORDER BY jam_mulai, id").fetch_all(db).await?)
}

#[derive(sqlx::FromRow)]
pub struct RuanganDb {
    pub id: i64,
    pub nama: String,
    pub kapasitas: i64,
    pub terpakai: i64,
}

/// Every room by name with its bookings by offline meetings (not `id_pertemuan`)
/// between `mulai` and `selesai`; 0 when `mulai` is empty.
pub async fn ruangan(db: &Db, mulai: String, selesai: String, id_pertemuan: i64) -> AppResult<Vec<RuanganDb>> {
    Ok(sqlx::query_as(
        "SELECT r.id, r.nama, r.kapasitas,
                CASE WHEN $1 = '' THEN 0 ELSE (SELECT COUNT(*) FROM pertemuan p WHERE p.id_ruangan = r.id AND p.jenis <> 'online'
                  AND p.waktu_mulai < $2 AND p.waktu_selesai > $1 AND p.id <> $3) END AS terpakai
         FROM ruangan r ORDER BY r.nama",
    )
    .bind(mulai)
    .bind(selesai)
    .bind(id_pertemuan)
    .fetch_all(db)
    .await?)
}

#[derive(sqlx::FromRow)]
pub struct PengajarDb {
    pub id: i64,
    pub jabatan: JabatanDosen,
    pub gelar_depan: String,
    pub nama: String,
    pub gelar_akademik: String,
    pub dipilih: i64,
    pub ada_pilihan: i64,
}

/// The class's teachers in order, whether meeting `id_pertemuan` names them and whether it names any.
pub async fn pengajar(db: &Db, id_kelas: i64, id_pertemuan: i64) -> AppResult<Vec<PengajarDb>> {
    Ok(sqlx::query_as(
        "SELECT kp.id_dosen AS id, kp.jabatan, d.gelar_depan, u.nama, d.gelar_akademik,
                (SELECT COUNT(*) FROM pertemuan_pengajar pp WHERE pp.id_pertemuan = $2 AND pp.id_dosen = kp.id_dosen) AS dipilih,
                (SELECT COUNT(*) FROM pertemuan_pengajar pp WHERE pp.id_pertemuan = $2) AS ada_pilihan
         FROM kelas_pengajar kp JOIN dosen d ON d.id_user = kp.id_dosen JOIN users u ON u.id = kp.id_dosen
         WHERE kp.id_kelas = $1 ORDER BY kp.urutan, u.nama",
    )
    .bind(id_kelas)
    .bind(id_pertemuan)
    .fetch_all(db)
    .await?)
}

/// The schedule fields of a meeting the attendance row does not carry.
#[derive(sqlx::FromRow)]
pub struct JadwalDb {
    pub deskripsi: String,
    pub id_sesi: Option<i64>,
    pub id_ruangan: Option<i64>,
}

pub async fn jadwal(db: &Db, id: i64) -> AppResult<JadwalDb> {
    Ok(sqlx::query_as("SELECT deskripsi, id_sesi, id_ruangan FROM pertemuan WHERE id = $1").bind(id).fetch_one(db).await?)
}

// ---------------------------------------------------------------- clashes

#[derive(sqlx::FromRow)]
pub struct BentrokRow {
    pub id: i64,
    pub kode: String,
    pub nama_kelas: String,
    pub nomor: i64,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub keterangan: String,
    pub gabungan: i64,
}

const BENTROK_KOLOM: &str = "SELECT p.id, mk.kode, k.nama AS nama_kelas, p.nomor, p.judul, p.waktu_mulai, p.waktu_selesai";
const BENTROK_GABUNG: &str = "FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah";
/// $1 start, $2 end, $3 own meeting (0 when new), $4 class, $5 its course, $6 its period.
const BENTROK_WAKTU: &str = "p.waktu_mulai < $2 AND p.waktu_selesai > $1 AND p.id <> $3";
const GABUNGAN: &str = "CASE WHEN k.id_mata_kuliah = $5 AND k.periode = $6 AND k.id <> $4 THEN 1 ELSE 0 END AS gabungan";

/// The rows of one clash query, its six parameters bound in order.
async fn ambil(conn: &mut sqlx::AnyConnection, sql: &str, (j, mk, periode): (&Jadwal<'_>, i64, i64)) -> AppResult<Vec<BentrokRow>> {
    Ok(sqlx::query_as::<_, BentrokRow>(sql)
        .bind(j.mulai.to_string())
        .bind(j.selesai.to_string())
        .bind(j.id_pertemuan)
        .bind(j.id_kelas)
        .bind(mk)
        .bind(periode)
        .fetch_all(&mut *conn)
        .await?)
}

/// What a schedule clashes with.
pub struct Jadwal<'a> {
    pub id_kelas: i64,
    pub id_pertemuan: i64,
    pub mulai: &'a str,
    pub selesai: &'a str,
    pub id_ruangan: Option<i64>,
    pub pengajar: &'a [i64],
}

/// The meetings a schedule clashes with, per kind, in time order.
pub struct BarisBentrok {
    /// The class's own meetings.
    pub kelas: Vec<BentrokRow>,
    /// Other classes' offline meetings in the room.
    pub ruangan: Vec<BentrokRow>,
    /// Other classes' meetings taught by one of the teachers.
    pub pengajar: Vec<BentrokRow>,
}

/// On `conn`: a saving transaction checks on its own connection, under its lock.
pub async fn bentrok(conn: &mut sqlx::AnyConnection, j: &Jadwal<'_>) -> AppResult<BarisBentrok> {
    let (mk, periode): (i64, i64) = sqlx::query_as("SELECT id_mata_kuliah, periode FROM kelas_kuliah WHERE id = $1")
        .bind(j.id_kelas)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or_else(|| AppError::not_found("Kelas"))?;
    let args = (j, mk, periode);
    let kelas = ambil(
        conn,
        &format!("{BENTROK_KOLOM}, '' AS keterangan, 0 AS gabungan {BENTROK_GABUNG} WHERE {BENTROK_WAKTU} AND p.id_kelas = $4 AND $5 = $5 AND $6 = $6 ORDER BY p.waktu_mulai"),
        args,
    )
    .await?;
    let ruangan = match j.id_ruangan {
        Some(r) => {
            let sql = format!(
                "{BENTROK_KOLOM}, rg.nama AS keterangan, {GABUNGAN} {BENTROK_GABUNG} JOIN ruangan rg ON rg.id = p.id_ruangan
                 WHERE {BENTROK_WAKTU} AND p.id_kelas <> $4 AND p.jenis <> 'online' AND p.id_ruangan = {r} ORDER BY p.waktu_mulai"
            );
            ambil(conn, &sql, args).await?
        }
        None => Vec::new(),
    };
    let pengajar = if j.pengajar.is_empty() {
        Vec::new()
    } else {
        let daftar: Vec<String> = j.pengajar.iter().map(i64::to_string).collect();
        let sql = format!(
            "{BENTROK_KOLOM}, u.nama AS keterangan, {GABUNGAN} {BENTROK_GABUNG}
             JOIN kelas_pengajar kp ON kp.id_kelas = p.id_kelas JOIN users u ON u.id = kp.id_dosen
             WHERE {BENTROK_WAKTU} AND p.id_kelas <> $4 AND kp.id_dosen IN ({})
               AND (NOT EXISTS (SELECT 1 FROM pertemuan_pengajar pp WHERE pp.id_pertemuan = p.id)
                    OR EXISTS (SELECT 1 FROM pertemuan_pengajar pp WHERE pp.id_pertemuan = p.id AND pp.id_dosen = kp.id_dosen))
             ORDER BY p.waktu_mulai",
            daftar.join(", ")
        );
        ambil(conn, &sql, args).await?
    };
    Ok(BarisBentrok { kelas, ruangan, pengajar })
}

// ---------------------------------------------------------------- saving

/// PostgreSQL's lock of schedule changes, held until the transaction ends.
pub async fn kunci_jadwal(tx: &mut Tx<'_>) -> AppResult<()> {
    sqlx::query("SELECT pg_advisory_xact_lock(727275)").execute(&mut **tx).await?;
    Ok(())
}

/// The meeting's data fields and attendance parameters.
pub async fn ubah_data(
    tx: &mut Tx<'_>,
    id: i64,
    judul: &str,
    (jenis, kategori): (JenisPertemuan, KategoriPertemuan),
    deskripsi: &str,
    parameter: &ParameterKehadiran,
) -> AppResult<()> {
    let flag = |b: bool| b as i64;
    sqlx::query(
        "UPDATE pertemuan SET judul = $2, jenis = $3, kategori = $4, deskripsi = $5, hadir_vidcon = $6, kerjakan_kuis_ujian = $7,
           kerjakan_tugas = $8, posting_forum = $9, unduh_materi = $10 WHERE id = $1",
    )
    .bind(id)
    .bind(judul)
    .bind(jenis)
    .bind(kategori)
    .bind(deskripsi)
    .bind(flag(parameter.hadir_vidcon))
    .bind(flag(parameter.kerjakan_kuis_ujian))
    .bind(flag(parameter.kerjakan_tugas))
    .bind(flag(parameter.posting_forum))
    .bind(flag(parameter.unduh_materi))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The meeting's times, session and room (None: no room).
pub async fn ubah_jadwal(tx: &mut Tx<'_>, id: i64, (mulai, selesai): (&str, &str), id_sesi: i64, id_ruangan: Option<i64>) -> AppResult<()> {
    let ruangan = id_ruangan.map_or("NULL".to_string(), |r| r.to_string());
    sqlx::query(&format!("UPDATE pertemuan SET waktu_mulai = $2, waktu_selesai = $3, id_sesi = $4, id_ruangan = {ruangan} WHERE id = $1"))
        .bind(id)
        .bind(mulai)
        .bind(selesai)
        .bind(id_sesi)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Forgets which teachers meeting `id` names (then all of the class's teach it).
pub async fn hapus_pengajar(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    sqlx::query("DELETE FROM pertemuan_pengajar WHERE id_pertemuan = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}

pub async fn sisip_pengajar(tx: &mut Tx<'_>, id: i64, id_dosen: i64) -> AppResult<()> {
    sqlx::query("INSERT INTO pertemuan_pengajar (id_pertemuan, id_dosen) VALUES ($1, $2)")
        .bind(id)
        .bind(id_dosen)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// An online meeting is in no room.
pub async fn lepas_ruangan(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    sqlx::query("UPDATE pertemuan SET id_ruangan = NULL WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}
