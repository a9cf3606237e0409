import { z } from 'zod';
import { BookingStatusSchema } from '../bookings/booking-status';
import { PetSchema } from '../pets/pet.schema';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';

// Clients (pet owners) of a space: the staff's address book, also fed by public bookings.
// Messages are the ones the web forms show; the API answers the same ones.

export const CLIENT_NOT_FOUND_MESSAGE = 'Cliente no encontrado';
export const CLIENT_NAME_REQUIRED_MESSAGE = 'El nombre del cliente es requerido';
export const INVALID_EMAIL_MESSAGE = 'Ingresa un correo electrónico válido';
export const INVALID_PHONE_MESSAGE = 'Ingresa un teléfono válido';
export const CLIENT_EMAIL_TAKEN_MESSAGE = 'Ya existe un cliente con ese correo electrónico';
export const MERGE_INTO_ITSELF_MESSAGE = 'No se puede fusionar un cliente consigo mismo';
export const MAX_CLIENT_PAGE_SIZE = 100;
export const DEFAULT_CLIENT_PAGE_SIZE = 20;

const PHONE_PATTERN = /^\+?[0-9\s\-().]+$/;

/** Blank means "not given": forms send '' for an empty input. */
const optionalText = (maxLength: number, tooLongMessage: string) =>
  z
    .string({ error: 'Debe ser un texto' })
    .trim()
    .max(maxLength, tooLongMessage)
    .nullable()
    .transform((text) => (text ? text : null));

const phoneField = (invalid: string) =>
  optionalText(40, invalid).refine(
    (phone) => phone === null || (PHONE_PATTERN.test(phone) && /[0-9]/.test(phone)),
    invalid,
  );

const clientFields = {
  name: z
    .string({ error: CLIENT_NAME_REQUIRED_MESSAGE })
    .trim()
    .refine(isSingleLineText, LINE_BREAK_MESSAGE)
    .min(1, CLIENT_NAME_REQUIRED_MESSAGE)
    .max(120, 'El nombre del cliente debe tener como máximo 120 caracteres'),
  email: optionalText(254, INVALID_EMAIL_MESSAGE).pipe(z.email(INVALID_EMAIL_MESSAGE).nullable()),
  phone: phoneField(INVALID_PHONE_MESSAGE),
  whatsapp: phoneField('Ingresa un número de WhatsApp válido'),
  /** DNI, RUT, CURP…: free text, the clinics serve several countries. */
  documentId: optionalText(40, 'El documento debe tener como máximo 40 caracteres'),
  address: optionalText(300, 'La dirección debe tener como máximo 300 caracteres'),
  notes: optionalText(2000, 'Las notas deben tener como máximo 2000 caracteres'),
  reminderConsent: z.boolean({ error: 'El consentimiento para recordatorios debe ser verdadero o falso' }),
  marketingConsent: z.boolean({ error: 'El consentimiento para comunicaciones debe ser verdadero o falso' }),
  /** SMS reminders: a consent of their own, apart from e-mail. */
  smsConsent: z.boolean({ error: 'El consentimiento para SMS debe ser verdadero o falso' }),
};

/** POST /spaces/{spaceId}/clients. */
export const CreateClientSchema = z.strictObject({
  name: clientFields.name,
  email: clientFields.email.optional().transform((value) => value ?? null),
  phone: clientFields.phone.optional().transform((value) => value ?? null),
  whatsapp: clientFields.whatsapp.optional().transform((value) => value ?? null),
  documentId: clientFields.documentId.optional().transform((value) => value ?? null),
  address: clientFields.address.optional().transform((value) => value ?? null),
  notes: clientFields.notes.optional().transform((value) => value ?? null),
  reminderConsent: clientFields.reminderConsent.default(false),
  marketingConsent: clientFields.marketingConsent.default(false),
  smsConsent: clientFields.smsConsent.default(false),
});
export type CreateClientInput = z.infer<typeof CreateClientSchema>;
export type CreateClientFormValues = z.input<typeof CreateClientSchema>;

/** PUT /spaces/{spaceId}/clients/{clientId}: any subset; `archived: false` restores a client. */
export const UpdateClientSchema = z.strictObject({
  name: clientFields.name.optional(),
  email: clientFields.email.optional(),
  phone: clientFields.phone.optional(),
  whatsapp: clientFields.whatsapp.optional(),
  documentId: clientFields.documentId.optional(),
  address: clientFields.address.optional(),
  notes: clientFields.notes.optional(),
  reminderConsent: clientFields.reminderConsent.optional(),
  marketingConsent: clientFields.marketingConsent.optional(),
  smsConsent: clientFields.smsConsent.optional(),
  archived: z.boolean({ error: 'archived debe ser verdadero o falso' }).optional(),
});
export type UpdateClientInput = z.infer<typeof UpdateClientSchema>;

const booleanQuery = (message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .optional()
    .transform((value) => value === 'true');

/** GET /spaces/{spaceId}/clients. */
export const ClientListQuerySchema = z.strictObject({
  search: z
    .string({ error: 'La búsqueda debe ser un texto' })
    .trim()
    .max(100, 'La búsqueda debe tener como máximo 100 caracteres')
    .optional()
    .transform((text) => (text ? text : null)),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(MAX_CLIENT_PAGE_SIZE, `El límite no puede superar ${MAX_CLIENT_PAGE_SIZE}`)
    .default(DEFAULT_CLIENT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'El desplazamiento debe ser un número' })
    .int('El desplazamiento debe ser un número entero')
    .min(0, 'El desplazamiento no puede ser negativo')
    .max(1_000_000, 'El desplazamiento es demasiado grande')
    .default(0),
  includeArchived: booleanQuery('includeArchived debe ser true o false'),
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

/** DELETE /spaces/{spaceId}/clients/{clientId}: `confirm=true` cancels the future appointments. */
export const DeleteClientQuerySchema = z.strictObject({
  confirm: booleanQuery('confirm debe ser true o false'),
});

const idField = (required: string) =>
  z.guid({ error: (issue) => (issue.input === undefined ? required : 'Identificador inválido') });

/** POST /spaces/{spaceId}/clients/merge: the source's pets and bookings move to the target. */
export const MergeClientsSchema = z
  .strictObject({
    targetId: idField('Indica el cliente que se conserva (targetId)'),
    sourceId: idField('Indica el cliente que se fusiona (sourceId)'),
  })
  .refine((merge) => merge.targetId.toLowerCase() !== merge.sourceId.toLowerCase(), {
    path: ['sourceId'],
    message: MERGE_INTO_ITSELF_MESSAGE,
  });
export type MergeClientsInput = z.infer<typeof MergeClientsSchema>;

export function futureBookingsMessage(count: number): string {
  return count === 1
    ? 'El cliente tiene 1 cita futura. Confirma para cancelarla y eliminar el cliente.'
    : `El cliente tiene ${count} citas futuras. Confirma para cancelarlas y eliminar el cliente.`;
}

/**
 * When consent was given: kept while it stands (the first "yes" is the one on record), set to `now`
 * when newly given, cleared when withdrawn.
 */
export function nextConsentAt(current: Date | null, isGiven: boolean | undefined, now: Date): Date | null {
  if (isGiven === undefined) return current;
  if (!isGiven) return null;
  return current ?? now;
}

export const ClientSchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  documentId: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  reminderConsent: z.boolean(),
  reminderConsentAt: z.string().nullable(),
  /** When the client used a reminder's unsubscribe link: no reminder of any kind goes out since. */
  remindersUnsubscribedAt: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  smsConsent: z.boolean(),
  smsConsentAt: z.string().nullable(),
  /** When the client replied BAJA or STOP to an SMS (null if never). */
  smsUnsubscribedAt: z.string().nullable(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  /** Set once the personal data was erased (decision 037): the row is anonymised and archived. */
  erasedAt: z.string().nullable(),
  pets: z.array(PetSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof ClientSchema>;

export const ClientListSchema = z.object({
  clients: z.array(ClientSchema),
  pagination: z.object({
    /** Every match, or for a search with very many matches its cap (then `hasMore` is true). */
    total: z.number(),
    /** More matches than `total` ("500+"): a search's count stops at its cap. */
    hasMore: z.boolean(),
    limit: z.number(),
    offset: z.number(),
  }),
});
export type ClientList = z.infer<typeof ClientListSchema>;

/** A client's appointment as listed on the client page. */
export const ClientBookingSchema = z.object({
  id: z.string(),
  serviceName: z.string(),
  hostId: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: BookingStatusSchema,
  notes: z.string().nullable(),
  /** The animal the appointment was for (decision 030); the pet page lists the owner's by it. */
  petId: z.string().nullable(),
  petName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ClientBooking = z.infer<typeof ClientBookingSchema>;

/** The client page's appointments, and how many times the client did not come (NO_SHOW, all time). */
export const ClientBookingsSchema = z.object({
  bookings: z.array(ClientBookingSchema),
  noShowCount: z.number(),
});
export type ClientBookings = z.infer<typeof ClientBookingsSchema>;
