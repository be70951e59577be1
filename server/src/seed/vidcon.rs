//! The demo classes' video conferences: every 'vidcon' activity gets its app
//! and link, and the held ones the joins of their students (most on time, a
//! few late) and of the lecturer.

use chrono::Duration;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use crate::db::{self, Arg};

const SEED: u64 = 20_261_125;

#[derive(sqlx::FromRow)]
struct VidconSeed {
    id: i64,
    nomor: i64,
    status: String,
    id_kelas: i64,
    waktu_mulai: String,
    id_pembuat: Option<i64>,
}

fn tautan(aplikasi: &str, rng: &mut ChaCha8Rng) -> String {
    let huruf = |rng: &mut ChaCha8Rng, n: usize| (0..n).map(|_| rng.gen_range(b'a'..=b'z') as char).collect::<String>();
    match aplikasi {
        "gmeet" => format!("https://meet.google.com/{}-{}-{}", huruf(rng, 3), huruf(rng, 4), huruf(rng, 3)),
        "zoom" => format!("https://zoom.us/j/{}", rng.gen_range(80_000_000_000u64..90_000_000_000)),
        _ => format!("https://teams.microsoft.com/l/meetup-join/{}", huruf(rng, 16)),
    }
}

pub async fn seed_vidcon(tx: &mut Transaction<'_, Any>) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let vidcon: Vec<VidconSeed> = sqlx::query_as(
        "SELECT a.id, p.nomor, p.status, p.id_kelas, a.waktu_mulai, a.id_pembuat
         FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan WHERE a.jenis = 'vidcon' ORDER BY a.id",
    )
    .fetch_all(&mut **tx)
    .await?;
    let peserta: Vec<(i64, i64)> =
        sqlx::query_as("SELECT id_kelas, id_mahasiswa FROM kelas_peserta ORDER BY id_kelas, id_mahasiswa").fetch_all(&mut **tx).await?;
    let (mut rows, mut joins) = (Vec::new(), Vec::new());
    for v in &vidcon {
        let aplikasi = ["gmeet", "zoom", "msteams"][v.nomor as usize % 3];
        rows.push(vec![
            Arg::Int(v.id),
            Arg::Text(aplikasi.into()),
            Arg::Text(tautan(aplikasi, &mut rng)),
            Arg::Text("Aktifkan kamera saat presentasi. Rekaman dibagikan setelah kuliah.".into()),
        ]);
        if v.status != "selesai" {
            continue;
        }
        let mulai = db::parse_time(&v.waktu_mulai).expect("seeded time");
        if let Some(dosen) = v.id_pembuat {
            joins.push(vec![
                Arg::Int(v.id),
                Arg::Int(dosen),
                Arg::Text("dosen".into()),
                Arg::Text(db::format_time(mulai - Duration::minutes(5))),
                Arg::NullInt,
            ]);
        }
        for (_, mhs) in peserta.iter().filter(|(k, _)| *k == v.id_kelas) {
            if rng.gen_bool(0.85) {
                let menit = if rng.gen_bool(0.1) { rng.gen_range(16..=40) } else { rng.gen_range(-5..=14) };
                let waktu = db::format_time(mulai + Duration::minutes(menit));
                joins.push(vec![Arg::Int(v.id), Arg::Int(*mhs), Arg::Text("mahasiswa".into()), Arg::Text(waktu), Arg::Bool(menit > 15)]);
            }
        }
    }
    sqlx::query("DELETE FROM vidcon").execute(&mut **tx).await?;
    insert(tx, "vidcon", &["id_aktivitas", "aplikasi", "link", "catatan"], rows).await?;
    insert(tx, "vidcon_join", &["id_aktivitas", "id_user", "peran", "waktu_join", "terlambat"], joins).await?;
    Ok(())
}
