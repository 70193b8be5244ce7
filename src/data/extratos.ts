/* Bank statements and conciliação on the device (issue 16). The file is read here with the same
   domain code the server runs (src/domain/extrato.ts), so the preview (nova / duplicada / erro)
   shows at once, offline too; the import goes through the outbox as a multipart entry with the
   ids the device gave the new lines. Conciliação pays each match through the payables' and
   receivables' NORMAL pay path (titulo-acoes.ts) with the statement's date, then links the pair. */
import { uuidv7 } from 'uuidv7';
import { juntarParcelas, proporConciliacao } from '../domain/conciliacao.ts';
import type { LinhaParaConciliar, Sugestao, TituloAberto } from '../domain/conciliacao.ts';
import type { FeriadosExtras } from '../domain/calendario.ts';
import { formatDateBR, todayISO } from '../domain/dates.ts';
import { classificarLinhas } from '../domain/extrato-linha.ts';
import { EXTRATO_MAX_BYTES, EXTRATO_MAX_MB, lerExtrato, nomeDeExtrato } from '../domain/extrato.ts';
import type { ExtratoGravado, LinhaClassificada, SaldoExtrato } from '../domain/extrato-linha.ts';
import type { FormatoExtrato } from '../domain/listas.ts';
import type { ErroImportacao } from '../domain/importacao.ts';
import { msg } from '../domain/messages.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { currentDb } from './db.ts';
import { nowIso } from './entity-helpers.ts';
import { isQuotaError, saveFile } from './files.ts';
import { cadastrarLancamento, pagarLancamentos } from './lancamentos.ts';
import { mutate } from './mutate.ts';
import { readWhere } from './pull-feed.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { deleteFiles } from './outbox.ts';
import { cadastrarRecebivel, pagarRecebiveis } from './recebiveis.ts';
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
          version: 1, created_at: now, updated_at: now,
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

/**
 * Confirms proposals: each título paid on its statement line's date through the normal pay path
 * (one pay per date and kind), then the pairs linked. A pay refused leaves its pairs unlinked.
 */
export async function confirmarSugestoes(sugestoes: readonly Sugestao[], extratos: readonly ExtratoLocal[]): Promise<MutationOutcome> {
  const porId = new Map(extratos.map((e) => [e.id, e]));
  const grupos = new Map<string, Sugestao[]>();
  for (const s of sugestoes) {
    const linha = porId.get(s.extrato_id);
    if (!linha) continue;
    const chave = `${s.alvo}|${linha.data}`;
    grupos.set(chave, [...(grupos.get(chave) ?? []), s]);
  }
  const pagas: Sugestao[] = [];
  let ultimo: MutationOutcome | null = null;
  for (const [chave, grupo] of grupos) {
    const [alvo, data] = chave.split('|') as ['lancamento' | 'recebivel', string];
    const pagar = alvo === 'lancamento' ? pagarLancamentos : pagarRecebiveis;
    const outcome = await pagar(grupo.map((s) => s.titulo_id), data);
    if (outcome.kind === 'invalid' || outcome.kind === 'rejected') {
      ultimo = outcome;
      continue;
    }
    pagas.push(...grupo);
  }
  if (pagas.length === 0) return ultimo ?? { kind: 'invalid', message: msg.comum.selecioneRegistro, errors: { pares: [msg.comum.selecioneRegistro] } };
  return ligar(pagas.map((s) => ({
    extrato_id: s.extrato_id, lancamento_id: s.alvo === 'lancamento' ? s.titulo_id : null, recebivel_id: s.alvo === 'recebivel' ? s.titulo_id : null,
  })));
}

/**
 * Unmatched lines become títulos in one step: a debit a payable of the statement's bank, a credit
 * a receivable, each already Pago on the line's date, then linked to its line.
 */
export async function lancarNaoConciliadas(linhas: readonly ExtratoLocal[]): Promise<MutationOutcome> {
  const pares: { extrato_id: string; lancamento_id: string | null; recebivel_id: string | null }[] = [];
  let recusa: MutationOutcome | null = null;
  for (const l of linhas) {
    if (l.lancamento_id || l.recebivel_id) continue;
    const id = uuidv7();
    const comum = {
      descricao: l.descricao.slice(0, 255), status: 'Pago', data_pagamento: l.data, valor: toDecimal(Math.abs(l.valor)), data: l.data,
      tipo: 'Sem Vencimento', vencimento: null, metodo: 'À vista', parcela: null, observacao: msg.extratos.extratoDe(formatDateBR(l.data)),
      id_titulo: id, ids: [id],
    };
    const outcome = l.valor < 0
      ? await cadastrarLancamento({ ...comum, pagamento: 'Débito', banco: l.banco_id, categorias: null, tipo_lancamento: 'Pagamento' })
      : await cadastrarRecebivel(comum);
    if (outcome.kind === 'invalid' || outcome.kind === 'rejected') {
      recusa = outcome;
      continue;
    }
    pares.push({ extrato_id: l.id, lancamento_id: l.valor < 0 ? id : null, recebivel_id: l.valor < 0 ? null : id });
  }
  if (pares.length === 0) return recusa ?? { kind: 'invalid', message: msg.comum.selecioneRegistro, errors: { pares: [msg.comum.selecioneRegistro] } };
  const outcome = await ligar(pares);
  return outcome.kind === 'synced' ? { ...outcome, message: msg.extratos.lancadas(pares.length) } : outcome;
}

function ligar(pares: { extrato_id: string; lancamento_id: string | null; recebivel_id: string | null }[]): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.conciliar,
    input: { pares },
    toBody: (p) => ({ pares: p.pares }),
    touches: (p) => p.pares.map((par) => ({ table: 'extratos' as const, id: par.extrato_id })),
    dependsOnIds: (p) => p.pares.map((par) => par.extrato_id),
    apply: async (tx, p) => {
      for (const par of p.pares) {
        const row = await tx.get<ExtratoLocal>('extratos', par.extrato_id);
        if (row) await tx.put('extratos', { ...row, lancamento_id: par.lancamento_id, recebivel_id: par.recebivel_id, version: Number(row.version ?? 0) + 1, updated_at: nowIso() });
      }
    },
    describe: (p) => String(p.pares.length),
  });
}
