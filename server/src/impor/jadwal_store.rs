//! SQL of the timetable import: the classes with their weekly slot and meetings, the rooms, and
//! the writes of a slot and its meetings.

use crate::db::{self, Arg, Tx};
use crate::error::AppResult;

/// A class the timetable names: its key, mode, period dates and current weekly slot.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct KelasJadwal {
    pub id: i64,
    pub periode: i64,
    pub kode_mk: String,
    pub nama: String,
    pub mode_kuliah: String,
    pub tanggal_mulai: String,
    /// The class's first weekly slot, if it has one.
    pub hari: Option<i64>,
    pub jam_mulai: Option<String>,
    pub jam_selesai: Option<String>,
    pub id_ruangan: Option<i64>,
}

/// A meeting that has not started: the ones a new slot moves.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct PertemuanNanti {
    pub id: i64,
    pub id_kelas: i64,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_ruangan: Option<i64>,
    pub id_sesi: Option<i64>,
}

pub async fn kelas(tx: &mut Tx<'_>) -> AppResult<Vec<KelasJadwal>> {
    Ok(sqlx::query_as::<_, KelasJadwal>(
        "SELECT k.id, k.periode, mk.kode AS kode_mk, k.nama, k.mode_kuliah, p.tanggal_mulai,
                j.hari, j.jam_mulai, j.jam_selesai, j.id_ruangan
         FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah JOIN periode p ON p.kode = k.periode
         LEFT JOIN jadwal j ON j.id = (SELECT MIN(x.id) FROM jadwal x WHERE x.id_kelas = k.id)",
    )
    .fetch_all(&mut **tx)
    .await?)
}

/// (class, meetings it has) of the classes with meetings.
pub async fn jumlah_pertemuan(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as::<_, (i64, i64)>("SELECT id_kelas, COUNT(*) FROM pertemuan GROUP BY id_kelas").fetch_all(&mut **tx).await?)
}

/// The meetings not started yet at `now`.
pub async fn pertemuan_nanti(tx: &mut Tx<'_>, now: &str) -> AppResult<Vec<PertemuanNanti>> {
    Ok(sqlx::query_as::<_, PertemuanNanti>(
        "SELECT id, id_kelas, waktu_mulai, waktu_selesai, id_ruangan, id_sesi FROM pertemuan
         WHERE status = 'belum_dimulai' AND waktu_mulai > $1 ORDER BY id_kelas, nomor",
    )
    .bind(now)
    .fetch_all(&mut **tx)
    .await?)
}

/// (name, id) of the rooms.
pub async fn ruangan(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT nama, id FROM ruangan").fetch_all(&mut **tx).await?)
}

/// (id, start, end) of the lecture sessions, by start.
pub async fn sesi(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, String, String)>> {
    Ok(sqlx::query_as::<_, (i64, String, String)>("SELECT id, jam_mulai, jam_selesai FROM sesi_kuliah ORDER BY jam_mulai, id")
        .fetch_all(&mut **tx)
        .await?)
}

/// Class `id`'s weekly slot becomes this one.
pub async fn ganti_jadwal(tx: &mut Tx<'_>, id: i64, hari: i64, jam_mulai: &str, jam_selesai: &str, ruangan: Option<i64>) -> AppResult<()> {
    sqlx::query("DELETE FROM jadwal WHERE id_kelas = $1").bind(id).execute(&mut **tx).await?;
    sqlx::query("INSERT INTO jadwal (id_kelas, hari, jam_mulai, jam_selesai, id_ruangan) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(hari)
        .bind(jam_mulai)
        .bind(jam_selesai)
        .bind(ruangan)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A meeting the timetable makes.
pub struct PertemuanBaru {
    pub id_kelas: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: String,
    pub kategori: &'static str,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_ruangan: Option<i64>,
    pub id_sesi: Option<i64>,
}

pub async fn tambah_pertemuan(tx: &mut Tx<'_>, baru: &[PertemuanBaru]) -> AppResult<()> {
    let baris: Vec<Vec<Arg>> = baru
        .iter()
        .map(|p| {
            vec![
                Arg::Int(p.id_kelas),
                Arg::Int(p.nomor),
                Arg::Text(p.judul.clone()),
                Arg::Text(p.jenis.clone()),
                Arg::Text(p.kategori.into()),
                Arg::Text("belum_dimulai".into()),
                Arg::Text(p.waktu_mulai.clone()),
                Arg::Text(p.waktu_selesai.clone()),
                p.id_ruangan.map_or(Arg::NullInt, Arg::Int),
                p.id_sesi.map_or(Arg::NullInt, Arg::Int),
            ]
        })
        .collect();
    let kolom = ["id_kelas", "nomor", "judul", "jenis", "kategori", "status", "waktu_mulai", "waktu_selesai", "id_ruangan", "id_sesi"];
    Ok(db::insert_banyak(tx, "pertemuan", &kolom, &baris).await?)
}

/// A meeting not started yet, moved to the new slot.
pub struct Pindah {
    pub id: i64,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub id_ruangan: Option<i64>,
    pub id_sesi: Option<i64>,
}

pub async fn pindahkan(tx: &mut Tx<'_>, p: &Pindah) -> AppResult<()> {
    sqlx::query(
        "UPDATE pertemuan SET waktu_mulai = $1, waktu_selesai = $2, id_ruangan = $3, id_sesi = $4
         WHERE id = $5 AND status = 'belum_dimulai'",
    )
    .bind(&p.waktu_mulai)
    .bind(&p.waktu_selesai)
    .bind(p.id_ruangan)
    .bind(p.id_sesi)
    .bind(p.id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
