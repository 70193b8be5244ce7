/* /gestor/feriados (issue 15): the bank holidays of a year, national ones computed offline and the
   administrator's (state, municipal, company) added here; every effective due date reads them. */
import { useMemo, useState } from 'react';
import { calendarioDoAno } from '../../domain/calendario.ts';
import { todayISO } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { deletarFeriados, useFeriadosCadastrados } from '../../data/feriados.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirmacao } from '../../ui/confirm-dialog.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastrarFeriadoModal } from './cadastrar-feriado-modal.tsx';
import { FERIADO_COLUMNS, feriadoId, feriadoSearchKey } from './feriados-columns.tsx';
import type { FeriadoRow } from './feriados-columns.tsx';

export function FeriadosPage() {
  const { rows: cadastrados, ready } = useFeriadosCadastrados();
  const [ano, setAno] = useState(() => Number(todayISO().slice(0, 4)));
  const rows = useMemo((): FeriadoRow[] => {
    const porData = new Map(cadastrados.map((f) => [f.data, f.id]));
    return calendarioDoAno(ano, cadastrados).map((f) => ({ ...f, id: (f.tipo === 'Cadastrado' && porData.get(f.data)) || `nacional:${f.data}` }));
  }, [ano, cadastrados]);
  const list = useListState({ rows, searchKeyOf: feriadoSearchKey, getRowId: feriadoId });
  const confirmacao = useConfirmacao();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    const ids = [...list.selected];
    if (ids.some((id) => id.startsWith('nacional:'))) {
      reportOutcome({ kind: 'invalid', message: msg.calendario.naoEditavel, errors: {} }, { errorFallback: msg.calendario.erroDeletar });
      return;
    }
    setDeleting(true);
    const outcome = await deletarFeriados(ids);
    setDeleting(false);
    if (reportOutcome(outcome, { errorFallback: msg.calendario.erroDeletar })) list.clearSelection();
  }

  const actions = (
    <>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        Ano
        <input type="number" min={1900} max={2099} value={ano} aria-label="Ano" className="w-24 rounded-md border px-2 py-1"
          onChange={(e) => { const n = Number(e.target.value); if (Number.isInteger(n) && n >= 1900 && n <= 2099) setAno(n); }} />
      </label>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar Feriado</Button>
      <Button variant="danger" onClick={() => confirmacao.pedir(msg.ux.confirmarDeletar(list.selected.size), () => void remove())} disabled={list.selected.size === 0 || deleting}>Deletar</Button>
    </>
  );

  return (
    <ListCard entidade="feriados" title={msg.calendario.titulo} list={list} columns={FERIADO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={{ label: 'Cadastrar Feriado', onCreate: () => setCreating(true) }}>
      <CadastrarFeriadoModal open={creating} onClose={() => setCreating(false)} />
      {confirmacao.dialogo}
    </ListCard>
  );
}
