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
        setPlace('');
        onPointChange({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setLocationError('No pudimos conocer tu ubicación. Escribe tu ciudad o dirección.');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

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
        <label className="flex flex-col text-left text-xs font-medium text-slate-600">
          Especie
          <select
            className={`${selectClasses} mt-1`}
            value={filters.species ?? ''}
            onChange={(event) => onFilterChange('especie', event.target.value || null)}
          >
            <option value="">Todas</option>
            {Object.entries(DIRECTORY_SPECIES_OPTIONS).map(([species, label]) => (
              <option key={species} value={species}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-left text-xs font-medium text-slate-600">
          Servicio
          <select
            className={`${selectClasses} mt-1`}
            value={filters.category ?? ''}
            onChange={(event) => onFilterChange('categoria', event.target.value || null)}
          >
            <option value="">Todos</option>
            {Object.entries(DIRECTORY_CATEGORY_OPTIONS).map(([category, label]) => (
              <option key={category} value={category}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-left text-xs font-medium text-slate-600">
          Disponibilidad
          <select
            className={`${selectClasses} mt-1`}
            value={filters.available ?? ''}
            onChange={(event) => onFilterChange('disponible', event.target.value || null)}
          >
            <option value="">Cualquier día</option>
            <option value="hoy">Disponible hoy</option>
            <option value="semana">Esta semana</option>
          </select>
        </label>
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
