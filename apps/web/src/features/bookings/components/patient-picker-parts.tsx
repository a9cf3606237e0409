import type { Client } from '@citavet/domain/clients/client.schema';
import { PET_SPECIES, PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { X } from 'lucide-react';
import { ClientBalance } from '@/components/client-balance';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';
import { Button } from '@/components/ui/button';
import type { ComboboxOption } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ClientStepForm } from './client-step-form';

export const MIN_SEARCH_LENGTH = 2;
/** The pet select's value for a pet created with the booking. */
export const NEW_PET = 'nueva';
const SPECIES_OPTIONS = PET_SPECIES.map((species) => ({
  value: species,
  label: PET_SPECIES_LABELS[species],
}));

/** One option per living pet ("Luna · Marta Núñez") and one per client: type a pet's or owner's name. */
export function optionsOf(clients: readonly Client[]): ComboboxOption[] {
  return clients.flatMap((client) => {
    const contact = client.phone ?? client.email ?? 'Sin contacto';
    const pets = client.pets.filter((pet) => !pet.isDeceased);
    return [
      ...pets.map((pet) => ({
        value: `pet:${client.id}:${pet.id}`,
        label: `${pet.name} · ${client.name}`,
        description: [
          PET_SPECIES_LABELS[pet.species],
          contact,
          ...pet.alerts.map((alert) => `⚠ ${alert}`),
        ].join(' · '),
      })),
      {
        value: `client:${client.id}`,
        label: client.name,
        description: `Cliente · ${contact}${pets.length > 0 ? ` · ${pets.length} mascota${pets.length > 1 ? 's' : ''}` : ''}`,
      },
    ];
  });
}

/** The picked client (contact and balance, 'Cambiar') and which of their living pets, or a new one. */
export function PickedPatient({
  spaceId,
  form,
  client,
  petChoice,
  canCreate,
  onClear,
  onChoosePet,
}: {
  spaceId: string;
  form: ClientStepForm;
  client: Client;
  petChoice: string;
  canCreate: boolean;
  onClear: () => void;
  onChoosePet: (value: string) => void;
}) {
  const pets = client.pets.filter((pet) => !pet.isDeceased);
  const pet = pets.find((candidate) => candidate.id === petChoice);
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-3 rounded-control border border-slate-200 bg-slate-50 p-3">
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold text-slate-900">{client.name}</p>
          <p className="truncate text-slate-600">
            {[client.phone, client.email].filter(Boolean).join(' · ') || 'Sin datos de contacto'}
          </p>
          <ClientBalance spaceId={spaceId} clientId={client.id} className="block" />
        </div>
        <Button variant="ghost" size="sm" icon={<X className="size-4" aria-hidden />} onClick={onClear}>
          Cambiar
        </Button>
      </div>
      <Select
        label="Mascota"
        id="cita-mascota"
        value={petChoice}
        onChange={(event) => onChoosePet(event.target.value)}
        options={[
          { value: '', label: 'Sin mascota' },
          ...pets.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${PET_SPECIES_LABELS[candidate.species]})`,
          })),
          ...(canCreate ? [{ value: NEW_PET, label: 'Nueva mascota…' }] : []),
        ]}
      />
      {pet && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <SpeciesIcon species={pet.species} isLabelled className="size-4 text-slate-600" />
          {pet.name}
          <PetAlerts alerts={pet.alerts} />
        </p>
      )}
      {petChoice === NEW_PET && <NewPetFields form={form} />}
    </div>
  );
}

/** The new pet's name and species (both or neither). */
export function NewPetFields({ form }: { form: ClientStepForm }) {
  const { register, formState } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Nombre de la mascota"
        id="cita-mascota-nombre"
        autoComplete="off"
        error={formState.errors.petName?.message}
        {...register('petName')}
      />
      <Select
        label="Especie"
        isRequiredMarked
        id="cita-mascota-especie"
        placeholder="Selecciona la especie"
        options={SPECIES_OPTIONS}
        error={formState.errors.species?.message}
        {...register('species')}
      />
    </div>
  );
}
