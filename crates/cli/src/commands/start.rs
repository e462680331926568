//! `dub` and `train`: every input is checked locally (nothing is sent for a refused input), the
//! jobs are added to the library, and followed until they are settled — run by this command's
//! engine, or handed to another Dubdeck that already runs one on the library.

use std::io::{BufRead, IsTerminal, Write};

use dubdeck_core::codes::ErrorCode;
use dubdeck_core::context::PitchAdvice;
use dubdeck_core::cost::{estimate_dub_credits, training_credits};
use dubdeck_core::engine::{
    Audition, CoverRequest, DubRequest, DubSource, EngineError, JobSnapshot, TrainingRequest, check_dub,
    check_training,
};
use dubdeck_core::ffmpeg::{MediaSupport, VIDEO_EXTENSIONS};
use dubdeck_core::job::{Approval, MixSettings};
use dubdeck_core::pitch::ShiftStep;

use crate::cli::{DubArgs, MixArgs, PitchArg, TrainArgs, VideoMode};
use crate::commands::account::credits_text;
use crate::commands::voices;
use crate::error::CliError;
use crate::report::json_line;
use crate::run;
use crate::session::Session;
use crate::words::{credits_arg, duration, say};

fn source(input: &str) -> DubSource {
    if input.contains("://") {
        DubSource::Link(input.to_owned())
    } else {
        DubSource::File(input.into())
    }
}

pub async fn dub(session: &Session, args: &DubArgs) -> Result<u8, CliError> {
    let output_dir = match &args.out {
        Some(dir) => dir.clone(),
        None => match session.app.settings().await?.output_dir {
            Some(dir) => dir,
            None => std::env::current_dir()
                .map_err(|e| CliError::Usage(say!("dub-no-folder", error = &e.to_string())))?,
        },
    };
    let mut chosen = Vec::with_capacity(args.voice.len());
    for voice in &args.voice {
        chosen.push(voices::resolve_voice(session, voice).await?);
    }
    if args.instrumental.is_some() && args.inputs.len() != 1 {
        return Err(CliError::Usage(say!("dub-instrumental-one-input")));
    }
    let mix = mix_settings(session, &args.mix).await?;
    let (inputs, batch) = expand_folders(session, args, &output_dir).await?;
    let audition = match (args.audition_at, args.audition) {
        (Some(start_ms), _) => Some(Audition::From { start_ms }),
        (None, true) => Some(Audition::Loudest),
        (None, false) => None,
    };
    let mut requests = Vec::with_capacity(inputs.len() * chosen.len());
    for input in &inputs {
        // The auditions of one file with several voices are one comparison.
        let group = (chosen.len() > 1).then(dubdeck_api::Uuid::new_v4);
        for (voice_id, voice_name) in &chosen {
            let pitch_shift = match args.pitch {
                PitchArg::Semitones(n) => n,
                PitchArg::Auto => auto_pitch(session, input, *voice_id).await?,
            };
            let mut request =
                DubRequest::new(source(input), *voice_id, voice_name.clone(), output_dir.clone());
            request.pitch_shift = pitch_shift;
            request.separate = !args.no_separate;
            request.approve_up_to = args.approve_up_to;
            request.audition = audition;
            request.video_out = Some(args.video == VideoMode::Auto);
            request.cover = args.instrumental.as_ref().map(|path| CoverRequest {
                instrumental: path.clone(),
                key: args.mix.key.unwrap_or(0),
            });
            request.group = group;
            request.batch = batch;
            request.mix = Some(mix);
            requests.push(request);
        }
    }
    say_once_without_ffmpeg(session, &requests).await;
    // Every input is checked before anything is added or sent, and the service is reached once
    // (quickly, naming its address when it cannot be) before the engine starts.
    let estimates = estimate(&requests, session.app.media()).await?;
    let balance = preflight(session).await?;
    if !session.json && batch.is_none() {
        tell_costs(&estimates, balance);
    }
    let engine = run::engine(session).await?;
    let views = match session.app.start_dubs(requests).await {
        Ok(views) => views,
        Err(e) => {
            engine.release(session).await;
            return Err(e.into());
        }
    };
    let ids = views.iter().map(|v| v.id).collect();
    run::wait_for(session, engine, ids).await
}

/// The inputs with each folder replaced by its media files, and the batch they form when a folder
/// was given. The plan (how many files, how long, the estimated credits against the balance and
/// the budget) is said first; files of a folder that cannot be dubbed are said and left out.
async fn expand_folders(
    session: &Session,
    args: &DubArgs,
    output_dir: &std::path::Path,
) -> Result<(Vec<String>, Option<dubdeck_api::Uuid>), CliError> {
    let folders: Vec<std::path::PathBuf> = args
        .inputs
        .iter()
        .filter(|i| !i.contains("://"))
        .map(std::path::PathBuf::from)
        .filter(|p| p.is_dir())
        .collect();
    if folders.is_empty() {
        return Ok((args.inputs.clone(), None));
    }
    let plan = session
        .app
        .plan_batch(folders.clone(), args.recursive, vec![output_dir.to_path_buf()])
        .await?;
    let budget = session.app.budget().await?;
    let seconds = plan.seconds();
    let credits = plan.estimated_credits();
    if plan.files.is_empty() {
        if plan.not_media > 0 && !session.json {
            eprintln!("{}", say!("dub-plan-not-media", count = plan.not_media));
        }
        let names: Vec<String> = folders.iter().map(|f| f.display().to_string()).collect();
        return Err(CliError::Usage(say!(
            "dub-plan-empty",
            folders = &names.join(", ")
        )));
    }
    if session.json {
        json_line(&serde_json::json!({
            "plan": { "files": plan.files.len(), "seconds": seconds, "estimatedCredits": credits,
                      "notMedia": plan.not_media, "refused": plan.refused.len() }
        }));
    } else {
        let folder_names: Vec<String> = folders.iter().map(|f| f.display().to_string()).collect();
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let length = duration((seconds * 1000.0).round() as u64);
        eprintln!(
            "{}",
            say!(
                "dub-plan",
                folders = &folder_names.join(", "),
                files = plan.files.len(),
                duration = &length,
                credits = credits
            )
        );
        if plan.not_media > 0 {
            eprintln!("{}", say!("dub-plan-not-media", count = plan.not_media));
        }
        for refused in &plan.refused {
            eprintln!(
                "{}",
                say!(
                    "dub-plan-refused",
                    name = &refused.path.display().to_string(),
                    reason = &refused.error.to_string()
                )
            );
        }
        if let (Some(_), Some(left)) = (budget.budget, budget.left)
            && credits > left
        {
            eprintln!(
                "{}",
                say!(
                    "dub-plan-over-budget",
                    month = &super::budget::month_words(&budget.month),
                    left = left,
                    credits = credits
                )
            );
        }
    }
    let mut inputs: Vec<String> = args
        .inputs
        .iter()
        .filter(|i| i.contains("://") || !std::path::Path::new(i.as_str()).is_dir())
        .cloned()
        .collect();
    inputs.extend(plan.files.iter().map(|f| f.path.to_string_lossy().into_owned()));
    Ok((inputs, Some(dubdeck_api::Uuid::new_v4())))
}

/// How finished files are made: the levels given, the format and loudness given or else the
/// settings'.
pub async fn mix_settings(session: &Session, args: &MixArgs) -> Result<MixSettings, CliError> {
    let settings = session.app.settings().await?;
    Ok(MixSettings {
        vocal_gain_db: args.vocal_gain.unwrap_or(0.0),
        instrumental_gain_db: args.instrumental_gain.unwrap_or(0.0),
        format: args.format.or(settings.output_format),
        loudness: args.loudness.map_or(settings.loudness, |l| l.0),
    })
}

/// The shift proposed for `input` and the voice, said before anything is spent; 0 when nothing
/// is proposed.
async fn auto_pitch(session: &Session, input: &str, voice: dubdeck_api::Uuid) -> Result<i32, CliError> {
    let name = match source(input) {
        DubSource::File(path) => path
            .file_name()
            .map_or_else(|| input.to_owned(), |n| n.to_string_lossy().into_owned()),
        DubSource::Link(_) => {
            tell_pitch(session, input, None, say!("pitch-auto-link", name = input));
            return Ok(0);
        }
    };
    let advice = session
        .app
        .propose_pitch(std::path::Path::new(input), voice, ShiftStep::Octaves)
        .await?;
    let (semitones, words) = match advice {
        PitchAdvice::Proposed { proposal } => (
            proposal.semitones,
            say!(
                "pitch-auto-proposed",
                name = &name,
                song = proposal.song_hz.round(),
                voice = proposal.voice_hz.round(),
                semitones = &format!("{:+}", proposal.semitones)
            ),
        ),
        PitchAdvice::VoiceUnknown => (
            0,
            say!(
                "pitch-auto-voice-unknown",
                name = &name,
                voice = &voice.to_string()
            ),
        ),
        PitchAdvice::NoVocalPitch => (0, say!("pitch-auto-no-pitch", name = &name)),
        PitchAdvice::VocalUnreadable { .. } => (0, say!("pitch-auto-unreadable", name = &name)),
    };
    tell_pitch(session, input, Some(advice), words);
    Ok(semitones)
}

/// What auto pitch found for `input`: a line for a person on stderr, or a JSON line.
fn tell_pitch(session: &Session, input: &str, advice: Option<PitchAdvice>, words: String) {
    if session.json {
        json_line(&serde_json::json!({ "pitch": { "input": input, "advice": advice } }));
    } else {
        eprintln!("{words}");
    }
}

pub async fn train(session: &Session, args: &TrainArgs) -> Result<u8, CliError> {
    let mut request = TrainingRequest {
        name: args.name.clone(),
        max_minutes: args.max_minutes,
        separate: !args.no_separate,
        files: args.files.clone(),
        approve_up_to: args.approve_up_to,
    };
    // The files are checked (their total length against --max-minutes too) before anything else.
    let checked = request.clone();
    tokio::task::spawn_blocking(move || check_training(&checked).map(|_| ()))
        .await
        .map_err(|e| CliError::Failed(e.to_string()))?
        .map_err(|e| CliError::from(EngineError::Refused(e)))?;
    // What the recordings are worth, before the price is asked.
    if !session.json {
        let reports = super::quality::reports(&args.files).await?;
        let set = super::quality::print(&reports, true);
        if set.voice_max_minutes < args.max_minutes {
            eprintln!(
                "{}",
                say!(
                    "train-more-than-voiced",
                    asked = args.max_minutes,
                    voiced = &clock(set.voiced_ms),
                    enough = set.voice_max_minutes
                )
            );
        }
    }
    let balance = preflight(session).await?;
    let price = training_credits(args.max_minutes);
    if request.approve_up_to.is_none() && !session.json && std::io::stdin().is_terminal() {
        let balance_text = credits_text(balance);
        let question = say!(
            "train-question",
            name = &args.name,
            price = price,
            minutes = args.max_minutes,
            balance = credits_arg(balance, &balance_text)
        );
        if !ask(question).await? {
            eprintln!("{}", say!("train-not-started"));
            return Ok(crate::error::code::DONE);
        }
        request.approve_up_to = u32::try_from(price).ok();
    }
    let engine = run::engine(session).await?;
    let view = match session.app.start_training(request).await {
        Ok(view) => view,
        Err(e) => {
            engine.release(session).await;
            return Err(e.into());
        }
    };
    if !session.json {
        let line = if request_approved(&view) {
            say!(
                "train-cost",
                name = &args.name,
                price = price,
                minutes = args.max_minutes
            )
        } else {
            say!(
                "train-cost-waits",
                name = &args.name,
                price = price,
                minutes = args.max_minutes
            )
        };
        eprintln!("{line}");
    }
    run::wait_for(session, engine, vec![view.id]).await
}

/// What a dub will cost, as the local checks found it.
struct Estimate {
    name: String,
    /// The length sent: a file's, or an audition's excerpt's (`None`: a link).
    duration_ms: Option<u64>,
    excerpt: Option<dubdeck_core::ffmpeg::Excerpt>,
}

/// Each input's name, length (for files) and estimated cost, after the local checks.
async fn estimate(requests: &[DubRequest], media: &MediaSupport) -> Result<Vec<Estimate>, CliError> {
    let mut estimates = Vec::with_capacity(requests.len());
    for request in requests {
        let new = check_dub(request, media)
            .await
            .map_err(|e| CliError::from(EngineError::Refused(e)))?;
        estimates.push(Estimate {
            name: new.spec.input_name,
            duration_ms: new.media.as_ref().map(|m| m.duration_ms),
            excerpt: new.spec.local.excerpt,
        });
    }
    Ok(estimates)
}

/// Without ffmpeg, says once what that changes, when it matters to this run: a video goes up whole
/// and comes back as audio only.
async fn say_once_without_ffmpeg(session: &Session, requests: &[DubRequest]) {
    let Err(missing) = session.app.media().get().await else {
        return;
    };
    let videos = requests.iter().any(|r| match &r.source {
        DubSource::File(path) => path
            .extension()
            .is_some_and(|e| VIDEO_EXTENSIONS.contains(&e.to_string_lossy().to_ascii_lowercase().as_str())),
        DubSource::Link(_) => false,
    });
    // An audition is refused by its own check, with the same reason.
    let auditions = requests.iter().any(|r| r.audition.is_some());
    if videos && !auditions && !session.json {
        eprintln!(
            "{}",
            say!("dub-no-ffmpeg", reason = &crate::reasons::tool_words(missing))
        );
    }
}

/// Reaches the service once, quickly, before any job starts: a dead address or a refused key is
/// said at once (exit 5 or 4) instead of after the engine's patient retries. Returns the balance.
async fn preflight(session: &Session) -> Result<f64, CliError> {
    match session.app.refresh_balance().await {
        Ok(balance) => Ok(balance.credits),
        Err(e) => {
            let unreachable = matches!(e.code(), ErrorCode::ServiceUnreachable | ErrorCode::ServiceFailed);
            let err = CliError::from(e);
            if unreachable {
                let address = session
                    .app
                    .base_url()
                    .await
                    .map(|(url, _)| url.to_string())
                    .unwrap_or_default();
                let words = say!(
                    "error-preflight-unreachable",
                    url = &address,
                    error = &err.to_string()
                );
                return Err(err.reworded(words));
            }
            Err(err)
        }
    }
}

/// What the dubs will cost, before anything is paid (the service's price after preprocessing is
/// the exact one; the auto-approve limit decides whether it is paid without asking).
fn tell_costs(estimates: &[Estimate], balance: f64) {
    let mut total = 0;
    for estimate in estimates {
        let name = &estimate.name;
        match (estimate.duration_ms, estimate.excerpt) {
            (Some(ms), Some(excerpt)) => {
                let credits = estimate_dub_credits(ms);
                total += credits;
                eprintln!(
                    "{}",
                    say!(
                        "dub-cost-audition",
                        name = name,
                        duration = &duration(excerpt.duration_ms),
                        from = &clock(excerpt.start_ms),
                        credits = credits
                    )
                );
            }
            (Some(ms), None) => {
                let credits = estimate_dub_credits(ms);
                total += credits;
                let length = duration(ms);
                let line = if ms < 60_000 {
                    say!(
                        "dub-cost-file-short",
                        name = name,
                        duration = &length,
                        credits = credits
                    )
                } else {
                    say!(
                        "dub-cost-file",
                        name = name,
                        duration = &length,
                        credits = credits
                    )
                };
                eprintln!("{line}");
            }
            (None, _) => eprintln!("{}", say!("dub-cost-link", name = name)),
        }
    }
    if total > 0 {
        let balance_text = credits_text(balance);
        eprintln!(
            "{}",
            say!(
                "dub-cost-total",
                total = total,
                balance = credits_arg(balance, &balance_text)
            )
        );
    }
}

/// "1:05", "1:02:03": a time within a file.
pub fn clock(ms: u64) -> String {
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, (seconds / 60) % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Asks a yes/no question on the terminal.
async fn ask(question: String) -> Result<bool, CliError> {
    tokio::task::spawn_blocking(move || {
        let mut err = std::io::stderr();
        let _ = write!(err, "{question}");
        let _ = err.flush();
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|e| CliError::Usage(say!("error-answer-unreadable", error = &e.to_string())))?;
        let answer = line.trim().to_lowercase();
        Ok(say!("train-answers-yes")
            .split(',')
            .any(|yes| yes.trim() == answer))
    })
    .await
    .map_err(|e| CliError::Failed(e.to_string()))?
}

fn request_approved(view: &JobSnapshot) -> bool {
    view.approval != Approval::None
}
