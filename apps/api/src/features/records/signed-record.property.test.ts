import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createRecordsWorld, PDF_BYTES, type RecordsWorld, uploadFiles } from './records.test-support';

// Through the real API: whatever sequence of requests members send after an entry is signed
// (edits of any kind, signing again, attachments, addenda), what the signed entry says never
// changes; addenda only append.

let context: TestContext;
let world: RecordsWorld;

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
});
afterAll(() => context.close());

const bodies = [
  { kind: 'CONSULTATION', content: { reason: 'Cambiado', exam: { weightKg: 99 } } },
  { kind: 'NOTE', content: { text: 'Otra cosa' } },
  { kind: 'VACCINATION', content: { product: 'Rabia', givenOn: '2026-03-01' } },
];

const requestArbitrary = fc.oneof(
  fc.record({
    type: fc.constant('put' as const),
    who: fc.constantFrom('member', 'admin'),
    body: fc.constantFrom(...bodies),
  }),
  fc.record({ type: fc.constant('sign' as const), who: fc.constantFrom('member', 'admin') }),
  fc.record({ type: fc.constant('attach' as const), who: fc.constantFrom('member', 'admin') }),
  fc.record({
    type: fc.constant('addendum' as const),
    who: fc.constantFrom('member', 'admin'),
    text: fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim().length > 0),
  }),
);

const signedPart = (record: Record<string, unknown>) => {
  const { addenda: _addenda, ...rest } = record;
  return rest;
};

describe('a signed entry through the API', () => {
  it('never changes, whatever members send', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(requestArbitrary, { minLength: 1, maxLength: 6 }), async (requests) => {
        const created = await world.send('POST', world.recordsUrl(), world.cast.member, {
          kind: 'CONSULTATION',
          content: { reason: 'Original', exam: { weightKg: 10 } },
        });
        const id = created.json().data.record.id as string;
        const url = `${world.recordsUrl()}/${id}`;
        const signed = (await world.send('POST', `${url}/sign`, world.cast.member)).json().data.record;
        let addenda = 0;
        for (const request of requests) {
          const user = world.cast[request.who as 'member' | 'admin'];
          if (request.type === 'put') await world.send('PUT', url, user, request.body);
          if (request.type === 'sign') await world.send('POST', `${url}/sign`, user);
          if (request.type === 'attach') {
            const response = await uploadFiles(context, `${url}/attachments`, user.token, [
              { bytes: PDF_BYTES, filename: 'x.pdf', type: 'application/pdf' },
            ]);
            expect(response.statusCode).toBe(409);
          }
          if (request.type === 'addendum') {
            const response = await world.send('POST', `${url}/addenda`, user, { text: request.text });
            expect(response.statusCode).toBe(201);
            addenda += 1;
          }
          const now = (await world.send('GET', url, world.cast.admin)).json().data.record;
          expect(signedPart(now)).toEqual(signedPart(signed));
          expect(now.addenda).toHaveLength(addenda);
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
