// The UI's only door to the shell: every command and event of the IPC contract, derived from the
// generated bindings (bindings.ts), so that a command added in Rust is a method here with no edit.
// Components reach it through Svelte context (context.ts); tests use the in-memory fake (fake.ts).
import type { ErrorCode, IpcError as IpcErrorData, Result, commands, events } from '../bindings';

export type { IpcErrorData };

/** A command that came back `{status: "error"}`: thrown by every Backend method. */
export class IpcError extends Error {
  readonly data: IpcErrorData;
  constructor(data: IpcErrorData) {
    // The shell's description for logs and the console only; the page words `code`.
    super(data.log);
    this.name = 'IpcError';
    this.data = data;
  }
  get code(): ErrorCode {
    return this.data.code;
  }
}

/** The parameters of an error, every one empty unless given. */
export type IpcErrorParams = Partial<Omit<IpcErrorData, 'code' | 'log'>>;

/** Builds the error data with every optional param empty (handy for fakes and local refusals). */
export function ipcErrorData(code: ErrorCode, log: string, params: IpcErrorParams = {}): IpcErrorData {
  return {
    code,
    log,
    status: null,
    retryAfterSecs: null,
    until: null,
    keychain: null,
    reason: null,
    value: null,
    checkedWith: null,
    detail: null,
    tool: null,
    container: null,
    io: null,
    state: null,
    action: null,
    library: null,
    device: null,
    damage: null,
    limit: null,
    mix: null,
    watch: null,
    ...params,
  };
}

type Commands = typeof commands;

/** What a command's promise gives once `{status: "error"}` is thrown: the `ok` data of its Result. */
export type Unwrapped<R> = [R] extends [Result<unknown, IpcErrorData>] ? Extract<R, { status: 'ok' }>['data'] : R;

/** Every command of the contract, with its own parameters, resolving to its `ok` data. */
export type BackendCommands = {
  [K in keyof Commands]: Commands[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<Unwrapped<R>> : never;
};

/** A command's name (camelCase, as in the bindings). */
export type CommandName = keyof BackendCommands;

type Events = typeof events;

/** Event payloads, by event name (the contract's events). */
export type BackendEvents = {
  [K in keyof Events]: Parameters<Parameters<Events[K]['listen']>[0]>[0]['payload'];
};

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

/** The commands, plus what is not a command: the window's file drops and the events. */
export interface Backend extends BackendCommands {
  /** Native file drops on the window. */
  onDrop(cb: (event: DropEvent) => void): Promise<Unlisten>;
  /** Subscribes to one event; resolves to the function that ends the subscription. */
  listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten>;
}
