// The A/B player of a done dub: one transport over two media elements (the original and the dub)
// that load, play, pause and seek together, only the one listened to unmuted, so switching keeps
// the playhead. WebKitGTK's autoplay policy ("allow without sound") refuses an unmuted play() and
// pauses an element unmuted outside a user gesture: playback starts from the Play click (start(),
// called inside it), which also frees both elements for later plays, and every switch happens in
// a click or a key press. On loopback HTTP a play() promise can stay pending while the element
// plays, so the state here follows the elements' events, never a promise.
//
// A dub of a video shows its video copy: the copy carries the dub as its sound, so it is the dub
// side itself (a <video> in place of the dub's <audio>), and A mutes it and lets the original
// play in sync under the same picture. A copy that is missing or can't be shown leaves the dub's
// audio on that element, with a note. An audition's dub is a stretch of its input: the original
// plays the same stretch (from `excerptStartMs`), on the dub's clock, and stops at its end.
//
// A cover's dub (a vocal paired with its instrumental) has a mixer (mixer.svelte.ts): its
// instrumental is a third element, playing under the dub on the dub's clock and heard with it, at
// the mixer's levels.
//
// The component (ABPlayer.svelte) draws it and binds its elements (`originalEl`, `dubEl`,
// `instrumentalEl`, `track`); everything else is here. Also here: the early ask of a dub's media
// from its Play button. The transport, the Position slider, the keys and the volume it shares
// with a comparison's player (transport.svelte.ts).
import type { Backend } from '../backend/backend';
import type { JobMedia, MediaSide } from '../bindings';
import { wordsFor } from '../errors';
import { linkOriginalNote, mediaErrorWords, missingMediaWords, missingVideoWords, videoPlayWords } from '../words/player';
import { instrumentalMissingWords, instrumentalPlayWords } from '../words/mixer';
import type { Mixer } from './mixer.svelte';
import { MediaTransport, hasSource, quiet, type TransportProps } from './transport.svelte';

export { PAGE, STEP, playerVolume, rememberPlayerVolume } from './transport.svelte';

/** One side's waveform as the player holds it: asked for, drawn, or given up on (a flat line). */
export type Peaks = { status: 'loading' } | { status: 'ready'; bars: number[] } | { status: 'failed' };

/**
 * A sentence made where it is drawn, so it follows the page's language (what the player keeps is
 * its cause: a code, a path, the caught error).
 */
export type Words = () => string;

/** The silent element follows the audible one when they drift further apart than this. */
export const DRIFT = 0.05;

/** What the player is told by the component that draws it (read when needed: they are its props). */
export interface PlayerProps extends TransportProps {
  /** The done dub's job id. */
  readonly id: string;
  /** The dub has a video copy to show (the row's `openVideo`): the dub side is a <video>. */
  readonly video: boolean;
  /** A cover's mixer: the instrumental plays under the dub, both at its levels. */
  readonly mixer?: Mixer | null;
}

/** A number of seconds to a tenth, as the Position slider gives it. */
export function tenths(seconds: number): number {
  return Math.round(seconds * 10) / 10;
}

export class PlayerStore extends MediaTransport<PlayerProps> {
  /** The original's element, bound by the component. */
  originalEl = $state<HTMLAudioElement>();
  /** The dub side: an <audio>, or the <video> of the video copy (the dub is its sound). */
  dubEl = $state<HTMLMediaElement>();
  /** A cover's instrumental (with a mixer only), bound by the component. */
  instrumentalEl = $state<HTMLAudioElement>();

  media = $state<JobMedia | null>(null);
  /** Why the original can't be compared (missing, broken, or a link): the dub plays alone. */
  aside = $state<{ words: Words; tone: 'note' | 'warn' } | null>(null);
  listening = $state<MediaSide>('dub');
  loaded = $state<Record<MediaSide, boolean>>({ original: false, dub: false });
  durations = $state<Record<MediaSide, number>>({ original: 0, dub: 0 });
  peaks = $state<Record<MediaSide, Peaks>>({ original: { status: 'loading' }, dub: { status: 'loading' } });
  peaksSeconds = $state<Record<MediaSide, number>>({ original: 0, dub: 0 });
  /** The video copy's picture shows (its source is the copy, and it plays). */
  picture = $state(false);
  /** Why the video copy is not shown (missing, or it can't be played here): the dub plays as sound. */
  pictureNote = $state<Words | null>(null);
  /** Why a cover's instrumental is not heard (missing, or it can't be played here): the dub plays alone. */
  instrumentalNote = $state<Words | null>(null);

  /** Where the dub side should be once its new source has loaded (after a switch from the copy). */
  private resumeAt: number | null = null;
  private barCount = 0;
  /** The elements as they were when the player opened (the bound ones are cleared before it is let go). */
  private elements: HTMLMediaElement[] = [];

  /** An audition: where its stretch starts in the original, in seconds (null: a whole dub). */
  readonly excerptStart = $derived(this.media?.excerptStartMs != null ? this.media.excerptStartMs / 1000 : null);
  private readonly offset = $derived(this.excerptStart ?? 0);
  /** Both sides can be heard, one at a time. */
  readonly compare = $derived(this.media?.original.kind === 'ready' && this.aside === null && this.fatal === null);
  readonly sides = $derived<MediaSide[]>(this.compare ? ['original', 'dub'] : ['dub']);
  /** The length on the player's clock: an audition's clock is its dub's (the original is the whole input). */
  readonly total = $derived(
    this.excerptStart !== null
      ? this.durations.dub || this.peaksSeconds.dub || 0
      : this.durations[this.listening] ||
          this.peaksSeconds[this.listening] ||
          this.durations.dub ||
          this.peaksSeconds.dub ||
          0,
  );
  readonly canSeek = $derived(this.media !== null && this.fatal === null && this.total > 0);
  readonly playerState = $derived<'playing' | 'paused' | 'loading' | 'error'>(
    this.fatal !== null
      ? 'error'
      : this.playing && this.loaded[this.listening] && !this.buffering
        ? 'playing'
        : this.wanted || this.playing
          ? 'loading'
          : this.media === null
            ? 'loading'
            : 'paused',
  );

  private element(side: MediaSide): HTMLMediaElement | undefined {
    return side === 'dub' ? this.dubEl : this.originalEl;
  }
  protected audible(): HTMLMediaElement | undefined {
    return this.element(this.listening);
  }
  /** The element playing along muted (none when the dub plays alone). */
  private silent(): HTMLMediaElement | undefined {
    return this.compare ? this.element(this.listening === 'dub' ? 'original' : 'dub') : undefined;
  }
  private sideOfElement(el: HTMLMediaElement): MediaSide {
    return el === this.originalEl ? 'original' : 'dub';
  }
  private get mixer(): Mixer | null {
    return this.props.mixer ?? null;
  }
  /** A cover's instrumental, when it has its source: it follows the dub's clock. */
  private instrumental(): HTMLMediaElement | undefined {
    return this.mixer && hasSource(this.instrumentalEl) ? this.instrumentalEl : undefined;
  }
  /** Every element that plays along with the audible one (muted or not). */
  private followers(): HTMLMediaElement[] {
    return [this.silent(), this.instrumental()].filter((el): el is HTMLMediaElement => el !== undefined);
  }
  /** A side's own time for a point of the player's clock (the original is ahead by an audition's start). */
  private timeIn(side: MediaSide, seconds: number): number {
    return side === 'original' ? seconds + this.offset : seconds;
  }
  /** The player's clock for a side's own time. */
  private clockOf(side: MediaSide, seconds: number): number {
    return side === 'original' ? seconds - this.offset : seconds;
  }

  /** Only the side listened to is audible; run in the user's gesture whenever it can unmute. */
  private applyMutes(): void {
    if (this.dubEl) this.dubEl.muted = this.listening !== 'dub';
    if (this.originalEl) this.originalEl.muted = this.listening !== 'original';
    // The instrumental is heard with the dub (the mix), never with the original.
    if (this.instrumentalEl) this.instrumentalEl.muted = this.listening !== 'dub';
    this.applyMix();
  }

  /** The mixer's levels on the dub and the instrumental (heard only while the dub is). */
  private applyMix(): void {
    this.mixer?.apply(this.dubEl, this.instrumental(), this.listening === 'dub', this.volume);
  }

  /** In a user gesture: the mixer's Web Audio started, and the sources that have come routed through it. */
  private wakeMixer(): void {
    const mixer = this.mixer;
    if (!mixer) return;
    mixer.wake();
    mixer.route(hasSource(this.dubEl) ? this.dubEl : undefined, this.instrumental());
    this.applyMix();
  }

  private playOne(el: HTMLMediaElement): void {
    el.play().catch((e: unknown) => {
      // Refused (outside a gesture): say so and wait for Play. Aborted (a new source, a pause):
      // the element's events say what happens next.
      if (e instanceof DOMException && e.name === 'NotAllowedError' && el === this.audible()) {
        this.wanted = false;
        this.refused = true;
      }
    });
  }

  /** Starts both elements together (their sources may still be on their way). */
  private playBoth(): void {
    this.refused = false;
    this.wanted = true;
    this.applyMutes();
    if (this.ended || (this.total > 0 && this.position >= this.total - 0.05)) this.seek(0);
    this.ended = false;
    const a = this.audible();
    if (a) this.playOne(a);
    for (const el of this.followers()) this.playOne(el);
    // Before the sources arrive, this play() is what frees the elements for the later one.
    const all = [this.originalEl, this.dubEl, this.mixer ? this.instrumentalEl : undefined];
    if (!this.media) for (const el of all) if (el && el !== a) this.playOne(el);
  }

  private pauseBoth(): void {
    this.wanted = false;
    for (const el of [this.originalEl, this.dubEl, this.instrumentalEl]) el?.pause();
  }

  /** Starts playing: call it inside the click that asked for it. */
  start(): void {
    this.wakeMixer();
    this.playBoth();
  }

  /** Play or Pause, from the transport or Space. */
  toggle(): void {
    if (this.fatal) return;
    this.wakeMixer();
    if (this.wanted || this.playing) this.pauseBoth();
    else this.playBoth();
  }

  /** Moves the playhead of both sides (and a cover's instrumental; within the player's length). */
  seek(seconds: number): void {
    const to = Math.max(0, Math.min(this.total || 0, seconds));
    this.position = to;
    this.ended = false;
    for (const el of [this.audible(), this.silent()]) if (hasSource(el)) el.currentTime = this.timeIn(this.sideOfElement(el), to);
    const instrumental = this.instrumental();
    if (instrumental) instrumental.currentTime = this.timeIn('dub', to);
  }

  /** Switches the audible side at the same playhead (from a click or a key: a user gesture). */
  listen(side: MediaSide): void {
    if (!this.compare || side === this.listening) return;
    const before = this.listening;
    const from = this.audible();
    this.listening = side;
    const to = this.audible();
    if (hasSource(from) && hasSource(to)) {
      const at = this.timeIn(side, this.clockOf(before, from.currentTime));
      if (Math.abs(to.currentTime - at) > 0.02) to.currentTime = at;
    }
    this.applyMutes();
    this.wakeMixer();
    if ((this.wanted || this.playing) && to?.paused) this.playOne(to);
    const instrumental = this.instrumental();
    if ((this.wanted || this.playing) && instrumental?.paused) this.playOne(instrumental);
  }

  /** Puts the volume on the elements (run in an effect: again when they or the volume change). */
  applyVolume(): void {
    // A cover's dub and instrumental take theirs from the mixer (its levels times this volume).
    for (const el of [this.originalEl, this.mixer ? undefined : this.dubEl]) if (el) el.volume = this.volume;
    this.applyMix();
  }

  /** Gives the media's sources to the elements, or says why they can't play. */
  attach(m: JobMedia): void {
    if (this.released) return;
    this.media = m;
    if (m.dub.kind !== 'ready') {
      const dub = m.dub;
      this.fatal = dub.kind === 'missing' ? () => missingMediaWords('dub', dub.path) : () => mediaErrorWords('dub', 4);
      this.pauseBoth();
      return;
    }
    const original = m.original;
    if (original.kind === 'link') this.aside = { words: linkOriginalNote, tone: 'note' };
    else if (original.kind === 'missing') this.aside = { words: () => missingMediaWords('original', original.path), tone: 'warn' };
    // The video copy, when there is one to show, plays the dub (it is the copy's sound).
    const video = this.props.video;
    if (video && m.video?.kind === 'ready') this.picture = true;
    else if (video && m.video?.kind === 'missing') {
      const path = m.video.path;
      this.pictureNote = () => missingVideoWords(path);
    }
    if (this.dubEl) this.dubEl.src = this.picture && m.video?.kind === 'ready' ? m.video.url : m.dub.url;
    if (this.originalEl && m.original.kind === 'ready') {
      this.originalEl.src = m.original.url;
      // An audition's original starts at its stretch (again once its metadata is in: see onMeta).
      if (m.excerptStartMs) this.originalEl.currentTime = m.excerptStartMs / 1000;
    } else if (this.originalEl) quiet(this.originalEl);
    if (this.mixer) this.attachInstrumental(m);
    this.applyMutes();
    if (this.wanted) this.playBoth();
  }

  /** A cover's instrumental on its element, under the dub (or why it is not heard). */
  private attachInstrumental(m: JobMedia): void {
    const el = this.instrumentalEl;
    const track = m.instrumental;
    if (track?.kind === 'ready' && el) {
      el.src = track.url;
      el.currentTime = this.timeIn('dub', this.position);
      this.mixer?.route(this.dubEl, el);
      return;
    }
    if (track?.kind === 'missing') {
      const path = track.path;
      this.instrumentalNote = () => instrumentalMissingWords(path);
    } else {
      this.instrumentalNote = () => instrumentalMissingWords(null);
    }
    if (el) quiet(el);
  }

  /**
   * Opens the player on its elements: asks for the media (attached at once when it was asked for
   * early: the caller's gesture still runs), then for the waveforms.
   */
  async open(): Promise<void> {
    this.elements = [this.originalEl, this.dubEl, this.instrumentalEl].filter((el): el is HTMLMediaElement => el !== undefined);
    const got = takeEarly(this.backend, this.props.id);
    try {
      this.attach(got?.value ?? (await (got?.promise ?? this.backend.jobMedia(this.props.id))));
    } catch (e) {
      if (this.released) return;
      this.fatal = () => wordsFor(e);
      this.pauseBoth();
      return;
    }
    void this.loadPeaks();
  }

  /** Lets go of the audio (pauses the elements and frees their media): the player is gone. */
  release(): void {
    this.released = true;
    for (const el of this.elements) quiet(el);
    this.mixer?.close();
  }

  /** How many bars fit the waveforms' column (one every 3 px, within bounds). */
  private barsWanted(): number {
    return Math.max(48, Math.min(1200, Math.round((this.track?.clientWidth ?? 600) / 3)));
  }

  async loadPeaks(): Promise<void> {
    const bars = this.barsWanted();
    this.barCount = bars;
    const media = this.media;
    const start = media?.excerptStartMs ?? null;
    // No waveform is no loss: a lane without one shows a flat line and the player plays on.
    const ask = async (side: MediaSide, n: number) => {
      if (!media || media[side].kind !== 'ready') return null;
      return this.backend.mediaPeaks(this.props.id, side, n).catch(() => null);
    };
    // An audition's original is its whole input: asked in the finest bars, then cut to the stretch.
    const [original, dub] = await Promise.all([ask('original', start !== null ? 4096 : bars), ask('dub', bars)]);
    if (this.released || bars !== this.barCount) return;
    this.peaks.dub = dub ? { status: 'ready', bars: dub.bars } : { status: 'failed' };
    if (dub) this.peaksSeconds.dub = dub.durationMs / 1000;
    const stretchMs = (this.peaksSeconds.dub || this.durations.dub) * 1000;
    if (!original || (start !== null && stretchMs <= 0)) {
      this.peaks.original = { status: 'failed' };
    } else if (start !== null) {
      this.peaks.original = { status: 'ready', bars: stretchBars(original.bars, original.durationMs, start, stretchMs, bars) };
      this.peaksSeconds.original = stretchMs / 1000;
    } else {
      this.peaks.original = { status: 'ready', bars: original.bars };
      this.peaksSeconds.original = original.durationMs / 1000;
    }
  }

  /** Asks again for peaks that fit when the waveforms' width changed a lot (a window made much wider). */
  refit(): void {
    const want = Math.round((this.track?.clientWidth ?? 0) / 3);
    if (this.media && this.barCount > 0 && want > 0 && Math.abs(want - this.barCount) / this.barCount > 0.5) void this.loadPeaks();
  }

  // The elements' events. Only the audible one moves the transport; either may fail.
  private sideOf(e: Event): MediaSide {
    return e.currentTarget === this.dubEl ? 'dub' : 'original';
  }

  private onMeta(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    const side = this.sideOf(e);
    if (this.released || !hasSource(el)) return;
    this.loaded[side] = true;
    if (Number.isFinite(el.duration) && el.duration > 0 && (side === 'dub' || this.excerptStart === null)) this.durations[side] = el.duration;
    if (side === 'dub' && this.resumeAt !== null) {
      el.currentTime = this.resumeAt;
      this.resumeAt = null;
    }
    // An audition's original is put at its stretch once it can seek there.
    const want = this.timeIn(side, this.position);
    if (side === 'original' && this.excerptStart !== null && Math.abs(el.currentTime - want) > DRIFT) el.currentTime = want;
  }

  private onPlay(e: Event): void {
    if (this.released || e.currentTarget !== this.audible() || !this.media) return;
    this.playing = true;
    this.refused = false;
    if (e.type === 'playing') this.buffering = false;
    // Started from elsewhere (the system's media keys): the silent side comes along.
    for (const el of this.followers()) if (el.paused) this.playOne(el);
  }

  private onPause(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    // Stale: a pause from before the latest play() (a new source resets a playing element).
    if (this.released || el !== this.audible() || !this.media || !el.paused) return;
    this.playing = false;
    this.wanted = false;
    this.buffering = false;
    for (const el of this.followers()) el.pause();
  }

  private onEnded(e: Event): void {
    if (this.released || e.currentTarget !== this.audible()) return;
    this.playing = false;
    this.wanted = false;
    this.ended = true;
    this.position = this.total;
    for (const el of this.followers()) el.pause();
  }

  private onTime(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    if (this.released || el !== this.audible()) return;
    const now = this.clockOf(this.listening, el.currentTime);
    // An audition's original goes on past the stretch: the player stops it at the dub's end.
    if (this.excerptStart !== null && this.listening === 'original' && this.total > 0 && now >= this.total && (this.wanted || this.playing)) {
      this.ended = true;
      this.position = this.total;
      this.pauseBoth();
      return;
    }
    if (!this.dragging) this.position = now;
    if (e.type === 'seeked') this.buffering = false;
    for (const s of this.followers()) {
      if (s.seeking) continue;
      const want = this.timeIn(s === this.instrumentalEl ? 'dub' : this.sideOfElement(s), now);
      const room = Number.isFinite(s.duration) && s.duration > 0 ? s.duration : Infinity;
      if (want < room && Math.abs(s.currentTime - want) > DRIFT) s.currentTime = want;
    }
  }

  private onWaiting(e: Event): void {
    if (!this.released && e.currentTarget === this.audible()) this.buffering = true;
  }

  private onCanPlay(e: Event): void {
    if (!this.released && e.currentTarget === this.audible()) this.buffering = false;
  }

  private onError(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    const code = el.error?.code ?? 0;
    // 1: aborted on purpose (a new source, or the player let go).
    if (this.released || !hasSource(el) || code === 1) return;
    if (this.sideOf(e) === 'dub' && this.picture && this.media?.dub.kind === 'ready') {
      // The video copy can't be shown here: the dub's own audio takes its place, where it was.
      const was = this.wanted || this.playing;
      this.picture = false;
      this.pictureNote = () => videoPlayWords(code);
      this.resumeAt = this.position;
      el.src = this.media.dub.url;
      this.applyMutes();
      if (was) this.playOne(el);
      return;
    }
    if (this.sideOf(e) === 'dub') {
      this.fatal = () => mediaErrorWords('dub', code);
      this.pauseBoth();
      return;
    }
    const was = this.wanted || this.playing;
    this.aside = { words: () => mediaErrorWords('original', code), tone: 'warn' };
    quiet(el);
    if (this.listening === 'original') {
      this.listening = 'dub';
      this.applyMutes();
      if (was && this.dubEl) this.playOne(this.dubEl);
    }
  }

  /** A cover's instrumental can't be played here: the dub plays alone (the mixer's export still works). */
  private onInstrumentalError(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    const code = el.error?.code ?? 0;
    if (this.released || !hasSource(el) || code === 1) return;
    this.instrumentalNote = instrumentalPlayWords;
    quiet(el);
  }

  /** A cover's instrumental, once it can seek: put at the playhead. */
  private onInstrumentalMeta(e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    if (this.released || !hasSource(el)) return;
    const want = this.timeIn('dub', this.position);
    if (Math.abs(el.currentTime - want) > DRIFT) el.currentTime = want;
  }

  /** The handlers of a cover's instrumental (it follows; only its failure and its metadata matter). */
  readonly instrumentalEvents = {
    onloadedmetadata: (e: Event) => this.onInstrumentalMeta(e),
    onerror: (e: Event) => this.onInstrumentalError(e),
  };

  /** The handlers every media element of the player has (both sides, audio or video). */
  readonly mediaEvents = {
    onloadedmetadata: (e: Event) => this.onMeta(e),
    ondurationchange: (e: Event) => this.onMeta(e),
    onplay: (e: Event) => this.onPlay(e),
    onplaying: (e: Event) => this.onPlay(e),
    onpause: (e: Event) => this.onPause(e),
    onended: (e: Event) => this.onEnded(e),
    ontimeupdate: (e: Event) => this.onTime(e),
    onseeked: (e: Event) => this.onTime(e),
    onwaiting: (e: Event) => this.onWaiting(e),
    oncanplay: (e: Event) => this.onCanPlay(e),
    onerror: (e: Event) => this.onError(e),
  };

  protected heardAt(seconds: number): number {
    return this.clockOf(this.listening, seconds);
  }

  /** A switches the side (when both play). */
  protected switchKey(e: KeyboardEvent): void {
    if ((e.key === 'a' || e.key === 'A') && this.compare) {
      e.preventDefault();
      this.listen(this.listening === 'dub' ? 'original' : 'dub');
    }
  }
}

// ---- The early ask -------------------------------------------------------------------------
// A done dub's media (its loopback URLs) fetched while the pointer or focus is on its Play button,
// so the click usually finds them and starts both elements with their sources inside its own
// gesture.

/** One early ask. */
export interface Early {
  at: number;
  promise: Promise<JobMedia>;
  /** Set once it has come: the player then attaches it at once, inside the click. */
  value?: JobMedia;
}
// Kept per backend (tests mount several) and briefly (the shell checks the files when asked), used
// once; no markup reads them, so they are not state.
const EARLY_MS = 20_000;
const early = new WeakMap<Backend, Map<string, Early>>();

/** Asks for a done dub's media ahead of its Play click (again only once the last ask is old). */
export function prefetchMedia(backend: Backend, id: string): void {
  let mine = early.get(backend);
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  if (!mine) early.set(backend, (mine = new Map()));
  const have = mine.get(id);
  if (have && Date.now() - have.at < EARLY_MS) return;
  const entry: Early = { at: Date.now(), promise: backend.jobMedia(id) };
  // A failure is asked again (and shown) when the player opens.
  entry.promise.then(
    (value) => (entry.value = value),
    () => mine.get(id) === entry && mine.delete(id),
  );
  mine.set(id, entry);
}

/** The early ask of a dub, if a recent one was made; it is used up. */
export function takeEarly(backend: Backend, id: string): Early | null {
  const mine = early.get(backend);
  const entry = mine?.get(id);
  mine?.delete(id);
  return entry && Date.now() - entry.at < EARLY_MS ? entry : null;
}

// ---- Waveforms -------------------------------------------------------------------------------

/**
 * The bars of a stretch of a waveform, at most `n` of them (each the loudest of the bars it
 * covers): an audition's original is its whole input, and its lane shows only the stretch dubbed.
 */
export function stretchBars(bars: readonly number[], wholeMs: number, startMs: number, lengthMs: number, n: number): number[] {
  if (bars.length === 0 || wholeMs <= 0 || lengthMs <= 0 || n <= 0) return [];
  const per = bars.length / wholeMs;
  const from = Math.min(bars.length - 1, Math.max(0, Math.floor(startMs * per)));
  const to = Math.min(bars.length, Math.max(from + 1, Math.ceil((startMs + lengthMs) * per)));
  const part = bars.slice(from, to);
  if (part.length <= n) return part;
  return Array.from({ length: n }, (_, i) => {
    const a = Math.floor((i * part.length) / n);
    const b = Math.max(a + 1, Math.floor(((i + 1) * part.length) / n));
    return Math.max(...part.slice(a, b));
  });
}
