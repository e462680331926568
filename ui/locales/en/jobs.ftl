# The Jobs screen: the library of every dub and voice training, with its filters, its rows and
# the dialogs it opens. A "job" is one dub or one training; "dub" is a verb in buttons ("Dub again")
# and a noun elsewhere ("The earlier dub stays").

## The toolbar

# The filter buttons' group (screen readers: "Show: All, Active, Waiting, Done, Failed").
jobs-filters-label = Show
# Filter buttons: which jobs the list shows.
jobs-filter-all = All
jobs-filter-active = Active
# Jobs waiting for the user's approval of a cost, or for credits.
jobs-filter-waiting = Waiting
jobs-filter-done = Done
jobs-filter-failed = Failed
jobs-search-placeholder = Search jobs
jobs-search-label = Search jobs
# The grouping list box and its choices.
jobs-group-label = Group jobs
jobs-group-none = No grouping
jobs-group-voice = By voice
# "Input": the file or link that was dubbed.
jobs-group-input = By input

## The list and its empty states

jobs-list-label = Jobs
jobs-loading = Loading jobs
jobs-load-failed-title = The jobs could not be read
jobs-try-again = Try again
jobs-empty-title = No jobs yet
jobs-empty-text = Drop a song or a clip on a voice to dub it. Every dub and training shows here with its progress, cost and result, and keeps running if you close the app.
jobs-empty-pick = Choose files to dub
jobs-empty-browse = Browse voices
jobs-none-match-title = No jobs match
jobs-none-match-text = Try another filter or search.
jobs-show-all = Show all jobs
# Under a long list: $count is how many jobs are not shown yet.
jobs-show-more = Show more ({ $count } left)

## The "Dub again" dialog

# Its title; $title is the dubbed file's name (or a link).
jobs-again-title = Dub “{ $title }” again
jobs-again-text = Same input, pitch and separation, with another voice. The earlier dub stays.
# The label of the list of voices to choose from.
jobs-again-voices = Another voice
jobs-cancel = Cancel
# The confirm button once a voice is chosen; $voice is the voice's name.
jobs-again-confirm = Dub with { $voice }
# The confirm button before a voice is chosen (it is disabled then).
jobs-again-choose = Choose a voice

## The "Remove" dialog

# $title is the job's file name (or link).
jobs-remove-title = Remove “{ $title }” from the library?
jobs-remove-text = The job leaves the Jobs list. This can't be undone.
# A check box; the file's path shows under it.
jobs-remove-delete-file = Also delete the result file
jobs-remove-confirm = Remove
jobs-remove-confirm-delete = Remove and delete the file

## A job's row

# The badge of a job's state.
jobs-state-created = Queued
jobs-state-creating = Starting
jobs-state-uploading = Uploading
jobs-state-preprocessing = Preprocessing
jobs-state-awaiting-approval = Waiting for your approval
jobs-state-generating = Generating
jobs-state-downloading = Downloading
jobs-state-done = Done
jobs-state-failed = Failed
jobs-state-waiting-credits = Waiting for credits
# A job the user discarded (it cost nothing).
jobs-state-canceled = Discarded
# A voice being trained.
jobs-state-training = Training

# The progress line of a transfer: $state is the state's badge (such as "Uploading"), $percent a
# whole number, $total the file's size (such as "1.4 MB").
jobs-progress-transfer = { $state } · { $percent }% of { $total }
# The same, with the speed: $speed is a size (such as "820 KB"), per second.
jobs-progress-transfer-speed = { $state } · { $percent }% of { $total } · { $speed }/s
# The progress line of a stage on the service: $state is the state's badge, $elapsed how long it
# has run (such as "42 s" or "3:05").
jobs-progress-elapsed = { $state } · { $elapsed }
# The progress bar's name; $state is the state's badge (such as "Uploading").
jobs-progress-label = { $state } progress
# A job's progress line (and a training file's upload) once every byte is sent or received, while
# the service has not yet confirmed it. $transfer: upload or download.
jobs-progress-finishing =
    { $transfer ->
        [upload] Finishing upload…
       *[download] Finishing download…
    }

# The stages of a job, in a timeline under its name (short: they sit side by side).
jobs-step-upload = Upload
jobs-step-preprocess = Preprocess
jobs-step-confirm = Confirm cost
jobs-step-generate = Generate
# A voice training's last stage.
jobs-step-train = Train
jobs-step-download = Download
jobs-steps-label = Stages

# The facts under a job's name, between dots ("Cleo · 3:05 · MP3 · 40 credits").
jobs-meta-training = Voice training
# The input was a link, not a file.
jobs-meta-link = Link
# What the job cost.
jobs-meta-credits =
    { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }

# A job row's name for screen readers: only the file's name (or link) it dubs, $title. Add words
# around it only if a bare name would not do in the language.
jobs-row-label = { $title }
# The trash button's name; $title is the job's name.
jobs-remove-label = Remove { $title } from the library

# A cost waiting for approval: what approving does, shown in bold as $cost in jobs-approve-line.
jobs-approve-cost =
    { $credits ->
        [one] Generate for { $credits } credit
       *[other] Generate for { $credits } credits
    }
# The line of a job waiting for approval; $cost is jobs-approve-cost ("Generate for 40 credits"), in bold.
jobs-approve-line = { $cost } — the service measured the input; nothing is spent until you approve.
# Buttons: throw the job away, or accept its cost.
jobs-discard = Discard
jobs-approve = Approve
jobs-retry = Retry
# The account lacks credits (when the service did not say how many it has).
jobs-credits-needed =
    { $credits ->
        [one] This needs { $credits } credit, more than the account has. Buy credits, then press Retry.
       *[other] This needs { $credits } credits, more than the account has. Buy credits, then press Retry.
    }
# After the credits line.
jobs-credits-waits = The job waits; nothing is lost.
jobs-failed-retry = This job failed. Press Retry.
jobs-failed = This job failed.
# An audition (a 30-second try) offers to dub its whole input file.
jobs-dub-whole = Dub the whole file
jobs-dub-again = Dub again with another voice

# A done dub's buttons. "Play" opens the player; $title is the job's name.
jobs-play = Play
jobs-play-label = Play { $title }
jobs-open-video = Open video
jobs-show-video = Show video in folder
# Opens the dubbed audio with the system's player (when there is no video copy beside it).
jobs-open = Open
jobs-show = Show in folder
# The same, when a video copy is offered beside the audio.
jobs-open-audio = Open audio
jobs-show-audio = Show audio in folder
# A cover's mix (the dubbed vocal over the instrumental), a file of its own beside the dubbed vocal.
jobs-open-mix = Open mix
jobs-show-mix = Show mix in folder
# A voice training that finished.
jobs-training-done = The voice is trained and ready to dub with.

## Why a job failed (shown on its row in Jobs, with Retry beside it)
## $detail: the service's or the system's own message in parentheses (error-detail in errors.ftl), or
## nothing. $named: "yes" when $file names the file, "no" when the sentence says "this file".

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
failure-invalid-field = Dubdeck did not send the request: its value “{ $field }” is not valid. Change the settings and dub again.
failure-upload-failed = Uploading failed{ $detail }. Check your connection, then press Retry.
failure-upload-addresses = The voice service did not give an upload address for every file ({ $addresses } for { $files }). Press Retry in a few minutes.
# $status: the storage's HTTP status (403), quoted with its own words in the parenthesis.
failure-http-status = HTTP { $status }
failure-upload-expired = The upload address expired before the upload finished. Press Retry to upload again.
failure-download-failed = Downloading the result failed{ $detail }. Press Retry: nothing is paid again.
failure-download-short = The download of the result ended early ({ $received } of { $expected } bytes). Press Retry: nothing is paid again.
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
failure-redirected = The voice service sent the request on to { $location }, which Dubdeck does not follow. Check the service address in Settings, then press Retry.
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
