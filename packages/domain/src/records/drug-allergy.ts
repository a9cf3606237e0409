// A prescription checked against the pet's alerts: a drug of a class the pet is allergic to (or a
// drug an alert names) is a possible allergy. The vet is warned in the form and at signing; signing
// anyway needs a confirmation, kept on the signed entry (docs/decisions/075-patient-safety-and-records.md).
//
// The map below is the one place drug classes live. Add a class, a drug or a word an alert may use,
// and the form, the API and the PDF all follow. Names are written folded (lower case, no accents);
// a drug or class word matches at the start of a word, so 'amoxicilina/clavulánico' and
// 'Alergia a las penicilinas' both match.

import { foldSearchText } from '../public/search-text';

export type DrugClass = {
  /** Shown to the vet: 'penicilinas'. */
  label: string;
  /** Drug names (folded word prefixes) that belong to the class. */
  drugs: readonly string[];
  /** Words (folded prefixes) with which an alert names the whole class. */
  alertWords: readonly string[];
};

export const DRUG_CLASSES: readonly DrugClass[] = [
  {
    label: 'penicilinas',
    drugs: [
      'penicilina',
      'bencilpenicilina',
      'amoxicilina',
      'ampicilina',
      'cloxacilina',
      'dicloxacilina',
      'oxacilina',
      'piperacilina',
      'ticarcilina',
    ],
    alertWords: ['penicilin', 'betalactam', 'beta-lactam', 'beta lactam'],
  },
  {
    label: 'cefalosporinas',
    drugs: [
      'cefalexina',
      'cefazolina',
      'cefadroxilo',
      'cefovecina',
      'ceftiofur',
      'cefpodoxima',
      'ceftriaxona',
      'cefuroxima',
      'cefquinoma',
      'cefoxitina',
      'cefotaxima',
    ],
    alertWords: ['cefalospor', 'betalactam', 'beta-lactam', 'beta lactam'],
  },
  {
    label: 'antiinflamatorios no esteroideos (AINE)',
    drugs: [
      'meloxicam',
      'carprofeno',
      'firocoxib',
      'robenacoxib',
      'cimicoxib',
      'deracoxib',
      'mavacoxib',
      'ketoprofeno',
      'acido tolfenamico',
      'tolfenamico',
      'flunixin',
      'fenilbutazona',
      'acido acetilsalicilico',
      'aspirina',
      'ibuprofeno',
      'diclofenaco',
      'naproxeno',
    ],
    alertWords: ['aine', 'aines', 'antiinflamatorios no esteroid', 'antiinflamatorio no esteroid', 'nsaid'],
  },
  {
    label: 'sulfonamidas',
    drugs: [
      'sulfametoxazol',
      'sulfadiazina',
      'sulfadimetoxina',
      'sulfaguanidina',
      'sulfasalazina',
      'sulfadoxina',
      'sulfaquinoxalina',
      'trimetoprim-sulfa',
      'trimetoprim sulfa',
      'cotrimoxazol',
    ],
    alertWords: ['sulfonamid', 'sulfamid', 'sulfas'],
  },
  {
    label: 'fluoroquinolonas',
    drugs: [
      'enrofloxacino',
      'marbofloxacino',
      'pradofloxacino',
      'ciprofloxacino',
      'orbifloxacino',
      'ofloxacino',
    ],
    alertWords: ['quinolon', 'fluoroquinolon'],
  },
  {
    label: 'tetraciclinas',
    drugs: ['doxiciclina', 'oxitetraciclina', 'tetraciclina', 'minociclina', 'clortetraciclina'],
    alertWords: ['tetraciclin'],
  },
  {
    label: 'macrólidos',
    drugs: ['eritromicina', 'azitromicina', 'claritromicina', 'tilosina', 'tulatromicina', 'espiramicina'],
    alertWords: ['macrolid'],
  },
  {
    label: 'aminoglucósidos',
    drugs: ['gentamicina', 'amikacina', 'neomicina', 'tobramicina', 'estreptomicina', 'kanamicina'],
    alertWords: ['aminogluc'],
  },
  {
    label: 'opioides',
    drugs: ['tramadol', 'morfina', 'metadona', 'buprenorfina', 'butorfanol', 'fentanilo', 'hidromorfona'],
    alertWords: ['opioid', 'opiace'],
  },
  {
    label: 'corticoides',
    drugs: [
      'prednisona',
      'prednisolona',
      'dexametasona',
      'metilprednisolona',
      'hidrocortisona',
      'triamcinolona',
    ],
    alertWords: ['corticoid', 'glucocorticoid'],
  },
];

/** One drug of the prescription that an alert warns against. */
export type AllergyConflict = {
  /** Position of the drug in the prescription's items. */
  itemIndex: number;
  drug: string;
  /** The class both share ('penicilinas'), or null when the alert names the drug itself. */
  drugClass: string | null;
  alert: string;
};

function fold(text: string): string {
  return foldSearchText(text).replace(/\s+/g, ' ').trim();
}

/** Does `text` (folded) contain `prefix` (folded) at the start of a word? */
function hasWordStartingWith(text: string, prefix: string): boolean {
  let from = text.indexOf(prefix);
  while (from !== -1) {
    const before = from === 0 ? ' ' : text.charAt(from - 1);
    if (!/[a-z0-9]/.test(before)) return true;
    from = text.indexOf(prefix, from + 1);
  }
  return false;
}

/** The classes a drug's written name belongs to ('Amoxicilina 250 mg' → penicilinas). */
export function drugClassesOf(drug: string): DrugClass[] {
  const folded = fold(drug);
  return DRUG_CLASSES.filter((drugClass) =>
    drugClass.drugs.some((name) => hasWordStartingWith(folded, name)),
  );
}

/** The drug's own name: its first word of at least 4 letters ('Metronidazol 250 mg' → metronidazol). */
function drugName(drug: string): string | null {
  const word = fold(drug)
    .split(/[^a-z]+/)
    .find((part) => part.length >= 4);
  return word ?? null;
}

/**
 * Every (drug, alert) pair where the alert names the drug's class or the drug itself. Alerts that
 * say nothing of drugs ('Muerde') never match. Each drug is reported once per alert.
 */
export function findAllergyConflicts(
  items: readonly { drug: string }[],
  alerts: readonly string[],
): AllergyConflict[] {
  const foldedAlerts = alerts.map((alert) => ({ alert, folded: fold(alert) }));
  const conflicts: AllergyConflict[] = [];
  items.forEach((item, itemIndex) => {
    const classes = drugClassesOf(item.drug);
    const name = drugName(item.drug);
    for (const { alert, folded } of foldedAlerts) {
      const sharedClass = classes.find(
        (drugClass) =>
          drugClass.alertWords.some((word) => hasWordStartingWith(folded, word)) ||
          drugClass.drugs.some((member) => hasWordStartingWith(folded, member)),
      );
      if (sharedClass) {
        conflicts.push({ itemIndex, drug: item.drug, drugClass: sharedClass.label, alert });
      } else if (name && hasWordStartingWith(folded, name)) {
        conflicts.push({ itemIndex, drug: item.drug, drugClass: null, alert });
      }
    }
  });
  return conflicts;
}

/** 'Amoxicilina (penicilinas) — alerta «Alergia a la penicilina»'. */
export function allergyConflictText(conflict: AllergyConflict): string {
  const drug = conflict.drugClass ? `${conflict.drug} (${conflict.drugClass})` : conflict.drug;
  return `${drug} — alerta «${conflict.alert}»`;
}

export const ALLERGY_CONFLICT_MESSAGE =
  'Posible alergia: revisa la receta. Para firmarla igualmente, confirma que conoces la alerta';
