# Updates: Settings > Updates (the version running, a check for a newer one, the new version's
# notes, its install, which restarts Dubdeck) and the notice of the quiet check at start.
# "Dubdeck" is the app's name: keep it. $version, $current, $offered: version numbers ("0.2.0").
# The updates address: the web address where Dubdeck looks for new versions (a setting).

# The section's title in Settings.
updates-section = Updates
# The version running now. $version: its number.
updates-current = This is Dubdeck { $version }.
# A button: asks the updates address for the newest version.
updates-check = Check for updates
# The same button while the check is under way.
updates-checking = Checking for updates…
# What the check found: no newer version. $version: the version running, the newest.
updates-up-to-date = Dubdeck { $version } is the newest version.
# What the check found: the version offered is older than the one running, so it is refused.
# $offered: the version offered; $current: the version running.
updates-older = The release offered ({ $offered }) is older than this version ({ $current }): nothing to install.
# Under updates-older, when the user chose the updates address (below, folded).
updates-older-chosen-address = The updates address is one you chose: check that it offers the newest version, or use the default.
# What the check found: a newer version, to review, then install. $version: its number.
updates-available = Dubdeck { $version } is available.
# The title over the new version's date and notes. $version: its number.
updates-notes = What's new in Dubdeck { $version }
# When the new version was published. $date: a day, formatted for the language ("Dec 1, 2026").
updates-released = Released { $date }.
# The new version came without notes of what changed.
updates-no-notes = This version came without notes of what changed.
# A button: downloads the new version, installs it, and restarts Dubdeck into it.
updates-install = Install and restart
updates-install-hint = Dubdeck downloads the new version, checks its signature, installs it and restarts into it. Jobs under way finish first, and your library stays as it is.

## An install's stages, in turn. $version: the version being installed.

# Asked for; nothing heard from the install yet.
updates-stage-starting = Starting the install of Dubdeck { $version }…
# The install waits while jobs upload, are processed or download (a restart would cut them off).
# $jobs: how many jobs are under way.
updates-stage-waiting =
    { $jobs ->
        [one] Waiting for { $jobs } job under way to finish. The install starts by itself once it is done.
       *[other] Waiting for { $jobs } jobs under way to finish. The install starts by itself once they are done.
    }
updates-stage-downloading = Downloading Dubdeck { $version }…
# The download is checked (its signature) and installed.
updates-stage-installing = Installing Dubdeck { $version }…
# Installed: Dubdeck closes and opens again as the new version, by itself.
updates-stage-restarting = Dubdeck { $version } is installed. Dubdeck restarts into it now.
# How much of the new version is downloaded. $received, $total: sizes ("12.4 MB").
updates-downloaded-of = { $received } of { $total }
# The same, when the server did not say the whole size.
updates-downloaded = { $received } downloaded
# The name of the install's progress bar, for screen readers. $version: the version installed.
updates-progress = Update to Dubdeck { $version }
# A button after a check or an install failed: does it again.
updates-try-again = Try again
# Under a failure whose way out is the installer: the label before the releases page's address.
updates-releases-page = Dubdeck's releases page:

## Looking for updates at start (a switch)

updates-check-at-start = Look for updates when Dubdeck starts
updates-check-at-start-hint = Once, shortly after Dubdeck starts (never in the demo). Dubdeck tells you when a newer version is out and never installs anything unless you ask.
# Said once the switch is turned on, or off.
updates-check-at-start-on = Dubdeck looks for updates when it starts.
updates-check-at-start-off = Dubdeck looks for updates only when you ask.

## The updates address (folded: only to try versions of one's own)

# The summary of the folded box.
updates-address-change = Change the updates address
# The label of the field holding the address.
updates-address-label = Updates address
# Under the field while it holds the default: the project's own releases.
updates-address-hint-default = The default: Dubdeck's own releases. Change it only to try versions of your own.
# Under the field once the user chose an address. Quote "Use the default" as the button reads.
updates-address-hint-chosen = An address you chose. “Use the default” goes back to Dubdeck's own releases.
# Buttons: store the address typed; back to the default.
updates-address-save = Save address
updates-address-default = Use the default
# Said once the address is stored, or back to the default.
updates-address-saved = Updates address saved.
updates-address-reset-done = Dubdeck looks for updates in its own releases again.
# Under the field when what was typed is refused (nothing is stored). $address: what was typed;
# $problem: empty (nothing typed), not_address (not a web address), not_https (not https://, and
# not an address on this computer).
updates-address-invalid =
    { $problem ->
        [empty] Type the updates address, or press “Use the default”.
        [not_address] { $address } is not a web address: type the whole address, starting with https://.
       *[not_https] { $address } is not a secure address: updates must come from an https:// address (http:// only for an address on this computer, such as localhost).
    }

## The notice of the quiet check at start, under the screen

# $version: the new version's number.
updates-notice = Dubdeck { $version } is available.
# The notice's buttons: open Settings > Updates at the new version; put the notice away.
updates-notice-review = Review
updates-notice-later = Later
