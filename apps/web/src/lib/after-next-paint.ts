/**
 * Resolves once the browser has drawn and shown the next frame: the first animation frame callback
 * runs just before that frame is drawn, the second at the start of the one after it. A hidden tab
 * draws no frames, so `fallbackMs` resolves it anyway.
 */
export function afterNextPaint(fallbackMs = 250): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, fallbackMs);
    window.requestAnimationFrame(() => {
      window.requestAnimationFrame(() => {
        window.clearTimeout(fallback);
        resolve();
      });
    });
  });
}
