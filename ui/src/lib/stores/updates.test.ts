// The updates store over the fake shell: a check's answer or failure, an install only once asked
// and only of a release found, its stages each said once, a failed stage, "Try again", the quiet
// check's release; and the fake's update settings.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_OFFER, FAKE_VERSION, FakeBackend, fakeInstallStages } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { UpdateOffer } from '../bindings';
import { announcer } from '../announcer.svelte';
import { noticeOfUpdate, UpdatesStore } from './updates.svelte';
import { DubStore, NOTICES_MAX } from './dub.svelte';

afterEach(() => announcer.clear());

const said = () => announcer.items.map((a) => a.words());

async function started(backend: FakeBackend) {
  const updates = new UpdatesStore(backend);
  const found: UpdateOffer[] = [];
  const stop = await updates.start((offer) => found.push(offer));
  return { updates, found, stop };
}

describe('a check', () => {
  it('keeps what the shell found and the version running', async () => {
    const backend = new FakeBackend({ update: { status: 'older', offered: '0.0.9' } });
    const { updates } = await started(backend);
    expect(updates.current).toBeNull();
    const checking = updates.check();
    expect(updates.checking).toBe(true);
    // Asked again while asking: one request.
    void updates.check();
    await checking;
    expect(backend.callsOf('checkForUpdate')).toHaveLength(1);
    expect(updates.checking).toBe(false);
    expect(updates.current).toBe(FAKE_VERSION);
    expect(updates.status).toEqual({ status: 'older', offered: '0.0.9' });
    expect(updates.offer).toBeNull();
  });

  it('keeps a failure, which a new check clears', async () => {
    const backend = new FakeBackend({ update: ipcErrorData('update_unreachable', 'connection refused', { detail: 'connection refused' }) });
    const { updates } = await started(backend);
    await updates.check();
    expect(updates.failure?.during).toBe('check');
    expect(updates.failureCode).toBe('update_unreachable');
    backend.update = { status: 'available', offer: FAKE_OFFER };
    await updates.retry();
    expect(updates.failure).toBeNull();
    expect(updates.offer).toEqual(FAKE_OFFER);
  });
});

describe('an install', () => {
  it('is asked only for a release found, and follows its stages, each said once', async () => {
    const backend = new FakeBackend({ update: { status: 'available', offer: FAKE_OFFER } });
    const { updates } = await started(backend);
    // Nothing found yet: nothing to install, nothing asked.
    await updates.installOffer();
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
    await updates.check();
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
    await updates.installOffer();
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
    expect(updates.install).toEqual({ version: '0.2.0', stage: null });
    // Not again while it goes on, and no check meanwhile.
    await updates.installOffer();
    await updates.check();
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
    expect(backend.callsOf('checkForUpdate')).toHaveLength(1);
    for (const stage of fakeInstallStages()) backend.updateProgress(stage);
    expect(updates.install).toEqual({ version: '0.2.0', stage: { stage: 'restarting' } });
    expect(said()).toEqual([
      'Waiting for 1 job under way to finish. The install starts by itself once it is done.',
      'Downloading Dubdeck 0.2.0…',
      'Installing Dubdeck 0.2.0…',
      'Dubdeck 0.2.0 is installed. Dubdeck restarts into it now.',
    ]);
  });

  it('ends on a failed stage with its error, and "Try again" installs again', async () => {
    const backend = new FakeBackend({ update: { status: 'available', offer: FAKE_OFFER } });
    const { updates } = await started(backend);
    await updates.check();
    await updates.installOffer();
    backend.updateProgress({ stage: 'downloading', received: 10, total: 100 });
    backend.updateProgress({ stage: 'failed', error: ipcErrorData('update_signature_invalid', 'bad signature') });
    expect(updates.install).toBeNull();
    expect(updates.failure?.during).toBe('install');
    expect(updates.failureCode).toBe('update_signature_invalid');
    // The failure is the alert's to say, not the polite region's.
    expect(said()).toEqual(['Downloading Dubdeck 0.2.0…']);
    await updates.retry();
    expect(backend.callsOf('installUpdate')).toHaveLength(2);
    expect(backend.callsOf('checkForUpdate')).toHaveLength(1);
    expect(updates.failure).toBeNull();
  });

  it('is refused at once when the shell has no release left, and "Try again" checks first', async () => {
    const backend = new FakeBackend({ update: { status: 'available', offer: FAKE_OFFER } });
    const { updates } = await started(backend);
    await updates.check();
    backend.failNext('installUpdate', ipcErrorData('update_not_offered', 'no release was found to install: check first'));
    await updates.installOffer();
    expect(updates.install).toBeNull();
    expect(updates.failureCode).toBe('update_not_offered');
    await updates.retry();
    expect(backend.callsOf('checkForUpdate')).toHaveLength(2);
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
  });
});

describe('the quiet check at start', () => {
  it('hands its release over, to review; nothing is installed', async () => {
    const backend = new FakeBackend();
    const { updates, found, stop } = await started(backend);
    backend.updateFound();
    expect(found).toEqual([FAKE_OFFER]);
    expect(updates.offer).toEqual(FAKE_OFFER);
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
    // The shell has it: installing it needs no check.
    await updates.installOffer();
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
    expect(backend.callsOf('checkForUpdate')).toHaveLength(0);
    stop();
    expect(backend.listenerCount('updateFound')).toBe(0);
    expect(backend.listenerCount('updateProgress')).toBe(0);
  });
});

describe('the notice of a release found', () => {
  it('stays until answered, while news around it goes by itself or gives way', () => {
    vi.useFakeTimers();
    try {
      const dub = new DubStore(new FakeBackend());
      const reviewed: string[] = [];
      noticeOfUpdate(dub, FAKE_OFFER, () => reviewed.push('review'));
      for (let i = 0; i < NOTICES_MAX + 2; i++) dub.notify('info', `News ${i}`);
      expect(dub.notices.map((n) => n.text)).toContain('Dubdeck 0.2.0 is available.');
      expect(dub.notices).toHaveLength(NOTICES_MAX);
      vi.advanceTimersByTime(60_000);
      expect(dub.notices.map((n) => n.text)).toEqual(['Dubdeck 0.2.0 is available.']);
      const [notice] = dub.notices;
      expect(notice.tone).toBe('info');
      expect(notice.actions?.map((a) => a.label())).toEqual(['Review']);
      expect(notice.dismissWords?.()).toBe('Later');
      notice.actions?.[0].run();
      expect(reviewed).toEqual(['review']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the fake shell', () => {
  it('plays an install through by itself when told how', async () => {
    const backend = new FakeBackend({ update: { status: 'available', offer: FAKE_OFFER }, install: { stages: fakeInstallStages(), everyMs: 1 } });
    const { updates } = await started(backend);
    await updates.check();
    await updates.installOffer();
    await new Promise((done) => setTimeout(done, 50));
    expect(updates.install?.stage).toEqual({ stage: 'restarting' });
  });

  it('keeps the updates address and the quiet check as settings, with their defaults', async () => {
    const backend = new FakeBackend();
    const defaults = await backend.settings();
    expect(defaults).toMatchObject({ updateEndpointIsDefault: true, checkUpdates: true });
    expect(defaults.updateEndpoint).toMatch(/^https:\/\//);
    const set = await backend.setSetting({ setting: 'updateEndpoint', value: 'https://updates.example.com/latest.json' });
    expect(set).toMatchObject({ updateEndpoint: 'https://updates.example.com/latest.json', updateEndpointIsDefault: false });
    expect(await backend.setSetting({ setting: 'checkUpdates', value: false })).toMatchObject({ checkUpdates: false });
    expect(await backend.resetSetting('updateEndpoint')).toMatchObject({ updateEndpoint: defaults.updateEndpoint, updateEndpointIsDefault: true });
    expect(await backend.resetSetting('checkUpdates')).toMatchObject({ checkUpdates: true });
  });
});
