//! `lms seed bench-kehadiran --nilai`: the grade benchmark's data
//! (bench/nilai/). On top of the attendance benchmark's class: a task and a
//! quiz in each of its meetings, handed in by nine in ten students and graded
//! but for one hand-in in twenty.

use crate::db::{Arg, Db};
use crate::error::{AppError, AppResult};

pub async fn seed_bench_nilai(db: &Db, id_kelas: i64) -> AppResult<()> {
    let id_dosen: i64 = sqlx::query_scalar("SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1 ORDER BY id_dosen LIMIT 1")
        .bind(id_kelas)
        .fetch_one(db)
        .await?;
    let pertemuan: Vec<(i64, i64, String, String)> =
        sqlx::query_as("SELECT id, nomor, waktu_mulai, waktu_selesai FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor")
            .bind(id_kelas)
            .fetch_all(db)
            .await?;
    let peserta: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1 ORDER BY id_mahasiswa")
        .bind(id_kelas)
        .fetch_all(db)
        .await?;
    let mut tx = db.begin().await?;
    let mut kerja = Vec::new();
    for (id, nomor, mulai, selesai) in &pertemuan {
        let tugas = crate::pertemuan::store::sisip_aktivitas(
            &mut tx,
            *id,
            ("tugas", "individu"),
            &format!("Tugas {nomor}"),
            (mulai, selesai),
            id_dosen,
        )
        .await?;
        sqlx::query("INSERT INTO tugas (id_aktivitas, deskripsi) VALUES ($1, 'Tugas pekan ini')").bind(tugas).execute(&mut *tx).await?;
        let kuis =
            crate::pertemuan::store::sisip_aktivitas(&mut tx, *id, ("ujian", "kuis"), &format!("Kuis {nomor}"), (mulai, selesai), id_dosen)
                .await?;
        sqlx::query("INSERT INTO ujian (id_aktivitas, deskripsi) VALUES ($1, 'Kuis pekan ini')").bind(kuis).execute(&mut *tx).await?;
        for (i, &m) in peserta.iter().enumerate() {
            for (j, aktivitas) in [tugas, kuis].into_iter().enumerate() {
                let n = i + *nomor as usize * 7 + j * 3;
                if n.is_multiple_of(10) {
                    continue;
                }
                let nilai = if n % 20 == 1 { Arg::NullDouble } else { Arg::Double((50 + n % 51) as f64) };
                kerja.push(vec![Arg::Int(aktivitas), Arg::Int(m), Arg::Text(selesai.clone()), nilai]);
            }
        }
    }
    super::demo::insert(&mut tx, "pengerjaan", &["id_aktivitas", "id_mahasiswa", "waktu", "nilai"], kerja).await.map_err(AppError::from)?;
    tx.commit().await?;
    Ok(())
}
