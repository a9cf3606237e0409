import { queryRows } from '@citavet/db/database';
import { bookings, clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { drainChangeFeed, rebuildSpaceFromScratch } from '../../../change-feed/change-feed.repository';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import { type PublicSpaceSetup, postPublicBooking, setUpPublicSpace } from './public-booking.test-support';

// Decision 079: the words of the names a public booking's statement creates (a new client, a new
// pet) follow the change feed instead of the booking's transaction: none right after the booking,
// all of them once the feed (or a rebuild) has applied its change, once, whatever renames came first.
// Clock: Monday 2026-03-02 08:00Z. 2026-03-10 is a Tuesday.

let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext();
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

let hour = 8;
async function book(client: { name: string; email: string }, petName: string) {
  hour += 1;
  const at = (minutes: string) => `2026-03-10T${String(hour).padStart(2, '0')}:${minutes}`;
  const response = await postPublicBooking(context.app, {
    serviceScheduleId: scheduleOf(space.memberSchedules, 2),
    startTime: at('00'),
    endTime: at('30'),
    clientInfo: client,
    pet: { name: petName, species: 'perro' },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await context.database.db
    .select({ clientId: bookings.clientId, petId: bookings.petId })
    .from(bookings)
    .where(eq(bookings.id, response.json().data.booking.id));
  if (!row?.clientId || !row.petId) throw new Error('the booking names no client or pet');
  return { clientId: row.clientId, petId: row.petId };
}

async function wordsOf(clientId: string) {
  const rows = await queryRows<{ pet: boolean; word: string }>(
    context.database.db,
    sql`select pet_id is not null as pet, word from client_name_words where client_id = ${clientId}
        order by pet_id is not null, word`,
  );
  const pairs = await queryRows<{ pair: string }>(
    context.database.db,
    sql`select pair from client_name_word_pairs where client_id = ${clientId} order by pair`,
  );
  return {
    words: rows.map((row) => `${row.pet ? 'pet' : 'client'}:${row.word}`),
    pairs: pairs.map((row) => row.pair),
  };
}

describe('name words of a public booking', () => {
  it('are written by the change feed, not by the booking, and only once', async () => {
    const { clientId } = await book({ name: 'Íñigo Peña Ruiz', email: 'inigo@example.com' }, 'Bóreas');
    expect(await wordsOf(clientId)).toEqual({ words: [], pairs: [] });
    expect(await drainChangeFeed(context.database.db)).toBeGreaterThan(0);
    const indexed = {
      words: ['client:inigo', 'client:pena', 'client:ruiz', 'pet:boreas'],
      pairs: ['inigo pena', 'inigo ruiz', 'pena ruiz'],
    };
    expect(await wordsOf(clientId)).toEqual(indexed);
    // The client's second booking (found by e-mail) and a second drain add nothing.
    await book({ name: 'Íñigo Peña Ruiz', email: 'inigo@example.com' }, 'Bóreas');
    await drainChangeFeed(context.database.db);
    await drainChangeFeed(context.database.db);
    expect(await wordsOf(clientId)).toEqual(indexed);
  });

  it('follow a rename made before the feed applied the booking (the name as it is then)', async () => {
    const { clientId, petId } = await book({ name: 'Olga Sanz', email: 'olga@example.com' }, 'Kira');
    const { db } = context.database;
    await db.update(clients).set({ name: 'Olga Sanz Prieto' }).where(eq(clients.id, clientId));
    await db.update(pets).set({ name: 'Kira Luz' }).where(eq(pets.id, petId));
    await drainChangeFeed(db);
    expect(await wordsOf(clientId)).toEqual({
      words: ['client:olga', 'client:prieto', 'client:sanz', 'pet:kira', 'pet:luz'],
      pairs: ['kira luz', 'olga prieto', 'olga sanz', 'prieto sanz'],
    });
  });

  it('are written by a rebuild that consumes the pending change', async () => {
    const { clientId } = await book({ name: 'Pau Vidal', email: 'pau@example.com' }, 'Nit');
    await rebuildSpaceFromScratch(context.database.db, space.spaceId);
    expect((await wordsOf(clientId)).words).toEqual(['client:pau', 'client:vidal', 'pet:nit']);
  });
});

// On a server with other connections: the feed locks only the names it has to index (migration 0060).
const adminUrl = inject('postgresAdminUrl');

describe.skipIf(!adminUrl)('name words of a returning client, on PostgreSQL', () => {
  it("index nothing and lock nothing: the feed applies the booking while a desk holds the client's row", async () => {
    const { clientId, petId } = await book({ name: 'Nuria Gil', email: 'nuria@example.com' }, 'Trufa');
    await drainChangeFeed(context.database.db);
    await book({ name: 'Nuria Gil', email: 'nuria@example.com' }, 'Trufa');
    const { db } = context.database;
    // Another connection holds the client and the pet, as a desk's transaction editing them would.
    const applied = await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from clients where id = ${clientId} for update`);
      await tx.execute(sql`select 1 from pets where id = ${petId} for update`);
      const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000));
      return Promise.race([drainChangeFeed(db), timeout]);
    });
    expect(applied).toBe(1);
    expect((await wordsOf(clientId)).words).toEqual(['client:gil', 'client:nuria', 'pet:trufa']);
  });
});
