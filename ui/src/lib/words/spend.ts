// The words of spending: a period of the Spend chart (a day, a week named by its Monday, a month),
// short under its bar and whole in the bar's name, and this month against the monthly budget (the
// Spend screen and Settings say it alike). Dates follow the page's language through Intl.
import type { BudgetStatus, SpendRow } from '../bindings';
import { capitalise, formatDate, formatDayMonth, formatMonthName, formatMonthShort, formatMonthYear } from '../format';
import { dayDate, type Period } from '../spend';
import { t } from '../i18n/index.svelte';

/** A period as the chart names it under its bar: "Nov 3" for a day or a week (its Monday), "Nov" for a month. */
export function periodShort(key: string, by: Period): string {
  const day = dayDate(key);
  return t('spend-period-short', { period: by === 'month' ? formatMonthShort(day) : formatDayMonth(day) });
}

/** A period whole: "Nov 3, 2026", "Week of Nov 3, 2026", "November 2026". */
export function periodName(key: string, by: Period): string {
  const day = dayDate(key);
  if (by === 'week') return t('spend-week-of', { day: formatDate(day) });
  return t('spend-period', { period: by === 'month' ? capitalise(formatMonthYear(day)) : formatDate(day) });
}

/** A bar's name: its period and its credits, split into dubs and trainings. */
export function barWords(row: SpendRow, by: Period): string {
  return t('spend-bar', { period: periodName(row.key, by), total: row.total, dubs: row.dubs, trainings: row.trainings });
}

/** "November: 420 of 1,000 credits spent, 580 left" (or "… 15 over", or no budget). */
export function budgetStatusWords(status: BudgetStatus): string {
  const month = capitalise(formatMonthName(dayDate(`${status.month}-01`)));
  const spent = status.spentThisMonth;
  if (status.budget === null) return t('spend-budget-status', { state: 'none', month, spent, budget: 0, left: 0, over: 0 });
  const left = status.left ?? status.budget - spent - status.reserved;
  return t('spend-budget-status', {
    state: left < 0 ? 'over' : 'under',
    month,
    spent,
    budget: status.budget,
    left: Math.max(0, left),
    over: Math.max(0, -left),
  });
}

/** How much of the budget the month's charges and approvals take, in percent (at most 100). */
export function budgetPercent(status: BudgetStatus): number {
  if (status.budget === null || status.budget <= 0) return 0;
  return Math.min(100, ((status.spentThisMonth + status.reserved) / status.budget) * 100);
}

/** A pitch shift in words: "No shift", "+2 semitones", "−12 semitones". */
export function pitchWords(semitones: number): string {
  if (semitones === 0) return t('dub-pitch-none');
  return t(semitones > 0 ? 'dub-pitch-up' : 'dub-pitch-down', { semitones: Math.abs(semitones) });
}
