/* The Painel's "acima do orçamento" (issue 35 item 3, decision 443): the current month's
   categorias whose realizado passed their budget (categoriasAcimaDoOrcamento), the largest excess
   first, each a link to Orçado × realizado for that categoria. Computed on the synced lists
   (offline too); nothing shows while they load or when none is over. */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCollection } from '../../data/live.ts';
import { nomeDoMes, todayISO } from '../../domain/dates.ts';
import { MSG_ORCAMENTO as m } from '../../domain/messages-centros.ts';
import { formatValor } from '../../domain/money.ts';
import { categoriasAcimaDoOrcamento } from '../../domain/orcamento.ts';
import { msg } from '../../domain/messages.ts';

export function PainelOrcamento({ hoje = todayISO() }: { hoje?: string }) {
  const orcamentos = useCollection('orcamentos');
  const lancamentos = useCollection('lancamentos');
  const pagamentos = useCollection('pagamentos');
  const categorias = useCollection('categorias');
  const mes = hoje.slice(0, 7);
  const ready = orcamentos.ready && lancamentos.ready && pagamentos.ready && categorias.ready;
  const acima = useMemo(() => {
    // No budget this month: nothing to compare, and no pass over the payables.
    if (!ready || !orcamentos.rows.some((o) => o.mes === mes)) return [];
    return categoriasAcimaDoOrcamento({ orcamentos: orcamentos.rows, lancamentos: lancamentos.rows, pagamentos: pagamentos.rows, mes });
  }, [ready, orcamentos.rows, lancamentos.rows, pagamentos.rows, mes]);
  const nomes = useMemo(() => new Map(categorias.rows.map((c) => [c.id, c.descricao])), [categorias.rows]);
  if (acima.length === 0) return null;
  return (
    <p role="status" data-testid="painel-orcamento" className="rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-900">
      {m.acimaPainel(nomeDoMes(mes))}{' '}
      {acima.map((a, i) => (
        <span key={a.categoria_id}>
          {i > 0 && ', '}
          <Link to={`/financeiro/relatorios?relatorio=orcado-realizado&categoria=${a.categoria_id}`} className="font-medium underline hover:text-red-700">
            {m.acimaItem(nomes.get(a.categoria_id) ?? msg.relatorios.semCategoria, formatValor(a.variacao))}
          </Link>
        </span>
      ))}
    </p>
  );
}
