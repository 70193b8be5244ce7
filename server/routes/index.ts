/* Registers every area's routes (SPEC §7). Each area is one plugin file. */
import type { FastifyInstance } from 'fastify';

export async function apiRoutes(_app: FastifyInstance) {
  // Areas register here as they are built.
}
