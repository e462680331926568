//! The stable codes front ends branch on and put into words: why something failed
//! ([`ErrorCode`]), why an input was refused before anything was sent ([`RefusalReason`]), and
//! why the keychain cannot be used ([`KeychainProblem`]). They are the core's whole vocabulary of
//! failure: front ends choose their words from these and the typed parameters beside them, and
//! their TypeScript is generated with the desktop shell's bindings, so that a code without words
//! fails to type-check in the page.

use crate::text_enum::word_enum;

word_enum! {
    /// What went wrong, for every failure a front end can be told of: the application context's
    /// (service, keychain, library, engine, inputs, configuration) and the front ends' own refusals.
    pub enum ErrorCode {
        /// No API key is set.
        NoApiKey => "no_api_key",
        /// The stored key was checked with another service address: it is sent nowhere else until
        /// the user confirms it for the new one (or enters another).
        KeyNotConfirmed => "key_not_confirmed",
        /// The user answered no in the system's dialog: nothing was changed, nothing was sent.
        Declined => "declined",
        /// The service refused the API key.
        Unauthorized => "unauthorized",
        /// The service asked to wait (`retry_after_secs`).
        RateLimited => "rate_limited",
        NotEnoughCredits => "not_enough_credits",
        VoiceNotFound => "voice_not_found",
        /// The service does not know the dub or voice.
        NotFound => "not_found",
        /// The service refused the request's arguments.
        InvalidArguments => "invalid_arguments",
        /// The service refused the request for a reason of its own (a code this version does not
        /// know, or a state it does not allow).
        ServiceRefused => "service_refused",
        /// A file changed while it was being sent.
        InputChanged => "input_changed",
        /// The service answered with a server error.
        ServiceFailed => "service_failed",
        /// The service sent a request to another address (`value`), which Dubdeck does not
        /// follow with the key.
        ServiceRedirected => "service_redirected",
        /// The service could not be reached.
        ServiceUnreachable => "service_unreachable",
        /// Dubdeck refused to send a request the service would refuse (a local check).
        InvalidRequest => "invalid_request",
        /// The service's answer could not be read.
        ServiceAnswerUnreadable => "service_answer_unreadable",
        /// A call was cut off and its outcome is not known.
        UnknownOutcome => "unknown_outcome",
        /// An upload or download failed.
        TransferFailed => "transfer_failed",
        /// The keychain cannot be used (`keychain` says why).
        KeychainUnavailable => "keychain_unavailable",
        /// The key comes from the environment and cannot be changed here.
        ReadOnly => "read_only",
        EmptyKey => "empty_key",
        /// The stored key is not valid text.
        BadEncoding => "bad_encoding",
        /// The keychain holds several keys for Dubdeck.
        Ambiguous => "ambiguous",
        /// An input was refused before anything was sent (`reason` says why, `value` which).
        InputRefused => "input_refused",
        /// Another Dubdeck runs this library's jobs.
        EngineRunningElsewhere => "engine_running_elsewhere",
        NoSuchJob => "no_such_job",
        /// The job is not in a state that allows this.
        WrongState => "wrong_state",
        EngineStopped => "engine_stopped",
        EngineFailed => "engine_failed",
        /// A value given to the library cannot be used.
        InvalidValue => "invalid_value",
        /// Another Dubdeck holds the library's write lock.
        LibraryBusy => "library_busy",
        LibraryFailed => "library_failed",
        NoDataDir => "no_data_dir",
        /// The service address cannot be used (`value`).
        InvalidBaseUrl => "invalid_base_url",
        /// The service address is plain http on a host that is not this computer (`value`).
        InsecureBaseUrl => "insecure_base_url",
        /// The catalogue's pages came back in a loop.
        CatalogueCursorRepeated => "catalogue_cursor_repeated",
        /// The catalogue had more pages than Dubdeck reads at once.
        CatalogueTooManyPages => "catalogue_too_many_pages",
        CatalogueFailed => "catalogue_failed",
        AvatarFailed => "avatar_failed",
        /// A path the page named was not offered by the user (dropped, picked or opened).
        NotOffered => "not_offered",
        /// The job has no result (yet), or none to play.
        NoResult => "no_result",
        /// The result file is no longer where the library recorded it (`value`).
        ResultMissing => "result_missing",
        /// The result is not an audio or video file, so it is not opened.
        NotAudio => "not_audio",
        /// The system could not open a file or folder (`value`).
        OpenFailed => "open_failed",
        /// Demo mode could not start.
        DemoFailed => "demo_failed",
        /// The work needs ffmpeg, which is missing (`detail` says why).
        MediaToolMissing => "media_tool_missing",
        /// ffmpeg could not read or make a file (`value` the file, `detail` its reason).
        MediaFailed => "media_failed",
        /// No microphone or other input device is connected.
        NoInputDevice => "no_input_device",
        /// The chosen input device is not connected any more.
        InputDeviceGone => "input_device_gone",
        /// The input device could not be opened or sends a format that cannot be recorded.
        InputDeviceFailed => "input_device_failed",
        /// The system refused Dubdeck the microphone (privacy settings).
        MicrophoneDenied => "microphone_denied",
        /// A take is being recorded already: one at a time.
        RecordingInProgress => "recording_in_progress",
        /// There is no take being recorded to stop.
        NotRecording => "not_recording",
        /// A take could not be written, read or changed on disk.
        TakeFailed => "take_failed",
        /// The take is silence throughout: there is nothing to trim it to.
        TakeSilent => "take_silent",
        /// A bug or a stopped task inside Dubdeck.
        Internal => "internal",
    }
}

word_enum! {
    /// Why an input (a file, a link, a setting of a job) was refused before anything was sent.
    pub enum RefusalReason {
        /// The file is not there.
        NotFound => "not_found",
        IsDirectory => "is_directory",
        /// The file has no bytes.
        Empty => "empty",
        /// The file cannot be read (permissions, I/O).
        Unreadable => "unreadable",
        /// Not an audio or video file Dubdeck can read.
        NotMedia => "not_media",
        NoAudioTrack => "no_audio_track",
        /// A known container that is damaged or cut short.
        Damaged => "damaged",
        /// Longer than a dub may be.
        TooLong => "too_long",
        /// Not an http(s) link.
        BadLink => "bad_link",
        PitchOutOfRange => "pitch_out_of_range",
        /// The output folder cannot be written to.
        OutputDir => "output_dir",
        /// A voice name of the wrong length.
        BadName => "bad_name",
        /// Training minutes out of range.
        BadMinutes => "bad_minutes",
        /// Too few or too many training files.
        BadFileCount => "bad_file_count",
        /// The training files hold more audio than the minutes chosen.
        TrainingTooLong => "training_too_long",
        /// A link was to be auditioned (the service fetches links whole).
        AuditionOfLink => "audition_of_link",
        /// The file is no longer than an audition (`value` the file).
        AuditionTooShort => "audition_too_short",
        /// The audition's start is past the file's end.
        AuditionOutOfRange => "audition_out_of_range",
        /// The work needs ffmpeg, which is missing (`detail` says why).
        NeedsMediaTool => "needs_media_tool",
        /// The file is not one self-contained audio or video file but refers to others (a
        /// playlist, a list of files, a series of pictures...): `container` says which kind.
        NotSingleFile => "not_single_file",
    }
}

word_enum! {
    /// What kind of file ffmpeg takes an input for, when it is not one self-contained audio or
    /// video file. Such a file is refused before ffmpeg follows anything it names (other files on
    /// this computer, or addresses on the network), so that what is sent is only ever the file the
    /// user gave.
    pub enum ContainerKind {
        /// A playlist or manifest of streams or segments (HLS `.m3u8`, DASH `.mpd`, IMF, SDP).
        Playlist => "playlist",
        /// A list of files to be played one after another (ffmpeg's concat list, `ffconcat`).
        ConcatList => "concat_list",
        /// A picture, or a numbered series of pictures.
        ImageSequence => "image_sequence",
        /// Any other format that Dubdeck does not take as one audio or video file (subtitles,
        /// text, scripts, formats it does not list).
        Other => "other",
    }
}

word_enum! {
    /// Why the OS keychain cannot be used.
    pub enum KeychainProblem {
        /// No desktop session bus (Linux).
        NoSessionBus => "no_session_bus",
        /// Nothing provides the Secret Service (Linux).
        NoService => "no_service",
        /// The keyring is locked or has no default collection.
        Locked => "locked",
        /// The platform's keychain failed, or this platform has none.
        Platform => "platform",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_word_is_the_serde_name_and_names_one_value() {
        fn check<T: serde::Serialize + Copy + std::fmt::Display>(all: &[T]) {
            let mut seen = std::collections::HashSet::new();
            for value in all {
                let word = value.to_string();
                assert_eq!(serde_json::to_value(value).ok(), Some(serde_json::json!(word)));
                assert!(seen.insert(word.clone()), "{word} twice");
            }
        }
        check(ErrorCode::ALL);
        check(RefusalReason::ALL);
        check(KeychainProblem::ALL);
        check(ContainerKind::ALL);
    }
}
