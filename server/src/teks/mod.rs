//! Text activities (teks): a lecturer's note in a meeting, plain text shown
//! on its card. It takes the meeting's times, so it sorts with the meeting's
//! start and shares its status.

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
