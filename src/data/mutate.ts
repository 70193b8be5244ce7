/* The one write path (DESIGN §3): validate with the shared valibot schema, then in ONE Dexie
   transaction apply the change locally and append its outbox entry. Online, wait briefly for
   the server's answer so the form can show SPEC's toast with the server's message; offline (or
   slow) the change is kept on the device and will be sent. */
import type * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import { msg } from '../domain/messages.ts';
import { caminho } from '../domain/mutacao.ts';
import type { Mutacao, MutationOutcome } from '../domain/mutacao.ts';
import { FORM_ERROR_KEY, validate } from '../domain/validation.ts';
import { emit, emitRows, listen } from './sync/changes.ts';
import type { EntryOutcome } from './sync/changes.ts';
import type { CollectionName } from './collections.ts';
import { currentDb } from './db.ts';
import type { FluxoDb } from './db.ts';
import { requestDrain } from './sync/drain-scheduler.ts';
import { isQuotaError } from './files.ts';
import { countedLocalWrite } from './local-writes.ts';
import { createMutationTx } from './mutation-tx.ts';
import type { MutationTx } from './mutation-tx.ts';
import { entriesTouching } from './sync/outbox.ts';
import type { OutboxEntry, Touch } from './sync/outbox-entry.ts';
import { bodyMessage } from './sync/transport.ts';



export interface MutationSpec<TSchema extends v.GenericSchema> {
  /** The write's one definition: method, path, schema, label and texts come from it. */
  mutacao: Mutacao<TSchema>;
  input: unknown;
  /** Values of the definition's `:param`s in the path. */
  params?(value: v.InferOutput<TSchema>): Record<string, string>;
  /** The request body (JSON), money as wire decimals. For uploads, see `multipart`. */
  toBody(value: v.InferOutput<TSchema>): unknown;
  /** The local change, inside the same Dexie transaction as the outbox append. */
  apply(tx: MutationTx, value: v.InferOutput<TSchema>): Promise<void>;
  /** Rows this change writes (their before-images are kept for discard). */
  touches(value: v.InferOutput<TSchema>): Touch[];
  /** Ids of records this change refers to (a bank a posting uses…): it waits for their creation. */
  dependsOnIds?(value: v.InferOutput<TSchema>): string[];
  /** Instead of the definition's success text (one that names a count…). */
  successFallback?: string;
  /** What the Sincronização screen shows after the action's name ("Itaú"). */
  describe?(value: v.InferOutput<TSchema>): string;
  /** Send as multipart: `toBody` must return a MultipartBody naming stored file ids. */
  multipart?: { fileIds(value: v.InferOutput<TSchema>): string[] };
}

/** How long an online form waits for the server before saying the change will sync (≈4 s). */
export const SERVER_WAIT_MS = 4000;

function invalid(message: string): MutationOutcome {
  return { kind: 'invalid', message, errors: { [FORM_ERROR_KEY]: [message] } };
}

export async function mutate<TSchema extends v.GenericSchema>(spec: MutationSpec<TSchema>): Promise<MutationOutcome> {
  const gravacao = await gravar(spec);
  return gravacao.kind === 'gravada' ? gravacao.resposta : gravacao;
}

/**
 * A write committed on the device (row changed, outbox entry appended) whose server answer is
 * still to come: `resposta` is what `mutate` returns (the server's outcome, or queued after the
 * wait). A form that closes on the commit reports `resposta` afterwards (decision 396).
 */
export interface Gravacao {
  kind: 'gravada';
  entrada: string;
  resposta: Promise<MutationOutcome>;
}

/** `mutate` up to the device's commit: the invalid outcome, or the committed write and its answer to come. */
export async function gravar<TSchema extends v.GenericSchema>(spec: MutationSpec<TSchema>): Promise<Gravacao | MutationOutcome> {
  const parsed = validate(spec.mutacao.schema, spec.input);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, errors: parsed.errors };
  const db = currentDb();
  if (!db) return invalid(msg.sincronizacao.semSessao);
  let entry: OutboxEntry;
  let changed: Map<CollectionName, Set<string>>;
  let deferred: boolean;
  try {
    // Resolves once IndexedDB reported the transaction complete (Dexie waits for it): the row and
    // its outbox entry are committed before the form closes and says "salvo" (decision 362).
    ({ entry, changed, deferred } = await countedLocalWrite(() => record(db, spec, parsed.value)));
  } catch (error) {
    console.error('fluxo: local write failed', error);
    return invalid(isQuotaError(error) ? msg.sincronizacao.discoCheio : msg.sincronizacao.erroLocal);
  }
  for (const [table, ids] of changed) emitRows(db.userId, table, ids);
  emit({ type: 'outbox', user: db.userId });

  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  // Behind an entry that is refused or waiting to retry, no answer can come within the wait.
  const waiting = online && !deferred ? waitForOutcome(db.userId, entry.id, SERVER_WAIT_MS) : Promise.resolve(null);
  void requestDrain(db);
  const fallbacks = { successFallback: spec.successFallback ?? spec.mutacao.sucesso, errorFallback: spec.mutacao.erro };
  const resposta = waiting.then((outcome): MutationOutcome => {
    const result = toMutationOutcome(outcome, fallbacks);
    return result.kind === 'rejected' ? { ...result, entrada: entry.id } : result;
  });
  return { kind: 'gravada', entrada: entry.id, resposta };
}

async function record<TSchema extends v.GenericSchema>(db: FluxoDb, spec: MutationSpec<TSchema>, value: v.InferOutput<TSchema>) {
  const touches = spec.touches(value);
  const refIds = spec.dependsOnIds?.(value) ?? [];
  const tables = [db.outbox, ...db.lojas()];
  // One batch: a change to 50 rows of a packed list rewrites each of their pages once.
  return db.transaction('rw', tables, async () => db.emLote(async () => {
    const tx = createMutationTx(db);
    await tx.capture(touches);
    await spec.apply(tx, value);
    const all = tx.touched();
    const touchIds = [...new Set(all.map((t) => t.id))];
    const earlier = await entriesTouching(db, [...touchIds, ...refIds]);
    const blocked = earlier.some((e) => e.status !== 'pending');
    const deferred = blocked || earlier.some((e) => e.nextAttemptAt > Date.now());
    const entry: OutboxEntry = {
      id: uuidv7(),
      kind: spec.multipart ? 'multipart' : 'json',
      method: spec.mutacao.method,
      path: caminho(spec.mutacao, spec.params?.(value)),
      body: spec.toBody(value),
      label: describe(spec.mutacao.rotulo, spec.describe?.(value)),
      touches: all,
      touchIds,
      before: tx.beforeImages(),
      dependsOn: earlier.map((e) => e.id),
      status: blocked ? 'blocked' : 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      lastStatus: null,
      errors: null,
      fileIds: spec.multipart?.fileIds(value) ?? [],
      successFallback: spec.successFallback ?? spec.mutacao.sucesso,
      errorFallback: spec.mutacao.erro,
      createdAt: new Date().toISOString(),
    };
    await db.outbox.add(entry);
    return { entry, changed: tx.changedByTable(), deferred };
  }));
}

function describe(action: string, detail: string | undefined): string {
  return detail ? `${action}: ${detail}` : action;
}

/** Resolves with the entry's outcome, or null after `ms` (still queued). */
export function waitForOutcome(user: string, entryId: string, ms: number): Promise<EntryOutcome | null> {
  return new Promise((resolve) => {
    const stop = listen((event) => {
      if (event.type !== 'entry' || event.user !== user || event.id !== entryId) return;
      // 'retrying' (no network, server down): no answer is coming soon, the change is queued.
      finish(event.outcome);
    });
    const timer = setTimeout(() => finish(null), ms);
    function finish(outcome: EntryOutcome | null) {
      clearTimeout(timer);
      stop();
      resolve(outcome);
    }
  });
}

function toMutationOutcome(outcome: EntryOutcome | null, spec: { successFallback: string; errorFallback: string }): MutationOutcome {
  if (outcome?.kind === 'done') {
    return { kind: 'synced', message: bodyMessage(outcome.body) ?? spec.successFallback, response: outcome.body };
  }
  if (outcome?.kind === 'failed') {
    const result: MutationOutcome = { kind: 'rejected', message: outcome.message || spec.errorFallback, status: outcome.status };
    if (outcome.errors) result.errors = outcome.errors;
    return result;
  }
  return { kind: 'queued', message: msg.comum.salvoOffline };
}
