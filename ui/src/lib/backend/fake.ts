// In-memory Backend for Vitest and for `vite dev` outside Tauri: a generated catalogue paged by cursor,
// filters, search, favorites, settings, key handling (a refused key, a missing keychain) and events.
import type {
  JobMedia,
  MediaSide,
  MediaTrack,
  StartTraining,
  TrainingCheck,
  TrainingLimits,
  TrainingWarning,
  WavePeaks,
  Balance,
  JobCounts,
  JobGroupBy,
  JobGroupRow,
  JobRow,
  JobsPage,
  JobsQuery,
  ProbedInput,
  StartDubs,
  VoiceChoice,
  VoicePreset,
  MyVoice,
  Session,
  SetKeyOutcome,
  SettingChange,
  SettingName,
  Settings,
  VoiceCard,
  VoiceFilters,
  VoicePage,
  VoiceQuery,
} from '../bindings';
import {
  IpcError,
  ipcErrorData,
  type Backend,
  type BackendEventName,
  type BackendEvents,
  type DropEvent,
  type Unlisten,
} from './backend';
import { inFilter } from '../stores/jobs.svelte';

// The values the service documents (service interface, 2.3 Public voice).
export const FAKE_GENRES = ['pop', 'rap', 'rock', 'country', 'rnb', 'alternative', 'jazz'];
export const FAKE_LANGUAGES = ['english', 'spanish', 'korean', 'japanese', 'french', 'russian', 'thai'];
export const FAKE_STYLES = ['singing', 'rapping', 'speaking', 'character', 'other'];
const FIRST = ['Aria', 'Blake', 'Cleo', 'Dario', 'Esme', 'Felix', 'Gia', 'Hugo', 'Iris', 'Jonah', 'Kira', 'Leo'];
const LAST = ['Stone', 'Vale', 'North', 'Rivers', 'Moon', 'Fox', 'Bright', 'Lane', 'Reed', 'Sky'];

const DEFAULT_SETTINGS: Settings = {
  outputDir: '/home/user/Music/Dubdeck',
  outputDirIsDefault: true,
  autoApproveUpTo: 0,
  notifications: true,
  theme: 'system',
  reduceMotion: false,
  baseUrl: null,
};

function avatarUri(hue: number, label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 55%)"/><text x="32" y="41" font-size="24" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Deterministic catalogue: voice i has a stable name, id, tags and avatar. */
export function generateVoices(count: number): VoiceCard[] {
  const out: VoiceCard[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
    const initials = name
      .split(' ')
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const still = avatarUri((i * 37) % 360, initials);
    const animated = i % 7 === 3;
    out.push({
      id: `v${String(i + 1).padStart(4, '0')}`,
      name,
      // Spread so that filters combine in interesting ways (not all aligned on the same voices).
      languages: i % 5 === 2 ? [FAKE_LANGUAGES[i % 7], FAKE_LANGUAGES[(i + 3) % 7]] : [FAKE_LANGUAGES[i % 7]],
      genres: [FAKE_GENRES[Math.floor(i / 3) % 7]],
      styles: [FAKE_STYLES[i % 5]],
      animated,
      avatar: animated ? avatarUri((i * 37 + 180) % 360, initials) : still,
      avatarStill: still,
      favorite: false,
      lastUsedAt: null,
    });
  }
  return out;
}

export interface FakeOptions {
  voiceCount?: number;
  /** The key that setApiKey refuses (as the service's 401 would). */
  refusedKey?: string;
  /** When set, storing a key fails as if the keychain were missing or locked. */
  keychainUnavailable?: 'no_session_bus' | 'no_service' | 'locked' | 'platform' | null;
  /** session() fails with this code until removeApiKey() (a stored key that can't be used). */
  storedKeyProblem?: 'ambiguous' | 'bad_encoding' | null;
  /** Starts signed in with this key status. */
  signedIn?: boolean;
  credits?: number;
  /** voices() fails with service_unreachable. */
  offline?: boolean;
  /** cachedVoices() answers (pages already fetched once are cached). */
  cache?: boolean;
  /** Resolves voices() only when release() is called (to observe skeletons and ordering). */
  holdVoices?: boolean;
  myVoices?: MyVoice[];
  jobCounts?: JobCounts;
  settings?: Partial<Settings>;
  keyOrigin?: 'keychain' | 'environment' | 'custom';
  /** Rows already in the library (newest first). */
  jobs?: JobRow[];
  /** The last voice used for a dub. */
  lastVoice?: VoiceChoice | null;
  /** Remembered presets by voice id. */
  presets?: Record<string, { pitchShift: number; separate: boolean }>;
  /** What pickMediaFiles() returns (as if the user chose these paths). */
  picked?: string[];
}

const MEDIA = ['mp3', 'wav', 'flac', 'ogg', 'oga', 'opus', 'm4a', 'aac', 'mp4', 'm4v', 'mov', 'mkv', 'webm'];

/**
 * The fake's probe, by the path's look: a trailing slash or no extension is a folder; an extension
 * that is not media is not media; a name with "long" is 31 minutes; "empty" is 0 bytes; a name with
 * `-<N>s` lasts N seconds; anything else lasts 3 min 05 s (40 credits).
 */
export function fakeProbe(path: string): ProbedInput {
  const name = path.replace(/\/+$/, '').split('/').pop() ?? path;
  const refused = (reason: string, more: Partial<Extract<ProbedInput, { kind: 'refused' }>> = {}): ProbedInput => ({
    kind: 'refused',
    path,
    name,
    reason,
    durationMs: null,
    limitMs: null,
    container: null,
    detail: null,
    ...more,
  });
  const dot = name.lastIndexOf('.');
  if (path.endsWith('/') || dot < 0) return refused('is_directory');
  const ext = name.slice(dot + 1).toLowerCase();
  if (!MEDIA.includes(ext)) return refused('not_media');
  if (name.includes('empty')) return refused('empty');
  if (name.includes('long')) return refused('too_long', { durationMs: 31 * 60_000 + 5_000, limitMs: 30 * 60_000 });
  const seconds = /-(\d+)s\./.exec(name);
  const durationMs = seconds ? Number(seconds[1]) * 1000 : 185_000;
  return {
    kind: 'ready',
    path,
    name,
    durationMs,
    format: `${ext}/${ext === 'wav' ? 'pcm_s16le' : ext}`,
    estimatedCredits: Math.max(1, Math.ceil(durationMs / 60_000)) * 10,
    // 128 kbit/s.
    sizeBytes: durationMs * 16,
  };
}

/** The service's training limits (as the shell reports them). */
export const FAKE_TRAINING_LIMITS: TrainingLimits = {
  maxFiles: 5,
  minMinutes: 5,
  maxMinutes: 60,
  nameMaxChars: 50,
  creditsPerMinute: 10,
  recommendedMs: 120_000,
};

/** The shell's training check, over the fake probe (no 30-minute cap for training files). */
export function fakeTrainingCheck(paths: string[], maxMinutes: number | null): TrainingCheck {
  const limits = FAKE_TRAINING_LIMITS;
  const files = paths.map((path) => {
    const probed = fakeProbe(path);
    if (probed.kind === 'refused' && probed.reason === 'too_long') {
      const name = probed.name;
      const durationMs = probed.durationMs ?? 0;
      const ready: ProbedInput = { kind: 'ready', path, name, durationMs, format: 'mp3/mp3', estimatedCredits: Math.ceil(durationMs / 60_000) * 10, sizeBytes: durationMs * 16 };
      return ready;
    }
    return probed;
  });
  const totalMs = files.reduce((sum, f) => sum + (f.kind === 'ready' ? f.durationMs : 0), 0);
  const bad = files.filter((f) => f.kind === 'refused').length;
  const warnings: TrainingWarning[] = [];
  if (paths.length > limits.maxFiles) warnings.push({ kind: 'too_many_files', count: paths.length, max: limits.maxFiles });
  if (bad > 0) warnings.push({ kind: 'unreadable_files', count: bad });
  if (totalMs < limits.recommendedMs && bad < files.length) warnings.push({ kind: 'total_too_short', totalMs, recommendedMs: limits.recommendedMs });
  if (maxMinutes !== null && totalMs > maxMinutes * 60_000) warnings.push({ kind: 'total_above_chosen', totalMs, maxMinutes });
  const minutes = Math.ceil(totalMs / 60_000);
  return { files, totalMs, suggestedMaxMinutes: Math.min(limits.maxMinutes, Math.max(limits.minMinutes, minutes)), warnings };
}

/** A waveform that looks like music: a slow swell with beats. */
export function fakePeaks(bars: number, seed = 1): number[] {
  return Array.from({ length: bars }, (_, i) => {
    const swell = 0.55 + 0.35 * Math.sin((i / bars) * Math.PI * 3 + seed);
    const beat = i % 8 === 0 ? 1 : 0.7 + 0.3 * Math.abs(Math.sin(i * 1.7 + seed));
    return Math.round(Math.min(1, swell * beat) * 255);
  });
}

/** A job row with every field filled (override what a test needs). */
export function makeJobRow(partial: Partial<JobRow> & { id: string }): JobRow {
  return {
    kind: 'dub',
    state: 'uploading',
    step: 'upload',
    status: 'active',
    title: 'song.mp3',
    isLink: false,
    voiceId: 'v0001',
    voiceName: 'Aria Stone 1',
    voiceAvatar: null,
    durationMs: 185_000,
    format: 'mp3/mp3',
    approval: 'none',
    requiredCredits: null,
    creditsUsed: null,
    bytesDone: 0,
    bytesTotal: null,
    failure: null,
    notice: null,
    outputPath: null,
    createdAt: '2026-11-23T12:00:00Z',
    updatedAt: '2026-11-23T12:00:00Z',
    stateSince: '2026-11-23T12:00:00Z',
    ...partial,
  };
}

function groupKey(row: JobRow, by: JobGroupBy): string {
  return by === 'voice' ? `voice:${row.voiceId ?? row.title}` : `input:${row.title}`;
}

export interface FakeCall {
  name: string;
  args: unknown[];
}

export class FakeBackend implements Backend {
  readonly catalogue: VoiceCard[];
  readonly calls: FakeCall[] = [];
  opts: Required<Omit<FakeOptions, 'settings' | 'keyOrigin' | 'jobs' | 'lastVoice' | 'presets' | 'picked'>> & { keyOrigin: 'keychain' | 'environment' | 'custom' };
  private favorites = new Set<string>();
  private cachedPages = new Map<string, VoicePage>();
  private listeners = new Map<BackendEventName, Set<(p: unknown) => void>>();
  private held: (() => void)[] = [];
  private currentSettings: Settings;
  private keySet: boolean;
  private demo = false;
  private balanceValue: Balance;
  private jobRows: JobRow[];
  private last: VoiceChoice | null;
  private presets: Map<string, { pitchShift: number; separate: boolean }>;
  private dropListeners = new Set<(e: DropEvent) => void>();
  private nextJob = 1;
  picked: string[];

  constructor(options: FakeOptions = {}) {
    this.opts = {
      voiceCount: 1200,
      refusedKey: 'bad-key',
      keychainUnavailable: null,
      storedKeyProblem: null,
      signedIn: false,
      credits: 5000,
      offline: false,
      cache: true,
      holdVoices: false,
      myVoices: [],
      jobCounts: { active: 0, waiting: 0, failed: 0, total: 0 },
      keyOrigin: options.keyOrigin ?? 'keychain',
      // An option given as undefined keeps its default.
      ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
    } as FakeBackend['opts'];
    this.catalogue = generateVoices(this.opts.voiceCount);
    this.currentSettings = { ...DEFAULT_SETTINGS, ...options.settings };
    this.keySet = this.opts.signedIn;
    this.balanceValue = { credits: this.opts.credits, asOf: '2026-11-23T12:00:00Z' };
    this.jobRows = (options.jobs ?? []).map((r) => ({ ...r }));
    this.last = options.lastVoice ?? null;
    this.presets = new Map(Object.entries(options.presets ?? {}));
    this.picked = options.picked ?? [];
  }

  private record(name: string, ...args: unknown[]): void {
    this.calls.push({ name, args });
  }

  /** Calls of one command, in order. */
  callsOf(name: string): unknown[][] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
  }

  /** How many listeners an event has now (to check that screens take theirs down). */
  listenerCount(event: BackendEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emit<E extends BackendEventName>(event: E, payload: BackendEvents[E]): void {
    for (const cb of this.listeners.get(event) ?? []) cb(payload);
  }

  /** Lets held voices() calls answer (see holdVoices). */
  release(): void {
    const waiting = this.held;
    this.held = [];
    waiting.forEach((go) => go());
  }

  private sessionValue(): Session {
    return {
      version: '0.1.0',
      demo: this.demo,
      baseUrl: this.demo ? 'http://127.0.0.1:4010' : (this.currentSettings.baseUrl ?? 'https://api.voicedub.ai'),
      baseUrlSource: this.demo ? 'demo' : this.currentSettings.baseUrl ? 'settings' : 'default',
      key: {
        set: this.keySet || this.demo,
        origin: this.opts.keyOrigin,
        writable: this.opts.keyOrigin !== 'environment',
      },
      balance: this.keySet || this.demo ? { ...this.balanceValue } : null,
    };
  }

  async session(): Promise<Session> {
    this.record('session');
    if (this.opts.storedKeyProblem) {
      const message =
        this.opts.storedKeyProblem === 'ambiguous' ? 'the keychain holds 2 Dubdeck keys' : 'the stored key is not valid UTF-8';
      throw new IpcError(ipcErrorData(this.opts.storedKeyProblem, message));
    }
    return this.sessionValue();
  }

  async setApiKey(key: string): Promise<SetKeyOutcome> {
    this.record('setApiKey', key);
    if (key === this.opts.refusedKey) return { kind: 'refused' };
    if (this.opts.keychainUnavailable) {
      return {
        kind: 'keychainUnavailable',
        keychain: this.opts.keychainUnavailable,
        message: `keychain: ${this.opts.keychainUnavailable}`,
      };
    }
    this.keySet = true;
    this.opts.keyOrigin = 'keychain';
    this.emit('keyChanged', { status: this.sessionValue().key });
    return { kind: 'stored', balance: { ...this.balanceValue } };
  }

  async removeApiKey(): Promise<Session> {
    this.record('removeApiKey');
    this.keySet = false;
    this.opts.storedKeyProblem = null;
    const s = this.sessionValue();
    this.emit('sessionChanged', { session: s });
    return s;
  }

  async refreshBalance(): Promise<Balance> {
    this.record('refreshBalance');
    return { ...this.balanceValue };
  }

  async startDemo(): Promise<Session> {
    this.record('startDemo');
    this.demo = true;
    this.balanceValue = { credits: 1000, asOf: '2026-11-23T12:00:00Z' };
    return this.sessionValue();
  }

  async leaveDemo(): Promise<Session> {
    this.record('leaveDemo');
    this.demo = false;
    this.balanceValue = { credits: this.opts.credits, asOf: '2026-11-23T12:00:00Z' };
    return this.sessionValue();
  }

  async voiceFilters(): Promise<VoiceFilters> {
    this.record('voiceFilters');
    return { genres: [...FAKE_GENRES], languages: [...FAKE_LANGUAGES], styles: [...FAKE_STYLES] };
  }

  private filtered(query: VoiceQuery): VoiceCard[] {
    const search = query.search?.toLowerCase() ?? null;
    return this.catalogue
      .filter((v) => (search ? v.name.toLowerCase().includes(search) : true))
      .filter((v) => query.genres.length === 0 || v.genres.some((g) => query.genres.includes(g)))
      .filter((v) => query.languages.length === 0 || v.languages.some((g) => query.languages.includes(g)))
      .filter((v) => query.styles.length === 0 || v.styles.some((g) => query.styles.includes(g)))
      .map((v) => ({ ...v, favorite: this.favorites.has(v.id) }));
  }

  private page(query: VoiceQuery, origin: 'cache' | 'service'): VoicePage {
    const start = query.cursor ? Number(query.cursor) : 0;
    const limit = query.limit ?? 24;
    const all = this.filtered(query);
    const voices = all.slice(start, start + limit);
    const next = start + limit < all.length ? String(start + limit) : null;
    return { voices, nextCursor: next, origin, fetchedAt: '2026-11-23T12:00:00Z' };
  }

  private validate(query: VoiceQuery): void {
    if (query.search !== null && (query.search.length < 1 || query.search.length > 50)) {
      throw new IpcError(ipcErrorData('invalid_value', 'search must be 1 to 50 characters'));
    }
    if (query.limit !== null && (query.limit < 8 || query.limit > 50)) {
      throw new IpcError(ipcErrorData('invalid_value', 'limit must be 8 to 50'));
    }
  }

  async cachedVoices(query: VoiceQuery): Promise<VoicePage | null> {
    this.record('cachedVoices', query);
    this.validate(query);
    if (!this.opts.cache) return null;
    const hit = this.cachedPages.get(JSON.stringify(query));
    if (!hit) return null;
    return { ...hit, voices: hit.voices.map((v) => ({ ...v, favorite: this.favorites.has(v.id) })) };
  }

  /** Puts a page in the cache as if it had been fetched in an earlier session. */
  seedCache(query: VoiceQuery): void {
    this.cachedPages.set(JSON.stringify(query), this.page(query, 'cache'));
  }

  async voices(query: VoiceQuery): Promise<VoicePage> {
    this.record('voices', query);
    this.validate(query);
    if (this.opts.holdVoices) await new Promise<void>((go) => this.held.push(go));
    if (this.opts.offline) {
      throw new IpcError(ipcErrorData('service_unreachable', 'connection refused'));
    }
    const page = this.page(query, 'service');
    this.cachedPages.set(JSON.stringify(query), { ...page, origin: 'cache' });
    return page;
  }

  async favoriteVoices(): Promise<VoiceCard[]> {
    this.record('favoriteVoices');
    return this.catalogue.filter((v) => this.favorites.has(v.id)).map((v) => ({ ...v, favorite: true }));
  }

  async setFavorite(voiceId: string, favorite: boolean): Promise<boolean> {
    this.record('setFavorite', voiceId, favorite);
    if (favorite) this.favorites.add(voiceId);
    else this.favorites.delete(voiceId);
    this.emit('favoriteChanged', { voiceId, favorite });
    return favorite;
  }

  async myVoices(): Promise<MyVoice[]> {
    this.record('myVoices');
    return this.opts.myVoices.map((v) => ({ ...v }));
  }

  async settings(): Promise<Settings> {
    this.record('settings');
    return { ...this.currentSettings };
  }

  async setSetting(change: SettingChange): Promise<Settings> {
    this.record('setSetting', change);
    if (change.setting === 'baseUrl' && change.value !== null && !/^https?:\/\/[^\s/]+/.test(change.value)) {
      throw new IpcError(ipcErrorData('invalid_base_url', 'not an http(s) URL', { value: change.value }));
    }
    if (change.setting === 'autoApproveUpTo' && (change.value < 0 || !Number.isInteger(change.value))) {
      throw new IpcError(ipcErrorData('invalid_value', 'must be a whole number of credits, 0 or more'));
    }
    this.currentSettings = { ...this.currentSettings, [change.setting]: change.value };
    this.emit('settingsChanged', { settings: { ...this.currentSettings } });
    return { ...this.currentSettings };
  }

  async resetSetting(name: SettingName): Promise<Settings> {
    this.record('resetSetting', name);
    this.currentSettings = { ...this.currentSettings, [name]: DEFAULT_SETTINGS[name] };
    if (name === 'outputDir') this.currentSettings.outputDirIsDefault = true;
    this.emit('settingsChanged', { settings: { ...this.currentSettings } });
    return { ...this.currentSettings };
  }

  async chooseOutputDir(): Promise<Settings | null> {
    this.record('chooseOutputDir');
    this.currentSettings = { ...this.currentSettings, outputDir: '/home/user/Dubs', outputDirIsDefault: false };
    return { ...this.currentSettings };
  }

  async jobCounts(): Promise<JobCounts> {
    this.record('jobCounts');
    return this.jobRows.length > 0 ? this.counts() : { ...this.opts.jobCounts };
  }

  private counts(): JobCounts {
    const count = (f: JobsQuery['filter']) => this.jobRows.filter((r) => inFilter(r, f)).length;
    return { active: count('active'), waiting: count('waiting'), failed: count('failed'), total: this.jobRows.length };
  }

  /** The fake library's rows, newest first. */
  get jobList(): JobRow[] {
    return this.jobRows.map((r) => ({ ...r }));
  }

  private find(id: string): JobRow {
    const row = this.jobRows.find((r) => r.id === id);
    if (!row) throw new IpcError(ipcErrorData('no_such_job', `there is no job ${id}`));
    return row;
  }

  /** Changes a row as the engine would, and tells listeners (jobChanged, jobsChanged). */
  updateJob(id: string, patch: Partial<JobRow>): JobRow {
    const row = this.find(id);
    Object.assign(row, patch);
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return { ...row };
  }

  /** Adds a row as another front end would, and tells listeners. */
  addJob(row: JobRow): void {
    this.jobRows.unshift({ ...row });
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
  }

  /** Bytes of a transfer moved. */
  progress(id: string, bytesDone: number, bytesTotal: number | null): void {
    this.emit('jobProgress', { id, bytesDone, bytesTotal });
  }

  /** A native drop on the window (positions in physical pixels). */
  drop(event: DropEvent): void {
    this.dropListeners.forEach((cb) => cb(event));
  }

  async probeInputs(paths: string[]): Promise<ProbedInput[]> {
    this.record('probeInputs', paths);
    return paths.map(fakeProbe);
  }

  async pickMediaFiles(): Promise<ProbedInput[]> {
    this.record('pickMediaFiles');
    return this.picked.map(fakeProbe);
  }

  async startDubs(request: StartDubs): Promise<JobRow[]> {
    this.record('startDubs', request);
    if (request.inputs.length === 0) throw new IpcError(ipcErrorData('invalid_value', 'nothing to dub'));
    if (request.pitchShift < -24 || request.pitchShift > 24) {
      throw new IpcError(ipcErrorData('input_refused', 'pitch', { reason: 'pitch_out_of_range', value: String(request.pitchShift) }));
    }
    const rows: JobRow[] = [];
    for (const input of request.inputs) {
      if (input.kind === 'file') {
        const probed = fakeProbe(input.path);
        if (probed.kind === 'refused') {
          throw new IpcError(ipcErrorData('input_refused', probed.reason, { reason: probed.reason, value: input.path }));
        }
      } else if (!/^https?:\/\/[^\s/]+/.test(input.url)) {
        throw new IpcError(ipcErrorData('input_refused', 'not a link', { reason: 'bad_link', value: input.url }));
      }
    }
    for (const input of request.inputs) {
      const probed = input.kind === 'file' ? fakeProbe(input.path) : null;
      const row = makeJobRow({
        id: `dub:fake-${this.nextJob++}`,
        state: 'created',
        title: probed ? probed.name : input.kind === 'link' ? input.url : '',
        isLink: input.kind === 'link',
        voiceId: request.voiceId,
        voiceName: request.voiceName,
        durationMs: probed?.kind === 'ready' ? probed.durationMs : null,
        format: probed?.kind === 'ready' ? probed.format : null,
      });
      this.jobRows.unshift(row);
      rows.push({ ...row });
    }
    this.presets.set(request.voiceId, { pitchShift: request.pitchShift, separate: request.separate });
    this.last = { id: request.voiceId, name: request.voiceName, avatar: null, custom: false, lastUsedAt: '2026-11-23T12:00:00Z' };
    rows.forEach((job) => this.emit('jobChanged', { job }));
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return rows;
  }

  /** Files waiting to be opened (as if Dubdeck was started with them); see openFiles(). */
  opened: string[] = [];

  /** As a second start of Dubdeck with files would: queued, and announced. */
  openFiles(paths: string[]): void {
    this.opened.push(...paths);
    this.emit('filesOpened', { paths });
  }

  async takeOpenedFiles(): Promise<ProbedInput[]> {
    this.record('takeOpenedFiles');
    const paths = this.opened;
    this.opened = [];
    return paths.map(fakeProbe);
  }

  async voicePreset(voiceId: string): Promise<VoicePreset> {
    this.record('voicePreset', voiceId);
    const p = this.presets.get(voiceId) ?? { pitchShift: 0, separate: true };
    return { voiceId, ...p, lastUsedAt: null };
  }



  async lastVoice(): Promise<VoiceChoice | null> {
    this.record('lastVoice');
    return this.last ? { ...this.last } : null;
  }

  async recentVoices(limit: number): Promise<VoiceChoice[]> {
    this.record('recentVoices', limit);
    return this.last ? [{ ...this.last }] : [];
  }

  private matching(query: JobsQuery): JobRow[] {
    const search = query.search?.trim().toLowerCase() ?? '';
    return this.jobRows
      .filter((r) => inFilter(r, query.filter))
      .filter((r) => !search || r.title.toLowerCase().includes(search) || (r.voiceName ?? '').toLowerCase().includes(search))
      .filter((r) => !query.group || groupKey(r, query.group.by) === query.group.key);
  }

  async jobs(query: JobsQuery): Promise<JobsPage> {
    this.record('jobs', query);
    const all = this.matching(query);
    const limit = query.limit || 50;
    return { jobs: all.slice(query.offset, query.offset + limit).map((r) => ({ ...r })), total: all.length };
  }

  async jobGroups(query: JobsQuery, by: JobGroupBy): Promise<JobGroupRow[]> {
    this.record('jobGroups', query, by);
    const groups = new Map<string, JobGroupRow>();
    for (const r of this.matching({ ...query, group: null })) {
      const key = groupKey(r, by);
      const label = by === 'voice' ? (r.voiceName ?? r.title) : r.title;
      const g = groups.get(key);
      if (g) g.count += 1;
      else groups.set(key, { key, label, count: 1, latestAt: r.updatedAt });
    }
    return [...groups.values()];
  }

  private wrongState(row: JobRow, action: string): IpcError {
    return new IpcError(ipcErrorData('wrong_state', `the job is ${row.state}, so it cannot be ${action}`));
  }

  async approveJob(id: string): Promise<JobRow> {
    this.record('approveJob', id);
    const row = this.find(id);
    if (row.status !== 'approval') throw this.wrongState(row, 'approved');
    return this.updateJob(id, { state: 'generating', step: 'generate', status: 'active', approval: 'approved' });
  }

  async discardJob(id: string): Promise<JobRow> {
    this.record('discardJob', id);
    const row = this.find(id);
    if (row.status === 'done' || row.status === 'canceled') throw this.wrongState(row, 'discarded');
    return this.updateJob(id, { state: 'canceled', status: 'canceled' });
  }

  async retryJob(id: string): Promise<JobRow> {
    this.record('retryJob', id);
    const row = this.find(id);
    if (row.status === 'credits') {
      return this.updateJob(id, { state: 'generating', step: 'generate', status: 'active', failure: null });
    }
    if (row.status !== 'failed' || row.failure?.retryable === false) throw this.wrongState(row, 'retried');
    return this.updateJob(id, { state: 'created', step: 'upload', status: 'active', failure: null });
  }

  async removeJob(id: string, deleteResult: boolean): Promise<void> {
    this.record('removeJob', id, deleteResult);
    const row = this.find(id);
    if (row.status !== 'done' && row.status !== 'failed' && row.status !== 'canceled') throw this.wrongState(row, 'removed');
    this.jobRows = this.jobRows.filter((r) => r.id !== id);
    this.emit('jobRemoved', { id });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
  }

  async dubAgain(id: string, voiceId: string, voiceName: string): Promise<JobRow> {
    this.record('dubAgain', id, voiceId, voiceName);
    const earlier = this.find(id);
    if (earlier.kind !== 'dub') throw this.wrongState(earlier, 'dubbed again');
    const row = makeJobRow({
      ...earlier,
      id: `dub:fake-${this.nextJob++}`,
      state: 'created',
      step: 'upload',
      status: 'active',
      voiceId,
      voiceName,
      outputPath: null,
      failure: null,
      creditsUsed: null,
      requiredCredits: null,
    });
    this.addJob(row);
    return { ...row };
  }

  async openResult(id: string): Promise<void> {
    this.record('openResult', id);
    if (!this.find(id).outputPath) throw new IpcError(ipcErrorData('no_result', 'the job has no result file'));
  }

  async showResult(id: string): Promise<void> {
    this.record('showResult', id);
    if (!this.find(id).outputPath) throw new IpcError(ipcErrorData('no_result', 'the job has no result file'));
  }

  async jobMedia(id: string): Promise<JobMedia> {
    this.record('jobMedia', id);
    const row = this.find(id);
    if (row.kind !== 'dub' || !row.outputPath) throw new IpcError(ipcErrorData('no_result', 'the dub is not finished yet'));
    const original: MediaTrack = row.isLink ? { kind: 'link', url: row.title } : { kind: 'ready', url: `http://127.0.0.1:1/media/original-${id}/${row.title}`, name: row.title };
    const name = row.outputPath.split('/').pop() ?? row.outputPath;
    return { original, dub: { kind: 'ready', url: `http://127.0.0.1:1/media/dub-${id}/${name}`, name } };
  }

  async mediaPeaks(id: string, side: MediaSide, bars: number): Promise<WavePeaks> {
    this.record('mediaPeaks', id, side, bars);
    const row = this.find(id);
    if (!row.outputPath) throw new IpcError(ipcErrorData('no_result', 'the dub is not finished yet'));
    if (side === 'original' && row.isLink) throw new IpcError(ipcErrorData('no_local_file', 'the original is a link, not a file'));
    const n = Math.max(1, Math.min(4096, bars));
    return { durationMs: row.durationMs ?? 185_000, bars: fakePeaks(n, side === 'dub' ? 2 : 1) };
  }

  async trainingLimits(): Promise<TrainingLimits> {
    this.record('trainingLimits');
    return { ...FAKE_TRAINING_LIMITS };
  }

  async checkTrainingFiles(paths: string[], maxMinutes: number | null): Promise<TrainingCheck> {
    this.record('checkTrainingFiles', paths, maxMinutes);
    return fakeTrainingCheck(paths, maxMinutes);
  }

  async pickTrainingFiles(): Promise<string[]> {
    this.record('pickTrainingFiles');
    return [...this.picked];
  }

  async startTraining(request: StartTraining): Promise<JobRow> {
    this.record('startTraining', request);
    const limits = FAKE_TRAINING_LIMITS;
    const name = request.name.trim();
    if (name.length === 0 || [...name].length > limits.nameMaxChars) {
      throw new IpcError(ipcErrorData('input_refused', 'name', { reason: 'bad_name', value: request.name }));
    }
    if (request.files.length === 0 || request.files.length > limits.maxFiles) {
      throw new IpcError(ipcErrorData('input_refused', 'files', { reason: 'bad_file_count', value: String(request.files.length) }));
    }
    if (request.maxMinutes < limits.minMinutes || request.maxMinutes > limits.maxMinutes) {
      throw new IpcError(ipcErrorData('input_refused', 'minutes', { reason: 'bad_minutes', value: String(request.maxMinutes) }));
    }
    const row = makeJobRow({
      id: `training:fake-${this.nextJob++}`,
      kind: 'training',
      state: 'created',
      title: name,
      voiceId: null,
      voiceName: name,
      durationMs: null,
      format: null,
      // As the training check sees the files (a long recording is fine for training).
      bytesTotal: fakeTrainingCheck(request.files, null).files.reduce((sum, f) => sum + (f.kind === 'ready' ? f.sizeBytes : 0), 0),
    });
    this.jobRows.unshift(row);
    this.emit('jobChanged', { job: { ...row } });
    this.emit('jobsChanged', { counts: this.counts(), stale: false });
    return { ...row };
  }

  async onDrop(cb: (event: DropEvent) => void): Promise<Unlisten> {
    this.dropListeners.add(cb);
    return () => this.dropListeners.delete(cb);
  }

  async listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten> {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    const handler = cb as (p: unknown) => void;
    set.add(handler);
    return () => set.delete(handler);
  }
}

/** A job's failure: `code`, retryable, and every parameter empty unless given. */
export function jobFailure(code: string, params: Partial<NonNullable<JobRow['failure']>> = {}): NonNullable<JobRow['failure']> {
  return {
    code,
    retryable: true,
    needed: null,
    balance: null,
    path: null,
    reason: null,
    detail: null,
    stage: null,
    format: null,
    durationMs: null,
    link: null,
    status: null,
    address: null,
    expectedBytes: null,
    foundBytes: null,
    ...params,
  };
}

/** A library with a job in every state, for `vite dev` (?jobs) and screenshots. */
export function sampleJobs(now: number = Date.now()): JobRow[] {
  const at = (ms: number) => new Date(now + ms).toISOString();
  return [
    makeJobRow({ id: 'dub:s1', title: 'Midnight City (live).mp3', voiceName: 'Aria Stone 1', state: 'uploading', bytesDone: 3_400_000, bytesTotal: 7_900_000, createdAt: at(-20_000) }),
    makeJobRow({ id: 'dub:s2', title: 'Podcast intro.wav', voiceName: 'Blake Stone 2', voiceId: 'v0002', state: 'preprocessing', step: 'preprocess', format: 'wav/pcm_s16le', durationMs: 64_000, stateSince: at(-42_000) }),
    makeJobRow({
      id: 'dub:s3',
      title: 'https://example.com/clips/teaser.mp4',
      isLink: true,
      durationMs: null,
      format: null,
      voiceName: 'Cleo Stone 3',
      voiceId: 'v0003',
      state: 'processing',
      step: 'generate',
      notice: { code: 'rate_limited', until: at(12_000), attempt: null, of: null, reasonCode: null, nextAt: null },
    }),
    makeJobRow({ id: 'dub:s4', title: 'Wedding toast.m4a', format: 'm4a/aac', durationMs: 238_000, voiceName: 'Dario Stone 4', voiceId: 'v0004', state: 'awaiting_approval', step: 'confirm', status: 'approval', requiredCredits: 40 }),
    makeJobRow({
      id: 'dub:s5',
      title: 'Anthem demo.flac',
      format: 'flac/flac',
      voiceName: 'Esme Stone 5',
      voiceId: 'v0005',
      state: 'waiting_credits',
      step: 'confirm',
      status: 'credits',
      requiredCredits: 40,
      failure: jobFailure('not_enough_credits', { needed: 40, balance: 25 }),
    }),
    makeJobRow({
      id: 'dub:s6',
      title: 'Summer single.mp3',
      voiceName: 'Felix Stone 6',
      voiceId: 'v0006',
      state: 'done',
      step: 'finished',
      status: 'done',
      approval: 'auto',
      creditsUsed: 40,
      outputPath: '/home/user/Music/Dubdeck/Summer single (Felix Stone 6).mp3',
    }),
    makeJobRow({
      id: 'dub:s7',
      title: 'Voice memo 12.ogg',
      format: 'ogg/vorbis',
      durationMs: 31_000,
      voiceName: 'Gia Stone 7',
      voiceId: 'v0007',
      state: 'failed',
      step: 'preprocess',
      status: 'failed',
      failure: jobFailure('remote_failed', { stage: 'preprocessing' }),
    }),
    makeJobRow({
      id: 'training:s8',
      kind: 'training',
      title: 'My studio voice',
      voiceName: 'My studio voice',
      voiceId: null,
      durationMs: null,
      format: null,
      state: 'training',
      step: 'generate',
      stateSince: at(-185_000),
    }),
  ];
}
