//! SQL of one class: profile, people, schedule, meetings, and its changes
//! (leader, teaching roles, banner).

use sqlx::Row;

use super::aktivitas_store::Pandangan;
use super::model::*;
use crate::db::Db;
use crate::error::AppResult;
use crate::referensi::model::ProdiRingkas;

/// The class; its meetings count the activities `pandangan` shows.
pub async fn detail(db: &Db, id: i64, pandangan: &Pandangan) -> AppResult<Option<KelasDetail>> {
    let Some(r) = sqlx::query(
        "SELECT k.id, k.periode, k.status, k.mode_kuliah, k.lingkup, k.kapasitas, k.metode_mengajar, k.nama AS nama_kelas,
                k.banner_path, k.banner_color_idx, jk.nama AS jenis_kelas, ka.nama AS kampus,
                mk.id AS id_mk, mk.kode, mk.nama AS nama_mk, mk.sks, mk.silabus, pm.nama AS nama_prodi, pm.jenjang
         FROM kelas_kuliah k
         JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         JOIN prodi pm ON pm.id = mk.id_prodi
         JOIN jenis_kelas jk ON jk.id = k.id_jenis_kelas
         JOIN kampus ka ON ka.id = k.id_kampus
         WHERE k.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    else {
        return Ok(None);
    };
    let pengajar = pengajar(db, id).await?;
    let mahasiswa = peserta(db, id).await?;
    let pertemuan = pertemuan(db, id, pandangan).await?;
    Ok(Some(KelasDetail {
        id,
        periode: r.try_get("periode")?,
        status: r.try_get("status")?,
        mode_kuliah: r.try_get("mode_kuliah")?,
        lingkup: r.try_get("lingkup")?,
        kapasitas: r.try_get("kapasitas")?,
        metode_mengajar: r.try_get("metode_mengajar")?,
        banner_url: r.try_get::<Option<String>, _>("banner_path")?.map(|_| format!("/lms/kelas_kuliah/{id}/banner")),
        banner_color_idx: r.try_get("banner_color_idx")?,
        kelas: NamaKelas { nama: r.try_get("nama_kelas")?, jenis: JenisKelas { nama: r.try_get("jenis_kelas")? } },
        mata_kuliah: MataKuliahDetail {
            id: r.try_get("id_mk")?,
            kode: r.try_get("kode")?,
            nama: r.try_get("nama_mk")?,
            sks: r.try_get("sks")?,
            prodi: ProdiRingkas { nama: r.try_get("nama_prodi")?, jenjang: r.try_get("jenjang")? },
            silabus: Silabus { teks: r.try_get("silabus")? },
        },
        prodi_kelas: prodi_kelas(db, id).await?,
        kampus: Kampus { nama: r.try_get("kampus")? },
        jadwal: jadwal(db, id).await?,
        jumlah_peserta: mahasiswa.len() as i64,
        jumlah_pertemuan: pertemuan.len() as i64,
        pengajar,
        mahasiswa,
        pertemuan,
        izin: IzinKelas::default(),
    }))
}

async fn prodi_kelas(db: &Db, id: i64) -> AppResult<Vec<ProdiRingkas>> {
    let rows = sqlx::query(
        "SELECT p.nama, p.jenjang FROM kelas_prodi kp JOIN prodi p ON p.id = kp.id_prodi WHERE kp.id_kelas = $1 ORDER BY p.nama",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| Ok(ProdiRingkas { nama: r.try_get("nama")?, jenjang: r.try_get("jenjang")? }))
        .collect::<Result<_, sqlx::Error>>()?)
}

async fn jadwal(db: &Db, id: i64) -> AppResult<Vec<Jadwal>> {
    let rows = sqlx::query(
        "SELECT j.hari, j.jam_mulai, j.jam_selesai, r.nama AS ruangan FROM jadwal j
         LEFT JOIN ruangan r ON r.id = j.id_ruangan WHERE j.id_kelas = $1 ORDER BY j.hari, j.jam_mulai",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            Ok(Jadwal {
                hari: r.try_get("hari")?,
                jam_mulai: r.try_get("jam_mulai")?,
                jam_selesai: r.try_get("jam_selesai")?,
                ruangan: r.try_get("ruangan")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub async fn pengajar(db: &Db, id: i64) -> AppResult<Vec<Pengajar>> {
    let rows = sqlx::query(
        "SELECT kp.id_dosen, kp.jabatan, d.nidn, d.gelar_depan, d.gelar_akademik, u.nama, p.nama AS prodi, p.jenjang
         FROM kelas_pengajar kp JOIN dosen d ON d.id_user = kp.id_dosen JOIN users u ON u.id = kp.id_dosen
         JOIN prodi p ON p.id = d.id_prodi WHERE kp.id_kelas = $1 ORDER BY kp.urutan, u.nama",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            Ok(Pengajar {
                id_dosen: r.try_get("id_dosen")?,
                nidn: r.try_get("nidn")?,
                jabatan: r.try_get("jabatan")?,
                gelar_depan: r.try_get("gelar_depan")?,
                nama_pengajar: r.try_get("nama")?,
                gelar_akademik: r.try_get("gelar_akademik")?,
                prodi: ProdiRingkas { nama: r.try_get("prodi")?, jenjang: r.try_get("jenjang")? },
                avatar_url: None,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub async fn peserta(db: &Db, id: i64) -> AppResult<Vec<Peserta>> {
    let rows = sqlx::query(
        "SELECT m.id_user, m.nim, m.angkatan, u.nama, ks.jabatan, p.nama AS prodi, p.jenjang
         FROM kelas_peserta ks JOIN mahasiswa m ON m.id_user = ks.id_mahasiswa JOIN users u ON u.id = ks.id_mahasiswa
         JOIN prodi p ON p.id = m.id_prodi WHERE ks.id_kelas = $1 ORDER BY u.nama, m.nim",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            Ok(Peserta {
                id: r.try_get("id_user")?,
                nim: r.try_get("nim")?,
                nama: r.try_get("nama")?,
                angkatan: r.try_get("angkatan")?,
                prodi: ProdiRingkas { nama: r.try_get("prodi")?, jenjang: r.try_get("jenjang")? },
                avatar_url: None,
                jabatan: r.try_get("jabatan")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

async fn pertemuan(db: &Db, id: i64, pandangan: &Pandangan) -> AppResult<Vec<PertemuanRingkas>> {
    let rows = sqlx::query(
        "SELECT id, nomor, judul, jenis, kategori, status, waktu_mulai, waktu_selesai FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let mut counts = super::aktivitas::count_per_pertemuan(db, id, pandangan).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            Ok(PertemuanRingkas {
                count_activity: counts.remove(&r.try_get::<i64, _>("id")?).unwrap_or_default(),
                id: r.try_get("id")?,
                nomor: r.try_get("nomor")?,
                judul: r.try_get("judul")?,
                jenis: r.try_get("jenis")?,
                kategori: r.try_get("kategori")?,
                status: r.try_get("status")?,
                waktu_mulai: r.try_get("waktu_mulai")?,
                waktu_selesai: r.try_get("waktu_selesai")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

/// The viewer's position in the class: teaching role, or attending.
pub async fn jabatan_pengajar(db: &Db, id_kelas: i64, id_dosen: i64) -> AppResult<Option<JabatanDosen>> {
    Ok(sqlx::query_scalar("SELECT jabatan FROM kelas_pengajar WHERE id_kelas = $1 AND id_dosen = $2")
        .bind(id_kelas)
        .bind(id_dosen)
        .fetch_optional(db)
        .await?)
}

/// The class's students by name.
pub async fn nim_nama(db: &Db, id_kelas: i64) -> AppResult<Vec<super::model::NimNama>> {
    Ok(sqlx::query_as(
        "SELECT m.nim, u.nama FROM kelas_peserta kp JOIN mahasiswa m ON m.id_user = kp.id_mahasiswa JOIN users u ON u.id = m.id_user
         WHERE kp.id_kelas = $1 ORDER BY u.nama, m.nim",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?)
}

pub async fn is_peserta(db: &Db, id_kelas: i64, id_mahasiswa: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_peserta WHERE id_kelas = $1 AND id_mahasiswa = $2")
        .bind(id_kelas)
        .bind(id_mahasiswa)
        .fetch_one(db)
        .await?;
    Ok(n > 0)
}

/// Whether user `id_user` teaches or attends some class whose `lingkup` is `lingkup`.
pub async fn punya_kelas_lingkup(db: &Db, id_user: i64, lingkup: &str) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM kelas_kuliah k WHERE k.lingkup = $1
           AND (EXISTS (SELECT 1 FROM kelas_pengajar kp WHERE kp.id_kelas = k.id AND kp.id_dosen = $2)
             OR EXISTS (SELECT 1 FROM kelas_peserta kps WHERE kps.id_kelas = k.id AND kps.id_mahasiswa = $2))",
    )
    .bind(lingkup)
    .bind(id_user)
    .fetch_one(db)
    .await?;
    Ok(n > 0)
}

/// A class's `lingkup` ('' for a class of no special scope, or when it does not exist).
pub async fn lingkup(db: &Db, id: i64) -> AppResult<String> {
    let l: Option<String> = sqlx::query_scalar("SELECT lingkup FROM kelas_kuliah WHERE id = $1").bind(id).fetch_optional(db).await?;
    Ok(l.unwrap_or_default())
}

pub async fn exists(db: &Db, id: i64) -> AppResult<bool> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM kelas_kuliah WHERE id = $1").bind(id).fetch_one(db).await?;
    Ok(n > 0)
}

pub async fn banner_path(db: &Db, id: i64) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar::<_, Option<String>>("SELECT banner_path FROM kelas_kuliah WHERE id = $1")
        .bind(id)
        .fetch_optional(db)
        .await?
        .flatten())
}

/// The class's banner object key, in the caller's transaction.
pub async fn ubah_banner(tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, path: &str) -> AppResult<()> {
    sqlx::query("UPDATE kelas_kuliah SET banner_path = $1 WHERE id = $2").bind(path).bind(id).execute(&mut **tx).await?;
    Ok(())
}

use crate::db::Tx;

/// The participant of class `id` with NIM `nim`, if there is one.
pub async fn peserta_dengan_nim(tx: &mut Tx<'_>, id: i64, nim: &str) -> AppResult<Option<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT ks.id_mahasiswa FROM kelas_peserta ks JOIN mahasiswa m ON m.id_user = ks.id_mahasiswa
         WHERE ks.id_kelas = $1 AND m.nim = $2",
    )
    .bind(id)
    .bind(nim)
    .fetch_optional(&mut **tx)
    .await?)
}

/// Participant `ketua` leads class `id` (None: nobody does); every other one is a participant.
pub async fn tetapkan_ketua(tx: &mut Tx<'_>, id: i64, ketua: Option<i64>) -> AppResult<()> {
    sqlx::query("UPDATE kelas_peserta SET jabatan = 'peserta' WHERE id_kelas = $1 AND jabatan = 'ketua_kelas'")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    if let Some(id_mahasiswa) = ketua {
        sqlx::query("UPDATE kelas_peserta SET jabatan = 'ketua_kelas' WHERE id_kelas = $1 AND id_mahasiswa = $2")
            .bind(id)
            .bind(id_mahasiswa)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The teachers' roles and the teaching method of class `id`, as checked by the service.
pub async fn tetapkan_jabatan(tx: &mut Tx<'_>, id: i64, req: &JabatanRequest) -> AppResult<()> {
    for p in &req.pengajar {
        sqlx::query("UPDATE kelas_pengajar SET jabatan = $1 WHERE id_kelas = $2 AND id_dosen = $3")
            .bind(p.jabatan)
            .bind(id)
            .bind(p.id_dosen)
            .execute(&mut **tx)
            .await?;
    }
    sqlx::query("UPDATE kelas_kuliah SET metode_mengajar = $1 WHERE id = $2").bind(req.metode_mengajar).bind(id).execute(&mut **tx).await?;
    Ok(())
}
