/* Brute-force guard for POST /api/login (decision 132), on rate-limiter-flexible's Drizzle store:
   the counters live in the `login_limites` table, so every instance on one PostgreSQL shares
   them (on PGlite one process owns the database anyway). Only FAILURES count, per window:
   - per account and address: 10, then that address waits for the rest of the window;
   - per address, any account: 100 (one address guessing many accounts);
   - per account, from any address: 50, and then only addresses the account has signed in from
     in the last 30 days may still try (a distributed attack cannot lock the real user out of
     their usual devices; a new device waits for the window).
   The account is the user's id when the login or e-mail names one, so both spellings count as
   one; an unknown login counts under its own text. A success clears the pair's count.
   An attempt is counted BEFORE its password is checked (reserve, then release on success):
   checking first and counting after let parallel attempts all pass the check while the
   counter still read 0 (40 parallel guesses were all evaluated, limit 10). The counter's upsert
   is one atomic statement, so N parallel reservations see N distinct counts. */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { loginLimites } from '../db/schema.ts';

const WINDOW_S = 15 * 60;
export const LIMITES = { contaEndereco: 10, endereco: 100, conta: 50 } as const;
const CONHECIDO_S = 30 * 86400;

export interface LoginLimiter {
  /** Counts this attempt before it is evaluated. Milliseconds it must wait instead (0: go ahead;
      otherwise the attempt was not counted). */
  reservar(conta: string, endereco: string): Promise<number>;
  /** The attempt succeeded: its reservation is released and the pair's count cleared. */
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
  // The reservation itself is counted, so an attempt may go while the count, itself included,
  // stays within the limit.
  const excedido = (res: RateLimiterRes, max: number) => (res.consumedPoints > max ? Math.max(res.msBeforeNext, 1000) : 0);

  return {
    async reservar(conta, endereco) {
      const [p, e, c, ok] = await Promise.all([
        porPar.penalty(par(conta, endereco)), porEndereco.penalty(endereco), porConta.penalty(conta), conhecidos.get(par(conta, endereco)),
      ]);
      const espera = Math.max(
        excedido(p, LIMITES.contaEndereco),
        excedido(e, LIMITES.endereco),
        ok ? 0 : excedido(c, LIMITES.conta),
      );
      // A refused attempt was never evaluated: give its points back, so refusals do not
      // lengthen the count (the counters end at the number of passwords actually checked).
      if (espera > 0) await Promise.all([porPar.reward(par(conta, endereco)), porEndereco.reward(endereco), porConta.reward(conta)]);
      return espera;
    },
    async entrou(conta, endereco) {
      await Promise.all([
        porPar.delete(par(conta, endereco)), porEndereco.reward(endereco), porConta.reward(conta),
        conhecidos.set(par(conta, endereco), 1, CONHECIDO_S),
      ]);
      // Sign-ins are rare: they also sweep counters whose window ended an hour ago.
      await db.delete(loginLimites).where(lt(loginLimites.expire, new Date(Date.now() - 3600_000)));
    },
  };
}
