import type { ReactNode } from 'react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useHostOptions } from '@/api/get-host-options';
import { useServiceOptions } from '@/api/get-service-options';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';
import type { DisabledDateFormValues } from '../disabled-date-form-schema';
import { DisabledDatePeriodFields } from './disabled-date-period-fields';
import { DisabledDateScopeFields } from './disabled-date-scope-fields';
import { DisabledDateServiceFields } from './disabled-date-service-fields';
import { type DisabledDateFormInput, useDisabledDateForm } from './use-disabled-date-form';

export interface DisabledDateFormProps extends DisabledDateFormInput {
  formId: string;
  renderActions: (state: { isSubmitting: boolean; isSubmitBlocked: boolean }) => ReactNode;
}

export function DisabledDateForm(props: DisabledDateFormProps) {
  const { formId, spaceId, entry, isAdmin, renderActions } = props;
  const { form, mutation, submit, ...change } = useDisabledDateForm(props);
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const servicesQuery = useServiceOptions(spaceId);
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const scope = watch('scope');
  const isAllDay = watch('isAllDay');
  const serviceMode = watch('serviceMode');
  const hasErrors = Object.keys(errors).length > 0;

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
          onScopeChange={change.changeScope}
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
        onAllDayChange={change.changeAllDay}
        onStartDateChange={change.changeStartDate}
      />
      <RecurringField control={control} errors={errors} isAllDay={isAllDay} />
      <DisabledDateServiceFields
        control={control}
        errors={errors}
        mode={serviceMode}
        onModeChange={change.changeServiceMode}
        services={servicesQuery.data ?? []}
        isLoadingServices={servicesQuery.isPending}
        servicesError={servicesQuery.error}
      />
      {renderActions({ isSubmitting: mutation.isPending, isSubmitBlocked: hasErrors })}
    </form>
  );
}

interface RecurringFieldProps {
  control: Control<DisabledDateFormValues>;
  errors: FieldErrors<DisabledDateFormValues>;
  isAllDay: boolean;
}

/** 'Se repite cada año': only a closure of whole days comes back every year. */
function RecurringField({ control, errors, isAllDay }: RecurringFieldProps) {
  return (
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
  );
}
