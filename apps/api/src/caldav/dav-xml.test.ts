import { describe, expect, it } from 'vitest';
import { CALDAV, childOf, DAV, descendantsOf, escapeXml, parseXml } from './dav-xml';

describe('parseXml', () => {
  it('names elements by namespace whatever their prefix, and decodes text', () => {
    const root = parseXml(
      `<?xml version="1.0"?><!-- c --><D:multistatus xmlns:D="DAV:" xmlns="urn:ietf:params:xml:ns:caldav"><D:response><D:href>/a%20b/</D:href><D:propstat><D:prop><calendar-home-set><D:href>/u/&amp;x&#233;&#x41;</D:href></calendar-home-set><D:displayname><![CDATA[<Casa>]]></D:displayname><comp name='VEVENT'/></D:prop></D:propstat></D:response></D:multistatus>`,
    );
    expect(root).toMatchObject({ namespace: DAV, name: 'multistatus' });
    const prop = descendantsOf(root ?? undefined, DAV, 'prop')[0];
    expect(childOf(childOf(prop, CALDAV, 'calendar-home-set'), DAV, 'href')?.text).toBe('/u/&xéA');
    expect(childOf(prop, DAV, 'displayname')?.text).toBe('<Casa>');
    expect(childOf(prop, CALDAV, 'comp')?.attributes).toEqual({ name: 'VEVENT' });
  });

  it('answers null for what is not well-formed XML', () => {
    for (const text of ['<a><b></a>', '<a>', 'hola', '<a/><b/>', '<html><body>x</body>', '']) {
      expect(parseXml(text), text).toBeNull();
    }
  });

  it('escapes text for request bodies', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
  });
});
