//! `lms seed demo`: a deterministic demo university (fixed RNG seed).

mod bank_soal;
mod bench_kehadiran;
mod bench_log;
mod bench_nilai;
mod bench_ujian;
mod demo;
mod diskusi;
mod forum;
mod kegiatan;
mod materi;
mod names;
mod nilai;
mod tugas;
mod ujian;
mod vidcon;

pub use bench_kehadiran::{seed_bench_kehadiran, BenchKehadiran};
pub use bench_log::{seed_bench_log, BenchLog};
pub use bench_nilai::seed_bench_nilai;
pub use bench_ujian::{seed_bench_ujian, BenchUjian};
pub use demo::{seed_demo, SeedReport, DEMO_PASSWORD};
pub use kegiatan::tanda_tangan_svg;
pub use materi::pasang_berkas_demo;
