// The A/B player of done dubs, in the Jobs list, drawn and clicked: its elements are the stubs of
// test/media.ts, driven by their events as WebKit sends them (its store's own tests are
// stores/player.test.ts).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend } from '../backend/fake';
import { IpcError, ipcErrorData } from '../backend/backend';
import type { JobMedia, JobRow } from '../bindings';
import { auditionRows, calls, fakeMedia, fire, played, playerRows, videoRows } from '../../test/media';

fakeMedia();

async function setup(prepare?: (backend: FakeBackend) => void, jobs: JobRow[] = playerRows()) {
  const backend = new FakeBackend({ signedIn: true, jobs });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: /^Jobs/ }));
  const list = await screen.findByRole('list', { name: 'Jobs' });
  return { backend, user, list };
}

async function open(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: `Play ${title}` }));
  const player = await screen.findByRole('group', { name: `Player for ${title}` });
  const original = player.querySelector<HTMLAudioElement>('audio[data-side="original"]')!;
  const dub = player.querySelector<HTMLAudioElement>('audio[data-side="dub"]')!;
  return { player, original, dub };
}

const slider = (player: HTMLElement) => within(player).getByRole('slider', { name: 'Position' });

describe('A/B player', () => {
  it('opens from Play and starts both sides at once, only the dub audible', async () => {
    const { backend, user, list } = await setup();
    // Trainings have no player; done dubs keep Open.
    expect(within(within(list).getByRole('article', { name: 'My voice' })).queryByRole('button', { name: /^Play/ })).toBeNull();
    const { player, original, dub } = await open(user, 'done.mp3');
    expect(within(within(list).getByRole('article', { name: 'done.mp3' })).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(dub.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:1\/media\/dub-dub:done\//);
    expect(original.getAttribute('src')).toMatch(/original-dub:done\/done\.mp3$/);
    expect(dub.getAttribute('preload')).toBe('auto');
    expect(original.getAttribute('preload')).toBe('auto');
    // Started inside the click: both play, the dub unmuted, the original muted.
    expect(played(dub).length).toBeGreaterThan(0);
    expect(played(original).length).toBeGreaterThan(0);
    expect(played(dub).every((c) => !c.muted)).toBe(true);
    expect(played(original).every((c) => c.muted)).toBe(true);
    expect(dub.muted).toBe(false);
    expect(original.muted).toBe(true);
    expect(within(player).getByRole('button', { name: 'Pause' })).toHaveFocus();
    expect(player).toHaveAttribute('data-player-state', 'loading');
    expect(player).toHaveAttribute('data-listening', 'dub');

    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(original, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'playing'));
    fire(dub, 'timeupdate', { currentTime: 83.4 });
    await waitFor(() => expect(player).toHaveTextContent('1:23 / 3:05'));
    expect(slider(player)).toHaveAttribute('aria-valuenow', '83.4');
    expect(slider(player)).toHaveAttribute('aria-valuetext', '1:23 of 3:05');
    expect(slider(player)).toHaveAttribute('aria-valuemax', '185');

    // The waveforms: as many bars drawn as the shell returned, for the bar count asked.
    await waitFor(() => expect(player.querySelectorAll('svg[data-bars]')).toHaveLength(2));
    const asked = backend.callsOf('mediaPeaks');
    expect(asked.map((c) => c[1]).sort()).toEqual(['dub', 'original']);
    const bars = asked[0][2] as number;
    expect(bars).toBeGreaterThan(40);
    for (const side of ['original', 'dub']) {
      const svg = player.querySelector(`[data-side="${side}"] svg`)!;
      expect(svg.getAttribute('data-bars')).toBe(String(bars));
      expect(svg.querySelectorAll('rect.bar')).toHaveLength(bars);
    }
    expect(player.querySelector('.lane.selected')).toHaveAttribute('data-side', 'dub');
  });

  it('starts inside the click even before the media has come, then plays the sources', async () => {
    const { backend } = await setup();
    // A click with no hover or focus first: nothing was asked early.
    screen.getByRole('button', { name: 'Play done.mp3' }).click();
    const player = screen.getByRole('group', { name: 'Player for done.mp3' });
    const original = player.querySelector<HTMLAudioElement>('audio[data-side="original"]')!;
    const dub = player.querySelector<HTMLAudioElement>('audio[data-side="dub"]')!;
    // In the click: both elements played (that frees them for the later play), the dub unmuted.
    expect(played(dub)).toEqual([expect.objectContaining({ muted: false })]);
    expect(played(original)).toEqual([expect.objectContaining({ muted: true })]);
    expect(backend.callsOf('jobMedia')).toEqual([['dub:done']]);
    await waitFor(() => expect(dub.getAttribute('src')).toMatch(/dub-dub:done/));
    expect(played(dub)).toHaveLength(2);
    expect(played(original)).toHaveLength(2);
    expect(played(dub)[1].muted).toBe(false);
    expect(played(original)[1].muted).toBe(true);
  });

  it('switches between the original and the dub at the same playhead, by radio and by the A key', async () => {
    const { user } = await setup();
    const { player, original, dub } = await open(user, 'done.mp3');
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(original, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    fire(original, 'play');
    fire(dub, 'timeupdate', { currentTime: 42 });
    expect(player.querySelector('.keys')).toHaveTextContent('A switches original / dub');
    const group = within(player).getByRole('radiogroup', { name: 'Listen to' });
    expect(within(group).getByRole('radio', { name: 'Dub' })).toBeChecked();

    original.currentTime = 41.5;
    await user.click(within(group).getByRole('radio', { name: 'Original' }));
    expect(player).toHaveAttribute('data-listening', 'original');
    expect(original.currentTime).toBe(42);
    expect(original.muted).toBe(false);
    expect(dub.muted).toBe(true);
    expect(within(group).getByRole('radio', { name: 'Original' })).toBeChecked();
    // Still playing: nothing paused by the switch.
    expect(calls.filter((c) => c.name === 'pause')).toHaveLength(0);

    // The original now leads: the dub follows it when they drift apart.
    fire(original, 'timeupdate', { currentTime: 50 });
    dub.currentTime = 49.9;
    fire(original, 'timeupdate', { currentTime: 50 });
    expect(dub.currentTime).toBe(50);
    dub.currentTime = 50.03;
    fire(original, 'timeupdate');
    expect(dub.currentTime).toBe(50.03);

    // A, with focus anywhere in the player, switches back.
    within(player).getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('a');
    expect(player).toHaveAttribute('data-listening', 'dub');
    expect(dub.muted).toBe(false);
    expect(original.muted).toBe(true);
    expect(dub.currentTime).toBe(50);
    await user.keyboard('A');
    expect(player).toHaveAttribute('data-listening', 'original');
    // Not with a modifier, and not outside the player.
    await user.keyboard('{Control>}a{/Control}');
    expect(player).toHaveAttribute('data-listening', 'original');
    screen.getByRole('searchbox', { name: 'Search jobs' }).focus();
    await user.keyboard('a');
    expect(player).toHaveAttribute('data-listening', 'original');
  });

  it('plays and pauses both together, from the button and with Space', async () => {
    const { user } = await setup();
    const { player, original, dub } = await open(user, 'done.mp3');
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(calls.filter((c) => c.name === 'pause').map((c) => c.el)).toEqual(expect.arrayContaining([original, dub]));
    fire(dub, 'pause');
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'paused'));
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();

    calls.length = 0;
    slider(player).focus();
    await user.keyboard(' ');
    expect(played(dub)).toHaveLength(1);
    expect(played(original)).toHaveLength(1);
    expect(played(dub)[0].muted).toBe(false);
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    fire(dub, 'play');
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'playing'));
    // The end pauses both; Play starts again from the top.
    fire(dub, 'ended', { currentTime: 185 });
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'paused'));
    expect(player).toHaveTextContent('3:05 / 3:05');
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    expect(dub.currentTime).toBe(0);
    expect(original.currentTime).toBe(0);
  });

  it('seeks both sides from the keyboard and the pointer', async () => {
    const { user } = await setup();
    const { player, original, dub } = await open(user, 'done.mp3');
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(dub, 'timeupdate', { currentTime: 60 });
    const position = slider(player);
    position.focus();
    await user.keyboard('{ArrowRight}');
    expect(dub.currentTime).toBe(65);
    expect(original.currentTime).toBe(65);
    expect(position).toHaveAttribute('aria-valuenow', '65');
    expect(position).toHaveAttribute('aria-valuetext', '1:05 of 3:05');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(dub.currentTime).toBe(50);
    await user.keyboard('{End}');
    expect(original.currentTime).toBe(185);
    await user.keyboard('{Home}');
    expect(dub.currentTime).toBe(0);
    expect(original.currentTime).toBe(0);

    // A click on the waveforms seeks where it lands (the track spans 0-1000 px here).
    const track = position.querySelector<HTMLElement>('.track')!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 60 }));
    await fireEvent.pointerDown(position, { button: 0, clientX: 250, pointerId: 1 });
    await fireEvent.pointerUp(position, { button: 0, clientX: 250, pointerId: 1 });
    expect(dub.currentTime).toBeCloseTo(46.25);
    expect(original.currentTime).toBeCloseTo(46.25);
    expect(position).toHaveAttribute('aria-valuenow', '46.3');
  });

  it('plays the dub alone for a link input, and says why', async () => {
    const { backend, user } = await setup();
    const { player, original, dub } = await open(user, 'https://example.com/clip');
    expect(within(player).getByText(/The original was a link/)).toBeInTheDocument();
    expect(within(player).queryByRole('radiogroup')).toBeNull();
    expect(player).not.toHaveTextContent('A switches original / dub');
    expect(dub.getAttribute('src')).toMatch(/dub-dub:link/);
    expect(original.hasAttribute('src')).toBe(false);
    expect(dub.muted).toBe(false);
    fire(dub, 'play');
    await user.keyboard('a');
    expect(player).toHaveAttribute('data-listening', 'dub');
    await waitFor(() => expect(player.querySelectorAll('[data-side="dub"] svg rect.bar').length).toBeGreaterThan(0));
    expect(player.querySelector('.lane[data-side="original"]')).toBeNull();
    expect(backend.callsOf('mediaPeaks').map((c) => c[1])).toEqual(['dub']);
  });

  it('says what to do when the dub or the original file is missing', async () => {
    const missing = (side: 'original' | 'dub') => (b: FakeBackend) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string): Promise<JobMedia> => {
        const m = await real(id);
        return { ...m, [side]: { kind: 'missing', path: `/music/gone-${side}.mp3` } };
      });
    };
    const first = await setup(missing('dub'));
    const { player } = await open(first.user, 'done.mp3');
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'error'));
    expect(within(player).getByRole('alert')).toHaveTextContent(
      'The dub file is no longer at /music/gone-dub.mp3. It may have been moved or deleted: dub it again, or remove the job.',
    );
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(within(player).getByRole('button', { name: 'Close player' })).toBeEnabled();
  });

  it('plays the dub alone when the original is missing', async () => {
    const { user } = await setup((b) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string) => ({ ...(await real(id)), original: { kind: 'missing', path: '/music/song.mp3' } }));
    });
    const { player, original } = await open(user, 'done.mp3');
    expect(within(player).getByText(/The original file is no longer at \/music\/song\.mp3, so only the dub plays/)).toBeInTheDocument();
    expect(within(player).queryByRole('radiogroup')).toBeNull();
    expect(original.hasAttribute('src')).toBe(false);
    expect(player).not.toHaveAttribute('data-player-state', 'error');
  });

  it('turns media errors into words: a broken dub stops, a broken original leaves the dub', async () => {
    const { user } = await setup();
    const { player, original, dub } = await open(user, 'done.mp3');
    fire(dub, 'play');
    await user.click(within(player).getByRole('radio', { name: 'Original' }));
    fire(original, 'error', { error: { code: 4 } });
    await waitFor(() => expect(player).toHaveAttribute('data-listening', 'dub'));
    expect(within(player).getByText(/The original is in a format this computer can't play inside Dubdeck/)).toBeInTheDocument();
    expect(within(player).queryByRole('radiogroup')).toBeNull();
    expect(dub.muted).toBe(false);
    expect(original.hasAttribute('src')).toBe(false);

    fire(dub, 'error', { error: { code: 3 } });
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'error'));
    expect(within(player).getByRole('alert')).toHaveTextContent('The dub could not be decoded: the file looks damaged or cut short.');
  });

  it('draws a flat line when the waveform cannot be had, and plays on', async () => {
    const { user } = await setup((b) => {
      vi.spyOn(b, 'mediaPeaks').mockRejectedValue(new IpcError(ipcErrorData('internal', 'bad frames')));
    });
    const { player } = await open(user, 'done.mp3');
    await waitFor(() => expect(player.querySelectorAll('.lane[data-peaks="failed"] .flat')).toHaveLength(2));
    expect(within(player).queryByRole('alert')).toBeNull();
    expect(player).not.toHaveAttribute('data-player-state', 'error');
  });

  it('sets the volume of both sides from its slider, and the next player starts at it', async () => {
    localStorage.removeItem('dubdeck.player.volume');
    const { user } = await setup();
    const first = await open(user, 'done.mp3');
    const volume = within(first.player).getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('1');
    expect([first.dub.volume, first.original.volume]).toEqual([1, 1]);
    await fireEvent.input(volume, { target: { value: '0.35' } });
    expect(volume).toHaveAttribute('aria-valuetext', '35%');
    // Both sides, so switching between them keeps the loudness; the switch itself stays a mute.
    expect([first.dub.volume, first.original.volume]).toEqual([0.35, 0.35]);
    expect(first.original.muted).toBe(true);

    await user.click(within(first.player).getByRole('button', { name: 'Close player' }));
    const again = await open(user, 'other.wav');
    expect(within(again.player).getByRole('slider', { name: 'Volume' })).toHaveValue('0.35');
    expect([again.dub.volume, again.original.volume]).toEqual([0.35, 0.35]);
    localStorage.removeItem('dubdeck.player.volume');
  });

  it('keeps one player open, and closing one lets go of its audio', async () => {
    const { user, list } = await setup();
    const first = await open(user, 'done.mp3');
    fire(first.dub, 'play');
    const second = await open(user, 'other.wav');
    expect(screen.queryByRole('group', { name: 'Player for done.mp3' })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Player for/ })).toHaveLength(1);
    for (const el of [first.original, first.dub]) {
      expect(calls.some((c) => c.name === 'pause' && c.el === el)).toBe(true);
      expect(calls.some((c) => c.name === 'load' && c.el === el)).toBe(true);
      expect(el.hasAttribute('src')).toBe(false);
    }
    expect(within(within(list).getByRole('article', { name: 'done.mp3' })).getByRole('button', { name: 'Play done.mp3' })).toBeInTheDocument();

    await user.click(within(second.player).getByRole('button', { name: 'Close player' }));
    expect(screen.queryByRole('group', { name: /^Player for/ })).toBeNull();
    for (const el of [second.original, second.dub]) {
      expect(calls.filter((c) => c.el === el).at(-1)?.name).toBe('load');
      expect(el.hasAttribute('src')).toBe(false);
    }
    expect(screen.getByRole('button', { name: 'Play other.wav' })).toHaveFocus();
  });

  it('lets go of the audio when its row leaves the list', async () => {
    const { user } = await setup();
    const { dub } = await open(user, 'done.mp3');
    await user.click(screen.getByRole('button', { name: /^Failed/ }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Player for done.mp3' })).toBeNull());
    expect(dub.hasAttribute('src')).toBe(false);
    expect(calls.filter((c) => c.el === dub).at(-1)?.name).toBe('load');
  });
});


async function openVideo(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: `Play ${title}` }));
  const player = await screen.findByRole('group', { name: `Player for ${title}` });
  const original = player.querySelector<HTMLAudioElement>('audio[data-side="original"]')!;
  const dub = player.querySelector<HTMLVideoElement>('video[data-side="dub"]')!;
  return { player, original, dub };
}

describe('A/B player of a dubbed video', () => {
  it('shows the video copy, which plays the dub; A mutes it and plays the original under the same picture', async () => {
    const { user } = await setup(undefined, videoRows());
    const { player, original, dub } = await openVideo(user, 'clip.mov');
    expect(player.querySelector('audio[data-side="dub"]')).toBeNull();
    expect(within(player).getByLabelText('Video of clip.mov, with the dub as its sound')).toBe(dub);
    await waitFor(() => expect(dub.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:1\/media\/video-dub:v\/clip \(Leo\)\.mov$/));
    expect(player.querySelector('.screen')).toHaveClass('shown');
    expect(original.getAttribute('src')).toMatch(/original-dub:v\/clip\.mov$/);
    // Started inside the click, the video (the dub) audible, the original muted.
    expect(played(dub).length).toBeGreaterThan(0);
    expect(played(dub).every((c) => !c.muted)).toBe(true);
    expect(played(original).every((c) => c.muted)).toBe(true);

    fire(dub, 'loadedmetadata', { duration: 48 });
    fire(original, 'loadedmetadata', { duration: 48 });
    fire(dub, 'play');
    fire(original, 'play');
    fire(dub, 'timeupdate', { currentTime: 20 });
    await user.click(within(player).getByRole('radio', { name: 'Original' }));
    // The picture goes on, silent; the original's sound at the same playhead.
    expect(dub.muted).toBe(true);
    expect(original.muted).toBe(false);
    expect(original.currentTime).toBe(20);
    expect(calls.filter((c) => c.name === 'pause')).toHaveLength(0);
    // The picture follows the original's clock.
    fire(original, 'timeupdate', { currentTime: 30 });
    expect(dub.currentTime).toBe(30);
    await user.keyboard('a');
    expect(dub.muted).toBe(false);
    expect(original.muted).toBe(true);
    expect(player).toHaveAttribute('data-listening', 'dub');
  });

  it("plays the dub's audio where the video copy can't be shown, from where it was, and says why", async () => {
    const { user } = await setup(undefined, videoRows());
    const { player, dub } = await openVideo(user, 'clip.mov');
    await waitFor(() => expect(dub.getAttribute('src')).toMatch(/video-dub:v/));
    fire(dub, 'loadedmetadata', { duration: 48 });
    fire(dub, 'play');
    fire(dub, 'timeupdate', { currentTime: 12 });
    const before = played(dub).length;
    fire(dub, 'error', { error: { code: 4 } });
    await waitFor(() => expect(dub.getAttribute('src')).toMatch(/dub-dub:v\//));
    expect(player.querySelector('.screen')).not.toHaveClass('shown');
    expect(within(player).getByText(/The video copy is in a format this computer can't show inside Dubdeck/)).toHaveTextContent(
      'The dub plays as sound alone; use Open video to watch it in another app.',
    );
    // Not the end of the player: it goes on with the dub's audio, at 0:12.
    expect(player).not.toHaveAttribute('data-player-state', 'error');
    expect(within(player).queryByRole('alert')).toBeNull();
    expect(played(dub).length).toBe(before + 1);
    fire(dub, 'loadedmetadata', { duration: 48, currentTime: 0 });
    expect(dub.currentTime).toBe(12);
  });

  it('says the video copy is missing and plays the dub as sound', async () => {
    const { user } = await setup((b) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string) => ({ ...(await real(id)), video: { kind: 'missing', path: '/music/clip (Leo).mov' } }));
    }, videoRows());
    const { player, dub } = await openVideo(user, 'clip.mov');
    await waitFor(() => expect(dub.getAttribute('src')).toMatch(/dub-dub:v\//));
    expect(within(player).getByText(/The video copy is no longer at \/music\/clip \(Leo\)\.mov, so the dub plays as sound alone/)).toBeInTheDocument();
    expect(player.querySelector('.screen')).not.toHaveClass('shown');
    // The original still compares.
    expect(within(player).getByRole('radiogroup', { name: 'Listen to' })).toBeInTheDocument();
  });

  it('plays a video dub without a copy as audio, with no picture', async () => {
    const { user } = await setup(undefined, videoRows());
    await user.click(screen.getByRole('button', { name: 'Play teaser.mkv' }));
    const player = await screen.findByRole('group', { name: 'Player for teaser.mkv' });
    expect(player.querySelector('video')).toBeNull();
    await waitFor(() => expect(player.querySelector('audio[data-side="dub"]')?.getAttribute('src')).toMatch(/dub-dub:nv/));
  });
});


describe('A/B player of an audition', () => {
  const TITLE = 'Audition 1:10–1:40 of song.mp3';

  it('plays the same stretch of the original, on the audition\'s clock, and stops it at the end', async () => {
    const { user } = await setup(undefined, auditionRows());
    const { player, original, dub } = await open(user, TITLE);
    await waitFor(() => expect(original.getAttribute('src')).toMatch(/original-dub:a\/song\.mp3$/));
    expect(original.currentTime).toBe(70);
    fire(original, 'loadedmetadata', { duration: 185, currentTime: 0 });
    // Put at the stretch again once it can seek.
    expect(original.currentTime).toBe(70);
    fire(dub, 'loadedmetadata', { duration: 30 });
    await waitFor(() => expect(player).toHaveTextContent('0:00 / 0:30'));
    expect(player).toHaveTextContent('An audition: the original plays from 1:10 to 1:40, the stretch that was dubbed.');

    fire(dub, 'play');
    fire(original, 'play');
    fire(dub, 'timeupdate', { currentTime: 10 });
    expect(original.currentTime).toBe(80);
    await user.click(within(player).getByRole('radio', { name: 'Original' }));
    expect(original.muted).toBe(false);
    expect(original.currentTime).toBe(80);
    fire(original, 'timeupdate', { currentTime: 85 });
    await waitFor(() => expect(player).toHaveTextContent('0:15 / 0:30'));
    expect(slider(player)).toHaveAttribute('aria-valuetext', '0:15 of 0:30');
    expect(dub.currentTime).toBe(15);

    // Seeking moves both, each on its own clock.
    slider(player).focus();
    await user.keyboard('{ArrowLeft}');
    expect(dub.currentTime).toBe(10);
    expect(original.currentTime).toBe(80);
    await user.keyboard('{End}');
    expect(dub.currentTime).toBe(30);
    expect(original.currentTime).toBe(100);
    // The original goes on past the stretch: the player stops both there.
    calls.length = 0;
    fire(original, 'timeupdate', { currentTime: 100.2 });
    expect(calls.filter((c) => c.name === 'pause').map((c) => c.el)).toEqual(expect.arrayContaining([original, dub]));
    fire(original, 'pause');
    await waitFor(() => expect(player).toHaveAttribute('data-player-state', 'paused'));
    expect(player).toHaveTextContent('0:30 / 0:30');
    // Play starts the stretch again.
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    expect(dub.currentTime).toBe(0);
    expect(original.currentTime).toBe(70);
  });

  it("draws the original's lane from the stretch alone, as many bars as the dub's", async () => {
    const { backend, user } = await setup(undefined, auditionRows());
    const { player } = await open(user, TITLE);
    await waitFor(() => expect(player.querySelectorAll('svg[data-bars]')).toHaveLength(2));
    const asked = Object.fromEntries(backend.callsOf('mediaPeaks').map((c) => [c[1], c[2]]));
    // The whole input in the finest bars, cut to 1:10-1:40 and brought to the dub's count.
    expect(asked.original).toBe(4096);
    const bars = asked.dub as number;
    expect(player.querySelector('[data-side="original"] svg')?.getAttribute('data-bars')).toBe(String(bars));
    expect(player.querySelector('[data-side="dub"] svg')?.getAttribute('data-bars')).toBe(String(bars));
  });
});
