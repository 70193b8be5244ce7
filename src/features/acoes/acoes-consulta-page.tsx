/* /acoes/consulta (issue 19): Posições (average price including costs, the quotation typed by
   hand and kept offline, valor atual, resultado R$ and %) and Operações, on the shared list kit. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { calcularCarteira, valorarPosicao } from '../../domain/acoes-posicoes.ts';
import type { PosicaoValorada } from '../../domain/acoes-posicoes.ts';
import { msg } from '../../domain/messages.ts';
import { deletarOperacoes, useCotacoes, useOperacoes } from '../../data/acoes.ts';
import type { OperacaoLocal } from '../../data/acoes.ts';
import { refreshAll } from '../../data/sync/sync-status.ts';
import { Button } from '../../ui/button.tsx';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import {
  OPERACAO_COLUMNS, operacaoId, operacaoSearchKey, POSICAO_COLUMNS, posicaoId, posicaoSearchKey,
} from './acoes-columns.tsx';

type Aba = 'posicoes' | 'operacoes';

/** An empty wallet offers its first trade (decision 214's empty state). */
function usePrimeiraOperacao() {
  const navigate = useNavigate();
  return { label: 'Cadastrar Operação', onCreate: () => void navigate('/acoes/cadastro') };
}

function Posicoes({ operacoes, ready }: { operacoes: readonly OperacaoLocal[]; ready: boolean }) {
  const cotacoes = useCotacoes();
  const rows = useMemo((): PosicaoValorada[] => calcularCarteira(operacoes).posicoes.map((p) => valorarPosicao(p, cotacoes.get(p.ticker))),
    [operacoes, cotacoes]);
  const list = useListState({ rows, searchKeyOf: posicaoSearchKey, getRowId: posicaoId });
  const empty = usePrimeiraOperacao();
  return <ListCard title={msg.acoes.abaPosicoes} list={list} columns={POSICAO_COLUMNS} onRefresh={refreshAll} ready={ready} empty={empty} />;
}

function Operacoes({ operacoes, ready }: { operacoes: readonly OperacaoLocal[]; ready: boolean }) {
  const list = useListState({ rows: operacoes, searchKeyOf: operacaoSearchKey, getRowId: operacaoId });
  const empty = usePrimeiraOperacao();
  const [deleting, setDeleting] = useState(false);
  async function remove() {
    if (list.selected.size === 0 || deleting) return;
    setDeleting(true);
    const outcome = await deletarOperacoes([...list.selected]);
    setDeleting(false);
    if (reportOutcome(outcome, { successFallback: msg.acoes.excluidas, errorFallback: msg.acoes.erroDeletar })) list.clearSelection();
  }
  const actions = <Button variant="danger" onClick={() => void remove()} disabled={list.selected.size === 0 || deleting}>Deletar</Button>;
  return <ListCard title={msg.acoes.abaOperacoes} list={list} columns={OPERACAO_COLUMNS} onRefresh={refreshAll} ready={ready} actions={actions} empty={empty} />;
}

export function AcoesConsultaPage() {
  const { rows, ready } = useOperacoes();
  const [aba, setAba] = useState<Aba>('posicoes');
  const tab = (id: Aba, label: string) => (
    <button type="button" role="tab" aria-selected={aba === id} onClick={() => setAba(id)}
      className={`rounded-t-md border border-b-0 px-4 py-2 text-sm ${aba === id ? 'border-slate-200 bg-white font-semibold text-slate-800' : 'border-transparent text-slate-600 hover:text-slate-800'}`}>
      {label}
    </button>
  );
  return (
    <div>
      <div role="tablist" aria-label={msg.acoes.tituloConsulta} className="flex gap-1">
        {tab('posicoes', msg.acoes.abaPosicoes)}
        {tab('operacoes', msg.acoes.abaOperacoes)}
      </div>
      <div role="tabpanel">
        {aba === 'posicoes' ? <Posicoes operacoes={rows} ready={ready} /> : <Operacoes operacoes={rows} ready={ready} />}
      </div>
    </div>
  );
}
