import { renderEmailHtml } from '../../../mail/email-html';
import type { OutgoingEmail } from '../../../mail/outbox.repository';
import { formatLongDate, formatWallClock } from '../emails/booking-email-formats';

// The offer e-mail of the waitlist (docs/decisions/085-waitlist.md): the slot, until when it is
// held, and the link that books it.

export function waitlistOfferLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/lista-espera/oferta/${encodeURIComponent(token)}`;
}

export function waitlistOfferEmail(input: {
  offerId: string;
  /** The space's client with this address: the offer shows in their communication log. */
  clientId: string | null;
  to: string;
  toName: string;
  spaceName: string;
  spaceColor: string | null;
  replyTo: string | null;
  serviceName: string;
  hostName: string;
  timeZone: string;
  startAt: Date;
  holdUntil: Date;
  link: string;
  now: Date;
}): OutgoingEmail {
  const subject = `Se ha liberado un hueco en ${input.spaceName}`;
  const text = [
    `Hola, ${input.toName}:`,
    '',
    `Se ha liberado un hueco para ${input.serviceName} y estabas en la lista de espera.`,
    '',
    `Fecha: ${formatLongDate(input.startAt, input.timeZone)}`,
    `Hora: ${formatWallClock(input.startAt, input.timeZone)}`,
    ...(input.hostName ? [`Profesional: ${input.hostName}`] : []),
    '',
    `Te lo guardamos hasta las ${formatWallClock(input.holdUntil, input.timeZone)}. Si lo quieres, confírmalo aquí:`,
    '',
    `Confirmar el hueco: ${input.link}`,
    '',
    'Si no te viene bien, no hagas nada: seguirás en la lista y se lo ofreceremos a la siguiente persona.',
    '',
    `— ${input.spaceName}, con Citavet`,
  ].join('\n');
  return {
    kind: 'waitlist-offer',
    to: input.to,
    toName: input.toName,
    ...(input.clientId ? { clientId: input.clientId } : {}),
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    subject,
    text,
    html: renderEmailHtml(text, subject, {
      spaceName: input.spaceName,
      color: input.spaceColor,
      logoUrl: null,
    }),
    dedupeKey: `waitlist-offer:${input.offerId}`,
    sendAfter: input.now,
  };
}
