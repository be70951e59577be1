//! SQL of the master-data import: programmes, periods, rooms and sessions by natural key, the campuses
//! they belong to, and the writes.

use crate::db::{self, Arg, Tx};
use crate::error::AppResult;

#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct Prodi {
    pub kode: String,
    pub nama: String,
    pub jenjang: String,
    pub id_kampus: i64,
}

#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct Periode {
    pub kode: i64,
    pub tahun: i64,
    pub semester: i64,
    pub tanggal_mulai: String,
    pub tanggal_selesai: String,
}

#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct Ruangan {
    pub nama: String,
    pub kapasitas: i64,
    pub id_kampus: i64,
}

/// A lecture session, its times as 'HH:MM:SS'.
#[derive(sqlx::FromRow, Debug, Clone, PartialEq)]
pub struct Sesi {
    pub nama: String,
    pub jam_mulai: String,
    pub jam_selesai: String,
}

/// (code, id) of the campuses.
pub async fn kampus(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT kode, id FROM kampus").fetch_all(&mut **tx).await?)
}

/// (id, programme) of every programme.
pub async fn prodi(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, Prodi)>> {
    dengan_id(tx, "SELECT id, kode, nama, jenjang, id_kampus FROM prodi").await
}

pub async fn periode(tx: &mut Tx<'_>) -> AppResult<Vec<Periode>> {
    Ok(sqlx::query_as::<_, Periode>("SELECT kode, tahun, semester, tanggal_mulai, tanggal_selesai FROM periode")
        .fetch_all(&mut **tx)
        .await?)
}

/// (id, room) of every room.
pub async fn ruangan(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, Ruangan)>> {
    dengan_id(tx, "SELECT id, nama, kapasitas, id_kampus FROM ruangan").await
}

/// Programme `id` (None: a new one) as `p` says.
pub async fn simpan_prodi(tx: &mut Tx<'_>, id: Option<i64>, p: &Prodi) -> AppResult<()> {
    let nilai = vec![Arg::Text(p.kode.clone()), Arg::Text(p.nama.clone()), Arg::Text(p.jenjang.clone()), Arg::Int(p.id_kampus)];
    simpan(tx, "prodi", &["kode", "nama", "jenjang", "id_kampus"], nilai, id).await
}

/// Period `p.kode` as `p` says; a new one is not the current period (Pengaturan chooses it).
pub async fn simpan_periode(tx: &mut Tx<'_>, baru: bool, p: &Periode) -> AppResult<()> {
    let sql = if baru {
        "INSERT INTO periode (kode, tahun, semester, tanggal_mulai, tanggal_selesai, is_berjalan) VALUES ($1, $2, $3, $4, $5, 0)"
    } else {
        "UPDATE periode SET tahun = $2, semester = $3, tanggal_mulai = $4, tanggal_selesai = $5 WHERE kode = $1"
    };
    sqlx::query(sql).bind(p.kode).bind(p.tahun).bind(p.semester).bind(&p.tanggal_mulai).bind(&p.tanggal_selesai).execute(&mut **tx).await?;
    Ok(())
}

/// Room `id` (None: a new one) as `r` says.
pub async fn simpan_ruangan(tx: &mut Tx<'_>, id: Option<i64>, r: &Ruangan) -> AppResult<()> {
    let nilai = vec![Arg::Text(r.nama.clone()), Arg::Int(r.kapasitas), Arg::Int(r.id_kampus)];
    simpan(tx, "ruangan", &["nama", "kapasitas", "id_kampus"], nilai, id).await
}

/// (id, session) of every lecture session.
pub async fn sesi(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, Sesi)>> {
    dengan_id(tx, "SELECT id, nama, jam_mulai, jam_selesai FROM sesi_kuliah").await
}

/// Session `id` (None: a new one) as `s` says; meetings keep their session id.
pub async fn simpan_sesi(tx: &mut Tx<'_>, id: Option<i64>, s: &Sesi) -> AppResult<()> {
    let nilai = vec![Arg::Text(s.nama.clone()), Arg::Text(s.jam_mulai.clone()), Arg::Text(s.jam_selesai.clone())];
    simpan(tx, "sesi_kuliah", &["nama", "jam_mulai", "jam_selesai"], nilai, id).await
}

/// Row `id` of `tabel` (None: a new one) with `kolom` set to `nilai`, in that order; the
/// names are this module's constants.
async fn simpan(tx: &mut Tx<'_>, tabel: &str, kolom: &[&str], mut nilai: Vec<Arg>, id: Option<i64>) -> AppResult<()> {
    let sql = match id {
        Some(id) => {
            let isi: Vec<String> = kolom.iter().enumerate().map(|(i, k)| format!("{k} = ${}", i + 1)).collect();
            nilai.push(Arg::Int(id));
            format!("UPDATE {tabel} SET {} WHERE id = ${}", isi.join(", "), kolom.len() + 1)
        }
        None => {
            let tanda: Vec<String> = (1..=kolom.len()).map(|i| format!("${i}")).collect();
            format!("INSERT INTO {tabel} ({}) VALUES ({})", kolom.join(", "), tanda.join(", "))
        }
    };
    db::bind_all(sqlx::query(&sql), &nilai).execute(&mut **tx).await?;
    Ok(())
}

/// A row with its id first, the rest read as `T`.
#[derive(sqlx::FromRow)]
struct DenganId<T> {
    id: i64,
    #[sqlx(flatten)]
    isi: T,
}

/// (id, row) of what `sql` selects: `id` and then `T`'s columns.
async fn dengan_id<T>(tx: &mut Tx<'_>, sql: &str) -> AppResult<Vec<(i64, T)>>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let baris = sqlx::query_as::<_, DenganId<T>>(sql).fetch_all(&mut **tx).await?;
    Ok(baris.into_iter().map(|b| (b.id, b.isi)).collect())
}
