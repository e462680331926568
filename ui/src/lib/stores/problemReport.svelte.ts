// "Copy diagnostics" and "Report a problem", in Settings > About and in a crash report's dialog:
// the doctor's report (diagnostics(), a few seconds: it asks the service too) is gathered, put on
// the clipboard (after the crash report's text, in the dialog), and for a report the project's
// issue page is opened in the browser (reportProblem(): the diagnostics ride in its address when
// they fit). Each step is said while it runs and once it is done; a failure says what, why and
// what to do, and the text the clipboard refused is shown for the user to copy by hand.
import type { Backend } from '../backend/backend';
import { CONTRACT } from '../bindings';
import { errorCode, wordsFor } from '../errors';
import { copyLater, copyText } from '../clipboard';
import { announcer } from '../announcer.svelte';
import { t } from '../i18n/index.svelte';

/**
 * The project's new-issue page, as the shell opens it (it names it: src-tauri/src/project.rs):
 * named when the browser could not be opened on it.
 */
export const ISSUE_PAGE = CONTRACT.links.issuePage;

/** What is under way: the diagnostics gathered (and copied), then the issue page opened. */
export type ReportStep = 'gathering' | 'opening';

/** Which button started it. */
export type ReportAction = 'copy' | 'report';

/**
 * What the clipboard got: all of it, the crash report only (the diagnostics could not be
 * gathered), nothing (refused: the text is shown to copy by hand), or nothing to copy at all.
 */
export type Copied = 'all' | 'report' | 'refused' | 'nothing';

/** What came of the last run. */
export interface ReportDone {
  action: ReportAction;
  copied: Copied;
  /** The text the clipboard refused, shown to be copied by hand. */
  manual: string | null;
  /** Why the diagnostics could not be gathered, if they could not. */
  notGathered: { error: unknown } | null;
  /** The issue page: opened, or why not (null for a copy). */
  page: { opened: true } | { opened: false; error: unknown } | null;
}

/** The text copied: a crash report's, a blank line, then the diagnostics (or either alone). */
export function joined(report: string | null, diagnostics: string): string {
  return report === null ? diagnostics : `${report.replace(/\s+$/, '')}\n\n${diagnostics}`;
}

/** The words of a finished run that depend on where it ran (About, or a crash report's dialog). */
export interface ReportWords {
  /** Copied, by what the clipboard got ('all' or 'report'). */
  copied(copied: 'all' | 'report'): string;
  /** The issue page opens; by what the clipboard got. */
  opened(copied: Copied): string;
}

/** The words of a failed step, the same wherever it ran. */
export function notGatheredWords(error: unknown): string {
  return t('settings-about-diagnostics-failed', { reason: wordsFor(error) });
}

export function pageFailedWords(error: unknown): string {
  if (errorCode(error) === 'open_failed') return t('settings-about-report-open-failed', { page: ISSUE_PAGE });
  return t('settings-about-report-failed', { reason: wordsFor(error), page: ISSUE_PAGE });
}

export class ProblemReport {
  /** What is under way, or null. */
  step = $state<ReportStep | null>(null);
  /** The button whose run is under way (it is the busy one). */
  running = $state<ReportAction | null>(null);
  /** What came of the last run, until the next starts. */
  done = $state.raw<ReportDone | null>(null);

  constructor(
    private readonly backend: Backend,
    readonly words: ReportWords,
    /** The crash report's text that goes first, or null (About: the diagnostics alone). */
    private readonly report: () => string | null = () => null,
  ) {}

  get busy(): boolean {
    return this.step !== null;
  }

  /** "Copy diagnostics" (or "Copy report and diagnostics"). */
  copy(): Promise<void> {
    return this.run('copy');
  }

  /** "Report a problem": copied as above, then the issue page opened in the browser. */
  reportProblem(): Promise<void> {
    return this.run('report');
  }

  /** Forgets the last outcome (a dialog closing). */
  reset(): void {
    if (!this.busy) this.done = null;
  }

  private async run(action: ReportAction): Promise<void> {
    if (this.busy) return;
    this.running = action;
    this.done = null;
    this.step = 'gathering';
    announcer.say(() => t('settings-about-gathering'));
    const report = this.report();
    // Asked, and the clipboard's write begun, within the click (see clipboard.ts).
    const gathered = this.backend.diagnostics().then((d) => joined(report, d));
    const early = copyLater(gathered);
    let text: string | null;
    let notGathered: ReportDone['notGathered'] = null;
    try {
      text = await gathered;
    } catch (error) {
      notGathered = { error };
      // A crash report is worth copying alone.
      text = report;
    }
    let copied: Copied = 'nothing';
    if (text !== null) {
      const onClipboard = (early !== null && notGathered === null && (await early)) || (await copyText(text));
      copied = !onClipboard ? 'refused' : notGathered === null ? 'all' : 'report';
    } else {
      await early;
    }
    let page: ReportDone['page'] = null;
    if (action === 'report') {
      this.step = 'opening';
      announcer.say(() => t('settings-about-opening'));
      try {
        await this.backend.reportProblem();
        page = { opened: true };
      } catch (error) {
        page = { opened: false, error };
      }
    }
    const done: ReportDone = { action, copied, manual: copied === 'refused' ? text : null, notGathered, page };
    this.done = done;
    this.step = null;
    this.running = null;
    // Failures are alerts where they show; what went well is said politely.
    const said = this.status(done);
    if (said) announcer.say(said);
  }

  /** The sentence of a run that went well (as far as it went), or null. */
  status(done: ReportDone): (() => string) | null {
    if (done.page?.opened) return () => this.words.opened(done.copied);
    if (done.copied === 'all' || done.copied === 'report') {
      const copied = done.copied;
      return () => this.words.copied(copied);
    }
    return null;
  }

  /** The sentence of what is under way, or null. */
  stepWords(): string | null {
    if (this.step === 'gathering') return t('settings-about-gathering');
    if (this.step === 'opening') return t('settings-about-opening');
    return null;
  }
}
