/* The bank's conciliação (issue 16) on the list kit: each statement line next to its proposed
   payable or receivable, or the título it is linked to; search, header sorting, selection (confirm
   the selected proposals), the sticky header and a virtualised body for thousands of lines
   (decision 312). Confirming is one write that pays with the line's date and links (decision
   410); "Confirmar todas" and "Lançar as não conciliadas" open a review first (decision 411).
   Each line also shows its statement's closing balance beside Fluxo's saldo of the bank that day
   and the difference, or "—" when its statement carried none (decision 426). */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import type { Sugestao } from '../../domain/conciliacao.ts';
import { formatDateBR } from '../../domain/dates.ts';
import { conferirSaldo } from '../../domain/extrato-linha.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buildSearchKey } from '../../domain/search.ts';
import { confirmarSugestoes, sugestoesDoBanco } from '../../data/extratos.ts';
import { useFeriadosExtras } from '../../data/agenda.ts';
import { useCollection } from '../../data/live.ts';
import { useFluxoNosDias } from '../../data/saldos.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';
import { RevisaoModal } from './revisao-modal.tsx';
import type { Revisao } from './revisao-modal.tsx';

const m = msg.extratos;

export interface LinhaConciliacao {
  id: string;
  data: string;
  descricao: string;
  valor: number;
  /** The título the line is linked to, as a person reads it; null when not conciliated. */
  ligado: string | null;
  sugestao: Sugestao | null;
  /** The proposal or the link, as shown (and sorted, and searched). */
  texto: string;
  /** Its statement's closing balance beside Fluxo's saldo that day (null: none, or not yet computed). */
  saldo: { data: string; saldo_extrato: number; saldo_fluxo: number | null; diferenca: number | null } | null;
}

const SEM_SALDO = '—';
const ms = msg.saldos.extrato;

interface Acoes { busy: boolean; confirmar: (lista: readonly Sugestao[]) => void }
const AcoesContext = createContext<Acoes>({ busy: true, confirmar: () => undefined });

function ConfirmarLinha({ linha }: { linha: LinhaConciliacao }) {
  const { busy, confirmar } = useContext(AcoesContext);
  const s = linha.sugestao;
  if (linha.ligado || !s) return null;
  // The button acts alone: the row's click (selection) must not run too.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const data = formatDateBR(linha.data);
  return (
    <span onClick={stop} onMouseDown={stop}>
      <Button onClick={() => confirmar([s])} disabled={busy} aria-label={`${m.confirmarPagando(data)} ${linha.descricao}`} title={m.confirmarPagandoDica(data)}>
        {m.confirmarPagando(data)}
      </Button>
    </span>
  );
}

const COLUMNS: readonly Column<LinhaConciliacao>[] = [
  { id: 'data', header: 'Data', width: 110, cell: (l) => formatDateBR(l.data), priority: true },
  { id: 'descricao', header: 'Descrição', width: 260, cell: (l) => l.descricao },
  {
    id: 'valor', header: 'Valor', width: 130, align: 'right', priority: true,
    cell: (l) => <span className={l.valor < 0 ? 'text-red-700' : 'text-emerald-700'}>{formatBRL(l.valor)}</span>, title: (l) => formatBRL(l.valor),
  },
  {
    id: 'texto', header: 'Sugestão / conciliação', width: 420, priority: true, title: (l) => l.texto,
    cell: (l) => <span className={l.ligado ? 'text-emerald-800' : l.sugestao ? '' : 'text-slate-600'}>{l.texto}</span>,
  },
  { id: 'acao', header: 'Ação', width: 270, align: 'right', sortable: false, cell: (l) => <ConfirmarLinha linha={l} /> },
  {
    id: 'saldo_extrato', header: ms.saldoExtrato, width: 200, align: 'right', sortValue: (l) => l.saldo?.saldo_extrato ?? null,
    cell: (l) => (l.saldo ? `${formatBRL(l.saldo.saldo_extrato)} em ${formatDateBR(l.saldo.data)}` : SEM_SALDO),
  },
  {
    id: 'saldo_fluxo', header: ms.saldoFluxo, width: 140, align: 'right', sortValue: (l) => l.saldo?.saldo_fluxo ?? null,
    cell: (l) => (l.saldo?.saldo_fluxo == null ? SEM_SALDO : formatBRL(l.saldo.saldo_fluxo)),
  },
  {
    id: 'diferenca', header: ms.diferenca, width: 130, align: 'right', sortValue: (l) => l.saldo?.diferenca ?? null,
    cell: (l) => (l.saldo?.diferenca == null ? SEM_SALDO
      : <span className={l.saldo.diferenca === 0 ? 'text-emerald-700' : 'text-red-700'}>{formatBRL(l.saldo.diferenca)}</span>),
  },
];

const chaveBusca = (l: LinhaConciliacao) => buildSearchKey([l.descricao, formatDateBR(l.data), l.texto]);
const idDe = (l: LinhaConciliacao) => l.id;

export function Conciliacao({ bancoId }: { bancoId: string }) {
  const { rows: extratos, ready } = useCollection('extratos');
  const { rows: lancamentos } = useCollection('lancamentos');
  const { rows: recebiveis } = useCollection('recebiveis');
  const extras = useFeriadosExtras();
  const [busy, setBusy] = useState(false);
  const doBanco = useMemo(() => extratos.filter((e) => e.banco_id === bancoId), [extratos, bancoId]);
  const fluxoEm = useFluxoNosDias(bancoId, doBanco.map((e) => e.data_saldo_final));
  const sugestoes = useMemo(
    () => sugestoesDoBanco(bancoId, doBanco, lancamentos, recebiveis, extras),
    [bancoId, doBanco, lancamentos, recebiveis, extras],
  );
  const linhas = useMemo(() => {
    const porLinha = new Map(sugestoes.map((s) => [s.extrato_id, s]));
    const titulos = { lancamento: new Map(lancamentos.map((l) => [l.id, l])), recebivel: new Map(recebiveis.map((r) => [r.id, r])) };
    const tituloDe = (alvo: 'lancamento' | 'recebivel', id: string) => {
      const t = titulos[alvo].get(id);
      return t ? `${alvo === 'lancamento' ? 'Lançamento' : 'Recebível'}: ${t.descricao} · vence ${formatDateBR(t.vencimento)} · ${t.status}` : id;
    };
    return doBanco.map((e): LinhaConciliacao => {
      const ligado = e.lancamento_id ? tituloDe('lancamento', e.lancamento_id) : e.recebivel_id ? tituloDe('recebivel', e.recebivel_id) : null;
      const sugestao = ligado ? null : porLinha.get(e.id) ?? null;
      const texto = ligado ? `${m.conciliadoCom} ${ligado}` : sugestao ? `${tituloDe(sugestao.alvo, sugestao.titulo_id)} — ${sugestao.motivo}` : m.semSugestao;
      let saldo: LinhaConciliacao['saldo'] = null;
      if (typeof e.saldo_final === 'number' && e.data_saldo_final) {
        const fluxo = fluxoEm?.get(e.data_saldo_final);
        saldo = fluxo === undefined
          ? { data: e.data_saldo_final, saldo_extrato: e.saldo_final, saldo_fluxo: null, diferenca: null }
          : conferirSaldo({ valor: e.saldo_final, data: e.data_saldo_final }, fluxo);
      }
      return { id: e.id, data: e.data, descricao: e.descricao, valor: e.valor, ligado, sugestao, texto, saldo };
    });
  }, [doBanco, sugestoes, lancamentos, recebiveis, fluxoEm]);
  const [revisao, setRevisao] = useState<Revisao | null>(null);
  const list = useListState({ rows: linhas, searchKeyOf: chaveBusca, getRowId: idDe, initialPageSize: 'Todos' });

  const confirmar = useCallback(async (lista: readonly Sugestao[]) => {
    if (busy || lista.length === 0) return;
    setBusy(true);
    const outcome = await confirmarSugestoes(lista, doBanco);
    setBusy(false);
    reportOutcome(outcome, { errorFallback: m.erroConciliar });
  }, [busy, doBanco]);
  const acoes = useMemo(() => ({ busy, confirmar: (lista: readonly Sugestao[]) => void confirmar(lista) }), [busy, confirmar]);

  const semPar = useMemo(() => {
    const comSugestao = new Set(sugestoes.map((s) => s.extrato_id));
    return doBanco.filter((e) => !e.lancamento_id && !e.recebivel_id && !comSugestao.has(e.id));
  }, [doBanco, sugestoes]);
  const selecionadas = useMemo(
    () => list.selectedRows.flatMap((l) => (l.sugestao ? [l.sugestao] : [])),
    [list.selectedRows],
  );

  const revisarConfirmacao = (lista: readonly Sugestao[]) => {
    const titulos = new Map<string, string>();
    const porId = { lancamento: new Map(lancamentos.map((l) => [l.id, l])), recebivel: new Map(recebiveis.map((r) => [r.id, r])) };
    for (const s of lista) {
      const t = porId[s.alvo].get(s.titulo_id);
      if (t) titulos.set(s.titulo_id, `${s.alvo === 'lancamento' ? 'Lançamento' : 'Recebível'}: ${t.descricao} · ${formatBRL(t.valor_parcela - t.valor_pago)}`);
    }
    setRevisao({ modo: 'confirmar', sugestoes: lista, titulos });
  };

  const actions = (
    <>
      <Button onClick={() => setRevisao({ modo: 'lancar', linhas: semPar })} disabled={busy || semPar.length === 0}>{`${m.lancarNaoConciliadas} (${semPar.length})`}</Button>
      <Button onClick={() => revisarConfirmacao(selecionadas)} disabled={busy || selecionadas.length === 0}>{`${m.confirmarSelecionadas} (${selecionadas.length})`}</Button>
      <Button variant="primary" onClick={() => revisarConfirmacao(sugestoes)} disabled={busy || sugestoes.length === 0}>
        {`${m.confirmarTodas} (${sugestoes.length})`}
      </Button>
    </>
  );
  return (
    <AcoesContext.Provider value={acoes}>
      <ListCard title={m.tituloConciliacao} list={list} columns={COLUMNS} ready={ready} actions={actions} heading="h2" />
      <RevisaoModal revisao={revisao} extratos={doBanco} onClose={() => setRevisao(null)} />
    </AcoesContext.Provider>
  );
}
