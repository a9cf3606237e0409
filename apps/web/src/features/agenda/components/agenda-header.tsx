import type { Member } from '@citavet/domain/members/member.schema';
import { CalendarOff, Globe, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AgendaView } from '../utils/agenda-dates';
import { AgendaTitle } from './agenda-skeleton';
import { MemberSelector } from './member-selector';
import { ViewSwitch } from './view-switch';

interface AgendaHeaderProps {
  spaceId: string;
  view: AgendaView;
  onViewChange: (view: AgendaView) => void;
  /** 'Hoy' appears only when another day is selected. */
  onToday: (() => void) | undefined;
  isAdmin: boolean;
  /** The member picker shows for admins of spaces with more than one member. */
  members: readonly Member[] | null;
  selectedMemberIds: readonly string[];
  currentUserId: string;
  onMembersChange: (userIds: string[]) => void;
  /** ADMIN or RECEPTION: 'Ver agendas de' and 'Actualizar' show. */
  canChooseAgendas: boolean;
  /** The viewer has an agenda of their own ('Solo mi agenda'). */
  canShowOwn: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  timeZoneNote: string | null;
  isMobile: boolean;
  /** 'Pausar reservas online', for those who may pause (online-pause-control.tsx). */
  pauseButton?: ReactNode;
}

export function AgendaHeader(props: AgendaHeaderProps) {
  const { isAdmin, isMobile } = props;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <AgendaTitle />
          {props.timeZoneNote && (
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
              <Globe className="size-3.5" aria-hidden />
              {props.timeZoneNote}
            </p>
          )}
        </div>
        {(isAdmin || props.canChooseAgendas || props.pauseButton) && (
          <div className="flex flex-wrap items-center gap-2">
            {props.pauseButton}
            {props.members && !isMobile && (
              <MemberSelector
                members={props.members}
                selectedIds={props.selectedMemberIds}
                currentUserId={props.currentUserId}
                onChange={props.onMembersChange}
                canShowOwn={props.canShowOwn}
              />
            )}
            {isAdmin && (
              <Link
                to={paths.space.disabledDates(props.spaceId)}
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
                aria-label={isMobile ? 'Fechas Deshabilitadas' : undefined}
              >
                <CalendarOff className="size-4" aria-hidden />
                {!isMobile && 'Fechas Deshabilitadas'}
              </Link>
            )}
            {(isAdmin || props.canChooseAgendas) && (
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden />}
                isLoading={props.isRefreshing}
                onClick={props.onRefresh}
              >
                {props.isRefreshing ? 'Actualizando...' : 'Actualizar'}
              </Button>
            )}
          </div>
        )}
      </div>
      {!isMobile && (
        <div className="flex flex-wrap items-center gap-2">
          <ViewSwitch view={props.view} onChange={props.onViewChange} />
          {props.onToday && (
            <Button variant="outline" size="sm" onClick={props.onToday}>
              Hoy
            </Button>
          )}
        </div>
      )}
    </header>
  );
}
