//! The shell's own words, in the user's language: the window's title, the system's file pickers
//! and question dialogs, desktop notifications. The page has its own catalogues; these are the
//! words shown outside it (`src-tauri/locales/<language>/shell.ftl`).

use std::sync::OnceLock;

use dubdeck_core::context::AppContext;
use dubdeck_core::i18n::{Catalogue, Language};
use dubdeck_core::ledger::SettingsSnapshot;
use tauri::{AppHandle, Manager};

use crate::ipc::language_of;

/// The Fluent source of each language's shell catalogue.
pub const SOURCES: [(Language, &str); 7] = [
    (Language::En, include_str!("../locales/en/shell.ftl")),
    (Language::Es, include_str!("../locales/es/shell.ftl")),
    (Language::Ko, include_str!("../locales/ko/shell.ftl")),
    (Language::Ja, include_str!("../locales/ja/shell.ftl")),
    (Language::Fr, include_str!("../locales/fr/shell.ftl")),
    (Language::Ru, include_str!("../locales/ru/shell.ftl")),
    (Language::Th, include_str!("../locales/th/shell.ftl")),
];

/// The shell's catalogue of `language`, made once (English's when `SOURCES` lacks the language).
pub fn words(language: Language) -> &'static Catalogue {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    let all = CATALOGUES.get_or_init(|| {
        SOURCES
            .iter()
            .map(|(language, source)| Catalogue::new_or_empty(*language, &[source]))
            .collect()
    });
    let english = &all[0];
    all.iter().find(|c| c.language() == language).unwrap_or(english)
}

/// The shell's catalogue in the language the settings give.
pub fn for_settings(settings: &SettingsSnapshot) -> &'static Catalogue {
    words(language_of(settings))
}

/// The shell's catalogue in the user's language now (English when the settings cannot be read).
pub async fn now(ctx: &AppContext) -> &'static Catalogue {
    match ctx.settings().await {
        Ok(settings) => for_settings(&settings),
        Err(_) => words(Language::SOURCE),
    }
}

/// Titles the main window in the settings' language.
pub fn title_window(app: &AppHandle, settings: &SettingsSnapshot) {
    if let Some(window) = app.get_webview_window("main") {
        let title = for_settings(settings).format("window-title", &[]);
        if let Err(e) = window.set_title(&title) {
            tracing::debug!("could not title the window: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_parses_and_has_every_message_of_english() {
        let english = words(Language::En);
        for (language, source) in SOURCES {
            let catalogue = Catalogue::new(language, &[source]).expect("the shell catalogue parses");
            for id in [
                "window-title",
                "picker-media-to-dub",
                "notify-dub-ready-body",
                "dialog-cancel",
            ] {
                assert!(english.has(id), "{id}");
                assert!(catalogue.has(id), "{language} lacks {id}");
            }
        }
    }
}
