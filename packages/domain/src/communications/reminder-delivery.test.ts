import { describe, expect, it } from 'vitest';
import { decideReminderDelivery, isReminderKind, REMINDER_DROP_REASONS } from './reminder-delivery';

const consenting = { hasReminderConsent: true, unsubscribedAt: null, isErased: false };

describe('isReminderKind', () => {
  it('knows every reminder* kind and the booking reminder, and nothing else', () => {
    expect(isReminderKind('reminder-appointment')).toBe(true);
    expect(isReminderKind('reminder-vaccine')).toBe(true);
    expect(isReminderKind('booking-reminder')).toBe(true);
    expect(isReminderKind('booking-confirmation')).toBe(false);
    expect(isReminderKind('password-reset')).toBe(false);
  });
});

describe('decideReminderDelivery', () => {
  it('lets every non-reminder go, whatever the client', () => {
    expect(decideReminderDelivery('booking-confirmation', null)).toEqual({ isAllowed: true });
    expect(
      decideReminderDelivery('booking-confirmation', {
        ...consenting,
        unsubscribedAt: new Date(),
        isErased: true,
      }),
    ).toEqual({ isAllowed: true });
  });

  it('sends a reminder to a consenting client', () => {
    expect(decideReminderDelivery('reminder-vaccine', consenting)).toEqual({ isAllowed: true });
  });

  it('drops a reminder* without consent, after unsubscribing, once erased, or without a client', () => {
    expect(decideReminderDelivery('reminder-vaccine', { ...consenting, hasReminderConsent: false })).toEqual({
      isAllowed: false,
      reason: REMINDER_DROP_REASONS.noConsent,
    });
    expect(
      decideReminderDelivery('reminder-appointment', { ...consenting, unsubscribedAt: new Date(0) }),
    ).toEqual({
      isAllowed: false,
      reason: REMINDER_DROP_REASONS.unsubscribed,
    });
    expect(decideReminderDelivery('reminder-followup', { ...consenting, isErased: true })).toEqual({
      isAllowed: false,
      reason: REMINDER_DROP_REASONS.erased,
    });
    expect(decideReminderDelivery('reminder-followup', null)).toEqual({
      isAllowed: false,
      reason: REMINDER_DROP_REASONS.noClient,
    });
  });

  it('sends an appointment’s reminders without separate consent, but never after unsubscribing', () => {
    const noConsent = { ...consenting, hasReminderConsent: false };
    expect(decideReminderDelivery('reminder-appointment', noConsent)).toEqual({ isAllowed: true });
    expect(decideReminderDelivery('reminder-vaccine', noConsent)).toEqual({
      isAllowed: false,
      reason: REMINDER_DROP_REASONS.noConsent,
    });
    expect(decideReminderDelivery('booking-reminder', noConsent)).toEqual({ isAllowed: true });
    expect(decideReminderDelivery('booking-reminder', null)).toEqual({ isAllowed: true });
    expect(decideReminderDelivery('booking-reminder', { ...noConsent, unsubscribedAt: new Date(0) })).toEqual(
      {
        isAllowed: false,
        reason: REMINDER_DROP_REASONS.unsubscribed,
      },
    );
  });

  it('holds for every combination: allowed exactly when the brute-force rule says so', () => {
    for (const kind of ['reminder-vaccine', 'reminder-appointment', 'booking-reminder', 'other']) {
      const isAppointment = kind === 'booking-reminder' || kind === 'reminder-appointment';
      for (const hasReminderConsent of [true, false])
        for (const isUnsubscribed of [true, false])
          for (const isErased of [true, false])
            for (const isKnown of [true, false]) {
              const recipient = isKnown
                ? { hasReminderConsent, unsubscribedAt: isUnsubscribed ? new Date(0) : null, isErased }
                : null;
              const expected =
                kind === 'other' ||
                (isAppointment && !isKnown) ||
                (isKnown && !isErased && !isUnsubscribed && (isAppointment || hasReminderConsent));
              expect(decideReminderDelivery(kind, recipient).isAllowed).toBe(expected);
            }
    }
  });
});
