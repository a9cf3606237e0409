// The authorization matrix: every route of the OpenAPI document × who calls it, and the status the
// app must answer. authorization-matrix.security.ts sends each cell to the running app and fails on
// any difference, on a documented route missing here, and on a route here the document lacks.
//
// Roles, in the order of `expected`:
//   anonymous   no token
//   otherAdmin  ADMIN of another space, not a member of this one
//   member      MEMBER of the space who is not the resource's own user
//   admin       ADMIN of the space (its creator)
//   owner       the resource's own user, named by `owner`
// Owners:
//   anyone   public route: the owner cell is just one more caller
//   self     /auth/* and per-user calls: every signed-in caller acts on themself; the owner cell is
//            a signed-in user with no space
//   admin    the space, or an object of it without a user of its own: the creator, so owner = admin
//   host     the MEMBER the object belongs to: hosts the schedule or absence, is the member row
//   client   the CLIENT who booked for themself through POST /api/bookings (booking-access.ts grants
//            the booker, by account, not whoever's e-mail the booking carries)
//   invitee  the signed-in user whose e-mail the invitation was sent to
//   spaceOwner  the space's OWNER, its creator (decision 067); the `admin` cell is then another
//            ADMIN of the space who does not own it
//   offeree  the ADMIN the OWNER offered the space to; the `admin` cell is the OWNER who offered

import type { SpaceAction } from '@citavet/domain/members/space-permissions';

export type OwnerKind =
  | 'anyone'
  | 'self'
  | 'admin'
  | 'host'
  | 'client'
  | 'invitee'
  | 'spaceOwner'
  | 'offeree';
export type ExpectedStatuses = readonly [
  anonymous: number,
  otherAdmin: number,
  member: number,
  admin: number,
  owner: number,
];
export type MatrixEntry = { route: string; owner: OwnerKind; expected: ExpectedStatuses; why?: string };

const NOT_A_MEMBER_403 =
  "a non-member is told 'No tienes permisos para crear reservas internas en este espacio' (403), not 404";

const OWN_FIGURES_ONLY =
  "a MEMBER reads only their own figures: another host's are refused (403), the host's own are read";

export const AUTHORIZATION_MATRIX: readonly MatrixEntry[] = [
  { route: 'GET /api/health', owner: 'anyone', expected: [200, 200, 200, 200, 200] },

  // Accounts
  { route: 'POST /api/auth/register', owner: 'anyone', expected: [201, 201, 201, 201, 201] },
  { route: 'POST /api/auth/login', owner: 'anyone', expected: [200, 200, 200, 200, 200] },
  { route: 'GET /api/auth/profile', owner: 'self', expected: [401, 200, 200, 200, 200] },
  { route: 'PUT /api/auth/profile', owner: 'self', expected: [401, 200, 200, 200, 200] },
  { route: 'PUT /api/auth/change-password', owner: 'self', expected: [401, 200, 200, 200, 200] },
  {
    route: 'DELETE /api/auth/account',
    owner: 'self',
    expected: [401, 200, 200, 409, 200],
    why: 'the only ADMIN of a space with members cannot delete the account (409 LAST_ADMIN) until another admin is named; a space with no one else goes with the account',
  },
  {
    route: 'POST /api/auth/logout',
    owner: 'self',
    expected: [401, 200, 200, 200, 200],
    why: 'revokes the caller’s sessions (token version)',
  },
  {
    route: 'POST /api/auth/verify-email',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed single-use token is the proof',
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    owner: 'self',
    expected: [401, 200, 200, 200, 200],
    why: 'every signed-in caller asks for their own (unverified) address',
  },
  {
    route: 'POST /api/auth/email-change/confirm',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the token e-mailed to the new address is the proof',
  },
  {
    route: 'POST /api/auth/email-change/revert',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the token e-mailed to the old address is the proof',
  },
  {
    route: 'POST /api/auth/sign-in-link',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the one-time token e-mailed to the account is the proof',
  },
  {
    route: 'POST /api/auth/not-me',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the token of the password-change notice is the proof',
  },
  {
    route: 'POST /api/auth/forgot-password',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'answers the same whether or not the account exists',
  },
  { route: 'POST /api/auth/reset-password', owner: 'anyone', expected: [200, 200, 200, 200, 200] },

  // Spaces and members
  {
    route: 'GET /api/spaces',
    owner: 'admin',
    expected: [401, 200, 200, 200, 200],
    why: 'lists the caller’s own spaces only',
  },
  {
    route: 'POST /api/spaces',
    owner: 'admin',
    expected: [401, 201, 201, 201, 201],
    why: 'any signed-in professional may create a space and becomes its ADMIN (a CLIENT account: 403)',
  },
  { route: 'GET /api/spaces/{id}', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'PUT /api/spaces/{id}', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  {
    route: 'DELETE /api/spaces/{id}',
    owner: 'spaceOwner',
    expected: [401, 404, 403, 403, 200],
    why: "only the OWNER deletes, with the password and the name typed ('Solo el propietario puede eliminar el espacio'); the deletion is soft",
  },
  {
    route: 'GET /api/spaces/deleted',
    owner: 'spaceOwner',
    expected: [401, 200, 200, 200, 200],
    why: 'lists the caller’s own deleted spaces only (empty for anyone who owns none)',
  },
  {
    route: 'POST /api/spaces/{id}/restore',
    owner: 'spaceOwner',
    expected: [401, 404, 404, 404, 200],
    why: 'a deleted space is the 404 of a missing space to everyone but its OWNER, who restores it',
  },
  {
    route: 'POST /api/spaces/{spaceId}/ownership-transfer',
    owner: 'spaceOwner',
    expected: [401, 404, 403, 403, 200],
    why: "only the OWNER offers the space ('Solo el propietario puede ceder la propiedad del espacio')",
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/ownership-transfer',
    owner: 'spaceOwner',
    expected: [401, 404, 403, 403, 200],
    why: 'only the OWNER withdraws the offer',
  },
  {
    route: 'POST /api/spaces/{spaceId}/ownership-transfer/accept',
    owner: 'offeree',
    expected: [401, 404, 403, 403, 200],
    why: 'only the ADMIN offered the space accepts; the OWNER who offered it cannot (403)',
  },
  {
    route: 'POST /api/spaces/{spaceId}/ownership-transfer/decline',
    owner: 'offeree',
    expected: [401, 404, 403, 403, 200],
    why: 'only the ADMIN offered the space declines',
  },
  { route: 'GET /api/spaces/{spaceId}/members', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'PUT /api/spaces/{spaceId}/members/{userId}/role',
    owner: 'host',
    expected: [401, 404, 403, 200, 403],
    why: 'role changes are ADMIN-only: the member row’s own user (a MEMBER) cannot promote themself',
  },
  {
    route: 'PUT /api/spaces/{spaceId}/members/{userId}/daily-cap',
    owner: 'host',
    expected: [401, 404, 403, 200, 403],
    why: 'daily caps are the clinic’s policy: ADMIN-only, a MEMBER cannot lift their own',
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/members/{userId}',
    owner: 'host',
    expected: [401, 404, 403, 200, 403],
    why: 'removal is ADMIN-only: a MEMBER cannot remove themself (the API has no leave-the-space call)',
  },

  // Invitations
  {
    route: 'GET /api/spaces/{spaceId}/invitations',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'only ADMINs manage invitations, so a MEMBER may not list them either',
  },
  { route: 'POST /api/spaces/{spaceId}/invitations', owner: 'admin', expected: [401, 404, 403, 201, 201] },
  {
    route: 'DELETE /api/spaces/invitations/{id}',
    owner: 'invitee',
    expected: [401, 404, 403, 200, 404],
    why: 'withdrawing is for the space’s ADMINs; the invitee is not in the space (404) and rejects instead',
  },
  {
    route: 'POST /api/spaces/invitations/{id}/resend',
    owner: 'invitee',
    expected: [401, 404, 403, 200, 404],
    why: 'resending is for the space’s ADMINs; the invitee is not in the space (404)',
  },
  {
    route: 'POST /api/spaces/invitations/{id}/accept',
    owner: 'invitee',
    expected: [401, 403, 403, 403, 200],
    why: "only the invited address answers; anyone else gets 403 'Esta invitación fue enviada a otro email' (the link may be opened while signed in as someone else)",
  },
  {
    route: 'POST /api/spaces/invitations/{id}/reject',
    owner: 'invitee',
    expected: [401, 403, 403, 403, 200],
    why: "only the invited address answers; anyone else gets 403 'Esta invitación fue enviada a otro email'",
  },
  {
    route: 'GET /api/invitations/by-token/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: knowing the e-mailed token is the proof',
  },

  // Setup, geocoding
  { route: 'GET /api/setup/status', owner: 'self', expected: [401, 200, 200, 200, 200] },
  { route: 'POST /api/setup/skip-invitations', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  {
    route: 'POST /api/setup/complete',
    owner: 'self',
    expected: [401, 400, 400, 400, 400],
    why: 'refused while a step is left: none of these callers has a schedule in their first space',
  },
  { route: 'GET /api/geocoding/search', owner: 'self', expected: [401, 200, 200, 200, 200] },

  // Clients and pets: every member of the space manages them; others get the 404 of a missing space
  { route: 'GET /api/spaces/{spaceId}/clients', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'POST /api/spaces/{spaceId}/clients', owner: 'admin', expected: [401, 404, 201, 201, 201] },
  { route: 'POST /api/spaces/{spaceId}/clients/import', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'POST /api/spaces/{spaceId}/pets/import', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'GET /api/spaces/{spaceId}/clients/export',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'the whole client list leaves the clinic: ADMIN-only, and every export is in the audit log',
  },
  { route: 'POST /api/spaces/{spaceId}/clients/merge', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'GET /api/spaces/{spaceId}/clients/duplicates',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'POST /api/spaces/{spaceId}/clients/duplicates/dismissals',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/clients/{clientId}',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'PUT /api/spaces/{spaceId}/clients/{clientId}',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/clients/{clientId}',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/clients/{clientId}/bookings',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/clients/{clientId}/communications',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'POST /api/spaces/{spaceId}/clients/{clientId}/pets',
    owner: 'admin',
    expected: [401, 404, 201, 201, 201],
  },
  { route: 'GET /api/spaces/{spaceId}/pets', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'GET /api/spaces/{spaceId}/pets/{petId}', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'PUT /api/spaces/{spaceId}/pets/{petId}', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'PUT /api/spaces/{spaceId}/pets/{petId}/photo',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/pets/{petId}/photo',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: "the client's personal data: members only, never by its storage key",
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/pets/{petId}/photo',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  { route: 'DELETE /api/spaces/{spaceId}/pets/{petId}', owner: 'admin', expected: [401, 404, 200, 200, 200] },

  {
    route: 'GET /api/spaces/{spaceId}/pets/{petId}/records/overview',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: "kind, date and state of each entry, no content: the front desk's view of a pet's history",
  },
  // Medical records (docs/decisions/039-medical-records.md): ADMIN and MEMBER of the space, never anyone else
  ...[
    'GET /api/spaces/{spaceId}/pets/{petId}/records',
    'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}',
    'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments/{attachmentId}',
    'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations',
    'GET /api/spaces/{spaceId}/pets/{petId}/weights',
    'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations.pdf',
    'GET /api/spaces/{spaceId}/pets/{petId}/history.pdf',
    'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription.pdf',
    'POST /api/spaces/{spaceId}/pets/{petId}/vaccinations/email',
    'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription/email',
  ].map((route) => ({ route, owner: 'admin' as const, expected: [401, 404, 200, 200, 200] as const })),
  ...[
    'POST /api/spaces/{spaceId}/pets/{petId}/records',
    'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/addenda',
  ].map((route) => ({ route, owner: 'admin' as const, expected: [401, 404, 201, 201, 201] as const })),
  {
    route: 'PUT /api/spaces/{spaceId}/pets/{petId}/records/{recordId}',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'a draft is its author’s until signed (who wrote what)',
  },
  {
    route: 'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/sign',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'only the author signs their draft',
  },
  {
    route: 'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments',
    owner: 'admin',
    expected: [401, 404, 403, 201, 201],
    why: 'files are part of the draft: its author adds them',
  },

  // Charges (docs/decisions/071-charges.md): every member charges, takes payments and reads;
  // voids, refunds, the cash close and the settings are the ADMINs' (one table:
  // packages/domain/src/charges/charge-permissions.ts)
  ...[
    'GET /api/spaces/{spaceId}/charge-settings',
    'GET /api/spaces/{spaceId}/charges',
    'GET /api/spaces/{spaceId}/charges/{chargeId}',
    'GET /api/spaces/{spaceId}/charges/{chargeId}/receipt.pdf',
    'POST /api/spaces/{spaceId}/charges/{chargeId}/receipt/email',
    'GET /api/spaces/{spaceId}/clients/{clientId}/balance',
    'GET /api/spaces/{spaceId}/cash-close',
  ].map((route) => ({ route, owner: 'admin' as const, expected: [401, 404, 200, 200, 200] as const })),
  ...['POST /api/spaces/{spaceId}/charges', 'POST /api/spaces/{spaceId}/charges/{chargeId}/payments'].map(
    (route) => ({
      route,
      owner: 'admin' as const,
      expected: [401, 404, 201, 201, 201] as const,
    }),
  ),
  {
    route: 'PUT /api/spaces/{spaceId}/charge-settings',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'taxes and payment methods are set by ADMINs',
  },
  {
    route: 'POST /api/spaces/{spaceId}/charges/{chargeId}/void',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'a void is a correction: ADMINs only',
  },
  {
    route: 'POST /api/spaces/{spaceId}/charges/{chargeId}/refunds',
    owner: 'admin',
    expected: [401, 404, 403, 201, 201],
    why: 'money given back is a correction: ADMINs only',
  },
  {
    route: 'POST /api/spaces/{spaceId}/cash-close',
    owner: 'admin',
    expected: [401, 404, 403, 201, 201],
    why: 'closing the day locks it: ADMINs only',
  },

  // Audit log (docs/decisions/036-audit-log.md): ADMINs only
  {
    route: 'GET /api/spaces/{spaceId}/audit',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'the log tells who looked at which client and record: the space’s ADMINs only',
  },
  {
    route: 'GET /api/spaces/{spaceId}/clients/{clientId}/export.json',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'reception answers access requests: every member of the space may export a client (logged)',
  },
  {
    route: 'GET /api/spaces/{spaceId}/clients/{clientId}/export.csv',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'POST /api/spaces/{spaceId}/clients/{clientId}/erase',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'erasing personal data cannot be undone: the space’s ADMINs only',
  },

  // Services and schedules
  { route: 'GET /api/spaces/{spaceId}/services', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'POST /api/spaces/{spaceId}/services', owner: 'admin', expected: [401, 404, 403, 201, 201] },
  { route: 'GET /api/services/{id}', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'PUT /api/services/{id}', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  { route: 'DELETE /api/services/{id}', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  {
    route: 'GET /api/services/{serviceId}/schedules',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'a MEMBER gets 200 with only their own ranges',
  },
  {
    route: 'POST /api/services/{serviceId}/schedules',
    owner: 'host',
    expected: [401, 404, 403, 201, 201],
    why: 'a MEMBER creates ranges only for themself; an ADMIN for any member',
  },
  {
    route: 'POST /api/services/schedules/bulk',
    owner: 'host',
    expected: [401, 404, 403, 201, 201],
    why: 'a MEMBER creates ranges only for themself; an ADMIN for any member',
  },
  {
    route: 'PUT /api/schedules/{id}',
    owner: 'host',
    expected: [401, 404, 404, 200, 200],
    why: 'another host’s range does not exist for a MEMBER: 404, not 403',
  },
  {
    route: 'DELETE /api/schedules/{id}',
    owner: 'host',
    expected: [401, 404, 404, 200, 200],
    why: 'another host’s range does not exist for a MEMBER: 404, not 403',
  },
  {
    route: 'GET /api/spaces/{spaceId}/schedules',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'a MEMBER gets 200 with only their own ranges',
  },

  // Disabled dates (the entry is the host's own absence)
  {
    route: 'POST /api/spaces/{spaceId}/disabled-dates',
    owner: 'host',
    expected: [401, 404, 403, 201, 201],
    why: 'a MEMBER creates absences only for themself',
  },
  {
    route: 'GET /api/spaces/{spaceId}/disabled-dates',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'a MEMBER gets 200 without other members’ absences',
  },
  {
    route: 'GET /api/spaces/{spaceId}/disabled-dates/check',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: 'a MEMBER checks only their own absences',
  },
  {
    route: 'PUT /api/spaces/{spaceId}/disabled-dates/{id}',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/disabled-dates/{id}',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
  },

  // Extra openings and changed hours (the entry is the host's own extra opening)
  {
    route: 'POST /api/spaces/{spaceId}/schedule-overrides',
    owner: 'host',
    expected: [401, 404, 403, 201, 201],
    why: 'a MEMBER changes only their own hours',
  },
  {
    route: 'GET /api/spaces/{spaceId}/schedule-overrides',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'a MEMBER gets 200 without other members’ entries',
  },
  {
    route: 'PUT /api/spaces/{spaceId}/schedule-overrides/{id}',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/schedule-overrides/{id}',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
  },
  // Pausing online booking (decision 078)
  {
    route: 'POST /api/spaces/{spaceId}/online-pauses',
    owner: 'admin',
    expected: [401, 404, 403, 201, 201],
    why: 'only an ADMIN pauses the whole clinic; a MEMBER pauses only themself',
  },
  {
    route: 'GET /api/spaces/{spaceId}/online-pauses',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'every member sees the running pauses (the agenda’s band)',
  },
  {
    route: 'POST /api/spaces/{spaceId}/online-pauses/{pauseId}/resume',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: 'a professional resumes only their own pause; an ADMIN any',
  },
  // Reminder settings
  {
    route: 'GET /api/spaces/{spaceId}/reminder-settings',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'PUT /api/spaces/{spaceId}/reminder-settings',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/sms-status',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },

  // The professional's calendar feeds (decision 077)
  {
    route: 'GET /api/calendar/{file}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the secret token in the subscription URL is the proof (calendar apps send no credentials)',
  },
  { route: 'GET /api/spaces/{spaceId}/calendar-feeds', owner: 'host', expected: [401, 404, 200, 200, 200] },
  {
    route: 'POST /api/spaces/{spaceId}/calendar-feeds/{scope}/link',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'the whole clinic’s feed (scope SPACE) is every agenda: ADMINs only (settings.manage)',
  },
  {
    route: 'PATCH /api/spaces/{spaceId}/calendar-feeds/{scope}',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'each member changes their own feed of their own bookings',
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/calendar-feeds/{scope}',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'each member turns off their own feed',
  },

  // The professional's own CalDAV account (decision 087)
  {
    route: 'GET /api/spaces/{spaceId}/caldav-connection',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
  },
  {
    route: 'GET /api/spaces/{spaceId}/caldav-health',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'every member reads the health of the agendas they may see (their own, or all with agenda.readAll)',
  },
  {
    route: 'PUT /api/spaces/{spaceId}/caldav-connection',
    owner: 'host',
    expected: [401, 404, 400, 400, 400],
    why: 'no CalDAV server in this run: a caller allowed to connect reaches discovery, whose Spanish failure (unreachable) is a 400',
  },
  {
    route: 'PATCH /api/spaces/{spaceId}/caldav-connection',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'each professional chooses the calendars of their own connection',
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/caldav-connection',
    owner: 'host',
    expected: [401, 404, 200, 200, 200],
    why: 'each member disconnects their own calendar',
  },

  // Media, logo, files
  { route: 'POST /api/spaces/{spaceId}/media', owner: 'admin', expected: [401, 404, 403, 201, 201] },
  { route: 'GET /api/spaces/{spaceId}/media', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'DELETE /api/spaces/{spaceId}/media', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  { route: 'PUT /api/spaces/{spaceId}/media/reorder', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  { route: 'GET /api/spaces/{spaceId}/media/{mediaId}', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  { route: 'PUT /api/spaces/{spaceId}/media/{mediaId}', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  {
    route: 'DELETE /api/spaces/{spaceId}/media/{mediaId}',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
  },
  { route: 'POST /api/spaces/{spaceId}/logo', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  { route: 'DELETE /api/spaces/{spaceId}/logo', owner: 'admin', expected: [401, 404, 403, 200, 200] },
  {
    route: 'GET /api/spaces/{spaceId}/logo',
    owner: 'anyone',
    expected: [302, 302, 302, 302, 302],
    why: 'public redirect to the file, so <img> works without a token',
  },
  { route: 'GET /api/spaces/{spaceId}/logo/info', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'GET /api/spaces/{spaceId}/logo.png',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the PNG an e-mail shows, fetched by mail clients without a token',
  },
  {
    route: 'GET /api/files/{key}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: stored keys are random and only published files are linked',
  },

  // Bookings and availability (the booking is the client's own, hosted by host)
  {
    route: 'POST /api/bookings',
    owner: 'client',
    expected: [401, 201, 201, 201, 201],
    why: 'any signed-in user books an offered slot for themself',
  },
  {
    route: 'GET /api/bookings',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'a MEMBER gets 200 with only the bookings they host',
  },
  {
    route: 'GET /api/spaces/{spaceId}/agenda/day.pdf',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'the printed day follows the agenda: a MEMBER gets 200 with only their own appointments',
  },
  {
    route: 'POST /api/bookings/host-create',
    owner: 'host',
    expected: [401, 403, 201, 201, 201],
    why: `the caller is the host, so any member may; ${NOT_A_MEMBER_403}`,
  },
  {
    route: 'POST /api/bookings/internal',
    owner: 'host',
    expected: [401, 403, 403, 201, 201],
    why: `booking for another member is ADMIN-only; ${NOT_A_MEMBER_403}`,
  },
  { route: 'POST /api/bookings/public', owner: 'anyone', expected: [201, 201, 201, 201, 201] },
  { route: 'POST /api/bookings/public/any-host', owner: 'anyone', expected: [201, 201, 201, 201, 201] },
  { route: 'GET /api/bookings/my-bookings', owner: 'self', expected: [401, 200, 200, 200, 200] },
  {
    route: 'GET /api/bookings/{id}',
    owner: 'client',
    expected: [401, 404, 404, 200, 200],
    why: 'a MEMBER sees only bookings they host: another host’s booking is a 404',
  },
  {
    route: 'PUT /api/bookings/{id}',
    owner: 'client',
    expected: [401, 404, 404, 200, 403],
    why: 'the client sees the booking but only the staff edits it',
  },
  {
    route: 'PUT /api/bookings/{id}/status',
    owner: 'client',
    expected: [401, 404, 404, 200, 403],
    why: 'the client sees the booking but only the staff changes its status',
  },
  {
    route: 'PUT /api/bookings/{id}/cancel',
    owner: 'client',
    expected: [401, 404, 404, 200, 200],
    why: 'the client may cancel their own booking when the service allows it',
  },
  {
    route: 'GET /api/spaces/{spaceId}/orphaned-bookings',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'a removed member’s future appointments are for the ADMIN to reassign or cancel',
  },
  {
    route: 'POST /api/spaces/{spaceId}/orphaned-bookings/{bookingId}/reassign',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
  },
  {
    route: 'GET /api/bookings/host/{hostId}/availability',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: 'a MEMBER looks only at their own agenda',
  },

  // The public booking page, its e-mailed links and the directory
  {
    route: 'GET /api/public/bookings/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed token is the proof',
  },
  {
    route: 'POST /api/public/bookings/{token}/cancel',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed token is the proof',
  },
  {
    route: 'POST /api/public/bookings/{token}/reschedule',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed token is the proof',
  },
  {
    route: 'GET /api/public/unsubscribe/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the signed link in the reminder is the proof',
  },
  {
    route: 'POST /api/public/unsubscribe/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the signed link in the reminder is the proof (RFC 8058 one-click)',
  },
  {
    route: 'POST /api/public/unsubscribe/{token}/resubscribe',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: "public, and harmless: it only e-mails the client's own address a confirmation link",
  },
  {
    route: 'GET /api/public/resubscribe/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: "public: the expiring signed link sent to the client's own address is the proof",
  },
  {
    route: 'POST /api/public/resubscribe/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: "public: the expiring signed link sent to the client's own address is the proof",
  },
  {
    route: 'GET /api/public/sms/delivery/{outboxId}/{signature}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: Kannel calls it; the signature of the message id is the proof',
  },
  {
    route: 'GET /api/public/sms/inbound',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: "public: Kannel calls it; the gateway's shared key is the proof",
  },
  {
    route: 'POST /api/public/bookings/{token}/confirm-attendance',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed token is the proof',
  },
  { route: 'GET /api/public/space/by-route/{route}', owner: 'anyone', expected: [200, 200, 200, 200, 200] },
  {
    route: 'GET /api/public/space/by-route/{route}/logo',
    owner: 'anyone',
    expected: [302, 302, 302, 302, 302],
  },
  { route: 'GET /api/public/space/{spaceId}', owner: 'anyone', expected: [200, 200, 200, 200, 200] },
  { route: 'GET /api/public/space/{spaceId}/media', owner: 'anyone', expected: [200, 200, 200, 200, 200] },
  {
    route: 'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/available-slots',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/next-available',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/available-slots',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
  },
  {
    route: 'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/next-available',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
  },
  // The waitlist (decision 085): joined from the public page; its e-mailed links are the proof
  {
    route: 'GET /api/spaces/{spaceId}/waitlist',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'those who see the whole agenda see everyone who waits; a professional the requests they can serve (decision 089: none here, they offer no range of the service)',
  },
  {
    route: 'DELETE /api/spaces/{spaceId}/waitlist/{requestId}',
    owner: 'admin',
    expected: [401, 404, 404, 200, 200],
    why: 'those who manage every booking take anyone off the list; a professional only a request they can serve, and this one is not theirs (404)',
  },
  {
    route: 'GET /api/spaces/{spaceId}/waitlist-settings',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
    why: 'every member reads how long an offer holds its slot',
  },
  {
    route: 'PUT /api/spaces/{spaceId}/waitlist-settings',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
    why: 'the space’s settings: ADMINs only (settings.manage)',
  },
  {
    route: 'POST /api/spaces/{spaceId}/waitlist/{requestId}/offers',
    owner: 'admin',
    expected: [401, 404, 403, 201, 201],
    why: 'those who manage every booking offer anyone’s free slot; a professional only their own time (403 for the host’s)',
  },
  {
    route: 'POST /api/public/space/{spaceId}/service/{serviceId}/waitlist',
    owner: 'anyone',
    expected: [201, 201, 201, 201, 201],
  },
  {
    route: 'POST /api/public/waitlist/offers/{token}/confirm',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the e-mailed offer token is the proof',
  },
  {
    route: 'DELETE /api/public/waitlist/{token}',
    owner: 'anyone',
    expected: [200, 200, 200, 200, 200],
    why: 'public: the token of the link given on joining is the proof',
  },
  { route: 'GET /api/directory/spaces', owner: 'anyone', expected: [200, 200, 200, 200, 200] },
  // Reports
  {
    route: 'GET /api/spaces/{spaceId}/reports/summary',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/money',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/timeseries',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/heatmap',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/waitlist',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/occupancy',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/bookings.csv',
    owner: 'host',
    expected: [401, 404, 403, 200, 200],
    why: OWN_FIGURES_ONLY,
  },
  {
    route: 'GET /api/spaces/{spaceId}/reports/breakdown',
    owner: 'admin',
    expected: [401, 404, 200, 200, 200],
  },
  { route: 'GET /api/reports/preferences', owner: 'self', expected: [401, 200, 200, 200, 200] },
  { route: 'PUT /api/reports/preferences', owner: 'self', expected: [401, 200, 200, 200, 200] },
  // Plans (decision 073): any member reads the plan and its usage; only ADMINs change anything.
  { route: 'GET /api/spaces/{spaceId}/plan', owner: 'admin', expected: [401, 404, 200, 200, 200] },
  {
    route: 'POST /api/spaces/{spaceId}/plan/trial',
    owner: 'admin',
    expected: [401, 404, 403, 200, 409],
    why: 'one trial per account: the owner cell is the same ADMIN, whose account used it in the admin cell (409 TRIAL_NOT_AVAILABLE)',
  },
  {
    route: 'POST /api/spaces/{spaceId}/plan/upgrade-request',
    owner: 'admin',
    expected: [401, 404, 403, 200, 200],
  },
  { route: 'PUT /api/spaces/{spaceId}/plan/kept', owner: 'admin', expected: [401, 404, 403, 200, 200] },
];

/**
 * Where a RECEPTION member of the space (the `reception` extra actor) is answered otherwise than the
 * MEMBER column, and the permission of packages/domain/src/members/space-permissions.ts that makes
 * the difference; every other route answers her as it answers a MEMBER (decision 072). The suite
 * checks each difference against the permission table too, so the two cannot drift apart.
 */
export const RECEPTION_DIFFERENCES: Readonly<Record<string, { status: number; action: SpaceAction }>> = {
  // She books for every professional and has no agenda of her own.
  'POST /api/bookings/host-create': { status: 403, action: 'schedules.hostOwn' },
  'PATCH /api/spaces/{spaceId}/calendar-feeds/{scope}': { status: 403, action: 'schedules.hostOwn' },
  'DELETE /api/spaces/{spaceId}/calendar-feeds/{scope}': { status: 403, action: 'schedules.hostOwn' },
  'PUT /api/spaces/{spaceId}/caldav-connection': { status: 403, action: 'schedules.hostOwn' },
  'PATCH /api/spaces/{spaceId}/caldav-connection': { status: 403, action: 'schedules.hostOwn' },
  'POST /api/bookings/internal': { status: 201, action: 'bookings.manageAll' },
  'GET /api/bookings/{id}': { status: 200, action: 'bookings.manageAll' },
  'PUT /api/bookings/{id}': { status: 200, action: 'bookings.manageAll' },
  'PUT /api/bookings/{id}/status': { status: 200, action: 'bookings.manageAll' },
  'PUT /api/bookings/{id}/cancel': { status: 200, action: 'bookings.manageAll' },
  'GET /api/bookings/host/{hostId}/availability': { status: 200, action: 'agenda.readAll' },
  'GET /api/spaces/{spaceId}/disabled-dates/check': { status: 200, action: 'agenda.readAll' },
  // Reception takes anyone off the waitlist and offers anyone's slot by hand (decisions 085, 089).
  'DELETE /api/spaces/{spaceId}/waitlist/{requestId}': { status: 200, action: 'bookings.manageAll' },
  'POST /api/spaces/{spaceId}/waitlist/{requestId}/offers': { status: 201, action: 'bookings.manageAll' },
  // No clinical content, read or written.
  'GET /api/spaces/{spaceId}/pets/{petId}/records': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments/{attachmentId}': {
    status: 403,
    action: 'records.readContent',
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/weights': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations.pdf': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/history.pdf': { status: 403, action: 'records.readContent' },
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription.pdf': {
    status: 403,
    action: 'records.readContent',
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/vaccinations/email': {
    status: 403,
    action: 'records.readContent',
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription/email': {
    status: 403,
    action: 'records.readContent',
  },
  'POST /api/spaces/{spaceId}/pets/{petId}/records': { status: 403, action: 'records.write' },
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/addenda': {
    status: 403,
    action: 'records.write',
  },
  // A client's export carries the pets' medical records.
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.json': { status: 403, action: 'clients.export' },
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.csv': { status: 403, action: 'clients.export' },
  // No figures at all: the clinic's income is not hers.
  'GET /api/spaces/{spaceId}/reports/breakdown': { status: 403, action: 'reports.readOwn' },
};

/** The reception extra actor's expected status on `entry`. */
export function receptionExpected(entry: MatrixEntry): number {
  return RECEPTION_DIFFERENCES[entry.route]?.status ?? entry.expected[2];
}
