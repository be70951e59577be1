//! Classes (kelas kuliah): the list with its filters scoped by role, one
//! class's profile with the viewer's permissions, leader, teaching roles, banner.

pub mod aktivitas;
pub mod aktivitas_store;
pub mod banner;
pub mod detail_service;
pub mod detail_store;
pub mod kalender;
pub mod kalender_store;
pub mod model;
pub mod routes;
pub mod saring;
pub mod service;
pub mod store;
