//! `Page<T>`: one page of a cursor-paginated listing.

use serde::Serialize;

/// One page of results and the cursor of the next page (`None` on the last page).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub next_cursor: Option<String>,
}

impl<T> Page<T> {
    /// Whether no further page exists.
    pub fn is_last(&self) -> bool {
        self.next_cursor.is_none()
    }
}

impl<T> IntoIterator for Page<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}
