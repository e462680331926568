// The A/B player's store without its component: two media elements (the stubs of test/media.ts,
// driven by their events as WebKit sends them) kept together by it, against the fake backend's
// media of done dubs.
import { describe, expect, it, vi } from 'vitest';
import { FakeBackend } from '../backend/fake';
import type { JobRow } from '../bindings';
import { auditionRows, calls, fakeMedia, fire, of, played, playerRows, videoRows } from '../../test/media';
import { PAGE, PlayerStore, STEP, playerVolume, stretchBars } from './player.svelte';

fakeMedia();

const [SONG, , LINK] = playerRows();
const [VIDEO] = videoRows();
const [AUDITION] = auditionRows();

/** A player of `row` on fresh elements, as its component binds them; not opened yet. */
function make(row: JobRow = SONG, video = false) {
  const backend = new FakeBackend({ signedIn: true, jobs: [...playerRows(), ...videoRows(), ...auditionRows()] });
  const close = vi.fn();
  const player = new PlayerStore(backend, { id: row.id, video, close });
  const original = document.createElement('audio');
  const dub = document.createElement(video ? 'video' : 'audio');
  for (const el of [original, dub]) {
    for (const [name, handler] of Object.entries(player.mediaEvents)) el.addEventListener(name.slice(2), handler);
  }
  player.originalEl = original;
  player.dubEl = dub;
  player.track = document.createElement('div');
  return { backend, player, original, dub, close };
}

/** A player opened on its media, both sides loaded (185 s each unless said), playing the dub. */
async function playing(row: JobRow = SONG, durations = { original: 185, dub: 185 }) {
  const made = make(row);
  await made.player.open();
  made.player.start();
  fire(made.original, 'loadedmetadata', { duration: durations.original });
  fire(made.dub, 'loadedmetadata', { duration: durations.dub });
  fire(made.dub, 'play');
  fire(made.original, 'play');
  return made;
}

/** A key press as the player's group hears it from `target`. */
function press(player: PlayerStore, key: string, target: HTMLElement = document.body, init: KeyboardEventInit = {}): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.addEventListener('keydown', (ev) => player.key(ev as KeyboardEvent), { once: true });
  target.dispatchEvent(e);
  return e;
}

describe('the A/B player store', () => {
  it('starts both elements inside the click before the media has come, only the dub audible, then plays the sources', async () => {
    const { player, original, dub } = make();
    player.start();
    // Before the sources: the play() that frees both elements for the later one.
    expect(played(dub)).toHaveLength(1);
    expect(played(original)).toHaveLength(1);
    expect(player.playerState).toBe('loading');
    await player.open();
    expect(dub.getAttribute('src')).toMatch(/\/media\/dub-dub:done\//);
    expect(original.getAttribute('src')).toMatch(/original-dub:done\/done\.mp3$/);
    expect(played(dub).length).toBeGreaterThan(1);
    expect(played(original).length).toBeGreaterThan(1);
    expect(played(dub).every((c) => !c.muted)).toBe(true);
    expect(played(original).every((c) => c.muted)).toBe(true);
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    expect(player.playerState).toBe('playing');
    expect(player.showPause).toBe(true);
    expect(player.total).toBe(185);
  });

  it("follows the audible element's clock and keeps the silent one within a twentieth of a second", async () => {
    const { player, original, dub } = await playing();
    fire(dub, 'timeupdate', { currentTime: 83.4 });
    expect(player.position).toBe(83.4);
    expect(original.currentTime).toBe(83.4);
    expect(player.fraction).toBeCloseTo(83.4 / 185);
    // Close enough: left alone.
    original.currentTime = 83.43;
    fire(dub, 'timeupdate', { currentTime: 83.45 });
    expect(original.currentTime).toBe(83.43);
    // The silent side's own clock moves nothing.
    fire(original, 'timeupdate', { currentTime: 10 });
    expect(player.position).toBe(83.45);
    // Nor does the audible one's while the pointer drags the playhead.
    player.dragging = true;
    fire(dub, 'timeupdate', { currentTime: 90 });
    expect(player.position).toBe(83.45);
  });

  it('switches the audible side at the same playhead, and plays it where it was paused', async () => {
    const { player, original, dub } = await playing();
    fire(dub, 'timeupdate', { currentTime: 50 });
    original.currentTime = 49.9;
    of(original).paused = true;
    calls.length = 0;
    player.listen('original');
    expect(player.listening).toBe('original');
    expect(original.currentTime).toBe(50);
    expect(original.muted).toBe(false);
    expect(dub.muted).toBe(true);
    expect(played(original)).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'pause')).toHaveLength(0);
    // Already listened to: nothing happens.
    calls.length = 0;
    player.listen('original');
    expect(calls).toHaveLength(0);
    // Back to the dub, which is within a fiftieth of a second of it: not moved (a seek would stutter).
    dub.currentTime = 50.01;
    player.listen('dub');
    expect(dub.currentTime).toBe(50.01);
    expect(dub.muted).toBe(false);
  });

  it('plays the dub alone for a link, which has nothing to switch to', async () => {
    const { player, original } = make(LINK);
    await player.open();
    expect(player.compare).toBe(false);
    expect(player.sides).toEqual(['dub']);
    expect(player.aside?.tone).toBe('note');
    expect(original.hasAttribute('src')).toBe(false);
    player.listen('original');
    expect(player.listening).toBe('dub');
  });

  it('seeks both sides within the length, each on its own clock', async () => {
    const { player, original, dub } = make(AUDITION);
    await player.open();
    // An audition's original starts at its stretch, and is put there again once it can seek.
    expect(original.currentTime).toBe(70);
    fire(original, 'loadedmetadata', { duration: 185, currentTime: 0 });
    expect(original.currentTime).toBe(70);
    fire(dub, 'loadedmetadata', { duration: 30 });
    expect(player.total).toBe(30);
    player.seek(10);
    expect([player.position, dub.currentTime, original.currentTime]).toEqual([10, 10, 80]);
    player.seek(99);
    expect([player.position, dub.currentTime, original.currentTime]).toEqual([30, 30, 100]);
    player.seek(-5);
    expect([player.position, dub.currentTime, original.currentTime]).toEqual([0, 0, 70]);
  });

  it("stops an audition's original at the end of its stretch, and Play starts the stretch again", async () => {
    const { player, original, dub } = await playing(AUDITION, { original: 185, dub: 30 });
    player.listen('original');
    fire(original, 'timeupdate', { currentTime: 85 });
    expect(player.position).toBe(15);
    expect(dub.currentTime).toBe(15);
    calls.length = 0;
    fire(original, 'timeupdate', { currentTime: 100.2 });
    expect(player.ended).toBe(true);
    expect(player.position).toBe(30);
    expect(player.wanted).toBe(false);
    expect(calls.filter((c) => c.name === 'pause').map((c) => c.el)).toEqual(expect.arrayContaining([original, dub]));
    fire(original, 'pause');
    expect(player.playerState).toBe('paused');
    player.toggle();
    expect([player.position, dub.currentTime, original.currentTime]).toEqual([0, 0, 70]);
    expect(player.wanted).toBe(true);
  });

  it("pauses the silent side with the audible one, and leaves a stale pause alone", async () => {
    const { player, original, dub } = await playing();
    // A pause event from before the latest play(): the element plays on.
    dub.dispatchEvent(new Event('pause'));
    expect(player.playing).toBe(true);
    calls.length = 0;
    fire(dub, 'pause');
    expect(player.playing).toBe(false);
    expect(player.wanted).toBe(false);
    expect(player.playerState).toBe('paused');
    expect(calls.filter((c) => c.name === 'pause').map((c) => c.el)).toEqual([original]);
  });

  it('shows loading while the audible side waits for data, and playing again once it can play or has seeked', async () => {
    const { player, dub, original } = await playing();
    expect(player.playerState).toBe('playing');
    fire(dub, 'waiting');
    expect(player.playerState).toBe('loading');
    // The silent side waiting says nothing.
    fire(original, 'canplay');
    expect(player.playerState).toBe('loading');
    fire(dub, 'canplay');
    expect(player.playerState).toBe('playing');
    // A seek that waited ends with the audible side's seeked.
    fire(dub, 'waiting');
    fire(dub, 'seeked', { currentTime: 12 });
    expect(player.playerState).toBe('playing');
    expect(player.position).toBe(12);
  });

  it('plays the ended dub from its start again', async () => {
    const { player, dub } = await playing();
    fire(dub, 'ended');
    expect(player.ended).toBe(true);
    expect(player.position).toBe(185);
    expect(player.showPause).toBe(false);
    dub.currentTime = 185;
    player.toggle();
    expect(player.position).toBe(0);
    expect(dub.currentTime).toBe(0);
    expect(player.ended).toBe(false);
  });

  it('switches with A, plays and pauses with Space where no control takes it, closes with Escape, and leaves typing alone', async () => {
    const { player, close } = await playing();
    const text = document.body.appendChild(document.createElement('input'));
    const button = document.body.appendChild(document.createElement('button'));
    try {
      expect(press(player, 'a').defaultPrevented).toBe(true);
      expect(player.listening).toBe('original');
      press(player, 'A');
      expect(player.listening).toBe('dub');
      // Typed into a text field, or with a modifier: not the player's.
      press(player, 'a', text);
      press(player, 'a', document.body, { ctrlKey: true });
      expect(player.listening).toBe('dub');
      // Space on a button is the button's own.
      press(player, ' ', button);
      expect(player.wanted).toBe(true);
      press(player, ' ');
      expect(player.wanted).toBe(false);
      expect(close).not.toHaveBeenCalled();
      press(player, 'Escape');
      expect(close).toHaveBeenCalledOnce();
    } finally {
      text.remove();
      button.remove();
    }
  });

  it('moves the playhead from the slider by steps and pages, and to either end', async () => {
    const { player, dub } = await playing();
    const slide = (key: string) => {
      const e = new KeyboardEvent('keydown', { key, cancelable: true });
      player.sliderKey(e);
      return e;
    };
    slide('ArrowRight');
    expect(player.position).toBe(STEP);
    slide('PageUp');
    expect(player.position).toBe(STEP + PAGE);
    slide('ArrowDown');
    expect(player.position).toBe(PAGE);
    slide('End');
    expect(player.position).toBe(185);
    expect(dub.currentTime).toBe(185);
    slide('ArrowUp');
    expect(player.position).toBe(185);
    slide('Home');
    expect(player.position).toBe(0);
    slide('ArrowLeft');
    expect(player.position).toBe(0);
    expect(slide('x').defaultPrevented).toBe(false);
  });

  it('does not seek before it knows a length', () => {
    const { player } = make();
    const e = new KeyboardEvent('keydown', { key: 'End', cancelable: true });
    player.sliderKey(e);
    expect(player.canSeek).toBe(false);
    expect(e.defaultPrevented).toBe(false);
    expect(player.secondsAt(500)).toBeNull();
  });

  it('maps the pointer over the waveforms to a time, drags the playhead, and shows where it hovers', async () => {
    const { player, dub } = await playing();
    vi.spyOn(player.track!, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 1000, height: 60 }));
    expect(player.secondsAt(600)).toBe(92.5);
    expect(player.secondsAt(0)).toBe(0);
    expect(player.secondsAt(5000)).toBe(185);
    const surface = document.createElement('div');
    const pointer = (clientX: number, button = 0) => ({ button, clientX, pointerId: 1, currentTarget: surface }) as unknown as PointerEvent;
    player.pointerDown(pointer(600, 2));
    expect(player.dragging).toBe(false);
    player.pointerDown(pointer(600));
    expect(player.dragging).toBe(true);
    expect(dub.currentTime).toBe(92.5);
    player.pointerMove(pointer(350));
    expect(player.position).toBe(46.25);
    expect(player.hover).toBeNull();
    player.pointerUp(pointer(350));
    expect(player.dragging).toBe(false);
    player.pointerMove(pointer(1100));
    expect(player.hover).toBe(185);
    expect(player.position).toBe(46.25);
  });

  it('leaves the dub playing alone when the original breaks, and stops when the dub does', async () => {
    const { player, original, dub } = await playing();
    player.listen('original');
    calls.length = 0;
    fire(original, 'error', { error: { code: 3 } });
    expect(player.aside?.tone).toBe('warn');
    expect(player.compare).toBe(false);
    expect(player.listening).toBe('dub');
    expect(dub.muted).toBe(false);
    expect(original.hasAttribute('src')).toBe(false);
    fire(dub, 'error', { error: { code: 4 } });
    expect(player.playerState).toBe('error');
    expect(player.fatal).not.toBeNull();
    calls.length = 0;
    player.toggle();
    expect(calls).toHaveLength(0);
  });

  it('ignores an error of an aborted load', async () => {
    const { player, dub } = await playing();
    fire(dub, 'error', { error: { code: 1 } });
    expect(player.fatal).toBeNull();
    expect(player.playerState).toBe('playing');
  });

  it("plays the dub's audio where its video copy can't be shown, from where it was", async () => {
    const { player, dub } = make(VIDEO, true);
    await player.open();
    expect(player.picture).toBe(true);
    expect(dub.getAttribute('src')).toMatch(/video-dub:v\/clip \(Leo\)\.mov$/);
    fire(dub, 'loadedmetadata', { duration: 48 });
    player.start();
    fire(dub, 'play');
    fire(dub, 'timeupdate', { currentTime: 20 });
    calls.length = 0;
    fire(dub, 'error', { error: { code: 4 } });
    expect(player.picture).toBe(false);
    expect(player.pictureNote).not.toBeNull();
    expect(player.fatal).toBeNull();
    expect(dub.getAttribute('src')).toMatch(/dub-dub:v\/clip \(Leo\)\.wav$/);
    expect(played(dub)).toHaveLength(1);
    fire(dub, 'loadedmetadata', { duration: 48, currentTime: 0 });
    expect(dub.currentTime).toBe(20);
  });

  it('puts the volume on both sides and remembers it for the next player', () => {
    const { player, original, dub } = make();
    player.setVolume(0.35);
    player.applyVolume();
    expect([original.volume, dub.volume]).toEqual([0.35, 0.35]);
    expect(playerVolume()).toBe(0.35);
    expect(make().player.volume).toBe(0.35);
    player.setVolume(1);
  });

  it('asks for waveforms that fit its width, and again only when the width changes a lot', async () => {
    const { backend, player } = make();
    await player.open();
    await vi.waitFor(() => expect(player.peaks.dub.status).toBe('ready'));
    // setup.ts lays every element out 1000 px wide: a bar every 3 px.
    expect(backend.callsOf('mediaPeaks').map((c) => c[2])).toEqual([333, 333]);
    expect(player.peaks.original.status).toBe('ready');
    player.refit();
    expect(backend.callsOf('mediaPeaks')).toHaveLength(2);
    vi.spyOn(player.track!, 'clientWidth', 'get').mockReturnValue(3000);
    player.refit();
    await vi.waitFor(() => expect(backend.callsOf('mediaPeaks')).toHaveLength(4));
  });

  it('lets go of both elements when released, and hears no more of them', async () => {
    const { player, original, dub } = await playing();
    fire(dub, 'pause');
    player.release();
    expect(original.hasAttribute('src')).toBe(false);
    expect(dub.hasAttribute('src')).toBe(false);
    expect(calls.filter((c) => c.name === 'load').map((c) => c.el)).toEqual([original, dub]);
    fire(dub, 'play');
    expect(player.playing).toBe(false);
  });

  it('cuts a stretch of bars, keeping the loudest of each group', () => {
    const bars = Array.from({ length: 100 }, (_, i) => i);
    // 10 s of a 100 s file from 20 s: bars 20-29.
    expect(stretchBars(bars, 100_000, 20_000, 10_000, 50)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
    // Brought down to 5: the loudest of each pair.
    expect(stretchBars(bars, 100_000, 20_000, 10_000, 5)).toEqual([21, 23, 25, 27, 29]);
    // Never past the end, never empty for a stretch inside the file.
    expect(stretchBars(bars, 100_000, 95_000, 30_000, 50)).toEqual([95, 96, 97, 98, 99]);
    expect(stretchBars([], 100_000, 0, 10_000, 5)).toEqual([]);
  });
});
