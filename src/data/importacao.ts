/* Card CSV import ('Import. Lança.Crédito', SPEC §7) — docs/decisions/100-importacao-no-cliente.md.
   The file is read and checked here first, with the same parser settings and domain rules as the
   server and the local banks, so the 'Erros encontrados no arquivo:' table shows at once, offline
   too. A clean file goes through the outbox as a multipart entry; online the import waits for the
   server's answer (longer than other forms: a big statement takes seconds). */
import { lerCsv } from '../domain/csv-leitura.ts';
import { CARTAO_MAX_MB } from '../domain/limites-importacao.ts';
import { decodificar } from '../domain/decodificar-bytes.ts';
import { ImportacaoSchema, validarCabecalho, validarImportacao } from '../domain/importacao.ts';
import type { BancoImportacao, ErroImportacao } from '../domain/importacao.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { validate } from '../domain/validation.ts';
import { currentDb } from './db.ts';
import { isQuotaError, saveFile } from './files.ts';
import { listen } from './sync/changes.ts';
import type { EntryOutcome } from './sync/changes.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { deleteFiles, discardEntry } from './sync/outbox.ts';
import { refreshAll } from './sync/sync-status.ts';
import { bodyMessage } from './sync/transport.ts';

/** The server's cap (decisions 051 and 399), with its line cap in lerCsv. */
export const CSV_MAX_MB = CARTAO_MAX_MB;
/** Lines shown at most, as the server reports them. */
export const MAX_ERROS = 1000;
/** How long an online import waits for the server's answer before saying it will sync. */
export const IMPORT_WAIT_MS = 60_000;

export type ImportOutcome = MutationOutcome & { linhas: ErroImportacao[]; totalErros: number; importadas: number | null };

export type Analise = { ok: true; linhas: number } | { ok: false; message: string; erros: ErroImportacao[] };

function falha(message: string, erros: ErroImportacao[] = []): Analise {
  return { ok: false, message, erros };
}

/** Reads and checks the whole file as the server will (all or nothing, every bad line). */
export async function analisarCsv(file: Blob, bancos: readonly BancoImportacao[]): Promise<Analise> {
  if (file.size > CSV_MAX_MB * 1024 * 1024) return falha(msg.importacao.arquivoGrande(CSV_MAX_MB));
  const text = decodificar(await file.arrayBuffer());
  if (text === null) return falha(msg.importacao.arquivoNaoCsv);
  if (text.trim() === '') return falha(msg.importacao.arquivoVazio);
  const lido = lerCsv(text);
  if (!lido.ok) return falha(lido.message);
  const cabecalho = validarCabecalho(lido.headers);
  if (cabecalho) return falha(cabecalho);
  const resultado = validarImportacao(lido.records, bancos);
  return resultado.ok ? { ok: true, linhas: resultado.lancamentos.length } : falha(resultado.message, resultado.erros);
}

function outcome(base: MutationOutcome, extra: Partial<Omit<ImportOutcome, keyof MutationOutcome>> = {}): ImportOutcome {
  const linhas = extra.linhas ?? [];
  return { ...base, linhas: linhas.slice(0, MAX_ERROS), totalErros: extra.totalErros ?? linhas.length, importadas: extra.importadas ?? null };
}

function importadasDe(response: unknown): number | null {
  const n = (response as { linhas_importadas?: unknown } | null)?.linhas_importadas;
  return typeof n === 'number' ? n : null;
}

/** importarCartao (multipart csv_file). */
export async function importarCsv(file: File | null): Promise<ImportOutcome> {
  const checked = validate(ImportacaoSchema, { csv_file: file });
  if (!checked.ok || !file) {
    const message = checked.ok ? msg.importacao.arquivoObrigatorio : checked.message;
    return outcome({ kind: 'invalid', message, errors: { csv_file: [message] } });
  }
  let analise = await analisarCsv(file, await bancosLocais());
  // A bank registered elsewhere may not have reached this device yet: pull, then read again.
  if (!analise.ok && analise.erros.some((e) => e.campo === 'Banco') && isOnline()) {
    await refreshAll().catch(() => undefined);
    analise = await analisarCsv(file, await bancosLocais());
  }
  if (!analise.ok) {
    return outcome({ kind: 'invalid', message: analise.message, errors: { csv_file: [analise.message] } }, { linhas: analise.erros });
  }
  const db = currentDb();
  if (!db) return outcome({ kind: 'invalid', message: msg.sincronizacao.semSessao, errors: { csv_file: [msg.sincronizacao.semSessao] } });
  let fileId: string;
  try {
    fileId = await saveFile(db, file);
  } catch (error) {
    const message = isQuotaError(error) ? msg.sincronizacao.discoCheio : msg.sincronizacao.erroLocal;
    return outcome({ kind: 'invalid', message, errors: { csv_file: [message] } });
  }
  const tracker = trackOutcomes();
  const result = await mutate({
    mutacao: MUTACOES.importarCartao,
    input: { csv_file: file },
    multipart: { fileIds: () => [fileId] },
    toBody: () => ({ fields: {}, files: [{ field: 'csv_file', fileId }] }),
    // The server makes the postings; they arrive with the next pull.
    touches: () => [],
    apply: async () => undefined,
    describe: () => `${file.name} (${analise.linhas})`,
    successFallback: msg.importacao.sucesso(analise.linhas),
  });
  if (result.kind === 'invalid') await deleteFiles(db, [fileId]).catch(() => undefined);
  const successFallback = msg.importacao.sucesso(analise.linhas);
  const final = result.kind === 'queued' ? await waitLonger(fileId, result, tracker, successFallback) : result;
  tracker.stop();
  if (final.kind === 'synced') {
    void refreshAll().catch(() => undefined);
    return outcome(final, { importadas: importadasDe(final.response) ?? analise.linhas });
  }
  if (final.kind === 'rejected') await dropRefused(fileId);
  return outcome(final);
}

/** Read from the table itself (a handful of rows), so a pull just made is seen at once. */
async function bancosLocais(): Promise<BancoImportacao[]> {
  const rows = (await currentDb()?.bancos.toArray()) ?? [];
  return rows.map((b) => ({
    id: b.id, banco: String(b.banco ?? ''), possui_cartao: b.possui_cartao === true, credito: b.credito === true,
    vencimento: typeof b.vencimento === 'number' ? b.vencimento : null,
    dia_fechamento: typeof b.dia_fechamento === 'number' ? b.dia_fechamento : null,
  }));
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

interface OutcomeTracker {
  /** The entry's first final outcome, or null after `ms`. */
  wait(entryId: string, ms: number): Promise<EntryOutcome | null>;
  stop(): void;
}

/**
 * Records every entry outcome from before the import is queued, so an answer arriving between
 * the usual wait and the longer one is never missed.
 */
function trackOutcomes(): OutcomeTracker {
  const seen = new Map<string, EntryOutcome>();
  const waiters = new Map<string, (outcome: EntryOutcome | null) => void>();
  const stop = listen((event) => {
    if (event.type !== 'entry') return;
    seen.set(event.id, event.outcome);
    waiters.get(event.id)?.(event.outcome);
  });
  return {
    wait: (entryId, ms) => {
      const known = seen.get(entryId);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(null), ms);
        function finish(outcome: EntryOutcome | null) {
          clearTimeout(timer);
          waiters.delete(entryId);
          resolve(outcome);
        }
        waiters.set(entryId, finish);
      });
    },
    stop: () => {
      stop();
      for (const finish of [...waiters.values()]) finish(null);
    },
  };
}

/** Online, an import still running after the usual wait is being processed: wait for its answer. */
async function waitLonger(fileId: string, queued: MutationOutcome, tracker: OutcomeTracker, successFallback: string): Promise<MutationOutcome> {
  const db = currentDb();
  if (!db || !isOnline()) return queued;
  const entry = await db.outbox.filter((e) => e.fileIds.includes(fileId)).first();
  // Gone from the outbox: the server accepted it meanwhile.
  if (!entry) return { kind: 'synced', message: successFallback, response: null };
  if (entry.status === 'failed') return { kind: 'rejected', message: entry.lastError ?? entry.errorFallback, status: entry.lastStatus ?? 422 };
  const answer = await tracker.wait(entry.id, IMPORT_WAIT_MS);
  if (answer?.kind === 'done') return { kind: 'synced', message: bodyMessage(answer.body) ?? successFallback, response: answer.body };
  if (answer?.kind === 'failed') {
    const refused: MutationOutcome = { kind: 'rejected', message: answer.message || entry.errorFallback, status: answer.status };
    if (answer.errors) refused.errors = answer.errors;
    return refused;
  }
  // No network or the server is away ('retrying'): it stays queued and will be sent.
  return queued;
}

/**
 * A refusal seen in the dialog is not kept in Sincronização: the import changed nothing on the
 * device, the person has the message and picks a corrected file (SPEC clears the chooser).
 */
async function dropRefused(fileId: string): Promise<void> {
  const db = currentDb();
  if (!db) return;
  const entry = await db.outbox.filter((e) => e.fileIds.includes(fileId)).first();
  if (entry?.status === 'failed') await discardEntry(db, entry.id);
}
