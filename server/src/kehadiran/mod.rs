//! Attendance (issue 13, spec 2): a meeting's participants and teachers,
//! presence from activity (`progres`), QR codes (`qr`), the class recap
//! (`rekap`), starting and ending a meeting, the recalculation stream, and
//! when a lecturer's record is valid (`syarat_dosen`).

pub mod daftar;
pub mod harian;
pub mod model;
pub mod persen;
pub mod progres;
pub mod qr;
pub mod rekap;
pub mod routes;
pub mod service;
pub mod store;
pub mod syarat_dosen;
