// The browser the journeys drive: CHROMIUM_PATH when set, else Debian's old headless shell
// (package chromium-headless-shell) when installed, else Debian's Chromium. The shell is the same
// engine without the full browser's window and UI processes: over the whole suite it took about 40 %
// less CPU (415 → 253 s) and the suite ran in three quarters of the time, with every journey passing
// in both (docs/quality.md, eighth session).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The path of the browser the journeys run in, or null when neither Debian package is installed. */
export function journeyBrowserPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (exists(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return exists(CHROMIUM_PATH) ? CHROMIUM_PATH : null;
}
