/* The drain (DESIGN §3): sends outbox entries in order, one context at a time across tabs and
   the service worker (Web Lock 'fluxo-outbox'). An entry leaves the outbox only after a 2xx.
   Network errors, 5xx, 429 → retry later with backoff and jitter (Retry-After honoured);
   401 → the whole queue pauses until the user signs in again (the page sends them to /login);
   409/422 and other 4xx → failed, its dependants blocked, independent entries go on.
   Consecutive JSON entries travel together in batches of up to MAX_PEDIDOS_LOTE (POST /api/lote,
   decision 120), one batch at a time; each entry's answer in it counts as if sent alone. Uploads
   (and every entry, on a server without batches) go one by one: after a first success up to
   MAX_IN_FLIGHT independent entries travel at once. An entry never starts before the entries it
   depends on are answered, or travels in the same batch after them. Shared by the page and the worker: no DOM. */
import { MAX_PEDIDOS_LOTE } from '../../domain/envio.ts';
import { emit } from './changes.ts';
import { readMeta, writeMeta } from '../db.ts';
import type { FluxoDb } from '../db.ts';
import { batchBytes, loadCanBatch, MAX_BATCH_BYTES, sendBatch } from './drain-batch.ts';
import { send } from './drain-send.ts';
import type { SendResult } from './drain-send.ts';
import { completeEntries } from './outbox.ts';
import type { EntryStatus, OutboxEntry } from './outbox-entry.ts';
import { withLock } from '../locks.ts';

export const DRAIN_LOCK = 'fluxo-outbox';
export const AUTH_PAUSED_KEY = 'authPaused';
/** Browsers keep 6 connections per host; leave room for pulls and the screen's own calls. */
export const MAX_IN_FLIGHT = 4;
const BASE_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 5 * 60 * 1000;
/** Accepted entries are removed in batches (a crash before that only replays them: idempotent). */
const COMPLETE_BATCH = 50;

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
    // Until the server says it has no batch endpoint (decision 120).
    const batching = { on: true };
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
      const stop = await pass(db, entries, report, ignoreBackoff, batching);
      if (stop) break;
      ignoreBackoff = false; // entries that just failed again keep their new backoff
    }
    measure('fluxo:drain', start);
  });
  return report;
}

async function pass(db: FluxoDb, entries: OutboxEntry[], report: DrainReport, ignoreBackoff: boolean, batching: { on: boolean }): Promise<boolean> {
  const status = new Map<string, EntryStatus>(entries.map((e) => [e.id, e.status]));
  const running = new Map<string, Promise<void>>();
  const queue = entries.filter((e) => e.status === 'pending');
  const canBatch = batching.on && queue.length > 0 ? await loadCanBatch() : () => false;
  let accepted: OutboxEntry[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let stop = false;
  // Slow start: one request probes the way (offline, 401, 429 cost one call, not four).
  let limit = 1;
  // JSON entries gathered for the next batch, in send order.
  let group: OutboxEntry[] = [];
  let groupBytes = 0;
  const inGroup = new Set<string>();

  const flush = () => {
    const batch = accepted;
    accepted = [];
    if (batch.length) flushing = flushing.then(() => completeEntries(db, batch));
    return flushing;
  };

  async function apply(entry: OutboxEntry, result: SendResult): Promise<void> {
    const user = db.userId;
    switch (result.kind) {
      case 'ok':
        limit = MAX_IN_FLIGHT;
        status.delete(entry.id);
        report.sent++;
        accepted.push(entry);
        if (accepted.length >= COMPLETE_BATCH) void flush();
        emit({ type: 'entry', user, id: entry.id, outcome: { kind: 'done', status: result.status, body: result.body } });
        return;
      case 'auth':
        stop = true;
        report.paused = true;
        await writeMeta(db, AUTH_PAUSED_KEY, true);
        emit({ type: 'entry', user, id: entry.id, outcome: { kind: 'needs-auth' } });
        emit({ type: 'outbox', user });
        return;
      case 'refused':
        status.set(entry.id, 'failed');
        report.failed++;
        await db.outbox.update(entry.seq!, {
          status: 'failed', attempts: entry.attempts + 1, lastStatus: result.status, lastError: result.message, errors: result.errors,
        });
        emit({ type: 'entry', user, id: entry.id, outcome: { kind: 'failed', status: result.status, message: result.message, errors: result.errors } });
        emit({ type: 'outbox', user });
        return;
      case 'retry-entry':
      case 'retry-all': {
        // The network or the whole server is unavailable: the rest would fail the same way.
        if (result.kind === 'retry-all') stop = true;
        const attempts = entry.attempts + 1;
        const nextAttemptAt = Date.now() + (result.afterMs ?? backoffMs(attempts));
        report.retryAt = Math.min(report.retryAt ?? Infinity, nextAttemptAt);
        await db.outbox.update(entry.seq!, {
          attempts, nextAttemptAt, lastError: result.message, lastStatus: result.kind === 'retry-entry' ? result.status : null,
        });
        emit({ type: 'entry', user, id: entry.id, outcome: { kind: 'retrying', message: result.message, network: result.kind === 'retry-all' && result.network } });
        emit({ type: 'outbox', user });
      }
    }
  }

  // One batch at a time: the server runs one transaction per batch anyway (decision 120).
  async function sendGroup(): Promise<void> {
    const batch = group;
    group = [];
    groupBytes = 0;
    inGroup.clear();
    try {
      const outcome = await sendBatch(batch);
      if (outcome.kind === 'unsupported') {
        batching.on = false;
        queue.unshift(...batch);
        return;
      }
      for (const { entry, result } of outcome.answers) await apply(entry, result);
      // After a refusal the server stopped; the rest are decided again (dependants get blocked).
      if (!stop) queue.unshift(...outcome.unsent);
    } catch (error) {
      // The device's storage failed mid-way: stop here, the next drain takes it from the outbox.
      console.error('fluxo: drain batch', error);
      stop = true;
    }
  }

  for (;;) {
    while (queue.length > 0 && !stop) {
      const entry = queue.shift()!;
      const deps = entry.dependsOn.filter((d) => status.has(d));
      if (deps.some((d) => status.get(d) !== 'pending')) {
        status.set(entry.id, 'blocked');
        await db.outbox.update(entry.seq!, { status: 'blocked' });
        emit({ type: 'outbox', user: db.userId });
        continue;
      }
      const batchable = batching.on && canBatch(entry);
      // An earlier change to the same rows is on its way: its answer decides this one's fate.
      // Inside one batch the server keeps the order and stops at a refusal, so it may follow.
      if (!batchable && deps.some((d) => inGroup.has(d))) {
        queue.unshift(entry);
        await sendGroup();
        continue;
      }
      const inFlight = deps.flatMap((d) => running.get(d) ?? []);
      if (inFlight.length) {
        await Promise.all(inFlight);
        queue.unshift(entry);
        continue;
      }
      if (deps.some((d) => !inGroup.has(d))) continue; // it waits on an entry backing off
      if (!ignoreBackoff && entry.nextAttemptAt > Date.now()) {
        report.retryAt = Math.min(report.retryAt ?? Infinity, entry.nextAttemptAt);
        continue;
      }
      if (batchable) {
        const bytes = batchBytes(entry);
        if (group.length > 0 && (group.length >= MAX_PEDIDOS_LOTE || groupBytes + bytes > MAX_BATCH_BYTES)) {
          queue.unshift(entry);
          await sendGroup();
          continue;
        }
        group.push(entry);
        inGroup.add(entry.id);
        groupBytes += bytes;
        continue;
      }
      while (running.size >= limit) await Promise.race(running.values());
      if (stop) break;
      const task = send(db, entry).then((result) => apply(entry, result))
        .catch((error: unknown) => console.error('fluxo: drain entry', error))
        .finally(() => running.delete(entry.id));
      running.set(entry.id, task);
    }
    if (stop || group.length === 0) break;
    await sendGroup();
  }
  await Promise.all(running.values());
  await flush();
  return stop;
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
