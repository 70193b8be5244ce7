/* /financeiro/lancamentos (SPEC §2 "Lançamentos (payables) list"): every instalment with search,
   paging, selection, the toolbar actions and the filter with categories. */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  cancelarLancamentos, deletarLancamentos, informarPagamentoLancamento, pagarLancamentos,
} from '../../data/lancamentos.ts';
import { gravarEdicaoLancamento } from '../../data/editar-titulos.ts';
import { useCollection } from '../../data/live.ts';
import { estornarLancamentos } from '../../data/estorno.ts';
import type { AcoesTitulo } from '../../data/titulo-acoes.ts';
import { cancelarParcelas, deletarParcelas } from '../../data/parcelas.ts';
import type { AcoesParcelas } from '../../data/parcelas.ts';
import { LANCAMENTO_COLUMNS, lancamentoSearchKey } from './lancamentos-columns.tsx';
import { TitulosList } from './titulos-list.tsx';

const ACOES: AcoesTitulo & AcoesParcelas = {
  pagar: pagarLancamentos,
  informar: informarPagamentoLancamento,
  cancelar: cancelarLancamentos,
  deletar: deletarLancamentos,
  deletarParcelas: deletarParcelas,
  cancelarParcelas: cancelarParcelas,
};

export function LancamentosPage() {
  const { rows, ready, head } = useCollection('lancamentos');
  const { rows: todasCategorias } = useCollection('categorias');
  // Every category, active or not: old postings may use an inactive one.
  const categorias = useMemo(() => todasCategorias.map(({ id, descricao }) => ({ id, descricao })), [todasCategorias]);
  const { rows: todosBancos } = useCollection('bancos');
  const bancos = useMemo(() => todosBancos.map(({ id, banco }) => ({ id, banco })), [todosBancos]);
  const navigate = useNavigate();
  // Payables are created on the Cadastro page (SPEC §2), so the empty list leads there.
  const empty = useMemo(() => ({ label: 'Cadastrar Lançamento', onCreate: () => void navigate('/financeiro/cadastro') }), [navigate]);
  return (
    <TitulosList entidade="lancamentos" title="Lançamentos" rows={rows} ready={ready} head={head} columns={LANCAMENTO_COLUMNS}
      searchKeyOf={lancamentoSearchKey} acoes={ACOES} estornar={estornarLancamentos} categorias={categorias} bancos={bancos} empty={empty}
      editar={gravarEdicaoLancamento} />
  );
}
