import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import { CreateInvitationSchema, INVITATION_MESSAGES, isInvitationExpired } from './invitation.schema';

const firstMessage = (payload: unknown) =>
  CreateInvitationSchema.safeParse(payload).error?.issues[0]?.message;

describe('CreateInvitationSchema', () => {
  it('lowercases the e-mail and defaults the role to MEMBER', () => {
    expect(CreateInvitationSchema.parse({ email: '  Ana@Example.COM ' })).toEqual({
      email: 'ana@example.com',
      role: 'MEMBER',
    });
    expect(CreateInvitationSchema.parse({ email: 'a@b.co', role: 'ADMIN' }).role).toBe('ADMIN');
  });

  it('uses the invite dialog messages', () => {
    expect(firstMessage({})).toBe(INVITATION_MESSAGES.emailRequired);
    expect(firstMessage({ email: '  ' })).toBe(INVITATION_MESSAGES.emailRequired);
    expect(firstMessage({ email: 'no-es-email' })).toBe(INVITATION_MESSAGES.emailInvalid);
    expect(firstMessage({ email: 'a@b.co', role: 'member' })).toBe(INVITATION_MESSAGES.role);
    expect(CreateInvitationSchema.safeParse({ email: 'a@b.co', extra: 1 }).success).toBe(false);
  });
});

describe('isInvitationExpired', () => {
  it('is expired from expiresAt on', () => {
    const now = new Date('2026-03-09T08:00:00.000Z');
    expect(isInvitationExpired('2026-03-09T08:00:00.001Z', now)).toBe(false);
    expect(isInvitationExpired('2026-03-09T08:00:00.000Z', now)).toBe(true);
  });
});
