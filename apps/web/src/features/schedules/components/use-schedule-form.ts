import {
  createNewScheduleFormSchema,
  type NewScheduleFormValues,
} from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useHostOptions } from '@/api/get-host-options';
import { notify } from '@/components/ui/toast';
import { useCreateSchedule } from '../api/create-schedule';

const DEFAULT_VALUES: NewScheduleFormValues = {
  hostId: '',
  dayOfWeek: '1',
  startTime: '',
  endTime: '',
  customPrice: '',
  isActive: true,
};

interface UseScheduleFormInput {
  spaceId: string;
  service: Service;
  isAdmin: boolean;
  onDone: () => void;
}

/** A new weekly range of a service: its form, the members an admin may assign it to and the submit. */
export function useScheduleForm({ spaceId, service, isAdmin, onDone }: UseScheduleFormInput) {
  const creation = useCreateSchedule(service.id);
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const schema = useMemo(() => createNewScheduleFormSchema({ mustChooseHost: isAdmin }), [isAdmin]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: DEFAULT_VALUES });
  const { getValues, setValue, handleSubmit } = form;
  const hosts = hostsQuery.data ?? [];
  const onlyHostId = hosts.length === 1 ? hosts[0]?.id : undefined;
  // With a single member there is nobody else to choose: pick them so the admin need not.
  useEffect(() => {
    if (onlyHostId && getValues('hostId') === '') setValue('hostId', onlyHostId);
  }, [onlyHostId, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await creation.mutateAsync({
        ...(isAdmin && values.hostId ? { hostId: values.hostId } : {}),
        dayOfWeek: values.dayOfWeek,
        startTime: values.startTime,
        endTime: values.endTime,
        isActive: values.isActive,
        customPrice: values.customPrice,
      });
      notify.success(result.message ?? 'Horario creado exitosamente');
      onDone();
    } catch {
      // The banner above the fields shows the reason; the dialog stays open to fix it.
    }
  });

  return { form, creation, hostsQuery, hosts, submit };
}

export type ScheduleFormState = ReturnType<typeof useScheduleForm>;
