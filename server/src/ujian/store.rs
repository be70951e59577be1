//! SQL of exams.

use super::model::{AturanKelompok, JenisSoal, SifatUjian, UjianSimpan};
use crate::db::{Db, Tx};
use crate::error::AppResult;

/// An exam's row with its meeting, class and creator.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct UjianDb {
    pub id: i64,
    pub id_pertemuan: i64,
    pub nomor: i64,
    pub id_kelas: i64,
    pub judul: String,
    pub sub_jenis: super::model::JenisUjian,
    pub waktu_mulai: String,
    pub waktu_selesai: String,
    pub deskripsi: String,
    pub sifat: super::model::SifatUjian,
    pub gunakan_batas_waktu: i64,
    pub durasi: Option<i64>,
    pub acak_soal: i64,
    pub ditampilkan: i64,
    pub tampilkan_kunci_jawaban: i64,
    pub waktu_tampil_kunci: Option<String>,
    pub id_ujian_utama: Option<i64>,
    pub nilai_dipublikasi: i64,
    pub nama_pembuat: Option<String>,
    pub username_pembuat: Option<String>,
}

pub async fn cari(db: &Db, id: i64) -> AppResult<Option<UjianDb>> {
    Ok(sqlx::query_as(
        "SELECT a.id, a.id_pertemuan, p.nomor, p.id_kelas, a.judul, a.sub_jenis, a.waktu_mulai, a.waktu_selesai,
                u.deskripsi, u.sifat, u.gunakan_batas_waktu, u.durasi, u.acak_soal, u.ditampilkan,
                u.tampilkan_kunci_jawaban, u.waktu_tampil_kunci, u.id_ujian_utama, u.nilai_dipublikasi,
                us.nama AS nama_pembuat, us.username AS username_pembuat
         FROM aktivitas a JOIN ujian u ON u.id_aktivitas = a.id JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN users us ON us.id = a.id_pembuat
         WHERE a.id = $1 AND a.jenis = 'ujian'",
    )
    .bind(id)
    .fetch_optional(db)
    .await?)
}

/// SQL for lists shown to students: activity `a` is not a hidden exam
/// (`policy::may_see_ujian`, `policy::saring_ujian_tersembunyi`).
pub const BUKAN_UJIAN_TERSEMBUNYI: &str = "NOT EXISTS (SELECT 1 FROM ujian ut WHERE ut.id_aktivitas = a.id AND ut.ditampilkan = 0)";

/// (attempts, attempts without a score) of exam `id`.
pub async fn jumlah_pengerjaan(db: &Db, id: i64) -> AppResult<(i64, i64)> {
    Ok(sqlx::query_as("SELECT COUNT(*), COUNT(*) - COUNT(nilai) FROM pengerjaan WHERE id_aktivitas = $1").bind(id).fetch_one(db).await?)
}

/// The remedial exams repeating exam `id`.
pub async fn remedial(db: &Db, id: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_aktivitas FROM ujian WHERE id_ujian_utama = $1 ORDER BY id_aktivitas").bind(id).fetch_all(db).await?)
}

/// NIMs of who may take remedial exam `id`.
pub async fn peserta_remedial(db: &Db, id: i64) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT m.nim FROM ujian_peserta_remedial r JOIN mahasiswa m ON m.id_user = r.id_mahasiswa WHERE r.id_aktivitas = $1 ORDER BY m.nim",
    )
    .bind(id)
    .fetch_all(db)
    .await?)
}

/// Ids of who may take remedial exam `id`.
pub async fn peserta_remedial_ids(db: &Db, id: i64) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar("SELECT id_mahasiswa FROM ujian_peserta_remedial WHERE id_aktivitas = $1").bind(id).fetch_all(db).await?)
}

/// The class's students with these NIMs, as (nim, id_user).
pub async fn peserta_dengan_nim(db: &Db, id_kelas: i64, nim: &[String]) -> AppResult<Vec<(String, i64)>> {
    let mut hasil = Vec::new();
    for n in nim {
        let found: Option<i64> = sqlx::query_scalar(
            "SELECT m.id_user FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa WHERE kp.id_kelas = $1 AND m.nim = $2",
        )
        .bind(id_kelas)
        .bind(n)
        .fetch_optional(db)
        .await?;
        if let Some(id) = found {
            hasil.push((n.clone(), id));
        }
    }
    Ok(hasil)
}

#[derive(sqlx::FromRow, Clone, Debug)]
pub struct KelompokDb {
    pub id: i64,
    pub id_aktivitas: i64,
    pub urutan: i64,
    pub aturan: AturanKelompok,
    pub jumlah_wajib_dijawab: Option<i64>,
}

#[derive(sqlx::FromRow, Clone, Debug)]
pub struct SoalDb {
    pub id: i64,
    pub id_kelompok: i64,
    pub urutan: i64,
    pub jenis: JenisSoal,
    pub pertanyaan: String,
    pub pilihan: String,
    pub kunci: String,
    pub jenis_file_diterima: String,
}

const KOLOM_KELOMPOK: &str = "id, id_aktivitas, urutan, aturan, jumlah_wajib_dijawab";
const KOLOM_SOAL: &str = "s.id, s.id_kelompok, s.urutan, s.jenis, s.pertanyaan, s.pilihan, s.kunci, s.jenis_file_diterima";

pub async fn kelompok(db: &Db, id_ujian: i64) -> AppResult<Vec<KelompokDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_KELOMPOK} FROM ujian_kelompok_soal WHERE id_aktivitas = $1 ORDER BY urutan"))
        .bind(id_ujian)
        .fetch_all(db)
        .await?)
}

pub async fn cari_kelompok(db: &Db, id: i64) -> AppResult<Option<KelompokDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_KELOMPOK} FROM ujian_kelompok_soal WHERE id = $1")).bind(id).fetch_optional(db).await?)
}

pub async fn jumlah_soal_kelompok(db: &Db, id_kelompok: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM ujian_soal WHERE id_kelompok = $1").bind(id_kelompok).fetch_one(db).await?)
}

/// Every question of an exam, by group then number.
pub async fn soal_ujian(db: &Db, id_ujian: i64) -> AppResult<Vec<SoalDb>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {KOLOM_SOAL} FROM ujian_soal s JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok
         WHERE k.id_aktivitas = $1 ORDER BY k.urutan, s.urutan"
    ))
    .bind(id_ujian)
    .fetch_all(db)
    .await?)
}

/// (question, group) of every question of an exam, in order: all an
/// attempt's start needs, read by every student at the same moment.
pub async fn soal_per_kelompok(db: &Db, id_ujian: i64) -> AppResult<Vec<(i64, i64)>> {
    Ok(sqlx::query_as(
        "SELECT s.id, s.id_kelompok FROM ujian_soal s JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok
         WHERE k.id_aktivitas = $1 ORDER BY k.urutan, s.urutan",
    )
    .bind(id_ujian)
    .fetch_all(db)
    .await?)
}

pub async fn cari_soal(db: &Db, id: i64) -> AppResult<Option<SoalDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_SOAL} FROM ujian_soal s WHERE s.id = $1")).bind(id).fetch_optional(db).await?)
}

/// An attempt's row.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct PengerjaanDb {
    pub id: i64,
    pub id_aktivitas: i64,
    pub id_mahasiswa: i64,
    pub waktu_mulai: String,
    pub waktu_kumpul: Option<String>,
    pub pengurangan_nilai: f64,
}

const KOLOM_PENGERJAAN: &str = "id, id_aktivitas, id_mahasiswa, waktu_mulai, waktu_kumpul, pengurangan_nilai";

pub async fn pengerjaan_mahasiswa(db: &Db, id_ujian: i64, id_mahasiswa: i64) -> AppResult<Option<PengerjaanDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_PENGERJAAN} FROM ujian_pengerjaan WHERE id_aktivitas = $1 AND id_mahasiswa = $2"))
        .bind(id_ujian)
        .bind(id_mahasiswa)
        .fetch_optional(db)
        .await?)
}

/// The attempts of an exam not handed in yet.
pub async fn pengerjaan_terbuka(db: &Db, id_ujian: i64) -> AppResult<Vec<PengerjaanDb>> {
    let sql = format!("SELECT {KOLOM_PENGERJAAN} FROM ujian_pengerjaan WHERE id_aktivitas = $1 AND waktu_kumpul IS NULL");
    Ok(sqlx::query_as(&sql).bind(id_ujian).fetch_all(db).await?)
}

pub async fn cari_pengerjaan(db: &Db, id: i64) -> AppResult<Option<PengerjaanDb>> {
    Ok(sqlx::query_as(&format!("SELECT {KOLOM_PENGERJAAN} FROM ujian_pengerjaan WHERE id = $1")).bind(id).fetch_optional(db).await?)
}

/// A question an attempt shows, with its group and the saved answer.
#[derive(sqlx::FromRow, Clone, Debug)]
pub struct SoalTerjawabDb {
    pub id_kelompok: i64,
    pub nomor_kelompok: i64,
    pub aturan: AturanKelompok,
    pub jumlah_wajib_dijawab: Option<i64>,
    pub id: i64,
    pub jenis: JenisSoal,
    pub pertanyaan: String,
    pub pilihan: String,
    pub kunci: String,
    pub jenis_file_diterima: String,
    pub jawaban: Option<String>,
    pub versi: Option<i64>,
    pub nilai: Option<i64>,
    /// Files of an essay answer.
    pub jumlah_berkas: i64,
    /// The question's own files (attachments, option images, key files).
    pub jumlah_lampiran: i64,
}

/// What a score counts as the answer: the text, or for an essay answered
/// only with files a stand-in that is not empty (graded like a text).
pub const JAWABAN_BERKAS: &str = "[berkas]";

impl SoalTerjawabDb {
    pub fn jawaban_dinilai(&self) -> Option<&str> {
        match self.jawaban.as_deref() {
            Some(j) if !j.is_empty() => Some(j),
            _ if self.jumlah_berkas > 0 => Some(JAWABAN_BERKAS),
            j => j,
        }
    }

    pub fn dijawab(&self) -> bool {
        self.jawaban_dinilai().is_some_and(|j| !j.is_empty())
    }
}

/// SQL, for `concat!`: answer `j` (a row of ujian_jawaban) holds an answer,
/// text or files.
#[macro_export]
macro_rules! ujian_dijawab_sql {
    () => {
        "(j.jawaban <> '' OR EXISTS (SELECT 1 FROM ujian_jawaban_berkas jb WHERE jb.id_pengerjaan = j.id_pengerjaan AND jb.id_soal = j.id_soal))"
    };
}

/// The questions of attempt `id_pengerjaan` in the order it shows them.
pub async fn lembar<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(db: E, id_pengerjaan: i64) -> AppResult<Vec<SoalTerjawabDb>> {
    Ok(sqlx::query_as(
        "SELECT k.id AS id_kelompok, k.urutan AS nomor_kelompok, k.aturan, k.jumlah_wajib_dijawab,
                s.id, s.jenis, s.pertanyaan, s.pilihan, s.kunci, s.jenis_file_diterima, j.jawaban, j.versi, j.nilai,
                CAST((SELECT COUNT(*) FROM ujian_jawaban_berkas jb WHERE jb.id_pengerjaan = ps.id_pengerjaan AND jb.id_soal = ps.id_soal)
                     AS BIGINT) AS jumlah_berkas,
                CAST((SELECT COUNT(*) FROM soal_lampiran l WHERE l.id_ujian_soal = ps.id_soal) AS BIGINT) AS jumlah_lampiran
         FROM ujian_pengerjaan_soal ps
         JOIN ujian_soal s ON s.id = ps.id_soal
         JOIN ujian_kelompok_soal k ON k.id = s.id_kelompok
         LEFT JOIN ujian_jawaban j ON j.id_pengerjaan = ps.id_pengerjaan AND j.id_soal = ps.id_soal
         WHERE ps.id_pengerjaan = $1 ORDER BY ps.urutan",
    )
    .bind(id_pengerjaan)
    .fetch_all(db)
    .await?)
}

/// Whether attempt `id_pengerjaan` was given question `id_soal`.
pub async fn soal_diberikan(db: &Db, id_pengerjaan: i64, id_soal: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM ujian_pengerjaan_soal WHERE id_pengerjaan = $1 AND id_soal = $2")
        .bind(id_pengerjaan)
        .bind(id_soal)
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

/// The essay answer files of attempt `id_pengerjaan`: (question, file), in order.
pub async fn berkas_jawaban<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
    db: E,
    id_pengerjaan: i64,
) -> AppResult<Vec<(i64, crate::berkas::BerkasInfo)>> {
    #[derive(sqlx::FromRow)]
    struct Baris {
        id_soal: i64,
        id: String,
        nama: String,
        ukuran: i64,
    }
    let baris: Vec<Baris> = sqlx::query_as(
        "SELECT jb.id_soal, b.id, b.nama, b.ukuran FROM ujian_jawaban_berkas jb JOIN berkas b ON b.id = jb.id_berkas
         WHERE jb.id_pengerjaan = $1 ORDER BY jb.id_soal, jb.urutan",
    )
    .bind(id_pengerjaan)
    .fetch_all(db)
    .await?;
    Ok(baris
        .into_iter()
        .map(|b| (b.id_soal, crate::berkas::BerkasInfo { url: crate::berkas::url(&b.id, &b.nama), name: b.nama, content_length: b.ukuran }))
        .collect())
}

/// The detail join of the exam copy picker.
pub const SALINAN_JOIN: &str = "JOIN ujian uj ON uj.id_aktivitas = a.id";

/// Exams of other classes for the copy picker, a page of them and how many in all.
pub async fn salinan(db: &Db, cari: &crate::pertemuan::store::CariSalinan) -> AppResult<(Vec<super::model::UjianSalinan>, i64)> {
    #[derive(sqlx::FromRow)]
    struct Baris {
        id: i64,
        sub_jenis: super::model::JenisUjian,
        judul: String,
        gunakan_batas_waktu: i64,
        durasi: Option<i64>,
        nama_mk: String,
        nama_kelas: String,
        nomor: i64,
        pembuat: Option<String>,
        jumlah_soal: i64,
    }
    let rows: Vec<Baris> = cari
        .baris(
            db,
            "a.id, a.sub_jenis, a.judul, uj.gunakan_batas_waktu, uj.durasi, mk.nama AS nama_mk, k.nama AS nama_kelas, p.nomor,
             u.nama AS pembuat,
             CAST((SELECT COUNT(*) FROM ujian_soal s JOIN ujian_kelompok_soal g ON g.id = s.id_kelompok WHERE g.id_aktivitas = a.id) AS BIGINT) AS jumlah_soal",
        )
        .await?;
    let data = rows
        .into_iter()
        .map(|r| super::model::UjianSalinan {
            id: r.id,
            jenis: r.sub_jenis,
            judul: r.judul,
            durasi: r.durasi.filter(|_| r.gunakan_batas_waktu != 0),
            kelas: format!("{} ({})", r.nama_mk, r.nama_kelas),
            pertemuan: r.nomor,
            pembuat: r.pembuat.unwrap_or_default(),
            jumlah_soal: r.jumlah_soal,
        })
        .collect();
    Ok((data, cari.jumlah(db).await?))
}

/// Writes exam `id`'s own row (`ujian`) from the form, the checked key time
/// `tampil_kunci` and the main exam, and replaces its remedial participants.
pub async fn tulis_detail(
    tx: &mut Tx<'_>,
    id: i64,
    f: &UjianSimpan,
    tampil_kunci: Option<&String>,
    utama: Option<i64>,
    peserta: &[i64],
) -> AppResult<()> {
    // Bound NULL integers and texts reach PostgreSQL untyped (db.rs): absent values are written literally.
    let durasi = f.durasi.filter(|_| f.gunakan_batas_waktu).map_or("NULL".to_string(), |d| d.to_string());
    let utama = utama.map_or("NULL".to_string(), |u| u.to_string());
    let sql = format!(
        "INSERT INTO ujian (id_aktivitas, deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan,
                            tampilkan_kunci_jawaban, waktu_tampil_kunci, id_ujian_utama)
         VALUES ($1, $2, $3, $4, {durasi}, $5, $6, $7, {}, {utama})
         ON CONFLICT (id_aktivitas) DO UPDATE SET deskripsi = excluded.deskripsi, sifat = excluded.sifat,
             gunakan_batas_waktu = excluded.gunakan_batas_waktu, durasi = excluded.durasi, acak_soal = excluded.acak_soal,
             ditampilkan = excluded.ditampilkan, tampilkan_kunci_jawaban = excluded.tampilkan_kunci_jawaban,
             waktu_tampil_kunci = excluded.waktu_tampil_kunci, id_ujian_utama = excluded.id_ujian_utama",
        if tampil_kunci.is_some() { "$8" } else { "NULL" }
    );
    let mut q = sqlx::query(&sql)
        .bind(id)
        .bind(ammonia::clean(&f.deskripsi))
        .bind(f.sifat.unwrap_or(SifatUjian::Close).as_str())
        .bind(f.gunakan_batas_waktu as i64)
        .bind(f.acak_soal as i64)
        .bind(f.ditampilkan as i64)
        .bind(f.tampilkan_kunci_jawaban as i64);
    if let Some(t) = tampil_kunci {
        q = q.bind(t);
    }
    q.execute(&mut **tx).await?;
    sqlx::query("DELETE FROM ujian_peserta_remedial WHERE id_aktivitas = $1").bind(id).execute(&mut **tx).await?;
    for m in peserta {
        sqlx::query("INSERT INTO ujian_peserta_remedial (id_aktivitas, id_mahasiswa) VALUES ($1, $2)")
            .bind(id)
            .bind(*m)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Copies the groups and questions of exam `asal` to exam `id`.
pub async fn salin_soal(tx: &mut Tx<'_>, id_pembuat: i64, asal: i64, id: i64) -> AppResult<()> {
    let kelompok: Vec<(i64, i64)> = sqlx::query_as("SELECT id, urutan FROM ujian_kelompok_soal WHERE id_aktivitas = $1 ORDER BY urutan")
        .bind(asal)
        .fetch_all(&mut **tx)
        .await?;
    for (lama, urutan) in kelompok {
        let baru: i64 = sqlx::query_scalar(
            "INSERT INTO ujian_kelompok_soal (id_aktivitas, urutan, aturan, jumlah_wajib_dijawab)
             SELECT $1, urutan, aturan, jumlah_wajib_dijawab FROM ujian_kelompok_soal WHERE id = $2 RETURNING id",
        )
        .bind(id)
        .bind(lama)
        .fetch_one(&mut **tx)
        .await?;
        debug_assert!(urutan > 0);
        sqlx::query(
            "INSERT INTO ujian_soal (id_kelompok, urutan, jenis, pertanyaan, pilihan, kunci, jenis_file_diterima, id_pembuat, created_at)
             SELECT $1, urutan, jenis, pertanyaan, pilihan, kunci, jenis_file_diterima, $2, $3 FROM ujian_soal WHERE id_kelompok = $4",
        )
        .bind(baru)
        .bind(id_pembuat)
        .bind(crate::db::now())
        .bind(lama)
        .execute(&mut **tx)
        .await?;
        // The copies name the same files (a question's place in its group is unique).
        sqlx::query(
            "INSERT INTO soal_lampiran (id_ujian_soal, peran, opsi, urutan, id_berkas)
             SELECT sb.id, l.peran, l.opsi, l.urutan, l.id_berkas FROM soal_lampiran l
             JOIN ujian_soal sl ON sl.id = l.id_ujian_soal JOIN ujian_soal sb ON sb.id_kelompok = $1 AND sb.urutan = sl.urutan
             WHERE sl.id_kelompok = $2",
        )
        .bind(baru)
        .bind(lama)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Publishes (or hides) the scores of exam `id`.
pub async fn tulis_publikasi(tx: &mut Tx<'_>, id: i64, tampil: bool) -> AppResult<()> {
    sqlx::query("UPDATE ujian SET nilai_dipublikasi = $1 WHERE id_aktivitas = $2").bind(tampil as i64).bind(id).execute(&mut **tx).await?;
    Ok(())
}

/// Deletes exam `id` with its attempt rows, remedial participants and activity.
pub async fn hapus_ujian(tx: &mut Tx<'_>, id: i64) -> AppResult<()> {
    for tabel in ["pengerjaan", "ujian_peserta_remedial", "ujian"] {
        sqlx::query(&format!("DELETE FROM {tabel} WHERE id_aktivitas = $1")).bind(id).execute(&mut **tx).await?;
    }
    sqlx::query("DELETE FROM aktivitas WHERE id = $1").bind(id).execute(&mut **tx).await?;
    Ok(())
}
