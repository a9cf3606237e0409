import { describe, expect, it } from 'vitest';
import { deriveSetupStep, type SetupFacts } from './setup-step';

const nothing: SetupFacts = {
  role: 'HOST',
  hasPendingInvitations: false,
  hasSpaces: false,
  hasInvitationsSent: false,
  areInvitationsOmitted: false,
  hasServices: false,
  hasServicesWithSchedules: false,
};
const facts = (overrides: Partial<SetupFacts>): SetupFacts => ({ ...nothing, ...overrides });
const everything = facts({
  hasSpaces: true,
  hasInvitationsSent: true,
  hasServices: true,
  hasServicesWithSchedules: true,
});

describe('deriveSetupStep', () => {
  it('step 1 when the user has pending invitations, whatever else is true', () => {
    expect(deriveSetupStep(facts({ hasPendingInvitations: true }))).toEqual({
      step: 1,
      isCompleted: false,
      isFirstRunComplete: false,
    });
    expect(deriveSetupStep({ ...everything, hasPendingInvitations: true })).toEqual({
      step: 1,
      isCompleted: false,
      isFirstRunComplete: true,
    });
  });

  it('step 1 for a CLIENT with pending invitations, which is not completed', () => {
    expect(deriveSetupStep(facts({ role: 'CLIENT', hasPendingInvitations: true }))).toEqual({
      step: 1,
      isCompleted: false,
      isFirstRunComplete: false,
    });
  });

  it('HOST without a space: step 1', () => {
    expect(deriveSetupStep(nothing)).toEqual({ step: 1, isCompleted: false, isFirstRunComplete: false });
  });

  it('HOST with a space, no invitations sent or omitted and no services: step 2', () => {
    expect(deriveSetupStep(facts({ hasSpaces: true }))).toEqual({
      step: 2,
      isCompleted: false,
      isFirstRunComplete: false,
    });
  });

  it('HOST with a space and invitations sent but no services: step 3', () => {
    expect(deriveSetupStep(facts({ hasSpaces: true, hasInvitationsSent: true })).step).toBe(3);
  });

  it('HOST with a space and invitations omitted but no services: step 3, not completed', () => {
    expect(deriveSetupStep(facts({ hasSpaces: true, areInvitationsOmitted: true }))).toEqual({
      step: 3,
      isCompleted: false,
      isFirstRunComplete: false,
    });
  });

  it('HOST with services but none with schedules: step 4, already completed by the spec rule', () => {
    expect(deriveSetupStep(facts({ hasSpaces: true, hasInvitationsSent: true, hasServices: true }))).toEqual({
      step: 4,
      isCompleted: true,
      isFirstRunComplete: false,
    });
  });

  it('HOST with services but no invitations: invitations do not hold back later steps', () => {
    expect(deriveSetupStep(facts({ hasSpaces: true, hasServices: true })).step).toBe(4);
    expect(
      deriveSetupStep(facts({ hasSpaces: true, hasServices: true, hasServicesWithSchedules: true })),
    ).toEqual({ step: 5, isCompleted: true, isFirstRunComplete: true });
  });

  it('HOST with everything: step 5, completed and first run complete', () => {
    expect(deriveSetupStep(everything)).toEqual({ step: 5, isCompleted: true, isFirstRunComplete: true });
  });

  it('CLIENT without pending invitations: step 5 and completed, though no first run was made', () => {
    expect(deriveSetupStep(facts({ role: 'CLIENT' }))).toEqual({
      step: 5,
      isCompleted: true,
      isFirstRunComplete: false,
    });
  });

  it('any other role goes straight to step 5', () => {
    expect(deriveSetupStep(facts({ role: 'ADMIN' }))).toEqual({
      step: 5,
      isCompleted: true,
      isFirstRunComplete: false,
    });
  });

  it('first run complete needs a space, a service and a service with schedules', () => {
    expect(deriveSetupStep({ ...everything, hasSpaces: false }).isFirstRunComplete).toBe(false);
    expect(deriveSetupStep({ ...everything, hasServices: false }).isFirstRunComplete).toBe(false);
    expect(deriveSetupStep({ ...everything, hasServicesWithSchedules: false }).isFirstRunComplete).toBe(
      false,
    );
    expect(
      deriveSetupStep({ ...everything, hasInvitationsSent: false, areInvitationsOmitted: false })
        .isFirstRunComplete,
    ).toBe(true);
  });
});
