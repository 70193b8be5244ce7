/* Administração > Automação (/automacao/faturas; issue 20): the run log, one line per bill a run
   touched (a run that touched none is one line of its own), newest first, with Executar agora
   and Reprocessar. Online-only (decision 282); while a run is queued or running the log is read
   again every second until it ends. An Operador never sees it: the layout shows the denial
   (src/app/menu.ts soDoAdministrador, issue 33). */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { competenciaBR } from '../../domain/automacao-fatura.ts';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { formatBRL } from '../../domain/money.ts';
import { buscarExecucoes, executarAutomacao } from '../../data/automacao.ts';
import type { ExecucaoAutomacao } from '../../data/automacao.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { ListCard } from '../../ui/list-card.tsx';
import { reportOutcome } from '../../ui/outcome.ts';
import { useListState } from '../../ui/use-list-state.ts';

const t = msg.automacao;

export interface LinhaExecucao {
  id: string; execucao: string; quando: string; banco: string; competencia: string; n: number | null; valor: number | null;
  resultado: string; mensagem: string;
}

export function linhasDoRegistro(execucoes: readonly ExecucaoAutomacao[]): LinhaExecucao[] {
  return execucoes.flatMap((e): LinhaExecucao[] => {
    const quando = e.terminada_em ?? e.iniciada_em ?? e.created_at;
    const status = t.resultado[e.status] ?? e.status;
    const origem = t.origem[e.origem] ?? e.origem;
    if (e.itens.length === 0 || e.status !== 'sucesso') {
      return [{ id: e.id, execucao: e.id, quando, banco: '—', competencia: '—', n: null, valor: null, resultado: status, mensagem: `${origem}: ${e.mensagem ?? ''}` }];
    }
    return e.itens.map((i, k) => ({
      id: `${e.id}:${k}`, execucao: e.id, quando, banco: i.banco, competencia: competenciaBR(i.competencia), n: i.n_lancamentos,
      valor: i.valor, resultado: t.resultadoItem[i.resultado] ?? i.resultado, mensagem: `${origem}: ${i.mensagem}`,
    }));
  });
}

const COLUNAS: Column<LinhaExecucao>[] = [
  { id: 'quando', header: 'Data/hora', width: 150, cell: (r) => formatDateTimeSP(r.quando), priority: true },
  { id: 'banco', header: 'Banco', width: 140, cell: (r) => r.banco, priority: true },
  { id: 'competencia', header: 'Competência', width: 110, cell: (r) => r.competencia },
  { id: 'n', header: 'Nº lançamentos', width: 120, align: 'right', cell: (r) => (r.n === null ? '—' : String(r.n)) },
  { id: 'valor', header: 'Valor', width: 130, align: 'right', cell: (r) => (r.valor === null ? '—' : formatBRL(r.valor)), priority: true },
  { id: 'resultado', header: 'Resultado', width: 150, cell: (r) => r.resultado, priority: true },
  { id: 'mensagem', header: 'Mensagem', width: 320, cell: (r) => r.mensagem, title: (r) => r.mensagem },
];

const chave = (r: LinhaExecucao) => `${r.banco} ${r.competencia} ${r.resultado} ${r.mensagem}`;
const idDe = (r: LinhaExecucao) => r.id;

export function ExecucoesPage() {
  const [execucoes, setExecucoes] = useState<ExecucaoAutomacao[]>([]);
  const [ready, setReady] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const carregar = useCallback(async () => {
    const r = await buscarExecucoes();
    if (r.ok) { setExecucoes(r.value); setErro(null); } else setErro(r.message);
    setReady(true);
  }, []);
  useEffect(() => { void carregar(); }, [carregar]);
  const emCurso = execucoes.some((e) => e.status === 'pendente' || e.status === 'executando');
  useEffect(() => {
    if (!emCurso) return;
    const timer = setInterval(() => { void carregar(); }, 1000);
    return () => clearInterval(timer);
  }, [emCurso, carregar]);

  const rows = useMemo(() => linhasDoRegistro(execucoes), [execucoes]);
  const list = useListState({ rows, searchKeyOf: chave, getRowId: idDe });
  const selecionada = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  async function executar(execucao?: string) {
    setEnviando(true);
    const outcome = await executarAutomacao(execucao);
    setEnviando(false);
    if (reportOutcome(outcome, { errorFallback: t.erroExecutar })) await carregar();
  }

  const actions = (
    <>
      <Button variant="primary" onClick={() => void executar()} disabled={enviando}>{t.executarAgora}</Button>
      <Button onClick={() => selecionada && void executar(selecionada.execucao)} disabled={enviando || !selecionada}>{t.reprocessar}</Button>
    </>
  );
  return (
    <ListCard title={t.tituloExecucoes} list={list} columns={COLUNAS} onRefresh={carregar} ready={ready} actions={actions}>
      {erro && <p role="alert" className="px-4 py-2 text-sm text-red-700">{erro}</p>}
    </ListCard>
  );
}
