import { findAllergyConflicts } from '@citavet/domain/records/drug-allergy';
import { MUCOUS_MEMBRANE_LABELS, MUCOUS_MEMBRANES } from '@citavet/domain/records/record-content.schema';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { AllergyWarning } from './allergy-warning';
import {
  CONSULTATION_FIELDS,
  EXAM_LEGEND,
  type FieldSpec,
  IMMUNIZATION_FIELDS,
  ITEM_FIELDS,
  TEXT_FIELDS,
} from './record-form-fields';
import type { RecordFormState } from './use-record-form';

type FormProps = { form: RecordFormState };

/** One field of the form by its spec: a long text as a textarea, a number with the decimal keyboard. */
function SpecField({ form, spec }: FormProps & { spec: FieldSpec }) {
  const common = {
    label: spec.label,
    value: form.values.fields[spec.key] ?? '',
    error: form.errorOf(spec.key),
  };
  if (spec.type === 'textarea') {
    return (
      <Textarea {...common} rows={2} onChange={(event) => form.setField(spec.key, event.target.value)} />
    );
  }
  return (
    <Input
      {...common}
      type={spec.type === 'date' ? 'date' : 'text'}
      inputMode={spec.type === 'number' ? 'decimal' : undefined}
      onChange={(event) => form.setField(spec.key, event.target.value)}
    />
  );
}

const specFields = (form: RecordFormState, specs: FieldSpec[]) =>
  specs.map((spec) => <SpecField key={spec.key} form={form} spec={spec} />);

/** 'Fecha de la atención': the day (not after today) and the time it happened. */
export function OccurredAtFields({ form, today }: FormProps & { today: string }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Fecha de la atención</legend>
      <Input
        type="date"
        label="Fecha"
        max={today}
        value={form.values.fields.occurredOn ?? ''}
        error={form.errors.occurredOn}
        onChange={(event) => form.setField('occurredOn', event.target.value)}
      />
      <Input
        type="time"
        label="Hora"
        value={form.values.fields.occurredTime ?? ''}
        onChange={(event) => form.setField('occurredTime', event.target.value)}
      />
    </fieldset>
  );
}

/** A consultation's three groups; the physical exam in two columns with the mucous membranes' choice. */
export function ConsultationSections({ form }: FormProps) {
  return CONSULTATION_FIELDS.map((group) => (
    <fieldset key={group.legend} className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{group.legend}</legend>
      <div className={group.legend === EXAM_LEGEND ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3'}>
        {specFields(form, group.fields)}
        {group.legend === EXAM_LEGEND && (
          <Select
            label="Mucosas"
            placeholder="Sin registrar"
            options={MUCOUS_MEMBRANES.map((value) => ({ value, label: MUCOUS_MEMBRANE_LABELS[value] }))}
            value={form.values.fields.mucousMembranes ?? ''}
            error={form.errorOf('mucousMembranes')}
            onChange={(event) => form.setField('mucousMembranes', event.target.value)}
          />
        )}
      </div>
    </fieldset>
  ));
}

/** A vaccination's or deworming's product, lot, dose and dates. */
export function ImmunizationSection({ form }: FormProps) {
  return <div className="grid gap-3 sm:grid-cols-2">{specFields(form, IMMUNIZATION_FIELDS)}</div>;
}

/** A procedure's, lab result's or note's title and text. */
export function TextSection({ form }: FormProps) {
  return <div className="space-y-3">{specFields(form, TEXT_FIELDS)}</div>;
}

/** A prescription: one fieldset a drug, checked against the pet's alerts as it is typed, and notes. */
export function PrescriptionSection({ form, alerts }: FormProps & { alerts: readonly string[] }) {
  const { values, errors } = form;
  return (
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
                onChange={(event) => form.setItem(index, spec.key, event.target.value)}
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
              onClick={() => form.removeItem(index)}
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
        onClick={form.addItem}
      >
        Agregar medicamento
      </Button>
      <Textarea
        label="Observaciones"
        rows={2}
        value={values.fields.notes ?? ''}
        error={errors.notes}
        onChange={(event) => form.setField('notes', event.target.value)}
      />
    </div>
  );
}
