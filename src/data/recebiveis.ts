/* Receivable writes (SPEC §7): the Cadastro de Recebíveis creation and the list actions, each
   through the one mutation path, with client-born ids like the payables. */
import { uuidv7 } from 'uuidv7';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { NovoRecebivelSchema, gerarRecebiveis } from '../domain/recebivel.ts';
import { rateioParaCorpo } from '../domain/rateio.ts';
import { quantidadeParcelas } from '../domain/titulo.ts';
import { validate } from '../domain/validation.ts';
import { localRow, nowIso } from './entity-helpers.ts';
import { msg } from '../domain/messages.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { criarAcoesTitulo } from './titulo-acoes.ts';

/** cadastrarRecebivel. */
export async function cadastrarRecebivel(input: unknown): Promise<MutationOutcome> {
  const pre = validate(NovoRecebivelSchema, input);
  if (!pre.ok) return { kind: 'invalid', message: pre.message, errors: pre.errors };
  // The server's rule, here first: a bank named must exist (issue 32).
  if (pre.value.banco && !(await localRow('bancos', pre.value.banco))) {
    return { kind: 'invalid', message: msg.banco.naoEncontrado, errors: { banco: [msg.banco.naoEncontrado] } };
  }
  // Ids given by the caller (a statement line made into a título, issue 16) are kept when they fit.
  const n = quantidadeParcelas(pre.value);
  const ids = pre.value.id_titulo && pre.value.ids?.length === n
    ? { id_titulo: pre.value.id_titulo, ids: pre.value.ids }
    : { id_titulo: uuidv7(), ids: Array.from({ length: n }, () => uuidv7()) };
  return mutate({
    mutacao: MUTACOES.cadastrarRecebivel,
    input: { ...(input as Record<string, unknown>), ...ids },
    toBody: (r) => ({
      id_titulo: r.id_titulo, ids: r.ids, descricao: r.descricao, status: r.status, data_pagamento: r.data_pagamento,
      valor: toDecimal(r.valor), data: r.data, tipo: r.tipo, vencimento: r.vencimento, metodo: r.metodo,
      parcela: r.parcela, observacao: r.observacao, banco: r.banco ?? '',
      ...(r.rateio.length > 0 ? { rateio: rateioParaCorpo(r.rateio) } : {}),
    }),
    touches: (r) => (r.ids ?? []).map((id) => ({ table: 'recebiveis' as const, id })),
    dependsOnIds: (r) => (r.banco ? [r.banco] : []),
    apply: async (tx, r) => {
      const now = nowIso();
      for (const row of gerarRecebiveis(r)) await tx.put('recebiveis', { ...row, created_at: now, updated_at: now });
    },
    describe: (r) => r.descricao,
  });
}

const acoes = criarAcoesTitulo({
  table: 'recebiveis',
  alvo: 'recebivel',
  mutacoes: {
    pagar: MUTACOES.pagarRecebiveis,
    informar: MUTACOES.informarPagamentoRecebivel,
    cancelar: MUTACOES.cancelarRecebiveis,
    deletar: MUTACOES.deletarRecebiveis,
  },
});

/** pagarRecebiveis. */
export const pagarRecebiveis = acoes.pagar;
/** informarPagamentoRecebivel: {id, valor}. */
export const informarPagamentoRecebivel = acoes.informar;
/** cancelarRecebiveis: cancels whole groups (id_titulos). */
export const cancelarRecebiveis = acoes.cancelar;
/** deletarRecebiveis: deletes whole groups (id_titulo). */
export const deletarRecebiveis = acoes.deletar;
