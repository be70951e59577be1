//! The demo university: one campus, 6 programmes, 60 courses, 40 lecturers,
//! 1,200 students, two periods (the current one and the previous) with 80
//! classes each of 30-45 students and 16 meetings, and operators with
//! different permission maps. Everything comes from one fixed RNG seed, and
//! the whole seed runs in one transaction: it lands completely or not at all.

use chrono::{Datelike, Duration, NaiveDate, TimeZone, Utc};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Any, Transaction};

use super::names::*;
use crate::akun::password;
use crate::db::{self, Arg, Db, Engine};

pub const DEMO_PASSWORD: &str = "demo123";
const SEED: u64 = 20_261_101;
pub const JUMLAH_DOSEN: usize = 40;
pub const JUMLAH_MAHASISWA: usize = 1_200;
pub const KELAS_PER_PERIODE: usize = 80;
/// The demo student's classes of each period (`k` of the loop): eight courses of their own
/// programme, 20 to 24 SKS as a real student takes; two of them (k 0 and 7) are taught by
/// the demo lecturer and one (k 4) is in the special operator's scope A:T.
const KELAS_MAHASISWA_DEMO: std::ops::Range<usize> = 0..8;
pub const PERTEMUAN_PER_KELAS: i64 = 16;
/// The current period and the one before it.
pub const PERIODE: [(i64, &str, &str, bool); 2] = [(20252, "2026-02-02", "2026-07-31", false), (20261, "2026-08-31", "2027-01-29", true)];
/// The day the demo's meeting statuses are computed against.
const HARI_DEMO: &str = "2026-11-23";
/// Weekday × session: the timetable's weekly slots (class k takes slot k % 25).
const SLOT_MINGGUAN: usize = 25;

#[derive(Debug, Default)]
pub struct SeedReport {
    pub already_present: bool,
    pub users: usize,
    pub kelas: usize,
    pub pertemuan: usize,
}

/// Id ranges, fixed so the data is the same on every machine and engine.
const ID_OPERATOR: i64 = 1; // 1..=3
const ID_DOSEN: i64 = 100; // 100..140
const ID_MAHASISWA: i64 = 1_000; // 1000..2200

pub async fn seed_demo(db: &Db, engine: Engine) -> anyhow::Result<SeedReport> {
    let exists: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE username = 'operator'").fetch_one(db).await?;
    if exists > 0 {
        return Ok(SeedReport { already_present: true, ..Default::default() });
    }
    let hash = tokio::task::spawn_blocking(|| password::hash(DEMO_PASSWORD)).await?;
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut tx = db.begin().await?;
    let now = db::now();
    let mut report = SeedReport::default();

    sqlx::query(
        "INSERT INTO sistem (id, nama, judul, alamat, email, telepon, logo_path)
         VALUES (1, 'Universitas Nusantara Raya', 'LMS Universitas Nusantara Raya',
                 'Jl. Pendidikan No. 17, Jakarta Selatan', 'lms@unura.ac.id', '0217654321', 'logo.svg')",
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query("INSERT INTO kampus (id, kode, nama, alamat) VALUES (1, 'PUSAT', 'Kampus Pusat', 'Jakarta Selatan')")
        .execute(&mut *tx)
        .await?;
    let prodi_rows = PRODI
        .iter()
        .enumerate()
        .map(|(i, (kode, nama, jenjang))| {
            vec![Arg::Int(i as i64 + 1), Arg::Text((*kode).into()), Arg::Text((*nama).into()), Arg::Text((*jenjang).into()), Arg::Int(1)]
        })
        .collect();
    insert(&mut tx, "prodi", &["id", "kode", "nama", "jenjang", "id_kampus"], prodi_rows).await?;
    let periode_rows = PERIODE
        .iter()
        .map(|(kode, mulai, selesai, berjalan)| {
            vec![
                Arg::Int(*kode),
                Arg::Int(kode / 10),
                Arg::Int(kode % 10),
                Arg::Text(format!("{mulai}T00:00:00Z")),
                Arg::Text(format!("{selesai}T00:00:00Z")),
                Arg::Bool(*berjalan),
            ]
        })
        .collect();
    insert(&mut tx, "periode", &["kode", "tahun", "semester", "tanggal_mulai", "tanggal_selesai", "is_berjalan"], periode_rows).await?;
    for (i, nama) in ["Reguler", "Karyawan", "Internasional"].iter().enumerate() {
        sqlx::query("INSERT INTO jenis_kelas (id, nama) VALUES ($1, $2)").bind(i as i64 + 1).bind(*nama).execute(&mut *tx).await?;
    }
    let sesi = [
        ("Sesi 1", "07:30:00", "09:10:00"),
        ("Sesi 2", "09:20:00", "11:00:00"),
        ("Sesi 3", "13:00:00", "14:40:00"),
        ("Sesi 4", "15:30:00", "17:10:00"),
        ("Sesi 5", "18:30:00", "20:10:00"),
    ];
    for (i, (nama, mulai, selesai)) in sesi.iter().enumerate() {
        sqlx::query("INSERT INTO sesi_kuliah (id, nama, jam_mulai, jam_selesai) VALUES ($1, $2, $3, $4)")
            .bind(i as i64 + 1)
            .bind(*nama)
            .bind(*mulai)
            .bind(*selesai)
            .execute(&mut *tx)
            .await?;
    }
    let ruangan_rows = (1..=20)
        .map(|i| {
            vec![Arg::Int(i), Arg::Text(format!("R.{}{:02}", 1 + (i - 1) / 5, i)), Arg::Int(if i % 4 == 0 { 60 } else { 45 }), Arg::Int(1)]
        })
        .collect();
    insert(&mut tx, "ruangan", &["id", "nama", "kapasitas", "id_kampus"], ruangan_rows).await?;

    report.users += seed_operators(&mut tx, &hash, &now).await?;
    let dosen = seed_dosen(&mut tx, &mut rng, &hash, &now).await?;
    report.users += dosen.len();
    let mahasiswa = seed_mahasiswa(&mut tx, &mut rng, &hash, &now).await?;
    report.users += mahasiswa.len();
    seed_mata_kuliah(&mut tx, &dosen).await?;
    let (kelas, pertemuan) = seed_kelas(&mut tx, &mut rng, &dosen, &mahasiswa, &now).await?;
    report.kelas = kelas;
    report.pertemuan = pertemuan;
    seed_parameter_kehadiran(&mut tx).await?;
    seed_pertemuan_sekarang(&mut tx, &now).await?;
    super::kegiatan::seed_kegiatan(&mut tx, &now).await?;
    if engine == Engine::Postgres {
        for table in [
            "kampus",
            "prodi",
            "users",
            "mata_kuliah",
            "jenis_kelas",
            "ruangan",
            "sesi_kuliah",
            "kelas_kuliah",
            "jadwal",
            "pertemuan",
            "aktivitas",
            "pengumuman",
            "forum_post",
            "tugas_kelompok",
            "ujian_kelompok_soal",
            "ujian_soal",
            "ujian_pengerjaan",
            "bank_soal",
            "bank_soal_soal",
        ] {
            sqlx::query(&format!("SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM {table}))"))
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(report)
}

async fn seed_operators(tx: &mut Transaction<'_, Any>, hash: &str, now: &str) -> anyhow::Result<usize> {
    use crate::identitas::Modul;
    // operator: write everywhere; operator_baca: read-only; operator_khusus: scope A:T.
    // (username, name, scope, right per module)
    type Operator = (&'static str, &'static str, &'static str, fn(Modul) -> &'static str);
    let operators: [Operator; 3] = [
        ("operator", "Rudi Hartono", "*", |m| if m == Modul::Bantuan { "read" } else { "write" }),
        ("operator_baca", "Sinta Marlina", "*", |_| "read"),
        ("operator_khusus", "Yusuf Effendi", "A:T", |m| match m {
            Modul::KelasKuliah | Modul::Laporan => "write",
            Modul::BankSoal | Modul::Bantuan => "read",
            _ => "no_access",
        }),
    ];
    for (i, (username, nama, lingkup, level)) in operators.iter().enumerate() {
        let id = ID_OPERATOR + i as i64;
        insert_user(tx, id, username, "operator", nama, hash, now).await?;
        sqlx::query("INSERT INTO operator (id_user, lingkup) VALUES ($1, $2)").bind(id).bind(*lingkup).execute(&mut **tx).await?;
        for modul in Modul::ALL {
            sqlx::query("INSERT INTO operator_hak_akses (id_user, modul, level) VALUES ($1, $2, $3)")
                .bind(id)
                .bind(modul.as_str())
                .bind(level(modul))
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(operators.len())
}

fn nama_orang(rng: &mut ChaCha8Rng) -> String {
    format!("{} {}", DEPAN.choose(rng).unwrap(), BELAKANG.choose(rng).unwrap())
}

async fn insert_user(
    tx: &mut Transaction<'_, Any>,
    id: i64,
    username: &str,
    role: &str,
    nama: &str,
    hash: &str,
    now: &str,
) -> anyhow::Result<()> {
    sqlx::query("INSERT INTO users (id, username, password_hash, role, nama, email, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(id)
        .bind(username)
        .bind(hash)
        .bind(role)
        .bind(nama)
        .bind(format!("{username}@unura.ac.id"))
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Lecturer ids with their programme index.
async fn seed_dosen(tx: &mut Transaction<'_, Any>, rng: &mut ChaCha8Rng, hash: &str, now: &str) -> anyhow::Result<Vec<(i64, usize)>> {
    let mut users = Vec::new();
    let mut dosen = Vec::new();
    let mut out = Vec::new();
    for i in 0..JUMLAH_DOSEN {
        let id = ID_DOSEN + i as i64;
        let prodi = i % PRODI.len();
        let username = if i == 0 { "dosen".to_string() } else { format!("dosen{:02}", i + 1) };
        let nama = if i == 0 { "Budi Santoso".to_string() } else { nama_orang(rng) };
        let gelar_depan = if i == 0 { "Dr." } else { GELAR_DEPAN.choose(rng).unwrap() };
        let gelar = if i == 0 { "M.Kom." } else { GELAR_AKADEMIK.choose(rng).unwrap() };
        users.push(user_row(id, &username, "dosen", &nama, hash, now));
        dosen.push(vec![
            Arg::Int(id),
            Arg::Text(format!("04{:02}{:06}", prodi + 1, 100_000 + i * 7_919 % 900_000)),
            Arg::Text(gelar_depan.into()),
            Arg::Text(gelar.into()),
            Arg::Int(prodi as i64 + 1),
        ]);
        out.push((id, prodi));
    }
    insert(tx, "users", USER_COLUMNS, users).await?;
    insert(tx, "dosen", &["id_user", "nidn", "gelar_depan", "gelar_akademik", "id_prodi"], dosen).await?;
    Ok(out)
}

const USER_COLUMNS: &[&str] = &["id", "username", "password_hash", "role", "nama", "email", "created_at"];

fn user_row(id: i64, username: &str, role: &str, nama: &str, hash: &str, now: &str) -> Vec<Arg> {
    vec![
        Arg::Int(id),
        Arg::Text(username.into()),
        Arg::Text(hash.into()),
        Arg::Text(role.into()),
        Arg::Text(nama.into()),
        Arg::Text(format!("{username}@unura.ac.id")),
        Arg::Text(now.into()),
    ]
}

/// Student ids with their programme index.
async fn seed_mahasiswa(tx: &mut Transaction<'_, Any>, rng: &mut ChaCha8Rng, hash: &str, now: &str) -> anyhow::Result<Vec<(i64, usize)>> {
    let mut users = Vec::new();
    let mut mhs = Vec::new();
    let mut out = Vec::new();
    for i in 0..JUMLAH_MAHASISWA {
        let id = ID_MAHASISWA + i as i64;
        let prodi = i % PRODI.len();
        let angkatan = 2022 + (i / PRODI.len()) as i64 % 4;
        let nim = format!("{}{:02}{:04}", angkatan % 100, prodi + 1, i + 1);
        let username = if i == 0 { "mahasiswa".to_string() } else { nim.clone() };
        let nama = if i == 0 { "Siti Rahmawati".to_string() } else { nama_orang(rng) };
        users.push(user_row(id, &username, "mahasiswa", &nama, hash, now));
        mhs.push(vec![Arg::Int(id), Arg::Text(nim), Arg::Int(prodi as i64 + 1), Arg::Int(angkatan)]);
        out.push((id, prodi));
    }
    insert(tx, "users", USER_COLUMNS, users).await?;
    insert(tx, "mahasiswa", &["id_user", "nim", "id_prodi", "angkatan"], mhs).await?;
    Ok(out)
}

async fn seed_mata_kuliah(tx: &mut Transaction<'_, Any>, dosen: &[(i64, usize)]) -> anyhow::Result<()> {
    let mut rows = Vec::new();
    for (p, courses) in MATA_KULIAH.iter().enumerate() {
        let dosen_prodi: Vec<i64> = dosen.iter().filter(|(_, dp)| *dp == p).map(|(id, _)| *id).collect();
        for (c, nama) in courses.iter().enumerate() {
            let id = (p * 10 + c + 1) as i64;
            let koordinator = dosen_prodi[c % dosen_prodi.len()];
            let pengembang = dosen_prodi[(c + 1) % dosen_prodi.len()];
            rows.push(vec![
                Arg::Int(id),
                Arg::Text(format!("{}{}{:02}", PRODI[p].0, 1 + c / 4, c + 1)),
                Arg::Text((*nama).into()),
                Arg::Int(2 + (c % 3) as i64),
                Arg::Int(p as i64 + 1),
                Arg::Int(koordinator),
                Arg::Int(pengembang),
                Arg::Text(format!("Mata kuliah {nama} membekali mahasiswa dengan konsep, metode dan praktik utama bidang ini.")),
            ]);
        }
    }
    insert(
        tx,
        "mata_kuliah",
        &["id", "kode", "nama", "sks", "id_prodi", "id_dosen_koordinator", "id_dosen_pengembang_rps", "silabus"],
        rows,
    )
    .await
}

async fn seed_kelas(
    tx: &mut Transaction<'_, Any>,
    rng: &mut ChaCha8Rng,
    dosen: &[(i64, usize)],
    mahasiswa: &[(i64, usize)],
    now: &str,
) -> anyhow::Result<(usize, usize)> {
    let hari_demo = NaiveDate::parse_from_str(HARI_DEMO, "%Y-%m-%d")?;
    let sesi =
        [("07:30:00", "09:10:00"), ("09:20:00", "11:00:00"), ("13:00:00", "14:40:00"), ("15:30:00", "17:10:00"), ("18:30:00", "20:10:00")];
    let modes = ["online", "offline", "campuran"];
    let (mut kelas_rows, mut prodi_rows, mut jadwal_rows, mut pengajar_rows, mut peserta_rows, mut pertemuan_rows) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut id_kelas = 0i64;
    let mut id_pertemuan = 0i64;
    for (periode, mulai, selesai, _) in PERIODE {
        let mulai = NaiveDate::parse_from_str(mulai, "%Y-%m-%d")?;
        let selesai = NaiveDate::parse_from_str(selesai, "%Y-%m-%d")?;
        // (lecturer, weekly slot) already taught this period: the demo lecturer's every 7th
        // class is fixed, other teachers are drawn around what they already teach.
        let mut terisi: std::collections::HashSet<(i64, usize)> =
            (0..KELAS_PER_PERIODE).step_by(7).map(|k| (dosen[0].0, k % SLOT_MINGGUAN)).collect();
        for k in 0..KELAS_PER_PERIODE {
            id_kelas += 1;
            let course = k % 60;
            let prodi = course / 10;
            let label = ["A", "B"][k / 60];
            let mode = modes[k % 3];
            let status = if hari_demo < mulai {
                "akan_dimulai"
            } else if hari_demo > selesai {
                "selesai"
            } else {
                "berlangsung"
            };
            let jumlah = rng.gen_range(30..=45);
            kelas_rows.push(vec![
                Arg::Int(id_kelas),
                Arg::Int(periode),
                Arg::Int(course as i64 + 1),
                Arg::Text(label.into()),
                Arg::Int(if k % 11 == 5 {
                    3
                } else if k % 7 == 3 {
                    2
                } else {
                    1
                }),
                Arg::Text(mode.into()),
                Arg::Text(if k % 9 == 4 { "A:T".into() } else { String::new() }),
                Arg::Int(50),
                Arg::Int(1),
                Arg::Text(status.into()),
                Arg::Text(if k % 5 == 2 { "team_teaching" } else { "individu" }.into()),
                // Varied among any lecturer's classes (the demo lecturer teaches every 7th).
                Arg::Int((k as i64 * 5 + k as i64 / 7) % 7),
                Arg::Text(now.into()),
            ]);
            prodi_rows.push(vec![Arg::Int(id_kelas), Arg::Int(prodi as i64 + 1)]);
            if k % 6 == 1 {
                prodi_rows.push(vec![Arg::Int(id_kelas), Arg::Int(((prodi + 1) % PRODI.len()) as i64 + 1)]);
            }
            // 25 weekly slots (weekday × session) taken in turn: the demo lecturer's every 7th
            // class and the demo student's first eight never share one, and classes in one slot
            // get different rooms (k % 20 differs for k, k + 25, k + 50, k + 75).
            let hari = 1 + (k % 5) as i64;
            let slot_sesi = (k / 5) % sesi.len();
            let (jam_mulai, jam_selesai) = sesi[slot_sesi];
            jadwal_rows.push(vec![
                Arg::Int(id_kelas),
                Arg::Int(hari),
                Arg::Text(jam_mulai.into()),
                Arg::Text(jam_selesai.into()),
                Arg::Int(1 + (k % 20) as i64),
            ]);

            // Teachers: the demo lecturer (id 100) teaches every 7th class.
            let mut tim: Vec<i64> = Vec::new();
            if k % 7 == 0 {
                tim.push(dosen[0].0);
            }
            let from_prodi: Vec<i64> = dosen.iter().filter(|(_, p)| *p == prodi).map(|(id, _)| *id).collect();
            let slot = k % SLOT_MINGGUAN;
            let mut coba = 0;
            while tim.len() < 1 + k % 3 && coba < 100 {
                coba += 1;
                let pick = *from_prodi.choose(rng).unwrap();
                if !tim.contains(&pick) && !terisi.contains(&(pick, slot)) {
                    tim.push(pick);
                }
            }
            terisi.extend(tim.iter().map(|id| (*id, slot)));
            for (urutan, id_dosen) in tim.iter().enumerate() {
                let jabatan = match urutan {
                    0 => "koordinator",
                    1 => "pengajar",
                    _ => "asisten",
                };
                pengajar_rows.push(vec![Arg::Int(id_kelas), Arg::Int(*id_dosen), Arg::Text(jabatan.into()), Arg::Int(urutan as i64)]);
            }

            // Participants: mostly the course's programme; the demo student (id 1000) is in their
            // own classes only, like a real student's load.
            let mut peserta: Vec<i64> = mahasiswa.iter().filter(|(_, p)| *p == prodi).map(|(id, _)| *id).collect();
            peserta.shuffle(rng);
            peserta.truncate(jumlah);
            let demo = mahasiswa[0].0;
            if !KELAS_MAHASISWA_DEMO.contains(&k) {
                peserta.retain(|id| *id != demo);
            } else if !peserta.contains(&demo) {
                peserta[0] = demo;
            }
            peserta.sort_unstable();
            let ketua = peserta[rng.gen_range(0..peserta.len())];
            for id in &peserta {
                let jabatan = if *id == ketua { "ketua_kelas" } else { "peserta" };
                peserta_rows.push(vec![Arg::Int(id_kelas), Arg::Int(*id), Arg::Text(jabatan.into())]);
            }

            // Sixteen weekly meetings on the schedule's weekday.
            let first = next_weekday(mulai, hari as u32);
            for nomor in 1..=PERTEMUAN_PER_KELAS {
                id_pertemuan += 1;
                let tanggal = first + Duration::weeks(nomor - 1);
                let start = wib(tanggal, jam_mulai);
                let end = wib(tanggal, jam_selesai);
                let kategori = match nomor {
                    8 => "uts",
                    16 => "uas",
                    _ => "kuliah",
                };
                let jenis = match mode {
                    "campuran" => {
                        if nomor % 2 == 0 {
                            "online"
                        } else {
                            "offline"
                        }
                    }
                    m => m,
                };
                let status = if tanggal < hari_demo {
                    "selesai"
                } else if tanggal == hari_demo {
                    "berlangsung"
                } else {
                    "belum_dimulai"
                };
                let (mulai_kuliah, selesai_kuliah) =
                    if status == "selesai" { (Some(start.clone()), Some(end.clone())) } else { (None, None) };
                pertemuan_rows.push(vec![
                    Arg::Int(id_pertemuan),
                    Arg::Int(id_kelas),
                    Arg::Int(nomor),
                    Arg::Text(TOPIK[(nomor - 1) as usize].into()),
                    Arg::Text(jenis.into()),
                    Arg::Text(kategori.into()),
                    Arg::Text(format!("Pertemuan ke-{nomor}: {}.", TOPIK[(nomor - 1) as usize].to_lowercase())),
                    Arg::Text(status.into()),
                    Arg::Text(start),
                    Arg::Text(end),
                    opt(mulai_kuliah),
                    opt(selesai_kuliah),
                    Arg::Int(1 + slot_sesi as i64),
                ]);
            }
        }
    }
    let count_kelas = kelas_rows.len();
    let count_pertemuan = pertemuan_rows.len();
    insert(
        tx,
        "kelas_kuliah",
        &[
            "id",
            "periode",
            "id_mata_kuliah",
            "nama",
            "id_jenis_kelas",
            "mode_kuliah",
            "lingkup",
            "kapasitas",
            "id_kampus",
            "status",
            "metode_mengajar",
            "banner_color_idx",
            "created_at",
        ],
        kelas_rows,
    )
    .await?;
    insert(tx, "kelas_prodi", &["id_kelas", "id_prodi"], prodi_rows).await?;
    insert(tx, "jadwal", &["id_kelas", "hari", "jam_mulai", "jam_selesai", "id_ruangan"], jadwal_rows).await?;
    insert(tx, "kelas_pengajar", &["id_kelas", "id_dosen", "jabatan", "urutan"], pengajar_rows).await?;
    insert(tx, "kelas_peserta", &["id_kelas", "id_mahasiswa", "jabatan"], peserta_rows).await?;
    insert(
        tx,
        "pertemuan",
        &[
            "id",
            "id_kelas",
            "nomor",
            "judul",
            "jenis",
            "kategori",
            "deskripsi",
            "status",
            "waktu_mulai",
            "waktu_selesai",
            "mulai_kuliah",
            "selesai_kuliah",
            "id_sesi",
        ],
        pertemuan_rows,
    )
    .await?;
    Ok((count_kelas, count_pertemuan))
}

/// Offline meetings count no activity towards presence (spec 2 §5), and
/// meetings in a room take their class's timetable room.
async fn seed_parameter_kehadiran(tx: &mut Transaction<'_, Any>) -> anyhow::Result<()> {
    sqlx::query(
        "UPDATE pertemuan SET hadir_vidcon = 0, kerjakan_kuis_ujian = 0, kerjakan_tugas = 0, posting_forum = 0, unduh_materi = 0
         WHERE jenis = 'offline'",
    )
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE pertemuan SET id_ruangan = (SELECT MIN(j.id_ruangan) FROM jadwal j WHERE j.id_kelas = pertemuan.id_kelas)
         WHERE jenis <> 'online'",
    )
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// So that a demo shows a lecture in a room right away (start it, show the
/// QR, scan it): the next offline meeting of the last class the demo
/// lecturer and student share begins five minutes before the seed ran.
async fn seed_pertemuan_sekarang(tx: &mut Transaction<'_, Any>, now: &str) -> anyhow::Result<()> {
    let id: Option<i64> = sqlx::query_scalar(
        "SELECT p.id FROM pertemuan p
         JOIN kelas_pengajar kg ON kg.id_kelas = p.id_kelas JOIN users d ON d.id = kg.id_dosen AND d.username = 'dosen'
         JOIN kelas_peserta kp ON kp.id_kelas = p.id_kelas JOIN users m ON m.id = kp.id_mahasiswa AND m.username = 'mahasiswa'
         WHERE p.status = 'belum_dimulai' AND p.jenis = 'offline' ORDER BY p.id_kelas DESC, p.nomor LIMIT 1",
    )
    .fetch_optional(&mut **tx)
    .await?;
    let (Some(id), Some(now)) = (id, db::parse_time(now)) else { return Ok(()) };
    sqlx::query("UPDATE pertemuan SET waktu_mulai = $2, waktu_selesai = $3 WHERE id = $1")
        .bind(id)
        .bind(db::format_time(now - Duration::minutes(5)))
        .bind(db::format_time(now + Duration::minutes(95)))
        .execute(&mut **tx)
        .await?;
    Ok(())
}

fn opt(value: Option<String>) -> Arg {
    value.map(Arg::Text).unwrap_or(Arg::Null)
}

fn next_weekday(from: NaiveDate, weekday_sunday_first: u32) -> NaiveDate {
    let mut d = from;
    while d.weekday().num_days_from_sunday() != weekday_sunday_first {
        d += Duration::days(1);
    }
    d
}

/// A WIB (UTC+7) wall-clock time on `date`, stored as UTC.
fn wib(date: NaiveDate, jam: &str) -> String {
    let time = chrono::NaiveTime::parse_from_str(jam, "%H:%M:%S").expect("HH:MM:SS");
    let local = date.and_time(time);
    let offset = chrono::FixedOffset::east_opt(7 * 3600).expect("offset");
    db::format_time(offset.from_local_datetime(&local).single().expect("fixed offset").with_timezone(&Utc))
}

/// Multi-row INSERTs in batches (keeps the seed fast on PostgreSQL too).
pub(super) async fn insert(tx: &mut Transaction<'_, Any>, table: &str, columns: &[&str], rows: Vec<Vec<Arg>>) -> anyhow::Result<()> {
    db::insert_banyak(tx, table, columns, &rows).await.map_err(|e| anyhow::anyhow!("insert into {table}: {e}"))
}
