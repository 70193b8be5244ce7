import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

export interface AuthUser {
  id: string;
  name: string;
  login: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, health). */
    public?: boolean;
  }
}
