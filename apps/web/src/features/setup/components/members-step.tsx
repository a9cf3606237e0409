import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Plus, Send, Users } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
import { MemberInviteRow } from './member-invite-row';
import { StepCard } from './step-card';

interface MembersStepProps {
  /** The first space; missing only if the status lost it, which the step reports. */
  spaceId: string | undefined;
}

/** Step 2 'Miembros': invite the team by e-mail with a role, or carry on without invitations. */
export function MembersStep({ spaceId }: MembersStepProps) {
  const queryClient = useQueryClient();
  const sendInvitations = useSendInvitations();
  const skipInvitations = useSkipInvitations();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<MembersFormValues>({
    resolver: zodResolver(MembersFormSchema),
    // Checked on submit, then as the user corrects: a message appearing on blur would shift the
    // 'Agregar otro miembro' button away from under the pointer that is about to click it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { invitations: [{ ...EMPTY_INVITATION_ROW }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'invitations' });
  const rows = watch('invitations');
  const hasErrors = Boolean(errors.invitations);
  const isBusy = sendInvitations.isPending || skipInvitations.isPending;

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

  return (
    <StepCard
      icon={Users}
      title="Invita a tu equipo"
      description="Envía invitaciones por email a los profesionales que trabajarán contigo. Puedes hacerlo más tarde."
    >
      <form noValidate className="space-y-5" onSubmit={send}>
        {errorMessage && (
          <Alert
            kind="error"
            title="No se pudieron enviar las invitaciones"
            onClose={() => setErrorMessage(null)}
          >
            {errorMessage}
          </Alert>
        )}
        <ul className="space-y-4">
          {fields.map((field, index) => (
            <MemberInviteRow
              key={field.id}
              index={index}
              role={rows[index]?.role ?? 'MEMBER'}
              emailError={errors.invitations?.[index]?.email?.message}
              isRemovable={fields.length > 1}
              isDisabled={isBusy}
              register={register}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          disabled={isBusy}
          onClick={() => append({ ...EMPTY_INVITATION_ROW })}
          icon={<Plus className="size-4" aria-hidden />}
        >
          Agregar otro miembro
        </Button>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => void skip()}
            isLoading={skipInvitations.isPending}
            disabled={sendInvitations.isPending}
          >
            Continuar sin invitaciones
            <ArrowRight className="size-4" aria-hidden />
          </Button>
          <Button
            type="submit"
            size="lg"
            isLoading={sendInvitations.isPending}
            disabled={hasErrors || skipInvitations.isPending}
            icon={<Send className="size-4" aria-hidden />}
          >
            Enviar invitaciones
          </Button>
        </div>
      </form>
    </StepCard>
  );
}
