import {
  largestMonthlyLimit,
  limitOf,
  usageAlertDedupeKey,
  usageAlertReached,
} from '@citavet/domain/plans/plan-limits';
import { monthWindowAround } from '@citavet/domain/plans/plan-month';
import {
  dueTrialNotice,
  effectivePlanAt,
  TRIAL_ENDING_NOTICE_DAYS,
  trialNoticeDedupeKey,
} from '@citavet/domain/plans/space-plan';
import { MILLISECONDS_PER_DAY } from '@citavet/domain/time/civil-calendar';
import type { AppConfig, AppDependencies } from '../../app-dependencies';
import { enqueueEmails, type OutgoingEmail } from '../../mail/outbox.repository';
import { arePlanLimitsOn } from '../../plans/plan-guard';
import { countMonthAppointments, storedPlanOf } from '../../plans/space-plan.repository';
import { createIntervalScheduler, type IntervalScheduler } from '../../workers/interval-scheduler';
import { trialEndedEmail, trialEndingEmail, usageAlertEmail } from './plan-emails';
import { findQueuedKeys, listSpaceAdmins, listSpacesForNotices } from './plans.repository';

/** How long after its end an ended trial is still told (a scheduler down for a while catches up). */
const ENDED_LOOKBACK_DAYS = 7;

export type PlanNoticesDependencies = Pick<AppDependencies, 'database' | 'clock'> & {
  config: Pick<AppConfig, 'publicUrl' | 'arePlanLimitsOn'>;
};

/**
 * Queues the plan's e-mails to each space's ADMINs through the outbox: the trial ends in 3 days, the
 * trial ended (the space is on Gratuito again), and 80 % and 100 % of the month's appointments. Run
 * every few minutes by the scheduler; each message's dedupe key (space, notice, trial end or month)
 * makes a second run, or a second process, a no-op. Returns how many messages were queued.
 */
export async function queuePlanNotices(deps: PlanNoticesDependencies): Promise<number> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const settingsUrl = (spaceId: string) => `${deps.config.publicUrl}/settings/space/${spaceId}?tab=plan`;
  const spaces = await listSpacesForNotices(db, {
    endedSince: new Date(now.getTime() - ENDED_LOOKBACK_DAYS * MILLISECONDS_PER_DAY),
    soon: new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * MILLISECONDS_PER_DAY),
  });
  let queued = 0;
  for (const space of spaces) {
    const stored = storedPlanOf(space);
    const notices: { key: string; content: ReturnType<typeof trialEndedEmail>; kind: string }[] = [];
    const trialNotice = dueTrialNotice(stored, now);
    if (trialNotice && stored.endsAt) {
      notices.push({
        key: trialNoticeDedupeKey(space.id, stored.endsAt, trialNotice),
        kind: `plan-trial-${trialNotice}`,
        content:
          trialNotice === 'ended'
            ? trialEndedEmail({ spaceName: space.name, settingsUrl: settingsUrl(space.id) })
            : trialEndingEmail({
                spaceName: space.name,
                endsAt: stored.endsAt,
                timeZone: space.time_zone,
                settingsUrl: settingsUrl(space.id),
              }),
      });
    }
    const { plan } = effectivePlanAt(stored, now);
    const limit = limitOf(plan, 'monthlyAppointments', arePlanLimitsOn(deps));
    if (limit !== null) {
      const month = monthWindowAround(now.getTime(), space.time_zone);
      const used = await countMonthAppointments(db, space.id, month, largestMonthlyLimit());
      const percent = usageAlertReached(used, limit);
      if (percent !== null) {
        notices.push({
          key: usageAlertDedupeKey(space.id, month.month, percent),
          kind: `plan-usage-${percent}`,
          content: usageAlertEmail({
            spaceName: space.name,
            percent,
            used,
            limit,
            planName: plan.name,
            settingsUrl: settingsUrl(space.id),
          }),
        });
      }
    }
    if (notices.length === 0) continue;
    const admins = await listSpaceAdmins(db, space.id);
    const keyOf = (noticeKey: string, adminId: string) => `${noticeKey}:${adminId}`;
    const done = await findQueuedKeys(
      db,
      notices.flatMap((notice) => admins.map((admin) => keyOf(notice.key, admin.id))),
    );
    const emails: OutgoingEmail[] = notices.flatMap((notice) =>
      admins
        .filter((admin) => !done.has(keyOf(notice.key, admin.id)))
        .map((admin) => ({
          kind: notice.kind,
          to: admin.email,
          toName: admin.name,
          ...notice.content,
          dedupeKey: keyOf(notice.key, admin.id),
          sendAfter: now,
        })),
    );
    await enqueueEmails(db, emails);
    queued += emails.length;
  }
  return queued;
}

export type PlanNoticesScheduler = IntervalScheduler;

/** Runs queuePlanNotices every `intervalMs` (and once at start), never two at a time. */
export function createPlanNoticesScheduler(
  deps: PlanNoticesDependencies,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): PlanNoticesScheduler {
  return createIntervalScheduler(() => queuePlanNotices(deps), options);
}
