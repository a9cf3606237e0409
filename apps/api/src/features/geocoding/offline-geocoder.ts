import type { AddressSuggestion } from '@citavet/domain/geocoding/geocoding.schema';
import type { Geocoder } from './geocoder';

// Real places, so maps and directions look right in tests and offline demos (GEOCODER=off).
const PLACES: AddressSuggestion[] = [
  place('Calle de Alcalá 45', 'Madrid', 'Comunidad de Madrid', 'España', 40.4194, -3.6975),
  place('Gran Vía 28', 'Madrid', 'Comunidad de Madrid', 'España', 40.42, -3.7025),
  place('Passeig de Gràcia 92', 'Barcelona', 'Cataluña', 'España', 41.3953, 2.1617),
  place('Calle Colón 12', 'Valencia', 'Comunidad Valenciana', 'España', 39.4707, -0.3729),
  place('Avenida de la Constitución 20', 'Sevilla', 'Andalucía', 'España', 37.3862, -5.9929),
  place('Avenida 18 de Julio 1360', 'Montevideo', 'Montevideo', 'Uruguay', -34.9055, -56.1851),
  place('Bulevar Artigas 1100', 'Montevideo', 'Montevideo', 'Uruguay', -34.899, -56.165),
  place('Avenida Providencia 1208', 'Santiago', 'Región Metropolitana', 'Chile', -33.4289, -70.6193),
  place(
    'Avenida Paseo de la Reforma 222',
    'Ciudad de México',
    'Ciudad de México',
    'México',
    19.427,
    -99.1677,
  ),
  place(
    'Avenida Corrientes 1234',
    'Buenos Aires',
    'Ciudad Autónoma de Buenos Aires',
    'Argentina',
    -34.6037,
    -58.3816,
  ),
  place(
    'Avenida Santa Fe 3253',
    'Buenos Aires',
    'Ciudad Autónoma de Buenos Aires',
    'Argentina',
    -34.5882,
    -58.4103,
  ),
  place('Calle 93 #11-27', 'Bogotá', 'Bogotá D.C.', 'Colombia', 4.6767, -74.0483),
];

function place(
  address: string,
  city: string,
  state: string,
  country: string,
  latitude: number,
  longitude: number,
): AddressSuggestion {
  return {
    label: `${address}, ${city}, ${state}, ${country}`,
    address,
    city,
    state,
    country,
    latitude,
    longitude,
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Deterministic and offline: every word of the query must appear in the place's label. */
export function createOfflineGeocoder(): Geocoder {
  return {
    async search(query, limit) {
      const words = normalise(query)
        .split(/[\s,]+/)
        .filter(Boolean);
      return PLACES.filter((candidate) =>
        words.every((word) => normalise(candidate.label).includes(word)),
      ).slice(0, limit);
    },
  };
}
