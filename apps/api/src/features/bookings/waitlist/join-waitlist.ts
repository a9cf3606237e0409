import { randomUUID } from 'node:crypto';
import { PUBLIC_MESSAGES } from '@citavet/domain/public/public-space.schema';
import type { JoinWaitlistInput, JoinWaitlistResult } from '@citavet/domain/waitlist/waitlist.schema';
import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import { requestExpiry, windowsAhead } from '@citavet/domain/waitlist/waitlist-rules';
import type { AppDependencies } from '../../../app-dependencies';
import { badRequest, notFound } from '../../../http/app-error';
import { createOpaqueToken } from '../../../security/tokens';
import { findWaitlistServiceContext, insertWaitlistRequest } from './waitlist.repository';

/**
 * POST /public/space/:spaceId/service/:serviceId/waitlist: 'Avísame si se libera un hueco'. The
 * service must be one the public page books; the windows still ahead are kept (all past: 400); the
 * request lasts the days asked, never past its last window. Answers the client's link to leave.
 */
export async function joinWaitlist(
  deps: AppDependencies,
  spaceId: string,
  serviceId: string,
  input: JoinWaitlistInput,
): Promise<JoinWaitlistResult> {
  const now = deps.clock.now();
  const hostId = input.hostId?.toLowerCase() ?? null;
  const context = await findWaitlistServiceContext(deps.database.db, spaceId, serviceId, hostId);
  if (!context?.isActive) throw notFound(PUBLIC_MESSAGES.serviceNotFound, 'SERVICE_NOT_FOUND');
  if (!context.isBookableByClients)
    throw badRequest(WAITLIST_MESSAGES.serviceNotBookable, 'SERVICE_NOT_BOOKABLE');
  if (!context.isHostOffering) throw notFound(PUBLIC_MESSAGES.hostNotFound, 'HOST_NOT_FOUND');
  const windows = windowsAhead(input.windows, context.timeZone, now.getTime());
  if (windows.length === 0) throw badRequest(WAITLIST_MESSAGES.windowsInPast, 'WAITLIST_IN_PAST');
  const { token, tokenHash } = createOpaqueToken();
  const expiresAt = new Date(requestExpiry(windows, context.timeZone, now.getTime(), input.days));
  // The honeypot was filled: a bot gets the same answer, and nothing is written.
  const id =
    input.website.trim() !== ''
      ? randomUUID()
      : await insertWaitlistRequest(deps.database.db, {
          spaceId: context.spaceId,
          serviceId,
          hostId,
          clientName: input.name,
          clientEmail: input.email,
          clientPhone: input.phone,
          petName: input.petName,
          petSpecies: input.species ?? null,
          windows,
          expiresAt,
          tokenHash,
          createdAt: now,
        });
  return { request: { id, expiresAt: expiresAt.toISOString(), leavePath: `/lista-espera/${token}` } };
}
