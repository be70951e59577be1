//! Accounts: signing in and out (password, SSO, throttling), the profile page,
//! operators' accounts and rights, acting as another account. Who is signed in
//! (sessions, the current-user extractors, roles) is `identitas`, below.

pub mod aktivasi;
pub mod aktivasi_store;
pub mod akun_lain;
pub mod kunjungan;
pub mod model;
pub mod operator;
pub mod password;
pub mod percobaan_store;
pub mod profil;
pub mod routes;
pub mod service;
pub mod siakad_demo;
pub mod sso;
pub mod store;
pub mod throttle;
