import { z } from 'zod';
import { type RecordEntryBody, RecordKindSchema } from './record-content.schema';

// An entry of a pet's medical record as the API answers it, and the small inputs around it.

export const RECORD_NOT_FOUND_MESSAGE = 'Entrada no encontrada';
export const RECORD_SIGNED_MESSAGE = 'La entrada está firmada: agrega una adenda';
export const RECORD_DRAFT_ADDENDUM_MESSAGE = 'Las adendas son para entradas firmadas: edita el borrador';
export const RECORD_NOT_AUTHOR_MESSAGE = 'Solo quien escribió el borrador puede editarlo o firmarlo';
export const RECORD_KIND_CHANGE_MESSAGE = 'El tipo de una entrada no se puede cambiar';
export const RECORD_IN_FUTURE_MESSAGE = 'La fecha y hora de la entrada no puede ser futura';
export const RECORD_BOOKING_MESSAGE = 'La cita indicada no existe para esta mascota';
export const RECORD_DATE_IN_FUTURE_MESSAGE = 'La fecha de aplicación no puede ser futura';

export const RECORD_STATUSES = ['DRAFT', 'SIGNED'] as const;
export const RecordStatusSchema = z.enum(RECORD_STATUSES);
export type RecordStatus = z.infer<typeof RecordStatusSchema>;
export const RECORD_STATUS_LABELS: Record<RecordStatus, string> = { DRAFT: 'Borrador', SIGNED: 'Firmada' };

const PersonSchema = z.object({ id: z.string(), name: z.string() });

export const RecordAddendumSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: PersonSchema,
  createdAt: z.string(),
  /** Clinic-local 'YYYY-MM-DD HH:mm'. */
  localDateTime: z.string(),
});
export type RecordAddendum = z.infer<typeof RecordAddendumSchema>;

export const RecordAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number(),
  createdAt: z.string(),
});
export type RecordAttachment = z.infer<typeof RecordAttachmentSchema>;

export const RecordEntrySchema = z.object({
  id: z.string(),
  petId: z.string(),
  kind: RecordKindSchema,
  status: RecordStatusSchema,
  content: z.record(z.string(), z.unknown()),
  occurredAt: z.string(),
  /** Clinic-local 'YYYY-MM-DD HH:mm' of `occurredAt`. */
  localDateTime: z.string(),
  bookingId: z.string().nullable(),
  author: PersonSchema,
  signedBy: PersonSchema.nullable(),
  signedAt: z.string().nullable(),
  /** A prescription signed although it conflicts with the pet's alerts: what the signer confirmed. */
  allergyOverride: z
    .object({
      conflicts: z.array(
        z.object({
          itemIndex: z.number(),
          drug: z.string(),
          drugClass: z.string().nullable(),
          alert: z.string(),
        }),
      ),
      confirmedByName: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  addenda: z.array(RecordAddendumSchema),
  attachments: z.array(RecordAttachmentSchema),
});
/** The entry as read off the wire (content loosely typed; `RecordEntry` pairs it with its kind). */
export type RecordEntryView = z.infer<typeof RecordEntrySchema>;
/** The typed view: `content` matches `kind`. */
export type RecordEntry = Omit<z.infer<typeof RecordEntrySchema>, 'kind' | 'content'> & RecordEntryBody;

export const ADDENDUM_TEXT_REQUIRED_MESSAGE = 'El texto de la adenda es requerido';

export const AddAddendumSchema = z.strictObject({
  text: z
    .string({ error: ADDENDUM_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, ADDENDUM_TEXT_REQUIRED_MESSAGE)
    .max(8000, 'La adenda debe tener como máximo 8000 caracteres'),
});
export type AddAddendumInput = z.infer<typeof AddAddendumSchema>;

/**
 * 'Firmar': a prescription that conflicts with the pet's alerts is signed only with
 * `confirmAllergyOverride` (packages/domain/src/records/drug-allergy.ts).
 */
export const SignRecordSchema = z.strictObject({
  confirmAllergyOverride: z.boolean({ error: 'La confirmación debe ser verdadero o falso' }).optional(),
});
export type SignRecordInput = z.infer<typeof SignRecordSchema>;

/**
 * GET …/records/overview: that an entry exists, its kind, clinic-local date and state — never its
 * content. The front desk (RECEPTION) reads this, not the record (decision 072).
 */
export const RecordOverviewEntrySchema = z.object({
  id: z.string(),
  kind: RecordKindSchema,
  status: RecordStatusSchema,
  /** Clinic-local 'YYYY-MM-DD'. */
  localDate: z.string(),
});
export type RecordOverviewEntry = z.infer<typeof RecordOverviewEntrySchema>;
export const RecordOverviewSchema = z.object({ entries: z.array(RecordOverviewEntrySchema) });
/** The overview lists the latest entries only: enough for the desk to see the last visits. */
export const RECORD_OVERVIEW_LIMIT = 50;

export const RECORD_PAGE_MAX = 100;

export const RecordListQuerySchema = z.strictObject({
  kind: RecordKindSchema.optional(),
  search: z
    .string({ error: 'La búsqueda debe ser un texto' })
    .trim()
    .max(100, 'La búsqueda debe tener como máximo 100 caracteres')
    .optional()
    .transform((value) => (value ? value : null)),
  cursor: z
    .string({ error: 'Cursor inválido' })
    .regex(/^[0-9]{1,15}_[0-9a-f-]{36}$/i, 'Cursor inválido')
    .optional(),
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(RECORD_PAGE_MAX, `El límite no puede superar ${RECORD_PAGE_MAX}`)
    .default(20),
});
export type RecordListQuery = z.infer<typeof RecordListQuerySchema>;

export const RecordPageSchema = z.object({
  records: z.array(RecordEntrySchema),
  nextCursor: z.string().nullable(),
});

/** One weighing of the pet (from signed or draft consultations), for the weight chart. */
export const WeightPointSchema = z.object({ recordId: z.string(), date: z.string(), weightKg: z.number() });
export type WeightPoint = z.infer<typeof WeightPointSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day between 1900 and 2199 (the clinic-local day maths takes four-digit years). */
const dayField = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY, message)
    .refine(
      (value) =>
        value >= '1900-01-01' &&
        value < '2200-01-01' &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    )
    .optional();

/** GET /history.pdf: all of it, or the clinic-local days `from`..`to` (both included). */
export const HistoryPdfQuerySchema = z
  .strictObject({
    from: dayField('La fecha inicial no es válida'),
    to: dayField('La fecha final no es válida'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'La fecha final no puede ser anterior a la inicial',
  });
export type HistoryPdfQuery = z.infer<typeof HistoryPdfQuerySchema>;

export const PRESCRIPTION_ONLY_MESSAGE = 'Esta entrada no es una receta';
export const SIGN_BEFORE_PRINT_MESSAGE = 'Firma la receta antes de imprimirla o enviarla';
export const OWNER_EMAIL_MISSING_MESSAGE = 'El propietario no tiene email registrado';
