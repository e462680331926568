// The UI's only door to the shell: every command and event of the IPC contract (notes/contract.md).
// Components reach it through Svelte context (context.ts); tests use the in-memory fake (fake.ts).
import type {
  Balance,
  IpcError as IpcErrorData,
  JobCounts,
  JobGroupBy,
  JobGroupRow,
  JobMedia,
  MediaSide,
  StartTraining,
  TrainingCheck,
  TrainingLimits,
  WavePeaks,
  JobRow,
  JobsPage,
  JobsQuery,
  ProbedInput,
  StartDubs,
  VoiceChoice,
  VoicePreset,
  KeyStatus,
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

export type { IpcErrorData };

/** A command that came back `{status: "error"}`: thrown by every Backend method. */
export class IpcError extends Error {
  readonly data: IpcErrorData;
  constructor(data: IpcErrorData) {
    super(data.message);
    this.name = 'IpcError';
    this.data = data;
  }
  get code(): string {
    return this.data.code;
  }
}

/** Builds the error data with every optional param empty (handy for fakes and local refusals). */
export function ipcErrorData(code: string, message: string, params: Partial<IpcErrorData> = {}): IpcErrorData {
  return { code, message, status: null, retryAfterSecs: null, keychain: null, value: null, reason: null, ...params };
}

/** Event payloads, by event name (same shapes as the contract's events). */
export interface BackendEvents {
  keyChanged: { status: KeyStatus };
  creditsChanged: { balance: Balance };
  settingsChanged: { settings: Settings };
  favoriteChanged: { voiceId: string; favorite: boolean };
  sessionChanged: { session: Session };
  authLost: { code: string };
  jobsChanged: { counts: JobCounts; stale: boolean };
  jobChanged: { job: JobRow };
  jobRemoved: { id: string };
  jobProgress: { id: string; bytesDone: number; bytesTotal: number | null };
  /** Files opened with Dubdeck while it runs: take them with takeOpenedFiles(). */
  filesOpened: { paths: string[] };
}

/**
 * A native drag-and-drop of files on the window. `x`/`y` are the window's physical pixels, as the
 * system reports them (divide by devicePixelRatio for CSS pixels); `paths` only on enter and drop.
 */
export type DropEvent =
  | { kind: 'enter'; paths: string[]; x: number; y: number }
  | { kind: 'over'; x: number; y: number }
  | { kind: 'drop'; paths: string[]; x: number; y: number }
  | { kind: 'leave' };
export type BackendEventName = keyof BackendEvents;
export type Unlisten = () => void;

export interface Backend {
  session(): Promise<Session>;
  setApiKey(key: string): Promise<SetKeyOutcome>;
  removeApiKey(): Promise<Session>;
  refreshBalance(): Promise<Balance>;
  startDemo(): Promise<Session>;
  leaveDemo(): Promise<Session>;
  voiceFilters(): Promise<VoiceFilters>;
  cachedVoices(query: VoiceQuery): Promise<VoicePage | null>;
  voices(query: VoiceQuery): Promise<VoicePage>;
  favoriteVoices(): Promise<VoiceCard[]>;
  setFavorite(voiceId: string, favorite: boolean): Promise<boolean>;
  myVoices(): Promise<MyVoice[]>;
  settings(): Promise<Settings>;
  setSetting(change: SettingChange): Promise<Settings>;
  resetSetting(name: SettingName): Promise<Settings>;
  chooseOutputDir(): Promise<Settings | null>;
  jobCounts(): Promise<JobCounts>;
  probeInputs(paths: string[]): Promise<ProbedInput[]>;
  /** The system's file picker; resolves to [] when the user cancels. */
  pickMediaFiles(): Promise<ProbedInput[]>;
  startDubs(request: StartDubs): Promise<JobRow[]>;
  /** The files Dubdeck was asked to open ("Open with Dubdeck"), probed; each given once. */
  takeOpenedFiles(): Promise<ProbedInput[]>;
  voicePreset(voiceId: string): Promise<VoicePreset>;
  lastVoice(): Promise<VoiceChoice | null>;
  recentVoices(limit: number): Promise<VoiceChoice[]>;
  jobs(query: JobsQuery): Promise<JobsPage>;
  jobGroups(query: JobsQuery, by: JobGroupBy): Promise<JobGroupRow[]>;
  approveJob(id: string): Promise<JobRow>;
  discardJob(id: string): Promise<JobRow>;
  retryJob(id: string): Promise<JobRow>;
  removeJob(id: string, deleteResult: boolean): Promise<void>;
  dubAgain(id: string, voiceId: string, voiceName: string): Promise<JobRow>;
  openResult(id: string): Promise<void>;
  showResult(id: string): Promise<void>;
  /** A done dub's original and result, as URLs the page's audio elements play and seek. */
  jobMedia(id: string): Promise<JobMedia>;
  /** One side's waveform in `bars` bars (0-255 each), computed by the shell. */
  mediaPeaks(id: string, side: MediaSide, bars: number): Promise<WavePeaks>;
  trainingLimits(): Promise<TrainingLimits>;
  /** The training wizard's local check of its files against the chosen minutes (if any). */
  checkTrainingFiles(paths: string[], maxMinutes: number | null): Promise<TrainingCheck>;
  /** The system's picker for training recordings; resolves to [] when the user cancels. */
  pickTrainingFiles(): Promise<string[]>;
  /** Trains a voice at the cost the review showed (10 credits per training minute). */
  startTraining(request: StartTraining): Promise<JobRow>;
  /** Native file drops on the window. */
  onDrop(cb: (event: DropEvent) => void): Promise<Unlisten>;
  /** Subscribes to one event; resolves to the function that ends the subscription. */
  listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten>;
}
