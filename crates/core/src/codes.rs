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
        /// A cover's mix, or a dub's file in the chosen format, was not made (`mix` the step).
        MixFailed => "mix_failed",
        /// A watch folder could not be watched (`path` which, `detail` the system's words).
        WatchFailed => "watch_failed",
        /// A file Dubdeck writes on request (the spend history's CSV) could not be written
        /// (`value` where, `io` and `detail` why).
        ExportFailed => "export_failed",
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
        /// The updates' address did not answer, or not with a release (`detail` its words).
        UpdateUnreachable => "update_unreachable",
        /// The release offered has no package for this installer (`value` the installer's key
        /// in `latest.json`, such as `linux-x86_64-deb`), or its description cannot be read.
        UpdateNotOffered => "update_not_offered",
        /// The downloaded package's signature does not match the app's key: nothing was installed.
        UpdateSignatureInvalid => "update_signature_invalid",
        /// The package could not be installed (`detail`: the installer's words); the app as it
        /// was stays.
        UpdateInstallFailed => "update_install_failed",
        /// This copy of Dubdeck was not installed from a package that updates itself (a build
        /// run from its folder, an AppImage).
        UpdateUnsupported => "update_unsupported",
        /// The updates' address is plain http (`value`), which this build refuses.
        UpdateInsecure => "update_insecure",
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
        /// Not a regular file but a device, a pipe or a socket: it is not opened, as reading it
        /// might never end.
        NotRegularFile => "not_regular_file",
        /// An instrumental given with a link, a video or an audition (`value`): only a vocal
        /// file dubbed whole is paired.
        NotPairable => "not_pairable",
        /// The song's key out of -12..12 (`value`).
        KeyOutOfRange => "key_out_of_range",
        /// A key change (`value`) this ffmpeg cannot make: it has no `rubberband` filter.
        NoPitchShifter => "no_pitch_shifter",
        /// A stem's level out of -24..+12 dB (`value`).
        GainOutOfRange => "gain_out_of_range",
        /// A loudness out of -36..-6 LUFS (`value`).
        LoudnessOutOfRange => "loudness_out_of_range",
        /// More voices compared at once than `limit` (`value` how many).
        TooManyVoices => "too_many_voices",
        /// Voices compared without an audition.
        ComparisonWithoutAudition => "comparison_without_audition",
        /// A name template with a placeholder Dubdeck does not know (`value` the template).
        NameTemplate => "name_template",
    }
}

word_enum! {
    /// Why a file in a known container was refused as damaged or incomplete, as the in-process
    /// media reader found it. The reader's own words, when it gave any, go beside it (`detail`).
    pub enum DamageCause {
        /// The media reader crashed or stopped on the file's contents.
        ReaderCrashed => "reader_crashed",
        /// The audio track states no timing, or a length that cannot be represented.
        BadTiming => "bad_timing",
        /// The audio's packets cannot be read (the reader says why).
        UnreadableAudio => "unreadable_audio",
        /// The audio track holds no data.
        NoAudioData => "no_audio_data",
        /// None of the audio could be decoded.
        NothingDecoded => "nothing_decoded",
        /// The audio's codec has no decoder here.
        NoDecoder => "no_decoder",
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

word_enum! {
    /// What the system said is wrong with a file or folder, from its `std::io::ErrorKind`: front
    /// ends word the cause from this, and may quote the system's own text (`detail`) beside it.
    pub enum IoProblem {
        /// The file or folder is not there.
        NotFound => "not_found",
        /// The system does not allow Dubdeck to read or write it.
        PermissionDenied => "permission_denied",
        /// Something is in the way: a file of that name is there already.
        AlreadyExists => "already_exists",
        /// The disk (or the user's quota) is full.
        StorageFull => "storage_full",
        /// The disk or folder is read-only.
        ReadOnly => "read_only",
        /// Another program holds the file.
        InUse => "in_use",
        /// The file is larger than the disk's format allows.
        TooLarge => "too_large",
        /// A folder where a file was expected, or a file where a folder was.
        WrongKind => "wrong_kind",
        /// Any other cause: the system's own words (`detail`) say which.
        Other => "other",
    }
}

impl IoProblem {
    /// The problem of a system error, by its kind.
    pub fn of(error: &std::io::Error) -> IoProblem {
        use std::io::ErrorKind as Kind;
        match error.kind() {
            Kind::NotFound => IoProblem::NotFound,
            Kind::PermissionDenied => IoProblem::PermissionDenied,
            Kind::AlreadyExists | Kind::DirectoryNotEmpty => IoProblem::AlreadyExists,
            Kind::StorageFull | Kind::QuotaExceeded => IoProblem::StorageFull,
            Kind::ReadOnlyFilesystem => IoProblem::ReadOnly,
            Kind::ResourceBusy | Kind::ExecutableFileBusy => IoProblem::InUse,
            Kind::FileTooLarge => IoProblem::TooLarge,
            Kind::IsADirectory | Kind::NotADirectory => IoProblem::WrongKind,
            _ => IoProblem::Other,
        }
    }
}

word_enum! {
    /// Why the service could not be reached (`network`): front ends word it from this, and may
    /// quote the system's own words (`detail`) beside it.
    pub enum NetworkProblem {
        /// No connection could be made.
        Connect => "connect",
        /// No answer came within the time allowed.
        Timeout => "timeout",
        /// The connection broke while the request or its answer was under way.
        Connection => "connection",
    }
}

word_enum! {
    /// What ffmpeg's work on a file met that is not ffmpeg's own words (`media_failed`).
    pub enum MediaProblem {
        /// The file holds no audio track.
        NoAudio => "no_audio",
        /// The file holds no video to put a dub into.
        NoVideo => "no_video",
        /// ffprobe found no audio or video container in it.
        NoContainer => "no_container",
        /// ffmpeg took longer than it may and was stopped.
        TimedOut => "timed_out",
        /// ffprobe's description of the file was larger than Dubdeck reads.
        ProbeTooLarge => "probe_too_large",
        /// What ffmpeg wrote from the file grew past the size it may have.
        OutputTooLarge => "output_too_large",
        /// The file is not one self-contained audio or video file.
        NotSingleFile => "not_single_file",
    }
}

word_enum! {
    /// What was asked of a job that its state does not allow (`wrong_state`).
    pub enum JobAction {
        /// Approving its cost.
        Approve => "approve",
        /// Discarding (cancelling) it.
        Discard => "discard",
        /// Trying it again.
        Retry => "retry",
        /// Removing it from the library.
        Remove => "remove",
        /// Dubbing it again (with another voice): only dubs can be.
        DubAgain => "dub_again",
        /// Giving a finished dub a new output folder.
        Relocate => "relocate",
    }
}

word_enum! {
    /// What of the library's or the job engine's own work failed (`library_failed`,
    /// `engine_failed`), so that front ends can say what to do about it.
    pub enum LibraryProblem {
        /// The data folder could not be made (`value` the folder, `io` why).
        CreateDir => "create_dir",
        /// The library's database could not be opened (`value` the file, `detail` SQLite's words).
        Open => "open",
        /// The database was written by a newer Dubdeck; it was left untouched.
        TooNew => "too_new",
        /// The database records a migration this Dubdeck does not know as it is (another build).
        Mismatch => "mismatch",
        /// Upgrading the database to this version failed; it was left as it was.
        Upgrade => "upgrade",
        /// SQLite reported an error (`detail` its words).
        Database => "database",
        /// The database holds a value Dubdeck cannot read.
        Corrupt => "corrupt",
        /// Another part of Dubdeck changed the row first; nothing was written.
        Conflict => "conflict",
        /// The library's worker stopped (a bug, or Dubdeck shutting down).
        Worker => "worker",
        /// The job engine could not take the library's lock file (`value`, `io`).
        Lock => "lock",
        /// A removed job's result file could not be deleted (`value`, `io`).
        DeleteResult => "delete_result",
        /// A bug in Dubdeck (a move between states that does not exist).
        Bug => "bug",
    }
}

word_enum! {
    /// Which step of making a done dub's video copy failed.
    pub enum VideoStep {
        /// ffmpeg cannot be used (`tool` says why).
        NoTool => "no_tool",
        /// The input no longer holds a video.
        NoVideo => "no_video",
        /// ffmpeg could not read the input video (`detail` its words).
        ReadInput => "read_input",
        /// No name for the copy could be taken in the output folder (`io`).
        Name => "name",
        /// Dubdeck's work folder could not be used (`io`).
        WorkFolder => "work_folder",
        /// ffmpeg could not put the dub into the video (`detail` its words).
        Mux => "mux",
        /// The finished copy could not be moved into the output folder (`io`).
        Place => "place",
        /// A reason recorded by an older version, as text (`detail`).
        Other => "other",
    }
}

word_enum! {
    /// Why a folder cannot be watched or read as a batch (`watch_failed`; `value` the folder).
    pub enum WatchProblem {
        /// It is not a folder (a file, or nothing).
        NotAFolder => "not_a_folder",
        /// The dubs would be written into the watched folder itself.
        OutputIsWatched => "output_is_watched",
        /// It could not be read (`io`, `detail` the system's words).
        Unreadable => "unreadable",
        /// The system's file watcher refused it (`detail` its words).
        Watcher => "watcher",
    }
}

word_enum! {
    /// Which step of making a done dub's mix (or its file in the chosen format) failed.
    pub enum MixStep {
        /// ffmpeg cannot be used.
        NoTool => "no_tool",
        /// This ffmpeg cannot move the song's key (it has no `rubberband` filter).
        NoPitchShifter => "no_pitch_shifter",
        /// The library's copy of the instrumental, or the dubbed vocal, is gone (`io`).
        StemMissing => "stem_missing",
        /// A level, the key or the loudness is out of its range.
        OutOfRange => "out_of_range",
        /// ffmpeg could not make the file (`detail` its words).
        Render => "render",
        /// No name could be taken in the output folder (`io`).
        Name => "name",
        /// Dubdeck's work folder could not be used (`io`).
        WorkFolder => "work_folder",
        /// The finished file could not be moved into the output folder (`io`).
        Place => "place",
    }
}

word_enum! {
    /// Why an input device could not be opened (`input_device_failed`): front ends word it from
    /// this, and may quote the system's own words (`detail`) beside it.
    pub enum DeviceProblem {
        /// The device, its driver or the sound server refused (`detail` its words).
        Refused => "refused",
        /// The device did not answer within the time allowed.
        Timeout => "timeout",
        /// The recorder stopped before the take started.
        Stopped => "stopped",
    }
}

word_enum! {
    /// Why a take's device went away during the take.
    pub enum DeviceLoss {
        /// The device is not connected any more.
        Disconnected => "disconnected",
        /// The device stopped sending sound.
        Silent => "silent",
        /// The device's stream closed.
        Closed => "closed",
        /// The device or its driver reported a failure (`detail` its words).
        Failed => "failed",
    }
}

word_enum! {
    /// Why a take could not be written to its end.
    pub enum TakeWriteProblem {
        /// The file could not be written on (`io`, and the system's words in `detail`).
        Write => "write",
        /// The recorder failed; what was written so far is kept.
        RecorderFailed => "recorder_failed",
        /// The take had been collected already.
        AlreadyCollected => "already_collected",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_system_error_is_worded_by_its_kind() {
        use std::io::{Error, ErrorKind};
        let problem = |kind| IoProblem::of(&Error::from(kind));
        assert_eq!(problem(ErrorKind::StorageFull), IoProblem::StorageFull);
        assert_eq!(problem(ErrorKind::PermissionDenied), IoProblem::PermissionDenied);
        assert_eq!(problem(ErrorKind::ReadOnlyFilesystem), IoProblem::ReadOnly);
        assert_eq!(problem(ErrorKind::NotFound), IoProblem::NotFound);
        assert_eq!(problem(ErrorKind::InvalidData), IoProblem::Other);
    }

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
        check(IoProblem::ALL);
        check(JobAction::ALL);
        check(LibraryProblem::ALL);
        check(VideoStep::ALL);
        check(NetworkProblem::ALL);
        check(MediaProblem::ALL);
        check(DeviceProblem::ALL);
        check(DeviceLoss::ALL);
        check(TakeWriteProblem::ALL);
    }
}
