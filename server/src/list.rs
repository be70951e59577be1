//! The list envelope every paginated endpoint answers: `{data, meta}`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

#[derive(Serialize, JsonSchema)]
pub struct ListResponse<T> {
    pub data: Vec<T>,
    pub meta: ListMeta,
}

#[derive(Serialize, Deserialize, JsonSchema, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListMeta {
    pub total_items: i64,
    pub page: i64,
    pub per_page: i64,
}

/// A validated page request: page >= 1, 1 <= per_page <= max.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PageRequest {
    pub page: i64,
    pub per_page: i64,
}

impl PageRequest {
    pub fn new(page: Option<i64>, per_page: Option<i64>, default_per_page: i64, max_per_page: i64) -> Self {
        Self {
            page: page.filter(|p| *p >= 1).unwrap_or(1),
            per_page: per_page.filter(|p| *p >= 1).unwrap_or(default_per_page).min(max_per_page),
        }
    }
    /// Rows to skip. A page beyond what i64 can address saturates, so it is
    /// simply a page past the end (empty data, the requested page in meta).
    pub fn offset(&self) -> i64 {
        (self.page - 1).checked_mul(self.per_page).unwrap_or(i64::MAX)
    }
    pub fn meta(&self, total_items: i64) -> ListMeta {
        ListMeta { total_items, page: self.page, per_page: self.per_page }
    }
}

#[cfg(test)]
mod tests {
    use super::PageRequest;

    #[test]
    fn clamps_bad_values() {
        let p = PageRequest::new(Some(0), Some(-3), 5, 100);
        assert_eq!((p.page, p.per_page, p.offset()), (1, 5, 0));
        let p = PageRequest::new(Some(3), Some(1000), 5, 100);
        assert_eq!((p.page, p.per_page, p.offset()), (3, 100, 200));
    }

    #[test]
    fn huge_page_saturates_instead_of_overflowing() {
        let p = PageRequest::new(Some(i64::MAX), Some(10), 5, 100);
        assert_eq!((p.page, p.offset()), (i64::MAX, i64::MAX));
    }
}
