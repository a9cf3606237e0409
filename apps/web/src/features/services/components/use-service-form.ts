import type { Service } from '@citavet/domain/services/service.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { markFieldErrors } from '@/lib/form-field-errors';
import { useSpaces } from '@/stores/spaces-store';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import {
  NEW_SERVICE_DEFAULTS,
  newServiceDefaults,
  ServiceFormSchema,
  serviceToFormValues,
} from '../service-form-schema';

const formFields = new Set<string>(Object.keys(NEW_SERVICE_DEFAULTS));

interface UseServiceFormInput {
  spaceId: string;
  service: Service | null;
  onDone: () => void;
}

/** A new service (in the space's currency) or the one given: its form, and the save that writes it. */
export function useServiceForm({ spaceId, service, onDone }: UseServiceFormInput) {
  const creation = useCreateService(spaceId);
  const { data: spaces } = useSpaces();
  const spaceCurrency = spaces?.find((space) => space.id === spaceId)?.defaultCurrency;
  const update = useUpdateService();
  const mutation = service ? update : creation;
  const form = useForm({
    resolver: zodResolver(ServiceFormSchema),
    mode: 'onTouched',
    defaultValues: service ? serviceToFormValues(service) : newServiceDefaults(spaceCurrency),
  });
  const { handleSubmit, setError } = form;

  // The form's output is the API's payload: blank texts are already none.
  const submit = handleSubmit(async (payload) => {
    try {
      const result = service
        ? await update.mutateAsync({ serviceId: service.id, payload })
        : await creation.mutateAsync(payload);
      notify.success(
        result.message ?? (service ? 'Servicio actualizado exitosamente' : 'Servicio creado exitosamente'),
      );
      onDone();
    } catch (error) {
      markFieldErrors(error, setError, { isField: (name) => formFields.has(name) });
    }
  });

  return { form, mutation, submit };
}

export type ServiceFormApi = ReturnType<typeof useServiceForm>['form'];
