/* One request of the drain: the outbox entry as the contract's request (JSON, or multipart
   assembled from the stored file chunks) with its Idempotency-Key, and the answer sorted into
   the outcome classes of DESIGN §3. Shared by the page and the service worker: no DOM. */
import { CABECALHO_ACAO_EM } from '../../domain/envio.ts';
import { msg } from '../../domain/messages-shell.ts';
import type { FluxoDb } from '../db.ts';
import { readFileBlob } from '../files.ts';
import { idempotencyKey } from './outbox-entry.ts';
import type { MultipartBody, OutboxEntry } from './outbox-entry.ts';
import { SEM_CONEXAO, bodyErrors, bodyMessage, pedir, readJson, retryAfterMs } from './transport.ts';
import type { Pedido } from './transport.ts';

export const JSON_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

export type SendResult =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'auth' }
  | { kind: 'refused'; status: number; message: string; errors: Record<string, string[]> | null }
  | { kind: 'retry-entry'; status: number; message: string; afterMs: number | null }
  | { kind: 'retry-all'; message: string; afterMs: number | null; network: boolean };

export const NETWORK_DOWN: SendResult = { kind: 'retry-all', message: msg.sincronizacao.semConexao, afterMs: null, network: true };

export async function send(db: FluxoDb, entry: OutboxEntry): Promise<SendResult> {
  const pedido: Pedido = {
    method: entry.method, idempotencyKey: idempotencyKey(entry),
    // When the device made the change: the change log tells an offline write by it (decision 230).
    headers: { [CABECALHO_ACAO_EM]: entry.createdAt },
    timeoutMs: entry.kind === 'multipart' ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS,
  };
  if (entry.kind === 'multipart') {
    const form = await buildForm(db, entry.body as MultipartBody);
    if (!form) return { kind: 'refused', status: 0, message: entry.errorFallback, errors: null };
    pedido.body = form;
  } else {
    pedido.json = entry.body ?? {};
  }
  const response = await pedir(entry.path, pedido);
  if (response === SEM_CONEXAO) return NETWORK_DOWN;
  const data = await readJson(response);
  return classify(response, data, entry);
}

export function classify(response: Response, data: unknown, entry: Pick<OutboxEntry, 'errorFallback'>): SendResult {
  return classifyAnswer(response.status, data, entry, () => retryAfterMs(response));
}

/** The outcome class of one answer (alone, or one entry of a batch: decision 120). */
export function classifyAnswer(
  status: number, data: unknown, entry: Pick<OutboxEntry, 'errorFallback'>, retryAfter: () => number | null = () => null,
): SendResult {
  const message = bodyMessage(data);
  if (status >= 200 && status < 300) return { kind: 'ok', status, body: data };
  if (status === 401) return { kind: 'auth' };
  if (status === 429) return { kind: 'retry-all', message: message ?? msg.comum.muitasRequisicoes, afterMs: retryAfter(), network: false };
  // The same key still running elsewhere (another tab's lost request): wait for it, it is not a refusal.
  if (status === 409 && message === msg.comum.requisicaoEmProcessamento) {
    return { kind: 'retry-entry', status, message, afterMs: retryAfter() };
  }
  if (status === 408 || status >= 500) {
    return { kind: 'retry-entry', status, message: msg.sincronizacao.servidorIndisponivel, afterMs: retryAfter() };
  }
  return { kind: 'refused', status, message: message ?? entry.errorFallback, errors: bodyErrors(data) };
}

async function buildForm(db: FluxoDb, body: MultipartBody): Promise<FormData | null> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of body.files) {
    const stored = await readFileBlob(db, file.fileId);
    if (!stored) return null;
    form.append(file.field, stored.blob, stored.name);
  }
  return form;
}
