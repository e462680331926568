// The app's session state: which screen shows (welcome, keychain, app), the account's balance,
// settings and job counts, whether ffmpeg is here for videos and auditions, and whether the stored
// key waits for the user to confirm it for the service's host now. Fed by commands and kept live
// by the shell's events. Never holds the key. Its settings carry the language the page speaks: set
// as they arrive, before a screen is drawn from them.
import type { Balance, ErrorCode, HostChange, JobCounts, KeychainProblem, MediaStatus, Session, Settings } from '../bindings';
import type { Backend, Unlisten } from '../backend/backend';
import { errorCode, STORED_KEY_CODES, wordsFor } from '../errors';
import { IpcError } from '../backend/backend';
import { afterCatalogue, markOnce } from '../perf';
import { setLocale, t } from '../i18n/index.svelte';
import { CrashStore } from './crash.svelte';

export type Phase = 'loading' | 'welcome' | 'keychain' | 'app' | 'failed';
export type Route = 'voices' | 'my-voices' | 'jobs' | 'train' | 'spend' | 'settings';
/**
 * Words to show, formatted when drawn (so they follow a change of language): keep the function,
 * call it in markup.
 */
export type Words = () => string;
export type KeyResult = { kind: 'stored' } | { kind: 'refused' } | { kind: 'keychain' } | { kind: 'error'; words: Words };
/** What came of asking the user (in the system's dialog) to send the key to the service's host now. */
export type ConfirmHostResult = { kind: 'confirmed' } | { kind: 'cancelled' } | { kind: 'error'; words: Words };
/** Why the balance could not be read, as the credits pill says it. */
export type BalanceFailure = 'offline' | 'refused' | 'signed_out' | 'unconfirmed' | 'other';
/** While the balance is unknown: being asked for, or why it could not be read. */
export type BalanceUnknown = { kind: 'checking' } | { kind: 'failed'; why: BalanceFailure };

/** Why a request for the balance failed, by its code. */
export function balanceFailure(code: ErrorCode | null): BalanceFailure {
  switch (code) {
    case 'service_unreachable':
      return 'offline';
    case 'unauthorized':
    case 'declined':
      return 'refused';
    case 'no_api_key':
      return 'signed_out';
    case 'key_not_confirmed':
      return 'unconfirmed';
    default:
      return 'other';
  }
}

/** A part of Settings another screen sends the user to: it opens there with the field focused. */
export type SettingsPlace = 'key' | 'address' | 'budget';

/** The welcome screen's sentence for an authLost event, by its code. */
export function authLostWords(code: ErrorCode): string {
  return code === 'no_api_key' ? t('app-key-missing') : t('app-key-lost');
}

/** The words of a caught error, formatted when drawn. */
function wordsOf(caught: unknown): Words {
  return () => wordsFor(caught);
}

export class AppStore {
  phase = $state<Phase>('loading');
  session = $state<Session | null>(null);
  balance = $state<Balance | null>(null);
  /** While there is no balance: asked for now, or why it could not be read (the credits pill says so). */
  balanceUnknown = $state<BalanceUnknown>({ kind: 'checking' });
  settings = $state<Settings | null>(null);
  jobCounts = $state<JobCounts>({ active: 0, waiting: 0, failed: 0, total: 0 });
  route = $state<Route>('voices');
  /** Why the key was lost while the app was in use (authLost's code): the welcome screen says so. */
  lostKey = $state<ErrorCode | null>(null);
  /** Why the keychain could not be used (`keychain` param, and the keychain's own words). */
  keychain = $state<{ keychain: KeychainProblem | null; detail: string | null } | null>(null);
  /** What made the start fail (its words are `failure`). */
  private failedWith = $state.raw<{ error: unknown } | null>(null);
  /** The code of the failure, when the shell sent one (the failed screen picks its way out by it). */
  failureCode = $state<ErrorCode | null>(null);
  /** Where Settings should open next (set by a way out elsewhere; Settings clears it). */
  settingsPlace = $state<SettingsPlace | null>(null);
  /** Counts the times a key that waited for the user became usable (confirmed for the new host, or replaced). */
  keyEpoch = $state(0);
  /**
   * Whether ffmpeg is here (a video's sound sent alone, auditions), asked once on entering the app:
   * the shell finds it once per run. Null until known, or when it could not be asked.
   */
  media = $state<MediaStatus | null>(null);
  /** The shell could not say whether ffmpeg is here. */
  mediaUnknown = $state(false);
  /** Whether the frame has said that ffmpeg is missing (it says so once in a run, not per frame). */
  mediaNoticeShown = false;

  /** Crash reports of earlier runs: the notice at the start, the report's dialog (App checks after the start). */
  readonly crashes: CrashStore;

  private readonly backend: Backend;
  private unlisten: Unlisten[] = [];

  constructor(backend: Backend) {
    this.backend = backend;
    this.crashes = new CrashStore(backend);
  }

  /** The welcome screen's sentence after a 401 anywhere, or null. */
  get notice(): string | null {
    return this.lostKey === null ? null : authLostWords(this.lostKey);
  }

  /** Why the start failed, for the failed screen; null when it did not. */
  get failure(): string | null {
    return this.failedWith === null ? null : wordsFor(this.failedWith.error);
  }

  get demo(): boolean {
    return this.session?.demo ?? false;
  }

  /**
   * The service moved to another host since the stored key was checked: Rust sends the key
   * nowhere until the user confirms it for the new host, or stores another key (never in the demo).
   */
  get hostChange(): HostChange | null {
    return this.session && !this.session.demo ? this.session.key.hostChange : null;
  }

  async start(): Promise<void> {
    const b = this.backend;
    this.unlisten = await Promise.all([
      b.listen('sessionChanged', (p) => this.applySession(p.session)),
      b.listen('keyChanged', (p) => {
        if (this.session) this.applyKey(p.status);
        if (!p.status.set && !this.demo) this.phase = 'welcome';
      }),
      b.listen('creditsChanged', (p) => (this.balance = p.balance)),
      b.listen('settingsChanged', (p) => this.applySettings(p.settings)),
      b.listen('jobsChanged', (p) => (this.jobCounts = p.counts)),
      b.listen('authLost', (p) => {
        // A late refusal from the user's own library must not throw the demo out.
        if (this.demo) return;
        // A key waiting for the user's confirmation is no refusal: the frame asks (its banner).
        if (p.code === 'key_not_confirmed') {
          void this.reloadSession();
          return;
        }
        this.lostKey = p.code;
        this.balance = null;
        this.phase = 'welcome';
      }),
    ]);
    // Start-up marks for the benchmark's timeline: events followed, then the session read.
    markOnce('dubdeck:listening');
    await this.loadSession();
  }

  stop(): void {
    this.unlisten.forEach((u) => u());
    this.unlisten = [];
  }

  async loadSession(): Promise<void> {
    this.failedWith = null;
    this.failureCode = null;
    const sessionRead = this.backend.session();
    const settingsRead = this.backend.settings();
    try {
      const [session, settings] = await Promise.all([sessionRead, settingsRead]);
      markOnce('dubdeck:session-read');
      // The first screen is drawn in the user's language: its catalogue comes first.
      await this.useSettings(settings);
      this.applySession(session);
    } catch (e) {
      // The keychain and failed screens speak the user's language too, when the settings came.
      await settingsRead.then(
        (settings) => this.useSettings(settings),
        () => undefined,
      );
      if (e instanceof IpcError && e.code === 'keychain_unavailable') {
        this.keychain = { keychain: e.data.keychain, detail: e.data.detail };
        this.phase = 'keychain';
      } else {
        this.failedWith = { error: e };
        this.failureCode = errorCode(e);
        this.phase = 'failed';
      }
    }
  }

  applySession(session: Session): void {
    const waited = this.hostChange !== null;
    this.session = session;
    if (waited && this.hostChange === null && session.key.set) this.keyUsable();
    this.balance = session.balance;
    const signedIn = session.key.set || session.demo;
    if (signedIn) {
      if (this.phase !== 'app') {
        this.route = 'voices';
        void this.refreshJobCounts();
        void this.refreshBalance();
        // Asking for ffmpeg starts it (a program of a hundred libraries): after the catalogue.
        void afterCatalogue().then(() => this.loadMedia());
      }
      this.lostKey = null;
      this.phase = 'app';
    } else {
      this.phase = 'welcome';
    }
  }

  /** The key's status changed (keyChanged): a key no longer waiting is usable again. */
  private applyKey(status: Session['key']): void {
    if (!this.session) return;
    const waited = this.hostChange !== null;
    this.session = { ...this.session, key: status };
    if (waited && this.hostChange === null && status.set) this.keyUsable();
  }

  /** The key can be sent again: the balance is asked for, and screens that failed on it retry. */
  private keyUsable(): void {
    this.keyEpoch += 1;
    void this.refreshBalance();
  }

  /**
   * New settings (from Settings or settingsChanged). A new service address may leave the stored
   * key waiting for the user (or no longer), and no event says so: the session is read again.
   */
  applySettings(next: Settings): void {
    const moved = this.settings !== null && this.settings.baseUrl !== next.baseUrl;
    this.useSettings(next);
    if (moved) void this.reloadSession();
  }

  /**
   * Takes new settings. The page switches language once that language's catalogue is here (at
   * once when it was loaded before); the promise says when.
   */
  private useSettings(next: Settings): Promise<void> {
    const spoken = setLocale(next.locale);
    this.settings = next;
    return spoken;
  }

  /** Reads the session again (the key's host, the address), quietly: the last one stays on failure. */
  async reloadSession(): Promise<void> {
    try {
      this.applySession(await this.backend.session());
    } catch {
      // The frame keeps what it showed; a command that needs the key says what is wrong.
    }
  }

  /**
   * Asks the user, in the system's own dialog (the page cannot answer it), whether the stored key
   * may go to the service's host now; the session that comes back says what they chose.
   */
  async confirmKeyHost(): Promise<ConfirmHostResult> {
    try {
      const session = await this.backend.confirmKeyHost();
      this.applySession(session);
      return session.key.hostChange === null ? { kind: 'confirmed' } : { kind: 'cancelled' };
    } catch (e) {
      return { kind: 'error', words: wordsOf(e) };
    }
  }

  /** Opens Settings at a part of it (the key form, the service address, the budget), its field focused. */
  openSettings(place: SettingsPlace): void {
    this.settingsPlace = place;
    this.route = 'settings';
  }

  /**
   * Asks the service for the balance now; the last known one stays when it can't answer. Without
   * one, the pill says it is checking, then why it could not be read.
   */
  async refreshBalance(): Promise<void> {
    if (this.balance === null) this.balanceUnknown = { kind: 'checking' };
    try {
      this.balance = await this.backend.refreshBalance();
    } catch (e) {
      // Offline or refused: the badge keeps the last balance (a refusal also arrives as authLost).
      this.balanceUnknown = { kind: 'failed', why: balanceFailure(errorCode(e)) };
    }
  }

  /** Asks the shell whether ffmpeg is here, once: its answer holds for the run. */
  async loadMedia(): Promise<void> {
    if (this.media) return;
    try {
      this.media = await this.backend.mediaStatus();
      this.mediaUnknown = false;
    } catch {
      this.mediaUnknown = true;
      // Unknown: what needs ffmpeg (auditions) is not offered, and videos are dubbed as before.
    }
  }

  async refreshJobCounts(): Promise<void> {
    try {
      this.jobCounts = await this.backend.jobCounts();
    } catch {
      // Counts are a hint in the sidebar; the Jobs screen shows the error when opened.
    }
  }

  /** Validates and stores a key. The caller clears its field; the key is not kept here. */
  async saveKey(key: string): Promise<KeyResult> {
    try {
      const outcome = await this.backend.setApiKey(key);
      if (outcome.kind === 'refused') return { kind: 'refused' };
      if (outcome.kind === 'keychainUnavailable') {
        this.keychain = { keychain: outcome.keychain, detail: outcome.detail };
        this.phase = 'keychain';
        return { kind: 'keychain' };
      }
      this.balance = outcome.balance;
      const session = await this.backend.session();
      this.applySession({ ...session, balance: session.balance ?? outcome.balance });
      return { kind: 'stored' };
    } catch (e) {
      if (errorCode(e) === 'keychain_unavailable' && e instanceof IpcError) {
        this.keychain = { keychain: e.data.keychain, detail: e.data.detail };
        this.phase = 'keychain';
        return { kind: 'keychain' };
      }
      return { kind: 'error', words: wordsOf(e) };
    }
  }

  async startDemo(): Promise<Words | null> {
    try {
      this.applySession(await this.backend.startDemo());
      return null;
    } catch (e) {
      return wordsOf(e);
    }
  }

  async leaveDemo(): Promise<Words | null> {
    try {
      const session = await this.backend.leaveDemo();
      this.phase = 'loading';
      this.applySession(session);
      return null;
    } catch (e) {
      return wordsOf(e);
    }
  }

  async removeKey(): Promise<Words | null> {
    try {
      this.applySession(await this.backend.removeApiKey());
      return null;
    } catch (e) {
      return wordsOf(e);
    }
  }

  /** Whether the session failed on a stored key that can't be used (ambiguous, unreadable). */
  get storedKeyBroken(): boolean {
    return this.phase === 'failed' && this.failureCode !== null && STORED_KEY_CODES.includes(this.failureCode);
  }

  /** Removes the stored key that can't be used, then loads the session again (to the key screen). */
  async removeStoredKey(): Promise<Words | null> {
    try {
      await this.backend.removeApiKey();
    } catch (e) {
      return wordsOf(e);
    }
    await this.loadSession();
    return null;
  }

  backToKeyForm(): void {
    this.keychain = null;
    this.phase = 'welcome';
  }

  navigate(route: Route): void {
    this.route = route;
  }
}
