// Settings > Budget: the monthly budget saved as typed (on Enter or on leaving the field), cleared
// when emptied, 0 and what is not a whole number refused in place and never sent; this month's
// spend against it under the field, read again when the budget changes.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

async function openBudget(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  // November's charges: 420 credits (the fake's month is November 2026).
  backend.charges = [
    { day: '2026-10-30', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 90 },
    { day: '2026-11-02', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 320 },
    { day: '2026-11-20', kind: 'training', voiceId: 'm1', voiceName: 'Mine', credits: 100 },
  ];
  const user = userEvent.setup();
  const { container } = render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation');
  // Settings, the sidebar's last item (found by its place: the pseudo-locale's test opens it too).
  await user.click(within(nav).getAllByRole('button').at(-1)!);
  const section = await waitFor(() => {
    const found = container.querySelector<HTMLElement>('section[aria-labelledby="s-budget"]');
    expect(found).not.toBeNull();
    return found!;
  });
  const field = section.querySelector<HTMLInputElement>('#monthly-budget')!;
  const status = within(section).getByTestId('budget-status');
  return { backend, user, container, section, field, status };
}

describe('Settings > Budget', () => {
  it('explains the budget, and shows the month without one', async () => {
    const { section, field, status } = await openBudget();
    expect(section).toBe(screen.getByRole('region', { name: 'Budget' }));
    expect(field).toBe(within(section).getByRole('textbox', { name: 'Monthly budget (credits)' }));
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'No budget');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        "Dubs Dubdeck would approve by itself wait for you once this month's spend would pass the budget. Your own approvals always go through.",
      ),
    );
    await waitFor(() => expect(status).toHaveTextContent('November: 420 credits spent'));
  });

  it('saves a budget on Enter and on leaving the field, with the month against it', async () => {
    const { backend, user, field, status } = await openBudget();
    await user.type(field, '1000{Enter}');
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'monthlyBudget', value: 1000 }]]));
    expect(await screen.findByText('Monthly budget saved.')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('November: 420 of 1,000 credits spent, 580 left'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('November: 420 of 1,000 credits spent, 580 left'));

    // Grouped by thousands as people write it, saved when focus leaves.
    await user.clear(field);
    await user.type(field, '1,500');
    await user.tab();
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'monthlyBudget', value: 1500 }]));
    await waitFor(() => expect(field).toHaveValue('1500'));

    // Below this month's spend: how far over.
    await user.clear(field);
    await user.type(field, '400{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('November: 420 of 400 credits spent, 20 over'));
  });

  it('clears the budget when the field is emptied', async () => {
    const { backend, user, field, status } = await openBudget({ settings: { monthlyBudget: 1000 } });
    expect(field).toHaveValue('1000');
    await waitFor(() => expect(status).toHaveTextContent('580 left'));
    await user.clear(field);
    await user.tab();
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'monthlyBudget', value: null }]]));
    expect(await screen.findByText('Monthly budget removed.')).toBeInTheDocument();
    await waitFor(() => expect(status).toHaveTextContent('November: 420 credits spent'));
  });

  it('refuses 0 and what is not a whole number in place, and sends nothing', async () => {
    const { backend, user, section, field } = await openBudget({ settings: { monthlyBudget: 1000 } });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Enter a whole number of credits above 0, or leave the field empty for no monthly budget.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    for (const typed of ['ten', '12.5', '-20']) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(within(section).getByRole('alert')).toBeInTheDocument();
    }
    expect(backend.callsOf('setSetting')).toEqual([]);

    // A good one clears the problem.
    await user.clear(field);
    await user.type(field, '800{Enter}');
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'monthlyBudget', value: 800 }]]);
  });

  it('follows a budget changed elsewhere', async () => {
    const { backend, field, status } = await openBudget();
    await backend.setSetting({ setting: 'monthlyBudget', value: 300 });
    await waitFor(() => expect(field).toHaveValue('300'));
    await waitFor(() => expect(status).toHaveTextContent('November: 420 of 300 credits spent, 120 over'));
  });

  it('draws every part from messages in the pseudo-locale', async () => {
    setLocale(PSEUDO);
    const { user, section, field } = await openBudget({ settings: { monthlyBudget: 1000 } });
    await waitFor(() => expect(within(section).getByTestId('budget-status')).not.toBeEmptyDOMElement());
    expect(hardCodedText(section)).toEqual([]);
    await user.clear(field);
    await user.type(field, '0{Enter}');
    await within(section).findByRole('alert');
    expect(hardCodedText(section)).toEqual([]);
  });
});
