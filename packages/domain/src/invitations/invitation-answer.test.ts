import { describe, expect, it } from 'vitest';
import { invitationAnswerRefusal } from './invitation-answer';

const verifiedAt = new Date('2026-01-01T00:00:00Z');

describe('invitationAnswerRefusal', () => {
  it('lets the e-mailed token answer for the invited address, verified or not', () => {
    const invitee = { email: 'Ana@x.es', emailVerifiedAt: null };
    expect(invitationAnswerRefusal({ isByToken: true, invitationEmail: 'ana@x.es', invitee })).toBeNull();
  });

  it('refuses an answer by id from an unverified address', () => {
    const invitee = { email: 'ana@x.es', emailVerifiedAt: null };
    expect(invitationAnswerRefusal({ isByToken: false, invitationEmail: 'ana@x.es', invitee })).toBe(
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('lets a verified address answer by id', () => {
    const invitee = { email: 'ana@x.es', emailVerifiedAt: verifiedAt };
    expect(invitationAnswerRefusal({ isByToken: false, invitationEmail: 'ana@x.es', invitee })).toBeNull();
  });

  it('refuses another address, even with the token', () => {
    const invitee = { email: 'eve@x.es', emailVerifiedAt: verifiedAt };
    expect(invitationAnswerRefusal({ isByToken: true, invitationEmail: 'ana@x.es', invitee })).toBe(
      'OTHER_EMAIL',
    );
  });
});
