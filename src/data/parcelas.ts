/* Excluir / Cancelar parcelas by id (issue 31 item 5, decision 394), on the device first: the same
   rule as the server (domain/excluir-parcelas.ts) refuses a parcela with payment history before
   anything is queued; the local change deletes (with its payment history) or cancels the rows. */
import { todayISO } from '../domain/dates.ts';
import { versoesDe } from '../domain/data-acao.ts';
import { cancelavel, motivoNaoCancelar, motivoNaoExcluir, temPagamento } from '../domain/excluir-parcelas.ts';
import { msg } from '../domain/messages.ts';
import type { MutationOutcome } from '../domain/mutacao.ts';
import { MUTACOES } from '../domain/mutacoes.ts';
import { cancelarParcela } from '../domain/pagamento.ts';
import { mutate } from './mutate.ts';
import { localRows, lower, recusa, recusaDoDia, saveRow } from './titulo-acoes.ts';
import type { AreaTitulo, TituloLocal } from './titulo-acoes.ts';

interface AreaParcelas {
  table: AreaTitulo['table'];
  alvo: AreaTitulo['alvo'];
  deletar: typeof MUTACOES.deletarParcelas;
  cancelar: typeof MUTACOES.cancelarParcelas;
}

async function achadas(area: AreaParcelas, ids: readonly string[]): Promise<TituloLocal[]> {
  return (await localRows(area.table, ids)).filter((row): row is TituloLocal => row !== undefined);
}

function deletar(area: AreaParcelas) {
  return async (input: readonly string[]): Promise<MutationOutcome> => {
    const ids = lower(input);
    if (ids.length === 0) return recusa(msg.comum.selecioneRegistro);
    const rows = await achadas(area, ids);
    const motivo = motivoNaoExcluir(rows);
    if (motivo) return recusa(motivo);
    return mutate({
      mutacao: area.deletar,
      input: { ids, versions: versoesDe(rows) },
      toBody: (p) => ({ ids: p.ids, versions: p.versions }),
      touches: (p) => p.ids.map((id) => ({ table: area.table, id })),
      apply: async (tx, p) => {
        for (const id of p.ids) {
          const row = await tx.get<TituloLocal>(area.table, id);
          if (!row || temPagamento(row)) continue;
          await tx.delete(area.table, id);
          // The server deletes the parcela's payment history with it.
          for (const h of await tx.where('pagamentos', 'alvo_id', id)) {
            if (h.alvo === area.alvo) await tx.delete('pagamentos', h.id);
          }
        }
      },
      describe: (p) => String(p.ids.length),
    });
  };
}

function cancelar(area: AreaParcelas) {
  return async (input: readonly string[]): Promise<MutationOutcome> => {
    const ids = lower(input);
    if (ids.length === 0) return recusa(msg.comum.selecioneRegistro);
    const rows = await achadas(area, ids);
    if (rows.length !== ids.length) return recusa(msg.comum.registroNaoEncontrado);
    const motivo = motivoNaoCancelar(rows);
    if (motivo) return recusa(motivo);
    const dia = todayISO();
    const diaRecusado = recusaDoDia('cancelamento', dia, rows.filter(cancelavel));
    if (diaRecusado) return diaRecusado;
    return mutate({
      mutacao: area.cancelar,
      input: { ids, data_cancelamento: dia, versions: versoesDe(rows) },
      toBody: (p) => ({ ids: p.ids, data_cancelamento: p.data_cancelamento, versions: p.versions }),
      touches: (p) => p.ids.map((id) => ({ table: area.table, id })),
      apply: async (tx, p) => {
        for (const id of p.ids) {
          const row = await tx.get<TituloLocal>(area.table, id);
          if (row && cancelavel(row)) await saveRow(tx, area.table, cancelarParcela(row, p.data_cancelamento ?? dia));
        }
      },
      describe: (p) => String(p.ids.length),
    });
  };
}

const LANCAMENTOS: AreaParcelas = {
  table: 'lancamentos', alvo: 'lancamento', deletar: MUTACOES.deletarParcelas, cancelar: MUTACOES.cancelarParcelas,
};
const RECEBIVEIS: AreaParcelas = {
  table: 'recebiveis', alvo: 'recebivel', deletar: MUTACOES.deletarParcelasRecebiveis, cancelar: MUTACOES.cancelarParcelasRecebiveis,
};

/** deletarParcelas: these payables' parcelas (never one with payment history). */
export const deletarParcelas = deletar(LANCAMENTOS);
/** deletarParcelasRecebiveis. */
export const deletarParcelasRecebiveis = deletar(RECEBIVEIS);
/** cancelarParcelas: these payables' open parcelas on the device's day. */
export const cancelarParcelas = cancelar(LANCAMENTOS);
/** cancelarParcelasRecebiveis. */
export const cancelarParcelasRecebiveis = cancelar(RECEBIVEIS);

/** What the list's Excluir / Cancelar send (the ids the confirmation decided on). */
export interface AcoesParcelas {
  deletarParcelas(ids: readonly string[]): Promise<MutationOutcome>;
  cancelarParcelas(ids: readonly string[]): Promise<MutationOutcome>;
}
