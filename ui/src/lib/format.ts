// Number, date, length and size formatting shared by the screens, in the language the page speaks
// (Intl for the digits and dates, the catalogue for the units' words).
import { LIMITS } from './contract';
import { intlLocale, t } from './i18n/index.svelte';

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

const formats = new Map<string, Format>();

function cached<F extends Format>(key: string, make: (locale: string) => F): F {
  const locale = intlLocale();
  const id = `${locale}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = make(locale);
    formats.set(id, f);
  }
  return f as F;
}

/** A number in the page's language; with `fractionDigits`, exactly that many decimals. */
export function formatNumber(n: number, fractionDigits?: number): string {
  return cached(`n${fractionDigits ?? ''}`, (l) =>
    fractionDigits === undefined
      ? new Intl.NumberFormat(l)
      : new Intl.NumberFormat(l, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  ).format(n);
}

/** Items listed as the language lists them, in its shortest form: "Rock, Jazz" (Japanese "Rock、Jazz"). */
export function formatList(items: readonly string[]): string {
  return cached('list', (l) => new Intl.ListFormat(l, { type: 'conjunction', style: 'narrow' })).format(items);
}

/**
 * The first items of a longer list, joined as the language joins a list but without its last
 * word ("a.wav, b.wav, c.wav"; "a.wav、b.wav、c.wav" in Japanese): what "and N more" follows.
 */
export function formatListHead(items: readonly string[]): string {
  if (items.length === 0) return '';
  // The list as it would read with one more item: everything before that item's joint.
  const parts = cached('list', (l) => new Intl.ListFormat(l, { type: 'conjunction', style: 'narrow' })).formatToParts([...items, '\u0000']);
  const tail = parts.findIndex((p) => p.type === 'element' && p.value === '\u0000');
  return parts
    .slice(0, Math.max(0, tail - 1))
    .map((p) => p.value)
    .join('');
}

/** "Nov 1, 2026" in English, "2026/11/01" in Japanese: a day. */
export function formatDate(when: Date | string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(d.getTime()) ? '' : cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' })).format(d);
}

/** "Nov 3" in English, "3 nov." in French, "11月3日" in Japanese: a day without its year. */
export function formatDayMonth(when: Date): string {
  return Number.isNaN(when.getTime()) ? '' : cached('daymonth', (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric' })).format(when);
}

/** "Nov" in English, "nov." in French, "11月" in Japanese: a month's short name. */
export function formatMonthShort(when: Date): string {
  return Number.isNaN(when.getTime()) ? '' : cached('monthshort', (l) => new Intl.DateTimeFormat(l, { month: 'short' })).format(when);
}

/** "November" in English, "novembre" in French: a month's name, as it stands alone. */
export function formatMonthName(when: Date): string {
  return Number.isNaN(when.getTime()) ? '' : cached('monthname', (l) => new Intl.DateTimeFormat(l, { month: 'long' })).format(when);
}

/** "November 2026" in English, "2026年11月" in Japanese: a month of a year. */
export function formatMonthYear(when: Date): string {
  return Number.isNaN(when.getTime()) ? '' : cached('monthyear', (l) => new Intl.DateTimeFormat(l, { month: 'long', year: 'numeric' })).format(when);
}

/** "3:05:12 PM" in English, "15:05:12" in French: a time of day. */
export function formatTime(when: Date | string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(d.getTime()) ? '' : cached('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'medium' })).format(d);
}

/** A day and a time of day. */
export function formatDateTime(when: Date | string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(d.getTime()) ? '' : cached('datetime', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' })).format(d);
}

/** "in 5 minutes", "3 days ago", "yesterday": how far `when` is from `now`, in the largest whole unit. */
export function formatRelative(when: Date | string, now: Date = new Date()): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  if (Number.isNaN(d.getTime())) return '';
  const seconds = Math.round((d.getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const f = cached('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return f.format(Math.round(seconds / size), unit);
  }
  return f.format(seconds, 'second');
}

/** Whole minutes of dubbing that a balance pays for, at the contract's credits per started minute. */
export function creditMinutes(credits: number): number {
  const perMinute = LIMITS.dubCreditsPerMinute;
  return perMinute > 0 ? Math.floor(Math.max(0, credits) / perMinute) : 0;
}

/** Signed semitones, as the dub sheet shows them: "−24", "+24", "0". */
export function formatSemitones(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(Math.abs(n))}` : formatNumber(0);
}

export function capitalise(value: string): string {
  return value.length === 0 ? value : value[0].toUpperCase() + value.slice(1);
}

/** "42 s", "3:05", "1:02:05": a media length or an elapsed time (`ms`): seconds alone under a minute. */
export function formatDuration(ms: number): string {
  const total = wholeSeconds(ms / 1000);
  return total < 60 ? t('duration-seconds', { seconds: total }) : clock(total);
}

/** "1.4 MB", "820 KB": a size for progress lines. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000_000_000) return t('size-gb', { value: formatNumber(bytes / 1_000_000_000, 1) });
  if (bytes >= 1_000_000) return t('size-mb', { value: formatNumber(bytes / 1_000_000, 1) });
  if (bytes >= 1_000) return t('size-kb', { value: formatNumber(Math.round(bytes / 1_000), 0) });
  return t('size-bytes', { value: formatNumber(bytes) });
}

/** "3.1 MB", "412 MB", "780 KB": a file's size in a sentence (a decimal only where it tells). */
export function formatSize(bytes: number): string {
  const units: [number, string][] = [
    [1_000_000_000, 'size-gb'],
    [1_000_000, 'size-mb'],
    [1_000, 'size-kb'],
  ];
  for (const [size, id] of units) {
    if (bytes >= size) {
      const value = bytes / size;
      return t(id, { value: value < 10 ? formatNumber(value, 1) : formatNumber(Math.round(value), 0) });
    }
  }
  return t('size-bytes', { value: formatNumber(Math.max(0, Math.round(bytes))) });
}

/** What a dub of this length costs: the contract's credits per started minute (one minute at least). */
export function creditsFor(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000)) * LIMITS.dubCreditsPerMinute;
}

/** Whole seconds, never negative; 0 for a length that is not a number. */
function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
}

/** "0:42", "3:05", "1:02:05": whole seconds on a clock. */
function clock(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "0:42", "3:05", "1:02:05": a playhead or a media length on a player's clock (seconds in). */
export function formatClock(seconds: number): string {
  return clock(wholeSeconds(seconds));
}

/** "0:42", "1:10": a moment of a recording or of a file, on its clock (milliseconds in). */
export function formatClockMs(ms: number): string {
  return formatClock(ms / 1000);
}

/** "1:10" and "1:40": where a stretch of a file starts and ends, on the file's clock. */
export function formatSpan(startMs: number, durationMs: number): { start: string; end: string } {
  return { start: formatClockMs(startMs), end: formatClockMs(startMs + durationMs) };
}

/** Whole seconds left until an RFC 3339 time, at least 1 while it is ahead (a countdown's number). */
export function secondsUntil(when: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(when) - now) / 1000));
}

/** "2:32 PM" in English, "14:32" in French: a time of day to the minute. */
export function formatTimeShort(when: Date | string): string {
  const d = typeof when === 'string' ? new Date(when) : when;
  return Number.isNaN(d.getTime()) ? '' : cached('time-short', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'short' })).format(d);
}

/**
 * "November", "noviembre", "11月": a calendar month (`YYYY-MM`, as the shell names one), with
 * its year when that is not the year of `now` ("October 2025"); the text itself when it is no month.
 */
export function formatMonth(month: string, now: Date = new Date()): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const index = m ? Number(m[2]) - 1 : -1;
  if (!m || index < 0 || index > 11) return month;
  const year = Number(m[1]);
  const first = new Date(year, index, 1);
  return year === now.getFullYear()
    ? cached('month', (l) => new Intl.DateTimeFormat(l, { month: 'long' })).format(first)
    : cached('month-year', (l) => new Intl.DateTimeFormat(l, { month: 'long', year: 'numeric' })).format(first);
}
