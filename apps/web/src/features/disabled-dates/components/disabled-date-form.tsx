import type { DisabledDate, DisabledDateScope } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { isLocalDate } from '@citavet/domain/time/zoned-time';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useHostOptions } from '@/api/get-host-options';
import { useServiceOptions } from '@/api/get-service-options';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useCreateDisabledDate } from '../api/create-disabled-date';
import { useUpdateDisabledDate } from '../api/update-disabled-date';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import {
  DisabledDateFormSchema,
  type DisabledDateFormValues,
  disabledDateToFormValues,
  newDisabledDateValues,
  type ServiceMode,
  toDisabledDatePayload,
} from '../disabled-date-form-schema';
import { todayIn } from '../disabled-date-format';
import { DisabledDatePeriodFields } from './disabled-date-period-fields';
import { DisabledDateScopeFields } from './disabled-date-scope-fields';
import { DisabledDateServiceFields } from './disabled-date-service-fields';

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

function isFormField(field: string): field is FieldPath<DisabledDateFormValues> {
  return formFields.has(field);
}

export interface DisabledDateFormProps {
  formId: string;
  spaceId: string;
  /** The entry to edit; none creates a new one. */
  entry: DisabledDate | null;
  /** Scope and host are chosen by admins only; anyone else always blocks themself. */
  isAdmin: boolean;
  userId: string;
  timeZone: string;
  onDone: () => void;
  renderActions: (state: { isSubmitting: boolean; isSubmitBlocked: boolean }) => ReactNode;
}

export function DisabledDateForm({
  formId,
  spaceId,
  entry,
  isAdmin,
  userId,
  timeZone,
  onDone,
  renderActions,
}: DisabledDateFormProps) {
  const creation = useCreateDisabledDate(spaceId);
  const update = useUpdateDisabledDate(spaceId);
  const mutation = entry ? update : creation;
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const servicesQuery = useServiceOptions(spaceId);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm({
    resolver: zodResolver(DisabledDateFormSchema),
    // Messages wait for the first submit: shown on blur they move the fields under the pointer
    // (the dialog re-centres), and a click meant for 'Todo el día' lands on nothing.
    mode: 'onSubmit',
    defaultValues: entry
      ? disabledDateToFormValues(entry, timeZone)
      : newDisabledDateValues({ isAdmin, userId, today: todayIn(timeZone) }),
  });
  const scope = watch('scope');
  const isAllDay = watch('isAllDay');
  const serviceMode = watch('serviceMode');
  const hasErrors = Object.keys(errors).length > 0;

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
      if (isApiError(error)) {
        for (const detail of error.details) {
          if (isFormField(detail.field)) setError(detail.field, { message: detail.message });
        }
      }
    }
  });

  return (
    <form id={formId} noValidate onSubmit={submit} className="space-y-5">
      {mutation.isError && (
        <Alert
          kind="error"
          title={entry ? DISABLED_DATE_ERRORS.update : DISABLED_DATE_ERRORS.create}
          onClose={mutation.reset}
        >
          {errorDetailOf(mutation.error)}
        </Alert>
      )}
      {isAdmin && (
        <DisabledDateScopeFields
          control={control}
          errors={errors}
          scope={scope}
          onScopeChange={changeScope}
          hosts={hostsQuery.data ?? []}
          isLoadingHosts={hostsQuery.isPending}
          hostsError={hostsQuery.error}
        />
      )}
      <Input
        label="Título"
        id="fecha-deshabilitada-titulo"
        placeholder="Vacaciones de verano"
        maxLength={200}
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label="Razón"
        id="fecha-deshabilitada-razon"
        rows={2}
        placeholder="La clínica cierra por vacaciones del personal"
        maxLength={1000}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <DisabledDatePeriodFields
        control={control}
        register={register}
        errors={errors}
        isAllDay={isAllDay}
        onAllDayChange={changeAllDay}
        onStartDateChange={changeStartDate}
      />
      <Controller
        control={control}
        name="isRecurring"
        render={({ field: { value, onChange } }) => (
          <Checkbox
            id="fecha-deshabilitada-recurrente"
            label="Se repite cada año"
            checked={value}
            onCheckedChange={onChange}
            disabled={!isAllDay}
            helperText={
              isAllDay
                ? 'Cierra los mismos días todos los años, como un feriado.'
                : 'Solo un cierre de días completos puede repetirse cada año.'
            }
            error={errors.isRecurring?.message}
          />
        )}
      />
      <DisabledDateServiceFields
        control={control}
        errors={errors}
        mode={serviceMode}
        onModeChange={changeServiceMode}
        services={servicesQuery.data ?? []}
        isLoadingServices={servicesQuery.isPending}
        servicesError={servicesQuery.error}
      />
      {renderActions({ isSubmitting: mutation.isPending, isSubmitBlocked: hasErrors })}
    </form>
  );
}
