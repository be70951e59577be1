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
        Command::Serve => serve().await,
        Command::BenchSsr { args } => ssr::bench::run(&ssr::bench::parse_args(args).map_err(anyhow::Error::msg)?).await,
    }
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
