import type { Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for pausing online booking (decision 078): the clinic's pause is an ADMIN's, a
// professional's own pause is theirs (the host) to end.

async function hostPause(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  const created = await stage.call<{ pause: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/online-pauses`,
    stage.team.host,
    { scope: 'SELF', length: '2h' },
  );
  return { spaceId, pauseId: created.pause.id };
}

export const ONLINE_PAUSE_SCENARIOS: Scenarios = {
  'POST /api/spaces/{spaceId}/online-pauses': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { scope: 'SPACE', length: '1h' } }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/online-pauses': {
    stage: async (stage) => {
      const { spaceId } = await hostPause(stage);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/online-pauses/{pauseId}/resume': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId, pauseId } = await hostPause(stage);
      return { owner: stage.team.host, request: () => ({ params: { spaceId, pauseId } }) };
    },
  },
};
