import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { PartialInvitationsError, useSendInvitations } from '../api/send-invitations';
import { refreshSetupStatus } from '../api/setup-status-key';
import { useSkipInvitations } from '../api/skip-invitations';
import {
  EMPTY_INVITATION_ROW,
  invitationsToSend,
  MembersFormSchema,
  type MembersFormValues,
} from '../members-form-schema';
import { invitationsErrorMessage, SETUP_MESSAGES } from '../setup-error-messages';

/**
 * The team's invitations: the rows, 'send' (a partial failure keeps only the rows still to send) and
 * 'skip', both of which move the setup on once done.
 */
export function useMembersStep(spaceId: string | undefined) {
  const queryClient = useQueryClient();
  const sendInvitations = useSendInvitations();
  const skipInvitations = useSkipInvitations();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const form = useForm<MembersFormValues>({
    resolver: zodResolver(MembersFormSchema),
    // Checked on submit, then as the user corrects: a message appearing on blur would shift the
    // 'Agregar otro miembro' button away from under the pointer that is about to click it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { invitations: [{ ...EMPTY_INVITATION_ROW }] },
  });
  const { handleSubmit } = form;
  const rowsArray = useFieldArray({ control: form.control, name: 'invitations' });
  const { remove } = rowsArray;

  const skip = async () => {
    setErrorMessage(null);
    if (!spaceId) {
      setErrorMessage(SETUP_MESSAGES.noSpaces);
      return;
    }
    try {
      await skipInvitations.mutateAsync(spaceId);
      await refreshSetupStatus(queryClient);
    } catch (error) {
      setErrorMessage(invitationsErrorMessage(error));
    }
  };

  const send = handleSubmit(async (values) => {
    setErrorMessage(null);
    if (!spaceId) {
      setErrorMessage(SETUP_MESSAGES.noSpaces);
      return;
    }
    const invitations = invitationsToSend(MembersFormSchema.parse(values));
    // No address at all: the step is done without sending anything.
    if (invitations.length === 0) return skip();
    try {
      const sentEmails = await sendInvitations.mutateAsync({ spaceId, invitations });
      notify.success(
        sentEmails.length === 1
          ? `Invitación enviada a ${sentEmails[0]}`
          : `${sentEmails.length} invitaciones enviadas`,
      );
      await refreshSetupStatus(queryClient);
    } catch (error) {
      if (!(error instanceof PartialInvitationsError)) {
        setErrorMessage(invitationsErrorMessage(error));
        return;
      }
      // Rows already sent leave the form, so a retry only sends the rest.
      const sentIndexes = values.invitations
        .map((row, index) => (error.sentEmails.includes(row.email.trim().toLowerCase()) ? index : -1))
        .filter((index) => index >= 0);
      if (sentIndexes.length > 0) remove(sentIndexes);
      setErrorMessage(invitationsErrorMessage(error.failure));
    }
  });

  return { form, rowsArray, errorMessage, setErrorMessage, sendInvitations, skipInvitations, skip, send };
}
