// Settings > Updates: the version running, a check and what it found in words, a newer release's
// notes (as text) before "Install and restart", the install's stages with a progress bar, each
// failure's words with "Try again", the quiet check at start, and the updates address (refused in
// place, set, back to the default); all of it from the catalogue in the pseudo-locale.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FAKE_OFFER, FakeBackend, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { ErrorCode, UpdateCheck } from '../bindings';
import { errorWords } from '../errors';
import { announcer } from '../announcer.svelte';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

afterEach(() => announcer.clear());

async function openUpdates(options: FakeOptions | FakeBackend = {}) {
  const backend = options instanceof FakeBackend ? options : new FakeBackend({ signedIn: true, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('button', { name: 'Settings' }));
  const section = await screen.findByRole('region', { name: 'Updates' });
  return { backend, user, section, inside: within(section) };
}

/** A check that answers only when `answer()` is called. */
function holdCheck(backend: FakeBackend): () => void {
  const check = backend.checkForUpdate.bind(backend);
  let answer = () => {};
  backend.checkForUpdate = () =>
    new Promise<UpdateCheck>((resolve, reject) => {
      answer = () => void check().then(resolve, reject);
    });
  return () => answer();
}

const NOTES = [
  '## New',
  '- Watch folders dub **new** files',
  '- Faster uploads',
  '',
  'Thanks to everyone',
  'who reported a bug. <img src=x onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
].join('\n');

describe('a check for updates', () => {
  it('shows the version running, is busy while it asks, then says it is the newest', async () => {
    const { backend, user, inside } = await openUpdates();
    expect(inside.getByText('This is Dubdeck 0.1.0.')).toBeInTheDocument();
    const answer = holdCheck(backend);
    const button = inside.getByRole('button', { name: 'Check for updates' });
    await user.click(button);
    expect(button).toHaveAccessibleName('Checking for updates…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Pressed again while busy: still one request, and the focus stays on it.
    await user.click(button);
    expect(button).toHaveFocus();
    answer();
    const status = inside.getByTestId('update-status');
    await waitFor(() => expect(status).toHaveTextContent('Dubdeck 0.1.0 is the newest version.'));
    expect(status).toHaveAttribute('role', 'status');
    expect(button).toHaveAccessibleName('Check for updates');
    expect(button).not.toHaveAttribute('aria-busy', 'true');
    expect(inside.queryByRole('button', { name: 'Install and restart' })).toBeNull();
  });

  it('refuses an older release in words, and says the address was chosen', async () => {
    const { user, inside } = await openUpdates({
      update: { status: 'older', offered: '0.0.9' },
      settings: { updateEndpoint: 'https://updates.example.com/latest.json', updateEndpointIsDefault: false },
    });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    expect(await inside.findByText('The release offered (0.0.9) is older than this version (0.1.0): nothing to install.')).toBeInTheDocument();
    expect(inside.getByText('The updates address is one you chose: check that it offers the newest version, or use the default.')).toBeInTheDocument();
    expect(inside.queryByRole('button', { name: 'Install and restart' })).toBeNull();
  });

  it("shows a newer release's date and notes, as text, before its install button; nothing installs unasked", async () => {
    const { backend, user, section, inside } = await openUpdates({ update: { status: 'available', offer: { ...FAKE_OFFER, notes: NOTES } } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    expect(await inside.findByTestId('update-status')).toHaveTextContent('Dubdeck 0.2.0 is available.');
    const offer = inside.getByTestId('update-offer');
    expect(within(offer).getByRole('heading', { level: 3, name: "What's new in Dubdeck 0.2.0" })).toBeInTheDocument();
    expect(within(offer).getByText('Released Dec 1, 2026.')).toBeInTheDocument();
    const notes = within(offer).getByTestId('release-notes');
    expect(notes).toHaveAttribute('translate', 'no');
    expect(within(notes).getByRole('heading', { level: 4, name: 'New' })).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Watch folders dub new files', 'Faster uploads']);
    // Line breaks kept; the HTML in the notes is neither drawn nor run.
    const paragraph = within(notes).getByText(/Thanks to everyone/);
    expect(paragraph.querySelectorAll('br')).toHaveLength(1);
    expect(paragraph).toHaveTextContent('Thanks to everyonewho reported a bug.');
    expect(section.querySelector('img, script, b, strong')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The notes come before the button that installs.
    const install = within(offer).getByRole('button', { name: 'Install and restart' });
    expect(notes.compareDocumentPosition(install) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
  });

  it('says a release came without notes', async () => {
    const { user, inside } = await openUpdates({ update: { status: 'available', offer: { ...FAKE_OFFER, notes: null, date: null } } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    expect(await inside.findByText('This version came without notes of what changed.')).toBeInTheDocument();
    expect(inside.queryByText(/^Released/)).toBeNull();
  });
});

describe('an install', () => {
  it('shows each stage in words with a progress bar, says each new stage once, and waits for jobs', async () => {
    const { backend, user, inside } = await openUpdates({ update: { status: 'available', offer: FAKE_OFFER } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    await user.click(await inside.findByRole('button', { name: 'Install and restart' }));
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
    const stage = await inside.findByText('Starting the install of Dubdeck 0.2.0…');
    // The button left: focus is on what replaced it.
    expect(stage).toHaveFocus();
    expect(inside.queryByRole('button', { name: 'Install and restart' })).toBeNull();
    expect(inside.getByRole('button', { name: 'Check for updates' })).toBeDisabled();
    const bar = inside.getByRole('progressbar', { name: 'Update to Dubdeck 0.2.0' });
    expect(bar).not.toHaveAttribute('aria-valuenow');

    backend.updateProgress({ stage: 'waiting_for_jobs', jobs: 2 });
    const waiting = 'Waiting for 2 jobs under way to finish. The install starts by itself once they are done.';
    expect(await inside.findByText(waiting)).toBeInTheDocument();
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', waiting);

    backend.updateProgress({ stage: 'downloading', received: 12_400_000, total: 30_000_000 });
    expect(await inside.findByText('Downloading Dubdeck 0.2.0…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '41');
    expect(bar).toHaveAttribute('aria-valuetext', '12.4 MB of 30.0 MB');
    expect(inside.getByText('12.4 MB of 30.0 MB')).toBeInTheDocument();
    backend.updateProgress({ stage: 'downloading', received: 30_000_000, total: 30_000_000 });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));

    backend.updateProgress({ stage: 'installing' });
    expect(await inside.findByText('Installing Dubdeck 0.2.0…')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuetext', 'Installing Dubdeck 0.2.0…');
    backend.updateProgress({ stage: 'restarting' });
    expect(await inside.findByText('Dubdeck 0.2.0 is installed. Dubdeck restarts into it now.')).toBeInTheDocument();

    // Said politely, once a stage (not each piece of the download).
    const region = document.querySelector('[data-announcer]') as HTMLElement;
    expect([...region.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      waiting,
      'Downloading Dubdeck 0.2.0…',
      'Installing Dubdeck 0.2.0…',
      'Dubdeck 0.2.0 is installed. Dubdeck restarts into it now.',
    ]);
  });

  it('says how much is downloaded when the server did not say the whole size', async () => {
    const { backend, user, inside } = await openUpdates({ update: { status: 'available', offer: FAKE_OFFER } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    await user.click(await inside.findByRole('button', { name: 'Install and restart' }));
    backend.updateProgress({ stage: 'downloading', received: 820_000, total: null });
    const bar = inside.getByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '820 KB downloaded'));
    expect(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('shows an install of a release this frame did not see found', async () => {
    const { backend, inside } = await openUpdates();
    backend.updateProgress({ stage: 'installing' });
    expect(await inside.findByText('Installing Dubdeck 0.2.0…')).toBeInTheDocument();
    expect(inside.getByRole('progressbar', { name: 'Update to Dubdeck 0.2.0' })).toHaveAttribute('aria-valuenow', '100');
    expect(inside.queryByTestId('update-offer')).toBeNull();
  });

  it('goes on, and is shown, after leaving Settings and coming back', async () => {
    const { backend, user, inside } = await openUpdates({ update: { status: 'available', offer: FAKE_OFFER } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    await user.click(await inside.findByRole('button', { name: 'Install and restart' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Jobs' }));
    backend.updateProgress({ stage: 'installing' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    const section = await screen.findByRole('region', { name: 'Updates' });
    expect(within(section).getByText('Installing Dubdeck 0.2.0…')).toBeInTheDocument();
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
  });
});

describe('failures', () => {
  /** Failures of the check: the shell's refusal of it. */
  const CHECK_FAILURES: [ErrorCode, string][] = [
    [
      'update_unreachable',
      'Dubdeck could not get the newest release from the updates address (connection refused). Check your connection and the updates address in Settings › Updates, then try again.',
    ],
    [
      'update_insecure',
      'http://updates.example.com/latest.json is a plain http address, and this build of Dubdeck takes updates only over https://, so it did not look there. Set an https:// updates address in Settings › Updates, or use the default.',
    ],
    [
      'update_unsupported',
      "This copy of Dubdeck cannot update itself, because it was not installed from a package that updates (it runs from a folder, or as an AppImage). Download the installer from Dubdeck's releases page and install the new version with it.",
    ],
    [
      'update_not_offered',
      "The release offered has no package for this kind of installation (http://updates.example.com/latest.json), so nothing was installed. Check for updates again later, or download the installer from Dubdeck's releases page.",
    ],
  ];

  it("shows each failure of a check in its words, the releases page where it helps, and tries again", async () => {
    const { backend, user, inside } = await openUpdates();
    for (const [code, words] of CHECK_FAILURES) {
      backend.update = ipcErrorData(code, 'for the log only', { detail: 'connection refused', value: 'http://updates.example.com/latest.json' });
      const button = inside.queryByRole('button', { name: 'Try again' }) ?? inside.getByRole('button', { name: 'Check for updates' });
      await user.click(button);
      const alert = await inside.findByRole('alert');
      await waitFor(() => expect(alert).toHaveAttribute('data-code', code));
      expect(alert).toHaveTextContent(words);
      const releases = inside.queryByText("Dubdeck's releases page:");
      if (code === 'update_unsupported' || code === 'update_not_offered') {
        expect(releases?.parentElement).toHaveTextContent('https://github.com/dubdeck/dubdeck/releases');
      } else {
        expect(releases).toBeNull();
      }
    }
    const checks = backend.callsOf('checkForUpdate').length;
    backend.update = { status: 'up_to_date', offered: '0.1.0' };
    await user.click(inside.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(inside.queryByRole('alert')).toBeNull());
    expect(backend.callsOf('checkForUpdate')).toHaveLength(checks + 1);
    expect(inside.getByRole('button', { name: 'Check for updates' })).toHaveFocus();
    expect(inside.getByTestId('update-status')).toHaveTextContent('Dubdeck 0.1.0 is the newest version.');
  });

  it('shows a failed install in its words, the app as it was, and "Try again" installs again', async () => {
    const { backend, user, inside } = await openUpdates({ update: { status: 'available', offer: FAKE_OFFER } });
    await user.click(inside.getByRole('button', { name: 'Check for updates' }));
    for (const code of ['update_signature_invalid', 'update_install_failed'] as const) {
      const button = inside.queryByRole('button', { name: 'Try again' }) ?? (await inside.findByRole('button', { name: 'Install and restart' }));
      await user.click(button);
      backend.updateProgress({ stage: 'downloading', received: 10, total: 100 });
      const error = ipcErrorData(code, 'for the log only', { detail: 'dpkg: error processing package dubdeck' });
      backend.updateProgress({ stage: 'failed', error });
      const alert = await inside.findByRole('alert');
      await waitFor(() => expect(alert).toHaveAttribute('data-code', code));
      expect(alert).toHaveTextContent(errorWords(error));
      expect(inside.getByText("Dubdeck's releases page:")).toBeInTheDocument();
      expect(inside.queryByRole('progressbar')).toBeNull();
      // Focus was on the stage, which left: it is on "Try again".
      await waitFor(() => expect(inside.getByRole('button', { name: 'Try again' })).toHaveFocus());
    }
    expect(inside.getByRole('alert')).toHaveTextContent(
      "The update could not be installed (dpkg: error processing package dubdeck), so Dubdeck stays as it was. Try again; if it fails again, download the installer from Dubdeck's releases page and run it yourself.",
    );
    await user.click(inside.getByRole('button', { name: 'Try again' }));
    expect(backend.callsOf('installUpdate')).toHaveLength(3);
    expect(inside.queryByRole('alert')).toBeNull();
    expect(await inside.findByText('Starting the install of Dubdeck 0.2.0…')).toHaveFocus();
  });
});

describe('the settings of updates', () => {
  it('turns the quiet check at start off and on, and says a refusal under it', async () => {
    const { backend, user, inside } = await openUpdates();
    const toggle = inside.getByRole('switch', { name: 'Look for updates when Dubdeck starts' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^Once, shortly after Dubdeck starts \(never in the demo\)\./);
    await user.click(toggle);
    expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'checkUpdates', value: false }]]);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Dubdeck looks for updates only when you ask.')).toBeInTheDocument();
    backend.failNext('setSetting', ipcErrorData('library_busy', 'locked'));
    await user.click(toggle);
    expect(await inside.findByRole('alert')).toHaveTextContent(errorWords(ipcErrorData('library_busy', '')));
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(inside.queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Dubdeck looks for updates when it starts.')).toBeInTheDocument();
  });

  it('sets the updates address: https only, refused in place, and back to the default', async () => {
    const { backend, user, inside } = await openUpdates();
    await user.click(inside.getByText('Change the updates address', { selector: 'summary' }));
    const field = inside.getByRole('textbox', { name: 'Updates address' });
    const fallback = 'https://github.com/dubdeck/dubdeck/releases/latest/download/latest.json';
    expect(field).toHaveValue(fallback);
    expect(field).toHaveAccessibleDescription("The default: Dubdeck's own releases. Change it only to try versions of your own.");
    expect(inside.queryByRole('button', { name: 'Use the default' })).toBeNull();

    // Refused here: plain http to another computer, then not an address; nothing is sent.
    await user.clear(field);
    await user.type(field, 'http://updates.example.com/latest.json');
    await user.click(inside.getByRole('button', { name: 'Save address' }));
    const alert = await inside.findByRole('alert');
    expect(alert).toHaveTextContent(
      'http://updates.example.com/latest.json is not a secure address: updates must come from an https:// address (http:// only for an address on this computer, such as localhost).',
    );
    expect(alert).toHaveAttribute('data-refused', 'not_https');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('not a secure address'));
    await user.clear(field);
    await user.click(inside.getByRole('button', { name: 'Save address' }));
    expect(await inside.findByRole('alert')).toHaveTextContent('Type the updates address, or press “Use the default”.');
    expect(backend.callsOf('setSetting')).toEqual([]);

    // Refused by the shell (its invalid address code): in this setting's words.
    await user.type(field, 'https://updates.example.com/latest.json');
    backend.failNext('setSetting', 'invalid_base_url');
    await user.click(inside.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(inside.getByRole('alert')).toHaveAttribute('data-refused', 'not_address'));
    expect(inside.getByRole('alert')).toHaveTextContent(
      'https://updates.example.com/latest.json is not a web address: type the whole address, starting with https://.',
    );

    // Stored.
    await user.click(inside.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(inside.queryByRole('alert')).toBeNull());
    expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'updateEndpoint', value: 'https://updates.example.com/latest.json' }]);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Updates address saved.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription("An address you chose. “Use the default” goes back to Dubdeck's own releases.");

    // Back to the default.
    await user.click(inside.getByRole('button', { name: 'Use the default' }));
    await waitFor(() => expect(backend.callsOf('resetSetting')).toEqual([['updateEndpoint']]));
    await waitFor(() => expect(field).toHaveValue(fallback));
    expect(inside.queryByRole('button', { name: 'Use the default' })).toBeNull();
    expect(await screen.findByText('Dubdeck looks for updates in its own releases again.')).toBeInTheDocument();
  });
});

describe('in the pseudo-locale', () => {
  it('draws every state of the section from the catalogue', async () => {
    setLocale(PSEUDO);
    const backend = new FakeBackend({
      signedIn: true,
      update: { status: 'older', offered: '0.0.9' },
      settings: { updateEndpoint: 'https://updates.example.com/latest.json', updateEndpointIsDefault: false },
    });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await user.click(within(await screen.findByRole('navigation')).getAllByRole('button')[5]);
    const section = await waitFor(() => document.querySelector('[data-section="updates"]') as HTMLElement);
    expect(section).not.toBeNull();
    const ours = () => expect(hardCodedText(section)).toEqual([]);
    const click = (n: number) => user.click(within(section).getAllByRole('button')[n]);
    ours();
    // Checking, then older (with the address chosen).
    const answer = holdCheck(backend);
    await click(0);
    ours();
    answer();
    await waitFor(() => expect(section.querySelector('[data-testid="update-status"]')?.textContent?.trim()).not.toBe(''));
    ours();
    // A newer release with notes, each install stage, and a failure with the releases page.
    backend.checkForUpdate = FakeBackend.prototype.checkForUpdate.bind(backend);
    backend.update = { status: 'available', offer: { ...FAKE_OFFER, notes: NOTES } };
    await click(0);
    await waitFor(() => expect(section.querySelector('[data-testid="update-offer"]')).not.toBeNull());
    ours();
    await user.click(within(section.querySelector('[data-testid="update-offer"]') as HTMLElement).getByRole('button'));
    for (const stage of [
      { stage: 'waiting_for_jobs', jobs: 3 },
      { stage: 'downloading', received: 1_000_000, total: 3_000_000 },
      { stage: 'downloading', received: 2_000_000, total: null },
      { stage: 'installing' },
      { stage: 'restarting' },
    ] as const) {
      backend.updateProgress(stage);
      await waitFor(() => expect(section.querySelector('[data-testid="update-install"]')).toHaveAttribute('data-stage', stage.stage));
      ours();
    }
    backend.updateProgress({ stage: 'failed', error: ipcErrorData('update_unsupported', 'log') });
    await within(section).findByRole('alert');
    ours();
    // The address refused, then saved (the toast is Settings').
    await user.click(section.querySelector('summary') as HTMLElement);
    const field = section.querySelector('#update-endpoint') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, 'http://updates.example.com');
    await user.click(section.querySelector('button[type="submit"]') as HTMLElement);
    await waitFor(() => expect(section.querySelector('[data-refused]')).not.toBeNull());
    ours();
    await user.click(section.querySelector('#check-updates') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.saved.shown')).not.toBeNull());
    expect(hardCodedText(document.querySelector('.saved') as Element)).toEqual([]);
    ours();
  });
});
