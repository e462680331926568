// The credits pill in the top bar: never a bare "— credits". While the balance is asked for it says
// so; when it could not be read, it says why in a short pill, with the reason in its name and title.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import App from '../../App.svelte';
import { FakeBackend } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { Balance, ErrorCode, Session } from '../bindings';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import CreditsBadge from './CreditsBadge.svelte';

/** A signed-in app whose session comes without a balance; `refresh` answers the balance's request. */
function open(refresh: () => Promise<Balance>) {
  const backend = new FakeBackend({ signedIn: true });
  const session = backend.session.bind(backend);
  backend.session = async (): Promise<Session> => ({ ...(await session()), balance: null });
  backend.refreshBalance = refresh;
  render(App, { props: { backend } });
  return backend;
}

const pill = () => document.querySelector('.credits') as HTMLElement;

describe('the credits pill', () => {
  it('says it is checking while the balance is asked for, never "— credits"', async () => {
    open(() => new Promise<Balance>(() => {}));
    const badge = await screen.findByRole('status', { name: 'Credits: checking the balance' });
    expect(badge).toHaveTextContent('Checking credits…');
    expect(badge).toHaveAttribute('data-credits-state', 'checking');
    expect(badge).not.toHaveTextContent('—');
  });

  it.each<[ErrorCode, string, string, string]>([
    ['service_unreachable', 'offline', 'Credits: offline', "Credits unknown: Dubdeck can't reach the service. The balance is asked for again when it is back."],
    ['unauthorized', 'refused', 'Credits: key refused', 'Credits unknown: the service refused the API key. Paste a new key in Settings.'],
    ['no_api_key', 'signed-out', 'Credits: signed out', 'Credits unknown: no API key is set. Paste your key in Settings.'],
    ['service_failed', 'failed', 'Credits unavailable', 'Credits unknown: the service could not tell the balance. It is asked for again on the next change.'],
  ])('when the balance could not be read (%s), says why', async (code, state, text, why) => {
    open(async () => {
      throw new (await import('../backend/backend')).IpcError(ipcErrorData(code, 'no balance'));
    });
    const badge = await screen.findByRole('status', { name: why });
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('title', why);
    expect(badge).toHaveAttribute('data-credits-state', state);
    expect(pill()).not.toHaveTextContent('—');
  });

  it('draws every state from messages', () => {
    setLocale(PSEUDO);
    for (const unknown of [{ kind: 'checking' }, { kind: 'failed', why: 'offline' }, { kind: 'failed', why: 'other' }] as const) {
      const { container, unmount } = render(CreditsBadge, { props: { balance: null, unknown } });
      expect(hardCodedText(container)).toEqual([]);
      unmount();
    }
  });
});
