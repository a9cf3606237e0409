import type { Database } from '@citavet/db/database';
import { services } from '@citavet/db/schema/services';
import { and, count, eq, inArray } from 'drizzle-orm';

/** How many of these services belong to the space. */
export async function countSpaceServices(db: Database, spaceId: string, serviceIds: readonly string[]) {
  const [row] = await db
    .select({ total: count() })
    .from(services)
    .where(and(eq(services.spaceId, spaceId), inArray(services.id, [...serviceIds])));
  return row?.total ?? 0;
}
