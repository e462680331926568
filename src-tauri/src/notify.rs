//! Desktop notifications when a job finishes or fails, through the official notification plugin,
//! from Rust (the page has no notification permission), when the user's setting allows, in the
//! user's language (the shell's catalogue: a notification is read outside the page).

use tauri::plugin::Plugin;
use tauri::{AppHandle, Runtime};
use tauri_plugin_notification::NotificationExt;

use dubdeck_core::context::AppContext;
use dubdeck_core::i18n::Catalogue;

use dubdeck_core::job::{JobKind, JobSnapshot, JobStatus};

/// The notification plugin, without its page script. That script replaces the page's
/// `window.Notification` with one that goes through IPC, and asks at every page load whether
/// notifications are allowed: an IPC call the page has no permission for, refused each time, on
/// the way to the window's first paint. Dubdeck notifies from Rust only.
pub fn plugin<R: Runtime>() -> impl Plugin<R> {
    WithoutPageScript(tauri_plugin_notification::init())
}

/// A plugin whose script is not added to the page; everything else is the plugin's own.
struct WithoutPageScript<P>(P);

impl<R: Runtime, P: Plugin<R>> Plugin<R> for WithoutPageScript<P> {
    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn initialize(
        &mut self,
        app: &AppHandle<R>,
        config: serde_json::Value,
    ) -> Result<(), Box<dyn std::error::Error>> {
        self.0.initialize(app, config)
    }

    // (`initialization_script_2`, by default, is this one's.)
    fn initialization_script(&self) -> Option<String> {
        None
    }

    fn window_created(&mut self, window: tauri::Window<R>) {
        self.0.window_created(window)
    }

    fn webview_created(&mut self, webview: tauri::Webview<R>) {
        self.0.webview_created(webview)
    }

    fn on_navigation(&mut self, webview: &tauri::Webview<R>, url: &tauri::Url) -> bool {
        self.0.on_navigation(webview, url)
    }

    fn on_page_load(&mut self, webview: &tauri::Webview<R>, payload: &tauri::webview::PageLoadPayload<'_>) {
        self.0.on_page_load(webview, payload)
    }

    fn on_event(&mut self, app: &AppHandle<R>, event: &tauri::RunEvent) {
        self.0.on_event(app, event)
    }

    fn extend_api(&mut self, invoke: tauri::ipc::Invoke<R>) -> bool {
        self.0.extend_api(invoke)
    }
}

/// What a notification says, when the row deserves one, in the words of `words`.
pub fn message(row: &JobSnapshot, words: &Catalogue) -> Option<(String, String)> {
    let unknown = words.format("notify-voice-unknown", &[]);
    let voice = body_text(row.voice_name.as_deref().unwrap_or(&unknown));
    let title = body_text(&row.title);
    let say = |heading: &str, body: &str| {
        Some((
            words.format(heading, &[]),
            words.format(
                body,
                &[("title", title.as_str().into()), ("voice", voice.as_str().into())],
            ),
        ))
    };
    match (row.kind, row.status) {
        (JobKind::Dub, JobStatus::Done) if row.excerpt.is_some() => {
            say("notify-audition-ready-title", "notify-audition-ready-body")
        }
        (JobKind::Dub, JobStatus::Done) if row.video_path.is_some() => {
            say("notify-dub-ready-title", "notify-dub-ready-video-body")
        }
        (JobKind::Dub, JobStatus::Done) => say("notify-dub-ready-title", "notify-dub-ready-body"),
        (JobKind::Dub, JobStatus::Failed) => say("notify-dub-failed-title", "notify-dub-failed-body"),
        (JobKind::Training, JobStatus::Done) => {
            say("notify-voice-trained-title", "notify-voice-trained-body")
        }
        (JobKind::Training, JobStatus::Failed) => {
            say("notify-training-failed-title", "notify-training-failed-body")
        }
        _ => None,
    }
}

/// `text` (a file's or a voice's name) as a notification's body shows it. Freedesktop
/// notification servers read a body as markup: a name such as `<b>a & b</b>.mp3` is escaped there,
/// so it shows as it is and cannot restyle or break the body. Elsewhere bodies are plain text.
fn body_text(text: &str) -> String {
    if cfg!(any(
        target_os = "linux",
        target_os = "freebsd",
        target_os = "openbsd"
    )) {
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    } else {
        text.to_owned()
    }
}

/// What the notice of a share of the monthly budget says, in the words of `words`.
pub fn budget_message(notice: &dubdeck_core::budget::BudgetNotice, words: &Catalogue) -> (String, String) {
    let args = [
        ("percent", i64::from(notice.percent).into()),
        ("spent", notice.spent.into()),
        ("budget", i64::from(notice.budget).into()),
    ];
    (
        words.format("notify-budget-title", &args),
        words.format("notify-budget-body", &args),
    )
}

/// Notifies that this month's charges reached a share of the budget, unless notifications are off.
pub async fn budget_reached(app: &AppHandle, ctx: &AppContext, notice: &dubdeck_core::budget::BudgetNotice) {
    let Ok(settings) = ctx.settings().await else {
        return;
    };
    if !settings.notifications {
        return;
    }
    let (title, body) = budget_message(notice, crate::words::for_settings(&settings));
    if let Err(e) = app.notification().builder().title(title).body(body).show() {
        tracing::info!("could not show a notification: {e}");
    }
}

/// Notifies that `row` just finished or failed, unless notifications are off.
pub async fn job_settled(app: &AppHandle, ctx: &AppContext, row: &JobSnapshot) {
    let settings = match ctx.settings().await {
        Ok(settings) if settings.notifications => settings,
        Ok(_) => return,
        Err(e) => {
            tracing::warn!("no notification: the settings could not be read ({})", e.code());
            return;
        }
    };
    let Some((title, body)) = message(row, crate::words::for_settings(&settings)) else {
        return;
    };
    if let Err(e) = app.notification().builder().title(title).body(body).show() {
        // No notification server (a bare session): the Jobs screen still shows it.
        tracing::info!("could not show a notification: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dubdeck_core::i18n::Language;

    #[test]
    fn the_notification_plugin_adds_no_script_to_the_page() {
        let official: tauri::plugin::TauriPlugin<tauri::Wry> = tauri_plugin_notification::init();
        assert!(
            official.initialization_script().is_some(),
            "the plugin has a page script to leave out"
        );
        let ours = plugin::<tauri::Wry>();
        assert_eq!(ours.name(), official.name());
        assert_eq!(ours.initialization_script(), None);
    }

    /// A job of `kind` in a state with `status`, from a voice named Nova.
    fn row(kind: JobKind, status: JobStatus) -> JobSnapshot {
        let meaning = dubdeck_core::job::stage_meanings()
            .into_iter()
            .find(|m| m.kind == kind && m.status == status)
            .unwrap();
        let id = dubdeck_core::job::JobId::of(kind, uuid::Uuid::nil());
        let mut job = JobSnapshot::new(
            id,
            meaning.state,
            "song.mp3".into(),
            time::OffsetDateTime::UNIX_EPOCH,
        );
        job.voice_name = Some("Nova".into());
        job
    }

    #[test]
    fn only_finished_and_failed_jobs_are_announced() {
        let en = crate::words::words(Language::En);
        let (title, body) = message(&row(JobKind::Dub, JobStatus::Done), en).unwrap();
        assert_eq!(title, "Dub ready");
        assert!(body.contains("song.mp3") && body.contains("Nova"), "{body}");
        let mut video = row(JobKind::Dub, JobStatus::Done);
        video.video_path = Some("/out/song (Nova).mp4".into());
        assert!(message(&video, en).unwrap().1.contains("as video"));
        let mut audition = row(JobKind::Dub, JobStatus::Done);
        audition.excerpt = Some(dubdeck_core::ffmpeg::Excerpt {
            start_ms: 40_000,
            duration_ms: 30_000,
        });
        assert_eq!(message(&audition, en).unwrap().0, "Audition ready");
        assert_eq!(
            message(&row(JobKind::Training, JobStatus::Failed), en).map(|m| m.0),
            Some("Training failed".to_owned())
        );
        for status in [
            JobStatus::Active,
            JobStatus::Approval,
            JobStatus::Credits,
            JobStatus::Canceled,
        ] {
            assert_eq!(message(&row(JobKind::Dub, status), en), None);
        }
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn names_in_a_body_are_shown_as_they_are_not_read_as_markup() {
        let en = crate::words::words(Language::En);
        let mut job = row(JobKind::Dub, JobStatus::Done);
        job.title = "<b>a & b</b>.mp3".into();
        job.voice_name = Some("<i>Nova</i>".into());
        let (_, body) = message(&job, en).unwrap();
        assert!(body.contains("&lt;b&gt;a &amp; b&lt;/b&gt;.mp3"), "{body}");
        assert!(body.contains("&lt;i&gt;Nova&lt;/i&gt;"), "{body}");
        assert!(!body.contains("<b>") && !body.contains("<i>"), "{body}");
    }

    #[test]
    fn a_notification_speaks_the_users_language() {
        let (title, body) = message(
            &row(JobKind::Dub, JobStatus::Done),
            crate::words::words(Language::Ja),
        )
        .unwrap();
        assert_ne!(title, "Dub ready");
        assert!(body.contains("song.mp3") && body.contains("Nova"), "{body}");
        assert!(!body.contains("is ready"), "{body}");
    }
}
