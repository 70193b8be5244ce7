/* Bank statements and conciliação (issue 16, PRODUCT.md "Extratos and conciliação"):
   - importarExtrato (multipart arquivo, banco, previa 1/0, ids): the file is
     read again here with the same domain code the browser ran (src/domain/extrato-leitura.ts); all or
     nothing; re-importing the same file adds nothing (unique (banco_id, chave));
   - GET /api/extratos: the synced list;
   - GET /api/conciliacao/sugestoes?banco: proposals from the same pure function the screen runs;
   - conciliar (pares): pays each open título with its line's date as data_pagamento (the pay
     rules and history of Pagar, titulo-acoes.ts) AND links it, in one transaction; a título
     already paid is only linked. Decisions 271–273, 410. */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { juntarParcelas, proporConciliacao } from '../../src/domain/conciliacao.ts';
import { motivoParesRepetidos, motivoValorPar } from '../../src/domain/conciliacao-pares.ts';
import { pagar } from '../../src/domain/pagamento.ts';
import { todayISO } from '../../src/domain/dates.ts';
import { classificarLinhas, conferirSaldo, saldoDasLinhas } from '../../src/domain/extrato-linha.ts';
import { EXTRATO_MAX_BYTES, EXTRATO_MAX_MB } from '../../src/domain/extrato.ts';
import { lerExtrato } from '../../src/domain/extrato-leitura.ts';
import type { LinhaClassificada, SaldoExtrato } from '../../src/domain/extrato-linha.ts';
import { toDecimal } from '../../src/domain/money.ts';
import { saldosEm } from '../../src/domain/saldos.ts';
import { dadosSaldos } from '../repositories/relatorios.ts';
import { IMPORTACAO_MAX_LINHAS, PREVIA_MAX_LINHAS } from '../../src/domain/limites-importacao.ts';
import type { ErroImportacao } from '../../src/domain/importacao.ts';
import { msg } from '../../src/domain/messages.ts';
import { MUTACOES } from '../../src/domain/mutacoes.ts';
import { isUUID } from '../../src/domain/coerce.ts';
import { lancamentos, recebiveis } from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import { formParts, multipartFailure, readForm } from '../lib/form-body.ts';
import { HttpError } from '../lib/http-error.ts';
import { runMutation } from '../lib/mutation.ts';
import { parseOr422 } from '../lib/parse-or-422.ts';
import { pull } from '../sync/pull.ts';
import { pullDe } from '../sync/colecoes.ts';
import { rotaMutacao } from '../lib/rota-mutacao.ts';
import { lerLimitado } from '../lib/upload-limitado.ts';
import { datasFeriados } from '../repositories/feriados.ts';
import {
  bancoParaExtrato, chavesExistentes, extratosAbertos, extratosPorIds, insertExtratos, lancamentosAbertos, lancamentosJaLigados, ligarExtrato, recebiveisAbertos,
} from '../repositories/extratos.ts';
import { lockByIds } from '../repositories/titulos.ts';
import { semDuplicar } from './titulo-input.ts';
import { diaDaAcao, gravarPagamentos } from './titulo-acoes.ts';
import type { Pago } from './titulo-acoes.ts';

const MAX_ERROS = 1000;
const FILE_FIELDS = ['arquivo', 'arquivo[]'];

interface Upload { form: Record<string, unknown>; bytes: Buffer | null }

function recusa(message: string, linhas: ErroImportacao[] = [], status = 422, campo = 'arquivo'): HttpError {
  return new HttpError(status, message, {
    status: 'error', linhas_importadas: 0, duplicadas: 0, linhas_com_erro: linhas.slice(0, MAX_ERROS), total_erros: linhas.length,
    errors: { [campo]: [message] },
  });
}

/** The form's fields and the arquivo part, refused (413) at the chunk that passes the byte or
    line cap (decision 399); other files are drained. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) return { form: await readForm(request), bytes: null };
  const form: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  try {
    // One byte past the cap, so the plugin's truncation is seen as "too large" by lerLimitado.
    for await (const part of formParts(request, { limits: { fileSize: EXTRATO_MAX_BYTES + 1 } })) {
      if (part.type === 'field') {
        form[part.fieldname] = part.value;
        continue;
      }
      if (bytes || !FILE_FIELDS.includes(part.fieldname) || part.filename === '') {
        part.file.resume();
        continue;
      }
      const lido = await lerLimitado(part.file, EXTRATO_MAX_BYTES, request.server.importacaoPrazoLeituraMs);
      if (lido === 'bytes') throw recusa(msg.importacao.arquivoGrande(EXTRATO_MAX_MB), [], 413);
      if (lido === 'linhas') throw recusa(msg.importacao.linhasDemais(IMPORTACAO_MAX_LINHAS), [], 413);
      if (lido === 'prazo') throw recusa(msg.importacao.envioLento(Math.round(request.server.importacaoPrazoLeituraMs / 60_000)), [], 408);
      bytes = lido;
      form.arquivo = { name: part.filename, size: bytes.length };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw recusa(msg.importacao.arquivoGrande(EXTRATO_MAX_MB), [], 413);
    throw multipartFailure(error);
  }
  return { form, bytes };
}

function parcelaTexto(l: LinhaClassificada): string | null {
  return l.parcela ? `${l.parcela.numero}/${l.parcela.total}` : null;
}

/** 'Parcela n/m' lines → the bank's free open instalment they join (line index → lancamento id). */
async function parcelasDasLinhas(tx: Tx, bancoId: string, novas: readonly LinhaClassificada[]): Promise<Map<number, string>> {
  if (!novas.some((l) => l.parcela)) return new Map();
  const abertas = await lancamentosAbertos(tx, bancoId);
  const ligadas = await lancamentosJaLigados(tx, abertas.filter((p) => p.quant_parcela > 1).map((p) => p.id));
  return juntarParcelas(novas, abertas.filter((p) => !ligadas.has(p.id)));
}

/** Issue 32: the statement's closing balance beside Fluxo's saldo of the bank that day (money as dot decimals). */
async function saldoConferido(app: FastifyInstance, banco: string, saldo: SaldoExtrato | null | undefined) {
  if (!saldo) return null;
  const fluxo = saldosEm(await dadosSaldos(app.db), saldo.data).saldos.find((s) => s.banco_id === banco)?.saldo ?? 0;
  const c = conferirSaldo(saldo, fluxo);
  return { data: c.data, saldo_extrato: toDecimal(c.saldo_extrato), saldo_fluxo: toDecimal(c.saldo_fluxo), diferenca: toDecimal(c.diferenca) };
}

function resposta(classificadas: readonly LinhaClassificada[], importadas: number, ignoradas: number, previa: boolean) {
  const duplicadas = classificadas.filter((l) => l.status === 'duplicada').length;
  const body: Record<string, unknown> = {
    status: 'success', linhas_importadas: importadas, duplicadas, linhas_com_erro: [], ignoradas,
    message: importadas === 0 && !previa ? msg.extratos.nadaNovo : msg.extratos.importado(importadas, duplicadas),
  };
  // The preview answers its first lines and the totals (decision 399): the device shows its own.
  if (previa) {
    body.total_linhas = classificadas.length;
    body.linhas = classificadas.slice(0, PREVIA_MAX_LINHAS).map((l) => ({ linha: l.linha, data: l.data, valor: (l.valor / 100).toFixed(2), descricao: l.descricao, status: l.status }));
  }
  return body;
}

function bancoDaQuery(query: unknown): string {
  const banco = (query as Record<string, unknown>).banco;
  if (typeof banco !== 'string' || !isUUID(banco)) throw new HttpError(422, msg.extratos.bancoObrigatorio, { errors: { banco: [msg.extratos.bancoObrigatorio] } });
  return banco.toLowerCase();
}

export async function extratosRoutes(app: FastifyInstance) {
  app.get('/api/extratos', (request) => pull(request, pullDe('extratos', request)));

  rotaMutacao(app, MUTACOES.importarExtrato, (request, reply) => app.importacaoComVaga(reply, async () => {
    const { form, bytes } = await readUpload(request);
    const input = parseOr422(MUTACOES.importarExtrato.schema, form);
    if (!bytes) throw recusa(msg.extratos.arquivoObrigatorio);
    const hoje = todayISO();
    const lido = lerExtrato(new Uint8Array(bytes), hoje);
    if (!lido.ok) throw recusa(lido.message);
    if (lido.erros.length > 0) throw recusa(msg.extratos.erroLinhas, lido.erros);
    const banco = input.banco;

    const trabalho = async (tx: Tx) => {
      if (!(await bancoParaExtrato(tx, banco))) throw recusa(msg.extratos.bancoNaoEncontrado, [], 422, 'banco');
      const provisorias = classificarLinhas(lido.linhas, new Set());
      const existentes = await chavesExistentes(tx, banco, provisorias.map((l) => l.chave));
      const classificadas = classificarLinhas(lido.linhas, existentes);
      if (input.previa) return { classificadas, importadas: classificadas.filter((l) => l.status === 'nova').length };
      const novas = classificadas.filter((l) => l.status === 'nova');
      const parcelas = await parcelasDasLinhas(tx, banco, novas);
      const importadas = await insertExtratos(tx, novas.map((l, i) => ({
        id: input.ids[l.chave] ?? uuidv7(), banco_id: banco, data: l.data, valor: l.valor, descricao: l.descricao, fitid: l.fitid,
        chave: l.chave, formato: lido.formato, parcela: parcelaTexto(l), lancamento_id: parcelas.get(i) ?? null,
        ...saldoDasLinhas(lido.saldo_final),
      })));
      return { classificadas, importadas };
    };

    if (input.previa) {
      const { classificadas, importadas } = await app.db.transaction(trabalho);
      return { ...resposta(classificadas, importadas, lido.ignoradas, true), saldo_extrato: await saldoConferido(app, banco, lido.saldo_final) };
    }
    const fingerprint = { banco, ids: input.ids, sha256: createHash('sha256').update(bytes).digest('hex') };
    return runMutation(request, reply, fingerprint, async (tx) => {
      const { classificadas, importadas } = await trabalho(tx);
      return { status: 201, body: resposta(classificadas, importadas, lido.ignoradas, false) };
    });
  }));

  app.get('/api/conciliacao/sugestoes', async (request) => {
    const banco = bancoDaQuery(request.query);
    const [linhas, lancs, recs, feriados] = await Promise.all([
      extratosAbertos(app.db, banco), lancamentosAbertos(app.db, banco), recebiveisAbertos(app.db), datasFeriados(app.db),
    ]);
    const sugestoes = proporConciliacao(linhas, lancs, recs, { feriadosExtras: feriados });
    return { sugestoes };
  });

  rotaMutacao(app, MUTACOES.conciliar, async (request, reply) => {
    const form = await readForm(request);
    const { pares } = parseOr422(MUTACOES.conciliar.schema, form);
    const recusar = (message: string) => new HttpError(422, message, { errors: { pares: [message] } });
    const repetidos = motivoParesRepetidos(pares);
    if (repetidos) throw recusar(repetidos);
    return runMutation(request, reply, form, async (tx) => {
      const linhas = new Map((await extratosPorIds(tx, pares.map((p) => p.extrato_id))).map((l) => [l.id, l]));
      // Locked as Pagar locks them: two payments of one instalment run one after the other.
      const lancs = new Map((await lockByIds(tx, lancamentos, pares.flatMap((p) => p.lancamento_id ?? []))).map((t) => [t.id, t]));
      const recs = new Map((await lockByIds(tx, recebiveis, pares.flatMap((p) => p.recebivel_id ?? []))).map((t) => [t.id, t]));
      const pagos: Record<'lancamento' | 'recebivel', Pago[]> = { lancamento: [], recebivel: [] };
      for (const par of pares) {
        const linha = linhas.get(par.extrato_id);
        if (!linha) throw recusar(msg.extratos.extratoNaoEncontrado);
        const alvo = par.lancamento_id ? 'lancamento' : 'recebivel';
        const titulo = par.lancamento_id ? lancs.get(par.lancamento_id) : recs.get(par.recebivel_id ?? '');
        if (!titulo) throw recusar(msg.extratos.tituloNaoEncontrado);
        const ligado = linha.lancamento_id ?? linha.recebivel_id;
        // The same pair again is a no-op (a retried confirmation); another título is refused.
        if (ligado && ligado !== titulo.id) throw recusar(msg.extratos.jaConciliado);
        const valor = motivoValorPar(linha, titulo);
        if (valor) throw recusar(valor);
        if (titulo.status !== 'Pago') {
          // The line's date is the payment's day, under the rules of Pagar (decision 392).
          const dia = diaDaAcao('pagamento', linha.data, [titulo]);
          const result = pagar(titulo, dia);
          if (!result.ok) throw recusar(result.message);
          pagos[alvo].push({ ...result.value, historicoId: par.historico_id });
        }
        if (!ligado) await ligarExtrato(tx, linha.id, { lancamento_id: par.lancamento_id, recebivel_id: par.recebivel_id });
      }
      const pagamentos = await semDuplicar(msg.pagamento.jaRegistrado, async () => [
        ...await gravarPagamentos(tx, { table: lancamentos, alvo: 'lancamento' }, pagos.lancamento),
        ...await gravarPagamentos(tx, { table: recebiveis, alvo: 'recebivel' }, pagos.recebivel),
      ]);
      return { body: { message: msg.extratos.conciliado, conciliados: pares.length, pagamentos } };
    });
  });
}
