//! A stored file on the wire.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A stored file as the client sees it (spec 3 §3 `file`).
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct BerkasInfo {
    /// `/v2/storager/{id}/{name}`.
    pub url: String,
    pub name: String,
    /// Bytes.
    pub content_length: i64,
}
