// Crash reports of earlier runs (the shell writes one when Dubdeck panics): once the app has
// started, signed in or not, the reports not yet seen are offered in one quiet notice ("Dubdeck
// closed unexpectedly last time", or how many times), with the newest to show. The report's
// dialog (CrashReportDialog) opens from the notice and from Settings > About; opening it from the
// notice, or dismissing the notice, marks the reports it told of seen, so the next start does not
// offer them again.
import type { Backend } from '../backend/backend';
import type { CrashReport } from '../bindings';
import { wordsFor } from '../errors';
import { t } from '../i18n/index.svelte';

/** The report shown in the dialog: its text once read, or why it could not be. */
export interface OpenReport {
  report: CrashReport;
  text: string | null;
  /** Words of why the text could not be read (drawn when shown). */
  problem: (() => string) | null;
}

export class CrashStore {
  /** The reports the notice tells of (not seen at the start), newest first; empty: no notice. */
  unseen = $state.raw<CrashReport[]>([]);
  /** The report in the dialog, or null when it is closed. */
  open = $state.raw<OpenReport | null>(null);
  private checked = false;
  /** The reports marked seen in this run (each is marked once). Not drawn from: a plain set. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  private marked = new Set<string>();

  constructor(private readonly backend: Backend) {}

  /** The newest report the notice tells of. */
  get newest(): CrashReport | null {
    return this.unseen[0] ?? null;
  }

  /** The notice's sentence. */
  noticeWords(): string {
    const count = this.unseen.length;
    return count > 1 ? t('crash-notice-several', { count }) : t('crash-notice');
  }

  /** Once a run, after the start: the reports not yet seen make the notice. Quiet on failure. */
  async check(): Promise<void> {
    if (this.checked) return;
    this.checked = true;
    try {
      const reports = await this.backend.crashReports();
      this.unseen = reports.filter((r) => !r.seen).sort((a, b) => b.writtenAt - a.writtenAt);
    } catch {
      // No list (no data folder): nothing to offer; Settings > About says what it can.
    }
  }

  /** "Dismiss": the notice goes, and its reports are not offered again. */
  dismiss(): void {
    const told = this.unseen;
    this.unseen = [];
    this.markSeen(told);
  }

  /** "Show report" in the notice: the newest in the dialog; the notice's reports are seen now. */
  showNewest(): void {
    const newest = this.newest;
    if (!newest) return;
    this.markSeen(this.unseen);
    void this.show(newest);
  }

  /** Opens the dialog on `report` (from the notice or Settings > About) and reads its text. */
  async show(report: CrashReport): Promise<void> {
    if (!report.seen) this.markSeen([report]);
    const opened: OpenReport = { report, text: null, problem: null };
    this.open = opened;
    try {
      const text = await this.backend.crashReport(report.name);
      if (this.open?.report.name === report.name) this.open = { ...this.open, text };
    } catch (e) {
      if (this.open?.report.name === report.name) this.open = { ...this.open, problem: () => t('crash-read-failed', { reason: wordsFor(e) }) };
    }
  }

  close(): void {
    this.open = null;
  }

  private markSeen(reports: readonly CrashReport[]): void {
    for (const r of reports) {
      if (this.marked.has(r.name)) continue;
      this.marked.add(r.name);
      // Not marked (the folder can't be written): the report is offered again at the next start.
      this.backend.dismissCrashReport(r.name).catch(() => this.marked.delete(r.name));
    }
  }
}
