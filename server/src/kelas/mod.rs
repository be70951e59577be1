//! Classes (kelas kuliah): the list with its filters, scoped by role.

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
