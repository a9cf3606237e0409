import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../public/search-text';
import { allergyConflictText, DRUG_CLASSES, drugClassesOf, findAllergyConflicts } from './drug-allergy';

describe('findAllergyConflicts', () => {
  it('warns of amoxicilina for a dog allergic to penicillin', () => {
    const conflicts = findAllergyConflicts([{ drug: 'Amoxicilina 250 mg' }], ['Alergia a la penicilina']);
    expect(conflicts).toEqual([
      {
        itemIndex: 0,
        drug: 'Amoxicilina 250 mg',
        drugClass: 'penicilinas',
        alert: 'Alergia a la penicilina',
      },
    ]);
    const [first] = conflicts;
    if (!first) throw new Error('no conflict');
    expect(allergyConflictText(first)).toBe(
      'Amoxicilina 250 mg (penicilinas) — alerta «Alergia a la penicilina»',
    );
  });

  it('reads accents, case and combinations', () => {
    expect(
      findAllergyConflicts([{ drug: 'AMOXICILINA/ÁCIDO CLAVULÁNICO' }], ['alergia PENICILINAS']),
    ).toHaveLength(1);
    expect(findAllergyConflicts([{ drug: 'Meloxicam 1,5 mg/ml' }], ['Intolerancia a AINEs'])).toHaveLength(1);
    expect(findAllergyConflicts([{ drug: 'Cefalexina' }], ['Alergia a betalactámicos'])).toHaveLength(1);
    expect(findAllergyConflicts([{ drug: 'Trimetoprim-sulfa' }], ['Reacción a sulfonamidas'])).toHaveLength(
      1,
    );
  });

  it('warns of another drug of the class the alert names by a drug', () => {
    const [conflict] = findAllergyConflicts([{ drug: 'Ampicilina' }], ['Alergia a amoxicilina']);
    expect(conflict?.drugClass).toBe('penicilinas');
  });

  it('warns when the alert names a drug outside every class', () => {
    expect(findAllergyConflicts([{ drug: 'Metronidazol 250 mg' }], ['Alergia: metronidazol'])).toEqual([
      { itemIndex: 0, drug: 'Metronidazol 250 mg', drugClass: null, alert: 'Alergia: metronidazol' },
    ]);
  });

  it('stays quiet for unrelated alerts and drugs', () => {
    expect(findAllergyConflicts([{ drug: 'Amoxicilina' }], ['Muerde', 'Condición crónica'])).toEqual([]);
    expect(findAllergyConflicts([{ drug: 'Meloxicam' }], ['Alergia a la penicilina'])).toEqual([]);
    // 'sulfato' is not a sulfonamide, nor 'aine' inside another word a class.
    expect(findAllergyConflicts([{ drug: 'Sulfato de gentamicina' }], ['Alergia a sulfonamidas'])).toEqual(
      [],
    );
    expect(findAllergyConflicts([{ drug: 'Meloxicam' }], ['Entrenainerte'])).toEqual([]);
  });

  it('reports each drug once per alert, in the prescription order', () => {
    const conflicts = findAllergyConflicts(
      [{ drug: 'Meloxicam' }, { drug: 'Amoxicilina' }, { drug: 'Cefalexina' }],
      ['Alergia a betalactámicos', 'Alergia a la amoxicilina'],
    );
    expect(conflicts.map((conflict) => [conflict.itemIndex, conflict.alert])).toEqual([
      [1, 'Alergia a betalactámicos'],
      [1, 'Alergia a la amoxicilina'],
      [2, 'Alergia a betalactámicos'],
    ]);
  });

  const memberOf = fc
    .constantFrom(...DRUG_CLASSES)
    .chain((drugClass) => fc.tuple(fc.constant(drugClass), fc.constantFrom(...drugClass.drugs)));
  const filler = fc.stringMatching(/^[ a-z0-9,.]{0,12}$/);

  it('every drug of every class matches an alert naming its class, whatever surrounds them', () => {
    fc.assert(
      fc.property(memberOf, filler, filler, fc.nat(), ([drugClass, drug], before, after, pick) => {
        const word = drugClass.alertWords[pick % drugClass.alertWords.length] ?? '';
        const conflicts = findAllergyConflicts(
          [{ drug: `${drug.toUpperCase()} ${after}` }],
          [`Alergia ${before} ${word}${after}`],
        );
        expect(conflicts).toHaveLength(1);
        expect(drugClassesOf(drug)).toContainEqual(drugClass);
      }),
    );
  });

  it('agrees with a brute-force oracle: a conflict exactly when the alert holds a class word or a drug of the class', () => {
    const vocabulary = [
      ...new Set(DRUG_CLASSES.flatMap((drugClass) => [...drugClass.drugs, ...drugClass.alertWords])),
    ];
    const alertText = fc
      .array(fc.oneof(fc.constantFrom(...vocabulary, 'muerde', 'alergia', 'a la', 'sulfato'), filler), {
        maxLength: 4,
      })
      .map((parts) => parts.join(' '));
    fc.assert(
      fc.property(memberOf, alertText, ([, drug], alert) => {
        const folded = foldSearchText(alert);
        const words = (prefix: string) =>
          new RegExp(`(^|[^a-z0-9])${prefix.replace(/[-]/g, '\\-')}`).test(folded);
        const expected = drugClassesOf(drug).some(
          (drugClass) => drugClass.alertWords.some(words) || drugClass.drugs.some(words),
        );
        const ownName = drug.split(/[^a-z]+/).find((part) => part.length >= 4);
        const expectedByName = ownName ? words(ownName) : false;
        expect(findAllergyConflicts([{ drug }], [alert]).length > 0).toBe(expected || expectedByName);
      }),
    );
  });
});
