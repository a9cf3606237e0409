import { describe, expect, it } from 'vitest';
import {
  canSeeDisabledDate,
  createRefusal,
  MANAGE_OWN_ONLY_MESSAGE,
  manageRefusal,
  OWN_HOST_ONLY_MESSAGE,
  SPACE_SCOPE_ADMIN_ONLY_MESSAGE,
} from './disabled-date-permissions';

const admin = { userId: 'admin', role: 'ADMIN' as const };
const member = { userId: 'member', role: 'MEMBER' as const };

describe('disabled date permissions', () => {
  it('lets an admin create SPACE and HOST entries for anyone', () => {
    expect(createRefusal(admin, { scope: 'SPACE', hostId: null })).toBeNull();
    expect(createRefusal(admin, { scope: 'HOST', hostId: 'member' })).toBeNull();
  });

  it('lets a non-admin create only HOST entries for themself', () => {
    expect(createRefusal(member, { scope: 'HOST', hostId: 'member' })).toBeNull();
    expect(createRefusal(member, { scope: 'HOST', hostId: 'admin' })).toBe(OWN_HOST_ONLY_MESSAGE);
    expect(createRefusal(member, { scope: 'SPACE', hostId: null })).toBe(SPACE_SCOPE_ADMIN_ONLY_MESSAGE);
  });

  it('lets a non-admin manage entries they host or created, never SPACE ones', () => {
    expect(manageRefusal(member, { scope: 'HOST', hostId: 'member', createdBy: 'admin' })).toBeNull();
    expect(manageRefusal(member, { scope: 'HOST', hostId: 'other', createdBy: 'member' })).toBeNull();
    expect(manageRefusal(member, { scope: 'HOST', hostId: 'other', createdBy: 'admin' })).toBe(
      MANAGE_OWN_ONLY_MESSAGE,
    );
    expect(manageRefusal(member, { scope: 'SPACE', hostId: null, createdBy: 'member' })).toBe(
      SPACE_SCOPE_ADMIN_ONLY_MESSAGE,
    );
    expect(manageRefusal(admin, { scope: 'SPACE', hostId: null, createdBy: null })).toBeNull();
  });

  it('shows SPACE entries to everyone and other members’ absences only to admins', () => {
    expect(canSeeDisabledDate(member, { scope: 'SPACE', hostId: null, createdBy: 'admin' })).toBe(true);
    expect(canSeeDisabledDate(member, { scope: 'HOST', hostId: 'other', createdBy: 'admin' })).toBe(false);
    expect(canSeeDisabledDate(admin, { scope: 'HOST', hostId: 'other', createdBy: 'other' })).toBe(true);
  });
});
