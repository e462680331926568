# The My voices screen: the custom voices the user trained, each with its training status and a
# button to dub with it once it is ready. $voice is a voice's name, as the user gave it.

my-voices-retry = Try again
# Read by screen readers while the list loads.
my-voices-loading = Loading your voices
my-voices-empty-title = No voices of your own yet
my-voices-empty-text = Train a voice from a few minutes of clean singing or speech, then dub with it like any other.
# Opens the Train a voice screen ("Train" as a verb).
my-voices-train = Train a voice
my-voices-list-label = My voices
# Under a voice's name. $date: the day it was made ("Nov 20, 2026").
my-voices-created = Created { $date }
# The dub button of each voice ("Dub" as a verb).
my-voices-dub-label = Dub with { $voice }
# The tooltip of the dub button while the voice is not ready.
my-voices-dub-waiting = Ready once its training is done

## A custom voice's readiness (the badge in My voices)

readiness-new = New
readiness-queued = Queued
readiness-training = Training
readiness-done = Ready
readiness-failed = Failed
# The voice service's own status word for a voice, shown as it is (not translated, "Paused by service").
readiness-service-word = { $word }
