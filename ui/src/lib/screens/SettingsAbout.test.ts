// Settings > About: the version, build and log folder; "Copy diagnostics" (the clipboard, its
// fallback, the text shown when both fail, diagnostics that could not be gathered); "Report a
// problem" (copied, then the issue page, which may not open); the crash reports kept; and every
// word of it from the catalogue.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, fakeCrash, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import { formatDateTime } from '../format';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { accent } from '../i18n/pseudo';
import { ISSUE_PAGE } from '../stores/problemReport.svelte';

const DIAGNOSTICS = 'Dubdeck diagnostics\n[  ok   ] Dubdeck      Dubdeck 0.1.0\n[ warn  ] ffmpeg       4.4, no rubberband\n';

async function openAbout(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, diagnostics: DIAGNOSTICS, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await user.click(within(nav).getByRole('button', { name: 'Settings' }));
  const about = await screen.findByRole('region', { name: 'About' });
  return { backend, user, about };
}

/** navigator.clipboard for the test (after userEvent.setup, which puts its own there). */
function clipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

/** document.execCommand, recording the text selected when 'copy' ran. */
function copyCommand(answer: boolean) {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
      return answer;
    }),
  });
  return copied;
}

/** What the polite live region said. */
const said = () => document.querySelector('[data-announcer]')?.textContent ?? '';

/** A promise the test settles. */
function held<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('Settings > About', () => {
  it('is the last section, and shows the version, the build and where the logs are, as data', async () => {
    const { about } = await openAbout();
    const sections = document.querySelectorAll('.screen-column > section');
    expect(sections[sections.length - 1]).toBe(about);
    expect(await within(about).findByText('0.1.0')).toHaveAttribute('translate', 'no');
    expect(within(about).getByText('Version')).toBeInTheDocument();
    expect(within(about).getByText('Build')).toBeInTheDocument();
    expect(within(about).getByText('x86_64-linux (release)')).toHaveAttribute('translate', 'no');
    expect(within(about).getByText('Log files')).toBeInTheDocument();
    expect(within(about).getByText('/home/ana/.local/share/dubdeck/logs')).toHaveAttribute('translate', 'no');
  });

  it('copies exactly what diagnostics() gave, saying so while it gathers and once done', async () => {
    const { backend, user, about } = await openAbout();
    const write = clipboard(() => Promise.resolve());
    const gathering = held<string>();
    backend.diagnostics = () => gathering.promise;
    const copy = within(about).getByRole('button', { name: 'Copy diagnostics' });
    await user.click(copy);
    // Busy: said, and the button says so without losing focus.
    expect(await within(about).findByText('Gathering diagnostics…')).toBeInTheDocument();
    expect(copy).toHaveAttribute('aria-busy', 'true');
    expect(copy).toHaveAttribute('aria-disabled', 'true');
    expect(copy).toHaveFocus();
    expect(within(about).getByRole('button', { name: 'Report a problem' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(said()).toContain('Gathering diagnostics…'));
    // A second press while busy asks nothing more.
    await user.click(copy);
    gathering.resolve(DIAGNOSTICS);
    expect(await within(about).findByText('Copied: paste them into your report.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(DIAGNOSTICS);
    expect(copy).toHaveAttribute('aria-busy', 'false');
    expect(copy).not.toHaveAttribute('aria-disabled');
    await waitFor(() => expect(said()).toContain('Copied: paste them into your report.'));
    expect(within(about).queryByRole('alert')).toBeNull();
  });

  it('copies with the editing command when the clipboard API refuses', async () => {
    const { user, about } = await openAbout();
    const write = clipboard(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const copied = copyCommand(true);
    const copy = within(about).getByRole('button', { name: 'Copy diagnostics' });
    await user.click(copy);
    expect(await within(about).findByText('Copied: paste them into your report.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(DIAGNOSTICS);
    expect(copied).toEqual([DIAGNOSTICS]);
    expect(copy).toHaveFocus();
  });

  it('shows the text to copy by hand when the clipboard refuses it both ways', async () => {
    const { user, about } = await openAbout();
    clipboard(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    copyCommand(false);
    await user.click(within(about).getByRole('button', { name: 'Copy diagnostics' }));
    const alert = await within(about).findByRole('alert');
    expect(alert).toHaveTextContent('The clipboard refused the text, so nothing was copied. Select the text in the box below and copy it yourself.');
    const box = within(about).getByRole('textbox', { name: 'Text to copy' });
    expect(box).toHaveValue(DIAGNOSTICS);
    expect(box).toHaveAttribute('readonly');
    expect(within(about).queryByText('Copied: paste them into your report.')).toBeNull();
  });

  it('says why the diagnostics could not be gathered, and copies nothing', async () => {
    const { backend, user, about } = await openAbout();
    const write = clipboard(() => Promise.resolve());
    backend.failNext('diagnostics', ipcErrorData('internal', 'the doctor panicked', { detail: 'the doctor stopped' }));
    await user.click(within(about).getByRole('button', { name: 'Copy diagnostics' }));
    const alert = await within(about).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The diagnostics could not be gathered. Something went wrong inside Dubdeck (the doctor stopped). Try again; if it keeps happening, restart Dubdeck.',
    );
    expect(write).not.toHaveBeenCalled();
    expect(within(about).queryByText(/^Copied/)).toBeNull();
    // Pressed again, it works, and the failure goes.
    await user.click(within(about).getByRole('button', { name: 'Copy diagnostics' }));
    expect(await within(about).findByText('Copied: paste them into your report.')).toBeInTheDocument();
    expect(within(about).queryByRole('alert')).toBeNull();
  });

  it('reports a problem: copies the diagnostics, then opens the issue page, and says where they are', async () => {
    const { backend, user, about } = await openAbout();
    const order: string[] = [];
    clipboard(async (text) => void order.push(`copied ${text}`));
    const open = backend.reportProblem.bind(backend);
    const opening = held<void>();
    backend.reportProblem = async () => {
      order.push('opened');
      await opening.promise;
      return open();
    };
    const report = within(about).getByRole('button', { name: 'Report a problem' });
    await user.click(report);
    expect(await within(about).findByText('Opening the issue page in your browser…')).toBeInTheDocument();
    expect(report).toHaveAttribute('aria-busy', 'true');
    opening.resolve();
    expect(
      await within(about).findByText('The issue page opens in your browser, with the diagnostics in it or copied, ready to paste.'),
    ).toBeInTheDocument();
    expect(order).toEqual([`copied ${DIAGNOSTICS}`, 'opened']);
    expect(backend.callsOf('reportProblem')).toHaveLength(1);
    await waitFor(() => expect(said()).toContain('The issue page opens in your browser'));
  });

  it('says in words that the browser could not be opened, naming the issue page, the diagnostics copied', async () => {
    const { backend, user, about } = await openAbout();
    const write = clipboard(() => Promise.resolve());
    backend.failNext('reportProblem', ipcErrorData('open_failed', `could not open ${ISSUE_PAGE}: no browser`));
    await user.click(within(about).getByRole('button', { name: 'Report a problem' }));
    const alert = await within(about).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your web browser could not be opened. Go to https://github.com/dubdeck/dubdeck/issues/new in your browser yourself to report the problem.',
    );
    expect(write).toHaveBeenCalledWith(DIAGNOSTICS);
    expect(within(about).getByText('Copied: paste them into your report.')).toBeInTheDocument();
    expect(within(about).queryByText(/The issue page opens/)).toBeNull();
  });

  it('opens the issue page without diagnostics when they could not be gathered, and says so', async () => {
    const { backend, user, about } = await openAbout();
    clipboard(() => Promise.resolve());
    backend.failNext('diagnostics', ipcErrorData('no_data_dir', 'no data dir'));
    await user.click(within(about).getByRole('button', { name: 'Report a problem' }));
    expect(await within(about).findByText('The issue page opens in your browser, without diagnostics: describe what happened there.')).toBeInTheDocument();
    expect(within(about).getByRole('alert')).toHaveTextContent(/^The diagnostics could not be gathered\. /);
    expect(backend.callsOf('reportProblem')).toHaveLength(1);
  });

  it('lists the crash reports kept, newest first, each dated and shown in its dialog', async () => {
    const older = fakeCrash('2026-10-02T09:30:00Z', true, 'older panic');
    const newer = fakeCrash('2026-11-28T15:05:00Z', true, 'newer panic');
    const { user, about } = await openAbout({ crashes: [older, newer] });
    const list = await within(about).findByRole('list', { name: 'Crash reports' });
    const items = within(list).getAllByRole('listitem');
    const dates = [newer, older].map((c) => `Report of ${formatDateTime(new Date(c.report.writtenAt * 1000))}`);
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(dates);
    const show = within(items[1]).getByRole('button', { name: 'Show' });
    expect(show).toHaveAccessibleDescription(dates[1]);
    await user.click(show);
    const dialog = await screen.findByRole('dialog', { name: 'Crash report' });
    expect(await within(dialog).findByRole('textbox', { name: 'Report' })).toHaveValue(older.text);
  });

  it('has no crash list when there is no report', async () => {
    const { about } = await openAbout();
    await within(about).findByText('0.1.0');
    expect(within(about).queryByRole('list')).toBeNull();
  });
});

describe('Settings > About without a data folder', () => {
  it('says there are no log files', async () => {
    const backend = new FakeBackend({ signedIn: true });
    backend.aboutApp = async () => ({ version: '0.1.0', build: 'x86_64-linux (release)', logDir: null });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Settings' }));
    const about = await screen.findByRole('region', { name: 'About' });
    expect(await within(about).findByText('None: Dubdeck has no data folder on this computer.')).toBeInTheDocument();
  });
});

describe('Settings > About in the pseudo-locale', () => {
  it('words every state from the catalogue', async () => {
    setLocale(PSEUDO);
    const backend = new FakeBackend({ signedIn: true, diagnostics: DIAGNOSTICS, crashes: [fakeCrash('2026-11-28T15:05:00Z', true)] });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await screen.findByRole('navigation');
    await user.click(document.querySelector('[data-route="settings"]') as HTMLElement);
    const about = (await screen.findByRole('heading', { name: new RegExp(`^⟦${accent('About')}`) })).closest('section') as HTMLElement;
    await within(about).findByRole('list');
    expect(hardCodedText(about)).toEqual([]);
    const [copy, report] = within(about).getAllByRole('button');
    // Gathering.
    const gathering = held<string>();
    backend.diagnostics = () => gathering.promise;
    clipboard(() => Promise.reject(new Error('refused')));
    copyCommand(false);
    await user.click(copy);
    await waitFor(() => expect(copy).toHaveAttribute('aria-busy', 'true'));
    expect(hardCodedText(about)).toEqual([]);
    // Refused by the clipboard: the box.
    gathering.resolve(DIAGNOSTICS);
    await within(about).findByRole('textbox');
    expect(hardCodedText(about)).toEqual([]);
    // Not gathered, and the browser not opened.
    backend.diagnostics = FakeBackend.prototype.diagnostics.bind(backend);
    backend.failNext('diagnostics', ipcErrorData('internal', 'x', { detail: 'stopped' }));
    backend.failNext('reportProblem', ipcErrorData('open_failed', 'no browser'));
    await user.click(report);
    await waitFor(() => expect(within(about).getAllByRole('alert')).toHaveLength(2));
    expect(hardCodedText(about)).toEqual([]);
    // Opened, copied.
    clipboard(() => Promise.resolve());
    await user.click(report);
    await waitFor(() => expect(within(about).queryAllByRole('alert')).toHaveLength(0));
    expect(hardCodedText(about)).toEqual([]);
    // Another failure of the page.
    backend.failNext('reportProblem', ipcErrorData('internal', 'bad address'));
    await user.click(report);
    await within(about).findByRole('alert');
    expect(hardCodedText(about)).toEqual([]);
  });
});
