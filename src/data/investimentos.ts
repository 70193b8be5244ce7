/* Investment writes (SPEC §7): create, report a yield, inactivate (not Inativo or Finalizado) or
   delete. Yields and batch actions share the entries' flows (entradas.ts). */
import { criarInvestimento, NovoInvestimentoSchema } from '../domain/investimento.ts';
import { msg } from '../domain/messages.ts';
import { toDecimal } from '../domain/money.ts';
import { acaoLote, informarRendimento } from './entradas.ts';
import type { AlvoRendimento } from './entradas.ts';
import { nowIso, withClientId } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from './mutate.ts';

export const INVESTIMENTOS: AlvoRendimento = {
  table: 'investimentos', alvo: 'investimento',
  // SPEC §7 keeps the investment yield under /api/entradas/.
  informePath: '/api/entradas/cadastro-informe-investimento', lotePath: '/api/deletar-investimento',
};

/** POST /api/cadastro-investimento with a client id; `banco` (id) is optional. */
export function cadastrarInvestimento(input: unknown): Promise<MutationOutcome> {
  return mutate({
    schema: NovoInvestimentoSchema,
    input: withClientId(input),
    method: 'POST',
    path: '/api/cadastro-investimento',
    toBody: (i) => ({
      id: i.id, descricao: i.descricao, valor: toDecimal(i.valor), data: i.data, banco: i.banco ?? '', status: i.status,
      observacao: i.observacao ?? '',
    }),
    touches: (i) => [{ table: 'investimentos', id: i.id! }],
    dependsOnIds: (i) => (i.banco ? [i.banco] : []),
    apply: async (tx, i) => {
      const banco = i.banco ? await tx.get('bancos', i.banco) : undefined;
      const now = nowIso();
      const row = criarInvestimento(i, typeof banco?.banco === 'string' ? banco.banco : null);
      await tx.put('investimentos', { ...row, created_at: now, updated_at: now });
    },
    describe: (i) => i.descricao,
    successFallback: msg.investimento.cadastrado,
    errorFallback: msg.investimento.erroCadastrar,
  });
}

export function informarRendimentoInvestimento(input: unknown): Promise<MutationOutcome> {
  return informarRendimento(INVESTIMENTOS, input);
}

export function inativarInvestimentos(ids: readonly string[]): Promise<MutationOutcome> {
  return acaoLote(INVESTIMENTOS, ids, 'inativar');
}

export function deletarInvestimentos(ids: readonly string[]): Promise<MutationOutcome> {
  return acaoLote(INVESTIMENTOS, ids, 'deletar');
}
