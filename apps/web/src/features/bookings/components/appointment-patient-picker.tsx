import type { Client } from '@citavet/domain/clients/client.schema';
import { PET_SPECIES, PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, UserPlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clientDetailQueryKey, fetchClient, fetchClientList } from '@/api/client-search';
import { ClientBalance } from '@/components/client-balance';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ClientContactFields } from './client-contact-fields';
import type { ClientStepForm } from './client-step-form';

const SEARCH_LIMIT = 8;
const MIN_SEARCH_LENGTH = 2;
const NEW_PET = 'nueva';
const SPECIES_OPTIONS = PET_SPECIES.map((species) => ({
  value: species,
  label: PET_SPECIES_LABELS[species],
}));

type Picked = { client: Client; petId: string | null };

/** One option per living pet ("Luna · Marta Núñez") and one per client: type a pet's or owner's name. */
function optionsOf(clients: readonly Client[]): ComboboxOption[] {
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

/**
 * Step 2's "who": search the space's clients and pets as you type (the clients search API, downshift's
 * combobox: decision 015) or create both inline (decision 030). A pick fills the form's clientId and
 * petId, and its name and contact, which the server copies from the record.
 */
export function AppointmentPatientPicker({
  spaceId,
  form,
  canCreate = true,
}: {
  spaceId: string;
  form: ClientStepForm;
  /** False when editing a booking: only existing clients and pets can be picked. */
  canCreate?: boolean;
}) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [isNewClient, setIsNewClient] = useState(false);
  const search = useDebouncedValue(text.trim(), 250);
  const isSearching = search.length >= MIN_SEARCH_LENGTH;
  const results = useQuery({
    queryKey: ['clients', 'picker', spaceId, search],
    queryFn: ({ signal }) => fetchClientList(spaceId, { search, limit: SEARCH_LIMIT }, signal),
    enabled: isSearching && picked === null && !isNewClient,
    placeholderData: keepPreviousData,
  });
  const clients = results.data?.clients ?? [];
  const { setValue, formState } = form;
  const { errors } = formState;
  // '' (no pet), a pet's id, or NEW_PET: the select's value while a client is picked.
  const [petChoice, setPetChoice] = useState('');

  // A link may pre-fill the client and pet ('Agendar próximo control'): load that client and pick it.
  const [prefill, setPrefill] = useState(() => {
    const clientId = form.getValues('clientId');
    return clientId ? { clientId, petId: form.getValues('petId') ?? '' } : null;
  });
  const prefilled = useQuery({
    queryKey: clientDetailQueryKey(spaceId, prefill?.clientId ?? ''),
    queryFn: ({ signal }) => fetchClient(spaceId, prefill?.clientId ?? '', signal),
    enabled: prefill !== null,
    retry: false,
  });
  useEffect(() => {
    if (!prefill) return;
    if (prefilled.isError) {
      // The client is gone (or erased): search as usual, and send no stale ids.
      setValue('clientId', '');
      setValue('petId', '');
      setPrefill(null);
      return;
    }
    const client = prefilled.data;
    if (!client) return;
    const isLivingPet = client.pets.some((pet) => pet.id === prefill.petId && !pet.isDeceased);
    const petId = isLivingPet ? prefill.petId : '';
    setPicked({ client, petId: petId || null });
    setValue('clientId', client.id);
    setValue('client', client.name);
    setValue('email', client.email ?? '');
    setValue('phone', client.phone ?? '');
    setValue('petId', petId);
    setPetChoice(petId);
    setPrefill(null);
  }, [prefill, prefilled.data, prefilled.isError, setValue]);

  const choose = (option: ComboboxOption) => {
    const [kind, clientId, petId] = option.value.split(':');
    const client = clients.find((candidate) => candidate.id === clientId);
    if (!client) return;
    setPicked({ client, petId: kind === 'pet' ? (petId ?? null) : null });
    setValue('clientId', client.id);
    setValue('client', client.name, { shouldValidate: true });
    setValue('email', client.email ?? '');
    setValue('phone', client.phone ?? '');
    setValue('petId', kind === 'pet' ? (petId ?? '') : '');
    setValue('petName', '');
    setValue('species', '');
    setPetChoice(kind === 'pet' ? (petId ?? '') : '');
  };

  const clear = () => {
    setPicked(null);
    setPetChoice('');
    setText('');
    for (const field of ['clientId', 'client', 'email', 'phone', 'petId', 'petName', 'species'] as const)
      setValue(field, '');
  };

  const choosePet = (value: string) => {
    setValue('petId', value === NEW_PET ? '' : value);
    setValue('petName', '');
    setValue('species', '');
    setPetChoice(value);
  };

  if (prefill) {
    return (
      <p className="text-sm text-slate-600" role="status">
        Cargando cliente…
      </p>
    );
  }

  if (isNewClient) {
    return (
      <div className="space-y-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-900">Cliente nuevo</p>
          <Button variant="ghost" size="sm" onClick={() => setIsNewClient(false)}>
            Buscar cliente existente
          </Button>
        </div>
        <ClientContactFields form={form} />
        <NewPetFields form={form} />
      </div>
    );
  }

  if (picked) {
    const pets = picked.client.pets.filter((pet) => !pet.isDeceased);
    const pet = pets.find((candidate) => candidate.id === petChoice);
    return (
      <div className="space-y-4">
        <div className="flex items-start justify-between gap-3 rounded-control border border-slate-200 bg-slate-50 p-3">
          <div className="min-w-0 text-sm">
            <p className="truncate font-semibold text-slate-900">{picked.client.name}</p>
            <p className="truncate text-slate-600">
              {[picked.client.phone, picked.client.email].filter(Boolean).join(' · ') ||
                'Sin datos de contacto'}
            </p>
            <ClientBalance spaceId={spaceId} clientId={picked.client.id} className="block" />
          </div>
          <Button variant="ghost" size="sm" icon={<X className="size-4" aria-hidden />} onClick={clear}>
            Cambiar
          </Button>
        </div>
        <Select
          label="Mascota"
          id="cita-mascota"
          value={petChoice}
          onChange={(event) => choosePet(event.target.value)}
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

  const statusText = results.isError
    ? getErrorMessage(results.error, 'No se pudo buscar')
    : !isSearching
      ? `Escribe al menos ${MIN_SEARCH_LENGTH} letras`
      : undefined;
  return (
    <div className="space-y-3">
      <Combobox
        label="Cliente o mascota"
        id="cita-buscar-cliente"
        inputValue={text}
        onInputChange={setText}
        options={optionsOf(clients)}
        onSelect={choose}
        isLoading={isSearching && results.isFetching && !results.data}
        statusText={statusText}
        emptyText="Ningún cliente ni mascota coincide"
        minQueryLength={1}
        placeholder="Nombre, teléfono, e-mail o mascota"
        leadingIcon={<Search className="size-4" aria-hidden />}
        isRequiredMarked
        error={errors.client?.message}
        helperText={
          canCreate ? 'Elige la mascota o el cliente, o crea uno nuevo.' : 'Elige la mascota o el cliente.'
        }
      />
      {canCreate && (
        <Button
          variant="outline"
          size="sm"
          icon={<UserPlus className="size-4" aria-hidden />}
          onClick={() => {
            setIsNewClient(true);
            setValue('clientId', '');
            setValue('petId', '');
          }}
        >
          Cliente nuevo
        </Button>
      )}
    </div>
  );
}

/** The new pet's name and species (both or neither). */
function NewPetFields({ form }: { form: ClientStepForm }) {
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
