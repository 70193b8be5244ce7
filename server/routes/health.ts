import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', { config: { public: true } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: app.database.kind, version: '1.0.0' };
  });
}
