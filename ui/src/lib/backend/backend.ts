// The UI's only door to the shell: every command and event of the IPC contract (notes/contract.md).
// Components reach it through Svelte context (context.ts); tests use the in-memory fake (fake.ts).
import type {
  Balance,
  IpcError as IpcErrorData,
  JobCounts,
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
  return { code, message, status: null, retryAfterSecs: null, keychain: null, value: null, ...params };
}

/** Event payloads, by event name (same shapes as the contract's events). */
export interface BackendEvents {
  keyChanged: { status: KeyStatus };
  creditsChanged: { balance: Balance };
  settingsChanged: { settings: Settings };
  favoriteChanged: { voiceId: string; favorite: boolean };
  sessionChanged: { session: Session };
  authLost: { code: string };
  jobsChanged: { counts: JobCounts };
}
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
  /** Subscribes to one event; resolves to the function that ends the subscription. */
  listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten>;
}
