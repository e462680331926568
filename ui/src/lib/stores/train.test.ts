import { describe, expect, it, vi } from 'vitest';
import { TRAINING_LIMITS, TrainStore, minutesProblem, nameLength, nameProblem, trainingStatus, uploadPercents } from './train.svelte';
import type { TrainingState } from '../bindings';
import { FakeBackend, fakeQuality, fakeRecordingsQuality, makeJobRow } from '../backend/fake';
import { dropTarget } from '../drop';

describe('training wizard rules', () => {
  it('splits the cumulative upload bytes over the files in the order sent', () => {
    expect(uploadPercents([100, 300], 0, 400)).toEqual([0, 0]);
    expect(uploadPercents([100, 300], 50, 400)).toEqual([50, 0]);
    expect(uploadPercents([100, 300], 175, 400)).toEqual([100, 25]);
    expect(uploadPercents([100, 300], 400, 400)).toEqual([100, 100]);
    // A total that differs from the sizes seen scales them (a file changed since the check).
    expect(uploadPercents([100, 300], 100, 800)).toEqual([50, 0]);
    expect(uploadPercents([100, 300], 100, null)).toEqual([100, 0]);
  });

  it('counts the trimmed name in characters and bounds it to 1..50', () => {
    expect(nameLength('  Ünïcode 🎤 ')).toBe(9);
    expect(nameProblem('   ', TRAINING_LIMITS)).toMatch(/^Give the voice a name/);
    expect(nameProblem('a'.repeat(50), TRAINING_LIMITS)).toBeNull();
    expect(nameProblem('a'.repeat(52), TRAINING_LIMITS)).toMatch(/52 characters long.*Remove 2 characters\./);
  });

  it('keeps the minutes whole, within 5..60 and not below the audio', () => {
    expect(minutesProblem('', TRAINING_LIMITS, 0)).toMatch(/^Enter the maximum minutes/);
    expect(minutesProblem('7.5', TRAINING_LIMITS, 0)).toMatch(/^Enter a whole number/);
    expect(minutesProblem('5', TRAINING_LIMITS, 0)).toBeNull();
    expect(minutesProblem('60', TRAINING_LIMITS, 0)).toBeNull();
    expect(minutesProblem('61', TRAINING_LIMITS, 0)).toMatch(/61 is out of range/);
    expect(minutesProblem('6', TRAINING_LIMITS, 6 * 60_000 + 1)).toMatch(/Choose at least 7 minutes/);
    expect(minutesProblem('60', TRAINING_LIMITS, 61 * 60_000)).toMatch(/Go back to Files and remove some/);
  });

  it("words the training's states", () => {
    const row = (state: TrainingState) => makeJobRow({ id: 'training:x', kind: 'training', state });
    expect(trainingStatus(row('uploading'), 'Mia').text).toBe('Uploading');
    expect(trainingStatus(row('training'), 'Mia').text).toBe('Training Mia… this can take a while');
    expect(trainingStatus(row('done'), 'Mia')).toMatchObject({ tone: 'done', text: 'Ready' });
    expect(trainingStatus({ ...row('awaiting_approval'), requiredCredits: 120 }, 'Mia').text).toMatch(/asks for 120 credits/);
  });

  it('routes drops: the open sheet first, then the training wizard on its screen', () => {
    expect(dropTarget('train', false)).toBe('training');
    expect(dropTarget('train', true)).toBe('sheet');
    expect(dropTarget('voices', false)).toBe('dub');
    expect(dropTarget('jobs', false)).toBe('dub');
  });
});

describe('the review: what the voice learns from', () => {
  /** A wizard with one recording holding `voicedMs` of voice, named and priced, on Review. */
  async function reviewed(voicedMs: number) {
    const backend = new FakeBackend({ signedIn: true });
    vi.spyOn(backend, 'checkRecordings').mockImplementation(async (paths, kept) =>
      fakeRecordingsQuality(paths.map((path) => ({ path, quality: fakeQuality(voicedMs, 60_000, voicedMs === 0 ? 'poor' : 'good') })), kept),
    );
    const train = new TrainStore(backend);
    train.addFiles(['/voice/take-speech.wav']);
    await vi.waitFor(() => expect(train.measuring || train.checking).toBe(false));
    train.keepAnyway('/voice/take-speech.wav', true);
    await vi.waitFor(() => expect(train.set).not.toBeNull());
    train.name = 'Mia';
    train.goTo('review');
    return { backend, train };
  }

  it('refuses to pay for a set that holds no voice', async () => {
    const { backend, train } = await reviewed(0);
    expect(train.noVoice).toBe(true);
    expect(train.reviewReady).toBe(false);
    expect(await train.train()).toBe(false);
    expect(backend.callsOf('startTraining')).toEqual([]);
  });

  it('starts a set with less voice than recommended only once confirmed', async () => {
    const { backend, train } = await reviewed(45_000);
    expect(train.learnsFrom).toEqual({ kind: 'voice', ms: 45_000 });
    expect(train.short).toBe(true);
    expect(await train.train()).toBe(false);
    train.confirmShort(true);
    expect(train.shortConfirmed).toBe(true);
    expect(await train.train()).toBe(true);
    expect(backend.callsOf('startTraining')).toHaveLength(1);
  });

  it('asks nothing of a set with the recommended voice', async () => {
    const { train } = await reviewed(TRAINING_LIMITS.recommendedMs);
    expect(train.short).toBe(false);
    expect(train.reviewReady).toBe(true);
  });
});
