//! The SQL of attendance. Rows decode into the structs below; the rules that
//! decide what to write live in `service` and `progres`.

use std::collections::{HashMap, HashSet};

use super::model::*;
use super::syarat_dosen::{sah, AturanDosen, FaktaDosen, DICATAT_SQL, FAKTA_SQL};
use crate::db::{self, Db};
use crate::error::{AppError, AppResult};
use crate::inti::StatusPekerjaan;
use crate::kelas::model::JenisAktivitas;
use crate::kelas::model::{JenisPertemuan, KategoriPertemuan, StatusPertemuan};
use crate::list::PageRequest;

/// A meeting as attendance needs it.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct PertemuanDb {
    pub id: i64,
    pub id_kelas: i64,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub kategori: KategoriPertemuan,
    pub status: StatusPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    pub hadir_vidcon: i64,
    pub kerjakan_kuis_ujian: i64,
    pub kerjakan_tugas: i64,
    pub posting_forum: i64,
    pub unduh_materi: i64,
}

impl PertemuanDb {
    pub fn parameter(&self) -> ParameterKehadiran {
        ParameterKehadiran {
            hadir_vidcon: self.hadir_vidcon != 0,
            kerjakan_kuis_ujian: self.kerjakan_kuis_ujian != 0,
            kerjakan_tugas: self.kerjakan_tugas != 0,
            posting_forum: self.posting_forum != 0,
            unduh_materi: self.unduh_materi != 0,
        }
    }

    /// Online and mixed meetings count activity; offline ones do not.
    pub fn daring(&self) -> bool {
        self.jenis.daring()
    }
}

const PERTEMUAN_KOLOM: &str = "id, id_kelas, nomor, judul, jenis, kategori, status, waktu_mulai, waktu_selesai, mulai_kuliah,
     selesai_kuliah, hadir_vidcon, kerjakan_kuis_ujian, kerjakan_tugas, posting_forum, unduh_materi";

pub async fn pertemuan(db: &Db, id: i64) -> AppResult<PertemuanDb> {
    sqlx::query_as(&format!("SELECT {PERTEMUAN_KOLOM} FROM pertemuan WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await?
        .ok_or_else(|| AppError::not_found("Pertemuan"))
}

pub async fn pertemuan_kelas(db: &Db, id_kelas: i64) -> AppResult<Vec<PertemuanDb>> {
    Ok(sqlx::query_as(&format!("SELECT {PERTEMUAN_KOLOM} FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor"))
        .bind(id_kelas)
        .fetch_all(db)
        .await?)
}

#[derive(sqlx::FromRow)]
struct KelasRow {
    id: i64,
    periode: i64,
    kode_mk: String,
    nama_mk: String,
    nama_kelas: String,
    jenis_kelas: String,
    mode_kuliah: Option<crate::kelas::model::ModeKuliah>,
}

pub async fn kelas(db: &Db, id_kelas: i64) -> AppResult<KelasKehadiran> {
    let r: KelasRow = sqlx::query_as(
        "SELECT k.id, k.periode, mk.kode AS kode_mk, mk.nama AS nama_mk, k.nama AS nama_kelas, j.nama AS jenis_kelas, k.mode_kuliah
         FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah JOIN jenis_kelas j ON j.id = k.id_jenis_kelas
         WHERE k.id = $1",
    )
    .bind(id_kelas)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Kelas"))?;
    Ok(KelasKehadiran {
        id: r.id,
        periode: r.periode,
        kode_mk: r.kode_mk,
        nama_mk: r.nama_mk,
        nama_kelas: r.nama_kelas,
        jenis_kelas: r.jenis_kelas,
        mode_kuliah: r.mode_kuliah,
    })
}

/// The class's participants, by name.
pub async fn peserta(db: &Db, id_kelas: i64) -> AppResult<Vec<MahasiswaRingkas>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        id_user: i64,
        nim: String,
        nama: String,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT m.id_user, m.nim, u.nama FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa
         JOIN users u ON u.id = m.id_user WHERE kp.id_kelas = $1 ORDER BY u.nama, m.nim",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|r| MahasiswaRingkas { id_user: r.id_user, nim: r.nim, nama: r.nama }).collect())
}

pub async fn id_mahasiswa_nim(db: &Db, nim: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar("SELECT id_user FROM mahasiswa WHERE nim = $1").bind(nim).fetch_optional(db).await?)
}

/// A stored participant row.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct BarisDb {
    pub id_pertemuan: i64,
    pub id_mahasiswa: i64,
    pub kode: String,
    pub progress: f64,
    pub is_valid: i64,
    pub is_qr_code: i64,
    pub updated_by: String,
    pub updated_by_nama: Option<String>,
    pub updated_at: String,
}

impl BarisDb {
    pub fn kode(&self) -> KodePresensi {
        KodePresensi::parse(&self.kode).unwrap_or(KodePresensi::A)
    }

    pub fn oleh_sistem(&self) -> bool {
        self.updated_by == PENGUBAH_SISTEM
    }
}

const BARIS_SQL: &str = "SELECT h.id_pertemuan, h.id_mahasiswa, h.kode, h.progress, h.is_valid, h.is_qr_code, h.updated_by,
            u.nama AS updated_by_nama, h.updated_at
     FROM kehadiran_mahasiswa h LEFT JOIN users u ON u.username = h.updated_by";

/// The rows of one meeting, by student.
pub async fn baris_pertemuan(db: &Db, id_pertemuan: i64) -> AppResult<HashMap<i64, BarisDb>> {
    let rows: Vec<BarisDb> = sqlx::query_as(&format!("{BARIS_SQL} WHERE h.id_pertemuan = $1")).bind(id_pertemuan).fetch_all(db).await?;
    Ok(rows.into_iter().map(|r| (r.id_mahasiswa, r)).collect())
}

/// Every row of a class's meetings, by (meeting, student).
pub async fn baris_kelas(db: &Db, id_kelas: i64) -> AppResult<HashMap<(i64, i64), BarisDb>> {
    let rows: Vec<BarisDb> = sqlx::query_as(&format!("{BARIS_SQL} JOIN pertemuan p ON p.id = h.id_pertemuan WHERE p.id_kelas = $1"))
        .bind(id_kelas)
        .fetch_all(db)
        .await?;
    Ok(rows.into_iter().map(|r| ((r.id_pertemuan, r.id_mahasiswa), r)).collect())
}

/// An activity that counts towards a meeting's presence.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct AktivitasDb {
    pub id: i64,
    pub jenis: JenisAktivitas,
    pub judul: String,
}

/// The meeting's activities of the kinds its parameters count; a material
/// counts only when it is marked as an attendance requirement.
pub async fn aktivitas_dihitung(db: &Db, p: &PertemuanDb) -> AppResult<Vec<AktivitasDb>> {
    let param = p.parameter();
    let rows: Vec<AktivitasDb> = sqlx::query_as(
        "SELECT a.id, a.jenis, a.judul FROM aktivitas a LEFT JOIN materi m ON m.id_aktivitas = a.id
         WHERE a.id_pertemuan = $1 AND (a.jenis <> 'materi' OR m.is_syarat_hadir = 1)
         ORDER BY a.waktu_mulai, a.id",
    )
    .bind(p.id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().filter(|a| param.menghitung(a.jenis)).collect())
}

/// (activity, student) pairs done as attendance asks, in one meeting, for
/// one student or (`id_mahasiswa` 0) all: a material used before its
/// deadline, a vidcon joined on time, a task handed in, an exam submitted,
/// at least the forum's minimal_post posts.
pub async fn selesai(db: &Db, id_pertemuan: i64, id_mahasiswa: i64) -> AppResult<HashSet<(i64, i64)>> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT x.id_aktivitas, x.id_mahasiswa FROM (
             SELECT ma.id_aktivitas, ma.id_mahasiswa FROM materi_akses ma JOIN aktivitas a ON a.id = ma.id_aktivitas
              WHERE a.id_pertemuan = $1 AND (ma.tepat_waktu IS NULL OR ma.tepat_waktu = 1)
             UNION ALL
             SELECT j.id_aktivitas, j.id_user FROM vidcon_join j JOIN aktivitas a ON a.id = j.id_aktivitas
              WHERE a.id_pertemuan = $1 AND j.peran = 'mahasiswa' AND (j.terlambat IS NULL OR j.terlambat = 0)
             UNION ALL
             SELECT g.id_aktivitas, g.id_mahasiswa FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
              WHERE a.id_pertemuan = $1 AND a.jenis = 'tugas'
             UNION ALL
             SELECT u.id_aktivitas, u.id_mahasiswa FROM ujian_pengerjaan u JOIN aktivitas a ON a.id = u.id_aktivitas
              WHERE a.id_pertemuan = $1 AND u.waktu_kumpul IS NOT NULL
             UNION ALL
             SELECT f.id_aktivitas, f.id_user FROM forum_post f JOIN aktivitas a ON a.id = f.id_aktivitas
              JOIN forum fo ON fo.id_aktivitas = f.id_aktivitas
              WHERE a.id_pertemuan = $1 AND f.peran = 'mahasiswa'
              GROUP BY f.id_aktivitas, f.id_user, fo.minimal_post HAVING COUNT(*) >= fo.minimal_post
         ) x WHERE $2 = 0 OR x.id_mahasiswa = $2",
    )
    .bind(id_pertemuan)
    .bind(id_mahasiswa)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().collect())
}

/// A computed row to write.
pub struct Hitungan {
    pub id_mahasiswa: i64,
    pub progress: f64,
    pub kode: KodePresensi,
}

/// Writes computed rows in one transaction. A row a person set keeps its
/// code, author and time; only its progress follows the activity.
pub async fn simpan_hitungan(db: &Db, id_pertemuan: i64, rows: &[Hitungan]) -> AppResult<()> {
    // 3 parameters a row: within SQLite's 32,766 and PostgreSQL's 65,535.
    const PER_PERNYATAAN: usize = 1000;
    let now = db::now();
    let mut tx = db.begin().await?;
    for chunk in rows.chunks(PER_PERNYATAAN) {
        let values: Vec<String> =
            (0..chunk.len()).map(|i| format!("($1, ${}, ${}, ${}, 1, '{PENGUBAH_SISTEM}', $2)", 3 + i * 3, 4 + i * 3, 5 + i * 3)).collect();
        let sql = format!(
            "INSERT INTO kehadiran_mahasiswa (id_pertemuan, id_mahasiswa, kode, progress, is_valid, updated_by, updated_at)
             VALUES {}
             ON CONFLICT (id_pertemuan, id_mahasiswa) DO UPDATE SET
               progress = excluded.progress,
               kode = CASE WHEN kehadiran_mahasiswa.updated_by = '{PENGUBAH_SISTEM}' THEN excluded.kode ELSE kehadiran_mahasiswa.kode END,
               updated_at = CASE WHEN kehadiran_mahasiswa.updated_by = '{PENGUBAH_SISTEM}' THEN excluded.updated_at
                                 ELSE kehadiran_mahasiswa.updated_at END",
            values.join(", ")
        );
        let mut q = sqlx::query(&sql).bind(id_pertemuan).bind(&now);
        for h in chunk {
            q = q.bind(h.id_mahasiswa).bind(h.kode.as_str()).bind(h.progress);
        }
        q.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// A person's code for one student (bulk save, single save, QR scan).
pub struct Penetapan<'a> {
    pub id_mahasiswa: i64,
    pub kode: KodePresensi,
    pub is_qr_code: bool,
    pub oleh: &'a str,
}

/// A person's code for one student, written whatever the row held (`syarat`
/// empty) or only where `syarat` (a `WHERE` on the conflicting row) holds.
/// True when a row was written.
async fn tulis(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id_pertemuan: i64,
    p: &Penetapan<'_>,
    now: &str,
    syarat: &str,
) -> AppResult<bool> {
    let hasil = sqlx::query(&format!(
        "INSERT INTO kehadiran_mahasiswa (id_pertemuan, id_mahasiswa, kode, progress, is_valid, is_qr_code, updated_by, updated_at)
         VALUES ($1, $2, $3, 0, 1, $4, $5, $6)
         ON CONFLICT (id_pertemuan, id_mahasiswa) DO UPDATE SET
           kode = excluded.kode, is_valid = 1, is_qr_code = excluded.is_qr_code, updated_by = excluded.updated_by,
           updated_at = excluded.updated_at {syarat}"
    ))
    .bind(id_pertemuan)
    .bind(p.id_mahasiswa)
    .bind(p.kode.as_str())
    .bind(p.is_qr_code as i64)
    .bind(p.oleh)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(hasil.rows_affected() > 0)
}

/// A lecturer's or operator's code: written only where it differs from the
/// stored one, so an unchanged row keeps its author, time and QR tag.
/// True when a row was written.
pub async fn ubah_kode(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_pertemuan: i64, p: &Penetapan<'_>, now: &str) -> AppResult<bool> {
    tulis(tx, id_pertemuan, p, now, "WHERE kehadiran_mahasiswa.kode <> excluded.kode OR kehadiran_mahasiswa.is_valid = 0").await
}

/// A student nobody has recorded yet, saved as unset: the default A, by the
/// system, which activity, a QR scan or a later edit may still change. A row
/// that exists (a scan that arrived while the lecturer edited) is left as it is.
pub async fn alpa_bawaan(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_pertemuan: i64, id_mahasiswa: i64, now: &str) -> AppResult<bool> {
    let hasil = sqlx::query(&format!(
        "INSERT INTO kehadiran_mahasiswa (id_pertemuan, id_mahasiswa, kode, progress, is_valid, is_qr_code, updated_by, updated_at)
         VALUES ($1, $2, 'A', 0, 1, 0, '{PENGUBAH_SISTEM}', $3)
         ON CONFLICT (id_pertemuan, id_mahasiswa) DO NOTHING"
    ))
    .bind(id_pertemuan)
    .bind(id_mahasiswa)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(hasil.rows_affected() > 0)
}

/// A QR scan: always written, with its tag.
pub async fn tetapkan(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_pertemuan: i64, p: &Penetapan<'_>, now: &str) -> AppResult<()> {
    tulis(tx, id_pertemuan, p, now, "").await.map(|_| ())
}

pub async fn jenis_presensi(db: &Db) -> AppResult<JenisPresensi> {
    #[derive(sqlx::FromRow)]
    struct Row {
        kode: String,
        kunci: String,
        nama: String,
        is_active: i64,
    }
    let rows: Vec<Row> = sqlx::query_as("SELECT kode, kunci, nama, is_active FROM jenis_presensi").fetch_all(db).await?;
    let item = |kunci: &str, kode: &str, nama: &str| {
        rows.iter()
            .find(|r| r.kunci == kunci)
            .map(|r| JenisPresensiItem { id: r.kode.clone(), nama: r.nama.clone(), is_active: r.is_active != 0 })
            .unwrap_or(JenisPresensiItem { id: kode.into(), nama: nama.into(), is_active: false })
    };
    Ok(JenisPresensi { izin: item("izin", "I", "Izin"), sakit: item("sakit", "S", "Sakit") })
}

#[derive(sqlx::FromRow)]
struct PengajarRow {
    id_dosen: i64,
    jabatan: crate::kelas::model::JabatanDosen,
    gelar_depan: String,
    nama: String,
    gelar_akademik: String,
    is_hadir: Option<i64>,
    mulai_kuliah: Option<String>,
    selesai_kuliah: Option<String>,
    aktivitas: i64,
    #[sqlx(flatten)]
    fakta: FaktaDosen,
}

/// The class's teachers recorded in lecturers' presence ([`DICATAT_SQL`]) with
/// their attendance in the meeting, valid as `aturan` says.
pub async fn pengajar(db: &Db, p: &PertemuanDb, aturan: &AturanDosen) -> AppResult<Vec<KehadiranPengajarPertemuan>> {
    let aktivitas = crate::aktivitas_dihitung!("kp.id_dosen");
    let rows: Vec<PengajarRow> = sqlx::query_as(&format!(
        "SELECT kp.id_dosen, kp.jabatan, d.gelar_depan, u.nama, d.gelar_akademik, g.is_hadir, g.mulai_kuliah, g.selesai_kuliah,
                {aktivitas} AS aktivitas, {FAKTA_SQL}
         FROM kelas_pengajar kp JOIN pertemuan p ON p.id = $1 JOIN dosen d ON d.id_user = kp.id_dosen JOIN users u ON u.id = kp.id_dosen
         LEFT JOIN kehadiran_pengajar g ON g.id_pertemuan = $1 AND g.id_dosen = kp.id_dosen
         WHERE kp.id_kelas = $2 AND {DICATAT_SQL} ORDER BY kp.urutan, u.nama"
    ))
    .bind(p.id)
    .bind(p.id_kelas)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| KehadiranPengajarPertemuan {
            pengajar: PengajarKehadiran {
                id_dosen: r.id_dosen,
                avatar_url: None,
                gelar_depan: r.gelar_depan,
                nama: r.nama,
                gelar_akademik: r.gelar_akademik,
                jabatan: r.jabatan,
            },
            ada_presensi: r.fakta.ada != 0,
            is_hadir: r.is_hadir.unwrap_or(0) != 0,
            is_valid: sah(aturan, &r.fakta),
            wajib_validasi: aturan.wajib_validasi,
            mulai_kuliah: r.mulai_kuliah,
            selesai_kuliah: r.selesai_kuliah,
            aktivitas: r.aktivitas,
        })
        .collect())
}

/// Records a teacher's attendance; `id_verifikator` is the operator who
/// validated it (None when the teacher's own start/end wrote it).
pub struct PengajarSimpan<'a> {
    pub id_dosen: i64,
    pub is_hadir: bool,
    pub mulai_kuliah: Option<&'a str>,
    pub selesai_kuliah: Option<&'a str>,
    pub id_verifikator: Option<i64>,
}

pub async fn simpan_pengajar(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_pertemuan: i64, s: &PengajarSimpan<'_>) -> AppResult<()> {
    let verifikator = s.id_verifikator.map_or("NULL".to_string(), |v| v.to_string());
    sqlx::query(&format!(
        "INSERT INTO kehadiran_pengajar (id_pertemuan, id_dosen, is_hadir, mulai_kuliah, selesai_kuliah, is_valid, id_verifikator, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, {verifikator}, $7)
         ON CONFLICT (id_pertemuan, id_dosen) DO UPDATE SET is_hadir = $3, mulai_kuliah = $4, selesai_kuliah = $5,
           is_valid = $6, id_verifikator = {verifikator}, updated_at = $7"
    ))
    .bind(id_pertemuan)
    .bind(s.id_dosen)
    .bind(s.is_hadir as i64)
    .bind(s.mulai_kuliah)
    .bind(s.selesai_kuliah)
    .bind(s.id_verifikator.is_some() as i64)
    .bind(db::now())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Whether teacher `id_dosen` of class `id_kelas` is recorded in lecturers'
/// presence ([`DICATAT_SQL`]); false for someone who does not teach the class.
pub async fn pengajar_dicatat(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id_kelas: i64, id_dosen: i64) -> AppResult<bool> {
    let dicatat: Option<i64> =
        sqlx::query_scalar(&format!("SELECT 1 FROM kelas_pengajar kp WHERE kp.id_kelas = $1 AND kp.id_dosen = $2 AND {DICATAT_SQL}"))
            .bind(id_kelas)
            .bind(id_dosen)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(dicatat.is_some())
}

/// When one teacher's recorded attendance in a meeting began, if it did.
pub async fn mulai_pengajar(db: &Db, id_pertemuan: i64, id_dosen: i64) -> AppResult<Option<String>> {
    let mulai: Option<Option<String>> =
        sqlx::query_scalar("SELECT mulai_kuliah FROM kehadiran_pengajar WHERE id_pertemuan = $1 AND id_dosen = $2")
            .bind(id_pertemuan)
            .bind(id_dosen)
            .fetch_optional(db)
            .await?;
    Ok(mulai.flatten())
}

/// Takes one of a student's [`super::qr::SALAH_MAKS`] tries for a meeting in
/// one step: counts it (from 1 again when the last wrong code is older than
/// `sejak`) unless the tries are used up. False when they are; the count and
/// the check are one upsert, so parallel wrong codes cannot pass the limit.
pub async fn ambil_giliran_qr(db: &Db, id_pertemuan: i64, id_mahasiswa: i64, sejak: &str, maks: i64) -> AppResult<bool> {
    let jumlah: Option<i64> = sqlx::query_scalar(
        "INSERT INTO kehadiran_qr_gagal (id_pertemuan, id_mahasiswa, jumlah, terakhir) VALUES ($1, $2, 1, $3)
         ON CONFLICT (id_pertemuan, id_mahasiswa) DO UPDATE SET
           jumlah = CASE WHEN kehadiran_qr_gagal.terakhir >= $4 THEN kehadiran_qr_gagal.jumlah + 1 ELSE 1 END, terakhir = $3
         WHERE kehadiran_qr_gagal.terakhir < $4 OR kehadiran_qr_gagal.jumlah < $5
         RETURNING jumlah",
    )
    .bind(id_pertemuan)
    .bind(id_mahasiswa)
    .bind(db::now())
    .bind(sejak)
    .bind(maks)
    .fetch_optional(db)
    .await?;
    Ok(jumlah.is_some())
}

/// Gives back a try taken by [`ambil_giliran_qr`] whose code was not a wrong one.
pub async fn kembalikan_giliran_qr(db: &Db, id_pertemuan: i64, id_mahasiswa: i64) -> AppResult<()> {
    sqlx::query("UPDATE kehadiran_qr_gagal SET jumlah = jumlah - 1 WHERE id_pertemuan = $1 AND id_mahasiswa = $2 AND jumlah > 0")
        .bind(id_pertemuan)
        .bind(id_mahasiswa)
        .execute(db)
        .await?;
    Ok(())
}

/// The QR secret of a meeting, made on first use (two racing requests keep the first).
pub async fn rahasia_qr(db: &Db, id_pertemuan: i64) -> AppResult<String> {
    let baru = hex::encode(rand::random::<[u8; 32]>());
    sqlx::query("UPDATE pertemuan SET qr_rahasia = $2 WHERE id = $1 AND qr_rahasia IS NULL")
        .bind(id_pertemuan)
        .bind(&baru)
        .execute(db)
        .await?;
    let rahasia: Option<String> =
        sqlx::query_scalar("SELECT qr_rahasia FROM pertemuan WHERE id = $1").bind(id_pertemuan).fetch_one(db).await?;
    rahasia.ok_or_else(|| AppError::not_found("Pertemuan"))
}

/// Recalculations are background jobs (`pekerjaan_latar`, jenis
/// 'hitung_kehadiran'); `parameter` lists their meetings as ",id,id,".
pub const JENIS_HITUNG: &str = "hitung_kehadiran";

pub fn parameter_hitung(ids: &[i64]) -> String {
    let daftar: Vec<String> = ids.iter().map(i64::to_string).collect();
    format!(",{},", daftar.join(","))
}

/// The state of the latest recalculation that covers meeting `id_pertemuan`.
pub async fn status_hitung(db: &Db, id_pertemuan: i64) -> AppResult<StatusProses> {
    let row: Option<(StatusPekerjaan, Option<String>)> = sqlx::query_as(
        "SELECT status, sewa_sampai FROM pekerjaan_latar WHERE jenis = $1 AND parameter LIKE $2
         ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .bind(JENIS_HITUNG)
    .bind(format!("%,{id_pertemuan},%"))
    .fetch_optional(db)
    .await?;
    let now = db::now();
    // A lease that ran out: the server running it stopped (the next sweep fails the row).
    Ok(match row {
        Some((s, sewa)) if s.aktif() && sewa.as_deref().is_none_or(|sampai| sampai < now.as_str()) => StatusProses::Failed,
        Some((s, _)) if s.aktif() => StatusProses::Processing,
        Some((StatusPekerjaan::Selesai, _)) => StatusProses::Completed,
        Some(_) => StatusProses::Failed,
        None => StatusProses::Idle,
    })
}

/// Whether a recalculation covering one of class `id_kelas`'s meetings is
/// queued or running (not one whose server stopped: its lease ran out).
pub async fn hitung_berjalan_kelas(db: &Db, id_kelas: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM pekerjaan_latar j WHERE j.jenis = $1 AND j.status IN ('antri', 'berjalan') AND j.sewa_sampai >= $2
         AND EXISTS (SELECT 1 FROM pertemuan p WHERE p.id_kelas = $3 AND j.parameter LIKE '%,' || CAST(p.id AS TEXT) || ',%')",
    )
    .bind(JENIS_HITUNG)
    .bind(db::now())
    .bind(id_kelas)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}

/// Records a running job for `ids`; false when the user already has one running
/// (one unfinished job of a kind per user, migration 0006).
pub async fn catat_hitung(db: &Db, id: &str, id_user: i64, ids: &[i64]) -> AppResult<bool> {
    let now = db::now();
    // A job of this user whose server stopped must not hold the one place.
    crate::pekerjaan_latar::sapu(db).await?;
    let hasil = sqlx::query(
        "INSERT INTO pekerjaan_latar (id, jenis, id_user, parameter, status, nama_berkas, created_at, updated_at, pemilik, sewa_sampai)
         VALUES ($1, $2, $3, $4, 'berjalan', '', $5, $5, $6, $7)",
    )
    .bind(id)
    .bind(JENIS_HITUNG)
    .bind(id_user)
    .bind(parameter_hitung(ids))
    .bind(&now)
    .bind(crate::pekerjaan_latar::pemilik())
    .bind(crate::pekerjaan_latar::sewa_sampai())
    .execute(db)
    .await;
    match hasil {
        Ok(_) => Ok(true),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// A meeting whose scheduled end has passed and whose status is not 'selesai' yet.
#[derive(sqlx::FromRow, Debug)]
pub struct LewatJadwal {
    pub id: i64,
    pub waktu_selesai: String,
    pub mulai_kuliah: Option<String>,
}

/// The meetings the clock has overtaken (scheduled end at or before `now`), not ended yet.
/// Claims the run of daily job `nama` on `tanggal` (local date): false when a server did already.
pub async fn klaim_harian(db: &Db, nama: &str, tanggal: &str) -> AppResult<bool> {
    let klaim = sqlx::query("INSERT INTO jadwal_harian (nama, tanggal, mulai) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING")
        .bind(nama)
        .bind(tanggal)
        .bind(crate::db::now())
        .execute(db)
        .await?;
    Ok(klaim.rows_affected() == 1)
}

pub async fn selesai_harian(db: &Db, nama: &str, tanggal: &str, hasil: i64) -> AppResult<()> {
    sqlx::query("UPDATE jadwal_harian SET selesai = $1, hasil = $2 WHERE nama = $3 AND tanggal = $4")
        .bind(crate::db::now())
        .bind(hasil)
        .bind(nama)
        .bind(tanggal)
        .execute(db)
        .await?;
    Ok(())
}

/// Online and mixed meetings scheduled to start in [`awal`, `akhir`) (UTC text), by id.
pub async fn pertemuan_daring_antara(db: &Db, awal: &str, akhir: &str) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id FROM pertemuan WHERE jenis <> 'offline' AND waktu_mulai >= $1 AND waktu_mulai < $2 ORDER BY id")
        .bind(awal)
        .bind(akhir)
        .fetch_all(db)
        .await?)
}

pub async fn lewat_jadwal(db: &Db, now: &str) -> AppResult<Vec<LewatJadwal>> {
    Ok(sqlx::query_as(
        "SELECT id, waktu_selesai, mulai_kuliah FROM pertemuan
         WHERE status <> 'selesai' AND selesai_kuliah IS NULL AND waktu_selesai <= $1 ORDER BY id",
    )
    .bind(now)
    .fetch_all(db)
    .await?)
}

/// A meeting nobody started is over ('Telah Berakhir'); false when a teacher
/// started it in the meantime.
pub async fn akhiri_tanpa_mulai(db: &Db, id: i64) -> AppResult<bool> {
    let n = sqlx::query("UPDATE pertemuan SET status = 'selesai' WHERE id = $1 AND mulai_kuliah IS NULL AND status <> 'selesai'")
        .bind(id)
        .execute(db)
        .await?
        .rows_affected();
    Ok(n == 1)
}

/// A meeting started at `mulai_kuliah` and never ended ends at `selesai_kuliah`;
/// false when a teacher ended it (or it was restarted) in the meantime.
pub async fn akhiri_menurut_jadwal(db: &Db, id: i64, mulai_kuliah: &str, selesai_kuliah: &str) -> AppResult<bool> {
    let n = sqlx::query(
        "UPDATE pertemuan SET status = 'selesai', selesai_kuliah = $3 WHERE id = $1 AND mulai_kuliah = $2 AND selesai_kuliah IS NULL",
    )
    .bind(id)
    .bind(mulai_kuliah)
    .bind(selesai_kuliah)
    .execute(db)
    .await?
    .rows_affected();
    Ok(n == 1)
}

/// The student device `perangkat` marks in meeting `id_pertemuan`: the first
/// to scan from it takes it (in the caller's transaction, so a refused scan
/// leaves no claim behind); a later scan by anyone else gets that first student.
pub async fn pemilik_perangkat(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id_pertemuan: i64,
    perangkat: &str,
    id_mahasiswa: i64,
    now: &str,
) -> AppResult<i64> {
    sqlx::query(
        "INSERT INTO presensi_perangkat (id_pertemuan, perangkat, id_mahasiswa, waktu) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id_pertemuan, perangkat) DO NOTHING",
    )
    .bind(id_pertemuan)
    .bind(perangkat)
    .bind(id_mahasiswa)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(sqlx::query_scalar("SELECT id_mahasiswa FROM presensi_perangkat WHERE id_pertemuan = $1 AND perangkat = $2")
        .bind(id_pertemuan)
        .bind(perangkat)
        .fetch_one(&mut **tx)
        .await?)
}

/// A student's meeting with their own record (the student's attendance page).
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct PresensiSayaDb {
    pub id_kelas: i64,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub judul: String,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    /// 1 when held at `now` (`persen::terlaksana_sql`).
    pub terlaksana: i64,
    pub kode: Option<String>,
    pub is_qr_code: Option<i64>,
    pub updated_by: Option<String>,
    pub updated_by_nama: Option<String>,
    pub updated_at: Option<String>,
}

/// Every meeting of classes `ids`, in class and meeting order, with student
/// `id_mahasiswa`'s record of it, from one query.
pub async fn presensi_saya(db: &Db, id_mahasiswa: i64, ids: &[i64], now: &str) -> AppResult<Vec<PresensiSayaDb>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT p.id_kelas, p.id AS id_pertemuan, p.nomor, p.judul, p.waktu_mulai, p.waktu_selesai,
                CAST(CASE WHEN {held} THEN 1 ELSE 0 END AS BIGINT) AS terlaksana,
                h.kode, h.is_qr_code, h.updated_by, u.nama AS updated_by_nama, h.updated_at
         FROM pertemuan p
         LEFT JOIN kehadiran_mahasiswa h ON h.id_pertemuan = p.id AND h.id_mahasiswa = $1
         LEFT JOIN users u ON u.username = h.updated_by
         WHERE p.id_kelas IN ({daftar}) ORDER BY p.id_kelas, p.nomor",
        held = super::persen::terlaksana_sql("p", "$2"),
        daftar = crate::kelas::store::placeholders(3, ids.len())
    );
    let mut q = sqlx::query_as(&sql).bind(id_mahasiswa).bind(now);
    for id in ids {
        q = q.bind(*id);
    }
    Ok(q.fetch_all(db).await?)
}

/// When the system last computed a row of meeting `id_pertemuan` ('Update Progres' shows it).
pub async fn terakhir_dihitung(db: &Db, id_pertemuan: i64) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar(&format!(
        "SELECT MAX(updated_at) FROM kehadiran_mahasiswa WHERE id_pertemuan = $1 AND updated_by = '{PENGUBAH_SISTEM}'"
    ))
    .bind(id_pertemuan)
    .fetch_one(db)
    .await?)
}

/// Meeting `id` started at `now` (a second start keeps the first time).
pub async fn tandai_mulai(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, now: &str) -> AppResult<()> {
    sqlx::query("UPDATE pertemuan SET mulai_kuliah = $2, status = 'berlangsung' WHERE id = $1 AND mulai_kuliah IS NULL")
        .bind(id)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Meeting `id` ended at `now`.
pub async fn tandai_selesai(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, now: &str) -> AppResult<()> {
    sqlx::query("UPDATE pertemuan SET selesai_kuliah = $2, status = 'selesai' WHERE id = $1").bind(id).bind(now).execute(&mut **tx).await?;
    Ok(())
}

/// A recalculation job's end: 'selesai', or 'gagal' with its message.
pub async fn akhiri_hitung(db: &Db, id_job: &str, status: StatusPekerjaan, pesan: Option<&str>) -> AppResult<()> {
    sqlx::query("UPDATE pekerjaan_latar SET status = $2, pesan = $3, updated_at = $4 WHERE id = $1")
        .bind(id_job)
        .bind(status)
        .bind(pesan)
        .bind(db::now())
        .execute(db)
        .await?;
    Ok(())
}

/// Held meetings of class `id_kelas` at `now` (`persen::terlaksana_sql`).
pub async fn jumlah_terlaksana(db: &Db, id_kelas: i64, now: &str) -> AppResult<i64> {
    let sql = format!("SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = $1 AND {}", super::persen::terlaksana_sql("p", "$2"));
    Ok(sqlx::query_scalar(&sql).bind(id_kelas).bind(now).fetch_one(db).await?)
}

/// Every participant of class `id_kelas` with their H records in meetings held at `now`.
///
/// The H records are counted once for the class and joined to the participants:
/// a count per participant (a correlated subquery) is planned from statistics,
/// and PostgreSQL, before it has analysed freshly written rows, chose a plan that
/// took 2.5 s for 1,500 students (bench:kehadiran); this shape is one pass either way.
pub async fn hadir_per_peserta(db: &Db, id_kelas: i64, now: &str) -> AppResult<Vec<(i64, i64)>> {
    let sql = format!(
        "SELECT kp.id_mahasiswa, COALESCE(x.hadir, 0)
         FROM kelas_peserta kp
         LEFT JOIN (SELECT h.id_mahasiswa, COUNT(*) AS hadir
                    FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan
                    WHERE p.id_kelas = $2 AND h.kode = 'H' AND {}
                    GROUP BY h.id_mahasiswa) x ON x.id_mahasiswa = kp.id_mahasiswa
         WHERE kp.id_kelas = $2",
        super::persen::terlaksana_sql("p", "$1")
    );
    Ok(sqlx::query_as(&sql).bind(now).bind(id_kelas).fetch_all(db).await?)
}

/// Per class of `ids`: (class, participants, meetings held at `now`, the
/// participants' H records in them).
pub async fn hadir_per_kelas(db: &Db, ids: &[i64], now: &str) -> AppResult<Vec<(i64, i64, i64, i64)>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT k.id,
                (SELECT COUNT(*) FROM kelas_peserta kp WHERE kp.id_kelas = k.id),
                (SELECT COUNT(*) FROM pertemuan p WHERE p.id_kelas = k.id AND {held}),
                (SELECT COUNT(*) FROM kehadiran_mahasiswa h JOIN pertemuan p ON p.id = h.id_pertemuan
                 JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas AND kp.id_mahasiswa = h.id_mahasiswa
                 WHERE p.id_kelas = k.id AND h.kode = 'H' AND {held})
         FROM kelas_kuliah k WHERE k.id IN ({daftar})",
        held = super::persen::terlaksana_sql("p", "$1"),
        daftar = crate::kelas::store::placeholders(2, ids.len())
    );
    let mut q = sqlx::query_as(&sql).bind(now);
    for id in ids {
        q = q.bind(*id);
    }
    Ok(q.fetch_all(db).await?)
}

/// A lecturer's own attendance row in one meeting (`daftar::dosen`).
#[derive(sqlx::FromRow)]
pub struct KehadiranDosenDb {
    pub id_pertemuan: i64,
    pub id_kelas: i64,
    pub kode_mk: String,
    pub nama_mk: String,
    pub nama_kelas: String,
    pub nomor: i64,
    pub judul: String,
    pub jenis: JenisPertemuan,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub mulai_kuliah: Option<String>,
    pub selesai_kuliah: Option<String>,
    pub is_hadir: Option<i64>,
    #[sqlx(flatten)]
    pub fakta: FaktaDosen,
}

/// The meetings of lecturer `id_dosen` started by `now` (of period `periode`,
/// 0 for all; of scope `batas` only when given) where they are recorded:
/// how many, and one page of them, newest first.
pub async fn kehadiran_dosen(
    db: &Db,
    id_dosen: i64,
    now: &str,
    periode: i64,
    batas: Option<&str>,
    page: PageRequest,
) -> AppResult<(i64, Vec<KehadiranDosenDb>)> {
    let dari = format!(
        "FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         JOIN kelas_pengajar kp ON kp.id_kelas = k.id AND kp.id_dosen = $1
         LEFT JOIN kehadiran_pengajar g ON g.id_pertemuan = p.id AND g.id_dosen = $1
         WHERE (p.mulai_kuliah IS NOT NULL OR p.waktu_mulai <= $2) AND ($3 = 0 OR k.periode = $3)
           AND k.lingkup = COALESCE($4, k.lingkup) AND {DICATAT_SQL}"
    );
    let total: i64 =
        sqlx::query_scalar(&format!("SELECT COUNT(*) {dari}")).bind(id_dosen).bind(now).bind(periode).bind(batas).fetch_one(db).await?;
    let rows: Vec<KehadiranDosenDb> = sqlx::query_as(&format!(
        "SELECT p.id AS id_pertemuan, k.id AS id_kelas, mk.kode AS kode_mk, mk.nama AS nama_mk, k.nama AS nama_kelas, p.nomor, p.judul,
                p.jenis, p.waktu_mulai, p.waktu_selesai, g.mulai_kuliah, g.selesai_kuliah, g.is_hadir, {FAKTA_SQL}
         {dari} ORDER BY p.waktu_mulai DESC, p.id DESC LIMIT $5 OFFSET $6"
    ))
    .bind(id_dosen)
    .bind(now)
    .bind(periode)
    .bind(batas)
    .bind(page.per_page)
    .bind(page.offset())
    .fetch_all(db)
    .await?;
    Ok((total, rows))
}

/// The meeting activity `id_aktivitas` belongs to.
pub async fn pertemuan_aktivitas(db: &Db, id_aktivitas: i64) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar::<_, i64>("SELECT id_pertemuan FROM aktivitas WHERE id = $1").bind(id_aktivitas).fetch_optional(db).await?)
}
