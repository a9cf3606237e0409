import { randomUUID } from 'node:crypto';
import type { Transaction } from '@citavet/db/database';
import { nextInLine } from '@citavet/domain/waitlist/waitlist-matching';
import { freedSlotOf } from '@citavet/domain/waitlist/waitlist-rules';
import type { AppDependencies } from '../../../app-dependencies';
import { createOpaqueToken } from '../../../security/tokens';
import { queueOpenedSlots } from './queue-opened-slots';
import { recoverStuckConfirmations } from './recover-stuck-confirmations';
import { expireRequests, listWaitingRequests } from './waitlist.repository';
import { claimFreedSlots, type FreedSlotRow } from './waitlist-freed-slots.repository';
import { waitlistOfferLink } from './waitlist-offer-email';
import { waitlistOfferMessage } from './waitlist-offer-message';
import { expireHeldOffers, findSlotOfferContext, insertOffer } from './waitlist-offers.repository';

// The waitlist's sweep (docs/decisions/085-waitlist.md), run by the worker every few seconds and
// never inside a booking's transaction: holds that ran out go to the next in line, then each slot a
// booking gave back is offered to the first person whose request wants it.

export type WaitlistSweepResult = { offers: number; expiredHolds: number };

export type WaitlistSweepDependencies = Pick<AppDependencies, 'database' | 'clock'> & {
  // The SMS channel and PLAN_LIMITS: offers by SMS to requests with only a phone (decision 088).
  config: Pick<AppDependencies['config'], 'publicUrl'> &
    Partial<Pick<AppDependencies['config'], 'sms' | 'arePlanLimitsOn'>>;
};

export async function sweepWaitlist(
  deps: WaitlistSweepDependencies,
  batchSize = 100,
): Promise<WaitlistSweepResult> {
  const now = deps.clock.now();
  const db = deps.database.db;
  await expireRequests(db, now);
  // A confirmation whose process died mid-way is settled first, so its slot is not held for ever.
  await db.transaction((tx) => recoverStuckConfirmations(tx, now, batchSize));
  const expiredHolds = await db.transaction((tx) => expireHeldOffers(tx, now, batchSize));
  // Time that opened (a schedule, a closure removed…) becomes queued slots first (decision 088).
  await db.transaction((tx) => queueOpenedSlots(tx, now, batchSize));
  let offers = 0;
  for (;;) {
    const made = await db.transaction(async (tx) => {
      const slots = await claimFreedSlots(tx, batchSize);
      let count = 0;
      for (const slot of slots) if (await offerSlot(deps, tx, slot, now)) count += 1;
      return { claimed: slots.length, count };
    });
    offers += made.count;
    if (made.claimed < batchSize) break;
  }
  return { offers, expiredHolds };
}

/** Offers one freed slot to the first in line, in the sweep's transaction. Answers whether it did. */
async function offerSlot(
  deps: WaitlistSweepDependencies,
  tx: Transaction,
  slot: FreedSlotRow,
  now: Date,
): Promise<boolean> {
  if (slot.startAt.getTime() <= now.getTime()) return false;
  const context = await findSlotOfferContext(tx, slot);
  // Gone, not booked online any more, or taken again (or already on offer) meanwhile.
  if (!context?.isFree) return false;
  const freed = freedSlotOf(
    {
      serviceId: slot.serviceId,
      hostId: slot.hostId,
      startAt: slot.startAt.getTime(),
      endAt: slot.endAt.getTime(),
    },
    context.timeZone,
  );
  const waiting = await listWaitingRequests(tx, slot, now);
  // E-mail carries the offer; a request with only a phone gets it by SMS when that can go (decision
  // 088), else it is passed over for this slot and stays on the list for the staff to call.
  const isSmsOn = deps.config.sms?.isEnabled === true;
  const reachable = waiting.filter(
    (request) => request.clientEmail !== null || (isSmsOn && request.clientPhone !== null),
  );
  const { token, tokenHash } = createOpaqueToken();
  const holdUntil = new Date(now.getTime() + context.holdMinutes * 60_000);
  const offerId = randomUUID();
  const link = waitlistOfferLink(deps.config.publicUrl, token);
  for (const candidate of nextInLine(reachable, freed, now.getTime(), reachable.length)) {
    const person = waiting.find((request) => request.id === candidate.id);
    if (!person) continue;
    const message = await waitlistOfferMessage(deps, tx, {
      offerId,
      spaceId: slot.spaceId,
      person,
      place: context,
      startAt: slot.startAt,
      holdUntil,
      link,
      now,
    });
    if (!message) continue;
    await insertOffer(
      tx,
      {
        id: offerId,
        spaceId: slot.spaceId,
        requestId: person.id,
        serviceId: slot.serviceId,
        hostId: slot.hostId,
        startAt: slot.startAt,
        endAt: slot.endAt,
        holdUntil,
        tokenHash,
        createdAt: now,
      },
      message,
    );
    return true;
  }
  return false;
}

/**
 * The sweep every `intervalMs`, one round at a time, started beside the other workers in server.ts.
 * `wake()` runs one soon (after `wakeDelayMs`, so a burst of calls is one round): server.ts calls it
 * on each announcement of the availability channel, which every booking change already sends at its
 * commit, so a freed slot is offered within a round's time, not the interval's. A wake during a
 * round runs one more round after it, so a slot freed meanwhile is not left for the interval.
 */
export function createWaitlistSweeper(
  deps: WaitlistSweepDependencies,
  options: { intervalMs: number; wakeDelayMs?: number; onError?: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let wakeTimer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let isAgainDue = false;
  let isStopped = false;
  const tick = () => {
    if (isStopped) return;
    if (running) {
      isAgainDue = true;
      return;
    }
    running = sweepWaitlist(deps)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
        if (isAgainDue) {
          isAgainDue = false;
          tick();
        }
      });
  };
  return {
    start() {
      tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    wake() {
      if (isStopped || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        tick();
      }, options.wakeDelayMs ?? 20);
      wakeTimer.unref();
    },
    async stop() {
      isStopped = true;
      if (timer) clearInterval(timer);
      if (wakeTimer) clearTimeout(wakeTimer);
      await running;
    },
  };
}
