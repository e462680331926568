// Where the credits went, as the Spend screen draws it: which day a grouping's chart counts from
// (the last 30 days, 12 weeks or 12 months, in local time as the shell counts them), the top of
// the chart's scale, and each bar's place and height. The shell's report fills every period of the
// span (empty ones too, oldest first): one bar per row.
import type { SpendRow } from './bindings';

/** The groupings the chart draws: periods of time. */
export type Period = 'day' | 'week' | 'month';

/** The periods, in the order the segmented control offers them. */
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];

/** How many periods the chart shows for each grouping (today's among them). */
export const SPAN: Record<Period, number> = { day: 30, week: 12, month: 12 };

/** `YYYY-MM-DD` of a local date, as the shell writes days. */
export function localDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** A `YYYY-MM-DD` day (a row's key) as a local date, at midnight; an invalid date for anything else. */
export function dayDate(key: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(NaN);
}

/**
 * The first day the chart counts (`YYYY-MM-DD`): 29 days before today, the Monday 11 weeks before
 * this week's, or the first of the month 11 months back.
 */
export function sinceFor(by: Period, now: Date | number): string {
  const today = new Date(now);
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (by === 'day') d.setDate(d.getDate() - (SPAN.day - 1));
  else if (by === 'week') d.setDate(d.getDate() - ((d.getDay() + 6) % 7) - 7 * (SPAN.week - 1));
  else d.setMonth(d.getMonth() - (SPAN.month - 1), 1);
  return localDay(d);
}

/** The top of the chart's scale: the least round number (1, 2, 2.5 or 5 times a power of ten) at least `most`. */
export function scaleTop(most: number): number {
  if (!(most > 0)) return 10;
  const power = 10 ** Math.floor(Math.log10(most));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= most) return step * power;
  }
  return 10 * power;
}

/** A bar of the chart: where it stands and how tall its two parts are, in percent of the plot. */
export interface Bar {
  row: SpendRow;
  /** Its left edge and width, in percent of the plot's width. */
  x: number;
  width: number;
  /** Its parts' heights, in percent of the plot's height (dubs below, trainings on top). */
  dubs: number;
  trainings: number;
}

/** Each row's bar, side by side across the plot, scaled to `top` credits at full height. */
export function barsOf(rows: readonly SpendRow[], top: number): Bar[] {
  const slot = rows.length > 0 ? 100 / rows.length : 0;
  const scale = top > 0 ? 100 / top : 0;
  return rows.map((row, i) => ({
    row,
    x: i * slot + slot * 0.18,
    width: slot * 0.64,
    dubs: row.dubs * scale,
    trainings: row.trainings * scale,
  }));
}

/** Whether the `i`th of `count` periods is named under the chart: a dozen names at most, the latest always. */
export function labelled(i: number, count: number): boolean {
  const every = Math.max(1, Math.ceil(count / 12));
  return (count - 1 - i) % every === 0;
}

/** The most credits a field takes (the shell keeps them as 32-bit unsigned numbers). */
const CREDITS_MAX = 4_294_967_295;

/**
 * A whole number of credits as typed in a field: digits, grouped by thousands or not ("1000",
 * "1,000", "1 000", "1.000"); null for an empty field, NaN for anything else (a fraction, a sign,
 * letters, too many).
 */
export function parseCredits(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  const grouped = /^\d{1,3}([,.'’\s]\d{3})+$/u.test(typed);
  const digits = grouped ? typed.replace(/[,.'’\s]/gu, '') : typed;
  if (!/^\d+$/.test(digits)) return NaN;
  const value = Number(digits);
  return value <= CREDITS_MAX ? value : NaN;
}

/** Whether two paths name the same folder as typed (trailing separators aside); the shell decides for good. */
export function sameFolder(a: string, b: string): boolean {
  const bare = (p: string) => p.trim().replace(/(?<=.)[\\/]+$/u, '');
  return bare(a) === bare(b);
}
