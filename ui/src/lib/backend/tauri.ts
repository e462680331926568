// The real backend: the generated bindings, with `{status: "error"}` turned into a thrown IpcError.
import { commands, events, type IpcError as IpcErrorData, type Result } from '../bindings';
import { IpcError, type Backend, type BackendEventName, type BackendEvents, type Unlisten } from './backend';

function unwrap<T>(result: Result<T, IpcErrorData>): T {
  if (result.status === 'ok') return result.data;
  throw new IpcError(result.error);
}

export function tauriBackend(): Backend {
  return {
    session: async () => unwrap(await commands.session()),
    setApiKey: async (key) => unwrap(await commands.setApiKey(key)),
    removeApiKey: async () => unwrap(await commands.removeApiKey()),
    refreshBalance: async () => unwrap(await commands.refreshBalance()),
    startDemo: async () => unwrap(await commands.startDemo()),
    leaveDemo: async () => unwrap(await commands.leaveDemo()),
    voiceFilters: async () => unwrap(await commands.voiceFilters()),
    cachedVoices: async (query) => unwrap(await commands.cachedVoices(query)),
    voices: async (query) => unwrap(await commands.voices(query)),
    favoriteVoices: async () => unwrap(await commands.favoriteVoices()),
    setFavorite: async (voiceId, favorite) => unwrap(await commands.setFavorite(voiceId, favorite)),
    myVoices: async () => unwrap(await commands.myVoices()),
    settings: async () => unwrap(await commands.settings()),
    setSetting: async (change) => unwrap(await commands.setSetting(change)),
    resetSetting: async (name) => unwrap(await commands.resetSetting(name)),
    chooseOutputDir: async () => unwrap(await commands.chooseOutputDir()),
    jobCounts: async () => unwrap(await commands.jobCounts()),
    async listen<E extends BackendEventName>(event: E, cb: (payload: BackendEvents[E]) => void): Promise<Unlisten> {
      const source = events[event] as unknown as {
        listen(handler: (e: { payload: BackendEvents[E] }) => void): Promise<Unlisten>;
      };
      return source.listen((e) => cb(e.payload));
    },
  };
}
