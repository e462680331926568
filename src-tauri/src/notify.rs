//! Desktop notifications when a job finishes or fails, through the official notification plugin,
//! from Rust (the page has no notification permission), when the user's setting allows. These are
//! the only words of the shell: a notification is read outside the page.

use tauri::AppHandle;
use tauri_plugin_notification::NotificationExt;

use dubdeck_core::context::AppContext;

use crate::ipc::{JobKind, JobRow, JobStatus};

/// What a notification says, when the row deserves one.
pub fn message(row: &JobRow) -> Option<(String, String)> {
    let voice = row.voice_name.as_deref().unwrap_or("the chosen voice");
    match (row.kind, row.status) {
        (JobKind::Dub, JobStatus::Done) => Some((
            "Dub ready".to_owned(),
            format!("{} is ready in the voice of {voice}.", row.title),
        )),
        (JobKind::Dub, JobStatus::Failed) => Some((
            "Dub failed".to_owned(),
            format!(
                "{} could not be dubbed. Open Dubdeck's Jobs to see why.",
                row.title
            ),
        )),
        (JobKind::Training, JobStatus::Done) => Some((
            "Voice trained".to_owned(),
            format!("{} is ready to dub with.", row.title),
        )),
        (JobKind::Training, JobStatus::Failed) => Some((
            "Training failed".to_owned(),
            format!(
                "{} could not be trained. Open Dubdeck's Jobs to see why.",
                row.title
            ),
        )),
        _ => None,
    }
}

/// Notifies that `row` just finished or failed, unless notifications are off.
pub async fn job_settled(app: &AppHandle, ctx: &AppContext, row: &JobRow) {
    let Some((title, body)) = message(row) else {
        return;
    };
    match ctx.settings().await {
        Ok(settings) if settings.notifications => {}
        Ok(_) => return,
        Err(e) => {
            tracing::warn!("no notification: the settings could not be read ({})", e.code());
            return;
        }
    }
    if let Err(e) = app.notification().builder().title(title).body(body).show() {
        // No notification server (a bare session): the Jobs screen still shows it.
        tracing::info!("could not show a notification: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ipc::JobStep;

    fn row(kind: JobKind, status: JobStatus) -> JobRow {
        JobRow {
            id: "dub:x".into(),
            kind,
            state: "done".into(),
            step: JobStep::Finished,
            status,
            title: "song.mp3".into(),
            is_link: false,
            voice_id: None,
            voice_name: Some("Nova".into()),
            voice_avatar: None,
            duration_ms: None,
            format: None,
            approval: "auto".into(),
            required_credits: None,
            credits_used: None,
            bytes_done: 0,
            bytes_total: None,
            failure: None,
            notice: None,
            output_path: None,
            created_at: String::new(),
            updated_at: String::new(),
            state_since: String::new(),
        }
    }

    #[test]
    fn only_finished_and_failed_jobs_are_announced() {
        let (title, body) = message(&row(JobKind::Dub, JobStatus::Done)).unwrap();
        assert_eq!(title, "Dub ready");
        assert!(body.contains("song.mp3") && body.contains("Nova"), "{body}");
        assert_eq!(
            message(&row(JobKind::Training, JobStatus::Failed)).map(|m| m.0),
            Some("Training failed".to_owned())
        );
        for status in [
            JobStatus::Active,
            JobStatus::Approval,
            JobStatus::Credits,
            JobStatus::Canceled,
        ] {
            assert_eq!(message(&row(JobKind::Dub, status)), None);
        }
    }
}
