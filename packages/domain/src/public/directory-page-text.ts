// The directory page's heading and description, written by the server's first HTML and by the
// script's page alike, so the two never disagree. No zod here: the web page imports it statically.

export const DIRECTORY_TITLE = 'Reserva tu cita veterinaria';
export const DIRECTORY_INTRO =
  'Encuentra tu veterinaria, elige el servicio y el profesional, y reserva en línea en pocos pasos.';

/** A city page's city: its slug (slugify of the name), its name as the clinics write it, how many. */
export type DirectoryCity = { slug: string; name: string; clinics: number };

/** The id of the JSON script where the server's city page hands its city to the page's script. */
export const DIRECTORY_CITY_DATA_ID = 'directory-city';

export function directoryHeading(city: Pick<DirectoryCity, 'name'> | null): string {
  return city ? `Veterinarias en ${city.name}` : DIRECTORY_TITLE;
}

export function directoryDescription(city: Pick<DirectoryCity, 'name' | 'clinics'> | null): string {
  if (!city) return DIRECTORY_INTRO;
  const count = `${city.clinics} ${city.clinics === 1 ? 'veterinaria' : 'veterinarias'}`;
  return `${count} en ${city.name} con cita online. Elige el servicio y el profesional y reserva en pocos pasos.`;
}

/** The city the server wrote for this slug, if the page's data names it (anything else: null). */
export function parseDirectoryCityData(text: string | null | undefined, slug: string): DirectoryCity | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof DirectoryCity, unknown>> | null;
    if (
      value &&
      value.slug === slug &&
      typeof value.name === 'string' &&
      typeof value.clinics === 'number' &&
      Number.isInteger(value.clinics)
    ) {
      return { slug, name: value.name, clinics: value.clinics };
    }
  } catch {
    // Not the server's data: the page falls back to the API's answer.
  }
  return null;
}
