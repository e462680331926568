//! The system's file pickers and question dialogs (rfd), modal over the app's window. Only Rust
//! opens them: the page asks a command, which keeps what was chosen as files the user offered, or
//! acts on the user's own answer.

use std::future::Future;
use std::path::{Path, PathBuf};

use dubdeck_core::i18n::Catalogue;
use rfd::{
    AsyncFileDialog, AsyncMessageDialog, FileHandle, MessageButtons, MessageDialogResult, MessageLevel,
};
use tauri::{AppHandle, Manager};

/// A dialog, modal over the main window when it is there, that lets folders be created.
fn dialog(app: &AppHandle, title: &str) -> AsyncFileDialog {
    let dialog = AsyncFileDialog::new()
        .set_title(title)
        .set_can_create_directories(true);
    match app.get_webview_window("main") {
        Some(window) => dialog.set_parent(&window),
        None => dialog,
    }
}

/// Opens a dialog on the main thread (GTK and AppKit want it there) and waits, off it, for the
/// user's answer; `None` when the window is gone before it could open.
async fn ask<T, F>(app: &AppHandle, open: impl FnOnce() -> F + Send + 'static) -> Option<T>
where
    F: Future<Output = Option<T>> + Send + 'static,
    T: Send + 'static,
{
    let (tx, rx) = tokio::sync::oneshot::channel();
    app.run_on_main_thread(move || {
        let _ = tx.send(open());
    })
    .ok()?;
    rx.await.ok()?.await
}

/// The extensions the media pickers offer (what the probe reads).
const MEDIA_EXTENSIONS: &[&str] = &[
    "mp3", "wav", "flac", "ogg", "oga", "opus", "m4a", "aac", "mp4", "m4v", "mov", "mkv", "webm",
];

/// Audio or video files chosen with the system's picker, titled with the message `title` of
/// `words`; empty when the user cancels.
pub async fn pick_media(app: &AppHandle, words: &Catalogue, title: &str) -> Vec<PathBuf> {
    let title = words.format(title, &[]);
    let kind = words.format("picker-filter-media", &[]);
    pick_files(app, &title, &kind, MEDIA_EXTENSIONS).await
}

/// Files of the given kind chosen with the system's picker; empty when the user cancels.
async fn pick_files(
    app: &AppHandle,
    title: &str,
    kind: &str,
    extensions: &'static [&'static str],
) -> Vec<PathBuf> {
    let dialog = dialog(app, title).add_filter(kind, extensions);
    let files = ask(app, move || dialog.pick_files()).await;
    files
        .unwrap_or_default()
        .iter()
        .map(|f: &FileHandle| f.path().to_path_buf())
        .collect()
}

/// A folder chosen with the system's picker, starting in `start`; `None` when the user cancels.
pub async fn pick_folder(app: &AppHandle, title: &str, start: &Path) -> Option<PathBuf> {
    let dialog = dialog(app, title).set_directory(start);
    ask(app, move || dialog.pick_folder())
        .await
        .map(|f| f.path().to_path_buf())
}

/// A file to write, named with the system's picker, starting in `start` with `name`; `None` when
/// the user cancels.
pub async fn save_file(app: &AppHandle, title: &str, start: &Path, name: &str) -> Option<PathBuf> {
    let dialog = dialog(app, title).set_directory(start).set_file_name(name);
    ask(app, move || dialog.save_file())
        .await
        .map(|f| f.path().to_path_buf())
}

/// A question in the system's own dialog, modal over the main window: true when the user chose
/// `ok` (not `cancel`, not closing it). On Linux (GTK) the buttons' labels carry mnemonics where
/// their first letter is alphabetic and typed on a keyboard's letter keys (Latin, Greek,
/// Cyrillic): `ok`'s and Cancel's answer to Alt with that letter.
pub async fn confirm(app: &AppHandle, title: &str, text: &str, ok: &str, cancel: &str) -> bool {
    let mnemonic = |label: &str| {
        let keyed = label
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() && (c as u32) < 0x0530);
        if cfg!(target_os = "linux") && keyed {
            format!("_{label}")
        } else {
            label.to_owned()
        }
    };
    // Two buttons with one mnemonic would only move the focus between them: Cancel then goes
    // without (Escape cancels anyway).
    let first = |label: &str| label.chars().next().map(|c| c.to_lowercase().collect::<String>());
    let cancel = if first(ok) == first(cancel) {
        cancel.to_owned()
    } else {
        mnemonic(cancel)
    };
    let ok = mnemonic(ok);
    let mut dialog = AsyncMessageDialog::new()
        .set_level(MessageLevel::Warning)
        .set_title(title)
        .set_description(text)
        .set_buttons(MessageButtons::OkCancelCustom(ok.clone(), cancel));
    if let Some(window) = app.get_webview_window("main") {
        dialog = dialog.set_parent(&window);
    }
    // rfd answers a custom OK as `Ok` on some platforms (GTK's asynchronous dialog), as the
    // button's label on others.
    match ask(app, move || async move { Some(dialog.show().await) }).await {
        Some(MessageDialogResult::Ok) => true,
        Some(MessageDialogResult::Custom(chosen)) => chosen == ok,
        _ => false,
    }
}
