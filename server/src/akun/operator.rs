//! 'Hak Akses Operator LMS' (spec 2 §2, §3 Operator access rights; issue 15):
//! the list of operators with their right per module and account status,
//! read by operators with read on data_sistem and changed by those with
//! write. Nobody changes their own row, nor a module above their own right.
//! A change is one transaction with its log entry; deactivating an operator
//! ends every session they hold, their 'Login Akun Lain' sessions included.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::store;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identitas::hak_akses::{permission_map, Level, Modul, PermissionMap};
use crate::identitas::CurrentUser;
use crate::log_aktivitas::{self, Entry};
use crate::policy;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct OperatorBaris {
    pub id: i64,
    pub username: String,
    pub nama: String,
    /// '*' for every class; 'A:T' / 'A:B' for a special operator.
    pub lingkup: String,
    pub is_active: bool,
    pub permission: PermissionMap,
}

/// Props of `/operator` and `GET /lms/operator`.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct OperatorHalaman {
    pub items: Vec<OperatorBaris>,
    /// The viewer may change rights (write on data_sistem).
    pub boleh_ubah: bool,
    /// The viewer's own id (their row is not editable) and rights (the most they can give).
    pub id_saya: i64,
    pub hak_saya: PermissionMap,
}

/// Spec 2 §3 'Operator access rights': the body of a change. A module left out
/// or empty is no_access.
#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct HakAksesOperator {
    pub is_active: bool,
    /// Module (data_master, kelas_kuliah, ...) to no_access | read | write.
    pub permission: BTreeMap<String, String>,
}

pub async fn halaman(db: &Db, user: &CurrentUser) -> AppResult<OperatorHalaman> {
    policy::require_see_operator(user)?;
    Ok(OperatorHalaman {
        items: operator(db, None).await?,
        boleh_ubah: policy::may_ubah_hak_operator(user),
        id_saya: user.id(),
        hak_saya: user.info.permission.clone(),
    })
}

async fn operator(db: &Db, id: Option<i64>) -> AppResult<Vec<OperatorBaris>> {
    let rows = store::operator(db, id.unwrap_or(0)).await?;
    let hak = store::hak_akses_operator(db).await?;
    Ok(rows
        .into_iter()
        .map(|r| OperatorBaris {
            permission: permission_map(hak.iter().filter(|(u, _, _)| *u == r.id).map(|(_, m, l)| (m.clone(), l.clone()))),
            id: r.id,
            username: r.username,
            nama: r.nama,
            lingkup: r.lingkup,
            is_active: r.is_active != 0,
        })
        .collect())
}

/// The body as a full map, or the message saying what is wrong.
pub fn periksa(body: &BTreeMap<String, String>) -> AppResult<PermissionMap> {
    let mut map = permission_map([]);
    for (modul, level) in body {
        let m = Modul::parse(modul.trim()).ok_or_else(|| AppError::unprocessable(format!("Modul '{modul}' tidak dikenal.")))?;
        let l = match level.trim() {
            "" | "no_access" => Level::NoAccess,
            "read" => Level::Read,
            "write" => Level::Write,
            _ => return Err(AppError::unprocessable(format!("Hak akses '{level}' tidak dikenal. Pilih no_access, read atau write."))),
        };
        if l > m.max_level() {
            return Err(AppError::unprocessable(format!("Hak akses {} paling tinggi Baca.", m.label())));
        }
        map.insert(m, l);
    }
    Ok(map)
}

fn label_level(l: Level) -> &'static str {
    match l {
        Level::NoAccess => "Tidak Ada Akses",
        Level::Read => "Baca",
        Level::Write => "Tulis",
    }
}

fn status(aktif: bool) -> &'static str {
    if aktif {
        "Aktif"
    } else {
        "Non Aktif"
    }
}

/// 'Data Master: Tulis → Baca; status: Aktif → Non Aktif' (what changed).
fn perubahan(lama: &OperatorBaris, baru: &PermissionMap, aktif: bool) -> Vec<String> {
    let mut out: Vec<String> = Modul::ALL
        .into_iter()
        .filter(|m| lama.permission.get(m) != baru.get(m))
        .map(|m| {
            let l = |p: &PermissionMap| label_level(p.get(&m).copied().unwrap_or_default());
            format!("{}: {} → {}", m.label(), l(&lama.permission), l(baru))
        })
        .collect();
    if lama.is_active != aktif {
        out.push(format!("status: {} → {}", status(lama.is_active), status(aktif)));
    }
    out
}

/// Changes operator `id`'s rights and account status, with its log entry, in one transaction.
pub async fn ubah_hak_akses(db: &Db, user: &CurrentUser, ip: &str, id: i64, body: HakAksesOperator) -> AppResult<OperatorBaris> {
    policy::require_ubah_hak_operator(user)?;
    let lama = operator(db, Some(id)).await?.into_iter().next().ok_or_else(|| AppError::not_found("Operator"))?;
    let baru = periksa(&body.permission)?;
    policy::require_ubah_hak_operator_ini(user, id, &lama.permission, &baru)?;
    let ubah = perubahan(&lama, &baru, body.is_active);
    if ubah.is_empty() {
        return Ok(lama);
    }
    let mut tx = db.begin().await?;
    store::hapus_hak_akses(&mut tx, id).await?;
    for (m, l) in &baru {
        let level = serde_json::to_value(l).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_else(|| "no_access".into());
        store::simpan_hak_akses(&mut tx, id, m.as_str(), level).await?;
    }
    store::ubah_status_akun(&mut tx, body.is_active as i64, id).await?;
    if !body.is_active {
        crate::identitas::sesi::revoke_all_of_user(&mut *tx, id).await?;
    }
    let detail = format!("Mengubah hak akses operator {} ({}): {}", lama.nama, lama.username, ubah.join("; "));
    log_aktivitas::write(&mut *tx, Entry::by(user, log_aktivitas::jenis::UBAH_HAK_AKSES_OPERATOR, detail, ip)).await?;
    tx.commit().await?;
    Ok(OperatorBaris { permission: baru, is_active: body.is_active, ..lama })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_and_missing_are_no_access_and_help_stops_at_read() {
        let map = periksa(&BTreeMap::from([("kelas_kuliah".into(), "write".into()), ("laporan".into(), "".into())])).unwrap();
        assert_eq!(
            (map[&Modul::KelasKuliah], map[&Modul::Laporan], map[&Modul::DataMaster]),
            (Level::Write, Level::NoAccess, Level::NoAccess)
        );
        assert_eq!(map.len(), Modul::ALL.len());
        assert!(periksa(&BTreeMap::from([("bantuan".into(), "write".into())])).unwrap_err().message.contains("Bantuan paling tinggi Baca"));
        assert!(periksa(&BTreeMap::from([("bantuan".into(), "read".into())])).is_ok());
        assert!(periksa(&BTreeMap::from([("rektorat".into(), "read".into())])).is_err());
        assert!(periksa(&BTreeMap::from([("laporan".into(), "admin".into())])).is_err());
    }
}
