//! SQL of the dashboard calendar (`kalender`): the meetings, exams and task
//! deadlines of a month in the classes a lecturer teaches or a student attends.

use sqlx::FromRow;

use crate::db::{bind_all, Arg, Db};
use crate::error::AppResult;
use crate::policy::Lingkup;

/// What the calendar lists: the time column that places it on a day, and the
/// SQL giving `waktu`, `kode`, `nama`, `kelas`, `label` and the page it opens
/// (`tautan`: a meeting's or an exam's meeting page, a task's page);
/// `{saring}` leaves hidden exams out for students.
const ACARA: [&str; 2] = [
    "SELECT p.waktu_mulai AS waktu, mk.kode, mk.nama, k.nama AS kelas,
            'Pertemuan ' || CAST(p.nomor AS TEXT) || ': ' || p.judul AS label,
            '/kelas/' || CAST(k.id AS TEXT) || '/' || CAST(p.id AS TEXT) AS tautan
     FROM pertemuan p JOIN kelas_kuliah k ON k.id = p.id_kelas {join}
     JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
     WHERE p.waktu_mulai >= $1 AND p.waktu_mulai < $2",
    "SELECT CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END AS waktu, mk.kode, mk.nama, k.nama AS kelas,
            CASE WHEN a.jenis = 'tugas' THEN 'Batas tugas: ' ELSE 'Ujian: ' END || a.judul AS label,
            '/kelas/' || CAST(k.id AS TEXT) || CASE WHEN a.jenis = 'tugas' THEN '/tugas/' || CAST(a.id AS TEXT) ELSE '/' || CAST(p.id AS TEXT) END AS tautan
     FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas {join}
     JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
     WHERE a.jenis IN ('tugas', 'ujian')
       AND CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END >= $1
       AND CASE WHEN a.jenis = 'tugas' THEN a.waktu_selesai ELSE a.waktu_mulai END < $2{saring}",
];

/// One event as the calendar's SQL gives it.
#[derive(FromRow)]
pub struct AcaraDb {
    pub waktu: String,
    pub kode: String,
    pub nama: String,
    pub kelas: String,
    pub label: String,
    pub tautan: String,
}

/// The events from `dari` to before `sampai` (UTC) of the classes of a
/// lecturer's or student's scope (none for any other), meetings first, then
/// exams and deadlines.
pub async fn acara(db: &Db, lingkup: &Lingkup, dari: String, sampai: String) -> AppResult<Vec<AcaraDb>> {
    let (join, id) = match lingkup {
        Lingkup::Pengajar { id, .. } => ("JOIN kelas_pengajar x ON x.id_kelas = k.id AND x.id_dosen = $3", *id),
        Lingkup::Peserta { id, .. } => ("JOIN kelas_peserta x ON x.id_kelas = k.id AND x.id_mahasiswa = $3", *id),
        _ => return Ok(Vec::new()),
    };
    let saring = if crate::policy::saring_ujian_tersembunyi(lingkup) {
        format!(" AND {}", crate::ujian::store::BUKAN_UJIAN_TERSEMBUNYI)
    } else {
        String::new()
    };
    let mut args = vec![Arg::Text(dari), Arg::Text(sampai), Arg::Int(id)];
    let join = format!("{join}{}", lingkup.batas_sql(&mut args, 0));
    let mut rows = Vec::new();
    for sql in ACARA {
        rows.extend(
            bind_all(sqlx::query(&sql.replace("{join}", &join).replace("{saring}", &saring)), &args)
                .try_map(|r| AcaraDb::from_row(&r))
                .fetch_all(db)
                .await?,
        );
    }
    Ok(rows)
}
