// The app's start, loaded by main.ts after the first paint: mounts the app on the real backend
// inside Tauri; in a plain browser during `vite dev`, on the fake.
import { mount } from 'svelte';
import App from './App.svelte';
import type { Backend } from './lib/backend/backend';
import { tauriBackend } from './lib/backend/tauri';
import { markOnce } from './lib/perf';

// Start-up marks for `cargo xtask bench app` (its timeline): when the script ran, when the app mounted.
markOnce('dubdeck:script');

async function pickBackend(): Promise<Backend> {
  if (import.meta.env.DEV && !('__TAURI_INTERNALS__' in window)) {
    // Dev only: the fake's situation comes from the address, e.g. ?signedIn&theme=dark&keychain=locked.
    // ?lang=ja: the system's language (en-XA: the pseudo-locale).
    const { FAKE_OFFER, FakeBackend, NO_FFMPEG, fakeCrash, fakeInstallStages, fakeTake, sampleJobs } = await import('./lib/backend/fake');
    const { ipcErrorData } = await import('./lib/backend/backend');
    const q = new URLSearchParams(location.search);
    const theme = q.get('theme');
    const keychain = q.get('keychain');
    // ?hostChange: the stored key was checked with the public service, the address moved since.
    const moved = q.has('hostChange');
    // ?update: a newer release, found by the quiet check at start, whose install plays through;
    // ?update=older|unreachable|unsupported: what a check in Settings > Updates finds instead.
    const update = q.get('update');
    const fake = new FakeBackend({
      signedIn: q.has('signedIn'),
      systemLocale: q.get('lang') ?? 'en',
      offline: q.has('offline'),
      holdVoices: q.has('loading'),
      keychainUnavailable: keychain === 'locked' || keychain === 'no_service' ? keychain : null,
      storedKeyProblem: keychain === 'ambiguous' || keychain === 'bad_encoding' ? keychain : null,
      jobs: q.has('jobs') ? sampleJobs() : undefined,
      lastVoice: q.has('jobs') ? { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null } : undefined,
      // ?audition: one long song to try 30 seconds of; ?video: a video among the files.
      picked: q.has('audition')
        ? ['/home/user/Music/Midnight City (live).mp3']
        : q.has('video')
          ? ['/home/user/Videos/Holiday clip.mp4', '/home/user/Music/Podcast intro-64s.wav']
          : ['/home/user/Music/Midnight City (live).mp3', '/home/user/Music/Podcast intro-64s.wav', '/home/user/Music/Albums/', '/home/user/Music/cover.jpg'],
      credits: q.has('poor') ? 25 : undefined,
      myVoices: q.has('myVoices')
        ? [
            { id: 'm1', name: 'My studio voice', readiness: 'done', statusWord: 'done', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T11:00:00Z' },
            { id: 'm2', name: 'Falsetto take', readiness: 'training', statusWord: 'processing', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' },
            { id: 'm3', name: 'Old demo', readiness: 'failed', statusWord: 'error', createdAt: '2026-10-02T10:00:00Z', updatedAt: '2026-10-02T10:00:00Z' },
          ]
        : undefined,
      settings: {
        ...(theme === 'dark' || theme === 'light' ? { theme } : {}),
        ...(moved ? { baseUrl: 'https://staging.example.com' } : {}),
        // ?videoOff: dubbed videos come back as audio only.
        ...(q.has('videoOff') ? { videoOut: false } : {}),
      },
      hostChange: moved ? { checkedWith: 'api.voicedub.ai', now: 'staging.example.com' } : null,
      // ?noFfmpeg: no ffmpeg on this computer (videos go up whole, no auditions).
      media: q.has('noFfmpeg') ? NO_FFMPEG : undefined,
      confirmsHost: q.get('hostChange') !== 'cancel',
      // ?takes: two saved takes, the second kept after a crash; ?noMic: no input device at all.
      takes: q.has('takes') ? [fakeTake(1, 48.2), fakeTake(2, 42.5)] : undefined,
      recoveredTakes: q.has('takes') ? ['Take 2.wav'] : undefined,
      inputDevices: q.has('noMic') ? [] : undefined,
      update:
        update === 'older'
          ? { status: 'older', offered: '0.0.9' }
          : update === 'unreachable'
            ? ipcErrorData('update_unreachable', 'connection refused', { detail: 'error sending request: connection refused' })
            : update === 'unsupported'
              ? ipcErrorData('update_unsupported', 'not installed from a package')
              : update !== null
                ? { status: 'available', offer: FAKE_OFFER }
                : undefined,
      install: update !== null ? { stages: fakeInstallStages(), everyMs: 1500 } : undefined,
      // ?crash: Dubdeck closed unexpectedly last time (?crash=3: three times), and a report seen before.
      crashes: q.has('crash')
        ? [
            ...Array.from({ length: Math.max(1, Number(q.get('crash')) || 1) }, (_, i) => fakeCrash(`2026-11-${String(28 - i).padStart(2, '0')}T15:05:00Z`)),
            fakeCrash('2026-10-02T09:30:00Z', true),
          ]
        : undefined,
    });
    if (update === '') setTimeout(() => fake.updateFound(), 3000);
    if (q.has('cache')) fake.seedCache({ search: null, genres: [], languages: [], styles: [], cursor: null, limit: 48 });
    return fake;
  }
  return tauriBackend();
}

const target = document.getElementById('app');
if (target) {
  void pickBackend().then((backend) => {
    target.replaceChildren(); // the boot splash of index.html
    mount(App, { target, props: { backend } });
    markOnce('dubdeck:mounted');
  });
}
