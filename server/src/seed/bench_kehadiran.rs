//! `lms seed bench-kehadiran --peserta N`: the attendance benchmark's data
//! (bench/kehadiran/). On top of the demo university: N extra students in the
//! demo lecturer's first class, whose 16 meetings are all held (three in four
//! online with a vidcon that three in four students joined on time, the
//! rest offline), and an attendance row for every student in every meeting.
//! Prints JSON: the class.

use chrono::{Duration, Utc};
use serde::Serialize;

use super::bench_ujian::tambah_peserta;
use crate::db::{self, Arg, Db};
use crate::error::{AppError, AppResult};

#[derive(Serialize)]
pub struct BenchKehadiran {
    pub id_kelas: i64,
    pub peserta: i64,
    pub pertemuan: Vec<i64>,
}

pub async fn seed_bench_kehadiran(db: &Db, peserta: usize) -> AppResult<BenchKehadiran> {
    let (id_kelas, id_dosen): (i64, i64) = sqlx::query_as(
        "SELECT kp.id_kelas, kp.id_dosen FROM kelas_pengajar kp JOIN users u ON u.id = kp.id_dosen
         WHERE u.username = 'dosen' ORDER BY kp.id_kelas LIMIT 1",
    )
    .fetch_one(db)
    .await?;
    let mut tx = db.begin().await?;
    tambah_peserta(&mut tx, id_kelas, peserta).await?;
    let semua: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1 ORDER BY id_mahasiswa")
        .bind(id_kelas)
        .fetch_all(&mut *tx)
        .await?;
    let pertemuan: Vec<(i64, i64)> =
        sqlx::query_as("SELECT id, nomor FROM pertemuan WHERE id_kelas = $1 ORDER BY nomor").bind(id_kelas).fetch_all(&mut *tx).await?;
    let now = Utc::now();
    let (mut join, mut hadir) = (Vec::new(), Vec::new());
    for &(id, nomor) in &pertemuan {
        let online = nomor % 4 != 0;
        let mulai = db::format_time(now - Duration::days(7 * (pertemuan.len() as i64 - nomor + 1)));
        let selesai = db::format_time(now - Duration::days(7 * (pertemuan.len() as i64 - nomor + 1)) + Duration::minutes(100));
        let flag = online as i64;
        sqlx::query(&format!(
            "UPDATE pertemuan SET jenis = $2, status = 'selesai', waktu_mulai = $3, waktu_selesai = $4, mulai_kuliah = $3,
             selesai_kuliah = $4, hadir_vidcon = {flag}, kerjakan_kuis_ujian = {flag}, kerjakan_tugas = {flag},
             posting_forum = {flag}, unduh_materi = {flag} WHERE id = $1"
        ))
        .bind(id)
        .bind(if online { "online" } else { "offline" })
        .bind(&mulai)
        .bind(&selesai)
        .execute(&mut *tx)
        .await?;
        let id_vidcon = if online {
            let v = crate::pertemuan::store::sisip_aktivitas(&mut tx, id, ("vidcon", ""), "Kuliah Daring", (&mulai, &selesai), id_dosen)
                .await?;
            sqlx::query("INSERT INTO vidcon (id_aktivitas, aplikasi, link, catatan) VALUES ($1, 'zoom', 'zoom.us/j/1', '')")
                .bind(v)
                .execute(&mut *tx)
                .await?;
            Some(v)
        } else {
            None
        };
        for (i, &m) in semua.iter().enumerate() {
            let ikut = !(i + nomor as usize).is_multiple_of(4);
            if let (Some(v), true) = (id_vidcon, ikut) {
                join.push(vec![Arg::Int(v), Arg::Int(m), Arg::Text("mahasiswa".into()), Arg::Text(mulai.clone()), Arg::Int(0)]);
            }
            let (oleh, progress) =
                if online { (crate::kehadiran::model::PENGUBAH_SISTEM, if ikut { 1.0 } else { 0.0 }) } else { ("dosen", 0.0) };
            hadir.push(vec![
                Arg::Int(id),
                Arg::Int(m),
                Arg::Text(if ikut { "H" } else { "A" }.into()),
                Arg::Double(progress),
                Arg::Text(oleh.into()),
                Arg::Text(selesai.clone()),
            ]);
        }
    }
    let gagal = |e: anyhow::Error| AppError::from(e);
    sqlx::query("DELETE FROM kehadiran_mahasiswa WHERE id_pertemuan IN (SELECT id FROM pertemuan WHERE id_kelas = $1)")
        .bind(id_kelas)
        .execute(&mut *tx)
        .await?;
    super::demo::insert(&mut tx, "vidcon_join", &["id_aktivitas", "id_user", "peran", "waktu_join", "terlambat"], join)
        .await
        .map_err(gagal)?;
    super::demo::insert(
        &mut tx,
        "kehadiran_mahasiswa",
        &["id_pertemuan", "id_mahasiswa", "kode", "progress", "updated_by", "updated_at"],
        hadir,
    )
    .await
    .map_err(gagal)?;
    tx.commit().await?;
    Ok(BenchKehadiran { id_kelas, peserta: semua.len() as i64, pertemuan: pertemuan.into_iter().map(|(id, _)| id).collect() })
}
