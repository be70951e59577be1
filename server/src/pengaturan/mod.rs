//! System info, settings, configuration keywords and the current period, as
//! every domain reads them (the pages that change them are in `konfigurasi`).

pub mod model;
pub mod routes;
pub mod store;
