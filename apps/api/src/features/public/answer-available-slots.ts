import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  type AvailableSlotsQuery,
  AvailableSlotsSchema,
  type PublicSlotsParams,
} from '@citavet/domain/public/public-space.schema';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { listAvailableSlots } from './list-available-slots';
import { type SerializedAnswer, type SlotAnswerCache, serializedAnswer } from './slot-answer-cache';

const AvailableSlotsEnvelopeSchema = successEnvelope(AvailableSlotsSchema);

/** The cache and the way to hear, first, every change committed before this request arrived. */
export type SlotAnswers = { cache: SlotAnswerCache; catchUp(): Promise<void> };

/**
 * The available-slots answer as bytes: from this process's cache while nothing it depends on has
 * changed and time has not moved past its expiry, otherwise computed, checked against the documented
 * schema once, and kept for the next visitor. Without a working subscription it is always computed.
 */
export async function answerAvailableSlots(
  deps: AppDependencies,
  { cache, catchUp }: SlotAnswers,
  params: PublicSlotsParams,
  query: AvailableSlotsQuery,
): Promise<SerializedAnswer> {
  const spaceId = params.spaceId.toLowerCase();
  const hostId = params.hostId.toLowerCase();
  const key = [
    spaceId,
    params.serviceId.toLowerCase(),
    hostId,
    query.fromDate ?? '',
    query.toDate ?? '',
    query.maxDays,
    query.includePastDates,
  ].join('|');
  // A host's CalDAV busy time overdue for a pull is pulled first, for a bounded wait (decision 091).
  await deps.calendarFreshness?.beforeSlots([hostId]);
  // Read-your-writes across processes: a booking answered 201 anywhere is never offered again here.
  const isCaughtUp = await catchUp().then(
    () => true,
    () => false,
  );
  const cached = isCaughtUp ? cache.find(key, deps.clock.now().getTime()) : undefined;
  if (cached) return cached;
  const stamp = isCaughtUp ? cache.stampFor(spaceId, hostId) : null;
  const { slots, computedAt, expiresAt } = await listAvailableSlots(deps, params, query);
  const envelope = AvailableSlotsEnvelopeSchema.parse(ok(slots));
  const answer = serializedAnswer(JSON.stringify(envelope));
  cache.store(key, stamp, { spaceId, hostId, computedAt, expiresAt, answer });
  return answer;
}
