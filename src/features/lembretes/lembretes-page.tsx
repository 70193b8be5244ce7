/* /lembrete/consulta (issue 17): Título, Data, Antecedência, Recorrência, Vínculo, Destinatários,
   Status; Concluir, Adiar (+1 dia / +1 semana), Editar (one row), Excluir. */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatDateBR } from '../../domain/dates.ts';
import { ROTULO_VINCULO, rotuloRecorrencia } from '../../domain/lembrete.ts';
import type { Lembrete } from '../../domain/lembrete.ts';
import { msg } from '../../domain/messages.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { adiarLembrete, concluirLembretes, deletarLembretes, useLembretes } from '../../data/lembretes.ts';
import { useCollection } from '../../data/live.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { useListState } from '../../ui/use-list-state.ts';

type Linha = Lembrete & { para: string };

const LINK_VINCULO = { lancamentos: '/financeiro/lancamentos', recebiveis: '/financeiro/recebiveis', faturas: '/financeiro/faturas' } as const;

const COLUMNS: readonly Column<Linha>[] = [
  { id: 'titulo', header: 'Título', width: 220, cell: (r) => r.titulo, priority: true },
  { id: 'data', header: 'Data', width: 130, cell: (r) => `${formatDateBR(r.data)}${r.hora ? ` ${r.hora}` : ''}`, priority: true },
  { id: 'antecedencia', header: 'Antecedência', width: 120, cell: (r) => msg.lembretes.dias(r.antecedencia_dias) },
  { id: 'recorrencia', header: 'Recorrência', width: 170, cell: (r) => rotuloRecorrencia(r) },
  {
    id: 'vinculo', header: 'Vínculo', width: 120,
    cell: (r) => (r.vinculo_tipo && r.vinculo_id
      ? <Link className="text-sky-700 underline" to={`${LINK_VINCULO[r.vinculo_tipo]}?id=${r.vinculo_id}`}>{ROTULO_VINCULO[r.vinculo_tipo]}</Link>
      : '—'),
  },
  { id: 'destinatarios', header: 'Destinatários', width: 180, cell: (r) => r.para },
  { id: 'status', header: 'Status', width: 110, cell: (r) => <StatusBadge status={r.status} />, priority: true },
];

const searchKey = (r: Linha) => buildSearchKey([r.titulo, r.descricao, r.status, r.recorrencia, r.para, formatDateBR(r.data)]);
const rowId = (r: Linha) => r.id;

export function LembretesPage() {
  const { rows, ready } = useLembretes();
  const { rows: usuarios } = useCollection('usuarios');
  const navigate = useNavigate();
  const linhas = useMemo(() => {
    const nomes = new Map(usuarios.map((u) => [u.id, u.name]));
    return rows.map((l): Linha => ({
      ...l, para: l.destinatarios?.length ? l.destinatarios.map((id) => nomes.get(id) ?? '?').join(', ') : msg.lembretes.todos,
    }));
  }, [rows, usuarios]);
  const list = useListState({ rows: linhas, searchKeyOf: searchKey, getRowId: rowId });
  const [busy, setBusy] = useState(false);
  const single = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;
  const none = list.selected.size === 0;

  async function run(acao: () => Promise<Parameters<typeof reportOutcome>[0]>, erro: string, limpar = true) {
    setBusy(true);
    const outcome = await acao();
    setBusy(false);
    if (reportOutcome(outcome, { errorFallback: erro }) && limpar) list.clearSelection();
  }

  async function adiarSelecionados(dias: number) {
    setBusy(true);
    for (const l of list.selectedRows) {
      const outcome = await adiarLembrete(l, dias);
      if (!reportOutcome(outcome, { errorFallback: msg.lembretes.erroAtualizar, successFallback: msg.lembretes.adiado })) break;
    }
    setBusy(false);
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => navigate('/lembrete/cadastro')}>Cadastrar</Button>
      <Button disabled={none || busy} onClick={() => void run(() => concluirLembretes([...list.selected]), msg.lembretes.erroConcluir)}>Concluir</Button>
      <Button disabled={none || busy} onClick={() => void adiarSelecionados(1)}>Adiar +1 dia</Button>
      <Button disabled={none || busy} onClick={() => void adiarSelecionados(7)}>Adiar +1 semana</Button>
      {single && <Button onClick={() => navigate(`/lembrete/cadastro?id=${single.id}`)}>Editar</Button>}
      <Button variant="danger" disabled={none || busy} onClick={() => void run(() => deletarLembretes([...list.selected]), msg.lembretes.erroDeletar)}>Excluir</Button>
    </>
  );

  return <ListCard title={msg.lembretes.tituloConsulta} list={list} columns={COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions}
    empty={{ label: 'Cadastrar Lembrete', onCreate: () => void navigate('/lembrete/cadastro') }} />;
}
