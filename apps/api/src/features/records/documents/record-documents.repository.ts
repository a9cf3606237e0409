import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { recordEntries } from '@citavet/db/schema/records';
import { spaces } from '@citavet/db/schema/spaces';
import { users } from '@citavet/db/schema/users';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { weighingsOf } from '../records-history.repository';

// What the record documents print beside the entries: the clinic, the pet, its owner and the signer.

type Executor = Database | Transaction;

/**
 * What a prescription prints beside its drugs: the pet's alerts, its last weight recorded at or
 * before the prescription, and the signer's professional licence number.
 */
export async function findPrescriptionContext(
  db: Executor,
  spaceId: string,
  petId: string,
  signerId: string | null,
  at: Date,
): Promise<{ alerts: string[]; weightKg: number | null; licenseNumber: string | null }> {
  const [pet] = await db
    .select({ alerts: pets.alerts })
    .from(pets)
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  const [weight] = await db
    .select({ weightKg: recordEntries.weightKg })
    .from(recordEntries)
    .where(and(weighingsOf(spaceId, petId), lte(recordEntries.occurredAt, at)))
    .orderBy(desc(recordEntries.occurredAt), desc(recordEntries.id))
    .limit(1);
  const [signer] = signerId
    ? await db
        .select({ licenseNumber: users.licenseNumber })
        .from(users)
        .where(eq(users.id, signerId))
        .limit(1)
    : [];
  return {
    alerts: pet?.alerts ?? [],
    weightKg: weight?.weightKg === null || weight?.weightKg === undefined ? null : Number(weight.weightKg),
    licenseNumber: signer?.licenseNumber ?? null,
  };
}

/** What the header of a record document prints: the clinic, the pet and its owner. */
export async function findDocumentSubjects(db: Executor, spaceId: string, petId: string) {
  const [row] = await db
    .select({
      clinic: {
        name: spaces.name,
        address: spaces.address,
        city: spaces.city,
        state: spaces.state,
        country: spaces.country,
        phone: sql<string | null>`coalesce(${spaces.contactPhone}, ${spaces.phone})`,
        email: sql<string | null>`coalesce(${spaces.contactEmail}, ${spaces.email})`,
        logoKey: spaces.logoKey,
        timeZone: spaces.timeZone,
      },
      pet: {
        id: pets.id,
        name: pets.name,
        species: pets.species,
        breed: pets.breed,
        sex: pets.sex,
        birthDate: pets.birthDate,
        microchip: pets.microchip,
      },
      owner: { id: clients.id, name: clients.name, email: clients.email, phone: clients.phone },
    })
    .from(pets)
    .innerJoin(spaces, eq(spaces.id, pets.spaceId))
    .innerJoin(clients, eq(clients.id, pets.clientId))
    .where(and(eq(pets.spaceId, spaceId), eq(pets.id, petId)))
    .limit(1);
  return row ?? null;
}
