//! Dubbing in the real window, against the simulator: a file dropped natively on a voice card (a GTK
//! drag source and xdotool under Xvfb) goes through every stage, asks to approve its cost (the
//! default limit is 0: always ask), and lands as a file on disk; a folder dropped on a card opens
//! its plan (files, length, credits) and is dubbed with one approval; an empty folder and a
//! non-media file are refused before any request, with their reasons. Screenshots of each step in
//! both themes.
//!
//! Run with `cargo xtask e2e dub` (it provides the app, tauri-driver, a virtual display, an isolated
//! keyring, xdotool and python3-gi).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail, ensure};
use dubdeck_e2e::case::within;
use dubdeck_e2e::case::{TO_APPROVAL, TO_DONE};
use dubdeck_e2e::inputs::{serve_clip, write_tone};
use dubdeck_e2e::xpath::{DUB_SHEET as SHEET, job_row, voice_card as card};
use dubdeck_e2e::{Case, Launch, Ui, drop, files, picker, xpath};

#[path = "dubbing/covers.rs"]
mod covers;
#[path = "dubbing/media.rs"]
mod media;
#[path = "dubbing/recording.rs"]
mod recording;

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
            // The step that goes with what was waited for (it may have come between the two reads).
            if let Some(step) = current_step(ui, title).await?
                && seen.last() != Some(&step)
            {
                seen.push(step);
            }
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
    // Held over the window, the file is not offered yet: only the drop offers it.
    let held = invoke_codes(ui, &["probe_inputs"], &input).await?;
    ensure!(
        held == ["not_offered"],
        "a file only dragged over was answered {held:?}"
    );
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

    // The app's log of the whole dub is in the data folder, without the key or a signature.
    let log = std::fs::read_to_string(case.data_dir.join("logs").join("dubdeck.log"))?;
    ensure!(
        log.contains("dubdeck_app"),
        "the app's log holds none of its lines:\n{log}"
    );
    ensure!(!log.contains(&case.key), "the app's log holds the API key");
    let signed = log
        .match_indices("X-Amz-Signature=")
        .any(|(at, _)| !log[at..].starts_with("X-Amz-Signature=[redacted]"));
    ensure!(!signed, "the app's log holds a presigned URL's signature");
    Ok(())
}

// b. A folder and a file that is not media, refused before any request.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_dropped_on_a_card_is_planned_and_dubbed_with_one_approval() -> Result<()> {
    let mut case = Case::new("dub-folder").await?;
    let outcome = within(folder(&mut case)).await;
    case.finish(outcome).await
}

/// The plan's line on the sheet.
const PLAN: &str = "//*[@role='group'][@aria-label='Plan']";

async fn folder(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    // An album in two levels: three songs (two in the folder, one on its second disc), its cover,
    // a hidden file; beside it, an empty folder and a text file.
    let album = case.root().join("in").join("Album");
    write_wav(&album.join("2 Verse.wav"), 5)?;
    write_wav(&album.join("10 Outro.wav"), 4)?;
    write_wav(&album.join("Disc 2").join("1 Bonus.wav"), 3)?;
    std::fs::write(album.join("cover.jpg"), b"not sound")?;
    std::fs::write(album.join(".DS_Store"), b"hidden")?;
    let empty = case.root().join("in").join("Empty");
    std::fs::create_dir_all(&empty)?;
    let notes = case.root().join("in").join("notes.txt");
    std::fs::write(&notes, b"these are words, not sound")?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[0].name.clone();

    // An empty folder and a text file are said at once, and nothing is sent.
    let at = card_point(ui, &voice).await?;
    drop::drop_files(std::slice::from_ref(&empty), at).await?;
    ui.wait_for(
        "the empty folder's notice",
        &xpath::role_containing(
            "alert",
            "The folder holds no audio or video files: there is nothing to dub.",
        ),
    )
    .await?;
    drop::drop_files(std::slice::from_ref(&notes), at).await?;
    ui.wait_for(
        "the text file's refusal",
        &xpath::role_containing(
            "alert",
            "\"notes.txt\" is not an audio or video file Dubdeck can read.",
        ),
    )
    .await?;
    ui.shoot("dub-refused").await?;
    // Read, the notices are dismissed (they would lie over the sheet's buttons).
    for _ in 0..2 {
        ui.click("a notice's Dismiss", "(//button[@aria-label='Dismiss'])[1]")
            .await?;
    }
    ui.wait_gone("the notices", "//button[@aria-label='Dismiss']")
        .await?;

    // The album on the card: the sheet opens with its plan, before anything is spent.
    drop::drop_files(std::slice::from_ref(&album), at).await?;
    wait_sheet_title(ui, &format!("Dub with {voice}")).await?;
    ui.wait_for(
        "the plan",
        &format!("{PLAN}[contains(normalize-space(.), '3 files · 12 s in all · about 30 credits')]"),
    )
    .await?;
    ui.wait_for(
        "what was left out",
        &format!("{PLAN}[contains(normalize-space(.), '1 file that is not audio or video was left out.')]"),
    )
    .await?;
    let names: Vec<String> = ui
        .script(
            "const s = document.querySelector('[role=dialog][aria-labelledby=dub-sheet-title]');
             return [...s.querySelectorAll('li [translate=no]')].map((e) => e.textContent.trim()).filter((n) => n.endsWith('.wav'));",
            vec![],
        )
        .await?;
    ensure!(
        names == ["2 Verse.wav", "10 Outro.wav", "1 Bonus.wav"],
        "the sheet lists {names:?}"
    );
    ensure!(
        case.sim_requests()
            .await?
            .iter()
            .all(|(r, _)| !r.starts_with("POST /v1/me/dubs")),
        "a dub reached the service before the plan was approved"
    );
    ui.shoot("batch-plan").await?;

    // One approval starts them all: each is priced 10 credits, within what was approved.
    ui.press("Dub 3 files for about 30 credits").await?;
    ui.wait_gone("the dub sheet", SHEET).await?;
    case.go_to("Jobs").await?;
    ui.wait_for(
        "the batch's line",
        "//*[@data-testid='batch'][contains(normalize-space(.), 'Batch:')][contains(normalize-space(.), 'of 3 done')]",
    )
    .await?;
    ui.wait_until("the three dubs done", TO_DONE * 2, || async {
        let done = ui
            .is_shown("//*[@data-testid='batch'][contains(normalize-space(.), 'Batch: 3 of 3 done')]")
            .await?;
        Ok(done.then_some(()))
    })
    .await?;
    ui.shoot("batch-done").await?;
    let requests = case.sim_requests().await?;
    let created = requests.iter().filter(|(r, _)| r == "POST /v1/me/dubs").count();
    let generated = requests.iter().filter(|(r, _)| r.ends_with("/generate")).count();
    ensure!(
        created == 3 && generated == 3,
        "{created} dubs created, {generated} generated"
    );
    let (_, charges) = case.sim_account().await?;
    ensure!(charges.len() == 3, "charged {charges:?}");

    // A folder (and its files) never offered cannot be probed, even by a page that asks the shell.
    case.go_to("Voices").await?;
    ui.wait_grid("the voices again", 6).await?;
    let secret = case.root().join("home").join("secret.wav");
    write_wav(&secret, 5)?;
    let commands = [
        "probe_inputs",
        "probe_batch",
        "start_dubs",
        "check_training_files",
        "start_training",
    ];
    let answers = invoke_codes(ui, &commands, &secret).await?;
    ensure!(
        answers == ["not_offered"; 5],
        "a file never offered was answered {answers:?} by {commands:?}"
    );
    Ok(())
}

/// What the shell answers each of `commands` when the page names `path` in it directly: the
/// error's code, or `accepted`.
async fn invoke_codes(ui: &Ui, commands: &[&str], path: &Path) -> Result<Vec<String>> {
    ui.script_async(
        "const [commands, path, done] = arguments;
         const invoke = window.__TAURI_INTERNALS__.invoke;
         const voiceId = document.querySelector('[data-voice-id]').dataset.voiceId;
         const args = {
           probe_inputs: { paths: [path] },
           probe_batch: { paths: [path] },
           start_dubs: { request: { inputs: [{ kind: 'file', path }], voiceId, voiceName: 'x', pitchShift: 0, separate: true } },
           check_training_files: { paths: [path], maxMinutes: null },
           start_training: { request: { name: 'x', files: [path], maxMinutes: 5, separate: true } },
         };
         const code = (p) => p.then(() => 'accepted', (e) => (e && e.code) || String(e));
         Promise.all(commands.map((c) => code(invoke(c, args[c])))).then(done);",
        vec![serde_json::json!(commands), serde_json::json!(path.to_string_lossy())],
    )
    .await
}

// c. A batch of three dropped outside the cards: the dub sheet asks for a voice, shows the batch
// total against the balance, and one approval starts the three, which land on disk.

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
    let sheet = SHEET;
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
    // Several files are one plan: one approval starts them all, each priced within it.
    ui.press("Dub 3 files for about 30 credits").await?;
    ui.wait_gone("the dub sheet", sheet).await?;

    case.go_to("Jobs").await?;
    let approve = "//ul[@aria-label='Jobs']//button[normalize-space(.)='Approve']";
    ui.wait_until("the three dubs to be done", TO_DONE, || async {
        let open = ui
            .displayed("//ul[@aria-label='Jobs']//button[normalize-space(.)='Open']")
            .await?;
        Ok((open.len() == 3).then_some(()))
    })
    .await?;
    ui.shoot("dub-batch-done").await?;
    ensure!(
        ui.displayed(approve).await?.is_empty(),
        "a dub of the approved plan asked for approval again"
    );
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

// c2. The system's pickers: files chosen in the file chooser go to the dub sheet (Escape chooses
// nothing), and the output folder chosen in Settings is the one Settings then show.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_and_the_output_folder_are_chosen_in_the_system_pickers() -> Result<()> {
    let mut case = Case::new("dub-pickers").await?;
    let outcome = within(pickers(&mut case)).await;
    case.finish(outcome).await
}

async fn pickers(case: &mut Case) -> Result<()> {
    const FILES: &str = "Choose songs or clips to dub";
    const FOLDER: &str = "Where Dubdeck saves results";
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let input = case.root().join("in").join("picked take.wav");
    write_wav(&input, 5)?;
    let ui = case.ui()?;
    ui.wait_grid("the first page of voices", 6).await?;
    case.go_to("Jobs").await?;
    let sheet = SHEET;

    ui.press("Choose files to dub").await?;
    picker::cancel(FILES).await?;
    ui.wait_until("the file picker to close", dubdeck_e2e::ui::WAIT, || async {
        Ok((!picker::is_open(FILES).await?).then_some(()))
    })
    .await?;
    ensure!(
        !ui.is_shown(sheet).await?,
        "the dub sheet opened though the picker was closed without a choice"
    );

    ui.press("Choose files to dub").await?;
    picker::choose(FILES, &input).await?;
    ui.wait_for("the dub sheet", sheet).await?;
    ui.wait_for(
        "the picked file in the sheet, at 10 credits",
        &format!(
            "{sheet}//li[.//*[normalize-space(.)='picked take.wav']][.//*[normalize-space(.)='10 credits']]"
        ),
    )
    .await?;
    ui.press("Cancel").await?;
    ui.wait_gone("the dub sheet", sheet).await?;

    let folder = case.root().join("home").join("Chosen results");
    std::fs::create_dir_all(&folder)?;
    case.go_to("Settings").await?;
    ui.press("Choose folder…").await?;
    picker::choose(FOLDER, &folder).await?;
    let wanted = folder.to_string_lossy().into_owned();
    ui.wait_until("the chosen output folder in Settings", dubdeck_e2e::ui::WAIT, || async {
        let shown: Option<String> = ui
            .script(
                "const p = document.querySelector('[aria-labelledby=\"s-output\"] .path'); return p ? p.textContent.trim() : null;",
                vec![],
            )
            .await?;
        match shown {
            Some(shown) if shown == wanted => Ok(Some(())),
            other => bail!("Settings show {other:?}"),
        }
    })
    .await?;
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

// e. A link: the voice's detail panel offers "Dub a link"; the service fetches it (here from a web
// server of the test's own); the dub lands on disk.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_is_dubbed_to_a_file_on_disk() -> Result<()> {
    let mut case = Case::new("dub-link").await?;
    let outcome = within(link(&mut case)).await;
    case.finish(outcome).await
}

async fn link(case: &mut Case) -> Result<()> {
    let clip = case.root().join("web").join("teaser.wav");
    write_wav(&clip, 5)?;
    let (url, server) = serve_clip("teaser.wav", std::fs::read(&clip)?).await?;
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[3].name.clone();
    ui.click(&format!("the card of {voice}"), &card(&voice)).await?;
    ui.press("Dub a link").await?;
    let sheet = SHEET;
    ui.wait_for("the dub sheet", sheet).await?;
    wait_sheet_title(ui, &format!("Dub with {voice}")).await?;
    ui.type_into("Link to dub", &url).await?;
    ui.press("Add link").await?;
    ui.wait_for(
        "the link in the sheet",
        &format!(
            "{sheet}//ul[@aria-label='Files and links']/li[contains(., {})]",
            xpath::lit(&url)
        ),
    )
    .await?;
    ui.shoot("dub-link-sheet").await?;
    ui.press("Start dub").await?;
    ui.wait_gone("the dub sheet", sheet).await?;
    // The voice's detail the sheet was opened from is modal under it: closed first.
    ui.click(
        "the detail's Close",
        "//*[@data-voice-detail]//button[@aria-label='Close']",
    )
    .await?;
    ui.wait_gone("the voice's detail", "//*[@data-voice-detail]")
        .await?;

    case.go_to("Jobs").await?;
    let row = job_row(&url);
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until("the link's dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    // The service measured the fetched clip: 5 s, one started minute.
    ui.wait_for(
        "the cost of the fetched clip",
        &format!("{row}//*[normalize-space(.)='Generate for 10 credits']"),
    )
    .await?;
    ui.click("Approve", &approve).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    ui.wait_until("the link's dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&open).await?.then_some(()))
    })
    .await?;
    ui.shoot("dub-link-done").await?;
    let results: Vec<PathBuf> = files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("teaser"))
        })
        .collect();
    ensure!(
        results.len() == 1,
        "expected one result of the link, found {results:?}"
    );
    let fetched = case
        .sim_requests()
        .await?
        .iter()
        .filter(|(r, _)| r == "POST /v1/me/dubs")
        .count();
    ensure!(fetched == 1, "the link was sent {fetched} times");
    server.abort();
    Ok(())
}

// f. The auto-approve threshold: a dub that costs no more starts by itself, one that costs more
// asks "Generate for N credits" first.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generation_above_the_threshold_asks_and_below_it_starts_by_itself() -> Result<()> {
    let mut case = Case::new("dub-threshold").await?;
    let outcome = within(threshold(&mut case)).await;
    case.finish(outcome).await
}

async fn threshold(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    case.go_to("Settings").await?;
    let field = ui
        .wait_for(
            "the threshold field",
            &xpath::textbox("Auto-approve up to (credits)"),
        )
        .await?;
    field.clear().await?;
    field.send_keys("20").await?;
    field.send_keys(thirtyfour::prelude::Key::Enter).await?;
    ui.wait_for(
        "the threshold saved",
        &xpath::role_containing("status", "Auto-approve threshold saved."),
    )
    .await?;

    let small = case.root().join("in").join("jingle.wav");
    let large = case.root().join("in").join("ballad.wav");
    write_wav(&small, 5)?;
    // 2 min 30 s: three started minutes, 30 credits, above the threshold.
    write_wav(&large, 150)?;
    case.go_to("Voices").await?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let at = card_point(ui, &grid.cards[4].name).await?;
    drop::drop_files(&[small, large], at).await?;

    case.go_to("Jobs").await?;
    let small_row = job_row("jingle.wav");
    let large_row = job_row("ballad.wav");
    let small_open = format!("{small_row}//button[normalize-space(.)='Open']");
    let small_approve = format!("{small_row}//button[normalize-space(.)='Approve']");
    let large_approve = format!("{large_row}//button[normalize-space(.)='Approve']");
    let deadline = Instant::now() + TO_APPROVAL + TO_DONE;
    let mut large_asked = false;
    loop {
        ensure!(
            !ui.is_shown(&small_approve).await?,
            "the 10-credit dub asked for approval under a 20-credit threshold"
        );
        if !large_asked && ui.is_shown(&large_approve).await? {
            ui.wait_for(
                "the larger cost to approve",
                &format!("{large_row}//*[normalize-space(.)='Generate for 30 credits']"),
            )
            .await?;
            ui.shoot("dub-threshold-asks").await?;
            large_asked = true;
        }
        if large_asked && ui.is_shown(&small_open).await? {
            break;
        }
        ensure!(
            Instant::now() < deadline,
            "after {:?}: small done {}, large asked {large_asked}",
            TO_APPROVAL + TO_DONE,
            ui.is_shown(&small_open).await?
        );
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    ui.click("Approve", &large_approve).await?;
    let large_open = format!("{large_row}//button[normalize-space(.)='Open']");
    ui.wait_until("the larger dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&large_open).await?.then_some(()))
    })
    .await?;
    let (credits, _) = case.sim_account().await?;
    ensure!(
        credits == 5_000 - 40,
        "the account has {credits} credits after 10 + 30"
    );
    Ok(())
}

// g. The app killed during an upload: started again, the job finishes, and is paid once.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_app_killed_during_an_upload_finishes_the_job_once_started_again() -> Result<()> {
    let mut case = Case::new("dub-killed").await?;
    let outcome = within(killed(&mut case)).await;
    case.finish(outcome).await
}

async fn killed(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let input = case.root().join("in").join("demo tape.wav");
    write_wav(&input, 5)?;
    {
        let ui = case.ui()?;
        let grid = ui.wait_grid("the first page of voices", 6).await?;
        let at = card_point(ui, &grid.cards[0].name).await?;
        // Every request to the service now takes 4 s: the upload stays in flight long enough to
        // kill the app in the middle of it.
        case.sim_call(
            reqwest::Method::PUT,
            "faults",
            serde_json::json!({ "latencyMs": 4000 }),
        )
        .await?;
        drop::drop_files(std::slice::from_ref(&input), at).await?;
        case.go_to("Jobs").await?;
        let uploading = format!(
            "{}//*[@role='progressbar'][@aria-label='Uploading progress']",
            job_row("demo tape.wav")
        );
        ui.wait_until("the upload to be under way", TO_APPROVAL, || async {
            Ok(ui.is_shown(&uploading).await?.then_some(()))
        })
        .await?;
        ui.shoot("dub-killed-uploading").await?;
    }
    case.kill_app().await?;
    case.sim_call(reqwest::Method::PUT, "faults", serde_json::json!({}))
        .await?;

    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.wait_for("the navigation", "//nav[@aria-label='Main']").await?;
    case.go_to("Jobs").await?;
    let row = job_row("demo tape.wav");
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until("the resumed dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    ui.click("Approve", &approve).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    ui.wait_until("the resumed dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&open).await?.then_some(()))
    })
    .await?;
    ui.shoot("dub-killed-resumed").await?;

    let requests = case.sim_requests().await?;
    let created = requests.iter().filter(|(r, _)| r == "POST /v1/me/dubs").count();
    ensure!(created == 1, "the dub was created {created} times: {requests:?}");
    let (credits, charges) = case.sim_account().await?;
    let dub_charges: Vec<_> = charges
        .iter()
        .filter(|(kind, _, _)| kind.contains("dub"))
        .collect();
    ensure!(
        dub_charges.len() == 1 && credits == 5_000 - 10,
        "paid {dub_charges:?}, {credits} credits left"
    );
    let results: Vec<PathBuf> = files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("demo tape"))
        })
        .collect();
    ensure!(results.len() == 1, "expected one result, found {results:?}");
    Ok(())
}

/// Drops `input` on the first card, approves its cost, and waits for the dub to be done.
async fn dub_to_done(case: &Case, input: &Path) -> Result<()> {
    let ui = case.ui()?;
    let title = input
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .context("the input has no name")?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let at = card_point(ui, &grid.cards[0].name).await?;
    drop::drop_files(&[input.to_path_buf()], at).await?;
    case.go_to("Jobs").await?;
    let row = job_row(&title);
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until("the dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    ui.click("Approve", &approve).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    ui.wait_until("the dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&open).await?.then_some(()))
    })
    .await?;
    Ok(())
}

/// The player's state as the page has it: the transport's state, the side listened to, the
/// position slider's seconds, and each audio element's time and whether it is muted.
#[derive(Debug, serde::Deserialize)]
struct PlayerState {
    state: Option<String>,
    listening: Option<String>,
    position: Option<f64>,
    audio: Vec<(f64, bool, bool)>,
}

async fn player_state(ui: &Ui, title: &str) -> Result<PlayerState> {
    ui.script(
        "const p = document.querySelector(`[role=group][aria-label=\"Player for ${arguments[0]}\"]`);
         if (!p) return { state: null, listening: null, position: null, audio: [] };
         const slider = p.querySelector('[aria-label=\"Position\"]');
         const now = slider ? Number(slider.getAttribute('aria-valuenow') ?? slider.value) : null;
         return {
           state: p.getAttribute('data-player-state'),
           listening: p.getAttribute('data-listening'),
           position: Number.isFinite(now) ? now : null,
           audio: [...p.querySelectorAll('audio')].map((a) => [a.currentTime, a.muted, a.paused]),
         };",
        vec![serde_json::json!(title)],
    )
    .await
}

// h. The A/B player of a done dub: it plays (the playhead moves), switches between the original
// and the dub at the same playhead, and seeks; both sides stay together.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ab_player_plays_switches_at_the_same_playhead_and_seeks() -> Result<()> {
    let mut case = Case::new("dub-player").await?;
    let outcome = within(player(&mut case)).await;
    case.finish(outcome).await
}

async fn player(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let title = "tone.wav";
    let input = case.root().join("in").join(title);
    write_tone(&input, 30)?;
    dub_to_done(case, &input).await?;
    let ui = case.ui()?;
    let row = job_row(title);
    ui.click(
        "Play",
        &format!("{row}{}", xpath::button(&format!("Play {title}"))),
    )
    .await?;
    let group = xpath::group(&format!("Player for {title}"));
    ui.wait_for("the player", &group).await?;

    // It plays: the playhead moves, both sides together, only the dub heard.
    let started = ui
        .wait_until("the player to play", dubdeck_e2e::ui::WAIT, || async {
            let s = player_state(ui, title).await?;
            Ok((s.state.as_deref() == Some("playing") && s.position.is_some_and(|p| p > 0.3)).then_some(s))
        })
        .await?;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let later = player_state(ui, title).await?;
    let (before, after) = (started.position.unwrap_or(0.0), later.position.unwrap_or(0.0));
    ensure!(
        after > before + 0.8,
        "the playhead went from {before} s to {after} s in 1.5 s"
    );
    ensure!(
        later.listening.as_deref() == Some("dub"),
        "listening to {:?} at first",
        later.listening
    );
    ensure!(
        later.audio.len() == 2,
        "the player has {} audio elements",
        later.audio.len()
    );
    let heard: Vec<bool> = later.audio.iter().map(|(_, muted, _)| !muted).collect();
    ensure!(
        heard.iter().filter(|h| **h).count() == 1,
        "heard sides: {heard:?}"
    );
    ensure!(
        (later.audio[0].0 - later.audio[1].0).abs() < 0.25,
        "the two sides drifted apart: {:?}",
        later.audio
    );
    ui.wait_for(
        "the close button in the player",
        &format!("{group}{}", xpath::button("Close player")),
    )
    .await?;
    let close_in_bar: bool = ui
        .script(
            "const b = document.querySelector('[aria-label=\"Close player\"]').getBoundingClientRect();
             const bar = document.querySelector('[role=group][aria-label^=\"Player for\"]').getBoundingClientRect();
             return b.width >= 24 && b.top >= bar.top && b.bottom <= bar.bottom && b.right <= bar.right;",
            vec![],
        )
        .await?;
    ensure!(
        close_in_bar,
        "the player's close button is not laid out inside the player"
    );
    ui.shoot("dub-player-playing").await?;

    // A switches to the original at the same playhead.
    let at_switch = player_state(ui, title).await?.position.unwrap_or(0.0);
    // The radio's label is what shows (the input itself is visually hidden, as in a segmented
    // control), so the user clicks the label.
    ui.click(
        "Original",
        &format!("{group}//label[normalize-space(.)='Original'][.//input[@type='radio']]"),
    )
    .await?;
    let switched = ui
        .wait_until("the switch to the original", dubdeck_e2e::ui::WAIT, || async {
            let s = player_state(ui, title).await?;
            Ok((s.listening.as_deref() == Some("original")).then_some(s))
        })
        .await?;
    let now = switched.position.unwrap_or(0.0);
    ensure!(
        now >= at_switch - 0.3 && now < at_switch + 1.5,
        "the playhead jumped from {at_switch} s to {now} s on switching"
    );
    ensure!(
        switched.state.as_deref() == Some("playing"),
        "switching stopped playback: {switched:?}"
    );
    ensure!(
        (switched.audio[0].0 - switched.audio[1].0).abs() < 0.25,
        "the sides drifted apart on switching: {:?}",
        switched.audio
    );
    ui.shoot("dub-player-original").await?;

    // Seeking with the keyboard moves both sides.
    let slider = ui
        .wait_for(
            "the position slider",
            &format!("{group}//*[@aria-label='Position']"),
        )
        .await?;
    let from = player_state(ui, title).await?.position.unwrap_or(0.0);
    slider.send_keys(thirtyfour::prelude::Key::Right).await?;
    slider.send_keys(thirtyfour::prelude::Key::Right).await?;
    let sought = ui
        .wait_until("the seek to land", dubdeck_e2e::ui::WAIT, || async {
            let s = player_state(ui, title).await?;
            Ok(s.position.filter(|p| *p >= from + 9.0).map(|_| s))
        })
        .await?;
    ensure!(
        sought.audio.iter().all(|(t, _, _)| *t >= from + 8.5),
        "a side did not follow the seek from {from} s: {:?}",
        sought.audio
    );
    ui.press("Pause").await?;
    ui.wait_until("the player to pause", dubdeck_e2e::ui::WAIT, || async {
        let s = player_state(ui, title).await?;
        Ok(
            (s.state.as_deref() == Some("paused") && s.audio.iter().all(|(_, _, paused)| *paused))
                .then_some(()),
        )
    })
    .await?;
    ui.shoot("dub-player-paused").await?;
    Ok(())
}

// i. The training wizard to done, then a dub with the new voice.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_training_wizard_trains_a_voice_that_then_dubs() -> Result<()> {
    let mut case = Case::new("train-wizard").await?;
    let outcome = within(wizard(&mut case)).await;
    case.finish(outcome).await
}

async fn wizard(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let takes: Vec<PathBuf> = ["take a.wav", "take b.wav"]
        .iter()
        .map(|n| case.root().join("voice").join(n))
        .collect();
    for take in &takes {
        write_tone(take, 70)?;
    }
    let notes = case.root().join("voice").join("lyrics.txt");
    std::fs::write(&notes, b"la la la")?;
    let ui = case.ui()?;
    case.go_to("Train a voice").await?;
    // Files: two recordings and a text file, dropped on the wizard.
    let mut dropped = takes.clone();
    dropped.push(notes);
    drop::drop_files(&dropped, (740, 420)).await?;
    let list = "//*[@aria-label='Training files']";
    for name in ["take a.wav", "take b.wav"] {
        ui.wait_for(
            &format!("{name} in the wizard with its length"),
            &format!(
                "{list}//li[contains(., {})][contains(., '1:10') or contains(., '1 min 10')]",
                xpath::lit(name)
            ),
        )
        .await?;
    }
    ui.wait_for(
        "the text file refused with its reason",
        &format!("{list}//li[contains(., 'lyrics.txt')][contains(., 'not an audio')]"),
    )
    .await?;
    // A tone is no voice: each take is measured as poor and left out until kept knowingly.
    for name in ["take a.wav", "take b.wav"] {
        ui.wait_for(
            &format!("{name} measured as poor, with no voice"),
            &format!(
                "{list}//li[contains(., {})][.//*[normalize-space(.)='Poor']][contains(., 'is voice: trim the rest')]",
                xpath::lit(name)
            ),
        )
        .await?;
    }
    ui.shoot("train-files").await?;
    ui.press("Remove lyrics.txt").await?;
    ui.wait_gone("the text file", &format!("{list}//li[contains(., 'lyrics.txt')]"))
        .await?;
    for name in ["take a.wav", "take b.wav"] {
        ui.click(
            &format!("Keep {name} anyway"),
            &format!(
                "//input[@type='checkbox'][@aria-label={}]",
                xpath::lit(&format!("Keep {name} anyway"))
            ),
        )
        .await?;
    }
    ui.shoot("train-files-kept").await?;
    ui.press("Next").await?;
    ui.type_into("Voice name", "My studio voice").await?;
    ui.press("Next").await?;

    // Kept knowingly or not, tones hold no voice: the review will not pay for them.
    ui.wait_for(
        "the review refusing a set with no voice",
        "//*[@role='alert'][@data-review='no-voice']",
    )
    .await?;
    let train = "//button[starts-with(normalize-space(.), 'Train for')]";
    ensure!(
        !ui.wait_for("the Train button", train).await?.is_enabled().await?,
        "the review offers to train a set with no voice"
    );
    ui.shoot("train-review-no-voice").await?;
    ui.click("Back to Files", "//button[@data-review='to-files']")
        .await?;

    // Two recordings of a voice instead, half a minute each.
    for name in ["take a.wav", "take b.wav"] {
        ui.press(&format!("Remove {name}")).await?;
        ui.wait_gone(name, &format!("{list}//li[contains(., {})]", xpath::lit(name)))
            .await?;
    }
    let voices: Vec<PathBuf> = ["reading 1.wav", "reading 2.wav"]
        .iter()
        .map(|n| case.root().join("voice").join(n))
        .collect();
    for voice in &voices {
        dubdeck_e2e::mic::write_speech(voice, 3)?;
    }
    drop::drop_files(&voices, (740, 420)).await?;
    for name in ["reading 1.wav", "reading 2.wav"] {
        ui.wait_for(
            &format!("{name} measured, with a voice"),
            &format!(
                "{list}//li[contains(., {})][.//*[normalize-space(.)='Good' or normalize-space(.)='Usable']]",
                xpath::lit(name)
            ),
        )
        .await?;
    }
    ui.wait_for(
        "the total counting voice",
        "//*[@data-total='voice'][contains(., 'of voice')]",
    )
    .await?;
    ui.shoot("train-files-voice").await?;
    ui.press("Next").await?;

    // Settings: the name kept; the minutes proposed from a minute of audio are the smallest training.
    let minutes: String = ui
        .wait_for("the maximum minutes", &xpath::textbox("Maximum minutes"))
        .await?
        .prop("value")
        .await?
        .unwrap_or_default();
    ensure!(
        minutes == "5",
        "the wizard proposed {minutes:?} minutes for a minute of audio"
    );
    ui.shoot("train-settings").await?;
    ui.press("Next").await?;

    // Less than the 2:00 of voice the first step asks for: trained only once confirmed.
    let confirm = "//input[@type='checkbox'][@data-review='short-confirm']";
    ui.wait_for("the confirmation of a short set", confirm).await?;
    ensure!(
        !ui.wait_for("the Train button", train).await?.is_enabled().await?,
        "the review trains less than 2:00 of voice without asking"
    );
    ui.shoot("train-review-short").await?;
    ui.click("the confirmation", confirm).await?;

    // Review: 10 credits per minute, the balance before and after.
    ui.wait_for(
        "the balance after",
        "//*[contains(normalize-space(.), '4,950 credits')]",
    )
    .await?;
    ui.shoot("train-review").await?;
    ui.press("Train for 50 credits").await?;

    ui.wait_until("the voice to be trained", TO_DONE * 2, || async {
        Ok(ui
            .is_shown(&xpath::heading("My studio voice is ready"))
            .await?
            .then_some(()))
    })
    .await?;
    ui.shoot("train-done").await?;
    let (credits, charges) = case.sim_account().await?;
    ensure!(
        credits == 5_000 - 50,
        "training left {credits} credits: {charges:?}"
    );

    // The new voice dubs at once.
    ui.press("Dub with this voice").await?;
    let sheet = SHEET;
    ui.wait_for("the dub sheet", sheet).await?;
    wait_sheet_title(ui, "Dub with My studio voice").await?;
    let song = case.root().join("in").join("cover.wav");
    write_wav(&song, 5)?;
    drop::drop_files(std::slice::from_ref(&song), (740, 420)).await?;
    ui.wait_for(
        "the song in the sheet",
        &format!("{sheet}//ul[@aria-label='Files and links']/li[contains(., 'cover.wav')]"),
    )
    .await?;
    ui.press("Start dub").await?;
    ui.wait_gone("the dub sheet", sheet).await?;
    case.go_to("Jobs").await?;
    let row = job_row("cover.wav");
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until(
        "the dub with the new voice to ask for approval",
        TO_APPROVAL,
        || async { Ok(ui.is_shown(&approve).await?.then_some(())) },
    )
    .await?;
    ui.click("Approve", &approve).await?;
    let open = format!("{row}//button[normalize-space(.)='Open']");
    ui.wait_until("the dub with the new voice to be done", TO_DONE, || async {
        Ok(ui.is_shown(&open).await?.then_some(()))
    })
    .await?;
    ui.wait_for(
        "the row naming the new voice",
        &format!("{row}//*[contains(normalize-space(.), 'My studio voice')]"),
    )
    .await?;
    case.go_to("My voices").await?;
    ui.wait_for(
        "the voice ready in My voices",
        &xpath::button("Dub with My studio voice"),
    )
    .await?;
    ui.shoot("train-my-voices").await?;
    Ok(())
}

// j. "Open with Dubdeck": a file given to the app when it starts opens in the dub sheet, which asks
// for the voice.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_opened_with_dubdeck_opens_in_the_dub_sheet() -> Result<()> {
    let mut case = Case::new("open-with").await?;
    let outcome = within(open_with(&mut case)).await;
    case.finish(outcome).await
}

async fn open_with(case: &mut Case) -> Result<()> {
    let song = case.root().join("in").join("opened song.wav");
    write_wav(&song, 5)?;
    case.launch(Launch {
        args: vec![song.to_string_lossy().into_owned()],
    })
    .await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    let sheet = SHEET;
    ui.wait_for("the dub sheet with the opened file", sheet).await?;
    wait_sheet_title(ui, "New dub").await?;
    ui.wait_for(
        "the opened file in the sheet, probed",
        &format!(
            "{sheet}//ul[@aria-label='Files and links']/li[contains(., 'opened song.wav')][contains(., '10 credits')]"
        ),
    )
    .await?;
    ui.shoot("open-with-sheet").await?;
    Ok(())
}
