import { AVAILABILITY_CHANNEL } from '@citavet/db/availability-announcements';
import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { DirectoryListSchema, DirectoryQuerySchema } from '@citavet/domain/public/directory.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { DirectoryRefresher } from './directory-refresher';
import { listDirectory, PlaceCache, type PlaceFinder } from './list-directory-spaces';

/** Waits until every change committed so far is in directory_entries (read-your-writes). */
export type DirectoryFreshness = () => Promise<void>;

/** The public clinic directory (/veterinarias): no sign-in. */
export async function directoryRoutes(
  fastify: FastifyInstance,
  deps: AppDependencies,
  places: PlaceFinder,
): Promise<DirectoryFreshness> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const placeCache = new PlaceCache(places);
  const refresher = new DirectoryRefresher(deps);
  const isRefresherOn = deps.config.isDirectoryRefresherOn !== false;
  let wasLive = false;
  const subscription = await deps.database.listen(AVAILABILITY_CHANNEL, {
    onNotification: (payload) => refresher.announce(payload),
    onLiveChange: (isLive) => {
      // Notifications may have been missed while the connection was down.
      if (isLive && wasLive === false && isRefresherOn) refresher.refreshEverything();
      wasLive = isLive;
    },
  });
  if (isRefresherOn) refresher.start();
  fastify.addHook('onClose', async () => {
    await subscription.stop();
    await refresher.stop();
  });

  // Read-your-writes: every change committed before a request is in the entries before it reads them.
  const freshness: DirectoryFreshness = async () => {
    await subscription.catchUp().catch(() => undefined);
    await refresher.settle();
  };

  app.get(
    '/directory/spaces',
    {
      schema: {
        operationId: 'listDirectorySpaces',
        summary: 'Buscar clínicas en el directorio público (texto, cercanía, filtros, próxima cita libre)',
        tags: ['directory'],
        querystring: DirectoryQuerySchema,
        response: { 200: successEnvelope(DirectoryListSchema) },
      },
    },
    async (request) => {
      await freshness();
      return ok(await listDirectory(deps, request.query, placeCache));
    },
  );
  return freshness;
}
