import { describe, expect, it } from 'vitest';
import { parseAvailabilityChange } from './availability-announcements';

// Decision 079: a booking's announcement names its busy time; the older payloads still parse.
describe('parseAvailabilityChange', () => {
  const id = '0b8e4a1c-2f3d-4e5a-9b6c-7d8e9f0a1b2c';
  it('reads a host, a space and a booking with its span', () => {
    expect(parseAvailabilityChange(`host:${id.toUpperCase()}`)).toEqual({ scope: 'host', id });
    expect(parseAvailabilityChange(`space:${id}`)).toEqual({ scope: 'space', id });
    expect(parseAvailabilityChange(`host:${id}:1767225600000:1767229200000`)).toEqual({
      scope: 'host',
      id,
      span: { startAt: 1767225600000, endAt: 1767229200000 },
    });
  });
  it('answers null for what it cannot read (the listener then forgets everything)', () => {
    for (const payload of [
      '',
      'host:',
      `team:${id}`,
      `host:${id}:1:x`,
      `host:${id}:5:1`,
      `space:${id}:1:2`,
      `host:${id}:1`,
      `host:${id}:1:2:3`,
    ]) {
      expect(parseAvailabilityChange(payload), payload).toBeNull();
    }
  });
});
