import type { Scenarios } from './authorization-scenario';

// Valid requests for the plan's routes (docs/decisions/073-plans-and-trial.md).

export const PLAN_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/plan': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/plan/trial': {
    // Once per space and per account: each cell gets a fresh space.
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/plan/upgrade-request': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { planId: 'premium' } }),
      };
    },
  },
  'PUT /api/spaces/{spaceId}/plan/kept': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { serviceIds: [], professionalId: null } }),
      };
    },
  },
};
