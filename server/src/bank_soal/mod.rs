//! Question banks (bank soal): a lecturer's questions per course, shared
//! with the course's other lecturers when shown; written in the editor,
//! imported from a spreadsheet (`impor`), copied from exams, downloaded as
//! a PDF (`pdf`). Exams take questions from here (`ujian::soal`).

pub mod impor;
pub mod model;
pub mod pdf;
pub mod routes;
pub mod service;
pub mod store;
