// In-memory Backend for Vitest and for `vite dev` outside Tauri: a generated catalogue paged by cursor,
// filters, search, favorites, settings, key handling (a refused key, a missing keychain) and events.
import type {
  Balance,
  JobCounts,
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
import { IpcError, ipcErrorData, type Backend, type BackendEventName, type BackendEvents, type Unlisten } from './backend';

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
}

export interface FakeCall {
  name: string;
  args: unknown[];
}

export class FakeBackend implements Backend {
  readonly catalogue: VoiceCard[];
  readonly calls: FakeCall[] = [];
  opts: Required<Omit<FakeOptions, 'settings' | 'keyOrigin'>> & { keyOrigin: 'keychain' | 'environment' | 'custom' };
  private favorites = new Set<string>();
  private cachedPages = new Map<string, VoicePage>();
  private listeners = new Map<BackendEventName, Set<(p: unknown) => void>>();
  private held: (() => void)[] = [];
  private currentSettings: Settings;
  private keySet: boolean;
  private demo = false;
  private balanceValue: Balance;

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
  }

  private record(name: string, ...args: unknown[]): void {
    this.calls.push({ name, args });
  }

  /** Calls of one command, in order. */
  callsOf(name: string): unknown[][] {
    return this.calls.filter((c) => c.name === name).map((c) => c.args);
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
    return { ...this.opts.jobCounts };
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
