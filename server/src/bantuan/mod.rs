//! Help (`/bantuan`, issue 15): the guides of the signed-in user's role,
//! searchable. The guides ship with the release (`panduan.json`), written for
//! the screens of this version; nobody edits them in the app, since the
//! bantuan right stops at read (spec 1 §6; docs/decisions.md).

pub mod model;
pub mod routes;
pub mod service;
