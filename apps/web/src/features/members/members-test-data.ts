import type { Invitation } from '@citavet/domain/invitations/invitation.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import type { MemberSpace } from '@citavet/domain/spaces/space.schema';

/** Fixtures in the exact shapes the API answers (the domain schemas), for this feature's tests. */
export const SPACE_ID = '5b1f3c1e-8f5e-4a57-9d7c-0d6a1c2b3a40';

export function sampleMember(userId: string, name: string, overrides: Partial<Member> = {}): Member {
  return {
    id: `member-${userId}`,
    spaceId: SPACE_ID,
    userId,
    role: 'MEMBER',
    effectiveRole: overrides.role ?? 'MEMBER',
    joinedAt: '2025-02-01T10:00:00.000Z',
    user: { id: userId, name, email: `${userId}@clinica.com`, avatar: null, role: 'HOST' },
    hasCalendar: false,
    dailyCap: null,
    ...overrides,
  };
}

export function sampleInvitation(id: string, email: string, overrides: Partial<Invitation> = {}): Invitation {
  return {
    id,
    spaceId: SPACE_ID,
    email,
    role: 'MEMBER',
    status: 'PENDING',
    createdAt: '2025-03-01T10:00:00.000Z',
    expiresAt: '2025-03-08T10:00:00.000Z',
    lastSentAt: '2025-03-01T10:00:00.000Z',
    isExpired: false,
    resendAvailableAt: '2025-03-01T10:01:00.000Z',
    invitedBy: { id: 'user-1', name: 'Ana Martínez' },
    ...overrides,
  };
}

export const sampleSpace: MemberSpace = {
  id: SPACE_ID,
  name: 'Clínica San Roque',
  description: null,
  phone: null,
  email: null,
  route: 'san-roque',
  timeZone: 'Europe/Madrid',
  defaultCurrency: 'USD',
  logoUrl: null,
  logoKey: null,
  color: null,
  address: null,
  city: null,
  state: null,
  country: null,
  latitude: null,
  longitude: null,
  contactPhone: null,
  contactEmail: null,
  contactWhatsapp: null,
  socialInstagram: null,
  socialFacebook: null,
  socialWebsite: null,
  speciesAttended: [],
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
  members: [],
  myRole: 'ADMIN',
  myEffectiveRole: 'ADMIN',
  ownerUserId: null,
  pendingOwnerUserId: null,
  _count: { invitations: 0 },
};
