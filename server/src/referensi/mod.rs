//! Reference data for filters and forms: courses, programmes, class labels
//! and types, lecturers, periods, short biographies, active students.

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
