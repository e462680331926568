# The Train a voice screen: a wizard of four steps (Files, Settings, Review, Train) that sends
# recordings of one voice to the service, which trains a custom voice from them ("training").
# Durations ($duration, $voiced, $time) come formatted: "42 s", "3:05", "1:02:05".

## The steps, in the stepper at the top of the wizard.

train-steps-label = Training steps
train-step-files = Files
train-step-settings = Settings
train-step-review = Review
# The last step, where the training runs ("Train" as a verb: the step that trains the voice).
train-step-train = Train
# Read by screen readers only, for a step already done. $step: the step's name (e.g. "Files").
train-step-done = { $step }, done

## Step 1: the recordings.

train-files-title = Add recordings of the voice
# $maxFiles: the most files a training takes; $duration: the least audio recommended ("2:00").
train-files-lead =
    { $maxFiles ->
        [1] One audio file
       *[other] 1 to { $maxFiles } audio files
    } of one voice: clean singing or speech, at least { $duration } in all. Drop them anywhere on this window, or add them.
# In the drop zone while files are dragged over the window.
train-drop-here-dragging = Drop to add these recordings
train-drop-here = Drop recordings here
train-add-files = Add files
train-files-label = Training files
# Under a file being checked (its length and format are not known yet).
train-file-checking = Checking…
# Under a readable file: $duration its length, $format its container ("WAV", "MP3"), $size its size ("1.4 MB").
train-file-meta = { $duration } · { $format } · { $size }
# Under a file that cannot be used. $reason: a whole sentence saying why.
train-file-refused = { $reason } It is left out.
# A list of what the quality check found in one file. $file: the file's name.
train-findings-label = Findings for { $file }
# A checkbox under a recording of poor quality. $file: the file's name.
train-keep-label = Keep { $file } anyway
train-keep = Keep it anyway
# Beside "Keep it anyway", as the box is checked or not.
train-keep-in = — it goes into the training.
train-keep-out = — it is left out of the training.
# The button that takes a file out of the list. $file: the file's name.
train-remove-label = Remove { $file }
# The same button's tooltip when the file is a take recorded in the app.
train-remove-take-title = Take it out of the training files (it stays under Saved takes)
# Under the files, once the quality check has measured them. $voiced: the voice the files going into the training
# hold; $count: how many files go into it; $duration: their length, silences and pauses included.
train-total-voice =
    { $voiced } of voice in { $count ->
        [one] { $count } file
       *[other] { $count } files
    } for the training ({ $duration } of audio, silences and pauses included)
# The same before the quality check has measured them, or when it could not. $duration: the files' length.
train-total-audio =
    { $duration } of audio in { $count ->
        [one] { $count } file
       *[other] { $count } files
    } for the training
train-warnings-label = Warnings

## Why Next is off on step 1 (beside the Next button).

train-files-hint-recording = Stop recording to continue.
train-files-hint-checking = Checking the recordings…
train-files-hint-empty = Add at least one recording to continue.
train-files-hint-unusable = None of these files can be used: add a readable recording.
train-files-hint-all-poor = Every recording is poor: keep one anyway, or add a better one, to continue.
# $count: how many files are over the limit.
train-files-hint-too-many =
    { $count ->
        [one] Remove { $count } file to continue.
       *[other] Remove { $count } files to continue.
    }

## The wizard's buttons.

train-next = Next
train-back = Back

## Step 2: name and settings.

train-settings-title = Name and settings
train-settings-lead = How the voice is called in My voices, and how the service trains it.
train-name = Voice name
# An example name, shown in the empty field.
train-name-placeholder = e.g. My studio voice
# $max: the most characters a name may have.
train-name-hint = 1 to { $max } characters; spaces at either end are left out.
train-name-empty = Give the voice a name (1 to { $max } characters).
# $length: the name's characters; $max: the most allowed; $over: how many to remove.
train-name-too-long =
    The name is { $length } characters long; the service takes at most { $max }. Remove { $over ->
        [one] { $over } character
       *[other] { $over } characters
    }.
# The most minutes of audio the service may train on: it sets the price.
train-minutes = Maximum minutes
# A button that puts the proposed number of minutes in the field. $minutes: that number.
train-minutes-use-proposed = Use the proposed { $minutes }
# Under the minutes field: the range allowed.
train-minutes-range = { $min } to { $max }.
# Under the minutes field, without the quality report. $duration: the recordings' length; $minutes: the minutes proposed.
train-minutes-proposed = Proposed from the { $duration } of audio: { $minutes }.
train-minutes-proposed-unknown = Proposed from the { $duration } of audio.
# Under the minutes field. $perMinute: credits a minute of training costs; $cost: what the minutes chosen cost.
train-minutes-cost =
    Training costs { $perMinute ->
        [one] { $perMinute } credit
       *[other] { $perMinute } credits
    } a minute: { $cost ->
        [one] { $cost } credit
       *[other] { $cost } credits
    }.
train-minutes-empty = Enter the maximum minutes, from { $min } to { $max }.
train-minutes-not-whole = Enter a whole number of minutes, from { $min } to { $max }.
# $minutes: the number entered, out of the range $min to $max.
train-minutes-out-of-range =
    Choose from { $min } to { $max ->
        [one] { $max } minute
       *[other] { $max } minutes
    }; { $minutes } is out of range.
# $duration: the recordings' length; $minutes: the minutes entered; $need: the fewest minutes that hold the recordings.
train-minutes-below-audio =
    The recordings hold { $duration } of audio, more than { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }: the service would charge, then fail the training. Choose at least { $need ->
        [one] { $need } minute
       *[other] { $need } minutes
    }, or remove recordings.
# $duration: the recordings' length; $max: the most minutes a training can use.
train-minutes-above-max =
    The recordings hold { $duration } of audio, more than training can use ({ $max ->
        [one] { $max } minute
       *[other] { $max } minutes
    }). Go back to Files and remove some.
# A checkbox: have the service take the voice out of music and background noise first.
train-separate = Separate vocals
train-separate-hint = Removes music and background first. Turn it off when the recordings are already isolated vocals.
train-settings-hint-name = Name the voice to continue.
train-settings-hint-fix = Fix what is marked to continue.

## Step 3: review and confirm.

train-review-title = Review and confirm
train-review-lead = Nothing is sent until you confirm. The cost is fixed by the maximum minutes.
train-review-recordings = Recordings
train-review-recordings-label = Recordings to upload
# Under the list of recordings. $duration: their length in all.
train-review-total = { $duration } in all
train-review-separation = Vocal separation
train-review-separation-on = On
train-review-separation-off = Off (already isolated vocals)
train-cost = Cost
# The account's credits now.
train-balance = Balance
# The account's credits once the training is paid.
train-after = After
train-balance-unknown = Unknown
# An amount of credits. $credits: the number (may be below zero, for a balance short of the cost).
train-credits =
    { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
# $perMinute: credits a minute; $minutes: the maximum minutes chosen.
train-cost-formula =
    { $perMinute ->
        [one] { $perMinute } credit
       *[other] { $perMinute } credits
    } × { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }, spent when the training starts after the upload.
train-review-unchecked = The recordings were not checked for quality: what they hold of voice is not known.
# On Review when the quality check heard no voice in the recordings kept: training is refused (the Train
# button is off). $credits: what the training would cost. "Files" is the wizard's first step.
train-review-no-voice =
    The recordings you keep hold no voice: the quality check heard none in them, so training would spend { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    } on a voice that learns nothing. Go back to Files and add recordings of the voice, or record takes.
# A button under that refusal: back to the wizard's first step ("Files").
train-review-to-files = Back to Files
# A checkbox on Review when the recordings hold less voice than recommended: training starts only once it is
# checked. $recommended: the least voice recommended ("2:00").
train-review-short-confirm = Train with less than { $recommended } of voice anyway
# Under that checkbox: what the voice will lack. $voiced: the voice the recordings hold ("0:45"); $recommended: "2:00".
train-review-short-voice = With { $voiced } of voice, less than the { $recommended } recommended, the voice will sound less like you and may slip on notes and sounds it has not heard. Add or record more for a closer voice.
# The same without the quality report. $duration: the recordings' length ("0:45"); $recommended: "2:00".
train-review-short-audio = With { $duration } of audio, less than the { $recommended } recommended (and not checked for voice), the voice will sound less like you and may slip on notes and sounds it has not heard. Add or record more for a closer voice.
# Beside the Train button while that checkbox is not checked.
train-review-hint-confirm = Check the box above to train with less voice than recommended.
# $cost: credits the training needs; $balance: credits the account has.
train-short = Not enough credits: training needs { $cost } and the account has { $balance }. Buy credits or choose fewer minutes; your choices stay here.
# The button that starts the training. $credits: what it costs.
train-start =
    { $credits ->
        [one] Train for { $credits } credit
       *[other] Train for { $credits } credits
    }

## Step 4: the training under way. $voice: the name given to the voice.

train-progress-title = Training { $voice }
train-progress-ready-title = { $voice } is ready
train-progress-failed-title = { $voice } was not trained
train-progress-ready-lead = The voice is in My voices: dub any song or clip with it now.
train-progress-failed-lead = Your recordings and choices are still here.
train-progress-lead = You can leave this screen: the training goes on, and Jobs and My voices follow it.
train-status-label = Training status
# The name of the clock beside the status, for screen readers.
train-elapsed-label = Elapsed time
# $time: the time the service's stage has run ("1:05").
train-elapsed = { $time } elapsed
train-uploads-label = Uploads
# A file's upload bar. $file: the file's name.
train-upload-label = { $file } upload
# How much of a file is uploaded. $percent: a whole number from 0 to 100.
train-upload-percent = { $percent }%
train-another = Train another voice
# "Dub" is a verb: make a dub of a song or clip with the new voice.
train-dub = Dub with this voice
train-back-to-review = Back to review
train-retry = Retry
train-open-jobs = Open Jobs

## The status of the training, in the status box of step 4.

train-status-preparing = Getting the upload ready
train-status-uploading = Uploading
train-status-training = Training { $voice }… this can take a while
train-status-ready = Ready
# The service wants more than the review showed. $credits: what it asks for.
train-status-approval =
    The service asks for { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }, more than the review showed. Approve or discard it in Jobs.
train-status-approval-unknown = The service asks for more credits, more than the review showed. Approve or discard it in Jobs.
train-status-credits = The account lacks credits for this training. Buy credits, then press Retry in Jobs.
train-status-canceled = The training was discarded.
train-status-failed = The training failed. Press Retry, or train again with other recordings.

## Passing notes of the wizard.

# Files were dropped while a training runs. $voice: the voice being trained.
train-drop-while-training = Dubdeck is training { $voice } now. Drop the recordings of the next voice once it is ready.
train-drop-while-training-unnamed = Dubdeck is training a voice now. Drop the recordings of the next voice once it is ready.
# The trained voice is not listed yet. $voice: its name.
train-voice-not-listed = { $voice } is not in My voices yet. Open My voices in a moment and dub with it from there.

## The training's checks of the recordings

training-warning-unreadable-files =
    { $count ->
        [one] { $count } file can't be used (its reason is shown in the list). It is left out of the training: remove it, or replace it with a readable recording.
       *[other] { $count } files can't be used (their reasons are shown in the list). They are left out of the training: remove them, or replace them with readable recordings.
    }
# $total: the recordings' length; $recommended: the length a voice learns best from.
training-warning-total-too-short = Only { $total } of audio in all. A voice learns best from at least { $recommended } of clean singing or speech: add recordings, or train anyway for a rougher voice.
# Once the recordings are checked: the voice they hold counts, not their length. $voice: the voice in
# the recordings kept ("56 s"); $recommended: the voice a voice learns best from ("2 min").
training-warning-voice-too-short = Only { $voice } of voice in all, silences and pauses left out. A voice learns best from at least { $recommended } of clean singing or speech: add recordings, or train anyway for a rougher voice.
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
# A take or file with only a few seconds of voice. $voiced: how much voice it holds ("0:02").
finding-too-short = Only { $voiced } of voice: too short to teach the voice much. Record a longer take, a minute or more.
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
