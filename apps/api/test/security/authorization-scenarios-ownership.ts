import type { Scenarios, Scene } from './authorization-scenario';
import type { Actor, MatrixStage } from './authorization-stage';

// The space's OWNER against its other ADMINs (decision 067): deleting and restoring the space and
// handing it over. In these scenes the `admin` cell is a second ADMIN of the space who does not own
// it; the creator (the team's admin) is the OWNER, except for answering an offer, where the owner
// cell is the ADMIN the space was offered to and the `admin` cell the OWNER who offered it.

const coAdmins = new WeakMap<MatrixStage, Promise<Actor>>();

/** One co-ADMIN for the whole run (an account costs an argon2 hash); each space promotes them. */
function coAdminOf(stage: MatrixStage): Promise<Actor> {
  let actor = coAdmins.get(stage);
  if (!actor) {
    actor = stage.register('Adela Coadministradora');
    coAdmins.set(stage, actor);
  }
  return actor;
}

type OwnedSpace = { spaceId: string; name: string; coAdmin: Actor };

/** A space of the team's admin (its OWNER) with the team's MEMBERs and the co-ADMIN. */
async function ownedSpace(stage: MatrixStage): Promise<OwnedSpace> {
  const { spaceId } = await stage.space();
  const coAdmin = await coAdminOf(stage);
  await stage.join(spaceId, coAdmin);
  await stage.call('PUT', `/api/spaces/${spaceId}/members/${coAdmin.id}/role`, stage.team.admin, {
    role: 'ADMIN',
  });
  const space = await stage.call<{ name: string }>('GET', `/api/spaces/${spaceId}`, stage.team.admin);
  return { spaceId, name: space.name, coAdmin };
}

const ownerScene = (stage: MatrixStage, space: OwnedSpace, request: Scene['request']): Scene => ({
  owner: stage.team.admin,
  cast: { admin: space.coAdmin },
  request,
});

async function offeredSpace(stage: MatrixStage): Promise<OwnedSpace> {
  const space = await ownedSpace(stage);
  await stage.call('POST', `/api/spaces/${space.spaceId}/ownership-transfer`, stage.team.admin, {
    userId: space.coAdmin.id,
  });
  return space;
}

/** The offered co-ADMIN owns the answer; the OWNER who offered plays the `admin` cell. */
const offereeScene = (stage: MatrixStage, space: OwnedSpace): Scene => ({
  owner: space.coAdmin,
  cast: { admin: stage.team.admin },
  request: () => ({ params: { spaceId: space.spaceId } }),
});

export const OWNERSHIP_SCENARIOS: Scenarios = {
  'DELETE /api/spaces/{id}': {
    // The OWNER's cell deletes the space: every cell gets a space of its own.
    isDestructive: true,
    stage: async (stage) => {
      const space = await ownedSpace(stage);
      return ownerScene(stage, space, (actor) => ({
        params: { id: space.spaceId },
        payload: { currentPassword: actor?.password ?? 'secreto123', confirmName: space.name },
      }));
    },
  },
  'GET /api/spaces/deleted': {
    stage: async (stage) => {
      const space = await ownedSpace(stage);
      return ownerScene(stage, space, () => ({}));
    },
  },
  'POST /api/spaces/{id}/restore': {
    // The OWNER's cell restores the space: every cell gets a deleted space of its own.
    isDestructive: true,
    stage: async (stage) => {
      const space = await ownedSpace(stage);
      await stage.call('DELETE', `/api/spaces/${space.spaceId}`, stage.team.admin, {
        currentPassword: stage.team.admin.password,
        confirmName: space.name,
      });
      return ownerScene(stage, space, () => ({ params: { id: space.spaceId } }));
    },
  },
  'POST /api/spaces/{spaceId}/ownership-transfer': {
    stage: async (stage) => {
      const space = await ownedSpace(stage);
      return ownerScene(stage, space, () => ({
        params: { spaceId: space.spaceId },
        payload: { userId: space.coAdmin.id },
      }));
    },
  },
  'DELETE /api/spaces/{spaceId}/ownership-transfer': {
    stage: async (stage) => {
      const space = await offeredSpace(stage);
      return ownerScene(stage, space, () => ({ params: { spaceId: space.spaceId } }));
    },
  },
  'POST /api/spaces/{spaceId}/ownership-transfer/accept': {
    stage: async (stage) => offereeScene(stage, await offeredSpace(stage)),
  },
  'POST /api/spaces/{spaceId}/ownership-transfer/decline': {
    stage: async (stage) => offereeScene(stage, await offeredSpace(stage)),
  },
};
