//! The academic data import (issue 35): a university's people from its academic system (SIAKAD)
//! into the LMS, by spreadsheet or CSV, first as a preview that names every bad row and counts
//! what would be added, changed and left, then in one transaction (all or nothing).
//!
//! Natural keys decide identity: a student is their NIM, a lecturer their NIDN, a class its
//! period, course code and name. Importing the same file twice changes nothing; a changed row
//! updates in place, so ids, and everything the LMS hangs on them (classes, hand-ins, grades),
//! stay. An enrolment file is the whole list of each class it names (`peserta`).
//!
//! Today: programmes, periods, rooms, students, lecturers, courses, classes with their teaching
//! team, the timetable (which makes or moves a class's meetings) and enrolments, from the command
//! line (`lms impor`), the operator page (/impor-akademik) and the academic system's sync
//! (`sinkron`, signed in with an integration token, `token`). Imported accounts have no password
//! until their activation link (`akun::aktivasi`) gives them one.

pub mod aturan;
pub mod berkas;
pub mod data_master;
pub mod data_master_store;
pub mod jadwal;
pub mod jadwal_store;
pub mod kelas;
pub mod kelas_store;
pub mod mata_kuliah;
pub mod mata_kuliah_store;
pub mod model;
pub mod peserta;
pub mod peserta_store;
pub mod routes;
pub mod service;
pub mod sinkron;
pub mod store;
pub mod templat;
pub mod token;
pub mod token_store;
