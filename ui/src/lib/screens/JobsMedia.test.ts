// The Jobs library's auditions and videos: what an audition's row says and "Dub the whole file",
// the auditions of one input kept together, a video dub's row (what was sent, the video copy
// being made, opened or shown, or why there is none).
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, makeJobRow, sampleJobs } from '../backend/fake';
import type { JobRow } from '../bindings';
import { listEntries } from '../stores/jobs.svelte';

const SONG = 'input:/home/user/Music/Summer single.mp3';
const done = { state: 'done', approval: 'auto', creditsUsed: 10 } as const;

/** An audition of the song (3:05, recorded as `185s`) from 1:10, by a voice. */
function audition(id: string, voice: number, extra: Partial<JobRow> = {}): JobRow {
  return makeJobRow({
    id,
    title: 'Summer single.mp3',
    voiceId: `v${String(voice).padStart(4, '0')}`,
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
}

async function openJobs(rows: JobRow[]) {
  const backend = new FakeBackend({ signedIn: true, jobs: rows });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: /^Jobs/ }));
  const list = await screen.findByRole('list', { name: 'Jobs' });
  return { backend, user, list };
}

const article = (within_: HTMLElement, name: string) => within(within_).getByRole('article', { name });

describe('Jobs: auditions', () => {
  it('says an audition is one, of which stretch of which file, and what was sent', async () => {
    const { list } = await openJobs([audition('dub:a1', 1)]);
    const row = article(list, 'Audition 1:10–1:40 of Summer single.mp3');
    expect(within(row).getByRole('heading', { level: 3 })).toHaveTextContent('Audition 1:10–1:40 of Summer single.mp3');
    expect(row).toHaveTextContent('Sent 1.2 MB (30 s) instead of the whole 7.4 MB file');
    expect(row).toHaveTextContent('Voice 1 · 30 s · MP3 · 10 credits');
  });

  it('tells auditions of one voice apart by their pitch and separation', async () => {
    const { list } = await openJobs([
      audition('dub:a1', 1),
      audition('dub:a2', 1, { pitchShift: 2, createdAt: '2026-11-23T12:01:00Z' }),
      audition('dub:a3', 1, { pitchShift: -12, separate: false, createdAt: '2026-11-23T12:02:00Z' }),
    ]);
    const metas = within(list)
      .getAllByRole('article')
      .map((a) => a.textContent ?? '');
    expect(metas.some((t) => t.includes('Voice 1 · 30 s · MP3'))).toBe(true);
    expect(metas.some((t) => t.includes('Voice 1 · +2 semitones · 30 s'))).toBe(true);
    expect(metas.some((t) => t.includes('Voice 1 · −12 semitones · vocals as they are · 30 s'))).toBe(true);
  });

  it('dubs the whole file in one step with the audition\'s voice, and says so', async () => {
    const { backend, user, list } = await openJobs([audition('dub:a1', 1)]);
    const row = article(list, 'Audition 1:10–1:40 of Summer single.mp3');
    await user.click(within(row).getByRole('button', { name: 'Dub the whole file' }));
    expect(backend.callsOf('dubAgain')).toEqual([['dub:a1', 'v0001', 'Voice 1', true]]);
    // The whole dub is a row of its own at the top: the whole song, no stretch, nothing asked.
    const whole = await within(list).findByRole('article', { name: 'Summer single.mp3' });
    expect(whole).toHaveTextContent('Voice 1 · 3:05 · MP3');
    expect(within(whole).queryByRole('button', { name: 'Dub the whole file' })).toBeNull();
    expect(within(list).getAllByRole('article')[0]).toBe(whole);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(/Dubbing the whole of "Summer single\.mp3" with Voice 1, with the audition's pitch and separation/)).toBeInTheDocument();
  });

  it('keeps the audition and says why when dubbing the whole file is refused', async () => {
    const { backend, user, list } = await openJobs([audition('dub:a1', 1)]);
    backend.failNext('dubAgain', 'needs_media_tool');
    const row = article(list, 'Audition 1:10–1:40 of Summer single.mp3');
    await user.click(within(row).getByRole('button', { name: 'Dub the whole file' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('An audition is cut on this computer with ffmpeg. ffmpeg is not installed');
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByText(/Dubbing the whole of/)).toBeNull();
  });

  it('offers to dub the whole file from a failed audition too, and "Dub again" keeps the stretch', async () => {
    const failed = audition('dub:a2', 2, { state: 'failed', outputPath: null, creditsUsed: null });
    const { backend, user, list } = await openJobs([failed]);
    const row = article(list, 'Audition 1:10–1:40 of Summer single.mp3');
    expect(within(row).getByRole('button', { name: 'Dub the whole file' })).toBeEnabled();
    await user.click(within(row).getByRole('button', { name: 'Dub again with another voice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dub “Summer single.mp3” again' });
    expect(dialog).toHaveTextContent('The same stretch (1:10–1:40), pitch and separation, with another voice, at the minimum charge.');
    await user.keyboard('{Escape}');
    expect(backend.callsOf('dubAgain')).toEqual([]);
  });

  it('keeps the auditions of one input together, under its name, where the newest is', async () => {
    const rows = [
      audition('dub:a3', 3),
      makeJobRow({ id: 'dub:other', title: 'other.mp3', ...done, outputPath: '/out/other.mp3', inputKey: 'input:/music/other.mp3' }),
      audition('dub:a1', 1),
      makeJobRow({ id: 'dub:whole', title: 'Summer single.mp3', ...done, outputPath: '/out/Summer single.mp3', inputKey: SONG }),
      audition('dub:b1', 4, { title: 'B side.mp3', inputKey: 'input:/music/B side.mp3' }),
    ];
    const { backend, list } = await openJobs(rows);
    const together = within(list).getByRole('region', { name: 'Auditions of Summer single.mp3' });
    expect(within(together).getByRole('heading', { level: 2 })).toHaveTextContent('Auditions of Summer single.mp3 2');
    expect(within(together).getAllByRole('article').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Voice 3'),
      expect.stringContaining('Voice 1'),
    ]);
    // In list order: the pair first (its newest is the newest row), then the rows as they came.
    const names = within(list).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual([
      'Audition 1:10–1:40 of Summer single.mp3',
      'Audition 1:10–1:40 of Summer single.mp3',
      'other.mp3',
      'Summer single.mp3',
      'Audition 1:10–1:40 of B side.mp3',
    ]);
    // A whole dub and a lone audition stay rows of their own.
    expect(within(together).queryByRole('article', { name: 'Summer single.mp3' })).toBeNull();
    expect(within(list).queryByRole('region', { name: /B side/ })).toBeNull();

    // A new audition of the song joins them, and they move up with it.
    backend.addJob(audition('dub:a5', 5));
    await waitFor(() => expect(within(together).getAllByRole('article')).toHaveLength(3));
    expect(within(list).getAllByRole('article')[0]).toHaveTextContent('Voice 5');
  });

  it('groups by input with the shell: the auditions and whole dubs of a file under its name', async () => {
    const rows = [
      audition('dub:a3', 3),
      makeJobRow({ id: 'dub:other', title: 'other.mp3', ...done, outputPath: '/out/other.mp3', inputKey: 'input:/music/other.mp3' }),
      makeJobRow({ id: 'dub:whole', title: 'Summer single.mp3', ...done, outputPath: '/out/Summer single.mp3', inputKey: SONG }),
    ];
    const { backend, user } = await openJobs(rows);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group jobs' }), 'input');
    const group = await screen.findByRole('region', { name: 'Summer single.mp3' });
    expect(within(group).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Audition 1:10–1:40 of Summer single.mp3',
      'Summer single.mp3',
    ]);
    expect(backend.callsOf('jobs').at(-1)?.[0]).toMatchObject({ group: { by: 'input', key: expect.any(String) } });
  });

  it('orders the flat list as given, gathering only auditions of one input', () => {
    const a = audition('dub:a', 1);
    const b = makeJobRow({ id: 'dub:b', inputKey: SONG });
    const c = audition('dub:c', 2);
    const d = audition('dub:d', 3, { inputKey: null });
    const e = audition('dub:e', 4, { inputKey: null });
    const entries = listEntries([a, b, c, d, e]);
    expect(entries.map((x) => (x.kind === 'row' ? x.row.id : x.rows.map((r) => r.id).join('+')))).toEqual([
      'dub:a+dub:c',
      'dub:b',
      'dub:d',
      'dub:e',
    ]);
    expect(listEntries([a])).toEqual([{ kind: 'row', row: a }]);
  });
});

/** A dub of a video (96 MB of it, 780 KB of sound sent), done with its video copy. */
function videoDub(extra: Partial<JobRow> = {}): JobRow {
  return makeJobRow({
    id: 'dub:v',
    title: 'Road trip clip.mov',
    format: 'mov/aac',
    durationMs: 48_000,
    videoInput: true,
    inputBytes: 412_000_000,
    uploadBytes: 3_100_000,
    outputPath: '/out/Road trip clip (Leo).wav',
    videoPath: '/out/Road trip clip (Leo).mov',
    ...done,
    ...extra,
  });
}

describe('Jobs: videos', () => {
  it('says how much less was sent, and opens or shows the video copy beside the audio', async () => {
    const { backend, user, list } = await openJobs([videoDub()]);
    const row = article(list, 'Road trip clip.mov');
    expect(row).toHaveTextContent('Sent 3.1 MB of sound instead of the 412 MB video');
    expect(within(row).getByText('/out/Road trip clip (Leo).mov')).toBeInTheDocument();
    expect(within(row).getByText('/out/Road trip clip (Leo).wav')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Open video' }));
    await user.click(within(row).getByRole('button', { name: 'Show video in folder' }));
    await user.click(within(row).getByRole('button', { name: 'Open audio' }));
    await user.click(within(row).getByRole('button', { name: 'Show audio in folder' }));
    expect(backend.callsOf('openResult')).toEqual([
      ['dub:v', 'video'],
      ['dub:v', 'audio'],
    ]);
    expect(backend.callsOf('showResult')).toEqual([
      ['dub:v', 'video'],
      ['dub:v', 'audio'],
    ]);
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('shows "Making the video…" while the dub is put into the video, then offers it', async () => {
    const making = videoDub({ state: 'downloading', bytesDone: 1_500_000, bytesTotal: 1_500_000 });
    const { backend, list } = await openJobs([making]);
    const row = article(list, 'Road trip clip.mov');
    expect(row.querySelector('[data-job-state]')).toHaveTextContent('Making the video');
    expect(row).toHaveTextContent('Making the video… The dubbed audio is saved');
    expect(row.querySelector('.making-line .spinner')).not.toBeNull();
    // Not a transfer any more: no percent, no bar.
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(row).not.toHaveTextContent('100%');
    expect(within(row).queryByRole('button', { name: 'Open video' })).toBeNull();

    backend.updateJob('dub:v', { state: 'done' });
    const ready = await within(list).findByRole('button', { name: 'Open video' });
    expect(row.querySelector('[data-job-state]')).toHaveTextContent('Done');
    expect(ready).toBeEnabled();
    expect(row.querySelector('.spinner')).toBeNull();
  });

  it('says why the video copy is missing, without failing the dub', async () => {
    const { list } = await openJobs([videoDub({ videoPath: null, videoError: { step: 'place', io: 'storage_full', tool: null, detail: 'No space left on device (os error 28)' } })]);
    const row = article(list, 'Road trip clip.mov');
    expect(row.querySelector('[data-job-state]')).toHaveTextContent('Done');
    expect(row).toHaveAttribute('data-status', 'done');
    expect(row).toHaveTextContent(
      'The dub is done, but its video copy could not be made: it could not be moved into the output folder (the disk is full). Open the audio as it is, or dub it again to get the video.',
    );
    expect(within(row).queryByRole('button', { name: 'Open video' })).toBeNull();
    // The audio is all there is: its buttons need not say "audio".
    expect(within(row).getByRole('button', { name: 'Open' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Play Road trip clip.mov' })).toBeInTheDocument();
  });

  it("shows the dev library's media rows (?jobs) each with its own words and actions", async () => {
    const { list } = await openJobs(sampleJobs());
    expect(within(list).getAllByRole('article')).toHaveLength(sampleJobs().length);
    const together = within(list).getByRole('region', { name: 'Auditions of Summer single.mp3' });
    expect(within(together).getAllByRole('article')).toHaveLength(2);
    // The done one offers the whole file; the one still generating says where it is.
    expect(within(together).getAllByRole('button', { name: 'Dub the whole file' })).toHaveLength(1);
    expect(within(together).getByText('Generating')).toBeInTheDocument();
    expect(article(list, 'Holiday clip.mp4').querySelector('[data-job-state]')).toHaveTextContent('Making the video');
    expect(within(article(list, 'Road trip clip.mov')).getByRole('button', { name: 'Open video' })).toBeInTheDocument();
    expect(article(list, 'Launch teaser clip.mkv')).toHaveTextContent('its video copy could not be made: it could not be moved into the output folder (the disk is full)');
  });
});
