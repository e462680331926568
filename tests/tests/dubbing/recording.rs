//! k. Recording in the training wizard: two takes spoken into a virtual microphone (a source of the
//! test run's private PulseAudio server, see `dubdeck_e2e::mic`), the meter moving as the voice
//! comes, each take measured like a dropped file, a third take cut short by unplugging the
//! microphone (kept, said, then deleted), then the two trained into a voice.

use super::*;
use dubdeck_e2e::mic::VirtualMic;

/// How long each take records the voice.
const SPEAKING: Duration = Duration::from_secs(6);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_takes_recorded_in_the_wizard_train_a_voice() -> Result<()> {
    let mut case = Case::new("train-record").await?;
    let outcome = within(record_and_train(&mut case)).await;
    case.finish(outcome).await
}

async fn record_and_train(case: &mut Case) -> Result<()> {
    let mic = VirtualMic::plug("Studio Microphone")?;
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let ui = case.ui()?;
    case.go_to("Train a voice").await?;

    let microphone = "//select[@aria-label='Microphone']";
    let studio = format!("{microphone}/option[contains(normalize-space(.), 'Studio Microphone')]");
    ui.wait_for("the virtual microphone in the picker", &studio)
        .await?;
    ui.click("the virtual microphone", &studio).await?;
    ui.wait_for("the prompts to read", "//*[@aria-label='Prompt']")
        .await?;
    ui.shoot("train-record-ready").await?;

    for (n, name) in ["Take 1.wav", "Take 2.wav"].into_iter().enumerate() {
        let pressing_record = Instant::now();
        let recording = record_speaking(ui, &mic).await?;
        if n == 0 {
            show(ui, METER).await?;
            ui.shoot("train-recording").await?;
        }
        tokio::time::sleep(SPEAKING).await;
        mic.speak(false);
        let pressing_stop = Instant::now();
        ui.press("Stop recording").await?;
        let stopped = Instant::now();
        ui.wait_for(
            &format!("{name} in the wizard's files, measured"),
            &measured(name),
        )
        .await?;
        let saved = case.data_dir.join("takes").join(name);
        let seconds = wav_seconds(&saved)?;
        // Between the clicks, give or take what the virtual microphone's pipe holds (0.7 s).
        let least = (pressing_stop - recording).as_secs_f64() - 0.5;
        let most = (stopped - pressing_record).as_secs_f64() + 1.0;
        ensure!(
            (least..=most).contains(&seconds),
            "{name} holds {seconds:.1} s, recorded for {least:.1} to {most:.1} s"
        );
    }
    // A third take, cut short: the microphone is unplugged mid-take. What was recorded is kept,
    // said, measured like the others, and can be deleted.
    record_speaking(ui, &mic).await?;
    tokio::time::sleep(Duration::from_secs(2)).await;
    mic.unplug();
    ui.wait_for(
        "the take's end, in words",
        "//*[contains(normalize-space(.), 'The microphone was disconnected, so Take 3 stopped at')]",
    )
    .await?;
    ui.wait_for(
        "Take 3.wav in the wizard's files, measured",
        &measured("Take 3.wav"),
    )
    .await?;
    let kept = wav_seconds(&case.data_dir.join("takes").join("Take 3.wav"))?;
    ensure!(kept >= 1.0, "the unplugged take kept {kept:.1} s");
    show(ui, FILES).await?;
    ui.shoot("train-record-unplugged").await?;
    ui.press("Delete Take 3.wav").await?;
    ui.press("Delete the take").await?;
    ui.wait_gone(
        "the deleted take",
        &format!("{FILES}//li[contains(., 'Take 3.wav')]"),
    )
    .await?;
    ensure!(
        !case.data_dir.join("takes").join("Take 3.wav").exists(),
        "the deleted take is gone from the disk"
    );

    ui.wait_for(
        "the minutes recorded against the aim",
        "//*[@aria-label='Minutes recorded'][contains(., 'of 5:00')]",
    )
    .await?;
    show(ui, FILES).await?;
    ui.shoot("train-record-report").await?;
    // Whatever the verdicts, poor takes are kept knowingly.
    for name in ["Take 1.wav", "Take 2.wav"] {
        let keep = format!(
            "//input[@type='checkbox'][@aria-label={}]",
            xpath::lit(&format!("Keep {name} anyway"))
        );
        if ui.is_shown(&keep).await? {
            ui.click(&format!("Keep {name} anyway"), &keep).await?;
        }
    }
    ui.press("Next").await?;

    ui.type_into("Voice name", "My recorded voice").await?;
    ui.shoot("train-record-settings").await?;
    ui.press("Next").await?;
    ui.wait_for(
        "the review of what is paid against what the data holds",
        "//*[contains(normalize-space(.), 'You pay for 5 minutes (50 credits); the recordings you keep hold')][contains(., 'of voice (')]",
    )
    .await?;
    ui.shoot("train-record-review").await?;
    // Two takes of a few seconds are far below the 2:00 asked for: trained once confirmed.
    ui.click(
        "the confirmation of a short set",
        "//input[@type='checkbox'][@data-review='short-confirm']",
    )
    .await?;
    ui.press("Train for 50 credits").await?;
    trained(case, "My recorded voice", "train-record-done").await
}

/// Waits for the voice `name` to be trained, shoots it as `shot`, and checks the account paid
/// the five minutes of one training.
async fn trained(case: &Case, name: &str, shot: &str) -> Result<()> {
    let ui = case.ui()?;
    ui.wait_until(&format!("{name} to be trained"), TO_DONE * 2, || async {
        Ok(ui
            .is_shown(&xpath::heading(&format!("{name} is ready")))
            .await?
            .then_some(()))
    })
    .await?;
    ui.shoot(shot).await?;
    let (credits, _) = case.sim_account().await?;
    ensure!(credits == 5_000 - 50, "training left {credits} credits");
    Ok(())
}

/// The recorder's level meter.
const METER: &str = "//*[@role='meter'][@aria-label='Input level']";
/// The wizard's list of files.
const FILES: &str = "//*[@aria-label='Training files']";

/// Starts a take, sees the meter at rest, then speaks into `mic` until the meter moves with the
/// voice. Returns when the recording began (the Stop button showed).
async fn record_speaking(ui: &Ui, mic: &VirtualMic) -> Result<Instant> {
    ui.press("Record a take").await?;
    ui.wait_for("the Stop button", &xpath::button("Stop recording"))
        .await?;
    let recording = Instant::now();
    ui.wait_for(
        "the meter at rest before the voice",
        &format!("{METER}[not(@data-moving='true')]"),
    )
    .await?;
    mic.speak(true);
    ui.wait_for(
        "the meter to move with the voice",
        &format!("{METER}[@data-moving='true']"),
    )
    .await?;
    Ok(recording)
}

/// `name` in the wizard's files with its verdict.
fn measured(name: &str) -> String {
    format!(
        "{FILES}//li[contains(., {})][.//*[normalize-space(.)='Good' or normalize-space(.)='Usable' or normalize-space(.)='Poor']]",
        xpath::lit(name)
    )
}

/// Scrolls the first element `xpath` finds to the middle of the window, for a screenshot.
async fn show(ui: &Ui, xpath: &str) -> Result<()> {
    let _: Option<bool> = ui
        .script(
            "const e = document.evaluate(arguments[0], document, null, \
             XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; \
             if (e) e.scrollIntoView({block: 'center'}); return !!e;",
            vec![serde_json::json!(xpath)],
        )
        .await?;
    Ok(())
}

fn wav_seconds(path: &Path) -> Result<f64> {
    let reader = hound::WavReader::open(path).with_context(|| format!("{} is no WAV", path.display()))?;
    ensure!(
        reader.spec().bits_per_sample == 24 && reader.spec().sample_format == hound::SampleFormat::Int,
        "the take is not lossless 24-bit PCM: {:?}",
        reader.spec()
    );
    Ok(f64::from(reader.duration()) / f64::from(reader.spec().sample_rate))
}

// l. A voice trained with the keyboard alone: the sidebar, "Add files" and the system's picker
// (typed), the microphone chosen with the arrows, a take recorded and stopped with Enter, the
// steps, the short-set confirmation with Space, and Train.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_voice_trained_with_the_keyboard_alone() -> Result<()> {
    let mut case = Case::new("keyboard-train").await?;
    let outcome = within(keyboard_train(&mut case)).await;
    case.finish(outcome).await
}

async fn keyboard_train(case: &mut Case) -> Result<()> {
    use thirtyfour::Key;
    let mic = VirtualMic::plug("Studio Microphone")?;
    let reading = case.root().join("voice").join("reading.wav");
    dubdeck_e2e::mic::write_speech(&reading, 2)?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading("Welcome to Dubdeck").await?;
    ui.tab_to("the key field", &xpath::textbox("API key"), false)
        .await?;
    ui.keys(&case.key).await?;
    ui.key(Key::Enter).await?;
    let train = "//nav[@aria-label='Main']//button[@data-route='train']";
    ui.wait_for("the sidebar", train).await?;
    ui.tab_to("the sidebar's Train a voice", train, true).await?;
    ui.key(Key::Enter).await?;
    ui.heading("Train a voice").await?;

    // A file through the system's picker, its location typed.
    ui.tab_to("Add files", &xpath::button("Add files"), false).await?;
    ui.key(Key::Enter).await?;
    picker::choose("Choose recordings of the voice to train", &reading).await?;
    ui.wait_for("the reading measured", &measured("reading.wav"))
        .await?;

    // The microphone: the list reached with Tab, the virtual one chosen with the arrows.
    let microphone = "//select[@aria-label='Microphone']";
    ui.wait_for(
        "the virtual microphone in the picker",
        &format!("{microphone}/option[contains(normalize-space(.), 'Studio Microphone')]"),
    )
    .await?;
    ui.tab_to("the microphone list", microphone, false).await?;
    for _ in 0..8 {
        let chosen: String = ui
            .script(
                "const s = document.querySelector('select[aria-label=Microphone]'); return s ? s.selectedOptions[0].textContent : '';",
                vec![],
            )
            .await?;
        if chosen.contains("Studio Microphone") {
            break;
        }
        ui.key(Key::Down).await?;
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    ui.wait_for("the prompts to read", "//*[@aria-label='Prompt']")
        .await?;

    // A take: Enter on Record, the voice, Enter on Stop.
    ui.tab_to("Record a take", &xpath::button("Record a take"), false)
        .await?;
    ui.key(Key::Enter).await?;
    ui.wait_for("the Stop button", &xpath::button("Stop recording"))
        .await?;
    mic.speak(true);
    ui.wait_for(
        "the meter to move with the voice",
        &format!("{METER}[@data-moving='true']"),
    )
    .await?;
    tokio::time::sleep(SPEAKING).await;
    mic.speak(false);
    ui.tab_to("Stop recording", &xpath::button("Stop recording"), false)
        .await?;
    ui.key(Key::Enter).await?;
    ui.wait_for("Take 1.wav measured", &measured("Take 1.wav"))
        .await?;
    ui.shoot("keyboard-train-files").await?;

    // The steps: Next, a name typed, Next, the confirmation with Space, Train.
    ui.tab_to("Next", &xpath::button("Next"), false).await?;
    ui.key(Key::Enter).await?;
    ui.tab_to("the voice's name", &xpath::textbox("Voice name"), false)
        .await?;
    ui.keys("My keyboard voice").await?;
    ui.tab_to("Next", &xpath::button("Next"), false).await?;
    ui.key(Key::Enter).await?;
    let confirm = "//input[@type='checkbox'][@data-review='short-confirm']";
    ui.wait_for("the confirmation of a short set", confirm).await?;
    ui.tab_to("the confirmation", confirm, false).await?;
    ui.key(Key::Space).await?;
    let start = "//button[normalize-space(.)='Train for 50 credits']";
    ui.tab_to("Train for 50 credits", start, false).await?;
    ui.key(Key::Enter).await?;
    trained(case, "My keyboard voice", "keyboard-train-done").await
}
