import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { clampPitch } from '../stores/dub.svelte';
import type { StartDubs } from '../bindings';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };

/** Signs in, waits for the grid, then opens the sheet with Ctrl+O on the picked files. */
async function openSheet(options: FakeOptions = {}) {
  const backend = new FakeBackend({
    signedIn: true,
    lastVoice: BLAKE,
    picked: ['/music/intro-61s.mp3', '/music/song.wav'],
    ...options,
  });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  await user.keyboard('{Control>}o{/Control}');
  const sheet = await screen.findByRole('dialog', { name: /Dub with|New dub/ });
  return { backend, user, sheet };
}

describe('dub sheet', () => {
  it('shows the estimated cost of each file, the batch total, the balance and the balance after', async () => {
    const { sheet } = await openSheet({ credits: 5000 });
    expect(within(sheet).getByRole('heading', { name: 'Dub with Blake Stone 2' })).toBeInTheDocument();
    const files = within(sheet).getByRole('list', { name: 'Files and links' });
    const intro = within(files).getByText('intro-61s.mp3').closest('li')!;
    // The shell's estimates, as recorded: 61 s costs 20 credits, 3:05 costs 40.
    expect(within(intro).getByText('20 credits')).toBeInTheDocument();
    // The format is the probe's (the recorded file is a WAV, whatever the test named it).
    expect(within(intro).getByText('1:01 · WAV')).toBeInTheDocument();
    const song = within(files).getByText('song.wav').closest('li')!;
    expect(within(song).getByText('40 credits')).toBeInTheDocument();
    expect(within(sheet).getByText('Estimated cost (2 files)')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('60 credits');
    expect(within(sheet).getByText('5,000 credits')).toBeInTheDocument();
    expect(within(sheet).getByTestId('after')).toHaveTextContent('4,940 credits');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' })).toBeEnabled();
  });

  it('says plainly when the balance is not enough, and the total follows removed files', async () => {
    const { sheet, user, backend } = await openSheet({ credits: 30 });
    expect(within(sheet).getByTestId('after')).toHaveTextContent('-30 credits');
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Not enough credits: this needs 60 and the account has 30.',
    );
    await user.click(within(within(sheet).getByRole('alert')).getByRole('button', { name: 'Buy credits' }));
    expect(backend.callsOf('openCreditsPage')).toHaveLength(1);
    await user.click(within(sheet).getByRole('button', { name: 'Remove song.wav' }));
    expect(within(sheet).getByTestId('total')).toHaveTextContent('20 credits');
    expect(within(sheet).getByTestId('after')).toHaveTextContent('10 credits');
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeEnabled();
  });

  it('keeps the pitch within -24..+24 and moves it an octave down or up in one tap', async () => {
    const { sheet, user } = await openSheet();
    const slider = within(sheet).getByRole('slider', { name: 'Pitch shift in semitones' });
    expect(slider).toHaveAttribute('min', '-24');
    expect(slider).toHaveAttribute('max', '24');
    expect(slider).toHaveAttribute('step', '1');
    await user.click(within(sheet).getByRole('button', { name: '+12: one octave up' }));
    expect(slider).toHaveValue('12');
    expect(within(sheet).getByText('+12 semitones')).toBeInTheDocument();
    const down = within(sheet).getByRole('button', { name: '−12: one octave down' });
    const up = within(sheet).getByRole('button', { name: '+12: one octave up' });
    await user.click(down);
    expect(slider).toHaveValue('0');
    await user.click(down);
    expect(slider).toHaveValue('-12');
    expect(within(sheet).getByText('−12 semitones')).toBeInTheDocument();
    await fireEvent.input(slider, { target: { value: '7' } });
    expect(within(sheet).getByText('+7 semitones')).toBeInTheDocument();
    // From +7 an octave up is +19; another stops at the top, +24.
    await user.click(up);
    expect(slider).toHaveValue('19');
    await user.click(up);
    expect(slider).toHaveValue('24');
    await fireEvent.input(slider, { target: { value: '7' } });
    // The axis reads in semitones, as the ends and the value do, each octave marked under its tick.
    const axis = sheet.querySelector('[data-pitch-axis]') as HTMLElement;
    const ticks = [...axis.querySelectorAll<HTMLElement>('[data-semitones]')];
    expect(ticks.map((tick) => tick.dataset.semitones)).toEqual(['-24', '-12', '0', '12', '24']);
    expect(ticks.map((tick) => tick.querySelector('.tick-semitones')?.textContent)).toEqual(['−24', '−12', '0', '+12', '+24']);
    expect(ticks.map((tick) => tick.querySelector('.tick-octaves')?.textContent)).toEqual([
      '−2 octaves',
      '−1 octave',
      'No shift',
      '+1 octave',
      '+2 octaves',
    ]);
    // Its value in words, in semitones, with the octave when it is a whole one.
    expect(slider).toHaveAttribute('aria-valuetext', '+7 semitones');
    await user.click(ticks[1]);
    expect(slider).toHaveValue('-12');
    expect(slider).toHaveAttribute('aria-valuetext', '−12 semitones (one octave down)');
    await user.click(ticks[4]);
    expect(slider).toHaveAttribute('aria-valuetext', '+24 semitones (2 octaves up)');
    await user.click(ticks[2]);
    expect(slider).toHaveAttribute('aria-valuetext', '0 semitones (no shift)');
    expect(clampPitch(30)).toBe(24);
    expect(clampPitch(-31)).toBe(-24);
    expect(clampPitch(3.6)).toBe(4);
    expect(clampPitch(Number.NaN)).toBe(0);
  });

  it("starts from the voice's remembered preset, and a voice without one starts from the defaults", async () => {
    const { sheet, user, backend } = await openSheet({ presets: { v0002: { pitchShift: 5, separate: false } } });
    const slider = within(sheet).getByRole('slider', { name: 'Pitch shift in semitones' });
    await waitFor(() => expect(slider).toHaveValue('5'));
    expect(within(sheet).getByRole('radio', { name: /My input is already isolated vocals/ })).toBeChecked();
    // Another voice from a search: its own (default) preset.
    await user.type(within(sheet).getByRole('searchbox', { name: 'Search voices to dub with' }), 'Cleo');
    const cleo = await within(sheet).findByRole('button', { name: 'Cleo Stone 3' }, { timeout: 2000 });
    await user.click(cleo);
    expect(cleo).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slider).toHaveValue('0'));
    expect(within(sheet).getByRole('radio', { name: /Separate the vocals first/ })).toBeChecked();
    expect(backend.callsOf('voicePreset').map(([id]) => id)).toEqual(['v0002', 'v0003']);
  });

  it('starts the dubs with the voice, pitch and separation chosen, and says so', async () => {
    const { sheet, user, backend } = await openSheet();
    await user.click(within(sheet).getByRole('button', { name: '+12: one octave up' }));
    await user.click(within(sheet).getByRole('radio', { name: /My input is already isolated vocals/ }));
    await user.type(within(sheet).getByRole('textbox', { name: 'Link to dub' }), 'https://example.com/clip.mp4');
    await user.click(within(sheet).getByRole('button', { name: 'Add link' }));
    expect(within(sheet).getByTestId('total')).toHaveTextContent('60 credits + links');
    await user.click(within(sheet).getByRole('button', { name: 'Start 3 dubs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = backend.callsOf('startDubs')[0] as [StartDubs];
    expect(request).toEqual({
      inputs: [
        { kind: 'file', path: '/music/intro-61s.mp3' },
        { kind: 'file', path: '/music/song.wav' },
        { kind: 'link', url: 'https://example.com/clip.mp4' },
      ],
      voiceId: 'v0002',
      voiceName: 'Blake Stone 2',
      pitchShift: 12,
      separate: false,
      audition: null,
    });
    expect(await screen.findByText('Dubbing 3 files with Blake Stone 2.')).toBeInTheDocument();
  });

  it("keeps the sheet open with the shell's refusal in words when a start is refused", async () => {
    const { sheet, user, backend } = await openSheet();
    // As the shell refuses a link it can't dub (recorded from Rust).
    backend.failNext('startDubs', 'bad_link');
    await user.click(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent(
      '"ftp://example.com/a.mp3" is not a web link Dubdeck can dub. Paste an address starting with https://',
    );
    expect(screen.getByRole('dialog')).toBe(sheet);
    backend.failNext('startDubs', 'pitch_out_of_range');
    await user.click(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' }));
    await waitFor(() =>
      expect(within(sheet).getByRole('alert')).toHaveTextContent(
        'A pitch shift of 30 semitones is out of range: it must be between −24 and +24 semitones.',
      ),
    );
    // The third try goes through.
    await user.click(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.callsOf('startDubs')).toHaveLength(3);
  });

  it('refuses a bad link in the field, and lists refused files with what, why and what to do', async () => {
    const { sheet, user, backend } = await openSheet({ picked: ['/music/Album/', '/music/notes.txt', '/music/concert-long.mp3'] });
    expect(within(sheet).getByText(/"Album" is a folder\. .*open the folder and drop the songs or clips inside it/)).toBeInTheDocument();
    expect(within(sheet).getByText(/"notes\.txt" is not an audio or video file Dubdeck can read\. Choose an MP3/)).toBeInTheDocument();
    expect(within(sheet).getByText(/"concert-long\.mp3" is 31:00 long; a dub can be at most 30:00\. Trim it/)).toBeInTheDocument();
    // Nothing can be dubbed: no start.
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeDisabled();
    await user.type(within(sheet).getByRole('textbox', { name: 'Link to dub' }), 'ftp://example.com/a.mp3');
    await user.click(within(sheet).getByRole('button', { name: 'Add link' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('is not a web link');
    expect(backend.callsOf('startDubs')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes focus, keeps Tab inside and gives focus back to what opened it', async () => {
    const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, picked: ['/music/song.wav'] });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await screen.findByRole('list', { name: 'Voices' });
    await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
    const opener = screen.getByRole('button', { name: 'Dub files' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Blake Stone 2' });
    const start = within(sheet).getByRole('button', { name: 'Start dub' });
    const close = within(sheet).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(start).toHaveFocus());
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(start).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('starts at the first control when Start is disabled, and skips Start on the way round', async () => {
    const { sheet, user } = await openSheet({ lastVoice: null });
    const close = within(sheet).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.tab({ shift: true });
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('starts in the link field when opened to dub a link', async () => {
    const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    const list = await screen.findByRole('list', { name: 'Voices' });
    await user.click(await within(list).findByRole('article', { name: 'Aria Stone 1' }));
    await user.click(await screen.findByRole('button', { name: 'Dub a link' }));
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Aria Stone 1' });
    await waitFor(() => expect(within(sheet).getByRole('textbox', { name: 'Link to dub' })).toHaveFocus());
  });

  it('asks for a voice when none was used before', async () => {
    const { sheet, user } = await openSheet({ lastVoice: null });
    expect(within(sheet).getByRole('heading', { name: 'New dub' })).toBeInTheDocument();
    expect(within(sheet).getByText('Choose the voice to dub with.')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' })).toBeDisabled();
    await user.type(within(sheet).getByRole('searchbox', { name: 'Search voices to dub with' }), 'Aria');
    await user.click(await within(sheet).findByRole('button', { name: 'Aria Stone 1' }, { timeout: 2000 }));
    expect(within(sheet).getByRole('heading', { name: 'Dub with Aria Stone 1' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Dub 2 files for about 60 credits' })).toBeEnabled();
  });
});
