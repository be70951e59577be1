//! Accounts: passwords, sessions (cookie for pages, bearer + rotating refresh
//! token for the API), the current-user extractors and the permission rule.

pub mod akun_lain;
pub mod extract;
pub mod hak_akses;
pub mod kunjungan;
pub mod model;
pub mod operator;
pub mod password;
pub mod percobaan_store;
pub mod profil;
pub mod routes;
pub mod service;
pub mod sesi;
pub mod sesi_store;
pub mod sso;
pub mod store;
pub mod throttle;

pub use extract::{CurrentUser, MaybeUser};
pub use hak_akses::{Level, Modul};
