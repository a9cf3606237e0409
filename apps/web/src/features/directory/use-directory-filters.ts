import { useSearchParams } from 'react-router';
import type { DirectoryFilters } from './api/get-directory-spaces';

// The directory's filters live in the URL, like its text (use-directory-search.ts): a search can be
// shared, bookmarked and walked back. Spanish parameter names, as the visitor sees them.

export type FilterKey = 'cerca' | 'categoria' | 'especie' | 'disponible' | 'abierto';

const readPoint = (params: URLSearchParams) => {
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  const isPresent = params.has('lat') && params.has('lng');
  return isPresent && Number.isFinite(latitude) && Number.isFinite(longitude)
    ? { latitude, longitude }
    : undefined;
};

export function filtersFromParams(
  params: URLSearchParams,
  query: string,
  citySlug?: string,
): DirectoryFilters {
  const available = params.get('disponible');
  return {
    query,
    ...(citySlug ? { citySlug } : {}),
    point: readPoint(params),
    near: params.get('cerca')?.trim() || undefined,
    category: params.get('categoria') || undefined,
    species: params.get('especie') || undefined,
    available: available === 'hoy' || available === 'semana' ? available : undefined,
    isOpenNow: params.get('abierto') === '1',
  };
}

/** The URL's filters; on a city page (/veterinarias/{ciudad}) its city too, which clearing keeps. */
export function useDirectoryFilters(query: string, citySlug?: string) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, query, citySlug);

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return {
    filters,
    setFilter: (key: FilterKey, value: string | null) => update({ [key]: value }),
    /** 'Cerca de mí': the browser's position replaces a typed place. */
    setPoint: (point: { latitude: number; longitude: number } | null) =>
      update({
        lat: point ? point.latitude.toFixed(5) : null,
        lng: point ? point.longitude.toFixed(5) : null,
        cerca: null,
      }),
    setNear: (text: string) => update({ cerca: text.trim() || null, lat: null, lng: null }),
    hasFilters:
      filters.point !== undefined ||
      filters.near !== undefined ||
      filters.category !== undefined ||
      filters.species !== undefined ||
      filters.available !== undefined ||
      filters.isOpenNow === true,
    clearFilters: () =>
      update({
        lat: null,
        lng: null,
        cerca: null,
        categoria: null,
        especie: null,
        disponible: null,
        abierto: null,
      }),
    /** The filters and the text at once (one URL change: the search box follows the URL). */
    clearAll: () =>
      update({
        q: null,
        lat: null,
        lng: null,
        cerca: null,
        categoria: null,
        especie: null,
        disponible: null,
        abierto: null,
      }),
  };
}
