//! The demo classes' forums: every 'forum' activity gets its description and
//! settings; each held forum opens with the lecturer's question, and every
//! student the seed counted as having taken part (their 'pengerjaan') answers
//! it, a few of them with a reply to another student.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use crate::db::Arg;

const SEED: u64 = 20_261_126;

const JAWABAN: [&str; 6] = [
    "Menurut saya konsep ini penting karena menjadi dasar untuk materi berikutnya.",
    "Saya sepakat, tetapi contoh di modul kurang jelas pada bagian kedua.",
    "Dari studi kasus yang saya baca, penerapannya cukup berbeda di industri.",
    "Apakah ada referensi tambahan untuk bagian ini, Pak/Bu?",
    "Saya mencoba latihan nomor 2 dan hasilnya sesuai dengan penjelasan di kelas.",
    "Poin yang menarik. Saya menambahkan satu contoh dari pengalaman magang saya.",
];

#[derive(sqlx::FromRow)]
struct ForumSeed {
    id: i64,
    judul: String,
    status: String,
    waktu_mulai: String,
    id_pembuat: Option<i64>,
}

pub async fn seed_forum(tx: &mut Transaction<'_, Any>) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let forum: Vec<ForumSeed> = sqlx::query_as(
        "SELECT a.id, a.judul, p.status, a.waktu_mulai, a.id_pembuat FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan
         WHERE a.jenis = 'forum' ORDER BY a.id",
    )
    .fetch_all(&mut **tx)
    .await?;
    let ikut: Vec<(i64, i64, String)> = sqlx::query_as(
        "SELECT g.id_aktivitas, g.id_mahasiswa, g.waktu FROM pengerjaan g JOIN aktivitas a ON a.id = g.id_aktivitas
         WHERE a.jenis = 'forum' ORDER BY g.id_aktivitas, g.waktu, g.id_mahasiswa",
    )
    .fetch_all(&mut **tx)
    .await?;
    let (mut rows, mut posts, mut id_post) = (Vec::new(), Vec::new(), 0i64);
    for f in &forum {
        let topik = f.judul.trim_start_matches("Forum Diskusi: ");
        rows.push(vec![
            Arg::Int(f.id),
            Arg::Text(format!(
                "<p>Diskusikan <strong>{topik}</strong>: jelaskan pemahaman Anda dan tanggapi minimal satu pendapat teman.</p>"
            )),
            Arg::Bool(true),
            Arg::Int(1),
        ]);
        let (Some(dosen), "selesai") = (f.id_pembuat, f.status.as_str()) else { continue };
        id_post += 1;
        let pembuka = id_post;
        posts.push(vec![
            Arg::Int(pembuka),
            Arg::Int(f.id),
            Arg::NullInt,
            Arg::Int(dosen),
            Arg::Text("dosen".into()),
            Arg::Text(format!("Silakan sampaikan pendapat Anda tentang {topik}.")),
            Arg::Text(f.waktu_mulai.clone()),
        ]);
        let mut utas_mahasiswa: Vec<i64> = Vec::new();
        for (_, mhs, waktu) in ikut.iter().filter(|(a, ..)| *a == f.id) {
            id_post += 1;
            let induk = match utas_mahasiswa.last() {
                Some(t) if rng.gen_bool(0.3) => *t,
                _ => pembuka,
            };
            // Replies hang under a thread; answering the lecturer starts the student's own thread.
            let (id_induk, catat) = if induk == pembuka { (Arg::NullInt, true) } else { (Arg::Int(induk), false) };
            posts.push(vec![
                Arg::Int(id_post),
                Arg::Int(f.id),
                id_induk,
                Arg::Int(*mhs),
                Arg::Text("mahasiswa".into()),
                Arg::Text(JAWABAN[rng.gen_range(0..JAWABAN.len())].into()),
                Arg::Text(waktu.clone()),
            ]);
            if catat {
                utas_mahasiswa.push(id_post);
            }
        }
    }
    sqlx::query("DELETE FROM forum").execute(&mut **tx).await?;
    insert(tx, "forum", &["id_aktivitas", "deskripsi", "penilaian_keaktifan", "minimal_post"], rows).await?;
    insert(tx, "forum_post", &["id", "id_aktivitas", "id_induk", "id_user", "peran", "isi", "dikirim_pada"], posts).await?;
    Ok(())
}
