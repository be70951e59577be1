//! System info, settings, configuration keywords and the current period.

pub mod konfigurasi;
pub mod model;
pub mod routes;
pub mod store;
pub mod ubah;
