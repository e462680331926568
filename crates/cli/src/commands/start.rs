//! `dub` and `train`: check every input locally (nothing is sent for a refused input), add the
//! jobs to the library, and run the engine until they are settled.

use dubdeck_core::engine::{DubRequest, DubSource, TrainingRequest, check_dub, check_training};
use dubdeck_core::ledger::OutputDir;
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
        None => match session.ledger.call(|l| l.settings().get::<OutputDir>()).await? {
            Some(dir) => dir,
            None => std::env::current_dir().map_err(|e| {
                CliError::Usage(format!(
                    "The current folder cannot be used ({e}); give --out DIR."
                ))
            })?,
        },
    };
    let mut requests: Vec<DubRequest> = args
        .inputs
        .iter()
        .map(|input| DubRequest {
            source: source(input),
            voice_id: args.voice,
            voice_name: String::new(),
            pitch_shift: args.pitch,
            separate: !args.no_separate,
            output_dir: output_dir.clone(),
            approve_up_to: args.approve_up_to,
        })
        .collect();
    // Every input is checked before anything is sent.
    let checked = requests.clone();
    tokio::task::spawn_blocking(move || checked.iter().try_for_each(|r| check_dub(r).map(|_| ())))
        .await
        .map_err(|e| CliError::Failed(e.to_string()))?
        .map_err(|e| CliError::Usage(e.to_string()))?;

    let client = session.client(false).await?;
    let name = voices::voice_name(session, &client, args.voice).await?;
    let engine = run::start_engine(session).await?;
    let mut ids = Vec::with_capacity(requests.len());
    for mut request in requests.drain(..) {
        request.voice_name = name.clone();
        match engine.enqueue_dub(request).await {
            Ok(view) => ids.push(view.snapshot.id),
            Err(e) => {
                engine.shutdown().await;
                return Err(e.into());
            }
        }
    }
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
    let checked = request.clone();
    tokio::task::spawn_blocking(move || check_training(&checked).map(|_| ()))
        .await
        .map_err(|e| CliError::Failed(e.to_string()))?
        .map_err(|e| CliError::Usage(e.to_string()))?;
    if !session.json {
        eprintln!(
            "Training \"{}\" costs {} credits ({} minutes).",
            args.name,
            training_credits(args.max_minutes),
            args.max_minutes
        );
    }
    let engine = run::start_engine(session).await?;
    let job = match engine.enqueue_training(request).await {
        Ok(view) => view.snapshot.id,
        Err(e) => {
            engine.shutdown().await;
            return Err(e.into());
        }
    };
    run::wait_for(session, engine, vec![job]).await
}
