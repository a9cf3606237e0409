import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../app-dependencies';

/**
 * What a feature's routes plugin hands each group of its routes: the instance whose schemas zod
 * reads (`app`), the plain one that registers scopes (`fastify`), and the app's dependencies.
 */
export function routeGroups(fastify: FastifyInstance, deps: AppDependencies) {
  return { app: fastify.withTypeProvider<ZodTypeProvider>(), deps, fastify };
}

export type RouteGroups = ReturnType<typeof routeGroups>;
