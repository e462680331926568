# Covers, comparisons and output: on the dub sheet, a song's vocal paired with its instrumental
# (the vocal is dubbed, then mixed with the instrumental on this computer, in the song's key) and
# other voices compared on one 30-second audition; Settings > Output (the format, loudness and names
# of finished files); a voice's panel listing the dubs already made with it. "Vocals" and "vocal"
# are the sung part of a song; the instrumental is the song without it (the backing). LUFS is the
# unit of loudness: keep it as it is.

## The dub sheet: a vocal and its instrumental (a cover)

# The name of the pairing's group, spoken by screen readers.
covers-pair-label = Vocal and instrumental
# Which file is which. $vocal, $instrumental: the files' names.
covers-pair-line = Vocals: { $vocal } · Instrumental: { $instrumental }
# Buttons: the vocal becomes the instrumental and the other way round; the two files are dubbed
# each on its own instead.
covers-pair-swap = Swap
covers-pair-unpair = Unpair
# In the cost column of the instrumental: it is not sent to the service (it stays here, for the mix).
covers-pair-not-sent = Not sent
# Under the pairing.
covers-pair-hint = One dub: the vocal is dubbed, then mixed with the instrumental on this computer.
# A button beside "Add files…" when the sheet holds one file: opens the system's file picker to
# pair that file (a vocal) with its instrumental.
covers-add-instrumental = Add the instrumental…
# Under the vocals choice of a cover, whose choices are then off.
covers-vocal-as-is = The vocal is sent as it is (it is already a stem), so separation is off.
# Why "Try 30 seconds first" is off for a cover. "Unpair" is the button above.
covers-audition-paired = A cover is dubbed whole. Press Unpair to try 30 seconds of a file first.
# The heading of the song's key, beside the pitch.
covers-key-title = Key
# The key slider's name, spoken by screen readers.
covers-key-slider-label = Key of the whole song, in semitones
# The names of the buttons "−1" and "+1", spoken by screen readers.
covers-key-down = −1: key down one semitone
covers-key-up = +1: key up one semitone
covers-key-hint = Moves the whole song: the vocal through the voice service, the instrumental on this computer.
# Instead of covers-key-hint when the ffmpeg on this computer has no pitch shifter (rubberband).
covers-key-fixed = The ffmpeg on this computer can't move the key (it has no rubberband), so the song stays in its own key.
# A notice once a cover starts. $song: the song's name; $voice: the voice's name.
covers-started = Dubbing the vocal of { $song } with { $voice }. It is mixed with the instrumental on this computer once it is back.

## The dub sheet: other voices to compare on the same 30 seconds

# The heading of the voices compared with the sheet's voice.
covers-compare-title = Compare voices
# The name of the list of those voices, spoken by screen readers.
covers-compare-list-label = Voices to compare
# A button's name for screen readers: take the voice out of the comparison. $voice: its name.
covers-compare-remove = Remove { $voice } from the comparison
# A button that opens a voice picker to add one more voice.
covers-compare-add = Compare with another voice
covers-compare-hint = Each voice tries the same 30 seconds: one audition per voice.
# Why no voice can be added. $max: the most voices a comparison takes (4).
covers-compare-full = Up to { $max } voices can be compared at once. Remove one to add another.
# The names of that picker's list and of its search field, spoken by screen readers.
covers-compare-picker-label = Voice to compare with
covers-compare-search-label = Search a voice to compare with
# Heading of the cost of a comparison.
covers-compare-cost-title = Comparison cost
# The cost of a comparison. $auditions: how many auditions (one per file and voice); $credits: their credits.
covers-compare-cost =
    { $auditions ->
        [one] { $auditions } audition
       *[other] { $auditions } auditions
    } · { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
# A notice once a comparison starts. $count: how many voices (2 to 4).
covers-compare-started = Trying the same 30 seconds with { $count } voices.

## Settings > Output: how finished dubs and mixes are written

covers-output-section = Output
covers-format = Format
covers-format-hint = The file format finished dubs and mixes are saved in.
# The formats: as the service sends the dub (no conversion), or converted ("kb/s": kilobits per second).
covers-format-service = As the service returns it
covers-format-wav = WAV 16-bit
covers-format-wav24 = WAV 24-bit
covers-format-flac = FLAC
covers-format-mp3 = MP3 320 kb/s
covers-format-m4a = M4A (AAC 256 kb/s)
covers-format-opus = Opus
covers-format-saved = Format saved.
# The loudness finished dubs and mixes are brought to.
covers-loudness = Loudness
covers-loudness-hint = Brings finished dubs and mixes to one loudness, so they play at an even level.
# The loudness choices: as they are; the level streaming services play at; a value of one's own.
covers-loudness-off = Off
covers-loudness-streaming = −14 LUFS (streaming)
covers-loudness-custom = Custom
# The custom loudness field's name, spoken by screen readers.
covers-loudness-field = Loudness in LUFS
covers-loudness-saved = Loudness saved.
covers-template = Name template
# The placeholders in braces are typed as they are: never translate them.
covers-template-hint = How finished dubs are named: {"{"}input{"}"} (the file or song), {"{"}voice{"}"}, {"{"}key{"}"}, {"{"}pitch{"}"} and {"{"}date{"}"}. Leave it empty for the usual names.
# An example file name made from the template as it is typed. $name: the name ("Song (Nova).flac").
covers-template-example = Example: { $name }
# The same, when the format is the service's (its extension is not known in advance).
covers-template-example-service = Example: { $name } (with the extension the service returns)
# The input's name the example uses: a song's title, in this language.
covers-template-example-input = Song
# A button: saves the template.
covers-template-save = Save template
covers-template-saved = Name template saved.
# A button: back to the usual names (no template).
covers-template-reset = Use the usual names
covers-template-reset-done = Finished dubs are named as usual again.

## A voice's panel: the user's dubs and auditions with the voice

covers-heard-title = Heard before
covers-heard-none = You haven't dubbed with this voice yet.
# Spoken by screen readers while the list is read.
covers-heard-loading = Reading your dubs with this voice
# The names of a dub's play and pause buttons, spoken by screen readers. $title: what was dubbed
# (a file's name, or an audition's title).
covers-heard-play = Play { $title }
covers-heard-pause = Pause { $title }
# A dub whose file is no longer where it was saved.
covers-heard-missing = The dubbed file is no longer where it was saved.
