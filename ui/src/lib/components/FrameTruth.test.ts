// What the frame shows is true at that moment: the Jobs badge tells jobs that wait for the user
// apart from those running, a started job that is blocked gets no success notice, and the notices
// keep to a region of their own, never over the content.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend } from '../backend/fake';
import type { JobCounts, JobRow, StartDubs } from '../bindings';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };
const notices = () => screen.getByRole('region', { name: 'Notices' });

/** Opens the dub sheet on two picked files and starts them; `answer` may change the rows the shell returns. */
async function startTwo(answer: (rows: JobRow[]) => JobRow[] = (rows) => rows) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, picked: ['/music/intro-61s.mp3', '/music/song.wav'], credits: 5000 });
  const start = backend.startDubs.bind(backend);
  backend.startDubs = async (request: StartDubs) => answer(await start(request));
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  await user.keyboard('{Control>}o{/Control}');
  const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
  await user.click(within(sheet).getByRole('button', { name: /^Dub 2 files for about/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return { backend, user };
}

async function open(options: ConstructorParameters<typeof FakeBackend>[0] = {}) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  return { backend };
}

const counts = (c: Partial<JobCounts>): JobCounts => ({ active: 0, waiting: 0, failed: 0, total: 0, ...c });

describe("the sidebar's Jobs badge", () => {
  it('counts the jobs that wait for the user apart from those running, and names both', async () => {
    const { backend } = await open({ jobCounts: counts({ active: 2, waiting: 1, total: 3 }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const jobs = await within(nav).findByRole('button', { name: 'Jobs, 2 running, 1 waits for you' });
    expect(jobs.querySelector('[data-badge="running"]')).toHaveTextContent('2');
    expect(jobs.querySelector('[data-badge="waiting"]')).toHaveTextContent('1');
    backend.emit('jobsChanged', { counts: counts({ active: 0, waiting: 3, total: 3 }), stale: false });
    const waiting = await within(nav).findByRole('button', { name: 'Jobs, 3 wait for you' });
    expect(waiting.querySelector('[data-badge="running"]')).toBeNull();
    expect(waiting.querySelector('[data-badge="waiting"]')).toHaveTextContent('3');
    backend.emit('jobsChanged', { counts: counts({ active: 1, total: 1 }), stale: false });
    const running = await within(nav).findByRole('button', { name: 'Jobs, 1 running' });
    expect(running.querySelector('[data-badge="waiting"]')).toBeNull();
    backend.emit('jobsChanged', { counts: counts({}), stale: false });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Jobs' })).toBeInTheDocument());
  });
});

describe('notices of started jobs', () => {
  it('never tells a job that waits for credits as started: it names it, and offers Buy credits', async () => {
    const { backend, user } = await startTwo((rows) => rows.map((r) => ({ ...r, state: 'waiting_credits', status: 'credits' })));
    const waiting = await within(notices()).findByText(
      'intro-61s.mp3, song.wav wait for credits: the account has too few to dub them. Buy credits, then press Retry in Jobs.',
    );
    const notice = waiting.closest('.notice') as HTMLElement;
    expect(notice).toHaveAttribute('data-notice', 'blocked');
    expect(notice).toHaveAttribute('data-blocked', 'credits');
    expect(within(notices()).queryByText(/^Dubbing/)).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'Buy credits' }));
    expect(backend.callsOf('openCreditsPage')).toHaveLength(1);
  });

  it('turns "Dubbing" into what a job waits on once its events say it is blocked, and back', async () => {
    const { backend } = await startTwo();
    const started = (await within(notices()).findByText('Dubbing 2 files with Blake Stone 2.')).closest('.notice') as HTMLElement;
    expect(started).toHaveAttribute('data-notice', 'started');
    const [first, second] = backend.jobList.slice(0, 2);
    // The budget holds one: it is no longer told as dubbing.
    backend.updateJob(first.id, { state: 'awaiting_approval', status: 'approval', hold: { code: 'budget', month: '2026-11', wouldBe: 1040, budget: 1000 } });
    const held = await within(notices()).findByText(
      /^(song\.wav|intro-61s\.mp3) waits for your approval: approving it automatically would take November( 2026)?'s spend past your budget\.$/,
    );
    expect(held.closest('.notice')).toHaveAttribute('data-blocked', 'budget');
    await within(notices()).findByText('Dubbing 1 file with Blake Stone 2.');
    // The other one asks for approval of its cost: nothing is told as started any more.
    backend.updateJob(second.id, { state: 'awaiting_approval', status: 'approval', requiredCredits: 40 });
    await within(notices()).findByText(/^(song\.wav|intro-61s\.mp3) waits in Jobs for you to approve its cost\.$/);
    await waitFor(() => expect(within(notices()).queryByText(/^Dubbing/)).toBeNull());
    // Approved, it goes on: its waiting notice goes.
    backend.updateJob(second.id, { state: 'generating', status: 'active' });
    await waitFor(() => expect(within(notices()).queryByText(/to approve its cost/)).toBeNull());
  });
});

describe('the notices region', () => {
  it('is a region of its own under the screen, never over it, its notices in one column', async () => {
    const { backend } = await open();
    backend.emit('budgetReached', { notice: { percent: 100, spent: 1000, budget: 1000, month: '2026-11' } });
    const region = notices();
    await within(region).findByText(/budget is spent/);
    expect(region).toHaveAttribute('data-notices', 'reserved');
    // In the content column, after the screen (in the flow, not laid over it).
    const main = document.querySelector('main.content') as HTMLElement;
    expect(main.parentElement).toBe(region.parentElement);
    expect(main.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(region)).toBe(false);
  });
});
