// Jobs within a budget: a running job's time left (counted down between events, re-based on each
// row), a job the monthly budget holds for approval, and the line of a batch on its first row.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, makeJobRow } from '../backend/fake';
import type { JobRow } from '../bindings';
import { formatTimeShort } from '../format';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { ETA_FLOOR_MS, JobsStore } from '../stores/jobs.svelte';

const done = { state: 'done', step: 'finished', status: 'done', creditsUsed: 20 } as const;
const running = { state: 'generating', step: 'generate', status: 'active' } as const;
const held = {
  state: 'awaiting_approval',
  step: 'confirm',
  status: 'approval',
  requiredCredits: 40,
  hold: { code: 'budget', month: '2026-11', wouldBe: 1020, budget: 1000 },
} as const;

/** A folder of five dubbed with one approval: three done, one running, one held by the budget; one discarded. */
function batchRows(): JobRow[] {
  const of = (id: string, title: string, extra: Partial<JobRow>) => makeJobRow({ id, title, batchId: 'batch-1', ...extra });
  return [
    of('dub:b5', '05 held.wav', held),
    of('dub:b4', '04 running.wav', { ...running, etaMs: 300_000 }),
    of('dub:b3', '03 three.wav', done),
    of('dub:b2', '02 two.wav', done),
    of('dub:b1', '01 one.wav', done),
    of('dub:b0', '00 dropped.wav', { state: 'canceled', step: 'confirm', status: 'canceled' }),
    makeJobRow({ id: 'dub:alone', title: 'alone.mp3', ...running, etaMs: 125_000 }),
  ];
}

async function openJobs(rows: JobRow[] = batchRows()) {
  const backend = new FakeBackend({ signedIn: true, jobs: rows });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: /^Jobs/ }));
  const list = await screen.findByRole('list', { name: 'Jobs' });
  return { backend, user, list };
}

const row = (list: HTMLElement, title: string) => within(list).getByRole('article', { name: title });
/** The time of day a batch's line names, for a moment within the test's run. */
const aroundTime = (from: number, to: number) => new Set([formatTimeShort(new Date(from)), formatTimeShort(new Date(to))]);

describe('time left and batches, in the store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts a running job's estimate down from when its row came, never below the floor, and re-bases it on each row", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const T0 = new Date(2026, 10, 29, 14, 0).getTime();
    vi.setSystemTime(T0);
    const backend = new FakeBackend({ signedIn: true });
    const store = new JobsStore(backend);
    await store.start();
    const job = makeJobRow({ id: 'dub:1', ...running, etaMs: 300_000 });
    store.applyChanged(job);
    expect(store.timeLeft(job, T0)).toBe(300_000);
    expect(store.timeLeft(job, T0 + 60_000)).toBe(240_000);
    // Past its estimate it is "under a minute" from its end, not done.
    expect(store.timeLeft(job, T0 + 400_000)).toBe(ETA_FLOOR_MS);
    // A new row (a stage ended) brings a new estimate from its own moment.
    vi.setSystemTime(T0 + 100_000);
    const later = { ...job, etaMs: 120_000 };
    store.applyChanged(later);
    expect(store.timeLeft(later, T0 + 130_000)).toBe(90_000);
    // Not running, or no estimate: no time left.
    expect(store.timeLeft({ ...later, status: 'approval' }, T0)).toBeNull();
    expect(store.timeLeft({ ...later, etaMs: null }, T0)).toBeNull();
    store.dispose();
  });

  it('counts all of a batch, whatever the filter shows, and says when its running dubs should all be done', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const T0 = new Date(2026, 10, 29, 14, 0).getTime();
    vi.setSystemTime(T0);
    const backend = new FakeBackend({ signedIn: true, jobs: batchRows() });
    const store = new JobsStore(backend);
    await store.start();
    store.setFilter('active');
    await waitFor(() => expect(store.rows.map((r) => r.id)).toEqual(['dub:b4', 'dub:alone']));
    // The list shows one of the batch; the line counts its five (the discarded one aside).
    await waitFor(() => expect(store.batchStanding('batch-1', T0)).toEqual({ done: 3, failed: 0, failedNames: [], total: 5, doneBy: T0 + 300_000 }));
    // The running dub ends: four done, nothing runs, no time.
    backend.updateJob('dub:b4', { ...done, etaMs: null });
    expect(store.batchStanding('batch-1', T0)).toEqual({ done: 4, failed: 0, failedNames: [], total: 5, doneBy: null });
    // A lone job is no batch.
    expect(store.batchStanding('batch-none', T0)).toBeNull();
    store.dispose();
  });
});

describe('time left and batches on the Jobs screen', () => {
  it('shows a running job its time left', async () => {
    const { list } = await openJobs();
    expect(within(row(list, 'alone.mp3')).getByText('about 2 min left')).toBeInTheDocument();
    expect(within(row(list, '04 running.wav')).getByText('about 5 min left')).toBeInTheDocument();
    // Done and waiting rows have none.
    expect(within(row(list, '03 three.wav')).queryByText(/left$/)).toBeNull();
    expect(within(row(list, '05 held.wav')).queryByText(/min left/)).toBeNull();
  });

  it('says beside Approve why a held job waits, naming the month; Approve still works', async () => {
    const { backend, user, list } = await openJobs();
    const job = row(list, '05 held.wav');
    expect(within(job).getByTestId('hold').textContent).toMatch(
      /^Waits for you: dubbing it would take November( 2026)?'s spend to 1,020 of your 1,000 credits\.$/,
    );
    expect(within(job).getByText('Generate for 40 credits')).toBeInTheDocument();
    await user.click(within(job).getByRole('button', { name: 'Approve' }));
    expect(backend.callsOf('approveJob')).toEqual([['dub:b5']]);
    await waitFor(() => expect(within(row(list, '05 held.wav')).queryByTestId('hold')).toBeNull());
  });

  it("tells a batch once, on its first row: how many are done, and when it will all be done", async () => {
    const before = Date.now();
    const { backend, list } = await openJobs();
    const lines = within(list).getAllByTestId('batch');
    expect(lines).toHaveLength(1);
    expect(within(row(list, '05 held.wav')).getByTestId('batch')).toBe(lines[0]);
    const [progress, doneBy] = lines[0].textContent!.split(' · ');
    expect(progress).toBe('Batch: 3 of 5 done');
    const times = aroundTime(before + 300_000, Date.now() + 300_000);
    expect([...times].map((time) => `all done by about ${time}`)).toContain(doneBy);
    // A failure is counted; once nothing runs, no time is said.
    backend.updateJob('dub:b4', { state: 'failed', step: 'generate', status: 'failed', etaMs: null });
    await waitFor(() => expect(within(list).getByTestId('batch')).toHaveTextContent(/^Batch: 3 of 5 done · 1 failed: 04 running\.wav$/));
  });

  it('words the time left, the hold and the batch from the catalogue', async () => {
    const { list } = await openJobs();
    setLocale(PSEUDO);
    await waitFor(() => expect(within(list).getByTestId('batch').textContent).toContain('⟦'));
    expect(hardCodedText(list)).toEqual([]);
  });
});
