/* Every write runs through runMutation (DESIGN §3, §5): one database transaction holding the
   change AND the Idempotency-Key with its response, so a replay can never apply twice.
   Keys are the sending user's (decision 140): another user's key is a different key.
   - same key, same request → the stored response, nothing re-applied;
   - same key, other payload → 422; same key still running elsewhere → 409 (advisory lock).
   A refusal raised by the work itself (an HttpError 4xx after the key was taken) rolls the
   change back and is stored like a success, so a retry gets the same answer (decision 140).
   Other failures store nothing: a replay re-evaluates.
   Inside POST /api/lote (decision 120) the same steps run in the batch's one transaction; a
   refusal from the work makes the batch roll back and redo the entries before it. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../src/domain/messages.ts';
import type { Tx } from '../db/client.ts';
import { definirContexto } from '../repositories/auditoria.ts';
import type { ContextoAuditoria } from '../repositories/auditoria.ts';
import { insertKeys, lockKeys, NO_USER, storedAnswers } from '../repositories/idempotency.ts';
import type { KeyRow, StoredAnswer } from '../repositories/idempotency.ts';
import { contextoAuditoria } from './auditoria.ts';
import { HttpError } from './http-error.ts';
import { currentBatch, rememberAnswer } from './mutation-batch.ts';
import type { BatchState } from './mutation-batch.ts';

export interface MutationResult { status?: number; body: unknown }

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value as object).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

export function requestHash(method: string, path: string, payload: unknown): string {
  return createHash('sha256').update(JSON.stringify([method, path, canonical(payload)])).digest('hex');
}

interface Answer { status: number; body: unknown; replayed: boolean }
interface Step {
  userId: string; keyText: string | null; hash: string; keyRow: (status: number, body: unknown) => KeyRow;
  /** What the change log's trigger records about this write (decision 230). */
  auditoria: ContextoAuditoria;
}

function replayOf(stored: StoredAnswer | undefined, hash: string): Answer | null {
  if (!stored) return null;
  if (stored.requestHash !== hash) throw new HttpError(422, msg.comum.idempotenciaReutilizada);
  return { status: stored.responseStatus, body: stored.responseBody, replayed: true };
}

/** A refusal the work raised, as the error handler would answer it; null for other failures. */
export function refusalAnswer(error: unknown): { status: number; body: Record<string, unknown> } | null {
  if (!(error instanceof HttpError) || error.statusCode < 400 || error.statusCode >= 500) return null;
  return { status: error.statusCode, body: { message: error.message, ...error.body } };
}

/** Marks an error as raised by the work (not by the key's own checks). */
class WorkFailure extends Error {
  constructor(readonly original: unknown) {
    super('work failed');
  }
}

async function alone(request: FastifyRequest, step: Step, work: (tx: Tx) => Promise<MutationResult>): Promise<Answer> {
  const { userId, keyText, hash } = step;
  const db = request.server.db;
  try {
    return await db.transaction(async (tx) => {
      if (keyText) {
        if (!(await lockKeys(tx, userId, [keyText], request.server.database.kind)).has(keyText)) throw new HttpError(409, msg.comum.requisicaoEmProcessamento);
        const replay = replayOf((await storedAnswers(tx, userId, [keyText])).get(keyText), hash);
        if (replay) return replay;
      }
      let out: MutationResult;
      try {
        await definirContexto(tx, step.auditoria);
        out = await work(tx);
      } catch (error) {
        throw new WorkFailure(error);
      }
      const status = out.status ?? 200;
      if (keyText) await insertKeys(tx, [step.keyRow(status, out.body)]);
      return { status, body: out.body, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof WorkFailure)) throw error;
    const refusal = refusalAnswer(error.original);
    if (!keyText || !refusal) throw error.original;
    // The change is rolled back; the refusal is kept under the key in a transaction of its own
    // (only refusals pay for it), unless the same key was answered meanwhile.
    return db.transaction(async (tx) => {
      if (!(await lockKeys(tx, userId, [keyText], request.server.database.kind)).has(keyText)) throw new HttpError(409, msg.comum.requisicaoEmProcessamento);
      const replay = replayOf((await storedAnswers(tx, userId, [keyText])).get(keyText), hash);
      if (replay) return replay;
      await insertKeys(tx, [step.keyRow(refusal.status, refusal.body)]);
      return { ...refusal, replayed: false };
    });
  }
}

/** Inside POST /api/lote: the batch already holds the key's lock and knows its stored answer. */
async function inBatch(batch: BatchState, step: Step, work: (tx: Tx) => Promise<MutationResult>): Promise<Answer> {
  const { keyText, hash } = step;
  if (keyText) {
    if (!batch.locked.has(keyText)) throw new HttpError(409, msg.comum.requisicaoEmProcessamento);
    const replay = replayOf(batch.stored.get(keyText), hash);
    if (replay) return replay;
  }
  // No savepoint (one costs more than the entry's own statements on PGlite): if the work fails,
  // the batch rolls everything back and runs the entries before this one again.
  let out: MutationResult;
  try {
    // Each entry sets its own context: the settings are the transaction's, shared by the batch.
    await definirContexto(batch.tx, step.auditoria);
    out = await work(batch.tx);
  } catch (error) {
    batch.spoiled = true;
    const refusal = refusalAnswer(error);
    if (keyText && refusal) batch.refusal = step.keyRow(refusal.status, refusal.body);
    throw error;
  }
  const status = out.status ?? 200;
  if (keyText) rememberAnswer(batch, step.keyRow(status, out.body));
  return { status, body: out.body, replayed: false };
}

/**
 * Runs `work` in one transaction with the request's Idempotency-Key (when sent).
 * `payload` is what identifies the request's content (the parsed body; for uploads, the fields
 * plus each file's name, size and SHA-256 of its bytes).
 */
export async function runMutation(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  work: (tx: Tx) => Promise<MutationResult>,
): Promise<FastifyReply> {
  const key = request.headers['idempotency-key'];
  const keyText = typeof key === 'string' && key ? key : null;
  if (keyText !== null && !KEY_PATTERN.test(keyText)) throw new HttpError(422, msg.comum.dadosInvalidos);
  const path = (request.routeOptions.url ?? request.url).split('?')[0] ?? '';
  const hash = requestHash(request.method, path, payload);
  const userId = request.user?.id ?? NO_USER;
  const step: Step = {
    userId, keyText, hash, auditoria: contextoAuditoria(request),
    keyRow: (status, body) => ({
      key: keyText!, userId, method: request.method, path,
      requestHash: hash, responseStatus: status, responseBody: body ?? null,
    }),
  };
  const batch = currentBatch();
  const result = batch ? await inBatch(batch, step, work) : await alone(request, step, work);
  if (result.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(result.status).send(result.body);
}
