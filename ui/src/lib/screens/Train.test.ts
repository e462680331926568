import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, RECORDED, fakeQuality, fakeRecordingsQuality, jobFailure, stageMeaning, type FakeOptions } from '../backend/fake';
import { VERDICT_WORDS } from '../words/train';
import { IpcError, ipcErrorData } from '../backend/backend';
import type { StartTraining } from '../bindings';

// The shell's recorded answers (recorded.json), by the tests' file names: "long" is the 31-minute
// WAV (refused for dubbing, fine for training), "-60s" the 60-second one, .txt is not media.
const LONG = '/rec/long-take.wav';
const SHORT = '/rec/take2-60s.mp3';
const NOTES = '/rec/notes.txt';
/** The recorded files' sizes (8 kHz, 8-bit mono WAVs: 8,000 bytes a second and a 44-byte header). */
const LONG_BYTES = 31 * 60 * 8_000 + 44;
const SHORT_BYTES = 60 * 8_000 + 44;

/**
 * The chip of the verdict the shell gives the recorded clean speech (7 s of voice), as recorded:
 * the page shows what the shell says, whatever it is.
 */
function speechVerdict(): string {
  const quality = RECORDED.recordingsChecks.find((c) => c.files.length === 1 && c.files[0] === 'speech')?.check.files[0]?.quality;
  if (!quality) throw new Error('recorded.json has no check of the clean speech');
  return VERDICT_WORDS[quality.verdict].label;
}

/** The quality check's failure, as the shell would answer when its helper stops. */
const CHECK_STOPPED = ipcErrorData('internal', "the recordings' check stopped: helper exited");

/**
 * Opens the wizard. The shell's recordings hold quality reports only for a few sets of files (see
 * RECORDINGS_CHECKS in src-tauri/src/recorded.rs); with `report: false` the quality check fails,
 * as when its helper stops, and the wizard goes on without the report (the tests of the probe's
 * files, which have no recorded report).
 */
async function openTrain(options: FakeOptions = {}, { report = false }: { report?: boolean } = {}) {
  const backend = new FakeBackend({ signedIn: true, picked: [LONG, NOTES, SHORT], ...options });
  if (!report) vi.spyOn(backend, 'checkRecordings').mockRejectedValue(new IpcError(CHECK_STOPPED));
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await user.click(await screen.findByRole('button', { name: 'Train a voice' }));
  await screen.findByRole('heading', { name: 'Add recordings of the voice' });
  return { backend, user };
}

async function addFiles(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add files' }));
  const list = await screen.findByRole('list', { name: 'Training files' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  return list;
}

/** Files, then Settings with a name; returns on the Settings step. */
async function toSettings(user: ReturnType<typeof userEvent.setup>) {
  await addFiles(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Name and settings' });
}

describe('train a voice: files', () => {
  it('keeps Next disabled without files, lists a refused file with its reason and leaves it out', async () => {
    const { backend, user } = await openTrain();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Files');

    const list = await addFiles(user);
    expect(backend.callsOf('pickTrainingFiles')).toHaveLength(1);
    expect(backend.callsOf('checkTrainingFiles')[0]).toEqual([[LONG, NOTES, SHORT], null]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('31:00 · WAV');
    expect(items[1]).toHaveTextContent('"notes.txt" is not an audio or video file');
    // The format is the probe's (the recorded file is a WAV, whatever the test named it).
    expect(items[2]).toHaveTextContent('1:00 · WAV');
    // Only the readable files count (without the quality check, by their length).
    expect(screen.getByTestId('train-total')).toHaveTextContent('32:00 of audio in 2 files for the training');
    const warnings = screen.getByRole('list', { name: 'Warnings' });
    expect(warnings).toHaveTextContent("1 file can't be used");

    // Adding the same files again changes nothing.
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.click(within(list).getByRole('button', { name: 'Remove notes.txt' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(warnings).not.toHaveTextContent("can't be used"));
    expect(backend.callsOf('checkTrainingFiles').at(-1)?.[0]).toEqual([LONG, SHORT]);
  });

  it('warns about more than five files and blocks Next until one is removed', async () => {
    const six = ['/a/1.mp3', '/a/2.mp3', '/a/3.mp3', '/a/4.mp3', '/a/5.mp3', '/a/6.mp3'];
    const { user } = await openTrain({ picked: six });
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent('6 files added; a voice is trained from at most 5. Remove 1 to continue.'),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Remove 6.mp3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('warns when the total is very short', async () => {
    const { user } = await openTrain({ picked: ['/a/tiny-20s.wav'] });
    await addFiles(user);
    expect(screen.getByRole('list', { name: 'Warnings' })).toHaveTextContent('Only 20 s of audio in all');
  });
});

describe('train a voice: settings', () => {
  it('counts the name, and says when it is empty or too long', async () => {
    const { user } = await openTrain();
    await toSettings(user);
    const name = screen.getByRole('textbox', { name: 'Voice name' });
    expect(screen.getByText('0/50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(name, '  My voice  ');
    expect(screen.getByText('8/50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.clear(name);
    expect(name).toHaveAccessibleDescription(/Give the voice a name \(1 to 50 characters\)/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.type(name, 'x'.repeat(51));
    expect(screen.getByText('51/50')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription(/The name is 51 characters long; the service takes at most 50\. Remove 1 character\./);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('proposes the minutes from the total, keeps them in 5..60 and above the audio, and checks again', async () => {
    const { backend, user } = await openTrain();
    await toSettings(user);
    await user.type(screen.getByRole('textbox', { name: 'Voice name' }), 'Studio');
    const minutes = screen.getByRole('spinbutton', { name: 'Maximum minutes' });
    // 32:00 of usable audio: the shell proposes 32 minutes.
    expect(minutes).toHaveValue(32);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.clear(minutes);
    await user.type(minutes, '61');
    expect(minutes).toHaveAccessibleDescription('Choose from 5 to 60 minutes; 61 is out of range.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.clear(minutes);
    await user.type(minutes, '4');
    expect(minutes).toHaveAccessibleDescription('Choose from 5 to 60 minutes; 4 is out of range.');

    await user.clear(minutes);
    await user.type(minutes, '20');
    expect(minutes).toHaveAccessibleDescription(/more than 20 minutes: the service would charge, then fail the training\. Choose at least 32 minutes/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(backend.callsOf('checkTrainingFiles').at(-1)).toEqual([[LONG, NOTES, SHORT], 20]));

    await user.click(screen.getByRole('button', { name: 'Use the proposed 32' }));
    expect(minutes).toHaveValue(32);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Separate vocals' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Separate vocals' })).toHaveAccessibleDescription(/already isolated vocals/);
    // Enter in a field goes on like Next, and the new step's title takes focus.
    await user.type(screen.getByRole('textbox', { name: 'Voice name' }), '{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review and confirm' })).toHaveFocus());
  });
});

describe('train a voice: review and training', () => {
  async function toReview(options: FakeOptions = {}, minutes?: string) {
    const opened = await openTrain(options);
    await toSettings(opened.user);
    await opened.user.type(screen.getByRole('textbox', { name: 'Voice name' }), ' My studio voice ');
    if (minutes) {
      const field = screen.getByRole('spinbutton', { name: 'Maximum minutes' });
      await opened.user.clear(field);
      await opened.user.type(field, minutes);
    }
    await opened.user.click(screen.getByRole('checkbox', { name: 'Separate vocals' }));
    await opened.user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    return opened;
  }

  it('shows the cost and the balance after, then starts the training with exactly what was reviewed', async () => {
    const { backend, user } = await toReview({ credits: 5000 }, '40');
    expect(screen.getByTestId('train-cost')).toHaveTextContent('400 credits');
    expect(screen.getByTestId('train-balance')).toHaveTextContent('5,000 credits');
    expect(screen.getByTestId('train-after')).toHaveTextContent('4,600 credits');
    expect(screen.getByText('Off (already isolated vocals)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Train for 400 credits' }));
    const request: StartTraining = { name: 'My studio voice', files: [LONG, SHORT], maxMinutes: 40, separate: false };
    expect(backend.callsOf('startTraining')).toEqual([[request]]);
    await screen.findByRole('heading', { name: 'Training My studio voice' });
  });

  it('says plainly when the balance is short and disables the confirm button', async () => {
    const { backend, user } = await toReview({ credits: 250 });
    expect(screen.getByTestId('train-cost')).toHaveTextContent('320 credits');
    expect(screen.getByTestId('train-after')).toHaveTextContent('-70 credits');
    expect(screen.getByRole('alert')).toHaveTextContent('Not enough credits: training needs 320 and the account has 250.');
    expect(screen.getByRole('button', { name: 'Train for 320 credits' })).toBeDisabled();
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Buy credits' }));
    expect(backend.callsOf('openCreditsPage')).toHaveLength(1);
  });

  it('keeps everything on Review when the start is refused', async () => {
    const { backend, user } = await toReview();
    backend.failNext('startTraining', ipcErrorData('service_unreachable', 'connection refused'));
    await user.click(screen.getByRole('button', { name: 'Train for 320 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the voice service.");
    expect(screen.getByRole('heading', { name: 'Review and confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train for 320 credits' })).toBeEnabled();
  });

  it("words the shell's own refusal of a start, and says which step to go back to", async () => {
    const { backend, user } = await toReview();
    // As the shell refuses maximum minutes out of range (recorded from Rust).
    backend.failNext('startTraining', 'bad_minutes');
    await user.click(screen.getByRole('button', { name: 'Train for 320 credits' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The maximum minutes must be 5 to 60. Go back to Settings and change it.');
    backend.failNext('startTraining', 'bad_file_count');
    await user.click(screen.getByRole('button', { name: 'Train for 320 credits' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A voice is trained from 1 to 5 recordings. Go back to Files and change them.'),
    );
    expect(backend.callsOf('startTraining')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Review and confirm' })).toBeInTheDocument();
  });

  it("shows each file's upload from the cumulative bytes, the training's status, then the ready voice to dub with", async () => {
    const { backend, user } = await toReview();
    await user.click(screen.getByRole('button', { name: 'Train for 320 credits' }));
    const id = (backend.jobList[0] ?? { id: '' }).id;
    const first = await screen.findByRole('progressbar', { name: 'long-take.wav upload' });
    const second = screen.getByRole('progressbar', { name: 'take2-60s.mp3 upload' });
    expect(first).toHaveAttribute('aria-valuenow', '0');

    const longBytes = LONG_BYTES;
    const shortBytes = SHORT_BYTES;
    backend.updateJob(id, { state: 'uploading' });
    const status = screen.getByRole('status', { name: 'Training status' });
    await waitFor(() => expect(status).toHaveTextContent('Uploading'));
    backend.progress(id, longBytes / 2, longBytes + shortBytes);
    await waitFor(() => expect(first).toHaveAttribute('aria-valuenow', '50'));
    expect(second).toHaveAttribute('aria-valuenow', '0');
    backend.progress(id, longBytes + shortBytes / 4, longBytes + shortBytes);
    await waitFor(() => expect(second).toHaveAttribute('aria-valuenow', '25'));
    expect(first).toHaveAttribute('aria-valuenow', '100');

    // Leaving the screen and coming back still shows the training.
    await user.click(screen.getByRole('button', { name: /^Jobs/ }));
    await screen.findByRole('heading', { name: 'Jobs', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Train a voice' }));
    expect(await screen.findByRole('progressbar', { name: 'take2-60s.mp3 upload' })).toHaveAttribute('aria-valuenow', '25');

    // Every byte sent, the service not yet answering: finishing, no file marked done.
    backend.progress(id, longBytes + shortBytes, longBytes + shortBytes);
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    await waitFor(() => expect(within(uploads).getAllByText('Finishing upload…')).toHaveLength(2));
    expect(uploads.querySelectorAll('[data-upload="done"]')).toHaveLength(0);
    expect(within(uploads).queryByText('100%')).toBeNull();

    backend.updateJob(id, { state: 'training', stateSince: new Date(Date.now() - 65_000).toISOString() });
    await waitFor(() => expect(screen.getByRole('status', { name: 'Training status' })).toHaveTextContent('Training My studio voice… this can take a while'));
    expect(screen.getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('1:05');
    expect(screen.getByRole('progressbar', { name: 'take2-60s.mp3 upload' })).toHaveAttribute('aria-valuenow', '100');
    // The service moved the training past its upload: now each file is done.
    expect(screen.getByRole('list', { name: 'Uploads' }).querySelectorAll('[data-upload="done"]')).toHaveLength(2);

    backend.updateJob(id, { state: 'done', voiceId: 'cv-42', creditsUsed: 320 });
    await screen.findByRole('heading', { name: 'My studio voice is ready' });
    expect(screen.getByRole('status', { name: 'Training status' })).toHaveTextContent('Ready');
    await user.click(screen.getByRole('button', { name: 'Dub with this voice' }));
    const sheet = await screen.findByRole('dialog', { name: 'Dub with My studio voice' });
    expect(backend.callsOf('voicePreset')).toContainEqual(['cv-42']);
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Train another voice' }));
    await screen.findByRole('heading', { name: 'Add recordings of the voice' });
    expect(screen.queryByRole('list', { name: 'Training files' })).toBeNull();
  });

  it('says why a training failed in plain words, and offers Retry and the way back', async () => {
    const { backend, user } = await toReview();
    await user.click(screen.getByRole('button', { name: 'Train for 320 credits' }));
    await screen.findByRole('heading', { name: 'Training My studio voice' });
    const id = backend.jobList[0].id;
    backend.updateJob(id, { state: 'failed', failure: jobFailure('network') });
    await screen.findByRole('heading', { name: 'My studio voice was not trained' });
    expect(screen.getByRole('status', { name: 'Training status' })).toHaveTextContent("Can't reach the voice service. Check your connection, then press Retry.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(backend.callsOf('retryJob')).toEqual([[id]]);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Training status' })).not.toHaveTextContent("Can't reach"));

    // A failure the shell says Retry can't help: no Retry.
    backend.updateJob(id, {
      state: 'failed',
      failure: jobFailure('invalid_request', { detail: 'files too short' }),
      actions: { ...stageMeaning('training', 'failed').actions, retry: false },
    });
    await screen.findByRole('heading', { name: 'My studio voice was not trained' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Back to review' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(screen.getByRole('button', { name: 'Train for 320 credits' })).toBeEnabled();
  });
});

describe('train a voice: drops', () => {
  it('adds files dropped on the window to the wizard instead of opening the dub sheet', async () => {
    const { backend } = await openTrain();
    backend.drop({ kind: 'enter', paths: [SHORT], x: 10, y: 10 });
    expect(await screen.findByText('Drop to add recordings to the training files')).toBeInTheDocument();
    backend.drop({ kind: 'drop', paths: [SHORT, NOTES], x: 10, y: 10 });
    const list = await screen.findByRole('list', { name: 'Training files' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.callsOf('probeInputs')).toHaveLength(0);
    expect(backend.callsOf('checkTrainingFiles')[0]).toEqual([[SHORT, NOTES], null]);
    // A second drop adds; a file dropped again is not listed twice.
    backend.drop({ kind: 'drop', paths: [SHORT, LONG], x: 10, y: 10 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  });

  it('brings the wizard back to Files when files are dropped on a later step', async () => {
    const { backend, user } = await openTrain();
    await toSettings(user);
    backend.drop({ kind: 'drop', paths: ['/rec/extra-30s.wav'], x: 10, y: 10 });
    await screen.findByRole('heading', { name: 'Add recordings of the voice' });
    const list = screen.getByRole('list', { name: 'Training files' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
  });
});

describe('train a voice: the quality report', () => {
  // Synthetic speech recorded by the shell: clean ("speech"), and the same clipped; "-60s" is a
  // minute of silence at 8 kHz. The shell's recordings hold quality reports of these sets only.
  const SPEECH = '/voice/take-speech.wav';
  const CLIPPED = '/voice/take-speech-clipped.wav';
  const QUIET = '/voice/quiet-60s.wav';

  it('shows each file its verdict, findings and figures, and keeps a poor one only when confirmed', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH, CLIPPED] }, { report: true });
    // The shell has no recorded probe check of these two files (see the report): the probe's
    // failure leaves the quality report on its own.
    backend.failNext('checkTrainingFiles', CHECK_STOPPED);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const measure = backend.checkRecordings.bind(backend);
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) => {
      await held;
      return measure(paths, kept);
    });

    await user.click(screen.getByRole('button', { name: 'Add files' }));
    expect(await screen.findByText(/Checking the recordings… this takes a few seconds a file/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    release();

    const list = screen.getByRole('list', { name: 'Training files' });
    const clippedFindings = await screen.findByRole('list', { name: 'Findings for take-speech-clipped.wav' });
    expect(screen.queryByText(/Checking the recordings… this takes/)).toBeNull();
    // Sent with every file kept; the clipped one came back poor, so the set is summed without it.
    expect(backend.callsOf('checkRecordings')).toEqual([
      [[SPEECH, CLIPPED], [true, true]],
      [[SPEECH, CLIPPED], [true, false]],
    ]);
    const [good, poor] = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('file'));
    expect(good).toHaveTextContent(speechVerdict());
    expect(within(good).getByTestId('train-figures')).toHaveTextContent('0:07 of voice in 0:07 · -30 LUFS · signal-to-noise 96 dB');
    // Seven seconds of clean voice: too short to count for much, the only thing said of it.
    const speechFindings = screen.getByRole('list', { name: 'Findings for take-speech.wav' });
    expect(within(speechFindings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Only 0:07 of voice: too short to teach the voice much. Record a longer take, a minute or more.',
    ]);
    expect(poor).toHaveTextContent('Poor');
    expect(within(good).queryByText('Poor')).toBeNull();
    expect(within(poor).getByTestId('train-figures')).toHaveTextContent('0:07 of voice in 0:07 · -8 LUFS · signal-to-noise 44 dB');
    expect(within(clippedFindings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '7 % of samples clipped: lower the input gain and record again.',
      'Only 0:07 of voice: too short to teach the voice much. Record a longer take, a minute or more.',
    ]);
    // The set's voice is the kept file's only.
    expect(screen.getByTestId('train-total')).toHaveTextContent('7 s of voice in 1 file for the training (7 s of audio, silences and pauses included)');
    // Too little is counted in voice too, once the report is in: not the files' length.
    const warned = screen.getByRole('list', { name: 'Warnings' });
    expect(warned).toHaveTextContent('Only 7 s of voice in all, silences and pauses left out.');
    expect(warned).not.toHaveTextContent('of audio in all');
    const keep = within(poor).getByRole('checkbox', { name: 'Keep take-speech-clipped.wav anyway' });
    expect(keep).not.toBeChecked();
    expect(poor).toHaveTextContent('it is left out of the training');
    expect(within(good).queryByRole('checkbox')).toBeNull();

    await user.click(keep);
    await waitFor(() => expect(screen.getByTestId('train-total')).toHaveTextContent('14 s of voice in 2 files for the training (15 s of audio'));
    expect(backend.callsOf('checkRecordings').at(-1)).toEqual([[SPEECH, CLIPPED], [true, true]]);
    expect(keep).toBeChecked();
    expect(poor).toHaveTextContent('it goes into the training');

    await user.click(keep);
    await waitFor(() => expect(screen.getByTestId('train-total')).toHaveTextContent('7 s of voice in 1 file'));
    expect(backend.callsOf('checkRecordings').at(-1)).toEqual([[SPEECH, CLIPPED], [true, false]]);
    expect(backend.callsOf('checkRecordings')).toHaveLength(4);
  });

  it('says a file it could not measure is not checked', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH, '/voice/notes.txt'] }, { report: true });
    backend.failNext('checkTrainingFiles', CHECK_STOPPED);
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await waitFor(() => expect(backend.callsOf('checkRecordings')).toEqual([[[SPEECH, '/voice/notes.txt'], [true, true]]]));
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(items[0]).toHaveTextContent(speechVerdict()));
    expect(items[1]).not.toHaveTextContent(/Good|Usable|Poor/);
  });

  it('marks a poor file, blocks Next until it is kept, then proposes the minutes from its voice and states it on Review', async () => {
    const { backend, user } = await openTrain({ picked: [QUIET], credits: 5000 }, { report: true });
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    const findings = await screen.findByRole('list', { name: 'Findings for quiet-60s.wav' });
    expect(within(findings).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Recorded at 8 kHz, as a telephone: the voice loses its upper range. Record at 44.1 or 48 kHz.',
      'Only 0:00 of its 1:00 is voice: trim the rest, or the voice learns little from it.',
      '0:00–1:00 is silence: trim it.',
    ]);
    expect(screen.getByTestId('train-figures')).toHaveTextContent('0:00 of voice in 1:00 · loudness not measurable · no voice to set against the noise');
    await waitFor(() => expect(screen.getByText(/Every recording is poor: keep one anyway/)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Nothing kept: no set to sum, so no second check.
    expect(backend.callsOf('checkRecordings')).toEqual([[[QUIET], [true]]]);

    await user.click(screen.getByRole('checkbox', { name: 'Keep quiet-60s.wav anyway' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(backend.callsOf('checkRecordings').at(-1)).toEqual([[QUIET], [true]]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Name and settings' });
    const minutes = screen.getByRole('spinbutton', { name: 'Maximum minutes' });
    expect(minutes).toHaveValue(5);
    // Why: the voice the kept recordings hold, not their length.
    expect(minutes).toHaveAccessibleDescription(/Your recordings hold 0:00 of voice: 5 minutes of training cover it\./);
    expect(minutes).not.toHaveAccessibleDescription(/Proposed from the 1:00 of audio/);
    await user.type(screen.getByRole('textbox', { name: 'Voice name' }), 'Quiet');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(screen.getByTestId('train-held')).toHaveTextContent(
      'You pay for 5 minutes (50 credits); the recordings you keep hold 0:00 of voice (0 good, 0 usable, 1 poor kept).',
    );
    // No voice at all: training is refused, with what, why and what to do.
    const refusal = screen.getByRole('alert');
    expect(refusal).toHaveAttribute('data-review', 'no-voice');
    expect(refusal).toHaveTextContent(
      'The recordings you keep hold no voice: the quality check heard none in them, so training would spend 50 credits on a voice that learns nothing. Go back to Files and add recordings of the voice, or record takes.',
    );
    const start = screen.getByRole('button', { name: 'Train for 50 credits' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/hold no voice/);
    expect(screen.queryByRole('checkbox', { name: /less than 2:00 of voice/ })).toBeNull();
    await user.click(start);
    expect(backend.callsOf('startTraining')).toHaveLength(0);
    await user.click(within(refusal).getByRole('button', { name: 'Back to Files' }));
    await screen.findByRole('heading', { name: 'Add recordings of the voice' });
  });

  it('asks to confirm a set with less voice than recommended, says what the voice will lack, and starts only once confirmed', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH], credits: 5000 }, { report: true });
    // 0:45 of voice in a minute: usable for training, below the 2:00 the first step recommends.
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(45_000, 60_000) })), kept),
    );
    await toSettings(user);
    await user.type(screen.getByRole('textbox', { name: 'Voice name' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });

    const confirm = screen.getByRole('checkbox', { name: 'Train with less than 2:00 of voice anyway' });
    expect(confirm).toHaveAttribute('data-review', 'short-confirm');
    expect(confirm.closest('[data-review="short"]')).not.toBeNull();
    expect(confirm).not.toBeChecked();
    expect(confirm).toHaveAccessibleDescription(
      'With 0:45 of voice, less than the 2:00 recommended, the voice will sound less like you and may slip on notes and sounds it has not heard. Add or record more for a closer voice.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const start = screen.getByRole('button', { name: 'Train for 50 credits' });
    expect(start).toBeDisabled();
    expect(screen.getByText('Check the box above to train with less voice than recommended.')).toBeInTheDocument();
    await user.click(start);
    expect(backend.callsOf('startTraining')).toHaveLength(0);

    await user.click(confirm);
    expect(start).toBeEnabled();
    expect(screen.queryByText('Check the box above to train with less voice than recommended.')).toBeNull();
    // Taken back, it asks again; given, the training starts.
    await user.click(confirm);
    expect(start).toBeDisabled();
    await user.click(confirm);
    await user.click(start);
    expect(backend.callsOf('startTraining')).toEqual([[{ name: 'Short', files: [SPEECH], maxMinutes: 5, separate: true }]]);
  });

  it('asks again when the recordings change after the short set was confirmed', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH], credits: 5000 }, { report: true });
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(45_000, 60_000) })), kept),
    );
    await toSettings(user);
    await user.type(screen.getByRole('textbox', { name: 'Voice name' }), 'Short');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Train with less than 2:00 of voice anyway' }));
    expect(screen.getByRole('button', { name: 'Train for 50 credits' })).toBeEnabled();

    // Back to Files: the file is taken out and added again, measured as more voice now.
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(70_000, 80_000) })), kept),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const list = await screen.findByRole('list', { name: 'Training files' });
    await user.click(within(list).getByRole('button', { name: 'Remove take-speech.wav' }));
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    await waitFor(() => expect(screen.getByTestId('train-total')).toHaveTextContent('1:10 of voice'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    const confirm = screen.getByRole('checkbox', { name: 'Train with less than 2:00 of voice anyway' });
    expect(confirm).not.toBeChecked();
    expect(confirm).toHaveAccessibleDescription(/^With 1:10 of voice/);
    expect(screen.getByRole('button', { name: 'Train for 50 credits' })).toBeDisabled();
  });

  it('leaves a poor file out again when it is no longer kept, without summing an empty set', async () => {
    const { backend, user } = await openTrain({ picked: [QUIET] }, { report: true });
    await user.click(screen.getByRole('button', { name: 'Add files' }));
    const keep = await screen.findByRole('checkbox', { name: 'Keep quiet-60s.wav anyway' });
    await user.click(keep);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(keep);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByTestId('train-total')).toHaveTextContent('0 s of audio in 0 files');
    expect(screen.getByTestId('train-total')).not.toHaveTextContent('of voice');
    expect(backend.callsOf('checkRecordings')).toEqual([[[QUIET], [true]], [[QUIET], [true]]]);
  });

  it('goes on without the report when the check fails, and says so', async () => {
    const { user } = await openTrain();
    await addFiles(user);
    expect(screen.getByRole('alert')).toHaveTextContent(/The recordings could not be checked for quality: .* You can continue without the report; every readable file is kept\./);
    expect(screen.queryByText(/Good|Usable|Poor/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: 'Voice name' }), 'Studio');
    // Without a report the proposal stays the probe's, from the length.
    expect(screen.getByRole('spinbutton', { name: 'Maximum minutes' })).toHaveAccessibleDescription(/Proposed from the 32:00 of audio: 32\./);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review and confirm' });
    expect(screen.getByTestId('train-held')).toHaveTextContent('The recordings were not checked for quality');
  });
});
