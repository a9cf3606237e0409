import {
  PET_SEX_LABELS,
  PET_SEXES,
  PET_SPECIES,
  PET_SPECIES_LABELS,
  type PetSpecies,
  type PetWithOwner,
  SUGGESTED_PET_ALERTS,
} from '@citavet/domain/pets/pet.schema';
import { breedSuggestions } from '@citavet/domain/pets/pet-breeds';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { useCreatePet, useUpdatePet } from '../api/pets-api';
import { NEW_PET_VALUES, PetFormSchema, type PetFormValues, petToFormValues } from '../pet-form-schema';

const SPECIES_OPTIONS = PET_SPECIES.map((value) => ({ value, label: PET_SPECIES_LABELS[value] }));
const SEX_OPTIONS = PET_SEXES.map((value) => ({ value, label: PET_SEX_LABELS[value] }));
/** API field names that the form shows under another input. */
const FIELD_OF: Record<string, keyof PetFormValues> = { estimatedAge: 'estimatedYears' };

interface PetFormProps {
  spaceId: string;
  /** The owner of a new pet. */
  clientId: string;
  pet: PetWithOwner | null;
  onDone: (pet: PetWithOwner) => void;
  onCancel: () => void;
}

/** The pet's details, validated with the shared schema before they are sent. */
export function PetForm({ spaceId, clientId, pet, onDone, onCancel }: PetFormProps) {
  const creation = useCreatePet(spaceId, clientId);
  const update = useUpdatePet(spaceId, pet?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(PetFormSchema),
    mode: 'onTouched',
    defaultValues: pet ? petToFormValues(pet) : NEW_PET_VALUES,
  });
  const species = watch('species') as PetSpecies;
  const ageMode = watch('ageMode');
  const isDeceased = watch('isDeceased');
  const breeds = breedSuggestions(species);

  const submit = handleSubmit(async (payload) => {
    try {
      const result = pet ? await update.mutateAsync(payload) : await creation.mutateAsync(payload);
      notify.success(result.message ?? 'Mascota guardada');
      onDone(result.pet);
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        for (const detail of error.details) {
          setError(FIELD_OF[detail.field] ?? (detail.field as keyof PetFormValues), {
            message: detail.message,
          });
        }
        return;
      }
      setError('root', { message: getErrorMessage(error, 'No se pudo guardar la mascota') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <Alert kind="error">{errors.root.message}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Nombre"
          isRequiredMarked
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <Select
          label="Especie"
          isRequiredMarked
          options={SPECIES_OPTIONS}
          error={errors.species?.message}
          {...register('species')}
        />
        <div>
          <Input label="Raza" list="pet-breeds" error={errors.breed?.message} {...register('breed')} />
          <datalist id="pet-breeds">
            {breeds.map((breed) => (
              <option key={breed} value={breed} />
            ))}
          </datalist>
        </div>
        <Select label="Sexo" options={SEX_OPTIONS} error={errors.sex?.message} {...register('sex')} />
        <Input label="Color" error={errors.color?.message} {...register('color')} />
        <Input
          label="Microchip"
          inputMode="numeric"
          helperText="15 dígitos"
          error={errors.microchip?.message}
          {...register('microchip')}
        />
      </div>
      <Controller
        control={control}
        name="isNeutered"
        render={({ field }) => (
          <Checkbox
            id="pet-neutered"
            label="Esterilizado/a"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-slate-700">Edad</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="birthDate" {...register('ageMode')} />
            Fecha de nacimiento
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="estimated" {...register('ageMode')} />
            Edad estimada
          </label>
        </div>
        {ageMode === 'birthDate' ? (
          <Input
            label="Fecha de nacimiento"
            type="date"
            error={errors.birthDate?.message}
            {...register('birthDate')}
          />
        ) : (
          <Input
            label="Edad estimada (años)"
            type="number"
            min={0}
            max={60}
            error={errors.estimatedYears?.message}
            {...register('estimatedYears')}
          />
        )}
      </fieldset>
      <Textarea
        label="Alertas"
        helperText={`Una por línea, por ejemplo: ${SUGGESTED_PET_ALERTS.join(', ')}.`}
        error={errors.alerts?.message}
        {...register('alerts')}
      />
      <Controller
        control={control}
        name="isDeceased"
        render={({ field }) => (
          <Checkbox
            id="pet-deceased"
            label="Fallecida"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      {isDeceased && (
        <Input
          label="Fecha de fallecimiento"
          type="date"
          error={errors.deceasedOn?.message}
          {...register('deceasedOn')}
        />
      )}
      <FormActions
        submitLabel={pet ? 'Guardar Cambios' : 'Registrar Mascota'}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
