//! The cache key of a listing: its filters in one canonical spelling, cursor excluded, so the same
//! filters picked in another order (or a repeated value) find the same cached pages.

use dubdeck_api::VoiceQuery;

/// The service's page size when the query names none (interface 4.9).
const DEFAULT_LIMIT: u32 = 50;

/// The canonical key of `query`'s filters and page size.
pub(crate) fn query_key(query: &VoiceQuery) -> String {
    fn sorted<'a>(values: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
        let mut values: Vec<_> = values.collect();
        values.sort_unstable();
        values.dedup();
        values
    }
    serde_json::json!({
        "search": query.search,
        "genres": sorted(query.genres.iter().map(|g| g.as_str())),
        "languages": sorted(query.languages.iter().map(|l| l.as_str())),
        "styles": sorted(query.styles.iter().map(|s| s.as_str())),
        "limit": query.limit.unwrap_or(DEFAULT_LIMIT),
    })
    .to_string()
}

/// The cache's name for the page a cursor fetches: `""` for the first.
pub(crate) fn cursor_key(query: &VoiceQuery) -> &str {
    query.cursor.as_deref().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_api::{Genre, Language};

    #[test]
    fn the_same_filters_in_another_order_share_a_key() {
        let a = VoiceQuery::new()
            .genre(Genre::Rap)
            .genre(Genre::Pop)
            .language(Language::Thai)
            .cursor("c1");
        let b = VoiceQuery::new()
            .genre(Genre::Pop)
            .language(Language::Thai)
            .genre(Genre::Rap)
            .genre(Genre::Pop)
            .limit(50);
        assert_eq!(query_key(&a), query_key(&b));
        assert_ne!(query_key(&a), query_key(&b.clone().limit(8)));
        assert_ne!(query_key(&a), query_key(&b.search("x")));
        assert_eq!(cursor_key(&a), "c1");
        assert_eq!(cursor_key(&VoiceQuery::new()), "");
    }
}
