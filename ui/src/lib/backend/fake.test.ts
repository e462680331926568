// The test backend answers from the shell's contract and recordings, never from rules of its own:
// these check that it does, and that a test asking for something unrecorded is told what to add.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT } from '../bindings';
import { FAKE_TRAINED_HZ, FakeBackend, NO_FFMPEG, RECORDED, fakeLevel, periodsBetween, proposeShift, fakeTake, loudestOf, makeJobRow, probeOf, recordingOf, trainingCheckOf, unrecorded } from './fake';
import type { BackendEvents } from './backend';
import { IpcError } from './backend';
import { STATE_WORDS } from '../stores/jobs.svelte';

afterEach(() => {
  unrecorded.splice(0);
});

describe('fake backend', () => {
  it("picks the shell's recorded probe by the test's file name, about the asked path", () => {
    expect(recordingOf('/m/Album/')).toBe('folder');
    expect(recordingOf('/m/Album')).toBe('folder');
    expect(recordingOf('/m/cover.jpg')).toBe('not_media');
    expect(recordingOf('/m/concert-long.mp3')).toBe('31min');
    expect(recordingOf('/m/intro-61s.mp3')).toBe('61s');
    expect(recordingOf('/m/gone-missing.wav')).toBe('missing');
    expect(recordingOf('/m/empty.wav')).toBe('empty');
    expect(recordingOf('/m/song.flac')).toBe('185s');
    expect(recordingOf('/music/take-speech.wav')).toBe('speech');
    expect(recordingOf('/music/take-speech-clipped.wav')).toBe('speech_clipped');
    expect(recordingOf('/music/speech_clipped.wav')).toBe('speech_clipped');
    expect(probeOf('/m/intro-61s.mp3')).toEqual({ ...RECORDED.probes['61s'], path: '/m/intro-61s.mp3', name: 'intro-61s.mp3' });
  });

  it('says which recording to add for a length or a training check it lacks', () => {
    expect(() => probeOf('/m/odd-7s.wav')).toThrow(/add \("7s", FileKind::Seconds\(7\)\) to FILES in src-tauri\/src\/recorded\.rs/);
    expect(() => trainingCheckOf(['/m/a-20s.wav', '/m/b-20s.wav'], 9)).toThrow(
      'add (&["20s", "20s"], Some(9)) to TRAINING_CHECKS in src-tauri/src/recorded.rs',
    );
    expect(unrecorded).toHaveLength(2);
  });

  it('answers a recorded training check with the asked paths and names', () => {
    const check = trainingCheckOf(['/rec/a-60s.wav', '/rec/b.txt'], null);
    const recorded = RECORDED.trainingChecks.find((c) => c.files.join() === '60s,not_media' && c.maxMinutes === null)!.check;
    expect(check.totalMs).toBe(recorded.totalMs);
    expect(check.warnings).toEqual(recorded.warnings);
    expect(check.files.map((f) => [f.path, f.name, f.kind])).toEqual([
      ['/rec/a-60s.wav', 'a-60s.wav', 'ready'],
      ['/rec/b.txt', 'b.txt', 'refused'],
    ]);
  });

  it("gives a row the contract's meaning of its state, and a new one as the state changes", async () => {
    for (const m of CONTRACT.stageMeanings) {
      const row = makeJobRow({ id: `${m.kind}:x`, kind: m.kind, state: m.state });
      expect([row.status, row.step, row.actions], `${m.kind} ${m.state}`).toEqual([m.status, m.step, m.actions]);
      expect(STATE_WORDS[row.state], `${m.kind} ${m.state}`).toBeTruthy();
    }
    const backend = new FakeBackend({ jobs: [makeJobRow({ id: 'dub:1', state: 'awaiting_approval' })] });
    const approved = await backend.approveJob('dub:1');
    expect(approved).toMatchObject({ state: 'generating', status: 'active', step: 'generate', approval: 'approved' });
    expect(approved.actions.approve).toBe(false);
    // An action the row's actions do not allow is refused, as the shell refuses it.
    const again = await backend.approveJob('dub:1').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(IpcError);
    expect((again as IpcError).code).toBe('wrong_state');
  });

  it('passes requests through, and fails one only with the refusal a test queues', async () => {
    const backend = new FakeBackend();
    const request = { inputs: [{ kind: 'link' as const, url: 'ftp://example.com/a.mp3' }], voiceId: 'v1', voiceName: 'V', pitchShift: 30, separate: true, audition: null };
    backend.failNext('startDubs', 'pitch_out_of_range');
    const refused = await backend.startDubs(request).catch((e: unknown) => e);
    expect((refused as IpcError).data).toEqual(RECORDED.errors.pitch_out_of_range);
    await expect(backend.startDubs(request)).resolves.toHaveLength(1);
  });

  it('models auditions and videos as the shell does: excerpt, input key, sizes and the media actions', async () => {
    expect(recordingOf('/m/holiday clip.mp4')).toBe('clip');
    expect(recordingOf('/m/clip.mp3')).toBe('185s');
    expect(probeOf('/m/holiday clip.mp4')).toMatchObject({ kind: 'ready', video: true, name: 'holiday clip.mp4' });

    const backend = new FakeBackend();
    const request = { voiceId: 'v1', voiceName: 'V', pitchShift: 0, separate: true };
    const [loud] = await backend.startDubs({ ...request, inputs: [{ kind: 'file', path: '/m/song.mp3' }], audition: { kind: 'loudest' } });
    // The waveform's loudest stretch is what a loudest audition dubs; the row lasts the audition.
    const waveform = await backend.inputWaveform('/m/song.mp3', 100);
    expect(loud.excerpt).toEqual(waveform.loudest);
    expect(loud.excerpt).toEqual(loudestOf(185_000));
    expect(loud).toMatchObject({ durationMs: 30_000, inputKey: 'input:/m/song.mp3', inputBytes: 1_480_044 });
    expect(loud.actions.dubWhole).toBe(true);
    // A start past the last half minute is moved back to end with the file.
    const [late] = await backend.startDubs({ ...request, inputs: [{ kind: 'file', path: '/m/song.mp3' }], audition: { kind: 'from', startMs: 170_000 } });
    expect(late.excerpt).toEqual({ startMs: 155_000, durationMs: 30_000 });
    const [video] = await backend.startDubs({ ...request, inputs: [{ kind: 'file', path: '/m/clip.mp4' }], audition: null });
    expect(video).toMatchObject({ videoInput: true, excerpt: null, durationMs: 2000, inputBytes: 10_174 });
    expect(video.actions.dubWhole).toBe(false);

    // Again: the same stretch with another voice, or the whole file.
    const same = await backend.dubAgain(late.id, 'v2', 'W', false);
    expect(same).toMatchObject({ excerpt: { startMs: 155_000, durationMs: 30_000 }, voiceId: 'v2', durationMs: 30_000 });
    const whole = await backend.dubAgain(late.id, 'v1', 'V', true);
    expect(whole).toMatchObject({ excerpt: null, durationMs: 185_000, inputKey: 'input:/m/song.mp3' });
    expect(whole.actions.dubWhole).toBe(false);
    // Grouped by input, the auditions and the whole dub of a file are one group.
    const groups = await backend.jobGroups({ filter: 'all', search: null, group: null, limit: 50, offset: 0 }, 'input');
    expect(groups.map((g) => [g.key, g.count])).toEqual([
      ['input:/m/song.mp3', 4],
      ['input:/m/clip.mp4', 1],
    ]);

    // A done dub with a video copy opens it; while downloading with its copy named, it is being made.
    const making = backend.updateJob(video.id, { state: 'downloading', videoPath: '/out/clip (V).mp4' });
    expect(making.makingVideo).toBe(true);
    expect(making.actions.openVideo).toBe(false);
    const done = backend.updateJob(video.id, { state: 'done', outputPath: '/out/clip (V).wav' });
    expect(done.makingVideo).toBe(false);
    expect(done.actions.openVideo).toBe(true);
    expect((await backend.jobMedia(video.id)).video).toMatchObject({ kind: 'ready', name: 'clip (V).mp4' });
    await expect(backend.openResult(video.id, 'video')).resolves.toBeNull();
    expect(await backend.jobMedia(loud.id).catch((e: unknown) => (e as IpcError).code)).toBe('no_result');

    backend.media = NO_FFMPEG;
    expect(await backend.mediaStatus()).toEqual({ kind: 'missing', tool: RECORDED.errors.needs_media_tool.tool });
    expect(await backend.inputWaveform('/m/song.mp3', 10).catch((e: unknown) => (e as IpcError).code)).toBe('media_tool_missing');
  });

  it('records takes as the shell does: one at a time, levels while recording, a take ending by itself', async () => {
    const backend = new FakeBackend({ levelEveryMs: 0, takes: [fakeTake(2, 30)], recoveredTakes: ['Take 2.wav'] });
    const code = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e as IpcError).code);
    expect(await backend.inputDevices()).toEqual([
      { id: 'fake:Built-in Audio', name: 'Built-in Audio', isDefault: true },
      { id: 'fake:USB Microphone', name: 'USB Microphone', isDefault: false },
    ]);
    // The interrupted take is told once.
    expect((await backend.takes()).recovered).toEqual(['Take 2.wav']);
    expect(await backend.takes()).toEqual({ takes: [fakeTake(2, 30)], recovered: [] });

    const levels: BackendEvents['takeLevel'][] = [];
    const ended: BackendEvents['takeEnded'][] = [];
    await backend.listen('takeLevel', (p) => levels.push(p));
    await backend.listen('takeEnded', (p) => ended.push(p));
    expect(await code(backend.stopTake())).toBe('not_recording');
    expect(await code(backend.startTake('fake:Gone'))).toBe('input_device_gone');
    expect(await backend.startTake(null)).toEqual({ name: 'Take 3.wav', device: { id: 'fake:Built-in Audio', name: 'Built-in Audio', isDefault: true } });
    expect(await code(backend.startTake(null))).toBe('recording_in_progress');
    expect(await code(backend.trimTake('Take 3.wav'))).toBe('recording_in_progress');
    backend.level({ peakDb: -10 });
    backend.clipTake();
    expect(levels.map((l) => [l.level.peakDb, l.level.clipped])).toEqual([
      [-10, false],
      [0, true],
    ]);
    const stopped = await backend.stopTake();
    expect(stopped).toMatchObject({ take: { name: 'Take 3.wav', path: '/fake/takes/Take 3.wav' }, end: { kind: 'stopped' } });
    expect(stopped.clippedSamples).toBeGreaterThan(0);
    // A take that clipped is the clipped recording; a clean one the clean speech.
    expect(recordingOf('/fake/takes/Take 3.wav')).toBe('speech_clipped');
    expect(recordingOf('/fake/takes/Take 2.wav')).toBe('speech');
    // No level comes after the take.
    backend.level();
    expect(levels).toHaveLength(2);

    await backend.startTake('fake:USB Microphone');
    const done = backend.endTake({ kind: 'write_failed', why: 'write', io: 'other', detail: 'No space left on device' });
    expect(ended).toEqual([{ done }]);
    expect(done).toMatchObject({ take: { name: 'Take 4.wav' }, end: { kind: 'write_failed', why: 'write', io: 'other', detail: 'No space left on device' } });
    expect(backend.recordingTake).toBeNull();
    // The next start collects it (or stopTake does).
    expect((await backend.startTake(null)).name).toBe('Take 5.wav');
    expect((await backend.stopTake()).end).toEqual({ kind: 'stopped' });
    expect(backend.takeFiles.map((t) => t.name)).toEqual(['Take 2.wav', 'Take 3.wav', 'Take 4.wav', 'Take 5.wav']);

    backend.devices = [];
    expect(await code(backend.startTake(null))).toBe('no_input_device');
  });

  it('trims, plays and deletes saved takes, and refuses what is not a take', async () => {
    const backend = new FakeBackend({ levelEveryMs: 0, takes: [fakeTake(1, 10)] });
    const code = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e as IpcError).code);
    expect(await backend.trimTake('Take 1.wav')).toEqual({ startSeconds: 0.8, endSeconds: 0.5, seconds: 8.7 });
    expect(await backend.trimTake('Take 1.wav')).toEqual({ startSeconds: 0, endSeconds: 0, seconds: 8.7 });
    expect(await backend.takeMedia('Take 1.wav')).toBe('http://127.0.0.1:1/media/takes/Take%201.wav');
    expect(await code(backend.takeMedia('../notes.wav'))).toBe('invalid_value');
    expect(await code(backend.deleteTake('Take 9.wav'))).toBe('take_failed');
    await expect(backend.deleteTake('Take 1.wav')).resolves.toBeNull();
    expect(backend.takeFiles).toEqual([]);
    expect(recordingOf('/fake/takes/Take 1.wav')).toBe('missing');
    expect(await code(backend.trimTake('Take 1.wav'))).toBe('take_failed');
  });

  it('sends levels on a timer while recording, rising and falling', async () => {
    vi.useFakeTimers();
    try {
      const backend = new FakeBackend();
      const levels: number[] = [];
      await backend.listen('takeLevel', (p) => levels.push(p.level.rmsDb));
      await backend.startTake(null);
      vi.advanceTimersByTime(3000);
      expect(levels.length).toBeGreaterThanOrEqual(85);
      expect(Math.max(...levels) - Math.min(...levels)).toBeGreaterThan(15);
      await backend.stopTake();
      vi.advanceTimersByTime(1000);
      expect(levels.length).toBeLessThanOrEqual(91);
      expect(fakeLevel(1).peakDb).toBeLessThan(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the fake's auto pitch", () => {
  const mine = { id: 'mine-1', name: 'Mine', readiness: 'done' as const, statusWord: 'done', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };

  it('keeps and forgets ranges, measures its own voices, and refuses a pitch outside 20..2000 Hz as the library does', async () => {
    const fake = new FakeBackend({ myVoices: [mine] });
    expect(await fake.voiceRange('v0001')).toBeNull();
    expect(await fake.voiceRange('mine-1')).toEqual({ range: { kind: 'hz', hz: FAKE_TRAINED_HZ }, source: 'training' });
    expect(await fake.setVoiceRange('v0001', { kind: 'high' })).toEqual({ range: { kind: 'high' }, source: 'user' });
    expect(await fake.voiceRange('v0001')).toEqual({ range: { kind: 'high' }, source: 'user' });
    for (const hz of [19.9, 2000.5, Number.NaN]) {
      const refused = await fake.setVoiceRange('v0001', { kind: 'hz', hz }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(IpcError);
      expect((refused as IpcError).data).toMatchObject({ code: 'invalid_value', value: null });
    }
    expect(await fake.setVoiceRange('v0001', { kind: 'hz', hz: 20 })).toEqual({ range: { kind: 'hz', hz: 20 }, source: 'user' });
    expect(await fake.setVoiceRange('v0001', null)).toBeNull();
    // An own voice given a range, then forgotten: measured again.
    await fake.setVoiceRange('mine-1', { kind: 'low' });
    expect(await fake.setVoiceRange('mine-1', null)).toEqual({ range: { kind: 'hz', hz: FAKE_TRAINED_HZ }, source: 'training' });
  });

  it('proposes from the file name\'s vocal pitch, as the shell works the shift out', async () => {
    const fake = new FakeBackend({ myVoices: [mine] });
    expect(await fake.proposePitch('/music/high.wav', 'v0001', 'octaves')).toEqual({ kind: 'voice_unknown' });
    await fake.setVoiceRange('v0001', { kind: 'low' });
    expect(await fake.proposePitch('/music/high.wav', 'v0001', 'octaves')).toEqual({
      kind: 'proposed',
      proposal: { songHz: 220, voiceHz: 130.81, semitones: -12 },
    });
    expect(await fake.proposePitch('/music/high.wav', 'v0001', 'semitones')).toMatchObject({ proposal: { semitones: -9 } });
    expect(await fake.proposePitch('/music/song.wav', 'mine-1', 'semitones')).toMatchObject({ proposal: { songHz: 110, voiceHz: 98, semitones: -2 } });
    expect(await fake.proposePitch('/music/song (Instrumental).wav', 'v0001', 'octaves')).toEqual({ kind: 'no_vocal_pitch' });
    expect(await fake.proposePitch('/music/notes.txt', 'v0001', 'octaves')).toEqual({ kind: 'vocal_unreadable', reason: 'not_media' });
    // Within the service's range.
    expect(proposeShift(2000, 20, 'semitones').semitones).toBe(-24);
  });
});

describe('the fake spend report', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists every period from the first day asked (or charged) to today, empty ones too, as the shell does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    const fake = new FakeBackend();
    fake.charges = [
      { day: '2026-09-30', kind: 'dub', voiceId: 'v1', voiceName: 'Nova', credits: 40 },
      { day: '2026-11-20', kind: 'training', voiceId: 'm1', voiceName: 'Mine', credits: 100 },
    ];
    const months = await fake.spendReport('month', '2026-08-01');
    expect(months.rows.map((r) => [r.key, r.total])).toEqual([
      ['2026-08-01', 0],
      ['2026-09-01', 40],
      ['2026-10-01', 0],
      ['2026-11-01', 100],
    ]);
    expect((await fake.spendReport('week', null)).rows.map((r) => r.key)).toEqual(periodsBetween('2026-09-28', '2026-11-23', 'week'));
    expect((await fake.spendReport('day', '2026-11-20')).rows.map((r) => [r.key, r.trainings])).toEqual([
      ['2026-11-20', 100],
      ['2026-11-21', 0],
      ['2026-11-22', 0],
      ['2026-11-23', 0],
    ]);
    // Voices are not periods.
    expect((await fake.spendReport('voice', null)).rows.map((r) => r.label)).toEqual(['Mine', 'Nova']);
    expect((await new FakeBackend().spendReport('month', null)).rows).toEqual([]);
  });

  it('steps over weeks from Monday and months of any length', () => {
    expect(periodsBetween('2026-11-04', '2026-11-23', 'week')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(periodsBetween('2026-01-31', '2026-03-02', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });
});
