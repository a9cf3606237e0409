import { CALDAV_MESSAGES, type CalDavFailure } from '@citavet/domain/calendar/caldav-messages';
import {
  APPLE_ICAL,
  CALDAV,
  CALENDAR_SERVER,
  childOf,
  DAV,
  descendantsOf,
  parseXml,
  type XmlElement,
} from './dav-xml';

// Finding a CalDAV account's calendars with the few WebDAV requests it takes (RFC 6764 §6: the
// well-known URL, then RFC 5397 current-user-principal, RFC 4791 calendar-home-set, and the home's
// calendars), over fetch: no client library was needed for PROPFIND and one multistatus shape.

export type CalDavAccount = { url: string; user: string; password: string };

export type DiscoveredCalendar = {
  url: string;
  name: string;
  color: string | null;
  /** RFC 6578 sync-token when the server offers it (the incremental pull's starting point). */
  syncToken: string | null;
  /** CalendarServer's getctag: changes whenever anything in the calendar does (the fallback). */
  ctag: string | null;
  /**
   * Whether this account may write events into it (DAV:current-user-privilege-set, RFC 3744 §5.4:
   * write, write-content, bind or all); null when the server does not say.
   */
  writable: boolean | null;
};

export type CalDavDiscovery = { principalUrl: string; homeUrl: string; calendars: DiscoveredCalendar[] };

/** A failure the professional can act on, with its Spanish message. */
export class CalDavError extends Error {
  constructor(readonly failure: CalDavFailure) {
    super(CALDAV_MESSAGES[failure]);
    this.name = 'CalDavError';
  }
}

type Fetch = typeof fetch;
const WRITE_PRIVILEGES = new Set(['all', 'write', 'write-content', 'bind']);
const TIMEOUT_MS = 10_000;

function authorization(account: CalDavAccount): string {
  return `Basic ${Buffer.from(`${account.user}:${account.password}`, 'utf8').toString('base64')}`;
}

async function propfind(
  account: CalDavAccount,
  url: string,
  depth: '0' | '1',
  props: string,
  fetcher: Fetch,
): Promise<{ status: number; root: XmlElement | null; url: string }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'PROPFIND',
      headers: {
        authorization: authorization(account),
        depth,
        'content-type': 'application/xml; charset=utf-8',
      },
      body: `<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:" xmlns:c="${CALDAV}" xmlns:cs="${CALENDAR_SERVER}" xmlns:a="${APPLE_ICAL}"><d:prop>${props}</d:prop></d:propfind>`,
      redirect: 'follow',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new CalDavError('unreachable');
  }
  if (response.status === 401 || response.status === 403) throw new CalDavError('badCredentials');
  const text = await response.text();
  const isXml = /xml/i.test(response.headers.get('content-type') ?? '');
  return {
    status: response.status,
    root: response.status === 207 && isXml ? parseXml(text) : null,
    url: response.url || url,
  };
}

/** The first property of that name among the multistatus' successful propstats. */
function propertyOf(root: XmlElement | null, namespace: string, name: string): XmlElement | undefined {
  return descendantsOf(root ?? undefined, DAV, 'prop')
    .map((prop) => childOf(prop, namespace, name))
    .find((property) => property !== undefined);
}

const hrefOf = (property: XmlElement | undefined) => childOf(property, DAV, 'href')?.text.trim() || undefined;

function parseAccountUrl(value: string): URL {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url;
  } catch {
    // reported below
  }
  throw new CalDavError('badUrl');
}

/**
 * The account's principal, calendar home and the calendars in it that hold events. The address may
 * be the server's (the well-known URL is asked) or any URL of the account (it is asked first).
 */
export async function discoverCalDav(
  account: CalDavAccount,
  fetcher: Fetch = fetch,
): Promise<CalDavDiscovery> {
  const given = parseAccountUrl(account.url);
  const candidates = [
    ...(given.pathname !== '/' ? [given.href] : []),
    new URL('/.well-known/caldav', given).href,
    new URL('/', given).href,
  ];
  let principalUrl: string | undefined;
  for (const candidate of candidates) {
    const answer = await propfind(account, candidate, '0', '<d:current-user-principal/>', fetcher);
    const href = hrefOf(propertyOf(answer.root, DAV, 'current-user-principal'));
    if (href) {
      principalUrl = new URL(href, answer.url).href;
      break;
    }
  }
  if (!principalUrl) throw new CalDavError('notCalDav');

  const principal = await propfind(account, principalUrl, '0', '<c:calendar-home-set/>', fetcher);
  const homeHref = hrefOf(propertyOf(principal.root, CALDAV, 'calendar-home-set'));
  if (!homeHref) throw new CalDavError('notCalDav');
  const homeUrl = new URL(homeHref, principal.url).href;

  const home = await propfind(
    account,
    homeUrl,
    '1',
    '<d:resourcetype/><d:displayname/><c:supported-calendar-component-set/><d:sync-token/><cs:getctag/><a:calendar-color/><d:current-user-privilege-set/>',
    fetcher,
  );
  if (!home.root) throw new CalDavError('notCalDav');
  const calendars = descendantsOf(home.root, DAV, 'response').flatMap((response): DiscoveredCalendar[] => {
    const href = childOf(response, DAV, 'href')?.text.trim();
    const props = descendantsOf(response, DAV, 'prop');
    const find = (namespace: string, name: string) =>
      props.map((prop) => childOf(prop, namespace, name)).find((property) => property !== undefined);
    const isCalendar = childOf(find(DAV, 'resourcetype'), CALDAV, 'calendar') !== undefined;
    const components = descendantsOf(find(CALDAV, 'supported-calendar-component-set'), CALDAV, 'comp').map(
      (comp) => comp.attributes.name?.toUpperCase(),
    );
    // No component set means every component (RFC 4791 §5.2.3).
    const holdsEvents = components.length === 0 || components.includes('VEVENT');
    if (!href || !isCalendar || !holdsEvents) return [];
    const url = new URL(href, home.url).href;
    const privilegeSet = find(DAV, 'current-user-privilege-set');
    const privileges = descendantsOf(privilegeSet, DAV, 'privilege').flatMap((privilege) =>
      privilege.children.map((child) => (child.namespace === DAV ? child.name : '')),
    );
    return [
      {
        url,
        name:
          find(DAV, 'displayname')?.text.trim() ||
          decodeURIComponent(url.split('/').filter(Boolean).at(-1) ?? ''),
        color: find(APPLE_ICAL, 'calendar-color')?.text.trim() || null,
        syncToken: find(DAV, 'sync-token')?.text.trim() || null,
        ctag: find(CALENDAR_SERVER, 'getctag')?.text.trim() || null,
        writable: privilegeSet ? privileges.some((name) => WRITE_PRIVILEGES.has(name)) : null,
      },
    ];
  });
  return { principalUrl, homeUrl, calendars };
}
