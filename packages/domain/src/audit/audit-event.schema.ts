import { z } from 'zod';

// The audit log (docs/decisions/036-audit-log.md): who did what to which client, pet, record or
// booking, member, invitation or the space itself, from which address. Append-only; read by the space's ADMINs only.

export const AuditActionSchema = z.enum(
  [
    'CLIENT_EXPORTED',
    'CLIENT_ERASED',
    'CLIENT_DUPLICATE_DISMISSED',
    'RECORD_CREATED',
    'RECORD_UPDATED',
    'RECORD_SIGNED',
    'RECORD_ADDENDUM_ADDED',
    'RECORD_ATTACHMENT_ADDED',
    'PET_RECORD_VIEWED',
    'RECORD_DOCUMENT_DOWNLOADED',
    'RECORD_DOCUMENT_EMAILED',
    'BOOKING_STATUS_REVERTED',
    'BOOKING_STATUS_CHANGED',
    'CLIENT_UNSUBSCRIBED',
    'CLIENT_RESUBSCRIBED',
    'PLAN_CHANGED',
    'PLAN_TRIAL_STARTED',
    'PLAN_UPGRADE_REQUESTED',
    'PLAN_KEPT_CHOSEN',
    'CHARGE_CREATED',
    'CHARGE_PAYMENT_ADDED',
    'CHARGE_VOIDED',
    'CHARGE_REFUNDED',
    'CHARGE_RECEIPT_EMAILED',
    'CASH_DAY_CLOSED',
    'CHARGE_SETTINGS_CHANGED',
    'CLIENTS_EXPORTED',
    'CLIENT_UPDATED',
    'CLIENT_ARCHIVED',
    'CLIENTS_MERGED',
    'PET_TRANSFERRED',
    'REPORT_EXPORTED',
    'MEMBER_ROLE_CHANGED',
    'MEMBER_REMOVED',
    'MEMBER_INVITED',
    'OWNERSHIP_OFFERED',
    'OWNERSHIP_OFFER_CANCELLED',
    'OWNERSHIP_OFFER_DECLINED',
    'OWNERSHIP_TRANSFERRED',
    'SPACE_DELETED',
    'SPACE_RESTORED',
    'SPACE_PURGED',
    'ONLINE_BOOKING_PAUSED',
    'ONLINE_BOOKING_RESUMED',
    'WAITLIST_OFFERED_BY_HAND',
    'WAITLIST_REQUEST_REMOVED',
    'WAITLIST_REQUEST_LEFT',
  ],
  { error: 'Acción de auditoría desconocida' },
);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditSubjectTypeSchema = z.enum(
  ['client', 'pet', 'record', 'booking', 'charge', 'space', 'member', 'invitation', 'waitlist'],
  { error: 'Tipo de sujeto desconocido' },
);
export type AuditSubjectType = z.infer<typeof AuditSubjectTypeSchema>;

/** What the audit page shows for each action. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  CLIENT_EXPORTED: 'Exportó los datos del cliente',
  CLIENT_ERASED: 'Borró los datos personales del cliente',
  CLIENT_DUPLICATE_DISMISSED: 'Marcó dos clientes como no duplicados',
  RECORD_CREATED: 'Creó una historia clínica',
  RECORD_UPDATED: 'Modificó una historia clínica',
  RECORD_SIGNED: 'Firmó una historia clínica',
  RECORD_ADDENDUM_ADDED: 'Añadió una adenda a una historia clínica',
  RECORD_ATTACHMENT_ADDED: 'Adjuntó un archivo a una historia clínica',
  PET_RECORD_VIEWED: 'Consultó la historia clínica de la mascota',
  RECORD_DOCUMENT_DOWNLOADED: 'Descargó un documento clínico',
  RECORD_DOCUMENT_EMAILED: 'Envió por correo un documento clínico',
  BOOKING_STATUS_REVERTED: 'Revirtió el estado de una cita',
  BOOKING_STATUS_CHANGED: 'Registró la llegada o la consulta de un paciente',
  CLIENT_UNSUBSCRIBED: 'El cliente se dio de baja de los recordatorios',
  CLIENT_RESUBSCRIBED: 'El cliente volvió a suscribirse a los recordatorios',
  PLAN_CHANGED: 'Cambió el plan del espacio',
  PLAN_TRIAL_STARTED: 'Empezó la prueba gratuita de Premium',
  PLAN_UPGRADE_REQUESTED: 'Pidió pasar a Premium',
  PLAN_KEPT_CHOSEN: 'Eligió qué servicios y profesional siguen activos',
  CHARGE_CREATED: 'Emitió un cobro',
  CHARGE_PAYMENT_ADDED: 'Registró un pago',
  CHARGE_VOIDED: 'Anuló un cobro',
  CHARGE_REFUNDED: 'Emitió una nota de crédito (devolución)',
  CHARGE_RECEIPT_EMAILED: 'Envió un recibo por correo',
  CASH_DAY_CLOSED: 'Cerró la caja del día',
  CHARGE_SETTINGS_CHANGED: 'Cambió los impuestos o medios de pago',
  CLIENTS_EXPORTED: 'Exportó la lista completa de clientes',
  CLIENT_UPDATED: 'Modificó los datos del cliente',
  CLIENT_ARCHIVED: 'Archivó al cliente',
  CLIENTS_MERGED: 'Fusionó dos fichas de cliente',
  PET_TRANSFERRED: 'Cambió la mascota de dueño',
  REPORT_EXPORTED: 'Exportó un informe en CSV',
  MEMBER_ROLE_CHANGED: 'Cambió el rol de un miembro',
  MEMBER_REMOVED: 'Eliminó a un miembro del espacio',
  MEMBER_INVITED: 'Invitó a una persona al espacio',
  OWNERSHIP_OFFERED: 'Ofreció la propiedad del espacio a un administrador',
  OWNERSHIP_OFFER_CANCELLED: 'Canceló la cesión de la propiedad del espacio',
  OWNERSHIP_OFFER_DECLINED: 'Rechazó la propiedad del espacio',
  OWNERSHIP_TRANSFERRED: 'Aceptó la propiedad del espacio',
  SPACE_DELETED: 'Eliminó el espacio',
  SPACE_RESTORED: 'Restauró el espacio',
  SPACE_PURGED: 'Se purgaron los datos del espacio eliminado',
  ONLINE_BOOKING_PAUSED: 'Pausó las reservas online',
  ONLINE_BOOKING_RESUMED: 'Reanudó las reservas online',
  WAITLIST_OFFERED_BY_HAND: 'Ofreció a mano un hueco de la lista de espera',
  WAITLIST_REQUEST_REMOVED: 'Quitó una solicitud de la lista de espera',
  WAITLIST_REQUEST_LEFT: 'El cliente salió de la lista de espera con su enlace',
};

export const AUDIT_SUBJECT_LABELS: Readonly<Record<AuditSubjectType, string>> = {
  client: 'Cliente',
  pet: 'Mascota',
  record: 'Historia clínica',
  booking: 'Cita',
  charge: 'Cobro',
  space: 'Espacio',
  member: 'Miembro',
  invitation: 'Invitación',
  waitlist: 'Lista de espera',
};

/** Only ids, counts and flags: the log itself must never become a copy of personal data. */
export const AuditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditDetails = z.infer<typeof AuditDetailsSchema>;

/** One event as the API answers it. */
export const AuditEventSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  /** null: done by the system (no signed-in user). `name` is null once the account is deleted. */
  actor: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  action: AuditActionSchema,
  subjectType: AuditSubjectTypeSchema,
  subjectId: z.string(),
  petId: z.string().nullable(),
  clientId: z.string().nullable(),
  /** The names as they are now (an erased client's anonymised name), for the page's links. */
  petName: z.string().nullable(),
  clientName: z.string().nullable(),
  ip: z.string().nullable(),
  details: AuditDetailsSchema,
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

export const MAX_AUDIT_PAGE_SIZE = 100;
export const DEFAULT_AUDIT_PAGE_SIZE = 50;
export const INVALID_AUDIT_CURSOR_MESSAGE = 'El cursor de paginación no es válido';

/**
 * The keyset position after the last event of a page: its instant (milliseconds; the column keeps
 * milliseconds only, so the position is exact) and its id. Plain text, URL-safe, no base64: the web
 * passes it back untouched.
 */
export type AuditCursor = { createdAt: Date; id: string };
const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.createdAt.getTime()}.${cursor.id.toLowerCase()}`;
}

export function decodeAuditCursor(text: string): AuditCursor | null {
  const match = CURSOR_PATTERN.exec(text);
  if (!match?.[1] || !match[2]) return null;
  const createdAt = new Date(Number(match[1]));
  if (Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id: match[2].toLowerCase() };
}

const idFilter = z.guid({ error: 'Identificador inválido' }).optional();
const instantFilter = (message: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .optional()
    .transform((text) => (text === undefined ? undefined : new Date(text)));

/** GET /spaces/{spaceId}/audit. `from` is inclusive, `to` exclusive (a day is [00:00, next 00:00)). */
export const AUDIT_RANGE_ORDER_MESSAGE = 'La fecha final debe ser posterior a la inicial';

export const AuditListQuerySchema = z
  .strictObject({
    petId: idFilter,
    clientId: idFilter,
    userId: idFilter,
    action: AuditActionSchema.optional(),
    from: instantFilter('La fecha inicial debe ser una fecha y hora ISO 8601'),
    to: instantFilter('La fecha final debe ser una fecha y hora ISO 8601'),
    cursor: z
      .string({ error: INVALID_AUDIT_CURSOR_MESSAGE })
      .optional()
      .transform((text, context) => {
        if (text === undefined || text === '') return undefined;
        const cursor = decodeAuditCursor(text);
        if (!cursor) {
          context.addIssue({ code: 'custom', message: INVALID_AUDIT_CURSOR_MESSAGE });
          return z.NEVER;
        }
        return cursor;
      }),
    limit: z.coerce
      .number({ error: 'El límite debe ser un número' })
      .int('El límite debe ser un número entero')
      .min(1, 'El límite debe ser al menos 1')
      .max(MAX_AUDIT_PAGE_SIZE, `El límite no puede superar ${MAX_AUDIT_PAGE_SIZE}`)
      .default(DEFAULT_AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: AUDIT_RANGE_ORDER_MESSAGE,
  });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditListSchema = z.object({
  events: z.array(AuditEventSchema),
  /** null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
