import type { OpeningHoursDay } from './opening-hours';

// schema.org data for a clinic's public page: typed both `VeterinaryCare` and `LocalBusiness`.
// VeterinaryCare alone is a MedicalOrganization, not a Place: it does not define `geo` or
// `openingHoursSpecification`, which search engines read for a local business. A node of both
// types has every property it carries (schema.org allows several types on one node). The opening hours are the schedules as
// they are (opening-hours.ts), one specification per range, midday gaps kept.

const SCHEMA_DAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export type ClinicFacts = {
  name: string;
  description: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  openingHours: readonly OpeningHoursDay[];
};

export const CLINIC_TYPES = ['VeterinaryCare', 'LocalBusiness'] as const;

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** The `VeterinaryCare` object of a clinic page at `url` (absolute); empty fields are left out. */
export function clinicStructuredData(clinic: ClinicFacts, url: string): Record<string, unknown> {
  const origin = /^https?:\/\/[^/]+/.exec(url)?.[0] ?? '';
  const openingHoursSpecification = clinic.openingHours.flatMap((day) =>
    day.ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.dayOfWeek]}`,
      opens: range.startTime,
      closes: range.endTime,
    })),
  );
  const address = Object.fromEntries(
    Object.entries({
      '@type': 'PostalAddress',
      streetAddress: clinic.address,
      addressLocality: clinic.city,
      addressRegion: clinic.state,
      addressCountry: clinic.country,
    }).filter(([, value]) => value),
  );
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': [...CLINIC_TYPES],
    '@id': `${url}#clinica`,
    name: clinic.name,
    url,
    description: clinic.description ?? undefined,
    image: clinic.logoUrl ? absolute(origin, clinic.logoUrl) : undefined,
    telephone: clinic.phone ?? undefined,
    email: clinic.email ?? undefined,
    address,
    geo:
      clinic.latitude !== null && clinic.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: clinic.latitude, longitude: clinic.longitude }
        : undefined,
    openingHoursSpecification: openingHoursSpecification.length > 0 ? openingHoursSpecification : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** 'Lunes: 09:00–13:00, 16:00–20:00' lines; a day without ranges is 'Cerrado'. */
export function openingHoursLines(days: readonly OpeningHoursDay[]): { day: string; hours: string }[] {
  return days.map((day) => ({
    day: day.dayName,
    hours:
      day.ranges.length === 0
        ? 'Cerrado'
        : day.ranges.map((range) => `${range.startTime}–${range.endTime}`).join(', '),
  }));
}
