//! Shared application state handed to every handler.

use std::sync::Arc;

use crate::config::Config;
use crate::db::Db;
use crate::storage::Storage;
use crate::ui_bundle::UiBundle;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub ui: Arc<UiBundle>,
    /// Uploaded files (local directory or S3, `LMS_STORAGE`).
    pub storage: Arc<Storage>,
    /// The exam stream's notes, shared across processes on PostgreSQL.
    pub peristiwa: Arc<crate::peristiwa::Peristiwa>,
    /// The event streams each user holds open on this process.
    pub aliran: Arc<crate::events::AliranTerbuka>,
}
