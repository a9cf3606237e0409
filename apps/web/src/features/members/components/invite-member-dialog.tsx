import { CreateInvitationSchema } from '@citavet/domain/invitations/invitation.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useSendInvitation } from '../api/send-invitation';
import { MEMBERS_MESSAGES, SPACE_ROLE_HINTS, SPACE_ROLE_LABELS } from '../members-messages';

interface InviteMemberDialogProps {
  spaceId: string;
  spaceName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onInvited?: () => void;
}

const roleOptions = [
  { value: 'MEMBER', label: SPACE_ROLE_LABELS.MEMBER },
  { value: 'RECEPTION', label: SPACE_ROLE_LABELS.RECEPTION },
  { value: 'ADMIN', label: SPACE_ROLE_LABELS.ADMIN },
] as const;

const emptyInvitation = { email: '', role: 'MEMBER' as const };

export function InviteMemberDialog({
  spaceId,
  spaceName,
  isOpen,
  onOpenChange,
  onInvited,
}: InviteMemberDialogProps) {
  const sendInvitation = useSendInvitation(spaceId);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CreateInvitationSchema),
    mode: 'onTouched',
    defaultValues: emptyInvitation,
  });
  const hasErrors = Object.keys(errors).length > 0;
  const chosen = watch('role');
  const role = chosen === 'ADMIN' || chosen === 'RECEPTION' ? chosen : 'MEMBER';

  const changeOpen = (nextIsOpen: boolean) => {
    if (sendInvitation.isPending) return;
    if (!nextIsOpen) {
      reset(emptyInvitation);
      sendInvitation.reset();
    }
    onOpenChange(nextIsOpen);
  };

  const submit = handleSubmit((values) =>
    sendInvitation.mutate(values, {
      onSuccess: ({ invitation, message }) => {
        notify.success(message ?? MEMBERS_MESSAGES.invitationSent(invitation.email));
        changeOpen(false);
        onInvited?.();
      },
    }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent
        title="Invitar nuevo miembro"
        description={`Enviaremos un email con un enlace para unirse a ${spaceName}. La invitación vence en 7 días.`}
      >
        <form noValidate className="space-y-5" onSubmit={submit}>
          {sendInvitation.isError && (
            <Alert kind="error" onClose={sendInvitation.reset}>
              {getErrorMessage(sendInvitation.error, MEMBERS_MESSAGES.sendInvitation)}
            </Alert>
          )}
          <Input
            label="Email"
            id="invitacion-email"
            type="email"
            autoComplete="off"
            inputMode="email"
            placeholder="nombre@clinica.com"
            isRequiredMarked
            error={errors.email?.message}
            {...register('email')}
          />
          <Select
            label="Rol"
            id="invitacion-rol"
            options={roleOptions}
            helperText={SPACE_ROLE_HINTS[role]}
            error={errors.role?.message}
            {...register('role')}
          />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={sendInvitation.isPending}>
                Cancelar
              </Button>
            </DialogClose>
            <Button
              type="submit"
              isLoading={sendInvitation.isPending}
              disabled={hasErrors}
              icon={<Send className="size-4" aria-hidden />}
            >
              Enviar Invitación
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
