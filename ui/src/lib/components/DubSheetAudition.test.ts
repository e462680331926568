// "Try 30 seconds first" on the dub sheet: the switch and why it may be off, the file's waveform with
// the stretch (the shell's loudest by default) moved by pointer and keys, the minimum charge, what
// Start sends; and how a video input is marked (what is sent, what comes back).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, NO_FFMPEG, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { StartDubs } from '../bindings';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };

/** Signs in, then opens the sheet with Ctrl+O on the picked files (song.wav: 3:05, 40 credits). */
async function openSheet(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, picked: ['/music/song.wav'], ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  await waitFor(() => expect(backend.callsOf('mediaStatus')).toHaveLength(1));
  await user.keyboard('{Control>}o{/Control}');
  const sheet = await screen.findByRole('dialog', { name: /Dub with|New dub/ });
  const toggle = within(sheet).getByRole('switch', { name: 'Try 30 seconds first' });
  return { backend, user, sheet, toggle };
}

async function started(backend: FakeBackend): Promise<StartDubs> {
  await waitFor(() => expect(backend.callsOf('startDubs')).toHaveLength(1));
  return backend.callsOf('startDubs')[0][0] as StartDubs;
}

describe('Try 30 seconds first', () => {
  it('shows the loudest stretch on the waveform, charges the minimum, and starts an audition of it', async () => {
    const { backend, user, sheet, toggle } = await openSheet();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription(/Dub 30 seconds for 10 credits instead of 40\./);
    expect(backend.callsOf('inputWaveform')).toEqual([]);
    expect(within(sheet).getByTestId('total')).toHaveTextContent('40 credits');

    await user.click(toggle);
    expect(toggle).toBeChecked();
    const stretch = await within(sheet).findByRole('slider', { name: 'Stretch of song.wav to try' });
    expect(backend.callsOf('inputWaveform')).toEqual([['/music/song.wav', 240]]);
    // The shell's loudest half minute (the fake's: from 40 % of the file).
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:14 to 1:44');
    expect(stretch).toHaveAttribute('aria-valuenow', '74');
    expect(stretch).toHaveAttribute('aria-valuemin', '0');
    expect(stretch).toHaveAttribute('aria-valuemax', '155');
    expect(sheet).toHaveTextContent('from 1:14 to 1:44 · the loudest part');
    // The bars the shell gave, those of the stretch drawn in the accent colour.
    const svg = stretch.querySelector('svg')!;
    expect(svg.querySelectorAll('rect.bar')).toHaveLength(240);
    expect(svg.querySelectorAll('rect.bar.in').length).toBeGreaterThanOrEqual(38);
    expect(svg.querySelectorAll('rect.bar.in').length).toBeLessThanOrEqual(41);
    // The minimum charge instead of the whole file's.
    expect(within(sheet).getByText('Audition cost')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('10 credits instead of 40');
    expect(within(sheet).getByTestId('after')).toHaveTextContent('4,990 credits');

    await user.click(within(sheet).getByRole('button', { name: 'Start audition' }));
    expect((await started(backend)).audition).toEqual({ kind: 'loudest' });
    expect(await screen.findByText('Trying 30 seconds with Blake Stone 2.')).toBeInTheDocument();
  });

  it('moves the stretch with the keys, 1 s and 10 s at a time, to either end, and back to the loudest', async () => {
    const { backend, user, sheet, toggle } = await openSheet();
    await user.click(toggle);
    const stretch = await within(sheet).findByRole('slider', { name: 'Stretch of song.wav to try' });
    stretch.focus();
    await user.keyboard('{ArrowRight}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:15 to 1:45');
    expect(sheet).not.toHaveTextContent('· the loudest part');
    expect(within(sheet).getByRole('button', { name: 'Back to the loudest part' })).toBeInTheDocument();
    await user.keyboard('{PageUp}{ArrowUp}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:26 to 1:56');
    await user.keyboard('{PageDown}{ArrowLeft}{ArrowDown}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:14 to 1:44');
    await user.keyboard('{End}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 2:35 to 3:05');
    // Never past the end of the file.
    await user.keyboard('{PageUp}{ArrowRight}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 2:35 to 3:05');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 0:00 to 0:30');
    await user.keyboard('{PageUp}{PageUp}');
    // Back to the loudest, then moved again: the last choice is what starts.
    await user.click(within(sheet).getByRole('button', { name: 'Back to the loudest part' }));
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:14 to 1:44');
    expect(within(sheet).queryByRole('button', { name: 'Back to the loudest part' })).toBeNull();
    stretch.focus();
    await user.keyboard('{Home}{PageUp}{PageUp}');
    await user.click(within(sheet).getByRole('button', { name: 'Start audition' }));
    expect((await started(backend)).audition).toEqual({ kind: 'from', startMs: 20_000 });
  });

  it('drags the stretch with the pointer, or centres it where the waveform is pressed', async () => {
    const { backend, user, sheet, toggle } = await openSheet();
    await user.click(toggle);
    const stretch = await within(sheet).findByRole('slider', { name: 'Stretch of song.wav to try' });
    // The waveform spans 0-925 px: 5 px a second of the 3:05 file.
    vi.spyOn(stretch, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 925, height: 56 }));
    // Taken inside the stretch (1:14-1:44 is 370-520 px) at 400 px, and moved 50 px right: 10 s later.
    await fireEvent.pointerDown(stretch, { button: 0, clientX: 400, pointerId: 1 });
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:14 to 1:44');
    await fireEvent.pointerMove(stretch, { clientX: 450, pointerId: 1 });
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:24 to 1:54');
    await fireEvent.pointerUp(stretch, { clientX: 450, pointerId: 1 });
    // Moves after the button is up do nothing.
    await fireEvent.pointerMove(stretch, { clientX: 800, pointerId: 1 });
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 1:24 to 1:54');
    expect(stretch).toHaveFocus();
    // Pressed outside it, at 100 px (0:20): centred there, 0:05-0:35.
    await fireEvent.pointerDown(stretch, { button: 0, clientX: 100, pointerId: 2 });
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 0:05 to 0:35');
    // Dragged past the start: it stops at 0:00.
    await fireEvent.pointerMove(stretch, { clientX: 10, pointerId: 2 });
    expect(stretch).toHaveAttribute('aria-valuetext', 'from 0:00 to 0:30');
    await fireEvent.pointerUp(stretch, { clientX: 10, pointerId: 2 });
    await user.click(within(sheet).getByRole('button', { name: 'Start audition' }));
    expect((await started(backend)).audition).toEqual({ kind: 'from', startMs: 0 });
  });

  it('tries the loudest 30 seconds of each file of a batch, at the minimum charge each', async () => {
    const { backend, user, sheet, toggle } = await openSheet({ picked: ['/music/intro-61s.mp3', '/music/song.wav'] });
    expect(toggle).toHaveAccessibleDescription(/Each file's loudest 30 seconds is dubbed, 10 credits each instead of 60 in all\./);
    await user.click(toggle);
    // No stretch to choose for several files: no waveform asked.
    expect(within(sheet).queryByRole('slider', { name: /Stretch/ })).toBeNull();
    expect(backend.callsOf('inputWaveform')).toEqual([]);
    expect(within(sheet).getByText('Audition cost (2 files)')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('20 credits instead of 60');
    await user.click(within(sheet).getByRole('button', { name: 'Start 2 auditions' }));
    const request = await started(backend);
    expect(request.audition).toEqual({ kind: 'loudest' });
    expect(request.inputs).toHaveLength(2);
  });

  it('is off with the reason while a link is in the sheet, and on again once it is removed', async () => {
    const { backend, user, sheet, toggle } = await openSheet();
    await user.click(toggle);
    await within(sheet).findByRole('slider', { name: /Stretch/ });
    await user.type(within(sheet).getByRole('textbox', { name: 'Link to dub' }), 'https://example.com/clip.mp4');
    await user.click(within(sheet).getByRole('button', { name: 'Add link' }));
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      "A link can't be auditioned: the voice service fetches it whole. Remove the link to try the files first, or download it and drop the file to try 30 seconds of it.",
    );
    expect(within(sheet).queryByRole('slider', { name: /Stretch/ })).toBeNull();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('40 credits + links');
    expect(within(sheet).getByTestId('total')).not.toHaveTextContent('instead');
    await user.click(within(sheet).getByRole('button', { name: 'Remove https://example.com/clip.mp4' }));
    expect(toggle).toBeEnabled();
    expect(toggle).toBeChecked();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('10 credits');
    // With the link, nothing is auditioned: the whole file and the link are dubbed.
    await user.type(within(sheet).getByRole('textbox', { name: 'Link to dub' }), 'https://example.com/clip.mp4');
    await user.click(within(sheet).getByRole('button', { name: 'Add link' }));
    await user.click(within(sheet).getByRole('button', { name: 'Start 2 dubs' }));
    expect((await started(backend)).audition).toBeNull();
  });

  it('is off with the reason for a file no longer than 30 seconds', async () => {
    const { user, sheet, toggle } = await openSheet({ picked: ['/music/jingle-20s.wav'] });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      '"jingle-20s.wav" is only 20 s long, no longer than an audition: dubbing it whole costs the same 10 credits. Dub the whole file instead.',
    );
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeEnabled();
  });

  it('says an audition of a file under a minute saves time, not credits', async () => {
    const { user, sheet, toggle } = await openSheet({ picked: ['/music/intro-45s.wav'] });
    expect(toggle).toBeEnabled();
    expect(toggle).toHaveAccessibleDescription(
      'This file is under a minute, so dubbing it whole costs the same 10 credits: an audition saves time, not credits.',
    );
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(within(sheet).getByTestId('total')).toHaveTextContent(/^10 credits$/);
  });

  it('is off with the reason when ffmpeg is missing, and asks nothing of it', async () => {
    const { backend, toggle } = await openSheet({ media: NO_FFMPEG });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      /^An audition is cut on this computer with ffmpeg. ffmpeg is not installed \(Dubdeck looked for it in DUBDECK_FFMPEG, beside Dubdeck and on the PATH\)\. Install ffmpeg/,
    );
    expect(backend.callsOf('inputWaveform')).toEqual([]);
  });

  it('says why the waveform could not be read, and still tries the loudest stretch', async () => {
    const { backend, user, sheet, toggle } = await openSheet();
    backend.failNext('inputWaveform', ipcErrorData('media_failed', 'ffmpeg failed', { value: '/music/song.wav', detail: 'Invalid data found when processing input' }));
    await user.click(toggle);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      'ffmpeg could not read "song.wav" (Invalid data found when processing input). Check that it plays in a media player, or export it again.',
    );
    expect(within(sheet).queryByRole('slider', { name: /Stretch/ })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Start audition' }));
    expect((await started(backend)).audition).toEqual({ kind: 'loudest' });
  });
});

describe('a video on the dub sheet', () => {
  const note = (sheet: HTMLElement) => within(within(sheet).getByRole('list', { name: 'Files and links' })).getByText(/^Video:/);

  it('says its sound alone is sent and the dub comes back as video too', async () => {
    const { sheet } = await openSheet({ picked: ['/videos/Holiday clip.mp4'] });
    expect(note(sheet)).toHaveTextContent('Video: its sound alone is sent; the dub comes back as video too.');
  });

  it('says the dub comes back as audio only when Dubbed videos is off', async () => {
    const { sheet } = await openSheet({ picked: ['/videos/Holiday clip.mp4'], settings: { videoOut: false } });
    expect(note(sheet)).toHaveTextContent('Video: its sound alone is sent; the dub comes back as audio only (Dubbed videos is off in Settings).');
  });

  it('says it is sent whole and comes back as audio without ffmpeg', async () => {
    const { sheet } = await openSheet({ picked: ['/videos/Holiday clip.mp4'], media: NO_FFMPEG });
    expect(note(sheet)).toHaveTextContent('Video: sent whole, since ffmpeg is missing, and the dub comes back as audio.');
  });

  it('marks no audio file as a video', async () => {
    const { sheet } = await openSheet();
    expect(within(within(sheet).getByRole('list', { name: 'Files and links' })).queryByText(/^Video:/)).toBeNull();
  });
});
