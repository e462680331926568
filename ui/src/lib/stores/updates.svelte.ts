// Updates: the version running, what the last check found (asked for in Settings > Updates, or
// found by the shell's quiet check at start: updateFound), and where an install is (updateProgress).
// Kept for the frame's life, so an install goes on, and is told, while another screen shows; each
// new stage is said once to screen readers. Nothing is ever installed but by the user's click
// ("Install and restart" calls install()).
import { getContext, setContext } from 'svelte';
import type { ErrorCode, UpdateOffer, UpdateProgress, UpdateStage, UpdateStatus } from '../bindings';
import { IpcError, type Backend } from '../backend/backend';
import { errorCode } from '../errors';
import { announcer } from '../announcer.svelte';
import { stageWords } from '../words/updates';
import { t } from '../i18n/index.svelte';
import type { DubStore } from './dub.svelte';

/** What failed (the check, or the install) and the error, as caught. */
export interface UpdateFailure {
  during: 'check' | 'install';
  error: unknown;
}

/** An install under way: its version, and its last stage (null: asked for, none heard yet). */
export interface InstallState {
  version: string;
  stage: UpdateStage | null;
}

export class UpdatesStore {
  /** The version running, as the last check said it (null before one: the session's then). */
  current = $state<string | null>(null);
  checking = $state(false);
  /** What the last check, or the quiet check at start, found. */
  status = $state<UpdateStatus | null>(null);
  install = $state<InstallState | null>(null);
  failure = $state<UpdateFailure | null>(null);
  /** The notice's "Review" was pressed: Settings > Updates shows the release, focused (and clears it). */
  reviewAsked = $state(false);

  private readonly backend: Backend;

  constructor(backend: Backend) {
    this.backend = backend;
  }

  /** The release to review and install, when there is one. */
  get offer(): UpdateOffer | null {
    return this.status?.status === 'available' ? this.status.offer : null;
  }

  /** The code of the failure, when the shell sent one. */
  get failureCode(): ErrorCode | null {
    return this.failure ? errorCode(this.failure.error) : null;
  }

  /**
   * Follows the shell's updates events: an install's stages, and a release the quiet check at
   * start found (`found`: tells the user, who decides). Resolves to the function that stops.
   */
  async start(found: (offer: UpdateOffer) => void): Promise<() => void> {
    const stops = await Promise.all([
      this.backend.listen('updateProgress', (p) => this.progressed(p)),
      this.backend.listen('updateFound', ({ offer }) => {
        // An install under way keeps the release it installs; a check that failed is answered.
        if (this.install === null) this.status = { status: 'available', offer };
        if (this.failure?.during === 'check') this.failure = null;
        found(offer);
      }),
    ]);
    return () => stops.forEach((stop) => stop());
  }

  /** Asks the updates address for the newest release (not while checking or installing). */
  async check(): Promise<void> {
    if (this.checking || this.install !== null) return;
    this.checking = true;
    this.failure = null;
    try {
      const found = await this.backend.checkForUpdate();
      this.current = found.current;
      this.status = found.status;
    } catch (e) {
      this.failure = { during: 'check', error: e };
    } finally {
      this.checking = false;
    }
  }

  /** Installs the release found (the user pressed "Install and restart"); its stages follow. */
  async installOffer(): Promise<void> {
    const offer = this.offer;
    if (offer === null || this.install !== null || this.checking) return;
    this.failure = null;
    this.install = { version: offer.version, stage: null };
    try {
      await this.backend.installUpdate();
    } catch (e) {
      this.install = null;
      this.failure = { during: 'install', error: e };
    }
  }

  /**
   * "Try again": the install again, or the check (after a failed check, or when the shell had no
   * release left to install: it needs a check first).
   */
  retry(): Promise<void> {
    if (this.failure?.during === 'install' && this.failureCode !== 'update_not_offered' && this.offer !== null) return this.installOffer();
    return this.check();
  }

  /** Opens the release for review (the notice's "Review"). */
  review(): void {
    this.reviewAsked = true;
  }

  private progressed({ version, stage }: UpdateProgress): void {
    if (stage.stage === 'failed') {
      // The app as it was stays: the failure's words say so, with "Try again" (an alert, not a stage).
      this.install = null;
      this.failure = { during: 'install', error: new IpcError(stage.error) };
      return;
    }
    const before = this.install?.stage?.stage ?? null;
    this.install = { version, stage };
    // Each new stage is said once; the download's ticks are not.
    if (before !== stage.stage) announcer.say(() => stageWords(version, stage));
  }
}

const KEY = Symbol('dubdeck-updates');

/** Hands the frame's updates to Settings > Updates. */
export function setUpdates(updates: UpdatesStore): void {
  setContext(KEY, updates);
}

export function getUpdates(): UpdatesStore {
  const updates = getContext<UpdatesStore | undefined>(KEY);
  if (!updates) throw new Error('No UpdatesStore in context: Settings is drawn inside the frame, which sets it.');
  return updates;
}

/** The notice's key: one notice of a release found, whatever the events. */
const NOTICE = 'update-found';

/**
 * The quiet check at start found `offer`: one quiet notice says so, with "Review" (`review`: opens
 * Settings > Updates at it) and "Later" (dismisses it). It stays until answered.
 */
export function noticeOfUpdate(dub: DubStore, offer: UpdateOffer, review: () => void): void {
  dub.notify('info', () => t('updates-notice', { version: offer.version }), false, NOTICE, {
    kind: 'update',
    icon: 'sparkle',
    actions: [{ label: () => t('updates-notice-review'), run: review }],
    dismissWords: () => t('updates-notice-later'),
  });
}
