//! Dubdeck with the keyboard alone, and with motion reduced: a dub from the catalogue (find a
//! voice, open it, paste a link, start, approve, play, switch between the original and the dub)
//! with no pointer event, the dialogs on the way holding focus, closing on Escape and giving focus
//! back, the shortcuts sheet on `?`; and, with the system asking for less motion, no animation
//! running and avatars still.

use std::time::Duration;

use anyhow::{Result, ensure};
use dubdeck_e2e::case::within;
use dubdeck_e2e::case::{TO_APPROVAL, TO_DONE};
use dubdeck_e2e::inputs::{serve_clip, write_tone};
use dubdeck_e2e::ui::WAIT;
use dubdeck_e2e::xpath::{DUB_SHEET as SHEET, job_row, voice_card as card};
use dubdeck_e2e::{Case, Launch, Ui, picker, xpath};
use thirtyfour::Key;

/// Any modal dialog.
const DIALOG: &str = "//*[@role='dialog' or @role='alertdialog'][@aria-modal='true']";
const FILES: &str = "Choose songs or clips to dub";

/// Tabs to the button named `name` (inside `scope` when given) and presses Enter on it.
async fn activate(ui: &Ui, name: &str, scope: &str) -> Result<()> {
    ui.tab_to(
        &format!("the button {name:?}"),
        &xpath::button_in(scope, name),
        false,
    )
    .await?;
    ui.key(Key::Enter).await
}

/// Tabs (forward, or back through the sidebar) to the sidebar's `name` and opens its screen.
async fn go_by_keyboard(ui: &Ui, name: &str) -> Result<()> {
    let entry = format!(
        "//nav[@aria-label='Main']//button[normalize-space(.)={n} or starts-with(@aria-label, {p}) or @data-route and @title={n}]",
        n = xpath::lit(name),
        p = xpath::lit(&format!("{name},"))
    );
    ui.tab_to(&format!("the sidebar's {name}"), &entry, true).await?;
    ui.key(Key::Enter).await?;
    ui.wait_for(
        &format!("the {name} screen"),
        &format!("{entry}[@aria-current='page']"),
    )
    .await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dub_from_the_catalogue_with_the_keyboard_alone() -> Result<()> {
    let mut case = Case::new("keyboard-dub").await?;
    let outcome = within(keyboard_dub(&mut case)).await;
    case.finish(outcome).await
}

async fn keyboard_dub(case: &mut Case) -> Result<()> {
    let clip = case.root().join("web").join("teaser.wav");
    write_tone(&clip, 5)?;
    let (url, server) = serve_clip("teaser.wav", std::fs::read(&clip)?).await?;
    let song = case.root().join("in").join("song.wav");
    write_tone(&song, 20)?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;

    // Sign in: the key typed into the field focus starts on, Enter.
    ui.heading("Welcome to Dubdeck").await?;
    ui.tab_to("the key field", &xpath::textbox("API key"), false)
        .await?;
    ui.keys(&case.key).await?;
    ui.key(Key::Enter).await?;
    case.wait_credits("5,000 credits").await?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[3].name.clone();

    // Find the voice: "/" goes to the search field.
    ui.keys("/").await?;
    ui.wait_focus("the search field", "//input[@type='search']")
        .await?;
    ui.keys(&voice).await?;
    ui.wait_until("the voice to be found", WAIT, || async {
        let g = ui.grid().await?;
        Ok((g.cards.first().map(|c| c.name.as_str()) == Some(voice.as_str())).then_some(()))
    })
    .await?;

    // Its detail: a modal dialog, opened with Enter on the card, closed with Escape, focus back.
    ui.tab_to(&format!("the card of {voice}"), &card(&voice), false)
        .await?;
    ui.key(Key::Enter).await?;
    ui.wait_for("the voice's detail", DIALOG).await?;
    let controls = ui.check_focus_held("the voice's detail", DIALOG).await?;
    eprintln!("the voice's detail holds focus over its {controls} controls");
    ui.key(Key::Escape).await?;
    ui.wait_gone("the voice's detail", DIALOG).await?;
    ui.wait_focus("the card that opened the detail", &card(&voice))
        .await?;

    // The shortcuts sheet on "?", a dialog too.
    ui.keys("?").await?;
    let shortcuts = format!("{DIALOG}[.//*[normalize-space(.)='Keyboard shortcuts']]");
    ui.wait_for("the shortcuts sheet", &shortcuts).await?;
    ui.check_focus_held("the shortcuts sheet", &shortcuts).await?;
    ui.shoot("keyboard-shortcuts").await?;
    ui.key(Key::Escape).await?;
    ui.wait_gone("the shortcuts sheet", &shortcuts).await?;
    ui.wait_focus("the card again", &card(&voice)).await?;

    // A link: the detail's "Dub a link", pasted, added, started.
    ui.key(Key::Enter).await?;
    ui.wait_for("the voice's detail", DIALOG).await?;
    activate(ui, "Dub a link", DIALOG).await?;
    ui.wait_for("the dub sheet", SHEET).await?;
    ui.check_focus_held("the dub sheet", SHEET).await?;
    ui.tab_to("the link field", &xpath::textbox("Link to dub"), false)
        .await?;
    ui.keys(&url).await?;
    activate(ui, "Add link", SHEET).await?;
    ui.wait_for(
        "the link in the sheet",
        &format!(
            "{SHEET}//ul[@aria-label='Files and links']/li[contains(., {})]",
            xpath::lit(&url)
        ),
    )
    .await?;
    ui.shoot("keyboard-sheet").await?;
    activate(ui, "Start dub", SHEET).await?;
    ui.wait_gone("the dub sheet", SHEET).await?;

    // The sheet gave focus back to the detail under it; Escape closes that too, back to the card.
    ui.wait_focus("the detail's Dub a link", &xpath::button_in(DIALOG, "Dub a link"))
        .await?;
    ui.key(Key::Escape).await?;
    ui.wait_gone("the voice's detail", DIALOG).await?;
    ui.wait_focus("the card of the voice", &card(&voice)).await?;

    // A file, from the card's own "Dub with …" and the system's picker (typed, as a person does).
    let dub_with = format!("{}//button[@data-card-dub]", card(&voice));
    ui.tab_to("the card's dub button", &dub_with, false).await?;
    ui.key(Key::Enter).await?;
    ui.wait_for("the dub sheet", SHEET).await?;
    activate(ui, "Add files…", SHEET).await?;
    picker::choose(FILES, &song).await?;
    ui.wait_for(
        "the song in the sheet",
        &format!("{SHEET}//ul[@aria-label='Files and links']/li[contains(., 'song.wav')]"),
    )
    .await?;
    activate(ui, "Start dub", SHEET).await?;
    ui.wait_gone("the dub sheet", SHEET).await?;

    // Jobs: each dub approved with Enter.
    go_by_keyboard(ui, "Jobs").await?;
    for title in [url.as_str(), "song.wav"] {
        let approve = format!("{}//button[normalize-space(.)='Approve']", job_row(title));
        ui.wait_until(&format!("{title} to ask for approval"), TO_APPROVAL, || async {
            Ok(ui.is_shown(&approve).await?.then_some(()))
        })
        .await?;
        ui.tab_to(&format!("Approve of {title}"), &approve, false).await?;
        ui.key(Key::Enter).await?;
    }
    let row = job_row("song.wav");
    let play = format!("{row}{}", xpath::button("Play song.wav"));
    ui.wait_until("the song's dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&play).await?.then_some(()))
    })
    .await?;

    // Play, pause and play with Space, switch with A and with the arrows.
    ui.tab_to("Play song.wav", &play, false).await?;
    ui.key(Key::Enter).await?;
    let group = xpath::group("Player for song.wav");
    ui.wait_for("the player", &group).await?;
    let state = |attr: &'static str| {
        let script = format!(
            "const p = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; return p ? p.getAttribute('{attr}') : null;"
        );
        let group = group.clone();
        async move {
            let v: Option<String> = ui.script(&script, vec![serde_json::json!(group)]).await?;
            anyhow::Ok(v)
        }
    };
    ui.wait_until("the player to play", WAIT, || async {
        Ok((state("data-player-state").await?.as_deref() == Some("playing")).then_some(()))
    })
    .await?;
    ui.tab_to("the player's Pause", &xpath::button_in(&group, "Pause"), false)
        .await?;
    ui.key(Key::Space).await?;
    ui.wait_until("Space to pause", WAIT, || async {
        Ok((state("data-player-state").await?.as_deref() == Some("paused")).then_some(()))
    })
    .await?;
    ui.key(Key::Space).await?;
    ui.wait_until("Space to play again", WAIT, || async {
        Ok((state("data-player-state").await?.as_deref() == Some("playing")).then_some(()))
    })
    .await?;
    let before = state("data-listening").await?;
    ui.keys("a").await?;
    let switched = ui
        .wait_until("A to switch sides", WAIT, || async {
            let now = state("data-listening").await?;
            Ok((now != before).then_some(now))
        })
        .await?;
    ui.tab_to(
        "the side being heard",
        &format!("{group}//*[@role='radiogroup']//input[@type='radio']"),
        false,
    )
    .await?;
    ui.key(Key::Right).await?;
    ui.wait_until("an arrow to switch back", WAIT, || async {
        let now = state("data-listening").await?;
        Ok((now != switched).then_some(()))
    })
    .await?;
    ui.shoot("keyboard-player").await?;
    server.abort();
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_motion_reduced_nothing_moves_and_avatars_are_still() -> Result<()> {
    let mut case = Case::new("reduced-motion").await?;
    // GTK's "no animations" (what a desktop's reduce-motion setting writes): WebKitGTK answers
    // `prefers-reduced-motion: reduce` from it.
    let gtk = case.root().join("config").join("gtk-3.0");
    std::fs::create_dir_all(&gtk)?;
    std::fs::write(
        gtk.join("settings.ini"),
        "[Settings]\ngtk-enable-animations=false\n",
    )?;
    let outcome = within(reduced(&mut case)).await;
    case.finish(outcome).await
}

async fn reduced(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    let reduced: bool = ui
        .script(
            "return matchMedia('(prefers-reduced-motion: reduce)').matches;",
            vec![],
        )
        .await?;
    ensure!(reduced, "the page does not see the system's reduced motion");
    case.sign_in().await?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    // Each card hovered keeps its still picture (a GIF's first frame).
    const STILLS: &str = "return [...document.querySelectorAll('[data-voice-avatar]')].filter((c) => c.getClientRects().length > 0).map((c) => { const i = c.querySelector('img'); return [c.getAttribute('aria-label'), c.getAttribute('data-voice-avatar'), i ? (i.getAttribute('src') || '') : '']; });";
    for shown in grid.cards.iter().filter(|c| c.visible).take(6) {
        ui.hover(&format!("the card of {}", shown.name), &card(&shown.name))
            .await?;
        tokio::time::sleep(Duration::from_millis(300)).await;
        let pictures: Vec<(String, String, String)> = ui.script(STILLS, vec![]).await?;
        let moving: Vec<&(String, String, String)> =
            pictures.iter().filter(|(_, still, src)| src != still).collect();
        ensure!(
            moving.is_empty(),
            "with {} hovered, cards show moving pictures: {moving:?}",
            shown.name
        );
    }
    // The detail's avatar: a still frame, not the GIF.
    let first = grid.cards[0].name.clone();
    ui.click(&format!("the card of {first}"), &card(&first)).await?;
    ui.wait_for("the voice's detail", DIALOG).await?;
    let still: Option<String> = ui
        .script(
            "const c = document.querySelector(`[data-voice-avatar][aria-label=\"${arguments[0]}\"]`); return c ? c.getAttribute('data-voice-avatar') : null;",
            vec![serde_json::json!(first)],
        )
        .await?;
    let animated: Vec<String> = ui
        .script(
            "const d = document.querySelector('[role=dialog][aria-modal=true]'); return d ? [...d.querySelectorAll('img')].map((i) => i.getAttribute('src') || '').filter((s) => s && s !== arguments[0]) : [];",
            vec![serde_json::json!(still)],
        )
        .await?;
    ensure!(
        animated.is_empty(),
        "the detail shows moving pictures: {animated:?}"
    );
    // No animation or transition runs longer than a moment anywhere on the page.
    let running: Vec<String> = ui
        .script(
            "return document.getAnimations().filter((a) => a.playState === 'running' && (a.effect?.getTiming().duration ?? 0) > 20).map((a) => `${a.animationName ?? a.transitionProperty ?? 'animation'} on ${a.effect?.target?.className ?? '?'}`);",
            vec![],
        )
        .await?;
    ensure!(
        running.is_empty(),
        "animations running with motion reduced: {running:?}"
    );
    ui.shoot("reduced-motion-detail").await?;
    Ok(())
}
