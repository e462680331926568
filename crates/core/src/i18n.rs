//! The languages Dubdeck speaks, which one the user gets, and the front ends' message catalogues.
//!
//! The core itself has no words: it sends codes with typed parameters. Each front end keeps its own
//! Fluent catalogue per language (the page's under `ui/locales`, the shell's under
//! `src-tauri/locales`, the command line's under `crates/cli/locales`) and formats it with a
//! [`Catalogue`], which applies the language's CLDR plural rules.

use std::fmt;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumberOptions;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use icu_decimal::DecimalFormatter;
use icu_decimal::input::Decimal;
use intl_memoizer::concurrent::IntlLangMemoizer;
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// Overrides the system's locale for Dubdeck alone (a BCP 47 tag or a POSIX locale name); the
/// Language setting, when chosen, still wins.
pub const LANGUAGE_ENV: &str = "DUBDECK_LANG";

/// The test-only pseudo-locale: the page speaks English accented, wrapped and 40% longer.
pub const PSEUDO_LOCALE: &str = "en-XA";

/// A language of the service's catalogue, which Dubdeck speaks too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, specta::Type)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    En,
    Es,
    Ko,
    Ja,
    Fr,
    Ru,
    Th,
}

impl Language {
    /// Every language, in the order the Language setting lists them.
    pub const ALL: [Language; 7] = [
        Language::En,
        Language::Es,
        Language::Ko,
        Language::Ja,
        Language::Fr,
        Language::Ru,
        Language::Th,
    ];

    /// The source language, and the one given when nothing nearer is asked for.
    pub const SOURCE: Language = Language::En;

    /// The BCP 47 tag ("ja").
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Es => "es",
            Language::Ko => "ko",
            Language::Ja => "ja",
            Language::Fr => "fr",
            Language::Ru => "ru",
            Language::Th => "th",
        }
    }

    /// The language whose tag is exactly `tag`.
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.tag() == tag)
    }

    fn id(self) -> LanguageIdentifier {
        // The tags above are valid BCP 47 language subtags.
        self.tag().parse().unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// The nearest language for tags in order of preference: `es-MX` gives Spanish, `pt` English
/// (nothing nearer), `ja-JP` Japanese. Tags that do not parse are passed over.
pub fn negotiate<S: AsRef<str>>(requested: &[S]) -> Language {
    let requested: Vec<LanguageIdentifier> = requested
        .iter()
        .filter_map(|tag| normalise(tag.as_ref()).parse().ok())
        .collect();
    let available: Vec<LanguageIdentifier> = Language::ALL.iter().map(|l| l.id()).collect();
    let default = Language::SOURCE.id();
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &available,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    chosen
        .first()
        .and_then(|id| Language::from_tag(id.language.as_str()))
        .unwrap_or(Language::SOURCE)
}

/// A POSIX locale name ("ja_JP.UTF-8", "sr_RS@latin") as a BCP 47 tag; a tag stays as it is.
fn normalise(tag: &str) -> String {
    let without_encoding = tag.split(['.', '@']).next().unwrap_or_default();
    without_encoding.replace('_', "-")
}

/// The locales the user prefers, most preferred first: `DUBDECK_LANG` when set, else the
/// system's (on Linux `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`; on macOS and Windows the
/// preferred languages of the user's settings).
pub fn system_locales() -> Vec<String> {
    match std::env::var(LANGUAGE_ENV) {
        Ok(tag) if !tag.trim().is_empty() => vec![normalise(tag.trim())],
        _ => sys_locale::get_locales().collect(),
    }
}

/// What the system's locales ask for: a language of the catalogue, or the pseudo-locale when
/// `DUBDECK_LANG` names it (tests only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SystemLanguage {
    Language(Language),
    Pseudo,
}

impl SystemLanguage {
    /// From the system's locales, most preferred first.
    pub fn from_locales<S: AsRef<str>>(locales: &[S]) -> Self {
        match locales.first() {
            Some(first) if first.as_ref().eq_ignore_ascii_case(PSEUDO_LOCALE) => SystemLanguage::Pseudo,
            _ => SystemLanguage::Language(negotiate(locales)),
        }
    }

    /// The system's, now.
    pub fn now() -> Self {
        Self::from_locales(&system_locales())
    }

    /// The language of the shell's own words (the pseudo-locale speaks English there).
    pub fn language(self) -> Language {
        match self {
            SystemLanguage::Language(l) => l,
            SystemLanguage::Pseudo => Language::SOURCE,
        }
    }

    /// The tag the page speaks when the Language setting follows the system.
    pub fn tag(self) -> &'static str {
        match self {
            SystemLanguage::Language(l) => l.tag(),
            SystemLanguage::Pseudo => PSEUDO_LOCALE,
        }
    }
}

/// A catalogue that does not parse: a bug of the build, caught by the catalogues' tests.
#[derive(Debug, thiserror::Error)]
#[error("the {language} catalogue does not parse: {reason}")]
pub struct CatalogueError {
    pub language: Language,
    pub reason: String,
}

/// One language's messages of one front end.
pub struct Catalogue {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalogue")
            .field("language", &self.language)
            .finish()
    }
}

impl Catalogue {
    /// The catalogue of `language` from its Fluent sources.
    pub fn new(language: Language, sources: &[&str]) -> Result<Self, CatalogueError> {
        let mut bundle = FluentBundle::new_concurrent(vec![language.id()]);
        // No Unicode isolation marks around arguments: none of the languages is written right to
        // left, and the marks would travel invisibly into notifications and terminals.
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(format_number));
        for source in sources {
            let resource =
                FluentResource::try_new((*source).to_owned()).map_err(|(_, errors)| CatalogueError {
                    language,
                    reason: format!("{errors:?}"),
                })?;
            bundle.add_resource(resource).map_err(|errors| CatalogueError {
                language,
                reason: format!("{errors:?}"),
            })?;
        }
        Ok(Catalogue { language, bundle })
    }

    /// The catalogue of `language`, or, when its sources do not parse (a bug of the build, which
    /// the catalogues' tests rule out), an empty one that answers each message with its id.
    pub fn new_or_empty(language: Language, sources: &[&str]) -> Self {
        Catalogue::new(language, sources).unwrap_or_else(|e| {
            tracing::error!("{e}");
            let mut bundle = FluentBundle::new_concurrent(vec![language.id()]);
            bundle.set_use_isolating(false);
            Catalogue { language, bundle }
        })
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// The message `id` with its arguments. A message this catalogue lacks comes back as its id,
    /// which the catalogues' tests rule out.
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            tracing::error!("no message {id} in the {} catalogue", self.language);
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.to_fluent());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        for e in errors {
            tracing::error!("message {id} in the {} catalogue: {e}", self.language);
        }
        text.into_owned()
    }

    /// Whether the catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }
}

/// Numbers as the language writes them ("5,000", "5 000", "1,5"): CLDR's separators through
/// ICU4X, made once per language by the bundle's memoizer.
struct Decimals(DecimalFormatter);

impl intl_memoizer::Memoizable for Decimals {
    type Args = ();
    type Error = String;

    fn construct(language: LanguageIdentifier, _: ()) -> Result<Self, String> {
        let locale: icu_locale_core::Locale = language.to_string().parse().map_err(|e| format!("{e:?}"))?;
        DecimalFormatter::try_new((&locale).into(), Default::default())
            .map(Decimals)
            .map_err(|e| format!("{e:?}"))
    }
}

/// Fluent's hook for a value's text: plain numbers in the language's way; `NUMBER()` with options,
/// and anything ICU cannot format, keep Fluent's own text.
fn format_number(value: &FluentValue<'_>, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    if number.options != FluentNumberOptions::default() || !number.value.is_finite() {
        return None;
    }
    let decimal: Decimal = number.value.to_string().parse().ok()?;
    intls
        .with_try_get::<Decimals, _, _>((), |d| d.0.format_to_string(&decimal))
        .ok()
}

/// An argument of a message: text, or a number (which chooses plural forms).
#[derive(Debug, Clone, Copy)]
pub enum Arg<'a> {
    Text(&'a str),
    Number(f64),
}

impl Arg<'_> {
    fn to_fluent(self) -> FluentValue<'static> {
        match self {
            Arg::Text(text) => FluentValue::from(text.to_owned()),
            Arg::Number(n) => FluentValue::from(n),
        }
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text)
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text)
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_language_is_chosen() {
        assert_eq!(negotiate(&["es-MX"]), Language::Es);
        assert_eq!(negotiate(&["ja_JP.UTF-8"]), Language::Ja);
        assert_eq!(negotiate(&["ru_RU.UTF-8"]), Language::Ru);
        assert_eq!(negotiate(&["pt-BR"]), Language::En);
        assert_eq!(negotiate(&["pt"]), Language::En);
        assert_eq!(negotiate(&["pt", "fr-CA"]), Language::Fr);
        assert_eq!(negotiate(&["C"]), Language::En);
        assert_eq!(negotiate::<&str>(&[]), Language::En);
        assert_eq!(negotiate(&["th-TH"]), Language::Th);
        assert_eq!(negotiate(&["ko-KR", "en"]), Language::Ko);
        assert_eq!(negotiate(&["not a tag!", "fr"]), Language::Fr);
    }

    #[test]
    fn the_pseudo_locale_is_asked_for_by_name_only() {
        assert_eq!(SystemLanguage::from_locales(&["en-XA"]), SystemLanguage::Pseudo);
        assert_eq!(SystemLanguage::Pseudo.tag(), "en-XA");
        assert_eq!(SystemLanguage::Pseudo.language(), Language::En);
        assert_eq!(
            SystemLanguage::from_locales(&["es-MX"]),
            SystemLanguage::Language(Language::Es)
        );
    }

    #[test]
    fn messages_take_the_plural_rules_of_their_language() {
        let ru = Catalogue::new(
            Language::Ru,
            &["files = { $count ->\n    [one] { $count } файл\n    [few] { $count } файла\n   *[many] { $count } файлов\n}\n"],
        )
        .expect("parses");
        assert_eq!(ru.format("files", &[("count", 1.into())]), "1 файл");
        assert_eq!(ru.format("files", &[("count", 3.into())]), "3 файла");
        assert_eq!(ru.format("files", &[("count", 5.into())]), "5 файлов");
        assert_eq!(ru.format("files", &[("count", 21.into())]), "21 файл");
        assert_eq!(ru.format("missing", &[]), "missing");
    }

    #[test]
    fn numbers_are_written_the_languages_way() {
        let source = "credits = { $n ->\n    [one] { $n } credit\n   *[other] { $n } credits\n}\n";
        let say = |language| {
            Catalogue::new(language, &[source])
                .expect("parses")
                .format("credits", &[("n", 5000.into())])
        };
        assert_eq!(say(Language::En), "5,000 credits");
        assert_eq!(say(Language::Ja), "5,000 credits");
        // Russian and French group thousands with (narrow) no-break spaces.
        assert_eq!(say(Language::Ru), "5\u{a0}000 credits");
        assert_eq!(say(Language::Fr), "5\u{202f}000 credits");
        let en = Catalogue::new(Language::En, &[source]).expect("parses");
        assert_eq!(en.format("credits", &[("n", 1.into())]), "1 credit");
        let es = Catalogue::new(Language::Es, &["n = { $n }\n"]).expect("parses");
        assert_eq!(es.format("n", &[("n", 2.5.into())]), "2,5");
    }

    #[test]
    fn a_broken_catalogue_is_an_error() {
        assert!(Catalogue::new(Language::Fr, &["this is not fluent"]).is_err());
        let empty = Catalogue::new_or_empty(Language::Fr, &["this is not fluent"]);
        assert_eq!(empty.format("window-title", &[]), "window-title");
    }
}
