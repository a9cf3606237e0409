import { previousPeriod } from '@citavet/domain/reports/report-period';
import { dueWeeklySummary, weeklySummaryDedupeKey } from '@citavet/domain/reports/weekly-summary';
import type { AppDependencies } from '../../app-dependencies';
import { enqueueEmails } from '../../mail/outbox.repository';
import { createIntervalScheduler, type IntervalScheduler } from '../../workers/interval-scheduler';
import { figuresOf } from './get-report-summary';
import { sumCollectedByMethod } from './report-charges.repository';
import { findQueuedDedupeKeys, listSpaceZones, listSummaryRecipients } from './weekly-summaries.repository';
import { weeklySummaryEmail } from './weekly-summary-email';

export const WEEKLY_SUMMARY_KIND = 'weekly-summary';

/**
 * Queues the weekly summary of every space whose clinic-local clock is on Monday from 08:00, one
 * message per ADMIN who has not opted out, through the outbox. Run every few minutes by the
 * scheduler; the dedupe key (space, admin, week) makes a second run, or a second process, a no-op.
 * Returns how many messages were queued.
 */
export type WeeklySummaryDependencies = Pick<AppDependencies, 'database' | 'clock'> & {
  /** Origin of the e-mailed links (AppConfig.publicUrl). */
  publicUrl: string;
};

/** A week's collected money per currency (payments in less refunds, by the day of their cash). */
async function collectedIn(
  db: WeeklySummaryDependencies['database']['db'],
  spaceId: string,
  week: { from: string; to: string },
) {
  const rows = await sumCollectedByMethod(db, {
    spaceId,
    from: week.from,
    to: week.to,
    startAt: 0,
    endAt: 0,
  });
  const byCurrency = new Map<string, number>();
  for (const row of rows)
    byCurrency.set(row.currency, (byCurrency.get(row.currency) ?? 0) + Number(row.amount));
  return [...byCurrency].map(([currency, amount]) => ({ currency, amount }));
}

export async function queueWeeklySummaries(deps: WeeklySummaryDependencies): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let queued = 0;
  for (const space of await listSpaceZones(db)) {
    const week = dueWeeklySummary(now.getTime(), space.timeZone);
    if (week === null) continue;
    const recipients = await listSummaryRecipients(db, space.id);
    const keyOf = (userId: string) => weeklySummaryDedupeKey(space.id, userId, week);
    const done = await findQueuedDedupeKeys(
      db,
      recipients.map((recipient) => keyOf(recipient.id)),
    );
    const pending = recipients.filter((recipient) => !done.has(keyOf(recipient.id)));
    if (pending.length === 0) continue;
    const scope = { spaceId: space.id, role: 'ADMIN' as const, timeZone: space.timeZone, period: week };
    const before = previousPeriod(week);
    const [current, previous, collectedNow, collectedBefore] = await Promise.all([
      figuresOf(deps, scope, week),
      figuresOf(deps, scope, before),
      collectedIn(db, space.id, week),
      collectedIn(db, space.id, before),
    ]);
    const content = weeklySummaryEmail({
      spaceName: space.name,
      current,
      previous,
      collected: { current: collectedNow, previous: collectedBefore },
      reportsUrl: `${deps.publicUrl}/dashboard/${space.id}/reportes`,
      settingsUrl: `${deps.publicUrl}/settings/user`,
    });
    await enqueueEmails(
      db,
      pending.map((recipient) => ({
        kind: WEEKLY_SUMMARY_KIND,
        to: recipient.email,
        ...content,
        dedupeKey: keyOf(recipient.id),
        sendAfter: now,
      })),
    );
    queued += pending.length;
  }
  return queued;
}

export type WeeklySummaryScheduler = IntervalScheduler;

/** Runs queueWeeklySummaries every `intervalMs` (and once at start), never two at a time. */
export function createWeeklySummaryScheduler(
  deps: WeeklySummaryDependencies,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): WeeklySummaryScheduler {
  return createIntervalScheduler(() => queueWeeklySummaries(deps), options);
}
