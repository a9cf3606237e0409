import { phoneDigits } from './phone-number';

// Who a public booking is for (docs/decisions/030): a visitor who books with the
// e-mail or the phone of a client of the space is that client, and a pet they name is the client's
// pet of that name. The public booking's write statement (public-booking-write.repository.ts) does
// the same in SQL, in the one statement that writes the booking; its tests hold both to these rules.

/** Fewer national digits than this ("1", "123") are not a phone anyone can be recognised by. */
export const MIN_MATCHING_PHONE_DIGITS = 6;

export type ClientCandidate = {
  id: string;
  email: string | null;
  /** The national significant number (phoneDigits), as stored in clients.phone_digits. */
  phoneDigits: string | null;
  isArchived: boolean;
  createdAt: number;
};

export type PetCandidate = { id: string; name: string; isDeceased: boolean; createdAt: number };

/** Oldest first, then by id: the same record wins every time. */
const byAge = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The national digits a contact's phone is recognised by, or null when it has too few. The SQL
 * mirror is `citavet_phone_digits(phone)` with the same minimum length.
 */
export function matchingPhoneDigits(phone: string | null | undefined): string | null {
  const digits = phoneDigits(phone);
  return digits !== null && digits.length >= MIN_MATCHING_PHONE_DIGITS ? digits : null;
}

/**
 * The client a contact is: the one with the same e-mail (any case; e-mails are unique per space, and
 * an archived client with it is still that person), else the oldest active client with the same
 * phone (national number). Null when neither: a new client.
 */
export function matchReturningClient(
  contact: { email: string | null; phone: string | null },
  candidates: readonly ClientCandidate[],
): string | null {
  const email = contact.email?.trim().toLowerCase();
  if (email) {
    const byEmail = candidates.find((client) => client.email?.toLowerCase() === email);
    if (byEmail) return byEmail.id;
  }
  const digits = matchingPhoneDigits(contact.phone);
  if (digits === null) return null;
  const [byPhone] = candidates
    .filter((client) => !client.isArchived && client.phoneDigits === digits)
    .sort(byAge);
  return byPhone?.id ?? null;
}

/**
 * A name as compared: lower case, without accents ("Ñata" = "nata", "LUNA" = "luna"). The SQL
 * mirror is `citavet_fold()` (unaccent(lower())), stored as pets.name_folded.
 */
export function foldName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC');
}

/**
 * The client's pet a visitor names: the oldest living pet whose name folds the same. A pet that died
 * is never booked; a new pet of the same name is a new animal. Null when none: a new pet.
 */
export function matchPetByName(name: string, pets: readonly PetCandidate[]): string | null {
  const folded = foldName(name.trim());
  const [pet] = pets
    .filter((candidate) => !candidate.isDeceased && foldName(candidate.name) === folded)
    .sort(byAge);
  return pet?.id ?? null;
}
