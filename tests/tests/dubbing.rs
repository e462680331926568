//! Dubbing in the real window, against the simulator: a file dropped natively on a voice card (a GTK
//! drag source and xdotool under Xvfb) goes through every stage, asks to approve its cost (the
//! default limit is 0: always ask), and lands as a file on disk; a folder and a non-media file
//! dropped on a card are refused before any request, with their reasons. Screenshots of each step in
//! both themes.
//!
//! Run with `cargo xtask e2e dub` (it provides the app, tauri-driver, a virtual display, an isolated
//! keyring, xdotool and python3-gi).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use dubdeck_e2e::case::within;
use dubdeck_e2e::{Case, Launch, Ui, drop, files, xpath};

/// Bounds (not targets) for the service's stages on the simulator (1.5 s each, polls 3 s apart).
const TO_APPROVAL: Duration = Duration::from_secs(60);
const TO_DONE: Duration = Duration::from_secs(90);

/// The card of the voice `name` in the grid.
fn card(name: &str) -> String {
    format!(
        "//*[@role='list'][@aria-label='Voices']//*[@data-voice-id][@aria-label={}]",
        xpath::lit(name)
    )
}

/// The Jobs row of the input `title`.
fn job_row(title: &str) -> String {
    format!(
        "//ul[@aria-label='Jobs']//article[@aria-label={}]",
        xpath::lit(title)
    )
}

/// The middle of the card of `name`, in screen pixels (the window's origin plus the card's place
/// in the page, times the device pixel ratio).
async fn card_point(ui: &Ui, name: &str) -> Result<(i64, i64)> {
    let point: Vec<f64> = ui
        .script(
            "const el = document.querySelector(`[data-voice-id][aria-label=\"${arguments[0]}\"]`);
             const r = el.getBoundingClientRect();
             const dpr = window.devicePixelRatio || 1;
             return [(window.screenX + r.left + r.width / 2) * dpr, (window.screenY + r.top + r.height / 3) * dpr];",
            vec![serde_json::json!(name)],
        )
        .await?;
    ensure!(point.len() == 2, "no position for the card of {name}");
    #[allow(clippy::cast_possible_truncation)]
    Ok((point[0].round() as i64, point[1].round() as i64))
}

/// A WAV of silence, 8 kHz mono 8-bit, `seconds` long.
fn write_wav(path: &Path, seconds: u32) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut wav = hound::WavWriter::create(path, SILENCE)
        .with_context(|| format!("could not write {}", path.display()))?;
    for _ in 0..SILENCE.sample_rate * seconds {
        wav.write_sample(0i8)?;
    }
    wav.finalize()
        .with_context(|| format!("could not write {}", path.display()))
}

/// 8 kHz mono 8-bit: small even for minutes.
const SILENCE: hound::WavSpec = hound::WavSpec {
    channels: 1,
    sample_rate: 8_000,
    bits_per_sample: 8,
    sample_format: hound::SampleFormat::Int,
};

/// The label of the row's current step, if it has one (a finished job has none).
async fn current_step(ui: &Ui, title: &str) -> Result<Option<String>> {
    ui.script(
        "const row = [...document.querySelectorAll('article[data-job-id]')].find((a) => a.getAttribute('aria-label') === arguments[0]);
         const step = row && row.querySelector('[aria-current=\"step\"]');
         return step ? step.textContent.trim() : null;",
        vec![serde_json::json!(title)],
    )
    .await
}

/// Follows the row's steps until `done` says so, recording each step seen.
async fn follow_steps(
    ui: &Ui,
    title: &str,
    seen: &mut Vec<String>,
    what: &str,
    within: Duration,
    done: &str,
) -> Result<()> {
    let deadline = Instant::now() + within;
    loop {
        if let Some(step) = current_step(ui, title).await?
            && seen.last() != Some(&step)
        {
            seen.push(step);
        }
        if ui.is_shown(done).await? {
            return Ok(());
        }
        if Instant::now() > deadline {
            bail!("{what} did not happen within {within:?}; steps seen: {seen:?}");
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits for the dub sheet's title to read `title` (read from the page: WebDriver's displayedness
/// check does not see the title of the sheet's header as shown).
async fn wait_sheet_title(ui: &Ui, title: &str) -> Result<()> {
    ui.wait_until(&format!("the dub sheet's title {title:?}"), dubdeck_e2e::ui::WAIT, || async {
        let shown: Option<String> = ui
            .script(
                "const h = document.getElementById('dub-sheet-title'); return h ? h.textContent.trim() : null;",
                vec![],
            )
            .await?;
        Ok((shown.as_deref() == Some(title)).then_some(()))
    })
    .await
}

// a. A file dropped on a voice card, through every stage to a file on disk.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_dropped_on_a_voice_card_is_dubbed_to_a_file_on_disk() -> Result<()> {
    let mut case = Case::new("dub-drop").await?;
    let outcome = within(drop_to_file(&mut case)).await;
    case.finish(outcome).await
}

async fn drop_to_file(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let input = case.root().join("in").join("take one.wav");
    write_wav(&input, 5)?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[1].name.clone();
    let at = card_point(ui, &voice).await?;

    let drag = drop::drag_files(std::slice::from_ref(&input), at).await?;
    ui.wait_for(
        "the card under the pointer to be highlighted",
        &format!(
            "{}[contains(concat(' ', @class, ' '), ' dropping ')]",
            card(&voice)
        ),
    )
    .await?;
    ui.shoot("dub-drop-on-card").await?;
    drag.release().await?;
    ui.wait_for(
        "the notice that the dub started",
        &xpath::role_containing("status", &format!("Dubbing 1 file with {voice}.")),
    )
    .await?;

    case.go_to("Jobs").await?;
    let row = job_row("take one.wav");
    ui.wait_for("the new job's row", &row).await?;
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    let mut seen = Vec::new();
    follow_steps(
        ui,
        "take one.wav",
        &mut seen,
        "the job to ask for approval",
        TO_APPROVAL,
        &approve,
    )
    .await?;
    // 5 seconds are one started minute: 10 credits.
    ui.wait_for(
        "the cost to approve",
        &format!("{row}//*[normalize-space(.)='Generate for 10 credits']"),
    )
    .await?;
    ui.shoot("dub-approval").await?;
    ui.click("Approve", &approve).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    follow_steps(
        ui,
        "take one.wav",
        &mut seen,
        "the dub to be done",
        TO_DONE,
        &open,
    )
    .await?;
    eprintln!("[{}] steps seen: {seen:?}", case.name);
    let order = ["Upload", "Preprocess", "Confirm cost", "Generate", "Download"];
    let places: Vec<usize> = seen
        .iter()
        .map(|s| order.iter().position(|o| o == s).unwrap_or(usize::MAX))
        .collect();
    ensure!(
        places.windows(2).all(|w| w[0] < w[1]) && places.iter().all(|p| *p != usize::MAX),
        "the steps went out of order: {seen:?}"
    );
    ensure!(
        seen.iter().any(|s| s == "Confirm cost") && seen.iter().any(|s| s == "Generate"),
        "the row never showed the cost to confirm and the generation: {seen:?}"
    );
    ui.wait_for(
        "every step done",
        &format!("{row}//ol[@aria-label='Stages'][not(.//*[@aria-current])]"),
    )
    .await?;
    ui.shoot("dub-done").await?;

    // The result, in the output folder below the test's HOME.
    let results: Vec<PathBuf> = files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("take one"))
        })
        .collect();
    ensure!(
        results.len() == 1,
        "expected one result file below the test's home, found {results:?}"
    );
    let size = std::fs::metadata(&results[0])?.len();
    ensure!(size > 0, "the result {} is empty", results[0].display());
    let shown: Option<String> = ui
        .script(
            "const row = [...document.querySelectorAll('article[data-job-id]')].find((a) => a.getAttribute('aria-label') === arguments[0]);
             const path = row && row.querySelector('.path');
             return path ? path.getAttribute('title') : null;",
            vec![serde_json::json!("take one.wav")],
        )
        .await?;
    ensure!(
        shown.as_deref().map(Path::new) == Some(results[0].as_path()),
        "the row shows the result at {shown:?}, the file is at {}",
        results[0].display()
    );
    eprintln!("[{}] result: {} ({size} bytes)", case.name, results[0].display());
    Ok(())
}

// b. A folder and a file that is not media, refused before any request.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_and_a_non_media_file_dropped_on_a_card_are_refused() -> Result<()> {
    let mut case = Case::new("dub-refused").await?;
    let outcome = within(refused(&mut case)).await;
    case.finish(outcome).await
}

async fn refused(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let folder = case.root().join("in").join("Album");
    std::fs::create_dir_all(&folder)?;
    let notes = case.root().join("in").join("notes.txt");
    std::fs::write(&notes, b"these are words, not sound")?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let at = card_point(ui, &grid.cards[0].name).await?;
    drop::drop_files(&[folder, notes], at).await?;
    ui.wait_for(
        "the folder's refusal",
        &xpath::role_containing(
            "alert",
            "\"Album\" is a folder. Dubdeck dubs files one by one: open the folder and drop the songs or clips inside it.",
        ),
    )
    .await?;
    ui.wait_for(
        "the text file's refusal",
        &xpath::role_containing(
            "alert",
            "\"notes.txt\" is not an audio or video file Dubdeck can read.",
        ),
    )
    .await?;
    ui.shoot("dub-refused").await?;
    case.go_to("Jobs").await?;
    ui.heading("No jobs yet").await?;
    Ok(())
}

// c. A batch of three dropped outside the cards: the dub sheet asks for a voice, shows the batch
// total against the balance, and each dub asks for approval, then lands on disk.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_batch_of_three_dropped_elsewhere_goes_through_the_dub_sheet() -> Result<()> {
    let mut case = Case::new("dub-batch").await?;
    let outcome = within(batch(&mut case)).await;
    case.finish(outcome).await
}

async fn batch(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let inputs: Vec<PathBuf> = ["verse.wav", "chorus.wav", "bridge.wav"]
        .iter()
        .map(|name| case.root().join("in").join(name))
        .collect();
    for input in &inputs {
        write_wav(input, 5)?;
    }
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[2].name.clone();
    // The top bar's title: no voice card there.
    drop::drop_files(&inputs, (560, 27)).await?;
    let sheet = "//*[@role='dialog'][@aria-labelledby='dub-sheet-title']";
    ui.wait_for("the dub sheet", sheet).await?;
    wait_sheet_title(ui, "New dub").await?;
    for name in ["verse.wav", "chorus.wav", "bridge.wav"] {
        ui.wait_for(
            &format!("{name} in the sheet, at 10 credits"),
            &format!(
                "{sheet}//li[.//*[normalize-space(.)={}]][.//*[normalize-space(.)='10 credits']]",
                xpath::lit(name)
            ),
        )
        .await?;
    }
    ui.type_into("Search voices to dub with", &voice).await?;
    ui.click(
        &format!("the voice {voice} in the picker"),
        &format!(
            "{sheet}//*[@role='group'][@aria-label='Voice']//button[contains(normalize-space(.), {})]",
            xpath::lit(&voice)
        ),
    )
    .await?;
    wait_sheet_title(ui, &format!("Dub with {voice}")).await?;
    ui.wait_for(
        "the batch total",
        &format!("{sheet}//dd[normalize-space(.)='30 credits']"),
    )
    .await?;
    ui.wait_for(
        "the balance after",
        &format!("{sheet}//dd[normalize-space(.)='4,970 credits']"),
    )
    .await?;
    ui.shoot("dub-sheet-batch").await?;
    ui.press("Start 3 dubs").await?;
    ui.wait_gone("the dub sheet", sheet).await?;

    case.go_to("Jobs").await?;
    let approve = "//ul[@aria-label='Jobs']//button[normalize-space(.)='Approve']";
    let mut approved = 0;
    let deadline = Instant::now() + TO_APPROVAL * 2;
    while approved < 3 {
        if ui.is_shown(approve).await? {
            ui.click("Approve", approve).await?;
            approved += 1;
            tokio::time::sleep(Duration::from_millis(300)).await;
        } else {
            ensure!(
                Instant::now() < deadline,
                "only {approved} of 3 dubs asked for approval"
            );
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    ui.wait_until("the three dubs to be done", TO_DONE, || async {
        let open = ui
            .displayed("//ul[@aria-label='Jobs']//button[normalize-space(.)='Open']")
            .await?;
        Ok((open.len() == 3).then_some(()))
    })
    .await?;
    ui.shoot("dub-batch-done").await?;
    let results: Vec<PathBuf> = files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                ["verse", "chorus", "bridge"].iter().any(|s| n.starts_with(s))
            })
        })
        .collect();
    ensure!(
        results.len() == 3,
        "expected three results below the test's home, found {results:?}"
    );
    Ok(())
}

// d. Not enough credits: the dub waits and says what is missing; credits are added through the
// simulator's test surface; Retry finishes it.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn not_enough_credits_waits_then_retry_finishes_the_dub() -> Result<()> {
    let mut case = Case::with_credits("dub-credits", 5).await?;
    let outcome = within(short_of_credits(&mut case)).await;
    case.finish(outcome).await
}

async fn short_of_credits(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let input = case.root().join("in").join("hook.wav");
    write_wav(&input, 5)?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let at = card_point(ui, &grid.cards[0].name).await?;
    drop::drop_files(std::slice::from_ref(&input), at).await?;
    case.go_to("Jobs").await?;
    let row = job_row("hook.wav");
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    let retry = format!("{row}//button[normalize-space(.)='Retry']");
    // The cost is asked first, unless the app already knows the balance is short.
    let asked = ui
        .wait_until("the dub to ask for approval or credits", TO_APPROVAL, || async {
            if ui.is_shown(&approve).await? {
                return Ok(Some(true));
            }
            Ok(ui.is_shown(&retry).await?.then_some(false))
        })
        .await?;
    if asked {
        ui.click("Approve", &approve).await?;
        ui.wait_until("the dub to wait for credits", TO_APPROVAL, || async {
            Ok(ui.is_shown(&retry).await?.then_some(()))
        })
        .await?;
    }
    ui.wait_for(
        "what is missing, in plain words",
        &format!(
            "{row}//*[contains(normalize-space(.), 'This needs 10 credits and the account has 5. Buy credits, then press Retry.')]"
        ),
    )
    .await?;
    ui.wait_for(
        "the row waiting for credits",
        &format!("{row}//*[normalize-space(.)='Waiting for credits']"),
    )
    .await?;
    ui.shoot("dub-not-enough-credits").await?;

    case.set_credits(100).await?;
    ui.click("Retry", &retry).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    ui.wait_until("the dub to be done after Retry", TO_DONE, || async {
        Ok(ui.is_shown(&open).await?.then_some(()))
    })
    .await?;
    let results: Vec<PathBuf> = files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("hook"))
        })
        .collect();
    ensure!(
        results.len() == 1,
        "expected one result after Retry, found {results:?}"
    );
    ui.shoot("dub-done-after-retry").await?;
    Ok(())
}
