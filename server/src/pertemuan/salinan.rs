//! The copy pickers of a meeting's content ('Salin Materi', 'Salin Kuis/Ujian
//! Lain'): activities of other classes, searched by title, of the courses a
//! lecturer teaches (every class for an operator, the classes of their scope
//! for a special one; the scope comes from `policy::require_list_salinan`).
//! Each picker adds its own detail table and columns; the scope, search and
//! paging are here once, and so is the check that a chosen source is in scope.

use schemars::JsonSchema;
use serde::Deserialize;
use sqlx::Row;

use crate::db::{bind_all, Arg, Db};
use crate::error::AppResult;
use crate::list::PageRequest;
use crate::policy::Lingkup;

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
    /// `lingkup`: whose classes bound the search (from `policy::require_list_salinan`).
    pub fn baru(q: &SalinanQuery, lingkup: &Lingkup, detail: &str) -> AppResult<CariSalinan> {
        if let Some(search) = &q.search {
            crate::input::check_text(search)?;
        }
        let pola = format!("%{}%", q.search.as_deref().unwrap_or("").trim().to_lowercase().replace(['%', '_'], ""));
        let mut args = vec![Arg::Text(pola), Arg::Int(q.exclude_id_kelas_kuliah.unwrap_or(0)), Arg::Int(q.id_mata_kuliah.unwrap_or(0))];
        let dalam = syarat_lingkup(lingkup, &mut args);
        let dari = format!(
            "FROM aktivitas a {detail} JOIN pertemuan p ON p.id = a.id_pertemuan
             JOIN kelas_kuliah k ON k.id = p.id_kelas JOIN mata_kuliah mk ON mk.id = k.id_mata_kuliah
             LEFT JOIN users u ON u.id = a.id_pembuat
             WHERE LOWER(a.judul) LIKE $1 AND k.id <> $2 AND ($3 = 0 OR k.id_mata_kuliah = $3) AND {dalam}"
        );
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

/// The condition that class `k` is within `lingkup` as a copy source, with
/// its arguments pushed after `args`: a lecturer's courses (any class of a
/// course they teach), every class, or the classes of the scope
/// ([`Lingkup::batas_sql`]: a special operator's, or the one acting).
fn syarat_lingkup(lingkup: &Lingkup, args: &mut Vec<Arg>) -> String {
    let dasar = match lingkup {
        Lingkup::Pengajar { id, .. } => {
            args.push(Arg::Int(*id));
            format!(
                "k.id_mata_kuliah IN (SELECT k2.id_mata_kuliah FROM kelas_kuliah k2
                    JOIN kelas_pengajar kp ON kp.id_kelas = k2.id WHERE kp.id_dosen = ${})",
                args.len()
            )
        }
        Lingkup::Semua | Lingkup::Khusus(_) => "1 = 1".to_owned(),
        // Students copy nothing (the policy refuses them before this).
        Lingkup::Peserta { .. } => return "1 = 0".to_owned(),
    };
    format!("{dasar}{}", lingkup.batas_sql(args, 0))
}

/// Whether activity `id_aktivitas` of kind `jenis` may be copied by a caller
/// with copy scope `lingkup` (false too when there is no such activity).
pub async fn dalam_lingkup(db: &Db, lingkup: &Lingkup, id_aktivitas: i64, jenis: &str) -> AppResult<bool> {
    let mut args = vec![Arg::Int(id_aktivitas), Arg::Text(jenis.to_owned())];
    let dalam = syarat_lingkup(lingkup, &mut args);
    let sql = format!(
        "SELECT COUNT(*) AS n FROM aktivitas a JOIN pertemuan p ON p.id = a.id_pertemuan JOIN kelas_kuliah k ON k.id = p.id_kelas
         WHERE a.id = $1 AND a.jenis = $2 AND {dalam}"
    );
    let n: i64 = bind_all(sqlx::query(&sql), &args).fetch_one(db).await?.try_get("n")?;
    Ok(n > 0)
}
