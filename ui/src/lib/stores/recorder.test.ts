// The wizard's recorder without a page: takes join the wizard's files, the meter follows the
// levels, a take that ends by itself is kept and told, the device choice is remembered, and takes
// are trimmed, deleted, played and listed. Against the fake backend, whose takes are the shell's
// recordings of synthetic speech (clipped when the test clips them).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBackend, fakeQuality, fakeRecordingsQuality, fakeTake, type FakeOptions } from '../backend/fake';
import { ipcErrorData } from '../backend/backend';
import { LIMITS } from '../contract';
import { TrainStore } from './train.svelte';
import { CLIP_HOLD_MS, DEVICE_KEY, PURPOSE_KEY, RecorderStore, aimMs, deviceLabel, enteredMinutes, isMicrophone, meterShare, meterValue, pickDevice, recordingAdoptedWords, type KeyValueStore, type TakePlayer } from './recorder.svelte';

const BUILT_IN = 'fake:Built-in Audio';
const USB = 'fake:USB Microphone';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

async function setup(options: FakeOptions = {}, storage = memoryStorage()) {
  // Levels only when a test sends one.
  const backend = new FakeBackend({ signedIn: true, levelEveryMs: 0, ...options });
  const train = new TrainStore(backend);
  const recorder = new RecorderStore(backend, train, { storage });
  await recorder.start();
  await recorder.open();
  return { backend, train, recorder, storage };
}

/** The wizard has checked and measured its files. */
async function settled(train: TrainStore) {
  await vi.waitFor(() => {
    expect(train.checking).toBe(false);
    expect(train.measuring).toBe(false);
    expect(train.check).not.toBeNull();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('recorder rules', () => {
  it('tells a microphone from a device that records nothing or records the computer', () => {
    const device = (id: string, name: string) => ({ id, name, isDefault: false });
    expect(isMicrophone(device('alsa:default', 'Default ALSA Device'))).toBe(true);
    expect(isMicrophone(device('pulseaudio:alsa_input.usb-mic', 'USB Microphone'))).toBe(true);
    // A name that only mentions "monitor" (studio monitor headphones with a microphone) is one.
    expect(isMicrophone(device('coreaudio:42', 'Monitor Headset Mic'))).toBe(true);
    expect(isMicrophone(device('alsa:null', 'Discard all samples (playback) or generate zero samples (capture)'))).toBe(false);
    expect(isMicrophone(device('null', 'null'))).toBe(false);
    expect(isMicrophone(device('alsa:hw9', 'Discard all samples (playback) or generate zero samples (capture)'))).toBe(false);
    expect(isMicrophone(device('pulseaudio:alsa_output.pci.analog-stereo.monitor', 'Built-in Audio Analog Stereo'))).toBe(false);
    expect(isMicrophone(device('pipewire:52', 'Monitor of Built-in Audio Analog Stereo'))).toBe(false);
  });

  it('puts a level on the -60..0 dB scale', () => {
    expect(meterValue(-12.4)).toBe(-12);
    expect(meterValue(-120)).toBe(-60);
    expect(meterValue(3)).toBe(0);
    expect(meterValue(null)).toBe(-60);
    expect(meterShare(-60)).toBe(0);
    expect(meterShare(-30)).toBe(0.5);
    expect(meterShare(0)).toBe(1);
    expect(meterShare(-200)).toBe(0);
  });

  it('aims at the minutes entered for the training, else the fewest a training is paid for', () => {
    const { minMinutes, maxMinutes } = LIMITS.training;
    expect(enteredMinutes(8, true)).toBe(8);
    expect(enteredMinutes(8, false)).toBeNull();
    expect(enteredMinutes(null, true)).toBeNull();
    expect(enteredMinutes(maxMinutes + 1, true)).toBeNull();
    expect(enteredMinutes(minMinutes - 1, true)).toBeNull();
    expect(aimMs(null)).toBe(minMinutes * 60_000);
    expect(aimMs(8)).toBe(8 * 60_000);
  });

  it('picks the remembered device while it is connected, else the default', () => {
    const devices = [
      { id: 'a', name: 'Built-in Audio', isDefault: true },
      { id: 'b', name: 'USB Microphone', isDefault: false },
    ];
    expect(pickDevice(devices, 'b')).toEqual({ id: 'b', fellBack: false });
    expect(pickDevice(devices, null)).toEqual({ id: 'a', fellBack: false });
    expect(pickDevice(devices, 'gone')).toEqual({ id: 'a', fellBack: true });
    expect(pickDevice([], 'gone')).toEqual({ id: null, fellBack: false });
    expect(deviceLabel(devices[0])).toBe('Built-in Audio (default)');
    expect(deviceLabel(devices[1])).toBe('USB Microphone');
  });
});

describe('recorder store', () => {
  it('records a take from the chosen device, and the stopped take joins the files and is checked', async () => {
    const { backend, train, recorder } = await setup();
    expect(recorder.devices?.map((d) => d.name)).toEqual(['Built-in Audio', 'USB Microphone']);
    expect(recorder.deviceId).toBe(BUILT_IN);
    expect(recorder.canRecord).toBe(true);

    await recorder.record();
    expect(backend.callsOf('startTake')).toEqual([[BUILT_IN]]);
    expect(recorder.phase).toBe('recording');
    expect(recorder.busy).toBe(true);
    expect(recorder.current?.name).toBe('Take 1.wav');
    expect(backend.recordingTake).toBe('Take 1.wav');

    await recorder.stop();
    expect(recorder.phase).toBe('idle');
    expect(recorder.busy).toBe(false);
    expect(backend.recordingTake).toBeNull();
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav']);
    expect(recorder.takes.map((t) => t.name)).toEqual(['Take 1.wav']);
    // Among the files, not among the saved takes.
    expect(recorder.savedTakes).toEqual([]);
    expect(recorder.notices).toEqual([]);

    // The wizard checks it like a dropped file: probe, verdict.
    await settled(train);
    expect(backend.callsOf('checkTrainingFiles').at(-1)).toEqual([['/fake/takes/Take 1.wav'], null]);
    expect(train.usable.map((f) => f.name)).toEqual(['Take 1.wav']);
    // Seven seconds of voice: usable, never good (the shell's rule, replayed by the fake).
    await vi.waitFor(() => expect(train.reportOf('/fake/takes/Take 1.wav')?.verdict).toBe('usable'));
  });

  it('follows the levels: the meter value, the time, and whether the microphone hears anything', async () => {
    const { backend, recorder } = await setup();
    expect(recorder.meterNow).toBe(-60);
    await recorder.record();
    backend.level({ peakDb: -55.2, rmsDb: -62, seconds: 0.5 });
    expect(recorder.meterNow).toBe(-55);
    expect(recorder.moving).toBe(false);
    backend.level({ peakDb: -12.4, rmsDb: -20, seconds: 1.25 });
    expect(recorder.meterNow).toBe(-12);
    expect(recorder.level?.rmsDb).toBe(-20);
    expect(recorder.elapsed).toBe(1.25);
    expect(recorder.moving).toBe(true);
    // A quiet level afterwards leaves it moving for this take...
    backend.level({ peakDb: -90, rmsDb: -100, seconds: 1.5 });
    expect(recorder.meterNow).toBe(-60);
    expect(recorder.moving).toBe(true);
    await recorder.stop();
    // ...and a new take starts still.
    await recorder.record();
    expect(recorder.moving).toBe(false);
    expect(recorder.elapsed).toBe(0);
    backend.clipTake();
    await recorder.stop();
  });

  it('marks clipping for 1.5 s after a clipped level, again from each one', async () => {
    const { backend, recorder } = await setup();
    await recorder.record();
    vi.useFakeTimers();
    backend.level();
    expect(recorder.clipping).toBe(false);
    backend.clipTake();
    expect(recorder.clipping).toBe(true);
    vi.advanceTimersByTime(CLIP_HOLD_MS - 100);
    expect(recorder.clipping).toBe(true);
    backend.clipTake();
    vi.advanceTimersByTime(CLIP_HOLD_MS - 100);
    expect(recorder.clipping).toBe(true);
    vi.advanceTimersByTime(200);
    expect(recorder.clipping).toBe(false);
    vi.useRealTimers();
    // Stopped without adding it to the files (a clipped take alone has no recorded check).
    recorder.dispose();
  });

  it('keeps a take that ended by itself, adds it to the files and says why, without stopping it', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    backend.level({ seconds: 41.2 });
    const done = backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    expect(recorder.phase).toBe('idle');
    expect(train.paths).toEqual([done.take.path]);
    expect(recorder.notices).toHaveLength(1);
    expect(recorder.notices[0].tone).toBe('warn');
    expect(recorder.notices[0].text).toMatch(/^The microphone was disconnected, so Take 1 stopped at 0:\d\d\. What was recorded is kept\./);
    // The page does not stop it: the next start collects it.
    expect(backend.callsOf('stopTake')).toEqual([]);
    await recorder.record();
    expect(recorder.current?.name).toBe('Take 2.wav');
    backend.clipTake();
    // The disk fills: its reason is told.
    backend.endTake({ kind: 'write_failed', why: 'write', io: 'other', detail: 'No space left on device' });
    expect(recorder.notices[1].text).toMatch(/^Take 2 could not be written to disk \(No space left on device\), so it stopped at 0:\d\d\. What was recorded is kept\. Free some disk space/);
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav', '/fake/takes/Take 2.wav']);
    await settled(train);
    recorder.dismiss(recorder.notices[0].id);
    expect(recorder.notices).toHaveLength(1);
  });

  it('takes in a stopped take only once when its end was also told by the event', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    // The take ends by itself as the user presses Stop: stopTake collects the ended take.
    backend.endTake();
    recorder.phase = 'recording';
    await recorder.stop();
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav']);
    expect(recorder.notices).toHaveLength(1);
    expect(recorder.problem).toBeNull();
    await settled(train);
  });

  it('knows there is no microphone without calling it a problem, and keeps Record off', async () => {
    const { backend, recorder } = await setup({ inputDevices: [] });
    expect(recorder.devices).toEqual([]);
    expect(recorder.canRecord).toBe(false);
    // No microphone is not an error: a person who only adds files has nothing to fix.
    expect(recorder.noMicrophone).toBe(true);
    expect(recorder.devicesProblem).toBeNull();
    await recorder.record();
    expect(backend.callsOf('startTake')).toEqual([]);

    // One is plugged in: Refresh finds it.
    backend.devices = [{ id: USB, name: 'USB Microphone', isDefault: true }];
    await recorder.refreshDevices();
    expect(recorder.noMicrophone).toBe(false);
    expect(recorder.devicesProblem).toBeNull();
    expect(recorder.deviceId).toBe(USB);
    expect(recorder.canRecord).toBe(true);
  });

  it('offers no device that is not a microphone, even when the shell lists one', async () => {
    const { recorder } = await setup({
      inputDevices: [
        { id: 'alsa:null', name: 'Discard all samples (playback) or generate zero samples (capture)', isDefault: true },
        { id: 'pulseaudio:alsa_output.pci-0000_00_1f.3.analog-stereo.monitor', name: 'Monitor of Built-in Audio Analog Stereo', isDefault: false },
        { id: 'null', name: 'null', isDefault: false },
        { id: USB, name: 'USB Microphone', isDefault: false },
      ],
    });
    expect(recorder.devices?.map((d) => d.id)).toEqual([USB]);
    expect(recorder.deviceId).toBe(USB);
    expect(recorder.noMicrophone).toBe(false);
  });

  it('says no microphone when the shell lists only devices that are not microphones', async () => {
    const { recorder } = await setup({ inputDevices: [{ id: 'alsa:null', name: 'Discard all samples (playback) or generate zero samples (capture)', isDefault: true }] });
    expect(recorder.devices).toEqual([]);
    expect(recorder.deviceId).toBeNull();
    expect(recorder.noMicrophone).toBe(true);
    expect(recorder.canRecord).toBe(false);
  });

  it('remembers the microphone chosen, and falls back to the default when it is gone', async () => {
    const storage = memoryStorage();
    const first = await setup({}, storage);
    first.recorder.chooseDevice(USB);
    expect(storage.data[DEVICE_KEY]).toBe(USB);
    await first.recorder.record();
    expect(first.backend.callsOf('startTake')).toEqual([[USB]]);
    await first.recorder.stop();
    await settled(first.train);

    // Next time it is chosen again.
    const again = await setup({}, storage);
    expect(again.recorder.deviceId).toBe(USB);
    expect(again.recorder.deviceFellBack).toBe(false);

    // Unplugged since: the default, and the page says so.
    const gone = await setup({ inputDevices: [{ id: BUILT_IN, name: 'Built-in Audio', isDefault: true }] }, storage);
    expect(gone.recorder.deviceId).toBe(BUILT_IN);
    expect(gone.recorder.deviceFellBack).toBe(true);
    expect(storage.data[DEVICE_KEY]).toBe(USB);
  });

  it('says why a start failed and looks for the devices again when the microphone went away', async () => {
    const { backend, recorder } = await setup();
    backend.failNext('startTake', ipcErrorData('input_device_gone', 'fake:Built-in Audio is not connected'));
    const asked = backend.callsOf('inputDevices').length;
    await recorder.record();
    expect(recorder.phase).toBe('idle');
    expect(recorder.problem).toMatch(/^The chosen microphone is not connected any more/);
    expect(backend.callsOf('inputDevices').length).toBe(asked + 1);
  });

  it('takes over a take the shell was recording already (the page was reloaded), so Stop keeps it', async () => {
    const { backend, train, recorder } = await setup();
    // Started before this page: the shell records it.
    await backend.startTake(null);
    await recorder.record();
    expect(recorder.phase).toBe('recording');
    expect(recorder.problem).toBe(recordingAdoptedWords());
    backend.level({ peakDb: -20, seconds: 12 });
    expect(recorder.elapsed).toBe(12);
    await recorder.stop();
    expect(recorder.phase).toBe('idle');
    expect(recorder.problem).toBeNull();
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav']);
    await settled(train);
  });

  it('trims a take in the files, measures it again, and says what was cut or why it could not', async () => {
    const take = fakeTake(1, 40);
    const { backend, train, recorder } = await setup({ takes: [take] });
    expect(recorder.savedTakes.map((t) => t.name)).toEqual(['Take 1.wav']);
    recorder.add(take);
    expect(train.paths).toEqual([take.path]);
    expect(recorder.savedTakes).toEqual([]);
    await settled(train);
    const checks = backend.callsOf('checkTrainingFiles').length;
    const measures = backend.callsOf('checkRecordings').length;

    await recorder.trim(take);
    expect(backend.callsOf('trimTake')).toEqual([['Take 1.wav']]);
    expect(recorder.trimNotes['Take 1.wav']).toBe('Trimmed 0.8 s from the start and 0.5 s from the end; it is 0:38 long now.');
    expect(recorder.takeOf(take.path)?.seconds).toBe(38.7);
    await settled(train);
    expect(backend.callsOf('checkTrainingFiles').length).toBeGreaterThan(checks);
    expect(backend.callsOf('checkRecordings').length).toBeGreaterThan(measures);

    await recorder.trim(take);
    expect(recorder.trimNotes['Take 1.wav']).toBe('There was no silence to cut at either end.');

    backend.failNext('trimTake', ipcErrorData('take_silent', 'the take is silence throughout'));
    await recorder.trim(take);
    expect(recorder.trimNotes['Take 1.wav']).toBeUndefined();
    expect(recorder.takeProblems['Take 1.wav']).toMatch(/^This take is silence from start to end/);
    expect(recorder.busyTakes).toEqual({});
  });

  it('deletes a take once confirmed, and it leaves the files', async () => {
    const take = fakeTake(1, 40);
    const { backend, train, recorder } = await setup({ takes: [take, fakeTake(2, 12)] });
    recorder.add(take);
    await settled(train);

    recorder.askDelete(take);
    expect(recorder.deleting).toEqual(take);
    recorder.cancelDelete();
    expect(recorder.deleting).toBeNull();
    expect(backend.callsOf('deleteTake')).toEqual([]);

    // A refusal keeps the question open, with the reason.
    recorder.askDelete(take);
    backend.failNext('deleteTake', ipcErrorData('take_failed', 'the take could not be written: Permission denied (os error 13)', { io: 'permission_denied', detail: 'Permission denied (os error 13)' }));
    expect(await recorder.confirmDelete()).toBe(false);
    expect(recorder.deleting).toEqual(take);
    expect(recorder.takeProblems['Take 1.wav']).toMatch(/^The take could not be read or written \(permission denied\)/);

    expect(await recorder.confirmDelete()).toBe(true);
    expect(recorder.deleting).toBeNull();
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 2.wav']);
    expect(recorder.takes.map((t) => t.name)).toEqual(['Take 2.wav']);
    expect(train.paths).toEqual([]);
  });

  it('tells once of takes kept after a crash, and lists the saved takes not among the files', async () => {
    const { backend, recorder } = await setup({ takes: [fakeTake(1, 48.2), fakeTake(3, 42.4)], recoveredTakes: ['Take 3.wav'] });
    expect(recorder.notices.map((n) => [n.tone, n.text])).toEqual([
      ['info', 'Take 3 was being recorded when Dubdeck closed. It was kept (0:42). Add it from Saved takes to train with it.'],
    ]);
    expect(recorder.savedTakes.map((t) => t.name)).toEqual(['Take 1.wav', 'Take 3.wav']);
    await recorder.open();
    expect(recorder.notices).toHaveLength(1);
    // The next take is numbered past the highest.
    await recorder.record();
    expect(recorder.current?.name).toBe('Take 4.wav');
    expect(backend.callsOf('takes')).toHaveLength(2);
    await recorder.stop();
  });

  it('counts the voice recorded against the aim, not the silence', async () => {
    const { backend, train, recorder } = await setup();
    expect(recorder.counts).toBe('voice');
    expect(recorder.recordedMs).toBe(0);
    expect(recorder.aim).toBe(LIMITS.training.minMinutes * 60_000);
    expect(recorder.minutesEntered).toBeNull();

    // The recorded 60-second file is a minute of silence: kept anyway, it adds no voice.
    train.addFiles(['/rec/a-60s.wav']);
    await settled(train);
    expect(train.reportOf('/rec/a-60s.wav')?.verdict).toBe('poor');
    train.keepAnyway('/rec/a-60s.wav', true);
    await settled(train);
    expect(train.totalMs).toBe(60_000);
    expect(recorder.recordedMs).toBe(0);
    expect(recorder.aimReached).toBe(false);

    // A take counts once it is checked, for the voice it holds: not while it is recorded.
    await recorder.record();
    backend.level({ seconds: 30 });
    expect(recorder.recordedMs).toBe(0);

    // Minutes the user entered are the aim.
    train.minutesText = '6';
    train.minutesEdited = true;
    expect(recorder.minutesEntered).toBe(6);
    expect(recorder.aim).toBe(6 * 60_000);
    train.minutesText = '1';
    expect(recorder.aim).toBe(LIMITS.training.minMinutes * 60_000);
    // Stopped without adding it to files the fake has no check for (60 s + a take).
    recorder.dispose();
    expect(backend.callsOf('stopTake')).toHaveLength(1);
  });

  it('counts the voice of each kept file as measured, and the set once it is summed', async () => {
    const { backend, train, recorder } = await setup();
    const a = '/voice/a-speech.wav';
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(
        paths.map((path) => ({ path, quality: fakeQuality(95_000, 180_000) })),
        kept,
      ),
    );
    vi.spyOn(backend, 'checkTrainingFiles').mockRejectedValue(new Error('no probe'));
    train.addFiles([a]);
    await vi.waitFor(() => expect(train.measuring).toBe(false));
    expect(recorder.recordedMs).toBe(95_000);
    expect(recorder.aimReached).toBe(false);
  });

  it('counts the audio when the quality check could not run, with the take being recorded', async () => {
    const { backend, train, recorder } = await setup();
    vi.spyOn(backend, 'checkRecordings').mockRejectedValue(ipcErrorData('internal', 'the check stopped'));
    train.addFiles(['/rec/a-60s.wav']);
    await settled(train);
    expect(recorder.counts).toBe('audio');
    expect(recorder.recordedMs).toBe(60_000);
    await recorder.record();
    backend.level({ seconds: 30 });
    expect(recorder.recordedMs).toBe(90_000);
    backend.level({ seconds: 300 });
    expect(recorder.aimReached).toBe(true);
    recorder.dispose();
  });

  it('plays one take at a time, pauses it, and stops it to record', async () => {
    const { backend, recorder } = await setup({ takes: [fakeTake(1, 10), fakeTake(2, 12)] });
    const played: string[] = [];
    let stops = 0;
    const player: TakePlayer = {
      play: async (url) => void played.push(url),
      stop: () => void stops++,
    };
    recorder.attachPlayer(player);
    const [one, two] = recorder.takes;

    await recorder.togglePlay(one);
    expect(recorder.playing).toBe('Take 1.wav');
    expect(played).toEqual(['http://127.0.0.1:1/media/takes/Take%201.wav']);
    await recorder.togglePlay(two);
    expect(recorder.playing).toBe('Take 2.wav');
    expect(stops).toBe(1);
    await recorder.togglePlay(two);
    expect(recorder.playing).toBeNull();
    expect(stops).toBe(2);

    await recorder.togglePlay(one);
    recorder.playbackEnded();
    expect(recorder.playing).toBeNull();

    // A player that cannot play it: said on the take.
    recorder.attachPlayer({ play: () => Promise.reject(new Error('format not supported')), stop: () => undefined });
    await recorder.togglePlay(one);
    expect(recorder.playing).toBeNull();
    expect(recorder.takeProblems['Take 1.wav']).toBe('Take 1.wav could not be played (format not supported). Check the sound output, then press Play again.');

    recorder.attachPlayer(player);
    await recorder.togglePlay(one);
    await recorder.record();
    expect(recorder.playing).toBeNull();
    expect(backend.recordingTake).toBe('Take 3.wav');
    await recorder.stop();
  });
});

describe('recorder store: lost sound, recording again, the purpose', () => {
  it('says how much sound a take lost when the computer could not keep up, stopped or ended by itself', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    await recorder.stop();
    expect(recorder.notices).toEqual([]);

    backend.dropSamples(19_200); // 0.4 s at 48 kHz
    await recorder.record();
    backend.clipTake(); // (the fake has a recorded check of a clean take beside a clipped one)
    await recorder.stop();
    expect(recorder.notices.map((n) => [n.tone, n.text])).toEqual([
      ['warn', 'Take 2 lost 0.4 s of sound because the computer could not keep up. Close other busy apps, then record it again.'],
    ]);
    // Kept among the files all the same.
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav', '/fake/takes/Take 2.wav']);

    // The seconds follow the take's own rate; a take that ended by itself says both.
    train.removeFile('/fake/takes/Take 2.wav');
    train.removeFile('/fake/takes/Take 1.wav');
    backend.sampleRate = 44_100;
    backend.dropSamples(66_150);
    await recorder.record();
    backend.endTake({ kind: 'device_lost', why: 'disconnected', detail: null });
    expect(recorder.notices).toHaveLength(3);
    expect(recorder.notices[1].text).toMatch(/^The microphone was disconnected, so Take 3 stopped/);
    expect(recorder.notices[2].text).toBe('Take 3 lost 1.5 s of sound because the computer could not keep up. Close other busy apps, then record it again.');
    await settled(train);
  });

  it('records the last take again: once stopped, the new take takes its place in the files and the old one is deleted', async () => {
    const saved = fakeTake(1, 30);
    const { backend, train, recorder } = await setup({ takes: [saved] });
    expect(recorder.lastTake).toBeNull();
    await recorder.recordAgain(); // nothing recorded in this run yet
    expect(backend.callsOf('startTake')).toEqual([]);

    await recorder.record();
    await recorder.stop();
    expect(recorder.lastTake?.name).toBe('Take 2.wav');
    // Another file after it (one the fake has a recorded check of beside a take).
    train.addFiles(['/home/me/notes.txt']);
    expect(train.paths).toEqual(['/fake/takes/Take 2.wav', '/home/me/notes.txt']);

    await recorder.recordAgain();
    expect(recorder.phase).toBe('recording');
    expect(recorder.current?.name).toBe('Take 3.wav');
    expect(recorder.replacing?.name).toBe('Take 2.wav');
    // Nothing is deleted before the stop.
    expect(backend.callsOf('deleteTake')).toEqual([]);

    await recorder.stop();
    expect(backend.callsOf('deleteTake')).toEqual([['Take 2.wav']]);
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 1.wav', 'Take 3.wav']);
    expect(recorder.takes.map((t) => t.name)).toEqual(['Take 1.wav', 'Take 3.wav']);
    // In the old one's place, not at the end.
    expect(train.paths).toEqual(['/fake/takes/Take 3.wav', '/home/me/notes.txt']);
    expect(recorder.replacing).toBeNull();
    expect(recorder.lastTake?.name).toBe('Take 3.wav');
    expect(recorder.savedTakes.map((t) => t.name)).toEqual(['Take 1.wav']);
    expect(recorder.notices.map((n) => [n.tone, n.text])).toEqual([['info', 'Take 3 replaced Take 2, which is deleted.']]);
    await settled(train);
  });

  it('keeps both takes when the new one ends by itself, and the old one when the new one does not start', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    await recorder.stop();

    backend.failNext('startTake', ipcErrorData('input_device_gone', 'fake:Built-in Audio is not connected'));
    await recorder.recordAgain();
    expect(recorder.phase).toBe('idle');
    expect(recorder.replacing).toBeNull();
    expect(recorder.problem).toMatch(/ Take 1 is kept as it was\.$/);
    expect(recorder.lastTake?.name).toBe('Take 1.wav');

    await vi.waitFor(() => expect(recorder.canRecord).toBe(true));
    await recorder.recordAgain();
    expect(recorder.replacing?.name).toBe('Take 1.wav');
    backend.clipTake();
    backend.endTake({ kind: 'write_failed', why: 'write', io: 'other', detail: 'No space left on device' });
    expect(recorder.phase).toBe('idle');
    expect(recorder.replacing).toBeNull();
    expect(backend.callsOf('deleteTake')).toEqual([]);
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav', '/fake/takes/Take 2.wav']);
    expect(recorder.notices).toHaveLength(1);
    expect(recorder.notices[0].text).toMatch(/^Take 2 could not be written to disk .* Take 1 is kept too, since the new take is not whole: delete the one you do not want\.$/);
    // The next Record again is for the newest take.
    expect(recorder.lastTake?.name).toBe('Take 2.wav');
    await settled(train);
  });

  it('keeps the old take when the new one lost sound, and says both', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    await recorder.stop();
    await recorder.recordAgain();
    backend.clipTake();
    backend.dropSamples(19_200);
    await recorder.stop();
    expect(backend.callsOf('deleteTake')).toEqual([]);
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav', '/fake/takes/Take 2.wav']);
    expect(recorder.notices.map((n) => n.tone)).toEqual(['warn']);
    expect(recorder.notices[0].text).toMatch(/lost 0\.4 s of sound.* Take 1 is kept too, since the new take is not whole/);
    await settled(train);
  });

  it('keeps both takes when the old one cannot be deleted, and offers no Record again for a deleted take', async () => {
    const { backend, train, recorder } = await setup();
    await recorder.record();
    await recorder.stop();
    await recorder.recordAgain();
    backend.clipTake();
    backend.failNext('deleteTake', ipcErrorData('take_failed', 'the take could not be written: Permission denied (os error 13)', { io: 'permission_denied', detail: 'Permission denied (os error 13)' }));
    await recorder.stop();
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 1.wav', 'Take 2.wav']);
    expect(train.paths).toEqual(['/fake/takes/Take 1.wav', '/fake/takes/Take 2.wav']);
    expect(recorder.notices).toHaveLength(1);
    expect(recorder.notices[0].tone).toBe('warn');
    expect(recorder.notices[0].text).toMatch(/^Take 1 could not be deleted, so it is kept beside Take 2: The take could not be read or written \(permission denied\)/);

    const last = recorder.lastTake!;
    expect(last.name).toBe('Take 2.wav');
    recorder.askDelete(last);
    expect(await recorder.confirmDelete()).toBe(true);
    expect(recorder.lastTake).toBeNull();
    await settled(train);
  });

  it('remembers speaking or singing, and starts with it next time', async () => {
    const storage = memoryStorage();
    const { recorder, backend, train } = await setup({}, storage);
    expect(recorder.purpose).toBe('speak');
    recorder.nextPrompt();
    recorder.setPurpose('sing');
    expect(storage.data[PURPOSE_KEY]).toBe('sing');
    expect(recorder.promptIndex).toBe(0);

    const again = new RecorderStore(backend, train, { storage });
    expect(again.purpose).toBe('sing');
    expect(again.prompt.text).toMatch(/major scale up and down on "ah"/);
    again.setPurpose('speak');
    expect(storage.data[PURPOSE_KEY]).toBe('speak');

    // Something else stored is ignored; storage that refuses leaves the default.
    expect(new RecorderStore(backend, train, { storage: memoryStorage({ [PURPOSE_KEY]: 'shout' }) }).purpose).toBe('speak');
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const plain = new RecorderStore(backend, train, { storage: refusing });
    expect(plain.purpose).toBe('speak');
    plain.setPurpose('sing');
    expect(plain.purpose).toBe('sing');
  });
});
