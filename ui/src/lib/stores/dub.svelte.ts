// Starting dubs: files dropped, picked or pasted as links, checked by the shell's local probe before
// any request; the dub sheet's state (inputs, voice, pitch, separation, cost against the balance);
// a drop on a voice card dubbing at once with that voice; short notices of what happened.
import type { JobRow, ProbedInput, VoiceChoice } from '../bindings';
import { LIMITS } from '../contract';
import type { Backend } from '../backend/backend';
import { refusalWords, wordsFor } from '../errors';
import { formatNumber } from '../format';
import type { DropVoice } from '../drop';

/** The pitch shift's range, in semitones (the shell's). */
export const PITCH_MIN = LIMITS.pitchShift.min;
export const PITCH_MAX = LIMITS.pitchShift.max;
export const OCTAVE = 12;

export type Refused = Extract<ProbedInput, { kind: 'refused' }>;
export type Ready = Extract<ProbedInput, { kind: 'ready' }>;

export interface Notice {
  id: number;
  /** News goes by itself; a warning (something to set up) and an error stay until dismissed. */
  tone: 'info' | 'warn' | 'error';
  text: string;
  /** Offers to open the Jobs screen. */
  showJobs?: boolean;
}

/** The words for a refused file (what, why, what to do). */
export function refusedWords(r: Refused): string {
  return refusalWords(r.reason, r.name, r);
}

/** A whole number of semitones within the shell's range (-24..+24). */
export function clampPitch(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.max(PITCH_MIN, Math.min(PITCH_MAX, Math.round(value)));
}

export function voiceChoiceOf(v: DropVoice): VoiceChoice {
  return { id: v.id, name: v.name, avatar: v.avatar, custom: false, lastUsedAt: null };
}

export class DubSheetState {
  inputs = $state<ProbedInput[]>([]);
  links = $state<string[]>([]);
  voice = $state<VoiceChoice | null>(null);
  pitch = $state(0);
  separate = $state(true);
  starting = $state(false);
  problem = $state<string | null>(null);
  /** Whether the link field should take focus when the sheet opens. */
  focusLink = $state(false);

  readonly ready = $derived(this.inputs.filter((i): i is Ready => i.kind === 'ready'));
  readonly refused = $derived(this.inputs.filter((i): i is Refused => i.kind === 'refused'));
  /** Estimated credits of the files (links are priced by the service once it has read them). */
  readonly total = $derived(this.ready.reduce((sum, i) => sum + i.estimatedCredits, 0));
  readonly count = $derived(this.ready.length + this.links.length);
}

export class DubStore {
  sheet = $state<DubSheetState | null>(null);
  /** A drag of files is over the window. */
  dragging = $state(false);
  /** The voice card under the pointer while dragging. */
  dropVoice = $state<DropVoice | null>(null);
  lastVoice = $state<VoiceChoice | null>(null);
  notices = $state<Notice[]>([]);

  private readonly backend: Backend;
  private nextNotice = 1;
  /** Which preset load is current (a quick voice switch must not get an older voice's preset). */
  private presetTurn = 0;

  constructor(backend: Backend) {
    this.backend = backend;
  }

  async loadLastVoice(): Promise<void> {
    try {
      this.lastVoice = await this.backend.lastVoice();
    } catch {
      // Only a default for the sheet: without it, the sheet asks for a voice.
    }
  }

  notify(tone: Notice['tone'], text: string, showJobs = false): void {
    const id = this.nextNotice++;
    this.notices = [...this.notices, { id, tone, text, showJobs }];
    // Errors and warnings stay until dismissed; news goes by itself.
    if (tone === 'info') setTimeout(() => this.dismiss(id), 6000);
  }

  dismiss(id: number): void {
    this.notices = this.notices.filter((n) => n.id !== id);
  }

  /** Opens the sheet (or adds to the open one). The voice defaults to the last one used. */
  async open(options: { inputs?: ProbedInput[]; links?: string[]; voice?: VoiceChoice | null; focusLink?: boolean } = {}): Promise<void> {
    let sheet = this.sheet;
    if (!sheet) {
      sheet = new DubSheetState();
      this.sheet = sheet;
      const voice = options.voice ?? this.lastVoice;
      if (voice) void this.setVoice(voice);
    } else if (options.voice) {
      void this.setVoice(options.voice);
    }
    const before = sheet.inputs;
    sheet.inputs = [...before, ...(options.inputs ?? []).filter((i) => !before.some((b) => b.path === i.path))];
    sheet.links = [...sheet.links, ...(options.links ?? []).filter((l) => !sheet.links.includes(l))];
    sheet.focusLink = options.focusLink ?? false;
  }

  close(): void {
    this.sheet = null;
  }

  /** Chooses the sheet's voice and takes its remembered pitch and separation. */
  async setVoice(voice: VoiceChoice): Promise<void> {
    const sheet = this.sheet;
    if (!sheet) return;
    sheet.voice = voice;
    const turn = ++this.presetTurn;
    try {
      const preset = await this.backend.voicePreset(voice.id);
      if (turn !== this.presetTurn || this.sheet !== sheet) return;
      sheet.pitch = clampPitch(preset.pitchShift);
      sheet.separate = preset.separate;
    } catch {
      // No preset: the service's defaults stay (no shift, separation on).
    }
  }

  removeInput(path: string): void {
    if (this.sheet) this.sheet.inputs = this.sheet.inputs.filter((i) => i.path !== path);
  }

  removeLink(link: string): void {
    if (this.sheet) this.sheet.links = this.sheet.links.filter((l) => l !== link);
  }

  /** Starts the sheet's dubs; closes it on success. */
  async start(): Promise<JobRow[] | null> {
    const sheet = this.sheet;
    if (!sheet || !sheet.voice || sheet.count === 0 || sheet.starting) return null;
    sheet.starting = true;
    sheet.problem = null;
    try {
      const rows = await this.backend.startDubs({
        inputs: [
          ...sheet.ready.map((i) => ({ kind: 'file' as const, path: i.path })),
          ...sheet.links.map((url) => ({ kind: 'link' as const, url })),
        ],
        voiceId: sheet.voice.id,
        voiceName: sheet.voice.name,
        audition: null,
        pitchShift: clampPitch(sheet.pitch),
        separate: sheet.separate,
      });
      this.lastVoice = sheet.voice;
      this.sheet = null;
      this.notify('info', startedWords(rows.length, sheet.voice.name), true);
      return rows;
    } catch (e) {
      sheet.problem = wordsFor(e);
      return null;
    } finally {
      sheet.starting = false;
    }
  }

  /**
   * Files Dubdeck was asked to open ("Open with Dubdeck"): now, and whenever it is asked again
   * while running, they open in the dub sheet (which asks for the voice). Resolves to the function
   * that stops following.
   */
  async followOpenedFiles(): Promise<() => void> {
    const take = async () => {
      try {
        const opened = await this.backend.takeOpenedFiles();
        if (opened.length > 0) await this.open({ inputs: opened });
      } catch (e) {
        this.notify('error', wordsFor(e));
      }
    };
    const stop = await this.backend.listen('filesOpened', () => void take());
    await take();
    return stop;
  }

  /**
   * Files dropped on the window: on a voice card, they dub at once with that voice (its remembered
   * settings); elsewhere, the sheet opens asking for a voice. Refused files are said at once, and
   * nothing is sent for them.
   */
  async drop(paths: string[], voice: DropVoice | null): Promise<void> {
    this.dragging = false;
    this.dropVoice = null;
    if (paths.length === 0) return;
    let probed: ProbedInput[];
    try {
      probed = await this.backend.probeInputs(paths);
    } catch (e) {
      this.notify('error', wordsFor(e));
      return;
    }
    if (!voice || this.sheet) {
      await this.open({ inputs: probed, voice: voice ? voiceChoiceOf(voice) : null });
      return;
    }
    probed.filter((i): i is Refused => i.kind === 'refused').forEach((r) => this.notify('error', refusedWords(r)));
    const ready = probed.filter((i): i is Ready => i.kind === 'ready');
    if (ready.length === 0) return;
    try {
      const preset = await this.backend.voicePreset(voice.id).catch(() => ({ pitchShift: 0, separate: true }));
      const rows = await this.backend.startDubs({
        inputs: ready.map((i) => ({ kind: 'file' as const, path: i.path })),
        voiceId: voice.id,
        voiceName: voice.name,
        pitchShift: clampPitch(preset.pitchShift),
        separate: preset.separate,
        audition: null,
      });
      this.lastVoice = voiceChoiceOf(voice);
      const credits = ready.reduce((sum, i) => sum + i.estimatedCredits, 0);
      this.notify('info', `${startedWords(rows.length, voice.name)} About ${formatNumber(credits)} credits.`, true);
    } catch (e) {
      this.notify('error', wordsFor(e));
    }
  }

  /** Ctrl/Cmd+O or the button: the system's picker, then the sheet. */
  async pick(voice: VoiceChoice | null = null): Promise<void> {
    try {
      const probed = await this.backend.pickMediaFiles();
      if (probed.length > 0 || voice) await this.open({ inputs: probed, voice });
    } catch (e) {
      this.notify('error', wordsFor(e));
    }
  }

  /** A link pasted outside text fields: the sheet offers to dub it. */
  async offerLink(link: string): Promise<void> {
    await this.open({ links: [link] });
  }
}

function startedWords(count: number, voice: string): string {
  return count === 1 ? `Dubbing 1 file with ${voice}.` : `Dubbing ${count} files with ${voice}.`;
}
