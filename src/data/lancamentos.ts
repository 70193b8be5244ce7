/* Payable writes (SPEC §7): the posting creation of /financeiro/cadastro and the list actions,
   each through the one mutation path. Ids (group and instalments) are born here, so the rows
   shown at once are the very rows the server will store. */
import { uuidv7 } from 'uuidv7';
import { aplicarRegraCredito, conferirBanco } from '../domain/credito.ts';
import type { BancoCartao } from '../domain/credito.ts';
import { NovoLancamentoSchema, gerarLancamentos } from '../domain/lancamento.ts';
import { rateioParaCorpo } from '../domain/rateio.ts';
import { aprovacaoAoSalvar, camposDoEstado } from '../domain/alcada.ts';
import { alcadaDoAparelho } from './alcada.ts';
import { msg } from '../domain/messages.ts';
import { dadosPagavel } from '../domain/pagavel.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { quantidadeParcelas } from '../domain/titulo.ts';
import { validate } from '../domain/validation.ts';
import { localRow, nowIso } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { criarAcoesTitulo, recusa } from './titulo-acoes.ts';
import type { LocalRow } from './wire.ts';

type BancoLocal = LocalRow & BancoCartao & { banco: string };

function nome(row: LocalRow | undefined, field: string): string | null {
  const value = row?.[field];
  return typeof value === 'string' ? value : null;
}

/**
 * cadastrarLancamento. The bank must exist here (and have a card for Crédito); the credit
 * rule is applied with the local bank, as the server re-applies it with its own.
 */
export async function cadastrarLancamento(input: unknown): Promise<MutationOutcome> {
  const pre = validate(NovoLancamentoSchema, input);
  if (!pre.ok) return { kind: 'invalid', message: pre.message, errors: pre.errors };
  const banco = await localRow<BancoLocal>('bancos', pre.value.banco);
  const conferido = conferirBanco(banco, pre.value.pagamento);
  if (!conferido.ok) return recusa(conferido.message, 'banco');
  if (pre.value.categorias && !(await localRow('categorias', pre.value.categorias))) {
    return recusa(msg.categoria.naoEncontrada, 'categorias');
  }
  if (pre.value.historico_id && !(await localRow('historicos', pre.value.historico_id))) {
    return recusa(msg.academico.naoEncontrado, 'historico_id');
  }
  const credito = aplicarRegraCredito(pre.value, banco);
  // Ids given by the caller (a statement line made into a título, issue 16) are kept when they fit.
  const n = quantidadeParcelas(pre.value);
  // The alçada as this device knows it (decision 446): an Operador's payable at or above the limit
  // shows Aguardando aprovação before the sync; the server judges it again on arrival.
  const alcada = await alcadaDoAparelho();
  const ids = pre.value.id_titulo && pre.value.ids?.length === n
    ? { id_titulo: pre.value.id_titulo, ids: pre.value.ids }
    : { id_titulo: uuidv7(), ids: Array.from({ length: n }, () => uuidv7()) };
  return mutate({
    mutacao: MUTACOES.cadastrarLancamento,
    input: { ...(input as Record<string, unknown>), tipo: credito.tipo, vencimento: credito.vencimento, ...ids },
    toBody: (l) => ({
      id_titulo: l.id_titulo, ids: l.ids, descricao: l.descricao, status: l.status, data_pagamento: l.data_pagamento,
      pagamento: l.pagamento, banco: l.banco, valor: toDecimal(l.valor), data: l.data, tipo: l.tipo,
      vencimento: l.vencimento, metodo: l.metodo, parcela: l.parcela, categorias: l.categorias,
      tipo_lancamento: l.tipo_lancamento, observacao: l.observacao, ...dadosPagavel(l),
      ...(l.historico_id ? { historico_id: l.historico_id } : {}),
      ...(l.tributo ? { tributo: 1 } : {}),
      ...(l.rateio.length > 0 ? { rateio: rateioParaCorpo(l.rateio) } : {}),
    }),
    touches: (l) => (l.ids ?? []).map((id) => ({ table: 'lancamentos' as const, id })),
    dependsOnIds: (l) => [l.banco, ...(l.categorias ? [l.categorias] : []), ...(l.historico_id ? [l.historico_id] : [])],
    apply: async (tx, l) => {
      const bancoLocal = await tx.get<BancoLocal>('bancos', l.banco);
      const nomes = {
        banco: nome(bancoLocal, 'banco') ?? '',
        categoria: l.categorias ? nome(await tx.get('categorias', l.categorias), 'descricao') : null,
      };
      const now = nowIso();
      // The card rule again, for every parcela's due date (the body carries the first one only).
      const dados = aplicarRegraCredito(l, bancoLocal);
      for (const row of gerarLancamentos(dados, nomes)) {
        const estado = alcada ? camposDoEstado(aprovacaoAoSalvar({ ...alcada, valor: row.valor })) : {};
        await tx.put('lancamentos', { ...row, ...estado, created_at: now, updated_at: now });
      }
    },
    describe: (l) => l.descricao,
  });
}

const acoes = criarAcoesTitulo({
  table: 'lancamentos',
  alvo: 'lancamento',
  mutacoes: {
    pagar: MUTACOES.pagarLancamentos,
    informar: MUTACOES.informarPagamentoLancamento,
    cancelar: MUTACOES.cancelarLancamentos,
    deletar: MUTACOES.deletarLancamentos,
  },
});

/** pagarLancamentos: the selected instalments become Pago today. */
export const pagarLancamentos = acoes.pagar;
/** informarPagamentoLancamento: {id, valor} adds a (partial) payment. */
export const informarPagamentoLancamento = acoes.informar;
/** cancelarLancamentos: cancels the open instalments of whole groups (id_titulo). */
export const cancelarLancamentos = acoes.cancelar;
/** deletarLancamentos: deletes whole groups (id_titulo) with their payment history. */
export const deletarLancamentos = acoes.deletar;
