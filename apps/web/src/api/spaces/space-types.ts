import type { MemberSpace, SpaceMemberSummary } from '@citavet/domain/spaces/space.schema';

/** A member as a space lists it: id, spaceId, userId, role, joinedAt and the user summary. */
export type SpaceMember = SpaceMemberSummary;

/** A space as its members see it: what GET /api/spaces lists and every space call answers. */
export type Space = MemberSpace;
