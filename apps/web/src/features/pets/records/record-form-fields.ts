import type { RecordKind } from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import type { PrescriptionItemValues } from './record-form-values';

/** What the record form opens on: a kind, and the draft it edits or none for a new entry. */
export type RecordFormTarget = {
  kind: RecordKind;
  record: RecordEntryView | null;
  bookingId: string | null;
  /** A new consultation from an appointment: its 'Motivo de consulta' starts with the booking's reason. */
  reason?: string | null;
};

/** One text, number, date or long-text field of a record's form, by its key in the form's values. */
export type FieldSpec = {
  key: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'textarea';
  unit?: string;
};

export const EXAM_LEGEND = 'Examen físico';

export const CONSULTATION_FIELDS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Motivo y anamnesis',
    fields: [
      { key: 'reason', label: 'Motivo de consulta' },
      { key: 'anamnesis', label: 'Anamnesis', type: 'textarea' },
    ],
  },
  {
    legend: EXAM_LEGEND,
    fields: [
      { key: 'weightKg', label: 'Peso (kg)', type: 'number' },
      { key: 'temperatureC', label: 'Temperatura (°C)', type: 'number' },
      { key: 'heartRate', label: 'Frecuencia cardíaca (lpm)', type: 'number' },
      { key: 'respiratoryRate', label: 'Frecuencia respiratoria (rpm)', type: 'number' },
      { key: 'bodyCondition', label: 'Condición corporal (1–9)', type: 'number' },
      { key: 'findings', label: 'Hallazgos', type: 'textarea' },
    ],
  },
  {
    legend: 'Diagnóstico y plan',
    fields: [
      { key: 'presumptiveDiagnosis', label: 'Diagnóstico presuntivo', type: 'textarea' },
      { key: 'definitiveDiagnosis', label: 'Diagnóstico definitivo', type: 'textarea' },
      { key: 'treatment', label: 'Tratamiento', type: 'textarea' },
      { key: 'ownerInstructions', label: 'Indicaciones al propietario', type: 'textarea' },
      { key: 'nextControlOn', label: 'Próximo control', type: 'date' },
    ],
  },
];

export const IMMUNIZATION_FIELDS: FieldSpec[] = [
  { key: 'product', label: 'Producto' },
  { key: 'laboratory', label: 'Laboratorio' },
  { key: 'lot', label: 'Lote' },
  { key: 'dose', label: 'Dosis' },
  { key: 'givenOn', label: 'Fecha de aplicación', type: 'date' },
  { key: 'nextDueOn', label: 'Próxima dosis', type: 'date' },
];

export const TEXT_FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Título' },
  { key: 'text', label: 'Texto', type: 'textarea' },
];

export type ItemKey = Exclude<keyof PrescriptionItemValues, 'uid'>;

export const ITEM_FIELDS: { key: ItemKey; label: string }[] = [
  { key: 'drug', label: 'Medicamento' },
  { key: 'concentration', label: 'Concentración' },
  { key: 'dose', label: 'Dosis' },
  { key: 'route', label: 'Vía' },
  { key: 'frequency', label: 'Frecuencia' },
  { key: 'duration', label: 'Duración' },
  { key: 'quantity', label: 'Cantidad' },
];

/** A consultation's physical-exam values are validated under `exam.`, so their errors are read there. */
const EXAM_KEYS = new Set([
  'weightKg',
  'temperatureC',
  'heartRate',
  'respiratoryRate',
  'bodyCondition',
  'mucousMembranes',
  'findings',
]);
export const isExamKey = (key: string) => EXAM_KEYS.has(key);
