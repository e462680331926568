### The command line's words (`dubdeck-cli`): reports, prompts, progress lines, refusals and
### errors, on stdout and stderr. The command line speaks English for now; this catalogue lets it
### follow the app into other languages later.
###
### Not here: the help of each option and subcommand (`dubdeck-cli --help`) is rendered by clap
### from the doc comments of `crates/cli/src/cli.rs`, and stays there; machine-readable output
### (`--json`, ids, paths, exit codes) and the words of errors that come from the engine and the
### service's client are not the command line's.
###
### Text printed as commands (`dubdeck-cli …`), options (--voice, --out DIR), environment
### variables (DUBDECK_API_KEY) and file types (WAV, MP3) must stay as they are.

## Shared phrases. (Numbers of credits, minutes and the like choose the plural form of the word
## they count; a balance of credits with a fraction comes as text, 12.50, and takes *[other].)

# A length (of a file, an audition, the audio of a job): $hours, $minutes (0 to 59) and $seconds
# (0 to 59) are its whole parts. Under a minute it is seconds alone, under an hour minutes and
# seconds.
duration = { $hours ->
        [0] { $minutes ->
            [0] { $seconds } s
           *[other] { $minutes } min { $seconds } s
        }
       *[other] { $hours } h { $minutes } min { $seconds } s
    }
# What a voice id looks like, and where to find one (inside a refusal; no full stop).
-voice-id-shape = a voice id looks like 971fb07e-419e-50d4-88c6-823bbb9e5771 (`dubdeck-cli voices` and `dubdeck-cli voices --mine` list them); the first characters (at least 4) of a voice this library has seen are enough

## Help and usage errors. (The help of each option and subcommand stays in cli.rs: clap renders
## it from the doc comments.)

# Printed after `dubdeck-cli --help`. Keep the exit codes' numbers and the variables' names; the
# columns are aligned with spaces.
help-exit-codes =
    Exit codes:
      0  all done
      1  a job failed
      2  usage error, or an input refused locally (nothing was sent)
      3  a job waits for approval or for credits (see `dubdeck-cli jobs`)
      4  API key problem: none set, refused by the service, or the keychain failed
      5  the service could not be reached

    Environment:
      DUBDECK_API_KEY   the API key for headless use (takes precedence over the keychain)
      DUBDECK_BASE_URL  the service address (same as --base-url)
      DUBDECK_DATA_DIR  where the library (ledger) and caches live (same as --data-dir)
# A value of --audition-at that is no time. $quoted is the text as typed, in quotes.
usage-not-a-time = { $quoted } is not a time: write MM:SS (like 1:05), H:MM:SS or seconds
usage-not-a-pitch = { $quoted } is not a pitch shift: give semitones from -24 to 24 (12 is an octave), or auto
usage-not-a-date = { $quoted } is not a day: write YYYY-MM-DD, like 2026-05-01
usage-not-a-range = { $quoted } is not where a voice sits: give low, middle, high, a pitch from 20 to 2000 Hz (like 110), or clear
# A value of --genre, --language or --style that the service does not know. $quoted is the value
# as typed, in quotes; $choices the known values, separated by commas.
usage-unknown-value = unknown value { $quoted }; choose one of: { $choices }
# Names where the service address came from, in the engine's message about an address that does
# not parse.
usage-base-url-option = --base-url (or DUBDECK_BASE_URL)

## Errors that end a command. $error is the reason, as the engine or the service's client said it.

start-failed = Could not start: { $error }
# After the reason a service could not be reached: $error is that reason (a sentence), $url the
# service's address.
error-unreachable-address = { $error } The service address is { $url } (set with --base-url or DUBDECK_BASE_URL); check it and the network, then run the command again.
error-no-key = No API key is set. Run `dubdeck-cli login` to store one in the keychain, or set DUBDECK_API_KEY.
# $checked is the host the key was checked with, $now the host of the service address now.
error-key-not-confirmed = The stored API key was checked with { $checked }, and the service address is now { $now }, another host: the key is not sent there until you confirm it. Run `dubdeck-cli login --confirm-host` to send it there, `dubdeck-cli login` to store another key, or use the address it was checked with.
# Before any job starts, the service could not be reached. $url is its address, $error the reason
# (a sentence).
error-preflight-unreachable = The service at { $url } cannot be reached, so nothing was started: { $error } Check the address (--base-url, DUBDECK_BASE_URL) and the network, then run the command again.
# A question could not be read from the terminal.
error-answer-unreadable = Could not read the answer ({ $error }).

## login, logout, me: the API key and the balance. $balance is a number of credits.

# The prompt for the key; the answer is not shown. Ends with a space.
login-prompt = Paste your API key (it is not shown):{ " " }
login-terminal-unreadable = Could not read the key from the terminal ({ $error }).
login-stdin-unreadable = Could not read the key from standard input ({ $error }).
login-no-key = No key was given. Paste the key from the developer dashboard, or pipe it in: `printf %s "$KEY" | dubdeck-cli login`.
login-stored = The key works and is stored in the system keychain. Balance: { $balance ->
        [one] { $balance } credit
       *[other] { $balance } credits
    }.
login-refused = The service refused this API key; nothing was stored. Copy the key again from the developer dashboard and run `dubdeck-cli login`.
# $error is the keychain's reason.
login-keychain-failed = The key works, but the system keychain could not store it: { $error }
# `login --confirm-host` when there is nothing to confirm. $host is the service's host.
login-host-unchanged = The stored key already belongs to { $host }: nothing to confirm.
# $now is the host the key goes to from now on, $checked the host it was checked with.
login-host-confirmed = The stored key now goes to { $now } (it was checked with { $checked }).
logout-done = The API key was removed from the system keychain.
logout-env-still-set = DUBDECK_API_KEY is still set in this environment and will be used.
me-balance = Balance: { $balance ->
        [one] { $balance } credit
       *[other] { $balance } credits
    }.

## Following jobs while they run.

engine-elsewhere = Another Dubdeck (the app or another dubdeck-cli) is running the jobs of this library; they are handed to it and followed here.
run-stopped = Stopped. Nothing is lost: run `dubdeck-cli resume` to continue.
# At the end of a run: $paid is what its jobs cost, $balance what the account has left.
run-paid-balance = Paid { $paid ->
        [one] { $paid } credit
       *[other] { $paid } credits
    } in all; the balance is { $balance ->
        [one] { $balance } credit
       *[other] { $balance } credits
    }.
run-paid = Paid { $paid ->
        [one] { $paid } credit
       *[other] { $paid } credits
    } in all.

## A job's line, in lists and progress: "dub 4f0c1a2b song.wav: uploading", followed by what
## applies of the parts below (each begins with its own space or punctuation).

# $kind is "dub" or "training"; $id the first 8 characters of the job's id; $what the file's or
# voice's name; $stage where the job is (job-stage).
job-line = { $kind ->
        [training] training
       *[dub] dub
    } { $id } { $what }: { $stage }
# A dub of 30 seconds of a file. $title is the file's name, $from and $to times in it (1:05).
job-audition-title = { $title } (audition { $from }-{ $to })
# Where a job is. $stage is the stage's code.
job-stage = { $stage ->
        [created] created
        [creating] creating
        [uploading] uploading
        [preprocessing] preprocessing
        [awaiting_approval] awaiting approval
        [generating] generating
        [processing] processing
        [downloading] downloading
        [done] done
        [failed] failed
        [waiting_credits] waiting credits
        [canceled] canceled
        [cloning] cloning
        [training] training
       *[other] { $stage }
    }
# The stage of a dub whose copy of the video is being made (ffmpeg puts the dub's sound in it).
job-stage-making-video = putting the dub into the video
# A passing notice (notice-…), after the stage.
job-line-notice = { " " }({ $notice })
# A job waiting for approval. $credits is the price, $id the job's short id.
job-line-approval = : generating costs { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }; run `dubdeck-cli approve { $id }` or `dubdeck-cli discard { $id }`
# A finished dub: where its file is.
job-line-output = { " " }-> { $path }
# A finished dub's copy of the video, after job-line-output.
job-line-video = { " " }and { $path }
# A finished dub whose video copy could not be made. $reason says why.
job-line-no-video = { " " }(no video copy: { $reason })
# Why the video copy is missing: $step is the step that failed; $cause why (io-…, tool-…, or the
# words of an older version).
video-step-because = { video-step } ({ $cause })
video-step =
    { $step ->
        [no_tool] ffmpeg cannot be used
        [no_video] the input no longer holds a video
        [read_input] ffmpeg could not read the input video
        [name] no name for it could be taken in the output folder
        [work_folder] Dubdeck's work folder could not be used
        [mux] ffmpeg could not put the dub into the video
        [place] it could not be moved into the output folder
       *[other] it could not be made
    }
# A finished cover: its mix of the dubbed vocal and the instrumental (or a dub's file in the
# format asked for), after job-line-output.
job-line-mix = { " " }mixed into { $path }
# A finished dub whose mix (or file in the format asked for) could not be made. $reason says why
# (mix-step).
job-line-no-mix = { " " }(no mix: { $reason })
# Why a mix was not made: $step is the step that failed; $cause why, as a parenthesis or nothing.
mix-step =
    { $step ->
        [no_tool] ffmpeg cannot be used{ $cause }
        [no_pitch_shifter] this ffmpeg cannot move the song's key (it has no rubberband filter){ $cause }; mix in the original key, or install an ffmpeg with rubberband
        [stem_missing] a stem of it is gone{ $cause }
        [out_of_range] a level, the key or the loudness is out of range{ $cause }
        [name] no name for it could be taken in the output folder{ $cause }
        [work_folder] Dubdeck's work folder could not be used{ $cause }
        [place] it could not be moved into the output folder{ $cause }
       *[render] ffmpeg could not make it{ $cause }
    }
# A finished audition: how to dub the whole file.
job-line-audition-done = ; run `dubdeck-cli dub-again { $id } --whole` to dub the whole file
# A failed job: $failure is what happened and what to run (failure-…).
job-line-failure = : { $failure }
# A running job's time left, learned from this library's finished jobs. $left is time-left.
job-line-eta = , about { $left } left
# A time left: $minutes and $seconds, rounded up.
time-left = { $minutes ->
        [0] { $seconds } s
       *[other] { $seconds ->
            [0] { $minutes } min
           *[other] { $minutes } min { $seconds } s
        }
    }
# A job held by the monthly budget: $month is month-name, $would_be the month's spend with it,
# $budget the budget, $id the job's short id.
job-line-hold-budget = : it waits, as it would take { $month }'s spend to { $would_be } of your { $budget ->
        [one] { $budget } credit
       *[other] { $budget } credits
    }; run `dubdeck-cli approve { $id }` to dub it anyway, or `dubdeck-cli discard { $id }`

## Passing notices while a job waits.

# $time is a time of day (14:03:12) in UTC, $wait how long is left (notice-seconds).
notice-rate-limited = waiting for the service's rate limit until { $time } UTC ({ $wait })
# Another try after a failed one. $reason says what failed (reason-…), $attempt is the number of
# the next try, $of how many there are at most, $wait how long until it (notice-seconds).
notice-retrying = { $reason }; try { $attempt } of { $of } in { $wait }
# A number of seconds, abbreviated.
notice-seconds = { $seconds } s
notice-waiting = waiting
reason-network = the service cannot be reached
reason-server-error = the service had a problem
reason-interrupted = the service did not confirm the last request
reason-upload-failed = the upload failed
reason-download-failed = the download failed
reason-other = the last try failed

## Why a job failed, and what to run. $id is the job's short id, used in
## `dubdeck-cli retry { $id }`. $detail is empty or the service's or the system's words in
## brackets, with a space before them (failure-detail).

failure-detail = { " " }({ $detail })
# In place of a file's path that is not known.
failure-unknown-file = the file
# In place of the service's address when it is not known.
failure-unknown-address = its address
failure-input-rejected = the input was refused{ $detail }.
# $path is the input file, $expected its size in bytes when it was added, $found its size now.
failure-input-changed = The input file { $path } changed since it was added ({ $expected ->
        [one] { $expected } byte
       *[other] { $expected } bytes
    }, now { $found }). Add it again to use the new version.
failure-input-changed-size-unknown = The input file { $path } changed since it was added (now { $found }). Add it again to use the new version.
failure-input-missing = The input file { $path } cannot be read any more{ $detail }. Put it back, then run `dubdeck-cli retry { $id }`.
failure-unauthorized = The API key was refused. Run `dubdeck-cli login` with a valid key, then run `dubdeck-cli retry { $id }`.
# $needed is the price, $balance what the account has.
failure-credits = This needs { $needed ->
        [one] { $needed } credit
       *[other] { $needed } credits
    } and the account has { $balance }. Buy credits, then run `dubdeck-cli retry { $id }`.
failure-credits-balance-unknown = This needs { $needed ->
        [one] { $needed } credit
       *[other] { $needed } credits
    } and the account has too few. Buy credits, then run `dubdeck-cli retry { $id }`.
# $voice is the voice's id.
failure-voice-gone = The voice { $voice } is no longer available. Pick another with `dubdeck-cli voices` and run `dubdeck-cli dub` again.
failure-voice-gone-unknown = The voice is no longer available. Pick another with `dubdeck-cli voices` and run `dubdeck-cli dub` again.
failure-remote-not-found = The service no longer knows this job (it may belong to another account's key). run `dubdeck-cli retry { $id }` to start it again from the beginning.
# The service could not do the work: $failed says what (failure-remote-training, -dub, -job),
# $advice what to check (failure-remote-advice-…).
failure-remote = { $failed } { $advice }
# $reason is empty or the service's reason after a colon (failure-remote-reason).
failure-remote-training = The service could not train this voice{ $reason }.
# $stage is where the dub was (job-stage).
failure-remote-dub = The service could not process this file (while { $stage }){ $reason }.
failure-remote-job = The service could not process this job{ $reason }.
failure-remote-reason = : { $reason }
# $format is the file's type (MP3), $duration its length (the duration message, 3 min 25 s).
failure-remote-advice-file = It is a { $format } file, { $duration } long; check that it plays, or export it again as WAV or MP3 and dub it again.
failure-remote-advice-link = It was given as the link { $link }; check that the link opens an audio or video file directly (not a web page) and is at most 30 minutes long.
failure-remote-advice-training = Check that the files are clear recordings and together no longer than the chosen minutes, then run `dubdeck-cli train` again.
failure-remote-advice-dub = Check that it plays and is at most 30 minutes long, then dub it again.
# $field is the name of the value Dubdeck's own check refused before sending anything.
failure-invalid-field = Dubdeck did not send the request: its { $field } is not valid.
failure-invalid-request = The service refused the request as invalid{ $detail }.
failure-upload = The upload failed{ $detail }. run `dubdeck-cli retry { $id }` to try again.
failure-upload-addresses = The service gave { $addresses } upload { $addresses ->
        [one] address
       *[other] addresses
    } for { $files } { $files ->
        [one] file
       *[other] files
    }. run `dubdeck-cli retry { $id }` to try again.
failure-http-status = HTTP { $status }
failure-upload-expired = The upload address expired. run `dubdeck-cli retry { $id }` to try again.
failure-download = The download failed{ $detail }. run `dubdeck-cli retry { $id }` to try again.
# $path is the input file.
failure-download-short = The download ended early ({ $received } of { $expected } bytes). run `dubdeck-cli retry { $id }` to try again.
failure-media = Dubdeck could not prepare { $path } for sending{ $detail }. Check that it plays (and that ffmpeg is installed), then run `dubdeck-cli retry { $id }`.
# $path is the output folder.
failure-output = The output folder { $path } cannot be written{ $detail }. Run `dubdeck-cli retry { $id }` once it can be written.
# $address is the service's address (or failure-unknown-address).
failure-network = The service at { $address } could not be reached{ $detail }. Check the connection, then run `dubdeck-cli retry { $id }`.
# $status is empty or the HTTP status (failure-server-status).
failure-server = The service had a problem{ $status }{ $detail }. run `dubdeck-cli retry { $id }` to try again.
failure-redirected = The service sent the request on to { $location }, which Dubdeck does not follow. Check the service address, then run `dubdeck-cli retry { $id }`.
failure-server-status = { " " }(HTTP { $status })
failure-interrupted = The service did not confirm the last request after several tries. run `dubdeck-cli retry { $id }`; Dubdeck checks the job's state first, so nothing is paid twice.
failure-internal = Something went wrong inside Dubdeck{ $detail }. run `dubdeck-cli retry { $id }`.
# $code is the failure's code.
failure-other = The job failed ({ $code }). run `dubdeck-cli retry { $id }`.

## jobs, job, remove, dub-again, resume.

jobs-none = No jobs yet. Start one with `dubdeck-cli dub FILE --voice ID`.
# $line is the job's line (job-line).
jobs-paused = { $line } (paused: no Dubdeck is running)
jobs-paused-hint = Run `dubdeck-cli resume` (or open the app) to continue the paused jobs.
# The labels of `dubdeck-cli job ID`, one a line; the values are aligned after the longest label.
job-label-id = job id:
job-label-voice = voice:
job-label-voice-id = voice id:
job-label-input = input:
job-label-price = price:
job-label-paid = paid:
job-label-output = output:
job-label-problem = problem:
job-label-created = created:
# The input's type and length (the duration message): "wav/pcm_s16le (3 min 25 s)".
job-value-input = { $format } ({ $duration })
job-value-credits = { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
# $title is the job's file or voice name, $path the finished dub's file.
jobs-removed = Removed { $title } from the library.
jobs-removed-file-deleted = Removed { $title } from the library and deleted { $path }.
jobs-removed-file-kept = Removed { $title } from the library; its file stays at { $path }.
# $id is the job's short id, $title its file's name.
dub-again-not-audition = { $id } is not an audition: it dubbed the whole of { $title } already. Leave out --whole to dub it again.
dub-again-no-voice = This job has no voice to dub with again: give --voice ID.
resume-nothing = Nothing to resume: every job is finished.

## voices.

voices-none-match = No public voice matches these filters.
# After `voices --all`: how many were listed.
voices-count = { $count ->
        [one] { $count } voice.
       *[other] { $count } voices.
    }
voices-more = More voices: add --cursor { $cursor } (or --all).
# $pages is how many pages were read.
voices-listing-looped = The service's voice listing sent a page it had sent already, after { $pages } pages, so listing stopped there. The voices above were listed; run the command again later.
voices-listing-endless = The service's voice listing did not end after { $pages } pages, so listing stopped there. The voices above were listed; run the command again later.
# $quoted is what was given for --voice, in quotes.
voices-not-an-id = { $quoted } is not a voice id: { -voice-id-shape }.
voices-unknown-prefix = No voice this library has seen starts with { $quoted }: { -voice-id-shape }.
# $matches lists the voices, "name id" separated by commas.
voices-ambiguous = Several voices start with { $quoted } ({ $matches }); give more of the id.
# The name of a voice whose name is not known: $id is the first 8 characters of its id. It also
# names the finished dub's file.
voice-unnamed = voice { $id }
voices-mine-none = No voices of your own yet. Train one with `dubdeck-cli train --name NAME --max-minutes N FILE...`.

## check-training (and train, before it asks): each file's quality.

# $name is the file's name, $verdict good, usable or poor, $voiced how much of it is voice (1:05),
# $duration its length, $rate its sample rate, $channels its number of channels; $loudness and
# $noise are empty or quality-loudness and quality-noise.
quality-file = { $name }: { $verdict ->
        [good] good
        [usable] usable
       *[poor] poor
    } ({ $voiced } of voice in { $duration }; { $rate } Hz, { $channels ->
        [one] { $channels } channel
       *[other] { $channels } channels
    }{ $loudness }{ $noise })
quality-loudness = , { $lufs } LUFS
quality-noise = , signal to noise { $db } dB
# $error says why the file cannot be read.
quality-unreadable = { $name }: cannot be read: { $error }

# What was found in a file and what to do, each on a line of its own under the file's. Times and
# lengths ($start, $end, $voiced, $duration) come on a clock: 0:42, 1:05.
# $percent: the share of samples at full scale (4, 0.35).
quality-finding-clipped = { $percent } % of samples clipped: lower the input gain and record again.
# $snr: how far the voice is above the noise, in dB; $noise: the noise's level, in dBFS (-40).
quality-finding-noisy = Background noise: the voice is only { $snr } dB above it (noise at { $noise } dBFS; 25 dB or more is clean). Record in a quieter room, closer to the microphone.
# $start and $end: where the stretch begins and ends.
quality-finding-silence = { $start }-{ $end } is silence: trim it.
quality-finding-no-voice = { $start }-{ $end } has sound but no voice: cut it out.
# $voiced: how much of the file is voice; $duration: the file's length.
quality-finding-little-voice = Only { $voiced } of its { $duration } is voice: trim the rest, or the voice learns little from it.
# $voiced: how much voice the take holds (0:02).
quality-finding-too-short = Only { $voiced } of voice: too short to teach the voice much. Record a longer take, a minute or more.
# $lufs: the file's loudness (-38).
quality-finding-too-quiet = Very quiet ({ $lufs } LUFS): raise the input gain, or move closer to the microphone, and record again.
# $rate: the file's sample rate in kHz (8, 11.025).
quality-finding-low-sample-rate = Recorded at { $rate } kHz, as a telephone: the voice loses its upper range. Record at 44.1 kHz or 48 kHz.
# $percent: the share of the moments between phrases that are tonal (60).
quality-finding-music-bed = Music or a steady tone seems to play under the voice ({ $percent } % of the moments between phrases are tonal). Record the voice alone, or leave the vocal separation on (no --no-separate). (A hum can look the same, and music that stops with the voice is not heard.)
# $semitones: how far apart the two pitches are (9).
quality-finding-several-voices = Two voices may take turns: its voice falls in two pitches { $semitones } semitones apart. Keep one speaker per voice. (Only a hint: one person changing register, or singing, can look the same.)

# The set's line, after the files. $files: how many files could be read; $verdicts: how many of
# each verdict, the quality-set-count-* below (those with none left out) joined by
# quality-set-separator; $voiced: the voice in them and $duration their length (on a clock,
# 1:05); $minutes: the minutes training on them needs; $trim: empty, or quality-set-trim.
quality-set = { $files ->
        [one] { $files } file
       *[other] { $files } files
    } ({ $verdicts }): { $voiced } of voice in { $duration }. Training on them needs { $minutes } min.{ $trim }
quality-set-count-good = { $count } good
quality-set-count-usable = { $count } usable
quality-set-count-poor = { $count } poor
quality-set-separator = {", "}
# $minutes: the minutes their voice alone would need. Starts with a space.
quality-set-trim = {" "}Trimmed to their voice, { $minutes } min would do.
# When no file could be read.
quality-set-none = No file could be read: there is nothing to train on.

## dub --pitch auto: the shift proposed for each file, before anything is spent. $name is the
## file's name; the shift used is then the one proposed, or 0.

# $song is the vocal's median pitch and $voice the voice's, in Hz (220); $semitones the shift (-12).
pitch-auto-proposed = { $name }: its vocal sits near { $song } Hz, the voice near { $voice } Hz: pitch { $semitones }.
# $voice is the voice's id, for voice-range.
pitch-auto-voice-unknown = { $name }: where the voice sits is not known, so no pitch is proposed (pitch 0). Say it once with `dubdeck-cli voice-range { $voice } low|middle|high|HZ`, or give --pitch N.
pitch-auto-no-pitch = { $name }: no voice could be heard in it to measure, so no pitch is proposed (pitch 0).
pitch-auto-unreadable = { $name }: it cannot be read to measure its vocal, so no pitch is proposed.
pitch-auto-link = { $name }: a link cannot be measured before it is fetched, so no pitch is proposed (pitch 0).

## voice-range: where a voice sits. $voice is the voice's name.

# $hz is the range's pitch (220).
voice-range-set = { $voice } sits near { $hz } Hz: `dub --pitch auto` proposes from that.
voice-range-cleared = Where { $voice } sits is forgotten: `dub --pitch auto` proposes nothing for it until you say it again.

## record: a training take from a microphone.

# One input device of --list-devices. $name is what the system calls it, $id how --device can
# name it too, $default empty or record-device-default.
record-device = { $name }{ $default }  ({ $id })
record-device-default = {" "}(default)
# $take is the take's file name (Take 3.wav), $device the microphone's name, $until
# record-until-seconds or record-until-stopped.
record-started = Recording { $take } from { $device }: { $until }
# $time is the length asked for (0:05).
record-until-seconds = { $time }, or press Ctrl-C to stop sooner.
record-until-stopped = press Ctrl-C to stop (a take can last 30 minutes).
# $take is the take's file name, $time its length (0:05), $path where it is.
record-saved = Saved { $take } ({ $time }): { $path }
# The take stopped at the longest a take can be; $time is that length (30:00).
record-ended-longest = It stopped at { $time }, the longest a take can be: record the rest as another take.
# $why is how the microphone went away: disconnected, silent (it stopped sending sound), closed
# (its stream closed) or failed (its driver reported a failure); $detail is empty or the driver's
# words (failure-detail).
record-ended-device-lost = { $why ->
    [silent] The microphone stopped sending sound during the take: what was recorded before is kept.
    [failed] The microphone failed during the take{ $detail }: what was recorded before is kept.
   *[other] The microphone went away during the take: what was recorded before is kept.
}
# $why is why the take could not be written to its end: write (the file could not be written on;
# $cause is empty or the system's cause, failure-detail), recorder_failed (the recorder itself
# failed) or already_collected (the take had ended already).
record-ended-write-failed = { $why ->
    [recorder_failed] The recorder failed during the take: what reached the disk is kept.
    [already_collected] The take had ended already: what reached the disk is kept.
   *[write] The take could not be written to the end{ $cause }: what reached the disk is kept.
}
# $device is what --device named, $devices the names of the devices there are.
record-no-such-device = No input device is called "{ $device }". The devices are: { $devices }. See --list-devices.
# $seconds is what --seconds said, $max the longest take in seconds (1800).
record-seconds-out-of-range = --seconds { $seconds } is not a length a take can have: give 1 to { $max } seconds (30 minutes).

## dub and train: before anything is sent.

# The plan of a folder (or several): $folders the folders, $files how many media files, $duration
# their length in all (duration), $credits the estimated price.
dub-plan = { $folders }: { $files ->
        [one] { $files } file
       *[other] { $files } files
    }, { $duration } in all, about { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
dub-plan-not-media = Skipped { $count ->
        [one] { $count } file that is not audio or video
       *[other] { $count } files that are not audio or video
    }.
# A media file of a folder that cannot be dubbed: $name the file, $reason why.
dub-plan-refused = Skipped { $name }: { $reason }
# $month is month-name, $left what is left of its budget, $credits the plan's estimate.
dub-plan-over-budget = Only { $left } credits are left of { $month }'s budget for about { $credits }: the dubs past it will wait for `dubdeck-cli approve`.
# $folders: the folders given, separated by commas.
dub-plan-empty = There is nothing to dub: no audio or video files were found in { $folders }.

# $error says why the current folder cannot be used.
dub-no-folder = The current folder cannot be used ({ $error }); give --out DIR.
# $reason says why there is no ffmpeg.
dub-no-ffmpeg = Note: { $reason }. A video is sent whole and its dub comes back as audio only; install ffmpeg to send its sound alone and get the dubbed video back.
# What each input will cost. $name is the file's name, $duration the length sent (3 min 25 s), $from
# where an audition starts in the file (1:05), $credits the estimated price.
dub-cost-audition = { $name }: an audition of { $duration } from { $from }, about { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
dub-cost-file = { $name }: { $duration }, about { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
# A file shorter than a minute.
dub-cost-file-short = { $name }: { $duration }, about { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    } (billed per started minute)
dub-cost-link = { $name }: a link; its price is known once the service has read it
# $total is the estimated price of all inputs, $balance the account's credits.
dub-cost-total = About { $total ->
        [one] { $total } credit
       *[other] { $total } credits
    } in all; the balance is { $balance ->
        [one] { $balance } credit
       *[other] { $balance } credits
    }.
# $asked is the value of --max-minutes, $voiced how much voice the files hold (12:30), $enough
# the minutes worth paying for.
train-more-than-voiced = Note: --max-minutes { $asked } pays for more than the { $voiced } of voice these files hold; trimmed to it, { $enough } min would do.
# $name is the voice's name, $price the credits training costs, $minutes the value of
# --max-minutes, $balance the account's credits. Ends with a space; y and N are the answers
# (train-answers-yes).
train-question = Training "{ $name }" costs { $price ->
        [one] { $price } credit
       *[other] { $price } credits
    } ({ $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }); the balance is { $balance ->
        [one] { $balance } credit
       *[other] { $balance } credits
    }. Start it? [y/N]{ " " }
# The answers to train-question that mean yes, separated by commas (compared in lower case).
train-answers-yes = y, yes
train-not-started = Nothing was started or paid.
train-cost = Training "{ $name }" costs { $price ->
        [one] { $price } credit
       *[other] { $price } credits
    } ({ $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }).
train-cost-waits = Training "{ $name }" costs { $price ->
        [one] { $price } credit
       *[other] { $price } credits
    } ({ $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }); it waits for `dubdeck-cli approve` once the files are uploaded.

## What the system said is wrong with a file or folder. $problem is its kind; $words the
## system's own words, when the kind has no name here.

io-problem =
    { $problem ->
        [not_found] it is not there
        [permission_denied] permission denied
        [already_exists] something of that name is there already
        [storage_full] the disk is full
        [read_only] the disk or folder is read-only
        [in_use] another program is using it
        [too_large] the file is too large for the disk
        [wrong_kind] a file where a folder should be, or a folder where a file should be
       *[other] a system error
    }
io-other-said = the system says: { $words }

## Why ffmpeg cannot be used. DUBDECK_FFMPEG names an ffmpeg to use.

tool-not-found = ffmpeg is not installed (looked for in DUBDECK_FFMPEG, beside dubdeck-cli and on the PATH)
tool-not-there = there is no ffmpeg at { $path }, where DUBDECK_FFMPEG says it is
tool-no-probe = ffprobe is not beside ffmpeg at { $path }
# $needs is the oldest major version that works.
tool-too-old = ffmpeg { $version } is too old: ffmpeg { $needs } or newer is needed
# $reason is ffmpeg's or the system's own words.
tool-broken = ffmpeg at { $path } does not work ({ $reason })
tool-no-version = ffmpeg at { $path } did not say which version it is

## What ffmpeg's work on a file met, when it is not ffmpeg's own words.

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

## How the service could not be reached; $words are the system's own.

network-problem =
    { $problem ->
        [connect] no connection could be made
        [timeout] it did not answer in time
       *[connection] the connection broke
    }
network-problem-said = { network-problem }: { $words }

## The core's failures, by code. $detail is empty or a cause in brackets with a space before it
## (failure-detail): the system's problem (io-problem), or words that are not ours (the
## service's message, the system's, SQLite's, ffmpeg's).

code-declined = Nothing was changed and nothing was sent: the system's dialog was cancelled.
code-unauthorized = The service refused the API key. Run `dubdeck-cli login` with a valid key, or set DUBDECK_API_KEY.
# $seconds is how long the service asked to wait.
code-rate-limited-after = The service asked to slow down; it accepts requests again in { $seconds } s. Run the command again then.
code-rate-limited = The service asked to slow down. Run the command again in a moment.
code-not-enough-credits = The account does not have enough credits for this{ $detail }. Buy credits, then run the command again.
code-voice-not-found = The voice does not exist or this account may not use it. Pick another with `dubdeck-cli voices`.
code-not-found = The service no longer knows this dub or voice (it may have expired or been deleted). Start it again.
code-invalid-arguments = The service refused the request's values{ $detail }. Change what it names, then run the command again.
code-service-refused = The service refused the request{ $detail }. Change what it names, then run the command again.
# $path is the file that changed while it was sent.
code-input-changed = { $path } changed while it was being sent. Wait until it is saved completely, then run the command again.
code-service-failed = The service had a problem. Try again in a few minutes.
# $status is the service's HTTP status (503).
code-service-failed-status = The service had a problem (HTTP { $status }). Try again in a few minutes.
# $location is where the service sent the request.
code-service-redirected = The service answered with a redirect to { $location }, another address; it is not followed, so the API key is not sent there. Check the service address.
code-service-unreachable = The service could not be reached.
# $field is the interface's name of the value refused.
code-invalid-request = The request was not sent: the service would refuse its value of { $field }. Change it, then run the command again.
code-service-answer-unreadable = The service sent an answer that could not be read. Check the service address, then try again in a few minutes.
code-unknown-outcome = The connection broke before the service answered, so it is not known whether the request went through. Run `dubdeck-cli jobs` and `dubdeck-cli me` before trying again.
code-transfer-failed = An upload or download failed{ $detail }. Check the connection, then run the command again.
# $problem: no_session_bus, no_service, locked, platform.
code-keychain-unavailable =
    { $problem ->
        [no_session_bus] No desktop session bus (D-Bus) is running, so the keychain cannot be reached{ $detail }. Start from a desktop session, or set DUBDECK_API_KEY.
        [no_service] No keychain service (Secret Service) is running{ $detail }. Install and start gnome-keyring or KeePassXC, or set DUBDECK_API_KEY.
        [locked] The keychain is locked{ $detail }. Unlock it (log in to your desktop session), then run the command again.
       *[platform] The system keychain failed{ $detail }. Try again, or set DUBDECK_API_KEY.
    }
code-read-only = The API key comes from the DUBDECK_API_KEY environment variable and cannot be changed here. Unset it to manage the key with `dubdeck-cli login`.
code-empty-key = The API key is empty. Paste the key shown in the developer dashboard.
code-bad-encoding = The stored API key is not valid text. Run `dubdeck-cli logout`, then `dubdeck-cli login`.
code-ambiguous = The keychain holds several keys for Dubdeck and it cannot tell which is right. Run `dubdeck-cli logout` (it removes all of them), then `dubdeck-cli login`.
# $path is the library.
code-engine-running-elsewhere = Another Dubdeck (the app or a command line) is already running the jobs of the library { $path }. Let it finish, or close it, then run the command again.
# $id is the job as given.
code-no-such-job = There is no job { $id } in the library (give at least the first 4 characters of its id, and enough to tell it from the others). Run `dubdeck-cli jobs` to list them.
# $id is the job, $state its state; $action: approve, discard, retry, remove, dub_again, relocate.
code-wrong-state =
    The job { $id } is { $state }, so it cannot be { $action ->
        [approve] approved
        [discard] discarded
        [retry] retried
        [remove] removed (only finished, failed or discarded jobs can be; discard it first)
        [dub_again] dubbed again (only dubs can be)
        [relocate] given a new output folder
       *[other] changed that way
    } now.
code-engine-stopped = The job engine has stopped. Run the command again; nothing was lost.
# $problem is what failed (the library's); $path the file or folder, when there is one.
code-library-failed =
    { $problem ->
        [create_dir] The data folder { $path } could not be created{ $detail }. Make sure it can be written, or set DUBDECK_DATA_DIR to another folder.
        [open] The library database { $path } could not be opened{ $detail }. Check that it is readable and writable and that the disk is not full.
        [too_new] The library database { $path } was written by a newer version of Dubdeck and was left untouched. Update Dubdeck to open it.
        [mismatch] The library database { $path } was written by another build of Dubdeck and was left untouched. Use that build, or move the file away to start a new library.
        [upgrade] The library database could not be upgraded{ $detail }; it was left as it was. Free some disk space, then run the command again.
        [corrupt] The library holds a value that cannot be read. Remove the job if it keeps failing.
        [conflict] Another part of Dubdeck changed the job first; nothing was written. Run the command again.
        [lock] The library { $path } could not be locked for the job engine{ $detail }. Check that the folder is writable.
        [delete_result] The job was removed, but its result { $path } could not be deleted{ $detail }.
        [bug] The library refused a change of state that does not exist. This is a bug in Dubdeck; please report it.
       *[other] The library database failed{ $detail }. Your data is kept; run the command again.
    }
# $value is what was refused.
code-invalid-value = The library refused to store { $value }. Check the value, then run the command again.
code-library-busy = The library is locked by another program (another Dubdeck window or command line). Close it or run the command again.
code-no-data-dir = No home folder was found to keep the library in. Set DUBDECK_DATA_DIR to a folder Dubdeck may write to.
code-invalid-base-url = { $value } is not a service address. Give a full https:// address (plain http:// only for a service on this computer).
code-insecure-base-url = { $value } is plain http to another computer: the API key and files would cross the network unencrypted. Use its https:// address.
code-catalogue-failed = The service's voice listing could not be read to its end{ $detail }. Run the command again later.
code-avatar-failed = A voice's picture could not be loaded{ $detail }.
# $reason says why ffmpeg cannot be used (tool-…).
code-media-tool-missing = This needs ffmpeg: { $reason }. Install it, then run the command again.
code-media-failed = ffmpeg could not read { $path }{ $detail }. Check that it plays, or export it again.
code-take-silent = The take is silence from start to end.
code-no-input-device = No microphone or other input device was found.
# $problem is why the input device could not be opened: refused (the device, its driver or the
# sound server refused; $detail is empty or their words, failure-detail), timeout (it did not
# answer in time) or stopped (the recorder stopped before the take started).
code-input-device-failed = { $problem ->
    [timeout] The microphone did not answer in time. Close other programs that may be using it, or pick another with --device, then record again.
    [stopped] The recorder stopped before the take started. Record again; if it keeps happening, pick another microphone with --device.
   *[refused] The microphone could not be opened{ $detail }. Close other programs that may be using it, or pick another with --device, then record again.
}
# A failure only the desktop app meets, or a bug: $code is its code.
code-internal = Something went wrong inside Dubdeck ({ $code }){ $detail }. Run the command again; if it keeps happening, report it.

## An input refused before anything was sent. $value is the file, the link or the number refused.

# $reason is why; $kind what the file is when it is not one audio or video file (playlist,
# concat_list, image_sequence, other); $total the training files' length (5:02) and $minutes the
# maximum minutes chosen (training_too_long).
refusal =
    { $reason ->
        [not_found] { $value } is not there. Check the path.
        [is_directory] { $value } is a folder; give the audio or video files inside it.
        [empty] { $value } is empty (0 bytes).
        [unreadable] { $value } cannot be read{ $detail }. Check its permissions.
        [not_media] { $value } is not an audio or video file Dubdeck can read.
        [no_audio_track] { $value } holds no audio track.
        [damaged] { $value } is damaged or incomplete{ $detail }. Export or download it again.
        [too_long] { $value } is longer than a dub may be (30 minutes). Trim it or split it.
        [bad_link] { $value } cannot be dubbed: give an http:// or https:// link to an audio or video file.
        [pitch_out_of_range] A pitch shift of { $value } semitones is out of range. Choose -24 to 24 (12 is one octave).
        [output_dir] The output folder { $value } cannot be written to{ $detail }. Give another with --out.
        [bad_name] The voice name must have 1 to 50 characters. Choose another name.
        [bad_minutes] Maximum minutes must be 5 to 60 (got { $value }).
        [bad_file_count] A voice is trained from 1 to 5 files (got { $value }).
        [training_too_long] The training files hold { $total } of audio, more than the { $minutes } minutes chosen: the service would charge and then fail the training. Choose more minutes or fewer files.
        [audition_of_link] A link cannot be auditioned: the service fetches it whole. Dub the link whole, or download it and audition the file.
        [audition_too_short] { $value } is no longer than an audition: dub the whole file, for the same minimum charge.
        [audition_out_of_range] The audition would start after the end of { $value }. Choose an earlier start.
        [not_regular_file] { $value } is not a regular file but a device, a pipe or a socket, so it is not read. Give an audio or video file.
        [not_pairable] { $value } cannot be paired with an instrumental: only a vocal file dubbed whole can. Dub it alone, or give the vocal stem.
        [key_out_of_range] A key of { $value } semitones is out of range. Choose -12 to 12.
        [no_pitch_shifter] A key of { $value } semitones needs ffmpeg's rubberband filter, which this ffmpeg lacks: nothing was sent. Leave out --key, or point DUBDECK_FFMPEG at an ffmpeg with rubberband.
        [gain_out_of_range] A level of { $value } dB is out of range. Choose -24 to +12 dB.
        [loudness_out_of_range] A loudness of { $value } LUFS is out of range. Choose -36 to -6 LUFS.
        [too_many_voices] Up to { $minutes } voices can be compared at once (got { $value }). Give fewer --voice.
        [comparison_without_audition] Voices are compared on a 30-second audition: add --audition, or give one --voice.
        [name_template] The name template { $value } has a placeholder Dubdeck does not know. Use {"{"}input{"}"}, {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} and {"{"}date{"}"}.
        [not_single_file] { $value } is { $kind ->
            [playlist] a playlist: it only points to other files, which Dubdeck does not open. Give the file it points to.
            [concat_list] a list of other files, which Dubdeck does not open. Give the audio or video file itself.
            [image_sequence] a picture, not a video.
           *[other] not one audio or video file Dubdeck can read.
        }
       *[other] { $value } was refused{ $detail }.
    }
# How a file refused as damaged is damaged, as the media reader found it; in parentheses.
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
# After a damage-cause: the media reader's own words ($detail).
damage-said = { $cause }: { $detail }
# $reason says why ffmpeg cannot be used (tool-…).
refusal-needs-media-tool = An audition is cut on this computer with ffmpeg: { $reason }. Install ffmpeg, or dub the whole file.
refusal-unknown = The input was refused before anything was sent{ $detail }.
# `mix`: the new mix of a done cover, written to $path.
mix-made = { $title }: mixed into { $path } (nothing was sent or spent).
mix-no-key = The key of a cover is set when it is dubbed (the vocal is shifted by the service): dub it again with --key.
dub-instrumental-one-input = An instrumental is paired with one vocal: give one input with --instrumental.
usage-not-a-loudness = { $quoted } is not a loudness: give -36 to -6 (LUFS), or off.
usage-not-a-format = { $quoted } is not a format: give wav, wav24, flac, mp3, m4a or opus.
# A new mix was not made; $step says why (mix-step).
# $path the folder, $problem why (not_a_folder, output_is_watched, unreadable, watcher).
code-watch-failed = The folder { $path } cannot be used: { $problem ->
        [not_a_folder] it is not a folder
        [output_is_watched] the dubs would be written into the watched folder itself; choose another folder with --out
        [watcher] the system cannot watch it
       *[unreadable] it cannot be read
    }{ $detail }.
code-export-failed = { $path } could not be written{ $detail }.
code-mix-failed = No mix was made: { $step }. Nothing was spent, and the dub is as it was.

## budget and spend. $month is month-name ("May 2026").

# A month: $month its number (1 to 12), $year its year.
month-name = { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
        [12] December
       *[other] { $month }
    } { $year }
# $spent charged this month, $reserved approved and not charged yet, $budget the budget, $left
# what is left (below 0 after explicit approvals).
budget-line = { $month }: { $spent ->
        [one] { $spent } credit
       *[other] { $spent } credits
    } spent{ $reserved ->
        [0] {""}
       *[other] { " " }(and { $reserved } approved, not charged yet)
    } of a budget of { $budget ->
        [one] { $budget } credit
       *[other] { $budget } credits
    }; { $left } left.
budget-none = { $month }: { $spent ->
        [one] { $spent } credit
       *[other] { $spent } credits
    } spent. There is no monthly budget (`dubdeck-cli budget set CREDITS` sets one).
# This month's charges reached $percent (80 or 100) percent of the budget.
budget-reached = { $percent ->
        [100] { $month }'s budget is spent: { $spent } of { $budget } credits. What Dubdeck would approve by itself now waits for you.
       *[other] { $percent }% of { $month }'s budget is spent: { $spent } of { $budget } credits.
    }
spend-none = Nothing was charged in this period.
spend-head-period = Period
spend-head-voice = Voice
spend-head-kind = Kind
spend-head-dubs = Dubs
spend-head-trainings = Trainings
spend-head-total = Total
# $kind is dub or training.
spend-kind = { $kind ->
        [training] Trainings
       *[dub] Dubs
    }
spend-total = In all: { $total } credits ({ $dubs } on dubs, { $trainings } on trainings).

## watch: a watch folder. $name is a file's name.

# $path the output folder that cannot be made, $error why.
watch-no-output = The folder for the dubs, { $path }, cannot be made: { $error }
# $path the watched folder, $voice the voice, $out where the dubs go, $limit the approval limit.
watch-start = Watching { $path }: new audio and video files are dubbed with { $voice } into { $out } ({ $limit ->
        [0] each waits for `dubdeck-cli approve`
       *[other] up to { $limit } credits each without asking, within the monthly budget
    }). Stop with Ctrl-C.
watch-stopped = Stopped watching. A dub under way goes on with `dubdeck-cli resume` or the next watch, and is not paid twice.
# $id the dub's short id.
watch-started = { $name }: dubbing (dub { $id })
# $first the file of the same content taken before.
watch-already = { $name }: not dubbed again, it is the same as { $first }
watch-refused = { $name }: not dubbed: { $reason }
watch-folder-missing = The watched folder { $path } is gone; Dubdeck waits for it to come back.
watch-folder-back = The watched folder { $path } is back.
