import { type Client, nextConsentAt, type UpdateClientInput } from '@citavet/domain/clients/client.schema';
import { CLIENT_ERASED_MESSAGE } from '@citavet/domain/clients/client-privacy.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { conflict } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { requireClient } from './client-access';
import { renameUpcomingBookingsClient } from './client-bookings.repository';
import { rethrowEmailTaken } from './client-conflicts';
import { findSpacePhoneContext } from './client-phones.repository';
import { findClientConsents, updateClient } from './clients.repository';
import { storedPhone } from './stored-phone';

/** Any subset of the fields; consents keep the instant they were first given. */
export async function updateClientDetails(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
  clientId: string,
  input: UpdateClientInput,
): Promise<Client> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, actor.id);
  const now = deps.clock.now();
  return db
    .transaction(async (tx) => {
      const current = await requireClient(tx, spaceId, clientId, { forUpdate: true });
      // Only archiving stays possible: the erased data must not come back through an edit.
      const isOnlyArchiving = Object.keys(input).every((key) => key === 'archived');
      if (current.erasedAt && !isOnlyArchiving) throw conflict(CLIENT_ERASED_MESSAGE, 'CLIENT_ERASED');
      const consents = await findClientConsents(tx, clientId);
      const { reminderConsent, marketingConsent, smsConsent, archived, ...fields } = input;
      const region = await findSpacePhoneContext(tx, spaceId);
      await updateClient(
        tx,
        spaceId,
        clientId,
        {
          ...fields,
          ...(fields.phone === undefined ? {} : { phone: storedPhone(fields.phone, region) }),
          ...(fields.whatsapp === undefined ? {} : { whatsapp: storedPhone(fields.whatsapp, region) }),
          smsConsentAt: nextConsentAt(consents?.smsConsentAt ?? null, smsConsent, now),
          // SMS consent given again (the client asked the clinic) lifts an earlier BAJA.
          ...(smsConsent === true && !consents?.smsConsentAt ? { smsUnsubscribedAt: null } : {}),
          reminderConsentAt: nextConsentAt(consents?.reminderConsentAt ?? null, reminderConsent, now),
          // Consent given again (the client asked the clinic) lifts an earlier unsubscribe.
          ...(reminderConsent === true && !consents?.reminderConsentAt
            ? { remindersUnsubscribedAt: null }
            : {}),
          marketingConsentAt: nextConsentAt(consents?.marketingConsentAt ?? null, marketingConsent, now),
          ...(archived === undefined
            ? {}
            : { archivedAt: archived ? (current.archivedAt ? new Date(current.archivedAt) : now) : null }),
        },
        now,
      );
      // A new name reaches the upcoming bookings, and the events already written to the vets'
      // calendars are written again with it (decision 090's addendum).
      if (fields.name !== undefined && fields.name !== current.name) {
        const renamed = await renameUpcomingBookingsClient(tx, clientId, fields.name, now);
        if (renamed > 0) await queueUpcomingBookingPushes(tx, spaceId, { clientId }, now);
      }
      // Which fields changed, never their values (the log holds no personal data).
      const isArchiving = archived === true && !current.archivedAt;
      await insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.id,
        action: isArchiving ? 'CLIENT_ARCHIVED' : 'CLIENT_UPDATED',
        subjectType: 'client',
        subjectId: clientId,
        clientId,
        ip: actor.ip,
        details: { fields: Object.keys(input).sort().join(',') },
        at: now,
      });
      return requireClient(tx, spaceId, clientId);
    })
    .catch(rethrowEmailTaken);
}
