import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { reminderPromise } from '@citavet/domain/reminders/reminder-promise';
import { placeholdersIn, renderTemplate } from '@citavet/domain/reminders/reminder-template';
import { timeZoneInWords } from '@citavet/domain/time/time-zone-name';
import type { BookingSummary } from '../booking-summary.repository';
import { formatLongDate, formatPrice, formatWallClock } from './booking-email-formats';

// The words of the booking e-mails (docs/decisions/052-client-emails.md), in Spanish and in the space's own clock: the
// client reads the time of the clinic, with the zone named.

export type EmailContent = { subject: string; text: string };

/** What the client may do from the e-mail; links exist only when the booking has a manage token. */
export type ClientLinks = { cancel: string | null; reschedule: string | null };

export function addressOf(booking: BookingSummary): string | null {
  const parts = [booking.spaceAddress, booking.spaceCity, booking.spaceState, booking.spaceCountry].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** 'Luna (Perro)': the pet as the staff reads it. */
function petLine(name: string, species: string | null): string {
  const label =
    species && species in PET_SPECIES_LABELS
      ? PET_SPECIES_LABELS[species as keyof typeof PET_SPECIES_LABELS]
      : species;
  return label ? `${name} (${label})` : name;
}

function whenLines(booking: BookingSummary): string[] {
  const { timeZone } = booking;
  return [
    `Fecha: ${formatLongDate(booking.startAt, timeZone)}`,
    `Hora: ${formatWallClock(booking.startAt, timeZone)} – ${formatWallClock(booking.endAt, timeZone)} (${timeZoneInWords(timeZone)})`,
  ];
}

/** 'Antes: martes, 10 de marzo de 2026 a las 09:00 (hora de …)': a change notice shows what moved. */
export function previousTimeLine(booking: BookingSummary, previousStartAt: Date): string {
  const { timeZone } = booking;
  return `Antes: ${formatLongDate(previousStartAt, timeZone)} a las ${formatWallClock(previousStartAt, timeZone)} (${timeZoneInWords(timeZone)})`;
}

function detailLines(booking: BookingSummary, previousStartAt?: Date): string[] {
  const address = addressOf(booking);
  return [
    `Centro: ${booking.spaceName}`,
    `Servicio: ${booking.serviceName}`,
    `Profesional: ${booking.hostName}`,
    ...whenLines(booking),
    ...(previousStartAt ? [previousTimeLine(booking, previousStartAt)] : []),
    `Duración: ${booking.serviceDuration} minutos`,
    `Precio: ${formatPrice(booking.servicePrice, booking.serviceCurrency)}`,
    ...(address ? [`Dirección: ${address}`] : []),
  ];
}

function linkLines(booking: BookingSummary, links: ClientLinks): string[] {
  const lines: string[] = [];
  if (links.reschedule) lines.push('Para cambiar la fecha o la hora:', links.reschedule, '');
  if (links.cancel) lines.push('Para cancelar la reserva:', links.cancel, '');
  if (!links.cancel && !links.reschedule) {
    lines.push(
      `Si necesitas cambiar o cancelar la cita, contacta directamente con ${booking.spaceName}.`,
      '',
    );
  }
  return lines;
}

/** The confirmation of a new booking, or of its new time ('updated'). */
export function confirmationEmail(
  booking: BookingSummary,
  options: {
    kind: 'new' | 'updated';
    links: ClientLinks;
    /** The offsets (minutes before) of the reminders queued with it, largest first. */
    reminderOffsets: readonly number[];
    /** The time before a change, when the change moved it. */
    previousStartAt?: Date;
  },
): EmailContent {
  const isPending = booking.status === 'PENDING';
  const subject =
    options.kind === 'updated'
      ? isPending
        ? `Solicitud de cambio recibida: ${booking.serviceName} en ${booking.spaceName}`
        : `Reserva actualizada: ${booking.serviceName} en ${booking.spaceName}`
      : isPending
        ? `Solicitud de reserva recibida: ${booking.serviceName} en ${booking.spaceName}`
        : `Reserva confirmada: ${booking.serviceName} en ${booking.spaceName}`;
  const opening =
    options.kind === 'updated'
      ? isPending
        ? `Recibimos tu cambio de horario en ${booking.spaceName}. El nuevo horario queda pendiente de la aprobación de la clínica: te avisaremos cuando esté confirmado.`
        : `Tu reserva en ${booking.spaceName} cambió. Estos son los datos actualizados:`
      : isPending
        ? `Recibimos tu solicitud de reserva en ${booking.spaceName}. El equipo la revisará y te avisará cuando esté confirmada.`
        : `Tu reserva en ${booking.spaceName} está confirmada.`;
  return {
    subject,
    text: [
      `Hola, ${booking.clientName}:`,
      '',
      opening,
      '',
      ...detailLines(booking, options.previousStartAt),
      '',
      ...linkLines(booking, options.links),
      ...(options.reminderOffsets.length > 0 ? [reminderPromise(options.reminderOffsets)] : []),
      'Adjuntamos la cita en un archivo de calendario (.ics) para que la añadas a tu agenda.',
      '',
      `— ${booking.spaceName}, con Citavet`,
    ].join('\n'),
  };
}

/**
 * An appointment reminder in the space's own template (reminder settings, decision 056). A line whose
 * link the booking does not have (no manage link, cancelling not allowed) is left out, not printed bare.
 */
export function reminderEmail(
  booking: BookingSummary,
  links: ClientLinks & { confirm: string | null },
  template: string,
): EmailContent {
  const { timeZone } = booking;
  const values = reminderValues(booking, links);
  const lines = template
    .split('\n')
    .filter((line) => !placeholdersIn(line).some((name) => name.startsWith('enlace_') && values[name] === ''))
    .map((line) => renderTemplate(line, values));
  return {
    subject: `Recordatorio: tu cita en ${booking.spaceName} el ${formatLongDate(booking.startAt, timeZone)} a las ${formatWallClock(booking.startAt, timeZone)}`,
    text: [...lines, '', `— ${booking.spaceName}, con Citavet`].join('\n'),
  };
}

/** The placeholders' values of an appointment's reminder (the e-mail's and the SMS's). */
export function reminderValues(
  booking: BookingSummary,
  links: ClientLinks & { confirm: string | null },
): Record<string, string> {
  const { timeZone } = booking;
  return {
    cliente: booking.clientName,
    mascota: booking.petName ?? 'tu mascota',
    fecha: formatLongDate(booking.startAt, timeZone),
    hora: formatWallClock(booking.startAt, timeZone),
    clinica: booking.spaceName,
    profesional: booking.hostName,
    servicio: booking.serviceName,
    enlace_confirmar: links.confirm ?? '',
    enlace_cancelar: links.cancel ?? '',
    enlace_reprogramar: links.reschedule ?? '',
  };
}

/**
 * The client's notice of a cancellation; a request the clinic declined (PENDING → CANCELLED by
 * its staff) says so in its subject and opening, with the reason the staff gave.
 */
export function clientCancellationEmail(
  booking: BookingSummary,
  bookAgainLink: string | null,
  options: { isDeclinedRequest?: boolean } = {},
): EmailContent {
  const isDeclined = options.isDeclinedRequest === true;
  return {
    subject: isDeclined
      ? `Solicitud de reserva rechazada: ${booking.serviceName} en ${booking.spaceName}`
      : `Reserva cancelada: ${booking.serviceName} en ${booking.spaceName}`,
    text: [
      `Hola, ${booking.clientName}:`,
      '',
      isDeclined
        ? `${booking.spaceName} no puede aceptar tu solicitud de reserva.`
        : `Tu reserva en ${booking.spaceName} fue cancelada.`,
      '',
      `Servicio: ${booking.serviceName}`,
      `Profesional: ${booking.hostName}`,
      ...whenLines(booking),
      ...(booking.cancellationReason ? [`Motivo: ${booking.cancellationReason}`] : []),
      '',
      ...(bookAgainLink ? ['Si quieres, puedes reservar otra cita aquí:', bookAgainLink, ''] : []),
      `— ${booking.spaceName}, con Citavet`,
    ].join('\n'),
  };
}

/** What the host reads about their agenda: a new booking, a new time, or a cancellation. */
export function hostNoticeEmail(
  booking: BookingSummary,
  change: 'new' | 'updated' | 'cancelled',
  previousStartAt?: Date,
): EmailContent {
  const { timeZone } = booking;
  const when = `${formatLongDate(booking.startAt, timeZone)} a las ${formatWallClock(booking.startAt, timeZone)}`;
  // A pending booking's new time is a request: the host must approve it before it holds.
  const isRequest = change === 'updated' && booking.status === 'PENDING';
  const headline = {
    new: `Nueva reserva: ${booking.serviceName} el ${when}`,
    updated: isRequest
      ? `Solicitud de cambio de horario: ${booking.serviceName}, nuevo horario el ${when}`
      : `Reserva cambiada: ${booking.serviceName}, ahora el ${when}`,
    cancelled: `Reserva cancelada: ${booking.serviceName} el ${when}`,
  }[change];
  const origin = booking.source === 'PUBLIC' ? 'la página pública de reservas' : 'la agenda de Citavet';
  return {
    subject: headline,
    text: [
      `Hola, ${booking.hostName}:`,
      '',
      change === 'new'
        ? `Tienes una nueva reserva en ${booking.spaceName}, hecha desde ${origin}.`
        : headline,
      '',
      `Cliente: ${booking.clientName}`,
      ...(booking.clientEmail ? [`Correo electrónico: ${booking.clientEmail}`] : []),
      ...(booking.clientPhone ? [`Teléfono: ${booking.clientPhone}`] : []),
      ...(booking.petName ? [`Mascota: ${petLine(booking.petName, booking.petSpecies)}`] : []),
      ...(booking.reason ? [`Motivo de la consulta: ${booking.reason}`] : []),
      `Servicio: ${booking.serviceName} (${booking.serviceDuration} minutos)`,
      ...whenLines(booking),
      ...(change === 'updated' && previousStartAt ? [previousTimeLine(booking, previousStartAt)] : []),
      ...(change === 'cancelled' && booking.cancellationReason
        ? [`Motivo: ${booking.cancellationReason}`]
        : []),
      ...(isRequest
        ? [
            '',
            'El cliente pidió un nuevo horario y necesita tu aprobación: confírmalo o recházalo desde tu agenda.',
          ]
        : change !== 'cancelled' && booking.status === 'PENDING'
          ? ['', 'La reserva está pendiente: confírmala o recházala desde tu agenda.']
          : []),
    ].join('\n'),
  };
}
