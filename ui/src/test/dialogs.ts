// What every modal dialog does, checked the same way for each: focus inside, Tab from the last
// control to the first, Shift+Tab from the first to the last, the page behind inert.
import { expect } from 'vitest';
import { waitFor } from '@testing-library/svelte';
import type { UserEvent } from '@testing-library/user-event';
import { tabbables } from '../lib/modal';

export async function expectModal(user: UserEvent, dialog: HTMLElement): Promise<void> {
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.getAttribute('role')).toMatch(/^(dialog|alertdialog)$/);
  // Named by its heading.
  const named = dialog.getAttribute('aria-labelledby');
  expect(named).toBeTruthy();
  expect(document.getElementById(named ?? '')?.textContent?.trim()).toBeTruthy();
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  const reachable = tabbables(dialog);
  const first = reachable[0];
  const last = reachable.at(-1);
  expect(reachable.length).toBeGreaterThan(1);
  last?.focus();
  await user.tab();
  expect(first).toHaveFocus();
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
  // The page behind is out of reach: the dialog's ancestors' other children are inert.
  const app = document.body.firstElementChild;
  const behind = [...(app?.querySelectorAll('button') ?? [])].filter((b) => !dialog.contains(b));
  expect(behind.length).toBeGreaterThan(0);
  expect(behind.every((b) => b.closest('[inert]') !== null)).toBe(true);
}
