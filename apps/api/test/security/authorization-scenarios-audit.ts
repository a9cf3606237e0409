import type { Scenarios } from './authorization-scenario';

// Valid requests for the audit log and the clients' privacy routes (docs/decisions/036, 037).

export const AUDIT_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/audit': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId }, query: { limit: '10' } }) };
    },
  },
};
