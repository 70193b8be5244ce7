/* One batch of the drain (decision 120): consecutive JSON entries as one POST /api/lote. The
   server answers each entry as it would have alone, in order, up to the first answer outside
   2xx; those answers go through the same outcome classes as single requests, and the entries
   after it come back unsent. A server without the batch (404) or refusing it as a whole gets
   the entries one by one instead. Shared by the page and the service worker: no DOM. */
import { LOTE_PATH } from '../../domain/envio.ts';
import { JSON_TIMEOUT_MS, NETWORK_DOWN, classify, classifyAnswer } from './drain-send.ts';
import type { SendResult } from './drain-send.ts';
import { idempotencyKey } from './outbox-entry.ts';
import type { OutboxEntry } from './outbox-entry.ts';
import { SEM_CONEXAO, pedir, readJson } from './transport.ts';

/** Well under the server's 5 MB body limit; one batch also holds the server's database for its length. */
export const MAX_BATCH_BYTES = 1024 * 1024;

export type CanBatch = (entry: OutboxEntry) => boolean;

export type BatchRule = (method: string, path: string) => boolean;
let loadRule: (() => Promise<BatchRule>) | null = null;

/**
 * Where the batch allow-list comes from. It (domain/lote-pedidos.ts) is derived from every
 * definition in MUTACOES, which carries every area's schemas, so the page loads it when a drain
 * has entries to send, not with the shell (engine.ts; decision 295). The service worker holds it
 * already: a classic worker script cannot carry the bundler's dynamic-import helper.
 */
export function configureBatchRule(load: () => Promise<BatchRule>): void {
  loadRule = load;
}

/** Whether an entry may travel in a batch: JSON, and its route on the allow-list. Unconfigured, every entry travels alone. */
export async function loadCanBatch(): Promise<CanBatch> {
  if (!loadRule) return () => false;
  const rule = await loadRule();
  return (entry) => entry.kind === 'json' && rule(entry.method, entry.path);
}

/** About what the entry adds to a batch's body. */
export function batchBytes(entry: OutboxEntry): number {
  return JSON.stringify(entry.body ?? {}).length + entry.path.length + 120;
}

export interface Answered { entry: OutboxEntry; result: SendResult }

export type BatchOutcome =
  | { kind: 'answered'; answers: Answered[]; unsent: OutboxEntry[] }
  | { kind: 'unsupported' };

function firstOnly(entries: readonly OutboxEntry[], result: SendResult): BatchOutcome {
  return { kind: 'answered', answers: [{ entry: entries[0]!, result }], unsent: entries.slice(1) };
}

/** The per-entry answers, or null when the body is not a batch answer for these entries. */
function readAnswers(data: unknown, entries: readonly OutboxEntry[]): Answered[] | null {
  const respostas = (data as { respostas?: unknown } | null)?.respostas;
  if (!Array.isArray(respostas) || respostas.length === 0 || respostas.length > entries.length) return null;
  const answers: Answered[] = [];
  for (const [i, item] of respostas.entries()) {
    const entry = entries[i]!;
    const { chave, status, corpo } = (item ?? {}) as { chave?: unknown; status?: unknown; corpo?: unknown };
    if (chave !== idempotencyKey(entry) || typeof status !== 'number') return null;
    answers.push({ entry, result: classifyAnswer(status, corpo ?? null, entry) });
  }
  return answers;
}

/** Sends `entries` (all canBatch, at most MAX_PEDIDOS_LOTE) as one batch. */
export async function sendBatch(entries: readonly OutboxEntry[]): Promise<BatchOutcome> {
  // acao_em: when the device made the change, for the change log (decision 230).
  const pedidos = entries.map((e) => ({ chave: idempotencyKey(e), metodo: e.method, caminho: e.path, acao_em: e.createdAt, corpo: e.body ?? {} }));
  const response = await pedir(LOTE_PATH, { method: 'POST', json: { pedidos }, timeoutMs: JSON_TIMEOUT_MS });
  // As alone: the first entry takes the failed attempt, the rest wait for the connection.
  if (response === SEM_CONEXAO) return firstOnly(entries, NETWORK_DOWN);
  const data = await readJson(response);
  const { status } = response;
  if (status === 200) {
    const answers = readAnswers(data, entries);
    return answers ? { kind: 'answered', answers, unsent: entries.slice(answers.length) } : { kind: 'unsupported' };
  }
  // Session gone, too many requests, server unavailable: what the first entry alone would meet.
  if (status === 401 || status === 429 || status === 408 || status >= 500) return firstOnly(entries, classify(response, data, entries[0]!));
  // 404: a server from before the batch; 400/413/415/422: the batch itself refused. One by one.
  return { kind: 'unsupported' };
}
