//! Video conferences of a meeting: create, change, delete, and joining
//! (recorded with its time and lateness, spec 3 §4 Vidcon).

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
