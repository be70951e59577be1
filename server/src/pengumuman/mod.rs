//! Announcements (pengumuman): what the university tells its users, each
//! aimed at everyone or at one role; newest first.

use axum::extract::State;
use axum::http::Method;
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use sqlx::Row;

use crate::akun::CurrentUser;
use crate::api::{ApiRouter, Op};
use crate::db::Db;
use crate::error::AppResult;
use crate::extract::Query;
use crate::list::{ListResponse, PageRequest};
use crate::state::AppState;

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
pub struct Pembuat {
    pub nama: String,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Debug, PartialEq)]
#[allow(non_snake_case)]
pub struct Pengumuman {
    pub id: i64,
    pub judul: String,
    /// Plain text; paragraphs separated by a blank line.
    pub isi: String,
    /// UTC, 'YYYY-MM-DDTHH:MM:SSZ'.
    pub tanggalPublish: String,
    pub pembuat: Pembuat,
}

#[derive(Deserialize, JsonSchema, Default)]
pub struct PengumumanQuery {
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}

/// Props of `/pengumuman` and `/berita/{id}`: every announcement the user may
/// read, and the one a news link opened.
#[derive(Serialize, Deserialize, JsonSchema)]
pub struct PengumumanPageData {
    pub items: Vec<Pengumuman>,
    pub id_dipilih: Option<i64>,
}

pub fn routes() -> ApiRouter {
    ApiRouter::new().route(
        Method::GET,
        "/lms/pengumuman",
        Op::new("Daftar pengumuman untuk pengguna").query::<PengumumanQuery>().returns::<ListResponse<Pengumuman>>(),
        list_handler,
    )
}

async fn list_handler(
    State(state): State<AppState>,
    user: CurrentUser,
    Query(q): Query<PengumumanQuery>,
) -> AppResult<Json<ListResponse<Pengumuman>>> {
    let page = PageRequest::new(q.page, q.per_page, 10, 100);
    let (data, total) = list(&state.db, &user, page).await?;
    Ok(Json(ListResponse { data, meta: page.meta(total) }))
}

/// Published announcements aimed at everyone or at the user's role. Every
/// signed-in user reads them; the operators' pengumuman right is about
/// managing them (docs/decisions.md).
/// The page's data; `id_dipilih` (a /berita/{id} link) must be one of them.
pub async fn halaman(db: &Db, user: &CurrentUser, id_dipilih: Option<i64>) -> AppResult<PengumumanPageData> {
    let (items, _) = list(db, user, PageRequest::new(Some(1), Some(100), 100, 100)).await?;
    if id_dipilih.is_some_and(|id| !items.iter().any(|p| p.id == id)) {
        return Err(crate::error::AppError::not_found("Berita"));
    }
    Ok(PengumumanPageData { items, id_dipilih })
}

pub async fn list(db: &Db, user: &CurrentUser, page: PageRequest) -> AppResult<(Vec<Pengumuman>, i64)> {
    let role = user.role();
    let where_sql = "WHERE (p.sasaran = 'semua' OR p.sasaran = $1) AND p.tanggal_publish <= $2";
    let now = crate::db::now();
    let total: i64 =
        sqlx::query_scalar(&format!("SELECT COUNT(*) FROM pengumuman p {where_sql}")).bind(role.as_str()).bind(&now).fetch_one(db).await?;
    let rows = sqlx::query(&format!(
        "SELECT p.id, p.judul, p.isi, p.tanggal_publish, u.nama FROM pengumuman p JOIN users u ON u.id = p.id_pembuat
         {where_sql} ORDER BY p.tanggal_publish DESC, p.id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(role.as_str())
    .bind(&now)
    .bind(page.per_page)
    .bind(page.offset())
    .fetch_all(db)
    .await?;
    let data = rows
        .into_iter()
        .map(|r| {
            Ok(Pengumuman {
                id: r.try_get("id")?,
                judul: r.try_get("judul")?,
                isi: r.try_get("isi")?,
                tanggalPublish: r.try_get("tanggal_publish")?,
                pembuat: Pembuat { nama: r.try_get("nama")? },
            })
        })
        .collect::<Result<_, sqlx::Error>>()?;
    Ok((data, total))
}
