import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { type FormEvent, useState } from 'react';
import { notify } from '@/components/ui/toast';
import { useSpaceAccess } from '@/stores/use-space-access';
import { type ItemKey, isExamKey, type RecordFormTarget } from './record-form-fields';
import { emptyItem, formValuesOf, type RecordFormValues, validateRecordForm } from './record-form-values';
import { useCreateRecord, useUpdateRecord } from './records-api';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A record form's values, errors and save: it opens at the clinic's present time (a new consultation
 * from an appointment starts with the booking's reason), and is validated by the shared schema before
 * it is sent.
 */
export function useRecordForm({
  spaceId,
  petId,
  target,
  today,
  onClose,
}: {
  spaceId: string;
  petId: string;
  target: RecordFormTarget;
  today: string;
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
  const setItem = (index: number, key: ItemKey, value: string) =>
    setValues((current) => ({
      ...current,
      items: current.items.map((item, position) => (position === index ? { ...item, [key]: value } : item)),
    }));
  const addItem = () => setValues((current) => ({ ...current, items: [...current.items, emptyItem()] }));
  const removeItem = (index: number) =>
    setValues((current) => ({
      ...current,
      items: current.items.filter((_, position) => position !== index),
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
      // The alert below the form explains the refusal.
    }
  };

  const errorOf = (key: string) => errors[kind === 'CONSULTATION' && isExamKey(key) ? `exam.${key}` : key];

  return { values, errors, errorOf, setField, setItem, addItem, removeItem, submit, mutation };
}

export type RecordFormState = ReturnType<typeof useRecordForm>;
