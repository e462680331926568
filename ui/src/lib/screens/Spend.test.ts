// The Spend screen: a bar per day, week or month of the span, each split into dubs and trainings
// and named for screen readers; the grouping asked of the shell with the span's first day; the
// credits per voice; this month against the budget (or the way to set one); the CSV export; dates
// in the page's language; the empty library; and every word from a message (pseudo-locale).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import { locale, PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

/** Monday, November 23, 2026, noon: the span's days count back from it (local time). */
const NOW = new Date(2026, 10, 23, 12, 0, 0);

type Charge = FakeBackend['charges'][number];

/** This month: 320 on dubs and 100 on a training; October: 200; December 2025: 50; June 2025 is out of the span. */
function charges(): Charge[] {
  return [
    { day: '2025-06-01', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 999 },
    { day: '2025-12-05', kind: 'dub', voiceId: 'v2', voiceName: 'Kai', credits: 50 },
    { day: '2026-10-15', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 200 },
    { day: '2026-11-02', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 300 },
    { day: '2026-11-20', kind: 'training', voiceId: 'm1', voiceName: 'My voice', credits: 100 },
    { day: '2026-11-21', kind: 'dub', voiceId: 'v2', voiceName: 'Kai', credits: 20 },
  ];
}

beforeEach(() => {
  // Only the clock is fake: the screen's span and the fake's "today" are this Monday's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

async function openSpend(options: FakeOptions = {}, given: Charge[] = charges()) {
  const backend = new FakeBackend({ signedIn: true, settings: { monthlyBudget: 1000 }, ...options });
  backend.charges = given;
  const user = userEvent.setup();
  const { container } = render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation');
  // The sidebar's fifth item, between Jobs and Settings.
  await user.click(within(nav).getAllByRole('button')[4]);
  return { backend, user, container, page: () => container.querySelector('main.content') as HTMLElement };
}

/** The bars of the chart, by their names, with their parts' heights (percent of the plot). */
function bars() {
  const chart = document.querySelector('svg.plot') as SVGElement;
  return within(chart as unknown as HTMLElement)
    .getAllByRole('img')
    .map((g) => ({
      name: g.getAttribute('aria-label') ?? '',
      title: g.querySelector('title')?.textContent ?? '',
      dubs: Number.parseFloat(g.querySelector('rect.dubs')?.getAttribute('height') ?? 'NaN'),
      trainings: Number.parseFloat(g.querySelector('rect.trainings')?.getAttribute('height') ?? 'NaN'),
    }));
}

/** The periods named under the bars (the empty ones left out). */
function periods(): string[] {
  return [...document.querySelectorAll('.periods span')].map((s) => s.textContent ?? '').filter((s) => s !== '');
}

describe('the Spend screen', () => {
  it('draws a bar per month of the last 12, dubs under trainings, scaled and named', async () => {
    const { backend } = await openSpend();
    const chart = await screen.findByRole('group', { name: 'Credits per month' });
    const items = within(screen.getByRole('navigation')).getAllByRole('button');
    expect(items.map((b) => b.textContent?.trim())).toEqual(['Voices', 'My voices', 'Jobs', 'Train a voice', 'Spend', 'Settings']);
    expect(items[4]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Spend', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Last 12 months' })).toBeInTheDocument();
    expect(backend.callsOf('spendReport')).toContainEqual(['month', '2025-12-01']);
    expect(within(screen.getByRole('group', { name: 'Credits per' })).getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const drawn = bars();
    expect(drawn).toHaveLength(12);
    expect(within(chart).getAllByRole('img')[0]).toHaveAccessibleName('December 2025: 50 credits (50 on dubs, 0 on trainings)');
    expect(drawn[1].name).toBe('January 2026: nothing spent');
    expect(drawn[10].name).toBe('October 2026: 200 credits (200 on dubs, 0 on trainings)');
    expect(drawn[11].name).toBe('November 2026: 420 credits (320 on dubs, 100 on trainings)');
    expect(drawn[11].title).toBe(drawn[11].name);
    // The scale's top is 500 credits: heights are credits / 500.
    expect(drawn[11]).toMatchObject({ dubs: 64, trainings: 20 });
    expect(drawn[10]).toMatchObject({ dubs: 40, trainings: 0 });
    expect(drawn[0].dubs).toBe(10);
    expect(drawn[1]).toMatchObject({ dubs: 0, trainings: 0 });
    expect(drawn[11].dubs / drawn[10].dubs).toBeCloseTo(320 / 200);
    expect(periods()).toEqual(['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov']);

    // The legend and the total, over the span.
    expect(screen.getByText('Dubs: 570')).toBeInTheDocument();
    expect(screen.getByText('Trainings: 100')).toBeInTheDocument();
    expect(screen.getByText('670 credits in all')).toBeInTheDocument();
  });

  it('tells the chart as a table', async () => {
    const { user } = await openSpend();
    await screen.findByRole('group', { name: 'Credits per month' });
    await user.click(screen.getByText('Show the numbers'));
    const table = screen.getAllByRole('table')[0];
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Month', 'Dubs', 'Trainings', 'Total']);
    expect(rows).toHaveLength(14);
    expect(within(rows[12]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['320', '100', '420']);
    expect(within(rows[12]).getByRole('rowheader')).toHaveTextContent('November 2026');
    expect(within(rows[13]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['570', '100', '670']);
  });

  it('switches to days and weeks, asking for the span from its first day', async () => {
    const { backend, user } = await openSpend();
    await screen.findByRole('group', { name: 'Credits per month' });
    const grouping = screen.getByRole('group', { name: 'Credits per' });

    await user.click(within(grouping).getByRole('button', { name: 'Day' }));
    await screen.findByRole('group', { name: 'Credits per day' });
    expect(within(grouping).getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grouping).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
    expect(backend.callsOf('spendReport')).toContainEqual(['day', '2026-10-25']);
    expect(screen.getByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    let drawn = bars();
    expect(drawn).toHaveLength(30);
    expect(drawn[0].name).toBe('Oct 25, 2026: nothing spent');
    expect(drawn[29].name).toBe('Nov 23, 2026: nothing spent');
    expect(drawn[27].name).toBe('Nov 21, 2026: 20 credits (20 on dubs, 0 on trainings)');
    expect(drawn[26].trainings / drawn[27].dubs).toBeCloseTo(100 / 20);
    // A name under every third bar, the latest always.
    expect(periods()).toHaveLength(10);
    expect(periods().at(-1)).toBe('Nov 23');

    await user.click(within(grouping).getByRole('button', { name: 'Week' }));
    await screen.findByRole('group', { name: 'Credits per week' });
    expect(backend.callsOf('spendReport')).toContainEqual(['week', '2026-09-07']);
    drawn = bars();
    expect(drawn).toHaveLength(12);
    expect(drawn[10].name).toBe('Week of Nov 16, 2026: 120 credits (20 on dubs, 100 on trainings)');
    expect(drawn[11].name).toBe('Week of Nov 23, 2026: nothing spent');
    expect(periods()[0]).toBe('Sep 7');
  });

  it('lists the credits per voice over the span, most first', async () => {
    const { backend } = await openSpend();
    const section = await screen.findByRole('region', { name: 'By voice' });
    expect(backend.callsOf('spendReport')).toContainEqual(['voice', '2025-12-01']);
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Voice', 'Dubs', 'Trainings', 'Total']);
    expect(rows.slice(1).map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)])).toEqual([
      ['Nova', '500', '0', '500'],
      ['My voice', '0', '100', '100'],
      ['Kai', '70', '0', '70'],
      ['Total', '570', '100', '670'],
    ]);
  });

  it('shows this month against the budget', async () => {
    await openSpend();
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByTestId('budget-status')).toHaveTextContent('November: 420 of 1,000 credits spent, 580 left');
    const meter = within(month).getByRole('progressbar', { name: 'Monthly budget spent' });
    expect(meter).toHaveAttribute('aria-valuenow', '42');
  });

  it('says how far over the budget the month went', async () => {
    await openSpend({ settings: { monthlyBudget: 400 } });
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByTestId('budget-status')).toHaveTextContent('November: 420 of 400 credits spent, 20 over');
    expect(within(month).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('says there is no budget, and opens Settings at the budget', async () => {
    const { user } = await openSpend({ settings: { monthlyBudget: null } });
    const month = await screen.findByRole('region', { name: 'This month' });
    expect(within(month).getByTestId('budget-status')).toHaveTextContent('November: 420 credits spent');
    expect(within(month).getByText('No monthly budget')).toBeInTheDocument();
    expect(within(month).queryByRole('progressbar')).toBeNull();
    await user.click(within(month).getByRole('button', { name: 'Set a budget in Settings' }));
    const field = await screen.findByRole('textbox', { name: 'Monthly budget (credits)' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('exports the grouping shown as CSV and says where, and does nothing when cancelled', async () => {
    const { backend, user } = await openSpend();
    await screen.findByRole('group', { name: 'Credits per month' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(backend.callsOf('exportSpendCsv')).toEqual([['month', '2025-12-01']]);
    expect(await screen.findByText('Spend history saved to /home/user/Documents/Dubdeck spend.csv.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'Credits per' })).getByRole('button', { name: 'Week' }));
    await screen.findByRole('group', { name: 'Credits per week' });
    backend.csvPath = null;
    const notices = document.querySelectorAll('.notice').length;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(backend.callsOf('exportSpendCsv')).toEqual([['month', '2025-12-01'], ['week', '2026-09-07']]));
    expect(document.querySelectorAll('.notice')).toHaveLength(notices);
  });

  it('says why an export failed', async () => {
    const { backend, user } = await openSpend();
    await screen.findByRole('group', { name: 'Credits per month' });
    backend.failNext('exportSpendCsv', ipcErrorData('watch_failed', 'permission denied', { watch: 'unreadable', value: '/home/user/Documents/x.csv', io: 'permission_denied' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('/home/user/Documents/x.csv');
  });

  it('writes dates as the page\'s language does', async () => {
    const { user } = await openSpend({ systemLocale: 'fr' });
    await waitFor(() => expect(locale()).toBe('fr'));
    await screen.findByRole('group', { name: 'Crédits par mois' });
    expect(bars()[11].name).toBe('Novembre 2026\u00a0: 420 crédits (320 en doublages, 100 en entraînements)');
    expect(periods().at(-1)).toBe('nov.');
    await user.click(within(screen.getByRole('group', { name: 'Crédits par' })).getByRole('button', { name: 'Jour' }));
    await screen.findByRole('group', { name: 'Crédits par jour' });
    expect(periods().at(-1)).toBe('23 nov.');
    expect(bars()[27].name).toBe('21 nov. 2026\u00a0: 20 crédits (20 en doublages, 0 en entraînements)');
    // French spaces: a no-break space before the colon, a narrow one between thousands.
    expect(screen.getByTestId('budget-status').textContent).toBe('Novembre\u00a0: 420 crédits dépensés sur 1\u202f000, il en reste 580');
  });

  it('follows new charges', async () => {
    const { backend } = await openSpend();
    await screen.findByRole('group', { name: 'Credits per month' });
    backend.charges.push({ day: '2026-11-23', kind: 'dub', voiceId: 'v2', voiceName: 'Kai', credits: 80 });
    backend.emit('jobsChanged', { counts: { active: 0, waiting: 0, failed: 0, total: 1 }, stale: false });
    await waitFor(() => expect(bars()[11].name).toBe('November 2026: 500 credits (400 on dubs, 100 on trainings)'));
    expect(screen.getByTestId('budget-status')).toHaveTextContent('November: 500 of 1,000 credits spent, 500 left');
  });

  it('says nothing was spent yet in an empty library', async () => {
    const { backend } = await openSpend({}, []);
    expect(await screen.findByText('Nothing spent yet: what your dubs and trainings cost will show here.')).toBeInTheDocument();
    expect(backend.callsOf('spendReport')).toContainEqual(['kind', null]);
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it('shows empty bars when all was spent before the span', async () => {
    await openSpend({}, [{ day: '2024-02-01', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 40 }]);
    await screen.findByRole('group', { name: 'Credits per month' });
    expect(bars()).toHaveLength(12);
    expect(bars().every((b) => b.dubs === 0 && b.trainings === 0)).toBe(true);
    expect(screen.getByText('Nothing was spent in this time.')).toBeInTheDocument();
  });

  it('says why the history could not be read, and reads it again', async () => {
    const backend = new FakeBackend({ signedIn: true });
    backend.charges = charges();
    backend.failNext('spendReport', ipcErrorData('library_busy', 'the library is locked'));
    const user = userEvent.setup();
    render(App, { props: { backend } });
    const nav = await screen.findByRole('navigation');
    await user.click(within(nav).getByRole('button', { name: 'Spend' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Credits per month' })).toBeInTheDocument();
  });
});

describe('the Spend screen in the pseudo-locale', () => {
  it('draws every word from a message', async () => {
    setLocale(PSEUDO);
    const { user, page } = await openSpend({ settings: { monthlyBudget: null } });
    await waitFor(() => expect(page().querySelector('svg.plot')).not.toBeNull());
    await user.click(page().querySelector('summary') as HTMLElement);
    expect(hardCodedText(page())).toEqual([]);
    // Each grouping's names, and the budget's status when one is set.
    for (const button of page().querySelectorAll<HTMLButtonElement>('.choice-group button')) {
      await user.click(button);
      await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
      expect(hardCodedText(page())).toEqual([]);
    }
  });

  it('draws the empty library', async () => {
    setLocale(PSEUDO);
    const { page } = await openSpend({}, []);
    await waitFor(() => expect(page().querySelector('.empty-state')).not.toBeNull());
    expect(hardCodedText(page())).toEqual([]);
  });
});
