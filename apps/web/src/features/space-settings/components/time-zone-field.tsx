import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Combobox } from '@/components/ui/combobox';
import type { SpaceSettingsFormValues } from '../space-settings-form';
import {
  browserTimeZone,
  filterTimeZones,
  listTimeZones,
  timeZoneLabel,
  timeZoneOffset,
} from '../time-zones';

/** The space's IANA zone, searchable by any part of its name. */
export function TimeZoneField() {
  const { control } = useFormContext<SpaceSettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'timeZone' });
  const selected = field.value ?? '';
  // null while the field shows the chosen zone; the typed text while the user is searching.
  const [query, setQuery] = useState<string | null>(null);
  const zones = listTimeZones(selected);
  const options = useMemo(() => filterTimeZones(zones, query ?? ''), [zones, query]);

  const browserZone = browserTimeZone();
  const helperText =
    selected && browserZone !== selected
      ? `Los horarios y las reservas se muestran en esta zona. Tu navegador usa ${browserZone}.`
      : 'Los horarios y las reservas se muestran en esta zona.';

  return (
    <Combobox
      label="Zona horaria"
      name={field.name}
      inputValue={query ?? (selected ? `${timeZoneLabel(selected)} (${timeZoneOffset(selected)})` : '')}
      onInputChange={setQuery}
      options={options}
      onSelect={(option) => {
        field.onChange(option.value);
        setQuery(null);
      }}
      onBlur={() => {
        // Leaving without choosing keeps the zone there was: free text is never a zone.
        setQuery(null);
        field.onBlur();
      }}
      emptyText="Ninguna zona horaria coincide"
      placeholder="Busca una ciudad o región"
      error={fieldState.error?.message}
      helperText={helperText}
    />
  );
}
