//! What has happened in the demo classes up to the demo day: activities per
//! meeting, students' hand-ins with scores, attendance of students and
//! teachers for the meetings already held, announcements, programme signers,
//! and every course's semester and evaluation plan. Runs inside the demo seed's
//! transaction with its own RNG, so the rest of the demo data stays as it was.

use chrono::Duration;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::demo::insert;
use super::names::{BELAKANG, DEPAN, TOPIK, TOPIK_INGGRIS};
use crate::db::{self, Arg};
use crate::kehadiran::syarat_dosen::DICATAT_SQL;

const SEED: u64 = 20_261_102;

/// Which activities a meeting of number `nomor` has, as (jenis, sub_jenis, judul).
fn aktivitas_pertemuan(nomor: i64, jenis_pertemuan: &str, topik: &str) -> Vec<(&'static str, &'static str, String)> {
    let mut out = vec![("materi", "", format!("Materi: {topik}"))];
    match nomor {
        8 => return vec![("ujian", "uts", "Ujian Tengah Semester".into())],
        16 => return vec![("ujian", "uas", "Ujian Akhir Semester".into())],
        3 | 10 => out.push(("tugas", "individu", format!("Tugas Individu: {topik}"))),
        6 | 13 => out.push(("tugas", "kelompok", format!("Tugas Kelompok: {topik}"))),
        4 | 12 => out.push(("ujian", "kuis", format!("Kuis {}", if nomor == 4 { 1 } else { 2 }))),
        _ => {}
    }
    if nomor == 1 {
        out.push(("teks", "", "Kontrak Kuliah".into()));
    }
    if matches!(nomor, 2 | 5 | 9 | 14) {
        out.push(("forum", "", format!("Forum Diskusi: {topik}")));
    }
    if jenis_pertemuan == "online" {
        out.push(("vidcon", "", format!("Vidcon Pertemuan {nomor}")));
    }
    out
}

#[derive(sqlx::FromRow)]
struct Pertemuan {
    id: i64,
    id_kelas: i64,
    nomor: i64,
    jenis: String,
    status: String,
    waktu_mulai: String,
    waktu_selesai: String,
}

pub async fn seed_kegiatan(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let pertemuan: Vec<Pertemuan> =
        sqlx::query_as("SELECT id, id_kelas, nomor, jenis, status, waktu_mulai, waktu_selesai FROM pertemuan ORDER BY id")
            .fetch_all(&mut **tx)
            .await?;
    let peserta = per_kelas(tx, "SELECT id_kelas, id_mahasiswa FROM kelas_peserta ORDER BY id_kelas, id_mahasiswa").await?;
    let pengajar = per_kelas(tx, "SELECT id_kelas, id_dosen FROM kelas_pengajar ORDER BY id_kelas, urutan").await?;
    let dicatat = per_kelas(
        tx,
        &format!(
            "SELECT kp.id_kelas, kp.id_dosen FROM kelas_pengajar kp WHERE {DICATAT_SQL} AND kp.jabatan <> 'asisten'
             ORDER BY kp.id_kelas, kp.urutan"
        ),
    )
    .await?;

    let (mut aktivitas, mut pengerjaan, mut hadir_mhs, mut hadir_dosen) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut id_aktivitas = 0i64;
    for p in &pertemuan {
        let murid = peserta.get(&p.id_kelas).map(Vec::as_slice).unwrap_or(&[]);
        let tim = pengajar.get(&p.id_kelas).map(Vec::as_slice).unwrap_or(&[]);
        let topik = TOPIK[(p.nomor - 1) as usize % TOPIK.len()];
        let mulai = db::parse_time(&p.waktu_mulai).expect("seeded time");
        let held = p.status == "selesai";
        for (jenis, sub, judul) in aktivitas_pertemuan(p.nomor, &p.jenis, topik) {
            id_aktivitas += 1;
            let selesai = match jenis {
                "ujian" | "vidcon" | "teks" => p.waktu_selesai.clone(),
                _ => db::format_time(mulai + Duration::days(7)),
            };
            aktivitas.push(vec![
                Arg::Int(id_aktivitas),
                Arg::Int(p.id),
                Arg::Text(jenis.into()),
                Arg::Text(sub.into()),
                Arg::Text(judul),
                Arg::Text(p.waktu_mulai.clone()),
                Arg::Text(selesai),
                tim.first().map(|d| Arg::Int(*d)).unwrap_or(Arg::NullInt),
                Arg::Text(now.into()),
            ]);
            if !held || matches!(jenis, "materi" | "vidcon" | "teks") {
                continue;
            }
            let (share, graded) = if jenis == "forum" { (0.6, false) } else { (0.88, true) };
            for m in murid {
                if rng.gen_bool(share) {
                    let nilai = if graded && rng.gen_bool(0.92) { Arg::Double(rng.gen_range(55..=100) as f64) } else { Arg::NullDouble };
                    let waktu = db::format_time(mulai + Duration::hours(rng.gen_range(1..=72)));
                    pengerjaan.push(vec![Arg::Int(id_aktivitas), Arg::Int(*m), Arg::Text(waktu), nilai]);
                }
            }
        }
        if !held {
            continue;
        }
        for m in murid {
            let kode = match rng.gen_range(0..100) {
                0..=84 => "H",
                85..=92 => "A",
                93..=96 => "I",
                _ => "S",
            };
            let online = p.jenis == "online";
            let progress = match (online, kode) {
                (true, "H") => rng.gen_range(60..=100) as f64 / 100.0,
                (true, _) => rng.gen_range(0..=40) as f64 / 100.0,
                (false, "H") => 1.0,
                (false, _) => 0.0,
            };
            let oleh = if online { "LMS:SYSTEM".to_string() } else { "dosen".to_string() };
            hadir_mhs.push(vec![
                Arg::Int(p.id),
                Arg::Int(*m),
                Arg::Text(kode.into()),
                Arg::Double(progress),
                Arg::Bool(true),
                Arg::Text(oleh),
                Arg::Text(p.waktu_selesai.clone()),
            ]);
        }
        // The lecturer who held it, among those recorded in lecturers' presence (not assistants).
        let tercatat = dicatat.get(&p.id_kelas).map(Vec::as_slice).unwrap_or(&[]);
        if let Some(dosen) = tercatat.get(p.nomor as usize % tercatat.len().max(1)) {
            let hadir = rng.gen_bool(0.95);
            let valid = rng.gen_bool(0.8);
            hadir_dosen.push(vec![
                Arg::Int(p.id),
                Arg::Int(*dosen),
                Arg::Bool(hadir),
                if hadir { Arg::Text(p.waktu_mulai.clone()) } else { Arg::Null },
                if hadir { Arg::Text(p.waktu_selesai.clone()) } else { Arg::Null },
                Arg::Bool(valid),
                if valid { Arg::Int(1) } else { Arg::NullInt },
                Arg::Text(p.waktu_selesai.clone()),
            ]);
        }
    }
    insert(
        tx,
        "aktivitas",
        &["id", "id_pertemuan", "jenis", "sub_jenis", "judul", "waktu_mulai", "waktu_selesai", "id_pembuat", "created_at"],
        aktivitas,
    )
    .await?;
    insert(tx, "pengerjaan", &["id_aktivitas", "id_mahasiswa", "waktu", "nilai"], pengerjaan).await?;
    insert(
        tx,
        "kehadiran_mahasiswa",
        &["id_pertemuan", "id_mahasiswa", "kode", "progress", "is_valid", "updated_by", "updated_at"],
        hadir_mhs,
    )
    .await?;
    insert(
        tx,
        "kehadiran_pengajar",
        &["id_pertemuan", "id_dosen", "is_hadir", "mulai_kuliah", "selesai_kuliah", "is_valid", "id_verifikator", "updated_at"],
        hadir_dosen,
    )
    .await?;
    seed_pengumuman(tx, now).await?;
    seed_penandatangan(tx, &mut rng).await?;
    seed_rencana(tx).await?;
    super::materi::seed_materi(tx, now).await?;
    super::vidcon::seed_vidcon(tx).await?;
    super::forum::seed_forum(tx).await?;
    super::tugas::seed_tugas(tx, now).await?;
    super::ujian::seed_ujian(tx, now).await?;
    super::ujian::seed_remedial(tx, now).await?;
    super::ujian::seed_soal_pengerjaan(tx, now).await?;
    super::bank_soal::seed_bank_soal(tx, now).await?;
    super::diskusi::seed_diskusi(tx, now).await?;
    super::nilai::seed_nilai_sikad(tx, now).await
}

async fn per_kelas(tx: &mut Transaction<'_, Any>, sql: &str) -> anyhow::Result<std::collections::HashMap<i64, Vec<i64>>> {
    let mut map: std::collections::HashMap<i64, Vec<i64>> = std::collections::HashMap::new();
    for (key, value) in sqlx::query_as::<_, (i64, i64)>(sql).fetch_all(&mut **tx).await? {
        map.entry(key).or_default().push(value);
    }
    Ok(map)
}

const PENGUMUMAN: &[(&str, &str, &str, &str)] = &[
    (
        "2026-11-20T02:00:00Z",
        "semua",
        "Jadwal Ujian Akhir Semester Ganjil 2026/2027",
        "Ujian Akhir Semester Ganjil 2026/2027 dilaksanakan pada 11-22 Januari 2027 sesuai jadwal pertemuan ke-16 setiap kelas.\n\nPastikan kehadiran Anda memenuhi syarat minimal 75% agar dapat mengikuti ujian.",
    ),
    (
        "2026-11-16T03:30:00Z",
        "semua",
        "Pemeliharaan Sistem LMS",
        "LMS tidak dapat diakses pada Sabtu, 28 November 2026 pukul 22.00-24.00 WIB karena pemeliharaan server.\n\nSimpan pekerjaan Anda sebelum waktu tersebut.",
    ),
    (
        "2026-11-09T01:00:00Z",
        "dosen",
        "Batas Pengisian Nilai UTS",
        "Nilai Ujian Tengah Semester mohon diisi paling lambat 30 November 2026 melalui menu Nilai.",
    ),
    (
        "2026-11-02T01:00:00Z",
        "mahasiswa",
        "Pengisian Kuesioner Evaluasi Dosen",
        "Kuesioner evaluasi dosen tengah semester dibuka sampai 30 November 2026. Isian Anda bersifat rahasia.",
    ),
    (
        "2026-10-26T02:00:00Z",
        "semua",
        "Libur Nasional dan Cuti Bersama",
        "Perkuliahan ditiadakan pada hari libur nasional. Pertemuan pengganti diatur oleh dosen pengampu masing-masing kelas.",
    ),
];

async fn seed_pengumuman(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let rows = PENGUMUMAN
        .iter()
        .enumerate()
        .map(|(i, (tanggal, sasaran, judul, isi))| {
            vec![
                Arg::Int(i as i64 + 1),
                Arg::Text((*judul).into()),
                Arg::Text((*isi).into()),
                Arg::Text((*sasaran).into()),
                Arg::Text((*tanggal).into()),
                Arg::Int(1),
                Arg::Text(now.into()),
            ]
        })
        .collect();
    insert(tx, "pengumuman", &["id", "judul", "isi", "sasaran", "tanggal_publish", "id_pembuat", "created_at"], rows).await
}

/// A hand-drawn-looking signature: one smooth stroke across a 240 x 120 box.
pub fn tanda_tangan_svg(rng: &mut ChaCha8Rng) -> String {
    let mut d = format!("M 20 {}", rng.gen_range(60..90));
    for x in [70, 120, 170, 220] {
        d.push_str(&format!(
            " C {} {}, {} {}, {x} {}",
            x - 35,
            rng.gen_range(10..50),
            x - 15,
            rng.gen_range(80..115),
            rng.gen_range(40..85)
        ));
    }
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"240\" height=\"120\" viewBox=\"0 0 240 120\"><path d=\"{d}\" fill=\"none\" stroke=\"#1e3a8a\" stroke-width=\"3\" stroke-linecap=\"round\"/></svg>"
    )
}

async fn seed_penandatangan(tx: &mut Transaction<'_, Any>, rng: &mut ChaCha8Rng) -> anyhow::Result<()> {
    use base64::Engine as _;
    let prodi: Vec<(i64, String)> = sqlx::query_as("SELECT id, nama FROM prodi ORDER BY id").fetch_all(&mut **tx).await?;
    let mut rows = Vec::new();
    for (id, nama) in prodi {
        let svg = tanda_tangan_svg(rng);
        let orang = format!("{} {}", DEPAN[rng.gen_range(0..DEPAN.len())], BELAKANG[rng.gen_range(0..BELAKANG.len())]);
        rows.push(vec![
            Arg::Int(id),
            Arg::Text(format!("Ketua Program Studi {nama}")),
            Arg::Text(format!("Dr. {orang}, M.T.")),
            Arg::Text(format!("04{id:02}{:06}", rng.gen_range(100_000..999_999))),
            Arg::Text(format!("data:image/svg+xml;base64,{}", base64::engine::general_purpose::STANDARD.encode(svg))),
        ]);
    }
    insert(tx, "penandatangan_prodi", &["id_prodi", "jabatan", "nama", "nidn", "ttd"], rows).await
}

async fn seed_rencana(tx: &mut Transaction<'_, Any>) -> anyhow::Result<()> {
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM mata_kuliah ORDER BY id").fetch_all(&mut **tx).await?;
    let mut rps = Vec::new();
    let mut re = Vec::new();
    for id in ids {
        for (i, (materi, inggris)) in TOPIK.iter().zip(TOPIK_INGGRIS).enumerate() {
            rps.push(vec![Arg::Int(id), Arg::Int(i as i64 + 1), Arg::Text((*materi).into()), Arg::Text((*inggris).into())]);
        }
        // One course in four leaves attendance out of the grade (a 0 % component).
        let bobot = if id % 4 == 0 { [(1, 0), (2, 30), (3, 10), (4, 25), (5, 35)] } else { [(1, 10), (2, 20), (3, 10), (4, 25), (5, 35)] };
        for (komponen, bobot) in bobot {
            re.push(vec![Arg::Int(id), Arg::Int(komponen), Arg::Int(bobot)]);
        }
    }
    insert(tx, "rencana_pembelajaran", &["id_mata_kuliah", "nomor_pertemuan", "materi", "materi_inggris"], rps).await?;
    insert(tx, "rencana_evaluasi", &["id_mata_kuliah", "id_komponen", "bobot"], re).await
}
