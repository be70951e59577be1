//! Materials (materi) of a meeting: create, change, delete, copy from other
//! classes, and a student's recorded use (attendance by use, spec 3 §4).

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
