//! Chat tables: chat_grup, chat_anggota, chat_pesan.

use std::collections::HashMap;

use sqlx::any::AnyRow;
use sqlx::Row;

use super::model::{AnggotaChat, DiskusiMahasiswa, PengirimPesan, PesanChat};
use crate::db::Db;
use crate::error::AppResult;

/// Most messages one answer carries.
pub const BATAS_PESAN: i64 = 100;

pub struct GrupBaru<'a> {
    pub id: &'a str,
    pub nama: &'a str,
    pub diskusi: &'a Diskusi,
    pub created_at: &'a str,
}

/// The discussion a chat id names: an individual task's (or an exam's) student
/// with the teachers, or a kelompok task's group with the teachers.
pub struct Diskusi {
    pub id_aktivitas: i64,
    /// The task's or exam's title.
    pub judul_tugas: String,
    pub id_kelas: i64,
    /// tugas (one student) | kelompok (a group) | ujian (one student about an exam).
    pub penggunaan: &'static str,
    /// An exam hidden from students (`policy::may_see_ujian`): its discussion is not there for them either.
    pub tersembunyi: bool,
    /// The students of the discussion (id_user): the one student, or the group's members.
    pub mahasiswa: Vec<i64>,
    /// The group's name when it is first made.
    pub nama: String,
    pub id_mahasiswa: Option<i64>,
    pub id_kelompok: Option<i64>,
}

#[derive(sqlx::FromRow)]
struct DiskusiDb {
    judul: String,
    id_kelas: i64,
    id_mahasiswa: i64,
    nama_mahasiswa: String,
    tersembunyi: i64,
}

/// The class's student `nim` with the individual task `id_aktivitas`.
pub async fn diskusi_individu(db: &Db, id_aktivitas: i64, nim: &str) -> AppResult<Option<Diskusi>> {
    diskusi_mahasiswa(db, id_aktivitas, nim, "a.jenis = 'tugas' AND a.sub_jenis = 'individu'", "0", "", "tugas").await
}

/// The class's student `nim` with the exam `id_aktivitas`.
pub async fn diskusi_ujian(db: &Db, id_aktivitas: i64, nim: &str) -> AppResult<Option<Diskusi>> {
    let ujian = "JOIN ujian uj ON uj.id_aktivitas = a.id";
    diskusi_mahasiswa(db, id_aktivitas, nim, "a.jenis = 'ujian'", "1 - uj.ditampilkan", ujian, "ujian").await
}

async fn diskusi_mahasiswa(
    db: &Db,
    id_aktivitas: i64,
    nim: &str,
    jenis: &str,
    tersembunyi: &str,
    gabung: &str,
    penggunaan: &'static str,
) -> AppResult<Option<Diskusi>> {
    let row: Option<DiskusiDb> = sqlx::query_as(&format!(
        "SELECT a.judul, p.id_kelas, m.id_user AS id_mahasiswa, u.nama AS nama_mahasiswa, {tersembunyi} AS tersembunyi
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan {gabung}
         JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas
         JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE a.id = $1 AND {jenis} AND m.nim = $2"
    ))
    .bind(id_aktivitas)
    .bind(nim)
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| Diskusi {
        id_aktivitas,
        nama: format!("Diskusi {} - {}", r.judul, r.nama_mahasiswa),
        judul_tugas: r.judul,
        id_kelas: r.id_kelas,
        penggunaan,
        tersembunyi: r.tersembunyi != 0,
        mahasiswa: vec![r.id_mahasiswa],
        id_mahasiswa: Some(r.id_mahasiswa),
        id_kelompok: None,
    }))
}

#[derive(sqlx::FromRow)]
struct KelompokDb {
    judul: String,
    id_kelas: i64,
    nama: String,
}

pub async fn diskusi_kelompok(db: &Db, id_aktivitas: i64, id_kelompok: i64) -> AppResult<Option<Diskusi>> {
    let row: Option<KelompokDb> = sqlx::query_as(
        "SELECT a.judul, p.id_kelas, g.nama FROM tugas_kelompok g
         JOIN aktivitas a ON a.id = g.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE g.id = $1 AND g.id_aktivitas = $2",
    )
    .bind(id_kelompok)
    .bind(id_aktivitas)
    .fetch_optional(db)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let mahasiswa: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1 ORDER BY urutan")
        .bind(id_kelompok)
        .fetch_all(db)
        .await?;
    Ok(Some(Diskusi {
        id_aktivitas,
        nama: format!("Diskusi {} - {}", r.judul, r.nama),
        judul_tugas: r.judul,
        id_kelas: r.id_kelas,
        penggunaan: "kelompok",
        tersembunyi: false,
        mahasiswa,
        id_mahasiswa: None,
        id_kelompok: Some(id_kelompok),
    }))
}

pub async fn nama(db: &Db, id: &str) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar("SELECT nama FROM chat_grup WHERE id = $1").bind(id).fetch_optional(db).await?)
}

/// Creates the group with its members; a group created meanwhile by another
/// request is kept as it is (and its missing members added).
pub async fn buat(db: &Db, grup: GrupBaru<'_>, anggota: &[(i64, &str)]) -> AppResult<()> {
    let mut tx = db.begin().await?;
    // A bound NULL integer reaches PostgreSQL untyped (db.rs): the absent id is written literally.
    let (kolom, nilai) = match (grup.diskusi.id_mahasiswa, grup.diskusi.id_kelompok) {
        (Some(m), _) => ("id_mahasiswa", m),
        (None, Some(k)) => ("id_kelompok", k),
        (None, None) => return Err(anyhow::anyhow!("grup diskusi {} tanpa mahasiswa atau kelompok", grup.id).into()),
    };
    sqlx::query(&format!(
        "INSERT INTO chat_grup (id, nama, penggunaan, id_aktivitas, {kolom}, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING"
    ))
    .bind(grup.id)
    .bind(grup.nama)
    .bind(grup.diskusi.penggunaan)
    .bind(grup.diskusi.id_aktivitas)
    .bind(nilai)
    .bind(grup.created_at)
    .execute(&mut *tx)
    .await?;
    for (id_user, peran) in anggota {
        tambah_anggota(&mut *tx, grup.id, *id_user, peran).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Removes a member (a student taken out of a task group).
pub async fn hapus_anggota<'e, E>(executor: E, id_grup: &str, id_user: i64) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("DELETE FROM chat_anggota WHERE id_grup = $1 AND id_user = $2").bind(id_grup).bind(id_user).execute(executor).await?;
    Ok(())
}

pub async fn is_anggota(db: &Db, id_grup: &str, id_user: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM chat_anggota WHERE id_grup = $1 AND id_user = $2")
        .bind(id_grup)
        .bind(id_user)
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

/// Adds a member unless already one.
pub async fn tambah_anggota<'e, E>(executor: E, id_grup: &str, id_user: i64, peran: &str) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("INSERT INTO chat_anggota (id_grup, id_user, peran) VALUES ($1, $2, $3) ON CONFLICT (id_grup, id_user) DO NOTHING")
        .bind(id_grup)
        .bind(id_user)
        .bind(peran)
        .execute(executor)
        .await?;
    Ok(())
}

pub async fn anggota(db: &Db, id_grup: &str) -> AppResult<Vec<AnggotaChat>> {
    let rows = sqlx::query(
        "SELECT u.id, u.nama, u.avatar_path, a.peran FROM chat_anggota a JOIN users u ON u.id = a.id_user
         WHERE a.id_grup = $1 ORDER BY a.peran DESC, u.nama",
    )
    .bind(id_grup)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let id_user: i64 = r.try_get("id")?;
            Ok(AnggotaChat {
                avatar_url: r.try_get::<Option<String>, _>("avatar_path")?.map(|_| format!("/lms/avatar/{id_user}")),
                id_user,
                nama: r.try_get("nama")?,
                peran: r.try_get("peran")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

const PESAN_SQL: &str = "SELECT m.id, m.isi, m.dikirim_pada, m.diubah_pada, m.id_user, u.nama,
        COALESCE(a.peran, CASE WHEN u.role = 'mahasiswa' THEN 'Mahasiswa' ELSE 'Dosen' END) AS peran
     FROM chat_pesan m JOIN users u ON u.id = m.id_user
     LEFT JOIN chat_anggota a ON a.id_grup = m.id_grup AND a.id_user = m.id_user
     WHERE m.id_grup = $1";

fn pesan_dari(r: AnyRow, saya: i64) -> Result<PesanChat, sqlx::Error> {
    let id_user: i64 = r.try_get("id_user")?;
    Ok(PesanChat {
        id: r.try_get("id")?,
        isi: r.try_get("isi")?,
        dikirim_pada: r.try_get("dikirim_pada")?,
        diubah_pada: r.try_get("diubah_pada")?,
        pengirim: PengirimPesan { id_user, nama: r.try_get("nama")?, peran: r.try_get("peran")? },
        milik_saya: id_user == saya,
    })
}

/// Oldest first: those after `setelah`, or the latest BATAS_PESAN.
pub async fn pesan(db: &Db, id_grup: &str, setelah: Option<i64>, saya: i64) -> AppResult<Vec<PesanChat>> {
    let rows = match setelah {
        Some(setelah) => {
            sqlx::query(&format!("{PESAN_SQL} AND m.id > $2 ORDER BY m.id LIMIT $3"))
                .bind(id_grup)
                .bind(setelah)
                .bind(BATAS_PESAN)
                .fetch_all(db)
                .await?
        }
        None => {
            let mut rows =
                sqlx::query(&format!("{PESAN_SQL} ORDER BY m.id DESC LIMIT $2")).bind(id_grup).bind(BATAS_PESAN).fetch_all(db).await?;
            rows.reverse();
            rows
        }
    };
    Ok(rows.into_iter().map(|r| pesan_dari(r, saya)).collect::<Result<_, _>>()?)
}

pub async fn satu_pesan(db: &Db, id_grup: &str, id: i64, saya: i64) -> AppResult<Option<PesanChat>> {
    let row = sqlx::query(&format!("{PESAN_SQL} AND m.id = $2")).bind(id_grup).bind(id).fetch_optional(db).await?;
    Ok(row.map(|r| pesan_dari(r, saya)).transpose()?)
}

pub async fn tambah_pesan<'e, E>(executor: E, id_grup: &str, id_user: i64, isi: &str, waktu: &str) -> AppResult<i64>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    Ok(sqlx::query_scalar("INSERT INTO chat_pesan (id_grup, id_user, isi, dikirim_pada) VALUES ($1, $2, $3, $4) RETURNING id")
        .bind(id_grup)
        .bind(id_user)
        .bind(isi)
        .bind(waktu)
        .fetch_one(executor)
        .await?)
}

pub async fn ubah_pesan<'e, E>(executor: E, id: i64, isi: &str, waktu: &str) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("UPDATE chat_pesan SET isi = $1, diubah_pada = $2 WHERE id = $3").bind(isi).bind(waktu).bind(id).execute(executor).await?;
    Ok(())
}

/// Moves the member's read mark forward (never back).
pub async fn tandai_dibaca(db: &Db, id_grup: &str, id_user: i64, sampai: i64) -> AppResult<()> {
    sqlx::query("UPDATE chat_anggota SET terakhir_dibaca = $1 WHERE id_grup = $2 AND id_user = $3 AND terakhir_dibaca < $1")
        .bind(sampai)
        .bind(id_grup)
        .bind(id_user)
        .execute(db)
        .await?;
    Ok(())
}

const BELUM_DIBACA: &str = "FROM chat_grup g
     JOIN chat_anggota a ON a.id_grup = g.id AND a.id_user = $2
     JOIN chat_pesan m ON m.id_grup = g.id AND m.id > a.terakhir_dibaca AND m.id_user <> $2";

pub async fn belum_dibaca(db: &Db, id_grup: &str, id_user: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar(&format!("SELECT COUNT(m.id) {BELUM_DIBACA} WHERE g.id = $1")).bind(id_grup).bind(id_user).fetch_one(db).await?)
}

/// Unread messages of `id_user` per student, over the task's (or exam's) discussions.
pub async fn belum_dibaca_per_mahasiswa(db: &Db, id_aktivitas: i64, id_user: i64) -> AppResult<HashMap<i64, i64>> {
    let rows =
        sqlx::query(&format!("SELECT g.id_mahasiswa, COUNT(m.id) AS n {BELUM_DIBACA} WHERE g.id_aktivitas = $1 AND g.id_mahasiswa IS NOT NULL GROUP BY g.id_mahasiswa"))
            .bind(id_aktivitas)
            .bind(id_user)
            .fetch_all(db)
            .await?;
    Ok(rows.into_iter().map(|r| Ok((r.try_get("id_mahasiswa")?, r.try_get("n")?))).collect::<Result<_, sqlx::Error>>()?)
}

#[derive(sqlx::FromRow)]
struct DiskusiMahasiswaDb {
    id: String,
    id_mahasiswa: i64,
    nim: String,
    nama: String,
    jumlah_pesan: i64,
    pesan_terakhir: String,
}

/// The one-student discussions of `penggunaan` about activity `id_aktivitas` that have
/// messages, latest first, with the unread count of `id_user`.
pub async fn diskusi_bertulis(db: &Db, id_aktivitas: i64, penggunaan: &str, id_user: i64) -> AppResult<Vec<DiskusiMahasiswa>> {
    let rows: Vec<DiskusiMahasiswaDb> = sqlx::query_as(
        "SELECT g.id, g.id_mahasiswa, mh.nim, u.nama, COUNT(p.id) AS jumlah_pesan, MAX(p.dikirim_pada) AS pesan_terakhir
         FROM chat_grup g JOIN chat_pesan p ON p.id_grup = g.id
         JOIN mahasiswa mh ON mh.id_user = g.id_mahasiswa JOIN users u ON u.id = g.id_mahasiswa
         WHERE g.id_aktivitas = $1 AND g.penggunaan = $2
         GROUP BY g.id, g.id_mahasiswa, mh.nim, u.nama ORDER BY MAX(p.id) DESC",
    )
    .bind(id_aktivitas)
    .bind(penggunaan)
    .fetch_all(db)
    .await?;
    let belum = belum_dibaca_per_mahasiswa(db, id_aktivitas, id_user).await?;
    Ok(rows
        .into_iter()
        .map(|r| DiskusiMahasiswa {
            belum_dibaca: belum.get(&r.id_mahasiswa).copied().unwrap_or(0),
            id_chat: r.id,
            id_mahasiswa: r.id_mahasiswa,
            nim: r.nim,
            nama: r.nama,
            jumlah_pesan: r.jumlah_pesan,
            pesan_terakhir: r.pesan_terakhir,
        })
        .collect())
}

/// The class's teachers, in their order: members of every discussion group.
pub async fn pengajar_kelas(db: &Db, id_kelas: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1 ORDER BY urutan").bind(id_kelas).fetch_all(db).await?)
}
