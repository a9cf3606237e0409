import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAnswerOwnershipOffer,
  canChangeMemberRole,
  canDeleteSpace,
  canOfferOwnership,
  canRemoveMember,
  DeleteSpaceSchema,
  effectiveRoleOf,
  isPurgeDue,
  isRestorable,
  isSpaceNameConfirmed,
  restorableUntil,
} from './space-ownership';

const ids = ['a', 'b', 'c', 'd'];
const userId = fc.constantFrom(...ids);
const ownerId = fc.option(userId, { nil: null });
const role = fc.constantFrom('ADMIN' as const, 'MEMBER' as const);
const member = fc.record({ userId, role });
const DAY = 86_400_000;

describe('space ownership', () => {
  it('shows OWNER only for the owner’s ADMIN membership (oracle: the table)', () => {
    fc.assert(
      fc.property(member, ownerId, (target, owner) => {
        const expected = target.role === 'ADMIN' && target.userId === owner ? 'OWNER' : target.role;
        expect(effectiveRoleOf(target, owner)).toBe(expected);
      }),
    );
  });

  it('never lets anyone change the role of, or remove, the owner', () => {
    fc.assert(
      fc.property(userId, ownerId, (target, owner) => {
        const isOwner = owner !== null && target === owner;
        expect(canChangeMemberRole(target, owner)).toBe(!isOwner);
        expect(canRemoveMember(target, owner)).toBe(!isOwner);
      }),
    );
  });

  it('lets only the owner delete the space, and nobody when it has no owner', () => {
    fc.assert(
      fc.property(userId, ownerId, (actor, owner) => {
        expect(canDeleteSpace(actor, owner)).toBe(owner !== null && actor === owner);
      }),
    );
    expect(canDeleteSpace('a', null)).toBe(false);
  });

  it('offers the space only from its owner to another ADMIN', () => {
    fc.assert(
      fc.property(userId, ownerId, fc.option(member, { nil: null }), (actor, owner, target) => {
        const expected =
          actor === owner && target !== null && target.role === 'ADMIN' && target.userId !== actor;
        expect(canOfferOwnership(actor, owner, target)).toBe(expected);
      }),
    );
  });

  it('lets only the offered ADMIN answer the offer', () => {
    fc.assert(
      fc.property(fc.option(member, { nil: null }), ownerId, (actor, pending) => {
        const expected = actor !== null && actor.role === 'ADMIN' && actor.userId === pending;
        expect(canAnswerOwnershipOffer(actor, pending)).toBe(expected);
      }),
    );
  });
});

describe('typed name', () => {
  it('ignores case, surrounding and repeated spaces, but not a letter', () => {
    expect(isSpaceNameConfirmed('  clínica   del  sol ', 'Clínica del Sol')).toBe(true);
    expect(isSpaceNameConfirmed('Clinica del Sol', 'Clínica del Sol')).toBe(false);
    expect(isSpaceNameConfirmed('Clínica del So', 'Clínica del Sol')).toBe(false);
    expect(isSpaceNameConfirmed('   ', '   ')).toBe(false);
  });

  it('accepts composed and decomposed accents alike', () => {
    expect(isSpaceNameConfirmed('Clínica'.normalize('NFD'), 'Clínica')).toBe(true);
  });

  it('confirms every name with itself, in any case', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
        (name) => {
          expect(isSpaceNameConfirmed(name.toUpperCase(), name.toUpperCase())).toBe(true);
          expect(isSpaceNameConfirmed(` ${name} `, name)).toBe(true);
        },
      ),
    );
  });

  it('asks for both fields in Spanish', () => {
    const result = DeleteSpaceSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Escribe tu contraseña actual',
      'Escribe el nombre de la clínica para confirmar',
    ]);
  });
});

describe('retention', () => {
  it('restores strictly before the end of the period and purges from then on (oracle: milliseconds)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: 1, max: 3650 }),
        fc.integer({ min: -10 * DAY, max: 4000 * DAY }),
        (deletedMs, days, elapsed) => {
          const deletedAt = new Date(deletedMs);
          const now = new Date(deletedMs + elapsed);
          const isWithin = elapsed < days * DAY;
          expect(restorableUntil(deletedAt, days).getTime()).toBe(deletedMs + days * DAY);
          expect(isRestorable(deletedAt, days, now)).toBe(isWithin);
          expect(isPurgeDue({ deletedAt, purgedAt: null }, days, now)).toBe(!isWithin);
          expect(isPurgeDue({ deletedAt, purgedAt: now }, days, now)).toBe(false);
          expect(isPurgeDue({ deletedAt: null, purgedAt: null }, days, now)).toBe(false);
        },
      ),
    );
  });
});
