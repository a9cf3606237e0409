import type { Transaction } from '@citavet/db/database';
import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import { enqueueEmails } from '../../mail/outbox.repository';
import type { SpaceAdminRecipient } from './space-ownership.repository';

// What the space's ADMINs are told when the space is deleted, restored or changes hands. Queued in
// the transaction of the change itself (the outbox delivers it exactly once: decision 059).

/** A date as the team reads it, in the space's own zone. */
function formatDay(instant: Date, timeZone: string): string {
  return dateTimeFormat('es-ES', { dateStyle: 'long', timeZone }).format(instant);
}

const appLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

export async function enqueueSpaceDeletedEmails(
  tx: Transaction,
  event: {
    recipients: readonly SpaceAdminRecipient[];
    spaceName: string;
    timeZone: string;
    ownerName: string;
    restorableUntil: Date;
    publicUrl: string;
    now: Date;
  },
) {
  const until = formatDay(event.restorableUntil, event.timeZone);
  await enqueueEmails(
    tx,
    event.recipients.map((recipient) => ({
      kind: 'space-deleted',
      to: recipient.email,
      toName: recipient.name,
      sendAfter: event.now,
      subject: `${event.spaceName} fue eliminado de Citavet`,
      text: [
        `Hola, ${recipient.name}:`,
        '',
        `${event.ownerName}, propietario de "${event.spaceName}", eliminó el espacio en Citavet.`,
        'Desde ahora su página pública y sus reservas en línea no están disponibles, y el equipo ya no puede entrar.',
        '',
        `El propietario puede restaurarlo hasta el ${until} desde "Espacios eliminados":`,
        appLink(event.publicUrl, '/settings/espacios-eliminados'),
        '',
        'Después se borran sus datos, salvo las historias clínicas firmadas, sus adendas y adjuntos y el registro de auditoría, que se conservan como exige la ley.',
        '',
        'Si no esperabas este cambio, habla con el propietario del espacio.',
      ].join('\n'),
    })),
  );
}

export async function enqueueSpaceRestoredEmails(
  tx: Transaction,
  event: { recipients: readonly SpaceAdminRecipient[]; spaceName: string; ownerName: string; now: Date },
) {
  await enqueueEmails(
    tx,
    event.recipients.map((recipient) => ({
      kind: 'space-restored',
      to: recipient.email,
      toName: recipient.name,
      sendAfter: event.now,
      subject: `${event.spaceName} vuelve a estar disponible en Citavet`,
      text: [
        `Hola, ${recipient.name}:`,
        '',
        `${event.ownerName} restauró "${event.spaceName}". El equipo vuelve a tener acceso y la página pública vuelve a estar en línea.`,
      ].join('\n'),
    })),
  );
}

export async function enqueueOwnershipOfferEmail(
  tx: Transaction,
  event: {
    recipient: SpaceAdminRecipient;
    spaceId: string;
    spaceName: string;
    ownerName: string;
    publicUrl: string;
    now: Date;
  },
) {
  await enqueueEmails(tx, [
    {
      kind: 'space-ownership-offer',
      to: event.recipient.email,
      toName: event.recipient.name,
      sendAfter: event.now,
      subject: `${event.ownerName} te ofrece la propiedad de ${event.spaceName}`,
      text: [
        `Hola, ${event.recipient.name}:`,
        '',
        `${event.ownerName} quiere cederte la propiedad de "${event.spaceName}" en Citavet.`,
        'Como propietario serás la única persona que puede eliminar o restaurar el espacio y ceder de nuevo la propiedad; nadie podrá quitarte el rol de administrador.',
        '',
        'Acepta o rechaza la cesión en la página de miembros del espacio:',
        appLink(event.publicUrl, `/dashboard/${event.spaceId}/miembros`),
      ].join('\n'),
    },
  ]);
}

export async function enqueueOwnershipTransferredEmail(
  tx: Transaction,
  event: { recipient: SpaceAdminRecipient; spaceName: string; newOwnerName: string; now: Date },
) {
  await enqueueEmails(tx, [
    {
      kind: 'space-ownership-transferred',
      to: event.recipient.email,
      toName: event.recipient.name,
      sendAfter: event.now,
      subject: `${event.newOwnerName} es ahora propietario de ${event.spaceName}`,
      text: [
        `Hola, ${event.recipient.name}:`,
        '',
        `${event.newOwnerName} aceptó la propiedad de "${event.spaceName}". Sigues siendo administrador del espacio.`,
      ].join('\n'),
    },
  ]);
}
