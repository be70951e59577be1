//! One meeting's page (`/kelas/{id}/{idPertemuan}`): its activities in time
//! order as cards, the materials in full, and what the viewer may do there.

pub mod jadwal;
pub mod jadwal_store;
pub mod model;
pub mod routes;
pub mod service;
pub mod store;
