// The start, the key screens, the frame (sidebar, top bar, banner, drop overlays, notices) and
// Settings drawn in the pseudo-locale: every word they show or speak comes from a message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from './App.svelte';
import { FakeBackend, NO_FFMPEG, type FakeOptions } from './lib/backend/fake';
import { ipcErrorData } from './lib/backend/backend';
import type { HostChange, Session } from './lib/bindings';
import { locale, PSEUDO, setLocale } from './lib/i18n/index.svelte';
import { hardCodedText } from './lib/i18n/check';
import { accent } from './lib/i18n/pseudo';

const MOVED: HostChange = { checkedWith: 'api.voicedub.ai', now: 'staging.example.com' };

/** A pseudo-localised name that starts with these English words (⟦ and the words accented). */
const named = (english: string) => new RegExp(`^⟦${accent(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

function start(given: FakeBackend | FakeOptions = {}) {
  const backend = given instanceof FakeBackend ? given : new FakeBackend(given);
  const user = userEvent.setup();
  const { container } = render(App, { props: { backend } });
  return { backend, user, container };
}

function ours(el: Element | null) {
  expect(el).not.toBeNull();
  expect(hardCodedText(el as Element)).toEqual([]);
}

const nav = () => screen.getByRole('navigation');
const sidebarItem = (n: number) => within(nav()).getAllByRole('button')[n];

beforeEach(() => setLocale(PSEUDO));

describe('the pseudo-locale', () => {
  it('speaks it from the start: the splash, and the settings that came say so', async () => {
    const backend = new FakeBackend();
    backend.session = () => new Promise<Session>(() => {});
    const { container } = start(backend);
    ours(container);
    expect(screen.getByRole('status', { name: named('Loading') })).toBeInTheDocument();
    await waitFor(() => expect(backend.callsOf('settings')).toHaveLength(1));
    expect(locale()).toBe(PSEUDO);
  });

  it('draws the key screen, its problems and a lost key', async () => {
    const { backend, user, container } = start({ signedIn: true });
    await screen.findByRole('navigation');
    backend.emit('authLost', { code: 'unauthorized' });
    await screen.findByRole('heading', { level: 1, name: named('Welcome') });
    ours(container);
    backend.emit('authLost', { code: 'no_api_key' });
    ours(container);
    // An empty key, then a refused one.
    await user.click(screen.getByRole('button', { name: named('Save key') }));
    ours(container);
    await user.type(screen.getByLabelText(named('API key')), 'bad-key');
    await user.click(screen.getByRole('button', { name: named('Save key') }));
    await screen.findAllByRole('alert');
    ours(container);
  });

  it('draws the welcome screen with its Language list, and a choice that could not be saved', async () => {
    const backend = new FakeBackend();
    backend.failNext('setSetting', ipcErrorData('library_busy', 'the library is locked'));
    const { user, container } = start(backend);
    await screen.findByRole('heading', { level: 1, name: named('Welcome') });
    const select = screen.getByRole('combobox', { name: named('Language') });
    expect(select).toHaveAttribute('id', 'welcome-language');
    ours(container);
    await user.selectOptions(select, 'es');
    await screen.findByRole('alert');
    expect(locale()).toBe(PSEUDO);
    ours(container);
  });

  it('draws the keychain screen', async () => {
    const { user, container } = start({ keychainUnavailable: 'locked' });
    await user.type(await screen.findByLabelText(named('API key')), 'good-key');
    await user.click(screen.getByRole('button', { name: named('Save key') }));
    await screen.findByRole('heading', { level: 1, name: named('The keychain') });
    ours(container);
  });

  it('draws the failed start with its way out', async () => {
    const { container } = start({ storedKeyProblem: 'ambiguous' });
    await screen.findByRole('button', { name: named('Remove the stored key') });
    ours(container);
  });

  it('draws the frame: sidebar, top bar, the banner of a key on hold and its answers', async () => {
    const { backend, user, container } = start({
      signedIn: true,
      hostChange: MOVED,
      confirmsHost: false,
      settings: { baseUrl: 'https://staging.example.com' },
      jobCounts: { active: 2, waiting: 0, failed: 0, total: 2 },
    });
    await screen.findByRole('navigation');
    await waitFor(() => expect(sidebarItem(2)).toHaveAccessibleName(named('Jobs, 2 running')));
    const sidebar = container.querySelector('.sidebar');
    const topbar = container.querySelector('.topbar');
    const banner = () => container.querySelector('.host-change');
    ours(sidebar);
    ours(topbar);
    ours(banner());
    // Cancelled in the system's dialog, then the dialog could not be asked.
    const send = within(banner() as HTMLElement).getAllByRole('button')[0];
    await user.click(send);
    await within(banner() as HTMLElement).findByRole('status');
    ours(banner());
    backend.failNext('confirmKeyHost', ipcErrorData('library_busy', 'the library is locked'));
    await user.click(send);
    await within(banner() as HTMLElement).findByRole('alert');
    ours(banner());
    // Confirmed: the banner goes, a notice says so.
    backend.opts.confirmsHost = true;
    await user.click(send);
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(container.querySelector('.notices .notice')).not.toBeNull());
    ours(container.querySelector('.notices'));
    // Every screen's title.
    for (let i = 0; i < 6; i++) {
      await user.click(sidebarItem(i));
      ours(container.querySelector('.topbar'));
    }
  });

  it('draws the banner while the dialog is open, and for an address from the environment', async () => {
    const backend = new FakeBackend({ signedIn: true, hostChange: MOVED });
    const session = backend.session.bind(backend);
    backend.session = async () => ({ ...(await session()), baseUrlSource: 'environment' });
    backend.confirmKeyHost = () => new Promise<Session>(() => {});
    const { user, container } = start(backend);
    await screen.findByRole('navigation');
    const banner = container.querySelector('.host-change') as HTMLElement;
    ours(banner);
    await user.click(within(banner).getAllByRole('button')[0]);
    await within(banner).findByRole('status');
    ours(banner);
  });

  it('draws the demo in the top bar', async () => {
    const { user, container } = start();
    await user.click(await screen.findByRole('button', { name: named('Try the demo') }));
    await screen.findByRole('img', { name: named('Demo mode') });
    ours(container.querySelector('.topbar'));
  });

  describe('files dragged over the window', () => {
    const original = document.elementFromPoint;
    afterEach(() => {
      document.elementFromPoint = original;
    });

    it('draws each overlay', async () => {
      const { backend, user, container } = start({
        signedIn: true,
        lastVoice: { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null },
      });
      await screen.findByRole('navigation');
      const overlay = () => container.ownerDocument.querySelector('.drop-overlay');
      document.elementFromPoint = () => null;
      backend.drop({ kind: 'enter', paths: ['/music/song.mp3'], x: 10, y: 10 });
      await waitFor(() => expect(overlay()).not.toBeNull());
      expect(overlay()).toHaveTextContent('Blake Stone 2');
      ours(overlay());

      // Over a voice's card.
      const card = await waitFor(() => {
        const found = container.querySelector('[data-voice-id]');
        expect(found).not.toBeNull();
        return found as Element;
      });
      document.elementFromPoint = () => card;
      backend.drop({ kind: 'over', x: 10, y: 10 });
      backend.drop({ kind: 'enter', paths: ['/music/song.mp3'], x: 10, y: 10 });
      await waitFor(() => expect(overlay()?.querySelector('strong')?.textContent).toBe(card.getAttribute('data-voice-name')));
      ours(overlay());
      backend.drop({ kind: 'leave' });

      // On the Train screen, the files go to the training.
      await user.click(sidebarItem(3));
      backend.drop({ kind: 'enter', paths: ['/music/song.mp3'], x: 10, y: 10 });
      await waitFor(() => expect(overlay()).not.toBeNull());
      ours(overlay());
    });
  });

  describe('Settings', () => {
    async function openSettings(given: FakeBackend | FakeOptions = {}) {
      const started = start(given instanceof FakeBackend ? given : { signedIn: true, ...given });
      await screen.findByRole('navigation');
      await started.user.click(sidebarItem(5));
      await waitFor(() => expect(started.container.querySelector('#s-account')).not.toBeNull());
      const page = () => started.container.querySelector('main.content') as Element;
      return { ...started, page };
    }

    it('draws every part, opened, with its problems and what was saved', async () => {
      const { user, page, container } = await openSettings({
        hostChange: MOVED,
        settings: { baseUrl: 'https://staging.example.com', outputDir: '/home/user/Dubs', outputDirIsDefault: false },
      });
      await waitFor(() => expect(container.querySelector('[data-testid="ffmpeg-status"]')).not.toBeNull());
      ours(page());
      // The key form and the question of removing it.
      await user.click(within(page() as HTMLElement).getByRole('button', { name: named('Replace key') }));
      await user.click(within(page() as HTMLElement).getByRole('button', { name: named('Save key') }));
      await screen.findByRole('alert');
      ours(page());
      await user.click(within(page() as HTMLElement).getAllByRole('button', { name: named('Cancel') })[0]);
      await user.click(within(page() as HTMLElement).getByRole('button', { name: named('Remove key') }));
      ours(page());
      // The service address, a wrong threshold, a saved switch.
      (container.querySelector('details') as HTMLDetailsElement).open = true;
      const threshold = container.querySelector('#auto-approve') as HTMLInputElement;
      await user.clear(threshold);
      await user.type(threshold, '-5{Enter}');
      await user.click(container.querySelector('#notifications') as HTMLElement);
      await waitFor(() => expect(container.querySelector('.saved.shown')).not.toBeNull());
      ours(page());
      // Each theme's name, and what was saved.
      await user.click(container.querySelectorAll<HTMLInputElement>('input[name="theme"]')[2]);
      await waitFor(() => expect(container.querySelector('.saved')).toHaveTextContent(named('Theme: Dark.')));
      ours(page());
    });

    it('draws the demo account', async () => {
      const demo = start();
      await demo.user.click(await screen.findByRole('button', { name: named('Try the demo') }));
      await demo.user.click(await waitFor(() => sidebarItem(5)));
      await waitFor(() => expect(demo.container.querySelector('#s-account')).not.toBeNull());
      ours(demo.container.querySelector('main.content'));
    });

    it('draws a key from the environment with ffmpeg missing', async () => {
      const { page, container } = await openSettings({ keyOrigin: 'environment', media: NO_FFMPEG });
      await waitFor(() => expect(container.querySelector('.media-missing')).not.toBeNull());
      ours(page());
    });

    it('draws ffmpeg unknown', async () => {
      const backend = new FakeBackend({ signedIn: true });
      backend.failNext('mediaStatus', ipcErrorData('library_failed', 'no answer'));
      const { page, container } = await openSettings(backend);
      await waitFor(() => expect(container.querySelector('[data-testid="ffmpeg-status"]')).not.toBeNull());
      ours(page());
    });
  });
});
