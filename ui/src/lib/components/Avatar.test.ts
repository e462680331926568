import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/svelte';
import Avatar from './Avatar.svelte';
import { motion } from '../motion.svelte';

const GIF = 'avatar://localhost/v4.gif';

afterEach(() => {
  motion.setting = false;
  motion.os = false;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Images that load at once, and a canvas that records what is drawn on it. */
function stubDrawing() {
  const drawn: unknown[][] = [];
  class LoadingImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    naturalWidth = 200;
    naturalHeight = 100;
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
    removeAttribute() {}
  }
  vi.stubGlobal('Image', LoadingImage);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: (...args: unknown[]) => drawn.push(args),
  } as unknown as CanvasRenderingContext2D);
  return drawn;
}

describe('Avatar', () => {
  it('shows the picture as it is when motion is allowed', () => {
    const { container } = render(Avatar, { props: { src: GIF, name: 'Dario Stone', size: 40 } });
    expect(container.querySelector('img')).toHaveAttribute('src', GIF);
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('holds a GIF on its first frame, drawn once into a canvas, when Reduce motion is on', async () => {
    const drawn = stubDrawing();
    motion.setting = true;
    const { container } = render(Avatar, { props: { src: GIF, name: 'Dario Stone', size: 40 } });
    expect(container.querySelector('img')).toBeNull();
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('data-still');
    // Decorative, as the image's empty alt: the voice's name is beside it.
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    await vi.waitFor(() => expect(drawn).toHaveLength(1));
    // The middle square of a 200 x 100 picture, to the whole canvas.
    expect(drawn[0].slice(1)).toEqual([50, 0, 100, 100, 0, 0, 40, 40]);
  });

  it('holds it still when the system asks for less motion, and follows the system as it changes', async () => {
    stubDrawing();
    const listeners: ((e: MediaQueryListEvent) => void)[] = [];
    const mql = {
      matches: true,
      addEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.push(cb),
      removeEventListener: () => {},
    };
    vi.spyOn(window, 'matchMedia').mockReturnValue(mql as unknown as MediaQueryList);
    const stop = motion.follow();
    expect(motion.reduced).toBe(true);
    const { container } = render(Avatar, { props: { src: GIF, name: 'Dario Stone' } });
    expect(container.querySelector('canvas')).not.toBeNull();
    listeners.forEach((cb) => cb({ matches: false } as MediaQueryListEvent));
    await vi.waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', GIF));
    stop();
  });
});
