// Start-up order: the page paints before the app's script is loaded (see main.ts).

/** A hidden or minimised window may draw no frames at all: after this long the app starts anyway. */
export const NO_FRAME_WAIT_MS = 100;

/** Resolves just after the page's next paint, or after NO_FRAME_WAIT_MS when no frame is drawn. */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    // A frame callback runs just before the paint; a task queued from it runs just after.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, NO_FRAME_WAIT_MS);
  });
}
