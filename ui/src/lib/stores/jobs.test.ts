import { describe, expect, it } from 'vitest';
import { FakeBackend } from '../backend/fake';
import { JobsStore } from './jobs.svelte';

describe('JobsStore', () => {
  it('takes its listeners down when the screen is left before they were in place', async () => {
    const backend = new FakeBackend({ signedIn: true });
    const store = new JobsStore(backend);
    const started = store.start();
    store.dispose();
    await started;
    expect(backend.listenerCount('jobChanged')).toBe(0);
    expect(backend.listenerCount('jobProgress')).toBe(0);
    expect(backend.callsOf('jobs')).toHaveLength(0);
  });

  it('keeps its listeners while shown and drops them when left', async () => {
    const backend = new FakeBackend({ signedIn: true });
    const store = new JobsStore(backend);
    await store.start();
    expect(backend.listenerCount('jobChanged')).toBe(1);
    store.dispose();
    expect(backend.listenerCount('jobChanged')).toBe(0);
  });
});
