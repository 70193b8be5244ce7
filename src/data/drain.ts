/* The drain (DESIGN §3): sends outbox entries in order, one context at a time across tabs and
   the service worker (Web Lock 'fluxo-outbox'). An entry leaves the outbox only after a 2xx.
   Network errors, 5xx, 429 → retry later with backoff and jitter (Retry-After honoured);
   401 → the whole queue pauses until the user signs in again (the page sends them to /login); 409/422 and other 4xx → failed,
   its dependants blocked, independent entries go on. Shared by the page and the worker: no DOM. */
import { msg } from '../domain/messages.ts';
import { emit } from './changes.ts';
import { readMeta, writeMeta } from './db.ts';
import type { FluxoDb } from './db.ts';
import { readFileBlob } from './files.ts';
import { completeEntry } from './outbox.ts';
import type { EntryStatus, MultipartBody, OutboxEntry } from './outbox-entry.ts';
import { bodyErrors, bodyMessage, getTransport, readJson, retryAfterMs } from './transport.ts';
import { withLock } from './locks.ts';

export const DRAIN_LOCK = 'fluxo-outbox';
export const AUTH_PAUSED_KEY = 'authPaused';
const BASE_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;
const JSON_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 30 * 60_000;

type SendResult =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'auth' }
  | { kind: 'refused'; status: number; message: string; errors: Record<string, string[]> | null }
  | { kind: 'retry-entry'; status: number; message: string; afterMs: number | null }
  | { kind: 'retry-all'; message: string; afterMs: number | null; network: boolean };

export interface DrainReport {
  sent: number;
  failed: number;
  /** Epoch ms of the earliest entry waiting on backoff, null when none. */
  retryAt: number | null;
  paused: boolean;
}

/** Backoff for the n-th failed attempt: 1 s, 2 s, 4 s… up to 5 min, with jitter in [50%, 100%]. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export async function isAuthPaused(db: FluxoDb): Promise<boolean> {
  return (await readMeta<boolean>(db, AUTH_PAUSED_KEY)) === true;
}

/** After signing in again: the paused queue may go on. */
export async function resumeAfterSignIn(db: FluxoDb): Promise<void> {
  await writeMeta(db, AUTH_PAUSED_KEY, false);
  emit({ type: 'outbox', user: db.userId });
}

/**
 * Drains `db` holding the cross-context lock. `ignoreBackoff` (back online) tries waiting
 * entries now instead of at their next attempt time.
 */
export async function drain(db: FluxoDb, options: { ignoreBackoff?: boolean } = {}): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, retryAt: null, paused: false };
  await withLock(DRAIN_LOCK, async () => {
    const start = now();
    let lastSeq = -1;
    let ignoreBackoff = options.ignoreBackoff ?? false;
    // Repeat while entries keep arriving during a pass; each pass sends everything eligible.
    for (;;) {
      if (await isAuthPaused(db)) {
        report.paused = true;
        break;
      }
      const entries = await db.outbox.orderBy('seq').toArray();
      const maxSeq = entries.at(-1)?.seq ?? -1;
      if (maxSeq <= lastSeq) break;
      lastSeq = maxSeq;
      const stop = await pass(db, entries, report, ignoreBackoff);
      if (stop) break;
      ignoreBackoff = false; // entries that just failed again keep their new backoff
    }
    measure('fluxo:drain', start);
  });
  return report;
}

async function pass(db: FluxoDb, entries: OutboxEntry[], report: DrainReport, ignoreBackoff: boolean): Promise<boolean> {
  const status = new Map<string, EntryStatus>(entries.map((e) => [e.id, e.status]));
  for (const entry of entries) {
    if (entry.status !== 'pending') continue;
    const deps = entry.dependsOn.filter((d) => status.has(d));
    if (deps.some((d) => status.get(d) !== 'pending')) {
      await db.outbox.update(entry.seq!, { status: 'blocked' });
      status.set(entry.id, 'blocked');
      emit({ type: 'outbox', user: db.userId });
      continue;
    }
    if (deps.length > 0) continue; // an earlier change to the same rows is still waiting
    if (!ignoreBackoff && entry.nextAttemptAt > Date.now()) {
      report.retryAt = Math.min(report.retryAt ?? Infinity, entry.nextAttemptAt);
      continue;
    }
    const result = await send(db, entry);
    switch (result.kind) {
      case 'ok':
        await completeEntry(db, entry);
        status.delete(entry.id);
        report.sent++;
        emit({ type: 'entry', user: db.userId, id: entry.id, outcome: { kind: 'done', status: result.status, body: result.body } });
        break;
      case 'auth':
        await writeMeta(db, AUTH_PAUSED_KEY, true);
        report.paused = true;
        emit({ type: 'entry', user: db.userId, id: entry.id, outcome: { kind: 'needs-auth' } });
        emit({ type: 'outbox', user: db.userId });
        return true;
      case 'refused':
        await db.outbox.update(entry.seq!, {
          status: 'failed', attempts: entry.attempts + 1, lastStatus: result.status, lastError: result.message, errors: result.errors,
        });
        status.set(entry.id, 'failed');
        report.failed++;
        emit({ type: 'entry', user: db.userId, id: entry.id, outcome: { kind: 'failed', status: result.status, message: result.message, errors: result.errors } });
        emit({ type: 'outbox', user: db.userId });
        break;
      case 'retry-entry':
      case 'retry-all': {
        const attempts = entry.attempts + 1;
        const nextAttemptAt = Date.now() + (result.afterMs ?? backoffMs(attempts));
        await db.outbox.update(entry.seq!, {
          attempts, nextAttemptAt, lastError: result.message, lastStatus: result.kind === 'retry-entry' ? result.status : null,
        });
        report.retryAt = Math.min(report.retryAt ?? Infinity, nextAttemptAt);
        emit({ type: 'entry', user: db.userId, id: entry.id, outcome: { kind: 'retrying', message: result.message, network: result.kind === 'retry-all' && result.network } });
        emit({ type: 'outbox', user: db.userId });
        // The network or the whole server is unavailable: the rest would fail the same way.
        if (result.kind === 'retry-all') return true;
        break;
      }
    }
  }
  return false;
}

async function send(db: FluxoDb, entry: OutboxEntry): Promise<SendResult> {
  const transport = getTransport();
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': entry.id, ...transport.headers() };
  let body: BodyInit;
  if (entry.kind === 'multipart') {
    const form = await buildForm(db, entry.body as MultipartBody);
    if (!form) return { kind: 'refused', status: 0, message: entry.errorFallback, errors: null };
    body = form;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(entry.body ?? {});
  }
  let response: Response;
  try {
    response = await transport.fetch(transport.baseUrl + entry.path, {
      method: entry.method, headers, body, credentials: 'include', cache: 'no-store',
      signal: AbortSignal.timeout(entry.kind === 'multipart' ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry-all', message: msg.sincronizacao.semConexao, afterMs: null, network: true };
  }
  const data = await readJson(response);
  return classify(response, data, entry);
}

export function classify(response: Response, data: unknown, entry: Pick<OutboxEntry, 'errorFallback'>): SendResult {
  const { status } = response;
  const message = bodyMessage(data);
  if (status >= 200 && status < 300) return { kind: 'ok', status, body: data };
  if (status === 401) return { kind: 'auth' };
  if (status === 429) return { kind: 'retry-all', message: message ?? msg.comum.muitasRequisicoes, afterMs: retryAfterMs(response), network: false };
  // The same key still running elsewhere (another tab's lost request): wait for it, it is not a refusal.
  if (status === 409 && message === msg.comum.requisicaoEmProcessamento) {
    return { kind: 'retry-entry', status, message, afterMs: retryAfterMs(response) };
  }
  if (status === 408 || status >= 500) {
    return { kind: 'retry-entry', status, message: msg.sincronizacao.servidorIndisponivel, afterMs: retryAfterMs(response) };
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

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}

/** performance.measure for the benchmark (names fluxo:drain, fluxo:pull:*). */
export function measure(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // No User Timing here: the measurement is only for the benchmark.
  }
}
