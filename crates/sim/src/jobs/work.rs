//! Background work of the state machines: measuring a dub's input (fetching a link first),
//! rendering its result, and checking a voice's training files. Each task records its outcome under
//! the registry lock and signals `work_done`; all of them stop at shutdown.

use std::future::Future;
use std::path::{Path, PathBuf};
use std::time::Instant;

use tokio::io::AsyncWriteExt;
use uuid::Uuid;

use super::{DubInput, Measured, Outcome, VoiceFailure};
use crate::media;
use crate::state::AppState;

/// The largest link download accepted (a 30-minute video fits easily).
const MAX_DOWNLOAD_BYTES: u64 = 2 << 30;

fn spawn(app: &AppState, work: impl Future<Output = ()> + Send + 'static) {
    let stop = app.stop.clone();
    app.tasks.spawn(async move {
        tokio::select! {
            () = work => {}
            () = stop.cancelled() => {}
        }
    });
}

async fn analyze(app: &AppState, path: PathBuf) -> Result<media::MediaInfo, String> {
    let media = app.media.clone();
    match tokio::task::spawn_blocking(move || media.analyze(&path)).await {
        Ok(Ok(info)) => Ok(info),
        Ok(Err(e)) => Err(e.to_string()),
        Err(e) => Err(format!("decoding stopped unexpectedly: {e}")),
    }
}

/// Measures a dub's input after `preprocess`.
pub fn measure(app: &AppState, dub_id: Uuid, input: DubInput) {
    let task_app = app.clone();
    spawn(app, async move {
        let app = task_app;
        let result = async {
            let path = match input {
                DubInput::Upload { key } => app
                    .storage
                    .upload_path(&key)
                    .ok_or_else(|| "nothing was uploaded to the dub's uploadUrl".to_owned())?,
                DubInput::Link { url } => {
                    let dest = app.scratch.join(format!("{dub_id}.input"));
                    download(&app, &url, &dest).await?;
                    dest
                }
            };
            let info = analyze(&app, path.clone()).await?;
            Ok(Measured {
                duration_ms: info.duration_ms,
                path,
            })
        }
        .await;
        let at = Instant::now();
        if let Some(d) = app.registry().dubs.get_mut(&dub_id) {
            d.measured = Some(Outcome { at, result });
        }
        app.signal_work_done();
    });
}

async fn download(app: &AppState, url: &str, dest: &Path) -> Result<(), String> {
    let mut resp = app
        .http
        .get(url)
        .send()
        .await
        .map_err(|e| format!("fetching the link failed: {e}"))?;
    if !resp.status().is_success() {
        return Err(format!("the link answered HTTP {}", resp.status()));
    }
    let mut file = tokio::fs::File::create(dest)
        .await
        .map_err(|e| format!("could not save the link: {e}"))?;
    let mut total: u64 = 0;
    while let Some(chunk) = resp
        .chunk()
        .await
        .map_err(|e| format!("reading the link failed: {e}"))?
    {
        total += chunk.len() as u64;
        if total > MAX_DOWNLOAD_BYTES {
            return Err("the link is larger than 2 GiB".into());
        }
        file.write_all(&chunk)
            .await
            .map_err(|e| format!("could not save the link: {e}"))?;
    }
    file.flush()
        .await
        .map_err(|e| format!("could not save the link: {e}"))
}

/// Renders a dub's result after `generate` and stores it as `/results/<dub id>.wav`.
pub fn render(app: &AppState, dub_id: Uuid, input: PathBuf, pitch_shift: i32) {
    let task_app = app.clone();
    spawn(app, async move {
        let app = task_app;
        let key = format!("{dub_id}.wav");
        let out = app.scratch.join(format!("{dub_id}.render.wav"));
        let result = async {
            let target = out.clone();
            let media = app.media.clone();
            match tokio::task::spawn_blocking(move || media.render_dub(&input, &target, pitch_shift)).await {
                Ok(Ok(_)) => {}
                Ok(Err(e)) => return Err(format!("rendering failed: {e}")),
                Err(e) => return Err(format!("rendering stopped unexpectedly: {e}")),
            }
            app.storage
                .store_result(&key, &out, "audio/wav")
                .await
                .map_err(|e| format!("storing the result failed: {e}"))?;
            Ok(key.clone())
        }
        .await;
        // Storage may have moved the file; a leftover is ours to remove.
        let _ = tokio::fs::remove_file(&out).await;
        let at = Instant::now();
        if let Some(d) = app.registry().dubs.get_mut(&dub_id) {
            d.rendered = Some(Outcome { at, result });
        }
        app.signal_work_done();
    });
}

/// Checks a voice's training files after `clone`: each must decode, and together they must fit
/// `max_minutes`.
pub fn check_voice(app: &AppState, voice_id: Uuid, keys: Vec<String>, max_minutes: i64) {
    let task_app = app.clone();
    spawn(app, async move {
        let app = task_app;
        let n = keys.len();
        let result = async {
            let mut total_ms: u64 = 0;
            for (i, key) in keys.iter().enumerate() {
                let unusable = |why: String| VoiceFailure {
                    code: "training_failed",
                    message: format!(
                        "training file {} of {n} is not usable audio ({why}); create a new voice with decodable \
                         audio files",
                        i + 1
                    ),
                };
                let path = app.storage.upload_path(key).ok_or_else(|| unusable("it was not uploaded".into()))?;
                total_ms += analyze(&app, path).await.map_err(unusable)?.duration_ms;
            }
            let max_ms = u64::try_from(max_minutes).unwrap_or(0) * 60_000;
            if total_ms > max_ms {
                return Err(VoiceFailure {
                    code: "training_audio_too_long",
                    message: format!(
                        "the training files last {:.1} minutes together, over maxMinutes ({max_minutes}); create a \
                         new voice with a larger maxMinutes or shorter files",
                        total_ms as f64 / 60_000.0
                    ),
                });
            }
            Ok(())
        }
        .await;
        let at = Instant::now();
        if let Some(v) = app.registry().voices.get_mut(&voice_id) {
            v.checked = Some(Outcome { at, result });
        }
        app.signal_work_done();
    });
}
