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
# Under the files. $duration: the usable audio in all; $count: how many files are usable.
train-total =
    Total audio: { $duration } in { $count ->
        [one] { $count } usable file
       *[other] { $count } usable files
    }
# The same, once the quality check knows how much of the audio is voice ($voiced).
train-total-voiced =
    Total audio: { $duration } in { $count ->
        [one] { $count } usable file
       *[other] { $count } usable files
    }; { $voiced } of it is voice
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
