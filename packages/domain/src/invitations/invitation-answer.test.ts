import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitationAnswerRefusal, isAnswerableById } from './invitation-answer';

const invitedAt = new Date('2026-01-01T00:00:00Z');
const verifiedAfter = new Date('2026-01-02T00:00:00Z');
const verifiedBefore = new Date('2025-12-01T00:00:00Z');
const answer = (isByToken: boolean, email: string, emailVerifiedAt: Date | null) => ({
  isByToken,
  invitationEmail: 'ana@x.es',
  invitationCreatedAt: invitedAt,
  invitee: { email, emailVerifiedAt },
});

describe('invitationAnswerRefusal', () => {
  it('lets the e-mailed token answer for the invited address, verified or not', () => {
    expect(invitationAnswerRefusal(answer(true, 'Ana@x.es', null))).toBeNull();
    expect(invitationAnswerRefusal(answer(true, 'ana@x.es', verifiedBefore))).toBeNull();
  });

  it('refuses an answer by id from an unverified address', () => {
    expect(invitationAnswerRefusal(answer(false, 'ana@x.es', null))).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets an address verified after the invitation was created answer by id', () => {
    expect(invitationAnswerRefusal(answer(false, 'ana@x.es', verifiedAfter))).toBeNull();
  });

  it('refuses an answer by id when the address was verified before the invitation existed', () => {
    expect(invitationAnswerRefusal(answer(false, 'ana@x.es', verifiedBefore))).toBe(
      'INVITATION_LINK_REQUIRED',
    );
    expect(invitationAnswerRefusal(answer(false, 'ana@x.es', invitedAt))).toBeNull();
  });

  it('refuses another address, even with the token', () => {
    expect(invitationAnswerRefusal(answer(true, 'eve@x.es', verifiedAfter))).toBe('OTHER_EMAIL');
  });

  it('never lets an id answer unless the proof of the mailbox is newer than the invitation', () => {
    fc.assert(
      fc.property(
        fc.option(fc.date({ noInvalidDate: true })),
        fc.date({ noInvalidDate: true }),
        (verified, created) => {
          const refusal = invitationAnswerRefusal({
            isByToken: false,
            invitationEmail: 'ana@x.es',
            invitationCreatedAt: created,
            invitee: { email: 'ana@x.es', emailVerifiedAt: verified },
          });
          const isAllowed = verified !== null && verified.getTime() >= created.getTime();
          expect(refusal === null).toBe(isAllowed);
          expect(isAnswerableById(verified, created)).toBe(isAllowed);
        },
      ),
    );
  });
});
