// The words of spending: periods (short under a bar, whole in its name and the table), a bar's
// name, this month against the budget (within it, over it, none) and a pitch shift.
import { describe, expect, it } from 'vitest';
import { barWords, budgetPercent, budgetStatusWords, periodName, periodShort, pitchWords } from './spend';
import type { BudgetStatus } from '../bindings';
import { setLocale } from '../i18n/index.svelte';
import { expectWorded, inThePseudoLocale } from '../../test/worded';

const status = (budget: number | null, spent: number, reserved = 0): BudgetStatus => ({
  budget,
  spentThisMonth: spent,
  reserved,
  left: budget === null ? null : budget - spent - reserved,
  month: '2026-11',
});

describe('in English', () => {
  it('names periods short and whole', () => {
    expect(periodShort('2026-11-03', 'day')).toBe('Nov 3');
    expect(periodShort('2026-11-02', 'week')).toBe('Nov 2');
    expect(periodShort('2026-11-01', 'month')).toBe('Nov');
    expect(periodName('2026-11-03', 'day')).toBe('Nov 3, 2026');
    expect(periodName('2026-11-02', 'week')).toBe('Week of Nov 2, 2026');
    expect(periodName('2026-11-01', 'month')).toBe('November 2026');
    expect(barWords({ key: '2026-11-01', label: '', dubs: 0, trainings: 1, total: 1, jobs: 1 }, 'month')).toBe(
      'November 2026: 1 credit (0 on dubs, 1 on trainings)',
    );
  });

  it('says the month against the budget, within it, over it, or without one', () => {
    expect(budgetStatusWords(status(1000, 420))).toBe('November: 420 of 1,000 credits spent, 580 left');
    expect(budgetStatusWords(status(1000, 1015))).toBe('November: 1,015 of 1,000 credits spent, 15 over');
    // What is approved and not charged yet counts against the budget already.
    expect(budgetStatusWords(status(1000, 900, 140))).toBe('November: 900 of 1,000 credits spent, 40 over');
    expect(budgetStatusWords(status(null, 1))).toBe('November: 1 credit spent');
    expect([budgetPercent(status(1000, 420, 80)), budgetPercent(status(100, 150)), budgetPercent(status(null, 5))]).toEqual([50, 100, 0]);
  });

  it('follows the language', async () => {
    await setLocale('ja');
    expect(periodShort('2026-11-03', 'day')).toBe('11月3日');
    expect(budgetStatusWords(status(1000, 420))).toBe('11月：1,000 クレジット中 420 クレジットを利用、残り 580 クレジット');
    await setLocale('ru');
    expect(budgetStatusWords(status(null, 5))).toBe('Ноябрь: расход — 5 кредитов');
  });
});

describe('in the pseudo-locale', () => {
  inThePseudoLocale();

  it('words every period, bar, status and pitch', () => {
    // Dates are Intl's, written as the language does: data to the catalogue.
    const dates = ['Nov 2, 2026', 'November 2026', 'Nov 2', 'Nov'];
    for (const by of ['day', 'week', 'month'] as const) {
      expectWorded(periodShort('2026-11-02', by), dates);
      expectWorded(periodName('2026-11-02', by), dates);
      expectWorded(barWords({ key: '2026-11-02', label: '', dubs: 2, trainings: 0, total: 2, jobs: 1 }, by), dates);
    }
    for (const s of [status(1000, 420), status(1000, 1015), status(null, 0)]) expectWorded(budgetStatusWords(s), ['November']);
    for (const n of [-12, 0, 1, 7]) expectWorded(pitchWords(n));
  });
});
