import type { DisabledDate, DisabledDateScope } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { isLocalDate } from '@citavet/domain/time/zoned-time';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { markFieldErrors } from '@/lib/form-field-errors';
import { useCreateDisabledDate } from '../api/create-disabled-date';
import { useUpdateDisabledDate } from '../api/update-disabled-date';
import {
  DisabledDateFormSchema,
  disabledDateToFormValues,
  newDisabledDateValues,
  type ServiceMode,
  toDisabledDatePayload,
} from '../disabled-date-form-schema';
import { todayIn } from '../disabled-date-format';

const formFields = new Set<string>([
  'scope',
  'hostId',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'title',
  'reason',
  'isRecurring',
  'serviceIds',
]);

export interface DisabledDateFormInput {
  spaceId: string;
  /** The entry to edit; none creates a new one. */
  entry: DisabledDate | null;
  /** Scope and host are chosen by admins only; anyone else always blocks themself. */
  isAdmin: boolean;
  userId: string;
  timeZone: string;
  onDone: () => void;
}

/**
 * A closure's form: its values, how one field's change carries the others along, and the save that
 * creates or updates it and hands the server's field messages back to the fields.
 */
export function useDisabledDateForm({
  spaceId,
  entry,
  isAdmin,
  userId,
  timeZone,
  onDone,
}: DisabledDateFormInput) {
  const creation = useCreateDisabledDate(spaceId);
  const update = useUpdateDisabledDate(spaceId);
  const mutation = entry ? update : creation;
  const form = useForm({
    resolver: zodResolver(DisabledDateFormSchema),
    // Messages wait for the first submit: shown on blur they move the fields under the pointer
    // (the dialog re-centres), and a click meant for 'Todo el día' lands on nothing.
    mode: 'onSubmit',
    defaultValues: entry
      ? disabledDateToFormValues(entry, timeZone)
      : newDisabledDateValues({ isAdmin, userId, today: todayIn(timeZone) }),
  });
  const { handleSubmit, setValue, getValues, setError, clearErrors } = form;
  // Read while rendering, so the form state tracks it: after a first submit, a moved end is re-checked.
  const { isSubmitted } = form.formState;
  const changeScope = (nextScope: DisabledDateScope) => {
    setValue('scope', nextScope);
    // A space-wide entry has no host: drop the choice rather than send a contradiction.
    if (nextScope === 'SPACE') setValue('hostId', '');
    clearErrors('hostId');
  };

  const changeStartDate = (startDate: string) => {
    const endDate = getValues('endDate');
    if (isLocalDate(startDate) && (!isLocalDate(endDate) || endDate < startDate)) {
      setValue('endDate', startDate, { shouldValidate: isSubmitted });
    }
  };

  const changeAllDay = (nextIsAllDay: boolean) => {
    setValue('isAllDay', nextIsAllDay);
    if (nextIsAllDay) clearErrors(['startTime', 'endTime']);
    // Only whole days come back every year.
    else setValue('isRecurring', false);
  };

  const changeServiceMode = (nextMode: ServiceMode) => {
    setValue('serviceMode', nextMode);
    clearErrors('serviceIds');
  };

  const submit = handleSubmit(async (values) => {
    const payload = toDisabledDatePayload(values);
    try {
      const result = entry
        ? await update.mutateAsync({ id: entry.id, payload })
        : await creation.mutateAsync(payload);
      notify.success(
        result.message ??
          (entry
            ? 'Fecha deshabilitada actualizada exitosamente'
            : 'Fecha deshabilitada creada exitosamente'),
      );
      onDone();
    } catch (error) {
      // The banner says why; the fields the server named get their own message as well.
      markFieldErrors(error, setError, { isField: (name) => formFields.has(name) });
    }
  });

  return {
    form,
    mutation,
    submit,
    changeScope,
    changeStartDate,
    changeAllDay,
    changeServiceMode,
  };
}
