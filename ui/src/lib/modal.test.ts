import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import ModalHarness from '../test/ModalHarness.svelte';
import { tabbables } from './modal';

async function openDialog(props: { autofocus?: boolean; grab?: boolean; empty?: boolean } = {}) {
  const user = userEvent.setup();
  render(ModalHarness, { props });
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
  return { user, opener, dialog };
}

describe('modal action', () => {
  it('moves focus to the first control Tab reaches, skipping disabled, hidden, inert and untabbable ones', async () => {
    const { dialog } = await openDialog();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Link' })).toHaveFocus());
    expect(tabbables(dialog).map((el) => el.textContent || el.getAttribute('aria-label'))).toEqual([
      'Link',
      'Name',
      'Middle',
      'Close',
    ]);
  });

  it('moves focus to data-autofocus first', async () => {
    await openDialog({ autofocus: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Middle' })).toHaveFocus());
  });

  it('leaves focus where the dialog put it itself as it opened', async () => {
    await openDialog({ autofocus: true, grab: true });
    await Promise.resolve();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the dialog itself when nothing in it takes focus, and Tab keeps it there', async () => {
    const { user, dialog } = await openDialog({ empty: true });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog).toHaveFocus();
  });

  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', async () => {
    const { user } = await openDialog();
    const first = screen.getByRole('link', { name: 'Link' });
    const last = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(first).toHaveFocus());
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    // In between, Tab moves on as usual.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Focus that got out (a click on the page) comes back in at the right end.
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(first).toHaveFocus();
    screen.getByRole('button', { name: 'Outside' }).focus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('wraps Shift+Tab as WebKitGTK sends it (the key "Unidentified", the code Tab)', async () => {
    await openDialog();
    const first = screen.getByRole('link', { name: 'Link' });
    const last = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(first).toHaveFocus());
    const shiftTab = new KeyboardEvent('keydown', { key: 'Unidentified', code: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    first.dispatchEvent(shiftTab);
    expect(shiftTab.defaultPrevented).toBe(true);
    expect(last).toHaveFocus();
  });

  it('gives focus back to the opener on close, and does nothing when the opener has gone', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    // Tab is the page's own again.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();

    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Link' })).toHaveFocus());
    opener.remove();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).not.toHaveFocus();
  });

  it('makes the page around the dialog inert while it is open, but live regions, and undoes only that', async () => {
    const { user, opener, dialog } = await openDialog();
    const outside = screen.getByRole('button', { name: 'Outside' });
    expect(opener).toHaveAttribute('inert');
    expect(outside).toHaveAttribute('inert');
    expect(dialog).not.toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    // What is announced must still be heard, but its controls are out of reach behind the dialog.
    const live = screen.getByTestId('live');
    expect(live).not.toHaveAttribute('inert');
    expect(live).toHaveAttribute('data-behind-modal');
    const notice = screen.getByRole('button', { name: 'Notice action' });
    const ordered = screen.getByRole('button', { name: 'Ordered action' });
    expect(notice).toHaveAttribute('tabindex', '-1');
    expect(ordered).toHaveAttribute('tabindex', '-1');
    expect(tabbables(document.body)).not.toContain(notice);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).not.toHaveAttribute('inert');
    expect(outside).not.toHaveAttribute('inert');
    // Focus goes back though the opener was inert a moment before.
    expect(opener).toHaveFocus();
    // Inert before the dialog, inert after it; the live region's controls as they were.
    expect(screen.getByTestId('already')).toHaveAttribute('inert');
    expect(live).not.toHaveAttribute('data-behind-modal');
    expect(notice).not.toHaveAttribute('tabindex');
    expect(ordered).toHaveAttribute('tabindex', '0');
  });
});
