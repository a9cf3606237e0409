import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALDAV_MESSAGES } from '@citavet/domain/calendar/caldav-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRadicale } from '../test/test-app';
import { type CalDavAccount, discoverCalDav } from './caldav-discovery';

// Discovery against a real CalDAV server: Debian's Radicale, started by .ci/run through
// ops/radicale/start-test-server.sh (RADICALE_URL, RADICALE_USER, RADICALE_PASSWORD).

const radicale = testRadicale();
if (!radicale) {
  console.warn(
    'CalDAV discovery suite skipped: Radicale is not running (start it with ops/radicale/start-test-server.sh start and pass its RADICALE_* variables)',
  );
}

describe.skipIf(!radicale)('discoverCalDav against Radicale', () => {
  // The body is collected even when skipped: a placeholder keeps it from reading null.
  const server = radicale ?? { url: 'http://127.0.0.1:9/', user: '', password: '' };
  const account: CalDavAccount = { url: server.url, user: server.user, password: server.password };
  const auth = `Basic ${Buffer.from(`${server.user}:${server.password}`).toString('base64')}`;
  const run = Date.now().toString(36);
  let plainServer: Server;
  let plainUrl = '';

  async function makeCalendar(slug: string, name: string, components: string[]) {
    const response = await fetch(new URL(`/${server.user}/${slug}/`, server.url), {
      method: 'MKCALENDAR',
      headers: { authorization: auth, 'content-type': 'application/xml' },
      body: `<?xml version="1.0"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>${name}</d:displayname><c:supported-calendar-component-set>${components.map((component) => `<c:comp name="${component}"/>`).join('')}</c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>`,
    });
    expect(response.status, await response.text()).toBe(201);
  }

  beforeAll(async () => {
    // The principal's collection exists once the user has asked for it.
    await fetch(new URL(`/${server.user}/`, server.url), {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '0' },
    });
    await makeCalendar(`personal-${run}`, 'Personal', ['VEVENT']);
    await makeCalendar(`tareas-${run}`, 'Tareas', ['VTODO']);
    plainServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Hola</body></html>');
    });
    await new Promise<void>((resolve) => plainServer.listen(0, '127.0.0.1', resolve));
    plainUrl = `http://127.0.0.1:${(plainServer.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => plainServer.close(resolve));
  });

  it('finds the principal through the well-known URL, the calendar home and the calendars that hold events', async () => {
    const found = await discoverCalDav(account);
    expect(found.principalUrl).toBe(new URL(`/${server.user}/`, server.url).href);
    expect(found.homeUrl).toBe(new URL(`/${server.user}/`, server.url).href);
    const personal = found.calendars.find((calendar) => calendar.url.includes(`personal-${run}`));
    expect(personal).toMatchObject({ name: 'Personal' });
    expect(personal?.syncToken).toMatch(/\S/);
    expect(found.calendars.some((calendar) => calendar.url.includes(`tareas-${run}`))).toBe(false);
  });

  it('takes a URL inside the account too', async () => {
    const found = await discoverCalDav({
      ...account,
      url: new URL(`/${server.user}/personal-${run}/`, server.url).href,
    });
    expect(found.calendars.some((calendar) => calendar.name === 'Personal')).toBe(true);
  });

  it('says in Spanish what is wrong: credentials, an address that answers nothing, a server that is not CalDAV, not a URL', async () => {
    await expect(discoverCalDav({ ...account, password: 'otra' })).rejects.toThrow(
      CALDAV_MESSAGES.badCredentials,
    );
    await expect(discoverCalDav({ ...account, url: 'http://127.0.0.1:9/' })).rejects.toThrow(
      CALDAV_MESSAGES.unreachable,
    );
    await expect(discoverCalDav({ ...account, url: plainUrl })).rejects.toThrow(CALDAV_MESSAGES.notCalDav);
    await expect(discoverCalDav({ ...account, url: 'calendario.example' })).rejects.toThrow(
      CALDAV_MESSAGES.badUrl,
    );
  });
});
