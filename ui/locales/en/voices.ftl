# The Voices screen: the public catalogue of voices, its search, filters and favorites, each
# voice's card and its detail panel.

## Search and filters

# The search field's hint, shown in the empty field.
voices-search-placeholder = Search voices
# The search field's name, spoken by screen readers.
voices-search-label = Search voices
# The keyboard shortcut that focuses the search field, shown at its end.
voices-search-shortcut = Ctrl K
# A toggle button: show only the voices the user starred.
voices-favorites = Favorites
# A button: turn off every filter and empty the search.
voices-clear-filters = Clear filters
# The button that shows or hides the filter chips when the window is small (elsewhere they are
# always shown). $count: how many chips are on (0: none).
voices-filters-toggle =
    { $count ->
        [0] Filters
       *[other] Filters ({ $count })
    }
# The headings of the rows of filter chips (and of the tags in a voice's detail panel).
voices-filter-genres = Genres
voices-filter-languages = Languages
voices-filter-styles = Styles

## The list and its states

# Banner while the voice service can't be reached: the voices shown were saved earlier.
voices-offline = Offline: showing voices saved on this computer
# A button that asks the voice service again.
voices-try-again = Try again
# Heading when the catalogue could not be loaded (the reason follows).
voices-error-title = Voices could not load
# Heading when no voice matches the search and filters.
voices-empty-title = No voices match.
# Below "No voices match." when only Favorites is on and nothing is starred yet.
voices-empty-favorites = You have no favorites yet: star a voice to keep it here.
# Below "No voices match." when a search or filters are on.
voices-empty-hint = Try fewer filters or another search.
# Spoken by screen readers while the first page of voices loads.
voices-loading = Loading voices
# The name of the grid of voice cards, spoken by screen readers.
voices-grid-label = Voices
# A button after a page of voices failed to load.
voices-load-more = Load more voices

## A voice's card and detail panel

# The name of a voice's card, and of its detail panel, spoken by screen readers. $voice: the
# voice's name (keep it as it is unless your language needs words around it).
voices-voice-label = { $voice }
# The star button of a voice that is not a favorite. $voice: the voice's name.
voices-favorite-add = Add { $voice } to favorites
# The star button of a favorite voice. $voice: the voice's name.
voices-favorite-remove = Remove { $voice } from favorites
# Over a voice's card while files are dragged onto it: dropping them starts dubbing them with
# this voice. $voice: the voice's name.
voices-card-drop = Drop to dub with { $voice }
# The name of the list of a card's tags (its language and style), spoken by screen readers.
voices-card-tags = Tags
# A voice card's last chip, "+2", standing for the tags it has no room for: its name, read by
# screen readers and shown as its tooltip. $count: how many; $tags: them, listed ("Rock, Jazz").
voices-card-more =
    { $count ->
        [one] and { $count } more: { $tags }
       *[other] and { $count } more: { $tags }
    }
# The button that closes a voice's detail panel.
voices-detail-close = Close
# Buttons of the detail panel: "Dub" is a verb. Dub a media file on this computer with the voice.
voices-detail-dub-file = Dub a file
# Dub what a web link leads to (a song or clip) with the voice.
voices-detail-dub-link = Dub a link

## A voice's range, on its detail panel: where the voice sits, so that the dub sheet can suggest
## a pitch shift for it. Hz: hertz (cycles per second), written as it is in every language.

# Heading of the section.
voices-range-title = Voice range
# Below the heading, for a voice whose range the user gives.
voices-range-hint = Where this voice sits, so the dub sheet can suggest a pitch. Set it once: Dubdeck remembers it.
# Spoken by screen readers while the range is read.
voices-range-loading = Reading the voice range
# The user's own voice, measured from the recordings it was trained on. $hz: a whole number,
# formatted ("98").
voices-range-measured = Measured from your recordings: about { $hz } Hz
# The choices. Each is followed by its hint. $hz: a whole number, formatted ("131").
voices-range-low = Low
voices-range-low-hint = Bass or baritone, about { $hz } Hz
voices-range-middle = Middle
voices-range-middle-hint = Tenor or alto, about { $hz } Hz
voices-range-high = High
voices-range-high-hint = Soprano or a child's voice, about { $hz } Hz
# The choice of giving the voice's own pitch in Hz, in the field that follows.
voices-range-custom = Custom
voices-range-custom-hint = The voice's typical pitch, in Hz
# The name of the field of the custom pitch, spoken by screen readers.
voices-range-hz-label = Pitch of the voice in Hz
# The unit after the field (hertz, as the language abbreviates it).
voices-range-hz-unit = Hz
# The button that saves the custom pitch.
voices-range-save = Save
# The choice of no range: the dub sheet suggests no pitch for this voice.
voices-range-none = Not set
voices-range-none-hint = No pitch suggestion for this voice
# The custom pitch field holds no number.
voices-range-hz-missing = Type the voice's pitch in Hz (a number), then press Save.
# The pitch typed was refused. $hz: the pitch typed; $min, $max: the limits, formatted.
voices-range-hz-refused = { $hz } Hz can't be saved: a voice's pitch is between { $min } and { $max } Hz. Change it, then press Save again.
