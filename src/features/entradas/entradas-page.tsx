/* /financeiro/entradas (SPEC §2 "Entradas e Reservas list"): report a yield and see the history
   (exactly one row), inactivate (exactly one Ativo row), delete (one or more), and the
   'Cadastro de entradas' modal. */
import { podeInativarEntrada } from '../../domain/entrada.ts';
import { deletarEntradas, inativarEntradas, informarRendimentoEntrada, useHistorico } from '../../data/entradas.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync-status.ts';
import { RendimentoList } from '../../ui/rendimento-list.tsx';
import { CadastroEntradaModal } from './cadastro-entrada-modal.tsx';
import { ENTRADA_COLUMNS, entradaId, entradaSearchKey } from './entradas-columns.tsx';
import type { EntradaRow } from './entradas-columns.tsx';

export function EntradasPage() {
  const { rows, ready } = useCollection<EntradaRow>('entradas');
  return (
    <RendimentoList title="Entradas e Reservas" rows={rows} ready={ready} columns={ENTRADA_COLUMNS}
      searchKeyOf={entradaSearchKey} getRowId={entradaId} cadastrarLabel="Cadastrar Entrada" CadastroModal={CadastroEntradaModal}
      podeInativar={podeInativarEntrada} inativar={inativarEntradas} deletar={deletarEntradas}
      informarRendimento={informarRendimentoEntrada} useHistorico={useHistorico} onRefresh={refreshAll} />
  );
}
