# The words for what went wrong: errors of commands, refused inputs, the keychain, and ffmpeg
# when it can't be used. Almost every message says what happened, why, and what to do. (What the
# shell reports otherwise has its screen's catalogue: the training's checks and quality report in
# train.ftl, recorded takes in recorder.ftl, failed jobs and their notices in jobs.ftl, auditions
# and video copies in dub.ftl, the player in player.ftl, a voice's readiness in my-voices.ftl.)
#
# Variables that recur:
#   $detail   the service's or the system's own message in parentheses, as `error-detail` makes
#             it (" (disk full)"), or nothing at all: put it where a parenthesis fits.
#   $named    "yes" when the file's (or link's, or address's) name is known and given in $name or
#             $file, "no" when it is not: then the sentence speaks of "this file" instead.
#   $file, $name, $path, $value, $host, $title, $take, $voice: data (file names, paths,
#             addresses, a take's name such as "Take 2", a voice's name): never translated.
#   Durations, clock times ("1:10"), sizes and percentages come formatted for the language.
#   "s" is the abbreviation of seconds.
#   Quotation marks around a file's name are the language's own.
#   Dubdeck, VoiceDub, ffmpeg, D-Bus, Secret Service, gnome-keyring, KeePassXC, gstreamer1.0-libav,
#   DUBDECK_API_KEY, DUBDECK_DATA_DIR, LUFS, dBFS, dB, kHz, HTTP, http:// and https:// stay as they are.
#   Button names in quotes or capitals ("Dub files", Retry, Play, Open, Record, Refresh) and
#   Settings, Jobs, Files must read as the buttons and screens read in this language.

## Pieces every error shares

# A neutral message of the service or the system appended to a sentence, in parentheses, with the
# space before it. $detail: the message (English or technical text).
error-detail = {" "}({ $detail })

## Errors of commands, by code

error-no-api-key = No API key is set. Paste your key in Settings, or try the demo.
# Stands for $now in error-key-not-confirmed when the shell did not name the new address.
error-key-not-confirmed-new-host = the new service address
# Stands for $checkedWith in error-key-not-confirmed when the shell did not name the old address.
error-key-not-confirmed-other-host = another service address
# $now: the service's address now; $checkedWith: the address the key was checked with. "Send my key
# to …" is the button at the top of the window: use its words.
error-key-not-confirmed = Dubdeck did not send your API key to { $now }: it was checked with { $checkedWith }. Choose "Send my key to { $now }" at the top of the window, use another key, or change the address back in Settings.
error-declined = Nothing was changed and nothing was sent: you cancelled in the system’s dialog. Try again if you meant to go ahead.
error-unauthorized = The API key was refused. Paste a new key in Settings.
# $seconds: how long until Dubdeck tries again.
error-rate-limited-after = The voice service asked us to slow down. Dubdeck tries again in { $seconds } s; nothing is lost.
# $time: the time of day Dubdeck tries again ("2:00:12 PM").
error-rate-limited-until = The voice service asked us to slow down until { $time }. Dubdeck tries again then; nothing is lost.
error-rate-limited = The voice service asked us to slow down. Dubdeck tries again in a moment; nothing is lost.
error-not-enough-credits = There are not enough credits for this{ $detail }. Add credits to your VoiceDub account, then try again.
error-voice-not-found = The chosen voice is not available on the voice service any more (it may have been removed or made private). Choose another voice.
error-not-found = The voice service no longer knows this dub or voice (it may have expired or been deleted). Start it again.
error-invalid-arguments = The voice service refused the request's values{ $detail }. Change what it names, then try again.
# $message: the service's reason.
error-service-refused = The voice service refused the request: { $message }. Change what it names, then try again.
error-input-changed =
    { $named ->
        [yes] "{ $file }" changed
       *[no] A file changed
    } while Dubdeck was sending it. Wait until it is saved completely, then try again.
error-service-failed = The voice service had a problem. Try again in a few minutes.
# $status: the service's error number (503).
error-service-failed-status = The voice service had a problem (error { $status }). Try again in a few minutes.
error-service-redirected = The voice service sent Dubdeck on to another address, and Dubdeck does not send your API key anywhere it was not set to. Check the service address in Settings; if it is right, try again later.
# $value: the address the service sent Dubdeck to.
error-service-redirected-to = The voice service sent Dubdeck on to another address ({ $value }), and Dubdeck does not send your API key anywhere it was not set to. Check the service address in Settings; if it is right, try again later.
error-service-unreachable = Can't reach the voice service. Check your connection; the voices already seen still browse.
error-invalid-request = Dubdeck did not send the request, because the voice service would refuse it{ $detail }. Change what it names, then try again.
error-service-answer-unreadable = The voice service sent an answer Dubdeck could not read. Check the service address in Settings, then try again in a few minutes.
# $status: the HTTP status number of the answer.
error-service-answer-unreadable-status = The voice service sent an answer Dubdeck could not read (HTTP { $status }). Check the service address in Settings, then try again in a few minutes.
error-unknown-outcome = The connection broke before the voice service answered, so Dubdeck does not know whether the request went through. Look at Jobs and your credits before trying again.
error-transfer-failed = An upload or download was cut off{ $detail }. Check your connection, then try again.
error-read-only = The API key comes from the DUBDECK_API_KEY environment variable and can't be changed here. Unset it to manage the key in Dubdeck.
error-empty-key = The API key was empty, so nothing was saved. Paste your API key first.
error-bad-encoding = The stored key cannot be read (it is not valid text). Remove the stored key, then paste it again.
error-ambiguous = The keychain holds more than one Dubdeck key, so Dubdeck can't tell which one is right. Remove the stored key, then paste it again.
error-input-refused = That was refused before anything was sent{ $detail }. Change what it names, then try again.
error-engine-running-elsewhere = Another Dubdeck (the app or the command line) is running the jobs of this library; they continue there.
error-no-such-job = This job is no longer in the library. It may have been removed from another window.
error-wrong-state = That can't be done to this job any more{ $detail }. The list shows where it is now.
error-engine-stopped = Dubdeck's job runner has stopped, so the job can't move on now. Restart Dubdeck; the job continues where it was.
error-engine-failed = Dubdeck's job runner failed{ $detail }. Restart Dubdeck; the job continues where it was.
# $detail: the value, in parentheses (error-detail), or nothing.
error-invalid-value = That value can't be used{ $detail }. Change it, then save again.
error-library-busy = The library is busy with another Dubdeck window or script. Wait a moment, then try again.
error-library-failed = Dubdeck could not read or write its library on this computer{ $detail }. Check free disk space, then restart Dubdeck.
error-no-data-dir = Dubdeck could not find a home folder to keep its library in. Set DUBDECK_DATA_DIR to a folder Dubdeck may write to, then restart Dubdeck.
# $value: what the user entered as the service address.
error-invalid-base-url = "{ $value }" is not a service address. Enter a full address starting with https:// (plain http:// only for a service on this computer), or reset it to use the public service.
# $value: the address entered; $https: the same address with https://.
error-insecure-base-url-https =
    { $named ->
        [yes] { $value } is
       *[no] This service address is
    } plain http to another computer: your API key and files would cross the network unencrypted. Use its https:// address ({ $https }); plain http is only for a service on this computer, such as a local simulator.
error-insecure-base-url =
    { $named ->
        [yes] { $value } is
       *[no] This service address is
    } plain http to another computer: your API key and files would cross the network unencrypted. Use its https:// address; plain http is only for a service on this computer, such as a local simulator.
error-catalogue-cursor-repeated = The voice service sent the same page of voices twice in a row, so Dubdeck stopped reading there. The voices shown are fine; try again later to see more.
error-catalogue-too-many-pages = The list has more pages than Dubdeck reads at once. Narrow it with a search or a filter.
error-catalogue-failed = The voices saved on this computer could not be read{ $detail }. Try again; if it keeps happening, restart Dubdeck.
error-avatar-failed = A voice's picture could not be loaded{ $detail }. The voice still works; its picture shows next time.
# "Dub files" and "Add files" are buttons.
error-not-offered =
    Dubdeck can use only files you drop on it, choose with "Dub files" or "Add files", or open with it, and { $named ->
        [yes] "{ $file }"
       *[no] this file
    } was none of these. Drop it or choose it again.
error-no-result = This job has no result file yet. Wait until it is done.
error-result-missing = The result file is no longer where Dubdeck saved it. It may have been moved or deleted; dub it again to get a new copy.
# $path: where the result was saved.
error-result-missing-at = The result file is no longer where Dubdeck saved it ({ $path }). It may have been moved or deleted; dub it again to get a new copy.
error-not-audio =
    Dubdeck opens only audio and video files, and { $named ->
        [yes] { $file }
       *[no] this result
    } is neither. Show it in its folder instead, and check it before opening it.
error-open-failed =
    The system could not open { $named ->
        [yes] { $path }
       *[no] the file
    }{ $detail }. Open it from your file manager instead.
# $reason: why the demo could not start (the shell's words).
error-demo-failed = The demo could not start: { $reason }. Try again, or restart Dubdeck.
error-demo-failed-unknown = The demo could not start: unknown reason. Try again, or restart Dubdeck.
# $program: the demo service's program, as the app looks for it beside itself.
error-demo-service-missing = The demo could not start: its service ({ $program }) is not installed with this copy of Dubdeck. Reinstall Dubdeck, then try the demo again.
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages).
error-media-tool-missing = This needs ffmpeg on this computer. { $reason } Install ffmpeg (your system's package, or ffmpeg.org), then restart Dubdeck.
error-media-failed =
    ffmpeg could not read { $named ->
        [yes] "{ $file }"
       *[no] this file
    }{ $detail }. Check that it plays in a media player, or export it again.
error-no-input-device = No microphone was found. Connect one (or allow Dubdeck to use it in your system's privacy settings), then press Refresh.
error-input-device-gone = The chosen microphone is not connected any more. Connect it again, or pick another one, then record again.
error-input-device-failed = The microphone could not be opened{ $detail }. Close other apps that may be using it, or pick another microphone, then record again.
# Why the microphone could not be opened, as the parenthesis of error-input-device-failed:
# $problem is timeout (it did not answer in time) or stopped (the recorder stopped first).
device-problem =
    { $problem ->
        [timeout] it did not answer in time
       *[stopped] the recorder stopped before it started
    }
# The settings' names and places are the systems' own in this language.
error-microphone-denied = Your system does not let Dubdeck use the microphone. Allow it in your system's privacy settings (on macOS: System Settings > Privacy & Security > Microphone; on Windows: Settings > Privacy & security > Microphone), then record again.
error-recording-in-progress = A take is being recorded already. Stop it first.
error-not-recording = No take is being recorded. Press Record a take to start one.
error-take-failed = The take could not be read or written{ $detail }. Check that the disk has free space and that Dubdeck's library folder is still there, then try again.
error-take-silent = This take is silence from start to end, so there is nothing to keep. Check that the right microphone is picked and not muted, then record again.
error-internal = Something went wrong inside Dubdeck{ $detail }. Try again; if it keeps happening, restart Dubdeck.
# An error this version does not know (a newer shell). $message: its message, or its code.
error-unknown = Something went wrong ({ $message }). Try again; if it keeps happening, restart Dubdeck.
# The service refused without a reason of its own.
error-service-refused-no-reason = The voice service refused the request. Check what you entered, then try again.
# $action: what was asked of the job: approve, discard, retry, remove, dub_again (dub it again
# with another voice), relocate (move a finished dub's files to another folder).
error-wrong-state-action =
    { $action ->
        [approve] This job can't be approved any more
        [discard] This job can't be discarded any more
        [retry] This job can't be retried now
        [remove] This job can't be removed while it runs: discard it first
        [dub_again] Only dubs can be dubbed again
        [relocate] This job's files can't be moved to another folder now
       *[other] That can't be done to this job any more
    }. The list shows where it is now.
error-result-not-deleted = The job was removed, but its result file could not be deleted{ $detail }. Delete it in your file manager if you no longer want it.
error-library-too-new = Dubdeck's library was last used by a newer version of Dubdeck, so this version left it untouched. Update Dubdeck to open it.
error-library-mismatch = Dubdeck's library was written by a different build of Dubdeck, so this version left it untouched. Open it with that build, or move the library file away to start a new library.
# $path: the folder where the demo keeps its library.
error-demo-folder-taken = The demo could not start: { $path } is already there and is not a demo library, so Dubdeck left it as it is. Move it elsewhere, then try the demo again.

# A cover's new mix (the dubbed vocal and the instrumental together), or a dub's file in the format
# chosen in Settings, was not made; the dub itself is done and kept. $step: what failed:
# no_pitch_shifter (this ffmpeg has no rubberband filter, which moves the song's key), stem_missing
# (the library's copy of a stem is gone), out_of_range (a level, the key or the loudness), render
# (ffmpeg could not make the file), name (no free name in the output folder), work_folder
# (Dubdeck's own work folder), place (the finished file could not be moved into the output folder).
# $detail: why, in parentheses (error-detail), or nothing.
error-mix-failed =
    The mix was not made: { $step ->
        [no_pitch_shifter] this ffmpeg cannot move the song's key (it has no rubberband filter){ $detail }. Set the key to 0, or install an ffmpeg built with rubberband, then export the mix again
        [stem_missing] the dubbed vocal or the instrumental is no longer in Dubdeck's library{ $detail }. Dub the vocal again with its instrumental
        [out_of_range] a level, the key or the loudness is out of range{ $detail }. Bring it back into its range, then export the mix again
        [name] no name for it was free in the output folder{ $detail }. Make room in the output folder or choose another one in Settings, then export the mix again
        [work_folder] Dubdeck's work folder could not be used{ $detail }. Check the free disk space, then export the mix again
        [place] it could not be moved into the output folder{ $detail }. Check that the folder is still there and can be written to, or choose another one in Settings, then export the mix again
       *[render] ffmpeg could not make it{ $detail }. Choose another format in Settings, or export the mix again
    }. Nothing was sent or spent, and the dub is kept as it is.
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages).
error-mix-failed-no-tool = The mix was not made: mixes are made on this computer with ffmpeg. { $reason } Install ffmpeg, then restart Dubdeck and export the mix again; nothing was spent, and the dub is kept as it is.
# A file Dubdeck was asked to write (the spend history as CSV) could not be written. $value: where.
# $detail: why, in parentheses (error-detail), or nothing.
error-export-failed = { $value } could not be written{ $detail }. Check that the folder is still there, that you can write to it and that the disk has room, then export again.
# A folder could not be used for a batch or a watch folder. $value: the folder. $problem: what is
# wrong (not_a_folder, output_is_watched, unreadable, watcher). $detail: why, in parentheses
# (error-detail), or nothing.
error-watch-failed =
    { $problem ->
        [not_a_folder] { $value } is not a folder. Choose a folder, then try again.
        [output_is_watched] The dubs would be saved into the watched folder { $value } itself. Choose another folder for this watch's dubs.
        [watcher] The system cannot watch { $value }{ $detail }. Check that it is a folder on this computer that you can open, then turn the watch on again.
       *[unreadable] The folder { $value } could not be read{ $detail }. Check that it is still there and that you can open it, then try again.
    }

## The keychain (the system's store of passwords and keys)

keychain-no-session-bus = No desktop session bus (D-Bus) is running, so the keychain cannot be reached. Log in to a desktop session, then try again.
keychain-no-service = No keychain service is running (Secret Service). Install and start gnome-keyring or KeePassXC, then try again.
keychain-locked = The keychain is locked. Unlock it (log in to your desktop session), then try again.
keychain-platform = The system keychain refused to store the key{ $detail }. Check your system's credential store, then try again.
keychain-unknown = The keychain could not be used{ $detail }. Check your system's credential store, then try again.
# What to do about a stored key that can't be used.
keychain-remove-stored-key = Remove the stored key, then paste it again.

## A file, a link or a setting refused before anything was sent
## $name: the file's or link's name, when $named is yes.

refusal-not-found =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } no longer there. It may have been moved or deleted; choose it again.
refusal-is-directory =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } a folder. Dubdeck dubs files one by one: open the folder and drop the songs or clips inside it.
refusal-empty =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } empty (0 bytes). If it is still downloading, wait until it finishes, then drop it again.
refusal-unreadable =
    { $named ->
        [yes] "{ $name }" can't
       *[no] This file can't
    } be read{ $detail }. Check that you may open it, or copy it somewhere you can.
refusal-not-media =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM file.
refusal-no-audio-track =
    { $named ->
        [yes] "{ $name }" has
       *[no] This file has
    } no sound: it holds no audio track. Choose a file with audio.
# $container: the kind of file it claims to be ("MP4", "WAV").
refusal-damaged =
    { $named ->
        [yes] "{ $name }" looks
       *[no] This file looks
    } like { $container } but is damaged or incomplete{ $why }. Export or download it again, then retry.
refusal-damaged-unknown =
    { $named ->
        [yes] "{ $name }" looks
       *[no] This file looks
    } like media but is damaged or incomplete{ $why }. Export or download it again, then retry.
# $duration: the file's length; $limit: the longest a dub may be (both formatted, "31:00", "30:00").
# How a file refused as damaged is damaged (a code of the media reader), in parentheses after the refusal.
damage-cause =
    { $cause ->
        [reader_crashed] the media reader stopped on its contents
        [bad_timing] its audio has no usable timing
        [unreadable_audio] its audio cannot be read
        [no_audio_data] it holds no audio data
        [nothing_decoded] none of its audio could be decoded
        [no_decoder] its audio cannot be decoded on this computer
       *[other] its contents cannot be read
    }
refusal-not-regular-file =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } not a regular file but a device, a pipe or a socket, so it is not read. Choose an audio or video file.
refusal-too-long =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } { $duration } long; a dub can be at most { $limit }. Trim it or split it into shorter parts.
refusal-too-long-unknown =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } too long; a dub can be at most { $limit }. Trim it or split it into shorter parts.
# $name: the link as entered, or the file's name.
refusal-bad-link =
    { $named ->
        [yes] "{ $name }" is
       *[no] This is
    } not a web link Dubdeck can dub. Paste an address starting with https:// (or http://) that leads to audio or video.
# $value: the pitch shift asked for, in semitones, as entered; $count: the same as a number, for
# the plural; $min, $max: the range ("−24", "+24").
refusal-pitch-out-of-range-value =
    { $count ->
        [one] A pitch shift of { $value } semitone is out of range: it must be between { $min } and { $max } semitones. Move the slider back into that range.
       *[other] A pitch shift of { $value } semitones is out of range: it must be between { $min } and { $max } semitones. Move the slider back into that range.
    }
refusal-pitch-out-of-range = The pitch must be between { $min } and { $max } semitones. Move the slider back into that range.
# $detail: what the system said is wrong, in parentheses (error-detail), or nothing.
refusal-output-dir =
    The output folder { $named ->
        [yes] "{ $name }" can't
       *[no] can't
    } be written to{ $detail }. Choose another folder in Settings.
# $max: the most characters a voice's name may have.
refusal-bad-name = The voice name must have 1 to { $max } characters (spaces at either end are left out). Change it, then try again.
# $min, $max: the range of the maximum minutes of a training; $value: the number asked for.
refusal-bad-minutes-value = The maximum minutes must be { $min } to { $max }, not { $value }. Change them, then try again.
refusal-bad-minutes = The maximum minutes must be { $min } to { $max }. Change them, then try again.
# $max: the most recordings a voice is trained from; $value: the number given.
refusal-bad-file-count-value = A voice is trained from 1 to { $max } recordings, not { $value }. Add or remove recordings, then try again.
refusal-bad-file-count = A voice is trained from 1 to { $max } recordings. Add or remove recordings, then try again.
refusal-training-too-long = The recordings hold more audio than the maximum minutes: the service would charge and then fail the training. Raise the minutes, or remove a recording.
refusal-audition-of-link = A link can't be auditioned: the voice service fetches it whole. Dub the whole link, or download the file and drop it to try 30 seconds first.
refusal-audition-too-short =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } no longer than an audition (30 seconds), and the whole file costs the same minimum. Dub the whole file instead.
refusal-audition-out-of-range =
    The audition would start after the end of { $named ->
        [yes] "{ $name }"
       *[no] this file
    }. Choose an earlier start on the waveform.
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages).
refusal-needs-media-tool = An audition is cut on this computer with ffmpeg. { $reason } Install ffmpeg, then restart Dubdeck; or dub the whole file.
# $kind: what the file is instead: playlist (it points to other files), concat_list (a list of
# other files to play one after another), image_sequence (pictures), other (any other format).
refusal-not-single-file =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } { $kind ->
        [playlist] a playlist, not a video: it only points to other files, which Dubdeck does not open. Open the video it points to instead.
        [concat_list] a list of other files, not a video: Dubdeck does not open the files it names. Open the audio or video file itself instead.
        [image_sequence] a picture, not a video. Choose an audio or video file.
       *[other] not an audio or video file Dubdeck can read. Choose an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM file.
    }
# A reason this version does not know.
refusal-unknown =
    { $named ->
        [yes] "{ $name }" can't
       *[no] This file can't
    } be dubbed{ $detail }. Choose another file.
# An instrumental was given with what can't be paired with one: a link, a video or an audition.
# $name: the file's name, or the link. "Unpair" is a button of the dub sheet.
refusal-not-pairable =
    { $named ->
        [yes] "{ $name }" can't
       *[no] This can't
    } be paired with an instrumental: only an audio file of the vocal, dubbed whole, can be (not a link, a video or an audition). Press Unpair to dub it on its own, or pair the vocal's own file instead.
# A cover's key: how far the whole song moves. $value: the key asked for, with its sign ("+13");
# $count: its size, for the plural; $min, $max: the range ("−12", "+12").
refusal-key-out-of-range-value =
    { $count ->
        [one] A key of { $value } semitone is out of range: the song can move between { $min } and { $max } semitones. Set the key back into that range.
       *[other] A key of { $value } semitones is out of range: the song can move between { $min } and { $max } semitones. Set the key back into that range.
    }
refusal-key-out-of-range = The key must be between { $min } and { $max } semitones. Set it back into that range.
# A cover's key change that this computer's ffmpeg can't make (it has no pitch shifter, the
# "rubberband" filter); nothing was sent. $value: the key asked for, signed ("+2").
refusal-no-pitch-shifter = A key of { $value } needs ffmpeg's pitch shifter (rubberband), which the ffmpeg on this computer lacks, so nothing was sent. Set the key to 0, or install an ffmpeg with rubberband.
# A stem's level in a mix (the Vocal or Instrumental fader). $value: the level asked for ("+15");
# $min, $max: the range ("−24", "+12").
refusal-gain-out-of-range-value = A level of { $value } dB is out of range: each part of the mix must be between { $min } and { $max } dB. Move its fader back into that range.
refusal-gain-out-of-range = Each part of the mix must be between { $min } and { $max } dB. Move its fader back into that range.
# The loudness finished files are brought to. $value: the loudness asked for ("−40"); $min, $max:
# the range ("−36", "−6").
refusal-loudness-out-of-range-value = A loudness of { $value } LUFS is out of range: it must be between { $min } and { $max } LUFS. Enter a value in that range, or turn loudness off.
refusal-loudness-out-of-range = The loudness must be between { $min } and { $max } LUFS. Enter a value in that range, or turn loudness off.
# Too many voices for one comparison. $limit: the most it takes (4); $count: how many were chosen.
refusal-too-many-voices-value = A comparison takes up to { $limit } voices, and { $count } were chosen. Remove voices until there are { $limit } or fewer, then start again.
refusal-too-many-voices = A comparison takes up to { $limit } voices. Remove voices until there are { $limit } or fewer, then start again.
# "Try 30 seconds first" is the dub sheet's switch.
refusal-comparison-without-audition = Voices are compared on the same 30 seconds, so a comparison needs "Try 30 seconds first" on. Turn it on, or keep only one voice.
# The name template of Settings names finished dubs. $template: the template as the user wrote it.
# The placeholders in braces ({input} and the others) are typed as they are: never translate them.
refusal-name-template-value = The name template "{ $template }" has a placeholder Dubdeck does not know, or a brace without its pair. Use only {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} and {"{"}date{"}"}, or leave it empty for the usual names.
refusal-name-template = The name template has a placeholder Dubdeck does not know, or a brace without its pair. Use only {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} and {"{"}date{"}"}, or leave it empty for the usual names.

## A recording refused for training (the wizard's list of files)

refusal-training-is-directory =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } a folder. Add the recordings inside it instead.
refusal-training-not-media =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } not an audio or video file Dubdeck can read. Use an MP3, WAV, FLAC, OGG, M4A, MP4, MOV, MKV or WebM recording.
refusal-training-empty =
    { $named ->
        [yes] "{ $name }" is
       *[no] This file is
    } empty (0 bytes). If it is still downloading, wait until it finishes, then add it again.
refusal-training-unknown =
    { $named ->
        [yes] "{ $name }" can't
       *[no] This file can't
    } be used for training. Remove it, or choose another recording.

## A training refused when it was started (Settings and Files are steps of the wizard)

training-error-bad-name = The voice name must have 1 to { $max } characters. Go back to Settings and change it.
training-error-bad-minutes = The maximum minutes must be { $min } to { $max }. Go back to Settings and change it.
training-error-bad-file-count = A voice is trained from 1 to { $max } recordings. Go back to Files and change them.
training-error-too-long = The recordings hold more audio than the maximum minutes: the service would charge and then fail the training. Go back to Settings and raise the minutes, or remove a recording.
training-error-refused = The training was refused before anything was sent{ $detail }. Change what it names, then confirm again.

## ffmpeg (the media tool Dubdeck uses for videos and auditions)

ffmpeg-help = Install ffmpeg from your system's packages (or ffmpeg.org), then restart Dubdeck. Without it, videos are sent whole and come back as audio only, and auditions are off.
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages).
ffmpeg-missing = { $reason } Install ffmpeg from your system's packages (or ffmpeg.org), then restart Dubdeck. Without it, videos are sent whole and come back as audio only, and auditions are off.

## Why ffmpeg (which Dubdeck's media work runs) cannot be used: each a whole sentence, set into
## the messages above. DUBDECK_FFMPEG is an environment variable that names an ffmpeg to use, and
## PATH the system's list of program folders: keep both names as they are.

tool-not-found = ffmpeg is not installed (Dubdeck looked for it in DUBDECK_FFMPEG, beside Dubdeck and on the PATH).
# $path: where DUBDECK_FFMPEG says ffmpeg is.
tool-not-there = There is no ffmpeg at { $path }, where DUBDECK_FFMPEG says it is.
# $path: the ffmpeg found; ffprobe, its companion program, should be in the same folder.
tool-no-probe = ffprobe is not beside ffmpeg at { $path }.
# $version: the ffmpeg found ("3.4.8"); $needs: the oldest major version that works ("4").
tool-too-old = ffmpeg { $version } is too old: Dubdeck needs ffmpeg { $needs } or newer.
# $detail: ffmpeg's or the system's own words, in parentheses (error-detail), or nothing.
tool-broken = ffmpeg at { $path } does not work{ $detail }.
tool-no-version = ffmpeg at { $path } did not say which version it is.
# What ffmpeg's work on a file met (not ffmpeg's own words), a phrase for a parenthesis.
media-problem =
    { $problem ->
        [no_audio] it holds no audio track
        [no_video] it holds no video to put the dub into
        [no_container] ffprobe found no audio or video container in it
        [timed_out] ffmpeg took too long on it and was stopped
        [probe_too_large] ffprobe's description of it is larger than Dubdeck reads
        [output_too_large] what ffmpeg made from it grew larger than it can be
       *[not_single_file] it is not a single audio or video file
    }
# A reason this version does not know.
tool-unknown = ffmpeg cannot be used.

## What the system said is wrong with a file or folder: a short phrase, set into the messages above
## in parentheses (error-detail) or after a colon.

# $problem: not_found, permission_denied, already_exists, storage_full, read_only, in_use (another
# program holds the file), too_large (larger than the disk's format allows), wrong_kind (a file
# where a folder was expected, or the other way round), other.
io-problem =
    { $problem ->
        [not_found] it is not there
        [permission_denied] permission denied
        [already_exists] something with that name is already there
        [storage_full] the disk is full
        [read_only] the disk or folder is read-only
        [in_use] another program is using it
        [too_large] the file is too large for this disk
        [wrong_kind] a file is where a folder should be, or the other way round
       *[other] a system error
    }

## Updates (Settings > Updates). The updates address is the setting that says where Dubdeck looks
## for new versions; Dubdeck's releases page is the project's web page of its versions (Settings >
## Updates shows its address under these messages). The installer: the package that installs
## Dubdeck (.deb, .rpm, .msi, .dmg).

# The updates address did not answer, or not with a release. $detail: the server's or the
# network's own words, in parentheses (error-detail), or nothing.
error-update-unreachable = Dubdeck could not get the newest release from the updates address{ $detail }. Check your connection and the updates address in Settings › Updates, then try again.
# The release offered has no package for this kind of installation, so there is nothing to
# install. $value: the installer's key in the release (such as linux-x86_64-deb: keep it as is);
# $named: yes when it is given, no when it is not.
error-update-not-offered =
    { $named ->
        [yes] The release offered has no package for this kind of installation ({ $value }), so nothing was installed.
       *[no] The release offered has no package that Dubdeck can install, so nothing was installed.
    } Check for updates again later, or download the installer from Dubdeck's releases page.
# The downloaded package's signature does not match Dubdeck's own key.
error-update-signature-invalid = The downloaded update does not carry Dubdeck's signature, so it was not installed: it may have been damaged or changed on the way. Nothing on this computer changed. Try again later, or download the installer from Dubdeck's releases page.
# $detail: the installer's own words, in parentheses (error-detail), or nothing.
error-update-install-failed = The update could not be installed{ $detail }, so Dubdeck stays as it was. Try again; if it fails again, download the installer from Dubdeck's releases page and run it yourself.
# This copy was not installed from a package that updates itself. An AppImage is a kind of Linux
# program file: keep the name.
error-update-unsupported = This copy of Dubdeck cannot update itself, because it was not installed from a package that updates (it runs from a folder, or as an AppImage). Download the installer from Dubdeck's releases page and install the new version with it.
# The updates address is plain http, which this build of Dubdeck refuses for updates. $value: the
# address; $named: yes when it is given, no when it is not.
error-update-insecure =
    { $named ->
        [yes] { $value } is a plain http address, and this build of Dubdeck takes updates only over https://, so it did not look there.
       *[no] The updates address is plain http, and this build of Dubdeck takes updates only over https://, so it did not look there.
    } Set an https:// updates address in Settings › Updates, or use the default.
