import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { HostChange, Session } from '../bindings';

const MOVED: HostChange = { checkedWith: 'api.voicedub.ai', now: 'staging.example.com' };
const BANNER = { name: 'Your API key is on hold' };

async function start(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, hostChange: MOVED, settings: { baseUrl: 'https://staging.example.com' }, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await screen.findByRole('navigation', { name: 'Main' });
  return { backend, user };
}

/** Keeps the system's dialog open (confirmKeyHost unanswered) until the returned function is called. */
function holdDialog(backend: FakeBackend): () => void {
  let answer: () => void = () => {};
  const open = new Promise<void>((resolve) => (answer = resolve));
  const original = backend.confirmKeyHost.bind(backend);
  backend.confirmKeyHost = async (): Promise<Session> => {
    await open;
    return original();
  };
  return () => answer();
}

describe('a key checked with another service host', () => {
  it('shows both hosts over every screen, and stays there', async () => {
    const { user } = await start();
    const banner = await screen.findByRole('region', BANNER);
    expect(banner).toHaveTextContent(
      'Your API key was checked with api.voicedub.ai. The service address is now staging.example.com, so Dubdeck is not sending your key there.',
    );
    expect(banner).toHaveTextContent('Your jobs stay in the library');
    expect(within(banner).getByRole('button', { name: 'Send my key to staging.example.com' })).toBeEnabled();
    expect(within(banner).getByRole('button', { name: 'Use another key' })).toBeEnabled();
    expect(within(banner).getByRole('button', { name: 'Change the address back' })).toBeEnabled();

    // Still there on another screen: nothing closes it but an answer.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Jobs' }));
    expect(screen.getByRole('region', BANNER)).toBeInTheDocument();
    expect(within(screen.getByRole('region', BANNER)).queryByRole('button', { name: /dismiss|close/i })).not.toBeInTheDocument();
  });

  it('has no banner for a key that belongs to the service host', async () => {
    await start({ hostChange: null });
    await screen.findByRole('heading', { name: 'Voices', level: 1 });
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('sends the key once the user confirms in the system dialog, with progress while it is open', async () => {
    const { backend, user } = await start();
    const answer = holdDialog(backend);
    const send = screen.getByRole('button', { name: 'Send my key to staging.example.com' });
    await user.click(send);
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(/Answer in the dialog Dubdeck opened: “Send your API key to staging\.example\.com\?”/)).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument());
    expect(backend.callsOf('confirmKeyHost')).toHaveLength(1);
    expect(await screen.findByText('Dubdeck sends your API key to staging.example.com from now on.')).toBeInTheDocument();
    // The key can be sent again: the balance is asked for at once.
    await waitFor(() => expect(backend.callsOf('refreshBalance').length).toBeGreaterThan(1));
  });

  it('stays, calmly saying nothing was sent, when the user cancels the dialog', async () => {
    const { backend, user } = await start({ confirmsHost: false });
    await user.click(screen.getByRole('button', { name: 'Send my key to staging.example.com' }));
    const banner = screen.getByRole('region', BANNER);
    expect(await within(banner).findByText(/^Nothing was sent to staging\.example\.com\./)).toBeInTheDocument();
    expect(within(banner).queryByRole('alert')).not.toBeInTheDocument();
    expect(backend.callsOf('confirmKeyHost')).toHaveLength(1);
    // Asking again is possible, and this time the user confirms.
    backend.opts.confirmsHost = true;
    await user.click(within(banner).getByRole('button', { name: 'Send my key to staging.example.com' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument());
  });

  it('says what went wrong when the question could not be asked', async () => {
    const { backend, user } = await start();
    backend.failNext('confirmKeyHost', ipcErrorData('library_busy', 'the library is locked'));
    await user.click(screen.getByRole('button', { name: 'Send my key to staging.example.com' }));
    const banner = screen.getByRole('region', BANNER);
    expect(await within(banner).findByRole('alert')).toHaveTextContent(/^The library is busy/);
  });

  it('leads "Use another key" to the key form; a new key there ends the wait', async () => {
    const { backend, user } = await start();
    await user.click(screen.getByRole('button', { name: 'Use another key' }));
    const field = await screen.findByLabelText('New API key');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAccessibleDescription('Dubdeck checks the new key with staging.example.com and sends it there from then on.');
    await user.type(field, 'another-key');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument());
    expect(backend.callsOf('setApiKey')).toEqual([['another-key']]);
    expect(backend.callsOf('confirmKeyHost')).toHaveLength(0);
  });

  it('leads "Change the address back" to the service address; setting it back ends the wait', async () => {
    const { backend, user } = await start();
    await user.click(screen.getByRole('button', { name: 'Change the address back' }));
    const field = await screen.findByRole('textbox', { name: 'Service address' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('https://staging.example.com');
    expect(screen.getByText(/Your API key was checked with api\.voicedub\.ai: an address on that host uses it without asking\./)).toBeInTheDocument();
    // The shell works out the key's host again from the address: the fake is told.
    backend.hostChange = null;
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument());
  });

  it('appears after the service address moves in Settings', async () => {
    const { backend, user } = await start({ hostChange: null, settings: {} });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByText('Change the service address', { selector: 'summary' }));
    const field = screen.getByRole('textbox', { name: 'Service address' });
    await user.clear(field);
    await user.type(field, 'https://staging.example.com');
    backend.hostChange = MOVED;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('region', BANNER);
    expect(banner).toHaveTextContent('The service address is now staging.example.com');
    expect(screen.getByText(/Dubdeck does not send it to staging\.example\.com until you confirm that at the top of the window, or replace the key here\./)).toBeInTheDocument();
  });

  it('goes when the key is confirmed elsewhere (keyChanged)', async () => {
    const { backend } = await start();
    await screen.findByRole('region', BANNER);
    await backend.confirmKeyHost();
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument());
  });

  it('loads the voices again once the key may be sent', async () => {
    const backend = new FakeBackend({ signedIn: true, hostChange: MOVED, voiceCount: 30 });
    // What the shell answers a command that would send the key meanwhile.
    backend.failNext('voices', ipcErrorData('key_not_confirmed', 'not confirmed', { checkedWith: MOVED.checkedWith, value: MOVED.now }));
    const user = userEvent.setup();
    render(App, { props: { backend } });
    expect(await screen.findByRole('heading', { name: 'Voices could not load' })).toBeInTheDocument();
    expect(screen.getByText(/^Dubdeck did not send your API key to staging\.example\.com: it was checked with api\.voicedub\.ai\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my key to staging.example.com' }));
    expect(await screen.findByRole('list', { name: 'Voices' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Voices could not load' })).not.toBeInTheDocument();
  });
});
