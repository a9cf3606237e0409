import { PET_SPECIES, PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

const SPECIES_OPTIONS = PET_SPECIES.map((species) => ({
  value: species,
  label: PET_SPECIES_LABELS[species],
}));

export type PetFieldName = 'petName' | 'species' | 'reason';

interface PetFieldsProps {
  field: (name: PetFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<PetFieldName, string | undefined>>;
}

/**
 * The animal on the public booking form (decision 030): its name and species, and why it comes. The
 * clinic finds the pet under the client's record by its name, or adds it.
 */
export function PetFields({ field, errors }: PetFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold text-slate-900">Tu mascota</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          id="nombre-mascota"
          label="Nombre de la mascota"
          autoComplete="off"
          isRequiredMarked
          error={errors.petName}
          {...field('petName')}
        />
        <Select
          id="especie"
          label="Especie"
          isRequiredMarked
          placeholder="Selecciona la especie"
          options={SPECIES_OPTIONS}
          error={errors.species}
          {...field('species')}
        />
      </div>
      <Textarea
        id="motivo"
        label="Motivo de la consulta (opcional)"
        rows={2}
        maxLength={500}
        placeholder="Por ejemplo: vacuna anual, cojea de una pata…"
        error={errors.reason}
        {...field('reason')}
      />
    </fieldset>
  );
}
