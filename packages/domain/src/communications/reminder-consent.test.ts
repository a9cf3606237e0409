import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reminderConsentState } from './reminder-consent';
import { decideReminderDelivery } from './reminder-delivery';

describe('reminderConsentState', () => {
  it('says appointment reminders go without consent, health reminders only with it', () => {
    expect(
      reminderConsentState({ hasReminderConsent: false, unsubscribedAt: null, isErased: false }),
    ).toEqual({
      appointment: 'SENT',
      health: 'NO_CONSENT',
    });
    expect(
      reminderConsentState({ hasReminderConsent: true, unsubscribedAt: new Date(0), isErased: false }),
    ).toEqual({ appointment: 'UNSUBSCRIBED', health: 'UNSUBSCRIBED' });
  });

  it('agrees with what the outbox does for every client', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (hasReminderConsent, isUnsubscribed, isErased) => {
          const recipient = {
            hasReminderConsent,
            unsubscribedAt: isUnsubscribed ? new Date(0) : null,
            isErased,
          };
          const state = reminderConsentState(recipient);
          expect(state.appointment === 'SENT').toBe(
            decideReminderDelivery('reminder-appointment', recipient).isAllowed,
          );
          expect(state.appointment === 'SENT').toBe(
            decideReminderDelivery('booking-reminder', recipient).isAllowed,
          );
          expect(state.health === 'SENT').toBe(
            decideReminderDelivery('reminder-vaccine', recipient).isAllowed,
          );
          expect(state.health === 'SENT').toBe(
            decideReminderDelivery('reminder-followup', recipient).isAllowed,
          );
        },
      ),
    );
  });
});
