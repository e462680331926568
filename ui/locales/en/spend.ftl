# Where the credits went and what may be spent: the Spend screen (bars of credits per day, week
# or month, each split into dubs and trainings; a table per voice; this month against the monthly
# budget; a CSV export), and in Settings the monthly budget and the watch folders (folders whose
# new songs and clips Dubdeck dubs by itself). Credits are what the account pays with.

## The Spend screen

# The screen's name: the sidebar's item and the title in the top bar (what was spent, in credits).
spend-route = Spend
# The name of the choice of how the chart groups the credits, for screen readers.
spend-by-label = Credits per
# The choices: the chart shows the credits of each day, each week or each month.
spend-by-day = Day
spend-by-week = Week
spend-by-month = Month
# Over the chart: the time it covers, for each choice.
spend-span =
    { $by ->
        [day] Last 30 days
        [week] Last 12 weeks
       *[month] Last 12 months
    }
# The chart's name, for screen readers (the table under it tells the same in words).
spend-chart-label =
    { $by ->
        [day] Credits per day
        [week] Credits per week
       *[month] Credits per month
    }
# The legend: what each part of a bar stands for, with the credits it came to over the time shown.
# $credits: a number.
spend-legend-dubs = Dubs: { $credits }
spend-legend-trainings = Trainings: { $credits }
# Beside the legend: all the credits over the time shown. $credits: a number.
spend-total =
    { $credits ->
        [one] { $credits } credit in all
       *[other] { $credits } credits in all
    }
# A bar's name, for screen readers and on hover. $period: the day ("Nov 3, 2026"), the week
# (spend-week-of) or the month ("November 2026"); $total, $dubs, $trainings: credits (numbers).
spend-bar =
    { $total ->
        [0] { $period }: nothing spent
        [one] { $period }: { $total } credit ({ $dubs } on dubs, { $trainings } on trainings)
       *[other] { $period }: { $total } credits ({ $dubs } on dubs, { $trainings } on trainings)
    }
# Under a bar: the period it counts. $period: the day ("Nov 3"), the week's first day ("Nov 3") or
# the month ("Nov"), as the language writes them.
spend-period-short = { $period }
# A period named whole (a row of the table, a bar's name). $period: the day ("Nov 3, 2026") or the
# month ("November 2026"), as the language writes them.
spend-period = { $period }
# A week, named by its first day (a Monday). $day: that day ("Nov 3, 2026").
spend-week-of = Week of { $day }
# Opens the chart's numbers as a table.
spend-table-show = Show the numbers
# The tables' column headings. spend-col-period: the period of the row, for each choice.
spend-col-period =
    { $by ->
        [day] Day
        [week] Week
       *[month] Month
    }
spend-col-voice = Voice
spend-col-dubs = Dubs
spend-col-trainings = Trainings
spend-col-total = Total
# The last row of a table: the sums of its columns.
spend-row-total = Total
# Heading of the table of credits per voice (the voice of each dub, the trained voice of each
# training), over the time shown.
spend-voices-title = By voice
spend-voices-none = Nothing was spent in this time.

## This month against the monthly budget (the Spend screen and Settings)

spend-month-title = This month
# This month's spend against the monthly budget. $month: the month's name, written as it starts a
# sentence ("November"); $spent, $budget, $left, $over: credits (numbers); $state: under (within
# the budget), over (past it) or none (no budget set).
spend-budget-status =
    { $state ->
        [over] { $month }: { $spent } of { $budget } credits spent, { $over } over
        [none]
            { $spent ->
                [one] { $month }: { $spent } credit spent
               *[other] { $month }: { $spent } credits spent
            }
       *[under]
            { $budget ->
                [one] { $month }: { $spent } of { $budget } credit spent, { $left } left
               *[other] { $month }: { $spent } of { $budget } credits spent, { $left } left
            }
    }
# After the status: dubs approved that the service has not charged yet (they count against the
# budget already). $credits: a number.
spend-budget-reserved =
    { $credits ->
        [one] { $credits } more credit is approved and not charged yet.
       *[other] { $credits } more credits are approved and not charged yet.
    }
# The name of the bar that fills as the month's spend nears the budget, for screen readers.
spend-budget-meter = Monthly budget spent
spend-budget-none = No monthly budget
# A link to Settings, where the monthly budget is set.
spend-budget-set = Set a budget in Settings

## Export and the screen's states

# A button: saves the credits, as grouped now, to a CSV file (a spreadsheet's format; keep "CSV").
spend-export = Export CSV
# After the export. $path: where the file was saved.
spend-exported = Spend history saved to { $path }.
spend-empty = Nothing spent yet: what your dubs and trainings cost will show here.
# Spoken by screen readers while the history is read.
spend-loading = Reading the spend history
# A button, after the history could not be read.
spend-try-again = Try again

## Settings > Budget

spend-budget-section = Budget
# A field: the most credits that may be spent in a calendar month on what Dubdeck approves by itself.
spend-budget-label = Monthly budget (credits)
spend-budget-hint = Dubs Dubdeck would approve by itself wait for you once this month's spend would pass the budget. Your own approvals always go through.
# In the empty field.
spend-budget-placeholder = No budget
spend-budget-invalid = Enter a whole number of credits above 0, or leave the field empty for no monthly budget.
spend-budget-saved = Monthly budget saved.
spend-budget-removed = Monthly budget removed.

## Settings > Watch folders (folders Dubdeck watches: each song or clip that lands in one is dubbed
## by itself, with that folder's voice and settings)

spend-watch-section = Watch folders
spend-watch-intro = Each song or clip that lands in a watched folder is dubbed once it is copied whole, never twice; files that arrived while Dubdeck was closed are dubbed when it opens.
spend-watch-none = No folder is watched yet.
# A button: opens the system's folder chooser, then the new watch folder's settings.
spend-watch-add = Add a watch folder…
# A watched folder's lines. $voice: the voice's name; $folder: where the dubs are saved (a path).
spend-watch-row-voice = Dubbed with { $voice }
spend-watch-row-output = Saved to { $folder }
# A watched folder's approval limit. $credits: a number.
spend-watch-row-limit =
    { $credits ->
        [0] Every dub waits for your approval
        [one] Dubs up to { $credits } credit start by themselves
       *[other] Dubs up to { $credits } credits start by themselves
    }
# The on/off switch of a watched folder, for screen readers. $folder: the watched folder (a path).
spend-watch-toggle = Watch { $folder }
# Buttons of a watched folder, and their names for screen readers. $folder: the watched folder.
spend-watch-edit = Edit
spend-watch-edit-label = Change how { $folder } is dubbed
spend-watch-remove = Remove
spend-watch-remove-label = Stop watching { $folder }
# Asked before a watch folder is removed. $folder: the watched folder.
spend-watch-remove-question = Stop watching { $folder }? The files in it stay where they are, and its dubs stay in Jobs.
spend-watch-remove-confirm = Stop watching
# What was done. $folder: the watched folder.
spend-watch-on = Watching { $folder } again.
spend-watch-off = { $folder } is no longer watched; its settings are kept.
spend-watch-removed = Stopped watching { $folder }.
spend-watch-added = Watching { $folder }.
spend-watch-changed = Settings of { $folder } saved.

## Settings > Watch folders: a watch folder's settings

# The form's heading. $folder: the folder to watch (a path).
spend-watch-form-title = Watch { $folder }
spend-watch-voice-missing = Choose the voice to dub this folder's files with.
# A field: the pitch shift of the dubs, in semitones (12 semitones are one octave).
spend-watch-pitch = Pitch (semitones)
# $min, $max: the range ("−24", "+24").
spend-watch-pitch-invalid = Enter a whole number of semitones from { $min } to { $max }.
# A field: where this folder's dubs are saved (a path).
spend-watch-output = Output folder
# Beside the output folder: choose it with the system's folder picker.
spend-watch-output-choose = Choose…
spend-watch-output-hint = Where this folder's dubs are saved: any folder but the watched one.
spend-watch-output-missing = Enter the folder this folder's dubs are saved to.
# A field: the most a dub of this folder may cost and still start without asking.
spend-watch-limit = Approve up to (credits)
# Under the field. $credits: what the field holds (a number).
spend-watch-limit-hint =
    { $credits ->
        [0] Every dub waits for you to approve it.
        [one] Dubs up to { $credits } credit start by themselves, within the monthly budget; dearer ones wait for you.
       *[other] Dubs up to { $credits } credits start by themselves, within the monthly budget; dearer ones wait for you.
    }
# Buttons: starts watching the new folder; saves a watched folder's changed settings.
spend-watch-save = Watch this folder
spend-watch-save-changes = Save changes
