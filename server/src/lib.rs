//! The LMS server: JSON API, server-rendered pages, CLI commands.

pub mod akademik;
pub mod akun;
pub mod api;
pub mod app;
pub mod bap;
pub mod chat;
pub mod client_ip;
pub mod config;
pub mod db;
pub mod error;
pub mod events;
pub mod extract;
pub mod input;
pub mod kelas;
pub mod list;
pub mod log_aktivitas;
pub mod pengaturan;
pub mod pengumuman;
pub mod policy;
pub mod referensi;
pub mod seed;
pub mod server;
pub mod state;
pub mod storage;
pub mod tugas;
pub mod web;
