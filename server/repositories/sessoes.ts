/* Server-side sessions (decision 131): each sign-in opens a row in `sessoes`; its id travels in
   the token as `sid`. A request is authenticated only while that row is open, unexpired and its
   user active. Sair closes the row; making a user Inativo or changing a password closes all of
   that user's rows. The answer is remembered for at most CHECK_MS per session, and a close in
   this process forgets it at once; another process sees a close after at most CHECK_MS. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { batchMemo, batchMemoForget } from '../lib/mutation-batch.ts';
import { sessoes, users } from '../db/schema.ts';

type Queryable = Db | Tx;

export const CHECK_MS = 2_000;

/** NOTIFY channel of ended sessions (issue 37 item 5): every process closes the event streams
    riding on them at once. Payload 's:<sid>', or 'u:<userId>:<sid kept or empty>'. Sent in the
    revoking transaction, so it is heard only if the revocation commits. */
export const FIM_DE_SESSAO = 'fluxo_sessoes_fim';

async function avisarFim(db: Queryable, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${FIM_DE_SESSAO}, ${payload})`);
}
const CHECKED_MAX = 10_000;

export interface SessaoAtiva {
  userId: string;
  /** Perfil Administrador (decision 232). */
  admin: boolean;
}

const checked = new Map<string, SessaoAtiva & { until: number }>();

export async function abrirSessao(db: Queryable, id: string, userId: string, seconds: number): Promise<void> {
  await db.insert(sessoes).values({
    id, userId, expiresAt: sql`now() + make_interval(secs => ${seconds})`,
  });
  // Sign-ins are rare: they also sweep rows that ended more than a day ago.
  await db.delete(sessoes).where(sql`${sessoes.expiresAt} < now() - interval '1 day'`);
}

/** The open session `sid` of user `userId`, or null when it was ended, expired or its user is inactive. */
export async function sessaoAtiva(db: Queryable, sid: string, userId: string): Promise<SessaoAtiva | null> {
  const now = Date.now();
  const known = checked.get(sid);
  if (known && known.until > now && known.userId === userId) return known;
  const ativa = await lerSessao(db, sid, userId);
  if (!ativa) {
    checked.delete(sid);
    return null;
  }
  if (checked.size >= CHECKED_MAX) checked.clear();
  checked.set(sid, { ...ativa, until: now + CHECK_MS });
  return ativa;
}

/**
 * The session as `db` sees it now, never in this process's cache: inside a transaction that may
 * still roll back (a POST /api/lote entry) what it reads is not the truth yet. Caching it let a
 * batch's rerun after a rollback meet the rolled-back perfil and store a 403 under a good entry's
 * key; the batch keeps it only for its own attempt (sessaoNoLote).
 */
export async function lerSessao(db: Queryable, sid: string, userId: string): Promise<SessaoAtiva | null> {
  const [row] = await db.select({ perfil: users.perfil }).from(sessoes)
    .innerJoin(users, eq(users.id, sessoes.userId))
    .where(and(
      eq(sessoes.id, sid), eq(sessoes.userId, userId), isNull(sessoes.revokedAt),
      gt(sessoes.expiresAt, sql`now()`), eq(users.status, true),
    ))
    .limit(1);
  return row ? { userId, admin: row.perfil === 'administrador' } : null;
}

/** The batch's memo of its sessions (batchMemo): one read per attempt, not one per entry. */
const MEMO_SESSAO = 'sessao:';

/**
 * The session inside POST /api/lote, read through the batch's transaction once per attempt of
 * the batch (a rerun after a rollback opens a new memo). An entry that ends a session or changes
 * a perfil forgets it (esquecerUsuario, encerrarSessao), so the entries after it read again what
 * the transaction now holds, as they would alone. Decision 457: 1 of the 3 statements an entry ran.
 */
export function sessaoNoLote(tx: Tx, sid: string, userId: string): Promise<SessaoAtiva | null> {
  return batchMemo(`${MEMO_SESSAO}${sid}:${userId}`, () => lerSessao(tx, sid, userId));
}

/** Sair: ends one session. */
export async function encerrarSessao(db: Queryable, sid: string): Promise<void> {
  batchMemoForget(MEMO_SESSAO);
  checked.delete(sid);
  await db.update(sessoes).set({ revokedAt: sql`now()` })
    .where(and(eq(sessoes.id, sid), isNull(sessoes.revokedAt)));
  await avisarFim(db, `s:${sid}`);
  checked.delete(sid);
}

/** Ends every open session of a user, but `exceto` (the session changing its own password). */
export async function encerrarSessoesDoUsuario(db: Queryable, userId: string, exceto: string | null = null): Promise<void> {
  esquecerUsuario(userId, exceto);
  await db.update(sessoes).set({ revokedAt: sql`now()` })
    .where(and(eq(sessoes.userId, userId), isNull(sessoes.revokedAt), exceto ? ne(sessoes.id, exceto) : undefined));
  await avisarFim(db, `u:${userId}:${exceto ?? ''}`);
  // Forgotten again: a request may have re-read the row while the update was on its way.
  esquecerUsuario(userId, exceto);
}

/** A changed perfil is seen by the user's next request (not CHECK_MS later) in this process. */
export function esquecerSessoesDoUsuario(userId: string): void {
  esquecerUsuario(userId, null);
}

/** Whether a FIM_DE_SESSAO payload ends the session `sid` of `userId`. */
export function fimAlcanca(payload: string, sid: string, userId: string): boolean {
  if (payload.startsWith('s:')) return payload.slice(2) === sid;
  const [tipo, usuario, exceto] = payload.split(':');
  return tipo === 'u' && usuario === userId && exceto !== sid;
}

function esquecerUsuario(userId: string, exceto: string | null): void {
  batchMemoForget(MEMO_SESSAO);
  for (const [sid, sessao] of checked) if (sessao.userId === userId && sid !== exceto) checked.delete(sid);
}
