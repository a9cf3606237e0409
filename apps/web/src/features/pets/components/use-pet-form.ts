import type { PetWithOwner } from '@citavet/domain/pets/pet.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { markFieldErrors } from '@/lib/form-field-errors';
import { useCreatePet, useUpdatePet } from '../api/pets-api';
import { NEW_PET_VALUES, PetFormSchema, type PetFormValues, petToFormValues } from '../pet-form-schema';

/** API field names that the form shows under another input. */
const FIELD_OF: Record<string, keyof PetFormValues> = { estimatedAge: 'estimatedYears' };

interface UsePetFormInput {
  spaceId: string;
  clientId: string;
  pet: PetWithOwner | null;
  onDone: (pet: PetWithOwner) => void;
}

/** The pet's form: a new pet of the client or the one given; the server's field messages land on the fields. */
export function usePetForm({ spaceId, clientId, pet, onDone }: UsePetFormInput) {
  const creation = useCreatePet(spaceId, clientId);
  const update = useUpdatePet(spaceId, pet?.id ?? '');
  const form = useForm({
    resolver: zodResolver(PetFormSchema),
    mode: 'onTouched',
    defaultValues: pet ? petToFormValues(pet) : NEW_PET_VALUES,
  });
  const { handleSubmit, setError } = form;

  const submit = handleSubmit(async (payload) => {
    try {
      const result = pet ? await update.mutateAsync(payload) : await creation.mutateAsync(payload);
      notify.success(result.message ?? 'Mascota guardada');
      onDone(result.pet);
    } catch (error) {
      if (markFieldErrors(error, setError, { renamed: FIELD_OF })) return;
      setError('root', { message: getErrorMessage(error, 'No se pudo guardar la mascota') });
    }
  });

  return { form, submit };
}

export type PetFormApi = ReturnType<typeof usePetForm>['form'];
