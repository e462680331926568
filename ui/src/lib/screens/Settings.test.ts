import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, NO_FFMPEG, type FakeOptions } from '../backend/fake';
import { LANGUAGES, locale, PSEUDO } from '../i18n/index.svelte';
import { accent } from '../i18n/pseudo';

async function openSettings(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('button', { name: 'Settings' }));
  await screen.findByRole('heading', { name: 'Account' });
  return { backend, user };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('data-motion');
});

describe('Settings', () => {
  it('says a key is set and where from, never the key', async () => {
    await openSettings();
    expect(screen.getByText('An API key is set, kept in the system keychain.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace key' })).toBeInTheDocument();
  });

  it('explains a key from the environment and offers no change', async () => {
    await openSettings({ keyOrigin: 'environment' });
    expect(screen.getByText(/comes from the DUBDECK_API_KEY environment variable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove key' })).not.toBeInTheDocument();
  });

  it('replaces the key through a masked field, and refuses a bad one in place', async () => {
    const { backend, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Replace key' }));
    const field = screen.getByLabelText('New API key');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'bad-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const alert = await screen.findByRole('alert');
    // The words match the field: it was cleared, so they do not ask to check what it holds.
    expect(alert).toHaveTextContent('The API key was refused, and the field was cleared; the old key stays in use. Paste the whole key again.');
    expect(alert).toHaveAttribute('data-key-refused', 'cleared');
    expect(field).toHaveValue('');
    await user.type(field, 'new-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(screen.queryByLabelText('New API key')).not.toBeInTheDocument());
    expect(backend.callsOf('setApiKey')).toEqual([['bad-key'], ['new-key']]);
  });

  it('removes the key only after confirmation, then shows the key screen', async () => {
    const { backend, user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(backend.callsOf('removeApiKey')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove key' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Dubdeck' })).toBeInTheDocument();
    expect(backend.callsOf('removeApiKey')).toHaveLength(1);
  });

  it('saves switches, the threshold and the output folder through setSetting', async () => {
    const { backend, user } = await openSettings();
    const notifications = screen.getByRole('switch', { name: 'Notifications' });
    expect(notifications).toBeChecked();
    await user.click(notifications);
    await waitFor(() => expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'notifications', value: false }]));
    expect(notifications).not.toBeChecked();
    expect(await screen.findByText('Notifications saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    await waitFor(() => expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'reduceMotion', value: true }]));
    expect(document.documentElement).toHaveAttribute('data-motion', 'reduce');

    const threshold = screen.getByRole('spinbutton', { name: 'Auto-approve up to (credits)' });
    await user.clear(threshold);
    await user.type(threshold, '40{Enter}');
    await waitFor(() => expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'autoApproveUpTo', value: 40 }]));

    await user.click(screen.getByRole('button', { name: 'Choose folder…' }));
    expect(await screen.findByText('/home/user/Dubs')).toBeInTheDocument();
    expect(backend.callsOf('chooseOutputDir')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Use default folder' }));
    expect(await screen.findByText('/home/user/Music/Dubdeck')).toBeInTheDocument();
    expect(backend.callsOf('resetSetting')).toEqual([['outputDir']]);
  });

  it('applies the theme as a data-theme attribute', async () => {
    const { backend, user } = await openSettings();
    const group = screen.getByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'theme', value: 'dark' }]);
    await user.click(within(group).getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-theme'));
  });

  it('follows settings changed elsewhere', async () => {
    const { backend } = await openSettings();
    await backend.setSetting({ setting: 'theme', value: 'light' });
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('shows the demo account, and no key or address to change, in the demo', async () => {
    const backend = new FakeBackend();
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByText('Demo account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Service address' })).not.toBeInTheDocument();
  });

  it('shows an invalid service address inline, and resets it', async () => {
    const { backend, user } = await openSettings();
    await user.click(screen.getByText('Change the service address', { selector: 'summary' }));
    const field = screen.getByRole('textbox', { name: 'Service address' });
    await user.clear(field);
    await user.type(field, 'not an address');
    // The shell's refusal of that address (recorded from Rust).
    backend.failNext('setSetting', 'invalid_base_url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"not an address" is not a service address');
    expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'baseUrl', value: 'not an address' }]);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(backend.callsOf('resetSetting')).toEqual([['baseUrl']]));
  });

  it('sets the page "Buy credits" opens: https only, refused in place, and back to the default', async () => {
    const { backend, user } = await openSettings();
    await user.click(screen.getByText('Change the credits page', { selector: 'summary' }));
    const field = screen.getByRole('textbox', { name: 'Page that “Buy credits” opens' });
    expect(field).toHaveValue('https://voicedub.ai');
    expect(screen.queryByRole('button', { name: 'Use the default' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'http://shop.example.com/credits');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'http://shop.example.com/credits is not a secure address: the credits page must start with https:// (http:// only for a page on this computer, such as localhost).',
    );
    expect(alert).toHaveAttribute('data-refused', 'not_https');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('not a secure address'));
    expect(backend.callsOf('setSetting')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'https://shop.example.com/credits');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'creditsPage', value: 'https://shop.example.com/credits' }]]));
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(await screen.findByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(backend.callsOf('resetSetting')).toEqual([['creditsPage']]));
    await waitFor(() => expect(field).toHaveValue('https://voicedub.ai'));
    expect(screen.queryByRole('button', { name: 'Use the default' })).toBeNull();
  });

  it('refuses plain http to another computer under the field, and names its https:// address', async () => {
    const { backend, user } = await openSettings();
    await user.click(screen.getByText('Change the service address', { selector: 'summary' }));
    const field = screen.getByRole('textbox', { name: 'Service address' });
    await user.clear(field);
    await user.type(field, 'http://dub.example.com');
    // The shell's refusal of that address (recorded from Rust).
    backend.failNext('setSetting', 'insecure_base_url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'http://dub.example.com is plain http to another computer: your API key and files would cross the network unencrypted. Use its https:// address (https://dub.example.com); plain http is only for a service on this computer, such as a local simulator.',
    );
    // Inline: in the field's own group, right under it, and read with it.
    expect(field.closest('.field')).toContainElement(alert);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('plain http to another computer'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Its https:// address is taken: the words go.
    await user.clear(field);
    await user.type(field, 'https://dub.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'baseUrl', value: 'https://dub.example.com' }]);
  });

  it('turns the video copy of dubbed videos off and on again, and says ffmpeg is installed', async () => {
    const { backend, user } = await openSettings();
    const video = screen.getByRole('switch', { name: 'Dubbed videos' });
    expect(video).toBeChecked();
    expect(video).toHaveAccessibleDescription(/Also save a dubbed video as video \(a copy with the new voice as its sound\)/);
    await user.click(video);
    expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'videoOut', value: false }]]);
    await waitFor(() => expect(video).not.toBeChecked());
    expect(await screen.findByText('Dubbed videos come back as audio only.')).toBeInTheDocument();
    await user.click(video);
    expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'videoOut', value: true }]);
    await waitFor(() => expect(video).toBeChecked());
    const status = await screen.findByTestId('ffmpeg-status');
    expect(status).toHaveTextContent('ffmpeg 5.1.9 is installed.');
    expect(status).toHaveTextContent('the dub sheet can try 30 seconds first');
  });

  it('follows the video setting changed elsewhere', async () => {
    const { backend } = await openSettings();
    const video = screen.getByRole('switch', { name: 'Dubbed videos' });
    await backend.setSetting({ setting: 'videoOut', value: false });
    await waitFor(() => expect(video).not.toBeChecked());
  });

  it('says why ffmpeg is missing and what to do, with the switch kept for later', async () => {
    await openSettings({ media: NO_FFMPEG });
    const status = await screen.findByTestId('ffmpeg-status');
    expect(status).toHaveTextContent(
      "ffmpeg is not installed (Dubdeck looked for it in DUBDECK_FFMPEG, beside Dubdeck and on the PATH). Install ffmpeg from your system's packages (or ffmpeg.org), then restart Dubdeck. Without it, videos are sent whole and come back as audio only, and auditions are off.",
    );
    expect(screen.getByRole('switch', { name: 'Dubbed videos' })).toBeEnabled();
  });
});

describe('the Language setting', () => {
  it("speaks the language chosen at once, and the system's again", async () => {
    const { backend, user } = await openSettings({ systemLocale: 'ja', settings: { language: 'en' } });
    expect(locale()).toBe('en');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    // Following the system first, then each language, named in itself.
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(['', ...LANGUAGES]);
    expect(options.slice(1).map((o) => o.lang)).toEqual([...LANGUAGES]);
    expect(options[1]).toHaveTextContent('English');

    await user.selectOptions(select, 'es');
    expect(backend.callsOf('setSetting')).toContainEqual([{ setting: 'language', value: 'es' }]);
    await waitFor(() => expect(locale()).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    expect(select).toHaveValue('es');

    await user.selectOptions(select, '');
    expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'language', value: null }]);
    await waitFor(() => expect(locale()).toBe('ja'));
    expect(document.documentElement.lang).toBe('ja');
    expect(select).toHaveValue('');
  });

  it('redraws Settings and the navigation in the new language at once', async () => {
    // The pseudo-locale stands for another language here (the system's, as the shell started in it).
    const { user } = await openSettings({ systemLocale: PSEUDO, settings: { language: 'en' } });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '');
    const pseudo = (english: string) => new RegExp(`^⟦${accent(english)} `);
    expect(await screen.findByRole('heading', { level: 2, name: pseudo('Account') })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: pseudo('Settings') })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: pseudo('Settings') })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: pseudo('Language') })).toHaveValue('');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the language of the settings, before the first screen is drawn', async () => {
    const backend = new FakeBackend({ systemLocale: 'fr' });
    render(App, { props: { backend } });
    await screen.findByRole('heading', { level: 1 });
    expect(locale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
