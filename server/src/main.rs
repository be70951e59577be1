//! `lms`: serve, migrate, seed demo, export-schema, bench-ssr.

use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use clap::{Parser, Subcommand};
use lms::config::Config;
use lms::{app, db, seed, state::AppState, ui_bundle::UiBundle};

#[derive(Parser)]
#[command(name = "lms", version, about = "Learning management system universitas")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Start the web server (LMS_BIND, LMS_DATA_DIR, DATABASE_URL, LMS_COLLEGE_ID).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Load data into the database.
    Seed {
        #[command(subcommand)]
        what: SeedWhat,
    },
    /// Print the OpenAPI document (or write it to --out).
    ExportSchema {
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Write the question-import template of a kind (pilihan, benar_salah,
    /// esay) filled with N example questions, for trying the import.
    ContohImporSoal {
        #[arg(long, default_value = "pilihan")]
        jenis: String,
        #[arg(long, default_value_t = 100)]
        jumlah: u32,
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Import programmes, periods, rooms, students, lecturers, courses, classes, the timetable or enrolments from the academic system's spreadsheet (.xlsx) or
    /// CSV, by NIM / NIDN / course code / class: all or nothing; with --uji only the preview is printed. Exit 1
    /// when a row is bad.
    Impor {
        /// mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan or sesi_kuliah
        jenis: String,
        berkas: std::path::PathBuf,
        /// Dry run: print what would be added, changed and left, write nothing.
        #[arg(long)]
        uji: bool,
    },
    /// Backups of the embedded default (SQLite and the local files): `buat <dir>` copies the
    /// database at one moment and then the files, while the server runs; `pulihkan <dir>` puts a
    /// backup into an instance with no database and no files yet. PostgreSQL: pg_dump and
    /// pg_restore (README).
    Cadangan {
        /// buat or pulihkan
        aksi: String,
        dir: std::path::PathBuf,
    },
    /// Integration tokens of the academic system's sync (POST /lms/sinkron/{jenis}):
    /// `buat <nama>` prints a new token once, `daftar` lists them, `cabut <id>` revokes one.
    TokenIntegrasi {
        /// buat, daftar or cabut
        aksi: String,
        /// The token's name (buat) or id (cabut).
        nilai: Option<String>,
    },
    /// Make a one-time activation link (valid --hari days) for every account without a password
    /// (imported ones; --peran mahasiswa or dosen for one role) and write them as CSV to --out:
    /// username, name, role, e-mail and link, for the university to send. A new link replaces
    /// an account's older one.
    TautanAktivasi {
        /// The LMS's address as its users open it, e.g. https://lms.kampus.ac.id
        #[arg(long)]
        alamat: String,
        #[arg(long)]
        out: std::path::PathBuf,
        #[arg(long)]
        peran: Option<String>,
        #[arg(long, default_value_t = lms::akun::aktivasi::MASA_BERLAKU_HARI)]
        hari: i64,
    },
    /// Write the import template of a kind (mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode, ruangan) to --out.
    TemplatImpor {
        jenis: String,
        #[arg(long)]
        out: std::path::PathBuf,
    },
    /// Time this binary's render pool on the SSR benchmark's fixtures
    /// (bench/ssr/run.mjs calls it; `ssr::bench` has the arguments).
    #[command(hide = true)]
    BenchSsr {
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

#[derive(Subcommand)]
enum SeedWhat {
    /// The demo university (idempotent).
    Demo,
    /// The exam-peak benchmark's data (bench/ujian/): N students with sessions
    /// and one open exam in a demo class; prints JSON.
    BenchUjian {
        #[arg(long, default_value_t = 2000)]
        peserta: usize,
    },
    /// The attendance benchmark's data (bench/kehadiran/): N students in one
    /// demo class with 16 held meetings and their attendance; prints JSON.
    BenchKehadiran {
        #[arg(long, default_value_t = 1500)]
        peserta: usize,
        /// Also a graded task and quiz in each meeting (the grade benchmark, bench/nilai/).
        #[arg(long)]
        nilai: bool,
    },
    /// The activity-log benchmark's data (bench/log/): N entries over the
    /// past year and every user; prints JSON.
    BenchLog {
        #[arg(long, default_value_t = 1_000_000)]
        entri: i64,
    },
}

/// The error and its causes on one line; a cause that only repeats what the
/// line already says (sqlx quotes its source) is left out.
fn one_line(e: &anyhow::Error) -> String {
    let mut line = String::new();
    for cause in e.chain().map(|c| c.to_string()) {
        if !line.contains(&cause) {
            if !line.is_empty() {
                line.push_str(": ");
            }
            line.push_str(&cause);
        }
    }
    line
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_env("LMS_LOG").unwrap_or_else(|_| "info,sqlx=warn".into()))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let runtime = tokio::runtime::Runtime::new().expect("tokio runtime");
    match runtime.block_on(run(cli.command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("lms: {}", one_line(&e));
            ExitCode::FAILURE
        }
    }
}

async fn open_db(config: &Config) -> anyhow::Result<db::Db> {
    if !config.is_postgres() {
        config.prepare_data_dir()?;
    }
    let pool = db::connect(&config.database_url).await?;
    db::migrate(&pool, &config.database_url).await?;
    Ok(pool)
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::ExportSchema { out } => {
            let text = lms::api::to_pretty_json(&app::openapi());
            match out {
                Some(path) => std::fs::write(&path, text).with_context(|| format!("tidak dapat menulis {}", path.display()))?,
                None => print!("{text}"),
            }
            Ok(())
        }
        Command::Migrate => {
            let config = Config::from_env()?;
            open_db(&config).await?;
            println!("Migrasi selesai ({}).", db::redact(&config.database_url));
            Ok(())
        }
        Command::Seed { what: SeedWhat::Demo } => {
            let config = Config::from_env()?;
            let pool = open_db(&config).await?;
            let report = seed::seed_demo(&pool, db::Engine::of_url(&config.database_url)).await?;
            if report.already_present {
                println!("Data demo sudah ada; tidak ada yang ditambahkan.");
            } else {
                println!("Data demo dibuat: {} pengguna, {} kelas, {} pertemuan.", report.users, report.kelas, report.pertemuan);
            }
            let storage = lms::storage::Storage::open(&config.storage, &config.data_dir)?;
            let n = seed::pasang_berkas_demo(&pool, &storage).await?;
            if n > 0 {
                println!("Berkas materi demo ditulis: {n}.");
            }
            db::analisis(&pool).await
        }
        Command::Seed { what: SeedWhat::BenchUjian { peserta } } => {
            let config = Config::from_env()?;
            let pool = open_db(&config).await?;
            let data = seed::seed_bench_ujian(&pool, peserta).await.map_err(|e| anyhow::anyhow!(e.message))?;
            db::analisis(&pool).await?;
            println!("{}", serde_json::to_string(&data)?);
            Ok(())
        }
        Command::Seed { what: SeedWhat::BenchKehadiran { peserta, nilai } } => {
            let config = Config::from_env()?;
            let pool = open_db(&config).await?;
            let data = seed::seed_bench_kehadiran(&pool, peserta).await.map_err(|e| anyhow::anyhow!(e.message))?;
            if nilai {
                seed::seed_bench_nilai(&pool, data.id_kelas).await.map_err(|e| anyhow::anyhow!(e.message))?;
            }
            db::analisis(&pool).await?;
            println!("{}", serde_json::to_string(&data)?);
            Ok(())
        }
        Command::Seed { what: SeedWhat::BenchLog { entri } } => {
            let config = Config::from_env()?;
            let pool = open_db(&config).await?;
            let engine = db::Engine::of_url(&config.database_url);
            let data = seed::seed_bench_log(&pool, engine, entri).await.map_err(|e| anyhow::anyhow!(e.message))?;
            db::analisis(&pool).await?;
            println!("{}", serde_json::to_string(&data)?);
            Ok(())
        }
        Command::ContohImporSoal { jenis, jumlah, out } => {
            let jenis = lms::bank_soal::impor::jenis_dari_teks(&jenis).map_err(|e| anyhow::anyhow!(e.message))?;
            let xlsx = lms::bank_soal::impor::lembar_contoh(jenis, jumlah).map_err(|e| anyhow::anyhow!(e.message))?;
            std::fs::write(&out, xlsx).with_context(|| format!("tidak dapat menulis {}", out.display()))?;
            println!("{jumlah} soal contoh ditulis ke {}.", out.display());
            Ok(())
        }
        Command::Impor { jenis, berkas, uji } => impor(&jenis, &berkas, uji).await,
        Command::TemplatImpor { jenis, out } => {
            let jenis = jenis_impor(&jenis)?;
            let xlsx = lms::impor::templat::template(jenis).map_err(|e| anyhow::anyhow!(e.message))?;
            std::fs::write(&out, xlsx).with_context(|| format!("tidak dapat menulis {}", out.display()))?;
            println!("Template impor {} ditulis ke {}.", jenis.nama(), out.display());
            Ok(())
        }
        Command::TautanAktivasi { alamat, out, peran, hari } => tautan_aktivasi(&alamat, &out, peran.as_deref(), hari).await,
        Command::TokenIntegrasi { aksi, nilai } => token_integrasi(&aksi, nilai.as_deref()).await,
        Command::Cadangan { aksi, dir } => cadangan(&aksi, &dir).await,
        Command::Serve => serve().await,
        Command::BenchSsr { args } => ssr::bench::run(&ssr::bench::parse_args(args).map_err(anyhow::Error::msg)?).await,
    }
}

fn jenis_impor(teks: &str) -> anyhow::Result<lms::impor::model::JenisImpor> {
    lms::impor::model::JenisImpor::dari_teks(teks).ok_or_else(|| {
        anyhow::anyhow!(
            "jenis impor '{teks}' tidak dikenal: pakai mahasiswa, dosen, mata_kuliah, kelas, jadwal, peserta, prodi, periode atau ruangan"
        )
    })
}

/// `lms impor`: the preview, then (without --uji) the import; every bad row on stderr.
async fn impor(jenis: &str, berkas: &std::path::Path, uji: bool) -> anyhow::Result<()> {
    use lms::impor::service;
    let jenis = jenis_impor(jenis)?;
    let meta = std::fs::metadata(berkas).with_context(|| format!("tidak dapat membaca {}", berkas.display()))?;
    anyhow::ensure!(meta.len() <= 64 << 20, "{} lebih dari 64 MB; bagi data ke beberapa berkas", berkas.display());
    let isi = std::fs::read(berkas).with_context(|| format!("tidak dapat membaca {}", berkas.display()))?;
    let nama = berkas.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let config = Config::from_env()?;
    let pool = open_db(&config).await?;
    let hasil = async {
        let tabel = service::baca(nama, isi).await?;
        if uji {
            service::pratinjau(&pool, jenis, &tabel).await
        } else {
            service::impor(&pool, jenis, &tabel, service::Oleh::Perintah).await
        }
    };
    let p = hasil.await.map_err(|e| anyhow::anyhow!(e.message))?;
    for g in &p.galat {
        eprintln!("Baris {}, kolom {}: {}", g.baris, g.kolom, g.pesan);
    }
    if p.jumlah_galat > p.galat.len() as u64 {
        eprintln!("... dan {} baris lainnya.", p.jumlah_galat - p.galat.len() as u64);
    }
    println!("{}{}", if uji { "Uji (tidak disimpan) — " } else { "" }, p.ringkasan());
    anyhow::ensure!(p.jumlah_galat == 0, "impor dibatalkan: perbaiki baris di atas lalu ulangi");
    Ok(())
}

/// `lms tautan-aktivasi`: the links as a CSV the university's mail merge or printer reads.
async fn tautan_aktivasi(alamat: &str, out: &std::path::Path, peran: Option<&str>, hari: i64) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let pool = open_db(&config).await?;
    let galat = |e: lms::error::AppError| anyhow::anyhow!(e.message);
    let tautan = lms::akun::aktivasi::buat_tautan(&pool, alamat, peran, hari, None).await.map_err(galat)?;
    let isi = lms::akun::aktivasi::csv(&tautan).map_err(galat)?;
    std::fs::write(out, isi).with_context(|| format!("tidak dapat menulis {}", out.display()))?;
    println!("{} tautan aktivasi (berlaku {hari} hari) ditulis ke {}.", tautan.len(), out.display());
    Ok(())
}

/// `lms token-integrasi`: the operator page's token list, for the first installation and scripts.
async fn cadangan(aksi: &str, dir: &std::path::Path) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    match aksi {
        "buat" => {
            // No migration first: the backup is of the database as the running server has it.
            let pool = db::connect(&config.database_url).await?;
            let engine = db::Engine::of_url(&config.database_url);
            let m = lms::cadangan::buat(&pool, engine, &config.data_dir, &config.storage, dir).await?;
            let berkas = if m.berkas_di_bucket {
                "berkas ada di bucket S3 (pakai versi bucket)".to_string()
            } else {
                format!("{} berkas, {}", m.berkas, lms::inti::ukuran_label(i64::try_from(m.ukuran_berkas).unwrap_or(i64::MAX)))
            };
            println!("Cadangan dibuat di {}: basis data (migrasi {}) dan {berkas}.", dir.display(), m.migrasi);
        }
        "pulihkan" => {
            let Some(basis_data) = config.sqlite_path() else {
                anyhow::bail!("DATABASE_URL menunjuk PostgreSQL: pulihkan dengan pg_restore (lihat README, bagian Cadangan).");
            };
            let m = lms::cadangan::pulihkan(dir, &basis_data, &config.data_dir).await?;
            println!(
                "Cadangan {} ({}) dipulihkan ke {}: {} berkas. Jalankan `lms serve` dengan LMS_DATA_DIR yang sama.",
                dir.display(),
                m.dibuat,
                config.data_dir.display(),
                m.berkas
            );
        }
        _ => anyhow::bail!("pakai: lms cadangan buat <dir> | pulihkan <dir>"),
    }
    Ok(())
}

async fn token_integrasi(aksi: &str, nilai: Option<&str>) -> anyhow::Result<()> {
    use lms::impor::token;
    let pool = open_db(&Config::from_env()?).await?;
    let galat = |e: lms::error::AppError| anyhow::anyhow!(e.message);
    match (aksi, nilai) {
        ("buat", Some(nama)) => {
            let baru = token::buat(&pool, nama, None).await.map_err(galat)?;
            println!("Token integrasi {} '{}' (simpan sekarang; tidak ditampilkan lagi):\n{}", baru.id, baru.nama, baru.token);
        }
        ("daftar", None) => {
            for t in token::daftar(&pool).await.map_err(galat)? {
                let status = t.dicabut.map_or("aktif".to_string(), |w| format!("dicabut {w}"));
                let dipakai = t.terakhir_dipakai.unwrap_or_else(|| "belum pernah".into());
                println!("{}\t{}\t{}...\t{status}\tterakhir dipakai: {dipakai}", t.id, t.nama, t.awalan);
            }
        }
        ("cabut", Some(id)) => {
            let id: i64 = id.parse().context("cabut <id>: id berupa angka dari 'lms token-integrasi daftar'")?;
            token::cabut(&pool, id).await.map_err(galat)?;
            println!("Token integrasi {id} dicabut.");
        }
        _ => anyhow::bail!("pakai: lms token-integrasi buat <nama> | daftar | cabut <id>"),
    }
    Ok(())
}

async fn serve() -> anyhow::Result<()> {
    lms::memori::atur_alokator();
    lms::config::naikkan_batas_berkas();
    let config = Config::from_env()?;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .with_context(|| format!("tidak dapat membuka {} (port sudah dipakai atau tidak diizinkan)", config.bind))?;
    let pool = open_db(&config).await?;
    let bersih = lms::bap::arsip::pulihkan(&pool, &config.data_dir).await.map_err(|e| anyhow::anyhow!(e.message))?;
    tracing::info!(?bersih, "BAP archives checked");
    lms::pekerjaan_latar::jaga_berkala(pool.clone());
    lms::metrik::mulai();
    lms::bap::arsip::sapu_berkala(pool.clone(), config.data_dir.clone());
    // The QuickJS backend keeps compiled bytecode of the bundle on disk; keep
    // it with our data rather than in the home directory.
    if std::env::var_os("V82JSC_BC_CACHE_DIR").is_none() {
        std::env::set_var("V82JSC_BC_CACHE_DIR", config.data_dir.join("cache/quickjs"));
    }
    let ui = UiBundle::load(&config.ui_dist, config.ssr_workers)?;
    let storage = Arc::new(lms::storage::Storage::open(&config.storage, &config.data_dir)?);
    lms::berkas::service::sapu_berkala(pool.clone(), storage.clone());
    lms::kehadiran::service::ikuti_jadwal_berkala(pool.clone());
    lms::kehadiran::harian::berkala(pool.clone());
    lms::idempotensi::sapu_berkala(pool.clone());
    if let Err(e) = seed::pasang_berkas_demo(&pool, &storage).await {
        tracing::warn!(error = %e, "berkas demo tidak dapat ditulis");
    }
    match lms::berkas::pratinjau::susul(&pool, &storage).await {
        Ok(0) => {}
        Ok(n) => tracing::info!(n, "pratinjau dokumen diantrekan"),
        Err(e) => tracing::warn!(error = %e.message, "pratinjau dokumen tidak dapat diantrekan"),
    }
    let peristiwa = lms::peristiwa::Peristiwa::mulai(&config.database_url);
    let state = AppState { db: pool, config: Arc::new(config.clone()), ui: Arc::new(ui), storage, peristiwa, aliran: Default::default() };
    let router = app::router(state);
    let address = listener.local_addr()?;
    println!("LMS berjalan di http://{address}");
    tracing::info!(%address, workers = config.ssr_workers, "listening");
    let options = lms::server::ServeOptions {
        header_read_timeout: config.header_read_timeout,
        body_read_timeout: config.body_read_timeout,
        max_connections: config.max_connections,
        ..Default::default()
    };
    lms::server::serve(listener, router, options, shutdown_signal()).await?;
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = terminate => {} }
}
