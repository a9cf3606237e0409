import type { Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for the audit log and the clients' privacy routes (docs/decisions/036, 037).

async function spaceWithClient(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  const created = await stage.call<{ client: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients`,
    stage.team.admin,
    { name: stage.unique('Cliente privacidad'), email: stage.uniqueEmail('privacidad') },
  );
  return { spaceId, clientId: created.client.id };
}

export const AUDIT_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/audit': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId }, query: { limit: '10' } }) };
    },
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.json': {
    stage: async (stage) => {
      const ids = await spaceWithClient(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}/export.csv': {
    stage: async (stage) => {
      const ids = await spaceWithClient(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
  'POST /api/spaces/{spaceId}/clients/{clientId}/erase': {
    isDestructive: true,
    stage: async (stage) => {
      const ids = await spaceWithClient(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids, payload: { confirm: true } }) };
    },
  },
};
