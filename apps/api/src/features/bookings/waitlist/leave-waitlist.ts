import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { hashOpaqueToken } from '../../../security/tokens';
import { leaveWaitlistByToken } from './waitlist.repository';

/** DELETE /public/waitlist/:token: the client leaves the list through their link. */
export async function leaveWaitlist(deps: AppDependencies, token: string): Promise<void> {
  const isLeft = await leaveWaitlistByToken(deps.database.db, hashOpaqueToken(token));
  if (!isLeft) throw notFound(WAITLIST_MESSAGES.requestNotFound, 'WAITLIST_REQUEST_NOT_FOUND');
}
