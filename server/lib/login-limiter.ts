/* Brute-force guard for POST /api/login (decision 132), on rate-limiter-flexible's Drizzle store:
   the counters live in the `login_limites` table, so every instance on one PostgreSQL shares
   them (on PGlite one process owns the database anyway). Only FAILURES count, per window:
   - per account and address: 10, then that address waits for the rest of the window;
   - per address, any account: 100 (one address guessing many accounts);
   - per account, from any address: 50, and then only addresses the account has signed in from
     in the last 30 days may still try (a distributed attack cannot lock the real user out of
     their usual devices; a new device waits for the window).
   The account is the user's id when the login or e-mail names one, so both spellings count as
   one; an unknown login counts under its own text. A success clears the pair's count. */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { loginLimites } from '../db/schema.ts';

const WINDOW_S = 15 * 60;
export const LIMITES = { contaEndereco: 10, endereco: 100, conta: 50 } as const;
const CONHECIDO_S = 30 * 86400;

export interface LoginLimiter {
  /** Milliseconds this attempt must wait (0: go ahead). */
  espera(conta: string, endereco: string): Promise<number>;
  falhou(conta: string, endereco: string): Promise<void>;
  entrou(conta: string, endereco: string): Promise<void>;
}

export function createLoginLimiter(db: Db): LoginLimiter {
  const limiter = (keyPrefix: string, points: number, duration: number) => new RateLimiterDrizzle({
    storeClient: db, schema: loginLimites, keyPrefix, points, duration, clearExpiredByTimeout: false,
  });
  const porPar = limiter('login-par', LIMITES.contaEndereco, WINDOW_S);
  const porEndereco = limiter('login-end', LIMITES.endereco, WINDOW_S);
  const porConta = limiter('login-conta', LIMITES.conta, WINDOW_S);
  const conhecidos = limiter('login-ok', 1, CONHECIDO_S);
  const par = (conta: string, endereco: string) => `${conta}|${endereco}`;
  const excedido = (res: RateLimiterRes | null, max: number) => (res && res.consumedPoints >= max ? Math.max(res.msBeforeNext, 1000) : 0);

  return {
    async espera(conta, endereco) {
      const [p, e, c, ok] = await Promise.all([
        porPar.get(par(conta, endereco)), porEndereco.get(endereco), porConta.get(conta), conhecidos.get(par(conta, endereco)),
      ]);
      return Math.max(
        excedido(p, LIMITES.contaEndereco),
        excedido(e, LIMITES.endereco),
        ok ? 0 : excedido(c, LIMITES.conta),
      );
    },
    async falhou(conta, endereco) {
      await Promise.all([porPar.penalty(par(conta, endereco)), porEndereco.penalty(endereco), porConta.penalty(conta)]);
    },
    async entrou(conta, endereco) {
      await Promise.all([porPar.delete(par(conta, endereco)), conhecidos.set(par(conta, endereco), 1, CONHECIDO_S)]);
      // Sign-ins are rare: they also sweep counters whose window ended an hour ago.
      await db.delete(loginLimites).where(lt(loginLimites.expire, new Date(Date.now() - 3600_000)));
    },
  };
}
