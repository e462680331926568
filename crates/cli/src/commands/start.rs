//! `dub` and `train`: every input is checked locally (nothing is sent for a refused input), the
//! jobs are added to the library, and followed until they are settled — run by this command's
//! engine, or handed to another Dubdeck that already runs one on the library.

use dubdeck_core::engine::{DubRequest, DubSource, TrainingRequest};
use dubdeck_core::probe::training_credits;

use crate::cli::{DubArgs, TrainArgs};
use crate::commands::voices;
use crate::error::CliError;
use crate::run;
use crate::session::Session;

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
            None => std::env::current_dir().map_err(|e| {
                CliError::Usage(format!(
                    "The current folder cannot be used ({e}); give --out DIR."
                ))
            })?,
        },
    };
    let voice_name = voices::voice_name(session, args.voice).await?;
    let requests: Vec<DubRequest> = args
        .inputs
        .iter()
        .map(|input| DubRequest {
            source: source(input),
            voice_id: args.voice,
            voice_name: voice_name.clone(),
            pitch_shift: args.pitch,
            separate: !args.no_separate,
            output_dir: output_dir.clone(),
            approve_up_to: args.approve_up_to,
        })
        .collect();
    let engine = run::engine(session).await?;
    // Every input is checked before anything is added or sent.
    let views = match session.app.start_dubs(requests).await {
        Ok(views) => views,
        Err(e) => {
            engine.release(session).await;
            return Err(e.into());
        }
    };
    let ids = views.iter().map(|v| v.snapshot.id).collect();
    run::wait_for(session, engine, ids).await
}

pub async fn train(session: &Session, args: &TrainArgs) -> Result<u8, CliError> {
    let request = TrainingRequest {
        name: args.name.clone(),
        max_minutes: args.max_minutes,
        separate: !args.no_separate,
        files: args.files.clone(),
        // Running the command with --max-minutes is the confirmation of this price.
        approve_up_to: u32::try_from(training_credits(args.max_minutes)).ok(),
    };
    let engine = run::engine(session).await?;
    let view = match session.app.start_training(request).await {
        Ok(view) => view,
        Err(e) => {
            engine.release(session).await;
            return Err(e.into());
        }
    };
    if !session.json {
        eprintln!(
            "Training \"{}\" costs {} credits ({} minutes).",
            args.name,
            training_credits(args.max_minutes),
            args.max_minutes
        );
    }
    run::wait_for(session, engine, vec![view.snapshot.id]).await
}
