import { describe, expect, it } from 'vitest';
import type { WatchEvent } from '../bindings';
import { formatMonth, formatTimeShort } from '../format';
import { setLocale } from '../i18n/index.svelte';
import { expectWorded, inThePseudoLocale } from '../../test/worded';
import {
  batchApprovalHint,
  batchStartWords,
  batchWords,
  budgetReachedWords,
  etaWords,
  holdWords,
  notMediaWords,
  planMonthWords,
  planOverWords,
  planSummaryWords,
  watchWords,
  blockedWords,
} from './batches';

const HOLD = { code: 'budget', month: '2026-11', wouldBe: 1020, budget: 1000 } as const;
const AT_1432 = new Date(2026, 10, 29, 14, 32);
/** A month's name as the test's clock words it ("November", or "November 2026" in another year). */
const NOVEMBER = /November( 2026)?/.source;

function watch(outcome: WatchEvent['outcome'], extra: Partial<WatchEvent> = {}): WatchEvent {
  return { watchId: 'w1', path: '/home/user/Inbox/song.wav', outcome, jobId: null, first: null, code: null, ...extra };
}

describe('words of batches within a budget', () => {
  it('tells a plan: files, length, credits, the month against the budget and what is left out', () => {
    expect(planSummaryWords(12, 2_480_000, 420)).toBe('12 files · 41:20 in all · about 420 credits');
    expect(planSummaryWords(1, 42_000, 10)).toBe('1 file · 42 s in all · about 10 credits');
    expect(planMonthWords(380, 1000)).toBe('This month: 380 of your 1,000 credits spent');
    expect(planOverWords('2026-11', 1220, 1000)).toMatch(
      new RegExp(`^This plan would take ${NOVEMBER}'s spend to 1,220 of your 1,000 credits: the dubs past the budget will wait for your approval\\.$`),
    );
    expect(notMediaWords(3)).toBe('3 files that are not audio or video were left out.');
    expect(notMediaWords(1)).toBe('1 file that is not audio or video was left out.');
    expect(batchStartWords(12, 420)).toBe('Dub 12 files for about 420 credits');
    expect(batchApprovalHint(40, true)).toBe(
      'Starting approves each dub priced up to 40 credits; one the service prices higher, or one past your monthly budget, waits for your approval.',
    );
    expect(batchApprovalHint(40, false)).not.toContain('budget');
  });

  it("says a running job's time left in whole minutes, and under a minute at the end", () => {
    expect(etaWords(125_000)).toBe('about 2 min left');
    expect(etaWords(61_000)).toBe('about 1 min left');
    expect(etaWords(59_000)).toBe('under a minute left');
    expect(etaWords(0)).toBe('under a minute left');
    expect(etaWords(3_900_000)).toBe('about 1 h 5 min left');
  });

  it('tells a batch: done of all, failed ones, and when all is done', () => {
    expect(batchWords({ done: 5, failed: 0, total: 12, doneBy: AT_1432.getTime() })).toEqual([
      'Batch: 5 of 12 done',
      `all done by about ${formatTimeShort(AT_1432)}`,
    ]);
    expect(batchWords({ done: 10, failed: 2, failedNames: ['a.wav', 'b.wav'], total: 12, doneBy: null })).toEqual(['Batch: 10 of 12 done', '2 failed: a.wav, b.wav']);
  });

  it('says why a job waits for approval within its limit, naming the month', () => {
    expect(holdWords(HOLD)).toMatch(
      new RegExp(`^Waits for you: dubbing it would take ${NOVEMBER}'s spend to 1,020 of your 1,000 credits\\.$`),
    );
  });

  it('tells 80% and 100% of the budget apart', () => {
    expect(budgetReachedWords({ percent: 80, spent: 800, budget: 1000, month: '2026-11' })).toMatch(
      new RegExp(`^80% of ${NOVEMBER}'s budget is spent: 800 of 1,000 credits\\.$`),
    );
    expect(budgetReachedWords({ percent: 100, spent: 1000, budget: 1000, month: '2026-11' })).toMatch(
      new RegExp(`^${NOVEMBER}'s budget is spent: 1,000 of 1,000 credits\\. What Dubdeck would approve by itself now waits for you\\.$`),
    );
  });

  it('tells what a watch folder did, by the file (or folder) it did it with', () => {
    expect(watchWords(watch('started', { jobId: 'dub:1' }))).toBe('Watch folder: dubbing song.wav');
    // Every file named; past three, the rest folded into "and N more" (all of them on request).
    expect(watchWords(watch('started'), ['song.wav', 'b.wav', 'c.wav'])).toBe('Watch folder: dubbing song.wav, b.wav, c.wav');
    const five = ['song.wav', 'b.wav', 'c.wav', 'd.wav', 'e.wav'];
    expect(watchWords(watch('started'), five)).toBe('Watch folder: dubbing song.wav, b.wav, c.wav and 2 more');
    expect(watchWords(watch('started'), five, true)).toBe('Watch folder: dubbing song.wav, b.wav, c.wav, d.wav, e.wav');
    expect(watchWords(watch('already_taken', { first: '/home/user/Inbox/old/song (1).wav', jobId: 'dub:0' }))).toBe(
      'Watch folder: song.wav is the same as song (1).wav, dubbed before; not dubbed again.',
    );
    expect(watchWords(watch('refused', { code: 'input_refused' }))).toBe(
      'Watch folder: song.wav was not dubbed. That was refused before anything was sent. Change what it names, then try again.',
    );
    expect(watchWords(watch('folder_missing', { path: '/media/usb/Inbox' }))).toBe(
      'Watch folder /media/usb/Inbox is gone. Dubdeck keeps watching for it and dubs new files once it is back.',
    );
    expect(watchWords(watch('folder_back', { path: '/media/usb/Inbox' }))).toBe(
      'Watch folder /media/usb/Inbox is back: new files in it are dubbed again.',
    );
  });

  it("writes months, times and numbers as the page's language does", async () => {
    await setLocale('fr');
    expect(formatMonth('2026-11', new Date(2026, 0, 1))).toBe('novembre');
    expect(formatMonth('2025-10', new Date(2026, 0, 1))).toBe('octobre 2025');
    expect(holdWords(HOLD)).toMatch(/^En attente de votre approbation\s: ce doublage porterait vos dépenses en novembre( 2026)? à 1\s020 crédits pour un budget de 1\s000\.$/);
    expect(formatTimeShort(AT_1432)).toBe('14:32');
    await setLocale('ja');
    expect(formatMonth('2026-11', new Date(2026, 0, 1))).toBe('11月');
    expect(budgetReachedWords({ percent: 80, spent: 800, budget: 1000, month: '2026-11' })).toMatch(/^11月(.*)の予算の 80% を使いました（1,000 クレジット中 800 クレジット）。$/);
    await setLocale('ru');
    expect(formatMonth('2026-11', new Date(2026, 0, 1))).toBe('ноябрь');
    expect(batchStartWords(12, 420)).toBe('Озвучить 12 файлов примерно за 420 кредитов');
    expect(notMediaWords(3)).toBe('Пропущены 3 файла, которые не являются аудио или видео.');
    // Not a month: the text as it came.
    expect(formatMonth('someday')).toBe('someday');
  });
});

describe('words of batches, in the pseudo-locale', () => {
  inThePseudoLocale();

  it('come from the catalogue, with only the data given', () => {
    expectWorded(planSummaryWords(12, 2_480_000, 420));
    expectWorded(planMonthWords(380, 1000));
    expectWorded(planOverWords('2026-11', 1220, 1000), [formatMonth('2026-11')]);
    expectWorded(notMediaWords(3));
    expectWorded(batchStartWords(12, 420));
    expectWorded(batchApprovalHint(40, true));
    expectWorded(batchApprovalHint(40, false));
    for (const ms of [10_000, 125_000, 3_900_000]) expectWorded(etaWords(ms));
    for (const part of batchWords({ done: 5, failed: 1, failedNames: ['a.wav'], total: 12, doneBy: AT_1432.getTime() })) expectWorded(part, [formatTimeShort(AT_1432), 'a.wav']);
    expectWorded(holdWords(HOLD), [formatMonth('2026-11')]);
    for (const percent of [80, 100]) expectWorded(budgetReachedWords({ percent, spent: 800, budget: 1000, month: '2026-11' }), [formatMonth('2026-11')]);
    expectWorded(watchWords(watch('started')), ['song.wav']);
    expectWorded(watchWords(watch('started'), ['song.wav', 'b.wav']), ['song.wav', 'b.wav']);
    const five = ['a.wav', 'b.wav', 'c.wav', 'd.wav', 'e.wav'];
    expectWorded(watchWords(watch('started'), five), five);
    for (const reason of ['credits', 'approval', 'budget'] as const) {
      expectWorded(blockedWords(reason, ['a.wav'], HOLD), ['a.wav', formatMonth('2026-11')]);
      expectWorded(blockedWords(reason, five, HOLD), [...five, formatMonth('2026-11')]);
      expectWorded(blockedWords(reason, five, HOLD, true), [...five, formatMonth('2026-11')]);
    }
    expectWorded(watchWords(watch('already_taken', { first: '/in/first.wav' })), ['song.wav', 'first.wav']);
    expectWorded(watchWords(watch('refused', { code: 'not_found' })), ['song.wav']);
    expectWorded(watchWords(watch('folder_missing')), ['/home/user/Inbox/song.wav']);
    expectWorded(watchWords(watch('folder_back')), ['/home/user/Inbox/song.wav']);
  });
});
