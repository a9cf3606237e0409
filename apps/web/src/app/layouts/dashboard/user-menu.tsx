import type { Profile } from '@citavet/domain/users/user.schema';
import { ArchiveRestore, CalendarOff, Check, LogOut, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import type { Space } from '@/api/spaces/space-types';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuItemIndicator,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';

interface UserMenuProps {
  user: Profile;
  spaces: Space[];
  currentSpace: Space | null;
  onSelectSpace: (spaceId: string) => void;
  onSignOut: () => void;
}

export function UserMenu({ user, spaces, currentSpace, onSelectSpace, onSignOut }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="cursor-pointer rounded-full ring-offset-2 hover:ring-2 hover:ring-primary-tint data-[state=open]:ring-2 data-[state=open]:ring-primary-tint"
        aria-label={`Menú de usuario de ${user.name}`}
      >
        <Avatar name={user.name} imageUrl={user.avatar} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="flex items-center gap-3 px-2.5 py-2">
          <Avatar name={user.name} imageUrl={user.avatar} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
          </div>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.userSettings}>
            <UserCog className="size-4" aria-hidden />
            Configuración Personal
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.deletedSpaces}>
            <ArchiveRestore className="size-4" aria-hidden />
            Espacios eliminados
          </Link>
        </DropdownMenuItem>
        {currentSpace && (
          <DropdownMenuItem asChild>
            <Link to={paths.space.disabledDates(currentSpace.id)}>
              <CalendarOff className="size-4" aria-hidden />
              Fechas Deshabilitadas
            </Link>
          </DropdownMenuItem>
        )}
        {spaces.length > 1 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Tus espacios</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={currentSpace?.id ?? ''} onValueChange={onSelectSpace}>
              {spaces.map((space) => (
                <DropdownMenuRadioItem key={space.id} value={space.id}>
                  <span className="flex-1 truncate">{space.name}</span>
                  <DropdownMenuItemIndicator>
                    <Check className="size-4" aria-hidden />
                  </DropdownMenuItemIndicator>
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut} className="text-error! data-[highlighted]:bg-error/5">
          <LogOut className="size-4" aria-hidden />
          Cerrar Sesión
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
