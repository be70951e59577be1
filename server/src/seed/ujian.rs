//! The demo exams' settings: quizzes open book with 30 minutes, the midterm
//! and final closed book with 90 minutes (their meetings' windows are
//! longer); scores of exams already held are published.

use sqlx::{Any, Transaction};

const DESKRIPSI_KUIS: &str = "<p>Kuis singkat tentang materi pertemuan sebelumnya. Boleh membuka catatan.</p>";
const DESKRIPSI_UJIAN: &str = "<p>Ujian tertulis, tutup buku. Kerjakan sendiri; meninggalkan layar ujian tercatat sebagai pelanggaran.</p>";

pub async fn seed_ujian(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    sqlx::query(
        "INSERT INTO ujian (id_aktivitas, deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan,
                            tampilkan_kunci_jawaban, waktu_tampil_kunci, id_ujian_utama, nilai_dipublikasi)
         SELECT a.id,
                CASE WHEN a.sub_jenis = 'kuis' THEN $1 ELSE $2 END,
                CASE WHEN a.sub_jenis = 'kuis' THEN 'open' ELSE 'close' END,
                1,
                CASE WHEN a.sub_jenis = 'kuis' THEN 30 ELSE 90 END,
                CASE WHEN a.sub_jenis = 'kuis' THEN 0 ELSE 1 END,
                1, 0, NULL, NULL,
                CASE WHEN a.waktu_selesai < $3 THEN 1 ELSE 0 END
         FROM aktivitas a WHERE a.jenis = 'ujian'",
    )
    .bind(DESKRIPSI_KUIS)
    .bind(DESKRIPSI_UJIAN)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
