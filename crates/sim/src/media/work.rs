//! Where the simulator's media work runs. The simulator on its own decodes in its own process, with a
//! decoder's panic caught ([`InProcess`]). An app that embeds it can run the work elsewhere
//! ([`Remote`]): the desktop app runs it in its decoder helper processes, so that a decoder that
//! crashes on an uploaded file fails that dub and leaves the app standing. The helper side serves
//! [`JOBS`]: JSON arguments in, JSON answers out.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{MediaError, MediaInfo};

/// The simulator's two pieces of media work (blocking: called on the blocking pool).
pub trait MediaWork: Send + Sync + std::fmt::Debug {
    /// [`super::analyze`].
    fn analyze(&self, path: &Path) -> Result<MediaInfo, MediaError>;
    /// [`super::render_dub`].
    fn render_dub(&self, input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError>;
}

/// In this process.
#[derive(Debug, Default, Clone, Copy)]
pub struct InProcess;

impl MediaWork for InProcess {
    fn analyze(&self, path: &Path) -> Result<MediaInfo, MediaError> {
        super::analyze(path)
    }

    fn render_dub(&self, input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
        super::render_dub(input, output, pitch_shift)
    }
}

/// A job's JSON arguments in, its JSON answer out; `Err` when the job did not come back (its
/// process ended, say).
pub type Call = dyn Fn(&str, &[u8]) -> Result<Vec<u8>, String> + Send + Sync;

/// Through named jobs run elsewhere (`call`), which serve [`JOBS`]. A path that is not UTF-8
/// cannot be named in JSON: that file's work runs here.
pub struct Remote {
    call: Box<Call>,
}

impl Remote {
    pub fn new(call: Box<Call>) -> Self {
        Remote { call }
    }

    fn run(&self, job: &str, args: &Args) -> Result<MediaInfo, MediaError> {
        let args = serde_json::to_vec(args).map_err(|e| MediaError::Undecodable(e.to_string()))?;
        let answer = (self.call)(job, &args).map_err(|why| {
            tracing::warn!("the media job {job} did not come back: {why}");
            super::decoder_gave_up()
        })?;
        let answer: Result<MediaInfo, WireError> =
            serde_json::from_slice(&answer).map_err(|e| MediaError::Undecodable(e.to_string()))?;
        answer.map_err(MediaError::from)
    }
}

impl std::fmt::Debug for Remote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Remote")
    }
}

impl MediaWork for Remote {
    fn analyze(&self, path: &Path) -> Result<MediaInfo, MediaError> {
        match path.to_str() {
            Some(input) => self.run(
                ANALYZE_JOB,
                &Args {
                    input: input.to_owned(),
                    ..Args::default()
                },
            ),
            None => InProcess.analyze(path),
        }
    }

    fn render_dub(&self, input: &Path, output: &Path, pitch_shift: i32) -> Result<MediaInfo, MediaError> {
        let (Some(input_name), Some(output_name)) = (input.to_str(), output.to_str()) else {
            return InProcess.render_dub(input, output, pitch_shift);
        };
        let args = Args {
            input: input_name.to_owned(),
            output: Some(output_name.to_owned()),
            pitch_shift,
        };
        let rendered = self.run(RENDER_JOB, &args);
        if rendered.is_err() {
            // A job that ended half-way leaves half a file; a missing one is the expected case.
            let _ = std::fs::remove_file(output);
        }
        rendered
    }
}

/// The job that measures an input.
pub const ANALYZE_JOB: &str = "sim.analyze";
/// The job that renders a dub.
pub const RENDER_JOB: &str = "sim.render";

/// A job: JSON arguments and bytes in; a JSON answer and bytes out, or why it was refused.
pub type Job = fn(&[u8], &[u8]) -> Result<(Vec<u8>, Vec<u8>), String>;

/// The jobs a helper serves for [`Remote`].
pub const JOBS: &[(&str, Job)] = &[(ANALYZE_JOB, analyze_job), (RENDER_JOB, render_job)];

#[derive(Debug, Default, Serialize, Deserialize)]
struct Args {
    input: String,
    output: Option<String>,
    pitch_shift: i32,
}

#[derive(Serialize, Deserialize)]
enum WireError {
    Io(String),
    Undecodable(String),
    NoAudio,
}

impl From<MediaError> for WireError {
    fn from(e: MediaError) -> Self {
        match e {
            MediaError::Io(io) => WireError::Io(io.to_string()),
            MediaError::Undecodable(why) => WireError::Undecodable(why),
            MediaError::NoAudio => WireError::NoAudio,
        }
    }
}

impl From<WireError> for MediaError {
    fn from(e: WireError) -> Self {
        match e {
            WireError::Io(why) => MediaError::Io(std::io::Error::other(why)),
            WireError::Undecodable(why) => MediaError::Undecodable(why),
            WireError::NoAudio => MediaError::NoAudio,
        }
    }
}

fn answer(outcome: Result<MediaInfo, MediaError>) -> Result<(Vec<u8>, Vec<u8>), String> {
    let wire: Result<MediaInfo, WireError> = outcome.map_err(WireError::from);
    Ok((serde_json::to_vec(&wire).map_err(|e| e.to_string())?, Vec::new()))
}

fn analyze_job(args: &[u8], _: &[u8]) -> Result<(Vec<u8>, Vec<u8>), String> {
    let args: Args = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    answer(super::analyze(Path::new(&args.input)))
}

fn render_job(args: &[u8], _: &[u8]) -> Result<(Vec<u8>, Vec<u8>), String> {
    let args: Args = serde_json::from_slice(args).map_err(|e| e.to_string())?;
    let output = args.output.ok_or("a render names its output")?;
    answer(super::render_dub(
        Path::new(&args.input),
        Path::new(&output),
        args.pitch_shift,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A remote that serves the jobs right here, as a helper would.
    fn here() -> Remote {
        Remote::new(Box::new(|job, args| {
            let (_, run) = JOBS.iter().find(|(name, _)| *name == job).ok_or("no such job")?;
            run(args, &[]).map(|(answer, _)| answer)
        }))
    }

    fn tone(path: &Path) {
        let spec = hound::WavSpec {
            channels: 2,
            sample_rate: 16_000,
            bits_per_sample: 16,
            sample_format: hound::SampleFormat::Int,
        };
        let mut wav = hound::WavWriter::create(path, spec).unwrap();
        for n in 0..16_000 * 2 {
            wav.write_sample(((n % 80) as i16 - 40) * 200).unwrap();
        }
        wav.finalize().unwrap();
    }

    #[test]
    fn remote_work_answers_as_in_process_work() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.wav");
        tone(&input);
        assert_eq!(
            here().analyze(&input).unwrap(),
            InProcess.analyze(&input).unwrap()
        );
        let (a, b) = (dir.path().join("a.wav"), dir.path().join("b.wav"));
        assert_eq!(
            here().render_dub(&input, &a, 3).unwrap(),
            InProcess.render_dub(&input, &b, 3).unwrap()
        );
        assert_eq!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());

        let text = dir.path().join("notes.wav");
        std::fs::write(&text, "words, not sound").unwrap();
        assert!(matches!(here().analyze(&text), Err(MediaError::Undecodable(_))));
    }

    #[test]
    fn a_job_that_did_not_come_back_fails_the_work_and_leaves_no_output() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.wav");
        tone(&input);
        let output = dir.path().join("half.wav");
        let crashed = Remote::new(Box::new({
            let output = output.clone();
            move |_, _| {
                // The helper wrote part of the file, then died.
                std::fs::write(&output, b"RIFF").map_err(|e| e.to_string())?;
                Err("signal: 6 (SIGABRT)".to_owned())
            }
        }));
        assert!(matches!(crashed.analyze(&input), Err(MediaError::Undecodable(_))));
        assert!(matches!(
            crashed.render_dub(&input, &output, 2),
            Err(MediaError::Undecodable(_))
        ));
        assert!(!output.exists());
    }
}
