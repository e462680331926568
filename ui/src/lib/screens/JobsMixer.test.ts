// A cover in the Jobs library (a dubbed vocal mixed over its own instrumental): what its row says,
// the mixer in its player (two faders acting live on playback through Web Audio gains, a fake
// AudioContext here), Export mix (free, at the faders' levels, in the settings' format), and why a
// mix is missing. The media elements are the stubs of test/media.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, makeJobRow } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { JobMedia, JobRow, Settings } from '../bindings';
import { clampDb, dbToGain, setMixerAudio, type MixContext } from '../stores/mixer.svelte';
import { dbWords } from '../words/mixer';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { accent } from '../i18n/pseudo';
import { fakeMedia, fire, played } from '../../test/media';

fakeMedia();

/** Web Audio as the mixer uses it: gains, and which element feeds which. */
class FakeGain {
  readonly gain = { value: 1 };
  readonly outputs: unknown[] = [];
  connect(to: unknown) {
    this.outputs.push(to);
    return to;
  }
}

class FakeAudioContext {
  state: AudioContextState = 'suspended';
  readonly destination = { kind: 'destination' };
  readonly gains: FakeGain[] = [];
  /** The gain each routed element feeds. */
  readonly routes = new Map<HTMLMediaElement, FakeGain>();
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = vi.fn(async () => {
    this.state = 'closed';
  });
  createGain() {
    const gain = new FakeGain();
    this.gains.push(gain);
    return gain;
  }
  createMediaElementSource(el: HTMLMediaElement) {
    if (this.routes.has(el)) throw new DOMException('already connected', 'InvalidStateError');
    return {
      connect: (gain: FakeGain) => {
        this.routes.set(el, gain);
        return gain;
      },
    };
  }
  gainOf(el: HTMLMediaElement): number | undefined {
    return this.routes.get(el)?.gain.value;
  }
}

let contexts: FakeAudioContext[] = [];
/** Whether Web Audio hears the elements' media (the loopback server's CORS answer, in the window). */
let hears = true;
beforeEach(() => {
  contexts = [];
  hears = true;
  setMixerAudio({
    context: () => {
      const context = new FakeAudioContext();
      contexts.push(context);
      return context as unknown as MixContext;
    },
    hears: () => hears,
  });
});
afterEach(() => setMixerAudio(null));

const STEMS = { vocal: '/library/stems/7-vocal.wav', instrumental: '/library/stems/7.wav', instrumentalName: 'song (Instrumental).wav' };

/** A done cover: song (Vocals).wav dubbed with Nova, a whole tone up, its mix made as a FLAC. */
function cover(extra: Partial<JobRow> = {}): JobRow {
  return makeJobRow({
    id: 'dub:cover',
    title: 'song (Vocals).wav',
    voiceId: 'v0101',
    voiceName: 'Nova',
    format: 'wav/pcm_s16le',
    state: 'done',
    creditsUsed: 40,
    separate: false,
    key: 2,
    stems: STEMS,
    mix: { vocalGainDb: -6, instrumentalGainDb: 0, format: 'flac', loudness: -14 },
    outputPath: '/home/user/Music/Dubdeck/song (Vocals) (Nova).wav',
    mixPath: '/home/user/Music/Dubdeck/song (Nova).flac',
    ...extra,
  });
}

async function openJobs(rows: JobRow[], settings: Partial<Settings> = {}, prepare?: (backend: FakeBackend) => void) {
  const backend = new FakeBackend({ signedIn: true, jobs: rows, settings });
  prepare?.(backend);
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: (name) => name.startsWith('Jobs') || name.startsWith(`⟦${accent('Jobs')}`) }));
  const list = await screen.findByRole('list', { name: (name) => name === 'Jobs' || name.startsWith(`⟦${accent('Jobs')}`) });
  return { backend, user, list };
}

async function openMixer(settings: Partial<Settings> = {}, prepare?: (backend: FakeBackend) => void, instrumentalPlays = true) {
  const row = cover();
  const opened = await openJobs([row], settings, prepare);
  const article = within(opened.list).getByRole('article', { name: row.title });
  await opened.user.click(within(article).getByRole('button', { name: `Play ${row.title}` }));
  const player = await within(article).findByRole('group', { name: `Player for ${row.title}` });
  const el = (side: string) => player.querySelector<HTMLAudioElement>(`audio[data-side="${side}"]`)!;
  await waitFor(() => expect(el('dub').getAttribute('src')).toMatch(/dub-dub:cover\//));
  if (instrumentalPlays) expect(el('instrumental').getAttribute('src')).toMatch(/instrumental-dub:cover\//);
  const mixer = within(player).getByRole('group', { name: 'Mix' });
  return { ...opened, article, player, mixer, original: el('original'), dub: el('dub'), instrumental: el('instrumental') };
}

const slide = (input: HTMLElement, db: number) => fireEvent.input(input, { target: { value: String(db) } });

describe('Jobs: a cover', () => {
  it('names its instrumental and key on its row, and shows its mix', async () => {
    const { list } = await openJobs([cover()]);
    const row = within(list).getByRole('article', { name: 'song (Vocals).wav' });
    expect(row).toHaveTextContent('with song (Instrumental).wav, key +2');
    expect(within(row).getByText('/home/user/Music/Dubdeck/song (Nova).flac')).toBeInTheDocument();
  });

  it('opens its mix and its dubbed vocal apart, and names a dub made into a format once', async () => {
    const converted = cover({ id: 'dub:flac', title: 'talk.wav', stems: null, key: null, outputPath: '/out/talk (Nova).flac', mixPath: '/out/talk (Nova).flac' });
    const { backend, user, list } = await openJobs([cover(), converted]);
    const row = within(list).getByRole('article', { name: 'song (Vocals).wav' });
    await user.click(within(row).getByRole('button', { name: 'Open mix' }));
    await user.click(within(row).getByRole('button', { name: 'Show audio in folder' }));
    expect(backend.callsOf('openResult')).toEqual([['dub:cover', 'mix']]);
    expect(backend.callsOf('showResult')).toEqual([['dub:cover', 'audio']]);
    const other = within(list).getByRole('article', { name: 'talk.wav' });
    expect(within(other).queryByRole('button', { name: 'Open mix' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(other).getAllByText('/out/talk (Nova).flac')).toHaveLength(1);
  });

  it('plays the instrumental under the dub on one playhead, each through its gain, set from the faders', async () => {
    const { player, mixer, original, dub, instrumental } = await openMixer();
    // The faders: native ranges in dB, from the row's levels.
    const vocal = within(mixer).getByRole('slider', { name: 'Vocal' });
    const backing = within(mixer).getByRole('slider', { name: 'Instrumental' });
    expect(vocal).toHaveAttribute('min', '-24');
    expect(vocal).toHaveAttribute('max', '12');
    expect(vocal).toHaveAttribute('step', '0.5');
    expect(vocal).toHaveValue('-6');
    expect(vocal).toHaveAttribute('aria-valuetext', '−6.0 dB');
    expect(mixer).toHaveTextContent('−6.0 dB');
    expect(backing).toHaveValue('0');
    expect(mixer).toHaveTextContent('0.0 dB');

    // The Play click started Web Audio and every element, the instrumental heard with the dub.
    expect(contexts).toHaveLength(1);
    const context = contexts[0];
    expect(context.resume).toHaveBeenCalled();
    expect(played(instrumental).length).toBeGreaterThan(0);
    expect(instrumental.muted).toBe(false);
    expect(context.routes.get(dub)?.outputs).toEqual([context.destination]);
    expect(context.gainOf(dub)).toBeCloseTo(dbToGain(-6));
    expect(context.gainOf(instrumental)).toBeCloseTo(1);
    expect(context.routes.has(original)).toBe(false);

    // The faders act at once.
    await slide(vocal, -12);
    expect(context.gainOf(dub)).toBeCloseTo(Math.pow(10, -12 / 20));
    await slide(backing, 3.5);
    expect(context.gainOf(instrumental)).toBeCloseTo(Math.pow(10, 3.5 / 20));
    expect(backing).toHaveAttribute('aria-valuetext', '+3.5 dB');

    // The instrumental follows the dub's clock.
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(original, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    fire(dub, 'timeupdate', { currentTime: 42 });
    expect(instrumental.currentTime).toBe(42);
    expect(player).toHaveAttribute('data-listening', 'dub');
  });

  it('keeps the original side of the A/B switch: the mix is silent while the original is heard', async () => {
    const { user, player, original, dub, instrumental } = await openMixer();
    const context = contexts[0];
    fire(dub, 'loadedmetadata', { duration: 185 });
    fire(original, 'loadedmetadata', { duration: 185 });
    fire(dub, 'play');
    fire(dub, 'timeupdate', { currentTime: 30 });
    await user.click(within(player).getByRole('radio', { name: 'Original' }));
    expect(player).toHaveAttribute('data-listening', 'original');
    expect(original.muted).toBe(false);
    expect([dub.muted, instrumental.muted]).toEqual([true, true]);
    expect([context.gainOf(dub), context.gainOf(instrumental)]).toEqual([0, 0]);
    expect(original.currentTime).toBe(30);
    await user.keyboard('a');
    expect(player).toHaveAttribute('data-listening', 'dub');
    expect(context.gainOf(dub)).toBeCloseTo(dbToGain(-6));
    expect(context.gainOf(instrumental)).toBeCloseTo(1);
  });

  it('exports the mix at the faders, in the format and loudness of the settings, for free', async () => {
    let finish: () => void = () => {};
    const { backend, article, mixer } = await openMixer({ outputFormat: 'mp3', loudness: -16 }, (b) => {
      const real = b.remixJob.bind(b);
      vi.spyOn(b, 'remixJob').mockImplementation((...args) => new Promise((resolve) => (finish = () => resolve(real(...args)))));
    });
    expect(mixer).toHaveTextContent('Free: made on this computer');
    await slide(within(mixer).getByRole('slider', { name: 'Vocal' }), -3);
    await slide(within(mixer).getByRole('slider', { name: 'Instrumental' }), 1.5);
    await userEvent.click(within(mixer).getByRole('button', { name: 'Export mix' }));
    expect(backend.remixJob).toHaveBeenCalledWith('dub:cover', { vocalGainDb: -3, instrumentalGainDb: 1.5, format: 'mp3', loudness: -16 }, null);
    expect(within(mixer).getByRole('status')).toHaveTextContent('Mixing…');
    expect(within(mixer).getByRole('button', { name: 'Export mix' })).toBeDisabled();
    finish();
    await waitFor(() => expect(within(mixer).getByRole('status')).toHaveTextContent('Mixed into song (Nova).mp3'));
    expect(within(article).getByText('/home/user/Music/Dubdeck/song (Nova).mp3')).toBeInTheDocument();
    // Nothing asked of the account.
    expect(backend.callsOf('approveJob')).toEqual([]);
    expect(within(article).queryByRole('alert')).toBeNull();
  });

  it("exports in the row's own format and loudness when the settings have none", async () => {
    const { backend, mixer } = await openMixer();
    await userEvent.click(within(mixer).getByRole('button', { name: 'Export mix' }));
    expect(backend.callsOf('remixJob')).toEqual([['dub:cover', { vocalGainDb: -6, instrumentalGainDb: 0, format: 'flac', loudness: -14 }, null]]);
    await waitFor(() => expect(within(mixer).getByRole('status')).toHaveTextContent('Mixed into song (Nova).flac'));
  });

  it('says why an export failed, in the words of its error', async () => {
    const { article, mixer } = await openMixer({}, (b) =>
      b.failNext('remixJob', ipcErrorData('media_tool_missing', 'ffmpeg cannot be used', { tool: { problem: 'not_found' } })),
    );
    await userEvent.click(within(mixer).getByRole('button', { name: 'Export mix' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(/^This needs ffmpeg on this computer\./);
    expect(within(mixer).getByRole('status')).not.toHaveTextContent(/Mixing|Mixed/);
    expect(within(mixer).getByRole('button', { name: 'Export mix' })).toBeEnabled();
  });

  it("sets the elements' volumes to the faders' balance when Web Audio can't hear their media", async () => {
    hears = false;
    const { mixer, dub, instrumental } = await openMixer();
    expect(contexts[0].routes.size).toBe(0);
    expect(dub.volume).toBeCloseTo(dbToGain(-6));
    expect(instrumental.volume).toBe(1);
    // Above 0 dB the louder is at full volume, the other below it by the difference.
    await slide(within(mixer).getByRole('slider', { name: 'Vocal' }), 6);
    expect(dub.volume).toBe(1);
    expect(instrumental.volume).toBeCloseTo(dbToGain(-6));
  });

  it('says the instrumental is missing, and plays the dub alone', async () => {
    const missing = (b: FakeBackend) => {
      const real = b.jobMedia.bind(b);
      vi.spyOn(b, 'jobMedia').mockImplementation(async (id: string): Promise<JobMedia> => {
        const m = await real(id);
        return { ...m, instrumental: { kind: 'missing', path: '/library/stems/7.wav' } };
      });
    };
    const { player, instrumental } = await openMixer({}, missing, false);
    expect(await within(player).findByText(/The instrumental is no longer at \/library\/stems\/7\.wav, so the dub plays alone\./)).toBeInTheDocument();
    expect(instrumental.hasAttribute('src')).toBe(false);
  });

  it('says why a mix is missing, by the step that failed', async () => {
    const failure = { step: 'render', io: null, detail: 'Invalid argument' } as const;
    const plain = makeJobRow({ id: 'dub:plain', title: 'talk.mp3', state: 'done', outputPath: '/out/talk (Nova).mp3', mixError: { step: 'place', io: 'storage_full', detail: null } });
    const { list } = await openJobs([cover({ mixPath: null, mixError: failure }), plain]);
    expect(within(list).getByRole('article', { name: 'song (Vocals).wav' })).toHaveTextContent(
      'The dub is done, but its mix was not made: ffmpeg could not make the file (Invalid argument). Press Export mix to try again.',
    );
    expect(within(list).getByRole('article', { name: 'talk.mp3' })).toHaveTextContent(
      'The dub is done, but its file in the format you chose was not made: it could not be moved into the output folder',
    );
  });

  it('has no mixer for a dub without an instrumental', async () => {
    const plain = makeJobRow({ id: 'dub:plain', title: 'talk.mp3', state: 'done', outputPath: '/out/talk (Nova).mp3' });
    const { user, list } = await openJobs([plain]);
    await user.click(within(list).getByRole('button', { name: 'Play talk.mp3' }));
    const player = await screen.findByRole('group', { name: 'Player for talk.mp3' });
    expect(within(player).queryByRole('group', { name: 'Mix' })).toBeNull();
    expect(player.querySelector('audio[data-side="instrumental"]')).toBeNull();
    expect(contexts).toHaveLength(0);
  });
});

describe('the mixer', () => {
  it('turns dB into gain and keeps a level within the faders', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
    expect(dbToGain(12)).toBeCloseTo(3.981, 3);
    expect(clampDb(-30)).toBe(-24);
    expect(clampDb(13)).toBe(12);
    expect(clampDb(1.3)).toBe(1.5);
    expect(clampDb(-0.1)).toBe(0);
    expect(clampDb(Number.NaN)).toBe(0);
    expect([dbWords(-6), dbWords(3.5), dbWords(0)]).toEqual(['−6.0 dB', '+3.5 dB', '0.0 dB']);
  });
});

describe('Jobs: a cover in the pseudo-locale', () => {
  it('draws its row, mixer, export and missing mix from messages', async () => {
    setLocale(PSEUDO);
    const failed = cover({ id: 'dub:failed', title: 'b-side (Vocals).wav', mixPath: null, mixError: { step: 'no_tool', io: null, detail: null } });
    const { user, list } = await openJobs([cover(), failed]);
    const root = document.querySelector<HTMLElement>('.jobs')!;
    expect(root.textContent).toContain('⟦');
    const row = list.querySelector<HTMLElement>('article[data-job-id="dub:cover"]')!;
    await user.click(row.querySelector<HTMLButtonElement>('.result-actions .btn.primary')!);
    const mixer = await waitFor(() => {
      const el = row.querySelector<HTMLElement>('.mixer');
      if (!el) throw new Error('no mixer');
      return el;
    });
    await user.click(mixer.querySelector('button')!);
    await waitFor(() => expect(mixer.querySelector('[role="status"]')?.textContent).toContain('⟦'));
    expect(hardCodedText(root)).toEqual([]);
  });
});
