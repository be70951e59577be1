//! Calendar events of the dashboard: the user's meetings, exams and task
//! deadlines around today.

use chrono::{Duration, Utc};
use sqlx::Row;

use super::store::Lingkup;
use crate::akun::CurrentUser;
use crate::db::{self, Db};
use crate::error::AppResult;
use crate::pengaturan::store::{time_zone, zona_label, zona_offset};
use crate::web::props::Kegiatan;

/// What the calendar lists: the time column that places it on a day, and the
/// SQL giving `waktu`, `kode`, `nama`, `kelas`, `label` and the page it opens (`tautan`).
const ACARA: [&str; 2] = [
    "SELECT p.waktu_mulai AS waktu, mk.kode, mk.nama, k.nama AS kelas,
            'Pertemuan ' || CAST(p.nomor AS TEXT) || ': ' || p.judul AS label,
            '/kelas/' || CAST(k.id AS TEXT) AS tautan
     FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas {join}
     JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
     WHERE p.waktu_mulai >= $1 AND p.waktu_mulai < $2",
    "SELECT CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END AS waktu, mk.kode, mk.nama, k.nama AS kelas,
            CASE WHEN a.jenis = 'tugas' THEN 'Batas tugas: ' ELSE 'Ujian: ' END || a.judul AS label,
            '/kelas/' || CAST(k.id AS TEXT) || CASE WHEN a.jenis = 'tugas' THEN '/tugas/' || CAST(a.id AS TEXT) ELSE '' END AS tautan
     FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas {join}
     JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
     WHERE a.jenis IN ('tugas', 'ujian')
       AND CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END >= $1
       AND CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END < $2",
];

/// Events from 40 days back to 70 days ahead, of the classes the user
/// teaches or attends (none for operators: they are not in classes).
pub async fn kegiatan(db: &Db, user: &CurrentUser) -> AppResult<Vec<Kegiatan>> {
    let (join, id) = match crate::policy::require_list_kelas(user) {
        Ok(Lingkup::Pengajar(id)) => ("JOIN kelas_pengajar x ON x.id_kelas = k.id AND x.id_dosen = $3", id),
        Ok(Lingkup::Peserta(id)) => ("JOIN kelas_peserta x ON x.id_kelas = k.id AND x.id_mahasiswa = $3", id),
        _ => return Ok(Vec::new()),
    };
    let now = Utc::now();
    let (awal, akhir) = (db::format_time(now - Duration::days(40)), db::format_time(now + Duration::days(70)));
    let mut rows = Vec::new();
    for sql in ACARA {
        rows.extend(sqlx::query(&sql.replace("{join}", join)).bind(&awal).bind(&akhir).bind(id).fetch_all(db).await?);
    }
    let zone = time_zone(db).await?;
    let offset = zona_offset(&zone);
    let mut out: Vec<(String, Kegiatan)> = Vec::with_capacity(rows.len());
    for r in rows {
        let waktu: String = r.try_get("waktu")?;
        let Some(start) = db::parse_time(&waktu) else { continue };
        let start = start.with_timezone(&offset);
        let kegiatan = Kegiatan {
            tanggal: start.format("%Y-%m-%d").to_string(),
            judul: format!(
                "{} {}: {} {} (Kelas {}) — {}",
                start.format("%H:%M"),
                zona_label(&zone),
                r.try_get::<String, _>("kode")?,
                r.try_get::<String, _>("nama")?,
                r.try_get::<String, _>("kelas")?,
                r.try_get::<String, _>("label")?,
            ),
            tautan: r.try_get("tautan")?,
        };
        out.push((waktu, kegiatan));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out.into_iter().map(|(_, k)| k).collect())
}
