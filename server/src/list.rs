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
    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.per_page
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
}
