//! Taking in new work: what a dub or a training asks for, the local checks that refuse bad input
//! before any request (folders, empty or unreadable files, non-media, more than 30 minutes, links
//! that are not http(s), out-of-range values, auditions that cannot be cut), and the ledger rows
//! the checks produce.
//!
//! A local file is read by ffmpeg first when Dubdeck has it: a video's length (and so its cost) is
//! its sound's, and only that sound will be sent. Audio files, and everything when there is no
//! ffmpeg, are checked by the probe as before (a video then goes up whole).

use std::path::{Path, PathBuf};

use url::Url;
use uuid::Uuid;

use super::error::{EngineError, Refusal};
use crate::codes::IoProblem;
use crate::decode::{self, ProbeError};
use crate::ffmpeg::{
    AUDITION_MS, Excerpt, GAIN_RANGE_DB, KEY_RANGE, LOUDNESS_RANGE, MediaError, MediaSupport,
};
use crate::job::{Cover, JobKind, MediaSummary, MixSettings};
use crate::ledger::{
    DubInput, DubRecord, DubSpec, Ledger, LocalWork, MAX_TRAINING_FILES, MAX_TRAINING_MINUTES,
    MAX_VOICE_NAME_CHARS, MIN_TRAINING_MINUTES, NewDub, NewTraining, NewTrainingFile, TrainingRecord,
    TrainingSpec,
};

/// What to dub.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DubSource {
    /// A local audio or video file.
    File(PathBuf),
    /// An http(s) link to audio or video; the service fetches it.
    Link(String),
}

/// A dub to start.
#[derive(Debug, Clone, PartialEq)]
pub struct DubRequest {
    pub source: DubSource,
    pub voice_id: Uuid,
    /// The voice's name, for the job row and the output file name.
    pub voice_name: String,
    /// Semitones, -24 to 24.
    pub pitch_shift: i32,
    pub separate: bool,
    /// Where the finished dub goes.
    pub output_dir: PathBuf,
    /// Generation costing up to this many credits starts without asking; `None` uses the
    /// `auto_approve_up_to` setting.
    pub approve_up_to: Option<u32>,
    /// Dub only 30 seconds of the file first (a local file's, never a link's).
    pub audition: Option<Audition>,
    /// Whether a local video also comes back as a video (a copy with the dub as its sound);
    /// `None` uses the `video_out` setting.
    pub video_out: Option<bool>,
    /// A cover: the input is a vocal stem, mixed with the user's own instrumental.
    pub cover: Option<CoverRequest>,
    /// Auditions of one excerpt with several voices, compared as one (the same id on each).
    pub group: Option<Uuid>,
    /// The files of one folder (or one drop) dubbed with one approval (the same id on each).
    pub batch: Option<Uuid>,
    /// How the finished file is made; `None`: levels of 0 dB, the format and loudness settings.
    pub mix: Option<MixSettings>,
    /// How its files are named; `None` uses the `name_template` setting.
    pub name_template: Option<String>,
}

/// The instrumental a vocal stem is paired with, and the song's key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoverRequest {
    pub instrumental: PathBuf,
    /// Semitones, -12 to 12: added to the voice's pitch shift for the vocal, made here for the
    /// instrumental.
    pub key: i32,
}

impl DubRequest {
    /// A dub of `source` with the voice `voice_id` (named `voice_name`), whole, into `output_dir`,
    /// at the voice's own pitch, with the service's separation on; everything else as the
    /// settings say.
    pub fn new(source: DubSource, voice_id: Uuid, voice_name: String, output_dir: PathBuf) -> DubRequest {
        DubRequest {
            source,
            voice_id,
            voice_name,
            pitch_shift: 0,
            separate: true,
            output_dir,
            approve_up_to: None,
            audition: None,
            video_out: None,
            cover: None,
            group: None,
            batch: None,
            mix: None,
            name_template: None,
        }
    }
}

/// Which 30 seconds of a file an audition dubs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audition {
    /// The loudest stretch, found from the sound's energy (a chorus, not an intro of silence).
    Loudest,
    /// The stretch from `start_ms` (moved back so that it ends with the file when it would run
    /// past the end).
    From { start_ms: u64 },
}

/// A voice to train.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrainingRequest {
    pub name: String,
    pub max_minutes: u32,
    pub separate: bool,
    pub files: Vec<PathBuf>,
    /// The cost the user confirmed: training starts by itself when the service's price is at most
    /// this; `None` asks once the files are uploaded.
    pub approve_up_to: Option<u32>,
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

fn check_link(link: &str) -> Result<Url, Refusal> {
    let bad = |reason: &str| Refusal::BadLink {
        link: link.to_owned(),
        reason: reason.to_owned(),
    };
    let url = Url::parse(link.trim()).map_err(|e| bad(&format!("it is not a web address ({e})")))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(bad(&format!(
            "links starting with {}: are not supported",
            url.scheme()
        )));
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err(bad("it names no host"));
    }
    Ok(url)
}

/// The output folder must be one Dubdeck can write to, found out before anything is paid for: it
/// is created when missing, and a probe file is written and removed.
pub fn check_output_dir(dir: &Path) -> Result<PathBuf, Refusal> {
    let dir = absolute(dir);
    let refuse = |e: std::io::Error| Refusal::OutputDir {
        path: dir.clone(),
        problem: IoProblem::of(&e),
        reason: e.to_string(),
    };
    match std::fs::metadata(&dir) {
        Ok(meta) if !meta.is_dir() => {
            return Err(Refusal::OutputDir {
                path: dir.clone(),
                problem: IoProblem::WrongKind,
                reason: String::new(),
            });
        }
        Ok(_) => {}
        Err(_) => std::fs::create_dir_all(&dir).map_err(refuse)?,
    }
    let probe = tempfile_in(&dir).map_err(refuse)?;
    let _ = std::fs::remove_file(probe);
    Ok(dir)
}

/// Creates a new empty file in `dir` under a name no one else uses.
fn tempfile_in(dir: &Path) -> std::io::Result<PathBuf> {
    let path = dir.join(format!(".dubdeck-write-check-{}", Uuid::new_v4().simple()));
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&path)?;
    Ok(path)
}

/// Checks a dub request and builds its row: probes the file (ffmpeg for videos when `media` has
/// it), and finds an audition's excerpt. `request.video_out` of `None` counts as on.
pub async fn check_dub(request: &DubRequest, media: &MediaSupport) -> Result<NewDub, Refusal> {
    if !dubdeck_api::limits::PITCH_SHIFT.contains(&request.pitch_shift) {
        return Err(Refusal::PitchOutOfRange(request.pitch_shift));
    }
    let mix = request.mix.unwrap_or_default();
    check_mix(&mix)?;
    if let Some(template) = &request.name_template {
        crate::name_template::check(template).map_err(|_| Refusal::NameTemplate(template.clone()))?;
    }
    if request.group.is_some() && request.audition.is_none() {
        return Err(Refusal::ComparisonWithoutAudition);
    }
    if let Some(cover) = &request.cover {
        if !KEY_RANGE.contains(&cover.key) {
            return Err(Refusal::KeyOutOfRange(cover.key));
        }
        let sent = request.pitch_shift + cover.key;
        if !dubdeck_api::limits::PITCH_SHIFT.contains(&sent) {
            return Err(Refusal::PitchOutOfRange(sent));
        }
        let refused = match &request.source {
            DubSource::Link(link) => Some(link.trim().to_owned()),
            DubSource::File(path) if request.audition.is_some() => Some(path.display().to_string()),
            DubSource::File(_) => None,
        };
        if let Some(value) = refused {
            return Err(Refusal::NotPairable { value });
        }
        // The mix is made after the dub is paid for: a key this ffmpeg cannot make is refused now.
        if cover.key != 0 {
            let tool = media
                .get()
                .await
                .map_err(|missing| Refusal::NeedsMediaTool(missing.clone()))?;
            if !tool.can_change_key().await {
                return Err(Refusal::NoPitchShifter(cover.key));
            }
        }
    }
    let dir = request.output_dir.clone();
    let output_dir = tokio::task::spawn_blocking(move || check_output_dir(&dir))
        .await
        .map_err(|e| Refusal::OutputDir {
            path: request.output_dir.clone(),
            problem: IoProblem::Other,
            reason: e.to_string(),
        })??;
    let (input, input_name, media_summary, local) = match &request.source {
        DubSource::Link(link) => {
            if request.audition.is_some() {
                return Err(Refusal::AuditionOfLink {
                    link: link.trim().to_owned(),
                });
            }
            let url = check_link(link)?;
            (
                DubInput::Link { url },
                link.trim().to_owned(),
                None,
                LocalWork::default(),
            )
        }
        DubSource::File(path) => {
            let path = absolute(path);
            let probed = probe_dub_input(&path, media).await?;
            let excerpt = match request.audition {
                Some(audition) => {
                    Some(choose_excerpt(&path, probed.summary.duration_ms, audition, media).await?)
                }
                None => None,
            };
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_else(|| path.display().to_string());
            let mut summary = probed.summary;
            // What is sent, and charged for, is the excerpt.
            if let Some(excerpt) = excerpt {
                summary.duration_ms = excerpt.duration_ms;
            }
            let cover = match &request.cover {
                Some(_) if probed.video => {
                    return Err(Refusal::NotPairable {
                        value: path.display().to_string(),
                    });
                }
                Some(cover) => Some(check_instrumental(&path, cover, media).await?),
                None => None,
            };
            let local = LocalWork {
                excerpt,
                video_input: probed.video,
                video_out: probed.video && excerpt.is_none() && request.video_out.unwrap_or(true),
                cover,
                group: request.group,
                name_template: request.name_template.clone(),
                batch: request.batch,
            };
            (
                DubInput::File {
                    path,
                    size_bytes: probed.size_bytes,
                },
                name,
                Some(summary),
                local,
            )
        }
    };
    Ok(NewDub {
        spec: DubSpec {
            input,
            input_name,
            voice_id: request.voice_id,
            voice_name: request.voice_name.clone(),
            pitch_shift: request.pitch_shift,
            // A vocal stem is converted whole: it is already separated.
            separate: request.separate && local.cover.is_none(),
            output_dir,
            local,
        },
        media: media_summary,
        mix,
    })
}

/// Refuses levels and a loudness out of their ranges.
pub fn check_mix(mix: &MixSettings) -> Result<(), Refusal> {
    for db in [mix.vocal_gain_db, mix.instrumental_gain_db] {
        if !GAIN_RANGE_DB.contains(&db) {
            return Err(Refusal::GainOutOfRange(db));
        }
    }
    match mix.loudness {
        Some(lufs) if !LOUDNESS_RANGE.contains(&lufs) => Err(Refusal::LoudnessOutOfRange(lufs)),
        _ => Ok(()),
    }
}

/// Checks the instrumental of the vocal `vocal` (a file Dubdeck can read, with sound), and names
/// the song after the vocal. The cover names the user's file until [`add_dub`] keeps a copy.
async fn check_instrumental(
    vocal: &Path,
    cover: &CoverRequest,
    media: &MediaSupport,
) -> Result<Cover, Refusal> {
    let instrumental = absolute(&cover.instrumental);
    probe_dub_input(&instrumental, media).await?;
    let name = |path: &Path, stem: bool| {
        let part = if stem { path.file_stem() } else { path.file_name() };
        part.map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    Ok(Cover {
        instrumental_name: name(&instrumental, false),
        song_name: crate::job::song_name(&name(vocal, true)),
        instrumental,
        key: cover.key,
    })
}

/// What the checks found of a local file to dub.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbedDubInput {
    pub size_bytes: u64,
    /// Its length and format: a video's are its sound's.
    pub summary: MediaSummary,
    /// ffmpeg found a picture: only the sound goes up, and the dub can come back as a video.
    pub video: bool,
}

/// Probes a local file to dub (nothing is sent): a video (as ffmpeg sees it, when `media` has it)
/// is measured by its sound; anything else by the probe. A file that is not one self-contained
/// audio or video file (a playlist, a list of files...) is refused as ffmpeg takes it.
pub async fn probe_dub_input(path: &Path, media: &MediaSupport) -> Result<ProbedDubInput, ProbeError> {
    let checked = path.to_path_buf();
    let size_bytes = blocking(move || decode::check_file(&checked)).await?;
    let probed = match media.tool().await {
        Some(tool) => Some(tool.info(path).await),
        None => None,
    };
    if let Some(Err(MediaError::NotSingleFile { kind, format, .. })) = probed {
        // A playlist or a list of files: never sent, nor read further.
        return Err(ProbeError::NotSingleFile {
            path: path.to_path_buf(),
            kind,
            format,
        });
    }
    if let Some(Ok(info)) = probed
        && info.video.is_some()
    {
        let Some(audio) = &info.audio else {
            return Err(ProbeError::NoAudioTrack {
                path: path.to_path_buf(),
                container: info
                    .format_label(path)
                    .split('/')
                    .next()
                    .unwrap_or_default()
                    .to_owned(),
            });
        };
        // ffmpeg measures in fractions of a millisecond; the service charges whole minutes.
        let duration_ms = audio.duration_ms.max(0.0).round() as u64;
        if duration_ms > decode::MAX_DUB_DURATION_MS {
            return Err(ProbeError::TooLong {
                path: path.to_path_buf(),
                duration_ms,
                limit_ms: decode::MAX_DUB_DURATION_MS,
            });
        }
        if duration_ms > 0 {
            return Ok(ProbedDubInput {
                size_bytes,
                summary: MediaSummary {
                    duration_ms,
                    format: info.format_label(path),
                },
                video: true,
            });
        }
    }
    let probing = path.to_path_buf();
    let probe = blocking(move || decode::probe(&probing)).await?;
    Ok(ProbedDubInput {
        size_bytes: probe.size_bytes,
        summary: probe.summary(),
        video: false,
    })
}

/// The stretch an audition of a `duration_ms` file dubs.
async fn choose_excerpt(
    path: &Path,
    duration_ms: u64,
    audition: Audition,
    media: &MediaSupport,
) -> Result<Excerpt, Refusal> {
    let tool = media
        .get()
        .await
        .map_err(|missing| Refusal::NeedsMediaTool(missing.clone()))?;
    if duration_ms <= AUDITION_MS {
        return Err(Refusal::AuditionTooShort {
            path: path.to_path_buf(),
            duration_ms,
        });
    }
    let last_start = duration_ms - AUDITION_MS;
    let start_ms = match audition {
        Audition::From { start_ms } if start_ms >= duration_ms => {
            return Err(Refusal::AuditionOutOfRange {
                path: path.to_path_buf(),
                start_ms,
                duration_ms,
            });
        }
        Audition::From { start_ms } => start_ms,
        Audition::Loudest => {
            tool.energy(path)
                .await
                .map_err(Refusal::Media)?
                .loudest(AUDITION_MS)
                .start_ms
        }
    };
    Ok(Excerpt {
        start_ms: start_ms.min(last_start),
        duration_ms: AUDITION_MS,
    })
}

/// Runs blocking checks (the disk, the probe's helper process) off the async threads.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ProbeError> + Send + 'static,
) -> Result<T, ProbeError> {
    match tokio::task::spawn_blocking(work).await {
        Ok(result) => result,
        Err(e) => Err(ProbeError::Unreadable {
            path: PathBuf::new(),
            // The runtime's own words (a panic or a cancelled task).
            reason: e.to_string(),
        }),
    }
}

/// Checks a training request and builds its row (blocking: probes every file).
pub fn check_training(request: &TrainingRequest) -> Result<NewTraining, Refusal> {
    let chars = request.name.chars().count();
    if request.name.trim().is_empty() || chars > MAX_VOICE_NAME_CHARS {
        return Err(Refusal::VoiceName(chars));
    }
    if !(MIN_TRAINING_MINUTES..=MAX_TRAINING_MINUTES).contains(&request.max_minutes) {
        return Err(Refusal::MaxMinutes(request.max_minutes));
    }
    if request.files.is_empty() || request.files.len() > MAX_TRAINING_FILES {
        return Err(Refusal::FileCount(request.files.len()));
    }
    let mut files = Vec::with_capacity(request.files.len());
    let mut total_ms = 0u64;
    for path in &request.files {
        let path = absolute(path);
        let probe = decode::probe_any_length(&path)?;
        total_ms = total_ms.saturating_add(probe.duration_ms);
        files.push(NewTrainingFile {
            name: path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default(),
            size_bytes: probe.size_bytes,
            media: Some(probe.summary()),
            path,
        });
    }
    // The service fails a training whose audio is longer than `maxMinutes` after charging for it.
    if total_ms > u64::from(request.max_minutes) * 60_000 {
        return Err(Refusal::TrainingTooLong {
            total_ms,
            max_minutes: request.max_minutes,
        });
    }
    Ok(NewTraining {
        spec: TrainingSpec {
            name: request.name.clone(),
            max_minutes: request.max_minutes,
            separate: request.separate,
        },
        files,
        approved: request.approve_up_to.is_some(),
    })
}

/// Checks the request and adds the dub to the ledger in state `created`; nothing is sent. A
/// `video_out` of `None` takes the `video_out` setting.
pub async fn add_dub(
    ledger: &Ledger,
    media: &MediaSupport,
    request: DubRequest,
) -> Result<DubRecord, EngineError> {
    insert_dub(ledger, prepare_dub(ledger, media, request).await?).await
}

/// A dub checked and ready to be added: what [`insert_dub`] adds.
#[derive(Debug)]
pub struct PreparedDub {
    new: NewDub,
    approve_up_to: Option<u32>,
    /// The library's copy of a cover's instrumental, removed if the dub cannot be added.
    kept: Option<PathBuf>,
}

impl PreparedDub {
    /// The stretch an audition dubs, as the check found it.
    pub fn excerpt(&self) -> Option<Excerpt> {
        self.new.spec.local.excerpt
    }

    /// The voice, pitch shift and separation the dub is made with.
    pub fn voice_settings(&self) -> (Uuid, i32, bool) {
        let spec = &self.new.spec;
        (spec.voice_id, spec.pitch_shift, spec.separate)
    }

    /// Lets go of a dub that will not be added: the library's copy of its instrumental goes.
    pub async fn discard(self) {
        if let Some(kept) = self.kept {
            let _ = tokio::fs::remove_file(kept).await;
        }
    }
}

/// Checks the request (the settings filling what it leaves open; a cover's instrumental copied
/// into the library), as [`add_dub`] does before adding it. The slow part (probing the input) runs
/// here, before anything is held.
pub async fn prepare_dub(
    ledger: &Ledger,
    media: &MediaSupport,
    mut request: DubRequest,
) -> Result<PreparedDub, EngineError> {
    let approve_up_to = request.approve_up_to;
    let settings = ledger.call(|l| l.settings().snapshot()).await?;
    request.video_out.get_or_insert(settings.video_out);
    if request.name_template.is_none() {
        request.name_template = settings.name_template;
    }
    request.mix.get_or_insert(MixSettings {
        format: settings.output_format,
        loudness: settings.loudness,
        ..MixSettings::default()
    });
    let mut new = check_dub(&request, media).await?;
    let kept = match new.spec.local.cover.as_mut() {
        Some(cover) => {
            let kept = keep_instrumental(ledger, &cover.instrumental).await?;
            cover.instrumental = kept.clone();
            Some(kept)
        }
        None => None,
    };
    Ok(PreparedDub {
        new,
        approve_up_to,
        kept,
    })
}

/// Adds a prepared dub to the ledger in state `created`.
pub async fn insert_dub(ledger: &Ledger, prepared: PreparedDub) -> Result<DubRecord, EngineError> {
    let PreparedDub {
        new,
        approve_up_to,
        kept,
    } = prepared;
    let added = ledger
        .call(move |l| {
            let record = l.dubs().insert(new)?;
            if approve_up_to.is_some() {
                l.engine_jobs()
                    .update(JobKind::Dub, record.id.0, |i| i.approve_up_to = approve_up_to)?;
            }
            Ok(record)
        })
        .await;
    if added.is_err()
        && let Some(kept) = kept
    {
        let _ = tokio::fs::remove_file(kept).await;
    }
    Ok(added?)
}

/// Copies the instrumental at `path` into the library's `stems` folder, under a name of its own
/// (the user's file may move or change; the job's mixes are made from this copy).
pub(crate) async fn keep_instrumental(ledger: &Ledger, path: &Path) -> Result<PathBuf, EngineError> {
    let dir = stems_dir(ledger);
    let extension = path
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase())
        .filter(|e| !e.is_empty() && e.len() <= 8 && e.chars().all(|c| c.is_ascii_alphanumeric()))
        .unwrap_or_else(|| "audio".to_owned());
    let kept = dir.join(format!("{}.{extension}", Uuid::new_v4().simple()));
    let (from, to) = (path.to_path_buf(), kept.clone());
    let copied = tokio::task::spawn_blocking(move || {
        std::fs::create_dir_all(&dir)?;
        std::fs::copy(&from, &to)
    })
    .await
    .map_err(|e| EngineError::Worker(e.to_string()))?;
    match copied {
        Ok(_) => Ok(kept),
        Err(e) => Err(Refusal::Probe(ProbeError::Unreadable {
            path: path.to_path_buf(),
            reason: e.to_string(),
        })
        .into()),
    }
}

/// The library's folder of kept instrumentals.
pub(crate) fn stems_dir(ledger: &Ledger) -> PathBuf {
    ledger
        .path()
        .parent()
        .unwrap_or_else(|| Path::new("."))
        .join("stems")
}

/// Checks the request and adds the training to the ledger in state `created`; nothing is sent.
pub async fn add_training(ledger: &Ledger, request: TrainingRequest) -> Result<TrainingRecord, EngineError> {
    let approve_up_to = request.approve_up_to;
    let new = tokio::task::spawn_blocking(move || check_training(&request))
        .await
        .map_err(|e| EngineError::Worker(e.to_string()))??;
    Ok(ledger
        .call(move |l| {
            let record = l.trainings().insert(new)?;
            if approve_up_to.is_some() {
                l.engine_jobs().update(JobKind::Training, record.id.0, |i| {
                    i.approve_up_to = approve_up_to
                })?;
            }
            Ok(record)
        })
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(source: DubSource) -> DubRequest {
        DubRequest::new(source, Uuid::from_u128(1), "Nova".into(), std::env::temp_dir())
    }

    fn no_ffmpeg() -> MediaSupport {
        MediaSupport::missing(crate::ffmpeg::ToolMissing::NotFound)
    }

    async fn check(request: &DubRequest) -> Result<NewDub, Refusal> {
        check_dub(request, &no_ffmpeg()).await
    }

    #[tokio::test]
    async fn bad_inputs_are_refused_before_anything_is_sent() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            check(&request(DubSource::File(dir.path().to_path_buf()))).await,
            Err(Refusal::Probe(decode::ProbeError::IsDirectory { .. }))
        ));
        let empty = dir.path().join("empty.mp3");
        std::fs::write(&empty, b"").unwrap();
        assert!(matches!(
            check(&request(DubSource::File(empty))).await,
            Err(Refusal::Probe(decode::ProbeError::Empty { .. }))
        ));
        let text = dir.path().join("notes.mp3");
        std::fs::write(&text, b"these are not the droids").unwrap();
        assert!(matches!(
            check(&request(DubSource::File(text))).await,
            Err(Refusal::Probe(decode::ProbeError::NotMedia { .. }))
        ));
        for link in ["ftp://example.com/a.mp3", "not a link", "file:///etc/passwd"] {
            let err = check(&request(DubSource::Link(link.into()))).await.unwrap_err();
            assert!(matches!(err, Refusal::BadLink { .. }), "{link}");
            assert!(err.to_string().contains("http"), "{err}");
        }
        let mut high = request(DubSource::Link("https://example.com/a.mp3".into()));
        high.pitch_shift = 25;
        assert!(matches!(check(&high).await, Err(Refusal::PitchOutOfRange(25))));
        let ok = check(&request(DubSource::Link("https://example.com/a.mp3".into())))
            .await
            .unwrap();
        assert_eq!(ok.spec.input_name, "https://example.com/a.mp3");
        assert!(ok.media.is_none());

        let training = TrainingRequest {
            name: "".into(),
            max_minutes: 10,
            separate: true,
            files: vec![],
            approve_up_to: None,
        };
        assert!(matches!(check_training(&training), Err(Refusal::VoiceName(0))));
        let training = TrainingRequest {
            name: "Me".into(),
            max_minutes: 4,
            ..training
        };
        assert!(matches!(check_training(&training), Err(Refusal::MaxMinutes(4))));
        let training = TrainingRequest {
            max_minutes: 5,
            ..training
        };
        assert!(matches!(check_training(&training), Err(Refusal::FileCount(0))));

        // More audio than the chosen minutes: refused before anything is paid.
        let long = dir.path().join("long.wav");
        write_silence(&long, 6 * 60);
        let training = TrainingRequest {
            files: vec![long.clone()],
            ..training
        };
        assert!(matches!(
            check_training(&training),
            Err(Refusal::TrainingTooLong { max_minutes: 5, total_ms }) if total_ms >= 6 * 60_000
        ));
        let training = TrainingRequest {
            max_minutes: 6,
            ..training
        };
        assert!(check_training(&training).is_ok());
    }

    /// A WAV of silence, 8 kHz mono 8-bit: small even for minutes.
    fn write_silence(path: &Path, seconds: u32) {
        let rate = 8_000u32;
        let data = rate * seconds;
        let mut bytes = Vec::with_capacity(44 + data as usize);
        bytes.extend_from_slice(b"RIFF");
        bytes.extend_from_slice(&(36 + data).to_le_bytes());
        bytes.extend_from_slice(b"WAVEfmt ");
        bytes.extend_from_slice(&16u32.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes());
        bytes.extend_from_slice(&rate.to_le_bytes());
        bytes.extend_from_slice(&rate.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes());
        bytes.extend_from_slice(&8u16.to_le_bytes());
        bytes.extend_from_slice(b"data");
        bytes.extend_from_slice(&data.to_le_bytes());
        bytes.resize(44 + data as usize, 128);
        std::fs::write(path, bytes).unwrap();
    }

    #[tokio::test]
    async fn an_output_folder_that_cannot_be_written_is_refused_before_any_spend() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a-file");
        std::fs::write(&file, b"x").unwrap();
        let mut req = request(DubSource::Link("https://example.com/a.mp3".into()));
        req.output_dir = file.clone();
        assert!(matches!(check(&req).await, Err(Refusal::OutputDir { .. })));
        // Below a file: cannot be created.
        req.output_dir = file.join("sub");
        let err = check(&req).await.unwrap_err();
        assert!(matches!(err, Refusal::OutputDir { .. }), "{err}");
        // A missing folder is created; nothing is left behind by the check.
        req.output_dir = dir.path().join("new/out");
        check(&req).await.unwrap();
        assert!(req.output_dir.is_dir());
        assert_eq!(std::fs::read_dir(&req.output_dir).unwrap().count(), 0);
    }
}
