# Accessibility: the keyboard shortcuts sheet, the names of keys, a voice card's dub button, and
# what the app says to screen readers in its live region (never shown on screen).

## Keys, as printed on a keyboard (shown in the shortcuts sheet as key caps)

a11y-key-ctrl = Ctrl
a11y-key-shift = Shift
a11y-key-esc = Esc
a11y-key-tab = Tab
a11y-key-enter = Enter
a11y-key-space = Space
# The four arrow keys together.
a11y-key-arrows = Arrow keys
a11y-key-page-up = Page Up
a11y-key-page-down = Page Down
a11y-key-home = Home
a11y-key-end = End
# Between two keys that do the same thing ("Ctrl K or /").
a11y-key-or = or

## The keyboard shortcuts sheet (opened with ? or from the sidebar)

# A small button at the bottom of the sidebar that opens the sheet.
a11y-shortcuts-open = Keyboard shortcuts
# The sheet's title.
a11y-shortcuts-title = Keyboard shortcuts
# Under the title. "Cmd" is the Command key of Apple keyboards.
a11y-shortcuts-mac = On macOS, press Cmd where Ctrl is shown.
# A button: closes the sheet.
a11y-shortcuts-close = Close
# Headings of the sheet's groups: where the keys work.
a11y-shortcuts-group-app = Everywhere
a11y-shortcuts-group-voices = Voices
a11y-shortcuts-group-player = Player
# The 30-second stretch chosen on the dub sheet's waveform.
a11y-shortcuts-group-audition = Audition stretch
# What each key does.
a11y-shortcut-help = Show the keyboard shortcuts
a11y-shortcut-search = Search voices
a11y-shortcut-open = Choose files to dub
a11y-shortcut-paste-link = Dub a copied link (outside a text field)
a11y-shortcut-zoom-in = Zoom in
a11y-shortcut-zoom-out = Zoom out
a11y-shortcut-zoom-reset = Actual size
a11y-shortcut-tab = Next or previous control (a dialog keeps focus inside)
a11y-shortcut-escape = Close a dialog, the dub sheet or a voice's details
a11y-shortcut-grid-move = Move between voice cards
a11y-shortcut-grid-page = Move a screen up or down
a11y-shortcut-grid-ends = Go to the first or last voice
a11y-shortcut-grid-open = Open the voice's details
a11y-shortcut-search-clear = Clear the search (in the search field)
a11y-shortcut-play = Play or pause
a11y-shortcut-switch = Switch between the original and the dub
a11y-shortcut-compare = Listen to voice 1 to 4 of a comparison
a11y-shortcut-seek = Move 5 seconds back or forward (on the position bar)
a11y-shortcut-seek-far = Move 30 seconds back or forward
a11y-shortcut-player-close = Close the player
a11y-shortcut-audition-move = Move the stretch by 1 second
a11y-shortcut-audition-far = Move the stretch by 10 seconds
a11y-shortcut-audition-ends = Move the stretch to the start or the end

## A voice card

# A round button on a voice card: opens the dub sheet with this voice, where a file is chosen or a
# link pasted. "Dub" is a verb.
a11y-card-dub = Dub with { $voice }

## Said by screen readers only (the live region)

# After Ctrl + plus, minus or 0: the page's new zoom, in percent (100 = as drawn).
a11y-zoom-now = Zoom { $percent }%
# A dub's new stage. $title is the input's name (a file or a link, or an audition's title);
# $named is "yes" when the voice's name $voice is known; $stage is a job state ("Uploading").
a11y-dub-stage =
    { $named ->
        [yes] Dub of { $title } with { $voice }: { $stage }
       *[no] Dub of { $title }: { $stage }
    }
# A dub waits for the user to approve its cost, in credits.
a11y-dub-approval =
    { $named ->
        [yes] Dub of { $title } with { $voice } needs your approval: { $credits ->
            [one] { $credits } credit
           *[other] { $credits } credits
        }
       *[no] Dub of { $title } needs your approval: { $credits ->
            [one] { $credits } credit
           *[other] { $credits } credits
        }
    }
a11y-dub-done =
    { $named ->
        [yes] Dub of { $title } with { $voice } is done
       *[no] Dub of { $title } is done
    }
# $reason is a whole sentence saying why and what to do.
a11y-dub-failed =
    { $named ->
        [yes] Dub of { $title } with { $voice } failed: { $reason }
       *[no] Dub of { $title } failed: { $reason }
    }
# A training's new stage; $voice is the name of the voice being trained.
a11y-training-stage = Training of { $voice }: { $stage }
a11y-training-approval =
    Training of { $voice } needs your approval: { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }
a11y-training-done = Training of { $voice } is done
a11y-training-failed = Training of { $voice } failed: { $reason }
