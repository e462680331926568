import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
const listen = vi.fn();
vi.mock('@tauri-apps/api/core', async (original) => ({
  ...(await original<typeof import('@tauri-apps/api/core')>()),
  invoke: (...args: unknown[]) => invoke(...args),
}));
vi.mock('@tauri-apps/api/event', async (original) => ({
  ...(await original<typeof import('@tauri-apps/api/event')>()),
  listen: (...args: unknown[]) => listen(...args),
}));

const { tauriBackend } = await import('./tauri');
const { IpcError } = await import('./backend');
const { commands } = await import('../bindings');

describe('tauri backend', () => {
  beforeEach(() => {
    invoke.mockReset();
    listen.mockReset();
  });

  it('passes the data of an ok answer, with the contract command names and arguments', async () => {
    invoke.mockResolvedValue(true);
    await expect(tauriBackend().setFavorite('v1', true)).resolves.toBe(true);
    expect(invoke).toHaveBeenCalledWith('set_favorite', { voiceId: 'v1', favorite: true });
  });

  it('has every generated command, with nothing written for any of them', async () => {
    const backend = tauriBackend() as unknown as Record<string, unknown>;
    for (const name of Object.keys(commands)) expect(typeof backend[name], name).toBe('function');
    // A command that answers no data resolves to the bindings' null.
    invoke.mockResolvedValue(null);
    await expect(tauriBackend().removeJob('dub:1', false)).resolves.toBeNull();
    expect(invoke).toHaveBeenCalledWith('remove_job', { id: 'dub:1', deleteResult: false });
  });

  it('throws an IpcError carrying the code and params of an error answer', async () => {
    const data = {
      code: 'keychain_unavailable',
      message: 'locked',
      status: null,
      retryAfterSecs: null,
      until: null,
      keychain: 'locked',
      reason: null,
      value: null,
      checkedWith: null,
    };
    invoke.mockRejectedValue(data);
    const caught = await tauriBackend()
      .setApiKey('k')
      .catch((e: unknown) => e);
    expect(caught).toBeInstanceOf(IpcError);
    expect((caught as InstanceType<typeof IpcError>).code).toBe('keychain_unavailable');
    expect((caught as InstanceType<typeof IpcError>).data.keychain).toBe('locked');
  });

  it('subscribes to the kebab-case event and hands over the payload only', async () => {
    const unlisten = vi.fn();
    listen.mockResolvedValue(unlisten);
    const seen: unknown[] = [];
    const stop = await tauriBackend().listen('authLost', (p) => seen.push(p));
    expect(listen.mock.calls[0][0]).toBe('auth-lost');
    const handler = listen.mock.calls[0][1] as (e: { payload: unknown }) => void;
    handler({ payload: { code: 'unauthorized' } });
    expect(seen).toEqual([{ code: 'unauthorized' }]);
    stop();
    expect(unlisten).toHaveBeenCalled();
  });
});
