import type { Member } from '@citavet/domain/members/member.schema';
import { SearchX, UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { filterAndSortMembers, type MemberSortKey } from '../member-list-view';
import type { MemberActionHandlers } from './member-actions';
import { MembersList } from './members-list';
import { MembersToolbar } from './members-toolbar';

interface MembersTabProps extends MemberActionHandlers {
  members: Member[];
  currentUserId: string;
  timeZone: string | undefined;
  onInvite: () => void;
}

export function MembersTab({ members, currentUserId, timeZone, onInvite, ...handlers }: MembersTabProps) {
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<MemberSortKey>('name');
  const visibleMembers = useMemo(
    () => filterAndSortMembers(members, search, sortKey),
    [members, search, sortKey],
  );
  const isAlone = members.length <= 1;

  return (
    <div className="space-y-4">
      <MembersToolbar
        search={search}
        onSearchChange={setSearch}
        sortKey={sortKey}
        onSortKeyChange={setSortKey}
      />
      {visibleMembers.length === 0 ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title="Ningún miembro coincide con tu búsqueda"
            description={`No hay miembros cuyo nombre o email contenga «${search.trim()}».`}
            action={
              <Button variant="outline" onClick={() => setSearch('')}>
                Limpiar búsqueda
              </Button>
            }
          />
        </Card>
      ) : (
        <MembersList
          members={visibleMembers}
          currentUserId={currentUserId}
          timeZone={timeZone}
          {...handlers}
        />
      )}
      {isAlone && !search && (
        <Card className="border-dashed">
          <EmptyState
            icon={UserPlus}
            title="Todavía eres el único miembro"
            description="Invita a tu equipo para que gestione la agenda y atienda citas contigo."
            action={
              <Button icon={<UserPlus className="size-4" aria-hidden />} onClick={onInvite}>
                Invitar Miembro
              </Button>
            }
          />
        </Card>
      )}
    </div>
  );
}
