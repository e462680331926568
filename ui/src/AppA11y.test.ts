// The app-wide accessibility wiring at the root: zoom keys reach the shell, the live region says
// the new zoom, `/` goes to the search, and Reduce motion reaches what CSS can't stop.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from './App.svelte';
import { FakeBackend } from './lib/backend/fake';
import { motion } from './lib/motion.svelte';
import mainSource from './main.ts?raw';

async function signedIn(settings = {}) {
  const backend = new FakeBackend({ signedIn: true, settings });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  return { backend, user };
}

describe('app-wide keys', () => {
  it('zooms in, out and back with Ctrl + plus, minus and 0 through the shell, and says the zoom', async () => {
    const { backend, user } = await signedIn();
    await user.keyboard('{Control>}={/Control}');
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'zoom', value: 1.1 }]]));
    const region = document.querySelector('[data-announcer]');
    await waitFor(() => expect(region).toHaveTextContent('Zoom 110%'));
    await user.keyboard('{Control>}={/Control}');
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'zoom', value: 1.25 }]));
    await user.keyboard('{Control>}-{/Control}');
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'zoom', value: 1.1 }]));
    await user.keyboard('{Control>}0{/Control}');
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'zoom', value: 1 }]));
    expect((await backend.settings()).zoom).toBe(1);
  });

  it('goes to the search with /', async () => {
    const { user } = await signedIn();
    document.body.focus();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search voices' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search voices' })).toHaveValue('');
  });
});

describe('reduce motion', () => {
  it('marks the root and tells the page motion is reduced when the setting is on', async () => {
    await signedIn({ reduceMotion: true });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-motion', 'reduce'));
    expect(motion.reduced).toBe(true);
  });
});

describe('a11y.css', () => {
  // Its rules (the focus ring, motion stopped under data-motion and prefers-reduced-motion) are
  // checked in the window; the test runner hands CSS over empty.
  it('is loaded with the page, after app.css', () => {
    expect(mainSource).toMatch(/import '\.\/app\.css';\nimport '\.\/a11y\.css';/);
  });
});
