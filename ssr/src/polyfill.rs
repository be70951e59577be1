//! Web APIs the server bundle needs that bare deno_core does not provide.

pub const SOURCE: &str = include_str!("polyfill.js");
