//! SQL of the master-data import: programmes, periods and rooms by natural key, the campuses
//! they belong to, and the writes.

use crate::db::Tx;
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

/// (code, id) of the campuses.
pub async fn kampus(tx: &mut Tx<'_>) -> AppResult<Vec<(String, i64)>> {
    Ok(sqlx::query_as::<_, (String, i64)>("SELECT kode, id FROM kampus").fetch_all(&mut **tx).await?)
}

/// (id, programme) of every programme.
pub async fn prodi(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, Prodi)>> {
    #[derive(sqlx::FromRow)]
    struct Baris {
        id: i64,
        #[sqlx(flatten)]
        isi: Prodi,
    }
    let baris = sqlx::query_as::<_, Baris>("SELECT id, kode, nama, jenjang, id_kampus FROM prodi").fetch_all(&mut **tx).await?;
    Ok(baris.into_iter().map(|b| (b.id, b.isi)).collect())
}

pub async fn periode(tx: &mut Tx<'_>) -> AppResult<Vec<Periode>> {
    Ok(sqlx::query_as::<_, Periode>("SELECT kode, tahun, semester, tanggal_mulai, tanggal_selesai FROM periode")
        .fetch_all(&mut **tx)
        .await?)
}

/// (id, room) of every room.
pub async fn ruangan(tx: &mut Tx<'_>) -> AppResult<Vec<(i64, Ruangan)>> {
    #[derive(sqlx::FromRow)]
    struct Baris {
        id: i64,
        #[sqlx(flatten)]
        isi: Ruangan,
    }
    let baris = sqlx::query_as::<_, Baris>("SELECT id, nama, kapasitas, id_kampus FROM ruangan").fetch_all(&mut **tx).await?;
    Ok(baris.into_iter().map(|b| (b.id, b.isi)).collect())
}

/// Programme `id` (None: a new one) as `p` says.
pub async fn simpan_prodi(tx: &mut Tx<'_>, id: Option<i64>, p: &Prodi) -> AppResult<()> {
    let sql = match id {
        Some(_) => "UPDATE prodi SET kode = $1, nama = $2, jenjang = $3, id_kampus = $4 WHERE id = $5",
        None => "INSERT INTO prodi (kode, nama, jenjang, id_kampus) VALUES ($1, $2, $3, $4)",
    };
    let mut q = sqlx::query(sql).bind(&p.kode).bind(&p.nama).bind(&p.jenjang).bind(p.id_kampus);
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.execute(&mut **tx).await?;
    Ok(())
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
    let sql = match id {
        Some(_) => "UPDATE ruangan SET nama = $1, kapasitas = $2, id_kampus = $3 WHERE id = $4",
        None => "INSERT INTO ruangan (nama, kapasitas, id_kampus) VALUES ($1, $2, $3)",
    };
    let mut q = sqlx::query(sql).bind(&r.nama).bind(r.kapasitas).bind(r.id_kampus);
    if let Some(id) = id {
        q = q.bind(id);
    }
    q.execute(&mut **tx).await?;
    Ok(())
}
