import {
  AddressSuggestionSchema,
  MIN_ADDRESS_QUERY_LENGTH,
} from '@citavet/domain/geocoding/geocoding.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { spaceSettingsKeys } from './space-settings-query-keys';

const SuggestionsSchema = z.object({ suggestions: z.array(AddressSuggestionSchema) });

export async function searchAddresses(query: string, signal?: AbortSignal) {
  const { data } = await apiClient.get(`/geocoding/search?q=${encodeURIComponent(query)}`, {
    schema: SuggestionsSchema,
    signal,
  });
  return data.suggestions;
}

/** Asks once the (debounced) text has 3 characters; a place does not move, so answers are kept. */
export function useAddressSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: spaceSettingsKeys.addressSearch(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchAddresses(trimmed, signal),
    enabled: trimmed.length >= MIN_ADDRESS_QUERY_LENGTH,
    staleTime: 10 * 60_000,
    // A geocoder that is down answers at once with its message; asking again would only delay it.
    retry: false,
    placeholderData: keepPreviousData,
  });
}
