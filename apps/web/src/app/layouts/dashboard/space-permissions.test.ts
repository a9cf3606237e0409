import { describe, expect, it } from 'vitest';
import { canSwitchSpace, isSpaceAdmin } from './space-permissions';

const host = { role: 'HOST' as const, memberSpaces: [{ id: 'space-1', role: 'ADMIN' as const }] };
const hostWithoutMemberships = { role: 'HOST' as const, memberSpaces: [] };

describe('isSpaceAdmin', () => {
  it('follows the role in the space, and treats a HOST without memberships as admin', () => {
    expect(isSpaceAdmin(host, { myRole: 'ADMIN' })).toBe(true);
    expect(isSpaceAdmin(host, { myRole: 'MEMBER' })).toBe(false);
    expect(isSpaceAdmin(hostWithoutMemberships, { myRole: 'MEMBER' })).toBe(true);
    expect(isSpaceAdmin(null, { myRole: 'ADMIN' })).toBe(false);
    expect(isSpaceAdmin(host, null)).toBe(false);
  });
});

describe('canSwitchSpace', () => {
  it('needs a current space and more than one space', () => {
    expect(canSwitchSpace(host, 2, { myRole: 'MEMBER' })).toBe(true);
    expect(canSwitchSpace(host, 1, { myRole: 'ADMIN' })).toBe(false);
    expect(canSwitchSpace(host, 3, null)).toBe(false);
    expect(canSwitchSpace(null, 3, { myRole: 'ADMIN' })).toBe(false);
  });
});
