//! Operator permissions per module. The rules that read them are in
//! `crate::policy` (`may_operator` and the rules built on it); the UI
//! receives the same map in `user_info.permission` only to hide buttons.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "snake_case")]
pub enum Modul {
    DataMaster,
    KelasKuliah,
    BankSoal,
    DataSistem,
    Konfigurasi,
    Pengumuman,
    Bantuan,
    Laporan,
}

impl Modul {
    pub const ALL: [Modul; 8] = [
        Modul::DataMaster,
        Modul::KelasKuliah,
        Modul::BankSoal,
        Modul::DataSistem,
        Modul::Konfigurasi,
        Modul::Pengumuman,
        Modul::Bantuan,
        Modul::Laporan,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Modul::DataMaster => "data_master",
            Modul::KelasKuliah => "kelas_kuliah",
            Modul::BankSoal => "bank_soal",
            Modul::DataSistem => "data_sistem",
            Modul::Konfigurasi => "konfigurasi",
            Modul::Pengumuman => "pengumuman",
            Modul::Bantuan => "bantuan",
            Modul::Laporan => "laporan",
        }
    }

    pub fn parse(s: &str) -> Option<Modul> {
        Modul::ALL.into_iter().find(|m| m.as_str() == s)
    }

    /// The module's name on the screens ('Kelas Kuliah').
    pub fn label(self) -> &'static str {
        match self {
            Modul::DataMaster => "Data Master",
            Modul::KelasKuliah => "Kelas Kuliah",
            Modul::BankSoal => "Bank Soal",
            Modul::DataSistem => "Data Sistem",
            Modul::Konfigurasi => "Konfigurasi",
            Modul::Pengumuman => "Pengumuman",
            Modul::Bantuan => "Bantuan",
            Modul::Laporan => "Laporan",
        }
    }

    /// bantuan (help) is read-only for everyone.
    pub fn max_level(self) -> Level {
        if self == Modul::Bantuan {
            Level::Read
        } else {
            Level::Write
        }
    }
}

/// no_access < read < write; write includes read.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Default)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    #[default]
    NoAccess,
    Read,
    Write,
}

impl Level {
    pub fn parse(s: &str) -> Level {
        match s {
            "write" => Level::Write,
            "read" => Level::Read,
            _ => Level::NoAccess,
        }
    }
}

/// The full map, every module present; missing rows are no_access.
pub type PermissionMap = BTreeMap<Modul, Level>;

pub fn permission_map(rows: impl IntoIterator<Item = (String, String)>) -> PermissionMap {
    let mut map: PermissionMap = Modul::ALL.into_iter().map(|m| (m, Level::NoAccess)).collect();
    for (modul, level) in rows {
        if let Some(m) = Modul::parse(&modul) {
            map.insert(m, Level::parse(&level).min(m.max_level()));
        }
    }
    map
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_is_no_access_and_bantuan_caps_at_read() {
        let map = permission_map([("bantuan".into(), "write".into()), ("kelas_kuliah".into(), "read".into())]);
        assert_eq!(map[&Modul::Bantuan], Level::Read);
        assert_eq!(map[&Modul::KelasKuliah], Level::Read);
        assert_eq!(map[&Modul::Laporan], Level::NoAccess);
        assert_eq!(map.len(), 8);
        assert!(Level::Write >= Level::Read);
    }
}
