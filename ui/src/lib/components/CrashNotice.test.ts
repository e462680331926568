// A crash of an earlier run: the quiet notice at the start (signed in or not) for a report not yet
// seen, Dismiss, several reports in one notice, and the report's modal dialog (its text, focus
// held and given back, Escape, the copy of report and diagnostics, Report a problem), every word
// from the catalogue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, fakeCrash, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import { formatDateTime } from '../format';
import { tabbables } from '../modal';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

const DIAGNOSTICS = 'Dubdeck diagnostics\n[  ok   ] Dubdeck      Dubdeck 0.1.0\nEvery check passed.\n';
const LAST = fakeCrash('2026-11-28T15:05:00Z', false, 'the newest panic');

async function start(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, diagnostics: DIAGNOSTICS, crashes: [LAST], ...options });
  const user = userEvent.setup();
  const view = render(App, { props: { backend } });
  return { backend, user, view };
}

/** The crash notice, once it shows. */
const notice = () => screen.findByText(/^Dubdeck closed unexpectedly/).then((p) => p.closest('[data-notice="crash"]') as HTMLElement);

/** navigator.clipboard for the test (after userEvent.setup, which puts its own there). */
function clipboard(writeText: (text: string) => Promise<void> = () => Promise.resolve()) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

const said = () => document.querySelector('[data-announcer]')?.textContent ?? '';

/** The crash notice in any language, once it shows. */
const anyNotice = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-notice="crash"]');
    if (!found) throw new Error('no crash notice yet');
    return found;
  });

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('the crash notice', () => {
  it('offers an unseen report once the app has started, among the frame’s notices', async () => {
    const { backend } = await start();
    const shown = await notice();
    expect(shown.closest('.notices')).not.toBeNull();
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveTextContent('Dubdeck closed unexpectedly last time.');
    expect(within(shown).getByRole('button', { name: 'Show report' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    // Asked once, after the start; nothing marked seen yet.
    await screen.findByRole('navigation', { name: 'Main' });
    expect(backend.callsOf('crashReports')).toHaveLength(1);
    expect(backend.callsOf('dismissCrashReport')).toHaveLength(0);
  });

  it('offers nothing when every report was seen', async () => {
    const { backend } = await start({ crashes: [fakeCrash('2026-11-28T15:05:00Z', true)] });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(backend.callsOf('crashReports')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('[data-notice="crash"]')).toBeNull();
    expect(screen.queryByText(/closed unexpectedly/)).toBeNull();
  });

  it('says nothing when the reports cannot be listed', async () => {
    const backend = new FakeBackend({ signedIn: true, crashes: [LAST] });
    backend.failNext('crashReports', ipcErrorData('no_data_dir', 'no data folder'));
    render(App, { props: { backend } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(backend.callsOf('crashReports')).toHaveLength(1));
    expect(screen.queryByText(/closed unexpectedly/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Dismiss marks the report seen, removes the notice and puts focus on the page’s title', async () => {
    const { backend, user, view } = await start();
    const shown = await notice();
    await user.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(document.querySelector('[data-notice="crash"]')).toBeNull());
    expect(backend.callsOf('dismissCrashReport')).toEqual([[LAST.report.name]]);
    expect(backend.crashes[0].report.seen).toBe(true);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(document.querySelector('.notices')).toHaveClass('empty');
    // The next start does not offer it again.
    view.unmount();
    render(App, { props: { backend } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(backend.callsOf('crashReports')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText(/closed unexpectedly/)).toBeNull();
  });

  it('tells several unseen reports in one notice, how many, and shows the newest', async () => {
    const older = fakeCrash('2026-11-20T10:00:00Z', false, 'an older panic');
    const oldest = fakeCrash('2026-11-02T10:00:00Z', false, 'the oldest panic');
    const seen = fakeCrash('2026-10-01T10:00:00Z', true);
    const { backend, user } = await start({ crashes: [oldest, LAST, seen, older] });
    const shown = await notice();
    expect(document.querySelectorAll('[data-notice="crash"]')).toHaveLength(1);
    expect(shown).toHaveTextContent(
      'Dubdeck closed unexpectedly 3 times recently. “Show report” opens the newest report; Settings › About lists them all.',
    );
    await user.click(within(shown).getByRole('button', { name: 'Show report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Report' })).toHaveValue(LAST.text);
    // Every report the notice told of is seen now; the one seen before is left alone.
    await waitFor(() =>
      expect(backend.callsOf('dismissCrashReport').map(([n]) => n).sort()).toEqual([LAST, older, oldest].map((c) => c.report.name).sort()),
    );
  });

  it('shows under the welcome screen when signed out, and opens the report there', async () => {
    const { user } = await start({ signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Dubdeck' });
    const shown = await notice();
    expect(shown.closest('.start-notices')).toHaveAttribute('aria-live', 'polite');
    await user.click(within(shown).getByRole('button', { name: 'Show report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Report' })).toHaveValue(LAST.text);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the crash report dialog', () => {
  async function openFromNotice(options: FakeOptions = {}) {
    const started = await start(options);
    const shown = await notice();
    const show = within(shown).getByRole('button', { name: 'Show report' });
    await started.user.click(show);
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    return { ...started, show, dialog };
  }

  it('is modal, shows the report as data, holds focus, closes with Escape and gives focus back', async () => {
    const { backend, user, show, dialog } = await openFromNotice();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const date = formatDateTime(new Date(LAST.report.writtenAt * 1000));
    expect(dialog).toHaveAccessibleDescription(
      `What Dubdeck wrote down when it closed unexpectedly on ${date}. Sending it with a report of the problem helps fix it. It holds no key or password, but it may name your files: read it before you share it.`,
    );
    const text = await within(dialog).findByRole('textbox', { name: 'Report' });
    expect(text).toHaveValue(LAST.text);
    expect(text).toHaveAttribute('readonly');
    expect(text).toHaveAttribute('translate', 'no');
    // Opened from the notice: the report is seen, not offered at the next start.
    expect(backend.callsOf('dismissCrashReport')).toEqual([[LAST.report.name]]);
    // Focus is inside, and Tab and Shift+Tab wrap.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const reachable = tabbables(dialog);
    expect(reachable.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())).toEqual([
      'Report',
      'Copy report and diagnostics',
      'Report a problem',
      'Close',
    ]);
    reachable.at(-1)?.focus();
    await user.tab();
    expect(reachable[0]).toHaveFocus();
    await user.tab({ shift: true });
    expect(reachable.at(-1)).toHaveFocus();
    // The screen behind is out of reach.
    expect(document.querySelector('.frame')?.closest('[inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(show).toHaveFocus();
    expect(document.querySelector('.frame')?.closest('[inert]')).toBeNull();
  });

  it('Close closes it too, focus back on the opener', async () => {
    const { user, show, dialog } = await openFromNotice();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(show).toHaveFocus();
  });

  it('copies the report, a blank line, then the diagnostics, and says so', async () => {
    const { backend, user, dialog } = await openFromNotice();
    const write = clipboard();
    await within(dialog).findByRole('textbox', { name: 'Report' });
    const copy = within(dialog).getByRole('button', { name: 'Copy report and diagnostics' });
    await user.click(copy);
    expect(await within(dialog).findByText('Copied: paste the report and the diagnostics into your report of the problem.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(`${LAST.text.trimEnd()}\n\n${DIAGNOSTICS}`);
    expect(backend.callsOf('diagnostics')).toHaveLength(1);
    expect(backend.callsOf('reportProblem')).toHaveLength(0);
    expect(copy).toHaveFocus();
    await waitFor(() => expect(said()).toContain('Copied: paste the report and the diagnostics'));
  });

  it('reports a problem: the same copy, then the issue page; a browser that does not open is said', async () => {
    const { backend, user, dialog } = await openFromNotice();
    const order: string[] = [];
    clipboard(async (text) => void order.push(text));
    const open = backend.reportProblem.bind(backend);
    backend.reportProblem = async () => {
      order.push('opened');
      return open();
    };
    await within(dialog).findByRole('textbox', { name: 'Report' });
    const report = within(dialog).getByRole('button', { name: 'Report a problem' });
    await user.click(report);
    expect(await within(dialog).findByText('The issue page opens in your browser: paste the report and the diagnostics there.')).toBeInTheDocument();
    expect(order).toEqual([`${LAST.text.trimEnd()}\n\n${DIAGNOSTICS}`, 'opened']);
    backend.failNext('reportProblem', ipcErrorData('open_failed', 'could not open the page'));
    await user.click(report);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your web browser could not be opened. Go to https://github.com/dubdeck/dubdeck/issues/new in your browser yourself to report the problem.',
    );
    expect(within(dialog).queryByText(/^The issue page opens/)).toBeNull();
  });

  it('copies the report alone when the diagnostics could not be gathered, and says why', async () => {
    const { backend, user, dialog } = await openFromNotice();
    const write = clipboard();
    await within(dialog).findByRole('textbox', { name: 'Report' });
    backend.failNext('diagnostics', ipcErrorData('internal', 'doctor', { detail: 'the doctor stopped' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy report and diagnostics' }));
    expect(await within(dialog).findByText('The report is copied: paste it into your report of the problem.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(LAST.text);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The diagnostics could not be gathered. Something went wrong inside Dubdeck (the doctor stopped). Try again; if it keeps happening, restart Dubdeck.',
    );
  });

  it('says why a report could not be read, and offers nothing to copy', async () => {
    const backend = new FakeBackend({ signedIn: true, crashes: [LAST] });
    backend.failNext('crashReport', ipcErrorData('internal', 'gone', { detail: 'the file is gone' }));
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await user.click(within(await notice()).getByRole('button', { name: 'Show report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This report could not be read. Something went wrong inside Dubdeck (the file is gone). Try again; if it keeps happening, restart Dubdeck.',
    );
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy report and diagnostics' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Report a problem' })).toBeDisabled();
  });
});

describe('the crash notice and dialog in the pseudo-locale', () => {
  it('word everything from the catalogue: one report, several, the dialog and its outcomes', async () => {
    setLocale(PSEUDO);
    const several = [LAST, fakeCrash('2026-11-20T10:00:00Z')];
    const { backend, user } = await start({ crashes: several });
    const shown = await anyNotice();
    expect(hardCodedText(shown)).toEqual([]);
    expect(shown.textContent).toMatch(/2/);
    const [show] = within(shown).getAllByRole('button');
    await user.click(show);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox');
    expect(hardCodedText(dialog)).toEqual([]);
    // Copied; then refused by the clipboard (the box); then neither gathered nor opened.
    clipboard();
    const [copy, report] = within(dialog).getAllByRole('button');
    await user.click(copy);
    await waitFor(() => expect(dialog.querySelector('[data-report-outcome] .done')).not.toBeNull());
    expect(hardCodedText(dialog)).toEqual([]);
    clipboard(() => Promise.reject(new Error('refused')));
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await user.click(report);
    await waitFor(() => expect(dialog.querySelector('[data-problem="clipboard"]')).not.toBeNull());
    expect(hardCodedText(dialog)).toEqual([]);
    backend.failNext('diagnostics', ipcErrorData('internal', 'x', { detail: 'stopped' }));
    backend.failNext('reportProblem', ipcErrorData('open_failed', 'no browser'));
    await user.click(report);
    await waitFor(() => expect(dialog.querySelector('[data-problem="page"]')).not.toBeNull());
    expect(hardCodedText(dialog)).toEqual([]);
  });

  it('words the one-report notice and the start screens’ region from the catalogue', async () => {
    setLocale(PSEUDO);
    const { view } = await start({ signedIn: false });
    const shown = await anyNotice();
    expect(hardCodedText(shown)).toEqual([]);
    expect(hardCodedText(view.container)).toEqual([]);
  });
});
