import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

export interface AuthUser {
  id: string;
  name: string;
  login: string;
  /** The open session this request rides on (decision 131). */
  sid: string;
  /** May change another user's password or status (decision 133). */
  admin: boolean;
}

/** One method + URL pattern the server registered, and whether it is public (decision 130). */
export interface RotaRegistrada {
  method: string;
  url: string;
  publica: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    rotasRegistradas: readonly RotaRegistrada[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, logout, health, the built client's files). */
    public?: boolean;
    /** A long-lived answer (Server-Sent Events): it never ends on its own, so probes read only its head. */
    stream?: boolean;
  }
}
