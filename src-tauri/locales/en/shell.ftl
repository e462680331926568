# The shell's own words: what the system shows outside the page (the window's title, its file
# pickers and question dialogs, desktop notifications).

window-title = Dubdeck

## The system's file pickers: their titles, and the name of the file type they offer.

picker-media-to-dub = Choose songs or clips to dub
picker-media-to-train = Choose recordings of the voice to train
picker-output-folder = Where Dubdeck saves results
picker-filter-media = Audio and video

## The question asked before the API key goes to a new service address.
## $now is the new host name, $checked the host the key was checked with.

key-host-title = Send your API key to { $now }?
key-host-question = Your API key was checked with { $checked }. The service address is now { $now }. Dubdeck sends your key there only if you confirm; if you did not change the address yourself, cancel and check it in Settings.
# The button that confirms (a verb).
key-host-confirm = Send the key
dialog-cancel = Cancel

## The question asked before the service address moves the stored API key to another service, and
## before a key typed in is sent to an address that is not the public service's.
## $now is the new address, $checked the one the key was checked with (address-move-*), $default the
## public service's address (key-other-service-question).

address-move-title = Change the service address to { $now }?
address-move-question = Your API key was checked with { $checked }. If you confirm, Dubdeck sends your key to { $now } from now on. If you did not change the address yourself, cancel.
# The button that confirms (a verb).
address-move-confirm = Change and send the key
key-other-service-question = The service address in Settings is { $now }, not the VoiceDub service’s ({ $default }). Dubdeck sends your key there only if you confirm; if you did not set this address yourself, cancel and check it in Settings.

## Desktop notifications when a job ends. $title is the file's or the voice's name, $voice the
## voice's name.

notify-voice-unknown = the chosen voice
notify-audition-ready-title = Audition ready
notify-audition-ready-body = 30 seconds of { $title } are ready in the voice of { $voice }. Listen, then dub the whole file from Jobs.
notify-dub-ready-title = Dub ready
notify-dub-ready-video-body = { $title } is ready in the voice of { $voice }, as audio and as video.
notify-dub-ready-body = { $title } is ready in the voice of { $voice }.
notify-dub-failed-title = Dub failed
notify-dub-failed-body = { $title } could not be dubbed. Open Dubdeck's Jobs to see why.
notify-voice-trained-title = Voice trained
notify-voice-trained-body = { $title } is ready to dub with.
notify-training-failed-title = Training failed
notify-training-failed-body = { $title } could not be trained. Open Dubdeck's Jobs to see why.

# Batches within a budget: the folder pickers, the spend CSV, the budget notices ($percent is
# 80 or 100; $spent and $budget are credits).
picker-media-folder = Choose a folder of songs or clips to dub
picker-watch-folder = Choose a folder to watch
picker-spend-csv = Save the spend history as CSV
spend-csv-name = Dubdeck spend
notify-budget-title = { $percent ->
        [100] Monthly budget spent
       *[other] { $percent }% of the monthly budget spent
    }
notify-budget-body = { $percent ->
        [100] { $spent } of { $budget } credits this month. What Dubdeck would approve by itself now waits for you.
       *[other] { $spent } of { $budget } credits this month.
    }
