// The player of a comparison (auditions of one stretch with several voices): the A/B player's way
// (player.svelte.ts), from two tracks to up to five. One transport over the original's stretch
// and each voice's dub of it, all loading, playing, pausing and seeking together, only the track
// listened to unmuted, so a switch (its buttons, A and the keys 1-4) keeps the playhead. As there:
// WebKitGTK refuses an unmuted play() outside a user gesture and pauses an element unmuted outside
// one, so playback starts from the Play click (start(), called inside it) and every switch happens
// in a click or a key press; the state follows the elements' events, never a play() promise.
//
// The player's clock is the dubs' (each is the stretch); the original is the whole input, played
// from the stretch's start and stopped at its end. A voice whose dub can't be played is left out of
// the switch (its button says so), and the original too; nothing plays when no voice can.
//
// The component (ComparePlayer.svelte) draws it and binds its elements (`els`, by track) and `track`.
import type { Backend } from '../backend/backend';
import type { JobMedia } from '../bindings';
import { wordsFor } from '../errors';
import { comparisonOriginalWords, memberMissingWords, memberPlayWords } from '../words/mixer';
import { DRIFT, stretchBars, takeEarly, type Peaks, type Words } from './player.svelte';
import { MediaTransport, hasSource, quiet, type TransportProps } from './transport.svelte';

/** The original's track key (a voice's is its member's `key`). */
export const ORIGINAL = 'original';

/** A voice of the comparison: one member's dub. */
export interface CompareVoice {
  /** The member's job id. */
  readonly id: string;
  /** The voice's name (data). */
  readonly name: string;
  /** Its track's key: stable (the voice's id), never `original`. */
  readonly key: string;
}

/** What the player is told by the component that draws it (read when needed: they are its props). */
export interface CompareProps extends TransportProps {
  /** The done members, in the order of the switch (their keys 1-4). */
  readonly voices: readonly CompareVoice[];
  /** The stretch's length, in ms, until the dubs say theirs. */
  readonly lengthMs: number | null;
}

/** Handlers of one track's media element. */
type MediaEvents = Record<`on${string}`, (e: Event) => void>;

export class ComparePlayerStore extends MediaTransport<CompareProps> {
  /** The media elements, by track key (`original`, or a voice's key), bound by the component. */
  els = $state<Record<string, HTMLMediaElement | null | undefined>>({});

  /** Each voice's media, by member id, once it has come. */
  media = $state<Record<string, JobMedia>>({});
  /** Asked for every voice's media, and the answers are in. */
  settled = $state(false);
  /** Tracks that can't play, by key, with why. */
  broken = $state<Record<string, Words>>({});
  /** The track heard. */
  listening = $state('');
  /** Each track's length, by key, as its element says it. */
  durations = $state<Record<string, number>>({});
  /** The stretch's waveform (the original's, cut to it). */
  peaks = $state<Peaks>({ status: 'loading' });

  /** The voice heard last (A goes back to it from the original). */
  private lastVoice = '';
  /** The elements as they were when the player opened (the bound ones are cleared before it is let go). */
  private elements: HTMLMediaElement[] = [];
  private readonly handlers: Record<string, MediaEvents> = {};

  /** Where the stretch starts in the original, in seconds (null: unknown yet, or a whole file). */
  readonly excerptStart = $derived.by(() => {
    const first = Object.values(this.media)[0];
    return first?.excerptStartMs != null ? first.excerptStartMs / 1000 : null;
  });
  /** The voices whose dubs play, in the switch's order. */
  readonly voices = $derived.by(() => this.props.voices.filter((v) => !(v.key in this.broken)));
  /** The original plays (its file is here and plays). */
  readonly hasOriginal = $derived(
    this.settled && !(ORIGINAL in this.broken) && Object.values(this.media).some((m) => m.original.kind === 'ready'),
  );
  /** Every track that plays: the original first, then the voices. */
  readonly keys = $derived([...(this.hasOriginal ? [ORIGINAL] : []), ...this.voices.map((v) => v.key)]);
  /** The length on the player's clock: the dubs' (the first playing voice's), else the stretch's. */
  readonly total = $derived.by(
    () => this.voices.map((v) => this.durations[v.key]).find((d) => d !== undefined && d > 0) ?? (this.props.lengthMs ?? 0) / 1000,
  );
  readonly canSeek = $derived(this.settled && this.fatal === null && this.total > 0);
  readonly playerState = $derived<'playing' | 'paused' | 'loading' | 'error'>(
    this.fatal !== null
      ? 'error'
      : this.playing && !this.buffering
        ? 'playing'
        : this.wanted || this.playing || !this.settled
          ? 'loading'
          : 'paused',
  );

  constructor(backend: Backend, props: CompareProps) {
    super(backend, props);
    this.listening = props.voices[0]?.key ?? '';
    this.lastVoice = this.listening;
  }

  private voiceOf(key: string): CompareVoice | undefined {
    return this.props.voices.find((v) => v.key === key);
  }
  private offsetOf(key: string): number {
    return key === ORIGINAL ? (this.excerptStart ?? 0) : 0;
  }
  /** A track's own time for a point of the player's clock. */
  private timeIn(key: string, seconds: number): number {
    return seconds + this.offsetOf(key);
  }
  private clockOf(key: string, seconds: number): number {
    return seconds - this.offsetOf(key);
  }
  private element(key: string): HTMLMediaElement | undefined {
    return this.els[key] ?? undefined;
  }
  protected audible(): HTMLMediaElement | undefined {
    return this.element(this.listening);
  }
  /** The tracks playing along, muted. */
  private followers(): [string, HTMLMediaElement][] {
    return this.keys.filter((k) => k !== this.listening).flatMap((k) => (hasSource(this.els[k]) ? [[k, this.els[k] as HTMLMediaElement]] : []));
  }
  private keyOf(el: HTMLMediaElement): string | undefined {
    return Object.keys(this.els).find((k) => this.els[k] === el);
  }

  /** Only the track listened to is audible; run in the user's gesture whenever it can unmute. */
  private applyMutes(): void {
    for (const [key, el] of Object.entries(this.els)) if (el) el.muted = key !== this.listening;
  }

  private playOne(el: HTMLMediaElement): void {
    el.play().catch((e: unknown) => {
      if (e instanceof DOMException && e.name === 'NotAllowedError' && el === this.audible()) {
        this.wanted = false;
        this.refused = true;
      }
    });
  }

  private playAll(): void {
    this.refused = false;
    this.wanted = true;
    this.applyMutes();
    if (this.ended || (this.total > 0 && this.position >= this.total - 0.05)) this.seek(0);
    this.ended = false;
    const a = this.audible();
    if (a) this.playOne(a);
    for (const [, el] of this.followers()) this.playOne(el);
    // Before the sources arrive, this play() is what frees the elements for the later one.
    if (!this.settled) for (const el of Object.values(this.els)) if (el && el !== a) this.playOne(el);
  }

  private pauseAll(): void {
    this.wanted = false;
    for (const el of Object.values(this.els)) el?.pause();
  }

  /** Starts playing: call it inside the click that asked for it. */
  start(): void {
    this.playAll();
  }

  /** Play or Pause, from the transport or Space. */
  toggle(): void {
    if (this.fatal) return;
    if (this.wanted || this.playing) this.pauseAll();
    else this.playAll();
  }

  /** Moves the playhead of every track (within the player's length). */
  seek(seconds: number): void {
    const to = Math.max(0, Math.min(this.total || 0, seconds));
    this.position = to;
    this.ended = false;
    for (const key of this.keys) {
      const el = this.els[key];
      if (hasSource(el)) el.currentTime = this.timeIn(key, to);
    }
  }

  /** Switches the audible track at the same playhead (from a click or a key: a user gesture). */
  listen(key: string): void {
    if (key === this.listening || !this.keys.includes(key)) return;
    const before = this.listening;
    const from = this.audible();
    this.listening = key;
    if (key !== ORIGINAL) this.lastVoice = key;
    const to = this.audible();
    if (hasSource(from) && hasSource(to)) {
      const at = this.timeIn(key, this.clockOf(before, from.currentTime));
      if (Math.abs(to.currentTime - at) > 0.02) to.currentTime = at;
    }
    this.applyMutes();
    if ((this.wanted || this.playing) && to?.paused) this.playOne(to);
  }

  /** Puts the volume on the elements (run in an effect: again when they or the volume change). */
  applyVolume(): void {
    for (const el of Object.values(this.els)) if (el) el.volume = this.volume;
  }

  /** Gives the media's sources to the elements, or says why a track can't play. */
  attach(answers: PromiseSettledResult<JobMedia>[]): void {
    if (this.released) return;
    const media: Record<string, JobMedia> = {};
    const broken: Record<string, Words> = {};
    let firstFailure: unknown = null;
    this.props.voices.forEach((voice, i) => {
      const answer = answers[i];
      if (answer?.status !== 'fulfilled') {
        firstFailure ??= answer?.reason ?? null;
        const caught = answer?.reason;
        broken[voice.key] = () => wordsFor(caught);
        return;
      }
      const m = answer.value;
      media[voice.id] = m;
      const el = this.element(voice.key);
      if (m.dub.kind === 'ready') {
        if (el) el.src = m.dub.url;
      } else {
        const path = m.dub.kind === 'missing' ? m.dub.path : null;
        broken[voice.key] = path ? () => memberMissingWords(voice.name, path) : () => memberPlayWords(voice.name);
      }
    });
    const first = Object.values(media)[0];
    const original = this.element(ORIGINAL);
    if (first?.original.kind === 'ready') {
      if (original) {
        original.src = first.original.url;
        if (first.excerptStartMs) original.currentTime = first.excerptStartMs / 1000 + this.position;
      }
    } else {
      const path = first?.original.kind === 'missing' ? first.original.path : null;
      broken[ORIGINAL] = () => comparisonOriginalWords(path);
      if (original) quiet(original);
    }
    this.media = media;
    this.broken = broken;
    this.settled = true;
    if (this.props.voices.every((v) => v.key in broken)) {
      const caught = firstFailure;
      const key = this.props.voices[0]?.key;
      this.fatal = caught !== null ? () => wordsFor(caught) : key && broken[key] ? broken[key] : null;
      this.pauseAll();
      return;
    }
    if (!this.keys.includes(this.listening)) this.listening = this.voices[0]?.key ?? '';
    if (!this.voiceOf(this.lastVoice) || this.lastVoice in broken) this.lastVoice = this.voices[0]?.key ?? '';
    this.applyMutes();
    if (this.wanted) this.playAll();
  }

  /**
   * Opens the player on its elements: asks for every voice's media (attached at once when it was
   * asked for early: the caller's gesture still runs), then for the stretch's waveform.
   */
  async open(): Promise<void> {
    this.elements = Object.values(this.els).filter((el): el is HTMLMediaElement => !!el);
    const asks = this.props.voices.map((v) => takeEarly(this.backend, v.id));
    if (asks.every((a) => a?.value !== undefined)) {
      this.attach(asks.map((a) => ({ status: 'fulfilled', value: a!.value! })));
    } else {
      const answers = await Promise.allSettled(this.props.voices.map((v, i) => asks[i]?.promise ?? this.backend.jobMedia(v.id)));
      this.attach(answers);
    }
    if (!this.fatal) void this.loadPeaks();
  }

  /** Lets go of the audio (pauses the elements and frees their media): the player is gone. */
  release(): void {
    this.released = true;
    for (const el of this.elements) quiet(el);
  }

  /** The stretch's waveform: the original's, cut to it (a flat line when there is none). */
  async loadPeaks(): Promise<void> {
    const voice = this.voices[0];
    const start = this.excerptStart;
    const bars = Math.max(48, Math.min(1200, Math.round((this.track?.clientWidth ?? 600) / 3)));
    const stretchMs = this.total * 1000;
    if (!voice || !this.hasOriginal || stretchMs <= 0) {
      this.peaks = { status: 'failed' };
      return;
    }
    const whole = await this.backend.mediaPeaks(voice.id, 'original', start !== null ? 4096 : bars).catch(() => null);
    if (this.released) return;
    this.peaks = whole
      ? { status: 'ready', bars: start !== null ? stretchBars(whole.bars, whole.durationMs, start * 1000, stretchMs, bars) : whole.bars }
      : { status: 'failed' };
  }

  // The elements' events: only the audible one moves the transport; any may fail.

  /** The handlers of one track's element (the same object for a track each time). */
  eventsOf(key: string): MediaEvents {
    return (this.handlers[key] ??= {
      onloadedmetadata: (e: Event) => this.onMeta(key, e),
      ondurationchange: (e: Event) => this.onMeta(key, e),
      onplay: (e: Event) => this.onPlay(key, e),
      onplaying: (e: Event) => this.onPlay(key, e),
      onpause: (e: Event) => this.onPause(key, e),
      onended: () => this.onEnded(key),
      ontimeupdate: (e: Event) => this.onTime(key, e),
      onseeked: (e: Event) => this.onTime(key, e),
      onwaiting: () => {
        if (!this.released && key === this.listening) this.buffering = true;
      },
      oncanplay: () => {
        if (!this.released && key === this.listening) this.buffering = false;
      },
      onerror: (e: Event) => this.onError(key, e),
    });
  }

  private onMeta(key: string, e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    if (this.released || !hasSource(el)) return;
    if (key !== ORIGINAL && Number.isFinite(el.duration) && el.duration > 0) this.durations[key] = el.duration;
    const want = this.timeIn(key, this.position);
    if (Math.abs(el.currentTime - want) > DRIFT) el.currentTime = want;
  }

  private onPlay(key: string, e: Event): void {
    if (this.released || key !== this.listening || !this.settled) return;
    this.playing = true;
    this.refused = false;
    if (e.type === 'playing') this.buffering = false;
    // Started from elsewhere (the system's media keys): the others come along.
    for (const [, el] of this.followers()) if (el.paused) this.playOne(el);
  }

  private onPause(key: string, e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    if (this.released || key !== this.listening || !this.settled || !el.paused) return;
    this.playing = false;
    this.wanted = false;
    this.buffering = false;
    for (const [, other] of this.followers()) other.pause();
  }

  private onEnded(key: string): void {
    if (this.released || key !== this.listening) return;
    this.playing = false;
    this.wanted = false;
    this.ended = true;
    this.position = this.total;
    for (const [, el] of this.followers()) el.pause();
  }

  private onTime(key: string, e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    if (this.released || key !== this.listening) return;
    const now = this.clockOf(key, el.currentTime);
    // The original goes on past the stretch: the player stops it at the dubs' end.
    if (key === ORIGINAL && this.excerptStart !== null && this.total > 0 && now >= this.total && (this.wanted || this.playing)) {
      this.ended = true;
      this.position = this.total;
      this.pauseAll();
      return;
    }
    if (!this.dragging) this.position = now;
    if (e.type === 'seeked') this.buffering = false;
    for (const [k, other] of this.followers()) {
      if (other.seeking) continue;
      const want = this.timeIn(k, now);
      const room = Number.isFinite(other.duration) && other.duration > 0 ? other.duration : Infinity;
      if (want < room && Math.abs(other.currentTime - want) > DRIFT) other.currentTime = want;
    }
  }

  private onError(key: string, e: Event): void {
    const el = e.currentTarget as HTMLMediaElement;
    const code = el.error?.code ?? 0;
    // 1: aborted on purpose (a new source, or the player let go).
    if (this.released || !hasSource(el) || code === 1) return;
    const voice = this.voiceOf(key);
    const was = this.wanted || this.playing;
    this.broken = { ...this.broken, [key]: voice ? () => memberPlayWords(voice.name) : () => comparisonOriginalWords(null) };
    quiet(el);
    if (this.voices.length === 0) {
      this.fatal = this.broken[key];
      this.pauseAll();
      return;
    }
    if (key === this.lastVoice) this.lastVoice = this.voices[0].key;
    if (key === this.listening) {
      this.listening = this.voices[0].key;
      this.applyMutes();
      const to = this.audible();
      if (was && to) this.playOne(to);
    }
  }

  protected heardAt(seconds: number): number {
    return this.clockOf(this.listening, seconds);
  }

  /**
   * A switches between the original and the last voice heard, 1-4 to a voice (by its place in the
   * switch).
   */
  protected switchKey(e: KeyboardEvent): void {
    if (e.key === 'a' || e.key === 'A') {
      if (!this.hasOriginal) return;
      e.preventDefault();
      this.listen(this.listening === ORIGINAL ? this.lastVoice : ORIGINAL);
    } else if (/^[1-4]$/.test(e.key)) {
      const voice = this.props.voices[Number(e.key) - 1];
      if (!voice || !this.keys.includes(voice.key)) return;
      e.preventDefault();
      this.listen(voice.key);
    }
  }
}
