// The words of batches within a budget (`locales/<language>/batches.ftl`): the plan of several
// files on the dub sheet, the time left of a running job and of a batch, a job held by the monthly
// budget, and the notices of the budget and of watch folders. Every function formats its words
// when it is called, in the language the page speaks then; months, times and numbers follow it.
import type { BudgetNotice, Hold, WatchEvent } from '../bindings';
import type { Blocked } from '../stores/dub.svelte';
import { ipcErrorData } from '../backend/backend';
import { baseName, errorWords, unknownValue } from '../errors';
import { formatDuration, formatListHead, formatMonth, formatTimeShort } from '../format';
import { intlLocale, t } from '../i18n/index.svelte';

/** How many names a list shows before it folds the rest into "and 4 more". */
export const NAMES_SHOWN = 3;

/**
 * Files' names as the language lists them, each quoted as it quotes a name ("a.wav, b.wav, c.wav";
 * "a y b" in Spanish); past NAMES_SHOWN, unless `all`, the first few and "and 4 more".
 */
export function nameList(names: readonly string[], all = false): string {
  const quoted = names.map((name) => t('batch-name', { name }));
  if (all || quoted.length <= NAMES_SHOWN) return new Intl.ListFormat(intlLocale(), { type: 'conjunction', style: 'narrow' }).format(quoted);
  const first = formatListHead(quoted.slice(0, NAMES_SHOWN));
  return t('batch-names-more', { names: first, more: quoted.length - NAMES_SHOWN });
}

/** What jobs just started wait on (credits, an approval, the monthly budget), naming their files. */
export function blockedWords(reason: Blocked, names: readonly string[], hold: Hold | null, all = false): string {
  const files = nameList(names, all);
  const count = names.length;
  if (reason === 'budget' && hold) return t('dub-blocked-budget', { count, files, month: formatMonth(hold.month) });
  return t(reason === 'credits' ? 'dub-blocked-credits' : 'dub-blocked-approval', { count, files });
}

/** "12 files · 41:20 in all · about 420 credits": what a plan dubs, and what it costs. */
export function planSummaryWords(files: number, lengthMs: number, credits: number): string {
  return t('batch-plan-summary', { files, length: formatDuration(lengthMs), credits });
}

/** "This month: 380 of your 1,000 credits spent". */
export function planMonthWords(spent: number, budget: number): string {
  return t('batch-plan-month', { spent, budget });
}

/** The plan would take the month past its budget: by how much, and what happens then. */
export function planOverWords(month: string, total: number, budget: number): string {
  return t('batch-plan-over', { month: formatMonth(month), total, budget });
}

/** "3 files that are not audio or video were left out." */
export function notMediaWords(count: number): string {
  return t('batch-not-media', { count });
}

/** The start button of a plan: "Dub 12 files for about 420 credits". */
export function batchStartWords(count: number, credits: number): string {
  return t('batch-start', { count, credits });
}

/** What starting a plan approves (each dub priced up to its largest estimate), beside the buttons. */
export function batchApprovalHint(credits: number, budgetSet: boolean): string {
  return t('batch-approval-hint', { credits, budget: budgetSet ? 'set' : 'none' });
}

/** "about 2 min left", "under a minute left", "about 1 h 5 min left": a running job's time left. */
export function etaWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (ms < 60_000 || minutes < 1) return t('eta-under-minute');
  if (minutes < 60) return t('eta-minutes', { minutes });
  return t('eta-hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** How a batch stands: its dubs done (and failed) of all, and while they run, when all is done. */
export interface BatchStanding {
  done: number;
  failed: number;
  /** The names of the failed ones (the line names every file it warns of). */
  failedNames?: string[];
  total: number;
  /** When its running dubs should all be done (ms since the epoch); null when none runs with an estimate. */
  doneBy: number | null;
}

/** "Batch: 5 of 12 done · all done by about 14:32" (the parts between dots). */
export function batchWords(b: BatchStanding): string[] {
  return [
    t('batch-progress', { done: b.done, total: b.total }),
    ...(b.failed > 0 ? [t('batch-failed', { count: b.failed, files: nameList(b.failedNames ?? []) })] : []),
    ...(b.doneBy !== null ? [t('batch-done-by', { time: formatTimeShort(new Date(b.doneBy)) })] : []),
  ];
}

/** Why a job waits for approval although its price is within its limit (the monthly budget). */
export function holdWords(hold: Hold): string {
  return t('jobs-hold-budget', { month: formatMonth(hold.month), total: hold.wouldBe, budget: hold.budget });
}

/** This month's spend reached 80% or 100% of the budget. */
export function budgetReachedWords(notice: BudgetNotice): string {
  return t('budget-reached', { percent: notice.percent, month: formatMonth(notice.month), spent: notice.spent, budget: notice.budget });
}

/**
 * What a watch folder did, in words: the files it started (`started`: the names, the first
 * first; past a few, "and 4 more" unless `all`), a copy of a file taken before, a file refused (why, by its code), its folder gone or back.
 */
export function watchWords(event: WatchEvent, started: readonly string[] = [baseName(event.path)], all = false): string {
  const file = baseName(event.path);
  switch (event.outcome) {
    case 'started':
      return started.length > 1 ? t('watch-started-files', { files: nameList(started, all) }) : t('watch-started', { file: started[0] ?? file });
    case 'already_taken':
      return t('watch-already-taken', { file, first: baseName(event.first ?? '') });
    case 'refused':
      return t('watch-refused', { file, reason: errorWords(ipcErrorData(event.code ?? 'internal', '', { value: event.path })) });
    case 'folder_missing':
      return t('watch-folder-missing', { folder: event.path });
    case 'folder_back':
      return t('watch-folder-back', { folder: event.path });
    default:
      // A newer shell's outcome (the notices leave it out): the file it is about.
      return unknownValue(event.outcome, file);
  }
}
