import type { Database, Transaction } from '@citavet/db/database';
import { clients } from '@citavet/db/schema/bookings';
import { spaces } from '@citavet/db/schema/spaces';
import { and, asc, eq, gt } from 'drizzle-orm';

// Client phones in E.164: the clinic's country to read them in, and the ones stored before.

type Executor = Database | Transaction;

/** What a nationally written phone of this space's clients is read in: the clinic's country and phones. */
export async function findSpacePhoneContext(db: Executor, spaceId: string) {
  const [row] = await db
    .select({ country: spaces.country, phone: spaces.phone })
    .from(spaces)
    .where(eq(spaces.id, spaceId));
  return row ?? null;
}

export type PhoneToNormalize = {
  id: string;
  phone: string | null;
  whatsapp: string | null;
  country: string | null;
  spacePhone: string | null;
};

/** Clients whose phones predate E.164 (migration 0041's mark), by id after `afterId`, with their clinic. */
export async function listPhonesToNormalize(
  db: Executor,
  afterId: string | null,
  limit: number,
): Promise<PhoneToNormalize[]> {
  return db
    .select({
      id: clients.id,
      phone: clients.phone,
      whatsapp: clients.whatsapp,
      country: spaces.country,
      spacePhone: spaces.phone,
    })
    .from(clients)
    .innerJoin(spaces, eq(spaces.id, clients.spaceId))
    .where(and(eq(clients.phoneNeedsE164, true), afterId ? gt(clients.id, afterId) : undefined))
    .orderBy(asc(clients.id))
    .limit(limit);
}

/** Writes a client's phones as read in its clinic's country and clears the mark. */
export async function saveNormalizedPhones(
  db: Executor,
  id: string,
  phones: { phone: string | null; whatsapp: string | null },
): Promise<void> {
  await db
    .update(clients)
    .set({ ...phones, phoneNeedsE164: false })
    .where(and(eq(clients.id, id), eq(clients.phoneNeedsE164, true)));
}
