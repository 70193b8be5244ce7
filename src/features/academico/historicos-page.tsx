/* /academy/consulta (issue 21, PRODUCT.md "Histórico Escolar"): the records on the shared list
   kit (search, F8, Por Pág, shift ranges, keyboard) with 'Custo no período' summed from the
   linked payables; Ver disciplinas, Editar, Imprimir histórico and Gerar mensalidades on the one
   row selected, Excluir (confirmed) on any. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { custoPorHistorico } from '../../domain/historico-escolar.ts';
import type { HistoricoEscolar } from '../../domain/historico-escolar-disciplinas.ts';
import { msg } from '../../domain/messages.ts';
import { deletarHistoricos, useHistoricos } from '../../data/historicos.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { GerarMensalidadesModal } from './gerar-mensalidades-modal.tsx';
import { EditarHistoricoModal, ImprimirHistoricoModal, VerDisciplinasModal } from './historico-modais.tsx';
import { historicoColumns, historicoId, historicoSearchKey } from './historicos-columns.tsx';

type Dialogo = 'disciplinas' | 'editar' | 'imprimir' | 'mensalidades' | 'excluir' | null;

export function HistoricosPage() {
  const { rows, ready, head } = useHistoricos();
  const { rows: lancamentos } = useCollection('lancamentos');
  const custo = useMemo(() => custoPorHistorico(lancamentos), [lancamentos]);
  const columns = useMemo(() => historicoColumns(custo), [custo]);
  const list = useListState({ rows, searchKeyOf: historicoSearchKey, getRowId: historicoId, head: ready ? null : head ?? null });
  const navigate = useNavigate();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [alvo, setAlvo] = useState<HistoricoEscolar | null>(null);
  const [deleting, setDeleting] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  const abrir = (d: Exclude<Dialogo, null>) => { setAlvo(single ?? null); setDialogo(d); };
  const fechar = () => { setDialogo(null); setAlvo(null); };

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarHistoricos([...list.selected]);
    setDeleting(false);
    setDialogo(null);
    if (reportOutcome(outcome, { errorFallback: msg.academico.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      {single && <Button onClick={() => abrir('disciplinas')}>Ver disciplinas</Button>}
      {single && <Button onClick={() => abrir('editar')}>Editar</Button>}
      {single && <Button onClick={() => abrir('imprimir')}>Imprimir histórico</Button>}
      {single && <Button onClick={() => abrir('mensalidades')}>Gerar mensalidades</Button>}
      <Button variant="danger" onClick={() => setDialogo('excluir')} disabled={list.selected.size === 0 || deleting}>Excluir</Button>
    </>
  );

  return (
    <ListCard title={msg.academico.tituloConsulta} list={list} columns={columns} onRefresh={refreshAll}
      ready={ready || (list.loading && !list.pending)} actions={actions}
      empty={{ label: 'Cadastrar Histórico', onCreate: () => void navigate('/academy/cadastro') }}>
      <VerDisciplinasModal row={dialogo === 'disciplinas' ? alvo : null} onClose={fechar} />
      <EditarHistoricoModal row={dialogo === 'editar' ? alvo : null} onClose={fechar} />
      <ImprimirHistoricoModal row={dialogo === 'imprimir' ? alvo : null} todos={rows} onClose={fechar} />
      <GerarMensalidadesModal row={dialogo === 'mensalidades' ? alvo : null} onClose={fechar} />
      <ConfirmDialog open={dialogo === 'excluir'} busy={deleting} onCancel={() => setDialogo(null)} onConfirm={() => void remove()}>
        {`Excluir ${list.selected.size} histórico(s) escolar(es)?\n${msg.confirmacao.desejaContinuar}`}
      </ConfirmDialog>
    </ListCard>
  );
}
