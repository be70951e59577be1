//! A course's academic plan: syllabus (with an attachment), semester plan
//! (RPS, one row per meeting), evaluation plan (RE, weights per grade
//! component), and who coordinates the course and develops its RPS.

pub mod routes;
pub mod service;
pub mod store;
