/* What the server's log must never hold (issue 11, decision 133): passwords, password hashes,
   tokens and cookies. Pino's `redact` removes them from the objects logged by path; an error's
   message and stack are text (a failed query's text lists its parameters, a hash among them), so
   the error serializer scrubs hash- and token-shaped text from them as well. */
import { stdSerializers } from 'pino';
import type { LoggerOptions } from 'pino';

const OCULTO = '[oculto]';
const SECRET_KEYS = ['password', 'passwordHash', 'password_hash', 'current_password', 'senha', 'token', 'authorization', 'cookie'];

export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.body', 'body',
  'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

const SECRET_TEXT = [
  /scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+/g, // our password hashes
  /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, // JWTs (session tokens)
];

export function scrub(text: string): string {
  return SECRET_TEXT.reduce((out, re) => out.replace(re, OCULTO), text);
}

function scrubDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.includes(k) ? OCULTO : scrubDeep(v, depth + 1);
  return out;
}

export function serializeError(error: Error): unknown {
  return scrubDeep(stdSerializers.err(error));
}

export function loggerOptions(): LoggerOptions {
  return {
    level: 'info',
    redact: { paths: REDACT_PATHS, censor: OCULTO },
    serializers: { err: serializeError },
  };
}
