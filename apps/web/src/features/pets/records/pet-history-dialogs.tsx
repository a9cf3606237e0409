import { AfterSigningDialog } from './after-signing-dialog';
import { AddendumDialog, SignRecordDialog } from './record-dialogs';
import { RecordFormDialog } from './record-form-dialog';
import type { HistoryDialogs } from './use-pet-history';

/** The history's dialogs: the entry form, signing, an addendum, and what to do after signing. */
export function PetHistoryDialogs({
  spaceId,
  petId,
  ownerId,
  today,
  alerts,
  dialogs,
}: {
  spaceId: string;
  petId: string;
  ownerId: string;
  today: string;
  alerts: readonly string[];
  dialogs: HistoryDialogs;
}) {
  return (
    <>
      <RecordFormDialog
        spaceId={spaceId}
        petId={petId}
        target={dialogs.formTarget}
        today={today}
        alerts={alerts}
        onClose={() => dialogs.setFormTarget(null)}
      />
      <SignRecordDialog
        spaceId={spaceId}
        petId={petId}
        record={dialogs.signing}
        alerts={alerts}
        onClose={() => dialogs.setSigning(null)}
        onSigned={(signed) => {
          dialogs.setSigning(null);
          // Something to do next: complete the appointment it came from, or book its control.
          const nextControl = (signed.content as { nextControlOn?: string | null }).nextControlOn;
          if (signed.kind === 'CONSULTATION' && (signed.bookingId || nextControl))
            dialogs.setAfterSigning(signed);
        }}
      />
      <AddendumDialog
        spaceId={spaceId}
        petId={petId}
        record={dialogs.addendumFor}
        onClose={() => dialogs.setAddendumFor(null)}
      />
      <AfterSigningDialog
        spaceId={spaceId}
        clientId={ownerId}
        record={dialogs.afterSigning}
        onClose={() => dialogs.setAfterSigning(null)}
      />
    </>
  );
}
