import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, NO_FRAME_WAIT_MS } from './firstPaint';

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function settled(p: Promise<void>): () => boolean {
    let done = false;
    void p.then(() => (done = true));
    return () => done;
  }

  it('waits for the frame, then resolves just after it (the paint), not at the fallback', async () => {
    const done = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(false);
    expect(frames).toHaveLength(1);

    frames[0](performance.now()); // the frame is drawn
    await Promise.resolve();
    await Promise.resolve();
    expect(done()).toBe(false); // not from inside the frame: its paint comes after it
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('starts the app anyway in a window that draws no frames', async () => {
    const done = settled(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS - 1);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
    expect(frames).toHaveLength(1); // the frame was asked for and never came
  });
});
