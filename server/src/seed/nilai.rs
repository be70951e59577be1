//! Grades of the demo: the scores the legacy academic system (SIKAD) wrote
//! back for the UTS column of the demo lecturer's first class of the current
//! period, so the recap shows them and choosing that column's activities asks
//! for confirmation.

use sqlx::{Any, Transaction};

use crate::db::Arg;

/// komponen_nilai 'UTS'.
const KOMPONEN_UTS: i64 = 4;

pub async fn seed_nilai_sikad(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let kelas: Option<i64> = sqlx::query_scalar(
        "SELECT k.id FROM kelas_kuliah k JOIN kelas_pengajar kp ON kp.id_kelas = k.id JOIN users u ON u.id = kp.id_dosen
         WHERE u.username = 'dosen' AND k.periode = (SELECT kode FROM periode WHERE is_berjalan = 1) ORDER BY k.id LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some(kelas) = kelas else { return Ok(()) };
    let peserta: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1 ORDER BY id_mahasiswa LIMIT 5")
        .bind(kelas)
        .fetch_all(&mut **tx)
        .await?;
    let rows = peserta
        .into_iter()
        .enumerate()
        .map(|(i, m)| vec![Arg::Int(kelas), Arg::Int(KOMPONEN_UTS), Arg::Int(m), Arg::Double(70.0 + 4.5 * i as f64), Arg::Text(now.into())])
        .collect();
    super::demo::insert(tx, "nilai_sikad", &["id_kelas_kuliah", "id_komponen", "id_mahasiswa", "nilai", "updated_at"], rows).await
}
