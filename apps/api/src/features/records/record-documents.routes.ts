import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';

export async function recordDocumentRoutes(_fastify: FastifyInstance, _deps: AppDependencies) {}
