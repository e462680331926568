//! Covers and comparisons in the real window: three voices tried on the same 30 seconds with one
//! approval, one row whose player switches voices at the same playhead, and the whole file dubbed
//! with the chosen one; and, in Spanish, a song's vocal and instrumental dropped together on a voice
//! card, paired on the sheet, dubbed in another key, mixed with the faders and exported again.
//! Screenshots of the sheets, the comparison and the mixer in both themes.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, Result, bail, ensure};
use dubdeck_core::i18n::{Arg, Language};
use dubdeck_e2e::case::within;
use dubdeck_e2e::words::Words;
use dubdeck_e2e::{Case, Launch, Ui, drop, files, xpath};

use super::{SHEET, TO_APPROVAL, TO_DONE, card_point, job_row, wait_sheet_title};

/// Runs ffmpeg (installed by `cargo xtask deps`) to make a test input.
fn ffmpeg(args: &[&str]) -> Result<()> {
    let out = Command::new("ffmpeg")
        .args(["-nostdin", "-hide_banner", "-loglevel", "error", "-y"])
        .args(args)
        .output()
        .context("ffmpeg could not be run")?;
    ensure!(
        out.status.success(),
        "ffmpeg: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(())
}

fn in_dir(case: &Case, name: &str) -> Result<PathBuf> {
    let dir = case.root().join("in");
    std::fs::create_dir_all(&dir)?;
    Ok(dir.join(name))
}

fn lossy(path: &Path) -> &str {
    path.to_str().unwrap_or_default()
}

/// Scrolls the element at `path` to the middle of its scrolling box (a sheet's lower controls sit
/// under its footer otherwise, where a click does not reach them).
async fn reveal(ui: &Ui, path: &str) -> Result<()> {
    let found: bool = ui
        .script(
            "const el = document.evaluate(arguments[0], document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
             if (el) el.scrollIntoView({ block: 'center' });
             return !!el;",
            vec![serde_json::json!(path)],
        )
        .await?;
    ensure!(found, "nothing at {path}");
    Ok(())
}

/// Each track of the comparison player: its key (`original` or a voice's), time and whether it is
/// heard; the track heard, as the player says it.
#[derive(Debug, serde::Deserialize)]
struct Tracks {
    listening: Option<String>,
    state: Option<String>,
    tracks: Vec<(String, f64, bool)>,
}

async fn tracks(ui: &Ui, group: &str) -> Result<Tracks> {
    ui.script(
        "const p = document.querySelector(`[role=group][aria-label=\"${arguments[0]}\"]`);
         return {
           listening: p ? p.getAttribute('data-listening') : null,
           state: p ? p.getAttribute('data-player-state') : null,
           tracks: p ? [...p.querySelectorAll('audio[data-track]')].map((a) => [a.dataset.track, a.currentTime, !a.muted && !a.paused]) : [],
         };",
        vec![serde_json::json!(group)],
    )
    .await
}

// a. Three voices on one excerpt: one approval for 30 credits, one row, the player switching voices
// at the same playhead, and "Dub the whole file with" the chosen one.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_voices_are_tried_on_one_excerpt_compared_and_one_dubs_the_whole_file() -> Result<()> {
    let mut case = Case::new("compare").await?;
    let outcome = within(compare(&mut case)).await;
    case.finish(outcome).await
}

async fn compare(case: &mut Case) -> Result<()> {
    case.launch(Launch::default()).await?;
    case.sign_in().await?;
    let title = "song.wav";
    let song = in_dir(case, title)?;
    // 70 s, loud from 20 s to 50 s: the audition takes that stretch; the whole file is 20 credits.
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc='if(between(t,20,50),0.6,0.02)*sin(2*PI*330*t)':s=16000:d=70",
        lossy(&song),
    ])?;
    let ui = case.ui()?;
    let grid = ui.wait_grid("the first page of voices", 6).await?;
    let voices: Vec<String> = grid.cards.iter().take(3).map(|c| c.name.clone()).collect();

    drop::drop_files(std::slice::from_ref(&song), (560, 27)).await?;
    ui.wait_for("the dub sheet", SHEET).await?;
    ui.type_into("Search voices to dub with", &voices[0]).await?;
    ui.click(
        &format!("the voice {} in the picker", voices[0]),
        &format!(
            "{SHEET}//*[@role='group'][@aria-label='Voice']//button[contains(normalize-space(.), {})]",
            xpath::lit(&voices[0])
        ),
    )
    .await?;
    wait_sheet_title(ui, &format!("Dub with {}", voices[0])).await?;
    ui.click(
        "Try 30 seconds first",
        &format!("{SHEET}//label[@for='audition-switch']"),
    )
    .await?;
    for other in &voices[1..] {
        reveal(ui, &xpath::button("Compare with another voice")).await?;
        ui.press("Compare with another voice").await?;
        ui.type_into("Search a voice to compare with", other).await?;
        ui.click(
            &format!("the voice {other} to compare with"),
            &format!(
                "{SHEET}//*[@role='group'][@aria-label='Voice to compare with']//button[contains(normalize-space(.), {})]",
                xpath::lit(other)
            ),
        )
        .await?;
        ui.wait_for(
            &format!("{other} among the voices compared"),
            &format!(
                "{SHEET}//ul[@aria-label='Voices to compare']//li[contains(normalize-space(.), {})]",
                xpath::lit(other)
            ),
        )
        .await?;
    }
    ui.wait_for(
        "the comparison's cost",
        &format!("{SHEET}//*[contains(normalize-space(.), '3 auditions · 30 credits')]"),
    )
    .await?;
    ui.shoot("compare-sheet").await?;
    ui.press("Start 3 auditions").await?;
    ui.wait_gone("the dub sheet", SHEET).await?;

    case.go_to("Jobs").await?;
    let row = format!(
        "//ul[@aria-label='Jobs']//article[starts-with(@aria-label, {})]",
        xpath::lit(&format!("Comparison of {title}"))
    );
    ui.wait_for("the comparison's one row", &row).await?;
    let approve = format!("{row}//button[normalize-space(.)='Approve']");
    ui.wait_until("the comparison to ask for approval", TO_APPROVAL, || async {
        let cost = ui
            .is_shown(&format!(
                "{row}//*[normalize-space(.)='Generate 3 auditions for 30 credits']"
            ))
            .await?;
        Ok((cost && ui.is_shown(&approve).await?).then_some(()))
    })
    .await?;
    let rows = ui
        .displayed(&format!(
            "//ul[@aria-label='Jobs']//article[contains(@aria-label, {})]",
            xpath::lit(title)
        ))
        .await?;
    ensure!(rows.len() == 1, "{} rows for the comparison, not one", rows.len());
    let approvals = ui
        .displayed(&format!(
            "//ul[@aria-label='Jobs']{}",
            "//button[normalize-space(.)='Approve']"
        ))
        .await?;
    ensure!(
        approvals.len() == 1,
        "{} Approve buttons, not one",
        approvals.len()
    );
    ui.shoot("compare-approval").await?;
    ui.click("Approve", &approve).await?;

    let whole = |voice: &str| {
        format!(
            "{row}//button[normalize-space(.)={}]",
            xpath::lit(&format!("Dub the whole file with {voice}"))
        )
    };
    ui.wait_until("the three auditions to be done", TO_DONE, || async {
        let mut done = 0;
        for voice in &voices {
            done += usize::from(ui.is_shown(&whole(voice)).await?);
        }
        Ok((done == 3).then_some(()))
    })
    .await?;
    // Paid once each, at the minimum charge: 30 credits in all.
    let (_, charges) = case.sim_account().await?;
    let spent: Vec<i64> = charges.iter().map(|(_, _, credits)| *credits).collect();
    ensure!(spent == vec![10, 10, 10], "the account was charged {spent:?}");

    // One player: each voice at the same playhead as the one before it.
    ui.click(
        "Play the comparison",
        &format!(
            "{row}{}",
            xpath::button(&format!("Play the comparison of {title}"))
        ),
    )
    .await?;
    let group = format!("Comparison player for {title}");
    ui.wait_for("the comparison's player", &xpath::group(&group))
        .await?;
    let playing = ui
        .wait_until("the comparison to play", dubdeck_e2e::ui::WAIT, || async {
            let t = tracks(ui, &group).await?;
            let heard = t
                .tracks
                .iter()
                .find(|(_, _, audible)| *audible)
                .map(|(_, at, _)| *at);
            Ok((t.state.as_deref() == Some("playing") && heard.is_some_and(|at| at > 0.8)).then_some(t))
        })
        .await?;
    ensure!(playing.tracks.len() == 4, "the player holds {:?}", playing.tracks);
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    ui.shoot("compare-player").await?;
    for voice in &voices[1..] {
        let before = tracks(ui, &group).await?;
        let at = before
            .tracks
            .iter()
            .find(|(_, _, audible)| *audible)
            .map(|(_, at, _)| *at)
            .with_context(|| format!("nothing heard before switching: {before:?}"))?;
        ui.click(
            &format!("{voice} in the switch"),
            &format!(
                "{}//button[@data-voice][.//span[normalize-space(.)={}]]",
                xpath::group(&group),
                xpath::lit(voice)
            ),
        )
        .await?;
        let switched = ui
            .wait_until(
                &format!("the switch to {voice}"),
                dubdeck_e2e::ui::WAIT,
                || async {
                    let t = tracks(ui, &group).await?;
                    Ok((t.listening != before.listening).then_some(t))
                },
            )
            .await?;
        let heard: Vec<_> = switched
            .tracks
            .iter()
            .filter(|(_, _, audible)| *audible)
            .collect();
        let [(key, now, _)] = heard.as_slice() else {
            bail!("after switching to {voice}, heard: {:?}", switched.tracks);
        };
        ensure!(
            switched.listening.as_deref() == Some(key.as_str()),
            "the player says {:?} and {key} is heard",
            switched.listening
        );
        ensure!(
            *now >= at - 0.3 && *now < at + 1.5,
            "switching to {voice} moved the playhead from {at} s to {now} s"
        );
        // The voices at one playhead; the original at the same moment of the stretch they dubbed
        // (the loudest 30 seconds, from 20 s).
        for (other, t, _) in &switched.tracks {
            let at = if other == "original" { t - 20.0 } else { *t };
            ensure!((at - now).abs() < 0.3, "{other} is at {t} s and {key} at {now} s");
        }
    }
    ui.press("Close player").await?;

    // The whole file with the second voice: a dub of its own, asking for the whole file's cost.
    ui.click(
        &format!("Dub the whole file with {}", voices[1]),
        &whole(&voices[1]),
    )
    .await?;
    let whole_row = job_row(title);
    ui.wait_until("the whole dub to ask for approval", TO_APPROVAL, || async {
        Ok(ui
            .is_shown(&format!(
                "{whole_row}//*[normalize-space(.)='Generate for 20 credits']"
            ))
            .await?
            .then_some(()))
    })
    .await?;
    ui.wait_for(
        "the whole dub's voice",
        &format!(
            "{whole_row}//*[contains(normalize-space(.), {})]",
            xpath::lit(&voices[1])
        ),
    )
    .await?;
    ui.shoot("compare-whole").await?;
    Ok(())
}

// b. In Spanish: a song's vocal and instrumental dropped on a voice card pair up on the sheet, the
// vocal is dubbed two semitones up, mixed with the instrumental, and mixed again with the faders.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pair_dropped_on_a_card_is_dubbed_as_a_cover_and_mixed_again_in_spanish() -> Result<()> {
    let mut case = Case::with_env("cover-es", &[("DUBDECK_LANG", "es")]).await?;
    let outcome = within(cover(&mut case)).await;
    case.finish(outcome).await
}

async fn cover(case: &mut Case) -> Result<()> {
    let words = Words::of(Language::Es)?;
    case.launch(Launch::default()).await?;
    let ui = case.ui()?;
    ui.heading(&words.get("welcome-title")).await?;
    ui.type_into(&words.get("welcome-key-label"), &case.key).await?;
    ui.press(&words.get("welcome-save-key")).await?;
    let nav = format!("//nav[@aria-label={}]", xpath::lit(&words.get("frame-nav-label")));
    ui.wait_for("the navigation", &nav).await?;

    let (vocal, instrumental) = (
        in_dir(case, "Cancion (Vocals).wav")?,
        in_dir(case, "Cancion (Instrumental).wav")?,
    );
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "sine=frequency=440:duration=12",
        lossy(&vocal),
    ])?;
    ffmpeg(&[
        "-f",
        "lavfi",
        "-i",
        "aevalsrc=0.2*sin(2*PI*220*t)+0.2*sin(2*PI*261.63*t):d=12:c=stereo",
        lossy(&instrumental),
    ])?;
    // The grid's name is Spanish here: its first card, by the attributes every card has.
    let voice: String = ui
        .wait_until("a voice card", dubdeck_e2e::ui::WAIT, || async {
            ui.script(
                "const c = document.querySelector('[data-voice-id][aria-label]');
                 return c && c.querySelector('img') ? c.getAttribute('aria-label') : null;",
                vec![],
            )
            .await
        })
        .await?;
    let at = card_point(ui, &voice).await?;
    drop::drop_files(&[vocal.clone(), instrumental.clone()], at).await?;

    // The sheet pairs them: one dub of the vocal, its instrumental mixed in here.
    ui.wait_for("the dub sheet", SHEET).await?;
    let pairing = words.with(
        "covers-pair-line",
        &[
            ("vocal", Arg::Text("Cancion (Vocals).wav")),
            ("instrumental", Arg::Text("Cancion (Instrumental).wav")),
        ],
    );
    ui.wait_for(
        "the pairing",
        &format!(
            "{SHEET}//*[@data-testid='pairing'][normalize-space(.)={}]",
            xpath::lit(&pairing)
        ),
    )
    .await?;
    reveal(
        ui,
        &format!("{SHEET}{}", xpath::button(&words.get("covers-key-up"))),
    )
    .await?;
    for _ in 0..2 {
        ui.click(
            "Key up",
            &format!("{SHEET}{}", xpath::button(&words.get("covers-key-up"))),
        )
        .await?;
    }
    let key: String = ui
        .script("return document.getElementById('key-slider').value;", vec![])
        .await?;
    ensure!(key == "2", "the key slider is at {key}, not 2");
    ui.shoot("cover-sheet").await?;
    ui.press(&words.with("dub-start-dubs", &[("count", Arg::Number(1.0))]))
        .await?;
    ui.wait_gone("the dub sheet", SHEET).await?;

    let jobs = words.get("frame-route-jobs");
    ui.click(
        "the Jobs entry",
        &format!(
            "{nav}//button[normalize-space(.)={n} or starts-with(@aria-label, {p}) or @title={n}]",
            n = xpath::lit(&jobs),
            p = xpath::lit(&format!("{jobs},"))
        ),
    )
    .await?;
    let title = "Cancion (Vocals).wav";
    // The list's name is Spanish here: the row by its own name.
    let row = format!("//article[@data-job-id][@aria-label={}]", xpath::lit(title));
    let approve = format!(
        "{row}//button[normalize-space(.)={}]",
        xpath::lit(&words.get("jobs-approve"))
    );
    ui.wait_until("the cover to ask for approval", TO_APPROVAL, || async {
        Ok(ui.is_shown(&approve).await?.then_some(()))
    })
    .await?;
    ui.click("Aprobar", &approve).await?;
    let play = format!(
        "{row}{}",
        xpath::button(&words.with("jobs-play-label", &[("title", Arg::Text(title))]))
    );
    ui.wait_until("the cover to be done", TO_DONE, || async {
        Ok(ui.is_shown(&play).await?.then_some(()))
    })
    .await?;
    let out = case.root().join("home");
    let made = |stem: &str| -> Result<Vec<PathBuf>> {
        Ok(files::walk(&out)?
            .into_iter()
            .filter(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(stem))
            })
            .collect())
    };
    let mixes = made(&format!("Cancion ({voice}, key +2)"))?;
    ensure!(mixes.len() == 1, "the first mix: {mixes:?}");
    ensure!(
        made(&format!("Cancion (Vocals) ({voice}, key +2)"))?.len() == 1,
        "no dubbed vocal beside the mix"
    );

    // The mixer: the faders act on the playback at once, then Export mix writes a new file.
    ui.click("Reproducir", &play).await?;
    let player = xpath::group(&words.with("player-label", &[("title", Arg::Text(title))]));
    ui.wait_for("the player", &player).await?;
    let mixer = format!(
        "{player}//*[@role='group'][@aria-label={}]",
        xpath::lit(&words.get("mixer-label"))
    );
    ui.wait_for("the mixer", &mixer).await?;
    let levels = || async {
        let v: (f64, f64) = ui
            .script(
                "const p = document.querySelector(`[role=group][aria-label=\"${arguments[0]}\"]`);
                 const dub = p.querySelector('audio[data-side=dub], video[data-side=dub]');
                 const inst = p.querySelector('audio[data-side=instrumental]');
                 return [dub ? dub.volume : -1, inst ? inst.volume : -1];",
                vec![serde_json::json!(
                    words.with("player-label", &[("title", Arg::Text(title))])
                )],
            )
            .await?;
        Ok::<_, anyhow::Error>(v)
    };
    let (dub_before, inst_before) = levels().await?;
    let instrumental_fader = words.get("mixer-instrumental");
    let moved: bool = ui
        .script(
            "const label = [...document.querySelectorAll('.mixer label')].find((l) => l.textContent.trim() === arguments[0]);
             const input = label && document.getElementById(label.htmlFor);
             if (!input) return false;
             input.value = '-6';
             input.dispatchEvent(new Event('input', { bubbles: true }));
             return true;",
            vec![serde_json::json!(instrumental_fader)],
        )
        .await?;
    ensure!(moved, "no {instrumental_fader:?} fader");
    let (dub_after, inst_after) = ui
        .wait_until(
            "the instrumental to play lower",
            dubdeck_e2e::ui::WAIT,
            || async {
                let (d, i) = levels().await?;
                Ok((i < inst_before - 0.1).then_some((d, i)))
            },
        )
        .await?;
    ensure!(
        dub_after >= dub_before - 0.01 && (inst_after / dub_after - 10f64.powf(-6.0 / 20.0)).abs() < 0.05,
        "the faders at 0 and -6 dB play the dub at {dub_after} and the instrumental at {inst_after} (were {dub_before}, {inst_before})"
    );
    ui.shoot("cover-mixer").await?;
    reveal(
        ui,
        &format!("{mixer}{}", xpath::button(&words.get("mixer-export"))),
    )
    .await?;
    ui.click(
        "Exportar mezcla",
        &format!("{mixer}{}", xpath::button(&words.get("mixer-export"))),
    )
    .await?;
    let second = format!("Cancion ({voice}, key +2) (2).wav");
    ui.wait_for(
        "the new mix's name",
        &format!(
            "{mixer}//*[@role='status'][contains(normalize-space(.), {})]",
            xpath::lit(&second)
        ),
    )
    .await?;
    let mixes = made(&format!("Cancion ({voice}, key +2)"))?;
    ensure!(mixes.len() == 2, "after Export mix: {mixes:?}");
    ui.shoot("cover-exported").await?;
    Ok(())
}
