import type { Database } from '@citavet/db/database';
import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';

// Test support for the plans' suites: appointments written straight into the table (a month's worth
// without a thousand requests), and the stored plan moved by hand.

/**
 * `count` appointments of `hostId` of 30 minutes each, one after the other from `from`, with the
 * given status; the monthly trigger is not armed (no plan cap is set in this statement).
 */
export async function fillAppointments(
  db: Database,
  input: { spaceId: string; serviceId: string; hostId: string; from: string; count: number; status?: string },
): Promise<void> {
  await queryRows(
    db,
    sql`insert into bookings (space_id, service_id, host_id, client_name, service_name, service_duration,
          start_at, end_at, status, source)
        select ${input.spaceId}, ${input.serviceId}, ${input.hostId}, 'Relleno', 'Consulta', 30,
               ${input.from}::timestamptz + (n * interval '30 minutes'),
               ${input.from}::timestamptz + (n * interval '30 minutes') + interval '30 minutes',
               ${input.status ?? 'CONFIRMED'}, 'INTERNAL'
          from generate_series(0, ${input.count - 1}) as n`,
  );
}

export async function setStoredPlan(
  db: Database,
  spaceId: string,
  plan: { plan: string; source: 'trial' | 'operator' | null; endsAt: string | null },
): Promise<void> {
  await queryRows(
    db,
    sql`update spaces set plan = ${plan.plan}, plan_source = ${plan.source},
          plan_ends_at = ${plan.endsAt}::timestamptz where id = ${spaceId}`,
  );
}
