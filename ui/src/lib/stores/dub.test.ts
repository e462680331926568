import { describe, expect, it, vi } from 'vitest';
import { FakeBackend } from '../backend/fake';
import { DubStore } from './dub.svelte';

describe('files opened with Dubdeck', () => {
  it('open the dub sheet with the files given at start, then with those of a second start, until stopped', async () => {
    const backend = new FakeBackend({ signedIn: true });
    backend.opened = ['/music/first song.mp3'];
    const dub = new DubStore(backend);
    const stop = await dub.followOpenedFiles();
    expect(dub.sheet?.inputs.map((i) => i.name)).toEqual(['first song.mp3']);
    // Taken once: a later take finds nothing new.
    expect(await backend.takeOpenedFiles()).toEqual([]);

    backend.openFiles(['/music/second.wav', '/notes/lyrics.txt']);
    await vi.waitFor(() => expect(dub.sheet?.inputs).toHaveLength(3));
    const names = dub.sheet?.inputs.map((i) => `${i.name}:${i.kind}`);
    expect(names).toEqual(['first song.mp3:ready', 'second.wav:ready', 'lyrics.txt:refused']);

    stop();
    dub.close();
    backend.openFiles(['/music/third.flac']);
    await Promise.resolve();
    expect(dub.sheet).toBeNull();
  });
});

describe('notices', () => {
  it('lets news go by itself, and keeps warnings and errors until dismissed', () => {
    vi.useFakeTimers();
    try {
      const dub = new DubStore(new FakeBackend());
      dub.notify('info', 'Dubbing 1 file with Nova.');
      dub.notify('warn', 'ffmpeg is not installed.');
      dub.notify('error', 'The key was refused.');
      vi.advanceTimersByTime(60_000);
      expect(dub.notices.map((n) => n.tone)).toEqual(['warn', 'error']);
      dub.dismiss(dub.notices[0].id);
      expect(dub.notices.map((n) => n.text)).toEqual(['The key was refused.']);
    } finally {
      vi.useRealTimers();
    }
  });
});
