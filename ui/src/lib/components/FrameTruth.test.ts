// What the frame shows is true at that moment: the Jobs badge tells jobs that wait for the user
// apart from those running, a started job that is blocked gets no success notice, and the notices
// keep to a region of their own, never over the content.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import App from '../../App.svelte';
import { FakeBackend } from '../backend/fake';
import type { JobCounts } from '../bindings';

async function open(options: ConstructorParameters<typeof FakeBackend>[0] = {}) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  return { backend };
}

const counts = (c: Partial<JobCounts>): JobCounts => ({ active: 0, waiting: 0, failed: 0, total: 0, ...c });

describe("the sidebar's Jobs badge", () => {
  it('counts the jobs that wait for the user apart from those running, and names both', async () => {
    const { backend } = await open({ jobCounts: counts({ active: 2, waiting: 1, total: 3 }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const jobs = await within(nav).findByRole('button', { name: 'Jobs, 2 running, 1 waits for you' });
    expect(jobs.querySelector('[data-badge="running"]')).toHaveTextContent('2');
    expect(jobs.querySelector('[data-badge="waiting"]')).toHaveTextContent('1');
    backend.emit('jobsChanged', { counts: counts({ active: 0, waiting: 3, total: 3 }), stale: false });
    const waiting = await within(nav).findByRole('button', { name: 'Jobs, 3 wait for you' });
    expect(waiting.querySelector('[data-badge="running"]')).toBeNull();
    expect(waiting.querySelector('[data-badge="waiting"]')).toHaveTextContent('3');
    backend.emit('jobsChanged', { counts: counts({ active: 1, total: 1 }), stale: false });
    const running = await within(nav).findByRole('button', { name: 'Jobs, 1 running' });
    expect(running.querySelector('[data-badge="waiting"]')).toBeNull();
    backend.emit('jobsChanged', { counts: counts({}), stale: false });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Jobs' })).toBeInTheDocument());
  });
});
