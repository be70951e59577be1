//! The demo tasks: each task gets its description and the shared 'Petunjuk
//! Tugas.pdf'; the hand-ins the activity seed made get an answer text (and,
//! for about half, the 'Jawaban Tugas.pdf'); the group tasks of the current
//! period get groups of four (the first member leads), and the demo
//! student's group has a short chat with its teacher. The first meeting's
//! text activity ('Kontrak Kuliah') gets its text here too.

use chrono::Duration;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use super::materi::{ID_JAWABAN_TUGAS, ID_PETUNJUK_TUGAS};
use crate::db::{self, Arg};

const SEED: u64 = 20_261_125;
const BESAR_KELOMPOK: usize = 4;

const DESKRIPSI_INDIVIDU: &str = "<p>Kerjakan soal latihan pada modul pertemuan ini secara <strong>mandiri</strong>.</p>\
<p>Tulis jawaban dengan runtut, sertakan langkah pengerjaannya, lalu unggah dalam format PDF (lihat Petunjuk Tugas).</p>";
const DESKRIPSI_KELOMPOK: &str = "<p>Bersama kelompok, buat laporan studi kasus tentang topik pertemuan ini (5-8 halaman).</p>\
<ul><li>Bagi tugas antaranggota.</li><li>Diskusikan di chat kelompok.</li><li>Kumpulkan <strong>satu laporan per kelompok</strong>.</li></ul>";

const JAWABAN: [&str; 4] = [
    "Jawaban saya terlampir. Ringkasnya, konsep utama modul ini saya terapkan pada contoh kasus di lingkungan kampus.",
    "Berikut jawaban tugas saya. Langkah 1-3 sudah saya kerjakan lengkap dengan pembahasannya.",
    "Laporan kami terlampir. Pembagian tugas: pendahuluan, analisis, dan kesimpulan dikerjakan bergantian.",
    "Mohon maaf jika ada kekurangan. Jawaban dan sumber rujukan sudah saya tuliskan di file PDF.",
];

#[derive(sqlx::FromRow)]
struct TugasSeed {
    id: i64,
    sub_jenis: String,
    id_kelas: i64,
    berjalan: i64,
}

pub async fn seed_tugas(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let tugas: Vec<TugasSeed> = sqlx::query_as(
        "SELECT a.id, a.sub_jenis, p.id_kelas,
                CASE WHEN k.periode = (SELECT kode FROM periode WHERE is_berjalan = 1) THEN 1 ELSE 0 END AS berjalan
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE a.jenis = 'tugas' ORDER BY a.id",
    )
    .fetch_all(&mut **tx)
    .await?;
    let (mut rows, mut lampiran) = (Vec::new(), Vec::new());
    for t in &tugas {
        let kelompok = t.sub_jenis == "kelompok";
        let deskripsi = if kelompok { DESKRIPSI_KELOMPOK } else { DESKRIPSI_INDIVIDU };
        rows.push(vec![Arg::Int(t.id), Arg::Text(deskripsi.into()), Arg::Bool(t.id % 3 == 0)]);
        lampiran.push(vec![Arg::Int(t.id), Arg::Text(ID_PETUNJUK_TUGAS.into()), Arg::Int(0)]);
    }
    insert(tx, "tugas", &["id_aktivitas", "deskripsi", "boleh_terlambat"], rows).await?;
    insert(tx, "tugas_lampiran", &["id_aktivitas", "id_berkas", "urutan"], lampiran).await?;

    // The hand-ins: sent by the student, with a text; half with the PDF.
    sqlx::query(
        "UPDATE pengerjaan SET id_pengirim = id_mahasiswa, terlambat = 0,
             teks = CASE id_mahasiswa % 4 WHEN 0 THEN $1 WHEN 1 THEN $2 WHEN 2 THEN $3 ELSE $4 END
         WHERE id_aktivitas IN (SELECT id FROM aktivitas WHERE jenis = 'tugas')",
    )
    .bind(JAWABAN[0])
    .bind(JAWABAN[1])
    .bind(JAWABAN[2])
    .bind(JAWABAN[3])
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "INSERT INTO pengerjaan_berkas (id_aktivitas, id_mahasiswa, id_berkas, urutan)
         SELECT pg.id_aktivitas, pg.id_mahasiswa, $1, 0 FROM pengerjaan pg JOIN aktivitas a ON a.id = pg.id_aktivitas
         WHERE a.jenis = 'tugas' AND (pg.id_mahasiswa + pg.id_aktivitas) % 2 = 0",
    )
    .bind(ID_JAWABAN_TUGAS)
    .execute(&mut **tx)
    .await?;

    // Groups of the current period's group tasks.
    let mut id_kelompok: i64 = 0;
    let (mut grup, mut anggota) = (Vec::new(), Vec::new());
    for t in tugas.iter().filter(|t| t.sub_jenis == "kelompok" && t.berjalan == 1) {
        let peserta: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM kelas_peserta WHERE id_kelas = $1 ORDER BY id_mahasiswa")
            .bind(t.id_kelas)
            .fetch_all(&mut **tx)
            .await?;
        for (n, bagian) in peserta.chunks(BESAR_KELOMPOK).enumerate() {
            id_kelompok += 1;
            grup.push(vec![Arg::Int(id_kelompok), Arg::Int(t.id), Arg::Text(format!("Kelompok {}", n + 1)), Arg::Text(now.into())]);
            let ketua = rng.gen_range(0..bagian.len());
            for (i, m) in bagian.iter().enumerate() {
                let jabatan = if i == ketua { "ketua" } else { "anggota" };
                anggota.push(vec![Arg::Int(id_kelompok), Arg::Int(t.id), Arg::Int(*m), Arg::Text(jabatan.into()), Arg::Int(i as i64)]);
            }
        }
    }
    insert(tx, "tugas_kelompok", &["id", "id_aktivitas", "nama", "created_at"], grup).await?;
    insert(tx, "tugas_kelompok_anggota", &["id_kelompok", "id_aktivitas", "id_mahasiswa", "jabatan", "urutan"], anggota).await?;
    sqlx::query(
        "UPDATE pengerjaan SET id_kelompok = (SELECT ga.id_kelompok FROM tugas_kelompok_anggota ga
             WHERE ga.id_aktivitas = pengerjaan.id_aktivitas AND ga.id_mahasiswa = pengerjaan.id_mahasiswa)
         WHERE id_aktivitas IN (SELECT id_aktivitas FROM tugas_kelompok)",
    )
    .execute(&mut **tx)
    .await?;
    chat_kelompok_demo(tx).await?;
    sqlx::query("INSERT INTO teks (id_aktivitas, isi) SELECT id, $1 FROM aktivitas WHERE jenis = 'teks'")
        .bind(KONTRAK_KULIAH)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The text activity of every first meeting.
const KONTRAK_KULIAH: &str = "<p>Selamat datang di kelas ini.</p>\
<ul><li>Kehadiran minimal <strong>75%</strong> untuk dapat mengikuti UAS.</li>\
<li>Tugas dikumpulkan melalui LMS sebelum batas waktu; pengumpulan terlambat hanya diterima bila diizinkan pada tugasnya.</li>\
<li>Komponen nilai: tugas, kuis, UTS, dan UAS sesuai rencana evaluasi mata kuliah.</li></ul>";

/// The demo student's group in their latest group task talks with the teacher.
async fn chat_kelompok_demo(tx: &mut Transaction<'_, Any>) -> anyhow::Result<()> {
    let row: Option<(i64, i64, String, String, i64, String)> = sqlx::query_as(
        "SELECT a.id, g.id, g.nama, a.judul, p.id_kelas, a.waktu_mulai FROM users u
         JOIN tugas_kelompok_anggota ga ON ga.id_mahasiswa = u.id JOIN tugas_kelompok g ON g.id = ga.id_kelompok
         JOIN aktivitas a ON a.id = g.id_aktivitas JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE u.username = 'mahasiswa' ORDER BY a.waktu_mulai DESC, a.id LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let Some((id_aktivitas, gid, nama, judul, id_kelas, mulai)) = row else { return Ok(()) };
    let id = crate::chat::id_grup_kelompok(id_aktivitas, gid);
    let mulai = db::parse_time(&mulai).ok_or_else(|| anyhow::anyhow!("waktu tugas demo tidak valid"))?;
    let siswa: Vec<i64> = sqlx::query_scalar("SELECT id_mahasiswa FROM tugas_kelompok_anggota WHERE id_kelompok = $1 ORDER BY urutan")
        .bind(gid)
        .fetch_all(&mut **tx)
        .await?;
    let dosen: Option<i64> = sqlx::query_scalar("SELECT id_dosen FROM kelas_pengajar WHERE id_kelas = $1 ORDER BY urutan LIMIT 1")
        .bind(id_kelas)
        .fetch_optional(&mut **tx)
        .await?;
    sqlx::query(&format!(
        "INSERT INTO chat_grup (id, nama, penggunaan, id_aktivitas, id_kelompok, created_at) VALUES ($1, $2, 'kelompok', $3, {gid}, $4)"
    ))
    .bind(&id)
    .bind(format!("Diskusi {judul} - {nama}"))
    .bind(id_aktivitas)
    .bind(db::format_time(mulai + Duration::hours(2)))
    .execute(&mut **tx)
    .await?;
    let mut anggota: Vec<Vec<Arg>> =
        siswa.iter().map(|m| vec![Arg::Text(id.clone()), Arg::Int(*m), Arg::Text("Mahasiswa".into())]).collect();
    anggota.extend(dosen.iter().map(|d| vec![Arg::Text(id.clone()), Arg::Int(*d), Arg::Text("Dosen".into())]));
    insert(tx, "chat_anggota", &["id_grup", "id_user", "peran"], anggota).await?;
    let mut pesan = Vec::new();
    let percakapan: [(Option<i64>, &str); 3] = [
        (siswa.first().copied(), "Teman-teman, saya ambil bagian pendahuluan ya. Analisis siapa?"),
        (siswa.get(1).copied(), "Saya kerjakan analisisnya, nanti kesimpulan kita susun bersama."),
        (dosen, "Bagus. Jangan lupa cantumkan pembagian tugas di halaman pertama laporan."),
    ];
    for (i, (pengirim, isi)) in percakapan.into_iter().enumerate() {
        if let Some(p) = pengirim {
            pesan.push(vec![
                Arg::Text(id.clone()),
                Arg::Int(p),
                Arg::Text(isi.into()),
                Arg::Text(db::format_time(mulai + Duration::hours(3 + i as i64))),
            ]);
        }
    }
    insert(tx, "chat_pesan", &["id_grup", "id_user", "isi", "dikirim_pada"], pesan).await
}
