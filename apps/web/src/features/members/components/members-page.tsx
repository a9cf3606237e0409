import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthStore } from '@/stores/auth-store';
import { useCurrentSpace } from '@/stores/spaces-store';
import { useInvitations } from '../api/get-invitations';
import { useMembers } from '../api/get-members';
import { useResendInvitation } from '../api/resend-invitation';
import { MEMBERS_MESSAGES } from '../members-messages';
import { canManageMembers } from '../members-permissions';
import { AccessDenied } from './access-denied';
import { CancelInvitationDialog } from './cancel-invitation-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MemberStats } from './member-stats';
import { MembersPageSkeleton } from './members-page-skeleton';
import { MembersPageTabs, type MembersTabValue } from './members-page-tabs';
import { OfferOwnershipDialog } from './offer-ownership-dialog';
import { OrphanedBookingsSection } from './orphaned-bookings-section';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SpaceOwnershipSection } from './space-ownership-section';

/** /dashboard/{spaceId}/miembros: the team of the current space and its invitations. */
export function MembersPage() {
  useDocumentTitle('Miembros');
  const user = useAuthStore((state) => state.user);
  const space = useCurrentSpace();
  // The dashboard shell renders pages only with a signed-in user and the URL's space selected.
  if (!user || !space) return null;
  if (!canManageMembers(user, space)) return <AccessDenied spaceId={space.id} />;
  return (
    <MembersManagement
      key={space.id}
      spaceId={space.id}
      spaceName={space.name}
      timeZone={space.timeZone}
      currentUserId={user.id}
      ownerUserId={space.ownerUserId ?? null}
      pendingOwnerUserId={space.pendingOwnerUserId ?? null}
    />
  );
}

interface MembersManagementProps {
  spaceId: string;
  spaceName: string;
  timeZone: string | undefined;
  currentUserId: string;
  ownerUserId: string | null;
  pendingOwnerUserId: string | null;
}

function MembersManagement({
  spaceId,
  spaceName,
  timeZone,
  currentUserId,
  ownerUserId,
  pendingOwnerUserId,
}: MembersManagementProps) {
  const members = useMembers(spaceId);
  const invitations = useInvitations(spaceId);
  const { resendInvitation, resend } = useResend(spaceId);
  const [activeTab, setActiveTab] = useState<MembersTabValue>('miembros');
  const dialogs = useMembersDialogs();
  const isOwner = ownerUserId === currentUserId;
  const isOfferedToMe = pendingOwnerUserId === currentUserId;

  // The role seen at sign-in may be stale: the server has the last word on who is an admin.
  const isForbidden = [members.error, invitations.error].some(
    (error) => isApiError(error) && error.status === 403,
  );
  if (isForbidden) return <AccessDenied spaceId={spaceId} />;

  const openInvite = () => dialogs.setIsInviteOpen(true);

  const memberList = members.data ?? [];
  const ownershipSection = (
    <SpaceOwnershipSection
      spaceId={spaceId}
      spaceName={spaceName}
      timeZone={timeZone}
      currentUserId={currentUserId}
      ownerUserId={ownerUserId}
      pendingOwnerUserId={pendingOwnerUserId}
      members={memberList}
    />
  );
  const invitationList = invitations.data ?? [];
  const isLoading = members.isPending || invitations.isPending;

  return (
    <div className="space-y-6">
      <MembersHeader spaceName={spaceName} onInvite={openInvite} />

      {isLoading ? (
        <MembersPageSkeleton />
      ) : (
        <>
          {/* An offer waiting for this user's answer comes first, where it is seen. */}
          {isOfferedToMe && ownershipSection}
          <MemberStats
            memberCount={memberList.length}
            adminCount={memberList.filter(({ role }) => role === 'ADMIN').length}
            pendingInvitationCount={invitationList.length}
          />
          <OrphanedBookingsSection spaceId={spaceId} members={memberList} timeZone={timeZone} />
          <MembersPageTabs
            activeTab={activeTab}
            onTab={setActiveTab}
            members={members}
            invitations={invitations}
            resendInvitation={resendInvitation}
            currentUserId={currentUserId}
            timeZone={timeZone}
            openInvite={openInvite}
            onResend={resend}
            onChangeRole={dialogs.setRoleChangeTarget}
            onRemove={dialogs.setRemovalTarget}
            onOfferOwnership={isOwner && !pendingOwnerUserId ? dialogs.setOwnershipTarget : undefined}
            onCancelInvitation={dialogs.setCancellationTarget}
          />
          {!isOfferedToMe && ownershipSection}
        </>
      )}

      <MembersDialogs
        spaceId={spaceId}
        spaceName={spaceName}
        dialogs={dialogs}
        onInvited={() => setActiveTab('invitaciones')}
      />
    </div>
  );
}

/** 'Reenviar': sends an invitation again and says how it went in a toast. */
function useResend(spaceId: string) {
  const resendInvitation = useResendInvitation(spaceId);
  const resend = (invitation: Invitation) =>
    resendInvitation.mutate(invitation.id, {
      onSuccess: ({ invitation: resent }) => notify.success(MEMBERS_MESSAGES.invitationResent(resent.email)),
      onError: (error) =>
        notify.error(MEMBERS_MESSAGES.resendInvitationToast, {
          description: getErrorMessage(error, MEMBERS_MESSAGES.resendInvitation),
        }),
    });
  return { resendInvitation, resend };
}

/** The title, whose team this is, and 'Invitar Miembro'. */
function MembersHeader({ spaceName, onInvite }: { spaceName: string; onInvite: () => void }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Miembros</h1>
        <p className="mt-1 text-sm text-slate-600">
          Gestiona quién forma parte de {spaceName} y qué puede hacer cada persona.
        </p>
      </div>
      <Button icon={<UserPlus className="size-4" aria-hidden />} onClick={onInvite}>
        Invitar Miembro
      </Button>
    </div>
  );
}

/** Which dialog is open, and for whom: invite, change a role, remove, offer the space, cancel an invitation. */
function useMembersDialogs() {
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [roleChangeTarget, setRoleChangeTarget] = useState<Member | null>(null);
  const [removalTarget, setRemovalTarget] = useState<Member | null>(null);
  const [cancellationTarget, setCancellationTarget] = useState<Invitation | null>(null);
  const [ownershipTarget, setOwnershipTarget] = useState<Member | null>(null);
  return {
    isInviteOpen,
    setIsInviteOpen,
    roleChangeTarget,
    setRoleChangeTarget,
    removalTarget,
    setRemovalTarget,
    cancellationTarget,
    setCancellationTarget,
    ownershipTarget,
    setOwnershipTarget,
  };
}

interface MembersDialogsProps {
  spaceId: string;
  spaceName: string;
  dialogs: ReturnType<typeof useMembersDialogs>;
  onInvited: () => void;
}

/** The page's dialogs, each open while its target is set. */
function MembersDialogs({ spaceId, spaceName, dialogs, onInvited }: MembersDialogsProps) {
  return (
    <>
      <InviteMemberDialog
        spaceId={spaceId}
        spaceName={spaceName}
        isOpen={dialogs.isInviteOpen}
        onOpenChange={dialogs.setIsInviteOpen}
        onInvited={onInvited}
      />
      <ChangeRoleDialog
        spaceId={spaceId}
        member={dialogs.roleChangeTarget}
        onClose={() => dialogs.setRoleChangeTarget(null)}
      />
      <RemoveMemberDialog
        spaceId={spaceId}
        spaceName={spaceName}
        member={dialogs.removalTarget}
        onClose={() => dialogs.setRemovalTarget(null)}
      />
      <OfferOwnershipDialog
        spaceId={spaceId}
        spaceName={spaceName}
        member={dialogs.ownershipTarget}
        onClose={() => dialogs.setOwnershipTarget(null)}
      />
      <CancelInvitationDialog
        spaceId={spaceId}
        invitation={dialogs.cancellationTarget}
        onClose={() => dialogs.setCancellationTarget(null)}
      />
    </>
  );
}
