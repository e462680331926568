// Settings > Watch folders: adding one (the system's picker, then its settings, from Settings'
// own, sent as chosen), turning one off and on, changing and removing one (after asking), and the
// watched folder refused as its own output folder, here first and by the shell.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import type { WatchSettings } from '../bindings';
import { PSEUDO, setLocale } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';

const INCOMING = '/home/user/Incoming';
const BLAKE = { id: 'v0002', name: 'Blake Stone 2', avatar: null, custom: false, lastUsedAt: null };

/** A watch of INCOMING as the form sends it unchanged, with Blake's voice. */
function watched(changes: Partial<WatchSettings> = {}): WatchSettings {
  return {
    voiceId: BLAKE.id,
    voiceName: BLAKE.name,
    pitchShift: 0,
    separate: true,
    mix: { vocalGainDb: 0, instrumentalGainDb: 0, format: null, loudness: null },
    videoOut: true,
    outputDir: '/home/user/Music/Dubdeck',
    approveUpTo: 40,
    ...changes,
  };
}

async function openWatches(options: FakeOptions = {}, setUp: (backend: FakeBackend) => Promise<void> | void = () => {}) {
  const backend = new FakeBackend({ signedIn: true, lastVoice: BLAKE, settings: { autoApproveUpTo: 40 }, ...options });
  backend.pickedFolder = INCOMING;
  await setUp(backend);
  const user = userEvent.setup();
  const { container } = render(App, { props: { backend } });
  const nav = await screen.findByRole('navigation');
  // Settings, the sidebar's last item (found by its place: the pseudo-locale's test opens it too).
  await user.click(within(nav).getAllByRole('button').at(-1)!);
  const section = await waitFor(() => {
    const found = container.querySelector<HTMLElement>('section[aria-labelledby="s-watch"]');
    expect(found).not.toBeNull();
    return found!;
  });
  await waitFor(() => expect(backend.callsOf('watchFolders')).not.toHaveLength(0));
  return { backend, user, section };
}

/** Adds INCOMING as it is: picked, then saved with Blake's voice and the defaults. */
async function addIncoming(backend: FakeBackend) {
  await backend.putWatchFolder({ path: INCOMING, settings: watched() });
}

describe('Settings > Watch folders', () => {
  it('adds a folder: picked, then its settings from Settings, sent as chosen', async () => {
    const { backend, user, section } = await openWatches({ settings: { autoApproveUpTo: 40, outputFormat: 'mp3', loudness: -14 } });
    expect(section).toBe(screen.getByRole('region', { name: 'Watch folders' }));
    expect(within(section).getByText('No folder is watched yet.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    expect(backend.callsOf('pickWatchFolder')).toHaveLength(1);
    const form = await within(section).findByRole('form', { name: `Watch ${INCOMING}` });
    await waitFor(() => expect(within(form).getByRole('heading', { name: `Watch ${INCOMING}` })).toHaveFocus());

    // Settings' own to start with.
    const pitch = within(form).getByRole('spinbutton', { name: 'Pitch (semitones)' });
    const format = within(form).getByRole('combobox', { name: 'Format' });
    const separate = within(form).getByRole('switch', { name: 'Separate the vocals first' });
    const video = within(form).getByRole('switch', { name: 'Dubbed videos' });
    const output = within(form).getByRole('textbox', { name: 'Output folder' });
    const limit = within(form).getByRole('spinbutton', { name: 'Approve up to (credits)' });
    expect(pitch).toHaveValue(0);
    expect(format).toHaveValue('mp3');
    expect(separate).toBeChecked();
    expect(video).toBeChecked();
    expect(output).toHaveValue('/home/user/Music/Dubdeck');
    expect(limit).toHaveValue(40);
    expect(limit).toHaveAccessibleDescription(
      'Dubs up to 40 credits start by themselves, within the monthly budget; dearer ones wait for you.',
    );

    // No voice yet: said, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));
    expect(within(form).getByRole('alert')).toHaveTextContent("Choose the voice to dub this folder's files with.");
    expect(backend.callsOf('putWatchFolder')).toEqual([]);

    await user.click(await within(within(form).getByRole('group', { name: 'Voice' })).findByRole('button', { name: /Blake Stone 2/ }));
    await user.clear(pitch);
    await user.type(pitch, '-3');
    await user.selectOptions(format, 'flac');
    await user.click(separate);
    await user.click(video);
    await user.clear(output);
    await user.type(output, '/home/user/Dubs/Incoming');
    await user.clear(limit);
    await user.type(limit, '0');
    expect(limit).toHaveAccessibleDescription('Every dub waits for you to approve it.');
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));

    await waitFor(() =>
      expect(backend.callsOf('putWatchFolder')).toEqual([
        [
          {
            path: INCOMING,
            settings: watched({
              pitchShift: -3,
              separate: false,
              mix: { vocalGainDb: 0, instrumentalGainDb: 0, format: 'flac', loudness: -14 },
              videoOut: false,
              outputDir: '/home/user/Dubs/Incoming',
              approveUpTo: 0,
            }),
          },
        ],
      ]),
    );
    expect(await screen.findByText(`Watching ${INCOMING}.`)).toBeInTheDocument();
    expect(within(section).queryByRole('form')).toBeNull();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Add a watch folder…' })).toHaveFocus());
    const row = await within(section).findByRole('listitem');
    expect(row).toHaveTextContent(INCOMING);
    expect(row).toHaveTextContent('Dubbed with Blake Stone 2 · −3 semitones');
    expect(row).toHaveTextContent('Saved to /home/user/Dubs/Incoming');
    expect(row).toHaveTextContent('Every dub waits for your approval');
    expect(within(row).getByRole('switch', { name: `Watch ${INCOMING}` })).toBeChecked();
  });

  it('does nothing when the picker is cancelled, and opens a folder watched already with its settings', async () => {
    const { backend, user, section } = await openWatches({}, addIncoming);
    backend.pickedFolder = null;
    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    await waitFor(() => expect(backend.callsOf('pickWatchFolder')).toHaveLength(1));
    expect(within(section).queryByRole('form')).toBeNull();

    backend.pickedFolder = INCOMING;
    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    const form = await within(section).findByRole('form', { name: `Watch ${INCOMING}` });
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('chooses the output folder with the system picker, and keeps it when the picker is cancelled', async () => {
    const { backend, user, section } = await openWatches();
    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    const form = await within(section).findByRole('form', { name: `Watch ${INCOMING}` });
    const output = within(form).getByRole('textbox', { name: 'Output folder' });
    await user.click(within(form).getByRole('button', { name: 'Choose…' }));
    expect(backend.callsOf('pickDubsFolder')).toEqual([['/home/user/Music/Dubdeck']]);
    expect(output).toHaveValue('/home/user/Music/Dubdeck');
    backend.pickedDubsFolder = '/home/user/Dubbed';
    await user.click(within(form).getByRole('button', { name: 'Choose…' }));
    await waitFor(() => expect(output).toHaveValue('/home/user/Dubbed'));
  });

  it('turns a watch off and on', async () => {
    const { backend, user, section } = await openWatches({}, addIncoming);
    const toggle = await within(section).findByRole('switch', { name: `Watch ${INCOMING}` });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(backend.callsOf('enableWatchFolder')).toEqual([['w1', false]]));
    expect(await screen.findByText(`${INCOMING} is no longer watched; its settings are kept.`)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('switch', { name: `Watch ${INCOMING}` })).not.toBeChecked());
    await user.click(within(section).getByRole('switch', { name: `Watch ${INCOMING}` }));
    await waitFor(() => expect(backend.callsOf('enableWatchFolder').at(-1)).toEqual(['w1', true]));
    await waitFor(() => expect(within(section).getByRole('switch', { name: `Watch ${INCOMING}` })).toBeChecked());
  });

  it('changes a watch: the same folder put again with its new settings', async () => {
    const { backend, user, section } = await openWatches({}, addIncoming);
    await user.click(await within(section).findByRole('button', { name: `Change how ${INCOMING} is dubbed` }));
    const form = within(section).getByRole('form', { name: `Watch ${INCOMING}` });
    expect(within(within(form).getByRole('group', { name: 'Voice' })).getByRole('button', { name: /Blake Stone 2/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const limit = within(form).getByRole('spinbutton', { name: 'Approve up to (credits)' });
    expect(limit).toHaveValue(40);
    await user.clear(limit);
    await user.type(limit, '120');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(backend.callsOf('putWatchFolder').at(-1)).toEqual([{ path: INCOMING, settings: watched({ approveUpTo: 120 }) }]));
    expect(await screen.findByText(`Settings of ${INCOMING} saved.`)).toBeInTheDocument();
    expect(await within(section).findByText('Dubs up to 120 credits start by themselves')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes a watch only once asked', async () => {
    const { backend, user, section } = await openWatches({}, addIncoming);
    await user.click(await within(section).findByRole('button', { name: `Stop watching ${INCOMING}` }));
    const question = within(section).getByRole('group', { name: /Stop watching \/home\/user\/Incoming\?/ });
    expect(question).toHaveTextContent('The files in it stay where they are, and its dubs stay in Jobs.');
    expect(within(question).getByRole('button', { name: 'Stop watching' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(backend.callsOf('removeWatchFolder')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: `Stop watching ${INCOMING}` }));
    await user.click(within(section).getByRole('button', { name: 'Stop watching' }));
    await waitFor(() => expect(backend.callsOf('removeWatchFolder')).toEqual([['w1']]));
    expect(await screen.findByText(`Stopped watching ${INCOMING}.`)).toBeInTheDocument();
    expect(await within(section).findByText('No folder is watched yet.')).toBeInTheDocument();
  });

  it('refuses the watched folder as its own output folder, here first and when the shell says so', async () => {
    const { backend, user, section } = await openWatches();
    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    const form = await within(section).findByRole('form');
    await user.click(await within(form).findByRole('button', { name: /Blake Stone 2/ }));
    const output = within(form).getByRole('textbox', { name: 'Output folder' });
    await user.clear(output);
    await user.type(output, `${INCOMING}/`);
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));
    const words = `The dubs would be saved into the watched folder ${INCOMING} itself. Choose another folder for this watch's dubs.`;
    expect(within(form).getByRole('alert')).toHaveTextContent(words);
    expect(output).toHaveAttribute('aria-invalid', 'true');
    expect(output).toHaveAccessibleDescription(expect.stringContaining(words));
    expect(backend.callsOf('putWatchFolder')).toEqual([]);

    // The same folder by another name: the shell's refusal, under the field too.
    await user.clear(output);
    await user.type(output, '/home/user/../user/Incoming');
    backend.failNext('putWatchFolder', ipcErrorData('watch_failed', 'output is watched', { watch: 'output_is_watched', value: INCOMING }));
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));
    await waitFor(() => expect(backend.callsOf('putWatchFolder')).toHaveLength(1));
    expect(await within(form).findByRole('alert')).toHaveTextContent(words);
    expect(output).toHaveAttribute('aria-invalid', 'true');
    expect(within(section).queryByRole('listitem')).toBeNull();
  });

  it('refuses a pitch out of range and a limit that is no whole number, and says what the shell refused', async () => {
    const { backend, user, section } = await openWatches();
    await user.click(within(section).getByRole('button', { name: 'Add a watch folder…' }));
    const form = await within(section).findByRole('form');
    await user.click(await within(form).findByRole('button', { name: /Blake Stone 2/ }));
    const pitch = within(form).getByRole('spinbutton', { name: 'Pitch (semitones)' });
    const limit = within(form).getByRole('spinbutton', { name: 'Approve up to (credits)' });
    await user.clear(pitch);
    await user.type(pitch, '30');
    await user.clear(limit);
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));
    const alerts = within(form).getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Enter a whole number of semitones from −24 to +24.',
      'Enter a whole number of credits, 0 or more (0 = always ask).',
    ]);
    expect(backend.callsOf('putWatchFolder')).toEqual([]);

    await user.clear(pitch);
    await user.type(pitch, '12');
    await user.type(limit, '10');
    backend.failNext('putWatchFolder', ipcErrorData('watch_failed', 'gone', { watch: 'not_a_folder', value: INCOMING }));
    await user.click(within(form).getByRole('button', { name: 'Watch this folder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`${INCOMING} is not a folder. Choose a folder, then try again.`);
  });
});

describe('Settings > Watch folders in the pseudo-locale', () => {
  it('draws the list, the form, its problems and the question from messages', async () => {
    setLocale(PSEUDO);
    const { user, section } = await openWatches({}, addIncoming);
    await waitFor(() => expect(section.querySelector('li')).not.toBeNull());
    expect(hardCodedText(section)).toEqual([]);
    // The question of removing it.
    await user.click(section.querySelectorAll<HTMLButtonElement>('li .actions button')[1]);
    expect(hardCodedText(section)).toEqual([]);
    // Its form, with every problem.
    await user.click(section.querySelector<HTMLButtonElement>('li .actions button:last-child')!);
    await user.click(section.querySelector<HTMLButtonElement>('li .actions button')!);
    const form = await waitFor(() => {
      const found = section.querySelector('form');
      expect(found).not.toBeNull();
      return found!;
    });
    const fields = form.querySelectorAll<HTMLInputElement>('input.number');
    await user.clear(fields[0]);
    await user.type(fields[0], '99');
    await user.clear(fields[1]);
    const output = form.querySelector<HTMLInputElement>('input.path')!;
    await user.clear(output);
    await user.type(output, INCOMING);
    await user.click(form.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await waitFor(() => expect(form.querySelectorAll('.alert')).toHaveLength(3));
    expect(hardCodedText(section)).toEqual([]);
  });
});
