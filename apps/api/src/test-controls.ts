import { readFileSync } from 'node:fs';
import type { Clock } from './app-dependencies';

// Controls the browser journeys move from outside the process (env CITAVET_TEST_CONTROL_FILE, which
// env.ts refuses in production): a clock offset, so a journey can live through the end of a trial,
// and the plans' limits turned on for the one journey about them. Read on every use: a journey
// writes the file and its next request sees it.

type Controls = { clockOffsetMs?: number; planLimits?: 'on' | 'off' };

function readControls(file: string): Controls {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Controls) : {};
  } catch {
    return {};
  }
}

export function controlledClock(file: string, base: Clock): Clock {
  return {
    now() {
      const offset = Number(readControls(file).clockOffsetMs ?? 0);
      return new Date(base.now().getTime() + (Number.isFinite(offset) ? offset : 0));
    },
  };
}

export function controlledPlanLimits(file: string, fallback: boolean): () => boolean {
  return () => {
    const setting = readControls(file).planLimits;
    return setting === undefined ? fallback : setting === 'on';
  };
}
