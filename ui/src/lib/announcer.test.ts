import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import Announcer from './components/Announcer.svelte';
import { FakeBackend, makeJobRow } from './backend/fake';
import { backendContext } from './backend/context';
import { announcer, JobAnnouncements } from './announcer.svelte';
import type { JobRow } from './bindings';
import { PSEUDO, setLocale } from './i18n/index.svelte';
import { hardCodedText } from './i18n/check';

afterEach(() => announcer.clear());

/** The rows of one dub as the shell sends them through its stages, with progress in between. */
function dubStages(id = 'dub:1'): JobRow[] {
  return [
    makeJobRow({ id, state: 'uploading', bytesTotal: 1000, bytesDone: 0 }),
    makeJobRow({ id, state: 'uploading', bytesTotal: 1000, bytesDone: 400 }),
    makeJobRow({ id, state: 'uploading', bytesTotal: 1000, bytesDone: 900 }),
    makeJobRow({ id, state: 'preprocessing' }),
    makeJobRow({ id, state: 'preprocessing' }),
    makeJobRow({ id, state: 'awaiting_approval', requiredCredits: 40 }),
    makeJobRow({ id, state: 'generating' }),
    makeJobRow({ id, state: 'downloading', bytesTotal: 500, bytesDone: 100 }),
    makeJobRow({ id, state: 'downloading', bytesTotal: 500, bytesDone: 300 }),
    makeJobRow({ id, state: 'done' }),
  ];
}

describe('job announcements', () => {
  it('says each stage of a job once, and nothing for progress', () => {
    const said: string[] = [];
    const jobs = new JobAnnouncements((w) => said.push(w()));
    for (const row of dubStages()) jobs.changed(row);
    expect(said).toEqual([
      'Dub of song.mp3 with Aria Stone 1: Uploading',
      'Dub of song.mp3 with Aria Stone 1: Preprocessing',
      'Dub of song.mp3 with Aria Stone 1 needs your approval: 40 credits',
      'Dub of song.mp3 with Aria Stone 1: Generating',
      'Dub of song.mp3 with Aria Stone 1: Downloading',
      'Dub of song.mp3 with Aria Stone 1 is done',
    ]);
  });

  it('says why a job failed, a training by its voice, and nothing of a discarded job', () => {
    const said: string[] = [];
    const jobs = new JobAnnouncements((w) => said.push(w()));
    jobs.changed(makeJobRow({ id: 'dub:2', voiceName: null, state: 'failed', failure: { code: 'network' } }));
    jobs.changed(makeJobRow({ id: 'training:1', kind: 'training', title: 'My voice', state: 'training' }));
    jobs.changed(makeJobRow({ id: 'training:1', kind: 'training', title: 'My voice', state: 'done' }));
    jobs.changed(makeJobRow({ id: 'dub:3', state: 'canceled' }));
    expect(said[0]).toMatch(/^Dub of song\.mp3 failed: \S/);
    expect(said.slice(1)).toEqual(['Training of My voice: Training', 'Training of My voice is done']);
  });

  it('starts afresh for a job that left the library', () => {
    const said: string[] = [];
    const jobs = new JobAnnouncements((w) => said.push(w()));
    jobs.changed(makeJobRow({ id: 'dub:4', state: 'done' }));
    jobs.changed(makeJobRow({ id: 'dub:4', state: 'done' }));
    jobs.removed('dub:4');
    jobs.changed(makeJobRow({ id: 'dub:4', state: 'done' }));
    expect(said).toHaveLength(2);
  });
});

describe('Announcer', () => {
  it("is one polite region that says the jobs' stages from the shell's events, once each", async () => {
    const backend = new FakeBackend({ signedIn: true });
    render(Announcer, { context: backendContext(backend) });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('data-announcer');
    expect(region).toHaveClass('visually-hidden');
    await waitFor(() => expect(backend.listenerCount('jobChanged')).toBeGreaterThan(0));
    for (const job of dubStages()) backend.emit('jobChanged', { job });
    await waitFor(() => expect(region.querySelectorAll('p')).toHaveLength(4));
    // The last four said are kept; each change was said once.
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Dub of song.mp3 with Aria Stone 1 needs your approval: 40 credits',
      'Dub of song.mp3 with Aria Stone 1: Generating',
      'Dub of song.mp3 with Aria Stone 1: Downloading',
      'Dub of song.mp3 with Aria Stone 1 is done',
    ]);
    backend.emit('jobProgress', { id: 'dub:1', bytesDone: 10, bytesTotal: 20 });
    expect(region.querySelectorAll('p')).toHaveLength(4);
  });

  it('speaks in messages', async () => {
    await setLocale(PSEUDO);
    const backend = new FakeBackend({ signedIn: true });
    const { container } = render(Announcer, { context: backendContext(backend) });
    const jobs = new JobAnnouncements();
    jobs.changed(makeJobRow({ id: 'dub:5', state: 'awaiting_approval', requiredCredits: 40 }));
    await waitFor(() => expect(container.querySelector('p')).not.toBeNull());
    expect(hardCodedText(container)).toEqual([]);
  });
});
