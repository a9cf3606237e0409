import type { AddressSuggestion } from '@citavet/domain/geocoding/geocoding.schema';
import { LRUCache } from 'lru-cache';
import type { Geocoder } from './geocoder';

type NominatimPlace = {
  display_name: string;
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
};

const MIN_INTERVAL_MS = 1100;
const CACHE_SIZE = 500;

/**
 * OpenStreetMap Nominatim, within its usage policy: an identifying User-Agent, at most one request
 * per second from this process (requests queue behind each other), and answers cached.
 */
export function createNominatimGeocoder(options: {
  userAgent: string;
  baseUrl?: string;
  fetchImplementation?: typeof fetch;
}): Geocoder {
  const baseUrl = options.baseUrl ?? 'https://nominatim.openstreetmap.org';
  const fetchImplementation = options.fetchImplementation ?? fetch;
  const cache = new LRUCache<string, AddressSuggestion[]>({ max: CACHE_SIZE });
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  async function request(query: string, limit: number): Promise<AddressSuggestion[]> {
    const wait = lastRequestAt + MIN_INTERVAL_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastRequestAt = Date.now();
    const url = new URL('/search', baseUrl);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(limit),
      'accept-language': 'es',
    }).toString();
    const response = await fetchImplementation(url, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
    if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
    const places = (await response.json()) as NominatimPlace[];
    return places.map(toSuggestion);
  }

  return {
    async search(query, limit) {
      const key = `${limit}:${query.toLowerCase()}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = queue.then(() => request(query, limit));
      queue = pending.catch(() => undefined);
      const suggestions = await pending;
      cache.set(key, suggestions);
      return suggestions;
    },
  };
}

function toSuggestion(place: NominatimPlace): AddressSuggestion {
  const address = place.address ?? {};
  const street = [address.road ?? address.pedestrian, address.house_number].filter(Boolean).join(' ');
  return {
    label: place.display_name,
    address: street || place.display_name.split(',')[0] || place.display_name,
    city: address.city ?? address.town ?? address.village ?? address.municipality ?? null,
    state: address.state ?? address.province ?? address.region ?? null,
    country: address.country ?? null,
    latitude: Number(place.lat),
    longitude: Number(place.lon),
  };
}
