import type { Client } from '@citavet/domain/clients/client.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientDetailQueryKey, fetchClient, fetchClientList } from '@/api/client-search';
import type { ComboboxOption } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ClientStepForm } from './client-step-form';
import { MIN_SEARCH_LENGTH, NEW_PET } from './patient-picker-parts';

const SEARCH_LIMIT = 8;

export type Picked = { client: Client; petId: string | null };

/**
 * The patient picker's state: the text searched (debounced) and its results, the client and pet
 * picked or a new client, and the client a link pre-fills. Each pick writes the form's clientId,
 * petId, name and contact.
 */
export function usePatientPicker(spaceId: string, form: ClientStepForm) {
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

  const startNewClient = () => {
    setIsNewClient(true);
    setValue('clientId', '');
    setValue('petId', '');
  };

  return {
    text,
    setText,
    picked,
    isNewClient,
    setIsNewClient,
    isSearching,
    results,
    clients,
    errors,
    petChoice,
    prefill,
    choose,
    clear,
    choosePet,
    startNewClient,
  };
}
