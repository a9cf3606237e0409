// The setup wizard's step derivation.
//
// Two answers, for two different decisions:
// - `step` picks the wizard screen (1 Veterinaria, 2 Miembros, 3 Servicios, 4 Horarios, 5 done), and
//   `isCompleted` is the spec's "setup is completed" flag (step ≥ 4, or a CLIENT without pending
//   invitations). Note it is already true at step 4, before any schedule exists.
// - `isFirstRunComplete` is the dashboard guard: a space, a service in the first space
//   and a service with schedules. Redirects (dashboard guard, /setup → dashboard, after sign-in)
//   must use this one: using `isCompleted` there would send a host at step 4 into a dashboard whose
//   guard sends them back to /setup.

export const SETUP_TOTAL_STEPS = 4;
export const SETUP_DONE_STEP = 5;

export const SETUP_STEPS = [
  { step: 1, label: 'Veterinaria' },
  { step: 2, label: 'Miembros' },
  { step: 3, label: 'Servicios' },
  { step: 4, label: 'Horarios' },
] as const;

export type SetupStep = 1 | 2 | 3 | 4 | 5;

export type SetupFacts = {
  /** The user's account role (HOST by default, CLIENT, or another). */
  role: string;
  hasPendingInvitations: boolean;
  hasSpaces: boolean;
  /** Facts about the first space (by the user's joinedAt); false without a space. */
  hasInvitationsSent: boolean;
  areInvitationsOmitted: boolean;
  hasServices: boolean;
  hasServicesWithSchedules: boolean;
};

export type SetupProgress = { step: SetupStep; isCompleted: boolean; isFirstRunComplete: boolean };

function deriveStep(facts: SetupFacts): SetupStep {
  if (facts.hasPendingInvitations) return 1;
  // A CLIENT, and any role other than HOST, goes straight to the completion screen.
  if (facts.role !== 'HOST') return 5;
  if (!facts.hasSpaces) return 1;
  // Invitations count as done when any were sent or the step was skipped.
  const isMembersStepDone = facts.hasInvitationsSent || facts.areInvitationsOmitted;
  if (!isMembersStepDone && !facts.hasServices) return 2;
  if (!facts.hasServices) return 3;
  if (!facts.hasServicesWithSchedules) return 4;
  return 5;
}

export function deriveSetupStep(facts: SetupFacts): SetupProgress {
  const step = deriveStep(facts);
  const isClientWithoutInvitations = facts.role === 'CLIENT' && !facts.hasPendingInvitations;
  return {
    step,
    isCompleted: step >= 4 || isClientWithoutInvitations,
    isFirstRunComplete: facts.hasSpaces && facts.hasServices && facts.hasServicesWithSchedules,
  };
}
