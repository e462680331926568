// Settings > Output: the format, the loudness and the name template of finished dubs and mixes,
// each saved as its own SettingChange, a template the shell would refuse said under its field
// and never sent, and the live example name.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

async function openSettings(options: FakeOptions = {}) {
  const backend = new FakeBackend({ signedIn: true, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation');
  await user.click(within(nav).getAllByRole('button').at(-1)!);
  // The Output section (found by its markup: the pseudo-locale's test opens it too).
  const output = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('section[aria-labelledby="s-files"]');
    expect(found).not.toBeNull();
    return found!;
  });
  return { backend, user, output };
}

/** Today as the shell writes it in names (this computer's day). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('Settings > Output', () => {
  it('saves the format, and the example name takes its extension', async () => {
    const { backend, user, output } = await openSettings();
    expect(output).toBe(screen.getByRole('region', { name: 'Output' }));
    const format = within(output).getByRole('combobox', { name: 'Format' });
    expect(format).toHaveAccessibleDescription('The file format finished dubs and mixes are saved in.');
    expect(format).toHaveValue('');
    expect((within(format).getAllByRole('option') as HTMLOptionElement[]).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'As the service returns it'],
      ['wav', 'WAV 16-bit'],
      ['wav24', 'WAV 24-bit'],
      ['flac', 'FLAC'],
      ['mp3', 'MP3 320 kb/s'],
      ['m4a', 'M4A (AAC 256 kb/s)'],
      ['opus', 'Opus'],
    ]);
    const example = within(output).getByTestId('template-example');
    expect(example).toHaveTextContent('Example: Song (Nova) (with the extension the service returns)');

    await user.selectOptions(format, 'flac');
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'outputFormat', value: 'flac' }]]));
    expect(await screen.findByText('Format saved.')).toBeInTheDocument();
    expect(format).toHaveValue('flac');
    expect(example).toHaveTextContent('Example: Song (Nova).flac');

    await user.selectOptions(format, '');
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'outputFormat', value: null }]));
    expect(format).toHaveValue('');
  });

  it('saves the loudness off, at −14 LUFS, or at a custom value within −36..−6, and refuses one outside in place', async () => {
    const { backend, user, output } = await openSettings();
    const group = within(output).getByRole('radiogroup', { name: 'Loudness' });
    expect(group).toHaveAccessibleDescription('Brings finished dubs and mixes to one loudness, so they play at an even level.');
    expect(within(group).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(output).queryByRole('spinbutton', { name: 'Loudness in LUFS' })).toBeNull();

    await user.click(within(group).getByRole('radio', { name: '−14 LUFS (streaming)' }));
    await waitFor(() => expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'loudness', value: -14 }]]));
    expect(await screen.findByText('Loudness saved.')).toBeInTheDocument();

    // Custom proposes −16 and keeps it at once.
    await user.click(within(group).getByRole('radio', { name: 'Custom' }));
    const field = within(output).getByRole('spinbutton', { name: 'Loudness in LUFS' });
    expect(field).toHaveValue(-16);
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'loudness', value: -16 }]));
    expect(within(group).getByRole('radio', { name: 'Custom' })).toBeChecked();

    await user.clear(field);
    await user.type(field, '-40{Enter}');
    const alert = await within(output).findByRole('alert');
    expect(alert).toHaveTextContent(
      'A loudness of −40 LUFS is out of range: it must be between −36 and −6 LUFS. Enter a value in that range, or turn loudness off.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/A loudness of −40 LUFS is out of range/);
    expect(backend.callsOf('setSetting')).toHaveLength(2);

    await user.clear(field);
    await user.type(field, '-20.5{Enter}');
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'loudness', value: -20.5 }]));
    await waitFor(() => expect(within(output).queryByRole('alert')).toBeNull());

    await user.click(within(group).getByRole('radio', { name: 'Off' }));
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'loudness', value: null }]));
    expect(within(output).queryByRole('spinbutton', { name: 'Loudness in LUFS' })).toBeNull();
  });

  it('shows a custom loudness saved before in its field', async () => {
    const { output } = await openSettings({ settings: { loudness: -23 } });
    expect(within(within(output).getByRole('radiogroup', { name: 'Loudness' })).getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(within(output).getByRole('spinbutton', { name: 'Loudness in LUFS' })).toHaveValue(-23);
  });

  it('saves a name template with its live example, refuses an unknown placeholder inline, and goes back to the usual names', async () => {
    const { backend, user, output } = await openSettings({ settings: { outputFormat: 'mp3' } });
    const field = within(output).getByRole('textbox', { name: 'Name template' });
    expect(field).toHaveAttribute('placeholder', '{input} ({voice})');
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('How finished dubs are named: {input} (the file or song), {voice}, {key}, {pitch} and {date}. Leave it empty for the usual names.'),
    );
    const example = within(output).getByTestId('template-example');
    expect(example).toHaveTextContent('Example: Song (Nova).mp3');

    // The example follows every keystroke.
    await user.type(field, '{{date} {{input} - {{voice} key {{key}');
    expect(field).toHaveValue('{date} {input} - {voice} key {key}');
    expect(example).toHaveTextContent(`Example: ${today()} Song - Nova key +2.mp3`);
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(within(output).getByRole('button', { name: 'Save template' }));
    await waitFor(() =>
      expect(backend.callsOf('setSetting')).toEqual([[{ setting: 'nameTemplate', value: '{date} {input} - {voice} key {key}' }]]),
    );
    expect(await screen.findByText('Name template saved.')).toBeInTheDocument();

    // An unknown placeholder: the refusal's words under the field, no example, nothing sent.
    await user.clear(field);
    await user.type(field, '{{title} ({{voice})');
    const problem = within(output).getByText(/has a placeholder Dubdeck does not know/);
    expect(problem).toHaveTextContent(
      'The name template "{title} ({voice})" has a placeholder Dubdeck does not know, or a brace without its pair. Use only {input}, {voice}, {key}, {pitch} and {date}, or leave it empty for the usual names.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('has a placeholder Dubdeck does not know'));
    expect(example).toHaveTextContent('');
    await user.click(within(output).getByRole('button', { name: 'Save template' }));
    await user.type(field, '{Enter}');
    expect(backend.callsOf('setSetting')).toHaveLength(1);

    // Back to the usual names.
    await user.click(within(output).getByRole('button', { name: 'Use the usual names' }));
    await waitFor(() => expect(backend.callsOf('resetSetting')).toEqual([['nameTemplate']]));
    expect(await screen.findByText('Finished dubs are named as usual again.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(within(output).queryByRole('button', { name: 'Use the usual names' })).toBeNull();
    expect(example).toHaveTextContent('Example: Song (Nova).mp3');
  });

  it('saves an emptied template as none, and shows what the shell refuses under the field', async () => {
    const { backend, user, output } = await openSettings({ settings: { nameTemplate: '{voice} - {input}' } });
    const field = within(output).getByRole('textbox', { name: 'Name template' });
    expect(field).toHaveValue('{voice} - {input}');
    expect(within(output).getByTestId('template-example')).toHaveTextContent('Example: Nova - Song (with the extension the service returns)');

    await user.type(field, ' {{pitch}');
    backend.failNext('setSetting', ipcErrorData('input_refused', 'refused', { reason: 'name_template', value: '{voice} - {input} {pitch}' }));
    await user.click(within(output).getByRole('button', { name: 'Save template' }));
    expect(await within(output).findByRole('alert')).toHaveTextContent(
      'The name template "{voice} - {input} {pitch}" has a placeholder Dubdeck does not know',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.click(within(output).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(backend.callsOf('setSetting').at(-1)).toEqual([{ setting: 'nameTemplate', value: null }]));
    await waitFor(() => expect(within(output).queryByRole('alert')).toBeNull());
  });

  it('draws every part from messages in the pseudo-locale', async () => {
    setLocale(PSEUDO);
    const { user, output } = await openSettings({ settings: { loudness: -23, nameTemplate: '{input}' } });
    expect(hardCodedText(output)).toEqual([]);
    const field = output.querySelector<HTMLInputElement>('#name-template')!;
    await user.type(field, ' {{nope}');
    expect(output.querySelector('#name-template-problem .alert')).not.toBeNull();
    const loudness = output.querySelector<HTMLInputElement>('#loudness-value')!;
    await user.clear(loudness);
    await user.type(loudness, '-50{Enter}');
    await waitFor(() => expect(output.querySelector('#loudness-problem')).not.toBeNull());
    expect(hardCodedText(output)).toEqual([]);
  });
});
