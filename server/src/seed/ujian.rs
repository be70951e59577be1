//! The demo exams' settings: quizzes open book with 30 minutes, the midterm
//! and final closed book with 90 minutes (their meetings' windows are
//! longer); scores of exams already held are published. Every exam gets two
//! question groups (six choice and true/false questions; two essays of which
//! one is answered), and every attempt the activity seed recorded becomes a
//! finished attempt with answers whose computed score replaces the recorded
//! one (an attempt recorded without a score keeps its essay ungraded). Every
//! midterm already held gets a remedial exam a week later for its lowest scores.

use chrono::Duration;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use crate::db::{self, Arg};
use crate::ujian::model::JenisSoal;
use crate::ujian::nilai;

/// (jenis, question, options, key) of the first group, asked in every class.
pub(super) const SOAL_UMUM: [(&str, &str, &[&str], &str); 6] = [
    (
        "pilihan",
        "<p>Manakah langkah pertama metode ilmiah?</p>",
        &["Merumuskan masalah", "Menarik kesimpulan", "Menguji hipotesis", "Mengumpulkan data"],
        "0",
    ),
    (
        "pilihan",
        "<p>Sumber rujukan yang paling dapat dipertanggungjawabkan untuk karya ilmiah adalah ...</p>",
        &["Unggahan media sosial", "Artikel jurnal bereputasi", "Blog pribadi tanpa rujukan", "Forum tanya jawab"],
        "1",
    ),
    ("pilihan", "<p>Nilai rata-rata dari 4, 6, 8, dan 10 adalah ...</p>", &["6", "7", "8", "9"], "1"),
    (
        "pilihan",
        "<p>Jika semua mahasiswa wajib hadir dan Budi adalah mahasiswa, maka ...</p>",
        &["Budi boleh tidak hadir", "Budi wajib hadir", "Sebagian mahasiswa tidak hadir", "Tidak dapat disimpulkan"],
        "1",
    ),
    ("benar_salah", "<p>Plagiarisme adalah mengutip karya orang lain tanpa menyebutkan sumbernya.</p>", &["benar", "salah"], "benar"),
    ("benar_salah", "<p>Hipotesis adalah kesimpulan akhir yang sudah pasti benar.</p>", &["benar", "salah"], "salah"),
];

/// (question, key) of the second group: answer one of the two.
pub(super) const SOAL_ESAY: [(&str, &str); 2] = [
    (
        "<p>Jelaskan dengan kata-kata Anda sendiri konsep utama yang dibahas pada pertemuan sebelumnya, beserta satu contoh penerapannya.</p>",
        "Jawaban memuat definisi konsep yang benar dan satu contoh penerapan yang relevan.",
    ),
    (
        "<p>Uraikan satu permasalahan nyata di sekitar Anda yang dapat diselesaikan dengan materi mata kuliah ini, lalu jelaskan langkah penyelesaiannya.</p>",
        "Permasalahan jelas, langkah penyelesaian runtut dan memakai konsep mata kuliah.",
    ),
];

const JAWABAN_ESAY: &str = "Konsep utamanya adalah menyusun langkah penyelesaian secara runtut: merumuskan masalah, \
mengumpulkan data, lalu menarik kesimpulan. Contohnya ketika menghitung rata-rata nilai kelas untuk evaluasi.";

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

/// A remedial exam in the next meeting, a week after every midterm already held, for its lowest
/// scores (below 60, else the two lowest), closed book, 60 minutes.
pub async fn seed_remedial(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let uts: Vec<(i64, i64, String, String, Option<i64>)> = sqlx::query_as(
        "SELECT a.id, COALESCE(n.id, a.id_pertemuan), a.judul, a.waktu_selesai, a.id_pembuat
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         LEFT JOIN pertemuan n ON n.id_kelas = p.id_kelas AND n.nomor = p.nomor + 1
         WHERE a.sub_jenis = 'uts' AND a.waktu_selesai < $1 ORDER BY a.id",
    )
    .bind(now)
    .fetch_all(&mut **tx)
    .await?;
    let mut id: i64 = sqlx::query_scalar("SELECT MAX(id) FROM aktivitas").fetch_one(&mut **tx).await?;
    for (utama, id_pertemuan, judul, selesai, pembuat) in uts {
        let mut peserta: Vec<i64> =
            sqlx::query_scalar("SELECT id_mahasiswa FROM pengerjaan WHERE id_aktivitas = $1 AND nilai < 60 ORDER BY nilai, id_mahasiswa")
                .bind(utama)
                .fetch_all(&mut **tx)
                .await?;
        if peserta.is_empty() {
            peserta = sqlx::query_scalar(
                "SELECT id_mahasiswa FROM pengerjaan WHERE id_aktivitas = $1 AND nilai IS NOT NULL ORDER BY nilai, id_mahasiswa LIMIT 2",
            )
            .bind(utama)
            .fetch_all(&mut **tx)
            .await?;
        }
        if peserta.is_empty() {
            continue;
        }
        id += 1;
        let mulai = db::parse_time(&selesai).expect("seeded time") + Duration::days(7);
        insert(
            tx,
            "aktivitas",
            &["id", "id_pertemuan", "jenis", "sub_jenis", "judul", "waktu_mulai", "waktu_selesai", "id_pembuat", "created_at"],
            vec![vec![
                Arg::Int(id),
                Arg::Int(id_pertemuan),
                Arg::Text("ujian".into()),
                Arg::Text("remedial".into()),
                Arg::Text(format!("Remedial {judul}")),
                Arg::Text(db::format_time(mulai)),
                Arg::Text(db::format_time(mulai + Duration::hours(2))),
                pembuat.map_or(Arg::NullInt, Arg::Int),
                Arg::Text(now.into()),
            ]],
        )
        .await?;
        sqlx::query(
            "INSERT INTO ujian (id_aktivitas, deskripsi, sifat, gunakan_batas_waktu, durasi, acak_soal, ditampilkan, tampilkan_kunci_jawaban, id_ujian_utama)
             VALUES ($1, $2, 'close', 1, 60, 1, 1, 0, $3)",
        )
        .bind(id)
        .bind("<p>Ujian remedial untuk peserta yang nilai UTS-nya belum mencapai 60.</p>")
        .bind(utama)
        .execute(&mut **tx)
        .await?;
        insert(
            tx,
            "ujian_peserta_remedial",
            &["id_aktivitas", "id_mahasiswa"],
            peserta.into_iter().map(|m| vec![Arg::Int(id), Arg::Int(m)]).collect(),
        )
        .await?;
    }
    Ok(())
}

/// Questions of every exam and answers of every recorded attempt (see the module note).
pub async fn seed_soal_pengerjaan(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let ujian: Vec<(i64, Option<i64>)> =
        sqlx::query_as("SELECT id, id_pembuat FROM aktivitas WHERE jenis = 'ujian' ORDER BY id").fetch_all(&mut **tx).await?;
    let (mut kelompok, mut soal) = (Vec::new(), Vec::new());
    // Per exam: the ids of its six group-1 questions and its two essays.
    let mut soal_ujian = std::collections::HashMap::new();
    let (mut id_kelompok, mut id_soal) = (0i64, 0i64);
    for (id, pembuat) in &ujian {
        let pembuat = pembuat.map_or(Arg::NullInt, Arg::Int);
        let mut ids = Vec::new();
        for (urutan, aturan, wajib) in [(1, "semua", Arg::NullInt), (2, "sebagian", Arg::Int(1))] {
            id_kelompok += 1;
            kelompok.push(vec![Arg::Int(id_kelompok), Arg::Int(*id), Arg::Int(urutan), Arg::Text(aturan.into()), wajib]);
            let isi: Vec<(&str, &str, Vec<&str>, &str)> = if urutan == 1 {
                SOAL_UMUM.iter().map(|(j, p, o, k)| (*j, *p, o.to_vec(), *k)).collect()
            } else {
                SOAL_ESAY.iter().map(|(p, k)| ("esay", *p, Vec::new(), *k)).collect()
            };
            for (n, (jenis, pertanyaan, pilihan, kunci)) in isi.into_iter().enumerate() {
                id_soal += 1;
                ids.push(id_soal);
                let diterima = if jenis == "esay" { r#"["text"]"# } else { "[]" };
                soal.push(vec![
                    Arg::Int(id_soal),
                    Arg::Int(id_kelompok),
                    Arg::Int(n as i64 + 1),
                    Arg::Text(jenis.into()),
                    Arg::Text(pertanyaan.into()),
                    Arg::Text(serde_json::to_string(&pilihan)?),
                    Arg::Text(kunci.into()),
                    Arg::Text(diterima.into()),
                    pembuat.clone(),
                    Arg::Text(now.into()),
                ]);
            }
        }
        soal_ujian.insert(*id, ids);
    }
    insert(tx, "ujian_kelompok_soal", &["id", "id_aktivitas", "urutan", "aturan", "jumlah_wajib_dijawab"], kelompok).await?;
    insert(
        tx,
        "ujian_soal",
        &["id", "id_kelompok", "urutan", "jenis", "pertanyaan", "pilihan", "kunci", "jenis_file_diterima", "id_pembuat", "created_at"],
        soal,
    )
    .await?;

    let dicatat: Vec<(i64, i64, String, Option<f64>)> = sqlx::query_as(
        "SELECT g.id_aktivitas, g.id_mahasiswa, a.waktu_mulai, g.nilai FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
         WHERE a.jenis = 'ujian' ORDER BY g.id_aktivitas, g.id_mahasiswa",
    )
    .fetch_all(&mut **tx)
    .await?;
    let (mut pengerjaan, mut ditanya, mut jawaban, mut nilai_baru) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (id_pengerjaan, (id_ujian, id_mahasiswa, awal_ujian, tercatat)) in (1i64..).zip(dicatat) {
        let ids = &soal_ujian[&id_ujian];
        // Students start within the exam's first quarter hour.
        let mulai = db::parse_time(&awal_ujian).expect("seeded time") + Duration::minutes(rng.gen_range(0..15));
        let waktu = db::format_time(mulai);
        let kumpul = db::format_time(mulai + Duration::minutes(rng.gen_range(12..=28)));
        pengerjaan.push(vec![
            Arg::Int(id_pengerjaan),
            Arg::Int(id_ujian),
            Arg::Int(id_mahasiswa),
            Arg::Text(waktu.clone()),
            Arg::Text(kumpul.clone()),
        ]);
        // The recorded score sets how likely each answer is right.
        let peluang = tercatat.unwrap_or(75.0) / 100.0;
        let (mut jumlah, mut lengkap) = (0i64, true);
        for (urutan, id_soal) in ids.iter().enumerate() {
            ditanya.push(vec![Arg::Int(id_pengerjaan), Arg::Int(*id_soal), Arg::Int(urutan as i64)]);
            let (jenis, kunci, n_opsi) = match SOAL_UMUM.get(urutan) {
                Some((j, _, o, k)) => (JenisSoal::parse(j).expect("kind"), k.to_string(), o.len()),
                None if urutan == 6 => (JenisSoal::Esay, String::new(), 0),
                None => continue, // the second essay stays unanswered
            };
            let (isi, nilai_esay) = match jenis {
                JenisSoal::Esay => {
                    let skor = tercatat.map(|n| (n + rng.gen_range(-8.0..8.0)).clamp(0.0, 100.0).round() as i64);
                    (JAWABAN_ESAY.to_string(), skor)
                }
                _ if rng.gen_bool(peluang) => (kunci.clone(), None),
                JenisSoal::Pilihan => (((kunci.parse::<usize>()? + rng.gen_range(1..n_opsi)) % n_opsi).to_string(), None),
                JenisSoal::BenarSalah => ((if kunci == "benar" { "salah" } else { "benar" }).to_string(), None),
            };
            match nilai::skor_soal(jenis, &kunci, Some(&isi), nilai_esay) {
                Some(s) => jumlah += s,
                None => lengkap = false,
            }
            jawaban.push(vec![
                Arg::Int(id_pengerjaan),
                Arg::Int(*id_soal),
                Arg::Text(isi),
                Arg::Int(1),
                Arg::Text(kumpul.clone()),
                nilai_esay.map_or(Arg::NullInt, Arg::Int),
            ]);
        }
        // Seven slots: six questions and the one essay the second group asks for.
        let nilai =
            if lengkap { nilai::nilai_akhir(Some(jumlah as f64 / 7.0), 0.0).map_or(Arg::NullDouble, Arg::Double) } else { Arg::NullDouble };
        nilai_baru.push(vec![Arg::Int(id_ujian), Arg::Int(id_mahasiswa), Arg::Text(waktu), nilai]);
    }
    insert(tx, "ujian_pengerjaan", &["id", "id_aktivitas", "id_mahasiswa", "waktu_mulai", "waktu_kumpul"], pengerjaan).await?;
    insert(tx, "ujian_pengerjaan_soal", &["id_pengerjaan", "id_soal", "urutan"], ditanya).await?;
    insert(tx, "ujian_jawaban", &["id_pengerjaan", "id_soal", "jawaban", "versi", "waktu", "nilai"], jawaban).await?;
    sqlx::query("DELETE FROM pengerjaan WHERE id_aktivitas IN (SELECT id FROM aktivitas WHERE jenis = 'ujian')").execute(&mut **tx).await?;
    insert(tx, "pengerjaan", &["id_aktivitas", "id_mahasiswa", "waktu", "nilai"], nilai_baru).await?;
    Ok(())
}
