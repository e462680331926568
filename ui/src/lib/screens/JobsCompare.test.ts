// Comparing voices in the Jobs library: the auditions of one stretch with several voices (one
// `groupId`) as one row, its one approval, its members' progress and failures, its player (the
// original and every voice on one playhead, switched by buttons and the keys A and 1-4) and
// "Dub the whole file with <voice>". The media elements are the stubs of test/media.ts.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, jobFailure, makeJobRow } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { JobRow } from '../bindings';
import { groupEntries, listEntries } from '../stores/jobs.svelte';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { accent } from '../i18n/pseudo';
import { calls, fakeMedia, fire, of, played } from '../../test/media';

fakeMedia();

const SONG = 'input:/music/song.mp3';
const VOICES = [
  ['v0101', 'Nova'],
  ['v0102', 'Aria'],
  ['v0103', 'Kai'],
] as const;
const NAME = 'Comparison of song.mp3: Nova, Aria, Kai';

/** A member of the comparison `group-1`: an audition of song.mp3 (1:10, 30 s) with voice `n` (0-2). */
function member(n: number, extra: Partial<JobRow> = {}): JobRow {
  const [voiceId, voiceName] = VOICES[n];
  return makeJobRow({
    id: `dub:c${n + 1}`,
    title: 'song.mp3',
    voiceId,
    voiceName,
    durationMs: 30_000,
    excerpt: { startMs: 70_000, durationMs: 30_000 },
    inputKey: SONG,
    groupId: 'group-1',
    ...extra,
  });
}

/** The comparison as the shell lists it (newest first: the last voice was made last). */
function comparison(extra: (n: number) => Partial<JobRow> = () => ({})): JobRow[] {
  return [2, 1, 0].map((n) => member(n, extra(n)));
}

const waitingApproval = () => ({ state: 'awaiting_approval', requiredCredits: 10 }) as const;
const done = (n: number) => ({ state: 'done', creditsUsed: 10, outputPath: `/out/song (${VOICES[n][1]}, audition).mp3` }) as const;

async function openJobs(rows: JobRow[], prepare?: (backend: FakeBackend) => void) {
  const backend = new FakeBackend({ signedIn: true, jobs: rows });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  // The sidebar's Jobs (in the pseudo-locale too).
  await user.click(await screen.findByRole('button', { name: (name) => name.startsWith('Jobs') || name.startsWith(`⟦${accent('Jobs')}`) }));
  const list = await screen.findByRole('list', { name: (name) => name === 'Jobs' || name.startsWith(`⟦${accent('Jobs')}`) });
  return { backend, user, list };
}

const memberIds = (row: HTMLElement) => [...row.querySelectorAll('[data-job-id]')].map((el) => el.getAttribute('data-job-id'));

describe('Jobs: a comparison', () => {
  it('shows the auditions of one stretch with several voices as one row, its voices as they were made', async () => {
    const other = makeJobRow({ id: 'dub:other', title: 'other.mp3', state: 'done', outputPath: '/out/other.mp3' });
    const { list } = await openJobs([...comparison(), other]);
    const row = within(list).getByRole('article', { name: NAME });
    expect(memberIds(row)).toEqual(['dub:c1', 'dub:c2', 'dub:c3']);
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('3 voices on 1:10–1:40 of song.mp3');
    // One row for the three, beside the other jobs: no row of a member's own.
    expect(within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([NAME, 'other.mp3']);
    expect(row).toHaveTextContent('0 of 3 auditions done');
  });

  it('folds a comparison where its newest member is, in the flat list and in a group', () => {
    const late = member(0, { createdAt: '2026-11-23T12:05:00Z' });
    const rows = [makeJobRow({ id: 'dub:top' }), member(2), late, member(1), makeJobRow({ id: 'dub:end' })];
    const flat = listEntries(rows);
    expect(flat.map((e) => (e.kind === 'row' ? e.row.id : e.kind))).toEqual(['dub:top', 'comparison', 'dub:end']);
    // Made in this order: Aria and Kai at 12:00 (Aria first: the list is newest first), Nova at 12:05.
    expect(flat[1].kind === 'comparison' && flat[1].rows.map((r) => r.id)).toEqual(['dub:c2', 'dub:c3', 'dub:c1']);
    expect(groupEntries(rows).map((e) => e.kind)).toEqual(['row', 'comparison', 'row']);
    // A member alone (a filter left only it) is a row of its own.
    expect(listEntries([member(1)])).toEqual([{ kind: 'row', row: member(1) }]);
  });

  it('asks once for the auditions together, and approves them in one step', async () => {
    const { backend, user, list } = await openJobs(comparison(waitingApproval));
    const row = within(list).getByRole('article', { name: NAME });
    expect(row).toHaveTextContent('Generate 3 auditions for 30 credits — the service measured the input; nothing is spent until you approve.');
    // One approval for the comparison: no member has one of its own.
    expect(within(row).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    for (const el of row.querySelectorAll<HTMLElement>('[data-job-id]')) expect(within(el).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(backend.callsOf('approveComparison')).toEqual([['group-1']]);
    expect(backend.callsOf('approveJob')).toEqual([]);
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(row).getAllByText('Generating')).not.toHaveLength(0);
  });

  it('sums only the members still waiting, and discards every member', async () => {
    const rows = comparison((n) => (n === 2 ? { state: 'generating' } : waitingApproval()));
    const { backend, user, list } = await openJobs(rows);
    const row = within(list).getByRole('article', { name: NAME });
    expect(row).toHaveTextContent('Generate 2 auditions for 20 credits');
    await user.click(within(row).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(backend.callsOf('discardJob').map((c) => c[0]).sort()).toEqual(['dub:c1', 'dub:c2', 'dub:c3']));
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull());
  });

  it('says why its approval failed, on the comparison', async () => {
    const { backend, user, list } = await openJobs(comparison(waitingApproval), (b) =>
      b.failNext('approveComparison', ipcErrorData('wrong_state', 'the job is generating, so it cannot be approved', { action: 'approve' })),
    );
    const row = within(list).getByRole('article', { name: NAME });
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await within(row).findByRole('alert')).toBeInTheDocument();
    expect(backend.callsOf('approveComparison')).toHaveLength(1);
  });

  it('becomes one row as soon as the sheet starts it, and moves with its members', async () => {
    const { backend, list } = await openJobs([makeJobRow({ id: 'dub:other', title: 'other.mp3' })]);
    await backend.startDubs({
      inputs: [{ kind: 'file', path: '/music/song.mp3' }],
      voiceId: 'v0101',
      voiceName: 'Nova',
      pitchShift: 0,
      separate: true,
      audition: { kind: 'loudest' },
      compareWith: [
        { voiceId: 'v0102', voiceName: 'Aria' },
        { voiceId: 'v0103', voiceName: 'Kai' },
      ],
    });
    const row = await within(list).findByRole('article', { name: NAME });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const [nova, aria, kai] = memberIds(row);
    for (const id of [nova, aria, kai]) backend.updateJob(id!, { state: 'awaiting_approval', requiredCredits: 10 });
    await waitFor(() => expect(row).toHaveTextContent('Generate 3 auditions for 30 credits'));
    backend.updateJob(kai!, { state: 'uploading', bytesDone: 500, bytesTotal: 1000 });
    backend.updateJob(aria!, { state: 'uploading', bytesDone: 250, bytesTotal: 1000 });
    await waitFor(() => expect(row).toHaveTextContent('Generate 1 audition for 10 credits'));
    // The transfers together: 750 of 2,000 bytes.
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
  });

  it('shows a failed member inline with Retry, and compares the others', async () => {
    const rows = comparison((n) => (n === 1 ? { state: 'failed', failure: jobFailure('network', {}) } : done(n)));
    const { backend, user, list } = await openJobs(rows);
    const row = within(list).getByRole('article', { name: NAME });
    const aria = row.querySelector<HTMLElement>('[data-job-id="dub:c2"]')!;
    expect(aria).toHaveTextContent("Can't reach the voice service. Check your connection, then press Retry.");
    await user.click(within(aria).getByRole('button', { name: 'Retry' }));
    expect(backend.callsOf('retryJob')).toEqual([['dub:c2']]);
    // Aria is on its way again: the player waits for it.
    await waitFor(() => expect(within(row).queryByRole('button', { name: 'Play the comparison of song.mp3' })).toBeNull());
  });

  it('removes every audition of a finished comparison, asking whether their files go too', async () => {
    const { backend, user, list } = await openJobs(comparison(done));
    const row = within(list).getByRole('article', { name: NAME });
    await user.click(within(row).getByRole('button', { name: 'Remove the comparison of song.mp3 from the library' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the comparison of “song.mp3” from the library?' });
    expect(dialog).toHaveTextContent('/out/song (Nova, audition).mp3');
    expect(dialog).toHaveTextContent('/out/song (Kai, audition).mp3');
    await user.click(within(dialog).getByRole('checkbox', { name: /Also delete the result files/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove and delete the files' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.callsOf('removeJob')).toEqual([
      ['dub:c1', true],
      ['dub:c2', true],
      ['dub:c3', true],
    ]);
    expect(within(list).queryByRole('article', { name: NAME })).toBeNull();
  });

  it('dubs the whole file with the voice under which it is pressed', async () => {
    const { backend, user, list } = await openJobs(comparison(done));
    const row = within(list).getByRole('article', { name: NAME });
    await user.click(within(row).getByRole('button', { name: 'Dub the whole file with Aria' }));
    expect(backend.callsOf('dubAgain')).toEqual([['dub:c2', 'v0102', 'Aria', true]]);
    expect(await screen.findByText(/Dubbing the whole of "song\.mp3" with Aria/)).toBeInTheDocument();
    // The whole dub is a row of its own; the comparison stays as it was.
    expect(await within(list).findByRole('article', { name: 'song.mp3' })).toBeInTheDocument();
    expect(memberIds(within(list).getByRole('article', { name: NAME }))).toEqual(['dub:c1', 'dub:c2', 'dub:c3']);
  });
});

describe('Jobs: the comparison player', () => {
  async function openPlayer(rows: JobRow[] = comparison(done)) {
    const opened = await openJobs(rows);
    const row = within(opened.list).getByRole('article', { name: NAME });
    await opened.user.click(within(row).getByRole('button', { name: 'Play the comparison of song.mp3' }));
    const player = await within(row).findByRole('group', { name: 'Comparison player for song.mp3' });
    const el = (track: string) => player.querySelector<HTMLAudioElement>(`audio[data-track="${track}"]`)!;
    await waitFor(() => expect(el('v0103').getAttribute('src')).toMatch(/dub-dub:c3/));
    return { ...opened, row, player, el };
  }

  it('switches what is heard at the same playhead, by its buttons and the keys A and 1-4', async () => {
    const { user, player, el } = await openPlayer();
    const [original, nova, aria, kai] = ['original', 'v0101', 'v0102', 'v0103'].map(el);
    // Every track plays from the click, only the first voice heard; the original at the stretch.
    for (const e of [original, nova, aria, kai]) expect(played(e).length).toBeGreaterThan(0);
    expect(original.getAttribute('src')).toMatch(/original-dub:c1\/song\.mp3$/);
    expect(original.currentTime).toBe(70);
    expect(player).toHaveAttribute('data-listening', 'v0101');
    expect([original, nova, aria, kai].map((e) => e.muted)).toEqual([true, false, true, true]);

    const switcher = within(player).getByRole('group', { name: 'Listen to' });
    const buttons = within(switcher).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual(['Original A', 'Nova 1', 'Aria 2', 'Kai 3']);
    expect(buttons.map((b) => b.getAttribute('data-voice'))).toEqual(['original', 'v0101', 'v0102', 'v0103']);
    expect(within(switcher).getByRole('button', { name: 'Nova' })).toHaveAttribute('aria-pressed', 'true');

    for (const e of [original, nova, aria, kai]) fire(e, 'loadedmetadata', { duration: e === original ? 185 : 30 });
    fire(nova, 'play');
    fire(nova, 'timeupdate', { currentTime: 12 });
    await waitFor(() => expect(player).toHaveTextContent('0:12 / 0:30'));
    // The others follow the audible one.
    expect(aria.currentTime).toBe(12);
    expect(original.currentTime).toBe(82);

    // 2: Aria, at the same moment.
    aria.currentTime = 11.9;
    await user.keyboard('2');
    expect(player).toHaveAttribute('data-listening', 'v0102');
    expect(aria.currentTime).toBe(12);
    expect([original, nova, aria, kai].map((e) => e.muted)).toEqual([true, true, false, true]);
    expect(within(switcher).getByRole('button', { name: 'Aria' })).toHaveAttribute('aria-pressed', 'true');

    // A: the original at its own time for that moment (the stretch starts at 1:10), and A again back to Aria.
    original.currentTime = 81.5;
    await user.keyboard('a');
    expect(player).toHaveAttribute('data-listening', 'original');
    expect(original.currentTime).toBe(82);
    expect(original.muted).toBe(false);
    fire(original, 'timeupdate', { currentTime: 85 });
    await user.keyboard('A');
    expect(player).toHaveAttribute('data-listening', 'v0102');
    expect(aria.currentTime).toBe(15);

    // The buttons too, and 1 and 3.
    await user.click(within(switcher).getByRole('button', { name: 'Kai' }));
    expect(player).toHaveAttribute('data-listening', 'v0103');
    expect(kai.muted).toBe(false);
    await user.keyboard('1');
    expect(player).toHaveAttribute('data-listening', 'v0101');
    expect(of(nova).currentTime).toBe(15);
    // No voice 4 here, and nothing was paused by a switch.
    await user.keyboard('4');
    expect(player).toHaveAttribute('data-listening', 'v0101');
    expect(calls.filter((c) => c.name === 'pause')).toHaveLength(0);
  });

  it('plays, pauses and seeks every track together, and stops the original at the stretch end', async () => {
    const { user, player, el } = await openPlayer();
    const [original, nova, kai] = ['original', 'v0101', 'v0103'].map(el);
    for (const e of [original, nova, kai]) fire(e, 'loadedmetadata', { duration: e === original ? 185 : 30 });
    fire(nova, 'play');
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(calls.filter((c) => c.name === 'pause').map((c) => c.el)).toEqual(expect.arrayContaining([original, nova, kai]));
    fire(nova, 'pause');
    within(player).getByRole('slider', { name: 'Position' }).focus();
    await user.keyboard('{End}');
    expect(nova.currentTime).toBe(30);
    expect(original.currentTime).toBe(100);
    await user.keyboard('{Home}');
    expect(kai.currentTime).toBe(0);
    expect(original.currentTime).toBe(70);

    await user.keyboard('a');
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    fire(original, 'play');
    const before = calls.filter((c) => c.name === 'pause').length;
    fire(original, 'timeupdate', { currentTime: 100.2 });
    // Past the stretch: every track is paused there (WebKit then says so).
    expect(calls.filter((c) => c.name === 'pause').length - before).toBe(4);
    fire(original, 'pause');
    await waitFor(() => expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument());
    expect(within(player).getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuenow', '30');
  });

  it("leaves out a voice whose dub can't be played, and says so", async () => {
    const { player } = await openPlayer();
    const aria = player.querySelector<HTMLAudioElement>('audio[data-track="v0102"]')!;
    fire(aria, 'error', { error: { code: 4 } });
    const switcher = within(player).getByRole('group', { name: 'Listen to' });
    await waitFor(() => expect(within(switcher).getByRole('button', { name: 'Aria' })).toBeDisabled());
    expect(player).toHaveTextContent("The dub with Aria can't be played here, so it is left out.");
  });
});

describe('Jobs: a comparison in the pseudo-locale', () => {
  it('draws its approval, members, player and failures from messages', async () => {
    setLocale(PSEUDO);
    const rows = comparison((n) => (n === 2 ? { state: 'failed', failure: jobFailure('network', {}) } : done(n)));
    const { user } = await openJobs([...comparison(waitingApproval).map((r) => ({ ...r, id: `${r.id}-ask`, groupId: 'group-2' })), ...rows]);
    const root = document.querySelector<HTMLElement>('.jobs')!;
    expect(root.textContent).toContain('⟦');
    const rowsDrawn = await waitFor(() => {
      const found = root.querySelectorAll<HTMLElement>('article[data-comparison]');
      if (found.length !== 2) throw new Error('no comparisons yet');
      return found;
    });
    expect(hardCodedText(root)).toEqual([]);
    const doneRow = [...rowsDrawn].find((r) => r.getAttribute('data-comparison') === 'group-1')!;
    await user.click(doneRow.querySelector<HTMLButtonElement>('.result-actions .btn.primary')!);
    await waitFor(() => expect(doneRow.querySelector('.player')).not.toBeNull());
    expect(hardCodedText(doneRow)).toEqual([]);
  });
});
