import { type AllergyConflict, allergyConflictText } from '@citavet/domain/records/drug-allergy';
import { Alert } from '@/components/ui/alert';

/** The drugs of a prescription that the pet's alerts warn against, one per line. */
export function AllergyWarning({ conflicts }: { conflicts: readonly AllergyConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <Alert kind="error" title="Posible alergia">
      <ul className="list-disc space-y-0.5 pl-4">
        {conflicts.map((conflict) => (
          <li key={`${conflict.itemIndex}-${conflict.alert}`}>{allergyConflictText(conflict)}</li>
        ))}
      </ul>
    </Alert>
  );
}
