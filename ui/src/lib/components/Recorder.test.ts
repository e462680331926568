// Recording in the training wizard, on the page: the microphone picker, the purpose and prompts,
// Record / Stop with the meter and the minutes, takes joining the files with their own actions,
// saved takes, and what is said when a take ends by itself or was kept after a crash. The names
// and attributes used here are the ones the window test (WebDriver) relies on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, RECORDED, fakeQuality, fakeRecordingsQuality, fakeTake, type FakeOptions } from '../backend/fake';
import { VERDICT_WORDS } from '../words/train';
import { ipcErrorData } from '../backend/backend';
import { DEVICE_KEY, PURPOSE_KEY } from '../stores/recorder.svelte';

// jsdom plays nothing: play and pause are noted.
let plays: string[] = [];
let pauses = 0;
beforeEach(() => {
  plays = [];
  pauses = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    plays.push(this.src);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void pauses++);
  localStorage.removeItem(DEVICE_KEY);
  localStorage.removeItem(PURPOSE_KEY);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(DEVICE_KEY);
  localStorage.removeItem(PURPOSE_KEY);
});

async function openTrain(options: FakeOptions = {}) {
  // Levels only when a test sends one (fake.level(), fake.clipTake()).
  const backend = new FakeBackend({ signedIn: true, levelEveryMs: 0, ...options });
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: 'Train a voice' }));
  await screen.findByRole('heading', { name: 'Add recordings of the voice' });
  await waitFor(() => expect(backend.callsOf('takes')).toHaveLength(1));
  return { backend, user };
}

const meter = () => screen.getByRole('meter', { name: 'Input level' });

/**
 * The chip of the verdict the shell gives a take of the fake's (7 s of synthetic speech), as
 * recorded: the page shows what the shell says, whatever it is.
 */
function speechVerdict(): string {
  const quality = RECORDED.recordingsChecks.find((c) => c.files.length === 1 && c.files[0] === 'speech')?.check.files[0]?.quality;
  if (!quality) throw new Error('recorded.json has no check of the clean speech');
  return VERDICT_WORDS[quality.verdict].label;
}

describe('train a voice: recording', () => {
  it('offers the microphones, the default first and marked, remembering the one chosen', async () => {
    const { user } = await openTrain();
    const select = screen.getByRole('combobox', { name: 'Microphone' });
    expect(select).toHaveAttribute('aria-label', 'Microphone');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Built-in Audio (default)', 'USB Microphone']));
    expect(select).toHaveValue('fake:Built-in Audio');
    await user.selectOptions(select, 'USB Microphone');
    expect(localStorage.getItem(DEVICE_KEY)).toBe('fake:USB Microphone');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('falls back to the default microphone when the remembered one is gone, and says so', async () => {
    localStorage.setItem(DEVICE_KEY, 'fake:Headset');
    await openTrain();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveValue('fake:Built-in Audio'));
    expect(screen.getByText(/The microphone chosen last time is not connected: recording from Built-in Audio\./)).toBeInTheDocument();
  });

  it('without a microphone, says so quietly and keeps Record off until Refresh finds one', async () => {
    const { backend, user } = await openTrain({ inputDevices: [] });
    const note = await screen.findByText(/^No microphone was found\./);
    // A muted note, not an error: a person who only adds files has nothing to fix.
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveAttribute('data-recorder', 'no-microphone');
    expect(note).toHaveClass('hint');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record a take' })).toBeDisabled();
    backend.devices = [{ id: 'fake:USB Microphone', name: 'USB Microphone', isDefault: true }];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    expect(screen.queryByText(/No microphone was found/)).toBeNull();
  });

  it('adds files without a microphone and shows no error at all', async () => {
    const { user } = await openTrain({ inputDevices: [], picked: ['/voice/take-speech.wav'] });
    await screen.findByText(/^No microphone was found\./);
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    expect(within(list).getByText('take-speech.wav')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.alert, .field-error')).toBeNull();
  });

  it('offers no device that is not a microphone', async () => {
    await openTrain({
      inputDevices: [
        { id: 'alsa:null', name: 'Discard all samples (playback) or generate zero samples (capture)', isDefault: true },
        { id: 'pulseaudio:alsa_output.analog-stereo.monitor', name: 'Monitor of Built-in Audio', isDefault: false },
        { id: 'fake:USB Microphone', name: 'USB Microphone', isDefault: false },
      ],
    });
    const select = screen.getByRole('combobox', { name: 'Microphone' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['USB Microphone']));
    expect(select).toHaveValue('fake:USB Microphone');
    expect(screen.queryByText(/Discard all samples/)).toBeNull();
  });

  it('shows the level as a meter that says its value in words and announces nothing', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    expect(meter()).toHaveAttribute('aria-valuetext', 'No input');
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    backend.level({ peakDb: -18.4, rmsDb: -27, seconds: 1 });
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuetext', '-18 dB peak'));
    // Thirty levels a second: neither the meter nor anything around it is a live region.
    for (let el: Element | null = meter(); el; el = el.parentElement) {
      expect(el.getAttribute('aria-live') ?? 'off').toBe('off');
      expect(['status', 'alert', 'log', 'timer', 'marquee']).not.toContain(el.getAttribute('role'));
    }
    expect(meter().querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
  });

  it('shows the files right under the drop zone, and the takes above the recorder\'s controls', async () => {
    const { user } = await openTrain({ takes: [fakeTake(1, 40), fakeTake(2, 30)] });
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const files = await screen.findByRole('list', { name: 'Training files' });
    const saved = screen.getByRole('list', { name: 'Saved takes' });
    const recorder = screen.getByRole('region', { name: 'Record' });
    const record = screen.getByRole('button', { name: 'Record a take' });
    const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    // Drop zone, then the files added, then the recorder.
    expect(before(screen.getByRole('button', { name: 'Add files' }), files)).toBe(true);
    expect(before(files, recorder)).toBe(true);
    // Within the recorder, the saved takes come before the microphone and Record.
    expect(before(saved, screen.getByRole('combobox', { name: 'Microphone' }))).toBe(true);
    expect(before(saved, record)).toBe(true);
  });

  it('shows one prompt at a time for speaking or singing', async () => {
    const { user } = await openTrain();
    const speak = screen.getByRole('radio', { name: 'Speak' });
    const sing = screen.getByRole('radio', { name: 'Sing' });
    expect(speak).toBeChecked();
    expect(screen.getByRole('group', { name: 'What will this voice do?' })).toBeInTheDocument();
    expect(screen.getByText(/Read at your normal pace and distance, about a hand's width from the microphone/)).toBeInTheDocument();
    const prompt = screen.getByRole('region', { name: 'Prompt' });
    expect(prompt).toHaveTextContent('1 of 6');
    expect(prompt).toHaveTextContent('The birch canoe slid on the smooth planks.');
    expect(screen.getByRole('button', { name: 'Previous prompt' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next prompt' }));
    expect(prompt).toHaveTextContent('2 of 6');
    expect(prompt).not.toHaveTextContent('The birch canoe');
    expect(screen.getByRole('button', { name: 'Previous prompt' })).toBeEnabled();

    await user.click(sing);
    expect(sing).toBeChecked();
    expect(screen.getByRole('region', { name: 'Prompt' })).toHaveTextContent(/1 of 6.*major scale up and down on "ah"/);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Next prompt' }));
    expect(screen.getByRole('region', { name: 'Prompt' })).toHaveTextContent(/6 of 6.*a song you know well/);
    expect(screen.getByRole('button', { name: 'Next prompt' })).toBeDisabled();
  });

  it('records a take: Stop, the time and the meter while recording, the wizard kept still, then the take among the files', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    expect(meter()).toHaveAttribute('aria-valuenow', '-60');
    expect(meter()).toHaveAttribute('aria-valuemin', '-60');
    expect(meter()).toHaveAttribute('aria-valuemax', '0');
    expect(meter()).toHaveAttribute('data-moving', 'false');
    expect(meter()).toHaveAttribute('data-clipping', 'false');

    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(backend.callsOf('startTake')).toEqual([['fake:Built-in Audio']]);
    expect(screen.getByText(/Recording Take 1 from Built-in Audio/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeDisabled();

    backend.level({ peakDb: -18.4, rmsDb: -27, seconds: 41.3 });
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', '-18'));
    expect(meter()).toHaveAttribute('data-moving', 'true');
    expect(screen.getByRole('timer', { name: 'Time recorded' })).toHaveTextContent('0:41');
    // The take being recorded counts once it is checked, for its voice only.
    expect(screen.getByRole('group', { name: 'Minutes recorded' })).toHaveTextContent('0:00 of voice out of 5:00');

    await user.click(stop);
    await screen.findByRole('button', { name: 'Record a take' });
    const list = await screen.findByRole('list', { name: 'Training files' });
    const row = within(list).getByText('Take 1.wav').closest('li')!;
    expect(within(row).getByRole('button', { name: 'Play Take 1.wav' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Trim silence of Take 1.wav' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Take 1.wav' })).toBeInTheDocument();
    // Checked like a dropped file: the verdict the shell gave, and its voice counts toward the minutes.
    await waitFor(() => expect(within(row).getByText(speechVerdict())).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('group', { name: 'Minutes recorded' })).toHaveTextContent('0:07 of voice out of 5:00'));
    expect(screen.getByRole('group', { name: 'Minutes recorded' })).toHaveTextContent('4:52 to go');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('shows a take of two seconds as the shell judged it, never Good, and counts its voice only', async () => {
    const take = fakeTake(1, 2);
    const { backend, user } = await openTrain({ takes: [take] });
    // The shell: less than 10 s of voice is at most usable, with a finding that says so.
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(1_500, 2_000, 'good') })), kept),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    const row = within(list).getByText('Take 1.wav').closest('li')!;
    await waitFor(() => expect(within(row).getByText('Usable')).toBeInTheDocument());
    expect(within(row).queryByText('Good')).toBeNull();
    expect(within(row).getByRole('list', { name: 'Findings for Take 1.wav' })).toHaveTextContent(
      'Only 0:01 of voice: too short to teach the voice much. Record a longer take, a minute or more.',
    );
    // The minutes recorded and the total are its voice, not its length.
    const aim = screen.getByRole('group', { name: 'Minutes recorded' });
    await waitFor(() => expect(aim).toHaveTextContent('0:01 of voice out of 5:00'));
    expect(aim).toHaveAttribute('data-aim', 'voice');
    expect(aim).toHaveTextContent('Only voice counts, not silence or pauses');
    expect(screen.getByTestId('train-total')).toHaveTextContent('1 s of voice in 1 file for the training (2 s of audio, silences and pauses included)');
    expect(screen.getByTestId('train-total')).toHaveAttribute('data-total', 'voice');
  });

  it('turns the meter red while the input clips, and the clipped take is checked as poor', async () => {
    // A clean take among the files first (the fake has a recorded check of a clean and a clipped take).
    const { backend, user } = await openTrain({ takes: [fakeTake(1, 40)] });
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    backend.level({ peakDb: -70, rmsDb: -80, seconds: 0.2 });
    await waitFor(() => expect(meter()).toHaveAttribute('aria-valuenow', '-60'));
    expect(meter()).toHaveAttribute('data-moving', 'false');

    backend.clipTake();
    await waitFor(() => expect(meter()).toHaveAttribute('data-clipping', 'true'));
    expect(meter()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Clipping: lower the input gain')).toBeInTheDocument();
    // It clears 1.5 s after the last clipped level.
    await waitFor(() => expect(meter()).toHaveAttribute('data-clipping', 'false'), { timeout: 2500 });
    expect(screen.queryByText('Clipping: lower the input gain')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    const row = (await within(list).findByText('Take 2.wav')).closest('li')!;
    await waitFor(() => expect(within(row).getByText('Poor')).toBeInTheDocument());
    expect(within(row).getByRole('list', { name: 'Findings for Take 2.wav' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox', { name: 'Keep Take 2.wav anyway' })).toBeInTheDocument();
  });

  it('keeps a take whose microphone was unplugged, adds it to the files and says what happened', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    const notices = await screen.findByRole('list', { name: 'Recording notices' });
    expect(notices).toHaveTextContent(/The microphone was disconnected, so Take 1 stopped at 0:\d\d\. What was recorded is kept\./);
    expect(screen.getByRole('button', { name: 'Record a take' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Training files' })).getByText('Take 1.wav')).toBeInTheDocument();
    expect(backend.callsOf('stopTake')).toEqual([]);
    await user.click(within(notices).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('list', { name: 'Recording notices' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('says why a take could not start', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    backend.failNext('startTake', ipcErrorData('input_device_failed', 'the input device could not be opened: the device is busy', { detail: 'the device is busy' }));
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    expect(await screen.findByText(/^The microphone could not be opened \(the device is busy\)\. Close other apps/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled();
  });

  it('lists saved takes, tells of one kept after a crash, and adds one to the files', async () => {
    const { user } = await openTrain({ takes: [fakeTake(3, 42.4)], recoveredTakes: ['Take 3.wav'] });
    expect(await screen.findByText('Take 3 was being recorded when Dubdeck closed. It was kept (0:42). Add it from Saved takes to train with it.')).toBeInTheDocument();
    const saved = screen.getByRole('list', { name: 'Saved takes' });
    expect(within(saved).getByRole('button', { name: 'Play Take 3.wav' })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'Delete Take 3.wav' })).toBeInTheDocument();
    await user.click(within(saved).getByRole('button', { name: 'Add Take 3.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    expect(within(list).getByText('Take 3.wav')).toBeInTheDocument();
    // Done as it said: the notice goes.
    expect(screen.queryByText(/Take 3 was being recorded when Dubdeck closed/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Saved takes' })).toBeNull();
    // Taken out of the files again, it is a saved take again.
    await user.click(within(list).getByRole('button', { name: 'Remove Take 3.wav' }));
    expect(await screen.findByRole('button', { name: 'Add Take 3.wav' })).toBeInTheDocument();
  });

  it('plays one take at a time, and pauses it', async () => {
    const { user } = await openTrain({ takes: [fakeTake(1, 10), fakeTake(2, 12)] });
    const saved = await screen.findByRole('list', { name: 'Saved takes' });
    await user.click(within(saved).getByRole('button', { name: 'Play Take 1.wav' }));
    const pause = await within(saved).findByRole('button', { name: 'Pause Take 1.wav' });
    expect(plays).toEqual(['http://127.0.0.1:1/media/takes/Take%201.wav']);
    await user.click(within(saved).getByRole('button', { name: 'Play Take 2.wav' }));
    await within(saved).findByRole('button', { name: 'Pause Take 2.wav' });
    expect(within(saved).getByRole('button', { name: 'Play Take 1.wav' })).toBeInTheDocument();
    expect(plays).toHaveLength(2);
    expect(pauses).toBe(1);
    void pause;
    await user.click(within(saved).getByRole('button', { name: 'Pause Take 2.wav' }));
    expect(await within(saved).findByRole('button', { name: 'Play Take 2.wav' })).toBeInTheDocument();
    expect(pauses).toBe(2);
  });

  it('trims the silence of a take in the files and says what was cut, or why not', async () => {
    const { backend, user } = await openTrain({ takes: [fakeTake(1, 40)] });
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    const checks = backend.callsOf('checkRecordings').length;
    await user.click(within(list).getByRole('button', { name: 'Trim silence of Take 1.wav' }));
    expect(await within(list).findByText('Trimmed 0.8 s from the start and 0.5 s from the end; it is 0:38 long now.')).toBeInTheDocument();
    // Measured again.
    await waitFor(() => expect(backend.callsOf('checkRecordings').length).toBeGreaterThan(checks));

    backend.failNext('trimTake', ipcErrorData('take_silent', 'the take is silence throughout'));
    await user.click(within(list).getByRole('button', { name: 'Trim silence of Take 1.wav' }));
    expect(await within(list).findByText(/^This take is silence from start to end/)).toBeInTheDocument();
  });

  it('deletes a take after asking, and it leaves the files', async () => {
    const { backend, user } = await openTrain({ takes: [fakeTake(1, 40)] });
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await user.click(within(list).getByRole('button', { name: 'Delete Take 1.wav' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Take 1.wav?' });
    // Focus starts on Cancel; Escape closes it and nothing is deleted.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(backend.callsOf('deleteTake')).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Delete Take 1.wav' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Take 1.wav?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the take' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(backend.callsOf('deleteTake')).toEqual([['Take 1.wav']]);
    expect(backend.takeFiles).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Training files' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Saved takes' })).toBeNull();
  });

  it('keeps the files still while recording: no Next, no removing', async () => {
    const { backend, user } = await openTrain({ takes: [fakeTake(1, 40)] });
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(within(list).getByRole('button', { name: 'Remove Take 1.wav' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Delete Take 1.wav' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Stop recording to continue.')).toBeInTheDocument();
    // Leaving the screen stops the take; it is saved and joins the files (clipped: the fake has a
    // recorded check of a clean take with a clipped one).
    backend.clipTake();
    await user.click(screen.getByRole('button', { name: 'Jobs' }));
    await waitFor(() => expect(backend.callsOf('stopTake')).toHaveLength(1));
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 1.wav', 'Take 2.wav']);
    await user.click(screen.getByRole('button', { name: 'Train a voice' }));
    const again = await screen.findByRole('list', { name: 'Training files' });
    expect(within(again).getByText('Take 2.wav')).toBeInTheDocument();
    await waitFor(() => expect(within(again).getByText('Poor')).toBeInTheDocument());
  });
});

describe('train a voice: recording again, lost sound, the purpose remembered', () => {
  it('records the last take again: says which take is replaced, and the new take takes its place in the files', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    // Nothing recorded in this run yet: nothing to record again.
    expect(screen.queryByRole('button', { name: /again$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    const again = await screen.findByRole('button', { name: 'Record again (Take 1)' });
    expect(again).toHaveTextContent('Record again');
    expect(again).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Record a take' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());

    await user.click(again);
    const stop = await screen.findByRole('button', { name: 'Stop recording' });
    expect(stop).toHaveTextContent(/^Stop recording$/);
    expect(screen.getByText(/Recording Take 2 from Built-in Audio/)).toBeInTheDocument();
    expect(screen.getByText(/^Recording again:/).closest('p')).toHaveTextContent('Recording again: Take 1 is replaced when you stop.');
    expect(screen.queryByRole('button', { name: 'Record again (Take 1)' })).toBeNull();
    expect(backend.callsOf('deleteTake')).toEqual([]);

    await user.click(stop);
    expect(await screen.findByText('Take 2 replaced Take 1, which is deleted.')).toBeInTheDocument();
    expect(backend.callsOf('deleteTake')).toEqual([['Take 1.wav']]);
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 2.wav']);
    const list = screen.getByRole('list', { name: 'Training files' });
    expect(within(list).getByText('Take 2.wav')).toBeInTheDocument();
    expect(within(list).queryByText('Take 1.wav')).toBeNull();
    expect(screen.queryByText(/^Recording again:/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Record again (Take 2)' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByText(speechVerdict())).toBeInTheDocument());
  });

  it('keeps both takes when the take recorded again ends by itself, and says so', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Record again (Take 1)' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    backend.clipTake(); // (the fake has a recorded check of a clean take beside a clipped one)
    backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    const notices = await screen.findByRole('list', { name: 'Recording notices' });
    expect(notices).toHaveTextContent(/Take 2 stopped at 0:\d\d\. .* Take 1 is kept too, since the new take is not whole: delete the one you do not want\./);
    const list = screen.getByRole('list', { name: 'Training files' });
    expect(within(list).getByText('Take 1.wav')).toBeInTheDocument();
    expect(within(list).getByText('Take 2.wav')).toBeInTheDocument();
    expect(backend.callsOf('deleteTake')).toEqual([]);
    await waitFor(() => expect(within(list).getByText('Poor')).toBeInTheDocument());
  });

  it('warns when a take lost sound because the computer could not keep up', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    backend.dropSamples(19_200);
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    const notices = await screen.findByRole('list', { name: 'Recording notices' });
    const warning = within(notices).getByRole('alert');
    expect(warning).toHaveTextContent('Take 1 lost 0.4 s of sound because the computer could not keep up. Close other busy apps, then record it again.');
    // The take is kept among the files all the same.
    expect(within(screen.getByRole('list', { name: 'Training files' })).getByText('Take 1.wav')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('takes back the warning about a take once the take is deleted', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    backend.dropSamples(19_200);
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    const notices = await screen.findByRole('list', { name: 'Recording notices' });
    expect(notices).toHaveTextContent('Take 1 lost 0.4 s of sound');
    const list = screen.getByRole('list', { name: 'Training files' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(within(list).getByRole('button', { name: 'Delete Take 1.wav' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the take' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Its subject is gone: so is the warning (no "record it again" about a take that is not there).
    expect(screen.queryByRole('list', { name: 'Recording notices' })).toBeNull();
    expect(screen.queryByText(/Take 1 lost/)).toBeNull();
  });

  it('takes back "Take 1 is kept too" once one of the two takes is deleted', async () => {
    const { backend, user } = await openTrain();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record a take' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(await screen.findByRole('button', { name: 'Record again (Take 1)' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    backend.clipTake();
    backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    const notices = await screen.findByRole('list', { name: 'Recording notices' });
    expect(notices).toHaveTextContent('Take 1 is kept too');
    const list = screen.getByRole('list', { name: 'Training files' });
    await waitFor(() => expect(within(list).getByText('Poor')).toBeInTheDocument());
    // The new take, not whole, is the one let go: the choice is made.
    await user.click(within(list).getByRole('button', { name: 'Delete Take 2.wav' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete the take' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByText(/Take 1 is kept too/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('takes back the findings of a take once it is trimmed, and shows the new check', async () => {
    const take = fakeTake(1, 40);
    const { backend, user } = await openTrain({ takes: [take] });
    let trimmed = false;
    const silence = { code: 'silence' as const, startMs: 0, endMs: 5_000 };
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(
        paths.map((path) => ({ path, quality: trimmed ? fakeQuality(34_000, 38_700) : fakeQuality(34_000, 40_000, 'poor', [silence]) })),
        kept,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Take 1.wav' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    const findings = await within(list).findByRole('list', { name: 'Findings for Take 1.wav' });
    expect(findings).toHaveTextContent('0:00–0:05 is silence: trim it.');
    await waitFor(() => expect(screen.getByText(/Every recording is poor/)).toBeInTheDocument());

    trimmed = true;
    await user.click(within(list).getByRole('button', { name: 'Trim silence of Take 1.wav' }));
    await within(list).findByText('Trimmed 0.8 s from the start and 0.5 s from the end; it is 0:38 long now.');
    // "Trim it" no longer holds: the take is checked again, and its new verdict shows.
    expect(within(list).queryByText('0:00–0:05 is silence: trim it.')).toBeNull();
    await waitFor(() => expect(within(list).getByText('Good')).toBeInTheDocument());
    expect(within(list).queryByRole('list', { name: 'Findings for Take 1.wav' })).toBeNull();
    expect(within(list).queryByText('Poor')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('remembers speaking or singing for next time', async () => {
    localStorage.setItem(PURPOSE_KEY, 'sing');
    const { user } = await openTrain();
    expect(screen.getByRole('radio', { name: 'Sing' })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Prompt' })).toHaveTextContent(/major scale up and down on "ah"/);
    await user.click(screen.getByRole('radio', { name: 'Speak' }));
    expect(screen.getByRole('radio', { name: 'Speak' })).toBeChecked();
    expect(localStorage.getItem(PURPOSE_KEY)).toBe('speak');
    await user.click(screen.getByRole('radio', { name: 'Sing' }));
    expect(localStorage.getItem(PURPOSE_KEY)).toBe('sing');
  });
});
