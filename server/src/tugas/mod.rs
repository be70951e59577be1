//! Tasks (tugas): authoring by the class's teachers, students' hand-ins
//! (text and files, late ones marked), the groups of kelompok tasks with
//! their chats, and grading (penilaian).

pub mod kelompok;
pub mod kelompok_store;
pub mod model;
pub mod routes;
pub mod service;
pub mod store;
