//! A task (tugas) page and its grading (penilaian). Callers pass the guard
//! first and hand over the position it established: `policy::require_see_tugas`,
//! `require_see_penilaian`, `require_grade_tugas`.

use sqlx::Row;

use super::model::*;
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::log_aktivitas::{self, Entry};
use crate::policy::{self, Posisi};

/// belum_dimulai | berlangsung | selesai at `now` (all UTC text, comparable).
pub fn status_waktu(mulai: &str, selesai: &str, now: &str) -> &'static str {
    if now < mulai {
        "belum_dimulai"
    } else if now < selesai {
        "berlangsung"
    } else {
        "selesai"
    }
}

/// The task's row with its meeting and class.
#[derive(sqlx::FromRow)]
struct TugasDb {
    judul: String,
    sub_jenis: String,
    waktu_mulai: String,
    waktu_selesai: String,
    id_pertemuan: i64,
    nomor: i64,
    judul_pertemuan: String,
    id_kelas: i64,
    periode: i64,
    nama_kelas: String,
    kode: String,
    nama_mk: String,
}

/// The class of task `id`; 404 for an unknown task, or one of another class
/// when `id_kelas` is given (what `policy::require_see_tugas` asks about).
pub async fn kelas_tugas(db: &Db, id: i64, id_kelas: Option<i64>) -> AppResult<i64> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT p.id_kelas FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.id = $1 AND a.jenis = 'tugas'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    found.filter(|k| id_kelas.is_none_or(|wanted| *k == wanted)).ok_or_else(|| AppError::not_found("Tugas"))
}

/// The task, for a viewer at `posisi` in its class (already guarded).
async fn muat(db: &Db, id: i64, posisi: &Posisi) -> AppResult<TugasDetail> {
    let row = sqlx::query_as::<_, TugasDb>(
        "SELECT a.judul, a.sub_jenis, a.waktu_mulai, a.waktu_selesai,
                p.id AS id_pertemuan, p.nomor, p.judul AS judul_pertemuan,
                k.id AS id_kelas, k.periode, k.nama AS nama_kelas, mk.kode, mk.nama AS nama_mk
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE a.id = $1 AND a.jenis = 'tugas'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Tugas"))?;
    let kelas = TugasKelas { id: row.id_kelas, periode: row.periode, kode_mk: row.kode, nama_mk: row.nama_mk, nama_kelas: row.nama_kelas };
    Ok(TugasDetail {
        id,
        judul: row.judul,
        sub_jenis: row.sub_jenis,
        status: status_waktu(&row.waktu_mulai, &row.waktu_selesai, &db::now()).into(),
        waktu_mulai: row.waktu_mulai,
        waktu_selesai: row.waktu_selesai,
        pertemuan: TugasPertemuan { id: row.id_pertemuan, nomor: row.nomor, judul: row.judul_pertemuan },
        kelas,
        pengerjaan_saya: None,
        ringkasan: None,
        id_chat: None,
        isAllowPenilaian: policy::may_grade_tugas(posisi),
        isAllowLihatPenilaian: policy::may_see_penilaian(posisi),
    })
}

/// The task page for a viewer who passed `policy::require_see_tugas` at `posisi`.
pub async fn detail(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<TugasDetail> {
    let mut tugas = muat(db, id, posisi).await?;
    if *posisi == Posisi::Peserta {
        let row = sqlx::query("SELECT waktu, nilai FROM pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2")
            .bind(id)
            .bind(user.id())
            .fetch_optional(db)
            .await?;
        tugas.pengerjaan_saya = match row {
            Some(r) => Some(PengerjaanSaya { waktu: r.try_get("waktu")?, nilai: r.try_get("nilai")? }),
            None => None,
        };
        if tugas.sub_jenis == "individu" {
            let nim: String = sqlx::query_scalar("SELECT nim FROM mahasiswa WHERE id_user = $1").bind(user.id()).fetch_one(db).await?;
            tugas.id_chat = Some(crate::chat::id_grup_tugas(id, &nim));
        }
    }
    if tugas.isAllowLihatPenilaian {
        tugas.ringkasan = Some(ringkasan(db, id, tugas.kelas.id).await?);
    }
    Ok(tugas)
}

async fn ringkasan(db: &Db, id: i64, id_kelas: i64) -> AppResult<RingkasanTugas> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS peserta, COUNT(pg.waktu) AS mengumpulkan, COUNT(pg.nilai) AS dinilai
         FROM kelas_peserta kp
         LEFT JOIN pengerjaan pg ON pg.id_aktivitas = $1 AND pg.id_mahasiswa = kp.id_mahasiswa
         WHERE kp.id_kelas = $2",
    )
    .bind(id)
    .bind(id_kelas)
    .fetch_one(db)
    .await?;
    Ok(RingkasanTugas {
        jumlah_peserta: row.try_get("peserta")?,
        jumlah_mengumpulkan: row.try_get("mengumpulkan")?,
        jumlah_dinilai: row.try_get("dinilai")?,
    })
}

/// The grading page: the task and every participant with their hand-in, for
/// a viewer who passed `policy::require_see_penilaian` at `posisi`.
pub async fn penilaian(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<PenilaianPageData> {
    let tugas = detail(db, user, id, posisi).await?;
    let peserta = peserta(db, user, &tugas, None).await?;
    Ok(PenilaianPageData { tugas, peserta })
}

pub async fn daftar_pengerjaan(db: &Db, user: &CurrentUser, id: i64, posisi: &Posisi) -> AppResult<Vec<PengerjaanPeserta>> {
    Ok(penilaian(db, user, id, posisi).await?.peserta)
}

/// Participants by name (or the one with `id_mahasiswa`), with hand-in,
/// discussion id and the viewer's unread count.
async fn peserta(db: &Db, user: &CurrentUser, tugas: &TugasDetail, id_mahasiswa: Option<i64>) -> AppResult<Vec<PengerjaanPeserta>> {
    let rows = sqlx::query(
        "SELECT u.id, m.nim, u.nama, pg.waktu, pg.nilai
         FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         LEFT JOIN pengerjaan pg ON pg.id_aktivitas = $1 AND pg.id_mahasiswa = m.id_user
         WHERE kp.id_kelas = $2 AND ($3 = 0 OR m.id_user = $3)
         ORDER BY u.nama, m.nim",
    )
    .bind(tugas.id)
    .bind(tugas.kelas.id)
    .bind(id_mahasiswa.unwrap_or(0))
    .fetch_all(db)
    .await?;
    let belum_dibaca = crate::chat::store::belum_dibaca_per_mahasiswa(db, tugas.id, user.id()).await?;
    let individu = tugas.sub_jenis == "individu";
    Ok(rows
        .into_iter()
        .map(|r| {
            let id_user: i64 = r.try_get("id")?;
            let nim: String = r.try_get("nim")?;
            Ok(PengerjaanPeserta {
                id_chat: individu.then(|| crate::chat::id_grup_tugas(tugas.id, &nim)),
                belum_dibaca: belum_dibaca.get(&id_user).copied().unwrap_or(0),
                mahasiswa: MahasiswaTugas { id_user, nim, nama: r.try_get("nama")? },
                waktu: r.try_get("waktu")?,
                nilai: r.try_get("nilai")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub fn validasi_nilai(nilai: Option<f64>) -> AppResult<()> {
    match nilai {
        Some(v) if !(0.0..=100.0).contains(&v) => Err(AppError::bad_request("Nilai harus di antara 0 dan 100.")),
        _ => Ok(()),
    }
}

/// Scores one hand-in (or removes its score) for a viewer who passed
/// `policy::require_grade_tugas` at `posisi`; the log entry is written in the
/// same transaction.
pub async fn beri_nilai(
    db: &Db,
    user: &CurrentUser,
    ip: &str,
    id: i64,
    posisi: &Posisi,
    id_mahasiswa: i64,
    nilai: Option<f64>,
) -> AppResult<PengerjaanPeserta> {
    let tugas = muat(db, id, posisi).await?;
    validasi_nilai(nilai)?;
    let row = peserta(db, user, &tugas, Some(id_mahasiswa)).await?.into_iter().next();
    let row = row.ok_or_else(|| AppError::not_found("Peserta"))?;
    if row.waktu.is_none() {
        return Err(AppError::unprocessable("Mahasiswa ini belum mengumpulkan tugas, jadi belum dapat dinilai."));
    }
    let mut tx = db.begin().await?;
    // A bound NULL double reaches PostgreSQL with the wrong type (db.rs), so NULL is written literally.
    let update = match nilai {
        Some(v) => sqlx::query("UPDATE pengerjaan SET nilai = $1 WHERE id_aktivitas = $2 AND id_mahasiswa = $3").bind(v),
        None => sqlx::query("UPDATE pengerjaan SET nilai = NULL WHERE id_aktivitas = $1 AND id_mahasiswa = $2"),
    };
    update.bind(id).bind(id_mahasiswa).execute(&mut *tx).await?;
    let detail = match nilai {
        Some(v) => format!("Memberi nilai {v} pada tugas '{}' untuk {} ({})", tugas.judul, row.mahasiswa.nama, row.mahasiswa.nim),
        None => format!("Menghapus nilai tugas '{}' untuk {} ({})", tugas.judul, row.mahasiswa.nama, row.mahasiswa.nim),
    };
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::NILAI_TUGAS, detail, ip)).await?;
    tx.commit().await?;
    Ok(PengerjaanPeserta { nilai, ..row })
}
