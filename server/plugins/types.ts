import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { LiveHub } from '../sync/live-hub.ts';
import type { Instantaneos } from '../sync/instantaneo.ts';

export interface AuthUser {
  id: string;
  name: string;
  login: string;
  /** The open session this request rides on (decision 131). */
  sid: string;
  /** Perfil Administrador (decision 232): the Gestor area, other users' password, status, perfil. */
  admin: boolean;
}

/** One method + URL pattern the server registered, and whether it is public (decision 130). */
export interface RotaRegistrada {
  method: string;
  url: string;
  publica: boolean;
  /** Gestor area: administrators only (decision 232). */
  gestor: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    rotasRegistradas: readonly RotaRegistrada[];
    /** The process's live hub (sync/live-hub.ts). */
    liveHub: LiveHub;
    /** The first-download snapshots (sync/instantaneo.ts, decision 364). */
    instantaneos: Instantaneos;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a session (login, logout, health, the built client's files). */
    public?: boolean;
    /** A long-lived answer (Server-Sent Events): it never ends on its own, so probes read only its head. */
    stream?: boolean;
    /** Gestor area (decision 232): only the perfil Administrador; an Operador gets 403. */
    gestor?: boolean;
    /** The write's name in MUTACOES (set by rotaMutacao): the change log's mutacao and acao. */
    mutacao?: string;
  }
}
