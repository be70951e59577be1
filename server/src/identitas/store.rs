//! SQL of the signed-in user: their record, role, rights and scope.

use sqlx::Row;

use super::hak_akses::{permission_map, PermissionMap};
use super::model::{ActingOperator, Role, UserInfo};
use crate::db::Db;
use crate::error::AppResult;

pub async fn permissions(db: &Db, id_user: i64) -> AppResult<PermissionMap> {
    let rows = sqlx::query("SELECT modul, level FROM operator_hak_akses WHERE id_user = $1").bind(id_user).fetch_all(db).await?;
    let pairs = rows
        .into_iter()
        .map(|r| Ok((r.try_get::<String, _>("modul")?, r.try_get::<String, _>("level")?)))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
    Ok(permission_map(pairs))
}

pub async fn user_info(db: &Db, id_user: i64, id_operator: Option<i64>) -> AppResult<Option<UserInfo>> {
    let Some(row) = sqlx::query(
        "SELECT u.id, u.username, u.role, u.nama, u.avatar_path, u.is_active,
                d.nidn, d.gelar_depan, d.gelar_akademik, m.nim
         FROM users u
         LEFT JOIN dosen d ON d.id_user = u.id
         LEFT JOIN mahasiswa m ON m.id_user = u.id
         WHERE u.id = $1",
    )
    .bind(id_user)
    .fetch_optional(db)
    .await?
    else {
        return Ok(None);
    };
    if row.try_get::<i64, _>("is_active")? == 0 {
        return Ok(None);
    }
    let role: Role = row.try_get("role")?;
    let nama_asli: String = row.try_get("nama")?;
    let nama = match role {
        Role::Dosen => crate::inti::nama_bergelar(
            row.try_get::<Option<String>, _>("gelar_depan")?.as_deref().unwrap_or(""),
            &nama_asli,
            row.try_get::<Option<String>, _>("gelar_akademik")?.as_deref().unwrap_or(""),
        ),
        _ => nama_asli.clone(),
    };
    let permission = if role == Role::Operator { permissions(db, id_user).await? } else { permission_map([]) };
    // Acting as someone never widens a special operator's scope: the session
    // keeps the operator's, so their classes outside it stay closed.
    let lingkup_khusus = match (role, id_operator) {
        (Role::Operator, _) => lingkup_operator(db, id_user).await?,
        (_, Some(op)) => lingkup_operator(db, op).await?,
        (_, None) => None,
    };
    // An act-as session lives only while its operator's account is active.
    let acting_operator = match id_operator {
        Some(op) => match acting_operator(db, op).await? {
            Some(a) => Some(a),
            None => return Ok(None),
        },
        None => None,
    };
    let (nim, nidn): (Option<String>, Option<String>) = (row.try_get("nim")?, row.try_get("nidn")?);
    let avatar_url = row.try_get::<Option<String>, _>("avatar_path")?.map(|_| format!("/lms/avatar/{id_user}"));
    Ok(Some(UserInfo {
        id: row.try_get("id")?,
        username: row.try_get("username")?,
        role,
        nama,
        nama_asli,
        foto_content_url: avatar_url.clone(),
        avatar_url,
        nomor_induk: nim.or(nidn),
        permission,
        acting_operator,
        lingkup_khusus,
    }))
}

/// The operator's class scope: None for '*' (every class).
async fn lingkup_operator(db: &Db, id_user: i64) -> AppResult<Option<String>> {
    let lingkup: Option<String> =
        sqlx::query_scalar("SELECT lingkup FROM operator WHERE id_user = $1").bind(id_user).fetch_optional(db).await?;
    Ok(lingkup.map(|l| l.trim().to_string()).filter(|l| !l.is_empty() && l != "*"))
}

async fn acting_operator(db: &Db, id: i64) -> AppResult<Option<ActingOperator>> {
    let row = sqlx::query("SELECT id, username, nama FROM users WHERE id = $1 AND is_active = 1").bind(id).fetch_optional(db).await?;
    let Some(r) = row else { return Ok(None) };
    Ok(Some(ActingOperator { id: r.try_get("id")?, username: r.try_get("username")?, nama: r.try_get("nama")? }))
}

/// The role column of user `id_user`.
pub async fn role(db: &Db, id_user: i64) -> AppResult<Role> {
    Ok(sqlx::query_scalar("SELECT role FROM users WHERE id = $1").bind(id_user).fetch_one(db).await?)
}
