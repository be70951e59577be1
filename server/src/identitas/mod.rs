//! Who is asking: the signed-in user (page cookie or API bearer token), the
//! sessions behind them, their role and an operator's rights per module. The
//! lowest domain: every other imports it and it imports none; the pages that
//! manage accounts (login, profile, operators, acting as another account) are
//! in `akun`.

pub mod extract;
pub mod hak_akses;
pub mod model;
pub mod sesi;
pub mod sesi_store;
pub mod store;

pub use extract::{CurrentUser, MaybeUser};
pub use hak_akses::{Level, Modul};
