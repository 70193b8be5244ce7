/* /financeiro/entradas (SPEC §2 "Entradas e Reservas list"): report a yield and see the history
   (exactly one row), inactivate (exactly one Ativo row), delete (one or more), and the
   'Cadastro de entradas' modal, and the filter (status, type, date range). */
import { useMemo, useState } from 'react';
import { FILTRO_ENTRADAS_VAZIO, filtrarEntradas, filtroEntradasAtivo } from '../../domain/filtro-entradas.ts';
import { msg } from '../../domain/messages.ts';
import { podeInativarEntrada } from '../../domain/entrada.ts';
import { deletarEntradas, inativarEntradas, informarRendimentoEntrada, useHistorico } from '../../data/entradas.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { RendimentoList } from '../comum/rendimento-list.tsx';
import { toast } from '../../ui/toast.tsx';
import { CadastroEntradaModal } from './cadastro-entrada-modal.tsx';
import { ENTRADA_COLUMNS, entradaId, entradaSearchKey } from './entradas-columns.tsx';
import { FiltroEntradasModal } from './filtro-entradas-modal.tsx';

export function EntradasPage() {
  const { rows, ready } = useCollection('entradas');
  const [filtro, setFiltro] = useState(FILTRO_ENTRADAS_VAZIO);
  const [filtrando, setFiltrando] = useState(false);
  const filtradas = useMemo(() => filtrarEntradas(rows, filtro), [rows, filtro]);
  const ativo = filtroEntradasAtivo(filtro);
  const filtroActions = (
    <>
      <Button onClick={() => setFiltrando(true)} aria-pressed={ativo} className={ativo ? 'border-sky-600 text-sky-800' : ''}>{msg.ux.filtrar}</Button>
      {ativo && (
        <Button variant="ghost" onClick={() => { setFiltro(FILTRO_ENTRADAS_VAZIO); toast.success(msg.filtro.removido); }}>{msg.ux.limparFiltro}</Button>
      )}
      {filtrando && (
        <FiltroEntradasModal open atual={filtro} onClose={() => setFiltrando(false)}
          onAplicar={(next) => { setFiltro(next); setFiltrando(false); toast.success(msg.filtro.aplicado); }} />
      )}
    </>
  );
  return (
    <RendimentoList entidade="entradas" title="Entradas e Reservas" rows={filtradas} ready={ready} columns={ENTRADA_COLUMNS} extraActions={filtroActions} filtroAtivo={ativo}
      searchKeyOf={entradaSearchKey} getRowId={entradaId} cadastrarLabel="Cadastrar Entrada" CadastroModal={CadastroEntradaModal}
      podeInativar={podeInativarEntrada} inativar={inativarEntradas} deletar={deletarEntradas}
      informarRendimento={informarRendimentoEntrada} useHistorico={useHistorico} onRefresh={refreshAll} />
  );
}
