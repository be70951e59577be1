//! Server-rendered pages: the route table, page data loaders, the login and
//! logout forms that work without JavaScript, and static assets.

pub mod aplikasi;
pub mod assets;
pub mod forms;
pub mod formulir;
pub mod pages;
pub mod props;
pub mod security;
