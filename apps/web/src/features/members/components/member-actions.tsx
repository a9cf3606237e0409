import type { Member } from '@citavet/domain/members/member.schema';
import { Ellipsis, ShieldCheck, UserMinus, UserRound } from 'lucide-react';
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
}

interface MemberActionsProps extends MemberActionHandlers {
  member: Member;
  isCurrentUser: boolean;
}

/** Role change and removal, each through its confirmation. Nobody manages their own row (part 1 §5). */
export function MemberActions({ member, isCurrentUser, onChangeRole, onRemove }: MemberActionsProps) {
  if (isCurrentUser) {
    return <span className="sr-only">No puedes cambiar tu propio rol ni eliminarte del espacio</span>;
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
