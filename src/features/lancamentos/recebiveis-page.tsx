/* /financeiro/recebiveis (SPEC §2 "Recebíveis list"): the receivables with the same toolbar as
   the payables (no category filter), plus Cadastrar, which opens 'Cadastro de Recebíveis'. */
import { useMemo } from 'react';
import {
  cancelarRecebiveis, deletarRecebiveis, informarPagamentoRecebivel, pagarRecebiveis,
} from '../../data/recebiveis.ts';
import { gravarEdicaoRecebivel } from '../../data/editar-titulos.ts';
import { useCollection } from '../../data/live.ts';
import { estornarRecebiveis } from '../../data/estorno.ts';
import type { AcoesTitulo } from '../../data/titulo-acoes.ts';
import { cancelarParcelasRecebiveis, deletarParcelasRecebiveis } from '../../data/parcelas.ts';
import type { AcoesParcelas } from '../../data/parcelas.ts';
import { Button } from '../../ui/button.tsx';
import { useOpenModal, useRegisteredModals } from '../../ui/modal-host.tsx';
import { RECEBIVEL_COLUMNS, recebivelSearchKey } from './recebiveis-columns.tsx';
import { TitulosList } from './titulos-list.tsx';

const ACOES: AcoesTitulo & AcoesParcelas = {
  pagar: pagarRecebiveis,
  informar: informarPagamentoRecebivel,
  cancelar: cancelarRecebiveis,
  deletar: deletarRecebiveis,
  deletarParcelas: deletarParcelasRecebiveis,
  cancelarParcelas: cancelarParcelasRecebiveis,
};

export function RecebiveisPage() {
  const { rows, ready, head } = useCollection('recebiveis');
  const open = useOpenModal();
  const podeCadastrar = useRegisteredModals().has('recebivel');
  const cadastrar = podeCadastrar ? <Button variant="primary" onClick={() => open('recebivel')}>Cadastrar</Button> : null;
  const empty = useMemo(() => (podeCadastrar ? { label: 'Cadastrar Recebível', onCreate: () => open('recebivel') } : null), [podeCadastrar, open]);
  return (
    <TitulosList entidade="recebiveis" title="Recebíveis" rows={rows} ready={ready} head={head} columns={RECEBIVEL_COLUMNS}
      searchKeyOf={recebivelSearchKey} acoes={ACOES} estornar={estornarRecebiveis} extraActions={cadastrar} headerCoversAll empty={empty}
      editar={gravarEdicaoRecebivel} />
  );
}
