import type { Member } from '@citavet/domain/members/member.schema';
import { clsx } from 'clsx';
import { ChevronDown, Users } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Checkbox } from '@/components/ui/checkbox';

interface MemberSelectorProps {
  members: readonly Member[];
  selectedIds: readonly string[];
  currentUserId: string;
  onChange: (userIds: string[]) => void;
  /** Full width on phones, where it sits in its own block. */
  isFullWidth?: boolean;
  /** The viewer hosts appointments: 'Solo mi agenda' is offered (reception has no agenda). */
  canShowOwn?: boolean;
}

function selectionLabel(
  members: readonly Member[],
  selectedIds: readonly string[],
  currentUserId: string,
): string {
  if (selectedIds.length === 0) return 'Ningún miembro';
  if (selectedIds.length === 1 && selectedIds[0] === currentUserId) return 'Solo mi agenda';
  if (selectedIds.length === members.length) return 'Todos los miembros';
  if (selectedIds.length === 1) {
    return members.find((member) => member.userId === selectedIds[0])?.user.name ?? '1 miembro';
  }
  return `${selectedIds.length} miembros`;
}

/** 'Ver agendas de': an admin or reception chooses whose agendas are shown together. */
export function MemberSelector({
  members,
  selectedIds,
  currentUserId,
  onChange,
  isFullWidth = false,
  canShowOwn = true,
}: MemberSelectorProps) {
  const toggle = (userId: string, isChecked: boolean) =>
    onChange(isChecked ? [...selectedIds, userId] : selectedIds.filter((id) => id !== userId));
  const quickActionClasses =
    'cursor-pointer rounded-md px-2 py-1 text-xs font-medium text-primary hover:bg-primary-tint/60';

  return (
    <div className={clsx('flex items-center gap-2', isFullWidth && 'w-full flex-col items-stretch')}>
      <span id="ver-agendas-de" className="text-sm font-medium text-slate-700">
        Ver agendas de
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby="ver-agendas-de ver-agendas-de-valor"
          className={clsx(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-control border border-slate-300 bg-white px-3 text-sm text-slate-800 shadow-xs hover:border-slate-400',
            isFullWidth && 'w-full',
          )}
        >
          <Users className="size-4 text-slate-500" aria-hidden />
          <span id="ver-agendas-de-valor" className="truncate">
            {selectionLabel(members, selectedIds, currentUserId)}
          </span>
          <ChevronDown className="ml-auto size-4 text-slate-500" aria-hidden />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            className="z-50 w-72 rounded-card border border-slate-200 bg-white p-3 shadow-overlay data-[state=open]:animate-fade-in"
          >
            <div className="mb-2 flex flex-wrap gap-1 border-b border-slate-100 pb-2">
              {canShowOwn && (
                <button
                  type="button"
                  className={quickActionClasses}
                  onClick={() => onChange([currentUserId])}
                >
                  Solo mi agenda
                </button>
              )}
              <button
                type="button"
                className={quickActionClasses}
                onClick={() => onChange(members.map((member) => member.userId))}
              >
                Seleccionar todos
              </button>
              <button type="button" className={quickActionClasses} onClick={() => onChange([])}>
                Limpiar selección
              </button>
            </div>
            <fieldset className="max-h-64 space-y-2 overflow-y-auto">
              <legend className="sr-only">Miembros</legend>
              {members.map((member) => (
                <Checkbox
                  key={member.userId}
                  id={`agenda-miembro-${member.userId}`}
                  label={
                    <span>
                      {member.user.name}
                      {member.userId === currentUserId && <span className="text-slate-500"> (tú)</span>}
                      {!member.hasCalendar && (
                        <span className="block text-xs text-slate-500">Sin horarios activos</span>
                      )}
                    </span>
                  }
                  checked={selectedIds.includes(member.userId)}
                  onCheckedChange={(isChecked) => toggle(member.userId, isChecked)}
                />
              ))}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
