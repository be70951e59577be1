//! Berita Acara Perkuliahan (BAP): a class's report of its meetings: who
//! taught, who attended, what was given and how it was scored, signed by the
//! programme. As JSON, as a PDF per class (typst), and as a ZIP of a whole
//! period built by a background job.

pub mod arsip;
pub mod arsip_store;
pub mod model;
pub mod pdf;
pub mod routes;
pub mod service;
pub mod store;
