// Covers and comparisons on the dub sheet: a song's vocal and instrumental pair up (Swap, Unpair,
// "Add the instrumental" for one file), the paired sheet's one dub with its key and no separation,
// and with "Try 30 seconds first" up to four voices compared on the same stretch, each audition
// priced, what Start sends.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import type { MyVoice, StartDubs } from '../bindings';
import { DubStore } from '../stores/dub.svelte';
import { PSEUDO, setLocale, t } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: '2026-11-20T10:00:00Z' };
const VOCAL = '/music/song (Vocals).wav';
const INSTRUMENTAL = '/music/song (Instrumental).wav';

/** The account's own trained voices, offered at once by the voice pickers. */
const MINE: MyVoice[] = ['Nova', 'Kai', 'Lumi', 'Zed'].map((name) => ({
  id: `mine-${name.toLowerCase()}`,
  name,
  readiness: 'done',
  statusWord: 'done',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
}));

/** Signs in, then opens the sheet with Ctrl+O on the picked files (each 3:05, 40 credits). */
async function openSheet(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, picked: [VOCAL, INSTRUMENTAL], ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  // The grid drawn (found by its markup: the pseudo-locale's tests open the sheet too).
  await waitFor(() => expect(document.querySelector('article[data-index]')).not.toBeNull(), { timeout: 3000 });
  await waitFor(() => expect(backend.callsOf('lastVoice')).toHaveLength(1));
  await waitFor(() => expect(backend.callsOf('mediaStatus')).toHaveLength(1));
  await user.keyboard('{Control>}o{/Control}');
  const sheet = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
    expect(found).not.toBeNull();
    return found!;
  });
  return { backend, user, sheet };
}

async function started(backend: FakeBackend): Promise<StartDubs> {
  await waitFor(() => expect(backend.callsOf('startDubs')).toHaveLength(1));
  return backend.callsOf('startDubs')[0][0] as StartDubs;
}

describe('a vocal and its instrumental', () => {
  it('pair up on the sheet as one dub of the vocal, priced alone, sent as it is', async () => {
    const { sheet } = await openSheet({ credits: 5000 });
    const pairing = within(sheet).getByRole('group', { name: 'Vocal and instrumental' });
    expect(within(pairing).getByTestId('pairing')).toHaveTextContent(
      'Vocals: song (Vocals).wav · Instrumental: song (Instrumental).wav',
    );
    // The vocal's cost: the instrumental is not sent.
    const files = within(sheet).getByRole('list', { name: 'Files and links' });
    expect(within(within(files).getByText('song (Instrumental).wav').closest('li')!).getByText('Not sent')).toBeInTheDocument();
    expect(within(sheet).getByText('Estimated cost')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('40 credits');
    expect(within(sheet).getByTestId('after')).toHaveTextContent('4,960 credits');
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeEnabled();
    // No separation of a stem, and the choice is off, with why.
    const vocals = within(sheet).getByRole('radiogroup', { name: 'Vocals' });
    expect(within(vocals).getByRole('radio', { name: /Separate the vocals first/ })).not.toBeChecked();
    expect(within(vocals).getByRole('radio', { name: /already isolated vocals/ })).toBeChecked();
    for (const radio of within(vocals).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(vocals).toHaveAccessibleDescription('The vocal is sent as it is (it is already a stem), so separation is off.');
    // A cover is dubbed whole.
    const toggle = within(sheet).getByRole('switch', { name: 'Try 30 seconds first' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription('A cover is dubbed whole. Press Unpair to try 30 seconds of a file first.');
    // The key, beside the pitch: the whole song moves. Its value in semitones, as the pitch's is.
    const key = within(sheet).getByRole('slider', { name: 'Key of the whole song, in semitones' });
    expect(key).toHaveAttribute('aria-valuetext', '0 semitones (no shift)');
    expect(key).toHaveAttribute('min', '-12');
    expect(key).toHaveAttribute('max', '12');
    expect(key).toHaveAccessibleDescription(
      'Moves the whole song: the vocal through the voice service, the instrumental on this computer.',
    );
    // Suggest pitch measures the vocal.
    expect(within(sheet).getByRole('button', { name: 'Suggest pitch' })).toBeInTheDocument();
  });

  it('swaps the vocal and the instrumental, and unpairs them into two dubs', async () => {
    const { sheet, user } = await openSheet();
    const pairing = within(sheet).getByRole('group', { name: 'Vocal and instrumental' });
    await user.click(within(pairing).getByRole('button', { name: 'Swap' }));
    expect(within(sheet).getByTestId('pairing')).toHaveTextContent(
      'Vocals: song (Instrumental).wav · Instrumental: song (Vocals).wav',
    );
    const files = within(sheet).getByRole('list', { name: 'Files and links' });
    expect(within(within(files).getByText('song (Vocals).wav').closest('li')!).getByText('Not sent')).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Unpair' }));
    expect(within(sheet).queryByRole('group', { name: 'Vocal and instrumental' })).toBeNull();
    // Focus moves on to what unpairing opened.
    await waitFor(() => expect(within(sheet).getByRole('switch', { name: 'Try 30 seconds first' })).toHaveFocus());
    expect(within(sheet).queryByRole('slider', { name: /Key/ })).toBeNull();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('80 credits');
    // Unpaired, the two files are a plan of two dubs, started with one approval.
    expect(within(sheet).getByRole('button', { name: 'Dub 2 files for about 80 credits' })).toBeEnabled();
    expect(within(sheet).getByRole('switch', { name: 'Try 30 seconds first' })).toBeEnabled();
    for (const radio of within(within(sheet).getByRole('radiogroup', { name: 'Vocals' })).getAllByRole('radio')) {
      expect(radio).toBeEnabled();
    }
    // No "Add the instrumental" with two files on the sheet.
    expect(within(sheet).queryByRole('button', { name: 'Add the instrumental…' })).toBeNull();
  });

  it('starts one dub of the vocal with its instrumental and key, unseparated, and says so', async () => {
    const { backend, sheet, user } = await openSheet({ presets: { [BLAKE.id]: { pitchShift: 12, separate: true } } });
    await waitFor(() => expect(within(sheet).getByRole('slider', { name: 'Pitch shift in semitones' })).toHaveValue('12'));
    const key = within(sheet).getByRole('slider', { name: 'Key of the whole song, in semitones' });
    await user.click(within(sheet).getByRole('button', { name: '+1: key up one semitone' }));
    await user.click(within(sheet).getByRole('button', { name: '+1: key up one semitone' }));
    await user.click(within(sheet).getByRole('button', { name: '+1: key up one semitone' }));
    await user.click(within(sheet).getByRole('button', { name: '−1: key down one semitone' }));
    expect(key).toHaveAttribute('aria-valuetext', '+2 semitones');
    // The slider itself (a native range: the arrows move it in a real window).
    await fireEvent.input(key, { target: { value: '-1' } });
    expect(key).toHaveAttribute('aria-valuetext', '−1 semitone');
    await fireEvent.input(key, { target: { value: '2' } });

    await user.click(within(sheet).getByRole('button', { name: 'Start dub' }));
    const request = await started(backend);
    expect(request).toEqual({
      inputs: [{ kind: 'file', path: VOCAL }],
      voiceId: BLAKE.id,
      voiceName: BLAKE.name,
      audition: null,
      pitchShift: 12,
      separate: false,
      instrumental: INSTRUMENTAL,
      key: 2,
    });
    expect(request.compareWith).toBeUndefined();
    expect(
      await screen.findByText('Dubbing the vocal of song with Blake Stone 2. It is mixed with the instrumental on this computer once it is back.'),
    ).toBeInTheDocument();
    const [row] = backend.jobList;
    expect(row).toMatchObject({ key: 2, separate: false, stems: { instrumentalName: 'song (Instrumental).wav' } });
  });

  it('adds the instrumental of one file with the system picker, and pairs them', async () => {
    const { backend, sheet, user } = await openSheet({ picked: ['/music/take.wav'] });
    expect(within(sheet).queryByRole('group', { name: 'Vocal and instrumental' })).toBeNull();
    // The picker gives probed files; the first is the instrumental.
    backend.picked = ['/music/backing.wav', '/music/other.wav'];
    await user.click(within(sheet).getByRole('button', { name: 'Add the instrumental…' }));
    const pairing = await within(sheet).findByRole('group', { name: 'Vocal and instrumental' });
    expect(within(pairing).getByTestId('pairing')).toHaveTextContent('Vocals: take.wav · Instrumental: backing.wav');
    expect(backend.callsOf('pickMediaFiles')).toHaveLength(2);
    expect(within(sheet).queryByText('other.wav')).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Add the instrumental…' })).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Start dub' }));
    const request = await started(backend);
    expect(request.inputs).toEqual([{ kind: 'file', path: '/music/take.wav' }]);
    expect(request.instrumental).toBe('/music/backing.wav');
    expect(request.key).toBe(0);
    expect(request.separate).toBe(false);
  });

  it('keeps the song in its own key when this ffmpeg has no pitch shifter, and says why', async () => {
    const { backend, sheet } = await openSheet({ credits: 5000, media: { kind: 'ready', version: '5.1.9', keyChange: false } });
    const key = within(sheet).getByRole('slider', { name: 'Key of the whole song, in semitones' });
    expect(key).toBeDisabled();
    expect(within(sheet).getByRole('button', { name: '+1: key up one semitone' })).toBeDisabled();
    expect(sheet).toHaveTextContent("The ffmpeg on this computer can't move the key (it has no rubberband)");
    expect(backend.callsOf('startDubs')).toHaveLength(0);
  });

  it('pairs nothing when the picker is cancelled', async () => {
    const { backend, sheet, user } = await openSheet({ picked: ['/music/take.wav'] });
    backend.picked = [];
    await user.click(within(sheet).getByRole('button', { name: 'Add the instrumental…' }));
    await waitFor(() => expect(backend.callsOf('pickMediaFiles')).toHaveLength(2));
    expect(within(sheet).queryByRole('group', { name: 'Vocal and instrumental' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Start dub' })).toBeEnabled();
  });

  it('opens the sheet for a vocal and instrumental dropped on a voice card, instead of dubbing them apart', async () => {
    const backend = new FakeBackend({ signedIn: true });
    const dub = new DubStore(backend);
    await dub.drop([VOCAL, INSTRUMENTAL], { id: 'v0003', name: 'Cleo Stone 3', avatar: null });
    expect(backend.callsOf('startDubs')).toEqual([]);
    expect(dub.sheet?.pair).toEqual({ vocal: VOCAL, instrumental: INSTRUMENTAL });
    expect(dub.sheet?.voice?.name).toBe('Cleo Stone 3');
    // Two songs still dub at once.
    dub.close();
    await dub.drop(['/music/a.wav', '/music/b.wav'], { id: 'v0003', name: 'Cleo Stone 3', avatar: null });
    expect(backend.callsOf('startDubs')).toHaveLength(1);
  });
});

describe('comparing voices', () => {
  it('adds up to four voices to an audition, prices one audition per voice, and sends the others', async () => {
    const { backend, sheet, user } = await openSheet({ picked: ['/music/song.wav'], myVoices: MINE, credits: 5000 });
    // Only with the audition.
    expect(within(sheet).queryByRole('button', { name: 'Compare with another voice' })).toBeNull();
    await user.click(within(sheet).getByRole('switch', { name: 'Try 30 seconds first' }));
    const compare = within(sheet).getByRole('group', { name: 'Compare voices' });
    const add = within(compare).getByRole('button', { name: 'Compare with another voice' });
    expect(add).toHaveAccessibleDescription('Each voice tries the same 30 seconds: one audition per voice.');
    expect(add).toHaveAttribute('aria-expanded', 'false');

    const choose = async (name: string) => {
      await user.click(add);
      expect(add).toHaveAttribute('aria-expanded', 'true');
      const picker = await within(compare).findByRole('group', { name: 'Voice to compare with' });
      // The voices chosen already are not offered again.
      expect(within(picker).queryByRole('button', { name: /Blake Stone 2/ })).toBeNull();
      await user.click(await within(picker).findByRole('button', { name: new RegExp(name) }));
      expect(within(compare).queryByRole('group', { name: 'Voice to compare with' })).toBeNull();
    };
    await choose('Nova');
    // Focus comes back to the button, for the next voice.
    await waitFor(() => expect(add).toHaveFocus());
    const list = within(compare).getByRole('list', { name: 'Voices to compare' });
    expect(within(list).getByText('Nova')).toBeInTheDocument();
    expect(within(sheet).getByText('Comparison cost')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('2 auditions · 20 credits');
    expect(within(sheet).getByTestId('total')).not.toHaveTextContent('instead');
    expect(within(sheet).getByTestId('after')).toHaveTextContent('4,980 credits');
    expect(within(sheet).getByRole('button', { name: 'Start 2 auditions' })).toBeEnabled();

    await choose('Kai');
    await choose('Lumi');
    expect(within(sheet).getByTestId('total')).toHaveTextContent('4 auditions · 40 credits');
    // Four in all: no more, and why.
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Up to 4 voices can be compared at once. Remove one to add another.');
    // The button is off: focus is on the last voice's Remove instead.
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Remove Lumi from the comparison' })).toHaveFocus());

    await user.click(within(list).getByRole('button', { name: 'Remove Kai from the comparison' }));
    expect(add).toBeEnabled();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('3 auditions · 30 credits');

    await user.click(within(sheet).getByRole('button', { name: 'Start 3 auditions' }));
    const request = await started(backend);
    expect(request.audition).toEqual({ kind: 'loudest' });
    expect(request.inputs).toEqual([{ kind: 'file', path: '/music/song.wav' }]);
    expect(request.compareWith).toEqual([
      { voiceId: 'mine-nova', voiceName: 'Nova' },
      { voiceId: 'mine-lumi', voiceName: 'Lumi' },
    ]);
    expect(request.instrumental).toBeUndefined();
    expect(await screen.findByText('Trying the same 30 seconds with 3 voices.')).toBeInTheDocument();
    // One comparison: three auditions of one group.
    const rows = backend.jobList;
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.groupId)).size).toBe(1);
  });

  it('compares nothing without the audition: one voice, the whole file', async () => {
    const { backend, sheet, user } = await openSheet({ picked: ['/music/song.wav'], myVoices: MINE });
    const toggle = within(sheet).getByRole('switch', { name: 'Try 30 seconds first' });
    await user.click(toggle);
    await user.click(within(sheet).getByRole('button', { name: 'Compare with another voice' }));
    const picker = await within(sheet).findByRole('group', { name: 'Voice to compare with' });
    await user.click(await within(picker).findByRole('button', { name: /Zed/ }));
    expect(within(sheet).getByTestId('total')).toHaveTextContent('2 auditions · 20 credits');

    await user.click(toggle);
    expect(within(sheet).queryByRole('group', { name: 'Compare voices' })).toBeNull();
    expect(within(sheet).getByText('Estimated cost')).toBeInTheDocument();
    expect(within(sheet).getByTestId('total')).toHaveTextContent('40 credits');
    await user.click(within(sheet).getByRole('button', { name: 'Start dub' }));
    const request = await started(backend);
    expect(request.audition).toBeNull();
    expect(request.compareWith).toBeUndefined();
    expect(await screen.findByText('Dubbing 1 file with Blake Stone 2.')).toBeInTheDocument();
  });
});

describe('in the pseudo-locale', () => {
  it('draws the pairing, the key, the vocals left as they are, and the notice from messages', async () => {
    setLocale(PSEUDO);
    const { sheet, user } = await openSheet();
    expect(sheet.querySelector('.pairing')).not.toBeNull();
    expect(sheet.querySelector('#key-slider')).not.toBeNull();
    expect(sheet.querySelector('#vocals-as-is')).not.toBeNull();
    expect(hardCodedText(sheet)).toEqual([]);
    await user.click(sheet.querySelectorAll<HTMLButtonElement>('.pairing .btn')[0]);
    expect(hardCodedText(sheet)).toEqual([]);
    await user.click(sheet.querySelector<HTMLButtonElement>('.actions .btn.primary')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('covers-started', { song: 'song', voice: BLAKE.name })));
  });

  it('draws "Add the instrumental", the voices compared, a full comparison and its notice from messages', async () => {
    setLocale(PSEUDO);
    const { sheet, user } = await openSheet({ picked: ['/music/song.wav'], myVoices: MINE });
    expect(sheet.querySelector('.add .btn:nth-child(2)')).not.toBeNull();
    expect(hardCodedText(sheet)).toEqual([]);
    await user.click(sheet.querySelector<HTMLInputElement>('#audition-switch')!);
    for (let i = 0; i < 3; i++) {
      await user.click(sheet.querySelector<HTMLButtonElement>('.compare-add .btn')!);
      const option = await waitFor(() => {
        const found = sheet.querySelector<HTMLButtonElement>('#compare-picker .option');
        expect(found).not.toBeNull();
        return found!;
      });
      expect(hardCodedText(sheet)).toEqual([]);
      await user.click(option);
    }
    expect(sheet.querySelectorAll('.compared-voice')).toHaveLength(3);
    expect(sheet.querySelector<HTMLButtonElement>('.compare-add .btn')).toBeDisabled();
    expect(hardCodedText(sheet)).toEqual([]);
    await user.click(sheet.querySelector<HTMLButtonElement>('.actions .btn.primary')!);
    await waitFor(() => expect(document.body.textContent).toContain(t('covers-compare-started', { count: 4 })));
  });
});
