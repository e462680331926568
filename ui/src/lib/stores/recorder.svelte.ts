// The recorder of the training wizard's first step: the input devices (the choice remembered),
// what to read or sing, one take at a time with its level, and the takes. A take joins the
// wizard's files as it ends, stopped or by itself, like a dropped file, so the quality check runs
// on it; a take can be heard, trimmed of its silent ends, deleted, or added again from the saved
// ones. Kept by the frame beside the wizard's TrainStore (so its listeners outlive the screen),
// and followed by the shell's events (takeLevel, takeEnded); the only timer holds the clip mark.
import type { InputDevice, Level, Take, TakeDone, TakeStarted } from '../bindings';
import type { Backend, Unlisten } from '../backend/backend';
import { LIMITS } from '../contract';
import { errorCode, wordsFor } from '../errors';
import {
  droppedWords,
  recoveredTakeWords,
  retakeDeleteFailedWords,
  retakeKeptWords,
  retakeNotStartedWords,
  retakeReplacedWords,
  takeEndWords,
  takePlayWords,
  trimmedWords,
} from '../words/recorder';
import { t } from '../i18n/index.svelte';
import { PROMPTS, type Purpose } from '../words/prompts';
import type { TrainStore, Words } from './train.svelte';

/** A take was being recorded already when Record was pressed (the page was reloaded during it). */
export function recordingAdoptedWords(): string {
  return t('rec-recording-adopted');
}

/** Where the last microphone chosen is remembered. */
export const DEVICE_KEY = 'dubdeck.recorder.device';
/** Where the last purpose chosen (speak or sing) is remembered. */
export const PURPOSE_KEY = 'dubdeck.recorder.purpose';
/** How long the meter stays red after a clipped level. */
export const CLIP_HOLD_MS = 1500;
/** The meter's scale, in dBFS. */
export const METER_MIN_DB = -60;
export const METER_MAX_DB = 0;
/** A level above this shows that the microphone hears something. */
export const MOVING_DB = -50;

/** Plays a take's media (an `<audio>` element on the page; a stand-in in tests). */
export interface TakePlayer {
  play(url: string): Promise<void>;
  stop(): void;
}

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * What a notice is about: the takes it names (it goes once any of them is deleted or replaced), and
 * a take whose advice is to add it to the files (it goes once that take is among them).
 */
export interface NoticeSubject {
  takes?: string[];
  untilAdded?: string;
}

/** A passing sentence of the recorder's, worded in the page's language each time it is read. */
export class RecorderNotice {
  readonly id: number;
  readonly tone: 'warn' | 'info';
  readonly about: NoticeSubject;
  private readonly words: Words;

  constructor(id: number, tone: 'warn' | 'info', words: Words, about: NoticeSubject = {}) {
    this.id = id;
    this.tone = tone;
    this.words = words;
    this.about = about;
  }

  get text(): string {
    return this.words();
  }
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopping';

/** The meter's value for a level: whole dBFS within the scale (the bottom for none). */
export function meterValue(db: number | null | undefined): number {
  if (db === null || db === undefined || !Number.isFinite(db)) return METER_MIN_DB;
  return Math.round(Math.min(METER_MAX_DB, Math.max(METER_MIN_DB, db)));
}

/** Where a level sits along the meter, from 0 (the bottom of the scale) to 1 (full scale). */
export function meterShare(db: number | null | undefined): number {
  if (db === null || db === undefined || !Number.isFinite(db)) return 0;
  const clamped = Math.min(METER_MAX_DB, Math.max(METER_MIN_DB, db));
  return (clamped - METER_MIN_DB) / (METER_MAX_DB - METER_MIN_DB);
}

/** The training's minutes when the user entered them (within the training's range), else null. */
export function enteredMinutes(
  minutes: number | null,
  edited: boolean,
  limits: { minMinutes: number; maxMinutes: number } = LIMITS.training,
): number | null {
  return edited && minutes !== null && minutes >= limits.minMinutes && minutes <= limits.maxMinutes ? minutes : null;
}

/** The audio to record, in ms: the minutes entered for the training, else the fewest a training is paid for. */
export function aimMs(entered: number | null, limits: { minMinutes: number } = LIMITS.training): number {
  return (entered ?? limits.minMinutes) * 60_000;
}

/**
 * The device to record from: the one remembered when it is still connected, else the system's
 * default (else the first). `fellBack` when the remembered one is gone.
 */
export function pickDevice(devices: readonly InputDevice[], remembered: string | null): { id: string | null; fellBack: boolean } {
  if (remembered !== null && devices.some((d) => d.id === remembered)) return { id: remembered, fellBack: false };
  const fallback = devices.find((d) => d.isDefault) ?? devices[0];
  return { id: fallback?.id ?? null, fellBack: remembered !== null && fallback !== undefined };
}

/**
 * Whether a device the shell lists can record a voice. The shell leaves out PulseAudio's monitors
 * and ALSA's `null` sink; the page leaves them out too, in case a system names them otherwise:
 * a monitor of an output records the computer's own sound, and `null` ("Discard all samples
 * (playback) or generate zero samples (capture)") records nothing at all.
 */
export function isMicrophone(d: InputDevice): boolean {
  const id = d.id.trim();
  const bare = id.slice(id.lastIndexOf(':') + 1).toLowerCase();
  const name = d.name.trim().toLowerCase();
  if (bare === 'null' || name === 'null') return false;
  if (bare.endsWith('.monitor') || name.endsWith('.monitor') || name.startsWith('monitor of ')) return false;
  return !name.includes('discard all samples');
}

/** A device as the picker names it: "Built-in Audio (default)". */
export function deviceLabel(d: InputDevice): string {
  return d.isDefault ? t('rec-device-default', { device: d.name }) : d.name;
}

/** Two sentences, one after the other, as the language sets them side by side. */
function sentences(first: string, second: string): string {
  return t('rec-sentences', { first, second });
}

/** Each entry's words, read now (in the page's language). */
function worded(record: Record<string, Words>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, words]) => [key, words()]));
}

function browserStorage(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage refused (private mode): nothing is remembered, the default is used
  }
}

/** `record` without `key`. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _gone, ...rest } = record;
  void _gone;
  return rest;
}

export class RecorderStore {
  /** The system's input devices (null: not asked yet). */
  devices = $state<InputDevice[] | null>(null);
  loadingDevices = $state(false);
  /** Why the list of devices could not be read (none found is no problem: see `noMicrophone`). */
  private devicesProblemWords = $state<Words | null>(null);
  /** The device chosen (its id). */
  deviceId = $state<string | null>(null);
  /** The device chosen last time is not connected: the default was picked instead. */
  deviceFellBack = $state(false);
  purpose = $state<Purpose>('speak');
  promptIndex = $state(0);
  phase = $state<RecorderPhase>('idle');
  /** The take being recorded. */
  current = $state<TakeStarted | null>(null);
  /** The last level of the take being recorded. */
  level = $state<Level | null>(null);
  /** Seconds recorded of the take, from its levels. */
  elapsed = $state(0);
  /** A level above MOVING_DB came in this take: the microphone hears something. */
  moving = $state(false);
  /** A level reached full scale within the last CLIP_HOLD_MS. */
  clipping = $state(false);
  /** Why the last start or stop failed. */
  private problemWords = $state<Words | null>(null);
  /** Passing sentences: a take that ended by itself, one kept after a crash. */
  private told = $state<RecorderNotice[]>([]);
  /** Every take in the takes folder that the page knows of, oldest first. */
  takes = $state<Take[]>([]);
  /** The take playing (its name). */
  playing = $state<string | null>(null);
  /** Takes being trimmed or deleted, by name. */
  busyTakes = $state<Record<string, boolean>>({});
  /** What trimming did, by take name. */
  private trimWords = $state<Record<string, Words>>({});
  /** Why an action on a take failed, by take name. */
  private takeProblemWords = $state<Record<string, Words>>({});
  /** The take whose deletion waits for the user's confirmation. */
  deleting = $state<Take | null>(null);
  /** The last take recorded in this run (and not deleted since): the one Record again replaces. */
  lastTake = $state<Take | null>(null);
  /** The take the one being recorded replaces once it is stopped (Record again). */
  replacing = $state<Take | null>(null);

  /** A take is being started, recorded or stopped: the wizard keeps still meanwhile. */
  readonly busy = $derived(this.phase !== 'idle');
  readonly recording = $derived(this.phase === 'recording' || this.phase === 'stopping');
  readonly canRecord = $derived(this.phase === 'idle' && this.deviceId !== null && (this.devices?.length ?? 0) > 0);
  /** The system was asked and has no microphone: the recorder says so quietly, adding files goes on. */
  readonly noMicrophone = $derived(this.devices !== null && this.devices.length === 0 && this.devicesProblemWords === null);
  readonly prompts = $derived(PROMPTS[this.purpose]);
  readonly prompt = $derived(this.prompts[Math.min(this.promptIndex, this.prompts.length - 1)]);
  /** Saved takes that are not among the wizard's files. */
  readonly savedTakes = $derived(this.takes.filter((t) => !this.train.paths.includes(t.path)));
  /** The minutes the user entered for the training (null: none yet, the aim is the fewest). */
  readonly minutesEntered = $derived.by(() => enteredMinutes(this.train.minutes, this.train.minutesEdited));
  readonly aim = $derived(aimMs(this.minutesEntered));
  /**
   * What the minutes recorded count: the voice the quality check heard (silence and pauses do not
   * count), or, when it could not run, the audio's length.
   */
  readonly counts = $derived.by<'voice' | 'audio'>(() => (this.train.qualityProblem === null ? 'voice' : 'audio'));
  /**
   * Recorded for the training: the voice of the kept files as the quality check measured it (a take
   * counts once it is checked, after it stops). Without the check, the audio: the wizard's files as
   * it probed them, takes not probed yet at their own length, and the take being recorded.
   */
  readonly recordedMs = $derived.by(() => {
    if (this.counts === 'voice') return this.train.voicedMs ?? 0;
    const unmeasured = this.train.entries.filter((e) => e.probed === null).reduce((sum, e) => sum + (this.takeOf(e.path)?.seconds ?? 0) * 1000, 0);
    return this.train.totalMs + unmeasured + (this.recording ? this.elapsed * 1000 : 0);
  });
  readonly aimReached = $derived(this.recordedMs >= this.aim);
  readonly meterNow = $derived(meterValue(this.level?.peakDb));
  /**
   * The notices that still hold: one about a take goes once the take is deleted or replaced, one
   * that says to add a take goes once it is among the files (derived, so none outlives its subject).
   */
  readonly notices = $derived(
    this.told.filter((n) => {
      const gone = (n.about.takes ?? []).some((name) => !this.takes.some((t) => t.name === name));
      const added = n.about.untilAdded !== undefined && this.train.paths.some((p) => this.takeOf(p)?.name === n.about.untilAdded);
      return !gone && !added;
    }),
  );
  /** What trimming did, by take name. */
  readonly trimNotes = $derived(worded(this.trimWords));
  /** Why an action on a take failed, by take name. */
  readonly takeProblems = $derived(worded(this.takeProblemWords));

  private readonly backend: Backend;
  private readonly train: TrainStore;
  private readonly storage: KeyValueStore | null;
  private player: TakePlayer | null = null;
  private unlisten: Unlisten[] = [];
  private clipTimer: ReturnType<typeof setTimeout> | undefined;
  /** Takes already taken in as they ended (the event and stopTake may both tell of one). */
  private ended: Record<string, true> = {};
  /** Takes whose recovery was already told. */
  private toldRecovered: Record<string, true> = {};
  private nextNotice = 1;

  constructor(backend: Backend, train: TrainStore, options: { storage?: KeyValueStore | null } = {}) {
    this.backend = backend;
    this.train = train;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    const purpose = this.read(PURPOSE_KEY);
    if (purpose === 'speak' || purpose === 'sing') this.purpose = purpose;
  }

  /** Why the list of devices could not be read. */
  get devicesProblem(): string | null {
    return this.devicesProblemWords?.() ?? null;
  }

  /** Why the last start or stop failed. */
  get problem(): string | null {
    return this.problemWords?.() ?? null;
  }

  async start(): Promise<void> {
    const b = this.backend;
    const unlisten = await Promise.all([
      b.listen('takeLevel', (p) => this.applyLevel(p.level)),
      b.listen('takeEnded', (p) => void this.takeIn(p.done)),
    ]);
    this.unlisten.push(...unlisten);
  }

  /** Stops following the shell; a take still being recorded is stopped (the shell saves it). */
  dispose(): void {
    this.unlisten.forEach((u) => u());
    this.unlisten = [];
    clearTimeout(this.clipTimer);
    this.stopPlaying();
    if (this.phase === 'recording') void this.backend.stopTake().catch(() => undefined);
  }

  /** As the wizard shows: the devices and the saved takes, asked again. */
  async open(): Promise<void> {
    await Promise.all([this.refreshDevices(), this.loadTakes()]);
  }

  // ---- Devices --------------------------------------------------------------------------------

  async refreshDevices(): Promise<void> {
    this.loadingDevices = true;
    try {
      const devices = (await this.backend.inputDevices()).filter(isMicrophone);
      this.devices = devices;
      const picked = pickDevice(devices, this.remembered());
      // A choice made in this run stays while its device is there.
      const keep = this.deviceId !== null && devices.some((d) => d.id === this.deviceId);
      if (!keep) {
        this.deviceId = picked.id;
        this.deviceFellBack = picked.fellBack;
      }
      this.devicesProblemWords = null;
    } catch (e) {
      this.devices = [];
      this.deviceId = null;
      this.devicesProblemWords = () => wordsFor(e);
    } finally {
      this.loadingDevices = false;
    }
  }

  /** Records from this device from now on, and next time. */
  chooseDevice(id: string): void {
    this.deviceId = id;
    this.deviceFellBack = false;
    try {
      this.storage?.setItem(DEVICE_KEY, id);
    } catch {
      // Not remembered: this run still records from it.
    }
  }

  private remembered(): string | null {
    return this.read(DEVICE_KEY);
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  // ---- Prompts --------------------------------------------------------------------------------

  setPurpose(purpose: Purpose): void {
    if (purpose === this.purpose) return;
    this.purpose = purpose;
    this.promptIndex = 0;
    try {
      this.storage?.setItem(PURPOSE_KEY, purpose);
    } catch {
      // Not remembered: this run still shows its prompts.
    }
  }

  nextPrompt(): void {
    this.promptIndex = Math.min(this.prompts.length - 1, this.promptIndex + 1);
  }

  previousPrompt(): void {
    this.promptIndex = Math.max(0, this.promptIndex - 1);
  }

  // ---- Recording ------------------------------------------------------------------------------

  /** Starts a take from the chosen device. */
  async record(): Promise<void> {
    if (!this.canRecord) return;
    // The speakers would be recorded too.
    this.stopPlaying();
    this.problemWords = null;
    this.phase = 'starting';
    this.level = null;
    this.elapsed = 0;
    this.moving = false;
    this.clearClipping();
    try {
      const started = await this.backend.startTake(this.deviceId);
      if (this.phase !== 'starting') return; // it ended by itself already
      // A name can come again once its take was deleted: this is a new take.
      delete this.ended[started.name];
      this.current = started;
      this.phase = 'recording';
    } catch (e) {
      const code = errorCode(e);
      if (code === 'recording_in_progress') {
        // The shell records a take this page did not start (the page was reloaded during it): it
        // is shown as recording here, so that Stop keeps it.
        this.phase = 'recording';
        this.problemWords = recordingAdoptedWords;
        return;
      }
      this.phase = 'idle';
      this.problemWords = () => wordsFor(e);
      if (code === 'no_input_device' || code === 'input_device_gone') void this.refreshDevices();
    }
  }

  /**
   * Records the last take again: once the new take is stopped, the last one is deleted and the new
   * one takes its place among the files. A new take that ends by itself, or does not start, leaves
   * the last one as it is.
   */
  async recordAgain(): Promise<void> {
    const old = this.lastTake;
    if (!old || !this.canRecord || this.busyTakes[old.name]) return;
    if (this.playing === old.name) this.stopPlaying();
    this.replacing = old;
    await this.record();
    // No take of this page's started (it failed, or one the shell was recording was taken over).
    if (this.replacing === old && this.current === null) {
      this.replacing = null;
      const why = this.problemWords;
      if (this.phase === 'idle' && why) this.problemWords = () => sentences(why(), retakeNotStartedWords(old));
    }
  }

  /** Stops the take; it is saved and joins the wizard's files. */
  async stop(): Promise<void> {
    if (this.phase !== 'recording') return;
    this.phase = 'stopping';
    this.problemWords = null;
    const name = this.current?.name ?? null;
    try {
      await this.takeIn(await this.backend.stopTake());
    } catch (e) {
      // It ended by itself meanwhile and was taken in from its event: nothing is lost.
      const told = errorCode(e) === 'not_recording' && name !== null && this.ended[name] === true;
      if (!told) this.problemWords = () => wordsFor(e);
      this.phase = 'idle';
      this.current = null;
    }
  }

  private applyLevel(level: Level): void {
    if (this.phase === 'idle') return;
    // About 30 a second: each changes a few attributes of the meter, below the display's frame rate.
    this.level = level;
    this.elapsed = level.seconds;
    if (level.peakDb > MOVING_DB) this.moving = true;
    if (level.clipped) {
      this.clipping = true;
      clearTimeout(this.clipTimer);
      this.clipTimer = setTimeout(() => (this.clipping = false), CLIP_HOLD_MS);
    }
  }

  private clearClipping(): void {
    clearTimeout(this.clipTimer);
    this.clipping = false;
  }

  /** A take that ended (stopped, or by itself): saved, so it joins the files like a dropped one. */
  private async takeIn(done: TakeDone): Promise<void> {
    const take = done.take;
    const ours = this.current === null || this.current.name === take.name;
    if (ours) {
      this.phase = 'idle';
      this.current = null;
      this.level = null;
    }
    if (this.ended[take.name]) return;
    this.ended[take.name] = true;
    this.takes = [...this.takes.filter((t) => t.name !== take.name), take];
    const old = ours && this.replacing?.name !== take.name ? this.replacing : null;
    if (ours) this.replacing = null;
    this.lastTake = take;
    // What befell the take (it ended by itself, it lost sound), worded where it shows.
    for (const said of [takeEndWords, droppedWords]) {
      if (said(done) !== null) this.notify('warn', () => this.alsoKept(said(done) ?? '', old), { takes: old ? [take.name, old.name] : [take.name] });
    }
    // The take recorded again goes only for a whole new one: a take with sound missing keeps it.
    if (old && done.end.kind === 'stopped' && done.droppedSamples === 0) await this.replace(old, take);
    else this.train.addFiles([take.path]);
  }

  /** What befell a take, and that the take it was to replace is kept too (when there is one). */
  private alsoKept(words: string, old: Take | null): string {
    return old ? sentences(words, retakeKeptWords(old)) : words;
  }

  /** The take recorded again is deleted, and the new one takes its place among the files. */
  private async replace(old: Take, fresh: Take): Promise<void> {
    const name = old.name;
    if (this.playing === name) this.stopPlaying();
    this.busyTakes = { ...this.busyTakes, [name]: true };
    try {
      await this.backend.deleteTake(name);
      this.takes = this.takes.filter((t) => t.name !== name);
      this.trimWords = without(this.trimWords, name);
      this.takeProblemWords = without(this.takeProblemWords, name);
      delete this.ended[name];
      if (this.deleting?.name === name) this.deleting = null;
      this.train.replaceFile(old.path, fresh.path);
      this.notify('info', () => retakeReplacedWords(old, fresh), { takes: [fresh.name] });
    } catch (e) {
      this.train.addFiles([fresh.path]);
      this.notify('warn', () => retakeDeleteFailedWords(old, fresh, e), { takes: [old.name, fresh.name] });
    } finally {
      this.busyTakes = without(this.busyTakes, name);
    }
  }

  // ---- Takes ----------------------------------------------------------------------------------

  /** The saved takes; those a stop of Dubdeck interrupted are told once. */
  async loadTakes(): Promise<void> {
    try {
      const { takes, recovered } = await this.backend.takes();
      this.takes = takes;
      for (const name of recovered) {
        const take = takes.find((t) => t.name === name);
        if (!take || this.toldRecovered[name]) continue;
        this.toldRecovered[name] = true;
        this.notify('info', () => recoveredTakeWords(take), { takes: [name], untilAdded: name });
      }
    } catch (e) {
      this.notify('warn', () => t('rec-takes-unlisted', { reason: wordsFor(e) }));
    }
  }

  /** The take at this path (a wizard file that is a take), if any. */
  takeOf(path: string): Take | undefined {
    return this.takes.find((t) => t.path === path);
  }

  /** A saved take joins the wizard's files again. */
  add(take: Take): void {
    this.train.addFiles([take.path]);
  }

  async trim(take: Take): Promise<void> {
    const name = take.name;
    if (this.busyTakes[name]) return;
    if (this.playing === name) this.stopPlaying();
    this.busyTakes = { ...this.busyTakes, [name]: true };
    this.takeProblemWords = without(this.takeProblemWords, name);
    this.trimWords = without(this.trimWords, name);
    try {
      const trimmed = await this.backend.trimTake(name);
      this.takes = this.takes.map((t) => (t.name === name ? { ...t, seconds: trimmed.seconds } : t));
      this.trimWords = { ...this.trimWords, [name]: () => trimmedWords(trimmed) };
      // The file changed: what was found in it goes, and the wizard measures it again.
      if (trimmed.startSeconds > 0 || trimmed.endSeconds > 0) this.train.fileChanged(take.path);
    } catch (e) {
      this.takeProblemWords = { ...this.takeProblemWords, [name]: () => wordsFor(e) };
    } finally {
      this.busyTakes = without(this.busyTakes, name);
    }
  }

  /** Asks before deleting (in the page's dialog). */
  askDelete(take: Take): void {
    this.takeProblemWords = without(this.takeProblemWords, take.name);
    this.deleting = take;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  /** Deletes the take waiting for confirmation, and takes it out of the wizard's files. */
  async confirmDelete(): Promise<boolean> {
    const take = this.deleting;
    if (!take || this.busyTakes[take.name]) return false;
    const name = take.name;
    if (this.playing === name) this.stopPlaying();
    this.busyTakes = { ...this.busyTakes, [name]: true };
    this.takeProblemWords = without(this.takeProblemWords, name);
    try {
      await this.backend.deleteTake(name);
      this.takes = this.takes.filter((t) => t.name !== name);
      this.trimWords = without(this.trimWords, name);
      delete this.ended[name];
      if (this.lastTake?.name === name) this.lastTake = null;
      if (this.train.paths.includes(take.path)) this.train.removeFile(take.path);
      this.deleting = null;
      return true;
    } catch (e) {
      this.takeProblemWords = { ...this.takeProblemWords, [name]: () => wordsFor(e) };
      return false;
    } finally {
      this.busyTakes = without(this.busyTakes, name);
    }
  }

  // ---- Playing --------------------------------------------------------------------------------

  /** The page's player (its `<audio>`), or none as it goes. */
  attachPlayer(player: TakePlayer | null): void {
    if (!player) this.stopPlaying();
    this.player = player;
  }

  /** Plays a take, or pauses it when it is the one playing; one plays at a time. */
  async togglePlay(take: Take): Promise<void> {
    const name = take.name;
    if (this.playing === name) {
      this.stopPlaying();
      return;
    }
    this.stopPlaying();
    const player = this.player;
    if (!player || this.busy) return;
    this.takeProblemWords = without(this.takeProblemWords, name);
    this.playing = name;
    try {
      const url = await this.backend.takeMedia(name);
      if (this.playing !== name) return;
      await player.play(url);
    } catch (e) {
      if (this.playing === name) {
        this.playing = null;
        this.takeProblemWords = { ...this.takeProblemWords, [name]: () => takePlayWords(name, e) };
      }
    }
  }

  stopPlaying(): void {
    if (this.playing === null) return;
    this.playing = null;
    this.player?.stop();
  }

  /** The player reached the end. */
  playbackEnded(): void {
    this.playing = null;
  }

  /** The player could not play the take (its media failed); without the player's reason, its words. */
  playbackFailed(reason: string | Words): void {
    const name = this.playing;
    if (name === null) return;
    this.playing = null;
    const why = typeof reason === 'string' ? () => reason : reason;
    this.takeProblemWords = { ...this.takeProblemWords, [name]: () => takePlayWords(name, new Error(why())) };
  }

  // ---- Notices --------------------------------------------------------------------------------

  /** A notice whose words are read where it shows (so a change of language words it again). */
  notify(tone: RecorderNotice['tone'], words: Words, about: NoticeSubject = {}): void {
    this.told = [...this.told, new RecorderNotice(this.nextNotice++, tone, words, about)];
  }

  dismiss(id: number): void {
    this.told = this.told.filter((n) => n.id !== id);
  }
}
