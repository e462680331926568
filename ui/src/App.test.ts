import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from './App.svelte';
import { FakeBackend, NO_FFMPEG } from './lib/backend/fake';
import type { Session } from './lib/bindings';
import { IpcError, ipcErrorData } from './lib/backend/backend';
import { LANGUAGES, locale, t } from './lib/i18n/index.svelte';

/** Makes one demo command wait until the returned function is called (to see the button while it runs). */
function hold(backend: FakeBackend, name: 'startDemo' | 'leaveDemo'): () => void {
  let go: () => void = () => {};
  const gate = new Promise<void>((resolve) => (go = resolve));
  const original = backend[name].bind(backend);
  backend[name] = async (): Promise<Session> => {
    await gate;
    return original();
  };
  return () => go();
}

function start(backend = new FakeBackend()) {
  const user = userEvent.setup();
  render(App, { props: { backend } });
  return { backend, user };
}

describe('start-up', () => {
  it('shows the Dubdeck mark and name while the library opens (a contentful first paint, no blank step)', () => {
    const backend = new FakeBackend();
    backend.session = () => new Promise<Session>(() => {});
    start(backend);
    const splash = screen.getByRole('status', { name: 'Loading Dubdeck' });
    expect(splash).toHaveTextContent('Dubdeck');
  });
});

describe('sign-in', () => {
  it('stores a valid key, enters the app and shows the credits', async () => {
    const { backend, user } = start(new FakeBackend({ credits: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
    expect(screen.getByText('Find your API key in your VoiceDub account settings at voicedub.ai.')).toBeInTheDocument();
    const field = screen.getByLabelText('API key');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));

    const credits = await screen.findByRole('status', { name: 'Credits: 5,000, about 500 minutes of dubbing' });
    expect(credits).toHaveTextContent('5,000 credits');
    expect(credits).toHaveTextContent('≈ 500 min');
    expect(backend.callsOf('setApiKey')).toEqual([['good-key']]);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('DEMO')).not.toBeInTheDocument();
  });

  it('shows an alert for a refused key, clears the field and stays on the key screen', async () => {
    const { user } = start();
    const field = await screen.findByLabelText('API key');
    await user.type(field, 'bad-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const alert = await screen.findByRole('alert');
    // The words match the field: it was cleared (the key leaves the page), so they say so.
    expect(alert).toHaveTextContent('The API key was refused, and the field was cleared. Paste the whole key again, or a new one.');
    expect(alert).toHaveAttribute('data-key-refused', 'cleared');
    expect(field).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the keychain screen when the keychain is missing, and its way out', async () => {
    const { user, backend } = start(new FakeBackend({ keychainUnavailable: 'no_service' }));
    await user.type(await screen.findByLabelText('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByRole('heading', { name: 'The keychain is not available' })).toBeInTheDocument();
    expect(screen.getByText(/No keychain service is running \(Secret Service\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('API key')).toHaveValue('');

    await user.type(screen.getByLabelText('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByText('DEMO')).toBeInTheDocument();
    expect(backend.callsOf('startDemo')).toHaveLength(1);
  });

  it('words a locked keychain', async () => {
    const { user } = start(new FakeBackend({ keychainUnavailable: 'locked' }));
    await user.type(await screen.findByLabelText('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByText(/The keychain is locked/)).toBeInTheDocument();
  });
});

describe('the Language list on the welcome screen', () => {
  it('switches the language before any account is connected, and back to the system\'s', async () => {
    const { backend, user } = start(new FakeBackend({ systemLocale: 'en' }));
    await screen.findByRole('heading', { name: 'Welcome to Dubdeck' });
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveAttribute('id', 'welcome-language');
    expect(select).toHaveValue('');
    // The same list as in Settings: the system's language, then each language named in itself.
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(['', ...LANGUAGES]);
    expect(options.slice(1).map((o) => o.lang)).toEqual([...LANGUAGES]);
    // Every language is named in itself before its catalogue is loaded.
    expect(options.slice(1).map((o) => o.textContent?.trim())).toEqual(['English', 'Español', '한국어', '日本語', 'Français', 'Русский', 'ไทย']);
    expect(options[0]).toHaveTextContent('System language (English)');

    await user.selectOptions(select, 'ja');
    expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'language', value: 'ja' }]]);
    await waitFor(() => expect(locale()).toBe('ja'));
    expect(document.documentElement.lang).toBe('ja');
    // The welcome screen is drawn again in Japanese, still waiting for a key.
    expect(await screen.findByRole('heading', { name: t('welcome-title') })).toBeInTheDocument();
    const again = screen.getByRole('combobox', { name: t('settings-language') });
    expect(again).toHaveValue('ja');
    expect(backend.callsOf('setApiKey')).toEqual([]);

    await user.selectOptions(again, '');
    expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'language', value: null }]);
    await waitFor(() => expect(locale()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
  });

  it('says so when the choice cannot be saved, and keeps the language', async () => {
    const backend = new FakeBackend();
    backend.failNext('setSetting', ipcErrorData('library_busy', 'the library is locked'));
    const { user } = start(backend);
    await screen.findByRole('heading', { name: 'Welcome to Dubdeck' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // A second try is saved, and the problem goes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(locale()).toBe('fr'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('demo and session', () => {
  it('runs the demo with a DEMO label and leaves it', async () => {
    const { user, backend } = start();
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByText('DEMO')).toBeVisible();
    expect(screen.getByRole('status', { name: /^Credits: 1,000/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave demo' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
    expect(backend.callsOf('leaveDemo')).toHaveLength(1);
  });

  it('goes back to the key screen with the reason when the key is lost', async () => {
    const backend = new FakeBackend({ signedIn: true });
    start(backend);
    await screen.findByRole('navigation', { name: 'Main' });
    backend.emit('authLost', { code: 'unauthorized' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The API key was refused. Paste a new key.');
    expect(screen.getByLabelText('API key')).toBeInTheDocument();
  });

  it('follows credit and job events in the frame', async () => {
    const backend = new FakeBackend({ signedIn: true, jobCounts: { active: 2, waiting: 0, failed: 0, total: 2 } });
    start(backend);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Jobs, 2 running' })).toBeInTheDocument();
    backend.emit('jobsChanged', { counts: { active: 0, waiting: 0, failed: 0, total: 2 }, stale: false });
    expect(await within(nav).findByRole('button', { name: 'Jobs' })).toBeInTheDocument();
    backend.emit('creditsChanged', { balance: { credits: 1234, asOf: '2026-11-23T12:00:00Z' } });
    expect(await screen.findByRole('status', { name: 'Credits: 1,234, about 123 minutes of dubbing' })).toBeInTheDocument();
  });

  it('navigates the sidebar and marks the current page', async () => {
    const { user } = start(new FakeBackend({ signedIn: true }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of ['My voices', 'Jobs', 'Train a voice', 'Settings', 'Voices']) {
      const item = within(nav).getByRole('button', { name });
      await user.click(item);
      expect(item).toHaveAttribute('aria-current', 'page');
    }
    await user.click(within(nav).getByRole('button', { name: 'Jobs' }));
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'My voices' }));
    expect(await screen.findByRole('heading', { name: 'No voices of your own yet' })).toBeInTheDocument();
    const inPage = screen.getAllByRole('button', { name: 'Train a voice' }).find((b) => !nav.contains(b));
    await user.click(inPage!);
    expect(within(nav).getByRole('button', { name: 'Train a voice' })).toHaveAttribute('aria-current', 'page');
  });

  it('focuses the search with Ctrl+K from any screen', async () => {
    const { user } = start(new FakeBackend({ signedIn: true }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('searchbox', { name: 'Search voices' })).toHaveFocus();
  });
});

describe('busy demo buttons', () => {
  it('disables Try the demo on the welcome screen while the demo starts (one call)', async () => {
    const backend = new FakeBackend();
    const release = hold(backend, 'startDemo');
    const { user } = start(backend);
    const button = await screen.findByRole('button', { name: 'Try the demo' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    release();
    expect(await screen.findByText('DEMO')).toBeInTheDocument();
    expect(backend.callsOf('startDemo')).toHaveLength(1);
  });

  it('disables Try the demo on the keychain screen while the demo starts (one call)', async () => {
    const backend = new FakeBackend({ keychainUnavailable: 'locked' });
    const { user } = start(backend);
    await user.type(await screen.findByLabelText('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const button = await screen.findByRole('button', { name: 'Try the demo' });
    const release = hold(backend, 'startDemo');
    await user.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    release();
    expect(await screen.findByText('DEMO')).toBeInTheDocument();
    expect(backend.callsOf('startDemo')).toHaveLength(1);
  });

  it('disables Leave demo while the demo is left (one call)', async () => {
    const backend = new FakeBackend();
    const { user } = start(backend);
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    const leave = await screen.findByRole('button', { name: 'Leave demo' });
    expect(leave).not.toHaveAttribute('aria-busy', 'true');
    const release = hold(backend, 'leaveDemo');
    await user.click(leave);
    expect(leave).toBeDisabled();
    expect(leave).toHaveAttribute('aria-busy', 'true');
    await user.click(leave);
    release();
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
    expect(backend.callsOf('leaveDemo')).toHaveLength(1);
  });

  it('names the DEMO mark for assistive technology, keeping its visible text', async () => {
    const { user } = start();
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    const mark = await screen.findByRole('img', { name: 'Demo mode' });
    expect(mark.textContent).toBe('DEMO');
    expect(screen.getByText('DEMO')).toBe(mark);
  });
});

describe('a lost key', () => {
  it('says that no key is set when the shell lost it for that reason', async () => {
    const backend = new FakeBackend({ signedIn: true });
    start(backend);
    await screen.findByRole('navigation', { name: 'Main' });
    backend.emit('authLost', { code: 'no_api_key' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No API key is set. Paste your API key to continue.');
    expect(screen.getByLabelText('API key')).toBeInTheDocument();
  });

  it('is ignored during the demo (a late refusal from the real library)', async () => {
    const backend = new FakeBackend();
    const { user } = start(backend);
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByText('DEMO')).toBeInTheDocument();
    backend.emit('authLost', { code: 'unauthorized' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('DEMO')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
  });
});

describe('a stored key that cannot be used', () => {
  it.each([
    ['ambiguous', /^The keychain holds more than one Dubdeck key/],
    ['bad_encoding', /^The stored key cannot be read/],
  ] as const)('offers to remove it when the keychain says %s, then asks for the key', async (problem, words) => {
    const backend = new FakeBackend({ storedKeyProblem: problem });
    const { user } = start(backend);
    expect(await screen.findByRole('heading', { name: 'Dubdeck could not start' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(alert).toHaveTextContent('Remove the stored key, then paste it again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the stored key' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
    expect(backend.callsOf('removeApiKey')).toHaveLength(1);
    await waitFor(() => expect(backend.callsOf('session')).toHaveLength(2)); // the session is loaded again
  });

  it('offers no removal for other failures', async () => {
    const backend = new FakeBackend();
    backend.session = async () => {
      throw new IpcError(ipcErrorData('library_failed', 'Dubdeck could not create its data folder', { library: 'create_dir', io: 'storage_full' }));
    };
    start(backend);
    expect(await screen.findByRole('heading', { name: 'Dubdeck could not start' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('(the disk is full)');
    expect(screen.getByRole('alert')).not.toHaveTextContent('data folder');
    expect(screen.queryByRole('button', { name: 'Remove the stored key' })).not.toBeInTheDocument();
  });
});

describe('ffmpeg missing', () => {
  const SAID = /^ffmpeg is not installed \(Dubdeck looked for it in DUBDECK_FFMPEG, beside Dubdeck and on the PATH\)\. Install ffmpeg from your system's packages \(or ffmpeg\.org\), then restart Dubdeck\. Without it, videos are sent whole and come back as audio only, and auditions are off\.$/;
  const notices = () => screen.queryAllByText(SAID);

  it('says so once in a run, in a notice that stays until dismissed', async () => {
    const backend = new FakeBackend({ media: NO_FFMPEG, credits: 5000 });
    const { user } = start(backend);
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    const notice = (await screen.findByText(SAID)).closest('.notice') as HTMLElement;
    // Something to set up, not a failure: a polite status, dismissed by the user.
    expect(notice).toHaveAttribute('role', 'status');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(notices()).toHaveLength(0);

    // Screens come and go, the frame starts afresh (leaving the demo, then a key): not said again.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Jobs' }));
    await user.click(screen.getByRole('button', { name: 'Leave demo' }));
    await user.type(await screen.findByLabelText('API key'), 'good-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await screen.findByRole('navigation', { name: 'Main' });
    await new Promise((r) => setTimeout(r, 50));
    expect(notices()).toHaveLength(0);
    expect(backend.callsOf('mediaStatus')).toHaveLength(1);
  });

  it('says nothing when ffmpeg is installed', async () => {
    const backend = new FakeBackend({ signedIn: true });
    start(backend);
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(backend.callsOf('mediaStatus')).toHaveLength(1));
    expect(screen.queryByText(/ffmpeg/)).toBeNull();
  });
});
