import { type MatrixEntry, receptionExpected } from './authorization-matrix';
import type { Actor, ExtraActors, MatrixStage } from './authorization-stage';

// Six more callers every route of the matrix is tried with, beyond the five roles of its table:
//   revoked            a token used after POST /api/auth/logout: must be worth no more than none
//   removed            a former MEMBER of the route's space (joined, then removed by the ADMIN)
//   client             a CLIENT account (users.role = 'CLIENT') that is not the booker
//   unverifiedInvitee  registered with the invited address but never opened the verification e-mail
//   switchedEmail      registered elsewhere and asked to switch the profile to the invited address,
//                      without opening the confirmation sent there
//   reception          a RECEPTION member of the route's space (joined in every space the stage builds)
// Their expected status follows from the table: `revoked` answers as `anonymous`, `reception` as
// `member` but where RECEPTION_DIFFERENCES says otherwise, the others as `otherAdmin` (a signed-in
// user outside the space), unless the entry names an exception.

export const EXTRA_ACTORS = [
  'revoked',
  'removed',
  'client',
  'unverifiedInvitee',
  'switchedEmail',
  'reception',
] as const;
export type ExtraActorKind = (typeof EXTRA_ACTORS)[number];

const EXCEPTIONS: Record<string, Partial<Record<ExtraActorKind, number>>> = {
  // CLIENT accounts book; they do not run spaces.
  // Opening a clinic needs a proven address (docs/decisions/068): the unverified actor gets 403.
  'POST /api/spaces': { client: 403, unverifiedInvitee: 403 },
  // Only the unverified actor has anything to resend; the others' addresses are proven (409).
  'POST /api/auth/verify-email/resend': { removed: 409, client: 409, switchedEmail: 409, reception: 409 },
};

export function expectedForExtra(entry: MatrixEntry, kind: ExtraActorKind): number {
  const exception = EXCEPTIONS[entry.route]?.[kind];
  if (exception !== undefined) return exception;
  if (kind === 'reception') return receptionExpected(entry);
  return kind === 'revoked' ? entry.expected[0] : entry.expected[1];
}

/** The address an invitation must go to for the takeover attempt of `kind` (null: theirs is no target). */
export function invitedAddressOf(stage: MatrixStage, kind: string | undefined): string | null {
  if (kind === 'unverifiedInvitee') return stage.extras?.unverifiedInvitee.email ?? null;
  if (kind === 'switchedEmail') return stage.switchTargets.get(stage.extras?.switchedEmail.id ?? '') ?? null;
  return null;
}

/** One extra actor of `kind`, built through the API. */
export async function createExtraActor(stage: MatrixStage, kind: ExtraActorKind): Promise<Actor> {
  switch (kind) {
    case 'revoked': {
      const actor = await stage.register('Rita Revocada');
      await stage.call('POST', '/api/auth/logout', actor);
      return actor;
    }
    case 'reception':
      return stage.register('Rocío Recepción');
    case 'removed':
      // Joined and removed in every space the stage builds (MatrixStage.space).
      return stage.register('Rober Retirado');
    case 'client':
      return stage.register('Carla Cliente Ajena', 'CLIENT');
    case 'unverifiedInvitee':
      return stage.register('Irene Sin Verificar', undefined, { isVerified: false });
    case 'switchedEmail': {
      const actor = await stage.register('Sergio Cambiado');
      const target = stage.uniqueEmail('destino-cambio');
      await stage.call('PUT', '/api/auth/profile', actor, {
        name: actor.name,
        email: target,
        currentPassword: actor.password,
      });
      stage.switchTargets.set(actor.id, target);
      return actor;
    }
  }
}

export async function createExtraActors(stage: MatrixStage): Promise<ExtraActors> {
  const entries = await Promise.all(
    EXTRA_ACTORS.map(async (kind) => [kind, await createExtraActor(stage, kind)] as const),
  );
  return Object.fromEntries(entries) as ExtraActors;
}
