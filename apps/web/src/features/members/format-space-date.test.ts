import { describe, expect, it } from 'vitest';
import { formatSpaceDate } from './format-space-date';

describe('formatSpaceDate', () => {
  it("reads the instant on the space's calendar, not the browser's", () => {
    // 00:30 on 10 March in Madrid is still 9 March in New York and in UTC.
    const joinedAt = '2026-03-09T23:30:00.000Z';
    expect(formatSpaceDate(joinedAt, 'Europe/Madrid')).toBe(
      new Intl.DateTimeFormat('es-ES', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Europe/Madrid',
      }).format(new Date(joinedAt)),
    );
    expect(formatSpaceDate(joinedAt, 'Europe/Madrid')).toMatch(/^10 mar/);
    expect(formatSpaceDate(joinedAt, 'America/New_York')).toMatch(/^9 mar/);
  });
});
