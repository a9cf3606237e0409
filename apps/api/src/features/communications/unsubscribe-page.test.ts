import { spaces } from '@citavet/db/schema/spaces';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { createTestContext, type TestContext, testUnsubscribeLinks } from '../../test/test-app';

// The page behind a reminder's unsubscribe link speaks for the clinic that sent the reminder: its
// logo (or its name), its colour and its name in the title, as its e-mails do.

let context: TestContext;
let cast: Cast;
let clientId: string;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-04-01T09:00:00.000Z' });
  cast = await createCast(context);
  const created = await sender(context)('POST', `/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: 'Elsa Baja',
    email: 'elsa.baja@example.com',
    reminderConsent: true,
  });
  expect(created.statusCode).toBe(201);
  clientId = created.json().data.client.id;
});

afterAll(async () => {
  await context.close();
});

const pathOf = () => `/api/public/unsubscribe/${testUnsubscribeLinks().tokens.sign(clientId, cast.spaceId)}`;

async function brand(values: { name: string; color: string | null; logoKey: string | null }) {
  await context.database.db.update(spaces).set(values).where(eq(spaces.id, cast.spaceId));
}

describe('the unsubscribe page wears the clinic’s brand', () => {
  it('shows the logo named by the clinic, its colour as the accent, and its name in the title', async () => {
    const logoKey = `spaces/${cast.spaceId}/logo-0123456789abcdef0123456789abcdef.webp`;
    await brand({ name: 'Clínica <Sol>', color: '#B91C1C', logoKey });
    const page = await context.app.inject({ method: 'GET', url: pathOf() });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Recordatorios · Clínica &lt;Sol&gt;</title>');
    expect(page.body).toMatch(
      new RegExp(
        `<header><img src="/api/files/${logoKey}" alt="Clínica &lt;Sol&gt;" height="48" /></header>`,
      ),
    );
    expect(page.body).toContain('border-top:6px solid #B91C1C');
    expect(page.body).toContain('Recibes recordatorios de Clínica &lt;Sol&gt;');

    const done = await context.app.inject({ method: 'POST', url: pathOf(), headers: form, payload: '' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(
      '<title>Te has dado de baja de los recordatorios · Clínica &lt;Sol&gt;</title>',
    );
    expect(done.body).toContain('<header><img src=');
    const asked = await context.app.inject({
      method: 'POST',
      url: `${pathOf()}/resubscribe`,
      headers: form,
      payload: '',
    });
    expect(asked.body).toContain('border-top:6px solid #B91C1C');
    expect(asked.body).toContain('<header><img src=');
  });

  it('names the clinic in words without a logo, and keeps the default accent for a colour it cannot use', async () => {
    await brand({ name: 'Veterinaria Norte', color: 'red;}body{display:none', logoKey: null });
    const page = await context.app.inject({ method: 'GET', url: pathOf() });
    expect(page.body).toContain('<header><p>Veterinaria Norte</p></header>');
    expect(page.body).toContain('border-top:6px solid #0F766E');
    expect(page.body).not.toContain('display:none');
  });
});

describe('a link that names nothing', () => {
  it('is a 404 page for a browser and the documented JSON failure for any other client', async () => {
    const foreign = testUnsubscribeLinks().tokens.sign(clientId, cast.otherSpaceId);
    const paths = [
      { method: 'GET' as const, url: `/api/public/unsubscribe/${foreign}` },
      { method: 'POST' as const, url: `/api/public/unsubscribe/${foreign}` },
      { method: 'POST' as const, url: `/api/public/unsubscribe/${foreign}/resubscribe` },
      {
        method: 'GET' as const,
        url: `/api/public/resubscribe/${clientId}.0.${'A'.repeat(32)}`,
      },
    ];
    for (const { method, url } of paths) {
      const api = await context.app.inject({ method, url, headers: { accept: 'application/json' } });
      expect(api.statusCode, url).toBe(404);
      expect(api.headers['content-type'], url).toContain('application/json');
      expect(api.json(), url).toEqual({ success: false, message: 'Enlace no válido', code: 'NOT_FOUND' });
      const browser = await context.app.inject({
        method,
        url,
        headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...form },
        ...(method === 'POST' ? { payload: '' } : {}),
      });
      expect(browser.statusCode, url).toBe(404);
      expect(browser.headers['content-type'], url).toContain('text/html');
      expect(browser.body, url).toContain('Enlace no válido');
    }
  });
});
