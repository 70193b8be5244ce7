/* Supplier NF-e → contas a pagar on the device (issue 34 item 2, decision 419). The files are read
   here with the server's own reader (src/domain/nfe-arquivos.ts), so the preview shows offline
   too; a note becomes its payable group at once on the device (the same rows the server makes:
   the ids are born here and sent), and its XML waits in the outbox as a multipart entry like a
   receipt's files, sent when there is a connection. The comprovante the server makes of the XML
   arrives with the next pull. */
import { uuidv7 } from 'uuidv7';
import { conferirBanco } from '../domain/credito.ts';
import type { BancoCartao } from '../domain/credito.ts';
import { gerarLancamentos, NovoLancamentoSchema } from '../domain/lancamento.ts';
import type { Pagamento } from '../domain/listas.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { comValoresDaNFe, formularioDaNFe, lerArquivosNFe, parcelasDaNFe, problemaDaNFe } from '../domain/nfe-arquivos.ts';
import type { ArquivoNFe } from '../domain/nfe-arquivos.ts';
import type { NFeLida } from '../domain/nfe.ts';
import { validate } from '../domain/validation.ts';
import { currentDb, readWhere } from './db.ts';
import { localRow, nowIso } from './entity-helpers.ts';
import { isQuotaError, saveFile } from './files.ts';
import { mutate } from './mutate.ts';
import { deleteFiles } from './sync/outbox.ts';
import type { MultipartBody } from './sync/outbox-entry.ts';
import { refreshAll } from './sync/sync-status.ts';
import type { LocalRow } from './wire.ts';

type BancoLocal = LocalRow & BancoCartao & { banco: string };

/** A file of the drop read on the device; `ja_importada`: a payable of this device already carries its chave. */
export type NotaLida = ArquivoNFe & { ja_importada?: boolean };

/** The observação a note's parcelas carry (formularioDaNFe): how the device knows a chave is imported. */
function marca(nfe: NFeLida): string {
  return `Chave ${nfe.chave}`;
}

/** Reads the dropped files (XML or .zip) for the preview, with no network. */
export async function lerNotas(files: readonly File[]): Promise<NotaLida[]> {
  const lidas = lerArquivosNFe(await Promise.all(files.map(async (f) => ({ nome: f.name, bytes: new Uint8Array(await f.arrayBuffer()) }))));
  const db = currentDb();
  if (!db || !lidas.some((l) => l.ok)) return lidas;
  // One pass over the payables for the whole drop (not one per note).
  const marcas = new Set(lidas.flatMap((l) => (l.ok ? [marca(l.nfe)] : [])));
  const importadas = new Set<string>();
  await db.lancamentos.each((r) => {
    if (typeof r.observacao === 'string' && marcas.has(r.observacao)) importadas.add(r.observacao);
  });
  return lidas.map((l) => (l.ok ? { ...l, ja_importada: importadas.has(marca(l.nfe)) } : l));
}

export interface OpcoesCadastroNFe {
  banco: string;
  categoria: string | null;
  pagamento: Pagamento;
}

function recusa(message: string, campo = '_form'): MutationOutcome {
  return { kind: 'invalid', message, errors: { [campo]: [message] } };
}

/** cadastrarNFe: one note (its XML file) into one payable group, offline first. */
export async function cadastrarNFe(file: File, nfe: NFeLida, opcoes: OpcoesCadastroNFe): Promise<MutationOutcome> {
  const problema = problemaDaNFe(nfe, opcoes.pagamento);
  if (problema) return recusa(problema, 'pagamento');
  const banco = await localRow<BancoLocal>('bancos', opcoes.banco);
  const conferido = conferirBanco(banco, opcoes.pagamento);
  if (!conferido.ok) return recusa(conferido.message, 'banco');
  const categoria = opcoes.categoria ? await localRow('categorias', opcoes.categoria) : null;
  if (opcoes.categoria && !categoria) return recusa(msg.categoria.naoEncontrada, 'categoria');
  const ids = { id_titulo: uuidv7(), ids: parcelasDaNFe(nfe).map(() => uuidv7()) };
  const dados = validate(NovoLancamentoSchema, formularioDaNFe(nfe, { ...opcoes, ...ids }));
  if (!dados.ok) return { kind: 'invalid', message: dados.message, errors: dados.errors };
  const rows = comValoresDaNFe(gerarLancamentos(dados.value, {
    banco: String(banco?.banco ?? ''), categoria: typeof categoria?.descricao === 'string' ? categoria.descricao : null,
  }, ids), nfe);
  const db = currentDb();
  if (!db) return recusa(msg.sincronizacao.semSessao);
  let fileId: string;
  try {
    fileId = await saveFile(db, file);
  } catch (error) {
    console.error('fluxo: storing the NF-e file failed', error);
    return recusa(isQuotaError(error) ? msg.sincronizacao.discoCheio : msg.sincronizacao.erroLocal);
  }
  const idComprovante = uuidv7();
  const outcome = await mutate({
    mutacao: MUTACOES.cadastrarNFe,
    input: { arquivo: file, banco: opcoes.banco, categoria: opcoes.categoria, pagamento: opcoes.pagamento, ...ids, id_comprovante: idComprovante },
    multipart: { fileIds: () => [fileId] },
    toBody: (c): MultipartBody => ({
      fields: {
        banco: c.banco, pagamento: c.pagamento, id_titulo: ids.id_titulo, ids: JSON.stringify(ids.ids), id_comprovante: idComprovante,
        ...(c.categoria ? { categoria: c.categoria } : {}),
      },
      files: [{ field: 'arquivo', fileId }],
    }),
    touches: () => ids.ids.map((id) => ({ table: 'lancamentos' as const, id })),
    dependsOnIds: (c) => [c.banco, ...(c.categoria ? [c.categoria] : [])],
    apply: async (tx) => {
      const now = nowIso();
      for (const row of rows) await tx.put('lancamentos', { ...row, created_at: now, updated_at: now });
    },
    describe: () => dados.value.descricao,
  });
  if (outcome.kind === 'invalid') await deleteFiles(db, [fileId]).catch(() => undefined);
  // The server made the comprovante of the XML: a pull brings it at once.
  if (outcome.kind === 'synced') void refreshAll().catch(() => undefined);
  return outcome;
}

/** The parcelas of an imported note on this device, for a test or a screen that shows them. */
export function parcelasDoGrupo(idTitulo: string): Promise<LocalRow[]> {
  const db = currentDb();
  return db ? readWhere(db, 'lancamentos', 'id_titulo', idTitulo) : Promise.resolve([]);
}
