/* Gestor > Automação > Faturas (/gestor/automacao/fatura-gestor; issue 20): each bank with
   credit and its bill rule (Banco, Fechamento, Vencimento, Próxima execução, Último resultado,
   Ativa), Editar regra and Simular próxima fatura. Online-only (decision 282). */
import { useCallback, useEffect, useState } from 'react';
import { formatDateTimeSP } from '../../domain/dates.ts';
import { msg } from '../../domain/messages.ts';
import { buscarRegras } from '../../data/automacao.ts';
import type { RegraAutomacao } from '../../data/automacao.ts';
import { Button } from '../../ui/button.tsx';
import type { Column } from '../../ui/column.ts';
import { ListCard } from '../../ui/list-card.tsx';
import { useListState } from '../../ui/use-list-state.ts';
import { RegraModal } from './regra-modal.tsx';

const t = msg.automacao;

const COLUNAS: Column<RegraAutomacao>[] = [
  { id: 'banco', header: 'Banco', width: 160, cell: (r) => r.banco, priority: true },
  { id: 'dia_fechamento', header: 'Fechamento', width: 110, align: 'right', cell: (r) => (r.dia_fechamento === null ? t.semRegra : `Dia ${r.dia_fechamento}`) },
  { id: 'dia_vencimento', header: 'Vencimento', width: 110, align: 'right', cell: (r) => (r.dia_vencimento === null ? '—' : `Dia ${r.dia_vencimento}`) },
  { id: 'proxima_execucao', header: 'Próxima execução', width: 160, cell: (r) => (r.proxima_execucao ? formatDateTimeSP(r.proxima_execucao) : '—') },
  {
    id: 'ultimo_resultado', header: 'Último resultado', width: 260, sortable: false,
    cell: (r) => (r.ultimo_resultado ? `${t.resultadoItem[r.ultimo_resultado.resultado] ?? t.resultado[r.ultimo_resultado.resultado] ?? r.ultimo_resultado.resultado}: ${r.ultimo_resultado.mensagem}` : '—'),
    title: (r) => r.ultimo_resultado?.mensagem,
  },
  { id: 'ativa', header: 'Ativa', width: 80, align: 'center', cell: (r) => (r.ativa ? 'Sim' : 'Não'), priority: true },
];

const chave = (r: RegraAutomacao) => r.banco;
const idDe = (r: RegraAutomacao) => r.banco_id;

export function RegrasPage() {
  const [regras, setRegras] = useState<RegraAutomacao[]>([]);
  const [ready, setReady] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [aberta, setAberta] = useState<{ regra: RegraAutomacao; simular: boolean } | null>(null);
  const carregar = useCallback(async () => {
    const r = await buscarRegras();
    if (r.ok) { setRegras(r.value); setErro(null); } else setErro(r.message);
    setReady(true);
  }, []);
  useEffect(() => { void carregar(); }, [carregar]);
  const list = useListState({ rows: regras, searchKeyOf: chave, getRowId: idDe });
  const unica = list.selectedRows.length === 1 ? list.selectedRows[0] : undefined;

  const actions = (
    <>
      <Button variant="primary" disabled={!unica} onClick={() => unica && setAberta({ regra: unica, simular: false })}>{t.editarRegra}</Button>
      <Button disabled={!unica} onClick={() => unica && setAberta({ regra: unica, simular: true })}>{t.simular}</Button>
    </>
  );
  return (
    <ListCard title={t.tituloRegras} list={list} columns={COLUNAS} onRefresh={carregar} ready={ready} actions={actions}>
      {erro && <p role="alert" className="px-4 py-2 text-sm text-red-700">{erro}</p>}
      {aberta && <RegraModal regra={aberta.regra} simular={aberta.simular} onClose={(salvou) => { setAberta(null); if (salvou) void carregar(); }} />}
    </ListCard>
  );
}
