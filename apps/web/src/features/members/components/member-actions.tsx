import type { Member } from '@citavet/domain/members/member.schema';
import { Crown, Ellipsis, ShieldCheck, UserMinus, UserRound } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface MemberActionHandlers {
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
  /** Only for the space's OWNER: offer the space to another ADMIN. */
  onOfferOwnership?: ((member: Member) => void) | undefined;
}

interface MemberActionsProps extends MemberActionHandlers {
  member: Member;
  isCurrentUser: boolean;
}

/**
 * Role change and removal, each through its confirmation. Nobody manages their own row,
 * and nobody demotes or removes the OWNER; the OWNER may offer the space to another ADMIN.
 */
export function MemberActions({
  member,
  isCurrentUser,
  onChangeRole,
  onRemove,
  onOfferOwnership,
}: MemberActionsProps) {
  if (isCurrentUser) {
    return <span className="sr-only">No puedes cambiar tu propio rol ni eliminarte del espacio</span>;
  }
  if (member.effectiveRole === 'OWNER') {
    return <span className="sr-only">Nadie puede cambiar el rol ni eliminar al propietario del espacio</span>;
  }
  const isAdmin = member.role === 'ADMIN';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="cursor-pointer rounded-control p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100"
        aria-label={`Acciones para ${member.user.name}`}
      >
        <Ellipsis className="size-5" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onChangeRole(member)}>
          {isAdmin ? (
            <UserRound className="size-4" aria-hidden />
          ) : (
            <ShieldCheck className="size-4" aria-hidden />
          )}
          {isAdmin ? 'Cambiar rol a Miembro' : 'Cambiar rol a Administrador'}
        </DropdownMenuItem>
        {isAdmin && onOfferOwnership && (
          <DropdownMenuItem onSelect={() => onOfferOwnership(member)}>
            <Crown className="size-4" aria-hidden />
            Ceder la propiedad
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onRemove(member)}
          className="text-error! data-[highlighted]:bg-error/5"
        >
          <UserMinus className="size-4" aria-hidden />
          Eliminar del espacio
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
