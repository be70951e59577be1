//! Discussions (group chat) attached to tasks: the chat area of the context
//! layout. Clients poll `thread?setelah=` for new messages (docs/decisions.md).

pub mod model;
pub mod routes;
pub mod service;
pub mod store;

pub use model::{id_grup_kelompok, id_grup_tugas, id_grup_ujian};
