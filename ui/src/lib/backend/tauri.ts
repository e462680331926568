// The real backend: every generated command, in one loop, with `{status: "error"}` turned into a
// thrown IpcError; plus the window's file drops and the generated events.
import { commands, events, type IpcError as IpcErrorData } from '../bindings';
import { getCurrentWebview } from '@tauri-apps/api/webview';
import {
  IpcError,
  type Backend,
  type BackendCommands,
  type BackendEventName,
  type BackendEvents,
  type DropEvent,
  type Unlisten,
} from './backend';

type Answer = { status: 'ok'; data: unknown } | { status: 'error'; error: IpcErrorData };

/** Whether a command's answer is the bindings' Result (a command may also answer its value as is). */
function isResult(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  const status = (value as { status?: unknown }).status;
  return keys.length === 2 && ((status === 'ok' && keys.includes('data')) || (status === 'error' && keys.includes('error')));
}

function unwrap(answer: unknown): unknown {
  if (!isResult(answer)) return answer;
  if (answer.status === 'ok') return answer.data;
  throw new IpcError(answer.error);
}

/** Every command of the bindings, unwrapped: adding a command in Rust needs no line here. */
function allCommands(): BackendCommands {
  const generated = commands as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const out: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(generated)) {
    out[name] = async (...args) => unwrap(await generated[name](...args));
  }
  return out as unknown as BackendCommands;
}

export function tauriBackend(): Backend {
  return {
    ...allCommands(),
    async onDrop(cb: (event: DropEvent) => void): Promise<Unlisten> {
      return getCurrentWebview().onDragDropEvent(({ payload }) => {
        switch (payload.type) {
          case 'enter':
            cb({ kind: 'enter', paths: payload.paths, x: payload.position.x, y: payload.position.y });
            break;
          case 'over':
            cb({ kind: 'over', x: payload.position.x, y: payload.position.y });
            break;
          case 'drop':
            cb({ kind: 'drop', paths: payload.paths, x: payload.position.x, y: payload.position.y });
            break;
          default:
            cb({ kind: 'leave' });
        }
      });
    },
    async listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten> {
      const source = events[event] as unknown as {
        listen(handler: (e: { payload: BackendEvents[E] }) => void): Promise<Unlisten>;
      };
      return source.listen((e) => cb(e.payload));
    },
  };
}
