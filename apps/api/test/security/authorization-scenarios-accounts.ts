import { emailTokens } from '@citavet/db/schema/users';
import { lastInvitationEmail } from '../../src/features/invitations/invitations.test-support';
import { createOpaqueToken } from '../../src/security/tokens';
import { type ExtraActorKind, invitedAddressOf } from './authorization-extra-actors';
import type { MatrixRole, Scenarios, Scene } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for accounts, spaces, members, invitations, setup, geocoding and health.

const INVITATION_LINK = /\/invitaciones\/([A-Za-z0-9_-]+)/;
const RESET_LINK = /reset-password\?token=([^\s]+)/;
const VERIFY_LINK = /verify-email\?token=([^\s]+)/;
const CONFIRM_LINK = /confirm-email\?token=([^\s]+)/;
const REVERT_LINK = /revert-email\?token=([^\s]+)/;
const NOT_ME_LINK = /not-me\?token=([^\s]+)/;

/**
 * Routes about the caller themself (/auth/*, setup status) or about no one (health): every signed-in
 * caller acts on their own account, and the owner cell is the client, a signed-in user with no space.
 */
const callerScene = (stage: MatrixStage, request: Scene['request']): Scene => ({
  owner: stage.team.client,
  request,
});

/**
 * A user that a successful cell spends (a changed password ends their sessions, a deleted account is
 * gone), in the position of the cell's role: the ADMIN of a space with a MEMBER, a MEMBER of a space,
 * the ADMIN of a space of their own, a user with no space.
 */
async function accountScene(
  stage: MatrixStage,
  role: MatrixRole | ExtraActorKind | undefined,
  request: Scene['request'],
  options: { isUnverified?: boolean } = {},
): Promise<Scene> {
  const { team } = stage;
  if (role === 'anonymous') return { owner: team.client, request };
  const fresh = await stage.register('Persona Efímera');
  const scene = await accountSceneOf(stage, role, fresh, request);
  // Extra actors bring their own fresh account (the matrix makes one per destructive cell).
  if (options.isUnverified) await stage.unverify(fresh);
  return scene;
}

async function accountSceneOf(
  stage: MatrixStage,
  role: MatrixRole | ExtraActorKind | undefined,
  fresh: Awaited<ReturnType<MatrixStage['register']>>,
  request: Scene['request'],
): Promise<Scene> {
  const { team } = stage;
  if (role === 'admin') {
    const { spaceId } = await stage.createSpace(fresh);
    await stage.join(spaceId, team.member, fresh);
    return { owner: team.client, cast: { admin: fresh }, request };
  }
  if (role === 'member') {
    await stage.join((await stage.createSpace(team.admin)).spaceId, fresh);
    return { owner: team.client, cast: { member: fresh }, request };
  }
  if (role === 'otherAdmin') {
    await stage.createSpace(fresh);
    return { owner: team.client, cast: { otherAdmin: fresh }, request };
  }
  return { owner: fresh, request };
}

const spaceParams = async (stage: MatrixStage) => {
  const { spaceId } = await stage.space();
  return { spaceId };
};

export const ACCOUNT_SCENARIOS: Scenarios = {
  'GET /api/health': {
    stage: async (stage) => callerScene(stage, () => ({})),
  },
  'POST /api/auth/register': {
    stage: async (stage) =>
      callerScene(stage, () => ({
        payload: { name: 'Nueva Persona', email: stage.uniqueEmail('registro'), password: 'secreto123' },
      })),
  },
  'POST /api/auth/login': {
    stage: async (stage) => {
      const user = await stage.register('Lola Login');
      return callerScene(stage, () => ({ payload: { email: user.email, password: user.password } }));
    },
  },
  'GET /api/auth/profile': {
    stage: async (stage) => callerScene(stage, () => ({})),
  },
  'PUT /api/auth/profile': {
    stage: async (stage) =>
      callerScene(stage, (actor) => ({
        payload: { name: actor?.name ?? 'Sin Sesión', email: actor?.email ?? 'sin-sesion@example.com' },
      })),
  },
  'PUT /api/auth/change-password': {
    isDestructive: true,
    stage: (stage, role) =>
      accountScene(stage, role, (actor) => ({
        payload: { currentPassword: actor?.password ?? 'secreto123', newPassword: 'otraClave456' },
      })),
  },
  'DELETE /api/auth/account': {
    isDestructive: true,
    stage: (stage, role) =>
      accountScene(stage, role, (actor) => ({
        payload: { currentPassword: actor?.password ?? 'secreto123' },
      })),
  },
  'POST /api/auth/logout': {
    isDestructive: true,
    stage: (stage, role) => accountScene(stage, role, () => ({})),
  },
  'POST /api/auth/verify-email/resend': {
    isDestructive: true,
    stage: (stage, role) => accountScene(stage, role, () => ({}), { isUnverified: true }),
  },
  'POST /api/auth/verify-email': {
    isDestructive: true,
    stage: async (stage) => {
      const user = await stage.register('Vera Verificable', undefined, { isVerified: false });
      const token = await stage.mailedToken(user.email, 'email-verification', VERIFY_LINK);
      return callerScene(stage, () => ({ payload: { token } }));
    },
  },
  'POST /api/auth/email-change/confirm': {
    isDestructive: true,
    stage: async (stage) => {
      const user = await stage.register('Cora Cambio');
      const next = stage.uniqueEmail('nuevo');
      await stage.call('PUT', '/api/auth/profile', user, {
        name: user.name,
        email: next,
        currentPassword: user.password,
      });
      const token = await stage.mailedToken(next, 'email-change-confirm', CONFIRM_LINK);
      return callerScene(stage, () => ({ payload: { token } }));
    },
  },
  'POST /api/auth/email-change/revert': {
    isDestructive: true,
    stage: async (stage) => {
      const user = await stage.register('Rebeca Revertir');
      const next = stage.uniqueEmail('nuevo');
      await stage.call('PUT', '/api/auth/profile', user, {
        name: user.name,
        email: next,
        currentPassword: user.password,
      });
      const token = await stage.mailedToken(user.email, 'email-change-notice', REVERT_LINK);
      return callerScene(stage, () => ({ payload: { token } }));
    },
  },
  'POST /api/auth/sign-in-link': {
    isDestructive: true,
    stage: async (stage) => {
      // The link is only e-mailed inside a pool wait (trusted-devices.test.ts floods for one);
      // here it is stored as sign-in.ts stores it, its hash only.
      const user = await stage.register('Lina Enlace');
      const { token, tokenHash } = createOpaqueToken();
      const now = stage.context.clock.now();
      await stage.context.database.db.insert(emailTokens).values({
        userId: user.id,
        purpose: 'SIGN_IN',
        email: user.email,
        tokenHash,
        expiresAt: new Date(now.getTime() + 15 * 60 * 1000),
        createdAt: now,
      });
      return callerScene(stage, () => ({ payload: { token } }));
    },
  },
  'POST /api/auth/not-me': {
    isDestructive: true,
    stage: async (stage) => {
      const user = await stage.register('Nora No Fui');
      await stage.call('PUT', '/api/auth/change-password', user, {
        currentPassword: user.password,
        newPassword: 'otraClave456',
      });
      const token = await stage.mailedToken(user.email, 'password-changed-notice', NOT_ME_LINK);
      return callerScene(stage, () => ({ payload: { token } }));
    },
  },
  'POST /api/auth/forgot-password': {
    stage: async (stage) => {
      const user = await stage.register('Olvido Contraseña');
      return callerScene(stage, () => ({ payload: { email: user.email } }));
    },
  },
  'POST /api/auth/reset-password': {
    isDestructive: true,
    stage: async (stage) => {
      const user = await stage.register('Reinicio Contraseña');
      await stage.call('POST', '/api/auth/forgot-password', null, { email: user.email });
      const token = await stage.mailedToken(user.email, 'password-reset', RESET_LINK);
      return callerScene(stage, () => ({ payload: { token, password: 'nuevaClave789' } }));
    },
  },

  'GET /api/spaces': {
    stage: async (stage) => ({ owner: stage.team.admin, request: () => ({}) }),
  },
  'POST /api/spaces': {
    stage: async (stage) => ({
      owner: stage.team.admin,
      request: () => ({ payload: { name: stage.unique('Clínica Nueva'), timeZone: 'Europe/Madrid' } }),
    }),
  },
  'GET /api/spaces/{id}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { id: spaceId } }) };
    },
  },
  'PUT /api/spaces/{id}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { id: spaceId }, payload: { name: 'Clínica Renombrada' } }),
      };
    },
  },

  'GET /api/spaces/{spaceId}/members': {
    stage: async (stage) => {
      const params = await spaceParams(stage);
      return { owner: stage.team.admin, request: () => ({ params }) };
    },
  },
  'PUT /api/spaces/{spaceId}/members/{userId}/role': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      return {
        owner: stage.team.host,
        request: () => ({ params: { spaceId, userId: stage.team.host.id }, payload: { role: 'ADMIN' } }),
      };
    },
  },
  'PUT /api/spaces/{spaceId}/members/{userId}/daily-cap': {
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      return {
        owner: stage.team.host,
        request: () => ({ params: { spaceId, userId: stage.team.host.id }, payload: { dailyCap: 8 } }),
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/members/{userId}': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      return { owner: stage.team.host, request: () => ({ params: { spaceId, userId: stage.team.host.id } }) };
    },
  },

  'GET /api/spaces/{spaceId}/invitations': {
    stage: async (stage) => {
      const params = await spaceParams(stage);
      await stage.invite(params.spaceId, stage.team.invitee.email);
      return { owner: stage.team.admin, request: () => ({ params }) };
    },
  },
  'POST /api/spaces/{spaceId}/invitations': {
    stage: async (stage) => {
      const params = await spaceParams(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params, payload: { email: stage.uniqueEmail('invitada'), role: 'MEMBER' } }),
      };
    },
  },
  'DELETE /api/spaces/invitations/{id}': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      const id = await stage.invite(spaceId, stage.team.invitee.email);
      return { owner: stage.team.invitee, request: () => ({ params: { id } }) };
    },
  },
  'POST /api/spaces/invitations/{id}/resend': {
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      const id = await stage.invite(spaceId, stage.team.invitee.email);
      // 'Reenviar' works again 60 s after the last e-mail.
      stage.context.clock.advance(61_000);
      return { owner: stage.team.invitee, request: () => ({ params: { id } }) };
    },
  },
  'POST /api/spaces/invitations/{id}/accept': {
    isDestructive: true,
    stage: async (stage, role) => {
      const { spaceId } = await spaceParams(stage);
      // The takeover attempts get an invitation to the address they claim (never proven).
      const email = invitedAddressOf(stage, role) ?? stage.team.invitee.email;
      const id = await stage.invite(spaceId, email);
      // The owner verified their address before this invitation existed, so they answer with the
      // e-mailed token (an id needs a newer proof: invitation-response.test.ts); everyone else tries the id.
      const reference = role === 'owner' ? (await lastInvitationEmail(stage.context, email)).token : id;
      return { owner: stage.team.invitee, request: () => ({ params: { id: reference } }) };
    },
  },
  'POST /api/spaces/invitations/{id}/reject': {
    isDestructive: true,
    stage: async (stage, role) => {
      const { spaceId } = await spaceParams(stage);
      // The takeover attempts get an invitation to the address they claim (never proven).
      const email = invitedAddressOf(stage, role) ?? stage.team.invitee.email;
      const id = await stage.invite(spaceId, email);
      // The owner verified their address before this invitation existed, so they answer with the
      // e-mailed token (an id needs a newer proof: invitation-response.test.ts); everyone else tries the id.
      const reference = role === 'owner' ? (await lastInvitationEmail(stage.context, email)).token : id;
      return { owner: stage.team.invitee, request: () => ({ params: { id: reference } }) };
    },
  },
  'GET /api/invitations/by-token/{token}': {
    stage: async (stage) => {
      const { spaceId } = await stage.createSpace(stage.team.admin);
      const email = stage.uniqueEmail('enlace');
      await stage.invite(spaceId, email);
      const token = await stage.mailedToken(email, 'space-invitation', INVITATION_LINK);
      return { owner: stage.team.invitee, request: () => ({ params: { token } }) };
    },
  },

  'GET /api/setup/status': {
    stage: async (stage) => callerScene(stage, () => ({})),
  },
  'POST /api/setup/skip-invitations': {
    stage: async (stage) => {
      const { spaceId } = await spaceParams(stage);
      return { owner: stage.team.admin, request: () => ({ payload: { spaceId } }) };
    },
  },
  'POST /api/setup/complete': {
    stage: async (stage) => callerScene(stage, () => ({})),
  },
  'GET /api/geocoding/search': {
    stage: async (stage) => callerScene(stage, () => ({ query: { q: 'Gran Vía Madrid' } })),
  },
};
