// The dub sheet's plan: a folder (dropped, or chosen with "Add a folder") or several files, told
// as a count, a length and credits against this month's budget before anything is spent, and
// started with one approval.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import type { StartDubs } from '../bindings';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null };
/** A folder of three songs (61 s, 3:05 and 45 s: 20, 40 and 10 credits), one too long, and three other files. */
const ALBUM = {
  files: ['/music/Album/01 intro-61s.mp3', '/music/Album/02 song.wav', '/music/Album/03 outro-45s.wav', '/music/Album/04 concert-long.wav'],
  notMedia: 3,
};

async function open(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, ...options });
  backend.folders['/music/Album'] = ALBUM;
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const list = await screen.findByRole('list', { name: 'Voices' });
  const card = await within(list).findByRole('article', { name: 'Aria Stone 1' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  return { backend, user, card };
}

/** jsdom has no layout: the element "under" a point is whatever the test says. */
function pointAt(element: Element | null) {
  document.elementFromPoint = vi.fn(() => element) as unknown as typeof document.elementFromPoint;
}

/** Drops the album on Aria's card; the sheet opens with its plan. */
async function dropAlbum(backend: FakeBackend, card: HTMLElement) {
  pointAt(card);
  backend.drop({ kind: 'drop', paths: ['/music/Album'], x: 5, y: 5 });
  return screen.findByRole('dialog');
}

const plan = (sheet: HTMLElement) => within(sheet).getByRole('group', { name: 'Plan' });

describe('a folder on the dub sheet', () => {
  const original = document.elementFromPoint;
  afterEach(() => {
    document.elementFromPoint = original;
  });

  it('says a folder holds nothing to dub, with what else it holds, and opens no sheet', async () => {
    const { backend, card } = await open();
    backend.folders['/music/Notes'] = { files: [], notMedia: 2 };
    pointAt(card);
    backend.drop({ kind: 'drop', paths: ['/music/Notes'], x: 5, y: 5 });
    expect(await screen.findByText('The folder holds no audio or video files, only 2 other files: there is nothing to dub.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.callsOf('startDubs')).toHaveLength(0);
  });

  it('opens its plan from a voice card: files, length and credits, and what was left out, before anything is spent', async () => {
    const { backend, card } = await open();
    const sheet = await dropAlbum(backend, card);
    expect(sheet).toHaveAccessibleName('Dub with Aria Stone 1');
    expect(backend.callsOf('probeBatch')).toEqual([[['/music/Album']]]);
    // The three songs that can be dubbed: 61 s + 3:05 + 45 s, 20 + 40 + 10 credits.
    expect(within(plan(sheet)).getByTestId('plan-summary')).toHaveTextContent('3 files · 4:51 in all · about 70 credits');
    // What is not media is said once, as a count; the refused file keeps its own line and is not dubbed.
    expect(within(plan(sheet)).getByText('3 files that are not audio or video were left out.')).toBeInTheDocument();
    const long = within(sheet).getByText('04 concert-long.wav').closest('li') as HTMLElement;
    expect(within(long).getByText('Not dubbed')).toBeInTheDocument();
    expect(within(long).getByText(/is 31:00 long; a dub can be at most 30:00/)).toBeInTheDocument();
    // No budget set: the plan is told against the balance alone.
    await waitFor(() => expect(backend.callsOf('budgetStatus')).toHaveLength(1));
    expect(within(sheet).queryByTestId('plan-month')).toBeNull();
    expect(within(sheet).queryByTestId('plan-over')).toBeNull();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('70 credits');
    expect(within(sheet).getByRole('button', { name: 'Dub 3 files for about 70 credits' })).toBeEnabled();
    expect(within(sheet).getByText(/Starting approves each dub priced up to 40 credits; one the service prices higher waits/)).toBeInTheDocument();
    expect(backend.callsOf('startDubs')).toHaveLength(0);
  });

  it("tells the plan against this month's budget, and warns only when its estimate is more than what is left", async () => {
    const { backend, user, card } = await open({ settings: { monthlyBudget: 1000 } });
    // 380 credits charged this month (October's are history).
    backend.charges = [
      { day: '2026-10-30', kind: 'dub', voiceId: 'v0001', voiceName: 'Aria Stone 1', credits: 500 },
      { day: '2026-11-02', kind: 'dub', voiceId: 'v0001', voiceName: 'Aria Stone 1', credits: 300 },
      { day: '2026-11-20', kind: 'training', voiceId: null, voiceName: 'Mine', credits: 80 },
    ];
    let sheet = await dropAlbum(backend, card);
    expect(await within(plan(sheet)).findByTestId('plan-month')).toHaveTextContent('This month: 380 of your 1,000 credits spent');
    expect(within(sheet).queryByTestId('plan-over')).toBeNull();
    expect(within(sheet).getByText(/or one past your monthly budget, waits for your approval/)).toBeInTheDocument();

    // Exactly what is left (930 + 70 = 1,000): within the budget, no warning.
    await user.keyboard('{Escape}');
    backend.charges.push({ day: '2026-11-25', kind: 'dub', voiceId: 'v0001', voiceName: 'Aria Stone 1', credits: 550 });
    sheet = await dropAlbum(backend, card);
    expect(await within(plan(sheet)).findByTestId('plan-month')).toHaveTextContent('This month: 930 of your 1,000 credits spent');
    expect(within(sheet).queryByTestId('plan-over')).toBeNull();

    // More than is left: the month is named, and what happens past the budget is said.
    await user.keyboard('{Escape}');
    backend.charges.push({ day: '2026-11-26', kind: 'dub', voiceId: 'v0001', voiceName: 'Aria Stone 1', credits: 20 });
    sheet = await dropAlbum(backend, card);
    const over = await within(plan(sheet)).findByTestId('plan-over');
    expect(over).toHaveAttribute('role', 'alert');
    expect(over.textContent).toMatch(
      /^This plan would take November( 2026)?'s spend to 1,020 of your 1,000 credits: the dubs past the budget will wait for your approval\.$/,
    );
    // Removing a file brings the plan back within the budget.
    await user.click(within(sheet).getByRole('button', { name: 'Remove 01 intro-61s.mp3' }));
    expect(within(plan(sheet)).getByTestId('plan-summary')).toHaveTextContent('2 files · 3:50 in all · about 50 credits');
    expect(within(sheet).queryByTestId('plan-over')).toBeNull();
    expect(backend.callsOf('budgetStatus')).toHaveLength(3);
  });

  it('starts every file of the plan with one approval, up to the dearest estimate', async () => {
    const { backend, user, card } = await open();
    const sheet = await dropAlbum(backend, card);
    await user.click(within(sheet).getByRole('button', { name: 'Dub 3 files for about 70 credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsOf('startDubs')).toHaveLength(1);
    const [request] = backend.callsOf('startDubs')[0] as [StartDubs];
    expect(request.inputs).toEqual([
      { kind: 'file', path: '/music/Album/01 intro-61s.mp3' },
      { kind: 'file', path: '/music/Album/02 song.wav' },
      { kind: 'file', path: '/music/Album/03 outro-45s.wav' },
    ]);
    expect(request.voiceId).toBe('v0001');
    expect(request.approveUpTo).toBe(40);
    expect(await screen.findByText('Dubbing 3 files with Aria Stone 1.')).toBeInTheDocument();
    // One batch in the library.
    const batches = new Set(backend.jobList.map((r) => r.batchId));
    expect(batches.size).toBe(1);
    expect([...batches][0]).not.toBeNull();
  });

  it('adds a folder with "Add a folder" and with a drop on the open sheet; one file keeps asking as before', async () => {
    const { backend, user } = await open({ picked: ['/music/song.wav'] });
    backend.folders['/music/EP'] = { files: ['/music/EP/a-20s.wav', '/music/EP/b-64s.wav'], notMedia: 0 };
    await user.keyboard('{Control>}o{/Control}');
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
    // One file: no plan, and Start approves nothing ahead.
    expect(within(sheet).queryByRole('group', { name: 'Plan' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeEnabled();
    // A cancelled picker changes nothing.
    backend.pickedFolder = null;
    await user.click(within(sheet).getByRole('button', { name: 'Add a folder…' }));
    await waitFor(() => expect(backend.callsOf('pickMediaFolder')).toHaveLength(1));
    expect(within(sheet).queryByRole('group', { name: 'Plan' })).toBeNull();
    backend.pickedFolder = '/music/EP';
    await user.click(within(sheet).getByRole('button', { name: 'Add a folder…' }));
    expect(await within(sheet).findByTestId('plan-summary')).toHaveTextContent('3 files · 4:29 in all · about 70 credits');
    expect(within(sheet).queryByText(/not audio or video/)).toBeNull();
    // A folder dropped on the open sheet expands into it.
    backend.folders['/music/Live'] = { files: ['/music/Live/c-30s.wav'], notMedia: 1 };
    backend.drop({ kind: 'drop', paths: ['/music/Live'], x: 5, y: 5 });
    await waitFor(() => expect(within(sheet).getByTestId('plan-summary')).toHaveTextContent('4 files · 4:59 in all · about 80 credits'));
    expect(within(sheet).getByText('1 file that is not audio or video was left out.')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Dub 4 files for about 80 credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = backend.callsOf('startDubs')[0] as [StartDubs];
    expect(request.inputs).toHaveLength(4);
    expect(request.approveUpTo).toBe(40);
  });

  it('sends no approval ahead for one file, even from a folder', async () => {
    const { backend, user, card } = await open();
    backend.folders['/music/Single'] = { files: ['/music/Single/only-61s.wav'], notMedia: 0 };
    pointAt(card);
    backend.drop({ kind: 'drop', paths: ['/music/Single'], x: 5, y: 5 });
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Aria Stone 1' });
    expect(within(plan(sheet)).getByTestId('plan-summary')).toHaveTextContent('1 file · 1:01 in all · about 20 credits');
    await user.click(within(sheet).getByRole('button', { name: 'Start dub' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = backend.callsOf('startDubs')[0] as [StartDubs];
    expect(request.approveUpTo ?? null).toBeNull();
  });

  it('words the plan and its warning from the catalogue', async () => {
    const { backend, card } = await open({ settings: { monthlyBudget: 50 } });
    setLocale(PSEUDO);
    const sheet = await dropAlbum(backend, card);
    await within(sheet).findByTestId('plan-over');
    expect(hardCodedText(sheet)).toEqual([]);
  });
});
