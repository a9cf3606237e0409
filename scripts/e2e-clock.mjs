// The browser journeys' clock: every process of a run (the test workers, the e2e server with its
// embedded database, every browser page through an init script) reads the same time, moved so the
// clinic's day is at a fixed hour whatever hour the suite runs at. Journeys book "the next half hour today" or "two minutes ago";
// near midnight there is no such slot, so the run lives at E2E_CLINIC_TIME (default 10:00) on
// today's date in Madrid, and time flows on from there. Test code only: production never loads it.

export const CLINIC_TIME_ZONE = 'Europe/Madrid';
export const DEFAULT_CLINIC_TIME = '10:00';

const zoneParts = (ms, timeZone) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
    second: Number(parts.second),
  };
};

/**
 * The milliseconds to add to `nowMs` so that it reads `at` ('HH:MM') on the same date in `timeZone`
 * (a day with a DST change included: the result is checked against the zone and corrected once).
 */
export function offsetToLocalTime(nowMs, at = DEFAULT_CLINIC_TIME, timeZone = CLINIC_TIME_ZONE) {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!match) throw new Error(`E2E_CLINIC_TIME must be HH:MM, not '${at}'`);
  const target = Number(match[1]) * 60 + Number(match[2]);
  const now = zoneParts(nowMs, timeZone);
  const wholeMinute = nowMs - now.second * 1000 - (((nowMs % 1000) + 1000) % 1000);
  let offset = (target - now.minuteOfDay) * 60_000 + (wholeMinute - nowMs);
  const reached = zoneParts(nowMs + offset, timeZone);
  offset += (target - reached.minuteOfDay) * 60_000;
  return offset;
}

/**
 * Makes `new Date()` and `Date.now()` in this realm read `offsetMs` later; every other use of
 * Date (a given instant, parsing, `instanceof`) and every timer is unchanged. Libraries that read
 * the time through the global Date (the embedded database's `now()` among them) follow. Runs in
 * Node and, passed to addInitScript, in the browser: it uses nothing from this module.
 */
export function shiftProcessClock(offsetMs) {
  if (!Number.isFinite(offsetMs) || offsetMs === 0 || globalThis.Date.e2eShiftMs !== undefined) return;
  const RealDate = globalThis.Date;
  const realNow = RealDate.now;
  const now = () => realNow.call(RealDate) + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
    },
    apply() {
      return new RealDate(now()).toString();
    },
    get(target, key, receiver) {
      if (key === 'now') return now;
      if (key === 'e2eShiftMs') return offsetMs;
      return Reflect.get(target, key, receiver);
    },
  });
}
