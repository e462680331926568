# Starting dubs: the dub sheet (what to dub, "Try 30 seconds first", the voice, pitch, vocals and
# the cost), its voice picker, the credits badge in the window's header, and the notices that say
# what was started. "Dub" is the verb (to make a song or clip sung or spoken by another voice) or
# the noun (one such job). An audition is a dub of only 30 seconds, to try a voice first.

## Credits and numbers

# An amount of credits (the account's unit of payment). $credits: a number, maybe negative.
dub-credits =
    { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }

## The credits badge (window header)

# The badge's name for screen readers. $credits: the account's credits; $minutes: about how many
# minutes of media they dub.
dub-badge-label =
    { $minutes ->
        [one] Credits: { $credits }, about { $minutes } minute of dubbing
       *[other] Credits: { $credits }, about { $minutes } minutes of dubbing
    }
# The badge's tooltip. $time: the date and time the balance was read.
dub-badge-as-of = Balance as of { $time }
# Beside the credits: about how many minutes of media they dub ("min": minutes, abbreviated).
dub-badge-minutes = ≈ { $minutes } min
# The credits badge's name for screen readers while the balance is being asked for.
dub-badge-checking-label = Credits: checking the balance
# The credits badge's text while the balance is being asked for (short: a pill in the top bar).
dub-badge-checking = Checking credits…
# The credits badge's text when the balance could not be read: short (a pill in the top bar).
# $why: offline (the service can't be reached), refused (the service refused the API key),
# signed_out (no API key), unconfirmed (the key waits to be confirmed for the service's new
# address), other.
dub-badge-failed =
    { $why ->
        [offline] Credits: offline
        [refused] Credits: key refused
        [signed_out] Credits: signed out
        [unconfirmed] Credits: key not confirmed
       *[other] Credits unavailable
    }
# The credits badge's name for screen readers and its tooltip when the balance could not be read:
# why, and the way out. $why: as in dub-badge-failed.
dub-badge-failed-label =
    { $why ->
        [offline] Credits unknown: Dubdeck can't reach the service. The balance is asked for again when it is back.
        [refused] Credits unknown: the service refused the API key. Paste a new key in Settings.
        [signed_out] Credits unknown: no API key is set. Paste your key in Settings.
        [unconfirmed] Credits unknown: the API key waits for you to confirm the service's new address.
       *[other] Credits unknown: the service could not tell the balance. It is asked for again on the next change.
    }

## The dub sheet: header and inputs

# The sheet's title once a voice is chosen. $voice: the voice's name.
dub-sheet-title-voice = Dub with { $voice }
# The sheet's title before a voice is chosen ("dub" is a noun).
dub-sheet-title-new = New dub
# The button that closes the sheet.
dub-sheet-close = Close
# Heading of the list of files and links to dub.
dub-inputs-title = What to dub
# Shown while the sheet has no file or link yet.
dub-inputs-hint = Drop songs or clips on the window, choose files, or paste a link.
# Name of the list of files and links, spoken by screen readers.
dub-inputs-label = Files and links
# Below a file's name. $duration: its length ("1:01", "42 s"); $format: its audio format ("MP3", "WAV").
dub-input-meta = { $duration } · { $format }
# Below a link: its price is known only once the voice service has fetched it.
dub-link-priced-later = Priced once the service has read it
# In place of the cost of a file that can't be dubbed (the reason is shown beside it).
dub-input-refused = Not dubbed
# A button's name for screen readers: take the file off the sheet. $file: the file's name.
dub-input-remove = Remove { $file }
# A button's name for screen readers: take the link off the sheet. $link: the web address.
dub-link-remove = Remove { $link }
# A button that opens the system's file picker.
dub-add-files = Add files…
# The link field's hint ("https://…" is the start of a web address).
dub-link-placeholder = https://… link to a song or clip
# The link field's name, spoken by screen readers.
dub-link-label = Link to dub
# The button that adds the link typed in the field.
dub-add-link = Add link
# Under the link field when what was typed is not a web address. $link: what was typed.
dub-link-invalid = "{ $link }" is not a web link. Paste an address starting with https:// (or http://) that leads to audio or video.

## Try 30 seconds first (an audition)

# The switch that dubs only 30 seconds of each file first, at the minimum price.
dub-audition-label = Try 30 seconds first
# Spoken by screen readers while the file's waveform is read.
dub-audition-reading = Reading the waveform

## Voice, pitch and vocals

# Heading of the voice picker.
dub-voice-title = Voice
# Shown while no voice is chosen.
dub-voice-hint = Choose the voice to dub with.
# Heading of the pitch shift.
dub-pitch-title = Pitch
# The pitch shift when it is zero.
dub-pitch-none = No shift
# The pitch shift upwards. $semitones: how many (a positive number).
dub-pitch-up =
    { $semitones ->
        [one] +{ $semitones } semitone
       *[other] +{ $semitones } semitones
    }
# The pitch shift downwards. $semitones: how many (a positive number; "−" is the minus sign).
dub-pitch-down =
    { $semitones ->
        [one] −{ $semitones } semitone
       *[other] −{ $semitones } semitones
    }
# Under the pitch slider, the second line of a tick at a whole number of octaves (its first line
# is the semitones there, "+12"). $octaves: a positive number.
dub-pitch-tick-up =
    { $octaves ->
        [one] +{ $octaves } octave
       *[other] +{ $octaves } octaves
    }
# The same, a whole number of octaves down ("−" is the minus sign). $octaves: a positive number.
dub-pitch-tick-down =
    { $octaves ->
        [one] −{ $octaves } octave
       *[other] −{ $octaves } octaves
    }
# The pitch (or key) slider's value as screen readers say it, at a whole number of octaves up.
# $semitones: the shift in semitones (12, 24); $octaves: the same in octaves (1, 2).
dub-pitch-value-octaves-up =
    { $octaves ->
        [one] +{ $semitones } semitones (one octave up)
       *[other] +{ $semitones } semitones ({ $octaves } octaves up)
    }
# The same, whole octaves down. $semitones, $octaves: as above (positive numbers).
dub-pitch-value-octaves-down =
    { $octaves ->
        [one] −{ $semitones } semitones (one octave down)
       *[other] −{ $semitones } semitones ({ $octaves } octaves down)
    }
# The pitch (or key) slider's value at zero, as screen readers say it.
dub-pitch-value-none = 0 semitones (no shift)
# The name of the button "−12", spoken by screen readers.
dub-pitch-octave-down = −12: one octave down
# The name of the button "+12", spoken by screen readers.
dub-pitch-octave-up = +12: one octave up
# The pitch slider's name, spoken by screen readers.
dub-pitch-slider-label = Pitch shift in semitones
# Below the pitch slider.
dub-pitch-hint = 12 semitones are one octave: +12 takes a low voice up to a high one.
# A button beside the pitch: measures the file's vocal and the voice's range, and sets the pitch
# that brings the song into the voice's range. Nothing is sent and nothing is paid.
dub-pitch-suggest = Suggest pitch
# The name of the choice of how the suggestion moves, spoken by screen readers.
dub-pitch-suggest-step = Suggest a shift in
# The choices: a shift of whole octaves (keeps the melody with the music), or of semitones.
dub-pitch-suggest-octaves = Whole octaves
dub-pitch-suggest-semitones = Semitones
# Spoken by screen readers while the vocal is measured.
dub-pitch-suggest-busy = Measuring the vocal
# Why the pitch was set as it was. $song, $target: whole numbers of Hz, formatted ("220");
# $voice: the voice's name; $shift: the shift with its sign ("−12", "+5", "0").
dub-pitch-suggest-reason = This vocal sits near { $song } Hz, { $voice } near { $target } Hz: { $shift }.
# The voice's range is not known: nothing was changed. $voice: the voice's name.
dub-pitch-suggest-unknown = The range of { $voice } is not known, so no pitch is suggested. Open the voice in Voices and set its voice range once; the pitch is left as it is.
# The file's vocal has no pitch the tracker is sure of. $file: the file's name.
dub-pitch-suggest-no-pitch = No voice in "{ $file }" is clear enough to measure its pitch, so none is suggested; the pitch is left as it is.
# The file could not be read to measure its vocal. $reason: why, as a sentence of its own.
dub-pitch-suggest-unreadable = The vocal could not be measured, so no pitch is suggested. { $reason }
# Heading of the choice between separating the vocals or not.
dub-vocals-title = Vocals
dub-vocals-separate = Separate the vocals first
dub-vocals-separate-hint = For songs with music: the voice is dubbed, the music kept.
dub-vocals-isolated = My input is already isolated vocals
dub-vocals-isolated-hint = No separation: the whole input is dubbed.

## Cost, balance and start

# Name of the cost summary, spoken by screen readers.
dub-cost-label = Cost
# Heading of the estimated cost of whole dubs. $files: how many files are priced.
dub-cost-estimated =
    { $files ->
        [1] Estimated cost
       *[other] Estimated cost ({ $files } files)
    }
# Heading of the cost of auditions (30 seconds of each file). $files: how many files.
dub-cost-audition =
    { $files ->
        [1] Audition cost
       *[other] Audition cost ({ $files } files)
    }
# The cost while the sheet holds only links, which the service prices once it has fetched them.
dub-cost-after-link = Once the link is read
# The cost of the files, when links (priced later) come on top. $credits: a number.
dub-cost-with-links =
    { $credits ->
        [one] { $credits } credit + links
       *[other] { $credits } credits + links
    }
# After an audition's cost, struck through: what dubbing the whole files would cost. $credits: a number.
dub-cost-instead = instead of { $credits }
# Heading of the account's balance.
dub-balance-title = Balance
# The balance when it is not known.
dub-balance-unknown = Unknown
# Heading of what the balance will be once the dubs are paid.
dub-after-title = After
# When the balance is lower than the cost. $needed, $balance: numbers of credits.
dub-not-enough = Not enough credits: this needs { $needed } and the account has { $balance }. Buy credits first, or start anyway: the dubs wait for credits and nothing is lost.
# A link-styled button beside every sentence that says to buy credits: opens the page where
# credits are bought (set in Settings > Advanced) in the browser. "Buy" is a verb.
dub-buy-credits = Buy credits
# The tooltip of the "Buy credits" button.
dub-buy-credits-title = Opens the page where credits are bought, in your browser
# Beside the buttons.
dub-approval-hint = The exact cost is shown before generating; costs above your approval limit ask first.
# Closes the sheet without starting anything.
dub-cancel = Cancel
# The start button when whole files are dubbed. $count: how many dubs start (the form for 1 has no number).
dub-start-dubs =
    { $count ->
        [1] Start dub
       *[other] Start { $count } dubs
    }
# The start button when 30 seconds of each file are tried. $count: how many auditions start.
dub-start-auditions =
    { $count ->
        [1] Start audition
       *[other] Start { $count } auditions
    }

## The voice picker (dub sheet, "Dub again")

# The name of the list of voices, spoken by screen readers.
dub-picker-label = Voice
# The search field's hint.
dub-picker-search-placeholder = Search voices
# The search field's name, spoken by screen readers.
dub-picker-search-label = Search voices to dub with
# A tag on a voice the user trained (the account's own voice).
dub-picker-yours = Yours
dub-picker-searching = Searching…
dub-picker-none = No voice matches. Try another name.
dub-picker-empty = Search the catalogue to choose a voice.

## Notices (in the window's corner) once dubs start

# $count: how many files; $voice: the voice's name.
dub-started =
    { $count ->
        [one] Dubbing { $count } file with { $voice }.
       *[other] Dubbing { $count } files with { $voice }.
    }
# Auditions started. $count: how many files; $voice: the voice's name.
dub-audition-started =
    { $count ->
        [1] Trying 30 seconds with { $voice }.
       *[other] Trying 30 seconds of { $count } files with { $voice }.
    }
# Files dropped on a voice's card started dubbing at once. $count: how many files; $voice: the
# voice's name; $credits: about how many credits they cost.
dub-started-dropped =
    { $count ->
        [one]
            Dubbing { $count } file with { $voice }. { $credits ->
                [one] About { $credits } credit.
               *[other] About { $credits } credits.
            }
       *[other]
            Dubbing { $count } files with { $voice }. { $credits ->
                [one] About { $credits } credit.
               *[other] About { $credits } credits.
            }
    }
# A notice instead of "Dubbing..." when dubs just started wait for credits (the account has too
# few). $count: how many; $files: their names, listed ("a.wav and b.wav"). A "Buy credits"
# button follows.
dub-blocked-credits =
    { $count ->
        [one] { $files } waits for credits: the account has too few to dub it. Buy credits, then press Retry in Jobs.
       *[other] { $files } wait for credits: the account has too few to dub them. Buy credits, then press Retry in Jobs.
    }
# A notice instead of "Dubbing..." when dubs just started wait for the user to approve their cost
# (above the auto-approve limit). $count: how many; $files: their names, listed.
dub-blocked-approval =
    { $count ->
        [one] { $files } waits in Jobs for you to approve its cost.
       *[other] { $files } wait in Jobs for you to approve their cost.
    }
# A notice instead of "Dubbing..." when dubs just started are held by the monthly budget: Dubdeck
# would have approved them by itself, but that would take the month's spend past the budget.
# $count: how many; $files: their names, listed; $month: the month's name ("November").
dub-blocked-budget =
    { $count ->
        [one] { $files } waits for your approval: approving it automatically would take { $month }'s spend past your budget.
       *[other] { $files } wait for your approval: approving them automatically would take { $month }'s spend past your budget.
    }

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
# $step: what failed: no_video (the input no longer holds a video), read_input (ffmpeg could not
# read the input video), name (no free name in the output folder), work_folder (Dubdeck's own work
# folder), mux (ffmpeg could not put the dub into the video), place (the finished copy could not be
# moved into the output folder). $detail: why, in parentheses (error-detail), or nothing.
video-error-step =
    The dub is done, but its video copy could not be made: { $step ->
        [no_video] the input file no longer holds a video
        [read_input] ffmpeg could not read the input video
        [name] no name for it was free in the output folder
        [work_folder] Dubdeck's work folder could not be used
        [mux] ffmpeg could not put the dub into the video
        [place] it could not be moved into the output folder
       *[other] something went wrong
    }{ $detail }. Open the audio as it is, or dub it again to get the video.
# $reason: why ffmpeg cannot be used, a whole sentence (one of the tool- messages of errors.ftl).
video-error-no-tool = The dub is done, but its video copy could not be made. { $reason } Install ffmpeg, then dub it again to get the video.
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
