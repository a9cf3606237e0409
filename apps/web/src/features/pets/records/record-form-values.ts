import {
  CreateRecordSchema,
  OCCURRED_AT_MESSAGE,
  type RecordKind,
  UpdateRecordSchema,
} from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { zonedWallTimeToInstant } from '@citavet/domain/time/zoned-time';

// The entry form's values (all text, as inputs hold them) and their way to and from the API body.
// Validation is the shared zod schema: the form shows the same Spanish messages the API answers.

export type PrescriptionItemValues = {
  /** Only for React's list keys; never sent. */
  uid: string;
  drug: string;
  concentration: string;
  dose: string;
  route: string;
  frequency: string;
  duration: string;
  quantity: string;
};
export type RecordFormValues = { fields: Record<string, string>; items: PrescriptionItemValues[] };

let itemCounter = 0;
/** A blank drug line with its own list key. */
export function emptyItem(): PrescriptionItemValues {
  itemCounter += 1;
  return { ...EMPTY_ITEM, uid: `medicamento-${itemCounter}` };
}

export const EMPTY_ITEM: PrescriptionItemValues = {
  uid: '',
  drug: '',
  concentration: '',
  dose: '',
  route: '',
  frequency: '',
  duration: '',
  quantity: '',
};

const EXAM_NUMBERS = ['weightKg', 'temperatureC', 'heartRate', 'respiratoryRate', 'bodyCondition'] as const;

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
/** '12,5' and '12.5' are both twelve and a half; text that is no number stays text for zod to refuse. */
function number(value: string | undefined): number | string | null {
  const trimmed = value?.trim().replace(',', '.') ?? '';
  if (!trimmed) return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

function contentOf(kind: RecordKind, values: RecordFormValues): Record<string, unknown> {
  const f = values.fields;
  switch (kind) {
    case 'CONSULTATION':
      return {
        reason: f.reason ?? '',
        anamnesis: text(f.anamnesis),
        exam: {
          ...Object.fromEntries(EXAM_NUMBERS.map((key) => [key, number(f[key])])),
          mucousMembranes: text(f.mucousMembranes),
          findings: text(f.findings),
        },
        presumptiveDiagnosis: text(f.presumptiveDiagnosis),
        definitiveDiagnosis: text(f.definitiveDiagnosis),
        treatment: text(f.treatment),
        ownerInstructions: text(f.ownerInstructions),
        nextControlOn: text(f.nextControlOn),
      };
    case 'VACCINATION':
    case 'DEWORMING':
      return {
        product: f.product ?? '',
        laboratory: text(f.laboratory),
        lot: text(f.lot),
        dose: text(f.dose),
        givenOn: f.givenOn ?? '',
        nextDueOn: text(f.nextDueOn),
      };
    case 'PRESCRIPTION':
      return {
        items: values.items.map((item) => ({
          drug: item.drug,
          concentration: text(item.concentration),
          dose: item.dose,
          route: text(item.route),
          frequency: text(item.frequency),
          duration: text(item.duration),
          quantity: text(item.quantity),
        })),
        notes: text(f.notes),
      };
    default:
      return { title: text(f.title), text: f.text ?? '' };
  }
}

export type RecordFormResult =
  | { isValid: true; body: Record<string, unknown> }
  | { isValid: false; errors: Record<string, string> };

/** The entry's clinic-local date and time as the form holds them ('2026-03-02', '09:30'). */
export type OccurredValues = { occurredOn: string; occurredTime: string };

/**
 * The body to send, or the messages by field ('content.exam.weightKg' → 'exam.weightKg'). A
 * backdated entry sends `occurredAt`: the clinic-local date and time the vet chose, as an instant;
 * left as the form opened it, the API keeps its own (now for a new entry, unchanged for a draft).
 */
export function validateRecordForm(
  kind: RecordKind,
  values: RecordFormValues,
  extra: { bookingId?: string | null; isUpdate: boolean; timeZone?: string; initial?: OccurredValues },
): RecordFormResult {
  const body: Record<string, unknown> = { kind, content: contentOf(kind, values) };
  if (!extra.isUpdate && extra.bookingId) body.bookingId = extra.bookingId;
  const occurredOn = values.fields.occurredOn ?? '';
  const occurredTime = values.fields.occurredTime ?? '';
  const isMoved =
    extra.initial !== undefined &&
    (occurredOn !== extra.initial.occurredOn || occurredTime !== extra.initial.occurredTime);
  if (isMoved && extra.timeZone) {
    const instant =
      /^\d{4}-\d{2}-\d{2}$/.test(occurredOn) && /^\d{2}:\d{2}$/.test(occurredTime)
        ? zonedWallTimeToInstant(occurredOn, occurredTime, extra.timeZone)
        : null;
    if (instant === null) return { isValid: false, errors: { occurredOn: OCCURRED_AT_MESSAGE } };
    body.occurredAt = new Date(instant).toISOString();
  }
  const result = (extra.isUpdate ? UpdateRecordSchema : CreateRecordSchema).safeParse(body);
  if (result.success) return { isValid: true, body };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.slice(issue.path[0] === 'content' ? 1 : 0).join('.');
    errors[key] ??= issue.message;
  }
  return { isValid: false, errors };
}

/**
 * A draft's content back into the form, with its clinic-local date and time; a new entry opens on
 * `now` (clinic-local 'YYYY-MM-DD HH:mm').
 */
export function formValuesOf(
  record: RecordEntryView | null,
  today: string,
  now = `${today} 00:00`,
): RecordFormValues {
  if (!record) {
    return {
      fields: { givenOn: today, occurredOn: now.slice(0, 10), occurredTime: now.slice(11, 16) },
      items: [emptyItem()],
    };
  }
  const fields: Record<string, string> = {
    occurredOn: record.localDateTime.slice(0, 10),
    occurredTime: record.localDateTime.slice(11, 16),
  };
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined) fields[key] = String(value);
  };
  const content = record.content as Record<string, unknown>;
  for (const [key, value] of Object.entries(content)) {
    if (key === 'exam' && value && typeof value === 'object') {
      for (const [examKey, examValue] of Object.entries(value)) put(examKey, examValue);
    } else if (key !== 'items') put(key, value);
  }
  const items = Array.isArray(content.items)
    ? (content.items as Array<Record<string, string | null>>).map((item) => ({
        ...emptyItem(),
        ...Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value ?? ''])),
      }))
    : [emptyItem()];
  return { fields, items };
}
