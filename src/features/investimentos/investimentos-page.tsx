/* /financeiro/investimentos (SPEC §2 "Investimentos list"): report a yield and see the history
   (exactly one row), inactivate (exactly one row; disabled for Inativo or Finalizado), delete
   (one or more), and the 'Cadastro de investimentos' modal. */
import { podeInativarInvestimento } from '../../domain/investimento.ts';
import { useHistorico } from '../../data/entradas.ts';
import { deletarInvestimentos, inativarInvestimentos, informarRendimentoInvestimento } from '../../data/investimentos.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { RendimentoList } from '../comum/rendimento-list.tsx';
import { CadastroInvestimentoModal } from './cadastro-investimento-modal.tsx';
import { INVESTIMENTO_COLUMNS, investimentoId, investimentoSearchKey } from './investimentos-columns.tsx';

export function InvestimentosPage() {
  const { rows, ready } = useCollection('investimentos');
  return (
    <RendimentoList entidade="investimentos" title="Investimentos" rows={rows} ready={ready} columns={INVESTIMENTO_COLUMNS}
      searchKeyOf={investimentoSearchKey} getRowId={investimentoId} cadastrarLabel="Cadastrar Investimento"
      CadastroModal={CadastroInvestimentoModal} podeInativar={podeInativarInvestimento} inativar={inativarInvestimentos}
      deletar={deletarInvestimentos} informarRendimento={informarRendimentoInvestimento} useHistorico={useHistorico}
      onRefresh={refreshAll} />
  );
}
