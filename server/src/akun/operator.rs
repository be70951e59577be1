//! 'Hak Akses Operator LMS' (spec 2 §2, §3 Operator access rights; issue 15):
//! the list of operators with their right per module and account status,
//! read by operators with read on data_sistem and changed by those with
//! write. Nobody changes their own row, nor a module above their own right.
//! A change is one transaction with its log entry; deactivating an operator
//! ends every session they hold, their 'Login Akun Lain' sessions included.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::http::Method;
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::hak_akses::{permission_map, Level, Modul, PermissionMap};
use super::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::client_ip::ClientIp;
use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::extract::{self, Path};
use crate::log_aktivitas::{self, Entry};
use crate::policy;
use crate::state::AppState;

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

pub fn routes() -> ApiRouter {
    ApiRouter::new()
        .route(
            Method::GET,
            "/lms/operator",
            Op::new("Operator LMS dengan hak akses per modul (operator dengan hak baca data sistem)").returns::<OperatorHalaman>(),
            daftar,
        )
        .route(
            Method::PUT,
            "/lms/operator/{id}/hak_akses",
            Op::new("Ubah hak akses dan status akun seorang operator (operator dengan hak ubah data sistem)")
                .json::<HakAksesOperator>()
                .returns::<OperatorBaris>(),
            simpan,
        )
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

async fn daftar(State(state): State<AppState>, user: CurrentUser) -> AppResult<Json<OperatorHalaman>> {
    Ok(Json(halaman(&state.db, &user).await?))
}

#[derive(sqlx::FromRow)]
struct OperatorDb {
    id: i64,
    username: String,
    nama: String,
    lingkup: String,
    is_active: i64,
}

async fn operator(db: &Db, id: Option<i64>) -> AppResult<Vec<OperatorBaris>> {
    let rows: Vec<OperatorDb> = sqlx::query_as(
        "SELECT u.id, u.username, u.nama, o.lingkup, u.is_active FROM users u JOIN operator o ON o.id_user = u.id
         WHERE ($1 = 0 OR u.id = $1) ORDER BY u.nama, u.id",
    )
    .bind(id.unwrap_or(0))
    .fetch_all(db)
    .await?;
    let hak: Vec<(i64, String, String)> = sqlx::query_as("SELECT id_user, modul, level FROM operator_hak_akses").fetch_all(db).await?;
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
            return Err(AppError::unprocessable(format!("Hak akses {} paling tinggi Baca.", label_modul(m))));
        }
        map.insert(m, l);
    }
    Ok(map)
}

pub fn label_modul(m: Modul) -> &'static str {
    match m {
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
            format!("{}: {} → {}", label_modul(m), l(&lama.permission), l(baru))
        })
        .collect();
    if lama.is_active != aktif {
        out.push(format!("status: {} → {}", status(lama.is_active), status(aktif)));
    }
    out
}

async fn simpan(
    State(state): State<AppState>,
    user: CurrentUser,
    ClientIp(ip): ClientIp,
    Path(id): Path<i64>,
    extract::Json(body): extract::Json<HakAksesOperator>,
) -> AppResult<Json<OperatorBaris>> {
    policy::require_ubah_hak_operator(&user)?;
    let db = &state.db;
    let lama = operator(db, Some(id)).await?.into_iter().next().ok_or_else(|| AppError::not_found("Operator"))?;
    let baru = periksa(&body.permission)?;
    policy::require_ubah_hak_operator_ini(&user, id, &lama.permission, &baru)?;
    let ubah = perubahan(&lama, &baru, body.is_active);
    if ubah.is_empty() {
        return Ok(Json(lama));
    }
    let mut tx = db.begin().await?;
    sqlx::query("DELETE FROM operator_hak_akses WHERE id_user = $1").bind(id).execute(&mut *tx).await?;
    for (m, l) in &baru {
        let level = serde_json::to_value(l).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_else(|| "no_access".into());
        sqlx::query("INSERT INTO operator_hak_akses (id_user, modul, level) VALUES ($1, $2, $3)")
            .bind(id)
            .bind(m.as_str())
            .bind(level)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE users SET is_active = $1 WHERE id = $2").bind(body.is_active as i64).bind(id).execute(&mut *tx).await?;
    if !body.is_active {
        super::sesi::revoke_all_of_user(&mut *tx, id).await?;
    }
    let detail = format!("Mengubah hak akses operator {} ({}): {}", lama.nama, lama.username, ubah.join("; "));
    log_aktivitas::write(&mut *tx, Entry::by(&user, log_aktivitas::jenis::UBAH_HAK_AKSES_OPERATOR, detail, &ip)).await?;
    tx.commit().await?;
    Ok(Json(OperatorBaris { permission: baru, is_active: body.is_active, ..lama }))
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
