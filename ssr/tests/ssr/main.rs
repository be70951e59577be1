//! One test binary for the crate: each binary links deno_core, so two were
//! two large links for a hundred lines of tests.

mod bench;
mod pool;
