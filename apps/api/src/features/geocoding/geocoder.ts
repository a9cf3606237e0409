import type { AddressSuggestion } from '@citavet/domain/geocoding/geocoding.schema';

/** Address search behind the API, so the provider can change without touching the web. */
export type Geocoder = { search(query: string, limit: number): Promise<AddressSuggestion[]> };
