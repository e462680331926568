# The Settings screen. A short status ("… saved.") shows for a moment after each change.

## Account

settings-account = Account
settings-demo-account = Demo account
settings-demo-account-hint = Dubdeck runs on its built-in simulator with demo credits; your own key, if any, is untouched.
settings-key-label = API key
# Where the stored key is kept. $origin: environment (DUBDECK_API_KEY, an environment variable's
# name: keep it as is), custom (a key store set up by the user), keychain (the system's).
settings-key-set =
    { $origin ->
        [environment] An API key is set, kept from the DUBDECK_API_KEY environment variable.
        [custom] An API key is set, kept from a custom key store.
       *[keychain] An API key is set, kept in the system keychain.
    }
settings-key-none = No API key is set.
# The service's address moved to another host since the key was checked. $checkedWith, $now: host
# names ("api.voicedub.ai"). "At the top of the window" is a banner with a button that sends the key.
settings-key-waiting = It was checked with { $checkedWith }, so Dubdeck does not send it to { $now } until you confirm that at the top of the window, or replace the key here.
# Buttons.
settings-key-replace = Replace key
settings-key-remove = Remove key
settings-key-from-environment = The key comes from the DUBDECK_API_KEY environment variable, so it can't be changed here. Change or unset the variable, then restart Dubdeck.
settings-new-key-label = New API key
# $host: the service's host name ("api.voicedub.ai").
settings-new-key-hint = Dubdeck checks the new key with { $host } and sends it there from then on.
# A button: stores the new key.
settings-key-save = Save key
settings-cancel = Cancel
settings-key-remove-question = Remove the API key from this computer? You will need to paste it again to use your account.
settings-key-remove-confirm = Yes, remove key
settings-key-empty = Paste the new API key first.
settings-key-saved = New API key saved.
# The service refused the new key typed in Settings. The field is emptied for safety, so the
# words say it was cleared; the key stored before is still used.
settings-key-refused = The API key was refused, and the field was cleared; the old key stays in use. Paste the whole key again.

## Dubbing

settings-dubbing = Dubbing
settings-output-folder = Output folder
settings-output-default-hint = The default folder. Dubs are saved here until you choose another.
settings-output-use-default = Use default folder
# Opens the system's folder chooser.
settings-output-choose = Choose folder…
settings-output-saved = Output folder saved.
settings-output-reset = Output folder reset.
# A field: dubs that cost up to this many credits start without asking the user to approve the cost.
settings-auto-approve = Auto-approve up to (credits)
settings-auto-approve-hint = Generation that costs this much or less starts without asking. 0 = always ask.
settings-auto-approve-invalid = Enter a whole number of credits, 0 or more (0 = always ask).
settings-auto-approve-saved = Auto-approve threshold saved.
settings-notifications = Notifications
settings-notifications-hint = A desktop notification when a dub or a training finishes or fails.
settings-notifications-saved = Notifications saved.

## Videos and auditions (ffmpeg, a program for audio and video, is named as is)

settings-media = Videos and auditions
settings-video-out = Dubbed videos
settings-video-out-hint = Also save a dubbed video as video (a copy with the new voice as its sound), beside the dubbed audio.
settings-video-out-on = Dubbed videos come back as video too.
settings-video-out-off = Dubbed videos come back as audio only.
# The label of ffmpeg's status.
settings-ffmpeg = ffmpeg
# $version: ffmpeg's version number ("6.1.1").
settings-ffmpeg-ready = ffmpeg { $version } is installed.
# An audition: a 30-second try of a dub, before dubbing the whole file.
settings-ffmpeg-ready-hint = A video's sound is sent alone (a far smaller upload), and the dub sheet can try 30 seconds first.
settings-ffmpeg-unknown = Dubdeck could not check for ffmpeg. Install ffmpeg from your system's packages (or ffmpeg.org), then restart Dubdeck. Without it, videos are sent whole and come back as audio only, and auditions are off.

## Language

settings-language-section = Language
settings-language = Language
settings-language-hint = The language of Dubdeck's screens, dialogs and notifications.
# The first choice of the list: follow the system's language. $language: that language's name, in
# itself ("Español", "日本語").
settings-language-system = System language ({ $language })
settings-language-saved = Language saved.

## Appearance

settings-appearance = Appearance
settings-theme = Theme
# The theme's choices: follow the system's, always light, always dark.
settings-theme-system = System
settings-theme-light = Light
settings-theme-dark = Dark
settings-theme-saved =
    { $theme ->
        [light] Theme: Light.
        [dark] Theme: Dark.
       *[system] Theme: System.
    }
settings-reduce-motion = Reduce motion
settings-reduce-motion-hint = Still avatars: animated avatars stay still, even on hover.
settings-reduce-motion-saved = Reduce motion saved.

## Advanced: the address of the service Dubdeck talks to

settings-advanced = Advanced
settings-address-demo = In the demo, Dubdeck talks to its built-in simulator; the service address applies to your own account.
settings-address-change = Change the service address
settings-address-label = Service address
# DUBDECK_BASE_URL is an environment variable's name: keep it as is.
settings-address-from-environment = DUBDECK_BASE_URL is set and overrides this address until it is unset.
settings-address-hint = The address of the VoiceDub service. Change it only to use a test service.
# $host: the host name the key was checked with ("api.voicedub.ai").
settings-address-key-host = Your API key was checked with { $host }: an address on that host uses it without asking.
# A button: saves the address.
settings-address-save = Save
settings-address-reset = Reset to default
settings-address-saved = Service address saved.
settings-address-reset-done = Service address reset.
# Settings > Advanced: the summary of the box that changes the page "Buy credits" opens.
settings-credits-page-change = Change the credits page
# The label of the field holding the web address that the "Buy credits" buttons open. Quote
# "Buy credits" as the button reads (dub-buy-credits).
settings-credits-page-label = Page that “Buy credits” opens
# Under the credits page field while it holds the default page (the service's own site).
settings-credits-page-hint-default = The service's own page, where your account's credits are bought.
# Under the credits page field once the user chose a page of their own.
settings-credits-page-hint-chosen = A page you chose. “Use the default” goes back to the service's own page.
# A button: stores the credits page typed in the field.
settings-credits-page-save = Save page
# A button, shown when a page of the user's own is set: back to the service's own credits page.
settings-credits-page-default = Use the default
# Said once a credits page is stored.
settings-credits-page-saved = Credits page saved.
# Said once the credits page is the default again.
settings-credits-page-reset-done = “Buy credits” opens the service's own page again.
# Under the credits page field when what was typed is refused (nothing is stored). $page: what
# was typed (an address); $problem: empty (nothing typed), not_address (not a web address),
# not_https (not https://, and not a page on this computer).
settings-credits-page-invalid =
    { $problem ->
        [empty] Type the page's address, or press “Use the default”.
        [not_address] { $page } is not a web address: type the whole address, starting with https://.
       *[not_https] { $page } is not a secure address: the credits page must start with https:// (http:// only for a page on this computer, such as localhost).
    }

## About: this copy of Dubdeck, its diagnostics and its crash reports. "Diagnostics" is the
## report of Dubdeck's self-check (how Dubdeck and this computer are set up, what works), in
## English on purpose: it is pasted into the project's issue tracker, a public website where
## problems are reported (its "issue page" is the form for a new problem).

# The section's heading (Settings > About).
settings-about = About
# Labels of this copy's facts; each value beside it is data shown as is: a version number
# ("0.1.0"), the build ("x86_64-linux (release)"), a folder's path.
settings-about-version = Version
settings-about-build = Build
settings-about-logs = Log files
# Beside "Log files" when there is no folder to write them to.
settings-about-logs-none = None: Dubdeck has no data folder on this computer.
# Shown when the version could not be read. $reason: why, one or two whole sentences.
settings-about-unknown = Dubdeck could not read its version. { $reason }
# Under the two buttons below.
settings-about-diagnostics-hint = The diagnostics tell how Dubdeck and this computer are set up and what works. They are in English for the people who fix Dubdeck, and hold no key or password.
# Buttons. "Copy diagnostics" puts them on the clipboard; "Report a problem" does too, then opens
# the issue page in the web browser.
settings-about-copy = Copy diagnostics
settings-about-report = Report a problem
# While the diagnostics are gathered (a few seconds: Dubdeck asks the voice service too). Also in
# a crash report's dialog.
settings-about-gathering = Gathering diagnostics…
# While the web browser is asked to open the issue page. Also in a crash report's dialog.
settings-about-opening = Opening the issue page in your browser…
# Once the diagnostics are on the clipboard ("them": the diagnostics).
settings-about-copied = Copied: paste them into your report.
# The clipboard refused the text (both ways of copying failed): the text is shown in a box under
# these words. Also in a crash report's dialog.
settings-about-copy-failed = The clipboard refused the text, so nothing was copied. Select the text in the box below and copy it yourself.
# The label of that box (read by screen readers).
settings-about-manual-label = Text to copy
# The diagnostics could not be gathered. $reason: why, one or two whole sentences. Also in a
# crash report's dialog.
settings-about-diagnostics-failed = The diagnostics could not be gathered. { $reason }
# The issue page was opened. $diagnostics: copied (the diagnostics are on the clipboard and, when
# they are short enough, already in the page), refused (the clipboard refused them: they are in a
# box below), none (they could not be gathered).
settings-about-report-opened =
    { $diagnostics ->
        [copied] The issue page opens in your browser, with the diagnostics in it or copied, ready to paste.
        [refused] The issue page opens in your browser, with the diagnostics in it if they fit; if not, copy them from the box below.
       *[none] The issue page opens in your browser, without diagnostics: describe what happened there.
    }
# The web browser could not be opened. $page: the issue page's web address. Also in a crash
# report's dialog.
settings-about-report-open-failed = Your web browser could not be opened. Go to { $page } in your browser yourself to report the problem.
# Opening the issue page failed otherwise. $reason: why, one or two whole sentences; $page: the
# issue page's web address. Also in a crash report's dialog.
settings-about-report-failed = The issue page could not be opened. { $reason } You can also go to { $page } in your browser.
# A list of the crash reports kept (what Dubdeck wrote each time it closed unexpectedly).
settings-about-crashes = Crash reports
settings-about-crashes-hint = What Dubdeck wrote down each time it closed unexpectedly, newest first.
# One crash report in that list. $date: when it was written (a day and a time of day).
settings-about-crash-item = Report of { $date }
# A button beside a crash report: opens it.
settings-about-crash-show = Show
