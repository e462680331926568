//! The real Dubdeck window, driven through WebDriver against the simulator, with the key in a real
//! Secret Service: sign-in, browsing (filters, search, scrolling past 500 voices), favorites across
//! a restart, the demo, a refused key, no keychain, screenshots of every screen in both themes (each
//! audited with axe-core), a dub with the keyboard alone, and motion reduced.
//!
//! Run with `cargo xtask e2e` (it provides the app, tauri-driver, a virtual display and an isolated
//! keyring); without it, every test fails saying so.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use anyhow::{Context, Result, bail, ensure};
use dubdeck_e2e::case::{CREDITS_TEXT, within};
use dubdeck_e2e::ui::{GridInfo, WAIT, luminance};
use dubdeck_e2e::{Case, Launch, Ui, files, keychain, picker, procs, xpath};
use thirtyfour::{By, Key};

#[path = "window/access.rs"]
mod access;
#[path = "window/languages.rs"]
mod languages;
#[path = "window/spend.rs"]
mod spend;

const WELCOME: &str = "Welcome to Dubdeck";
const NO_KEYCHAIN: &str = "The keychain is not available";
/// A bound (not a target) for the avatars far down the grid to draw after a fast scroll.
const FAR_AVATARS_WITHIN: std::time::Duration = std::time::Duration::from_secs(120);

/// A filter chip in the group `group` ("Genres", "Languages", "Styles").
fn chip(group: &str, value: &str) -> String {
    xpath::button_in(&xpath::group(group), value)
}

/// The card of the voice `name` in the grid.
fn card(name: &str) -> String {
    format!(
        "//*[@role='list'][@aria-label='Voices']//*[@role='listitem']//*[@data-index][@aria-label={}]",
        xpath::lit(name)
    )
}

/// No file the app wrote (data folder, WebKit's and the plugins' folders, the app's own log) holds
/// the key's bytes.
fn assert_no_file_holds(case: &Case, key: &str) -> Result<()> {
    let (hits, read) = files::files_containing(case.root(), key.as_bytes())?;
    ensure!(read > 0, "no file was written below {}", case.root().display());
    ensure!(
        hits.is_empty(),
        "the API key was found in files: {hits:?} (of {read} read)"
    );
    let db = files::walk(&case.data_dir)?
        .into_iter()
        .filter(|f| f.to_string_lossy().contains(".sqlite") || f.to_string_lossy().contains(".db"))
        .count();
    eprintln!(
        "[{}] {read} files read (SQLite files among them: {db}); none holds the key",
        case.name
    );
    Ok(())
}

/// Waits for the grid to settle on something other than `previous` (after a filter or a search).
async fn wait_grid_change(ui: &Ui, what: &str, previous: &[String]) -> Result<GridInfo> {
    ui.wait_until(what, WAIT, || async {
        let g = ui.grid().await?;
        let visible_drawn = g.cards.iter().filter(|c| c.visible).all(|c| c.drawn);
        let settled = g.present && !g.busy && !g.cards.is_empty() && visible_drawn;
        Ok((settled && g.names() != previous).then_some(g))
    })
    .await
}

/// Waits for the grid to show exactly `names` first (back to an earlier state).
async fn wait_grid_back(ui: &Ui, what: &str, names: &[String]) -> Result<GridInfo> {
    ui.wait_until(what, WAIT, || async {
        let g = ui.grid().await?;
        Ok((g.present && !g.busy && g.names() == names).then_some(g))
    })
    .await
}

// a. Sign in with a key.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signing_in_keeps_the_key_in_the_keychain_and_in_no_file() -> Result<()> {
    let mut case = Case::new("sign-in").await?;
    let outcome = within(sign_in(&mut case)).await;
    case.finish(outcome).await
}

async fn sign_in(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading(WELCOME).await?;
    ui.wait_for("the key field", &xpath::textbox("API key")).await?;
    ui.wait_for("Try the demo", &xpath::button("Try the demo"))
        .await?;
    ui.shoot("welcome").await?;
    case.sign_in().await?;
    ensure!(
        !case.ui()?.is_shown(&xpath::heading(WELCOME)).await?,
        "the welcome screen is still shown after the key was saved"
    );

    let stored = keychain::lookup().await?;
    ensure!(
        stored.as_deref() == Some(case.key.as_str()),
        "secret-tool finds {stored:?} for service {} user {}, not the key that was typed",
        keychain::SERVICE,
        keychain::USERNAME
    );
    assert_no_file_holds(case, &case.key.clone())?;
    // Once the app has quit too (its databases checkpointed and closed).
    case.quit_app().await?;
    assert_no_file_holds(case, &case.key.clone())?;
    Ok(())
}

// b. Browse, filter, search, scroll.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browsing_filters_search_and_scrolling_past_500_voices() -> Result<()> {
    let mut case = Case::new("browse").await?;
    let outcome = within(browse(&mut case)).await;
    case.finish(outcome).await
}

async fn browse(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    let first = ui
        .wait_grid("the first page of voices, avatars drawn", 12)
        .await?;
    ensure!(
        first.cards[0].index == 0,
        "the grid does not start at the first voice"
    );
    ensure!(
        first.cards.iter().filter(|c| c.visible).count() >= 6,
        "fewer than 6 voices visible at once: {:?}",
        first.names()
    );
    ui.shoot("voices-grid").await?;
    let all = first.names();

    // A genre, then a language: the cards change each time, and every card shows the language.
    ui.click("the Jazz chip", &chip("Genres", "Jazz")).await?;
    ui.wait_for(
        "the Jazz chip to be on",
        &format!("{}[@aria-pressed='true']", chip("Genres", "Jazz")),
    )
    .await?;
    let jazz = wait_grid_change(ui, "the grid to show jazz voices", &all).await?;
    ui.click("the Japanese chip", &chip("Languages", "Japanese"))
        .await?;
    ui.wait_for(
        "the Japanese chip to be on",
        &format!("{}[@aria-pressed='true']", chip("Languages", "Japanese")),
    )
    .await?;
    let both = wait_grid_change(ui, "the grid to show Japanese jazz voices", &jazz.names()).await?;
    ui.shoot("filters").await?;

    // The cards show one language and one style; the detail panel shows every genre and language:
    // Jazz and Japanese must be among them for each of the first cards.
    for c in both.cards.iter().take(4) {
        let name = &c.name;
        ui.click(&format!("the card of {name}"), &card(name)).await?;
        let dialog = format!(
            "//*[@role='dialog'][@data-voice-detail][.//h2[normalize-space(.)={}]]",
            xpath::lit(name)
        );
        ui.wait_for(&format!("the detail panel of {name}"), &dialog)
            .await?;
        for (group, value) in [("Genres", "Jazz"), ("Languages", "Japanese")] {
            ui.wait_for(
                &format!("{value} among the {group} of {name}"),
                &format!(
                    "{dialog}//section[.//*[normalize-space(.)={g}]]//li[normalize-space(.)={v}]",
                    g = xpath::lit(group),
                    v = xpath::lit(value)
                ),
            )
            .await?;
        }
        let low = format!("{dialog}//label[.//strong[normalize-space(.)='Low']]");
        if c.index == 0 {
            // Where the voice sits, said once on its panel (for the dub sheet's pitch suggestion).
            ui.click(&format!("the Low range of {name}"), &low).await?;
            ui.wait_for("the Low range chosen", &format!("{low}[contains(@class, 'on')]"))
                .await?;
            ui.shoot("detail").await?;
        }
        ui.press("Close").await?;
        ui.wait_gone("the detail panel", &dialog).await?;
        if c.index == 0 {
            // Kept by the library: the panel opened again says so.
            ui.click(&format!("the card of {name}"), &card(name)).await?;
            ui.wait_for(
                &format!("the kept Low range of {name}"),
                &format!("{low}[contains(@class, 'on')]//input[@type='radio']"),
            )
            .await?;
            ui.press("Close").await?;
            ui.wait_gone("the detail panel", &dialog).await?;
        }
    }

    ui.press("Clear filters").await?;
    wait_grid_back(ui, "the whole catalogue after clearing the filters", &all).await?;
    ensure!(
        !ui.is_shown(&format!("{}[@aria-pressed='true']", chip("Genres", "Jazz")))
            .await?,
        "the Jazz chip is still on after Clear filters"
    );

    // Search (debounced) finds a voice by its name; Escape clears it.
    let target = all[5].clone();
    ui.type_into("Search voices", &target).await?;
    let found = wait_grid_change(ui, &format!("the search for {target:?}"), &all).await?;
    ensure!(
        found.cards.iter().any(|c| c.name == target),
        "searching {target:?} does not show it: {:?}",
        found.names()
    );
    let lower = target.to_lowercase();
    for c in &found.cards {
        ensure!(
            c.name.to_lowercase().contains(&lower),
            "searching {target:?} shows {:?}",
            c.name
        );
    }
    ui.shoot("search").await?;
    ui.key_into("Search voices", Key::Escape).await?;
    wait_grid_back(ui, "the whole catalogue after clearing the search", &all).await?;

    // A search that matches nothing says so.
    ui.type_into("Search voices", "zzqx no such voice").await?;
    ui.heading("No voices match.").await?;
    ui.shoot("empty-search").await?;
    ui.key_into("Search voices", Key::Escape).await?;
    wait_grid_back(ui, "the whole catalogue after the empty search", &all).await?;

    // Scroll the virtualised grid until a card at position 500 or beyond is there.
    let mut max = ui.grid().await?.max_index().unwrap_or(0);
    let mut steps = 0;
    while max < 500 {
        steps += 1;
        ensure!(steps <= 60, "still at voice {max} after {steps} scroll steps");
        ui.scroll_grid(1600.0).await?;
        let g = ui
            .wait_until(&format!("voices past {max} after scrolling"), WAIT, || async {
                let g = ui.grid().await?;
                Ok((g.max_index().unwrap_or(0) > max).then_some(g))
            })
            .await?;
        max = g.max_index().unwrap_or(0);
    }
    // Their avatars draw too. They queue behind those of every card scrolled past (the simulator
    // here is a debug build drawing each avatar on request), so this wait is long; how long it took
    // is printed, never asserted.
    let drawing = std::time::Instant::now();
    let far = ui
        .wait_grid_within("the avatars of the voices around 500", 1, FAR_AVATARS_WITHIN)
        .await?;
    eprintln!(
        "[{}] avatars around voice 500 drawn {:.1} s after the scrolling stopped",
        case.name,
        drawing.elapsed().as_secs_f64()
    );
    ensure!(
        far.cards.iter().any(|c| c.index >= 500),
        "no card at 500 or beyond is rendered: {:?}",
        far.cards.iter().map(|c| c.index).collect::<Vec<_>>()
    );
    ensure!(
        far.cards.len() < 200,
        "{} cards are rendered at once: the grid is not virtualised",
        far.cards.len()
    );
    eprintln!(
        "[{}] reached voice {max} in {steps} scroll steps; {} cards rendered",
        case.name,
        far.cards.len()
    );
    ui.shoot("voices-scrolled").await?;

    // After all that browsing, the page's JavaScript still runs without a JIT (see the shell's
    // `jit`): its web process maps no memory both writable and executable.
    let web = case.web_processes();
    ensure!(!web.is_empty(), "no web process found below the app");
    for pid in web {
        let code = procs::writable_executable_mappings(pid)?;
        ensure!(
            code.is_empty(),
            "the web process {pid} maps writable and executable memory (a JIT's): {code:?}"
        );
    }
    Ok(())
}

// c. Favorites and the sign-in survive a restart.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn favorites_and_the_sign_in_survive_a_restart() -> Result<()> {
    let mut case = Case::new("restart").await?;
    let outcome = within(restart(&mut case)).await;
    case.finish(outcome).await
}

async fn restart(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 12).await?;
    let picks: BTreeSet<String> = [grid.cards[1].name.clone(), grid.cards[4].name.clone()].into();
    for name in &picks {
        // The star shows when the pointer is over the card, as for a user.
        ui.hover(&format!("the card of {name}"), &card(name)).await?;
        ui.press(&format!("Add {name} to favorites")).await?;
        ui.wait_for(
            &format!("{name} to be a favorite"),
            &xpath::button(&format!("Remove {name} from favorites")),
        )
        .await?;
    }

    case.quit_app().await?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.wait_for("the navigation after the restart", "//nav[@aria-label='Main']")
        .await?;
    ensure!(
        !ui.is_shown(&xpath::heading(WELCOME)).await?,
        "the welcome screen is shown after a restart: the key was not kept"
    );
    case.wait_credits(CREDITS_TEXT).await?;
    let ui = case.ui()?;
    ui.wait_grid("the voices after the restart", 12).await?;
    ui.press("Favorites").await?;
    ui.wait_for(
        "the Favorites filter to be on",
        &format!("{}[@aria-pressed='true']", xpath::button("Favorites")),
    )
    .await?;
    let favorites = ui
        .wait_until("exactly the two favorites", WAIT, || async {
            let g = ui.grid().await?;
            let names: BTreeSet<String> = g.names().into_iter().collect();
            Ok((g.present && !g.busy && names == picks).then_some(g))
        })
        .await?;
    ensure!(
        favorites.cards.iter().all(|c| c.favorite),
        "a card under Favorites is not starred: {favorites:?}"
    );
    ui.wait_grid("the favorites' avatars", 2).await?;
    ui.shoot("favorites").await?;
    Ok(())
}

// c2. A crash is offered at the next start; the diagnostics reach the clipboard.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_is_offered_at_the_next_start_and_diagnostics_are_copied() -> Result<()> {
    // A debug build panics in a thread a second after it starts when asked to (see the app's
    // `crash_for_test`): every start of this case leaves a crash report.
    let mut case = Case::with_env("crash", &[("DUBDECK_CRASH_FOR_TEST", "1")]).await?;
    let outcome = within(crash_offered(&mut case)).await;
    case.finish(outcome).await
}

async fn crash_offered(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let crashes = case.data_dir.join("crashes");
    let written = std::time::Instant::now();
    while std::fs::read_dir(&crashes).map(|d| d.count()).unwrap_or(0) == 0 {
        ensure!(
            written.elapsed() < WAIT,
            "no crash report in {}",
            crashes.display()
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    case.quit_app().await?;

    // The next start offers the report, quietly, at the foot of the window.
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.wait_for(
        "the crash notice",
        "//*[contains(normalize-space(.), 'Dubdeck closed unexpectedly')]",
    )
    .await?;
    ui.shoot("crash-notice").await?;
    ui.press("Show report").await?;
    let dialog = "//*[@role='dialog'][@aria-modal='true']";
    // The report's text, as its box holds it.
    let text: String = ui
        .wait_until("the report in its dialog", WAIT, || async {
            let text: String = ui
                .script(
                    "const box = document.querySelector('[role=dialog][aria-modal=true] textarea, [role=dialog][aria-modal=true] pre');
                     return box ? (box.value !== undefined ? box.value : box.textContent) : '';",
                    vec![],
                )
                .await?;
            Ok(text.contains("DUBDECK_CRASH_FOR_TEST").then_some(text))
        })
        .await?;
    for part in [
        "crashed",
        "Panic: a crash asked for by DUBDECK_CRASH_FOR_TEST",
        "Backtrace:",
    ] {
        ensure!(text.contains(part), "the report lacks {part:?}: {text}");
    }
    ensure!(!text.contains(&case.key), "the crash report holds the API key");
    ui.shoot("crash-report").await?;
    ui.press("Close").await?;
    ui.wait_gone("the report's dialog", dialog).await?;

    // Settings > About: the version, and the diagnostics copied for real to the clipboard.
    case.go_to("Settings").await?;
    let ui = case.ui()?;
    ui.press("Copy diagnostics").await?;
    ui.wait_for(
        "the diagnostics to be copied",
        "//*[contains(normalize-space(.), 'Copied: paste them into your report.')]",
    )
    .await?;
    ui.shoot("settings-about").await?;
    // Pasted into the search field, as a person would paste them into their report.
    case.go_to("Voices").await?;
    let ui = case.ui()?;
    ui.click("the search field", "//input[@type='search']").await?;
    ui.ctrl_key("v").await?;
    let pasted: String = ui
        .wait_until("the diagnostics to be pasted", WAIT, || async {
            let value: String = ui
                .script(
                    "const i = document.querySelector('input[type=search]'); return i ? i.value : '';",
                    vec![],
                )
                .await?;
            Ok((!value.is_empty()).then_some(value))
        })
        .await?;
    ensure!(
        pasted.starts_with("Dubdeck diagnostics"),
        "the clipboard held {pasted:?}, not the diagnostics"
    );
    Ok(())
}

// d. The demo, from the command line and from the welcome screen.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_demo_flag_starts_in_demo_mode() -> Result<()> {
    let mut case = Case::new("demo-flag").await?;
    let outcome = within(demo_flag(&mut case)).await;
    case.finish(outcome).await
}

async fn demo_flag(case: &mut Case) -> Result<()> {
    case.launch(Launch::demo()).await?;
    let ui = case.ui()?;
    ui.wait_for("the DEMO mark", &xpath::text("DEMO")).await?;
    case.wait_credits("10,000 credits").await?;
    let ui = case.ui()?;
    ui.wait_grid("the demo's voices, avatars drawn", 12).await?;
    ensure!(
        !ui.is_shown(&xpath::heading(WELCOME)).await?,
        "the welcome screen is shown in demo mode"
    );
    ui.shoot("demo").await?;
    ensure!(
        keychain::lookup().await?.is_none(),
        "the demo wrote to the keychain"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn try_the_demo_from_the_welcome_screen_and_leave_it() -> Result<()> {
    let mut case = Case::new("demo-welcome").await?;
    let outcome = within(demo_from_welcome(&mut case)).await;
    case.finish(outcome).await
}

async fn demo_from_welcome(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading(WELCOME).await?;
    ui.press("Try the demo").await?;
    ui.wait_for("the DEMO mark", &xpath::text("DEMO")).await?;
    case.wait_credits("10,000 credits").await?;
    let ui = case.ui()?;
    ui.wait_grid("the demo's voices, avatars drawn", 12).await?;
    ui.press("Leave demo").await?;
    ui.heading(WELCOME).await?;
    ui.wait_gone("the DEMO mark", &xpath::text("DEMO")).await?;
    ensure!(
        keychain::lookup().await?.is_none(),
        "the demo wrote to the keychain"
    );
    Ok(())
}

// e. A refused key.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_key_is_said_and_not_stored() -> Result<()> {
    let mut case = Case::new("refused").await?;
    let outcome = within(refused(&mut case)).await;
    case.finish(outcome).await
}

async fn refused(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading(WELCOME).await?;
    let wrong = format!("{}-but-wrong", case.key);
    ui.type_into("API key", &wrong).await?;
    ui.press("Save key").await?;
    ui.wait_for(
        "an alert that the key was refused",
        &xpath::role_containing("alert", "The API key was refused"),
    )
    .await?;
    ensure!(
        ui.is_shown(&xpath::heading(WELCOME)).await?,
        "the welcome screen is gone after a refused key"
    );
    let field = ui.wait_for("the key field", &xpath::textbox("API key")).await?;
    ensure!(
        field.value().await?.unwrap_or_default().is_empty(),
        "the refused key stays in the page's field"
    );
    ui.shoot("refused-key").await?;
    ensure!(
        keychain::lookup().await?.is_none(),
        "a refused key was stored in the keychain"
    );
    assert_no_file_holds(case, &wrong)?;
    Ok(())
}

// f. No keychain.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_keychain_is_a_clear_screen_not_a_crash() -> Result<()> {
    let mut case = Case::without_keychain("no-keychain").await?;
    let outcome = within(no_keychain(&mut case)).await;
    case.finish(outcome).await
}

async fn no_keychain(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    let first = ui
        .wait_until("the welcome or the keychain screen", WAIT, || async {
            for h in [WELCOME, NO_KEYCHAIN] {
                if ui.is_shown(&xpath::heading(h)).await? {
                    return Ok(Some(h));
                }
            }
            Ok(None)
        })
        .await?;
    eprintln!(
        "[{}] without a Secret Service the app opens on {first:?}",
        case.name
    );
    if first == WELCOME {
        ui.type_into("API key", &case.key).await?;
        ui.press("Save key").await?;
    }
    ui.heading(NO_KEYCHAIN).await?;
    let reason = ui
        .wait_for(
            "the reason",
            &format!("{}/following-sibling::p[1]", xpath::heading(NO_KEYCHAIN)),
        )
        .await?
        .text()
        .await?;
    eprintln!("[{}] the screen says: {reason}", case.name);
    ensure!(
        reason.contains("Secret Service") || reason.to_lowercase().contains("keychain"),
        "the keychain screen does not say why: {reason:?}"
    );
    ensure!(
        reason.contains("then try again") || reason.contains("Install") || reason.contains("Unlock"),
        "the keychain screen does not say what to do: {reason:?}"
    );
    ui.wait_for("Try again", &xpath::button("Try again")).await?;
    ui.wait_for("Try the demo", &xpath::button("Try the demo"))
        .await?;
    ui.shoot("keychain-unavailable").await?;

    // Still alive and answering: back to the key form.
    ui.press("Try again").await?;
    let back = ui
        .wait_until("the key form or the keychain screen again", WAIT, || async {
            for h in [WELCOME, NO_KEYCHAIN] {
                if ui.is_shown(&xpath::heading(h)).await? {
                    return Ok(Some(h));
                }
            }
            Ok(None)
        })
        .await?;
    eprintln!("[{}] after Try again: {back:?}", case.name);
    if back == WELCOME {
        // Pasting a key there ends on the same clear screen: the key is not kept anywhere else.
        ui.type_into("API key", &case.key).await?;
        ui.press("Save key").await?;
        ui.heading(NO_KEYCHAIN).await?;
    }
    let title = ui.driver.title().await?;
    ensure!(title == "Dubdeck", "the window's title is {title:?}");
    ensure!(
        keychain::lookup().await?.is_none(),
        "the key reached another keychain"
    );
    assert_no_file_holds(case, &case.key.clone())?;
    Ok(())
}

// g. Every screen, and the Theme setting.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_screen_and_the_theme_setting() -> Result<()> {
    let mut case = Case::new("screens").await?;
    let outcome = within(screens(&mut case)).await;
    case.finish(outcome).await
}

async fn screens(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;

    case.go_to("My voices").await?;
    ui.heading("No voices of your own yet").await?;
    ui.shoot("my-voices").await?;

    case.go_to("Jobs").await?;
    ui.heading("No jobs yet").await?;
    ui.shoot("jobs").await?;

    case.go_to("Train a voice").await?;
    ui.heading("Add recordings of the voice").await?;
    ui.shoot("train").await?;

    case.go_to("Spend").await?;
    ui.wait_for(
        "the Spend screen's empty state",
        &xpath::text("Nothing spent yet: what your dubs and trainings cost will show here."),
    )
    .await?;
    ui.shoot("spend-empty").await?;

    case.go_to("Settings").await?;
    ui.heading("Appearance").await?;
    ui.shoot("settings").await?;

    // Plain http to another computer is refused, and the words name https.
    open_address_section(ui).await?;
    ui.retype_into("Service address", "http://dub.example.com")
        .await?;
    ui.press("Save").await?;
    ui.wait_for(
        "the refusal of plain http",
        &xpath::role_containing("alert", "Use its https:// address"),
    )
    .await?;
    ui.shoot("settings-insecure-address").await?;

    // The Theme setting: Dark, Light, then System (which follows the desktop: light here).
    let theme_choice = |label: &str| {
        format!(
            "//*[@role='radiogroup'][@aria-labelledby=//*[normalize-space(.)='Theme']/@id]//label[normalize-space(.)={}]",
            xpath::lit(label)
        )
    };
    for (label, attribute, dark) in [
        ("Dark", Some("dark"), true),
        ("Light", Some("light"), false),
        ("System", None, false),
    ] {
        ui.click(&format!("the theme {label}"), &theme_choice(label))
            .await?;
        ui.wait_until(&format!("the {label} theme to apply"), WAIT, || async {
            let attr = ui.theme_attribute().await?;
            let bg = ui.background().await?;
            let applied = attr.as_deref() == attribute && (luminance(bg) < 0.3) == dark;
            Ok(applied.then_some(()))
        })
        .await?;
        // The radio itself may be visually hidden behind its label: read it whether shown or not.
        let radios = ui.driver.find_all(By::XPath(xpath::radio(label))).await?;
        let Some(radio) = radios.first() else {
            bail!("no radio labelled {label:?}");
        };
        ensure!(radio.is_selected().await?, "the {label} radio is not checked");
    }

    case.go_to("Voices").await?;
    case.ui()?.wait_grid("the voices again", 12).await?;
    Ok(())
}

// g. The key belongs to the host it was checked with.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_checked_with_another_host_waits_for_the_user() -> Result<()> {
    let mut case = Case::new("host-change").await?;
    let outcome = within(host_change(&mut case)).await;
    case.finish(outcome).await
}

async fn host_change(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    case.quit_app().await?;
    // As if the key had been checked with the public service, and the address moved since.
    dubdeck_core::ledger::Ledger::open_in(&case.data_dir)?
        .settings()
        .set::<dubdeck_core::ledger::KeyHost>(&Some("api.voicedub.ai".into()))?;
    // What reached the service's API (avatars and media come from its storage, with no key).
    let api_calls = async |case: &Case| -> Result<Vec<String>> {
        Ok(case
            .sim_requests()
            .await?
            .into_iter()
            .map(|(r, _)| r)
            .filter(|r| r.contains(" /v1/"))
            .collect())
    };
    let before = api_calls(case).await?.len();
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    let banner = "//section[@data-host-change='127.0.0.1']";
    ui.wait_for("the key on hold", banner).await?;
    ui.shoot("host-change").await?;
    // Nothing went out with the key meanwhile.
    let sent = api_calls(case).await?.split_off(before);
    ensure!(sent.is_empty(), "requests went out with a key on hold: {sent:?}");

    // The system's own dialog asks; cancelled, nothing changes.
    let title = "Send your API key to 127.0.0.1?";
    ui.press("Send my key to 127.0.0.1").await?;
    picker::cancel(title).await?;
    ui.wait_for(
        "the note that nothing was sent",
        &format!("{banner}//*[contains(normalize-space(.), 'Nothing was sent to 127.0.0.1')]"),
    )
    .await?;
    let sent = api_calls(case).await?.split_off(before);
    ensure!(sent.is_empty(), "a cancelled dialog sent the key: {sent:?}");

    // Confirmed: the key goes there, and the catalogue loads.
    ui.press("Send my key to 127.0.0.1").await?;
    picker::answer(title, "alt+s").await?;
    ui.wait_gone("the key on hold", banner).await?;
    case.go_to("Voices").await?;
    case.ui()?
        .wait_grid("the voices once the key is confirmed", 6)
        .await?;
    Ok(())
}

// h. The page cannot move the key to another service by itself.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moving_the_service_address_asks_in_the_system_s_dialog() -> Result<()> {
    // No address from the environment: the library's setting decides, as for a user.
    let mut case = Case::with_env("address-move", &[("DUBDECK_BASE_URL", "")]).await?;
    let outcome = within(address_move(&mut case)).await;
    case.finish(outcome).await
}

/// Settings' "Change the service address", opened.
async fn open_address_section(ui: &Ui) -> Result<()> {
    ui.click(
        "the service address section",
        "//summary[normalize-space(.)='Change the service address']",
    )
    .await
}

async fn address_move(case: &mut Case) -> Result<()> {
    let sim = case.sim_base_url()?;
    let port = sim.port().context("the simulator's address has a port")?;
    dubdeck_core::ledger::Ledger::open_in(&case.data_dir)?
        .settings()
        .set::<dubdeck_core::ledger::BaseUrl>(&Some(sim.clone()))?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;

    // A key typed in for a service other than the public one is sent there once confirmed.
    ui.heading(WELCOME).await?;
    ui.type_into("API key", &case.key).await?;
    ui.press("Save key").await?;
    picker::answer("Send your API key to 127.0.0.1?", "alt+s").await?;
    case.wait_credits(CREDITS_TEXT).await?;

    // Another host for the service: the system asks; cancelled, nothing changes.
    case.go_to("Settings").await?;
    open_address_section(ui).await?;
    let moved = format!("http://localhost:{port}");
    let title = "Change the service address to localhost?";
    ui.retype_into("Service address", &moved).await?;
    ui.press("Save").await?;
    picker::cancel(title).await?;
    ui.wait_for(
        "the note that nothing changed",
        &xpath::role_containing("alert", "you cancelled in the system’s dialog"),
    )
    .await?;
    ui.shoot("settings-address-declined").await?;
    let field = "//input[@id='base-url']";
    case.go_to("Voices").await?;
    case.go_to("Settings").await?;
    open_address_section(ui).await?;
    let kept = ui.wait_for("the address field", field).await?.value().await?;
    ensure!(
        kept.as_deref().is_some_and(|v| v.contains("127.0.0.1")),
        "a cancelled move changed the address to {kept:?}"
    );

    // Confirmed: the address and the key move, and the catalogue loads from there.
    ui.retype_into("Service address", &moved).await?;
    ui.press("Save").await?;
    picker::answer(title, "alt+c").await?;
    ui.wait_for(
        "the address saved",
        "//*[contains(normalize-space(.), 'Service address saved.')]",
    )
    .await?;
    let now = ui.wait_for("the address field", field).await?.value().await?;
    ensure!(
        now.as_deref().is_some_and(|v| v.contains("localhost")),
        "the confirmed address reads {now:?}"
    );
    case.go_to("Voices").await?;
    case.ui()?
        .wait_grid("the voices from the moved address", 6)
        .await?;
    Ok(())
}
