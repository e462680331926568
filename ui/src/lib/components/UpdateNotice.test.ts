// The frame's notice of a newer release found by the quiet check at start: one quiet notice with
// "Review" (Settings > Updates, at the release, focused) and "Later"; nothing installs unasked.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FAKE_OFFER, FakeBackend } from '../backend/fake';
import { announcer } from '../announcer.svelte';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

afterEach(() => announcer.clear());

async function open() {
  const backend = new FakeBackend({ signedIn: true });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('list', { name: 'Voices' });
  await waitFor(() => expect(backend.listenerCount('updateFound')).toBe(1));
  return { backend, user };
}

const notices = () => document.querySelector('.notices') as HTMLElement;
const noticeOf = async (text: string) => (await within(notices()).findByText(text)).closest('.notice') as HTMLElement;

describe('the notice of a newer release', () => {
  it('is one quiet notice with Review and Later, and installs nothing', async () => {
    const { backend } = await open();
    backend.updateFound();
    const notice = await noticeOf('Dubdeck 0.2.0 is available.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveAttribute('data-notice', 'update');
    expect(within(notice).getAllByRole('button').map((b) => b.textContent?.trim())).toEqual(['Review', 'Later']);
    // Told again (another start of the check): still one notice.
    backend.updateFound();
    await waitFor(() => expect(within(notices()).getAllByText('Dubdeck 0.2.0 is available.')).toHaveLength(1));
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
    expect(backend.callsOf('checkForUpdate')).toHaveLength(0);
  });

  it('opens Settings at the release on Review, focused, with its notes and its install button', async () => {
    const { backend, user } = await open();
    backend.updateFound();
    const notice = await noticeOf('Dubdeck 0.2.0 is available.');
    await user.click(within(notice).getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Updates' });
    const heading = within(section).getByRole('heading', { level: 3, name: "What's new in Dubdeck 0.2.0" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(section).getByTestId('update-status')).toHaveTextContent('Dubdeck 0.2.0 is available.');
    expect(within(section).getByTestId('release-notes')).toHaveTextContent('Watch folders dub new files');
    expect(within(section).getByRole('button', { name: 'Install and restart' })).toBeInTheDocument();
    // The notice is answered: it goes. Nothing was installed.
    expect(within(notices()).queryByText('Dubdeck 0.2.0 is available.')).toBeNull();
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
    // The user installs: the release the quiet check found, with no check before.
    await user.click(within(section).getByRole('button', { name: 'Install and restart' }));
    expect(backend.callsOf('installUpdate')).toHaveLength(1);
    expect(backend.callsOf('checkForUpdate')).toHaveLength(0);
  });

  it('goes on Later, where the user was, and shows the release in Settings all the same', async () => {
    const { backend, user } = await open();
    backend.updateFound({ ...FAKE_OFFER, version: '0.3.0' });
    const notice = await noticeOf('Dubdeck 0.3.0 is available.');
    await user.click(within(notice).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(within(notices()).queryByText('Dubdeck 0.3.0 is available.')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Voices' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Settings' }));
    const section = await screen.findByRole('region', { name: 'Updates' });
    expect(within(section).getByRole('heading', { level: 3, name: "What's new in Dubdeck 0.3.0" })).not.toHaveFocus();
    expect(backend.callsOf('installUpdate')).toHaveLength(0);
  });

  it('stops following the events when the frame goes', async () => {
    const backend = new FakeBackend({ signedIn: true });
    const view = render(App, { props: { backend } });
    await screen.findByRole('list', { name: 'Voices' });
    await waitFor(() => expect(backend.listenerCount('updateProgress')).toBe(1));
    // Both listeners in place (the start resolved), then the frame goes.
    await new Promise((settled) => setTimeout(settled, 0));
    view.unmount();
    expect(backend.listenerCount('updateFound')).toBe(0);
    expect(backend.listenerCount('updateProgress')).toBe(0);
  });

  it('words the notice from the catalogue', async () => {
    const { backend } = await open();
    setLocale(PSEUDO);
    backend.updateFound();
    await waitFor(() => expect(notices().querySelector('[data-notice="update"]')).not.toBeNull());
    expect(hardCodedText(notices())).toEqual([]);
  });
});
