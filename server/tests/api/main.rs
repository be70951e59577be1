//! Integration tests: HTTP requests into the real router against a real,
//! demo-seeded database, each test on SQLite and on PostgreSQL.

// Tests may panic on a row that does not decode: that is a failed test.
#![allow(clippy::disallowed_methods)]

mod common;

mod akademik;
mod aktivitas;
mod akun;
mod akun_lain;
mod aliran;
mod aplikasi;
mod arah_impor;
mod bank_soal;
mod bantuan;
mod bap;
mod cadangan;
mod formulir;
mod forum;
mod halaman_saya;
mod idempotensi;
mod impor_akademik;
mod jadwal_pertemuan;
mod keamanan;
mod kehadiran;
mod kelas;
mod kelas_detail;
mod kuota;
mod listener;
mod log_aktivitas;
mod materi;
mod matriks_izin;
mod metrik;
mod mulai;
mod nilai;
mod openapi;
mod operator;
mod pages;
mod pengaturan;
mod pengerasan;
mod peran_pengajar;
mod persen_kehadiran;
mod presensi_qr;
mod referensi;
mod robustness;
mod s3;
mod ssr_failures;
mod status_jadwal;
mod tugas;
mod tugas_konten;
mod ujian;
mod ujian_kerja;
mod unduhan;
mod unggahan;
mod vidcon;
