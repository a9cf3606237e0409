import { describe, expect, it } from 'vitest';
import { syncCalendarChanges } from './caldav-sync';

// The incremental pull on a fake transport: what the server answers decides every branch. The same
// path against a real server is features/calendar/caldav-connection.test.ts (Radicale).

const WINDOW = { startAt: Date.parse('2026-03-01T00:00:00Z'), endAt: Date.parse('2026-09-01T00:00:00Z') };
const ACCOUNT = { url: 'http://dav.test/', user: 'vet', password: 'x' };
const CALENDAR = 'http://dav.test/vet/cal/';

const ics = (uid: string, start: string, end: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//ES\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260301T000000Z\r\nDTSTART:${start}\r\nDTEND:${end}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

const multistatus = (inner: string) =>
  `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${inner}</d:multistatus>`;
const changedResponse = (href: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
const deletedResponse = (href: string) =>
  `<d:response><d:href>${href}</d:href><d:status>HTTP/1.1 404 Not Found</d:status></d:response>`;
const dataResponse = (href: string, text: string) =>
  `<d:response><d:href>${href}</d:href><d:propstat><d:prop><d:getetag>"2"</d:getetag><c:calendar-data>${text}</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;

type Sent = { method: string; body: string };

function fakeServer(answer: (sent: Sent) => { status: number; body: string }) {
  const sent: Sent[] = [];
  const fetcher = (async (_url: string | URL | Request, init?: RequestInit) => {
    const request = { method: String(init?.method), body: String(init?.body ?? '') };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(body, { status, headers: { 'content-type': 'application/xml; charset=utf-8' } });
  }) as typeof fetch;
  return { fetcher, sent };
}

const iso = (ranges: { startAt: number; endAt: number }[]) =>
  ranges.map((range) => [new Date(range.startAt).toISOString(), new Date(range.endAt).toISOString()]);

describe('syncCalendarChanges', () => {
  it('reads only the changed resources with one multiget, lists the deleted, skips and counts a malformed one', async () => {
    const server = fakeServer((sent) =>
      sent.body.includes('sync-collection')
        ? {
            status: 207,
            body: multistatus(
              `${changedResponse('/vet/cal/a.ics')}${changedResponse('/vet/cal/roto.ics')}${deletedResponse('/vet/cal/b.ics')}<d:sync-token>http://radicale.org/ns/sync/2</d:sync-token>`,
            ),
          }
        : {
            status: 207,
            body: multistatus(
              `${dataResponse('/vet/cal/a.ics', ics('a', '20260302T090000Z', '20260302T100000Z'))}${dataResponse('/vet/cal/roto.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:mañana\r\nEND:VEVENT\r\nEND:VCALENDAR')}`,
            ),
          },
    );
    const outcome = await syncCalendarChanges(
      ACCOUNT,
      CALENDAR,
      'http://radicale.org/ns/sync/1',
      WINDOW,
      'Europe/Madrid',
      server.fetcher,
    );
    expect(outcome.kind).toBe('changes');
    if (outcome.kind !== 'changes') return;
    expect(outcome.syncToken).toBe('http://radicale.org/ns/sync/2');
    expect(outcome.requests).toBe(2);
    expect(outcome.skipped).toBe(1);
    expect(outcome.deleted).toEqual(['http://dav.test/vet/cal/b.ics']);
    expect(outcome.changed.map((resource) => [resource.href, iso(resource.intervals)])).toEqual([
      ['http://dav.test/vet/cal/a.ics', [['2026-03-02T09:00:00.000Z', '2026-03-02T10:00:00.000Z']]],
      // The malformed resource holds nothing now (its old rows are replaced by none).
      ['http://dav.test/vet/cal/roto.ics', []],
    ]);
    expect(server.sent[0]?.body).toContain(
      '<d:sync-token>http://radicale.org/ns/sync/1</d:sync-token><d:sync-level>1</d:sync-level>',
    );
    expect(server.sent[1]?.body).toContain(
      '<d:href>/vet/cal/a.ics</d:href><d:href>/vet/cal/roto.ics</d:href>',
    );
  });

  it('asks nothing more when nothing changed', async () => {
    const server = fakeServer(() => ({
      status: 207,
      body: multistatus('<d:sync-token>t1</d:sync-token>'),
    }));
    const outcome = await syncCalendarChanges(
      ACCOUNT,
      CALENDAR,
      't1',
      WINDOW,
      'Europe/Madrid',
      server.fetcher,
    );
    expect(outcome).toEqual({
      kind: 'changes',
      syncToken: 't1',
      changed: [],
      deleted: [],
      skipped: 0,
      requests: 1,
    });
  });

  it('asks again with the new token while the answer is truncated (507 on the collection)', async () => {
    const server = fakeServer((sent) => {
      if (sent.body.includes('<d:sync-token>t1<'))
        return {
          status: 207,
          body: multistatus(
            `${changedResponse('/vet/cal/a.ics')}<d:response><d:href>/vet/cal/</d:href><d:status>HTTP/1.1 507 Insufficient Storage</d:status></d:response><d:sync-token>t2</d:sync-token>`,
          ),
        };
      if (sent.body.includes('<d:sync-token>t2<'))
        return {
          status: 207,
          body: multistatus(`${deletedResponse('/vet/cal/a.ics')}<d:sync-token>t3</d:sync-token>`),
        };
      throw new Error(`unexpected request ${sent.body}`);
    });
    const outcome = await syncCalendarChanges(
      ACCOUNT,
      CALENDAR,
      't1',
      WINDOW,
      'Europe/Madrid',
      server.fetcher,
    );
    // Changed, then deleted in the second page: only deleted, and nothing to multiget.
    expect(outcome).toMatchObject({
      kind: 'changes',
      syncToken: 't3',
      changed: [],
      deleted: ['http://dav.test/vet/cal/a.ics'],
      requests: 2,
    });
  });

  it('says to read the calendar whole when the token is refused (403 or 409 valid-sync-token)', async () => {
    for (const status of [403, 409]) {
      const server = fakeServer(() => ({
        status,
        body: '<?xml version="1.0"?><d:error xmlns:d="DAV:"><d:valid-sync-token/></d:error>',
      }));
      expect(
        await syncCalendarChanges(ACCOUNT, CALENDAR, 'viejo', WINDOW, 'Europe/Madrid', server.fetcher),
      ).toEqual({ kind: 'readWhole', reason: 'invalidToken', requests: 1 });
    }
  });

  it('says to read the calendar whole when the server has no sync-collection report', async () => {
    for (const [status, body] of [
      [501, 'Not Implemented'],
      [400, 'Bad Request'],
      [403, '<d:error xmlns:d="DAV:"><d:supported-report/></d:error>'],
    ] as const) {
      const server = fakeServer(() => ({ status, body }));
      expect(
        await syncCalendarChanges(ACCOUNT, CALENDAR, 't', WINDOW, 'Europe/Madrid', server.fetcher),
      ).toEqual({
        kind: 'readWhole',
        reason: 'unsupported',
        requests: 1,
      });
    }
  });

  it('keeps the Spanish failures: wrong credentials and a calendar removed on the server', async () => {
    const refused = fakeServer(() => ({ status: 401, body: '' }));
    await expect(
      syncCalendarChanges(ACCOUNT, CALENDAR, 't', WINDOW, 'Europe/Madrid', refused.fetcher),
    ).rejects.toMatchObject({ failure: 'badCredentials' });
    const gone = fakeServer(() => ({ status: 404, body: '' }));
    await expect(
      syncCalendarChanges(ACCOUNT, CALENDAR, 't', WINDOW, 'Europe/Madrid', gone.fetcher),
    ).rejects.toMatchObject({ failure: 'calendarMissing' });
  });
});
