//! Which announcements a user reads.

use super::model::PengumumanPageData;
use super::store;
use crate::db::Db;
use crate::error::AppResult;
use crate::identitas::CurrentUser;
use crate::list::PageRequest;

/// The page's data: every announcement the user reads (every signed-in user
/// reads them; the operators' pengumuman right is about managing them,
/// docs/decisions.md); `id_dipilih` (a /berita/{id} link) must be one of them.
pub async fn halaman(db: &Db, user: &CurrentUser, id_dipilih: Option<i64>) -> AppResult<PengumumanPageData> {
    let (items, _) = store::list(db, user, PageRequest::new(Some(1), Some(100), 100, 100)).await?;
    if id_dipilih.is_some_and(|id| !items.iter().any(|p| p.id == id)) {
        return Err(crate::error::AppError::not_found("Berita"));
    }
    Ok(PengumumanPageData { items, id_dipilih })
}
