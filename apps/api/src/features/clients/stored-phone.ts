import { clinicRegion, normalizePhone } from '@citavet/domain/clients/phone-e164';

/** A phone as stored: E.164 read in the clinic's country when valid, else as typed (decision 074). */
export function storedPhone(
  phone: string | null,
  clinic: { country: string | null; phone: string | null } | null,
): string | null {
  return normalizePhone(
    phone,
    clinic ? clinicRegion({ country: clinic.country, phones: [clinic.phone] }) : null,
  );
}
