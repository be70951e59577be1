//! Quizzes and exams (ujian) of a meeting: create, change, delete (with
//! their attempts and remedial exams); question groups and questions
//! (`soal`); taking under the server's clock (`pengerjaan`); scores
//! (`nilai`); grading (`penilaian`); the exam stream (notes of `crate::peristiwa`).

pub mod lampiran;
pub mod model;
pub mod nilai;
pub mod pengerjaan;
pub mod pengerjaan_store;
pub mod penilaian;
pub mod routes;
pub mod service;
pub mod soal;
pub mod soal_store;
pub mod store;
