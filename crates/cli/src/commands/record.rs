//! `record`: a training take from a microphone into the library's takes folder (the same takes the
//! app's training wizard shows), then its quality report, as `check-training` prints it.

use std::path::PathBuf;

use dubdeck_core::context::AppEvent;
use dubdeck_core::record::{InputDevice, MAX_TAKE_SECONDS, TakeDone, TakeEnd};
use tokio::sync::broadcast::error::RecvError;

use super::quality;
use super::start::clock;
use crate::error::{CliError, code};
use crate::reasons::cause_of;
use crate::report::json_line;
use crate::session::Session;
use crate::words::say;

/// What to record.
pub struct RecordArgs<'a> {
    /// A device's name or id; the system's default input when `None`.
    pub device: Option<&'a str>,
    /// Stop after this many seconds; else at Ctrl-C (or the longest a take can be).
    pub seconds: Option<u32>,
}

/// `dubdeck-cli record --list-devices`: the inputs Dubdeck records from, the default marked.
pub async fn list_devices(session: &Session) -> Result<u8, CliError> {
    let devices = session.app.input_devices().await?;
    for device in &devices {
        if session.json {
            json_line(&serde_json::json!({ "device": device }));
        } else {
            let default = if device.is_default {
                say!("record-device-default")
            } else {
                String::new()
            };
            println!(
                "{}",
                say!(
                    "record-device",
                    name = &device.name,
                    id = &device.id,
                    default = &default
                )
            );
        }
    }
    Ok(code::DONE)
}

/// `dubdeck-cli record [--device NAME] [--seconds N]`: records one take, then prints its quality
/// report. Exits 0 once the take is saved (a poor verdict is advice, not an error).
pub async fn record(session: &Session, args: RecordArgs<'_>) -> Result<u8, CliError> {
    if let Some(seconds) = args.seconds
        && !(1..=MAX_TAKE_SECONDS).contains(&seconds)
    {
        return Err(CliError::Usage(say!(
            "record-seconds-out-of-range",
            // As it was typed: a flag's value, not a number to format.
            seconds = &seconds.to_string(),
            max = MAX_TAKE_SECONDS
        )));
    }
    let device = match args.device {
        Some(wanted) => Some(
            find_device(&session.app.input_devices().await?, wanted)?
                .id
                .clone(),
        ),
        None => None,
    };
    let mut events = session.app.subscribe();
    let (started, _) = session.app.start_take(device, args.seconds).await?;
    if !session.json {
        let until = match args.seconds {
            Some(seconds) => say!("record-until-seconds", time = &clock(u64::from(seconds) * 1000)),
            None => say!("record-until-stopped"),
        };
        eprintln!(
            "{}",
            say!(
                "record-started",
                take = &started.name,
                device = &started.device.name,
                until = &until
            )
        );
    }
    // The take ends by itself (its length, its device gone, a full disk) or at Ctrl-C.
    let ended_by_itself = async {
        loop {
            match events.recv().await {
                Ok(AppEvent::TakeEnded { .. }) | Err(RecvError::Closed) => break,
                Ok(_) | Err(RecvError::Lagged(_)) => {}
            }
        }
    };
    tokio::select! {
        () = ended_by_itself => {}
        _ = tokio::signal::ctrl_c() => {}
    }
    let done = session.app.stop_take().await?;
    let path = PathBuf::from(&done.take.path);
    let reports = quality::reports(std::slice::from_ref(&path)).await?;
    if session.json {
        json_line(&serde_json::json!({ "take": done }));
        quality::print_json(&reports);
    } else {
        eprintln!("{}", saved_words(&done, args.seconds));
        quality::print(&reports, false);
    }
    Ok(code::DONE)
}

/// The device named `wanted`: by its id, else by its name (any case).
fn find_device<'a>(devices: &'a [InputDevice], wanted: &str) -> Result<&'a InputDevice, CliError> {
    devices
        .iter()
        .find(|d| d.id == wanted)
        .or_else(|| devices.iter().find(|d| d.name == wanted))
        .or_else(|| {
            devices
                .iter()
                .find(|d| d.name.to_lowercase() == wanted.to_lowercase())
        })
        .ok_or_else(|| {
            let names: Vec<&str> = devices.iter().map(|d| d.name.as_str()).collect();
            CliError::Usage(say!(
                "record-no-such-device",
                device = wanted,
                devices = &names.join(", ")
            ))
        })
}

/// What was saved, and how the take ended when it was not as asked.
fn saved_words(done: &TakeDone, asked: Option<u32>) -> String {
    let time = clock((done.take.seconds * 1000.0).round() as u64);
    let saved = say!(
        "record-saved",
        take = &done.take.name,
        time = &time,
        path = &done.take.path
    );
    let why = match &done.end {
        TakeEnd::Stopped => None,
        TakeEnd::LimitReached { seconds } if Some(*seconds) == asked => None,
        TakeEnd::LimitReached { seconds } => Some(say!(
            "record-ended-longest",
            time = &clock(u64::from(*seconds) * 1000)
        )),
        TakeEnd::DeviceLost { why, detail } => Some(say!(
            "record-ended-device-lost",
            why = why.as_str(),
            detail = &cause_of(None, detail.as_deref())
        )),
        TakeEnd::WriteFailed { why, io, detail } => Some(say!(
            "record-ended-write-failed",
            why = why.as_str(),
            cause = &cause_of(*io, detail.as_deref())
        )),
    };
    match why {
        Some(why) => format!("{saved}\n{why}"),
        None => saved,
    }
}

#[cfg(test)]
mod tests {
    use dubdeck_core::codes::{DeviceLoss, IoProblem, TakeWriteProblem};
    use dubdeck_core::record::Take;

    use super::*;

    fn done(end: TakeEnd) -> TakeDone {
        TakeDone {
            take: Take {
                name: "Take 1.wav".into(),
                path: "/takes/Take 1.wav".into(),
                seconds: 65.0,
            },
            clipped_samples: 0,
            dropped_samples: 0,
            sample_rate: 48_000,
            end,
        }
    }

    #[test]
    fn how_a_take_ended_is_worded_from_its_values() {
        let full = saved_words(
            &done(TakeEnd::WriteFailed {
                why: TakeWriteProblem::Write,
                io: Some(IoProblem::StorageFull),
                detail: Some("No space left on device (os error 28)".into()),
            }),
            None,
        );
        assert!(
            full.contains("could not be written to the end (the disk is full)"),
            "{full}"
        );
        let silent = saved_words(
            &done(TakeEnd::DeviceLost {
                why: DeviceLoss::Silent,
                detail: None,
            }),
            None,
        );
        assert!(silent.contains("stopped sending sound"), "{silent}");
    }
}
