import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMPORT_FILLABLE_FIELDS,
  type ImportContact,
  type ImportExistingClient,
  type ImportOutcome,
  type ImportRowValues,
  planClientImport,
} from './client-import-plan';
import { isSamePhone } from './phone-number';

type OracleClient = { id: string | null; name: string } & ImportContact;

/**
 * The brute-force oracle: the rows imported one at a time, as the import did with a transaction
 * per row. Each row scans every client: e-mail first, else the oldest with the same phone or
 * document; a match gains its blank fields; no match appends a new client.
 */
function oracle(existing: ImportExistingClient[], rows: ImportRowValues[]) {
  const clients: OracleClient[] = existing.map((client) => ({ ...client, name: '' }));
  const outcomes: ImportOutcome[] = [];
  const sameDocument = (a: string | null, b: string | null) => {
    const key = (text: string | null) => (text ?? '').toLowerCase().replace(/[^0-9a-z]/g, '');
    return key(a) !== '' && key(a) === key(b);
  };
  for (const row of rows) {
    const match =
      clients.find((client) => row.email && client.email?.toLowerCase() === row.email.toLowerCase()) ??
      clients.find(
        (client) => isSamePhone(client.phone, row.phone) || sameDocument(client.documentId, row.documentId),
      );
    if (!match) {
      clients.push({ ...row, id: null });
      outcomes.push('created');
      continue;
    }
    let isChanged = false;
    for (const field of IMPORT_FILLABLE_FIELDS) {
      if (row[field] && !match[field]) {
        match[field] = row[field];
        isChanged = true;
      }
    }
    outcomes.push(isChanged ? 'updated' : 'unchanged');
  }
  return { clients, outcomes };
}

/** The clients after the plan is written: existing ones with their fills, then the new ones. */
function applyPlan(existing: ImportExistingClient[], rows: ImportRowValues[]) {
  const plan = planClientImport(existing, rows);
  const clients: OracleClient[] = existing.map((client) => {
    const update = plan.updates.find((candidate) => candidate.id === client.id);
    return { ...client, name: '', ...update?.fields };
  });
  for (const insert of plan.inserts) clients.push({ ...insert, id: null });
  return { clients, outcomes: plan.outcomes, plan };
}

// Few distinct values, so rows collide with clients and with each other often.
const maybe = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: null });
const contact = fc.record({
  email: maybe(['ana@x.es', 'ANA@x.es', 'luis@x.es', 'eva@x.es']),
  phone: maybe(['+34 600 111 222', '600111222', '0034 600-111-222', '099 123 456', '+598 99 123 456', '611']),
  whatsapp: maybe(['600 000 000', '611 111 111']),
  documentId: maybe(['12.345.678-9', '123456789', 'X-1', 'x1', 'Y2']),
  address: maybe(['Calle 1', 'Calle 2']),
  notes: maybe(['nota', 'otra']),
});
const row = fc
  .record({ name: fc.constantFrom('Ana', 'Luis', 'Eva') })
  .chain((named) => contact.map((fields) => ({ ...named, ...fields })));

/** Existing clients as a space can hold them: e-mails unique whatever the case. */
const existingClients = fc.array(contact, { maxLength: 6 }).map((contacts) => {
  const seen = new Set<string>();
  return contacts.map((fields, index) => {
    const email = fields.email && !seen.has(fields.email.toLowerCase()) ? fields.email : null;
    if (email) seen.add(email.toLowerCase());
    return { ...fields, email, id: `client-${index}` };
  });
});

describe('planClientImport', () => {
  it('gives every row the outcome and leaves the clients as a row-by-row import would', () => {
    fc.assert(
      fc.property(existingClients, fc.array(row, { maxLength: 12 }), (existing, rows) => {
        const expected = oracle(existing, rows);
        const actual = applyPlan(existing, rows);
        expect(actual.outcomes).toEqual(expected.outcomes);
        expect(actual.clients).toEqual(expected.clients);
      }),
      { numRuns: 500 },
    );
  });

  it('writes each client once, and only the fields that were blank', () => {
    fc.assert(
      fc.property(existingClients, fc.array(row, { maxLength: 12 }), (existing, rows) => {
        const { plan } = applyPlan(existing, rows);
        expect(new Set(plan.updates.map((update) => update.id)).size).toBe(plan.updates.length);
        for (const update of plan.updates) {
          const client = existing.find((candidate) => candidate.id === update.id);
          for (const field of Object.keys(update.fields) as (keyof ImportContact)[]) {
            expect(client?.[field]).toBeNull();
          }
        }
      }),
    );
  });

  it('matches by e-mail before an older client with the same phone, and a file twice changes nothing', () => {
    const existing: ImportExistingClient[] = [
      {
        id: 'old',
        email: null,
        phone: '600111222',
        whatsapp: null,
        documentId: null,
        address: null,
        notes: null,
      },
      {
        id: 'ana',
        email: 'ana@x.es',
        phone: null,
        whatsapp: null,
        documentId: null,
        address: null,
        notes: null,
      },
    ];
    const rows: ImportRowValues[] = [
      {
        name: 'Ana',
        email: 'ANA@x.es',
        phone: '+34 600 111 222',
        whatsapp: null,
        documentId: null,
        address: null,
        notes: null,
      },
      {
        name: 'Eva',
        email: null,
        phone: null,
        whatsapp: null,
        documentId: 'X-1',
        address: 'Calle 1',
        notes: null,
      },
      {
        name: 'Eva',
        email: null,
        phone: null,
        whatsapp: null,
        documentId: 'x1',
        address: null,
        notes: 'nota',
      },
    ];
    const plan = planClientImport(existing, rows);
    expect(plan.outcomes).toEqual(['updated', 'created', 'updated']);
    expect(plan.updates).toEqual([{ id: 'ana', fields: { phone: '+34 600 111 222' } }]);
    expect(plan.inserts).toEqual([{ ...rows[1], notes: 'nota' }]);
    const afterFirstRun: ImportExistingClient[] = [
      { ...(existing[0] as ImportExistingClient) },
      { ...(existing[1] as ImportExistingClient), phone: '+34 600 111 222' },
      { ...(plan.inserts[0] as ImportRowValues), id: 'eva' },
    ];
    expect(planClientImport(afterFirstRun, rows).outcomes).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });
});
