// The Jobs screen, its rows, dialogs and A/B player, and the dub sheet's audition picker, drawn in
// the pseudo-locale: every word they show or speak comes from a message (data, such as file names,
// voice names and paths, is marked translate="no").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import AuditionPicker from '../components/AuditionPicker.svelte';
import { ipcErrorData } from '../backend/backend';
import { FakeBackend, jobFailure as failure, makeJobRow, stageMeaning } from '../backend/fake';
import type { InputWaveform, JobMedia, JobRow } from '../bindings';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { accent } from '../i18n/pseudo';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const done = { state: 'done', step: 'finished', status: 'done', creditsUsed: 40 } as const;
const SONG = 'input:/music/Summer single.mp3';

/** One row of each kind and state the screen draws differently. */
function rows(): JobRow[] {
  const audition = (id: string, voice: number, extra: Partial<JobRow> = {}) =>
    makeJobRow({
      id,
      title: 'Summer single.mp3',
      voiceId: `v000${voice}`,
      voiceName: `Voice ${voice}`,
      durationMs: 30_000,
      excerpt: { startMs: 70_000, durationMs: 30_000 },
      inputKey: SONG,
      inputBytes: 7_400_000,
      uploadBytes: 1_200_000,
      outputPath: `/out/Summer single (Voice ${voice}, audition).mp3`,
      ...done,
      ...extra,
    });
  const video = { format: 'mov/aac', durationMs: 48_000, videoInput: true, inputBytes: 412_000_000, uploadBytes: 3_100_000 } as const;
  return [
    makeJobRow({ id: 'dub:up', title: 'upload.mp3', state: 'uploading', step: 'upload', bytesDone: 450_000, bytesTotal: 1_000_000 }),
    makeJobRow({ id: 'dub:pre', title: 'pre.wav', state: 'preprocessing', step: 'preprocess', stateSince: ago(42_000), pitchShift: 2, separate: false }),
    makeJobRow({ id: 'dub:rate', title: 'rate.mp3', state: 'processing', step: 'generate', notice: { code: 'rate_limited', until: ahead(12_000) } }),
    makeJobRow({
      id: 'dub:retrying',
      title: 'retrying.mp3',
      state: 'uploading',
      step: 'upload',
      notice: { code: 'retrying', attempt: 2, of: 8, reasonCode: 'network', nextAt: ahead(5000) },
    }),
    makeJobRow({ id: 'dub:ask', title: 'ask.mp3', state: 'awaiting_approval', step: 'confirm', status: 'approval', requiredCredits: 40 }),
    makeJobRow({ id: 'dub:credits', title: 'credits.mp3', state: 'waiting_credits', step: 'confirm', status: 'credits', requiredCredits: 1 }),
    makeJobRow({
      id: 'dub:short',
      title: 'short.mp3',
      state: 'waiting_credits',
      step: 'confirm',
      status: 'credits',
      failure: failure('not_enough_credits', { needed: 40, balance: 25 }),
    }),
    makeJobRow({ id: 'dub:done', title: 'done.mp3', voiceName: 'Cleo Stone 3', outputPath: '/music/done (Cleo).mp3', ...done }),
    makeJobRow({ id: 'dub:link', title: 'https://example.com/clip', isLink: true, format: null, outputPath: '/music/clip (Cleo).mp3', ...done }),
    makeJobRow({ id: 'dub:net', title: 'net.mp3', state: 'failed', step: 'upload', status: 'failed', failure: failure('network', {}) }),
    makeJobRow({ id: 'dub:bare', title: 'bare.mp3', state: 'failed', step: 'upload', status: 'failed' }),
    makeJobRow({
      id: 'dub:bare-final',
      title: 'final.mp3',
      state: 'failed',
      step: 'upload',
      status: 'failed',
      actions: { ...stageMeaning('dub', 'failed').actions, retry: false },
    }),
    makeJobRow({ id: 'dub:gone', title: 'canceled.mp3', state: 'canceled', step: 'confirm', status: 'canceled' }),
    audition('dub:a1', 1),
    audition('dub:a2', 2, { state: 'generating', step: 'generate', status: 'active', outputPath: null, creditsUsed: null }),
    makeJobRow({ id: 'dub:v', title: 'clip.mov', outputPath: '/out/clip (Leo).wav', videoPath: '/out/clip (Leo).mov', ...video, ...done }),
    makeJobRow({ id: 'dub:nv', title: 'teaser.mkv', outputPath: '/out/teaser (Leo).wav', videoError: { step: 'place', io: 'storage_full', tool: null, detail: 'No space left on device (os error 28)' }, ...video, ...done }),
    makeJobRow({
      id: 'dub:making',
      title: 'making.mp4',
      state: 'downloading',
      bytesDone: 10,
      bytesTotal: 10,
      outputPath: '/out/making (Leo).wav',
      videoPath: '/out/making (Leo).mp4',
      ...video,
    }),
    makeJobRow({
      id: 'training:t1',
      kind: 'training',
      title: 'My studio voice',
      voiceName: 'My studio voice',
      state: 'training',
      step: 'generate',
      durationMs: null,
      format: null,
      stateSince: ago(65_000),
    }),
    makeJobRow({ id: 'training:t2', kind: 'training', title: 'Old voice', voiceName: 'Old voice', durationMs: null, format: null, ...done }),
  ];
}

/** The Jobs screen in the pseudo-locale (switched before anything is drawn). */
async function openJobs(jobs: JobRow[] = rows(), prepare?: (backend: FakeBackend) => void) {
  setLocale(PSEUDO);
  const backend = new FakeBackend({
    signedIn: true,
    jobs,
    jobCounts: { active: 3, waiting: 2, failed: 1, total: 6 },
    lastVoice: { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null },
  });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation');
  const button = await waitFor(() => {
    const found = within(nav)
      .getAllByRole('button')
      .find((b) => (b.textContent ?? '').includes(accent('Jobs')));
    if (!found) throw new Error('no Jobs button in the navigation');
    return found;
  });
  await user.click(button);
  const root = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.jobs');
    if (!el) throw new Error('no Jobs screen');
    return el;
  });
  // The page speaks the pseudo-locale (the app did not switch back to English on start).
  expect(root.textContent).toContain('⟦');
  return { backend, user, root };
}

/** What of the screen is not a message (nothing, when every word is one). */
const leftOver = (el: Element) => hardCodedText(el);

// jsdom plays no media: play/pause/load are stubbed, as in the player's own tests.
let refuse = false;
beforeEach(() => {
  refuse = false;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() =>
    refuse ? Promise.reject(new DOMException('refused', 'NotAllowedError')) : Promise.resolve(),
  );
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  // Unmounted while the stubs stand: the players let go of their media through them.
  cleanup();
  vi.restoreAllMocks();
});

describe('Jobs in the pseudo-locale', () => {
  it('draws every kind of row, the filters and the grouping from messages', async () => {
    const { user, root } = await openJobs();
    const list = await waitFor(() => {
      const el = root.querySelector('ul.list');
      if (!el || el.querySelectorAll('article').length === 0) throw new Error('no rows yet');
      return el;
    });
    expect(list.querySelector('.together')).not.toBeNull();
    expect(root.querySelector('article[data-job-id="dub:making"] .making-line')).not.toBeNull();
    expect(leftOver(root)).toEqual([]);

    // Grouped by voice, then by input: the groups are named by data.
    const group = within(root).getByRole('combobox');
    await user.selectOptions(group, 'voice');
    await waitFor(() => expect(root.querySelectorAll('section.group').length).toBeGreaterThan(0));
    expect(leftOver(root)).toEqual([]);
    await user.selectOptions(group, 'input');
    await waitFor(() => expect(root.querySelectorAll('section.group').length).toBeGreaterThan(0));
    expect(leftOver(root)).toEqual([]);
  });

  it("says why a row's action failed", async () => {
    const { backend, user, root } = await openJobs();
    backend.failNext('approveJob', ipcErrorData('internal', 'the library is locked'));
    const ask = await waitFor(() => {
      const el = root.querySelector<HTMLElement>('article[data-job-id="dub:ask"]');
      if (!el) throw new Error('no row waiting for approval');
      return el;
    });
    await user.click(ask.querySelector<HTMLButtonElement>('.ask .btn.primary')!);
    await waitFor(() => expect(within(ask).getByRole('alert')).toBeInTheDocument());
    expect(leftOver(ask)).toEqual([]);
  });

  it('draws the empty library and a search that finds nothing', async () => {
    const empty = await openJobs([]);
    await waitFor(() => expect(empty.root.querySelector('.empty-state')).not.toBeNull());
    expect(leftOver(empty.root)).toEqual([]);

    await empty.user.type(within(empty.root).getByRole('searchbox'), 'nothing');
    await waitFor(() => expect(empty.root.querySelector('.empty-state .btn')).not.toBeNull());
    expect(leftOver(empty.root)).toEqual([]);
  });

  it('draws a failed read of the list', async () => {
    const { root } = await openJobs(rows(), (b) => b.failNext('jobs', ipcErrorData('internal', 'the library is locked')));
    await waitFor(() => expect(within(root).getByRole('alert')).toBeInTheDocument());
    expect(leftOver(root)).toEqual([]);
  });

  it('draws the rest of a long list as a count', async () => {
    const many = Array.from({ length: 55 }, (_, i) => makeJobRow({ id: `dub:${i}`, title: `take ${i}.wav`, ...done }));
    const { root } = await openJobs(many);
    await waitFor(() => expect(root.querySelector('.more .btn')).not.toBeNull());
    expect(leftOver(root)).toEqual([]);
  });

  it('asks in messages before dubbing again and before removing', async () => {
    const { user, root } = await openJobs();
    const done = await waitFor(() => {
      const el = root.querySelector<HTMLElement>('article[data-job-id="dub:done"]');
      if (!el) throw new Error('no done row');
      return el;
    });
    const buttons = within(done).getAllByRole('button');

    // Dub again: the last button of a done dub.
    await user.click(buttons[buttons.length - 1]);
    const again = await screen.findByRole('dialog');
    expect(leftOver(again)).toEqual([]);
    await user.click(await within(again).findByRole('button', { name: 'Blake Stone 2' }));
    expect(leftOver(again)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Remove, with the result file's question.
    await user.click(buttons[0]);
    const remove = await screen.findByRole('alertdialog');
    expect(leftOver(remove)).toEqual([]);
    await user.click(within(remove).getByRole('checkbox'));
    expect(leftOver(remove)).toEqual([]);
    await user.keyboard('{Escape}');

    // An audition's "Dub again" says it keeps the stretch.
    const audition = root.querySelector<HTMLElement>('article[data-job-id="dub:a1"]')!;
    const last = within(audition).getAllByRole('button').at(-1)!;
    await user.click(last);
    expect(leftOver(await screen.findByRole('dialog'))).toEqual([]);
  });
});

describe('The A/B player in the pseudo-locale', () => {
  async function openPlayer(jobs: JobRow[], id: string, prepare?: (backend: FakeBackend) => void) {
    const opened = await openJobs(jobs, prepare);
    const row = await waitFor(() => {
      const el = opened.root.querySelector<HTMLElement>(`article[data-job-id="${id}"]`);
      if (!el) throw new Error(`no row ${id}`);
      return el;
    });
    await opened.user.click(row.querySelector<HTMLButtonElement>('.result-actions .btn.primary')!);
    const player = await waitFor(() => {
      const el = row.querySelector<HTMLElement>('.player');
      if (!el) throw new Error('no player');
      return el;
    });
    return { ...opened, row, player };
  }

  it('names its controls, sides and hints with messages', async () => {
    const { backend, row, player } = await openPlayer(rows(), 'dub:done');
    await waitFor(() => expect(backend.callsOf('mediaPeaks').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(player).getByRole('radiogroup')).toBeInTheDocument());
    expect(leftOver(row)).toEqual([]);
  });

  it("says why the original can't be compared, and why playback did not start", async () => {
    refuse = true;
    const { row, player } = await openPlayer(rows(), 'dub:link');
    await waitFor(() => expect(player.querySelectorAll('.aside').length).toBe(2));
    expect(leftOver(row)).toEqual([]);
  });

  it("says an audition's original plays its stretch", async () => {
    const { row, player } = await openPlayer(rows(), 'dub:a1');
    await waitFor(() => expect(player.querySelector('.aside')).not.toBeNull());
    expect(leftOver(row)).toEqual([]);
  });

  it("shows a dubbed video's copy, named by a message", async () => {
    const { row, player } = await openPlayer(rows(), 'dub:v');
    await waitFor(() => expect(player.querySelector('.screen.shown video')).not.toBeNull());
    expect(leftOver(row)).toEqual([]);
  });

  it('says what is missing when the dub is gone', async () => {
    const { row, player } = await openPlayer(rows(), 'dub:v', (b) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string): Promise<JobMedia> => {
        const m = await real(id);
        return { ...m, dub: { kind: 'missing', path: '/out/clip (Leo).wav' } };
      });
    });
    await waitFor(() => expect(within(player).getByRole('alert')).toBeInTheDocument());
    expect(leftOver(row)).toEqual([]);
  });

  it('says the video copy is missing, and plays the dub as sound', async () => {
    const { row, player } = await openPlayer(rows(), 'dub:v', (b) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string): Promise<JobMedia> => {
        const m = await real(id);
        return { ...m, video: { kind: 'missing', path: '/out/clip (Leo).mov' } };
      });
    });
    await waitFor(() => expect(player.querySelector('.aside.warn')).not.toBeNull());
    expect(leftOver(row)).toEqual([]);
  });
});

describe("The dub sheet's audition picker in the pseudo-locale", () => {
  const wave: InputWaveform = {
    durationMs: 185_000,
    bars: Array.from({ length: 120 }, (_, i) => (i * 37) % 256),
    loudest: { startMs: 74_000, durationMs: 30_000 },
    auditionMs: 30_000,
  };

  it('names its slider and says which stretch is chosen', () => {
    setLocale(PSEUDO);
    const loudest = render(AuditionPicker, { props: { wave, startMs: 74_000, loudest: true, name: 'Summer single.mp3', onmove: () => {} } });
    expect(leftOver(loudest.container)).toEqual([]);
    loudest.unmount();
    const moved = render(AuditionPicker, { props: { wave, startMs: 20_000, loudest: false, name: 'Summer single.mp3', onmove: () => {} } });
    expect(leftOver(moved.container)).toEqual([]);
  });
});
