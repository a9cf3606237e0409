import { describe, expect, it } from 'vitest';
import { isActiveWithoutSchedule } from './service-bookability';

describe('isActiveWithoutSchedule', () => {
  it('flags an active service with no host or only inactive schedules', () => {
    expect(isActiveWithoutSchedule({ isActive: true, hosts: [] })).toBe(true);
    expect(
      isActiveWithoutSchedule({ isActive: true, hosts: [{ activeSchedules: 0 }, { activeSchedules: 0 }] }),
    ).toBe(true);
  });

  it('does not flag a service some host has an active schedule for, nor an inactive one', () => {
    expect(
      isActiveWithoutSchedule({ isActive: true, hosts: [{ activeSchedules: 0 }, { activeSchedules: 2 }] }),
    ).toBe(false);
    expect(isActiveWithoutSchedule({ isActive: false, hosts: [] })).toBe(false);
  });
});
