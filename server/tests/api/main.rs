//! Integration tests: HTTP requests into the real router against a real,
//! demo-seeded database, each test on SQLite and on PostgreSQL.

mod common;

mod akademik;
mod akun;
mod akun_lain;
mod aktivitas;
mod bap;
mod kelas;
mod kelas_detail;
mod keamanan;
mod listener;
mod mulai;
mod matriks_izin;
mod openapi;
mod pages;
mod pengerasan;
mod pengaturan;
mod referensi;
mod robustness;
mod ssr_failures;
mod tugas;
