# Dubdeck closed unexpectedly (crashed) in an earlier run and wrote a crash report: a quiet notice
# at the start, and the report's dialog. The report itself is shown as written: technical, in
# English. "Issue page": the form for a new problem on the project's issue tracker (a public
# website where problems are reported; see settings.ftl, "About").

## The notice at the start (at the foot of the window, with two buttons)

crash-notice = Dubdeck closed unexpectedly last time.
# When it happened several times since a report was last shown. $count: how many (2 or more).
crash-notice-several =
    { $count ->
        [one] Dubdeck closed unexpectedly { $count } time recently. “Show report” opens the newest report; Settings › About lists them all.
       *[other] Dubdeck closed unexpectedly { $count } times recently. “Show report” opens the newest report; Settings › About lists them all.
    }
# Buttons. "Show report" opens the report; "Dismiss" hides the notice for good (the report stays
# in Settings > About).
crash-show = Show report
crash-dismiss = Dismiss

## The report's dialog

crash-dialog-title = Crash report
# Under the title. $date: when Dubdeck closed (a day and a time of day).
crash-dialog-text = What Dubdeck wrote down when it closed unexpectedly on { $date }. Sending it with a report of the problem helps fix it. It holds no key or password, but it may name your files: read it before you share it.
# The label of the box holding the report's text (read by screen readers).
crash-text-label = Report
# While the report's text is read from the disk.
crash-reading = Reading the report…
# The report's text could not be read. $reason: why, one or two whole sentences.
crash-read-failed = This report could not be read. { $reason }
# Buttons. "Copy report and diagnostics" puts the report and the diagnostics on the clipboard;
# "Report a problem" does too, then opens the issue page in the web browser.
crash-copy = Copy report and diagnostics
crash-report = Report a problem
crash-close = Close
# Once the text is on the clipboard. $copied: all (the report and the diagnostics), report (the
# report alone: the diagnostics could not be gathered, as said beside it).
crash-copied =
    { $copied ->
        [report] The report is copied: paste it into your report of the problem.
       *[all] Copied: paste the report and the diagnostics into your report of the problem.
    }
# The issue page was opened; the crash report is never in it, it is pasted. $copied: all (the
# report and the diagnostics are on the clipboard), report (the report alone), refused (the
# clipboard refused them: they are in a box below).
crash-report-opened =
    { $copied ->
        [all] The issue page opens in your browser: paste the report and the diagnostics there.
        [report] The issue page opens in your browser: paste the report there.
       *[refused] The issue page opens in your browser: copy the text from the box below and paste it there.
    }
