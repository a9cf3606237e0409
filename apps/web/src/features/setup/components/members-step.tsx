import { ArrowRight, Plus, Send, Users } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EMPTY_INVITATION_ROW } from '../members-form-schema';
import { MemberInviteRow } from './member-invite-row';
import { StepCard } from './step-card';
import { useMembersStep } from './use-members-step';

interface MembersStepProps {
  /** The first space; missing only if the status lost it, which the step reports. */
  spaceId: string | undefined;
}

/** Step 2 'Miembros': invite the team by e-mail with a role, or carry on without invitations. */
export function MembersStep({ spaceId }: MembersStepProps) {
  const { form, rowsArray, errorMessage, setErrorMessage, sendInvitations, skipInvitations, skip, send } =
    useMembersStep(spaceId);
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const { fields, append, remove } = rowsArray;
  const rows = watch('invitations');
  const hasErrors = Boolean(errors.invitations);
  const isBusy = sendInvitations.isPending || skipInvitations.isPending;

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
