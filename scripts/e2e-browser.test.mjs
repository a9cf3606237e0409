import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH, journeyBrowserPath } from './e2e-browser.mjs';

const installed =
  (...paths) =>
  (path) =>
    paths.includes(path);

describe('journeyBrowserPath', () => {
  it('takes CHROMIUM_PATH when it is set', () => {
    expect(journeyBrowserPath({ CHROMIUM_PATH: '/opt/chrome' }, installed(HEADLESS_SHELL_PATH))).toBe(
      '/opt/chrome',
    );
  });

  it('prefers the headless shell to the full browser when both are installed', () => {
    expect(journeyBrowserPath({}, installed(HEADLESS_SHELL_PATH, CHROMIUM_PATH))).toBe(HEADLESS_SHELL_PATH);
  });

  it('falls back to Chromium, and to null when neither is installed', () => {
    expect(journeyBrowserPath({}, installed(CHROMIUM_PATH))).toBe(CHROMIUM_PATH);
    expect(journeyBrowserPath({}, installed())).toBeNull();
  });
});
