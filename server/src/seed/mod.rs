//! `lms seed demo`: a deterministic demo university (fixed RNG seed).

mod demo;
mod names;

pub use demo::{seed_demo, SeedReport, DEMO_PASSWORD};
