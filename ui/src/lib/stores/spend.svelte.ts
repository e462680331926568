// The Spend screen's state: the chart's grouping (day, week or month) and the reports the shell
// makes from the library alone (the span's periods, its voices, this month against the budget),
// whether anything was ever charged (asked only when the span shows nothing), and the CSV export.
// Read again when jobs change (a charge comes with a job's change).
import type { SpendReport } from '../bindings';
import type { Backend, Unlisten } from '../backend/backend';
import { sinceFor, type Period } from '../spend';

export type ExportResult = { kind: 'saved'; path: string } | { kind: 'cancelled' } | { kind: 'error'; caught: unknown };

export class SpendStore {
  by = $state<Period>('month');
  /** The span's periods, oldest first, with the budget's status. */
  report = $state.raw<SpendReport | null>(null);
  /** The span's voices, most credits first. */
  voices = $state.raw<SpendReport | null>(null);
  /** Whether anything was ever charged; null until known. */
  everSpent = $state<boolean | null>(null);
  loading = $state(true);
  /** What the last read threw (its words are drawn in the page's language). */
  problem = $state.raw<{ caught: unknown } | null>(null);
  exporting = $state(false);

  private readonly backend: Backend;
  private readonly now: () => number;
  private turn = 0;
  private unlisten: Unlisten | null = null;
  private disposed = false;

  /** `now`: the clock the span is counted back from (milliseconds; its day in local time). */
  constructor(backend: Backend, now: () => number = Date.now) {
    this.backend = backend;
    this.now = now;
  }

  /** The first day the chart counts, for the grouping now. */
  get since(): string {
    return sinceFor(this.by, this.now());
  }

  async start(): Promise<void> {
    const stop = await this.backend.listen('jobsChanged', () => void this.load()).catch(() => null);
    if (this.disposed) stop?.();
    else this.unlisten = stop;
    await this.load();
  }

  dispose(): void {
    this.disposed = true;
    this.unlisten?.();
    this.unlisten = null;
  }

  setBy(by: Period): void {
    if (by === this.by) return;
    this.by = by;
    void this.load();
  }

  async load(): Promise<void> {
    const turn = ++this.turn;
    const by = this.by;
    const since = sinceFor(by, this.now());
    this.loading = true;
    try {
      const [report, voices] = await Promise.all([this.backend.spendReport(by, since), this.backend.spendReport('voice', since)]);
      // Nothing in the span: was anything charged before it?
      const ever = report.total > 0 || this.everSpent === true || (await this.backend.spendReport('kind', null)).total > 0;
      if (turn !== this.turn) return;
      this.report = report;
      this.voices = voices;
      this.everSpent = ever;
      this.problem = null;
    } catch (e) {
      if (turn !== this.turn) return;
      this.problem = { caught: e };
    } finally {
      if (turn === this.turn) this.loading = false;
    }
  }

  /** Writes the report of the grouping now as CSV, where the user chooses in the system's dialog. */
  async exportCsv(): Promise<ExportResult> {
    this.exporting = true;
    try {
      const path = await this.backend.exportSpendCsv(this.by, this.since);
      return path === null ? { kind: 'cancelled' } : { kind: 'saved', path };
    } catch (e) {
      return { kind: 'error', caught: e };
    } finally {
      this.exporting = false;
    }
  }
}
