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
import { Controller } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { type PetFormApi, usePetForm } from './use-pet-form';

const SPECIES_OPTIONS = PET_SPECIES.map((value) => ({ value, label: PET_SPECIES_LABELS[value] }));
const SEX_OPTIONS = PET_SEXES.map((value) => ({ value, label: PET_SEX_LABELS[value] }));

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
  const { form, submit } = usePetForm({ spaceId, clientId, pet, onDone });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <Alert kind="error">{errors.root.message}</Alert>}
      <PetIdentityFields form={form} />
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
      <PetAgeFields form={form} />
      <Textarea
        label="Alertas"
        helperText={`Una por línea, por ejemplo: ${SUGGESTED_PET_ALERTS.join(', ')}.`}
        error={errors.alerts?.message}
        {...register('alerts')}
      />
      <PetDeceasedFields form={form} />
      <FormActions
        submitLabel={pet ? 'Guardar Cambios' : 'Registrar Mascota'}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

/** Name, species, breed (suggested for the species), sex, colour and microchip. */
function PetIdentityFields({ form }: { form: PetFormApi }) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const breeds = breedSuggestions(watch('species') as PetSpecies);
  return (
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
  );
}

/** The age: a birth date or, when nobody knows it, an estimate in years. */
function PetAgeFields({ form }: { form: PetFormApi }) {
  const { register, watch } = form;
  const errors = form.formState.errors;
  const ageMode = watch('ageMode');
  return (
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
  );
}

/** 'Fallecida' and, when ticked, the day it died. */
function PetDeceasedFields({ form }: { form: PetFormApi }) {
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const isDeceased = watch('isDeceased');
  return (
    <>
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
    </>
  );
}
