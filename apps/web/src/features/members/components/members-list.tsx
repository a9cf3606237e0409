import type { Member } from '@citavet/domain/members/member.schema';
import { CalendarCheck } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatSpaceDate } from '../format-space-date';
import { type MemberActionHandlers, MemberActions } from './member-actions';
import { MemberRoleBadge } from './member-role-badge';

interface MembersListProps extends MemberActionHandlers {
  members: Member[];
  currentUserId: string;
  timeZone: string | undefined;
}

function MemberIdentity({ member, isCurrentUser }: { member: Member; isCurrentUser: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={member.user.name} imageUrl={member.user.avatar} />
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <span className="truncate">{member.user.name}</span>
          {isCurrentUser && <Badge tone="info">Tú</Badge>}
        </p>
        {member.user.email && <p className="truncate text-sm text-slate-500">{member.user.email}</p>}
      </div>
    </div>
  );
}

function CalendarBadge({ member }: { member: Member }) {
  if (!member.hasCalendar) return <span className="text-sm text-slate-500">Sin horarios</span>;
  return (
    <Badge tone="success">
      <CalendarCheck className="size-3.5" aria-hidden />
      Con horarios
    </Badge>
  );
}

/** A table from 540 px, cards below it. */
export function MembersList({ members, currentUserId, timeZone, ...handlers }: MembersListProps) {
  return (
    <>
      <Card className="hidden overflow-hidden xs:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Miembros del espacio</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Miembro
              </th>
              <th scope="col" className="px-4 py-3">
                Rol
              </th>
              <th scope="col" className="hidden px-4 py-3 md:table-cell">
                Agenda
              </th>
              <th scope="col" className="px-4 py-3">
                Fecha de ingreso
              </th>
              <th scope="col" className="w-14 px-4 py-3">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {members.map((member) => {
              const isCurrentUser = member.userId === currentUserId;
              return (
                <tr key={member.id} className="hover:bg-slate-50/60">
                  <td className="max-w-72 px-4 py-3">
                    <MemberIdentity member={member} isCurrentUser={isCurrentUser} />
                  </td>
                  <td className="px-4 py-3">
                    <MemberRoleBadge role={member.effectiveRole} />
                  </td>
                  <td className="hidden px-4 py-3 md:table-cell">
                    <CalendarBadge member={member} />
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums">
                    <time dateTime={member.joinedAt}>{formatSpaceDate(member.joinedAt, timeZone)}</time>
                  </td>
                  <td className="px-2 py-3 text-right">
                    <MemberActions member={member} isCurrentUser={isCurrentUser} {...handlers} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 xs:hidden" aria-label="Miembros del espacio">
        {members.map((member) => {
          const isCurrentUser = member.userId === currentUserId;
          return (
            <li key={member.id}>
              <Card className="p-4">
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <MemberIdentity member={member} isCurrentUser={isCurrentUser} />
                  </div>
                  <div className="-mt-1 -mr-2">
                    <MemberActions member={member} isCurrentUser={isCurrentUser} {...handlers} />
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
                  <MemberRoleBadge role={member.effectiveRole} />
                  <CalendarBadge member={member} />
                  <span className="tabular-nums">
                    Desde <time dateTime={member.joinedAt}>{formatSpaceDate(member.joinedAt, timeZone)}</time>
                  </span>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
