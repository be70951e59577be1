//! SQL of the BAP report.

use std::collections::HashMap;

use sqlx::{FromRow, Row};

use super::model::*;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::inti::{bulat, nama_bergelar};
use crate::kehadiran::syarat_dosen::{sah, AturanDosen, FaktaDosen, DICATAT_SQL, FAKTA_SQL};
use crate::kelas::model::{JenisPertemuan, StatusPertemuan};
use crate::referensi::model::ProdiRingkas;

pub async fn kelas(db: &Db, id: i64) -> AppResult<BapKelas> {
    let r = sqlx::query(
        "SELECT k.id, k.periode, k.nama, k.mode_kuliah, k.lingkup, jk.nama AS jenis_kelas, mk.id AS id_mk, mk.kode, mk.nama AS nama_mk,
                mk.sks, p.id AS id_prodi, p.nama AS prodi, p.jenjang,
                (SELECT COUNT(*) FROM kelas_peserta s WHERE s.id_kelas = k.id) AS jumlah_peserta
         FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         JOIN prodi p ON p.id = mk.id_prodi JOIN jenis_kelas jk ON jk.id = k.id_jenis_kelas
         WHERE k.id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("Kelas"))?;
    let pengajar = sqlx::query(
        "SELECT d.id_user, d.nidn, d.gelar_depan, d.gelar_akademik, u.nama, kp.jabatan
         FROM kelas_pengajar kp JOIN dosen d ON d.id_user = kp.id_dosen JOIN users u ON u.id = d.id_user
         WHERE kp.id_kelas = $1 ORDER BY kp.urutan, u.nama",
    )
    .bind(id)
    .fetch_all(db)
    .await?
    .into_iter()
    .map(|p| {
        Ok(BapPengajar {
            id_dosen: p.try_get("id_user")?,
            nama: nama_bergelar(
                &p.try_get::<String, _>("gelar_depan")?,
                &p.try_get::<String, _>("nama")?,
                &p.try_get::<String, _>("gelar_akademik")?,
            ),
            nidn: p.try_get("nidn")?,
            jabatan: p.try_get("jabatan")?,
        })
    })
    .collect::<Result<_, sqlx::Error>>()?;
    Ok(BapKelas {
        id: r.try_get("id")?,
        periode: r.try_get("periode")?,
        mata_kuliah: BapMataKuliah {
            id: r.try_get("id_mk")?,
            kode: r.try_get("kode")?,
            nama: r.try_get("nama_mk")?,
            sks: r.try_get("sks")?,
        },
        nama_kelas: r.try_get("nama")?,
        jenis_kelas: r.try_get("jenis_kelas")?,
        mode_kuliah: r.try_get("mode_kuliah")?,
        prodi: ProdiRingkas { nama: r.try_get("prodi")?, jenjang: r.try_get("jenjang")? },
        id_prodi: r.try_get("id_prodi")?,
        pengajar,
        jumlah_peserta: r.try_get("jumlah_peserta")?,
        lingkup: r.try_get("lingkup")?,
    })
}

/// The class's meetings, or only those `id_pengajar` taught.
pub async fn pertemuan(db: &Db, kelas: &BapKelas, id_pengajar: Option<i64>) -> AppResult<Vec<BapPertemuan>> {
    let rows = sqlx::query(
        "SELECT p.id, p.nomor, p.judul, p.deskripsi, p.jenis, p.status, p.waktu_mulai, p.waktu_selesai,
                (SELECT COUNT(*) FROM kehadiran_mahasiswa h WHERE h.id_pertemuan = p.id AND h.kode = 'H') AS hadir,
                (SELECT COUNT(*) FROM kehadiran_mahasiswa h WHERE h.id_pertemuan = p.id) AS tercatat,
                (SELECT AVG(h.progress) FROM kehadiran_mahasiswa h WHERE h.id_pertemuan = p.id) AS progress
         FROM pertemuan p WHERE p.id_kelas = $1
           AND ($2 = 0 OR EXISTS (SELECT 1 FROM kehadiran_pengajar g WHERE g.id_pertemuan = p.id AND g.id_dosen = $3))
         ORDER BY p.nomor",
    )
    .bind(kelas.id)
    .bind(id_pengajar.is_some() as i64)
    .bind(id_pengajar.unwrap_or(0))
    .fetch_all(db)
    .await?;
    let mut pengajar = kehadiran_pengajar(db, kelas.id).await?;
    let mut aktivitas = aktivitas(db, kelas.id).await?;
    Ok(rows
        .into_iter()
        .map(|r| {
            let id: i64 = r.try_get("id")?;
            let tercatat: i64 = r.try_get("tercatat")?;
            let progress: Option<f64> = r.try_get("progress")?;
            let (kehadiran_pengajar, verified_by) = pengajar.remove(&id).unwrap_or_default();
            let mut p = aktivitas.remove(&id).unwrap_or_else(|| kosong(id));
            p.info = InfoPertemuan {
                id,
                nomor: r.try_get("nomor")?,
                waktu_mulai: r.try_get("waktu_mulai")?,
                waktu_selesai: r.try_get("waktu_selesai")?,
                jenis: r.try_get("jenis")?,
                judul: r.try_get("judul")?,
                deskripsi: r.try_get("deskripsi")?,
                status: r.try_get("status")?,
                kehadiran_pengajar,
                peserta_hadir: r.try_get("hadir")?,
                jumlah_peserta: kelas.jumlah_peserta,
                progress_peserta: progress.filter(|_| tercatat > 0).map(|p| bulat(p * 100.0, 1)),
                verified_by,
            };
            Ok(p)
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

fn kosong(id: i64) -> BapPertemuan {
    BapPertemuan {
        info: InfoPertemuan {
            id,
            nomor: 0,
            waktu_mulai: String::new(),
            waktu_selesai: String::new(),
            // The meeting's row fills these in (`pertemuan`).
            jenis: JenisPertemuan::Online,
            judul: String::new(),
            deskripsi: String::new(),
            status: StatusPertemuan::BelumDimulai,
            kehadiran_pengajar: Vec::new(),
            peserta_hadir: 0,
            jumlah_peserta: 0,
            progress_peserta: None,
            verified_by: None,
        },
        materi: Vec::new(),
        forum: Vec::new(),
        vidcon: Vec::new(),
        tugas: Vec::new(),
        ujian: Vec::new(),
    }
}

type PengajarPertemuan = (Vec<KehadiranPengajar>, Option<Verifikator>);

async fn kehadiran_pengajar(db: &Db, id_kelas: i64) -> AppResult<HashMap<i64, PengajarPertemuan>> {
    let rows = sqlx::query(&format!(
        "SELECT g.id_pertemuan, g.id_dosen, g.is_hadir, g.mulai_kuliah, g.selesai_kuliah, {FAKTA_SQL},
                d.gelar_depan, u.nama, d.gelar_akademik, v.nama AS nama_verifikator, v.username AS username_verifikator,
                CASE WHEN kp.jabatan = 'asisten' THEN 1 ELSE 0 END AS is_asisten
         FROM kehadiran_pengajar g JOIN pertemuan p ON p.id = g.id_pertemuan
         JOIN dosen d ON d.id_user = g.id_dosen JOIN users u ON u.id = g.id_dosen
         LEFT JOIN users v ON v.id = g.id_verifikator
         LEFT JOIN kelas_pengajar kp ON kp.id_kelas = p.id_kelas AND kp.id_dosen = g.id_dosen
         WHERE p.id_kelas = $1 AND (kp.id_dosen IS NULL OR {DICATAT_SQL})
         ORDER BY g.id_pertemuan, is_asisten, u.nama"
    ))
    .bind(id_kelas)
    .fetch_all(db)
    .await?;
    let aturan = AturanDosen::baca(db).await?;
    let mut out: HashMap<i64, PengajarPertemuan> = HashMap::new();
    for r in rows {
        let entry = out.entry(r.try_get("id_pertemuan")?).or_default();
        entry.0.push(KehadiranPengajar {
            id_dosen: r.try_get("id_dosen")?,
            nama: nama_bergelar(
                &r.try_get::<String, _>("gelar_depan")?,
                &r.try_get::<String, _>("nama")?,
                &r.try_get::<String, _>("gelar_akademik")?,
            ),
            is_hadir: r.try_get::<i64, _>("is_hadir")? == 1,
            mulai_kuliah: r.try_get("mulai_kuliah")?,
            selesai_kuliah: r.try_get("selesai_kuliah")?,
            is_valid: sah(&aturan, &FaktaDosen::from_row(&r)?),
            is_asisten: r.try_get::<i64, _>("is_asisten")? == 1,
        });
        if let Some(nama) = r.try_get::<Option<String>, _>("nama_verifikator")? {
            entry.1 = Some(Verifikator { nama, username: r.try_get("username_verifikator")? });
        }
    }
    Ok(out)
}

/// Every activity of the class with its hand-in figures, grouped per meeting.
async fn aktivitas(db: &Db, id_kelas: i64) -> AppResult<HashMap<i64, BapPertemuan>> {
    let rows = sqlx::query(
        "SELECT a.id, a.id_pertemuan, a.jenis, a.sub_jenis, a.judul,
                COUNT(g.id_mahasiswa) AS kumpul, COUNT(g.nilai) AS dinilai, AVG(g.nilai) AS rata
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN pengerjaan g ON g.id_aktivitas = a.id
         WHERE p.id_kelas = $1
         GROUP BY a.id, a.id_pertemuan, a.jenis, a.sub_jenis, a.judul ORDER BY a.id",
    )
    .bind(id_kelas)
    .fetch_all(db)
    .await?;
    let mut out: HashMap<i64, BapPertemuan> = HashMap::new();
    for r in rows {
        let id_pertemuan: i64 = r.try_get("id_pertemuan")?;
        let p = out.entry(id_pertemuan).or_insert_with(|| kosong(id_pertemuan));
        let a = BapAktivitas {
            id: r.try_get("id")?,
            judul: r.try_get("judul")?,
            sub_jenis: r.try_get("sub_jenis")?,
            jumlah_pengerjaan: r.try_get("kumpul")?,
        };
        match r.try_get::<String, _>("jenis")?.as_str() {
            "materi" | "teks" => p.materi.push(a),
            "forum" => p.forum.push(a),
            "vidcon" => p.vidcon.push(a),
            "tugas" => p.tugas.push(BapTugas { total_nilai: a.jumlah_pengerjaan, jumlah_dinilai: r.try_get("dinilai")?, aktivitas: a }),
            "ujian" => {
                let rata: Option<f64> = r.try_get("rata")?;
                p.ujian.push(BapUjian { rata_rata_nilai: rata.map(|n| bulat(n, 2)), aktivitas: a })
            }
            _ => {}
        }
    }
    Ok(out)
}

pub async fn penandatangan(db: &Db, id_prodi: i64) -> AppResult<Option<PenandatanganProdi>> {
    let row = sqlx::query("SELECT jabatan, nama, nidn, ttd FROM penandatangan_prodi WHERE id_prodi = $1")
        .bind(id_prodi)
        .fetch_optional(db)
        .await?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(PenandatanganProdi {
        fileKhsKiri: r.try_get("ttd")?,
        jabatanKhsKiri: r.try_get("jabatan")?,
        namaKhsKiri: r.try_get("nama")?,
        nidnKhsKiri: r.try_get("nidn")?,
    }))
}

/// Ids of a period's classes the user's scope covers (a lecturer's own, or a
/// special operator's `lingkup`), in report order.
pub async fn kelas_periode(db: &Db, periode: i64, id_dosen: Option<i64>, lingkup: Option<&str>) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT k.id FROM kelas_kuliah k JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE k.periode = $1
           AND ($2 = 0 OR EXISTS (SELECT 1 FROM kelas_pengajar kp WHERE kp.id_kelas = k.id AND kp.id_dosen = $3))
           AND ($4 = 0 OR k.lingkup = $5)
         ORDER BY mk.kode, k.nama, k.id",
    )
    .bind(periode)
    .bind(id_dosen.is_some() as i64)
    .bind(id_dosen.unwrap_or(0))
    .bind(lingkup.is_some() as i64)
    .bind(lingkup.unwrap_or(""))
    .fetch_all(db)
    .await?)
}
