/* Payment proofs (SPEC §7) with their files, offline first (docs/decisions/101-comprovantes-offline.md):
   chosen files are stored on the device (files.ts chunks) before the receipt is recorded, the
   upload is a multipart outbox entry sent when there is a connection, and until then the files
   download from the device. Stored names are the server's; locally they are 'local_<fileId>_<name>'. */
import { uuidv7 } from 'uuidv7';
import { NovoComprovanteSchema, juntarArquivos, listarArquivos, nomeArmazenado, nomeExibido } from '../domain/comprovante.ts';
import type { Comprovante } from '../domain/comprovante.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { validate } from '../domain/validation.ts';
import { api } from './api.ts';
import { currentDb, readWhere } from './db.ts';
import type { FluxoDb } from './db.ts';
import { localRow, nowIso } from './entity-helpers.ts';
import { isQuotaError, readFileBlob, saveFile } from './files.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { deleteFiles } from './sync/outbox.ts';
import type { MultipartBody } from './sync/outbox-entry.ts';
import { refreshAll } from './sync/sync-status.ts';

/** Prefix of the names of files not uploaded yet (never produced by the server: its prefixes are ids). */
export const PREFIXO_LOCAL = 'local';

export interface NovoComprovanteInput {
  descricao: string;
  data: string;
  /** id_titulo of the linked posting, or ''. */
  lancamento: string;
  arquivos: readonly File[];
}

export type Download = { ok: true; blob: Blob; nome: string } | { ok: false; message: string };

function invalid(message: string, field = '_form'): MutationOutcome {
  return { kind: 'invalid', message, errors: { [field]: [message] } };
}

async function storeFiles(db: FluxoDb, files: readonly File[]): Promise<string[] | MutationOutcome> {
  const saved: string[] = [];
  try {
    for (const file of files) saved.push(await saveFile(db, file));
    return saved;
  } catch (error) {
    console.error('fluxo: storing receipt files failed', error);
    await deleteFiles(db, saved).catch(() => undefined);
    return invalid(isQuotaError(error) ? msg.sincronizacao.discoCheio : msg.sincronizacao.erroLocal);
  }
}

/** cadastrarComprovante (multipart: descricao, data, lancamento, arquivo[]). */
export async function cadastrarComprovante(input: NovoComprovanteInput): Promise<MutationOutcome> {
  const id = uuidv7();
  const fields = { id, descricao: input.descricao, data: input.data, lancamento: input.lancamento, arquivo: [...input.arquivos] };
  const checked = validate(NovoComprovanteSchema, fields);
  if (!checked.ok) return { kind: 'invalid', message: checked.message, errors: checked.errors };
  const db = currentDb();
  if (!db) return invalid(msg.sincronizacao.semSessao);
  const stored = await storeFiles(db, input.arquivos);
  if (!Array.isArray(stored)) return stored;
  const fileIds = stored;
  const titulo = checked.value.lancamento?.toLowerCase() ?? null;
  // A posting created offline must reach the server before the receipt that links to it.
  const parcelas = titulo ? await readWhere(db, 'lancamentos', 'id_titulo', titulo) : [];
  const arquivos = input.arquivos.map((file, i) => ({
    id: fileIds[i]!, nome: nomeArmazenado(PREFIXO_LOCAL, fileIds[i]!, file.name), nome_original: file.name, tamanho: file.size,
  }));
  const outcome = await mutate({
    mutacao: MUTACOES.cadastrarComprovante,
    input: fields,
    multipart: { fileIds: () => fileIds },
    toBody: (c): MultipartBody => ({
      fields: { id, descricao: c.descricao, data: c.data, ...(titulo ? { lancamento: titulo } : {}) },
      files: fileIds.map((fileId) => ({ field: 'arquivo[]', fileId })),
    }),
    touches: () => [{ table: 'comprovantes', id }],
    dependsOnIds: () => parcelas.map((p) => p.id),
    apply: async (tx, c) => {
      const now = nowIso();
      await tx.put('comprovantes', {
        id, descricao: c.descricao, data: c.data, lancamento_titulo: titulo, descricao_lancamento: parcelas[0]?.descricao ?? null,
        comprovante: juntarArquivos(arquivos.map((a) => a.nome)), arquivos, version: 1, created_at: now, updated_at: now,
      });
    },
    describe: (c) => c.descricao,
  });
  if (outcome.kind === 'invalid') await deleteFiles(db, fileIds).catch(() => undefined);
  // The server named the files: a pull replaces the local names at once.
  if (outcome.kind === 'synced') void refreshAll().catch(() => undefined);
  return outcome;
}

/** deletarComprovantes. */
export function deletarComprovantes(ids: readonly string[]): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.deletarComprovantes,
    input: { ids: ids.map((id) => id.toLowerCase()) },
    toBody: (d) => ({ ids: d.ids }),
    touches: (d) => d.ids.map((id) => ({ table: 'comprovantes' as const, id })),
    apply: async (tx, d) => {
      for (const id of d.ids) await tx.delete('comprovantes', id);
    },
    describe: (d) => String(d.ids.length),
  });
}

async function storedNames(comprovanteId: string): Promise<string[]> {
  const row = await localRow<Pick<Comprovante, 'comprovante'> & { id: string; [k: string]: unknown }>('comprovantes', comprovanteId);
  return listarArquivos(row?.comprovante);
}

function localFileId(nome: string): string | null {
  const [prefix, fileId] = nome.split('_');
  return prefix === PREFIXO_LOCAL && fileId ? fileId : null;
}

/**
 * A stored file, for 'Download'. Files not uploaded yet come from the device; a local name whose
 * file was uploaded meanwhile is resolved to the server's name after a pull (same shown name).
 */
export async function baixarArquivo(comprovanteId: string, nome: string): Promise<Download> {
  const db = currentDb();
  let serverName = nome;
  const fileId = localFileId(nome);
  if (db && fileId) {
    const local = await readFileBlob(db, fileId);
    if (local) return { ok: true, blob: local.blob, nome: nomeExibido(nome) };
    // The k-th file shown with this name before the upload is the k-th one after it.
    const shown = nomeExibido(nome);
    const before = (await storedNames(comprovanteId)).filter((n) => nomeExibido(n) === shown).indexOf(nome);
    await refreshAll().catch(() => undefined);
    const after = (await storedNames(comprovanteId)).filter((n) => nomeExibido(n) === shown);
    serverName = after[before] ?? nome;
    if (localFileId(serverName)) return { ok: false, message: msg.comprovante.erroBaixar };
  }
  try {
    const blob = await api().get(`api/download-comprovante/${encodeURIComponent(serverName)}`, { timeout: false }).blob();
    return { ok: true, blob, nome: nomeExibido(serverName) };
  } catch (error) {
    console.error('fluxo: download failed', error);
    return { ok: false, message: msg.comprovante.erroBaixar };
  }
}
