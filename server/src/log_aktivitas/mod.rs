//! Activity log: who did what, when, from where, in which role, and which
//! operator acted on the account.

pub mod excel;
pub mod model;
pub mod riwayat;
pub mod routes;
pub mod store;

// Every change in every domain writes its line through these.
pub use model::{jenis, label, Entry, JENIS};
pub use store::{count, write};
