import { describe, expect, it } from 'vitest';
import {
  CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE,
  canSeeOverride,
  OWN_OVERRIDE_ONLY_MESSAGE,
  overrideCreateRefusal,
  overrideManageRefusal,
} from './schedule-override-permissions';

const admin = { userId: 'admin', role: 'ADMIN' as const };
const member = { userId: 'member', role: 'MEMBER' as const };

describe('schedule override permissions', () => {
  it('lets an ADMIN manage the clinic’s and anyone’s hours', () => {
    expect(overrideCreateRefusal(admin, { hostId: null })).toBeNull();
    expect(overrideCreateRefusal(admin, { hostId: 'other' })).toBeNull();
    expect(overrideManageRefusal(admin, { hostId: 'other', createdBy: 'other' })).toBeNull();
  });

  it('lets a MEMBER manage only their own hours', () => {
    expect(overrideCreateRefusal(member, { hostId: 'member' })).toBeNull();
    expect(overrideCreateRefusal(member, { hostId: null })).toBe(CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE);
    expect(overrideCreateRefusal(member, { hostId: 'other' })).toBe(OWN_OVERRIDE_ONLY_MESSAGE);
    expect(overrideManageRefusal(member, { hostId: 'member', createdBy: 'admin' })).toBeNull();
    expect(overrideManageRefusal(member, { hostId: null, createdBy: 'member' })).toBe(
      CLINIC_OVERRIDE_ADMIN_ONLY_MESSAGE,
    );
    expect(overrideManageRefusal(member, { hostId: 'other', createdBy: 'admin' })).toBe(
      OWN_OVERRIDE_ONLY_MESSAGE,
    );
  });

  it('shows a MEMBER the clinic’s entries and their own, not a colleague’s', () => {
    expect(canSeeOverride(member, { hostId: null, createdBy: 'admin' })).toBe(true);
    expect(canSeeOverride(member, { hostId: 'member', createdBy: 'admin' })).toBe(true);
    expect(canSeeOverride(member, { hostId: 'other', createdBy: 'admin' })).toBe(false);
    expect(canSeeOverride(admin, { hostId: 'other', createdBy: 'other' })).toBe(true);
  });
});
