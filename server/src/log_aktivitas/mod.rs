//! Activity log: who did what, when, from where, in which role, and which
//! operator acted on the account.

use crate::db::{self, Db};
use crate::error::AppResult;

/// Kinds of entries written by the server (also the filter list of
/// `/lms/log_aktivitas/jenis_aktivitas`).
pub mod jenis {
    pub const LOGIN: &str = "login";
    pub const LOGIN_GAGAL: &str = "login_gagal";
    pub const LOGOUT: &str = "logout";
    pub const LOGIN_AKUN_LAIN: &str = "login_akun_lain";
    pub const KEMBALI_KE_OPERATOR: &str = "kembali_ke_operator";
    pub const KELUAR_KE_SIKAD: &str = "keluar_ke_sikad";
    pub const TAMBAH_KOMENTAR: &str = "tambah_komentar";
    pub const NILAI_TUGAS: &str = "nilai_tugas";
    pub const TAMBAH_MATERI: &str = "tambah_materi";
    pub const UBAH_MATERI: &str = "ubah_materi";
    pub const HAPUS_MATERI: &str = "hapus_materi";
    pub const TAMBAH_VIDCON: &str = "tambah_vidcon";
    pub const UBAH_VIDCON: &str = "ubah_vidcon";
    pub const HAPUS_VIDCON: &str = "hapus_vidcon";
    pub const TAMBAH_FORUM: &str = "tambah_forum";
    pub const UBAH_FORUM: &str = "ubah_forum";
    pub const HAPUS_FORUM: &str = "hapus_forum";
    pub const TAMBAH_TUGAS: &str = "tambah_tugas";
    pub const UBAH_TUGAS: &str = "ubah_tugas";
    pub const HAPUS_TUGAS: &str = "hapus_tugas";
    pub const KUMPUL_TUGAS: &str = "kumpul_tugas";
    pub const KELOMPOK_TUGAS: &str = "kelompok_tugas";
    pub const TAMBAH_TEKS: &str = "tambah_teks";
    pub const UBAH_TEKS: &str = "ubah_teks";
    pub const HAPUS_TEKS: &str = "hapus_teks";
    pub const TAMBAH_UJIAN: &str = "tambah_ujian";
    pub const UBAH_UJIAN: &str = "ubah_ujian";
    pub const HAPUS_UJIAN: &str = "hapus_ujian";
    pub const MULAI_UJIAN: &str = "mulai_ujian";
    pub const SELESAI_UJIAN: &str = "selesai_ujian";
    pub const NILAI_UJIAN: &str = "nilai_ujian";
    pub const TAMBAH_BANK_SOAL: &str = "tambah_bank_soal";
    pub const UBAH_BANK_SOAL: &str = "ubah_bank_soal";
    pub const HAPUS_BANK_SOAL: &str = "hapus_bank_soal";
    pub const UBAH_KEHADIRAN: &str = "ubah_kehadiran";
    pub const UBAH_KEHADIRAN_PENGAJAR: &str = "ubah_kehadiran_pengajar";
    pub const PRESENSI_QR: &str = "presensi_qr";
    pub const MULAI_PERTEMUAN: &str = "mulai_pertemuan";
    pub const AKHIRI_PERTEMUAN: &str = "akhiri_pertemuan";
    pub const UBAH_PERTEMUAN: &str = "ubah_pertemuan";
    pub const UBAH_KOMPONEN_NILAI: &str = "ubah_komponen_nilai";
    pub const UBAH_KONFIGURASI: &str = "ubah_konfigurasi";
}

pub struct Entry<'a> {
    pub id_user: Option<i64>,
    pub id_operator: Option<i64>,
    pub role: &'a str,
    pub jenis: &'a str,
    pub detail: String,
    pub ip: &'a str,
}

impl<'a> Entry<'a> {
    /// An action of the signed-in user (with the acting operator, if any).
    pub fn by(user: &'a crate::akun::CurrentUser, jenis: &'a str, detail: impl Into<String>, ip: &'a str) -> Self {
        Entry {
            id_user: Some(user.id()),
            id_operator: user.info.acting_operator.as_ref().map(|o| o.id),
            role: user.role().as_str(),
            jenis,
            detail: detail.into(),
            ip,
        }
    }
}

pub async fn write<'e, E>(executor: E, entry: Entry<'_>) -> AppResult<()>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query(
        "INSERT INTO log_aktivitas (id_user, id_operator, role, jenis, detail, ip_address, waktu)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(entry.id_user)
    .bind(entry.id_operator)
    .bind(entry.role)
    .bind(entry.jenis)
    .bind(entry.detail)
    .bind(entry.ip)
    .bind(db::now())
    .execute(executor)
    .await?;
    Ok(())
}

pub async fn count(db: &Db, id_user: i64, jenis: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM log_aktivitas WHERE id_user = $1 AND jenis = $2")
        .bind(id_user)
        .bind(jenis)
        .fetch_one(db)
        .await?)
}
