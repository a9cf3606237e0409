import { Trash2 } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { INVITATION_ROLE_OPTIONS, type MembersFormValues, ROLE_HINTS } from '../members-form-schema';

interface MemberInviteRowProps {
  index: number;
  role: 'MEMBER' | 'RECEPTION' | 'ADMIN';
  emailError?: string | undefined;
  isRemovable: boolean;
  isDisabled: boolean;
  register: UseFormRegister<MembersFormValues>;
  onRemove: () => void;
}

/** One invitation: the address, the role with its hint, and a remove button unless it is the last row. */
export function MemberInviteRow({
  index,
  role,
  emailError,
  isRemovable,
  isDisabled,
  register,
  onRemove,
}: MemberInviteRowProps) {
  const rowNumber = index + 1;
  return (
    <li className="relative grid gap-3 rounded-card border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-[1fr_15rem_auto] sm:items-start">
      <Input
        id={`invitacion-${rowNumber}-email`}
        label={`Email del miembro ${rowNumber}`}
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="colega@veterinaria.com"
        disabled={isDisabled}
        error={emailError}
        {...register(`invitations.${index}.email`)}
      />
      <Select
        id={`invitacion-${rowNumber}-rol`}
        label={`Rol del miembro ${rowNumber}`}
        options={INVITATION_ROLE_OPTIONS}
        helperText={ROLE_HINTS[role]}
        disabled={isDisabled}
        {...register(`invitations.${index}.role`)}
      />
      {isRemovable && (
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={isDisabled}
          aria-label={`Eliminar fila ${rowNumber}`}
          className="absolute top-2 right-2 px-2.5 text-slate-500 hover:text-error sm:static sm:mt-6.5"
          icon={<Trash2 className="size-4" aria-hidden />}
        />
      )}
    </li>
  );
}
