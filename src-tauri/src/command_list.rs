// The app's commands, each under the module of `commands` that holds it: the one list. The crate
// registers them with tauri-specta (their TypeScript, `bindings.rs`); `build.rs` declares them to
// Tauri, which makes an `allow-<name>` permission of each; `tests/contract.rs` holds the main
// window's capability to exactly these. Included, not a module: the build script cannot use the
// crate, so each includes this file under its own definition of `app_commands!`.
app_commands! {
    account: session, set_api_key, remove_api_key, confirm_key_host, refresh_balance, start_demo,
        leave_demo;
    catalog: cached_voices, voices, favorite_voices, set_favorite;
    voices: my_voices, voice_range, set_voice_range, propose_pitch;
    settings: settings, set_setting, reset_setting, choose_output_dir, open_credits_page;
    dubs: probe_inputs, pick_media_files, start_dubs, take_opened_files, voice_preset, last_voice,
        recent_voices, media_status, input_waveform;
    jobs: job_counts, jobs, job_groups, approve_job, discard_job, retry_job, remove_job, dub_again,
        open_result, show_result;
    media: job_media, media_peaks;
    mixes: remix_job, approve_comparison;
    training: check_training_files, check_recordings, pick_training_files, start_training;
    batches: probe_batch, pick_media_folder, budget_status, spend_report, export_spend_csv, watch_folders,
        pick_watch_folder, pick_dubs_folder, put_watch_folder, enable_watch_folder, remove_watch_folder;
    recording: input_devices, takes, start_take, stop_take, trim_take, delete_take, take_media;
    diagnostics: about_app, diagnostics, report_problem, crash_reports, crash_report, dismiss_crash_report;
    updates: check_for_update, install_update;
}
