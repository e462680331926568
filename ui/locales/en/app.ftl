# The app's start, the key screens and the frame around every screen (sidebar, top bar, banners,
# notices). "Dubdeck" is the app's name and "VoiceDub" the service's: never translated.

## Start-up

# Spoken by screen readers while the library opens (the window shows only the app's name).
app-loading-label = Loading Dubdeck
app-failed-title = Dubdeck could not start
# A button: deletes the key stored in the system keychain that cannot be used.
app-remove-stored-key = Remove the stored key
# A button: tries to open the library again.
app-try-again = Try again

# Shown on the key screen when the service refused the key while the app was in use.
app-key-lost = The API key was refused. Paste a new key.
# Shown on the key screen when the key disappeared while the app was in use.
app-key-missing = No API key is set. Paste your API key to continue.

## The key screen (first run, signed out)

welcome-title = Welcome to Dubdeck
welcome-lead = Hear any song or clip in another voice. Connect your VoiceDub account to start.
welcome-key-label = API key
welcome-key-hint = Find your API key in your VoiceDub account settings at voicedub.ai.
# A button: stores the pasted API key.
welcome-save-key = Save key
welcome-key-safe = The key is kept in your system keychain, never in a file.
# Between the key form and the demo button: either one or the other.
welcome-or = or
# A button: starts the demo (a built-in simulator, no account needed).
welcome-try-demo = Try the demo
welcome-demo-hint = The demo runs on a built-in simulator with demo credits. Nothing is charged.
# The service refused the key typed on the welcome screen. The field is emptied for safety
# (the key never stays in the page), so the words say it was cleared.
welcome-key-refused = The API key was refused, and the field was cleared. Paste the whole key again, or a new one.
welcome-key-empty = Paste your API key first.

## No usable keychain (the system's store of passwords)

keychain-screen-title = The keychain is not available
keychain-screen-hint = Dubdeck keeps your API key only in the system keychain, so it can't save the key until the keychain works.
# A button: back to the key form.
keychain-screen-try-again = Try again
keychain-screen-try-demo = Try the demo

## The frame: sidebar and top bar

# The name of the sidebar's navigation, for screen readers.
frame-nav-label = Main
# The screens: each is the sidebar's item and the screen's title in the top bar.
frame-route-voices = Voices
# The user's own trained voices.
frame-route-my-voices = My voices
# The list of dubs and trainings sent to the service.
frame-route-jobs = Jobs
frame-route-train = Train a voice
frame-route-settings = Settings
# The sidebar's Jobs item while jobs run and none waits for the user, for screen readers. $count:
# how many run now.
frame-nav-jobs-active = Jobs, { $count } running
# The sidebar's Jobs item when jobs wait for the user (an approval, credits to buy, the monthly
# budget) and none runs, for screen readers. $waiting: how many wait.
frame-nav-jobs-waiting =
    { $waiting ->
        [one] Jobs, { $waiting } waits for you
       *[other] Jobs, { $waiting } wait for you
    }
# The sidebar's Jobs item when some jobs run and others wait for the user (an approval, credits
# to buy, the monthly budget), for screen readers. $active: how many run; $waiting: how many wait.
frame-nav-jobs-both =
    { $waiting ->
        [one] Jobs, { $active } running, { $waiting } waits for you
       *[other] Jobs, { $active } running, { $waiting } wait for you
    }
# At the foot of the sidebar. $version: the app's version number ("0.1.0").
frame-version = Dubdeck { $version }
# A button: choose files to dub ("Dub" is a verb).
frame-dub-files = Dub files
frame-dub-files-title = Dub files (Ctrl+O)
# A short mark in the top bar while the demo runs; keep it very short (in capitals where the script has them).
frame-demo-mark = DEMO
# The demo mark's name, for screen readers.
frame-demo-label = Demo mode
frame-demo-title = Demo mode: a built-in simulator, no real credits
frame-leave-demo = Leave demo
frame-crashed-title = This screen ran into a problem
frame-crashed-reload = Reload this screen

## Files dragged over the window

frame-drop-training-busy = A voice is training now: drop the next recordings once it is ready
frame-drop-training = Drop to add recordings to the training files
# Over a voice's card. $voice: the voice's name (shown in bold).
frame-drop-on-voice = Drop to dub with { $voice }
# $voice: the voice of the last dub (shown in bold).
frame-drop-last-voice = Drop to dub — you choose the voice (last used: { $voice }), or drop on a voice card
frame-drop = Drop to dub — you choose the voice next, or drop on a voice card

## Notices (bottom right)

# A button on a notice about a dub just started: opens the Jobs screen.
frame-notice-view-jobs = View in Jobs
# A button that closes a notice, for screen readers.
frame-notice-dismiss = Dismiss
# The name, for screen readers, of the region under the screen where notices show.
frame-notices-label = Notices
# A link-styled button on a notice whose list of files is folded ("a.wav, b.wav, c.wav and 4
# more"): shows every name.
frame-notice-all = Show all
# The same button once every name shows: folds the list again.
frame-notice-fewer = Show fewer
# $host: the service's host name ("api.voicedub.ai").
frame-key-host-confirmed = Dubdeck sends your API key to { $host } from now on.

## The banner of a key waiting for the user: the service's address moved to another host since
## the key was checked, so the app sends the key nowhere until the user says so. $checkedWith,
## $now and $host are host names ("api.voicedub.ai").

frame-host-change-title = Your API key is on hold
# $checkedWith: where the key was checked; $now: the service's host now (both shown in a mono font).
frame-host-change-what = Your API key was checked with { $checkedWith }. The service address is now { $now }, so Dubdeck is not sending your key there. Your jobs stay in the library and go on once a key can be sent.
# While the system's own dialog is open; the quoted question is that dialog's, from the shell's catalogue: keep the two the same.
frame-host-change-asking = Answer in the dialog Dubdeck opened: “Send your API key to { $host }?”
# The user cancelled the system's dialog.
frame-host-change-declined = Nothing was sent to { $host }. Send the key when you are sure that address is right, use another key, or change the address back.
# A button: opens the system's dialog that asks to send the key there.
frame-host-change-send = Send my key to { $host }
# A button: opens the key form in Settings.
frame-host-change-other-key = Use another key
# DUBDECK_BASE_URL is an environment variable's name: keep it as is.
frame-host-change-from-environment = The address comes from DUBDECK_BASE_URL: to change it back, change or unset the variable, then restart Dubdeck.
# A button: opens the service address in Settings.
frame-host-change-change-back = Change the address back
