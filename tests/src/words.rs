//! The page's words in each language, from its catalogues (`ui/locales`), so a test finds a
//! button or a heading by what the user reads in that language.

use std::path::Path;

use anyhow::{Context, Result};
use dubdeck_core::i18n::{Arg, Catalogue, Language};

/// The page's catalogue of `language`.
pub struct Words(Catalogue);

impl Words {
    pub fn of(language: Language) -> Result<Words> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../ui/locales")
            .join(language.tag());
        let mut sources = Vec::new();
        for entry in std::fs::read_dir(&dir).with_context(|| format!("reading {}", dir.display()))? {
            let path = entry?.path();
            if path.extension().is_some_and(|e| e == "ftl") {
                sources.push(
                    std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?,
                );
            }
        }
        let sources: Vec<&str> = sources.iter().map(String::as_str).collect();
        Ok(Words(Catalogue::new(language, &sources)?))
    }

    pub fn language(&self) -> Language {
        self.0.language()
    }

    /// The message `id`, without arguments.
    pub fn get(&self, id: &str) -> String {
        self.0.format(id, &[])
    }

    /// The message `id` with its arguments.
    pub fn with(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.0.format(id, args)
    }
}
