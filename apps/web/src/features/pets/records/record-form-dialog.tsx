import { findAllergyConflicts } from '@citavet/domain/records/drug-allergy';
import {
  MUCOUS_MEMBRANE_LABELS,
  MUCOUS_MEMBRANES,
  RECORD_KIND_LABELS,
  type RecordKind,
} from '@citavet/domain/records/record-content.schema';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useSpaceAccess } from '@/stores/use-space-access';
import { AllergyWarning } from './allergy-warning';
import {
  emptyItem,
  formValuesOf,
  type PrescriptionItemValues,
  type RecordFormValues,
  validateRecordForm,
} from './record-form-values';
import { useCreateRecord, useUpdateRecord } from './records-api';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export type RecordFormTarget = {
  kind: RecordKind;
  record: RecordEntryView | null;
  bookingId: string | null;
  /** A new consultation from an appointment: its 'Motivo de consulta' starts with the booking's reason. */
  reason?: string | null;
};

type FieldSpec = {
  key: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'textarea';
  unit?: string;
};

const CONSULTATION_FIELDS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Motivo y anamnesis',
    fields: [
      { key: 'reason', label: 'Motivo de consulta' },
      { key: 'anamnesis', label: 'Anamnesis', type: 'textarea' },
    ],
  },
  {
    legend: 'Examen físico',
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

const IMMUNIZATION_FIELDS: FieldSpec[] = [
  { key: 'product', label: 'Producto' },
  { key: 'laboratory', label: 'Laboratorio' },
  { key: 'lot', label: 'Lote' },
  { key: 'dose', label: 'Dosis' },
  { key: 'givenOn', label: 'Fecha de aplicación', type: 'date' },
  { key: 'nextDueOn', label: 'Próxima dosis', type: 'date' },
];

const TEXT_FIELDS: FieldSpec[] = [
  { key: 'title', label: 'Título' },
  { key: 'text', label: 'Texto', type: 'textarea' },
];

const ITEM_FIELDS: { key: Exclude<keyof PrescriptionItemValues, 'uid'>; label: string }[] = [
  { key: 'drug', label: 'Medicamento' },
  { key: 'concentration', label: 'Concentración' },
  { key: 'dose', label: 'Dosis' },
  { key: 'route', label: 'Vía' },
  { key: 'frequency', label: 'Frecuencia' },
  { key: 'duration', label: 'Duración' },
  { key: 'quantity', label: 'Cantidad' },
];

/** New entry or draft edit, one form per kind, validated by the shared schema before it is sent. */
export function RecordFormDialog({
  spaceId,
  petId,
  target,
  today,
  alerts,
  onClose,
}: {
  spaceId: string;
  petId: string;
  target: RecordFormTarget | null;
  today: string;
  /** The pet's alerts: a prescription's drugs are checked against them as they are typed. */
  alerts: readonly string[];
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={
          target ? `${target.record ? 'Editar' : 'Nueva'} entrada: ${RECORD_KIND_LABELS[target.kind]}` : ''
        }
        description={
          target?.bookingId
            ? 'Vinculada a la cita de la agenda. Se guarda como borrador.'
            : 'Se guarda como borrador hasta que la firmes.'
        }
        className="max-w-2xl!"
      >
        {target && (
          <RecordForm
            spaceId={spaceId}
            petId={petId}
            target={target}
            today={today}
            alerts={alerts}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RecordForm({
  spaceId,
  petId,
  target,
  today,
  alerts,
  onClose,
}: {
  spaceId: string;
  petId: string;
  target: RecordFormTarget;
  today: string;
  alerts: readonly string[];
  onClose: () => void;
}) {
  const timeZone = useSpaceAccess().currentSpace?.timeZone ?? BROWSER_TIME_ZONE;
  const [initial] = useState<RecordFormValues>(() => {
    const now = instantToZonedParts(Date.now(), timeZone);
    const opened = formValuesOf(target.record, today, `${now.date} ${now.time}`);
    if (target.record || target.kind !== 'CONSULTATION' || !target.reason) return opened;
    return { ...opened, fields: { ...opened.fields, reason: target.reason } };
  });
  const [values, setValues] = useState<RecordFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const creation = useCreateRecord(spaceId, petId);
  const update = useUpdateRecord(spaceId, petId);
  const mutation = target.record ? update : creation;
  const { kind } = target;

  const setField = (key: string, value: string) =>
    setValues((current) => ({ ...current, fields: { ...current.fields, [key]: value } }));
  const setItem = (index: number, key: Exclude<keyof PrescriptionItemValues, 'uid'>, value: string) =>
    setValues((current) => ({
      ...current,
      items: current.items.map((item, position) => (position === index ? { ...item, [key]: value } : item)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateRecordForm(kind, values, {
      bookingId: target.bookingId,
      isUpdate: target.record !== null,
      timeZone,
      initial: {
        occurredOn: initial.fields.occurredOn ?? '',
        occurredTime: initial.fields.occurredTime ?? '',
      },
    });
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    try {
      if (target.record) await update.mutateAsync({ recordId: target.record.id, body: result.body });
      else await creation.mutateAsync(result.body);
      notify.success('Borrador guardado');
      onClose();
    } catch {
      // The alert below explains the refusal.
    }
  };

  const errorOf = (key: string) => errors[kind === 'CONSULTATION' && isExamKey(key) ? `exam.${key}` : key];
  const field = (spec: FieldSpec) => {
    const common = {
      label: spec.label,
      value: values.fields[spec.key] ?? '',
      error: errorOf(spec.key),
    };
    if (spec.type === 'textarea') {
      return (
        <Textarea
          key={spec.key}
          {...common}
          rows={2}
          onChange={(event) => setField(spec.key, event.target.value)}
        />
      );
    }
    return (
      <Input
        key={spec.key}
        {...common}
        type={spec.type === 'date' ? 'date' : 'text'}
        inputMode={spec.type === 'number' ? 'decimal' : undefined}
        onChange={(event) => setField(spec.key, event.target.value)}
      />
    );
  };

  return (
    <form className="space-y-5" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Fecha de la atención</legend>
        <Input
          type="date"
          label="Fecha"
          max={today}
          value={values.fields.occurredOn ?? ''}
          error={errors.occurredOn}
          onChange={(event) => setField('occurredOn', event.target.value)}
        />
        <Input
          type="time"
          label="Hora"
          value={values.fields.occurredTime ?? ''}
          onChange={(event) => setField('occurredTime', event.target.value)}
        />
      </fieldset>
      {kind === 'CONSULTATION' &&
        CONSULTATION_FIELDS.map((group) => (
          <fieldset key={group.legend} className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">{group.legend}</legend>
            <div className={group.legend === 'Examen físico' ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3'}>
              {group.fields.map(field)}
              {group.legend === 'Examen físico' && (
                <Select
                  label="Mucosas"
                  placeholder="Sin registrar"
                  options={MUCOUS_MEMBRANES.map((value) => ({ value, label: MUCOUS_MEMBRANE_LABELS[value] }))}
                  value={values.fields.mucousMembranes ?? ''}
                  error={errorOf('mucousMembranes')}
                  onChange={(event) => setField('mucousMembranes', event.target.value)}
                />
              )}
            </div>
          </fieldset>
        ))}
      {(kind === 'VACCINATION' || kind === 'DEWORMING') && (
        <div className="grid gap-3 sm:grid-cols-2">{IMMUNIZATION_FIELDS.map(field)}</div>
      )}
      {kind === 'PRESCRIPTION' && (
        <div className="space-y-4">
          {values.items.map((item, index) => (
            <fieldset key={item.uid} className="rounded-card border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">Medicamento {index + 1}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {ITEM_FIELDS.map((spec) => (
                  <Input
                    key={spec.key}
                    id={`medicamento-${index + 1}-${spec.key}`}
                    label={spec.label}
                    value={item[spec.key]}
                    error={errors[`items.${index}.${spec.key}`]}
                    onChange={(event) => setItem(index, spec.key, event.target.value)}
                  />
                ))}
              </div>
              {values.items.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="mt-2"
                  icon={<Trash2 className="size-4" aria-hidden />}
                  onClick={() =>
                    setValues((current) => ({
                      ...current,
                      items: current.items.filter((_, position) => position !== index),
                    }))
                  }
                >
                  Quitar medicamento
                </Button>
              )}
            </fieldset>
          ))}
          {errors.items && <p className="text-sm text-error">{errors.items}</p>}
          <AllergyWarning conflicts={findAllergyConflicts(values.items, alerts)} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            icon={<Plus className="size-4" aria-hidden />}
            onClick={() => setValues((current) => ({ ...current, items: [...current.items, emptyItem()] }))}
          >
            Agregar medicamento
          </Button>
          <Textarea
            label="Observaciones"
            rows={2}
            value={values.fields.notes ?? ''}
            error={errors.notes}
            onChange={(event) => setField('notes', event.target.value)}
          />
        </div>
      )}
      {(kind === 'PROCEDURE' || kind === 'LAB_RESULT' || kind === 'NOTE') && (
        <div className="space-y-3">{TEXT_FIELDS.map(field)}</div>
      )}

      {mutation.isError && (
        <Alert kind="error" title="No se pudo guardar">
          {getErrorMessage(mutation.error, 'Intenta nuevamente.')}
        </Alert>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={mutation.isPending}>
          Guardar borrador
        </Button>
      </div>
    </form>
  );
}

const EXAM_KEYS = new Set([
  'weightKg',
  'temperatureC',
  'heartRate',
  'respiratoryRate',
  'bodyCondition',
  'mucousMembranes',
  'findings',
]);
const isExamKey = (key: string) => EXAM_KEYS.has(key);
