/* /observation/consulta (issue 17): Data, Autor, Assunto, Vínculo (link), Trecho, Fixada; filters
   by entity, author and period; Editar and Excluir for the author only. */
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateOfTimestampSP, formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { filtrarObservacoes, trecho } from '../../domain/observacao.ts';
import type { FiltroObservacoes, Observacao } from '../../domain/observacao.ts';
import { ENTIDADES } from '../../domain/avisos-listas.ts';
import type { Entidade } from '../../domain/avisos-listas.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { useCollection } from '../../data/live.ts';
import { deletarObservacoes, useObservacoes } from '../../data/observacoes.ts';
import { useSessionUser } from '../../data/session.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { CadastroObservacaoModal } from './cadastro-observacao-modal.tsx';
import { DateInput } from '../../ui/date-input.tsx';

type Linha = Observacao & { dia: string; autor: string };

const LINK: Partial<Record<Entidade, string>> = {
  Lançamento: '/financeiro/lancamentos', Recebível: '/financeiro/recebiveis', Fatura: '/financeiro/faturas', Banco: '/financeiro/bancos',
  Categoria: '/financeiro/categorias', Investimento: '/financeiro/investimentos', Entrada: '/financeiro/entradas',
};

const COLUMNS: readonly Column<Linha>[] = [
  { id: 'data', header: 'Data', width: 150, cell: (r) => formatDateTimeSP(r.created_at) },
  { id: 'autor', header: 'Autor', width: 140, cell: (r) => r.autor },
  { id: 'assunto', header: 'Assunto', width: 200, cell: (r) => r.assunto },
  {
    id: 'vinculo', header: 'Vínculo', width: 170, title: (r) => r.entidade,
    cell: (r) => (r.registro_id && LINK[r.entidade]
      ? <Link className="text-sky-700 underline" to={`${LINK[r.entidade]}?id=${r.registro_id}`} data-registro={r.registro_id}>{r.entidade}</Link>
      : r.entidade),
  },
  { id: 'trecho', header: 'Trecho', width: 280, title: (r) => r.texto, cell: (r) => trecho(r.texto) },
  { id: 'fixada', header: 'Fixada', width: 80, cell: (r) => (r.fixada ? msg.comum.sim : msg.comum.nao) },
];

const searchKey = (r: Linha) => buildSearchKey([r.assunto, r.texto, r.autor, r.entidade]);
const rowId = (r: Linha) => r.id;

export function ObservacoesPage() {
  const { rows, ready } = useObservacoes();
  const { rows: usuarios } = useCollection('usuarios');
  const eu = useSessionUser();
  const [filtro, setFiltro] = useState<FiltroObservacoes>({ entidade: '', autor: '', de: '', ate: '' });
  const nomes = useMemo(() => new Map(usuarios.map((u) => [u.id, u.name])), [usuarios]);
  const linhas = useMemo(() => {
    const todas = rows.map((o): Linha => ({ ...o, dia: dateOfTimestampSP(o.created_at) ?? '', autor: nomes.get(o.autor_id) ?? '' }));
    // Pinned first, then newest first.
    todas.sort((a, b) => Number(Boolean(b.fixada)) - Number(Boolean(a.fixada)) || (a.created_at < b.created_at ? 1 : -1));
    return filtrarObservacoes(todas, filtro);
  }, [rows, nomes, filtro]);
  const list = useListState({ rows: linhas, searchKeyOf: searchKey, getRowId: rowId });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Observacao | null>(null);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function remove() {
    if (list.selected.size === 0) return;
    const outcome = await deletarObservacoes([...list.selected]);
    if (reportOutcome(outcome, { errorFallback: msg.observacoes.erroDeletar })) list.clearSelection();
  }

  const sel = 'rounded-md border border-slate-300 px-2 py-1.5 text-sm';
  const actions = (
    <>
      <select aria-label="Entidade" className={sel} value={filtro.entidade} onChange={(e) => setFiltro({ ...filtro, entidade: e.target.value as Entidade | '' })}>
        <option value="">Todas as entidades</option>
        {ENTIDADES.map((x) => <option key={x} value={x}>{x}</option>)}
      </select>
      <select aria-label="Autor" className={sel} value={filtro.autor} onChange={(e) => setFiltro({ ...filtro, autor: e.target.value })}>
        <option value="">Todos os autores</option>
        {usuarios.map((u) => <option key={u.id} value={u.id}>{u.name}</option>)}
      </select>
      {/* The app's own date field: dd/mm/aaaa whatever the browser's language (issue 33). */}
      <div className="w-36"><DateInput aria-label="De" value={filtro.de} onChange={(de) => setFiltro({ ...filtro, de })} /></div>
      <div className="w-36"><DateInput aria-label="Até" value={filtro.ate} onChange={(ate) => setFiltro({ ...filtro, ate })} /></div>
      <Button variant="primary" onClick={() => setCreating(true)}>Cadastrar</Button>
      {single && single.autor_id === eu?.id && <Button onClick={() => setEditing(single)}>Editar</Button>}
      <Button variant="danger" onClick={() => void remove()} disabled={list.selected.size === 0}>Excluir</Button>
    </>
  );

  return (
    <ListCard title={msg.observacoes.tituloConsulta} list={list} columns={COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}
      empty={{ label: 'Cadastrar Observação', onCreate: () => setCreating(true) }}>
      {creating && <CadastroObservacaoModal open onClose={() => setCreating(false)} />}
      {editing && <CadastroObservacaoModal open editar={editing} onClose={() => setEditing(null)} />}
    </ListCard>
  );
}
