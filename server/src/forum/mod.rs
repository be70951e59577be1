//! Forums of a meeting: create, change, delete, the forum page with its
//! threads and replies, posting while it runs, and each student's activity.

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
