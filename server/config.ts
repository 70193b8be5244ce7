/* Server configuration from the environment (documented in README). JWT_SECRET is generated
   once and kept in DATA_DIR so tokens survive restarts without any setup. */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './db/data-dir.ts';
import type { OpcoesRunner } from './jobs/runner.ts';
import { msgBackup } from '../src/domain/messages-backup.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { login: string; password: string | undefined; name: string };
  /** Where the built client lives; served with the SPA fallback when present. */
  distDir: string;
  logger: boolean;
  /** Fastify's trustProxy: false unless TRUST_PROXY says which proxies to believe (decision 132). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Idempotency keys older than this many days are pruned (IDEMPOTENCY_TTL_DAYS, default 90). */
  idempotencyTtlDays?: number;
  /** The job runner (decision 281); absent: schedules, sweep and change triggers are off (tests). */
  automacao?: Partial<OpcoesRunner>;
  /** First-download snapshots (decision 364); false with INSTANTANEOS=desligado. Absent: on. */
  instantaneos?: boolean;
  /** The daily backup into DATA_DIR/backups (decision 385). Absent: off (tests). */
  backup?: OpcoesBackup;
  /** Import slots and the upload's time bound (decision 399). Absent: the defaults (tests change them). */
  importacoes?: { simultaneas?: number; prazoLeituraMs?: number };
}

export interface OpcoesBackup {
  /** BACKUP_DIARIO=desligado turns the daily backup off. */
  diario: boolean;
  /** BACKUP_HORARIO, HH:MM in America/Sao_Paulo (default 03:00). */
  horario: string;
  /** BACKUP_RETENCAO_DIAS (default 7): older backups in DATA_DIR/backups are removed. */
  retencaoDias: number;
}

export const BACKUP_HORARIO_PADRAO = '03:00';
export const BACKUP_RETENCAO_PADRAO = 7;

/** HH:MM (00:00–23:59), or null. */
export function horarioValido(value: string | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec((value ?? '').trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

export function opcoesBackup(env: NodeJS.ProcessEnv): OpcoesBackup {
  const dias = Number(env.BACKUP_RETENCAO_DIAS);
  const horario = env.BACKUP_HORARIO ? horarioValido(env.BACKUP_HORARIO) : BACKUP_HORARIO_PADRAO;
  if (horario === null) throw new Error(msgBackup.horarioInvalido(env.BACKUP_HORARIO ?? ''));
  return {
    diario: env.BACKUP_DIARIO !== 'desligado',
    horario,
    retencaoDias: Number.isSafeInteger(dias) && dias >= 1 ? dias : BACKUP_RETENCAO_PADRAO,
  };
}

/** TRUST_PROXY: unset/empty/false → trust no proxy; true → any; a number → that many hops;
    otherwise addresses or CIDRs, comma-separated (e.g. `127.0.0.1,10.0.0.0/8`). */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return text;
}

export const DEFAULT_IDEMPOTENCY_TTL_DAYS = 90;

/** A whole number of days ≥ 1; anything else keeps the default. */
export function ttlDays(value: string | undefined): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : DEFAULT_IDEMPOTENCY_TTL_DAYS;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  // Database, receipts and the JWT secret: readable by the server's OS user only.
  makePrivateDir(dataDir);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin: {
      login: env.ADMIN_LOGIN ?? 'admin',
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME ?? 'Administrador',
    },
    distDir: resolve(env.DIST_DIR ?? './dist'),
    logger: env.LOG !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    idempotencyTtlDays: ttlDays(env.IDEMPOTENCY_TTL_DAYS),
    // AUTOMACAO=desligada keeps this process from running schedules (another process runs them).
    automacao: { ligado: env.AUTOMACAO !== 'desligada' },
    instantaneos: env.INSTANTANEOS !== 'desligado',
    backup: opcoesBackup(env),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': processes starting together on one DATA_DIR keep the first secret written, not each its own.
    writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
