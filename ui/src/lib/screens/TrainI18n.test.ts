// The Train a voice wizard (with its recorder, takes and progress) and My voices, drawn in the
// pseudo-locale: every word they show or speak comes from a message, and what is data (file, take,
// device and voice names) is marked translate="no".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import App from '../../App.svelte';
import { FakeBackend, fakeQuality, fakeRecordingsQuality, fakeTake, type FakeOptions } from '../backend/fake';
import { IpcError, ipcErrorData } from '../backend/backend';
import type { MyVoice, VoiceReadiness } from '../bindings';
import { PSEUDO, setLocale, t } from '../i18n/index.svelte';
import { hardCodedText } from '../i18n/check';
import { accent } from '../i18n/pseudo';
import { DEVICE_KEY, PURPOSE_KEY } from '../stores/recorder.svelte';

type User = ReturnType<typeof userEvent.setup>;

const LONG = '/rec/long-take.wav';
const SHORT = '/rec/take2-60s.mp3';
const NOTES = '/rec/notes.txt';
const SPEECH = '/voice/take-speech.wav';
const CLIPPED = '/voice/take-speech-clipped.wav';

beforeEach(() => {
  setLocale(PSEUDO);
  localStorage.removeItem(DEVICE_KEY);
  localStorage.removeItem(PURPOSE_KEY);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(DEVICE_KEY);
  localStorage.removeItem(PURPOSE_KEY);
});

/** The screen's own text (the frame around it is another screen's). */
function content(): Element {
  const main = document.querySelector('main.content');
  if (!main) throw new Error('no screen is shown');
  return main;
}

/** Opens a screen from the sidebar, whether its label is a message yet or not. */
async function navigate(user: User, label: string) {
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('nav .nav-item')].find((b) => {
      const text = b.textContent ?? '';
      return text.includes(accent(label)) || text.trim() === label;
    });
    if (!found) throw new Error(`no "${label}" in the sidebar`);
    return found;
  });
  await user.click(item);
}

async function openTrain(options: FakeOptions = {}, { report = false }: { report?: boolean } = {}) {
  const backend = new FakeBackend({ signedIn: true, levelEveryMs: 0, picked: [LONG, NOTES, SHORT], credits: 5000, ...options });
  if (!report) vi.spyOn(backend, 'checkRecordings').mockRejectedValue(new IpcError(ipcErrorData('internal', "the recordings' check stopped")));
  const user = userEvent.setup();
  render(App, { props: { backend } });
  await navigate(user, 'Train a voice');
  await screen.findByRole('heading', { name: t('train-files-title') });
  await waitFor(() => expect(backend.callsOf('takes')).toHaveLength(1));
  await waitFor(() => expect(screen.getByRole('button', { name: t('rec-record') })).toBeEnabled());
  return { backend, user };
}

function expectAllWorded(root: Element = content()) {
  expect(hardCodedText(root)).toEqual([]);
}

describe('train a voice, in the pseudo-locale', () => {
  it('words every step of the wizard, from the files to the training', async () => {
    const { backend, user } = await openTrain();
    expectAllWorded();

    // Files: a refused one, the report's failure, the warnings.
    await user.click(screen.getByRole('button', { name: t('train-add-files') }));
    await screen.findByRole('list', { name: t('train-files-label') });
    await waitFor(() => expect(screen.getByRole('button', { name: t('train-next') })).toBeEnabled());
    expectAllWorded();

    // Settings: the name's error, then the filled form.
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    await screen.findByRole('heading', { name: t('train-settings-title') });
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    expectAllWorded();
    await user.type(screen.getByRole('textbox', { name: t('train-name') }), 'My studio voice');
    const minutes = screen.getByRole('spinbutton', { name: t('train-minutes') });
    await user.clear(minutes);
    await user.type(minutes, '2');
    expectAllWorded();
    await user.clear(minutes);
    await user.type(minutes, '40');
    expectAllWorded();

    // Review, then the training's stages.
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    await screen.findByRole('heading', { name: t('train-review-title') });
    expectAllWorded();
    await user.click(screen.getByRole('button', { name: t('train-start', { credits: 400 }) }));
    await screen.findByRole('heading', { name: t('train-progress-title', { voice: 'My studio voice' }) });
    expectAllWorded();
    const id = backend.jobList[0].id;
    backend.updateJob(id, { state: 'uploading' });
    await waitFor(() => expect(screen.getByRole('status', { name: t('train-status-label') })).toHaveTextContent(t('train-status-uploading')));
    expectAllWorded();
    backend.updateJob(id, { state: 'training', stateSince: new Date(Date.now() - 65_000).toISOString() });
    await screen.findByRole('timer', { name: t('train-elapsed-label') });
    expectAllWorded();
    backend.updateJob(id, { state: 'awaiting_approval', requiredCredits: 480 });
    await waitFor(() => expect(screen.getByRole('status', { name: t('train-status-label') })).toHaveTextContent(t('train-status-approval', { credits: 480 })));
    expectAllWorded();
    backend.updateJob(id, { state: 'done', voiceId: 'cv-42', creditsUsed: 400 });
    await screen.findByRole('heading', { name: t('train-progress-ready-title', { voice: 'My studio voice' }) });
    expectAllWorded();
    backend.updateJob(id, { state: 'failed', failure: null });
    await screen.findByRole('heading', { name: t('train-progress-failed-title', { voice: 'My studio voice' }) });
    expectAllWorded();
  });

  it('words the quality report of the recordings', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH, CLIPPED] }, { report: true });
    backend.failNext('checkTrainingFiles', ipcErrorData('internal', "the recordings' check stopped"));
    await user.click(screen.getByRole('button', { name: t('train-add-files') }));
    await screen.findByRole('list', { name: t('train-findings-label', { file: 'take-speech-clipped.wav' }) });
    expectAllWorded();
    await user.click(screen.getByRole('checkbox', { name: t('train-keep-label', { file: 'take-speech-clipped.wav' }) }));
    await waitFor(() => expect(screen.getByText(t('train-keep-in'))).toBeInTheDocument());
    expectAllWorded();
  });

  it('words the review of a set without voice, and of one with less voice than recommended', async () => {
    const { backend, user } = await openTrain({ picked: [SPEECH] }, { report: true });
    let voicedMs = 0;
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(voicedMs, 60_000, 'good') })), kept),
    );
    await user.click(screen.getByRole('button', { name: t('train-add-files') }));
    await waitFor(() => expect(screen.getByRole('button', { name: t('train-next') })).toBeEnabled());
    expectAllWorded();
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    await user.type(await screen.findByRole('textbox', { name: t('train-name') }), 'Mia');
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    await screen.findByRole('heading', { name: t('train-review-title') });
    expect(document.querySelector('[data-review="no-voice"]')).not.toBeNull();
    expectAllWorded();

    // Back to Files, measured again with some voice: the review asks to confirm.
    voicedMs = 45_000;
    await user.click(screen.getByRole('button', { name: t('train-review-to-files') }));
    const list = await screen.findByRole('list', { name: t('train-files-label') });
    await user.click(within(list).getByRole('button', { name: t('train-remove-label', { file: 'take-speech.wav' }) }));
    await user.click(screen.getByRole('button', { name: t('train-add-files') }));
    await waitFor(() => expect(document.querySelector('[data-total="voice"]')).not.toBeNull());
    expectAllWorded();
    await user.click(screen.getByRole('button', { name: t('train-next') }));
    await user.click(await screen.findByRole('button', { name: t('train-next') }));
    await screen.findByRole('heading', { name: t('train-review-title') });
    expect(document.querySelector('[data-review="short"]')).not.toBeNull();
    expectAllWorded();
  });

  it('words the recorder: devices, prompts, saved takes, the delete dialog, a trimmed take and the meter', async () => {
    localStorage.setItem(DEVICE_KEY, 'fake:Headset');
    const { backend, user } = await openTrain({ takes: [fakeTake(3, 42.4)], recoveredTakes: ['Take 3.wav'] });
    await screen.findByRole('list', { name: t('rec-notices-label') });
    await screen.findByText(t('rec-device-fell-back', { device: 'Built-in Audio' }));
    expectAllWorded();

    const saved = screen.getByRole('list', { name: t('rec-saved-title') });
    await user.click(within(saved).getByRole('button', { name: t('rec-take-delete-label', { take: 'Take 3.wav' }) }));
    const dialog = await screen.findByRole('alertdialog', { name: t('rec-delete-title', { take: 'Take 3.wav' }) });
    expect(hardCodedText(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t('rec-delete-cancel') }));

    // Among the files, trimmed.
    await user.click(within(saved).getByRole('button', { name: t('rec-add-label', { take: 'Take 3.wav' }) }));
    const files = await screen.findByRole('list', { name: t('train-files-label') });
    await waitFor(() => expect(screen.getByRole('button', { name: t('train-next') })).toBeEnabled());
    await user.click(within(files).getByRole('button', { name: t('rec-take-trim-label', { take: 'Take 3.wav' }) }));
    await within(files).findByRole('status');
    expectAllWorded();

    // A take: nothing heard yet, then clipping.
    await user.click(screen.getByRole('button', { name: t('rec-record') }));
    await screen.findByRole('button', { name: t('rec-stop') });
    backend.level({ peakDb: -70, rmsDb: -80, seconds: 4 });
    await screen.findByText(t('rec-silent-device', { device: 'Built-in Audio' }));
    expectAllWorded();
    // (the fake has a recorded check of a clean take beside a clipped one)
    backend.clipTake();
    await waitFor(() => expect(screen.getByRole('meter', { name: t('rec-meter-label') })).toHaveAttribute('data-clipping', 'true'));
    expectAllWorded();
    await user.click(screen.getByRole('button', { name: t('rec-stop') }));
    await within(files).findByRole('button', { name: t('rec-take-trim-label', { take: 'Take 4.wav' }) });
    await waitFor(() => expect(screen.getByRole('button', { name: t('train-next') })).toBeEnabled());
    expectAllWorded();
  });

  it('words a take recorded again that ended by itself', async () => {
    const { backend, user } = await openTrain({}, { report: true });
    await user.click(screen.getByRole('button', { name: t('rec-record') }));
    await user.click(await screen.findByRole('button', { name: t('rec-stop') }));
    await user.click(await screen.findByRole('button', { name: t('rec-again-label', { take: 'Take 1' }) }));
    await screen.findByRole('button', { name: t('rec-stop') });
    await waitFor(() => expect(document.querySelector('p.replacing')).toHaveTextContent('Take 1'));
    expectAllWorded();
    // (the fake has a recorded check of a clean take beside a clipped one)
    backend.clipTake();
    backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    await screen.findByRole('list', { name: t('rec-notices-label') });
    const files = screen.getByRole('list', { name: t('train-files-label') });
    await waitFor(() => expect(within(files).getAllByRole('checkbox')).toHaveLength(1));
    expectAllWorded();
  });

  it('words again, in the new language, what was said before the language changed', async () => {
    setLocale('en');
    const { backend, user } = await openTrain({ takes: [fakeTake(3, 42.4)], recoveredTakes: ['Take 3.wav'] });
    await screen.findByRole('list', { name: 'Recording notices' });
    // The report's failure, a take that could not be trimmed, a take that could not start.
    await user.click(screen.getByRole('button', { name: 'Add Take 3.wav' }));
    const files = await screen.findByRole('list', { name: 'Training files' });
    await screen.findByText(/could not be checked for quality/);
    backend.failNext('trimTake', ipcErrorData('take_silent', 'the take is silence throughout'));
    await user.click(within(files).getByRole('button', { name: 'Trim silence of Take 3.wav' }));
    await within(files).findByRole('alert');
    backend.failNext('startTake', ipcErrorData('input_device_failed', 'the device is busy'));
    await user.click(screen.getByRole('button', { name: 'Record a take' }));
    await screen.findByText(/^The microphone could not be opened/);

    setLocale(PSEUDO);
    await screen.findByRole('heading', { name: t('train-files-title') });
    expectAllWorded();
  });

  it('words the recorder without a microphone', async () => {
    const backend = new FakeBackend({ signedIn: true, levelEveryMs: 0, inputDevices: [] });
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await navigate(user, 'Train a voice');
    await screen.findByRole('option', { name: t('rec-devices-none') });
    expectAllWorded();
  });
});

const at = '2026-11-20T10:00:00Z';
const voice = (id: string, name: string, readiness: VoiceReadiness): MyVoice => ({
  id,
  name,
  readiness,
  statusWord: readiness,
  createdAt: at,
  updatedAt: at,
});

describe('my voices, in the pseudo-locale', () => {
  async function openMyVoices(backend: FakeBackend) {
    const user = userEvent.setup();
    render(App, { props: { backend } });
    await navigate(user, 'My voices');
    return user;
  }

  it('words the list of voices', async () => {
    await openMyVoices(
      new FakeBackend({
        signedIn: true,
        myVoices: [voice('cv-1', 'Studio', 'done'), voice('cv-2', 'Draft', 'training'), voice('cv-3', 'Broken', 'failed')],
      }),
    );
    await screen.findByRole('list', { name: t('my-voices-list-label') });
    expectAllWorded();
  });

  it('words the empty list', async () => {
    await openMyVoices(new FakeBackend({ signedIn: true, myVoices: [] }));
    await screen.findByRole('heading', { name: t('my-voices-empty-title') });
    expectAllWorded();
  });

  it('words a list that could not be read', async () => {
    const backend = new FakeBackend({ signedIn: true, myVoices: [] });
    backend.failNext('myVoices', ipcErrorData('service_unreachable', 'connection refused'));
    await openMyVoices(backend);
    await screen.findByRole('button', { name: t('my-voices-retry') });
    expectAllWorded();
  });
});
