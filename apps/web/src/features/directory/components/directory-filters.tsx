import {
  DIRECTORY_CATEGORY_OPTIONS,
  DIRECTORY_SPECIES_OPTIONS,
} from '@citavet/domain/public/directory-filter-options';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DirectoryFilters as Filters } from '../api/get-directory-spaces';
import type { FilterKey } from '../use-directory-filters';

interface DirectoryFiltersProps {
  filters: Filters;
  onFilterChange: (key: FilterKey, value: string | null) => void;
  onPointChange: (point: { latitude: number; longitude: number } | null) => void;
  onNearChange: (text: string) => void;
  onClear: () => void;
  hasFilters: boolean;
}

const selectClasses =
  'h-11 rounded-control border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400 focus:border-primary focus:outline-2 focus:outline-primary';

/** Near me (or a typed place), species, service, availability and open now. */
export function DirectoryFilters(props: DirectoryFiltersProps) {
  const { filters, onFilterChange, onPointChange, onNearChange, onClear, hasFilters } = props;
  const [place, setPlace] = useState(filters.near ?? '');
  const { locate, locating, locationError } = useLocate((point) => {
    setPlace('');
    onPointChange(point);
  });

  return (
    <fieldset className="w-full max-w-4xl">
      <legend className="sr-only">Filtros</legend>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-center">
        <Button
          variant={filters.point ? 'primary' : 'outline'}
          onClick={() => (filters.point ? onPointChange(null) : locate())}
          isLoading={locating}
          aria-pressed={filters.point !== undefined}
        >
          <LocateFixed className="size-4" aria-hidden />
          Cerca de mí
        </Button>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onNearChange(place);
          }}
        >
          <label className="flex flex-col text-left text-xs font-medium text-slate-600">
            Ciudad o dirección
            <span className="relative mt-1">
              <MapPin
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <input
                type="search"
                value={place}
                maxLength={200}
                placeholder="Ej.: Madrid"
                onChange={(event) => setPlace(event.target.value)}
                className={`${selectClasses} w-48 pl-9`}
              />
            </span>
          </label>
          <Button type="submit" variant="outline" className="self-end">
            Ubicar
          </Button>
        </form>
        <FilterSelect
          label="Especie"
          value={filters.species}
          anyLabel="Todas"
          options={Object.entries(DIRECTORY_SPECIES_OPTIONS)}
          onChange={(value) => onFilterChange('especie', value)}
        />
        <FilterSelect
          label="Servicio"
          value={filters.category}
          anyLabel="Todos"
          options={Object.entries(DIRECTORY_CATEGORY_OPTIONS)}
          onChange={(value) => onFilterChange('categoria', value)}
        />
        <FilterSelect
          label="Disponibilidad"
          value={filters.available}
          anyLabel="Cualquier día"
          options={[
            ['hoy', 'Disponible hoy'],
            ['semana', 'Esta semana'],
          ]}
          onChange={(value) => onFilterChange('disponible', value)}
        />
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.isOpenNow === true}
            onChange={(event) => onFilterChange('abierto', event.target.checked ? '1' : null)}
          />
          Abierto ahora
        </label>
        {hasFilters && (
          <Button variant="ghost" onClick={onClear}>
            Quitar filtros
          </Button>
        )}
      </div>
      {locationError && (
        <p role="alert" className="mt-2 text-sm text-error">
          {locationError}
        </p>
      )}
    </fieldset>
  );
}

/** 'Cerca de mí': asks the browser where the visitor is, and says so when it cannot tell. */
function useLocate(onLocated: (point: { latitude: number; longitude: number }) => void) {
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocationError('Tu navegador no permite conocer tu ubicación. Escribe tu ciudad.');
      return;
    }
    setLocating(true);
    setLocationError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onLocated({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocationError('No pudimos conocer tu ubicación. Escribe tu ciudad o dirección.');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return { locate, locating, locationError };
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** The first option, which filters nothing. */
  anyLabel: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string | null) => void;
}

/** One of the directory's selects: a label above, 'any' first. */
function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <label className="flex flex-col text-left text-xs font-medium text-slate-600">
      {label}
      <select
        className={`${selectClasses} mt-1`}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
