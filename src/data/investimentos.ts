/* Investment writes (SPEC §7): create, report a yield, inactivate (not Inativo or Finalizado) or
   delete. Yields and batch actions share the entries' flows (entradas.ts). */
import { criarInvestimento } from '../domain/investimento.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { toDecimal } from '../domain/money.ts';
import { acaoLote, informarRendimento } from './entradas.ts';
import type { AlvoRendimento } from './entradas.ts';
import { nowIso, withClientId } from './entity-helpers.ts';
import { mutate } from './mutate.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';

export const INVESTIMENTOS: AlvoRendimento = {
  table: 'investimentos', alvo: 'investimento',
  mutacoes: { informe: MUTACOES.informarRendimentoInvestimento, lote: MUTACOES.acaoInvestimentos },
};

/** cadastrarInvestimento with a client id; `banco` (id) is optional. */
export function cadastrarInvestimento(input: unknown): Promise<MutationOutcome> {
  return mutate({
    mutacao: MUTACOES.cadastrarInvestimento,
    input: withClientId(input),
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
