# The doctor's words (`dubdeck-cli doctor`, the app's "Copy diagnostics"): English, as reports
# for the project's issue tracker are read.

doctor-title = { $program } diagnostics
doctor-verdict-good = ok
doctor-verdict-note = info
doctor-verdict-warning = warning
doctor-verdict-problem = PROBLEM
doctor-summary-good = Every check passed.
doctor-summary-some = { $problems ->
    [0] No problem found
    [one] 1 problem
   *[other] { $problems } problems
}, { $warnings ->
    [0] no warning
    [one] 1 warning
   *[other] { $warnings } warnings
}: see the lines marked above.

check-dubdeck = Dubdeck
check-system = System
check-web-view = Web view
check-player = Player
check-ffmpeg = ffmpeg
check-decoders = Decoders
check-audio = Microphones
check-keychain = Keychain
check-data-folder = Data folder
check-logs = Logs
check-service = Service
check-settings = Settings

found-dubdeck = { $program } { $version }, built for { $build }
found-web-view = WebKitGTK { $version }
found-web-view-missing = WebKitGTK 4.1 was not found
advice-web-view-missing = Install WebKitGTK 4.1 (Debian and Ubuntu: libwebkit2gtk-4.1-0; Fedora: webkit2gtk4.1): the window cannot open without it.
found-web-view-system = the system's web view
found-player = GStreamer { $version }; plugins: { $plugins }
found-player-missing = GStreamer { $version }; missing: { $missing }
advice-player-missing = Install GStreamer's plugins (Debian and Ubuntu: gstreamer1.0-plugins-good and gstreamer1.0-libav; Fedora: gstreamer1-plugins-good and gstreamer1-libav): without them the player cannot play some files.
found-player-no-gstreamer = GStreamer was not found
advice-player-no-gstreamer = Install GStreamer with its good plugins and libav (Debian and Ubuntu: gstreamer1.0-plugins-good, gstreamer1.0-libav): the player needs them.
found-player-system = the system's media player
found-ffmpeg = { $version } at { $path }, ffprobe beside it; key changes: { $rubberband ->
    [yes] yes (rubberband)
   *[no] no (this ffmpeg has no rubberband filter)
}
advice-ffmpeg-rubberband = Install an ffmpeg built with rubberband (Debian and Ubuntu's ffmpeg has it) to move a song's key.
found-ffmpeg-missing = { $reason }
advice-ffmpeg-missing = Install ffmpeg 4 or newer (Debian and Ubuntu: apt install ffmpeg; macOS: brew install ffmpeg), or set DUBDECK_FFMPEG to the ffmpeg to use, with ffprobe beside it. Without it, video, mixes, formats and recordings cannot be made.
found-decoders-helper = the helper program { $path } answers (version { $version })
found-decoders-here = in this program
found-decoders-none = no helper program: media files and avatars cannot be read
found-decoders-helper-other = the helper program { $path } is version { $theirs }, not { $ours }
found-decoders-helper-failed = the helper program { $path } did not answer ({ $reason })
advice-decoders = Reinstall Dubdeck: its package puts the helper program (dubdeck-helper) beside the app, and media files and avatars are read there.
found-audio = { $host }: { $count ->
    [one] 1 microphone
   *[other] { $count } microphones
} ({ $names })
found-audio-none = { $host }: no microphone
advice-audio-none = Connect a microphone, or allow Dubdeck to use one in the system's settings, to record takes in the training wizard. Adding files works without one.
found-audio-failed = { $host } did not answer: { $reason }
advice-audio-failed = Start the system's sound server (PipeWire or PulseAudio) to record takes. Adding files works without it.
found-keychain-key = { $store }: reachable, unlocked, a key is stored
found-keychain-no-key = { $store }: reachable, unlocked, no key stored
advice-keychain-no-key = Sign in with an API key (Settings, or dubdeck-cli login) to use the service.
found-keychain-locked = { $store }: locked
advice-keychain-locked = Unlock your login keyring (log in to the desktop session, or unlock "Login" in Passwords and Keys), then try again: Dubdeck cannot read or store its key while it is locked.
found-keychain-environment = the key comes from DUBDECK_API_KEY, not the keychain
found-keychain-failed = { $reason }
found-data-folder = { $path }: mode { $mode }, { $free } free
found-data-folder-open = { $path }: mode { $mode } (others can read your library), { $free } free
advice-data-folder-open = Make the folder private: chmod 700 "{ $path }".
found-data-folder-full = { $path }: only { $free } free, and Dubdeck needs { $needed }
advice-data-folder-full = Free some space on the disk that holds { $path } (or move the library with DUBDECK_DATA_DIR): downloads and mixes fail without it.
found-data-folder-unwritable = { $path } cannot be written: { $reason }
advice-data-folder-unwritable = Give your user write access to { $path }, or choose another folder with DUBDECK_DATA_DIR.
found-logs = { $path }; crash reports: { $crashes }
advice-logs-crashes = Dubdeck crashed before: attach the newest report from { $path } to the problem you report.
found-service = { $url } ({ $source }) answers; { $credits } credits
found-service-no-key = { $url } ({ $source }) answers; no key to check
found-service-refused = { $url } ({ $source }) refused the API key
advice-service-refused = Set a new API key (Settings > Account, or dubdeck-cli login): the service refuses this one.
found-service-down = { $url } ({ $source }) does not answer: { $reason }
advice-service-down = Check the connection and the service address (Settings > Advanced, or DUBDECK_BASE_URL); the service may also be down for a while.
found-service-bad-address = the service address cannot be used: { $reason }
advice-service-bad-address = Correct the service address in Settings > Advanced, or unset DUBDECK_BASE_URL.
source-environment = from DUBDECK_BASE_URL
source-settings = from Settings
source-default = the public service
