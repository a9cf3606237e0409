import { emailOutbox } from '@citavet/db/schema/outbox';
import { invitations } from '@citavet/db/schema/spaces';
import { and, desc, eq } from 'drizzle-orm';
import type { TestContext } from '../../test/test-app';
import { bearer } from '../../test/test-app';
import type { TestUser } from '../spaces/spaces.test-support';

// Helpers for the invitation tests (not a test file itself).

export function invite(context: TestContext, admin: TestUser, spaceId: string, payload: object) {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/invitations`,
    headers: bearer(admin.token),
    payload,
  });
}

/** The newest invitation e-mail queued for `email`, and the token of its link. */
export async function lastInvitationEmail(context: TestContext, email: string) {
  const [message] = await context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, 'space-invitation')))
    .orderBy(desc(emailOutbox.sendAfter), desc(emailOutbox.createdAt))
    .limit(1);
  if (!message) throw new Error(`no e-mail to ${email}`);
  const token = /\/invitaciones\/([A-Za-z0-9_-]+)/.exec(message.textBody)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return { message, token };
}

export function respond(
  context: TestContext,
  user: TestUser | null,
  reference: string,
  action: 'accept' | 'reject',
) {
  return context.app.inject({
    method: 'POST',
    url: `/api/spaces/invitations/${encodeURIComponent(reference)}/${action}`,
    ...(user ? { headers: bearer(user.token) } : {}),
  });
}

/** Moves an invitation's expiry into the past (moving the clock a week would end the test sessions too). */
export async function expireInvitation(context: TestContext, invitationId: string) {
  await context.database.db
    .update(invitations)
    .set({ expiresAt: new Date(context.clock.now().getTime() - 1000) })
    .where(eq(invitations.id, invitationId));
}
