import { Building2, Check, ChevronsUpDown, RefreshCw } from 'lucide-react';
import type { Space } from '@/api/spaces/space-types';
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

interface SpaceSwitcherProps {
  spaces: Space[];
  currentSpace: Space;
  onSelectSpace: (spaceId: string) => void;
  onRefresh: () => void;
}

export function SpaceSwitcher({ spaces, currentSpace, onSelectSpace, onRefresh }: SpaceSwitcherProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex max-w-56 cursor-pointer items-center gap-2 rounded-control border border-slate-200 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 data-[state=open]:bg-slate-50"
        title="Cambiar Espacio"
        aria-label={`Cambiar Espacio (actual: ${currentSpace.name})`}
      >
        <Building2 className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="truncate">{currentSpace.name}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Cambiar Espacio</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentSpace.id} onValueChange={onSelectSpace}>
          {spaces.map((space) => (
            <DropdownMenuRadioItem key={space.id} value={space.id}>
              <span className="flex-1 truncate">{space.name}</span>
              <DropdownMenuItemIndicator>
                <Check className="size-4" aria-hidden />
              </DropdownMenuItemIndicator>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onRefresh}>
          <RefreshCw className="size-4" aria-hidden />
          Actualizar lista
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
