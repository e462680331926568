# The words for what went wrong, and for what the shell reports: errors of commands, refused
# inputs, the keychain, failed jobs and their notices, ffmpeg, auditions and video copies, the
# player, the training's checks and quality report, and recorded takes. Almost every message says
# what happened, why, and what to do.
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
# $message: why the value can't be used.
error-invalid-value = That value can't be used: { $message }. Change it, then save again.
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
# The settings' names and places are the systems' own in this language.
error-microphone-denied = Your system does not let Dubdeck use the microphone. Allow it in your system's privacy settings (on macOS: System Settings > Privacy & Security > Microphone; on Windows: Settings > Privacy & security > Microphone), then record again.
error-recording-in-progress = A take is being recorded already. Stop it first.
error-not-recording = No take is being recorded. Press Record a take to start one.
error-take-failed = The take could not be read or written{ $detail }. Check that the disk has free space and that Dubdeck's library folder is still there, then try again.
error-take-silent = This take is silence from start to end, so there is nothing to keep. Check that the right microphone is picked and not muted, then record again.
error-internal = Something went wrong inside Dubdeck{ $detail }. Try again; if it keeps happening, restart Dubdeck.
# An error this version does not know (a newer shell). $message: its message, or its code.
error-unknown = Something went wrong ({ $message }). Try again; if it keeps happening, restart Dubdeck.

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
    } like { $container } but is damaged or incomplete. Export or download it again, then retry.
refusal-damaged-unknown =
    { $named ->
        [yes] "{ $name }" looks
       *[no] This file looks
    } like media but is damaged or incomplete. Export or download it again, then retry.
# $duration: the file's length; $limit: the longest a dub may be (both formatted, "31:00", "30:00").
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
refusal-output-dir =
    The output folder { $named ->
        [yes] "{ $name }" can't
       *[no] can't
    } be written to. Choose another folder in Settings.
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
# A reason this version does not know.
refusal-unknown =
    { $named ->
        [yes] "{ $name }" can't
       *[no] This file can't
    } be dubbed{ $detail }. Choose another file.

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

## The training's checks of the recordings

training-warning-unreadable-files =
    { $count ->
        [one] { $count } file can't be used (its reason is shown in the list). It is left out of the training: remove it, or replace it with a readable recording.
       *[other] { $count } files can't be used (their reasons are shown in the list). They are left out of the training: remove them, or replace them with readable recordings.
    }
# $total: the recordings' length; $recommended: the length a voice learns best from.
training-warning-total-too-short = Only { $total } of audio in all. A voice learns best from at least { $recommended } of clean singing or speech: add recordings, or train anyway for a rougher voice.
# $total: the recordings' length; $minutes: the maximum minutes chosen.
training-warning-total-above-chosen =
    { $minutes ->
        [one] The recordings hold { $total } of audio, more than the { $minutes } minute the training uses; the service would charge and then fail the training. Remove some recordings, or raise the maximum minutes.
       *[other] The recordings hold { $total } of audio, more than the { $minutes } minutes the training uses; the service would charge and then fail the training. Remove some recordings, or raise the maximum minutes.
    }
# $count: files added; $max: the most a voice is trained from; $remove: how many to remove.
training-warning-too-many-files =
    { $count ->
        [one] { $count } file added; a voice is trained from at most { $max }. Remove { $remove } to continue.
       *[other] { $count } files added; a voice is trained from at most { $max }. Remove { $remove } to continue.
    }
training-warning-unknown = The recordings need attention before training.

## What the quality check found in a recording. $start, $end, $voiced, $duration: times on the
## recording's clock ("0:42").

# $percent: a share of the samples, formatted ("4", "0.35").
finding-clipped = { $percent } % of samples clipped: lower the input gain and record again.
# $snr: how many dB the voice is above the noise; $noise: the noise level in dBFS.
finding-noisy = Background noise: the voice is only { $snr } dB above it (noise at { $noise } dBFS; 25 dB or more is clean). Record in a quieter room, closer to the microphone.
finding-silence = { $start }–{ $end } is silence: trim it.
finding-no-voice = { $start }–{ $end } has sound but no voice: cut it out.
finding-little-voice = Only { $voiced } of its { $duration } is voice: trim the rest, or the voice learns little from it.
# $loudness: the loudness in LUFS (a negative number).
finding-too-quiet = Very quiet ({ $loudness } LUFS): raise the input gain or move closer to the microphone, and record again.
# $rate: the sample rate in kHz ("22.05").
finding-low-sample-rate = Recorded at { $rate } kHz, as a telephone: the voice loses its upper range. Record at 44.1 or 48 kHz.
# $percent: how many of the pauses are tonal, in percent. "Separate vocals" is a setting.
finding-music-bed = Music or a steady tone seems to play under the voice ({ $percent } % of the pauses are tonal): record the voice alone, or keep "Separate vocals" on. Only a hint: a hum looks the same, and music that stops with the voice is not heard.
# $semitones: how far apart the two groups of pitch are.
finding-several-voices =
    { $semitones ->
        [one] Two voices may take turns: the pitch falls in two groups { $semitones } semitone apart. Keep one speaker per voice. Only a hint: one person changing register, or singing, looks the same.
       *[other] Two voices may take turns: the pitch falls in two groups { $semitones } semitones apart. Keep one speaker per voice. Only a hint: one person changing register, or singing, looks the same.
    }
finding-unknown = Something in this recording may need fixing before training.

## A recording's verdict: its label (a chip), and what it means (the chip's tooltip)

verdict-good = Good
verdict-good-hint = Nothing to fix.
verdict-usable = Usable
verdict-usable-hint = Training can use it; fixing it helps.
verdict-poor = Poor
verdict-poor-hint = It would teach the voice its faults: left out unless you keep it.

## The quality report

# The key figures of a recording, shown in one line separated by " · ". $voiced, $duration: times.
quality-figures-voice = { $voiced } of voice in { $duration }
# $loudness: the loudness in LUFS (a negative number).
quality-figures-loudness = { $loudness } LUFS
quality-figures-no-loudness = loudness not measurable
# $snr: the signal-to-noise ratio in dB.
quality-figures-snr = signal-to-noise { $snr } dB
quality-figures-no-snr = no voice to set against the noise
quality-checking = Checking the recordings… this takes a few seconds a file.
# $reason: why the check failed (a whole sentence of its own).
quality-failed = The recordings could not be checked for quality: { $reason } You can continue without the report; every readable file is kept.
quality-unread = Not checked: it could not be read as audio.
# $duration, $voiced: times ("7:40", "3:12"); $minutes: the minutes training them needs;
# $voiceMinutes: the minutes their voice alone would need.
quality-proposal-trim =
    Your recordings last { $duration } and hold { $voiced } of voice: training them needs { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }. Trim the silences and { $voiceMinutes ->
        [one] { $voiceMinutes } minute
       *[other] { $voiceMinutes } minutes
    } would do.
quality-proposal =
    { $minutes ->
        [one] Your recordings hold { $voiced } of voice: { $minutes } minute of training covers it.
       *[other] Your recordings hold { $voiced } of voice: { $minutes } minutes of training cover it.
    }
# $minutes, $credits: what the training costs; $voiced: a time; $good, $usable, $poor: how many
# recordings of each verdict are kept.
quality-paid-against-held =
    You pay for { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } ({ $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }); the recordings you keep hold { $voiced } of voice ({ $good } good, { $usable } usable, { $poor } poor kept).

## Recorded takes. $take: a take's name ("Take 2"); $time, $length: times on its clock ("1:05").

take-device-lost = The microphone was disconnected, so { $take } stopped at { $time }. What was recorded is kept. Connect it again, or pick another one, then record the rest.
take-write-failed = { $take } could not be written to disk{ $detail }, so it stopped at { $time }. What was recorded is kept. Free some disk space, then record the rest.
take-end-unknown = { $take } stopped by itself at { $time }. What was recorded is kept.
# $seconds: the length of sound lost, with one decimal ("0.4").
take-dropped = { $take } lost { $seconds } s of sound because the computer could not keep up. Close other busy apps, then record it again.
take-dropped-little = { $take } lost less than 0.1 s of sound because the computer could not keep up. Close other busy apps, then record it again.
# $take: the new take; $old: the one it replaced.
take-retake-replaced = { $take } replaced { $old }, which is deleted.
take-retake-kept = { $take } is kept too, since the new take is not whole: delete the one you do not want.
take-retake-not-started = { $take } is kept as it was.
# $take: the earlier take; $new: the new one; $reason: why (a whole sentence of its own).
take-retake-delete-failed = { $take } could not be deleted, so it is kept beside { $new }: { $reason }
# "Saved takes" is a list of the recorder.
take-recovered = { $take } was being recorded when Dubdeck closed. It was kept ({ $length }). Add it from Saved takes to train with it.
take-trimmed-none = There was no silence to cut at either end.
# $start, $end: seconds cut, with one decimal ("1.2").
take-trimmed-start = Trimmed { $start } s from the start; it is { $length } long now.
take-trimmed-end = Trimmed { $end } s from the end; it is { $length } long now.
take-trimmed-both = Trimmed { $start } s from the start and { $end } s from the end; it is { $length } long now.
take-play-failed = { $take } could not be played{ $detail }. Check the sound output, then press Play again.
# Shown in bold, followed by take-clipping-hint: together they read as one sentence.
take-clipping = Clipping: lower the input gain
# Follows take-clipping (in bold) in the same line.
take-clipping-hint = in the system's sound settings, or move a little further from the microphone.

## Why a job failed (shown on its row in Jobs, with Retry beside it)

failure-input-rejected = The input was refused before sending. Choose another file.
# $detail: why (the check's words).
failure-input-rejected-detail = The input was refused before sending: { $detail }. Choose another file.
failure-input-changed =
    { $named ->
        [yes] "{ $file }" changed
       *[no] The input changed
    } since it was chosen. Press Retry to dub it as it is now.
failure-input-missing =
    { $named ->
        [yes] "{ $file }" is
       *[no] The input is
    } no longer there{ $detail }. Put it back, then press Retry.
failure-unauthorized = The API key was refused. Paste a new key in Settings, then press Retry.
# $needed: the credits the job needs; $balance: the credits the account has.
failure-not-enough-credits-balance =
    { $needed ->
        [one] This needs { $needed } credit and the account has { $balance }. Buy credits, then press Retry.
       *[other] This needs { $needed } credits and the account has { $balance }. Buy credits, then press Retry.
    }
failure-not-enough-credits =
    { $needed ->
        [one] This needs { $needed } credit, more than the account has. Buy credits, then press Retry.
       *[other] This needs { $needed } credits, more than the account has. Buy credits, then press Retry.
    }
# $voice: the voice's name.
failure-voice-not-found =
    { $named ->
        [yes] { $voice } is
       *[no] This voice is
    } no longer available. Dub again with another voice.
failure-remote-not-found = The service no longer knows this job (it may have expired). Press Retry to start it afresh.
# $reason: the service's reason.
failure-remote-failed-reason = The service could not process this: { $reason }. Press Retry, or try another file.
# $kind: "training" for a voice's training, "file" for a dub. $known: what is known of the input
# (its format and length, "wav/pcm_u8, 1:04").
failure-remote-failed-known =
    { $kind ->
        [training] The service could not process this training ({ $known }). Press Retry, or try another file or format.
       *[file] The service could not process this file ({ $known }). Press Retry, or try another file or format.
    }
failure-remote-failed =
    { $kind ->
        [training] The service could not process this training. Press Retry, or try another file or format.
       *[file] The service could not process this file. Press Retry, or try another file or format.
    }
failure-invalid-request = The service refused the request{ $detail }. Change the settings and dub again.
failure-upload-failed = Uploading failed{ $detail }. Check your connection, then press Retry.
failure-upload-expired = The upload address expired before the upload finished. Press Retry to upload again.
failure-download-failed = Downloading the result failed{ $detail }. Press Retry: nothing is paid again.
failure-media-failed =
    Dubdeck could not prepare { $named ->
        [yes] "{ $file }"
       *[no] the file
    } for sending{ $detail }. Check that it plays (and that ffmpeg is installed), then press Retry.
# $path: the result's path.
failure-output-failed-path = The result could not be saved to { $path }{ $detail }. Free some space or choose another output folder, then press Retry.
failure-output-failed = The result could not be saved{ $detail }. Free some space or choose another output folder, then press Retry.
failure-network = Can't reach the voice service. Check your connection, then press Retry.
# $status: the service's error number (502).
failure-server-error-status = The voice service had a problem (error { $status }). Press Retry in a few minutes.
failure-server-error = The voice service had a problem. Press Retry in a few minutes.
failure-interrupted = The connection broke at a moment where the outcome is unknown. Press Retry: Dubdeck checks first, so nothing is paid twice.
failure-internal = Something went wrong inside Dubdeck{ $detail }. Press Retry; if it keeps happening, restart Dubdeck.
# A failure this version does not know. $code: its code.
failure-unknown = Something went wrong ({ $code }). Press Retry; if it keeps happening, restart Dubdeck.

## Why a try failed, in a few words: $cause of notice-retrying

failure-cause-input-rejected = The input was refused
failure-cause-input-missing = The input file is missing or changed
failure-cause-unauthorized = The API key was refused
failure-cause-not-enough-credits = The account lacks credits
failure-cause-voice-not-found = The voice is not available
failure-cause-remote-not-found = The service no longer knows this job
failure-cause-remote-failed = The service could not process it
failure-cause-invalid-request = The service refused the request
failure-cause-upload-failed = The upload failed
failure-cause-upload-expired = The upload address expired
failure-cause-download-failed = The download failed
failure-cause-media-failed = The file could not be prepared for sending
failure-cause-output-failed = The result could not be saved
failure-cause-network = Can't reach the voice service
failure-cause-server-error = The voice service had a problem
failure-cause-interrupted = The connection broke
failure-cause-internal = Something went wrong inside Dubdeck
failure-cause-unknown = A try failed

## A job's passing condition, on its row

# $seconds: seconds until the job goes on.
notice-rate-limited = Waiting for the service ({ $seconds } s)
# $cause: why the last try failed (a failure-cause- message); $seconds: seconds until the next
# try; $attempt: the number of the next try; $of: how many tries there are at most.
notice-retrying = { $cause }; trying again in { $seconds } s (try { $attempt } of { $of })

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
# A reason this version does not know.
tool-unknown = ffmpeg cannot be used.

## Auditions (a dub of 30 seconds of a file, to try a voice) and videos

# A stretch of a file on its clock ("1:10–1:40"). $start, $end: times.
audition-span = { $start }–{ $end }
# An audition's title in Jobs. $span: audition-span; $title: the file's name.
audition-title = Audition { $span } of { $title }
# The heading of the auditions of one file in Jobs. $title: the file's name.
audition-group = Auditions of { $title }
# The audition slider's spoken value. $start, $end: times.
audition-range = from { $start } to { $end }
# A dub's settings on its row, when not the defaults. $signed: the shift with its sign ("+2",
# "−3"); $count: its size, for the plural.
row-settings-pitch =
    { $count ->
        [one] { $signed } semitone
       *[other] { $signed } semitones
    }
# A dub's setting on its row: the vocals were not separated from the music.
row-settings-vocals-kept = vocals as they are
# What was sent instead of a file. $sent, $whole: sizes ("3.1 MB"); $duration: a length ("30 s").
video-sent-excerpt = Sent { $sent } of sound ({ $duration }) instead of the { $whole } video
video-sent = Sent { $sent } of sound instead of the { $whole } video
audition-sent = Sent { $sent } ({ $duration }) instead of the whole { $whole } file
# A done dub's row while its dub is put into a copy of its video (shown in bold before video-making-hint).
video-making = Making the video…
# The row's badge meanwhile.
video-making-badge = Making the video
video-making-hint = The dubbed audio is saved; Dubdeck is putting it into a copy of the video as its sound.
# $reason: why (the shell's words).
video-error-reason = The dub is done, but its video copy could not be made: { $reason }. Open the audio as it is, or make room in the output folder and dub it again to get the video.
video-error = The dub is done, but its video copy could not be made. Open the audio as it is, or make room in the output folder and dub it again to get the video.
# "Dub the whole file" started from an audition's row. $title: the file's name; $voice: the voice's name.
audition-dub-whole-voice = Dubbing the whole of "{ $title }" with { $voice }, with the audition's pitch and separation. It is at the top of the list.
audition-dub-whole = Dubbing the whole of "{ $title }", with the audition's pitch and separation. It is at the top of the list.
# The "Dub again" dialog's line for an audition. $span: audition-span.
audition-again = The same stretch ({ $span }), pitch and separation, with another voice, at the minimum charge. The earlier audition stays.
audition-link = A link can't be auditioned: the voice service fetches it whole. Remove the link to try the files first, or download it and drop the file to try 30 seconds of it.
# $file: the file's name; $duration: its length; $credits: what dubbing it whole costs.
audition-too-short-others =
    { $credits ->
        [one] "{ $file }" is only { $duration } long, no longer than an audition: dubbing it whole costs the same { $credits } credit. Remove it to try the other files first, or dub them whole.
       *[other] "{ $file }" is only { $duration } long, no longer than an audition: dubbing it whole costs the same { $credits } credits. Remove it to try the other files first, or dub them whole.
    }
audition-too-short =
    { $credits ->
        [one] "{ $file }" is only { $duration } long, no longer than an audition: dubbing it whole costs the same { $credits } credit. Dub the whole file instead.
       *[other] "{ $file }" is only { $duration } long, no longer than an audition: dubbing it whole costs the same { $credits } credits. Dub the whole file instead.
    }
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages).
audition-no-tool = An audition is cut on this computer with ffmpeg. { $reason } Install ffmpeg (your system's package, or ffmpeg.org) and restart Dubdeck to try 30 seconds first; the whole file can be dubbed meanwhile.
audition-tool-unknown = Dubdeck could not check for ffmpeg, which cuts auditions on this computer. Restart Dubdeck to check again; the whole file can be dubbed meanwhile.
audition-tool-checking = Checking for ffmpeg, which cuts auditions on this computer…
# Files under a minute: an audition costs what the whole dub costs. $files: how many files;
# $whole: the credits of dubbing them whole.
audition-hint-minimum =
    { $files ->
        [1] This file is under a minute, so dubbing it whole costs the same { $whole } credits: an audition saves time, not credits.
       *[other] These files are under a minute each, so their auditions cost what dubbing them whole costs ({ $whole } credits): auditions save time, not credits.
    }
# $files: how many files; $each: the credits of an audition; $whole: the credits of dubbing them
# whole. "Dub the whole file" is a button on the audition's row.
audition-hint =
    { $files ->
        [1] Dub 30 seconds for { $each } credits instead of { $whole }. If you like it, "Dub the whole file" on its row dubs the rest with the same voice and settings.
       *[other] Each file's loudest 30 seconds is dubbed, { $each } credits each instead of { $whole } in all. If you like one, "Dub the whole file" on its row dubs the rest.
    }
# How the dub sheet treats a video. $media: "ready" when ffmpeg is here (only the sound is sent),
# "unknown" when that is not known yet. "Dubbed videos" is a setting.
video-input-missing = Video: sent whole, since ffmpeg is missing, and the dub comes back as audio.
video-input-audio-only =
    { $media ->
        [ready] Video: its sound alone is sent; the dub comes back as audio only (Dubbed videos is off in Settings).
       *[unknown] Video: its sound is dubbed; the dub comes back as audio only (Dubbed videos is off in Settings).
    }
video-input-audition =
    { $media ->
        [ready] Video: its sound alone is sent; an audition comes back as audio, the whole dub as video too.
       *[unknown] Video: its sound is dubbed; an audition comes back as audio, the whole dub as video too.
    }
video-input =
    { $media ->
        [ready] Video: its sound alone is sent; the dub comes back as video too.
       *[unknown] Video: its sound is dubbed; the dub comes back as video too.
    }

## The player (plays a done dub against its original). Open, Open video and Play are buttons.

media-link-original = The original was a link, so there is no copy of it on this computer to compare with: only the dub plays.
# $path: where the file was.
media-missing-dub = The dub file is no longer at { $path }. It may have been moved or deleted: dub it again, or remove the job.
media-missing-original = The original file is no longer at { $path }, so only the dub plays. Put the file back there to compare the two.
media-missing-video = The video copy is no longer at { $path }, so the dub plays as sound alone. Dub it again to make a new copy.
media-video-network = The video copy stopped loading from Dubdeck's own media server. The dub plays as sound alone; use Open video to watch it in another app.
media-video-decode = The video copy could not be decoded: the file looks damaged or cut short. The dub plays as sound alone; use Open video to watch it in another app.
media-video-format = The video copy is in a format this computer can't show inside Dubdeck (on Linux, H.264 and AAC need the gstreamer1.0-libav package). The dub plays as sound alone; use Open video to watch it in another app.
media-video-failed = The video copy could not be played. The dub plays as sound alone; use Open video to watch it in another app.
# $start, $end: times on the original's clock.
media-audition-range = An audition: the original plays from { $start } to { $end }, the stretch that was dubbed.
media-audition-from = An audition: the original plays from { $start }, the stretch that was dubbed.
# $side: "dub" for the dubbed file, "original" for the file it was made from.
media-error-network =
    { $side ->
        [dub] The dub stopped loading from Dubdeck's own media server. Close the player and press Play again.
       *[original] The original stopped loading from Dubdeck's own media server. Close the player and press Play again. Only the dub plays.
    }
media-error-decode =
    { $side ->
        [dub] The dub could not be decoded: the file looks damaged or cut short. Use Open to try another app, or dub it again.
       *[original] The original could not be decoded: the file looks damaged or cut short. Use Open to try another app. Only the dub plays.
    }
media-error-format =
    { $side ->
        [dub] The dub is in a format this computer can't play inside Dubdeck (on Linux, AAC and M4A need the gstreamer1.0-libav package). Use Open to play it in another app.
       *[original] The original is in a format this computer can't play inside Dubdeck (on Linux, AAC and M4A need the gstreamer1.0-libav package). Use Open to play it in another app. Only the dub plays.
    }
media-error-failed =
    { $side ->
        [dub] The dub could not be played. Close the player and press Play again.
       *[original] The original could not be played. Close the player and press Play again. Only the dub plays.
    }

## A custom voice's readiness (the badge in My voices)

readiness-new = New
readiness-queued = Queued
readiness-training = Training
readiness-done = Ready
readiness-failed = Failed
# The voice service's own status word for a voice, shown as it is (not translated, "Paused by service").
readiness-service-word = { $word }
