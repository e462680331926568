//! Dubdeck in its users' languages, in the real window: it opens in the system's language
//! (Japanese, Russian), the Language setting switches every screen at once and is remembered, every
//! screen is shot in every language (`screenshots/i18n/`), and in the pseudo-locale no screen shows
//! text that skipped the catalogues or text that does not fit its box, at the window's usual size,
//! at its smallest and zoomed to 200% with Ctrl + plus (remembered across a restart, put back with
//! Ctrl+0), and axe-core finds no violation on any of them.

use anyhow::{Result, bail, ensure};
use dubdeck_core::i18n::Language;
use dubdeck_e2e::case::within;
use dubdeck_e2e::ui::WAIT;
use dubdeck_e2e::words::Words;
use dubdeck_e2e::{Case, Launch, Ui, xpath};
use serde::Deserialize;
use thirtyfour::Key;

/// The screens of the sidebar: the message naming each, and the name of its screenshots.
const SCREENS: [(&str, &str); 6] = [
    ("frame-route-voices", "voices"),
    ("frame-route-my-voices", "my-voices"),
    ("frame-route-jobs", "jobs"),
    ("frame-route-train", "train"),
    ("spend-route", "spend"),
    ("frame-route-settings", "settings"),
];

/// The window's size as it opens, and its smallest (tauri.conf.json).
const SIZES: [(u32, u32); 2] = [(1280, 800), (900, 600)];

fn nav(words: &Words) -> String {
    format!("//nav[@aria-label={}]", xpath::lit(&words.get("frame-nav-label")))
}

/// The welcome screen in `words`' language, then the key saved: the sidebar shows.
pub(crate) async fn sign_in_in(case: &Case, words: &Words) -> Result<()> {
    let ui = case.ui()?;
    ui.heading(&words.get("welcome-title")).await?;
    ui.type_into(&words.get("welcome-key-label"), &case.key).await?;
    ui.press(&words.get("welcome-save-key")).await?;
    ui.wait_for("the navigation", &nav(words)).await?;
    Ok(())
}

/// Clicks the sidebar's entry for `route` (a message id) and waits for its screen's title.
pub(crate) async fn go_to_in(ui: &Ui, words: &Words, route: &str) -> Result<()> {
    let name = words.get(route);
    let entry = |current: &str| {
        format!(
            "{}//button{current}[normalize-space(.)={n} or starts-with(@aria-label, {p}) or @title={n}]",
            nav(words),
            n = xpath::lit(&name),
            p = xpath::lit(&format!("{name},"))
        )
    };
    ui.click(&format!("the sidebar's {name:?}"), &entry("")).await?;
    ui.wait_for(&format!("the {name} screen"), &entry("[@aria-current='page']"))
        .await?;
    ui.heading(&name).await?;
    Ok(())
}

/// The language the document says it is in (`<html lang>`).
async fn document_language(ui: &Ui) -> Result<String> {
    ui.script("return document.documentElement.lang;", vec![]).await
}

/// Every screen of the sidebar in `words`' language, each shot as `i18n/<tag>-<screen>`.
async fn shoot_every_screen(ui: &Ui, words: &Words, suffix: &str) -> Result<()> {
    let tag = words.language().tag();
    for (route, shot) in SCREENS {
        go_to_in(ui, words, route).await?;
        ui.shoot_as_is(&format!("i18n/{tag}-{shot}{suffix}")).await?;
    }
    Ok(())
}

/// Chooses `language` in Settings' Language list (the Settings screen is showing).
async fn choose_language(ui: &Ui, language: Language) -> Result<()> {
    choose_in(ui, "language", language, "frame-route-settings").await
}

/// Chooses `language` in the Language list `select` and waits for the heading `heading` (a
/// message id) in that language.
async fn choose_in(ui: &Ui, select: &str, language: Language, heading: &str) -> Result<()> {
    ui.click(
        &format!("the language {language}"),
        &format!(
            "//select[@id={}]/option[@value={}]",
            xpath::lit(select),
            xpath::lit(language.tag())
        ),
    )
    .await?;
    let words = Words::of(language)?;
    ui.wait_until(&format!("the page to speak {language}"), WAIT, || async {
        let lang = document_language(ui).await?;
        let titled = !ui
            .displayed(&xpath::heading(&words.get(heading)))
            .await?
            .is_empty();
        Ok((lang == language.tag() && titled).then_some(()))
    })
    .await?;
    // The list shows the language chosen, named in itself.
    let shown: String = ui
        .script(
            "const s = document.getElementById(arguments[0]); return s ? s.selectedOptions[0].textContent.trim() : '';",
            vec![serde_json::json!(select)],
        )
        .await?;
    let name = words.get("language-self");
    ensure!(shown == name, "the Language list shows {shown:?}, not {name:?}");
    Ok(())
}

// a. The system's language at start.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_opens_in_the_systems_language() -> Result<()> {
    for (locale, language) in [("ja_JP.UTF-8", Language::Ja), ("ru_RU.UTF-8", Language::Ru)] {
        let mut case = Case::with_env(&format!("lang-{language}"), &[("LANG", locale)]).await?;
        let outcome = within(opens_in(&mut case, language)).await;
        case.finish(outcome).await?;
    }
    Ok(())
}

async fn opens_in(case: &mut Case, language: Language) -> Result<()> {
    let words = Words::of(language)?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading(&words.get("welcome-title")).await?;
    ensure!(
        document_language(ui).await? == language.tag(),
        "the document is not marked {language}"
    );
    ui.shoot_as_is(&format!("i18n/{language}-welcome-system")).await?;
    sign_in_in(case, &words).await?;
    let ui = case.ui()?;
    for (route, _) in SCREENS {
        go_to_in(ui, &words, route).await?;
    }
    // The Language setting says it follows the system, and names the system's language in itself.
    let system = words.with(
        "settings-language-system",
        &[("language", words.get("language-self").as_str().into())],
    );
    let chosen: String = ui
        .script(
            "const s = document.getElementById('language'); return s ? s.selectedOptions[0].textContent.trim() : '';",
            vec![],
        )
        .await?;
    ensure!(
        chosen == system,
        "the Language setting shows {chosen:?}, not {system:?}"
    );
    Ok(())
}

// b. The Language setting: every screen at once, remembered, and every language shot.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_setting_switches_every_screen_at_once_and_is_remembered() -> Result<()> {
    let mut case = Case::new("language-setting").await?;
    let outcome = within(switch(&mut case)).await;
    case.finish(outcome).await
}

async fn switch(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    // The welcome screen has the Language list too: every language, then English again.
    for language in Language::ALL.into_iter().skip(1).chain([Language::En]) {
        choose_in(case.ui()?, "welcome-language", language, "welcome-title").await?;
        if language != Language::En {
            case.ui()?
                .shoot_as_is(&format!("i18n/{language}-welcome"))
                .await?;
        }
    }
    case.ui()?.shoot_as_is("i18n/en-welcome").await?;
    case.sign_in().await?;
    let english = Words::of(Language::En)?;
    let spanish = Words::of(Language::Es)?;
    let ui = case.ui()?;
    go_to_in(ui, &english, "frame-route-settings").await?;
    // A mark on the page: a reload would lose it.
    let _: serde_json::Value = ui
        .script("window.__sameDocument = true; return null;", vec![])
        .await?;
    choose_language(ui, Language::Es).await?;
    // Every word of the sidebar changed at once, in the same document.
    for (route, _) in SCREENS {
        let name = spanish.get(route);
        ui.wait_for(
            &format!("the sidebar's {name:?}"),
            &format!(
                "{}//button[normalize-space(.)={}]",
                nav(&spanish),
                xpath::lit(&name)
            ),
        )
        .await?;
    }
    let same: bool = ui
        .script("return window.__sameDocument === true;", vec![])
        .await?;
    ensure!(same, "the page was reloaded to change its language");
    shoot_every_screen(ui, &spanish, "").await?;

    // Every other language, every screen.
    for language in Language::ALL.into_iter().filter(|l| *l != Language::Es) {
        let before = Words::of(current_language(ui).await?)?;
        go_to_in(ui, &before, "frame-route-settings").await?;
        choose_language(ui, language).await?;
        shoot_every_screen(ui, &Words::of(language)?, "").await?;
    }

    // Back to Spanish; a new start keeps it.
    let last = Words::of(current_language(ui).await?)?;
    go_to_in(ui, &last, "frame-route-settings").await?;
    choose_language(ui, Language::Es).await?;
    case.quit_app().await?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.wait_for("the sidebar in Spanish", &nav(&spanish)).await?;
    go_to_in(ui, &spanish, "frame-route-jobs").await?;
    ensure!(
        document_language(ui).await? == "es",
        "the page does not speak Spanish after a restart"
    );
    Ok(())
}

async fn current_language(ui: &Ui) -> Result<Language> {
    let tag = document_language(ui).await?;
    match Language::from_tag(&tag) {
        Some(l) => Ok(l),
        None => bail!("the document's language {tag:?} is not one of Dubdeck's"),
    }
}

// c. The pseudo-locale: nothing hard-coded, nothing cut.

#[derive(Debug, Deserialize)]
struct Problems {
    hard: Vec<String>,
    over: Vec<String>,
}

const CHECK_JS: &str = "const c = window.__dubdeckI18nCheck;
 if (!c) return null;
 return { hard: c.hardCodedText(document.body), over: c.overflowingText(document.body) };";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pseudo_locale_shows_no_hard_coded_or_cut_text() -> Result<()> {
    let mut case = Case::with_env("pseudo-locale", &[("DUBDECK_LANG", "en-XA")]).await?;
    let outcome = within(pseudo(&mut case)).await;
    case.finish(outcome).await
}

async fn pseudo(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    let mut found = Vec::new();
    // The welcome screen: the key field and its form's button, found by their place.
    ui.wait_for("the key field", "//form//input").await?;
    check_screen(ui, "welcome", &mut found).await?;
    let field = ui.wait_for("the key field", "//form//input").await?;
    field.click().await?;
    field.send_keys(&case.key).await?;
    ui.click("the key's button", "//form//button[@type='submit']")
        .await?;
    ui.wait_for("the navigation", "//nav//button[@aria-current='page']")
        .await?;
    for (index, (_, shot)) in SCREENS.iter().enumerate() {
        let entry = format!("(//nav//button[contains(@class, 'nav-item')])[{}]", index + 1);
        ui.click(&format!("the sidebar's entry {shot}"), &entry).await?;
        ui.wait_for(
            &format!("the {shot} screen"),
            &format!("{entry}[@aria-current='page']"),
        )
        .await?;
        check_screen(ui, shot, &mut found).await?;
        if *shot == "voices" {
            // A voice's detail, over the grid: its tags, its dub button.
            ui.click("the first voice", "(//*[@role='listitem']//*[@data-index])[1]")
                .await?;
            ui.wait_for("the voice's detail", "//*[@role='dialog']").await?;
            check_screen(ui, "voice-detail", &mut found).await?;
            ui.driver.action_chain().send_keys(Key::Escape).perform().await?;
            ui.wait_gone("the voice's detail", "//*[@role='dialog']").await?;
        }
    }

    // At 200% (Ctrl + plus, as a person zooms) in the usual window: every screen again.
    let (width, height) = SIZES[0];
    ui.driver.set_window_rect(0, 0, width, height).await?;
    zoom_to(ui, 2.0).await?;
    for (index, (_, shot)) in SCREENS.iter().enumerate() {
        let entry = format!("(//nav//button[contains(@class, 'nav-item')])[{}]", index + 1);
        // Clicked from the page: WebKitWebDriver aims its clicks in unzoomed pixels.
        let _: serde_json::Value = ui
            .script(
                "document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue.click(); return null;",
                vec![serde_json::json!(entry)],
            )
            .await?;
        ui.wait_for(
            &format!("the {shot} screen at 200%"),
            &format!("{entry}[@aria-current='page']"),
        )
        .await?;
        check_zoomed(ui, shot, &mut found).await?;
    }
    // The zoom is remembered: a new start opens at 200%; Ctrl+0 puts it back.
    case.quit_app().await?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.wait_for("the navigation", "//nav//button[@aria-current='page']")
        .await?;
    ui.wait_until("the page to open at 200%", WAIT, || async {
        Ok((page_zoom(ui).await? == 2.0).then_some(()))
    })
    .await?;
    ui.ctrl_key("0").await?;
    ui.wait_until("Ctrl+0 to put the zoom back", WAIT, || async {
        Ok((page_zoom(ui).await? == 1.0).then_some(()))
    })
    .await?;
    ensure!(
        found.is_empty(),
        "{} problems in the pseudo-locale:\n{}",
        found.len(),
        found.join("\n")
    );
    Ok(())
}

/// The page's zoom as the window shows it: the window's width in screen pixels against the
/// page's width in CSS pixels (640 across a 1280-pixel window is 200%).
async fn page_zoom(ui: &Ui) -> Result<f64> {
    ui.script(
        "return Math.round(window.outerWidth / window.innerWidth * 100) / 100;",
        vec![],
    )
    .await
}

/// Presses Ctrl + plus until the page is at `zoom` (each press is one step up).
async fn zoom_to(ui: &Ui, zoom: f64) -> Result<()> {
    for _ in 0..10 {
        if page_zoom(ui).await? >= zoom {
            break;
        }
        let before = page_zoom(ui).await?;
        ui.ctrl_key("=").await?;
        ui.wait_until("Ctrl + plus to zoom in", WAIT, || async {
            Ok((page_zoom(ui).await? > before).then_some(()))
        })
        .await?;
    }
    let now = page_zoom(ui).await?;
    ensure!(now == zoom, "Ctrl + plus stopped at {now}, not at {zoom}");
    Ok(())
}

/// The pseudo-locale's checks of the page as it is, once the layout has followed the last change
/// (a new size, a new zoom).
async fn measure(ui: &Ui) -> Result<Problems> {
    ui.wait_until("the pseudo-locale's checks", WAIT, || async {
        let _: serde_json::Value = ui
            .script_async(
                "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done(null)));",
                vec![],
            )
            .await?;
        let p: Option<Problems> = ui.script(CHECK_JS, vec![]).await?;
        Ok(p)
    })
    .await
}

/// The checks of [`check_screen`] at 200%, in the usual window.
async fn check_zoomed(ui: &Ui, screen: &str, found: &mut Vec<String>) -> Result<()> {
    let problems = measure(ui).await?;
    ui.shoot_as_is(&format!("i18n/pseudo-{screen}-zoom200")).await?;
    for p in problems.over {
        found.push(format!("{screen} at 200%: cut or spilling: {p}"));
    }
    Ok(())
}

/// Checks the screen at each of the window's sizes, shooting it at each.
async fn check_screen(ui: &Ui, screen: &str, found: &mut Vec<String>) -> Result<()> {
    for (width, height) in SIZES {
        ui.driver.set_window_rect(0, 0, width, height).await?;
        let problems = measure(ui).await?;
        ui.shoot_as_is(&format!("i18n/pseudo-{screen}-{width}x{height}"))
            .await?;
        if (width, height) == SIZES[0] {
            // Longer words in the theme the system gives: contrast and names hold too.
            if let Err(e) = ui.audit(&format!("pseudo-{screen}"), "system").await {
                found.push(format!("{screen}: {e:#}"));
            }
        }
        for p in problems.hard {
            found.push(format!("{screen} {width}x{height}: not from a catalogue: {p}"));
        }
        for p in problems.over {
            found.push(format!("{screen} {width}x{height}: cut or spilling: {p}"));
        }
    }
    Ok(())
}
