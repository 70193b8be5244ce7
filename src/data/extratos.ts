/* Bank statements and conciliação on the device (issue 16). The file is read here with the same
   domain code the server runs (src/domain/extrato-leitura.ts), so the preview (nova / duplicada / erro)
   shows at once, offline too; the import goes through the outbox as a multipart entry with the
   ids the device gave the new lines. Conciliação is ONE write (conciliar): it pays each open
   título with its line's date under Pagar's rules (domain/pagamento.ts, the history entry with
   the id the server will use) and links the pair, on the device as on the server (decision 410). */
import { uuidv7 } from 'uuidv7';
import { juntarParcelas, proporConciliacao } from '../domain/conciliacao.ts';
import type { LinhaParaConciliar, Sugestao, TituloAberto } from '../domain/conciliacao.ts';
import { motivoParesRepetidos, motivoValorPar } from '../domain/conciliacao-pares.ts';
import type { ParConciliacao } from '../domain/conciliacao-pares.ts';
import { motivoNaoPagar, pagar } from '../domain/pagamento.ts';
import type { FeriadosExtras } from '../domain/calendario.ts';
import { formatDateBR, todayISO } from '../domain/dates.ts';
import { classificarLinhas, saldoDasLinhas } from '../domain/extrato-linha.ts';
import { EXTRATO_MAX_BYTES, EXTRATO_MAX_MB, nomeDeExtrato } from '../domain/extrato.ts';
import { lerExtrato } from '../domain/extrato-leitura.ts';
import type { ExtratoGravado, LinhaClassificada, SaldoExtrato } from '../domain/extrato-linha.ts';
import type { FormatoExtrato } from '../domain/listas.ts';
import type { ErroImportacao } from '../domain/importacao.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { currentDb, readRows, readWhere } from './db.ts';
import { nowIso } from './entity-helpers.ts';
import { isQuotaError, saveFile } from './files.ts';
import { cadastrarLancamento } from './lancamentos.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { deleteFiles } from './sync/outbox.ts';
import { cadastrarRecebivel } from './recebiveis.ts';
import { recusa, recusaDoDia, saveHistorico, saveRow } from './titulo-acoes.ts';
import type { TituloLocal as TituloDaArea } from './titulo-acoes.ts';
import type { LocalRow } from './wire.ts';

export interface ExtratoLocal extends LocalRow, ExtratoGravado {
  recebivel_id: string | null;
}

export type Previa =
  | {
    ok: true; formato: FormatoExtrato; linhas: LinhaClassificada[]; erros: ErroImportacao[]; ignoradas: number;
    /** Issue 32: the statement's closing balance (OFX LEDGERBAL), when it carries one. */
    saldo_final: SaldoExtrato | null;
  }
  | { ok: false; message: string };

interface TituloLocal extends LocalRow {
  id: string;
  descricao: string;
  status: string;
  banco_id?: string | null;
  parcela: number;
  quant_parcela: number;
  valor_parcela: number;
  valor_pago: number;
  vencimento: string | null;
  data: string;
}

/** The bank's keys already on this device (imported here or pulled). */
async function chavesDoBanco(bancoId: string): Promise<Set<string>> {
  const db = currentDb();
  if (!db) return new Set();
  const rows = (await db.extratos.where('banco_id').equals(bancoId).toArray()) as ExtratoLocal[];
  return new Set(rows.map((r) => r.chave));
}

/** Reads and classifies the whole file as the server will. */
export async function previaExtrato(file: File | null, bancoId: string | null, hoje = todayISO()): Promise<Previa> {
  if (!bancoId) return { ok: false, message: msg.extratos.bancoObrigatorio };
  if (!file) return { ok: false, message: msg.extratos.arquivoObrigatorio };
  if (!nomeDeExtrato(file.name)) return { ok: false, message: msg.extratos.arquivoTipo };
  if (file.size > EXTRATO_MAX_BYTES) return { ok: false, message: msg.importacao.arquivoGrande(EXTRATO_MAX_MB) };
  const lido = lerExtrato(new Uint8Array(await file.arrayBuffer()), hoje);
  if (!lido.ok) return lido;
  const linhas = classificarLinhas(lido.linhas, await chavesDoBanco(bancoId));
  return { ok: true, formato: lido.formato, linhas, erros: lido.erros, ignoradas: lido.ignoradas, saldo_final: lido.saldo_final ?? null };
}

function parcelaTexto(l: LinhaClassificada): string | null {
  return l.parcela ? `${l.parcela.numero}/${l.parcela.total}` : null;
}

async function parcelasLocais(bancoId: string, novas: readonly LinhaClassificada[]): Promise<Map<number, string>> {
  const db = currentDb();
  if (!db || !novas.some((l) => l.parcela)) return new Map();
  const abertas = ((await readWhere(db, 'lancamentos', 'banco_id', bancoId)) as TituloLocal[])
    .filter((l) => l.status === 'Pagar' && l.quant_parcela > 1);
  const ligadas = new Set(((await db.extratos.toArray()) as ExtratoLocal[]).map((e) => e.lancamento_id).filter(Boolean));
  return juntarParcelas(novas, abertas.filter((l) => !ligadas.has(l.id)).map((l) => ({ ...l, restante: l.valor_parcela - l.valor_pago })));
}

export type ImportOutcome = MutationOutcome & { importadas: number };

/** Imports the previewed file: all or nothing, queued like any write. */
export async function importarExtrato(file: File | null, bancoId: string | null): Promise<ImportOutcome> {
  const previa = await previaExtrato(file, bancoId);
  if (!previa.ok || !file || !bancoId) {
    const message = previa.ok ? msg.extratos.arquivoObrigatorio : previa.message;
    return { kind: 'invalid', message, errors: { arquivo: [message] }, importadas: 0 };
  }
  if (previa.erros.length > 0) return { kind: 'invalid', message: msg.extratos.erroLinhas, errors: { arquivo: [msg.extratos.erroLinhas] }, importadas: 0 };
  const novas = previa.linhas.filter((l) => l.status === 'nova');
  const duplicadas = previa.linhas.length - novas.length;
  if (novas.length === 0) return { kind: 'invalid', message: msg.extratos.nadaNovo, errors: { arquivo: [msg.extratos.nadaNovo] }, importadas: 0 };
  const db = currentDb();
  if (!db) return { kind: 'invalid', message: msg.sincronizacao.semSessao, errors: { arquivo: [msg.sincronizacao.semSessao] }, importadas: 0 };
  let fileId: string;
  try {
    fileId = await saveFile(db, file);
  } catch (error) {
    const message = isQuotaError(error) ? msg.sincronizacao.discoCheio : msg.sincronizacao.erroLocal;
    return { kind: 'invalid', message, errors: { arquivo: [message] }, importadas: 0 };
  }
  const ids = Object.fromEntries(novas.map((l) => [l.chave, uuidv7()]));
  const parcelas = await parcelasLocais(bancoId, novas);
  const sucesso = msg.extratos.importado(novas.length, duplicadas);
  const result = await mutate({
    mutacao: MUTACOES.importarExtrato,
    input: { arquivo: file, banco: bancoId, previa: '0', ids },
    multipart: { fileIds: () => [fileId] },
    toBody: (p) => ({ fields: { banco: p.banco, previa: '0', ids: JSON.stringify(p.ids) }, files: [{ field: 'arquivo', fileId }] }),
    touches: (p) => Object.values(p.ids).map((id) => ({ table: 'extratos' as const, id })),
    dependsOnIds: (p) => [p.banco],
    apply: async (tx) => {
      const now = nowIso();
      for (const [i, l] of novas.entries()) {
        await tx.put('extratos', {
          id: ids[l.chave]!, banco_id: bancoId, data: l.data, valor: l.valor, descricao: l.descricao, fitid: l.fitid, chave: l.chave,
          formato: previa.formato, parcela: parcelaTexto(l), lancamento_id: parcelas.get(i) ?? null, recebivel_id: null,
          ...saldoDasLinhas(previa.saldo_final), version: 1, created_at: now, updated_at: now,
        });
      }
    },
    describe: () => `${file.name} (${novas.length})`,
    successFallback: sucesso,
  });
  if (result.kind === 'invalid') await deleteFiles(db, [fileId]).catch(() => undefined);
  return { ...result, importadas: novas.length };
}

function titulosAbertos(rows: readonly TituloLocal[], bancoId: string | null): TituloAberto[] {
  const out: TituloAberto[] = [];
  for (const r of rows) {
    if (r.status !== 'Pagar' || (bancoId !== null && r.banco_id !== bancoId)) continue;
    out.push({ id: r.id, descricao: r.descricao, restante: r.valor_parcela - r.valor_pago, vencimento: r.vencimento, data: r.data });
  }
  return out;
}

/** The proposals of one bank from the rows on this device (the same function as the server's). */
export function sugestoesDoBanco(
  bancoId: string, extratos: readonly ExtratoLocal[], lancamentos: readonly LocalRow[], recebiveis: readonly LocalRow[],
  feriadosExtras: FeriadosExtras,
): Sugestao[] {
  const linhas: LinhaParaConciliar[] = extratos.filter((e) => e.banco_id === bancoId);
  return proporConciliacao(linhas, titulosAbertos(lancamentos as TituloLocal[], bancoId), titulosAbertos(recebiveis as TituloLocal[], null), { feriadosExtras });
}

/** Confirms proposals: ONE conciliar write pays each título on its line's date and links it. */
export function confirmarSugestoes(sugestoes: readonly Sugestao[], extratos: readonly ExtratoLocal[]): Promise<MutationOutcome> {
  const ids = new Set(extratos.map((e) => e.id));
  return conciliar(sugestoes.filter((s) => ids.has(s.extrato_id)).map((s) => ({
    extrato_id: s.extrato_id, lancamento_id: s.alvo === 'lancamento' ? s.titulo_id : null, recebivel_id: s.alvo === 'recebivel' ? s.titulo_id : null,
    historico_id: uuidv7(),
  })));
}

/** One line to post from the review: its description, categoria (payables) and kind as chosen. */
export interface LinhaParaLancar {
  linha: ExtratoLocal;
  descricao: string;
  categoria: string | null;
  tipo: 'pagar' | 'receber';
}

/**
 * Unmatched lines become títulos after the review: a payable of the statement's bank (with its
 * categoria) or a receivable, each already Pago on the line's date, then linked to its line.
 */
export async function lancarNaoConciliadas(itens: readonly LinhaParaLancar[]): Promise<MutationOutcome> {
  const pares: ParConciliacao[] = [];
  let recusada: MutationOutcome | null = null;
  for (const { linha: l, descricao, categoria, tipo } of itens) {
    if (l.lancamento_id || l.recebivel_id) continue;
    const id = uuidv7();
    const comum = {
      descricao: (descricao.trim() || l.descricao).slice(0, 255), status: 'Pago', data_pagamento: l.data, valor: toDecimal(Math.abs(l.valor)), data: l.data,
      tipo: 'Sem Vencimento', vencimento: null, metodo: 'À vista', parcela: null, observacao: msg.extratos.extratoDe(formatDateBR(l.data)),
      id_titulo: id, ids: [id],
    };
    const outcome = tipo === 'pagar'
      ? await cadastrarLancamento({ ...comum, pagamento: 'Débito', banco: l.banco_id, categorias: categoria, tipo_lancamento: 'Pagamento' })
      : await cadastrarRecebivel(comum);
    if (outcome.kind === 'invalid' || outcome.kind === 'rejected') {
      recusada = outcome;
      continue;
    }
    pares.push({ extrato_id: l.id, lancamento_id: tipo === 'pagar' ? id : null, recebivel_id: tipo === 'pagar' ? null : id, historico_id: null });
  }
  if (pares.length === 0) return recusada ?? recusa(msg.comum.selecioneRegistro, 'pares');
  const outcome = await conciliar(pares);
  return outcome.kind === 'synced' ? { ...outcome, message: msg.extratos.lancadas(pares.length) } : outcome;
}

const tabelaDo = (par: ParConciliacao) => (par.lancamento_id ? 'lancamentos' as const : 'recebiveis' as const);
const tituloDo = (par: ParConciliacao) => (par.lancamento_id ?? par.recebivel_id)!;
const areaDo = (par: ParConciliacao) => ({ alvo: par.lancamento_id ? 'lancamento' as const : 'recebivel' as const });

/** What the server would refuse, refused here first (offline too): the same rules, the same words. */
async function recusaDosPares(pares: readonly ParConciliacao[]): Promise<MutationOutcome | null> {
  const repetidos = motivoParesRepetidos(pares);
  if (repetidos) return recusa(repetidos, 'pares');
  const db = currentDb();
  if (!db) return recusa(msg.sincronizacao.semSessao, 'pares');
  const linhas = (await readRows(db, 'extratos', pares.map((p) => p.extrato_id))) as (ExtratoLocal | undefined)[];
  for (const [i, par] of pares.entries()) {
    const linha = linhas[i];
    if (!linha) return recusa(msg.extratos.extratoNaoEncontrado, 'pares');
    const [titulo] = (await readRows(db, tabelaDo(par), [tituloDo(par)])) as (TituloDaArea | undefined)[];
    if (!titulo) return recusa(msg.extratos.tituloNaoEncontrado, 'pares');
    const ligado = linha.lancamento_id ?? linha.recebivel_id;
    if (ligado && ligado !== titulo.id) return recusa(msg.extratos.jaConciliado, 'pares');
    const motivo = motivoValorPar(linha, titulo) ?? (titulo.status === 'Pago' ? null : motivoNaoPagar(titulo));
    if (motivo) return recusa(motivo, 'pares');
    const dia = titulo.status === 'Pago' ? null : recusaDoDia('pagamento', linha.data, [titulo]);
    if (dia) return dia;
  }
  return null;
}

/** The one write of conciliação: pays (when open) and links each pair, on the device and the server. */
async function conciliar(pares: ParConciliacao[]): Promise<MutationOutcome> {
  if (pares.length === 0) return recusa(msg.comum.selecioneRegistro, 'pares');
  const recusada = await recusaDosPares(pares);
  if (recusada) return recusada;
  return mutate({
    mutacao: MUTACOES.conciliar,
    input: { pares },
    toBody: (p) => ({ pares: p.pares }),
    touches: (p) => p.pares.flatMap((par) => [{ table: 'extratos' as const, id: par.extrato_id }, { table: tabelaDo(par), id: tituloDo(par) }]),
    // A line imported, or a título created, on this device reaches the server first.
    dependsOnIds: (p) => p.pares.flatMap((par) => [par.extrato_id, tituloDo(par)]),
    apply: async (tx, p) => {
      for (const par of p.pares) {
        const linha = await tx.get<ExtratoLocal>('extratos', par.extrato_id);
        if (!linha) continue;
        const titulo = await tx.get<TituloDaArea>(tabelaDo(par), tituloDo(par));
        const result = titulo && titulo.status !== 'Pago' ? pagar(titulo, linha.data) : null;
        if (result?.ok && result.value.row !== titulo) {
          await saveRow(tx, tabelaDo(par), result.value.row);
          if (result.value.historico && par.historico_id) await saveHistorico(tx, areaDo(par), tituloDo(par), par.historico_id, result.value.historico);
        }
        await tx.put('extratos', { ...linha, lancamento_id: par.lancamento_id, recebivel_id: par.recebivel_id, version: Number(linha.version ?? 0) + 1, updated_at: nowIso() });
      }
    },
    describe: (p) => String(p.pares.length),
  });
}
