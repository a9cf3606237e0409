import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AddressSearchQuerySchema,
  AddressSuggestionSchema,
} from '@citavet/domain/geocoding/geocoding.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createOfflineGeocoder } from './offline-geocoder';

const SUGGESTION_LIMIT = 5;

export function createGeocoder(deps: AppDependencies): Geocoder {
  return deps.config.geocoder === 'nominatim'
    ? createNominatimGeocoder({ userAgent: `Citavet/1.0 (+${deps.config.publicUrl})` })
    : createOfflineGeocoder();
}

export async function geocodingRoutes(
  fastify: FastifyInstance,
  deps: AppDependencies,
  geocoder = createGeocoder(deps),
) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/geocoding/search',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'searchAddresses',
        summary: 'Buscar direcciones para ubicar el espacio',
        tags: ['geocoding'],
        security: [{ bearerAuth: [] }],
        querystring: AddressSearchQuerySchema,
        response: { 200: successEnvelope(z.object({ suggestions: z.array(AddressSuggestionSchema) })) },
      },
    },
    async (request) => {
      requireUser(request);
      try {
        return ok({ suggestions: await geocoder.search(request.query.q, SUGGESTION_LIMIT) });
      } catch (error) {
        request.log.warn({ err: error }, 'geocoder failed');
        throw new AppError(
          502,
          'GEOCODER_UNAVAILABLE',
          'El buscador de direcciones no está disponible. Inténtalo más tarde.',
        );
      }
    },
  );
}
