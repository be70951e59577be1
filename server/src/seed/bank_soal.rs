//! The demo's question banks: one per course for each of its coordinating
//! lecturers, holding the exams' six choice and true/false questions and two
//! essays; two banks in three are shown to the course's other lecturers.

use sqlx::{Any, Transaction};

use super::demo::insert;
use super::ujian::{SOAL_ESAY, SOAL_UMUM};
use crate::db::Arg;

pub async fn seed_bank_soal(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let pasangan: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT DISTINCT kp.id_dosen, k.id_mata_kuliah, mk.nama FROM kelas_pengajar kp
         JOIN kelas_kuliah k ON k.id = kp.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
         WHERE kp.jabatan = 'koordinator' ORDER BY kp.id_dosen, k.id_mata_kuliah",
    )
    .fetch_all(&mut **tx)
    .await?;
    let (mut bank, mut soal) = (Vec::new(), Vec::new());
    let mut id_soal = 0i64;
    for (i, (id_dosen, id_mk, nama_mk)) in pasangan.iter().enumerate() {
        let id_bank = i as i64 + 1;
        bank.push(vec![
            Arg::Int(id_bank),
            Arg::Text(format!("Bank Soal {nama_mk}")),
            Arg::Text(format!("Kumpulan soal latihan, kuis dan ujian mata kuliah {nama_mk}.")),
            Arg::Int(*id_dosen),
            Arg::Int(*id_mk),
            Arg::Int((i % 3 != 2) as i64),
            Arg::Int(*id_dosen),
            Arg::Text(now.into()),
            Arg::Text(now.into()),
        ]);
        let isi = SOAL_UMUM
            .iter()
            .map(|(j, p, o, k)| (*j, *p, o.to_vec(), *k))
            .chain(SOAL_ESAY.iter().map(|(p, k)| ("esay", *p, Vec::new(), *k)));
        for (n, (jenis, pertanyaan, pilihan, kunci)) in isi.enumerate() {
            id_soal += 1;
            soal.push(vec![
                Arg::Int(id_soal),
                Arg::Int(id_bank),
                Arg::Int(n as i64 + 1),
                Arg::Text(jenis.into()),
                Arg::Text(pertanyaan.into()),
                Arg::Text(serde_json::to_string(&pilihan)?),
                Arg::Text(kunci.into()),
                Arg::Text(if jenis == "esay" { r#"["text","pdf"]"# } else { "[]" }.into()),
                Arg::Int(*id_dosen),
                Arg::Text(now.into()),
            ]);
        }
    }
    let kolom_bank = ["id", "judul", "deskripsi", "id_dosen", "id_mata_kuliah", "ditampilkan", "id_pembuat", "created_at", "updated_at"];
    insert(tx, "bank_soal", &kolom_bank, bank).await?;
    let kolom_soal =
        ["id", "id_bank", "urutan", "jenis", "pertanyaan", "pilihan", "kunci", "jenis_file_diterima", "id_pembuat", "created_at"];
    insert(tx, "bank_soal_soal", &kolom_soal, soal).await
}
