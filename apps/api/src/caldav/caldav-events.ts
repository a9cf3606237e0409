import { type CalDavAccount, CalDavError } from './caldav-discovery';

// Writing one booking's event into a CalDAV calendar (RFC 4791 §5.3.2): PUT of a calendar object
// resource named after the event's UID, guarded by ETags so a hand edit on the server is seen
// (412) rather than overwritten unknowingly. The booking wins such a conflict: the event is written
// again over the current ETag, and the caller logs it.

type Fetch = typeof fetch;
const TIMEOUT_MS = 10_000;

export type WrittenEvent = {
  url: string;
  etag: string | null;
  hadConflict: boolean;
  /** The conflict was an event deleted on the server: it was created again. */
  recreated?: boolean;
  /** The server already had exactly this version (a repeated write): nothing was written. */
  resumed?: boolean;
};

const authorizationOf = (account: CalDavAccount) =>
  `Basic ${Buffer.from(`${account.user}:${account.password}`, 'utf8').toString('base64')}`;

/** The resource's address in the calendar: its UID, URL-safe. */
export function eventResourceUrl(calendarUrl: string, uid: string): string {
  const base = calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`;
  return new URL(`${encodeURIComponent(uid)}.ics`, base).href;
}

async function send(
  account: CalDavAccount,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
  fetcher: Fetch,
): Promise<Response> {
  try {
    const response = await fetcher(url, {
      ...init,
      headers: { authorization: authorizationOf(account), ...init.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401 || response.status === 403) throw new CalDavError('badCredentials');
    return response;
  } catch (error) {
    if (error instanceof CalDavError) throw error;
    throw new CalDavError('unreachable');
  }
}

/** The event as the server has it now, with its ETag, or null when there is none. */
export async function readCalendarEvent(
  account: CalDavAccount,
  url: string,
  fetcher: Fetch = fetch,
): Promise<{ etag: string | null; ics: string } | null> {
  const response = await send(account, url, { method: 'GET' }, fetcher);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new CalDavError('notCalDav');
  return { etag: response.headers.get('etag'), ics: await response.text() };
}

/**
 * Creates the event (If-None-Match: *) or replaces the version we wrote last (If-Match). When the
 * server's copy changed since (a hand edit, or it was deleted), the booking's version is written over
 * whatever is there now and `hadConflict` says so (`recreated` when the event was gone). `isOurs`
 * recognises a copy that is already what we mean to write (a write whose answer was lost, repeated
 * after a restart): its ETag is taken and nothing is written again (`resumed`).
 */
export async function writeCalendarEvent(
  account: CalDavAccount,
  calendarUrl: string,
  event: { uid: string; ics: string; etag: string | null },
  fetcher: Fetch = fetch,
  options: { isOurs?: (ics: string) => boolean } = {},
): Promise<WrittenEvent> {
  const url = eventResourceUrl(calendarUrl, event.uid);
  const put = (condition: Record<string, string>) =>
    send(
      account,
      url,
      {
        method: 'PUT',
        headers: { 'content-type': 'text/calendar; charset=utf-8', ...condition },
        body: event.ics,
      },
      fetcher,
    );
  const first = await put(event.etag ? { 'if-match': event.etag } : { 'if-none-match': '*' });
  await first.body?.cancel();
  if (first.ok) return { url, etag: first.headers.get('etag'), hadConflict: false };
  const isGone = first.status === 404 || first.status === 409;
  // Without an ETag a 404/409 is the calendar's (the event was not asked for); with one, some
  // servers answer 404 for the event itself: it is created again, and a calendar that is gone
  // answers the creation with 404/409 too.
  if (isGone && !event.etag) throw new CalDavError('calendarMissing');
  if (!isGone && first.status !== 412) throw new CalDavError('notCalDav');
  const current = isGone ? null : await readCalendarEvent(account, url, fetcher);
  if (current && options.isOurs?.(current.ics))
    return { url, etag: current.etag, hadConflict: false, resumed: true };
  const second = await put(current?.etag ? { 'if-match': current.etag } : { 'if-none-match': '*' });
  await second.body?.cancel();
  if (!second.ok)
    throw new CalDavError(second.status === 404 || second.status === 409 ? 'calendarMissing' : 'notCalDav');
  return { url, etag: second.headers.get('etag'), hadConflict: true, recreated: current === null };
}

/**
 * Deletes the event we wrote (If-Match of its ETag; a hand edit since is deleted all the same, as it
 * is the booking's event). An event or calendar already gone is fine: answers whether one was there.
 */
export async function deleteCalendarEvent(
  account: CalDavAccount,
  url: string,
  etag: string | null,
  fetcher: Fetch = fetch,
): Promise<boolean> {
  const remove = (headers: Record<string, string>) =>
    send(account, url, { method: 'DELETE', headers }, fetcher);
  let response = await remove(etag ? { 'if-match': etag } : {});
  await response.body?.cancel();
  if (response.status === 412) {
    const current = await readCalendarEvent(account, url, fetcher);
    if (!current) return false;
    response = await remove(current.etag ? { 'if-match': current.etag } : {});
    await response.body?.cancel();
  }
  if (response.status === 404 || response.status === 409 || response.status === 410) return false;
  if (!response.ok) throw new CalDavError('notCalDav');
  return true;
}
