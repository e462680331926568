//! The command line's words: every sentence, label and prompt it prints comes from its Fluent
//! catalogue (`crates/cli/locales/en/cli.ftl`), in English for now. Write
//! `say!(id, name = value, ...)` where a message is printed or put into an error.

use std::sync::OnceLock;

pub use dubdeck_core::i18n::Arg;
use dubdeck_core::i18n::{Catalogue, Language};

/// The Fluent source of the English catalogue.
pub const ENGLISH: &str = include_str!("../locales/en/cli.ftl");

/// The catalogue, made once.
fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::new_or_empty(Language::En, &[ENGLISH]))
}

/// The message `id` with its arguments (a message the catalogue lacks comes back as its id).
pub fn message(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    catalogue().format(id, args)
}

/// `say!(ID)`, `say!(ID, name = value, ...)`: the catalogue's message ID (a string literal, so
/// that the tests below find it), each value (text or a number) given to the variable `$name`.
macro_rules! say {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::message($id, &[$((stringify!($name), $crate::words::Arg::from($value))),*])
    };
}
pub(crate) use say;

/// A length as the catalogue words it, from its whole hours, minutes and seconds.
pub fn duration(ms: u64) -> String {
    let total = ms / 1000;
    say!(
        "duration",
        hours = total / 3600,
        minutes = (total / 60) % 60,
        seconds = total % 60
    )
}

/// A number of credits as an argument: a whole amount as a number (which chooses the plural form
/// and prints without decimals), any other as `text` (two decimals).
pub fn credits_arg(credits: f64, text: &str) -> Arg<'_> {
    if credits.fract() == 0.0 && credits.abs() < 1e15 {
        #[allow(clippy::cast_possible_truncation)]
        let whole = credits as i64;
        Arg::from(whole)
    } else {
        Arg::from(text)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    /// The ids of the catalogue's messages (terms, starting with `-`, are not messages).
    fn catalogue_ids() -> BTreeSet<String> {
        ENGLISH
            .lines()
            .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
            .filter_map(|line| line.split_once('='))
            .map(|(id, _)| id.trim().to_owned())
            .collect()
    }

    /// The ids given to `say!` (or `message`) in the crate's sources outside tests, with the file each
    /// is used in.
    fn used_ids() -> Vec<(String, String)> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        for dir in [src.clone(), src.join("commands")] {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().is_some_and(|e| e == "rs") {
                    files.push(path);
                }
            }
        }
        let mut used = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap();
            // What tests say does not count as used.
            let text = text.split("#[cfg(test)]").next().unwrap_or_default();
            for call in ["say!(", "message("] {
                for (at, _) in text.match_indices(call) {
                    let rest = text[at + call.len()..].trim_start();
                    if let Some(literal) = rest.strip_prefix('"')
                        && let Some((id, _)) = literal.split_once('"')
                    {
                        used.push((id.to_owned(), file.display().to_string()));
                    }
                }
            }
        }
        used
    }

    #[test]
    fn the_catalogue_parses() {
        Catalogue::new(Language::En, &[ENGLISH]).unwrap();
    }

    #[test]
    fn every_message_used_exists_and_every_message_is_used() {
        let catalogue = catalogue();
        let ids = catalogue_ids();
        let used = used_ids();
        assert!(used.len() > 50, "the scan found too few messages: {used:?}");
        for (id, file) in &used {
            assert!(catalogue.has(id), "{file} says {id}, which cli.ftl lacks");
            assert!(ids.contains(id), "{id}");
        }
        let used: BTreeSet<&str> = used.iter().map(|(id, _)| id.as_str()).collect();
        let dead: Vec<&String> = ids.iter().filter(|id| !used.contains(id.as_str())).collect();
        assert!(dead.is_empty(), "messages of cli.ftl nothing says: {dead:?}");
    }

    #[test]
    fn whole_numbers_choose_the_plural_form() {
        assert_eq!(
            say!("me-balance", balance = credits_arg(1.0, "1")),
            "Balance: 1 credit."
        );
        assert_eq!(
            say!("me-balance", balance = credits_arg(0.0, "0")),
            "Balance: 0 credits."
        );
        assert_eq!(
            say!("me-balance", balance = credits_arg(1000.0, "1000")),
            "Balance: 1,000 credits."
        );
        assert_eq!(
            say!("me-balance", balance = credits_arg(12.5, "12.50")),
            "Balance: 12.50 credits."
        );
        assert_eq!(say!("voices-count", count = 1usize), "1 voice.");
        assert_eq!(say!("voices-count", count = 12usize), "12 voices.");
    }

    #[test]
    fn lengths_are_worded_from_the_catalogue() {
        assert_eq!(duration(0), "0 s");
        assert_eq!(duration(42_999), "42 s");
        assert_eq!(duration(65_000), "1 min 5 s");
        assert_eq!(duration(31 * 60_000), "31 min 0 s");
        assert_eq!(duration(3_725_000), "1 h 2 min 5 s");
        assert_eq!(duration(36_000_000), "10 h 0 min 0 s");
    }

    #[test]
    fn spaces_at_the_ends_of_prompts_are_kept() {
        assert_eq!(say!("login-prompt"), "Paste your API key (it is not shown): ");
        assert!(
            say!(
                "train-question",
                name = "Mine",
                price = 50,
                minutes = 5,
                balance = credits_arg(990.0, "990")
            )
            .ends_with("Start it? [y/N] ")
        );
    }
}
