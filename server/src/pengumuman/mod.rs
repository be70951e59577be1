//! Announcements (pengumuman): what the university tells its users, each
//! aimed at everyone or at one role; newest first.

pub mod model;
pub mod routes;
pub mod service;
pub mod store;
