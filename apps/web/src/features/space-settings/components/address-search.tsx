import { type AddressSuggestion, MIN_ADDRESS_QUERY_LENGTH } from '@citavet/domain/geocoding/geocoding.schema';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { getErrorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAddressSearch } from '../api/search-addresses';

const SEARCH_DELAY_MS = 350;
const SEARCH_FAILED = 'No se pudo buscar la dirección. Inténtalo de nuevo.';

interface AddressSearchProps {
  onSelect: (suggestion: AddressSuggestion) => void;
}

/** Type an address, pick a suggestion from the geocoder (through the API), and the fields fill in. */
export function AddressSearch({ onSelect }: AddressSearchProps) {
  const [text, setText] = useState('');
  const debouncedText = useDebouncedValue(text, SEARCH_DELAY_MS);
  const search = useAddressSearch(debouncedText);
  const suggestions = search.data ?? [];
  const isLongEnough = text.trim().length >= MIN_ADDRESS_QUERY_LENGTH;
  // Still typing, or waiting for the answer to what was typed: the last list would be stale.
  const isSearching = isLongEnough && (debouncedText !== text || search.isFetching);

  return (
    <Combobox
      label="Buscar dirección"
      inputValue={text}
      onInputChange={setText}
      minQueryLength={MIN_ADDRESS_QUERY_LENGTH}
      options={suggestions.map((suggestion, index) => ({
        value: String(index),
        label: suggestion.address,
        description: [suggestion.city, suggestion.state, suggestion.country].filter(Boolean).join(', '),
      }))}
      onSelect={(option) => {
        const suggestion = suggestions[Number(option.value)];
        if (!suggestion) return;
        onSelect(suggestion);
        setText('');
      }}
      isLoading={isSearching}
      loadingText="Buscando direcciones..."
      statusText={search.isError && !isSearching ? getErrorMessage(search.error, SEARCH_FAILED) : undefined}
      emptyText="Sin resultados. Prueba con la calle y la ciudad."
      placeholder="Calle, número y ciudad"
      helperText="Escribe al menos 3 caracteres y elige una sugerencia."
      leadingIcon={<Search className="size-4" aria-hidden />}
    />
  );
}
