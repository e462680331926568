// Vitest setup: jest-dom matchers, and the layout that jsdom lacks so the virtualised grid renders rows.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/svelte';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  // Tests speak English unless they switch; a switch ends with its test. Imported here, not at the
  // top: the i18n module reads the bindings, which a test file may mock (its mocks come after this
  // file is loaded).
  const { setLocale, SOURCE } = await import('../lib/i18n/index.svelte');
  await setLocale(SOURCE);
  // A test asked the fake backend for an answer the shell's recordings lack: say what to record
  // (the fake's `unrecorded`; not imported here, so that tests may mock what the fake imports).
  const missing = ((globalThis as { __dubdeckUnrecorded?: string[] }).__dubdeckUnrecorded ??= []).splice(0);
  if (missing.length > 0) throw new Error([...new Set(missing)].join('\n'));
});

// jsdom has no layout: give every element a desktop-sized box so the virtualiser sees a viewport.
Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1000 });
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 700 });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 700 });

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
Element.prototype.scrollIntoView ??= function () {};
Element.prototype.scrollTo ??= function () {};
// jsdom has no image decoder: decode() resolves at once, as for an image already drawn.
HTMLImageElement.prototype.decode ??= () => Promise.resolve();
