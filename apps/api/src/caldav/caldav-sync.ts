import type { TimeRange } from '@citavet/domain/availability/time-range';
import { busyOfResources, calendarDataOf, davSend, failOnDavStatus, type ResourceBusy } from './caldav-busy';
import { type CalDavAccount, CalDavError } from './caldav-discovery';
import { CALDAV, childOf, DAV, descendantsOf, escapeXml, parseXml } from './dav-xml';

// Incremental pull (RFC 6578, docs/decisions/091): `sync-collection` with the token of the last pull
// answers only the resources changed or deleted since; the changed ones are read with one
// `calendar-multiget` (RFC 4791 §7.9) per batch. A token the server no longer accepts (403/409 with
// DAV:valid-sync-token) or a server without the report makes the caller read the calendar whole.

type Fetch = typeof fetch;
/** Hrefs per calendar-multiget: a changed recurring event is a few KB, so a batch stays well under a MB. */
const MULTIGET_BATCH = 200;
/** Rounds of a truncated answer (507 on the collection: "more to come, ask again with this token"). */
const MAX_ROUNDS = 20;

export type SyncOutcome =
  | {
      kind: 'changes';
      /** The token to keep for the next pull. */
      syncToken: string;
      /** Changed or new resources with their busy time now (empty when it holds none). */
      changed: ResourceBusy[];
      /** Resources gone from the calendar (absolute URLs). */
      deleted: string[];
      skipped: number;
      requests: number;
    }
  | { kind: 'readWhole'; reason: 'invalidToken' | 'unsupported'; requests: number };

const statusCodeOf = (text: string | undefined) => Number(/\s(\d{3})\s?/.exec(text ?? '')?.[1] ?? 0);

type Delta = { token: string; changed: string[]; deleted: string[]; truncated: boolean };

function readDelta(text: string, calendarUrl: string): Delta {
  const root = parseXml(text);
  if (!root || root.namespace !== DAV || root.name !== 'multistatus') throw new CalDavError('notCalDav');
  const token = childOf(root, DAV, 'sync-token')?.text.trim();
  if (!token) throw new CalDavError('notCalDav');
  const changed: string[] = [];
  const deleted: string[] = [];
  let truncated = false;
  const collection = new URL(calendarUrl).pathname.replace(/\/?$/, '/');
  for (const response of descendantsOf(root, DAV, 'response')) {
    const rawHref = childOf(response, DAV, 'href')?.text.trim();
    if (!rawHref) continue;
    const href = new URL(rawHref, calendarUrl);
    const status = statusCodeOf(childOf(response, DAV, 'status')?.text);
    if (href.pathname.replace(/\/?$/, '/') === collection) {
      if (status === 507) truncated = true;
      continue;
    }
    if (status === 404) deleted.push(rawHref);
    else changed.push(rawHref);
  }
  return { token, changed, deleted, truncated };
}

/**
 * What changed in the calendar since `syncToken`, with the busy time in the window of every changed
 * resource. Never partial: a failure part-way throws, and the caller keeps its old token.
 */
export async function syncCalendarChanges(
  account: CalDavAccount,
  calendarUrl: string,
  syncToken: string,
  window: TimeRange,
  clinicZone: string,
  fetcher: Fetch = fetch,
): Promise<SyncOutcome> {
  let requests = 0;
  let token = syncToken;
  const changed = new Set<string>();
  const deleted = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    requests++;
    const answer = await davSend(
      account,
      calendarUrl,
      'REPORT',
      '0',
      `<?xml version="1.0" encoding="utf-8"?><d:sync-collection xmlns:d="DAV:"><d:sync-token>${escapeXml(token)}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`,
      fetcher,
    );
    if ((answer.status === 403 || answer.status === 409) && /valid-sync-token/.test(answer.text)) {
      return { kind: 'readWhole', reason: 'invalidToken', requests };
    }
    // A server without the report says so in its own way: 400, 405, 415, 501, or a 403 naming
    // DAV:supported-report.
    if (
      [400, 405, 415, 501].includes(answer.status) ||
      (answer.status === 403 && /supported-report/.test(answer.text))
    ) {
      return { kind: 'readWhole', reason: 'unsupported', requests };
    }
    failOnDavStatus(answer.status);
    if (answer.status !== 207) throw new CalDavError('notCalDav');
    const delta = readDelta(answer.text, calendarUrl);
    for (const href of delta.changed) {
      changed.add(href);
      deleted.delete(href);
    }
    for (const href of delta.deleted) {
      deleted.add(href);
      changed.delete(href);
    }
    token = delta.token;
    if (!delta.truncated) break;
  }

  const resources: { href: string; ics: string }[] = [];
  const answered = new Set<string>();
  const hrefs = [...changed];
  for (let index = 0; index < hrefs.length; index += MULTIGET_BATCH) {
    const batch = hrefs.slice(index, index + MULTIGET_BATCH);
    requests++;
    const answer = await davSend(
      account,
      calendarUrl,
      'REPORT',
      '1',
      `<?xml version="1.0" encoding="utf-8"?><c:calendar-multiget xmlns:d="DAV:" xmlns:c="${CALDAV}"><d:prop><d:getetag/><c:calendar-data/></d:prop>${batch.map((href) => `<d:href>${escapeXml(href)}</d:href>`).join('')}</c:calendar-multiget>`,
      fetcher,
    );
    failOnDavStatus(answer.status);
    if (answer.status !== 207) throw new CalDavError('notCalDav');
    for (const resource of calendarDataOf(answer.text, calendarUrl)) {
      resources.push(resource);
      answered.add(resource.href);
    }
  }
  // A resource the multiget did not return (deleted in between) holds nothing now.
  const absolute = (href: string) => new URL(href, calendarUrl).href;
  const gone = [...[...deleted].map(absolute), ...hrefs.map(absolute).filter((href) => !answered.has(href))];
  const read = busyOfResources(resources, window, clinicZone);
  return {
    kind: 'changes',
    syncToken: token,
    changed: read.resources,
    deleted: gone,
    skipped: read.skipped,
    requests,
  };
}
