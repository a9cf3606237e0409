import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import type { useInvitations } from '../api/get-invitations';
import type { useMembers } from '../api/get-members';
import type { useResendInvitation } from '../api/resend-invitation';
import { MEMBERS_MESSAGES } from '../members-messages';
import { InvitationsTab } from './invitations-tab';
import { MembersTab } from './members-tab';

export type MembersTabValue = 'miembros' | 'invitaciones';

/** 'Miembros (n)'; without a count while the list could not be loaded, rather than a false zero. */
function tabLabel(label: string, items: readonly unknown[] | undefined): string {
  return items ? `${label} (${formatNumber(items.length)})` : label;
}

/** Under the spec's title: the server's reason, or what to do about it. */
function loadFailureDetail(error: unknown): string {
  return (
    getErrorMessage(error, '') || 'No se pudo obtener la lista. Comprueba tu conexión e inténtalo de nuevo.'
  );
}

/** The members and the pending invitations, each tab with its own error and retry. */
export function MembersPageTabs({
  activeTab,
  onTab,
  members,
  invitations,
  resendInvitation,
  currentUserId,
  timeZone,
  openInvite,
  onResend,
  onChangeRole,
  onRemove,
  onOfferOwnership,
  onCancelInvitation,
}: {
  activeTab: MembersTabValue;
  onTab: (tab: MembersTabValue) => void;
  members: ReturnType<typeof useMembers>;
  invitations: ReturnType<typeof useInvitations>;
  resendInvitation: ReturnType<typeof useResendInvitation>;
  currentUserId: string;
  timeZone: string | undefined;
  openInvite: () => void;
  onResend: (invitation: Invitation) => void;
  onChangeRole: (member: Member) => void;
  onRemove: (member: Member) => void;
  /** Only the owner, with no offer pending, may offer the space to a member. */
  onOfferOwnership: ((member: Member) => void) | undefined;
  onCancelInvitation: (invitation: Invitation) => void;
}) {
  return (
    <Tabs value={activeTab} onValueChange={(value) => onTab(value as MembersTabValue)}>
      <TabsList aria-label="Miembros e invitaciones" className="flex w-full xs:inline-flex xs:w-auto">
        <TabsTrigger value="miembros" className="flex-1 justify-center tabular-nums xs:flex-none">
          {tabLabel('Miembros', members.data)}
        </TabsTrigger>
        <TabsTrigger value="invitaciones" className="flex-1 justify-center tabular-nums xs:flex-none">
          {tabLabel('Invitaciones pendientes', invitations.data)}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="miembros">
        {members.isError ? (
          <Card>
            <ErrorState
              title={MEMBERS_MESSAGES.loadMembers}
              message={loadFailureDetail(members.error)}
              onRetry={() => void members.refetch()}
              isRetrying={members.isFetching}
            />
          </Card>
        ) : (
          <MembersTab
            members={members.data ?? []}
            currentUserId={currentUserId}
            timeZone={timeZone}
            onInvite={openInvite}
            onChangeRole={onChangeRole}
            onRemove={onRemove}
            onOfferOwnership={onOfferOwnership}
          />
        )}
      </TabsContent>
      <TabsContent value="invitaciones">
        {invitations.isError ? (
          <Card>
            <ErrorState
              title={MEMBERS_MESSAGES.loadInvitations}
              message={loadFailureDetail(invitations.error)}
              onRetry={() => void invitations.refetch()}
              isRetrying={invitations.isFetching}
            />
          </Card>
        ) : (
          <InvitationsTab
            invitations={invitations.data ?? []}
            timeZone={timeZone}
            onInvite={openInvite}
            onResend={onResend}
            onCancel={onCancelInvitation}
            resendingId={resendInvitation.isPending ? (resendInvitation.variables ?? null) : null}
          />
        )}
      </TabsContent>
    </Tabs>
  );
}
