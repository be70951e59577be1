//! Grades (issue 14, spec 2): the grade list, the class grade recap with its
//! SIKAD components and spreadsheet export, and the grade settings.

pub mod excel;
pub mod model;
pub mod rekap;
pub mod routes;
pub mod service;
pub mod store;
