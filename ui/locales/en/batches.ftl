# Batches within a budget: several files, or the files of a folder, dubbed with one approval (the
# plan on the dub sheet); the time left of running jobs and of a batch on the Jobs screen; jobs the
# monthly budget holds for approval; and the notices of the budget and of watch folders. The
# "monthly budget" is the most credits Dubdeck may spend by itself in a calendar month (a setting):
# what the user approves themselves is never held. A "watch folder" is a folder whose new files
# Dubdeck dubs by itself (Settings > Watch folders). $month in these messages is a month's name as
# the language writes it on its own ("November", "October 2025"), never inflected by the code.

## The plan on the dub sheet (two files or more, or a folder)

# A button beside "Add files…": opens the system's picker to choose a folder, whose songs and
# clips (subfolders too) are added to the sheet.
batch-add-folder = Add a folder…
# The name of the plan's box, spoken by screen readers.
batch-plan-label = Plan
# The plan's first line, between dots. $files: how many files will be dubbed; $length: their total
# length ("41:20", "42 s"); $credits: the estimated credits of them all.
batch-plan-summary =
    { $files ->
        [one] { $files } file
       *[other] { $files } files
    } · { $length } in all · { $credits ->
        [one] about { $credits } credit
       *[other] about { $credits } credits
    }
# This month's spend against the monthly budget. $spent: the credits spent this month, with those
# approved and not charged yet; $budget: the monthly budget in credits.
batch-plan-month =
    { $budget ->
        [one] This month: { $spent } of your { $budget } credit spent
       *[other] This month: { $spent } of your { $budget } credits spent
    }
# The plan's estimate is more than what is left of the monthly budget. $month: the month's name;
# $total: the month's spend with the plan (credits); $budget: the monthly budget (credits).
batch-plan-over =
    { $budget ->
        [one] This plan would take { $month }'s spend to { $total } of your { $budget } credit: the dubs past the budget will wait for your approval.
       *[other] This plan would take { $month }'s spend to { $total } of your { $budget } credits: the dubs past the budget will wait for your approval.
    }
# Files inside the folders that are not audio or video: said once, as a count. $count: how many.
batch-not-media =
    { $count ->
        [one] { $count } file that is not audio or video was left out.
       *[other] { $count } files that are not audio or video were left out.
    }
# The start button of a plan: one approval starts every file. $count: how many files (two or
# more); $credits: the estimated credits of them all.
batch-start =
    { $credits ->
        [one] Dub { $count } files for about { $credits } credit
       *[other] Dub { $count } files for about { $credits } credits
    }
# Beside the buttons of a plan. $credits: the largest estimate of one file: each dub priced up to
# that starts without asking. $budget: "set" when a monthly budget is set, else "none".
batch-approval-hint =
    { $budget ->
        [set] Starting approves each dub priced up to { $credits } credits; one the service prices higher, or one past your monthly budget, waits for your approval.
       *[none] Starting approves each dub priced up to { $credits } credits; one the service prices higher waits for your approval.
    }

## Time left, on a running job's row (estimated from the library's finished jobs)

# Less than a minute is left.
eta-under-minute = under a minute left
# $minutes: about how many whole minutes are left.
eta-minutes = about { $minutes } min left
# An hour or more. $hours: whole hours; $minutes: the minutes beyond them (0 to 59).
eta-hours = about { $hours } h { $minutes } min left

## A batch (the files dubbed with one approval), on the first of its rows in Jobs

# $done: how many of its dubs are done; $total: how many dubs it has.
batch-progress = Batch: { $done } of { $total } done
# After batch-progress, when some of its dubs failed: how many, and which. $count: how many;
# $files: their names, listed ("a.wav, b.wav", or past a few "a.wav, b.wav, c.wav and 4 more").
batch-failed = { $count } failed: { $files }
# After batch-progress, while its dubs run. $time: the time of day they should all be done ("14:32").
batch-done-by = all done by about { $time }
# One file's name in a list of names ("a.wav, b.wav and c.wav"), quoted as the language quotes a
# file's name; English leaves it bare. $name: the file's name.
batch-name = { $name }
# A long list of files' names, folded: the first few, and how many more. $names: the first names,
# already listed ("a.wav, b.wav, c.wav"); $more: how many others.
batch-names-more = { $names } and { $more } more

## A job the monthly budget holds (beside its Approve button)

# Approving it by itself would pass the budget, so it waits; the user's own approval is never
# held. $month: the month's name; $total: the month's spend with this dub (credits); $budget: the
# monthly budget (credits).
jobs-hold-budget =
    { $budget ->
        [one] Waits for you: dubbing it would take { $month }'s spend to { $total } of your { $budget } credit.
       *[other] Waits for you: dubbing it would take { $month }'s spend to { $total } of your { $budget } credits.
    }

## Notices (in the window's corner)

# This month's spend reached a share of the monthly budget. $percent: 80 or 100; $month: the
# month's name; $spent, $budget: credits.
budget-reached =
    { $percent ->
        [100] { $month }'s budget is spent: { $spent } of { $budget } credits. What Dubdeck would approve by itself now waits for you.
       *[other] { $percent }% of { $month }'s budget is spent: { $spent } of { $budget } credits.
    }
# A watch folder started dubbing a file. $file: the file's name.
watch-started = Watch folder: dubbing { $file }
# The same, when it started more files while the notice showed. $files: their names, listed
# ("a.wav, b.wav and c.wav", or past a few "a.wav, b.wav, c.wav and 4 more").
watch-started-files = Watch folder: dubbing { $files }
# A file with the same content as one taken before (a copy, or the file renamed): it is not dubbed
# (nor paid for) again. $file: its name; $first: the name of the file taken before.
watch-already-taken = Watch folder: { $file } is the same as { $first }, dubbed before; not dubbed again.
# A watch folder could not dub a file. $file: its name; $reason: why and what to do (a sentence
# or more of errors.ftl).
watch-refused = Watch folder: { $file } was not dubbed. { $reason }
# The watched folder is gone (moved, renamed or on a drive taken out). $folder: the folder's path.
watch-folder-missing = Watch folder { $folder } is gone. Dubdeck keeps watching for it and dubs new files once it is back.
# The watched folder is back. $folder: the folder's path.
watch-folder-back = Watch folder { $folder } is back: new files in it are dubbed again.
# A folder dropped or chosen for a dub that holds no audio or video file. $count: the files in it
# that are not audio or video (0 when it is empty).
batch-folder-empty =
    { $count ->
        [0] The folder holds no audio or video files: there is nothing to dub.
        [one] The folder holds no audio or video files, only { $count } other file: there is nothing to dub.
       *[other] The folder holds no audio or video files, only { $count } other files: there is nothing to dub.
    }
