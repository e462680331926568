//! Videos and auditions in the real window: a video dropped on a voice card comes back as a video
//! that plays in the Jobs list (the A/B switch on one playhead), and an audition chosen on the dub
//! sheet, then "Dub the whole file" from its row. Screenshots of each step in both themes.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{Context, Result, bail, ensure};
use dubdeck_e2e::case::within;
use dubdeck_e2e::{Case, Launch, Ui, drop, files, xpath};

use super::{SHEET, TO_APPROVAL, TO_DONE, card_point, job_row, wait_sheet_title};

/// `seconds` of a moving test picture (H.264, as a phone's) with a tone that is loud only from
/// 20 s to 28 s (AAC): small, and with a loudest stretch the audition must find.
fn write_scene(path: &Path, seconds: u32) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let picture = format!("testsrc2=size=320x180:rate=25:duration={seconds}");
    let sound = format!("aevalsrc='(0.05+0.6*between(t,20,28))*sin(2*PI*440*t)':s=44100:d={seconds}");
    let out = Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(["-f", "lavfi", "-i", &picture, "-f", "lavfi", "-i", &sound])
        .args(["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"])
        .args(["-c:a", "aac", "-b:a", "96k", "-movflags", "+faststart"])
        .arg(path)
        .output()
        .context("could not run ffmpeg (cargo xtask deps installs it)")?;
    if !out.status.success() {
        bail!(
            "ffmpeg could not make {}: {}",
            path.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Ok(())
}

/// The streams of `path` as ffprobe lists them: (codec type, duration in seconds).
fn streams(path: &Path) -> Result<Vec<(String, f64)>> {
    let out = Command::new("ffprobe")
        .args(["-v", "error", "-show_entries", "stream=codec_type,duration"])
        .args(["-of", "csv=p=0"])
        .arg(path)
        .output()
        .context("could not run ffprobe")?;
    ensure!(out.status.success(), "ffprobe could not read {}", path.display());
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            let (kind, duration) = l.split_once(',')?;
            Some((kind.to_owned(), duration.trim().parse().unwrap_or(0.0)))
        })
        .collect())
}

/// The files below the test's home whose names start with `stem`.
fn results(case: &Case, stem: &str) -> Result<Vec<PathBuf>> {
    Ok(files::walk(&case.root().join("home"))?
        .into_iter()
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(stem))
        })
        .collect())
}

/// The video player's state as the page has it: the side heard, the video's time and whether it
/// is muted and paused, and the original's time.
#[derive(Debug, serde::Deserialize)]
struct VideoState {
    listening: Option<String>,
    state: Option<String>,
    video: Option<(f64, bool, bool, u32)>,
    original: Option<f64>,
}

async fn video_state(ui: &Ui, title: &str) -> Result<VideoState> {
    ui.script(
        "const p = document.querySelector(`[role=group][aria-label=\"Player for ${arguments[0]}\"]`);
         const v = p && p.querySelector('video');
         const a = p && p.querySelector('audio');
         return {
           listening: p ? p.getAttribute('data-listening') : null,
           state: p ? p.getAttribute('data-player-state') : null,
           video: v ? [v.currentTime, v.muted, v.paused, v.videoWidth] : null,
           original: a ? a.currentTime : null,
         };",
        vec![serde_json::json!(title)],
    )
    .await
}

// j. A video dropped on a voice card: its sound alone goes up, the dub comes back as audio and as
// a copy of the video, and the video plays in the window with the A/B switch on one playhead.
// Then the same video on the dub sheet, auditioned (30 seconds from its loudest part, at the
// minimum charge), and from the audition's row, the whole file.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_video_comes_back_as_a_video_and_is_auditioned_before_the_whole_dub() -> Result<()> {
    let mut case = Case::new("dub-video").await?;
    let outcome = within(video_and_audition(&mut case)).await;
    case.finish(outcome).await
}

async fn video_and_audition(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let title = "scene.mp4";
    let input = case.root().join("in").join(title);
    // Two and a half minutes: three started minutes, 30 credits whole, 10 for an audition.
    write_scene(&input, 150)?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voice = grid.cards[0].name.clone();
    let at = card_point(ui, &voice).await?;
    drop::drop_files(std::slice::from_ref(&input), at).await?;

    case.go_to("Jobs").await?;
    let row = job_row(title);
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until("the video's dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    // The sound alone went up: the row says so, against the video's size.
    let sent: Option<String> = ui
        .script(
            "const row = [...document.querySelectorAll('article[data-job-id]')].find((a) => a.getAttribute('aria-label') === arguments[0]);
             const sent = row && row.querySelector('.sent');
             return sent ? sent.textContent : null;",
            vec![serde_json::json!(title)],
        )
        .await?;
    let sent = sent.unwrap_or_default();
    ensure!(
        sent.starts_with("Sent ") && sent.contains(" of sound instead of the "),
        "the row says {sent:?} of what was sent"
    );
    eprintln!("[{}] {sent}", case.name);
    ui.shoot("video-approval").await?;
    ui.click("Approve", &approve).await?;
    let open_video = format!("{row}//button[normalize-space(.)='Open video']");
    ui.wait_until("the video's dub to be done", TO_DONE, || async {
        Ok(ui.is_shown(&open_video).await?.then_some(()))
    })
    .await?;
    ui.wait_for(
        "the audio's own buttons beside the video's",
        &format!("{row}//button[normalize-space(.)='Show audio in folder']"),
    )
    .await?;

    // Both files on disk: the dub as audio, and the video with the dub as its sound, as long as
    // the picture.
    let made = results(case, "scene (")?;
    let video_out = made
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "mp4"))
        .with_context(|| format!("no video result among {made:?}"))?;
    ensure!(
        made.iter().any(|p| p.extension().is_some_and(|e| e != "mp4")),
        "no audio result among {made:?}"
    );
    let got = streams(video_out)?;
    let picture = got.iter().find(|(k, _)| k == "video").map(|(_, d)| *d);
    let sound = got.iter().find(|(k, _)| k == "audio").map(|(_, d)| *d);
    let (Some(picture), Some(sound)) = (picture, sound) else {
        bail!("{} holds {got:?}", video_out.display());
    };
    // One frame (40 ms), and the last AAC frame's padding (23 ms at 44.1 kHz) as ffprobe counts it.
    ensure!(
        (picture - 150.0).abs() < 0.1 && (picture - sound).abs() <= 0.04 + 0.03,
        "the video result's picture lasts {picture} s and its sound {sound} s"
    );
    ui.shoot("video-done").await?;

    // The video plays in the window, the dub heard; A switches to the original sound at the same
    // playhead, the picture going on.
    ui.click(
        "Play",
        &format!("{row}{}", xpath::button(&format!("Play {title}"))),
    )
    .await?;
    let group = xpath::group(&format!("Player for {title}"));
    ui.wait_for("the player", &group).await?;
    let playing = ui
        .wait_until("the video to play", dubdeck_e2e::ui::WAIT, || async {
            let s = video_state(ui, title).await?;
            Ok(s.video
                .is_some_and(|(t, muted, paused, width)| t > 0.5 && !muted && !paused && width > 0)
                .then_some(s))
        })
        .await?;
    ensure!(
        playing.listening.as_deref() == Some("dub"),
        "listening to {:?} at first",
        playing.listening
    );
    tokio::time::sleep(Duration::from_millis(1200)).await;
    ui.shoot("video-playing").await?;
    let before = video_state(ui, title).await?;
    let at_switch = before.video.map_or(0.0, |v| v.0);
    ui.click(
        "Original",
        &format!("{group}//label[normalize-space(.)='Original'][.//input[@type='radio']]"),
    )
    .await?;
    let switched = ui
        .wait_until("the switch to the original", dubdeck_e2e::ui::WAIT, || async {
            let s = video_state(ui, title).await?;
            Ok((s.listening.as_deref() == Some("original")).then_some(s))
        })
        .await?;
    let Some((now, muted, paused, _)) = switched.video else {
        bail!("the video went away on switching: {switched:?}");
    };
    ensure!(
        muted && !paused && now >= at_switch - 0.3 && now < at_switch + 1.5,
        "on switching, the video went from {at_switch} s to {now} s (muted {muted}, paused {paused})"
    );
    let original = switched.original.unwrap_or(-10.0);
    ensure!(
        (original - now).abs() < 0.3,
        "the original sound is at {original} s and the picture at {now} s"
    );
    ensure!(
        switched.state.as_deref() == Some("playing"),
        "switching stopped playback: {switched:?}"
    );
    ui.shoot("video-original").await?;
    ui.press("Close player").await?;

    // The same video on the dub sheet (dropped on the top bar), auditioned.
    drop::drop_files(std::slice::from_ref(&input), (560, 27)).await?;
    ui.wait_for("the dub sheet", SHEET).await?;
    ui.type_into("Search voices to dub with", &voice).await?;
    ui.click(
        &format!("the voice {voice} in the picker"),
        &format!(
            "{SHEET}//*[@role='group'][@aria-label='Voice']//button[contains(normalize-space(.), {})]",
            xpath::lit(&voice)
        ),
    )
    .await?;
    wait_sheet_title(ui, &format!("Dub with {voice}")).await?;
    ui.click(
        "Try 30 seconds first",
        &format!("{SHEET}//label[@for='audition-switch']"),
    )
    .await?;
    // The loudest 30 seconds hold the loud stretch (20 s to 28 s).
    let slider = format!("{SHEET}//*[@role='slider'][contains(@aria-valuetext, 'from ')]");
    let excerpt = ui
        .wait_until(
            "the loudest stretch on the waveform",
            dubdeck_e2e::ui::WAIT,
            || async {
                let shown = ui.displayed(&slider).await?;
                let Some(el) = shown.first() else { return Ok(None) };
                Ok(el.attr("aria-valuenow").await?)
            },
        )
        .await?;
    let start_s: f64 = excerpt.parse().context("the slider's value is not a number")?;
    ensure!(
        start_s <= 20.5 && start_s + 30.0 >= 27.5,
        "the audition starts at {start_s} s, not over the loud part (20 s to 28 s)"
    );
    ui.wait_for(
        "the audition's cost against the whole file's",
        &format!("{SHEET}//dd[normalize-space(.)='10 credits instead of 30']"),
    )
    .await?;
    ui.shoot("audition-sheet").await?;
    ui.press("Start audition").await?;
    ui.wait_gone("the dub sheet", SHEET).await?;

    let audition = "//ul[@aria-label='Jobs']//article[starts-with(@aria-label, 'Audition ')][contains(@aria-label, 'of scene.mp4')]";
    ui.wait_for("the audition's row", audition).await?;
    let approve = format!("{audition}//button[normalize-space(.)='Approve']");
    ui.wait_until("the audition to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    ui.wait_for(
        "the audition's minimum charge",
        &format!("{audition}//*[normalize-space(.)='Generate for 10 credits']"),
    )
    .await?;
    ui.click("Approve", &approve).await?;
    let whole = format!("{audition}//button[normalize-space(.)='Dub the whole file']");
    ui.wait_until("the audition to be done", TO_DONE, || async {
        Ok(ui.is_shown(&whole).await?.then_some(()))
    })
    .await?;
    ui.shoot("audition-done").await?;
    let auditions = results(case, "scene (")?
        .into_iter()
        .filter(|p| p.to_string_lossy().contains("audition"))
        .collect::<Vec<_>>();
    ensure!(
        auditions.len() == 1,
        "expected one audition result, found {auditions:?}"
    );

    // The whole file, in one step, with the same voice: a second dub of scene.mp4 that asks for
    // the whole file's cost.
    ui.click("Dub the whole file", &whole).await?;
    let wholes = format!("{row}[not(starts-with(@aria-label, 'Audition'))]");
    ui.wait_until("a second whole dub of the video", TO_APPROVAL, || async {
        let rows = ui.displayed(&wholes).await?;
        Ok((rows.len() == 2).then_some(()))
    })
    .await?;
    ui.wait_until("the whole dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui
            .is_shown(&format!("{row}//button[normalize-space(.)='Approve']"))
            .await?
            .then_some(()))
    })
    .await?;
    ui.wait_for(
        "the whole file's cost",
        &format!("{row}//*[normalize-space(.)='Generate for 30 credits']"),
    )
    .await?;
    ui.shoot("audition-whole").await?;
    Ok(())
}
