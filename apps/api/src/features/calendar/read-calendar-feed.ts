import { createHash } from 'node:crypto';
import {
  calendarFeedWindow,
  type FeedBooking,
  type FeedEvent,
  feedEventOf,
} from '@citavet/domain/calendar/calendar-feed';
import { type ZoneWriter, zoneWriter } from '@citavet/domain/calendar/vtimezone';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { writeFeedCalendarBytes } from '../../mail/icalendar';
import { hashOpaqueToken } from '../../security/tokens';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import type { CalendarFeedCache, EventTexts } from './calendar-feed-cache';
import {
  type FeedByToken,
  type FeedFingerprint,
  type FeedRange,
  selectFeedBookings,
  selectFeedChangeList,
  selectFeedWithValidator,
} from './calendar-feeds.repository';

export type FeedConditions = { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined };

export type FeedAnswer =
  | { kind: 'missing' }
  | { kind: 'not-modified'; etag: string; lastModified: Date }
  | { kind: 'feed'; etag: string; lastModified: Date; body: Buffer };

// A zone's offsets over a window take a few hundred Intl calls to work out; the window moves once a
// day, so the few zones a process serves are kept per window.
const ZONE_WRITERS_LIMIT = 64;
const zoneWriters = new Map<string, ZoneWriter>();

function zoneWriterOf(timeZone: string, from: number, to: number): ZoneWriter {
  const key = `${timeZone} ${from} ${to}`;
  let writer = zoneWriters.get(key);
  if (!writer) {
    if (zoneWriters.size >= ZONE_WRITERS_LIMIT) zoneWriters.clear();
    writer = zoneWriter(timeZone, from, to);
    zoneWriters.set(key, writer);
  }
  return writer;
}

/** RFC 9110 §13.1.2: any listed tag (weak or not) or '*' matches. */
function matchesEtag(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** RFC 9110 §13.1.3: If-Modified-Since counts only without If-None-Match, in whole seconds. */
function isNotModified(conditions: FeedConditions, etag: string, lastModified: Date): boolean {
  if (conditions.ifNoneMatch !== undefined) return matchesEtag(conditions.ifNoneMatch, etag);
  if (conditions.ifModifiedSince === undefined) return false;
  const since = Date.parse(conditions.ifModifiedSince);
  return Number.isFinite(since) && lastModified.getTime() <= since;
}

// The window hangs on the clinic's zone, read in the same statement as the validator: each token's
// last zone is remembered (per app, with the kept bodies) so a poll is one round trip; a guess the
// answer proves wrong (first poll in this process, or the clinic moved zone) is read again with the
// right window before anything is answered.
async function feedWithValidator(deps: AppDependencies, tokenHash: string, cache: CalendarFeedCache) {
  const now = deps.clock.now();
  let zone = cache.zoneOf(tokenHash) ?? 'UTC';
  // Twice at most, unless the clinic's zone changes again between the two reads.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const window = calendarFeedWindow(now, zone);
    const found = await selectFeedWithValidator(deps.database, tokenHash, window);
    if (!found) {
      cache.rememberZone(tokenHash, null);
      return null;
    }
    if (found.feed.timeZone === zone) return { ...found, window };
    zone = found.feed.timeZone;
    cache.rememberZone(tokenHash, zone);
  }
  throw new Error('calendar feed: the space zone kept changing between reads');
}

/**
 * The feed a secret URL opens: the member's bookings (or, for an ADMIN's whole-clinic feed, the
 * space's) from 30 days back to 180 ahead. A removed member, a member no longer allowed that scope,
 * a deleted space and an unknown or replaced token all answer 'missing' (the same 404). The ETag is
 * worked out from one prepared statement (the token's feed and an aggregate over its window) before
 * anything is built, so an unchanged feed costs one round trip, and so does a repeat poll without
 * validators (the body is kept by ETag, which every process works out from the same rows:
 * docs/decisions/096-calendar-feed-validator.md).
 */
export async function readCalendarFeed(
  deps: AppDependencies,
  token: string,
  conditions: FeedConditions,
  cache: CalendarFeedCache,
): Promise<FeedAnswer> {
  const found = await feedWithValidator(deps, hashOpaqueToken(token), cache);
  if (!found) return { kind: 'missing' };
  const { feed, fingerprint, window } = found;
  if (!canInSpace(feed.role, FEED_SCOPE_ACTION[feed.scope])) return { kind: 'missing' };
  const range = { spaceId: feed.spaceId, hostId: feed.scope === 'HOST' ? feed.userId : null, ...window };
  const { etag, lastModified } = feedValidators(feed, fingerprint, window);
  if (isNotModified(conditions, etag, lastModified)) return { kind: 'not-modified', etag, lastModified };

  const cached = cache.get(feed.feedId, etag);
  if (cached) return { kind: 'feed', etag, lastModified, body: cached };

  const { body, events } = await buildFeedBody(deps, feed, { range, window }, cache);
  cache.set(feed.feedId, etag, body, events);
  return { kind: 'feed', etag, lastModified, body };
}

/**
 * The feed's validators: the ETag hashes what its bytes are written from (the feed's settings and
 * names, the window and its bookings' fingerprint); Last-Modified is the latest of those changes.
 */
function feedValidators(feed: FeedByToken, fingerprint: FeedFingerprint, window: { from: Date; to: Date }) {
  const etag = `"${createHash('sha256')
    .update(
      [
        feed.feedId,
        feed.feedUpdatedAt.getTime(),
        feed.timeZone,
        feed.spaceName,
        feed.userName,
        feed.hideClientNames,
        window.from.toISOString(),
        fingerprint.count,
        fingerprint.latestChange?.getTime() ?? '-',
        fingerprint.digest,
      ].join('\n'),
    )
    .digest('base64url')
    .slice(0, 27)}"`;
  // The window's start moves every day: a client that only sends If-Modified-Since still gets the
  // bookings that came into the window's far end.
  const latest = Math.max(
    fingerprint.latestChange?.getTime() ?? 0,
    feed.feedUpdatedAt.getTime(),
    window.from.getTime(),
  );
  const lastModified = new Date(Math.floor(latest / 1000) * 1000);
  return { etag, lastModified };
}

/**
 * The feed's bytes, and each event's bytes by booking for the next build. After a change only the
 * changed bookings are read in full and written again.
 */
async function buildFeedBody(
  deps: AppDependencies,
  feed: FeedByToken,
  { range, window }: { range: FeedRange; window: { from: Date; to: Date } },
  cache: CalendarFeedCache,
) {
  const { db } = deps.database;
  // The unchanged bookings' lines are kept from the last build, by what they were written from (the
  // feed's own settings and names, the zone, the window and the booking's change list key).
  const publicUrl = deps.config.publicUrl.replace(/\/+$/, '');
  const context = [
    feed.timeZone,
    feed.scope,
    feed.hideClientNames,
    feed.spaceName,
    feed.userName,
    publicUrl,
    window.from.getTime(),
  ].join('\n');
  const previous = cache.eventsOf(feed.feedId);
  const list = await selectFeedChangeList(db, range);
  const keyOf = (row: { key: string }) => `${context}\n${row.key}`;
  const missing = list.filter((row) => previous.get(row.id)?.key !== keyOf(row)).map((row) => row.id);
  const fresh =
    missing.length === 0
      ? []
      : await selectFeedBookings(db, range, missing.length === list.length ? null : missing);
  const freshById = new Map(fresh.map((booking) => [booking.id, booking]));
  const events: EventTexts = new Map();
  const zone = zoneWriterOf(feed.timeZone, window.from.getTime(), window.to.getTime());
  const agendaLink = (booking: FeedBooking) =>
    `${publicUrl}/dashboard/${feed.spaceId}/agenda?fecha=${zone.localDate(booking.startAt.getTime())}&cita=${booking.id}`;
  const options = { scope: feed.scope, hideClientNames: feed.hideClientNames, agendaLink };
  const keysByUid = new Map<string, { id: string; key: string }>();
  const items = list.flatMap((row): (FeedEvent | Buffer)[] => {
    const key = keyOf(row);
    const kept = previous.get(row.id);
    if (kept?.key === key) {
      events.set(row.id, kept);
      return [kept.bytes];
    }
    // A booking moved out of the window between the two reads is left out, like the next poll will.
    const booking = freshById.get(row.id);
    if (!booking) return [];
    const event = feedEventOf(booking, options);
    keysByUid.set(event.uid, { id: row.id, key });
    return [event];
  });
  const body = writeFeedCalendarBytes({
    productId: '-//Citavet//Calendario//ES',
    name:
      feed.scope === 'SPACE'
        ? `${feed.spaceName} (Citavet)`
        : `${feed.spaceName}: ${feed.userName} (Citavet)`,
    timeZone: feed.timeZone,
    timeZoneLines: zone.lines,
    timeValue: (instant) => zone.timeValue(instant.getTime()),
    events: items,
    eventBytes: (event, write) => {
      const bytes = write(event);
      const kept = keysByUid.get(event.uid);
      if (kept) events.set(kept.id, { key: kept.key, bytes });
      return bytes;
    },
  });
  return { body, events };
}
