// Every modal dialog of the app: focus goes in as it opens, Tab and Shift+Tab wrap inside, the page
// behind is inert, Escape closes it, and focus goes back to what opened it.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, fakeCrash } from '../backend/fake';
import DialogHarness from '../../test/DialogHarness.svelte';
import { expectModal } from '../../test/dialogs';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

async function signedIn() {
  const backend = new FakeBackend({ signedIn: true, picked: ['/music/song.wav'] });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const list = await screen.findByRole('list', { name: 'Voices' });
  const card = await within(list).findByRole('article', { name: 'Aria Stone 1' });
  return { backend, user, list, card };
}

describe('modal dialogs', () => {
  it("a voice's detail: opened with Enter on its card, held, closed with Escape, focus back on the card", async () => {
    const { user, card } = await signedIn();
    card.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Aria Stone 1' });
    await expectModal(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
    expect(card.closest('[inert]')).toBeNull();
  });

  it("the dub sheet: opened from a card's Dub button by keyboard alone, closed with Escape, focus back on the button", async () => {
    const { user, card } = await signedIn();
    card.focus();
    await user.tab(); // the star
    await user.tab(); // Dub with this voice
    const dub = within(card).getByRole('button', { name: 'Dub with Aria Stone 1' });
    expect(dub).toHaveFocus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Aria Stone 1' });
    // A file can be chosen or a link pasted there.
    expect(within(sheet).getByRole('button', { name: /Add files/ })).toBeInTheDocument();
    await expectModal(user, sheet);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dub).toHaveFocus();
  });

  it('the dub sheet over a voice detail: Escape closes the sheet alone, then the detail', async () => {
    const { user, card } = await signedIn();
    card.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByRole('dialog', { name: 'Aria Stone 1' });
    const link = within(detail).getByRole('button', { name: 'Dub a link' });
    await user.click(link);
    const sheet = await screen.findByRole('dialog', { name: 'Dub with Aria Stone 1' });
    await expectModal(user, sheet);
    expect(detail.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dub with Aria Stone 1' })).toBeNull();
    expect(link).toHaveFocus();
    expect(detail.closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a confirmation: an alertdialog, held, Escape cancels, focus back on the opener', async () => {
    const user = userEvent.setup();
    render(DialogHarness);
    const opener = screen.getByRole('button', { name: 'Remove' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove it?' });
    expect(dialog).toHaveAccessibleDescription("It can't be undone.");
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectModal(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('answer')).toHaveTextContent('cancel');
    expect(opener).toHaveFocus();
  });

  it('the keyboard shortcuts: opened from the sidebar and with ?, held, closed with Escape, focus back', async () => {
    const { user } = await signedIn();
    const entry = screen.getByRole('button', { name: /Keyboard shortcuts/ });
    entry.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expectModal(user, sheet);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(entry).toHaveFocus();

    // ? from anywhere outside a text field; focus comes back where it was.
    await user.keyboard('?');
    const again = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(entry).toHaveFocus();
    // Not while typing in the search.
    await user.click(screen.getByRole('searchbox', { name: 'Search voices' }));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a crash report: opened from Settings › About by keyboard, held, closed with Escape, focus back on its Show", async () => {
    const crash = fakeCrash('2026-11-28T15:05:00Z', true);
    const backend = new FakeBackend({ signedIn: true, crashes: [crash] });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Settings' }));
    const list = await screen.findByRole('list', { name: 'Crash reports' });
    const show = within(list).getByRole('button', { name: 'Show' });
    show.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Report' })).toHaveValue(crash.text);
    await expectModal(user, dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(show).toHaveFocus();
  });

  it('the keyboard shortcuts and the card button speak only messages', async () => {
    await setLocale(PSEUDO);
    const backend = new FakeBackend({ signedIn: true });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    const card = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('article[data-index="0"]');
      if (!found) throw new Error('no card yet');
      return found;
    });
    expect(card.querySelector('[data-card-dub]')?.getAttribute('aria-label')).toMatch(/^⟦.*Aria Stone 1/);
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog');
    expect(sheet.querySelector('[data-shortcuts]')).not.toBeNull();
    expect(hardCodedText(sheet)).toEqual([]);
  });
});
