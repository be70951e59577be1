//! SQL of the academic import: what the LMS holds, by natural key, and the writes.

use std::collections::HashMap;

use super::aturan::Orang;
use super::model::JenisOrang;
use crate::akun::password::SANDI_BELUM_ADA;
use crate::db::Tx;
use crate::error::AppResult;

/// A student or lecturer the LMS holds, as the import compares them.
#[derive(sqlx::FromRow, Debug, Clone)]
pub struct OrangAda {
    pub id_user: i64,
    pub nomor_induk: String,
    pub nama: String,
    pub email: String,
    pub telepon: String,
    pub id_prodi: i64,
    pub angkatan: i64,
    pub gelar_depan: String,
    pub gelar_akademik: String,
}

pub async fn prodi_per_kode(tx: &mut Tx<'_>) -> AppResult<HashMap<String, i64>> {
    let rows = sqlx::query_as::<_, (String, i64)>("SELECT kode, id FROM prodi").fetch_all(&mut **tx).await?;
    Ok(rows.into_iter().map(|(kode, id)| (kode.to_lowercase(), id)).collect())
}

/// Every username, with its account's id.
pub async fn username(tx: &mut Tx<'_>) -> AppResult<HashMap<String, i64>> {
    let rows = sqlx::query_as::<_, (String, i64)>("SELECT username, id FROM users").fetch_all(&mut **tx).await?;
    Ok(rows.into_iter().collect())
}

/// The students (by NIM) or lecturers (by NIDN) the LMS holds.
pub async fn orang(tx: &mut Tx<'_>, jenis: JenisOrang) -> AppResult<HashMap<String, OrangAda>> {
    let sql = match jenis {
        JenisOrang::Mahasiswa => {
            "SELECT u.id AS id_user, m.nim AS nomor_induk, u.nama, u.email, u.telepon, m.id_prodi, m.angkatan,
                    '' AS gelar_depan, '' AS gelar_akademik
             FROM mahasiswa m JOIN users u ON u.id = m.id_user"
        }
        JenisOrang::Dosen => {
            "SELECT u.id AS id_user, d.nidn AS nomor_induk, u.nama, u.email, u.telepon, d.id_prodi, CAST(0 AS BIGINT) AS angkatan,
                    d.gelar_depan, d.gelar_akademik
             FROM dosen d JOIN users u ON u.id = d.id_user"
        }
    };
    let rows = sqlx::query_as::<_, OrangAda>(sql).fetch_all(&mut **tx).await?;
    Ok(rows.into_iter().map(|o| (o.nomor_induk.clone(), o)).collect())
}

/// A new account for `o`, its username the nomor induk.
pub async fn tambah(tx: &mut Tx<'_>, jenis: JenisOrang, o: &Orang, id_prodi: i64, now: &str) -> AppResult<i64> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO users (username, password_hash, role, nama, email, telepon, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(&o.nomor_induk)
    .bind(SANDI_BELUM_ADA)
    .bind(jenis.role())
    .bind(&o.nama)
    .bind(o.email.as_deref().unwrap_or(""))
    .bind(o.telepon.as_deref().unwrap_or(""))
    .bind(now)
    .fetch_one(&mut **tx)
    .await?;
    match jenis {
        JenisOrang::Mahasiswa => {
            sqlx::query("INSERT INTO mahasiswa (id_user, nim, id_prodi, angkatan) VALUES ($1, $2, $3, $4)")
                .bind(id)
                .bind(&o.nomor_induk)
                .bind(id_prodi)
                .bind(o.angkatan)
                .execute(&mut **tx)
                .await?;
        }
        JenisOrang::Dosen => {
            sqlx::query("INSERT INTO dosen (id_user, nidn, gelar_depan, gelar_akademik, id_prodi) VALUES ($1, $2, $3, $4, $5)")
                .bind(id)
                .bind(&o.nomor_induk)
                .bind(o.gelar_depan.as_deref().unwrap_or(""))
                .bind(o.gelar_belakang.as_deref().unwrap_or(""))
                .bind(id_prodi)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(id)
}

/// `ada` as `o` says, in place: the account's id (and what hangs on it) stays.
pub async fn ubah(tx: &mut Tx<'_>, jenis: JenisOrang, ada: &OrangAda, o: &Orang, id_prodi: i64) -> AppResult<()> {
    sqlx::query("UPDATE users SET nama = $1, email = $2, telepon = $3 WHERE id = $4")
        .bind(&o.nama)
        .bind(o.email.as_deref().unwrap_or(&ada.email))
        .bind(o.telepon.as_deref().unwrap_or(&ada.telepon))
        .bind(ada.id_user)
        .execute(&mut **tx)
        .await?;
    match jenis {
        JenisOrang::Mahasiswa => {
            sqlx::query("UPDATE mahasiswa SET id_prodi = $1, angkatan = $2 WHERE id_user = $3")
                .bind(id_prodi)
                .bind(o.angkatan)
                .bind(ada.id_user)
                .execute(&mut **tx)
                .await?;
        }
        JenisOrang::Dosen => {
            sqlx::query("UPDATE dosen SET id_prodi = $1, gelar_depan = $2, gelar_akademik = $3 WHERE id_user = $4")
                .bind(id_prodi)
                .bind(o.gelar_depan.as_deref().unwrap_or(&ada.gelar_depan))
                .bind(o.gelar_belakang.as_deref().unwrap_or(&ada.gelar_akademik))
                .bind(ada.id_user)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}
