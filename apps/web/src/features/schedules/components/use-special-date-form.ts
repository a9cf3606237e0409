import {
  type ScheduleOverride,
  type ScheduleOverrideFormValues,
  ScheduleOverrideInputSchema,
  type ScheduleOverrideKind,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { useSaveScheduleOverride } from '../api/save-schedule-override';

interface UseSpecialDateFormInput {
  spaceId: string;
  entry: ScheduleOverride | null;
  kind: ScheduleOverrideKind;
  isAdmin: boolean;
  userId: string;
  today: string;
  onDone: () => void;
}

/** The entry's values, or a new one of `kind`: the clinic's for an admin, one's own for anyone else. */
function initialValues({ entry, kind, isAdmin, userId, today }: UseSpecialDateFormInput) {
  if (entry) {
    return {
      hostId: entry.hostId,
      date: entry.date,
      kind: entry.kind,
      startTime: entry.startTime,
      endTime: entry.endTime,
      note: entry.note ?? '',
    };
  }
  return {
    hostId: isAdmin ? null : userId,
    date: today,
    kind,
    startTime: kind === 'ADD' ? '10:00' : '09:00',
    endTime: kind === 'ADD' ? '14:00' : '13:00',
    note: '',
  };
}

/** One schema for the form and the API (ScheduleOverrideInputSchema): Spanish messages from the domain. */
export function useSpecialDateForm(input: UseSpecialDateFormInput) {
  const save = useSaveScheduleOverride(input.spaceId);
  const form = useForm<ScheduleOverrideFormValues>({
    resolver: zodResolver(ScheduleOverrideInputSchema),
    mode: 'onSubmit',
    defaultValues: initialValues(input),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({ id: input.entry?.id ?? null, payload: values });
      notify.success(result.message ?? 'Horario especial guardado');
      input.onDone();
    } catch {
      // The alert above the fields says why.
    }
  });

  return { form, save, submit };
}

export type SpecialDateFormApi = ReturnType<typeof useSpecialDateForm>['form'];
