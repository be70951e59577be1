//! The operators' pages that change the settings: the configuration keys
//! (`/konfigurasi`) and the settings form (`/pengaturan`). They check rules of
//! the domains whose settings they change (attendance, banners, uploads), so
//! they sit above them; the settings as every domain reads them are
//! `pengaturan`, below.

pub mod kunci;
pub mod routes;
pub mod ubah;
