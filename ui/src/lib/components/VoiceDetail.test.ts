import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import VoiceDetail from './VoiceDetail.svelte';
import ModalHarness from '../../test/ModalHarness.svelte';
import { FAKE_TRAINED_HZ, FakeBackend, generateVoices, makeJobRow, type FakeOptions } from '../backend/fake';
import { backendContext } from '../backend/context';
import { ipcErrorData } from '../backend/backend';
import type { JobRow, MyVoice } from '../bindings';
import { calls, fakeMedia, played } from '../../test/media';
import { hardCodedText } from '../i18n/check';
import { PSEUDO, setLocale } from '../i18n/index.svelte';

const [voice] = generateVoices(1);

function renderPanel(options: FakeOptions = {}, onclose = () => {}) {
  const backend = new FakeBackend(options);
  const user = userEvent.setup();
  render(VoiceDetail, { props: { voice, reduceMotion: false, onclose, onfavorite: () => {} }, context: backendContext(backend) });
  return { backend, user };
}

/** The panel's voice range choices, once the shell has said where the voice sits. */
async function rangeChoices() {
  return screen.findByRole('radiogroup', { name: 'Voice range' });
}

describe('VoiceDetail', () => {
  it('leaves Escape to a modal dialog opened over it, and takes it again once that closes', async () => {
    const onclose = vi.fn();
    const { user } = renderPanel({}, onclose);
    render(ModalHarness);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test dialog' });
    await user.keyboard('{Escape}');
    expect(onclose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Test dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onclose).toHaveBeenCalledOnce();
  });
});

describe("a voice's range", () => {
  it('sets a named range, clears it, and shows what the shell kept', async () => {
    const { backend, user } = renderPanel();
    const group = await rangeChoices();
    expect(backend.callsOf('voiceRange')).toEqual([[voice.id]]);
    // Nobody gave this public voice a range yet.
    expect(within(group).getByRole('radio', { name: 'Not set' })).toBeChecked();
    const low = within(group).getByRole('radio', { name: 'Low' });
    expect(low).toHaveAccessibleDescription('Bass or baritone, about 131 Hz');

    await user.click(low);
    await waitFor(() => expect(backend.callsOf('setVoiceRange')).toEqual([[voice.id, { kind: 'low' }]]));
    expect(low).toBeChecked();
    expect(await backend.voiceRange(voice.id)).toEqual({ range: { kind: 'low' }, source: 'user' });

    // By keyboard: the arrows move through the choices, and each one is kept as it is checked.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, { kind: 'middle' }]));
    expect(within(group).getByRole('radio', { name: 'Middle' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Not set' }));
    await waitFor(() => expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, null]));
    expect(await backend.voiceRange(voice.id)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves a pitch in Hz, and words a pitch the shell refuses', async () => {
    const { backend, user } = renderPanel();
    const group = await rangeChoices();
    expect(within(group).queryByRole('spinbutton')).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'Custom' }));
    // Choosing Custom saves nothing until a pitch is given.
    expect(backend.callsOf('setVoiceRange')).toEqual([]);
    const field = within(group).getByRole('spinbutton', { name: 'Pitch of the voice in Hz' });

    await user.click(within(group).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Type the voice's pitch in Hz (a number), then press Save.");
    expect(backend.callsOf('setVoiceRange')).toEqual([]);

    await user.type(field, '5000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "5,000 Hz can't be saved: a voice's pitch is between 20 and 2,000 Hz. Change it, then press Save again.",
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/5,000 Hz can't be saved/);
    expect(await backend.voiceRange(voice.id)).toBeNull();

    await user.clear(field);
    await user.type(field, '98.5');
    await user.click(within(group).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(backend.callsOf('setVoiceRange').at(-1)).toEqual([voice.id, { kind: 'hz', hz: 98.5 }]);
    expect(within(group).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(field).toHaveValue(98.5);
  });

  it('shows a range given before, as the shell kept it', async () => {
    const backend = new FakeBackend();
    await backend.setVoiceRange(voice.id, { kind: 'hz', hz: 180 });
    render(VoiceDetail, { props: { voice, reduceMotion: false, onclose: () => {}, onfavorite: () => {} }, context: backendContext(backend) });
    const group = await rangeChoices();
    expect(within(group).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(group).getByRole('spinbutton', { name: 'Pitch of the voice in Hz' })).toHaveValue(180);
  });

  it("shows an own voice's range measured from its recordings, with nothing to choose", async () => {
    const mine: MyVoice = { id: voice.id, name: voice.name, readiness: 'done', statusWord: 'done', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };
    const { backend } = renderPanel({ myVoices: [mine] });
    const section = screen.getByRole('region', { name: 'Voice range' });
    expect(await within(section).findByText(`Measured from your recordings: about ${FAKE_TRAINED_HZ} Hz`)).toBeInTheDocument();
    expect(within(section).queryByRole('radiogroup')).toBeNull();
    expect(backend.callsOf('setVoiceRange')).toEqual([]);
  });
});

describe('heard before', () => {
  fakeMedia();

  const done = { state: 'done', creditsUsed: 40 } as const;
  /** The library: two dubs and an audition with this voice, and what is not heard before with it. */
  function library(): JobRow[] {
    return [
      makeJobRow({ id: 'dub:song', title: 'song.mp3', voiceId: voice.id, outputPath: '/music/song (Aria).mp3', pitchShift: 2, ...done }),
      makeJobRow({
        id: 'dub:aud',
        title: 'demo.wav',
        voiceId: voice.id,
        excerpt: { startMs: 70_000, durationMs: 30_000 },
        outputPath: '/music/demo (Aria, audition 1m10s).wav',
        ...done,
      }),
      makeJobRow({ id: 'dub:stems', title: 'cover (Vocals).wav', voiceId: voice.id, separate: false, outputPath: '/music/cover (Aria).wav', ...done }),
      makeJobRow({ id: 'dub:other', title: 'other.mp3', voiceId: 'v0009', outputPath: '/music/other (Iris).mp3', ...done }),
      makeJobRow({ id: 'dub:failed', title: 'failed.mp3', voiceId: voice.id, state: 'failed' }),
      makeJobRow({ id: 'dub:running', title: 'running.mp3', voiceId: voice.id, state: 'processing' }),
    ];
  }

  /** The panel's "Heard before" section, once the library has answered. */
  async function heardSection(options: FakeOptions = {}) {
    const opened = renderPanel({ jobs: library(), ...options });
    // Found by its markup: the pseudo-locale's test finds it too.
    const section = document.querySelector<HTMLElement>('section.heard')!;
    await waitFor(() => expect(section).not.toHaveAttribute('aria-busy', 'true'));
    return { ...opened, section };
  }

  it("lists the user's done dubs and auditions with this voice, newest first, from its group in the library", async () => {
    const { backend, section } = await heardSection();
    expect(section).toBe(screen.getByRole('region', { name: 'Heard before' }));
    expect(backend.callsOf('jobs')).toEqual([
      [{ filter: 'done', search: null, group: { by: 'voice', key: `voice:${voice.id}` }, limit: 20, offset: 0 }],
    ]);
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.name')?.textContent)).toEqual([
      'song.mp3',
      'Audition 1:10–1:40 of demo.wav',
      'cover (Vocals).wav',
    ]);
    // What tells them apart: the pitch, vocals kept as they are.
    expect(items[0]).toHaveTextContent('+2 semitones');
    expect(items[2]).toHaveTextContent('vocals as they are');
    expect(within(section).getByRole('button', { name: 'Play Audition 1:10–1:40 of demo.wav' })).toBeEnabled();
    // Still above: the dub buttons' place and the range are as they were.
    expect(screen.getByRole('region', { name: 'Voice range' }).compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("plays one dub at a time from the shell's address, and pauses it", async () => {
    const { backend, user, section } = await heardSection();
    const audio = section.querySelector('audio')!;
    await user.click(within(section).getByRole('button', { name: 'Play song.mp3' }));
    await waitFor(() => expect(played(audio)).toHaveLength(1));
    expect(backend.callsOf('jobMedia')).toEqual([['dub:song']]);
    expect(audio.getAttribute('src') ?? audio.src).toBe('http://127.0.0.1:1/media/dub-dub:song/song (Aria).mp3');
    const pause = within(section).getByRole('button', { name: 'Pause song.mp3' });

    // Another dub: the first stops, the other plays.
    await user.click(within(section).getByRole('button', { name: 'Play cover (Vocals).wav' }));
    await waitFor(() => expect(played(audio)).toHaveLength(2));
    expect(audio.src).toContain('/media/dub-dub:stems/');
    expect(pause).toHaveAccessibleName('Play song.mp3');
    await user.click(within(section).getByRole('button', { name: 'Pause cover (Vocals).wav' }));
    expect(calls.at(-1)?.name).toBe('pause');
    expect(within(section).getByRole('button', { name: 'Play cover (Vocals).wav' })).toBeInTheDocument();

    // Played again: its address is not asked twice.
    await user.click(within(section).getByRole('button', { name: 'Play song.mp3' }));
    await waitFor(() => expect(played(audio)).toHaveLength(3));
    expect(backend.callsOf('jobMedia')).toEqual([['dub:song'], ['dub:stems']]);
  });

  it('says why a dub cannot be played, and keeps the others playable', async () => {
    const { backend, user, section } = await heardSection();
    backend.failNext('jobMedia', ipcErrorData('result_missing', 'gone', { value: '/music/song (Aria).mp3' }));
    await user.click(within(section).getByRole('button', { name: 'Play song.mp3' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The result file is no longer where Dubdeck saved it (/music/song (Aria).mp3).',
    );
    expect(within(section).getByRole('button', { name: 'Play song.mp3' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Play cover (Vocals).wav' })).toBeEnabled();
  });

  it("says so when the user hasn't dubbed with the voice yet", async () => {
    const { section } = await heardSection({ jobs: [] });
    expect(section).toHaveTextContent("You haven't dubbed with this voice yet.");
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('draws the list, a dub that cannot be played and the empty list from messages', async () => {
    setLocale(PSEUDO);
    const { backend, user, section } = await heardSection();
    expect(hardCodedText(section)).toEqual([]);
    backend.failNext('jobMedia', ipcErrorData('result_missing', 'gone', {}));
    await user.click(section.querySelector<HTMLButtonElement>('.play')!);
    await waitFor(() => expect(section.querySelector('.why')).not.toBeNull());
    expect(hardCodedText(section)).toEqual([]);
    cleanup();
    const empty = await heardSection({ jobs: [] });
    expect(hardCodedText(empty.section)).toEqual([]);
  });
});
