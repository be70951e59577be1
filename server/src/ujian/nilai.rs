//! An attempt's score (docs/decisions.md, "Exam scores"): every question a
//! student is given scores 0-100 (choice and true/false automatically, 100
//! when the answer is the key; an essay by its grader; an unanswered one 0).
//! A group counts as many questions as it asks to answer (all for semua and
//! random, jumlah_wajib_dijawab for sebagian); the score is the mean over
//! those, minus the deduction, never below 0, to 2 decimals. While an
//! answered essay waits for its score the attempt has none (NULL), which is
//! what 'Belum Dinilai' counts.
//!
//! The score is written to pengerjaan.nilai in the transaction that changed
//! what it depends on, so no reader ever sees a half-computed score.

use super::model::{AturanKelompok, JenisSoal};
use super::pengerjaan_store;
use super::store::{self, SoalTerjawabDb};
use crate::error::AppResult;

/// One question's score: None while an answered essay is ungraded.
pub fn skor_soal(jenis: JenisSoal, kunci: &str, jawaban: Option<&str>, nilai_esay: Option<i64>) -> Option<i64> {
    let jawaban = jawaban.filter(|j| !j.is_empty());
    match (jenis, jawaban) {
        (_, None) => Some(0),
        (JenisSoal::Esay, Some(_)) => nilai_esay,
        (_, Some(j)) => Some(if j == kunci { 100 } else { 0 }),
    }
}

/// The score of a sheet before the deduction, or None while an essay waits.
/// Legacy attempts (no questions recorded) have none to compute.
pub fn skor_lembar(lembar: &[SoalTerjawabDb]) -> Option<f64> {
    if lembar.is_empty() {
        return None;
    }
    let (mut jumlah, mut slot) = (0i64, 0i64);
    let mut i = 0;
    while i < lembar.len() {
        let kelompok = lembar[i].id_kelompok;
        let akhir = lembar[i..].iter().position(|s| s.id_kelompok != kelompok).map_or(lembar.len(), |p| i + p);
        let isi = &lembar[i..akhir];
        let wajib = match isi[0].aturan {
            AturanKelompok::Sebagian => isi[0].jumlah_wajib_dijawab.unwrap_or(isi.len() as i64).clamp(0, isi.len() as i64),
            _ => isi.len() as i64,
        };
        // Only the first `wajib` answers count: more (stored before the limit
        // held under parallel saves) would lift the score over its maximum.
        let mut dihitung = 0;
        for s in isi {
            if s.dijawab() {
                if dihitung == wajib {
                    continue;
                }
                dihitung += 1;
            }
            jumlah += skor_soal(s.jenis, &s.kunci, s.jawaban_dinilai(), s.nilai)?;
        }
        slot += wajib;
        i = akhir;
    }
    Some(if slot == 0 { 0.0 } else { jumlah as f64 / slot as f64 })
}

/// The final score: the sheet's minus the deduction, within 0-100 (the
/// CHECK of pengerjaan.nilai, which closing an attempt must never fail).
pub fn nilai_akhir(skor: Option<f64>, pengurangan: f64) -> Option<f64> {
    skor.map(|s| crate::inti::bulat((s - pengurangan).clamp(0.0, 100.0), 2))
}

/// Recomputes finished attempt `id_pengerjaan` and writes pengerjaan.nilai
/// (left as it was for a legacy attempt without recorded questions).
pub async fn hitung(conn: &mut sqlx::AnyConnection, id_pengerjaan: i64) -> AppResult<()> {
    let (id_aktivitas, id_mahasiswa, pengurangan, selesai) = pengerjaan_store::dasar_nilai(conn, id_pengerjaan).await?;
    let lembar = store::lembar(&mut *conn, id_pengerjaan).await?;
    if lembar.is_empty() {
        return Ok(());
    }
    let nilai = if selesai.is_some() { nilai_akhir(skor_lembar(&lembar), pengurangan) } else { None };
    pengerjaan_store::tulis_nilai(conn, id_aktivitas, id_mahasiswa, nilai).await
}

/// Recomputes every finished attempt of an exam (after a key changed).
pub async fn hitung_ulang_ujian(conn: &mut sqlx::AnyConnection, id_ujian: i64) -> AppResult<()> {
    let ids = pengerjaan_store::pengerjaan_selesai(conn, id_ujian).await?;
    for id in ids {
        hitung(conn, id).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn soal(
        kelompok: i64,
        aturan: &str,
        wajib: Option<i64>,
        jenis: &str,
        kunci: &str,
        jawaban: Option<&str>,
        nilai: Option<i64>,
    ) -> SoalTerjawabDb {
        SoalTerjawabDb {
            id_kelompok: kelompok,
            nomor_kelompok: kelompok,
            aturan: AturanKelompok::parse(aturan).unwrap(),
            jumlah_wajib_dijawab: wajib,
            id: 0,
            jenis: JenisSoal::parse(jenis).unwrap(),
            pertanyaan: String::new(),
            pilihan: "[]".into(),
            kunci: kunci.into(),
            jenis_file_diterima: "[]".into(),
            jawaban: jawaban.map(String::from),
            versi: Some(1),
            nilai,
            jumlah_berkas: 0,
            jumlah_lampiran: 0,
        }
    }

    #[test]
    fn choices_score_themselves_and_essays_wait_for_their_grader() {
        assert_eq!(skor_soal(JenisSoal::Pilihan, "2", Some("2"), None), Some(100));
        assert_eq!(skor_soal(JenisSoal::BenarSalah, "benar", Some("salah"), None), Some(0));
        assert_eq!(skor_soal(JenisSoal::Pilihan, "2", None, None), Some(0));
        assert_eq!(skor_soal(JenisSoal::Esay, "", Some(""), None), Some(0), "an emptied essay is unanswered");
        assert_eq!(skor_soal(JenisSoal::Esay, "", Some("jawab"), None), None);
        assert_eq!(skor_soal(JenisSoal::Esay, "", Some("jawab"), Some(75)), Some(75));
    }

    #[test]
    fn a_sebagian_group_counts_the_answers_it_asks_for() {
        let lembar = vec![
            soal(1, "semua", None, "pilihan", "0", Some("0"), None),
            soal(1, "semua", None, "benar_salah", "benar", Some("salah"), None),
            soal(2, "sebagian", Some(1), "esay", "", Some("uraian"), Some(80)),
            soal(2, "sebagian", Some(1), "esay", "", None, None),
        ];
        // (100 + 0 + 80) over 2 + 1 slots.
        assert_eq!(skor_lembar(&lembar).map(|n| crate::inti::bulat(n, 2)), Some(60.0));
        assert_eq!(nilai_akhir(skor_lembar(&lembar), 10.25), Some(49.75));
        assert_eq!(nilai_akhir(Some(5.0), 10.0), Some(0.0), "never below 0");
        let mut menunggu = lembar.clone();
        menunggu[2].nilai = None;
        assert_eq!(skor_lembar(&menunggu), None);
        assert_eq!(skor_lembar(&[]), None, "legacy attempts keep their score");
    }

    #[test]
    fn answers_over_a_sebagian_groups_count_are_not_scored() {
        // Stored by parallel saves before the limit held: three right answers in an 'answer 1 of 3' group.
        let lembar = vec![
            soal(1, "semua", None, "pilihan", "0", Some("1"), None),
            soal(2, "sebagian", Some(1), "pilihan", "0", Some("0"), None),
            soal(2, "sebagian", Some(1), "pilihan", "0", Some("0"), None),
            soal(2, "sebagian", Some(1), "esay", "", Some("uraian"), None),
        ];
        assert_eq!(
            skor_lembar(&lembar).map(|n| crate::inti::bulat(n, 2)),
            Some(50.0),
            "(0 + 100) over 2 slots, the ungraded extra essay ignored"
        );
        assert_eq!(nilai_akhir(Some(150.0), 0.0), Some(100.0), "never above 100");
    }
}
