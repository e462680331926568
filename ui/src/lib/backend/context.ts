// Hands the Backend to components through Svelte context, so tests can mount any screen with a fake.
import { getContext, setContext } from 'svelte';
import type { Backend } from './backend';

const KEY = Symbol('dubdeck-backend');

export function setBackend(backend: Backend): void {
  setContext(KEY, backend);
}

export function getBackend(): Backend {
  const backend = getContext<Backend | undefined>(KEY);
  if (!backend) throw new Error('No Backend in context: mount inside <App> or call setBackend first.');
  return backend;
}

/** The context that hands `backend` to a component mounted alone (tests: `render(C, { context })`). */
export function backendContext(backend: Backend): Map<symbol, Backend> {
  return new Map([[KEY, backend]]);
}
