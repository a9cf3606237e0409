import { z } from 'zod';
import { isCalendarDate } from '../pets/pet.schema';

// What each kind of medical-record entry holds. One zod schema per kind, shared by the entry forms
// and the API, with the Spanish messages a vet reads. Vitals have physiological bounds wide enough
// for every species a small-animal clinic sees (a hamster's heart, a horse's weight), and refuse
// what no living patient shows (a temperature of 60 °C, a weight of 0).

export const RECORD_KINDS = [
  'CONSULTATION',
  'VACCINATION',
  'DEWORMING',
  'PRESCRIPTION',
  'PROCEDURE',
  'LAB_RESULT',
  'NOTE',
] as const;
export const RecordKindSchema = z.enum(RECORD_KINDS, { error: 'Tipo de entrada inválido' });
export type RecordKind = z.infer<typeof RecordKindSchema>;
export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  CONSULTATION: 'Consulta',
  VACCINATION: 'Vacunación',
  DEWORMING: 'Desparasitación',
  PRESCRIPTION: 'Receta',
  PROCEDURE: 'Cirugía/procedimiento',
  LAB_RESULT: 'Resultado de laboratorio',
  NOTE: 'Nota',
};

export const VITAL_LIMITS = {
  weightKg: { min: 0.01, max: 1500 },
  temperatureC: { min: 25, max: 45 },
  heartRate: { min: 10, max: 1000 },
  respiratoryRate: { min: 2, max: 250 },
  bodyCondition: { min: 1, max: 9 },
} as const;

export const MUCOUS_MEMBRANES = [
  'rosadas',
  'palidas',
  'cianoticas',
  'ictericas',
  'congestivas',
  'secas',
] as const;
export const MucousMembranesSchema = z.enum(MUCOUS_MEMBRANES, { error: 'Estado de mucosas inválido' });
export const MUCOUS_MEMBRANE_LABELS: Record<(typeof MUCOUS_MEMBRANES)[number], string> = {
  rosadas: 'Rosadas',
  palidas: 'Pálidas',
  cianoticas: 'Cianóticas',
  ictericas: 'Ictéricas',
  congestivas: 'Congestivas',
  secas: 'Secas',
};

const text = (label: string, maxLength: number) =>
  z
    .string({ error: `${label} debe ser un texto` })
    .trim()
    .max(maxLength, `${label} debe tener como máximo ${maxLength} caracteres`);

/** An optional text: '' and null both mean "not written". */
const optionalText = (label: string, maxLength: number) =>
  text(label, maxLength)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const requiredText = (label: string, maxLength: number, requiredMessage = `${label} es requerido`) =>
  text(label, maxLength).min(1, requiredMessage);

const optionalDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const requiredDate = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

/** A vital sign: a number within the range a living patient can show, or nothing. */
const vital = (label: string, unit: string, limits: { min: number; max: number }, isInteger = false) => {
  const message = `${label} debe estar entre ${limits.min} y ${limits.max}${unit}`;
  const base = z.number({ error: `${label} debe ser un número` });
  const checked = (isInteger ? base.int(`${label} debe ser un número entero`) : base)
    .min(limits.min, message)
    .max(limits.max, message);
  return checked
    .nullable()
    .optional()
    .transform((value) => value ?? null);
};

export const WEIGHT_MESSAGE = 'El peso debe ser mayor que 0 kg';

export const PhysicalExamSchema = z.strictObject({
  weightKg: z
    .number({ error: 'El peso debe ser un número' })
    .gt(0, WEIGHT_MESSAGE)
    .max(VITAL_LIMITS.weightKg.max, `El peso no puede superar ${VITAL_LIMITS.weightKg.max} kg`)
    .nullable()
    .optional()
    .transform((value) => (value == null ? null : Math.round(value * 1000) / 1000)),
  temperatureC: vital('La temperatura', ' °C', VITAL_LIMITS.temperatureC),
  heartRate: vital('La frecuencia cardíaca', ' lpm', VITAL_LIMITS.heartRate, true),
  respiratoryRate: vital('La frecuencia respiratoria', ' rpm', VITAL_LIMITS.respiratoryRate, true),
  bodyCondition: vital('La condición corporal', '', VITAL_LIMITS.bodyCondition, true),
  mucousMembranes: MucousMembranesSchema.nullable()
    .optional()
    .transform((value) => value ?? null),
  findings: optionalText('El examen físico', 4000),
});
export type PhysicalExam = z.infer<typeof PhysicalExamSchema>;

const EMPTY_EXAM: PhysicalExam = {
  weightKg: null,
  temperatureC: null,
  heartRate: null,
  respiratoryRate: null,
  bodyCondition: null,
  mucousMembranes: null,
  findings: null,
};

/** Consulta (SOAP). Only the reason is required: a draft is written as the visit goes. */
export const ConsultationContentSchema = z.strictObject({
  reason: requiredText('El motivo de consulta', 500),
  anamnesis: optionalText('La anamnesis', 8000),
  exam: PhysicalExamSchema.optional().transform((exam) => exam ?? EMPTY_EXAM),
  presumptiveDiagnosis: optionalText('El diagnóstico presuntivo', 2000),
  definitiveDiagnosis: optionalText('El diagnóstico definitivo', 2000),
  treatment: optionalText('El tratamiento', 8000),
  ownerInstructions: optionalText('Las indicaciones al propietario', 8000),
  nextControlOn: optionalDate('La fecha del próximo control no es válida'),
});
export type ConsultationContent = z.infer<typeof ConsultationContentSchema>;

export const NEXT_DUE_BEFORE_GIVEN_MESSAGE = 'La próxima dosis debe ser posterior a la fecha de aplicación';

/** Vacunación and desparasitación: one product given on one day, maybe due again later. */
export const ImmunizationContentSchema = z
  .strictObject({
    product: requiredText('El producto', 200),
    laboratory: optionalText('El laboratorio', 200),
    lot: optionalText('El lote', 100),
    dose: optionalText('La dosis', 100),
    givenOn: requiredDate('La fecha de aplicación no es válida'),
    nextDueOn: optionalDate('La fecha de la próxima dosis no es válida'),
  })
  .refine((content) => !content.nextDueOn || content.nextDueOn > content.givenOn, {
    path: ['nextDueOn'],
    message: NEXT_DUE_BEFORE_GIVEN_MESSAGE,
  });
export type ImmunizationContent = z.infer<typeof ImmunizationContentSchema>;

export const MAX_PRESCRIPTION_ITEMS = 20;

export const PrescriptionItemSchema = z.strictObject({
  drug: requiredText('El medicamento', 200),
  concentration: optionalText('La concentración', 100),
  dose: requiredText('La dosis', 100, 'La dosis es requerida'),
  route: optionalText('La vía de administración', 100),
  frequency: optionalText('La frecuencia', 100),
  duration: optionalText('La duración', 100),
  quantity: optionalText('La cantidad', 100),
});
export type PrescriptionItem = z.infer<typeof PrescriptionItemSchema>;

/** Receta: one or more drugs, printable (prescription.pdf). */
export const PrescriptionContentSchema = z.strictObject({
  items: z
    .array(PrescriptionItemSchema, { error: 'Los medicamentos deben ser una lista' })
    .min(1, 'Agrega al menos un medicamento')
    .max(MAX_PRESCRIPTION_ITEMS, `Como máximo ${MAX_PRESCRIPTION_ITEMS} medicamentos por receta`),
  notes: optionalText('Las observaciones', 4000),
});
export type PrescriptionContent = z.infer<typeof PrescriptionContentSchema>;

/** Cirugía/procedimiento, resultado de laboratorio, nota: a title and text (plus attachments). */
export const TextContentSchema = z.strictObject({
  title: optionalText('El título', 200),
  text: requiredText('El texto', 20000),
});
export type TextContent = z.infer<typeof TextContentSchema>;

/** The content of an entry, told apart by its kind, plus the fields every kind shares (`extra`). */
function entryVariants<Extra extends z.ZodRawShape>(extra: Extra) {
  return z.discriminatedUnion(
    'kind',
    [
      z.strictObject({ ...extra, kind: z.literal('CONSULTATION'), content: ConsultationContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('VACCINATION'), content: ImmunizationContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('DEWORMING'), content: ImmunizationContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('PRESCRIPTION'), content: PrescriptionContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('PROCEDURE'), content: TextContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('LAB_RESULT'), content: TextContentSchema }),
      z.strictObject({ ...extra, kind: z.literal('NOTE'), content: TextContentSchema }),
    ],
    { error: 'Tipo de entrada inválido' },
  );
}

export const OCCURRED_AT_MESSAGE = 'La fecha y hora de la entrada no es válida';
const occurredAtField = z.iso
  .datetime({ offset: true, error: OCCURRED_AT_MESSAGE })
  .optional()
  .transform((value) => (value ? new Date(value).toISOString() : undefined));

/** POST /spaces/{spaceId}/pets/{petId}/records: a new draft. */
export const CreateRecordSchema = entryVariants({
  occurredAt: occurredAtField,
  bookingId: z
    .guid({ error: 'Identificador de cita inválido' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type CreateRecordInput = z.infer<typeof CreateRecordSchema>;

/** PUT /spaces/{spaceId}/pets/{petId}/records/{recordId}: the whole content of a draft again. */
export const UpdateRecordSchema = entryVariants({ occurredAt: occurredAtField });
export type UpdateRecordInput = z.infer<typeof UpdateRecordSchema>;

export type RecordContent = CreateRecordInput['content'];
/** The kind and the content of an entry (kept paired), the part every kind-specific rule reads. */
export type RecordEntryBody = CreateRecordInput extends infer Variant
  ? Variant extends { kind: infer Kind; content: infer Content }
    ? { kind: Kind; content: Content }
    : never
  : never;
