import type { ExtraActorKind } from './authorization-extra-actors';
import type { Actor, MatrixStage } from './authorization-stage';

/** Who sends a cell's request; `owner` is the resource's own user (see MatrixEntry.owner). */
export const MATRIX_ROLES = ['anonymous', 'otherAdmin', 'member', 'admin', 'owner'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, 'anonymous'>;

/** What fills the documented path template and the rest of one request. */
export type CellRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

/**
 * One route's prepared world. `request` must be a request that succeeds for an authorized caller,
 * so the status answers the authorization question and never a validation one; `cell` (0–4, the
 * role's position) lets creations pick distinct names or times so cells do not collide.
 */
export type Scene = {
  owner: Actor;
  /** Replaces the team's otherAdmin/member/admin for this route (fresh users for /auth writes). */
  cast?: Partial<Record<SignedInRole, Actor>>;
  request(actor: Actor | null, cell: number): CellRequest | Promise<CellRequest>;
};

export type Scenario = {
  /** A success changes what the next cell would see (deletes, status moves): one scene per cell. */
  isDestructive?: boolean;
  /**
   * `role` is the one cell a destructive scene is for; shared scenes get none. An extra actor's
   * cell (authorization-extra-actors.ts) passes its kind.
   */
  stage(stage: MatrixStage, role?: MatrixRole | ExtraActorKind): Promise<Scene>;
};

/** Keyed by `METHOD /api/path/{param}`, exactly as the OpenAPI document writes the route. */
export type Scenarios = Record<string, Scenario>;
