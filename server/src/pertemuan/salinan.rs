//! The copy pickers of a meeting's content ('Salin Materi', 'Salin Kuis/Ujian
//! Lain'): activities of other classes, searched by title, of the courses a
//! lecturer teaches (every course for an operator; the scope comes from
//! `policy::require_list_salinan`). Each picker adds its own detail table
//! and columns; the scope, search and paging are here once.

use schemars::JsonSchema;
use serde::Deserialize;
use sqlx::Row;

use crate::db::{bind_all, Arg, Db};
use crate::error::AppResult;
use crate::list::PageRequest;

/// The picker's query (spec 3 §7 'GET exam list for copying', GET /v2/lms/materi).
#[derive(Deserialize, JsonSchema, Clone, Debug)]
pub struct SalinanQuery {
    /// Part of the title (debounced by the client).
    pub search: Option<String>,
    /// The class being copied into: its own activities are left out.
    pub exclude_id_kelas_kuliah: Option<i64>,
    pub id_mata_kuliah: Option<i64>,
    pub page: Option<i64>,
    pub per_page: Option<i64>,
}

/// One search of a picker: FROM .. WHERE over the activity `a` with its
/// meeting `p`, class `k`, course `mk`, creator `u` and the picker's own
/// `detail` joins, its arguments, and the page asked for.
pub struct CariSalinan {
    dari: String,
    args: Vec<Arg>,
    pub page: PageRequest,
}

impl CariSalinan {
    /// `pengajar`: the lecturer whose courses bound the search (None: every course).
    pub fn baru(q: &SalinanQuery, pengajar: Option<i64>, detail: &str) -> AppResult<CariSalinan> {
        if let Some(search) = &q.search {
            crate::input::check_text(search)?;
        }
        let pola = format!("%{}%", q.search.as_deref().unwrap_or("").trim().to_lowercase().replace(['%', '_'], ""));
        let dari = format!(
            "FROM aktivitas a {detail} JOIN pertemuan p ON p.id = a.id_pertemuan
             JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
             LEFT JOIN users u ON u.id = a.id_pembuat
             WHERE LOWER(a.judul) LIKE $1 AND k.id <> $2 AND ($3 = 0 OR k.id_mata_kuliah = $3)
               AND ($4 = 0 OR k.id_mata_kuliah IN (SELECT k2.id_mata_kuliah FROM kelas_kuliah k2
                    JOIN kelas_pengajar kp ON kp.id_kelas = k2.id WHERE kp.id_dosen = $4))"
        );
        let args = vec![
            Arg::Text(pola),
            Arg::Int(q.exclude_id_kelas_kuliah.unwrap_or(0)),
            Arg::Int(q.id_mata_kuliah.unwrap_or(0)),
            Arg::Int(pengajar.unwrap_or(0)),
        ];
        Ok(CariSalinan { dari, args, page: PageRequest::new(q.page, q.per_page, 10, 100) })
    }

    pub async fn jumlah(&self, db: &Db) -> AppResult<i64> {
        let sql = format!("SELECT COUNT(*) AS n {}", self.dari);
        Ok(bind_all(sqlx::query(&sql), &self.args).fetch_one(db).await?.try_get("n")?)
    }

    /// The page's rows with `kolom`, newest first, each decoded into `T`.
    pub async fn baris<T>(&self, db: &Db, kolom: &str) -> AppResult<Vec<T>>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        let sql = format!("SELECT {kolom} {} ORDER BY a.id DESC LIMIT {} OFFSET {}", self.dari, self.page.per_page, self.page.offset());
        Ok(bind_all(sqlx::query(&sql), &self.args).try_map(|r| T::from_row(&r)).fetch_all(db).await?)
    }
}
