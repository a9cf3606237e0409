import { phoneDigits } from './phone-number';

// Which client each imported row stands for, and what a batch of rows writes. The import reads the
// file in batches (hundreds of rows per statement instead of a transaction per row); this plan
// gives every row the outcome it would have had if the rows were imported one by one, in order.

/** The contact fields an imported row may fill on a client it matches (never overwriting). */
export const IMPORT_FILLABLE_FIELDS = [
  'email',
  'phone',
  'whatsapp',
  'documentId',
  'address',
  'notes',
] as const;
export type ImportFillableField = (typeof IMPORT_FILLABLE_FIELDS)[number];
export type ImportContact = Record<ImportFillableField, string | null>;

/** A valid row of the file, as the client form's schema left it. */
export type ImportRowValues = { name: string } & ImportContact;
/** A client of the space that some row of the batch may match, oldest first. */
export type ImportExistingClient = { id: string } & ImportContact;

export type ImportOutcome = 'created' | 'updated' | 'unchanged';
export type ImportPlan = {
  /** New clients, each with the blanks later rows of the batch filled in. */
  inserts: ImportRowValues[];
  /** Fields to fill on existing clients (each client once, only fields that were blank). */
  updates: { id: string; fields: Partial<ImportContact> }[];
  /** One per row, in order. */
  outcomes: ImportOutcome[];
};

/** Documents compare without punctuation or case: "12.345.678-9" is "123456789". */
export const documentKeyOf = (text: string) => text.toLowerCase().replace(/[^0-9a-z]/g, '');

/** The keys a row or a client is matched by: e-mail (any case), national phone number, document. */
export function importMatchKeys(contact: Pick<ImportContact, 'email' | 'phone' | 'documentId'>) {
  const documentKey = contact.documentId ? documentKeyOf(contact.documentId) : '';
  return {
    email: contact.email ? contact.email.toLowerCase() : null,
    phoneDigits: phoneDigits(contact.phone),
    documentKey: documentKey === '' ? null : documentKey,
  };
}

type Candidate = {
  contact: ImportContact;
  age: number;
  existingId: string | null;
  insertIndex: number | null;
};

/** Lists of candidates per key, oldest first (existing clients before the batch's new ones). */
class KeyIndex {
  private readonly byKey = new Map<string, Candidate[]>();
  add(key: string | null, candidate: Candidate) {
    if (key === null) return;
    const list = this.byKey.get(key) ?? [];
    if (!list.includes(candidate)) {
      list.push(candidate);
      list.sort((a, b) => a.age - b.age);
    }
    this.byKey.set(key, list);
  }
  oldest(key: string | null): Candidate | undefined {
    return key === null ? undefined : this.byKey.get(key)?.[0];
  }
}

/**
 * The plan of a batch: a row matches the client with its e-mail, else the oldest client with its
 * phone (national number) or its document; a matched client only gains the fields it lacks, and
 * an unmatched row is a new client that later rows can match. `existing` must hold every client of
 * the space that any row's keys match, oldest first.
 */
export function planClientImport(existing: ImportExistingClient[], rows: ImportRowValues[]): ImportPlan {
  const emails = new Map<string, Candidate>();
  const phones = new KeyIndex();
  const documents = new KeyIndex();
  const index = (candidate: Candidate) => {
    const keys = importMatchKeys(candidate.contact);
    if (keys.email !== null && !emails.has(keys.email)) emails.set(keys.email, candidate);
    phones.add(keys.phoneDigits, candidate);
    documents.add(keys.documentKey, candidate);
  };
  for (const [age, { id, ...contact }] of existing.entries()) {
    index({ contact: { ...contact }, age, existingId: id, insertIndex: null });
  }

  const inserts: ImportRowValues[] = [];
  const updated = new Map<string, Partial<ImportContact>>();
  const outcomes: ImportOutcome[] = [];
  for (const row of rows) {
    const keys = importMatchKeys(row);
    const byEmail = keys.email === null ? undefined : emails.get(keys.email);
    const byPhone = phones.oldest(keys.phoneDigits);
    const byDocument = documents.oldest(keys.documentKey);
    const others = [byPhone, byDocument].filter((candidate) => candidate !== undefined);
    const match = byEmail ?? others.sort((a, b) => a.age - b.age)[0];
    if (!match) {
      const values = { ...row };
      inserts.push(values);
      index({
        contact: values,
        age: existing.length + inserts.length,
        existingId: null,
        insertIndex: inserts.length - 1,
      });
      outcomes.push('created');
      continue;
    }
    const filled: Partial<ImportContact> = {};
    for (const field of IMPORT_FILLABLE_FIELDS) {
      const value = row[field];
      if (value && !match.contact[field]) filled[field] = value;
    }
    if (Object.keys(filled).length === 0) {
      outcomes.push('unchanged');
      continue;
    }
    Object.assign(match.contact, filled);
    if (match.insertIndex !== null) {
      const insert = inserts[match.insertIndex];
      if (insert) Object.assign(insert, filled);
    } else if (match.existingId !== null) {
      updated.set(match.existingId, { ...updated.get(match.existingId), ...filled });
    }
    // The client is now found by what it gained, as it would be once written.
    index(match);
    outcomes.push('updated');
  }
  return {
    inserts,
    updates: [...updated].map(([id, fields]) => ({ id, fields })),
    outcomes,
  };
}
