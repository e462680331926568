// The real backend: the generated bindings, with `{status: "error"}` turned into a thrown IpcError.
import { commands, events, type IpcError as IpcErrorData, type Result } from '../bindings';
import { getCurrentWebview } from '@tauri-apps/api/webview';
import { IpcError, type Backend, type BackendEventName, type BackendEvents, type DropEvent, type Unlisten } from './backend';

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
    probeInputs: async (paths) => unwrap(await commands.probeInputs(paths)),
    pickMediaFiles: async () => unwrap(await commands.pickMediaFiles()),
    startDubs: async (request) => unwrap(await commands.startDubs(request)),
    takeOpenedFiles: async () => unwrap(await commands.takeOpenedFiles()),
    voicePreset: async (voiceId) => unwrap(await commands.voicePreset(voiceId)),
    lastVoice: async () => unwrap(await commands.lastVoice()),
    recentVoices: async (limit) => unwrap(await commands.recentVoices(limit)),
    jobs: async (query) => unwrap(await commands.jobs(query)),
    jobGroups: async (query, by) => unwrap(await commands.jobGroups(query, by)),
    approveJob: async (id) => unwrap(await commands.approveJob(id)),
    discardJob: async (id) => unwrap(await commands.discardJob(id)),
    retryJob: async (id) => unwrap(await commands.retryJob(id)),
    removeJob: async (id, deleteResult) => {
      unwrap(await commands.removeJob(id, deleteResult));
    },
    dubAgain: async (id, voiceId, voiceName) => unwrap(await commands.dubAgain(id, voiceId, voiceName)),
    openResult: async (id) => {
      unwrap(await commands.openResult(id));
    },
    showResult: async (id) => {
      unwrap(await commands.showResult(id));
    },
    jobMedia: async (id) => unwrap(await commands.jobMedia(id)),
    mediaPeaks: async (id, side, bars) => unwrap(await commands.mediaPeaks(id, side, bars)),
    trainingLimits: () => commands.trainingLimits(),
    checkTrainingFiles: async (paths, maxMinutes) => unwrap(await commands.checkTrainingFiles(paths, maxMinutes)),
    pickTrainingFiles: async () => unwrap(await commands.pickTrainingFiles()),
    startTraining: async (request) => unwrap(await commands.startTraining(request)),
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
