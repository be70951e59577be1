//! Uploaded files behind `POST /v2/storager` (spec 3 §7): what the browser
//! uploads before it saves the content that uses the file. Each upload is a
//! `berkas` row plus an object in [`crate::storage`]; its URL is
//! `/v2/storager/{id}/{name}`. A file is served to its uploader and to whoever
//! may see content that uses it (`policy::require_see_berkas`), never by a
//! guessed URL to anyone else; an upload no content takes up is swept away
//! after a day ([`service::sapu_berkala`]).

pub mod isi;
pub mod model;
pub mod pratinjau;
pub mod routes;
pub mod service;
pub mod store;

// What every domain with files uses.
pub use model::{Aturan, BerkasInfo, DirUnggah, Direktori};
pub use service::{ambil, ambil_alih, ambil_satu, id_dari_url, info, url, Ambil};
