import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ClientCandidate,
  foldName,
  matchingPhoneDigits,
  matchPetByName,
  matchReturningClient,
  type PetCandidate,
} from './returning-client';

const client = (over: Partial<ClientCandidate> & { id: string }): ClientCandidate => ({
  email: null,
  phoneDigits: null,
  isArchived: false,
  createdAt: 0,
  ...over,
});
const pet = (over: Partial<PetCandidate> & { id: string; name: string }): PetCandidate => ({
  isDeceased: false,
  createdAt: 0,
  ...over,
});

describe('matchReturningClient', () => {
  const ana = client({ id: 'ana', email: 'ana@example.com', phoneDigits: '99123456', createdAt: 1 });
  const beto = client({ id: 'beto', email: 'beto@example.com', phoneDigits: '600123456', createdAt: 2 });

  it('finds the client by e-mail in any case', () => {
    expect(matchReturningClient({ email: 'ANA@Example.com', phone: null }, [beto, ana])).toBe('ana');
  });

  it('finds the client by the same phone written differently', () => {
    expect(matchReturningClient({ email: 'otra@example.com', phone: '+598 99 123 456' }, [beto, ana])).toBe(
      'ana',
    );
    expect(matchReturningClient({ email: null, phone: '099-123-456' }, [ana])).toBe('ana');
  });

  it('prefers the e-mail over the phone when they name different clients', () => {
    expect(matchReturningClient({ email: 'beto@example.com', phone: '099 123 456' }, [ana, beto])).toBe(
      'beto',
    );
  });

  it('takes the oldest active client sharing the phone, never an archived one', () => {
    const older = client({ id: 'z-older', phoneDigits: '99123456', createdAt: 0 });
    const archived = client({ id: 'a-archived', phoneDigits: '99123456', createdAt: -1, isArchived: true });
    expect(matchReturningClient({ email: null, phone: '99123456' }, [ana, archived, older])).toBe('z-older');
  });

  it('recognises an archived client by e-mail (e-mails are unique per space)', () => {
    const archived = client({ id: 'gone', email: 'gone@example.com', isArchived: true });
    expect(matchReturningClient({ email: 'gone@example.com', phone: null }, [archived])).toBe('gone');
  });

  it('never matches on a phone too short to recognise anyone', () => {
    const short = client({ id: 'short', phoneDigits: '12345' });
    expect(matchingPhoneDigits('12345')).toBeNull();
    expect(matchReturningClient({ email: null, phone: '12345' }, [short])).toBeNull();
  });

  it('is a new client when nothing matches', () => {
    expect(matchReturningClient({ email: 'new@example.com', phone: '600 999 888' }, [ana, beto])).toBeNull();
  });

  it('agrees with a brute-force reading of the rule for any candidates', () => {
    const candidate = fc.record({
      id: fc.uuid(),
      email: fc.option(fc.constantFrom('a@x.es', 'b@x.es', 'C@x.es'), { nil: null }),
      phoneDigits: fc.option(fc.constantFrom('99123456', '600123456', '12345'), { nil: null }),
      isArchived: fc.boolean(),
      createdAt: fc.integer({ min: 0, max: 5 }),
    });
    const contact = fc.record({
      email: fc.option(fc.constantFrom('a@x.es', 'c@X.ES', 'z@x.es'), { nil: null }),
      phone: fc.option(fc.constantFrom('+598 99 123 456', '600 123 456', '12345', '700 000 000'), {
        nil: null,
      }),
    });
    fc.assert(
      fc.property(contact, fc.uniqueArray(candidate, { selector: (c) => c.id, maxLength: 8 }), (who, all) => {
        const found = matchReturningClient(who, all);
        const email = who.email?.toLowerCase();
        const sameEmail = all.filter((c) => email && c.email?.toLowerCase() === email);
        if (sameEmail.length > 0) {
          expect(sameEmail.map((c) => c.id)).toContain(found);
          return;
        }
        const digits = matchingPhoneDigits(who.phone);
        const samePhone = all.filter((c) => digits && !c.isArchived && c.phoneDigits === digits);
        if (samePhone.length === 0) {
          expect(found).toBeNull();
          return;
        }
        const oldest = Math.min(...samePhone.map((c) => c.createdAt));
        const firstIds = samePhone
          .filter((c) => c.createdAt === oldest)
          .map((c) => c.id)
          .sort();
        expect(found).toBe(firstIds[0]);
      }),
    );
  });
});

describe('matchPetByName', () => {
  it('matches regardless of case and accents', () => {
    const pets = [pet({ id: 'n', name: 'Ñata' }), pet({ id: 'l', name: 'Luna' })];
    expect(matchPetByName('nata', pets)).toBe('n');
    expect(matchPetByName('  LÚNA ', pets)).toBe('l');
  });

  it('never books a pet that died: a new pet of the same name is another animal', () => {
    expect(matchPetByName('Luna', [pet({ id: 'old', name: 'Luna', isDeceased: true })])).toBeNull();
  });

  it('takes the oldest living pet of that name', () => {
    const pets = [pet({ id: 'b', name: 'luna', createdAt: 2 }), pet({ id: 'a', name: 'Luna', createdAt: 1 })];
    expect(matchPetByName('Luna', pets)).toBe('a');
  });

  it('is a new pet when no name folds the same', () => {
    expect(matchPetByName('Lunita', [pet({ id: 'l', name: 'Luna' })])).toBeNull();
  });

  it('folds a name whatever its case or accents', () => {
    const letter = fc.constantFrom(...'aeiounlmrstAEIOUNáéíóúüñÁÉÍÓÚÜÑ '.split(''));
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 12 }), (letters) => {
        // Stored names are trimmed (the pet schema trims them).
        const name = letters.join('').trim();
        expect(foldName(name.toUpperCase())).toBe(foldName(name));
        expect(foldName(name)).toMatch(/^[a-z ]*$/);
        expect(matchPetByName(name.toUpperCase(), [pet({ id: 'p', name })])).toBe('p');
      }),
    );
  });
});
