import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, UpdateMemberRoleSchema, wouldLeaveSpaceWithoutAdmin } from './member.schema';

describe('wouldLeaveSpaceWithoutAdmin', () => {
  it('refuses to take the only admin out of the role', () => {
    expect(wouldLeaveSpaceWithoutAdmin(['ana'], 'ana')).toBe(true);
    expect(wouldLeaveSpaceWithoutAdmin([], 'ana')).toBe(false);
  });

  it('allows it when another admin remains, or when the target is not an admin', () => {
    expect(wouldLeaveSpaceWithoutAdmin(['ana', 'luis'], 'ana')).toBe(false);
    expect(wouldLeaveSpaceWithoutAdmin(['ana'], 'luis')).toBe(false);
  });
});

describe('UpdateMemberRoleSchema', () => {
  it('accepts ADMIN and MEMBER only, uppercase', () => {
    expect(UpdateMemberRoleSchema.parse({ role: 'ADMIN' })).toEqual({ role: 'ADMIN' });
    for (const role of ['admin', 'HOST', '', undefined]) {
      const result = UpdateMemberRoleSchema.safeParse({ role });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MEMBER_MESSAGES.role);
    }
  });
});
